// hipport/compat.h: CUDA APIs that the target HIP release lacks, written
// with what it has. hipport writes it into the output of `hipport convert`
// (next to a converted file, or at the top of a converted tree); hipport's
// docs/compat-header.md says what each shim is, when hipport uses it and
// which tests prove it. Do not edit: a later conversion replaces it.
//
// Every shim is named hipport::NAME, so it never collides with HIP's own
// declaration of a CUDA name. Each one is compiled only where the HIP
// release the code is compiled with lacks the API; from the release that
// declares it on, the shim calls HIP's own, so one converted tree builds
// with an old HIP and a new one alike.
#ifndef HIPPORT_COMPAT_H
#define HIPPORT_COMPAT_H

#include <hip/hip_runtime.h>

#if defined(HIP_VERSION_MAJOR) && defined(HIP_VERSION_MINOR)
#define HIPPORT_HIP_AT_LEAST(MAJOR, MINOR)                                     \
  (HIP_VERSION_MAJOR > (MAJOR) ||                                              \
   (HIP_VERSION_MAJOR == (MAJOR) && HIP_VERSION_MINOR >= (MINOR)))
#else
#define HIPPORT_HIP_AT_LEAST(MAJOR, MINOR) 0
#endif

// HIP 7.0 declares __syncwarp and the __reduce_*_sync functions (in
// amd_warp_sync_functions.h, unless HIP_DISABLE_WARP_SYNC_BUILTINS is
// defined); no earlier release does. On HIP's NVIDIA platform the code is
// compiled as CUDA, which has them at every release (and none of the AMD
// built-ins the shims below are written with).
#if defined(__HIP_PLATFORM_NVIDIA__) ||                                        \
    (HIPPORT_HIP_AT_LEAST(7, 0) && !defined(HIP_DISABLE_WARP_SYNC_BUILTINS))
#define HIPPORT_HIP_HAS_WARP_SYNC_REDUCTIONS 1
#else
#define HIPPORT_HIP_HAS_WARP_SYNC_REDUCTIONS 0
#endif

namespace hipport {
namespace detail {

struct plus_op {
  template <typename T> __device__ T operator()(T A, T B) const {
    return A + B;
  }
};
struct min_op {
  template <typename T> __device__ T operator()(T A, T B) const {
    return B < A ? B : A;
  }
};
struct max_op {
  template <typename T> __device__ T operator()(T A, T B) const {
    return A < B ? B : A;
  }
};
struct and_op {
  template <typename T> __device__ T operator()(T A, T B) const {
    return A & B;
  }
};
struct or_op {
  template <typename T> __device__ T operator()(T A, T B) const {
    return A | B;
  }
};
struct xor_op {
  template <typename T> __device__ T operator()(T A, T B) const {
    return A ^ B;
  }
};

#if !HIPPORT_HIP_HAS_WARP_SYNC_REDUCTIONS
/// CUDA's __reduce_*_sync: Value combined over the lanes Mask names that
/// take part (are active here; CUDA leaves out lanes that have exited).
/// Every lane reads every lane's value, in the same order, whatever its
/// mask: the loop is the same for all lanes of the wavefront, so lanes
/// with different masks at one call stay together, each combining only
/// the lanes of its own mask: right for any mask, at 32 and 64 lanes.
/// It costs warpSize shuffles, where HIP 7's own uses the hardware's.
template <typename T, typename Combine>
__device__ T reduce_lanes(unsigned long long Mask, T Value, Combine Op) {
  unsigned long long Lanes = Mask & __ballot(1);
  T Result = Value;
  bool Found = false;
  for (int Lane = 0; Lane < warpSize; ++Lane) {
    T Other = __shfl(Value, Lane);
    if ((Lanes >> Lane) & 1ull) {
      Result = Found ? Op(Result, Other) : Other;
      Found = true;
    }
  }
  return Result;
}
#endif

} // namespace detail

// __reduce_add_sync, __reduce_min_sync, __reduce_max_sync (int and
// unsigned) and __reduce_and_sync, __reduce_or_sync, __reduce_xor_sync
// (unsigned), CUDA's overloads. The mask is HIP's 64-bit lane mask.
#if HIPPORT_HIP_HAS_WARP_SYNC_REDUCTIONS
#define HIPPORT_REDUCE_SYNC(SHIM, HIP, T, OP)                                  \
  __device__ inline T SHIM(unsigned long long Mask, T Value) {                 \
    return ::HIP(Mask, Value);                                                 \
  }
#else
#define HIPPORT_REDUCE_SYNC(SHIM, HIP, T, OP)                                  \
  __device__ inline T SHIM(unsigned long long Mask, T Value) {                 \
    return detail::reduce_lanes(Mask, Value, detail::OP());                    \
  }
#endif
HIPPORT_REDUCE_SYNC(reduce_add_sync, __reduce_add_sync, int, plus_op)
HIPPORT_REDUCE_SYNC(reduce_add_sync, __reduce_add_sync, unsigned, plus_op)
HIPPORT_REDUCE_SYNC(reduce_min_sync, __reduce_min_sync, int, min_op)
HIPPORT_REDUCE_SYNC(reduce_min_sync, __reduce_min_sync, unsigned, min_op)
HIPPORT_REDUCE_SYNC(reduce_max_sync, __reduce_max_sync, int, max_op)
HIPPORT_REDUCE_SYNC(reduce_max_sync, __reduce_max_sync, unsigned, max_op)
HIPPORT_REDUCE_SYNC(reduce_and_sync, __reduce_and_sync, unsigned, and_op)
HIPPORT_REDUCE_SYNC(reduce_or_sync, __reduce_or_sync, unsigned, or_op)
HIPPORT_REDUCE_SYNC(reduce_xor_sync, __reduce_xor_sync, unsigned, xor_op)
#undef HIPPORT_REDUCE_SYNC

// __syncwarp(), __syncwarp(mask).
#if HIPPORT_HIP_HAS_WARP_SYNC_REDUCTIONS
__device__ inline void syncwarp() { ::__syncwarp(); }
__device__ inline void syncwarp(unsigned long long Mask) { ::__syncwarp(Mask); }
#else
/// The lanes of a wavefront run in lock step, so all that is left of CUDA's
/// __syncwarp is to order the lanes' memory accesses around the point where
/// they meet (a fence at wavefront scope on either side) and to keep the
/// compiler from moving code across it (the wave barrier). The lanes the
/// mask names are the ones that execute it, as CUDA requires.
__device__ inline void syncwarp(unsigned long long = ~0ull) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
#endif

namespace detail {
/// Keeps a parameter out of template argument deduction, so that a store's
/// value converts to the pointer's type as CUDA's overloads convert it.
template <typename T> struct same_type { using type = T; };
} // namespace detail

// CUDA's loads and stores with a cache hint: __ldca, __ldcg, __ldcs,
// __ldlu, __ldcv and __stwb, __stcg, __stcs, __stwt, for every type CUDA
// has them for (char ... double, the vector types, __half, bfloat16). No
// HIP release up to 7.0 declares the stores, __ldlu or __ldcv, and HIP's
// __ldca, __ldcg and __ldcs take only __half and __half2 (and are plain
// loads). The hint only tells NVIDIA's caches what to keep; a plain load or
// store is what each means, at every release.
#define HIPPORT_CACHE_HINT_LOAD(NAME)                                          \
  template <typename T> __device__ inline T NAME(const T *Address) {           \
    return *Address;                                                           \
  }
#define HIPPORT_CACHE_HINT_STORE(NAME)                                         \
  template <typename T>                                                        \
  __device__ inline void NAME(T *Address,                                      \
                              typename detail::same_type<T>::type Value) {     \
    *Address = Value;                                                          \
  }
HIPPORT_CACHE_HINT_LOAD(ldca)
HIPPORT_CACHE_HINT_LOAD(ldcg)
HIPPORT_CACHE_HINT_LOAD(ldcs)
HIPPORT_CACHE_HINT_LOAD(ldlu)
HIPPORT_CACHE_HINT_LOAD(ldcv)
HIPPORT_CACHE_HINT_STORE(stwb)
HIPPORT_CACHE_HINT_STORE(stcg)
HIPPORT_CACHE_HINT_STORE(stcs)
HIPPORT_CACHE_HINT_STORE(stwt)
#undef HIPPORT_CACHE_HINT_LOAD
#undef HIPPORT_CACHE_HINT_STORE

// CUDA's SIMD video intrinsics on the halfwords (__vadd2 ...) or bytes
// (__vadd4 ...) of 32-bit words, the lanes read as signed or unsigned: sums
// and differences (wrapping or saturated), absolute values and differences,
// averages, comparisons as masks (__vcmp*) or as 0 and 1 (__vset*), minimum
// and maximum, negation, and sums of absolute differences (__vsad*). No HIP
// release up to 7.0 declares any __v* intrinsic; each lane is computed in
// plain C++, as CUDA's documentation defines it. __vavgs2 and __vavgs4 are
// not among them: CUDA does not say which way their signed average rounds,
// so they stay reported. On HIP's NVIDIA platform CUDA's own are called.
namespace detail {
/// The range of a lane of Bits bits, read as signed or unsigned.
template <unsigned Bits, bool Signed> struct simd_lane_kind {
  static constexpr int Low = Signed ? -(1 << (Bits - 1)) : 0;
  static constexpr int High = Signed ? (1 << (Bits - 1)) - 1 : (1 << Bits) - 1;
  /// A lane with every bit set: a comparison's "true".
  static constexpr int Ones = (1 << Bits) - 1;
  __device__ static int saturate(int V) {
    return V < Low ? Low : V > High ? High : V;
  }
  /// V as the lane holds it: its low Bits bits, read as the lane is.
  __device__ static int wrap(int V) {
    int Kept = static_cast<int>(static_cast<unsigned>(V) & Ones);
    return Signed && Kept > High ? Kept - Ones - 1 : Kept;
  }
};

/// The lane of W at bit Shift, sign-extended when Signed.
template <unsigned Bits, bool Signed>
__device__ inline int simd_lane(unsigned W, unsigned Shift) {
  unsigned X = (W >> Shift) & ((1u << Bits) - 1);
  return Signed ? static_cast<int>(X << (32 - Bits)) >> (32 - Bits)
                : static_cast<int>(X);
}

/// Each lane of the result is Op of the lanes of A and B, its low Bits bits
/// (so a wrapping sum wraps as the lane does).
template <unsigned Bits, bool Signed, typename OpT>
__device__ inline unsigned simd_map3(unsigned A, unsigned B, unsigned C,
                                     OpT Op) {
  unsigned Result = 0;
  for (unsigned Shift = 0; Shift < 32; Shift += Bits) {
    int V =
        Op(simd_lane<Bits, Signed>(A, Shift), simd_lane<Bits, Signed>(B, Shift),
           simd_lane<Bits, Signed>(C, Shift), simd_lane_kind<Bits, Signed>{});
    Result |= (static_cast<unsigned>(V) & ((1u << Bits) - 1)) << Shift;
  }
  return Result;
}
template <unsigned Bits, bool Signed, typename OpT>
__device__ inline unsigned simd_map(unsigned A, unsigned B, OpT Op) {
  return simd_map3<Bits, Signed>(
      A, B, 0u, [&](int X, int Y, int, auto L) { return Op(X, Y, L); });
}

/// The sum over the lanes of Op of the lanes of A and B.
template <unsigned Bits, bool Signed, typename OpT>
__device__ inline unsigned simd_sum(unsigned A, unsigned B, OpT Op) {
  unsigned Sum = 0;
  for (unsigned Shift = 0; Shift < 32; Shift += Bits)
    Sum += static_cast<unsigned>(Op(simd_lane<Bits, Signed>(A, Shift),
                                    simd_lane<Bits, Signed>(B, Shift),
                                    simd_lane_kind<Bits, Signed>{}));
  return Sum;
}
} // namespace detail

// Each shim: its name, lane width, signedness and what a lane of the result
// is, from the lanes X and Y and the lane's kind L.
#if defined(__HIP_PLATFORM_NVIDIA__)
#define HIPPORT_SIMD_BINARY(NAME, BITS, SIGNED, ...)                           \
  __device__ inline unsigned NAME(unsigned A, unsigned B) {                    \
    return __##NAME(A, B);                                                     \
  }
#define HIPPORT_SIMD_UNARY(NAME, BITS, SIGNED, ...)                            \
  __device__ inline unsigned NAME(unsigned A) { return __##NAME(A); }
#define HIPPORT_SIMD_SUM HIPPORT_SIMD_BINARY
#else
#define HIPPORT_SIMD_BINARY(NAME, BITS, SIGNED, ...)                           \
  __device__ inline unsigned NAME(unsigned A, unsigned B) {                    \
    return detail::simd_map<BITS, SIGNED>(                                     \
        A, B, [](int X, int Y, auto L) { return __VA_ARGS__; });               \
  }
#define HIPPORT_SIMD_UNARY(NAME, BITS, SIGNED, ...)                            \
  __device__ inline unsigned NAME(unsigned A) {                                \
    return detail::simd_map<BITS, SIGNED>(                                     \
        A, 0u, [](int X, int, auto L) { return __VA_ARGS__; });                \
  }
#define HIPPORT_SIMD_SUM(NAME, BITS, SIGNED, ...)                              \
  __device__ inline unsigned NAME(unsigned A, unsigned B) {                    \
    return detail::simd_sum<BITS, SIGNED>(                                     \
        A, B, [](int X, int Y, auto L) { return __VA_ARGS__; });               \
  }
#endif
HIPPORT_SIMD_UNARY(vabs2, 16, true, X < 0 ? -X : X)
HIPPORT_SIMD_UNARY(vabs4, 8, true, X < 0 ? -X : X)
HIPPORT_SIMD_UNARY(vabsss2, 16, true, L.saturate(X < 0 ? -X : X))
HIPPORT_SIMD_UNARY(vabsss4, 8, true, L.saturate(X < 0 ? -X : X))
HIPPORT_SIMD_BINARY(vabsdiffs2, 16, true, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_BINARY(vabsdiffs4, 8, true, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_BINARY(vabsdiffu2, 16, false, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_BINARY(vabsdiffu4, 8, false, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_BINARY(vadd2, 16, false, X + Y)
HIPPORT_SIMD_BINARY(vadd4, 8, false, X + Y)
HIPPORT_SIMD_BINARY(vaddss2, 16, true, L.saturate(X + Y))
HIPPORT_SIMD_BINARY(vaddss4, 8, true, L.saturate(X + Y))
HIPPORT_SIMD_BINARY(vaddus2, 16, false, L.saturate(X + Y))
HIPPORT_SIMD_BINARY(vaddus4, 8, false, L.saturate(X + Y))
HIPPORT_SIMD_BINARY(vavgu2, 16, false, (X + Y + 1) >> 1)
HIPPORT_SIMD_BINARY(vavgu4, 8, false, (X + Y + 1) >> 1)
HIPPORT_SIMD_BINARY(vhaddu2, 16, false, (X + Y) >> 1)
HIPPORT_SIMD_BINARY(vhaddu4, 8, false, (X + Y) >> 1)
HIPPORT_SIMD_BINARY(vcmpeq2, 16, false, X == Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpeq4, 8, false, X == Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpne2, 16, false, X != Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpne4, 8, false, X != Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpges2, 16, true, X >= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpges4, 8, true, X >= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpgeu2, 16, false, X >= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpgeu4, 8, false, X >= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpgts2, 16, true, X > Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpgts4, 8, true, X > Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpgtu2, 16, false, X > Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpgtu4, 8, false, X > Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmples2, 16, true, X <= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmples4, 8, true, X <= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpleu2, 16, false, X <= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpleu4, 8, false, X <= Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmplts2, 16, true, X < Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmplts4, 8, true, X < Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpltu2, 16, false, X < Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vcmpltu4, 8, false, X < Y ? L.Ones : 0)
HIPPORT_SIMD_BINARY(vseteq2, 16, false, X == Y)
HIPPORT_SIMD_BINARY(vseteq4, 8, false, X == Y)
HIPPORT_SIMD_BINARY(vsetne2, 16, false, X != Y)
HIPPORT_SIMD_BINARY(vsetne4, 8, false, X != Y)
HIPPORT_SIMD_BINARY(vsetges2, 16, true, X >= Y)
HIPPORT_SIMD_BINARY(vsetges4, 8, true, X >= Y)
HIPPORT_SIMD_BINARY(vsetgeu2, 16, false, X >= Y)
HIPPORT_SIMD_BINARY(vsetgeu4, 8, false, X >= Y)
HIPPORT_SIMD_BINARY(vsetgts2, 16, true, X > Y)
HIPPORT_SIMD_BINARY(vsetgts4, 8, true, X > Y)
HIPPORT_SIMD_BINARY(vsetgtu2, 16, false, X > Y)
HIPPORT_SIMD_BINARY(vsetgtu4, 8, false, X > Y)
HIPPORT_SIMD_BINARY(vsetles2, 16, true, X <= Y)
HIPPORT_SIMD_BINARY(vsetles4, 8, true, X <= Y)
HIPPORT_SIMD_BINARY(vsetleu2, 16, false, X <= Y)
HIPPORT_SIMD_BINARY(vsetleu4, 8, false, X <= Y)
HIPPORT_SIMD_BINARY(vsetlts2, 16, true, X < Y)
HIPPORT_SIMD_BINARY(vsetlts4, 8, true, X < Y)
HIPPORT_SIMD_BINARY(vsetltu2, 16, false, X < Y)
HIPPORT_SIMD_BINARY(vsetltu4, 8, false, X < Y)
HIPPORT_SIMD_BINARY(vmaxs2, 16, true, detail::max_op{}(X, Y))
HIPPORT_SIMD_BINARY(vmaxs4, 8, true, detail::max_op{}(X, Y))
HIPPORT_SIMD_BINARY(vmaxu2, 16, false, detail::max_op{}(X, Y))
HIPPORT_SIMD_BINARY(vmaxu4, 8, false, detail::max_op{}(X, Y))
HIPPORT_SIMD_BINARY(vmins2, 16, true, detail::min_op{}(X, Y))
HIPPORT_SIMD_BINARY(vmins4, 8, true, detail::min_op{}(X, Y))
HIPPORT_SIMD_BINARY(vminu2, 16, false, detail::min_op{}(X, Y))
HIPPORT_SIMD_BINARY(vminu4, 8, false, detail::min_op{}(X, Y))
HIPPORT_SIMD_UNARY(vneg2, 16, false, -X)
HIPPORT_SIMD_UNARY(vneg4, 8, false, -X)
HIPPORT_SIMD_UNARY(vnegss2, 16, true, L.saturate(-X))
HIPPORT_SIMD_UNARY(vnegss4, 8, true, L.saturate(-X))
HIPPORT_SIMD_SUM(vsads2, 16, true, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_SUM(vsads4, 8, true, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_SUM(vsadu2, 16, false, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_SUM(vsadu4, 8, false, X < Y ? Y - X : X - Y)
HIPPORT_SIMD_BINARY(vsub2, 16, false, X - Y)
HIPPORT_SIMD_BINARY(vsub4, 8, false, X - Y)
HIPPORT_SIMD_BINARY(vsubss2, 16, true, L.saturate(X - Y))
HIPPORT_SIMD_BINARY(vsubss4, 8, true, L.saturate(X - Y))
HIPPORT_SIMD_BINARY(vsubus2, 16, false, L.saturate(X - Y))
HIPPORT_SIMD_BINARY(vsubus4, 8, false, L.saturate(X - Y))

// CUDA 12's DPX functions, on 32-bit integers (_s32, _u32) or on the two
// halfwords of a word (_s16x2, _u16x2): an add followed by a maximum or
// minimum (__viaddmax_*, __viaddmin_*), the maximum or minimum of three
// (__vimax3_*, __vimin3_*), _relu forms that also take the maximum with 0,
// and __vibmax_* and __vibmin_*, which also say whether the first operand
// was the result. No HIP release up to 7.0 declares them. As CUDA defines
// them (its own host code in crt/device_functions.hpp, which
// compat/simd-dpx.cu runs as the reference): the sum wraps around within
// its 32 bits or its halfword before it is compared.
namespace detail {
template <typename T> __device__ inline T dpx_add(T A, T B) {
  return static_cast<T>(static_cast<unsigned>(A) + static_cast<unsigned>(B));
}
/// max(a, b) or min(a, b) of two halfwords each, with (lane of a == result)
/// for each in High and Low.
template <bool Signed, bool Max>
__device__ inline unsigned dpx_pick16x2(unsigned A, unsigned B, bool *High,
                                        bool *Low) {
  unsigned Result = simd_map<16, Signed>(A, B, [](int X, int Y, auto) {
    return Max ? max_op{}(X, Y) : min_op{}(X, Y);
  });
  *Low = (Result & 0xffffu) == (A & 0xffffu);
  *High = (Result >> 16) == (A >> 16);
  return Result;
}
} // namespace detail

#if defined(__HIP_PLATFORM_NVIDIA__)
#define HIPPORT_DPX2(NAME, T, ...)                                             \
  __device__ inline T NAME(T A, T B) { return __##NAME(A, B); }
#define HIPPORT_DPX3(NAME, T, ...)                                             \
  __device__ inline T NAME(T A, T B, T C) { return __##NAME(A, B, C); }
#define HIPPORT_SIMD_TERNARY(NAME, BITS, SIGNED, ...)                          \
  __device__ inline unsigned NAME(unsigned A, unsigned B, unsigned C) {        \
    return __##NAME(A, B, C);                                                  \
  }
#define HIPPORT_DPX_PICK(NAME, T, MAX)                                         \
  __device__ inline T NAME(T A, T B, bool *Pred) {                             \
    return __##NAME(A, B, Pred);                                               \
  }
#define HIPPORT_DPX_PICK16X2(NAME, SIGNED, MAX)                                \
  __device__ inline unsigned NAME(unsigned A, unsigned B, bool *High,          \
                                  bool *Low) {                                 \
    return __##NAME(A, B, High, Low);                                          \
  }
#else
#define HIPPORT_DPX2(NAME, T, ...)                                             \
  __device__ inline T NAME(T A, T B) {                                         \
    using namespace detail;                                                    \
    return __VA_ARGS__;                                                        \
  }
#define HIPPORT_DPX3(NAME, T, ...)                                             \
  __device__ inline T NAME(T A, T B, T C) {                                    \
    using namespace detail;                                                    \
    return __VA_ARGS__;                                                        \
  }
#define HIPPORT_SIMD_TERNARY(NAME, BITS, SIGNED, ...)                          \
  __device__ inline unsigned NAME(unsigned A, unsigned B, unsigned C) {        \
    using namespace detail;                                                    \
    return simd_map3<BITS, SIGNED>(                                            \
        A, B, C, [](int X, int Y, int Z, auto L) { return __VA_ARGS__; });     \
  }
#define HIPPORT_DPX_PICK(NAME, T, MAX)                                         \
  __device__ inline T NAME(T A, T B, bool *Pred) {                             \
    T Result = MAX ? detail::max_op{}(A, B) : detail::min_op{}(A, B);          \
    *Pred = Result == A;                                                       \
    return Result;                                                             \
  }
#define HIPPORT_DPX_PICK16X2(NAME, SIGNED, MAX)                                \
  __device__ inline unsigned NAME(unsigned A, unsigned B, bool *High,          \
                                  bool *Low) {                                 \
    return detail::dpx_pick16x2<SIGNED, MAX>(A, B, High, Low);                 \
  }
#endif
HIPPORT_DPX3(viaddmax_s32, int, max_op{}(dpx_add(A, B), C))
HIPPORT_DPX3(viaddmax_u32, unsigned, max_op{}(dpx_add(A, B), C))
HIPPORT_DPX3(viaddmin_s32, int, min_op{}(dpx_add(A, B), C))
HIPPORT_DPX3(viaddmin_u32, unsigned, min_op{}(dpx_add(A, B), C))
HIPPORT_DPX3(viaddmax_s32_relu, int, max_op{}(max_op{}(dpx_add(A, B), C), 0))
HIPPORT_DPX3(viaddmin_s32_relu, int, max_op{}(min_op{}(dpx_add(A, B), C), 0))
HIPPORT_DPX3(vimax3_s32, int, max_op{}(max_op{}(A, B), C))
HIPPORT_DPX3(vimax3_u32, unsigned, max_op{}(max_op{}(A, B), C))
HIPPORT_DPX3(vimin3_s32, int, min_op{}(min_op{}(A, B), C))
HIPPORT_DPX3(vimin3_u32, unsigned, min_op{}(min_op{}(A, B), C))
HIPPORT_DPX3(vimax3_s32_relu, int, max_op{}(max_op{}(max_op{}(A, B), C), 0))
HIPPORT_DPX3(vimin3_s32_relu, int, max_op{}(min_op{}(min_op{}(A, B), C), 0))
HIPPORT_DPX2(vimax_s32_relu, int, max_op{}(max_op{}(A, B), 0))
HIPPORT_DPX2(vimin_s32_relu, int, max_op{}(min_op{}(A, B), 0))
HIPPORT_SIMD_TERNARY(viaddmax_s16x2, 16, true, max_op{}(L.wrap(X + Y), Z))
HIPPORT_SIMD_TERNARY(viaddmax_u16x2, 16, false, max_op{}(L.wrap(X + Y), Z))
HIPPORT_SIMD_TERNARY(viaddmin_s16x2, 16, true, min_op{}(L.wrap(X + Y), Z))
HIPPORT_SIMD_TERNARY(viaddmin_u16x2, 16, false, min_op{}(L.wrap(X + Y), Z))
HIPPORT_SIMD_TERNARY(viaddmax_s16x2_relu, 16, true,
                     max_op{}(max_op{}(L.wrap(X + Y), Z), 0))
HIPPORT_SIMD_TERNARY(viaddmin_s16x2_relu, 16, true,
                     max_op{}(min_op{}(L.wrap(X + Y), Z), 0))
HIPPORT_SIMD_TERNARY(vimax3_s16x2, 16, true, max_op{}(max_op{}(X, Y), Z))
HIPPORT_SIMD_TERNARY(vimax3_u16x2, 16, false, max_op{}(max_op{}(X, Y), Z))
HIPPORT_SIMD_TERNARY(vimin3_s16x2, 16, true, min_op{}(min_op{}(X, Y), Z))
HIPPORT_SIMD_TERNARY(vimin3_u16x2, 16, false, min_op{}(min_op{}(X, Y), Z))
HIPPORT_SIMD_TERNARY(vimax3_s16x2_relu, 16, true,
                     max_op{}(max_op{}(max_op{}(X, Y), Z), 0))
HIPPORT_SIMD_TERNARY(vimin3_s16x2_relu, 16, true,
                     max_op{}(min_op{}(min_op{}(X, Y), Z), 0))
HIPPORT_SIMD_BINARY(vimax_s16x2_relu, 16, true,
                    detail::max_op{}(detail::max_op{}(X, Y), 0))
HIPPORT_SIMD_BINARY(vimin_s16x2_relu, 16, true,
                    detail::max_op{}(detail::min_op{}(X, Y), 0))
HIPPORT_DPX_PICK(vibmax_s32, int, true)
HIPPORT_DPX_PICK(vibmax_u32, unsigned, true)
HIPPORT_DPX_PICK(vibmin_s32, int, false)
HIPPORT_DPX_PICK(vibmin_u32, unsigned, false)
HIPPORT_DPX_PICK16X2(vibmax_s16x2, true, true)
HIPPORT_DPX_PICK16X2(vibmax_u16x2, false, true)
HIPPORT_DPX_PICK16X2(vibmin_s16x2, true, false)
HIPPORT_DPX_PICK16X2(vibmin_u16x2, false, false)
#undef HIPPORT_SIMD_BINARY
#undef HIPPORT_SIMD_UNARY
#undef HIPPORT_SIMD_SUM
#undef HIPPORT_SIMD_TERNARY
#undef HIPPORT_DPX2
#undef HIPPORT_DPX3
#undef HIPPORT_DPX_PICK
#undef HIPPORT_DPX_PICK16X2

// cusparseGetErrorName and cusparseGetErrorString: hipSPARSE declares
// hipsparseGetErrorName and hipsparseGetErrorString from ROCm 6.0 on. Below
// that, the status's enumerator name and a description are written here, for
// the statuses every hipSPARSE release up to 7.0 has (0 to 11, as
// hipsparse.h numbers them); any other value is "Unrecognized status code",
// as hipSPARSE's own functions say. They are templates so that this header
// needs no hipSPARSE include: from 6.0 on, the call to hipSPARSE's function
// is found at the use, where the status type (and so hipsparse.h) is known.
namespace detail {
struct sparse_status_words {
  const char *Name, *Text;
};
inline sparse_status_words sparse_status(int Status) {
  static const sparse_status_words Known[] = {
      {"HIPSPARSE_STATUS_SUCCESS", "success"},
      {"HIPSPARSE_STATUS_NOT_INITIALIZED", "the library was not initialized"},
      {"HIPSPARSE_STATUS_ALLOC_FAILED", "resource allocation failed"},
      {"HIPSPARSE_STATUS_INVALID_VALUE", "an invalid value was passed"},
      {"HIPSPARSE_STATUS_ARCH_MISMATCH", "the device architecture is not "
                                         "supported"},
      {"HIPSPARSE_STATUS_MAPPING_ERROR", "access to GPU memory failed"},
      {"HIPSPARSE_STATUS_EXECUTION_FAILED", "the GPU program failed to run"},
      {"HIPSPARSE_STATUS_INTERNAL_ERROR", "an internal operation failed"},
      {"HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED", "the matrix type is not "
                                                     "supported"},
      {"HIPSPARSE_STATUS_ZERO_PIVOT", "a zero pivot was found"},
      {"HIPSPARSE_STATUS_NOT_SUPPORTED", "the operation is not supported"},
      {"HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES", "resources are insufficient"},
  };
  if (Status < 0 || Status >= int(sizeof Known / sizeof Known[0]))
    return {"Unrecognized status code", "Unrecognized status code"};
  return Known[Status];
}
} // namespace detail

template <typename StatusT>
inline const char *sparseGetErrorName(StatusT Status) {
#if HIPPORT_HIP_AT_LEAST(6, 0)
  return hipsparseGetErrorName(Status);
#else
  return detail::sparse_status(static_cast<int>(Status)).Name;
#endif
}
template <typename StatusT>
inline const char *sparseGetErrorString(StatusT Status) {
#if HIPPORT_HIP_AT_LEAST(6, 0)
  return hipsparseGetErrorString(Status);
#else
  return detail::sparse_status(static_cast<int>(Status)).Text;
#endif
}

} // namespace hipport

// cooperative_groups::reduce(tile, value, op) with CUDA's operators plus,
// less, greater, bit_and, bit_or and bit_xor (cooperative_groups/reduce.h).
// No HIP release up to 7.0 has them, nor a reduce.h. They are declared in
// HIP's own namespace cooperative_groups, so that `cg::reduce` and a
// `using namespace` find them as they found CUDA's, but with names no HIP
// release uses.
#include <hip/hip_cooperative_groups.h>

namespace cooperative_groups {

/// Every thread of the tile gets the combination of the tile's values: a
/// butterfly over the tile's own shuffles, which stay within the tile, so
/// it is right for tiles of 2 to 32 threads and for a whole 64-lane
/// wavefront.
template <typename TileT, typename T, typename OpT>
__device__ T hipport_reduce(const TileT &Tile, T Value, OpT Op) {
  for (unsigned Offset = Tile.size() / 2; Offset > 0; Offset /= 2)
    Value = Op(Value, Tile.shfl_xor(Value, Offset));
  return Value;
}

template <typename T> struct hipport_plus {
  __device__ T operator()(T A, T B) const { return A + B; }
};
/// As reduction operators, less keeps the smaller value, greater the larger.
template <typename T> struct hipport_less {
  __device__ T operator()(T A, T B) const { return B < A ? B : A; }
};
template <typename T> struct hipport_greater {
  __device__ T operator()(T A, T B) const { return A < B ? B : A; }
};
template <typename T> struct hipport_bit_and {
  __device__ T operator()(T A, T B) const { return A & B; }
};
template <typename T> struct hipport_bit_or {
  __device__ T operator()(T A, T B) const { return A | B; }
};
template <typename T> struct hipport_bit_xor {
  __device__ T operator()(T A, T B) const { return A ^ B; }
};

/// A tile's shuffles of a value of any trivially copyable type, as CUDA's
/// take (thread_block_tile::shfl, shfl_up, shfl_down, shfl_xor): HIP's (every
/// release up to 7.0) take only integers and floating point. The value
/// moves as 32-bit words, each through the tile's own shuffle of an int,
/// so it goes where the tile's shuffle takes it, at 32 and 64 lanes. On
/// HIP's NVIDIA platform the tile is CUDA's, which takes the value itself.
template <typename TileT, typename T, typename ShuffleT>
__device__ T hipport_shuffle_words(const TileT &Tile, T Value,
                                   ShuffleT Shuffle) {
#if defined(__HIP_PLATFORM_NVIDIA__)
  return Shuffle(Tile, Value);
#else
  static_assert(__is_trivially_copyable(T),
                "a tile shuffle moves a trivially copyable value");
  constexpr unsigned Count = (sizeof(T) + sizeof(int) - 1) / sizeof(int);
  int Words[Count] = {};
  __builtin_memcpy(Words, &Value, sizeof(T));
  for (unsigned I = 0; I < Count; ++I)
    Words[I] = Shuffle(Tile, Words[I]);
  __builtin_memcpy(&Value, Words, sizeof(T));
  return Value;
#endif
}
template <typename TileT, typename T>
__device__ T hipport_shfl(const TileT &Tile, T Value, int Source) {
  return hipport_shuffle_words(Tile, Value, [Source](const TileT &G, auto V) {
    return G.shfl(V, Source);
  });
}
template <typename TileT, typename T>
__device__ T hipport_shfl_up(const TileT &Tile, T Value, unsigned Delta) {
  return hipport_shuffle_words(Tile, Value, [Delta](const TileT &G, auto V) {
    return G.shfl_up(V, Delta);
  });
}
template <typename TileT, typename T>
__device__ T hipport_shfl_down(const TileT &Tile, T Value, unsigned Delta) {
  return hipport_shuffle_words(Tile, Value, [Delta](const TileT &G, auto V) {
    return G.shfl_down(V, Delta);
  });
}
template <typename TileT, typename T>
__device__ T hipport_shfl_xor(const TileT &Tile, T Value, unsigned Mask) {
  return hipport_shuffle_words(Tile, Value, [Mask](const TileT &G, auto V) {
    return G.shfl_xor(V, Mask);
  });
}

} // namespace cooperative_groups

// CUDA's roundings, and its conversions of a 16-bit float's value to an
// integer type, which the bfloat16 and half shims below share.
#include <limits>

namespace hipport {
namespace detail {

enum class rounding { nearest_even, toward_zero, down, up };

/// F (a bfloat16's or a half's value, which float holds exactly) converted
/// as CUDA converts (PTX's cvt): rounded to an integer in Mode, clamped to
/// IntT's bounds; NaN gives 0, and for the 64-bit types 0x8000000000000000
/// (as the _rz forms' host code in cuda_bf16.hpp and cuda_fp16.hpp has it;
/// the other roundings are the same cvt).
template <typename IntT>
__host__ __device__ IntT float_to_integer(float F, rounding Mode) {
  if (F != F)
    return sizeof(IntT) == 8 ? static_cast<IntT>(1ull << 63) : IntT(0);
  switch (Mode) {
  case rounding::nearest_even:
    F = __builtin_rintf(F);
    break;
  case rounding::toward_zero:
    F = __builtin_truncf(F);
    break;
  case rounding::down:
    F = __builtin_floorf(F);
    break;
  case rounding::up:
    F = __builtin_ceilf(F);
    break;
  }
  // The lowest value and one past the highest are powers of two (or 0),
  // exact as floats; every integral float between them converts exactly.
  constexpr IntT Lowest = std::numeric_limits<IntT>::min();
  constexpr IntT Highest = std::numeric_limits<IntT>::max();
  constexpr float PastHighest = 2.0f * static_cast<float>(Highest / 2 + 1);
  if (F <= static_cast<float>(Lowest))
    return Lowest;
  if (F >= PastHighest)
    return Highest;
  return static_cast<IntT>(F);
}

} // namespace detail
} // namespace hipport

// bfloat16. CUDA's __nv_bfloat16 is HIP's __hip_bfloat16 from HIP 5.7 (the
// first hip_bf16.h); below it, hipport converts it to hip_bfloat16
// (hip_bfloat16.h, in every release): the same 16 bits, whose arithmetic
// and comparisons go through float and round to nearest even as CUDA's do,
// but with no __hip_bfloat16 API. detail::bfloat16 is whichever of the two
// the release has, so that the shims below serve both.
#if HIPPORT_HIP_AT_LEAST(5, 7)
#include <hip/hip_bf16.h>
#else
#include <hip/hip_bfloat16.h>
#endif

namespace hipport {
namespace detail {

#if HIPPORT_HIP_AT_LEAST(5, 7)
using bfloat16 = __hip_bfloat16;
__host__ __device__ inline bfloat16 bfloat16_from_bits(unsigned short Bits) {
  return __ushort_as_bfloat16(Bits);
}
__host__ __device__ inline unsigned short bfloat16_to_bits(bfloat16 H) {
  return __bfloat16_as_ushort(H);
}
__host__ __device__ inline float bfloat16_to_float(bfloat16 H) {
  return __bfloat162float(H);
}
#else
using bfloat16 = hip_bfloat16;
__host__ __device__ inline bfloat16 bfloat16_from_bits(unsigned short Bits) {
  bfloat16 H;
  H.data = Bits;
  return H;
}
__host__ __device__ inline unsigned short bfloat16_to_bits(bfloat16 H) {
  return H.data;
}
__host__ __device__ inline float bfloat16_to_float(bfloat16 H) {
  return static_cast<float>(H);
}
#endif

/// The bfloat16 bits of F: its upper 16 bits, rounded by what the lower 16
/// hold. Rounding away from zero adds one to the magnitude, which carries
/// into the exponent (the largest finite floats round to infinity). A NaN
/// becomes CUDA's canonical NaN, 0x7fff.
__host__ __device__ inline unsigned short bfloat16_bits(float F,
                                                        rounding Mode) {
  unsigned U;
  __builtin_memcpy(&U, &F, sizeof U);
  if ((U & 0x7fffffffu) > 0x7f800000u)
    return 0x7fff;
  unsigned Upper = U >> 16, Lower = U & 0xffffu;
  bool Negative = (U >> 31) != 0, Away = false;
  if (Lower == 0)
    return (unsigned short)Upper;
  switch (Mode) {
  case rounding::nearest_even:
    Away = Lower > 0x8000u || (Lower == 0x8000u && (Upper & 1u));
    break;
  case rounding::toward_zero:
    break;
  case rounding::down:
    Away = Negative;
    break;
  case rounding::up:
    Away = !Negative;
    break;
  }
  return (unsigned short)(Upper + (Away ? 1u : 0u));
}

__host__ __device__ inline bfloat16 to_bfloat16(float F, rounding Mode) {
  return bfloat16_from_bits(bfloat16_bits(F, Mode));
}

} // namespace detail

// What HIP declares from 5.7 and CUDA code needs first: bits in and out,
// and float in and out (rounding to nearest even, as CUDA's
// __float2bfloat16 does; a NaN becomes CUDA's canonical one). Written only
// below 5.7.
__host__ __device__ inline detail::bfloat16
ushort_as_bfloat16(unsigned short Bits) {
  return detail::bfloat16_from_bits(Bits);
}
__host__ __device__ inline unsigned short
bfloat16_as_ushort(detail::bfloat16 H) {
  return detail::bfloat16_to_bits(H);
}
__host__ __device__ inline float bfloat162float(detail::bfloat16 H) {
  return detail::bfloat16_to_float(H);
}
__host__ __device__ inline detail::bfloat16 float2bfloat16(float F) {
  return detail::to_bfloat16(F, detail::rounding::nearest_even);
}

// float to bfloat16 with CUDA's roundings: __float2bfloat16_rn, _rz, _rd,
// _ru, and from HIP 5.7 (the first with a pair type), __float2bfloat162_rn
// and __floats2bfloat162_rn. No HIP release up to 7.0 declares them (HIP's
// __float2bfloat16 rounds to nearest even too, but CUDA code names the
// rounding).
__host__ __device__ inline detail::bfloat16 float2bfloat16_rn(float F) {
  return detail::to_bfloat16(F, detail::rounding::nearest_even);
}
__host__ __device__ inline detail::bfloat16 float2bfloat16_rz(float F) {
  return detail::to_bfloat16(F, detail::rounding::toward_zero);
}
__host__ __device__ inline detail::bfloat16 float2bfloat16_rd(float F) {
  return detail::to_bfloat16(F, detail::rounding::down);
}
__host__ __device__ inline detail::bfloat16 float2bfloat16_ru(float F) {
  return detail::to_bfloat16(F, detail::rounding::up);
}
#if HIPPORT_HIP_AT_LEAST(5, 7)
__host__ __device__ inline __hip_bfloat162 float2bfloat162_rn(float F) {
  return __halves2bfloat162(float2bfloat16_rn(F), float2bfloat16_rn(F));
}
__host__ __device__ inline __hip_bfloat162 floats2bfloat162_rn(float Low,
                                                               float High) {
  return __halves2bfloat162(float2bfloat16_rn(Low), float2bfloat16_rn(High));
}

#endif // HIPPORT_HIP_AT_LEAST(5, 7)

// bfloat16 to the integer types with CUDA's roundings (__bfloat162int_rn,
// _rz, _rd, _ru, the same for uint, short, ushort, ll and ull, and
// __bfloat162char_rz, __bfloat162uchar_rz): no HIP release up to 7.0
// declares them; detail::float_to_integer converts as CUDA does.
// One line per shim, its name spelled whole: the table generator checks
// that every shim the tables name is defined here (tools/hipport-tablegen/
// shims.py).
#define HIPPORT_BFLOAT16_TO_INTEGER(NAME, ROUNDING, TYPE)                      \
  __host__ __device__ inline TYPE NAME(detail::bfloat16 H) {                   \
    return detail::float_to_integer<TYPE>(detail::bfloat16_to_float(H),        \
                                          detail::rounding::ROUNDING);         \
  }
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162int_rn, nearest_even, int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162int_rz, toward_zero, int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162int_rd, down, int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162int_ru, up, int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162uint_rn, nearest_even, unsigned int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162uint_rz, toward_zero, unsigned int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162uint_rd, down, unsigned int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162uint_ru, up, unsigned int)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162short_rn, nearest_even, short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162short_rz, toward_zero, short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162short_rd, down, short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162short_ru, up, short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ushort_rn, nearest_even, unsigned short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ushort_rz, toward_zero, unsigned short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ushort_rd, down, unsigned short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ushort_ru, up, unsigned short)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ll_rn, nearest_even, long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ll_rz, toward_zero, long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ll_rd, down, long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ll_ru, up, long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ull_rn, nearest_even, unsigned long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ull_rz, toward_zero, unsigned long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ull_rd, down, unsigned long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162ull_ru, up, unsigned long long)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162char_rz, toward_zero, signed char)
HIPPORT_BFLOAT16_TO_INTEGER(bfloat162uchar_rz, toward_zero, unsigned char)
#undef HIPPORT_BFLOAT16_TO_INTEGER

} // namespace hipport

// CUDA's half-precision functions that no HIP release up to 7.0 declares:
// sums, differences and products that name their rounding and are never
// contracted into a fused multiply-add (__hadd_rn, __hsub_rn, __hmul_rn and
// their pair forms), comparisons of pairs as lane masks (__heq2_mask ...
// __hneu2_mask: all ones where the comparison holds; the "u" forms also
// hold where a lane is NaN), the pair maximum and minimum that return NaN
// when either lane is NaN (__hmax2_nan, __hmin2_nan), and tanh (htanh,
// h2tanh, and htanh_approx, h2tanh_approx, which CUDA computes as htanh
// where the hardware has no approximation of its own), for __half and, from
// HIP 5.7 (hip_bf16.h), for __hip_bfloat16, as CUDA has them for __half and
// __nv_bfloat16; and for __half only, the conversions to 8-bit integers that
// truncate and saturate (__half2char_rz, __half2uchar_rz; NaN gives 0) and
// double to half in one rounding (__double2half). Each is written as CUDA
// defines it, over HIP's conversions to and from float. On HIP's NVIDIA
// platform CUDA's own are called.
#include <hip/hip_fp16.h>

namespace hipport {
#if !defined(__HIP_PLATFORM_NVIDIA__)
namespace detail {

/// A 16-bit float type of the shims: its pair type, the bits of its
/// infinity, and HIP's functions that convert it to and from float, split
/// a pair and make one.
template <typename H> struct half_type;
template <> struct half_type<__half> {
  using pair = __half2;
  static constexpr unsigned short infinity_bits = 0x7c00;
  /// Whether __hmax_nan and __hmin_nan order +0 above -0 (CUDA's half
  /// ones do; its bfloat16 ones return the first of equal values).
  static constexpr bool orders_zeros = true;
  __host__ __device__ static float to_float(__half H) {
    return __half2float(H);
  }
  __host__ __device__ static __half from_float(float F) {
    return __float2half(F);
  }
  __host__ __device__ static __half low(__half2 P) { return __low2half(P); }
  __host__ __device__ static __half high(__half2 P) { return __high2half(P); }
  __host__ __device__ static __half2 pair_of(__half Low, __half High) {
    return __halves2half2(Low, High);
  }
};
#if HIPPORT_HIP_AT_LEAST(5, 7)
template <> struct half_type<__hip_bfloat16> {
  using pair = __hip_bfloat162;
  static constexpr unsigned short infinity_bits = 0x7f80;
  static constexpr bool orders_zeros = false;
  __host__ __device__ static float to_float(__hip_bfloat16 H) {
    return __bfloat162float(H);
  }
  __host__ __device__ static __hip_bfloat16 from_float(float F) {
    return __float2bfloat16(F);
  }
  __host__ __device__ static __hip_bfloat16 low(__hip_bfloat162 P) {
    return __low2bfloat16(P);
  }
  __host__ __device__ static __hip_bfloat16 high(__hip_bfloat162 P) {
    return __high2bfloat16(P);
  }
  __host__ __device__ static __hip_bfloat162 pair_of(__hip_bfloat16 Low,
                                                     __hip_bfloat16 High) {
    return __halves2bfloat162(Low, High);
  }
};
#endif
template <typename H> using half_pair = typename half_type<H>::pair;

template <typename H> __host__ __device__ unsigned short half_bits(H Value) {
  unsigned short Bits;
  __builtin_memcpy(&Bits, &Value, sizeof Bits);
  return Bits;
}
template <typename H> __host__ __device__ H half_of_bits(unsigned short Bits) {
  H Value;
  __builtin_memcpy(&Value, &Bits, sizeof Value);
  return Value;
}
template <typename H> __host__ __device__ bool half_is_nan(H Value) {
  return (half_bits(Value) & 0x7fffu) > half_type<H>::infinity_bits;
}
/// CUDA's canonical NaN of both types (CUDART_NAN_FP16, CUDART_NAN_BF16).
constexpr unsigned short half_nan_bits = 0x7fff;

// The float operations of the rounded arithmetic. Contraction is off:
// CUDA's _rn forms exist to keep a product and a sum from being fused.
struct add_rn {
  __host__ __device__ float operator()(float A, float B) const {
#pragma clang fp contract(off)
    return A + B;
  }
};
struct sub_rn {
  __host__ __device__ float operator()(float A, float B) const {
#pragma clang fp contract(off)
    return A - B;
  }
};
struct mul_rn {
  __host__ __device__ float operator()(float A, float B) const {
#pragma clang fp contract(off)
    return A * B;
  }
};

/// Fn of each lane of the pairs (the same lane of each), paired again.
template <typename H, typename FnT, typename... PairT>
__host__ __device__ half_pair<H> lanewise(FnT Fn, PairT... Pairs) {
  using T = half_type<H>;
  return T::pair_of(Fn(T::low(Pairs)...), Fn(T::high(Pairs)...));
}

/// Op of two values, rounded to float and then to H: the product is exact
/// in float, and a sum or difference rounded first to float's 24 bits and
/// then to half's 11 (bfloat16's 8) is the correctly rounded result, since
/// 24 >= 2 * 11 + 2.
template <typename H, typename OpT>
__host__ __device__ H half_rn(H A, H B, OpT Op) {
  using T = half_type<H>;
  return T::from_float(Op(T::to_float(A), T::to_float(B)));
}

/// CUDA's lane masks: 0xffff in each lane where Holds(a, b).
template <typename H, typename PredT>
__host__ __device__ unsigned half2_mask(half_pair<H> A, half_pair<H> B,
                                        PredT Holds) {
  using T = half_type<H>;
  bool Low = Holds(T::to_float(T::low(A)), T::to_float(T::low(B)));
  bool High = Holds(T::to_float(T::high(A)), T::to_float(T::high(B)));
  return (Low ? 0xffffu : 0u) | (High ? 0xffff0000u : 0u);
}

/// CUDA's __hmax_nan (Larger) or __hmin_nan: NaN if either is NaN; of
/// equal values, for __half the one with the smaller bits (+0 over -0) is
/// the larger, for bfloat16 the first is taken.
template <typename H>
__host__ __device__ H half_max_min_nan(H A, H B, bool Larger) {
  if (half_is_nan(A) || half_is_nan(B))
    return half_of_bits<H>(half_nan_bits);
  float X = half_type<H>::to_float(A), Y = half_type<H>::to_float(B);
  if (X != Y)
    return (X > Y) == Larger ? A : B;
  if (!half_type<H>::orders_zeros)
    return A;
  return (half_bits(A) > half_bits(B)) == Larger ? B : A;
}

template <typename H> __device__ H half_tanh(H A) {
  using T = half_type<H>;
  return T::from_float(tanhf(T::to_float(A)));
}

/// D rounded once to half: rounded to float toward zero, with the last bit
/// set when anything was dropped (rounding to odd), which float's 13 bits
/// beyond half's carry through the rounding to half unchanged.
__host__ __device__ inline __half double_to_half(double D) {
  float F = static_cast<float>(D);
  double Back = F;
  if (D == D && Back != D) {
    unsigned Bits;
    __builtin_memcpy(&Bits, &F, sizeof Bits);
    if (D < 0 ? Back < D : Back > D)
      --Bits; // |F| > |D|: the float next to it toward zero
    Bits |= 1u;
    __builtin_memcpy(&F, &Bits, sizeof F);
  }
  return __float2half(F);
}

/// CUDA's __hfma_relu: the fused multiply-add, then the maximum with +0 as
/// __hmax_nan takes it (NaN gives CUDA's NaN, -0 gives +0), which is how
/// cuda_fp16.hpp defines it where the hardware has no fma.rn.relu.
__device__ inline __half half_fma_relu(__half A, __half B, __half C) {
  return half_max_min_nan(__hfma(A, B, C), half_of_bits<__half>(0), true);
}

/// CUDA's __hcmadd: A * B + C of complex numbers (real part low), in the
/// four fused multiply-adds, in the order CUDA's documentation gives
/// (re = fma(-A.im, B.im, fma(A.re, B.re, C.re)), im = fma(A.im, B.re,
/// fma(A.re, B.im, C.im))); negating flips the sign bit, as __hneg does.
__device__ inline __half2 half_complex_fma(__half2 A, __half2 B, __half2 C) {
  __half ARe = __low2half(A), AIm = __high2half(A);
  __half BRe = __low2half(B), BIm = __high2half(B);
  __half MinusAIm = half_of_bits<__half>(half_bits(AIm) ^ 0x8000u);
  __half Re = __hfma(MinusAIm, BIm, __hfma(ARe, BRe, __low2half(C)));
  __half Im = __hfma(AIm, BRe, __hfma(ARe, BIm, __high2half(C)));
  return __halves2half2(Re, Im);
}

} // namespace detail
#endif

// Each shim: its qualifiers, result, name, CUDA's name, parameters and
// arguments, and (after those) the expression it computes on AMD.
#if defined(__HIP_PLATFORM_NVIDIA__)
#define HIPPORT_HALF_SHIM(QUALIFIERS, RESULT, SHIM, CUDA, PARAMETERS,          \
                          ARGUMENTS, ...)                                      \
  QUALIFIERS inline RESULT SHIM PARAMETERS { return ::CUDA ARGUMENTS; }
#else
#define HIPPORT_HALF_SHIM(QUALIFIERS, RESULT, SHIM, CUDA, PARAMETERS,          \
                          ARGUMENTS, ...)                                      \
  QUALIFIERS inline RESULT SHIM PARAMETERS {                                   \
    using namespace detail;                                                    \
    return __VA_ARGS__;                                                        \
  }
#endif
#define HIPPORT_HALF_BINARY(T, SHIM, CUDA, ...)                                \
  HIPPORT_HALF_SHIM(__host__ __device__, T, SHIM, CUDA, (T A, T B), (A, B),    \
                    __VA_ARGS__)
#define HIPPORT_HALF2_MASK(H, H2, SHIM, CUDA, HOLDS)                           \
  HIPPORT_HALF_SHIM(                                                           \
      __host__ __device__, unsigned, SHIM, CUDA, (H2 A, H2 B), (A, B),         \
      half2_mask<H>(A, B, [](float X, float Y) { return HOLDS; }))
#define HIPPORT_HALF_TANH(T, SHIM, CUDA, ...)                                  \
  HIPPORT_HALF_SHIM(__device__, T, SHIM, CUDA, (T A), (A), __VA_ARGS__)

// The shims CUDA has for both of its 16-bit float types: H and its pair H2.
// The "u" comparisons are the negations of the ordered ones opposite them.
#define HIPPORT_HALF_SHIMS(H, H2)                                              \
  HIPPORT_HALF_BINARY(H, hadd_rn, __hadd_rn, half_rn(A, B, add_rn()))          \
  HIPPORT_HALF_BINARY(H, hsub_rn, __hsub_rn, half_rn(A, B, sub_rn()))          \
  HIPPORT_HALF_BINARY(H, hmul_rn, __hmul_rn, half_rn(A, B, mul_rn()))          \
  HIPPORT_HALF_BINARY(                                                         \
      H2, hadd2_rn, __hadd2_rn,                                                \
      lanewise<H>([](H X, H Y) { return half_rn(X, Y, add_rn()); }, A, B))     \
  HIPPORT_HALF_BINARY(                                                         \
      H2, hsub2_rn, __hsub2_rn,                                                \
      lanewise<H>([](H X, H Y) { return half_rn(X, Y, sub_rn()); }, A, B))     \
  HIPPORT_HALF_BINARY(                                                         \
      H2, hmul2_rn, __hmul2_rn,                                                \
      lanewise<H>([](H X, H Y) { return half_rn(X, Y, mul_rn()); }, A, B))     \
  HIPPORT_HALF2_MASK(H, H2, heq2_mask, __heq2_mask, X == Y)                    \
  HIPPORT_HALF2_MASK(H, H2, hne2_mask, __hne2_mask, (X < Y) || (X > Y))        \
  HIPPORT_HALF2_MASK(H, H2, hle2_mask, __hle2_mask, X <= Y)                    \
  HIPPORT_HALF2_MASK(H, H2, hge2_mask, __hge2_mask, X >= Y)                    \
  HIPPORT_HALF2_MASK(H, H2, hlt2_mask, __hlt2_mask, X < Y)                     \
  HIPPORT_HALF2_MASK(H, H2, hgt2_mask, __hgt2_mask, X > Y)                     \
  HIPPORT_HALF2_MASK(H, H2, hequ2_mask, __hequ2_mask, !((X < Y) || (X > Y)))   \
  HIPPORT_HALF2_MASK(H, H2, hneu2_mask, __hneu2_mask, !(X == Y))               \
  HIPPORT_HALF2_MASK(H, H2, hleu2_mask, __hleu2_mask, !(X > Y))                \
  HIPPORT_HALF2_MASK(H, H2, hgeu2_mask, __hgeu2_mask, !(X < Y))                \
  HIPPORT_HALF2_MASK(H, H2, hltu2_mask, __hltu2_mask, !(X >= Y))               \
  HIPPORT_HALF2_MASK(H, H2, hgtu2_mask, __hgtu2_mask, !(X <= Y))               \
  HIPPORT_HALF_BINARY(                                                         \
      H2, hmax2_nan, __hmax2_nan,                                              \
      lanewise<H>([](H X, H Y) { return half_max_min_nan(X, Y, true); }, A,    \
                  B))                                                          \
  HIPPORT_HALF_BINARY(                                                         \
      H2, hmin2_nan, __hmin2_nan,                                              \
      lanewise<H>([](H X, H Y) { return half_max_min_nan(X, Y, false); }, A,   \
                  B))                                                          \
  HIPPORT_HALF_TANH(H, htanh, htanh, half_tanh(A))                             \
  HIPPORT_HALF_TANH(H2, h2tanh, h2tanh, lanewise<H>(half_tanh<H>, A))          \
  HIPPORT_HALF_TANH(H, htanh_approx, htanh_approx, half_tanh(A))               \
  HIPPORT_HALF_TANH(H2, h2tanh_approx, h2tanh_approx,                          \
                    lanewise<H>(half_tanh<H>, A))

HIPPORT_HALF_SHIMS(__half, __half2)
#if HIPPORT_HIP_AT_LEAST(5, 7)
HIPPORT_HALF_SHIMS(__hip_bfloat16, __hip_bfloat162)
#endif

HIPPORT_HALF_SHIM(__host__ __device__, signed char, half2char_rz,
                  __half2char_rz, (__half H), (H),
                  float_to_integer<signed char>(__half2float(H),
                                                rounding::toward_zero))
HIPPORT_HALF_SHIM(__host__ __device__, unsigned char, half2uchar_rz,
                  __half2uchar_rz, (__half H), (H),
                  float_to_integer<unsigned char>(__half2float(H),
                                                  rounding::toward_zero))
HIPPORT_HALF_SHIM(__host__ __device__, __half, double2half, __double2half,
                  (double D), (D), double_to_half(D))
HIPPORT_HALF_SHIM(__device__, __half, hfma_relu, __hfma_relu,
                  (__half A, __half B, __half C), (A, B, C),
                  half_fma_relu(A, B, C))
HIPPORT_HALF_SHIM(__device__, __half2, hfma2_relu, __hfma2_relu,
                  (__half2 A, __half2 B, __half2 C), (A, B, C),
                  lanewise<__half>(half_fma_relu, A, B, C))
HIPPORT_HALF_SHIM(__device__, __half2, hcmadd, __hcmadd,
                  (__half2 A, __half2 B, __half2 C), (A, B, C),
                  half_complex_fma(A, B, C))

// The x and y of a value in a template that is instantiated with __half2
// and with other types (hipport-half2-member): for a __half2 the __half it
// holds, as CUDA's members are (before HIP 6.0 HIP declares them as the raw
// bits, unsigned short), for any other type its member. Either way an
// lvalue where the member access is one.
#define HIPPORT_HALF2_MEMBER(NAME, MEMBER)                                     \
  template <typename T>                                                        \
  __host__ __device__ auto NAME(T &&P)->decltype((P.MEMBER)) {                 \
    return P.MEMBER;                                                           \
  }                                                                            \
  __host__ __device__ inline __half &NAME(__half2 &P) {                        \
    return reinterpret_cast<__half &>(P.MEMBER);                               \
  }                                                                            \
  __host__ __device__ inline const __half &NAME(const __half2 &P) {            \
    return reinterpret_cast<const __half &>(P.MEMBER);                         \
  }                                                                            \
  __host__ __device__ inline __half &NAME(__half2 &&P) {                       \
    return reinterpret_cast<__half &>(P.MEMBER);                               \
  }
HIPPORT_HALF2_MEMBER(half2_x, x)
HIPPORT_HALF2_MEMBER(half2_y, y)
#undef HIPPORT_HALF2_MEMBER

#undef HIPPORT_HALF_SHIMS
#undef HIPPORT_HALF_TANH
#undef HIPPORT_HALF2_MASK
#undef HIPPORT_HALF_BINARY
#undef HIPPORT_HALF_SHIM

} // namespace hipport

#endif // HIPPORT_COMPAT_H
