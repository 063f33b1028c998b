//===- WarpModelDevice.h - Device functions of the warp model ---*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// CUDA's and HIP's warp intrinsics, barriers, bit operations and atomics, at
// the model's warp width. Warp collectives suspend the calling fiber; the
// scheduler in WarpModel.h computes their results when the group completes.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELDEVICE_H
#define HIPPORT_TEST_MODEL_WARPMODELDEVICE_H

namespace hipmodel {
namespace detail {

/// warpSize is initialised from a function so that it is not a constant
/// expression: in CUDA and in HIP 7 it is a variable, and code that uses it
/// as an array bound or template argument must not compile here either.
inline int warpWidth() { return int(W); }

inline Call makeCall(const char *Name, Op Kind, Site Where, int Arg = 0,
                     int Width = W) {
  Call C;
  C.Name = Name;
  C.Kind = Kind;
  C.Where = Where;
  C.Arg = Arg;
  C.Width = Width;
  return C;
}

/// Records the mask as its caller's type has it: its width is what HIP 7
/// checks, and a negative signed mask must not be sign-extended to 64 bits.
template <typename MaskT> Call withMask(Call C, MaskT Mask) {
  static_assert(std::is_integral<MaskT>::value, "a lane mask is an integer");
  C.HasMask = true;
  C.MaskBits = sizeof(MaskT) * 8;
  C.Mask = uint64_t(std::make_unsigned_t<MaskT>(Mask));
  return C;
}

template <typename MaskT>
Call maskedCall(const char *Name, Op Kind, MaskT Mask, Site Where, int Arg = 0,
                int Width = W) {
  return withMask(makeCall(Name, Kind, Where, Arg, Width), Mask);
}

template <typename T> T collective(Call C, T Value) {
  C.Value = toBits(Value);
  wait(C, State::AtCollective);
  return fromBits<T>(C.Result);
}

inline Call collectiveCall(Call C, uint64_t Value) {
  C.Value = Value;
  wait(C, State::AtCollective);
  return C;
}

inline uint64_t vote(Call C, int Pred) {
  return collectiveCall(C, Pred != 0).Result;
}

inline Call barrier(const char *Name, int Pred, Site Where) {
  Call C = makeCall(Name, Op::Barrier, Where);
  C.Value = Pred != 0;
  wait(C, State::AtBarrier);
  return C;
}

template <typename T> Call reduction(Call C, T) {
  static_assert(std::is_same<T, int>::value || std::is_same<T, unsigned>::value,
                "__reduce_*_sync take int or unsigned");
  C.Signed = std::is_signed<T>::value;
  return C;
}

} // namespace detail
} // namespace hipmodel

inline const int warpSize = ::hipmodel::detail::warpWidth();

// Shuffles. HIP's mask-less forms and CUDA's *_sync forms; the value type is
// a template parameter so that any scalar of up to 8 bytes moves unchanged.
template <typename T>
T __shfl(T Var, int SrcLane, int Width = warpSize, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(
      makeCall("__shfl", hipmodel::Op::Shfl, HIPMODEL_HERE, SrcLane, Width),
      Var);
}
template <typename T>
T __shfl_up(T Var, unsigned Delta, int Width = warpSize, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(makeCall("__shfl_up", hipmodel::Op::ShflUp, HIPMODEL_HERE,
                             int(Delta), Width),
                    Var);
}
template <typename T>
T __shfl_down(T Var, unsigned Delta, int Width = warpSize, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(makeCall("__shfl_down", hipmodel::Op::ShflDown,
                             HIPMODEL_HERE, int(Delta), Width),
                    Var);
}
template <typename T>
T __shfl_xor(T Var, int LaneMask, int Width = warpSize, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(makeCall("__shfl_xor", hipmodel::Op::ShflXor, HIPMODEL_HERE,
                             LaneMask, Width),
                    Var);
}
template <typename MaskT, typename T>
T __shfl_sync(MaskT Mask, T Var, int SrcLane, int Width = warpSize,
              HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(maskedCall("__shfl_sync", hipmodel::Op::Shfl, Mask,
                               HIPMODEL_HERE, SrcLane, Width),
                    Var);
}
template <typename MaskT, typename T>
T __shfl_up_sync(MaskT Mask, T Var, unsigned Delta, int Width = warpSize,
                 HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(maskedCall("__shfl_up_sync", hipmodel::Op::ShflUp, Mask,
                               HIPMODEL_HERE, int(Delta), Width),
                    Var);
}
template <typename MaskT, typename T>
T __shfl_down_sync(MaskT Mask, T Var, unsigned Delta, int Width = warpSize,
                   HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(maskedCall("__shfl_down_sync", hipmodel::Op::ShflDown, Mask,
                               HIPMODEL_HERE, int(Delta), Width),
                    Var);
}
template <typename MaskT, typename T>
T __shfl_xor_sync(MaskT Mask, T Var, int LaneMask, int Width = warpSize,
                  HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return collective(maskedCall("__shfl_xor_sync", hipmodel::Op::ShflXor, Mask,
                               HIPMODEL_HERE, LaneMask, Width),
                    Var);
}

// Votes. HIP's __ballot is 64-bit everywhere; the *_sync ballots and
// __activemask have the platform's lane-mask type.
inline int __any(int Pred, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return int(vote(makeCall("__any", hipmodel::Op::Any, HIPMODEL_HERE), Pred));
}
inline int __all(int Pred, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return int(vote(makeCall("__all", hipmodel::Op::All, HIPMODEL_HERE), Pred));
}
inline unsigned long long __ballot(int Pred, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return vote(makeCall("__ballot", hipmodel::Op::Ballot, HIPMODEL_HERE), Pred);
}
template <typename MaskT> int __any_sync(MaskT Mask, int Pred, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return int(vote(
      maskedCall("__any_sync", hipmodel::Op::Any, Mask, HIPMODEL_HERE), Pred));
}
template <typename MaskT> int __all_sync(MaskT Mask, int Pred, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return int(vote(
      maskedCall("__all_sync", hipmodel::Op::All, Mask, HIPMODEL_HERE), Pred));
}
template <typename MaskT>
hipmodel::LaneMask __ballot_sync(MaskT Mask, int Pred, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return hipmodel::LaneMask(vote(
      maskedCall("__ballot_sync", hipmodel::Op::Ballot, Mask, HIPMODEL_HERE),
      Pred));
}
/// The lanes that reached this call together: a collective in the model,
/// because only the scheduler knows which lanes are converged.
inline hipmodel::LaneMask __activemask(HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return hipmodel::LaneMask(vote(
      makeCall("__activemask", hipmodel::Op::ActiveMask, HIPMODEL_HERE), 1));
}
template <typename MaskT, typename T>
hipmodel::LaneMask __match_any_sync(MaskT Mask, T Value, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  return hipmodel::LaneMask(
      collectiveCall(maskedCall("__match_any_sync", hipmodel::Op::MatchAny,
                                Mask, HIPMODEL_HERE),
                     hipmodel::toBits(Value))
          .Result);
}
template <typename MaskT, typename T>
hipmodel::LaneMask __match_all_sync(MaskT Mask, T Value, int *Pred,
                                    HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  hipmodel::Call C =
      collectiveCall(maskedCall("__match_all_sync", hipmodel::Op::MatchAll,
                                Mask, HIPMODEL_HERE),
                     hipmodel::toBits(Value));
  *Pred = C.Pred;
  return hipmodel::LaneMask(C.Result);
}

// HIP 7.0 is the first release to declare __syncwarp and the
// __reduce_*_sync functions (amd_warp_sync_functions.h; the mapping tables
// date them from each release's headers), so the HIP platform of an older
// release (run-model.py --hip-version) has neither: code written for it
// must do without, as hipport/compat.h does.
#if !defined(__HIP_PLATFORM_AMD__) || HIP_VERSION_MAJOR >= 7
#define HIPMODEL_HAS_WARP_SYNC_REDUCTIONS 1
#else
#define HIPMODEL_HAS_WARP_SYNC_REDUCTIONS 0
#endif

#if HIPMODEL_HAS_WARP_SYNC_REDUCTIONS
/// CUDA's __syncwarp() means the full 32-bit mask; HIP 7's mask-less form
/// checks nothing.
inline void __syncwarp(HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  hipmodel::Call C =
      makeCall("__syncwarp", hipmodel::Op::SyncWarp, HIPMODEL_HERE);
  if (hipmodel::W == 32)
    C = withMask(C, 0xffffffffu);
  collectiveCall(C, 0);
}
template <typename MaskT> void __syncwarp(MaskT Mask, HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  collectiveCall(
      maskedCall("__syncwarp", hipmodel::Op::SyncWarp, Mask, HIPMODEL_HERE), 0);
}

#define HIPMODEL_REDUCE(NAME, OP)                                              \
  template <typename MaskT, typename T,                                        \
            typename = std::enable_if_t<std::is_same<T, int>::value ||         \
                                        std::is_same<T, unsigned>::value>>     \
  T NAME(MaskT Mask, T Value, HIPMODEL_SITE) {                                 \
    using namespace hipmodel::detail;                                          \
    return collective(                                                         \
        reduction(maskedCall(#NAME, OP, Mask, HIPMODEL_HERE), Value), Value);  \
  }
HIPMODEL_REDUCE(__reduce_add_sync, hipmodel::Op::ReduceAdd)
HIPMODEL_REDUCE(__reduce_min_sync, hipmodel::Op::ReduceMin)
HIPMODEL_REDUCE(__reduce_max_sync, hipmodel::Op::ReduceMax)
// CUDA declares the bit reductions for unsigned only; the model takes int
// too.
HIPMODEL_REDUCE(__reduce_and_sync, hipmodel::Op::ReduceAnd)
HIPMODEL_REDUCE(__reduce_or_sync, hipmodel::Op::ReduceOr)
HIPMODEL_REDUCE(__reduce_xor_sync, hipmodel::Op::ReduceXor)
#undef HIPMODEL_REDUCE
#endif // HIPMODEL_HAS_WARP_SYNC_REDUCTIONS

#ifdef __HIP_PLATFORM_AMD__
/// The AMD compiler's wave barrier: the lanes of a wavefront that execute it
/// do so together (they run in lock step on the GPU), which in the model
/// makes it a collective of the lanes that reach it. Fences order memory,
/// which one OS thread always does.
inline void __builtin_amdgcn_wave_barrier(HIPMODEL_SITE) {
  using namespace hipmodel::detail;
  collectiveCall(makeCall("__builtin_amdgcn_wave_barrier",
                          hipmodel::Op::SyncWarp, HIPMODEL_HERE),
                 0);
}
inline void __builtin_amdgcn_fence(int, const char *) {}
#endif

// Lane queries. They need no other lane, so they are not collectives.
inline unsigned __lane_id() { return hipmodel::current().Lane; }
inline unsigned long long __lanemask_lt() {
  return hipmodel::laneBit(__lane_id()) - 1;
}
inline unsigned long long __lanemask_le() {
  return (__lanemask_lt() << 1 | 1) & hipmodel::FullWarp;
}
inline unsigned long long __lanemask_gt() {
  return ~__lanemask_le() & hipmodel::FullWarp;
}
inline unsigned long long __lanemask_ge() {
  return ~__lanemask_lt() & hipmodel::FullWarp;
}

// Block barriers.
inline void __syncthreads(HIPMODEL_SITE) {
  hipmodel::detail::barrier("__syncthreads", 1, HIPMODEL_HERE);
}
inline int __syncthreads_count(int Pred, HIPMODEL_SITE) {
  return int(
      hipmodel::detail::barrier("__syncthreads_count", Pred, HIPMODEL_HERE)
          .Result);
}
inline int __syncthreads_and(int Pred, HIPMODEL_SITE) {
  return hipmodel::detail::barrier("__syncthreads_and", Pred, HIPMODEL_HERE)
      .Pred;
}
inline int __syncthreads_or(int Pred, HIPMODEL_SITE) {
  return hipmodel::detail::barrier("__syncthreads_or", Pred, HIPMODEL_HERE)
             .Result != 0;
}
// One OS thread runs every fiber, so memory is always coherent.
inline void __threadfence() {}
inline void __threadfence_block() {}
inline void __threadfence_system() {}

// Bit operations with CUDA's parameter types, so that a 64-bit ballot passed
// to the 32-bit form is truncated as it is on the GPU.
inline int __popc(unsigned int X) { return __builtin_popcount(X); }
inline int __popcll(unsigned long long X) { return __builtin_popcountll(X); }
inline int __ffs(int X) { return __builtin_ffs(X); }
inline int __ffsll(long long X) { return __builtin_ffsll(X); }
inline int __clz(int X) { return X ? __builtin_clz(unsigned(X)) : 32; }
inline int __clzll(long long X) {
  return X ? __builtin_clzll((unsigned long long)X) : 64;
}
inline unsigned __brev(unsigned X) { return __builtin_bitreverse32(X); }
inline unsigned long long __brevll(unsigned long long X) {
  return __builtin_bitreverse64(X);
}

// Atomics: a plain read-modify-write is atomic when one OS thread runs
// everything and no fiber is switched inside it.
#define HIPMODEL_ATOMIC(NAME, T, NEW)                                          \
  inline T NAME(T *Address, T Val) {                                           \
    T Old = *Address;                                                          \
    *Address = (NEW);                                                          \
    return Old;                                                                \
  }
#define HIPMODEL_ATOMIC_INTS(NAME, NEW)                                        \
  HIPMODEL_ATOMIC(NAME, int, NEW)                                              \
  HIPMODEL_ATOMIC(NAME, unsigned, NEW)                                         \
  HIPMODEL_ATOMIC(NAME, unsigned long long, NEW)
HIPMODEL_ATOMIC_INTS(atomicAdd, Old + Val)
HIPMODEL_ATOMIC(atomicAdd, float, Old + Val)
HIPMODEL_ATOMIC(atomicAdd, double, Old + Val)
HIPMODEL_ATOMIC(atomicSub, int, Old - Val)
HIPMODEL_ATOMIC(atomicSub, unsigned, Old - Val)
HIPMODEL_ATOMIC_INTS(atomicExch, Val)
HIPMODEL_ATOMIC(atomicExch, float, Val)
HIPMODEL_ATOMIC_INTS(atomicMax, Old < Val ? Val : Old)
HIPMODEL_ATOMIC(atomicMax, long long, Old < Val ? Val : Old)
HIPMODEL_ATOMIC_INTS(atomicMin, Val < Old ? Val : Old)
HIPMODEL_ATOMIC(atomicMin, long long, Val < Old ? Val : Old)
HIPMODEL_ATOMIC_INTS(atomicAnd, Old &Val)
HIPMODEL_ATOMIC_INTS(atomicOr, Old | Val)
HIPMODEL_ATOMIC_INTS(atomicXor, Old ^ Val)
HIPMODEL_ATOMIC(atomicInc, unsigned, Old >= Val ? 0 : Old + 1)
HIPMODEL_ATOMIC(atomicDec, unsigned, Old == 0 || Old > Val ? Val : Old - 1)
#undef HIPMODEL_ATOMIC_INTS
#undef HIPMODEL_ATOMIC
#define HIPMODEL_ATOMIC_CAS(T)                                                 \
  inline T atomicCAS(T *Address, T Compare, T Val) {                           \
    T Old = *Address;                                                          \
    if (Old == Compare)                                                        \
      *Address = Val;                                                          \
    return Old;                                                                \
  }
HIPMODEL_ATOMIC_CAS(int)
HIPMODEL_ATOMIC_CAS(unsigned)
HIPMODEL_ATOMIC_CAS(unsigned long long)
#undef HIPMODEL_ATOMIC_CAS

template <typename T> T __ldg(const T *Address) { return *Address; }
// The cache-hint loads and stores: the model has no caches.
template <typename T> T __ldcg(const T *Address) { return *Address; }
template <typename T> T __ldca(const T *Address) { return *Address; }
template <typename T> T __ldcs(const T *Address) { return *Address; }
template <typename T> T __ldlu(const T *Address) { return *Address; }
template <typename T> T __ldcv(const T *Address) { return *Address; }
template <typename T> void __stcg(T *Address, T Value) { *Address = Value; }
template <typename T> void __stcs(T *Address, T Value) { *Address = Value; }
template <typename T> void __stwb(T *Address, T Value) { *Address = Value; }
template <typename T> void __stwt(T *Address, T Value) { *Address = Value; }

// Device min/max: CUDA declares them for the integer types in the global
// namespace, which the host's <cmath> does not.
inline int min(int A, int B) { return B < A ? B : A; }
inline unsigned min(unsigned A, unsigned B) { return B < A ? B : A; }
inline unsigned min(int A, unsigned B) { return min(unsigned(A), B); }
inline unsigned min(unsigned A, int B) { return min(A, unsigned(B)); }
inline long long min(long long A, long long B) { return B < A ? B : A; }
inline unsigned long long min(unsigned long long A, unsigned long long B) {
  return B < A ? B : A;
}
inline float min(float A, float B) { return std::fmin(A, B); }
inline double min(double A, double B) { return std::fmin(A, B); }
inline int max(int A, int B) { return A < B ? B : A; }
inline unsigned max(unsigned A, unsigned B) { return A < B ? B : A; }
inline unsigned max(int A, unsigned B) { return max(unsigned(A), B); }
inline unsigned max(unsigned A, int B) { return max(A, unsigned(B)); }
inline long long max(long long A, long long B) { return A < B ? B : A; }
inline unsigned long long max(unsigned long long A, unsigned long long B) {
  return A < B ? B : A;
}
inline float max(float A, float B) { return std::fmax(A, B); }
inline double max(double A, double B) { return std::fmax(A, B); }

// Fast-math intrinsics, at full precision.
inline float rsqrtf(float X) { return 1.0f / std::sqrt(X); }
inline double rsqrt(double X) { return 1.0 / std::sqrt(X); }
inline float __fdividef(float A, float B) { return A / B; }
inline float __expf(float X) { return std::exp(X); }
inline float __logf(float X) { return std::log(X); }
inline float __sinf(float X) { return std::sin(X); }
inline float __cosf(float X) { return std::cos(X); }
inline float __saturatef(float X) { return X < 0 ? 0 : X > 1 ? 1 : X; }
inline int __float_as_int(float X) {
  return hipmodel::fromBits<int>(hipmodel::toBits(X));
}
inline unsigned __float_as_uint(float X) {
  return hipmodel::fromBits<unsigned>(hipmodel::toBits(X));
}
inline float __int_as_float(int X) {
  return hipmodel::fromBits<float>(hipmodel::toBits(X));
}
inline float __uint_as_float(unsigned X) {
  return hipmodel::fromBits<float>(hipmodel::toBits(X));
}

// HIP's old built-in variable spellings, which converted code may use
// (hipLaunchKernelGGL is in WarpModelLaunch.h).
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

#endif // HIPPORT_TEST_MODEL_WARPMODELDEVICE_H
