//===- WarpModel.h - CPU execution model of a GPU thread block --*- C++ -*-===//
//
// Part of hipport's test suite. docs/execution-model.md describes the model.
//
//===----------------------------------------------------------------------===//
//
// Runs CUDA and HIP kernels on the host at a chosen warp width (32 for NVIDIA,
// 64 for AMD CDNA) so that a warp-size rule can be proven by executing code:
// the original snippet gives a wrong result at 64, the converted one the same
// result at both widths. Every GPU thread is a fiber of one OS thread, so runs
// are deterministic and shared memory needs no locking.
//
// This file holds the language macros, the scheduler and launch(); the device
// functions are in WarpModelDevice.h, cooperative groups in
// WarpModelGroups.h, the host runtime API (cuda* and hip*) in
// WarpModelRuntime.h and the launches of whole programs (chevrons, dynamic
// shared memory, the exit status) in WarpModelLaunch.h, all included at the
// end.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODEL_H
#define HIPPORT_TEST_MODEL_WARPMODEL_H

#ifndef HIPMODEL_WARP
#error "define HIPMODEL_WARP to 32 or 64 (run-model.py does)"
#endif
#if HIPMODEL_WARP != 32 && HIPMODEL_WARP != 64
#error "HIPMODEL_WARP must be 32 or 64"
#endif

// The standard headers come before the CUDA keyword macros below, so that no
// library header ever sees them.
#include <algorithm>
#include <cassert>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <csignal>
#include <cstring>
#include <type_traits>
#include <unistd.h>
#include <vector>
// The fibers' headers declare POSIX's stack_t, a name programs use for
// their own types: it is hidden under another name for as long as they are
// read (ucontext_t's member keeps the type, spelled hipmodel_stack_t).
#define stack_t hipmodel_stack_t
#include <sys/mman.h>
#include <ucontext.h>
#undef stack_t
#include "WarpModelFiber.h"

// Execution-space and memory-space qualifiers have no meaning on the host.
// __shared__ becomes static: a function-local static is one object for all
// fibers, which is what shared memory is within a block. __restrict__ is
// left alone: clang accepts it as a keyword on the host.
#define __global__
#define __device__
#define __host__
#define __forceinline__
#define __noinline__
#define __constant__
#define __managed__
#define __grid_constant__
#define __launch_bounds__(...)
#define __shared__ static
#define __align__(N) alignas(N)

struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned X = 1, unsigned Y = 1, unsigned Z = 1)
      : x(X), y(Y), z(Z) {}
};
using uint3 = dim3;

namespace hipmodel {

/// The modelled warp (wavefront) width.
constexpr unsigned W = HIPMODEL_WARP;
/// What a shuffle reads from a lane that does not run it.
constexpr uint64_t PoisonBits = 0x7ff800007fc00000ull;
/// Lanes of a full warp as a bit set (lane i is bit i).
constexpr uint64_t FullWarp = W == 64 ? ~0ull : (1ull << W) - 1;

// The type of a ballot or active mask follows the API being compiled, not the
// width: HIP returns 64 bits even on a 32-lane GPU, CUDA 32 bits.
#ifdef __HIP_PLATFORM_AMD__
using LaneMask = unsigned long long;
#else
using LaneMask = unsigned;
#endif

struct Site {
  const char *File;
  unsigned Line, Column;
  bool operator==(const Site &O) const {
    return Line == O.Line && Column == O.Column &&
           std::strcmp(File, O.File) == 0;
  }
};

// Every intrinsic takes its caller's position as trailing default arguments:
// clang evaluates __builtin_FILE() and friends at the call, which is how the
// model tells apart the call sites that divergent lanes of a warp reach.
#define HIPMODEL_SITE                                                          \
  const char *File_ = __builtin_FILE(), unsigned Line_ = __builtin_LINE(),     \
             unsigned Column_ = __builtin_COLUMN()
#define HIPMODEL_HERE (::hipmodel::Site{File_, Line_, Column_})

enum class Op {
  Shfl,
  ShflUp,
  ShflDown,
  ShflXor,
  Any,
  All,
  Ballot,
  ActiveMask,
  MatchAny,
  MatchAll,
  SyncWarp,
  ReduceAdd,
  ReduceMin,
  ReduceMax,
  ReduceAnd,
  ReduceOr,
  ReduceXor,
  Barrier
};

/// One lane's part in a collective. It lives in the intrinsic's frame on the
/// lane's own fiber stack while the lane waits, so that the scheduler can
/// read every member's operands and write every member's result at once.
struct Call {
  const char *Name;
  Site Where;
  Op Kind;
  uint64_t Value = 0; // the operand's bytes, zero-extended
  bool Signed = false;
  int Arg = 0;   // source lane, delta or xor mask of a shuffle
  int Width = W; // shuffle segment; for tile votes, the tile
  bool HasMask = false;
  unsigned MaskBits = 0; // sizeof(MaskT) * 8: HIP 7 only accepts 64
  uint64_t Mask = 0;
  uint64_t Result = 0;
  int Pred = 0;
};

enum class State { Runnable, AtCollective, AtBarrier, Exited };

struct Thread {
  dim3 ThreadIdx, BlockIdx, BlockDim, GridDim;
  unsigned Linear = 0, Lane = 0, Warp = 0;
  State St = State::Runnable;
  Call *Pending = nullptr;
  detail::FiberContext Ctx;
};

struct Runtime {
  std::vector<Thread> Threads; // the block being run
  std::vector<char *> Stacks;  // reused by every block
  std::vector<Site> Reported;  // per-thread checks report once a block
  Thread *Cur = nullptr;
  detail::FiberContext Sched;
  unsigned BlockLinear = 0;
  unsigned Errors = 0, Printed = 0;
  bool Finished = false; // finish() has given the verdict
  void (*Body)(void *) = nullptr;
  void *BodyArg = nullptr;
};

inline Runtime &rt() {
  static Runtime R;
  return R;
}

inline Thread &current() {
  Thread *T = rt().Cur;
  if (!T) {
    std::fprintf(stderr, "model: a device builtin was used outside a kernel\n");
    std::abort();
  }
  return *T;
}

inline const char *baseName(const char *Path) {
  const char *Slash = std::strrchr(Path, '/');
  return Slash ? Slash + 1 : Path;
}

/// Counts a model error and prints it, naming the thread it concerns; only
/// the first 20 are printed so that a bug in a loop stays readable.
inline void report(const Site &S, const Thread *T, const char *Fmt, ...) {
  Runtime &R = rt();
  ++R.Errors;
  if (R.Printed > 20)
    return;
  if (R.Printed++ == 20) {
    std::printf("model error: further errors not shown\n");
    return;
  }
  char What[512];
  va_list Args;
  va_start(Args, Fmt);
  std::vsnprintf(What, sizeof(What), Fmt, Args);
  va_end(Args);
  if (T)
    std::printf("model error: %s at %s:%u (block %u, thread %u)\n", What,
                baseName(S.File), S.Line, R.BlockLinear, T->Linear);
  else if (S.Line)
    std::printf("model error: %s at %s:%u (host)\n", What, baseName(S.File),
                S.Line);
  else // The launcher and the scheduler have no call site to name.
    std::printf("model error: %s\n", What);
  std::fflush(stdout);
}

/// For checks every thread makes on its own (not collectives): one report
/// per site and block instead of one per thread.
inline bool firstReport(const Site &S) {
  for (const Site &Seen : rt().Reported)
    if (Seen == S)
      return false;
  rt().Reported.push_back(S);
  return true;
}

/// Suspends the calling fiber until the scheduler completes its collective
/// or releases its barrier.
inline void wait(Call &C, State S) {
  Thread &T = current();
  T.Pending = &C;
  T.St = S;
  detail::fiberSwitch(T.Ctx, rt().Sched);
  T.Pending = nullptr;
}

template <typename T> uint64_t toBits(T V) {
  static_assert(std::is_trivially_copyable<T>::value && sizeof(T) <= 8,
                "the model shuffles scalars of up to 8 bytes");
  uint64_t Bits = 0;
  std::memcpy(&Bits, &V, sizeof(T));
  return Bits;
}

template <typename T> T fromBits(uint64_t Bits) {
  T V;
  std::memcpy(&V, &Bits, sizeof(T));
  return V;
}

inline uint64_t laneBit(unsigned Lane) { return 1ull << Lane; }

/// The lanes of Lane's width-aligned segment.
inline uint64_t segmentOf(unsigned Lane, unsigned Width) {
  uint64_t Ones = Width >= 64 ? ~0ull : (1ull << Width) - 1;
  return Ones << (Lane & ~(Width - 1));
}

inline bool validWidth(int Width) {
  return Width > 0 && Width <= int(W) && (Width & (Width - 1)) == 0;
}

namespace detail {

/// The lanes of one warp that wait at one call site, in lane order.
struct Group {
  std::vector<Thread *> Members;
  uint64_t Active = 0; // the members' lanes
  uint64_t Live = 0;   // every lane of the warp that has not exited
  Call &first() const { return *Members.front()->Pending; }
};

/// Calls Check(Mask, Holders, FirstHolder) once for every mask value the
/// group's lanes pass (of its bits in Keep), with the lanes that pass it.
template <typename CheckT>
void forEachMask(const Group &G, uint64_t Keep, CheckT Check) {
  std::vector<uint64_t> Seen;
  for (Thread *M : G.Members) {
    uint64_t Mask = M->Pending->Mask & Keep;
    if (std::find(Seen.begin(), Seen.end(), Mask) != Seen.end())
      continue;
    Seen.push_back(Mask);
    uint64_t Holders = 0;
    for (Thread *N : G.Members)
      if ((N->Pending->Mask & Keep) == Mask)
        Holders |= laneBit(N->Lane);
    Check(Mask, Holders, M);
  }
}

/// Mask checks of the *_sync intrinsics, one report per group and problem.
inline void checkMask(const Group &G) {
  const Call &C = G.first();
  using ULL = unsigned long long;
  if (W == 64) {
    // HIP 7 static_asserts sizeof(MaskT) == 8 in every *_sync function.
    if (C.MaskBits != 64) {
      report(C.Where, G.Members.front(),
             "%u-bit mask passed to %s (HIP 7 rejects it at compile time)",
             C.MaskBits, C.Name);
      return;
    }
    // ROCm 7's __hip_check_mask: the lanes that pass one mask value must be
    // exactly the lanes that value names (a ballot of the lanes holding it),
    // and the mask must not be zero. ROCm traps on failure unless NDEBUG.
    forEachMask(G, ~0ull, [&](uint64_t Mask, uint64_t Holders, Thread *M) {
      if (Mask == 0)
        report(C.Where, M, "zero mask passed to %s", C.Name);
      else if (Mask != Holders)
        report(C.Where, M, "mask 0x%llx does not match active lanes 0x%llx",
               ULL(Mask), ULL(Holders));
    });
    return;
  }
  // CUDA: every live lane a mask names must execute this call with that
  // mask, and the calling lane must be named (otherwise undefined). Lanes
  // past the block or exited may be named: full masks in partial warps are
  // common and work.
  forEachMask(G, FullWarp, [&](uint64_t Mask, uint64_t Holders, Thread *M) {
    if (uint64_t Absent = Mask & G.Live & ~Holders)
      report(C.Where, M,
             "mask 0x%llx names lanes 0x%llx that do not execute this %s",
             ULL(Mask), ULL(Absent), C.Name);
    if (uint64_t Unnamed = Holders & ~Mask)
      report(C.Where, M, "mask 0x%llx does not name calling lanes 0x%llx",
             ULL(Mask), ULL(Unnamed));
  });
}

/// The lane a shuffle reads, or the reader's own lane when the source falls
/// outside its segment (the rules HIP's __shfl_* and CUDA share).
inline unsigned shuffleSource(const Call &C, unsigned Lane, unsigned Width) {
  long Base = Lane & ~(Width - 1), End = Base + Width, Src = Lane;
  switch (C.Kind) {
  case Op::Shfl:
    Src = Base + (C.Arg & int(Width - 1));
    break;
  case Op::ShflUp:
    Src = long(Lane) - long(unsigned(C.Arg));
    break;
  case Op::ShflDown:
    Src = long(Lane) + long(unsigned(C.Arg));
    break;
  default:
    Src = long(Lane ^ unsigned(C.Arg));
    break;
  }
  if (Src < (C.Kind == Op::ShflUp ? Base : 0) || Src >= End)
    return Lane;
  return unsigned(Src);
}

inline bool less(const Call &C, uint64_t A, uint64_t B) {
  return C.Signed ? int32_t(A) < int32_t(B) : uint32_t(A) < uint32_t(B);
}

inline void complete(Group &G) {
  Call &C = G.first();
  if (C.HasMask)
    checkMask(G);
  uint64_t Val[64] = {};
  for (Thread *M : G.Members)
    Val[M->Lane] = M->Pending->Value;
  bool ReportedRead = false, ReportedWidth = false;
  for (Thread *M : G.Members) {
    Call &Mine = *M->Pending;
    unsigned Lane = M->Lane;
    int Width = Mine.Width;
    if (!validWidth(Width)) {
      if (!ReportedWidth)
        report(C.Where, M, "width %d of %s is not a power of two <= %u", Width,
               C.Name, W);
      ReportedWidth = true;
      Width = W;
    }
    uint64_t Seg = segmentOf(Lane, Width);
    unsigned SegBase = Lane & ~(Width - 1);
    uint64_t Named = Mine.HasMask ? Mine.Mask & FullWarp : FullWarp;
    uint64_t Voters = G.Active & Named & Seg;
    uint64_t Yes = 0;
    for (unsigned L = 0; L < W; ++L)
      if ((Voters & laneBit(L)) && Val[L])
        Yes |= laneBit(L);
    switch (Mine.Kind) {
    case Op::Shfl:
    case Op::ShflUp:
    case Op::ShflDown:
    case Op::ShflXor: {
      unsigned Src = shuffleSource(Mine, Lane, Width);
      if (G.Active & laneBit(Src)) {
        Mine.Result = Val[Src];
        break;
      }
      // The value is undefined, which matters only where it is used: a
      // reduction's upper lanes read past the active ones and their sums
      // are never looked at. So the read yields a poison value (NaN as a
      // float or a double, 0x7fc00000 as a 32-bit integer) that shows in
      // any result it reaches; HIPMODEL_STRICT_READS reports the read too.
#ifdef HIPMODEL_STRICT_READS
      if (!ReportedRead)
        report(C.Where, M, "read of inactive lane %u by %s", Src, C.Name);
      ReportedRead = true;
#endif
      Mine.Result = PoisonBits;
      break;
    }
    case Op::Ballot:
      Mine.Result = Yes >> SegBase;
      break;
    case Op::Any:
      Mine.Result = Yes != 0;
      break;
    case Op::All:
      Mine.Result = Yes == Voters;
      break;
    case Op::ActiveMask:
      Mine.Result = G.Active;
      break;
    case Op::MatchAny:
    case Op::MatchAll: {
      uint64_t Same = 0;
      for (unsigned L = 0; L < W; ++L)
        if ((G.Active & Named & laneBit(L)) && Val[L] == Mine.Value)
          Same |= laneBit(L);
      bool All = Same == (G.Active & Named);
      Mine.Result = Mine.Kind == Op::MatchAny ? Same : All ? Same : 0;
      Mine.Pred = All;
      break;
    }
    case Op::ReduceAdd:
    case Op::ReduceMin:
    case Op::ReduceMax:
    case Op::ReduceAnd:
    case Op::ReduceOr:
    case Op::ReduceXor: {
      uint64_t Acc = Mine.Value;
      for (unsigned L = 0; L < W; ++L) {
        if (!(G.Active & Named & laneBit(L)) || L == Lane)
          continue;
        if (Mine.Kind == Op::ReduceAdd)
          Acc = uint32_t(Acc + Val[L]);
        else if (Mine.Kind == Op::ReduceAnd)
          Acc &= Val[L];
        else if (Mine.Kind == Op::ReduceOr)
          Acc |= Val[L];
        else if (Mine.Kind == Op::ReduceXor)
          Acc ^= Val[L];
        else if (Mine.Kind == Op::ReduceMin ? less(Mine, Val[L], Acc)
                                            : less(Mine, Acc, Val[L]))
          Acc = Val[L];
      }
      Mine.Result = Acc;
      break;
    }
    default: // SyncWarp: arriving was the point.
      break;
    }
  }
  for (Thread *M : G.Members)
    M->St = State::Runnable;
}

/// Completes the collectives of one warp once none of its live lanes can run
/// on: the lanes at one call site are the active lanes of that call, lanes
/// at another site (divergence) form their own group, and lanes waiting at
/// __syncthreads do not hold their warp-mates back.
inline bool completeWarp(unsigned Warp) {
  std::vector<Thread> &Ts = rt().Threads;
  size_t Begin = size_t(Warp) * W, End = std::min(Ts.size(), Begin + W);
  uint64_t Live = 0;
  for (size_t I = Begin; I != End; ++I) {
    if (Ts[I].St == State::Runnable)
      return false;
    if (Ts[I].St != State::Exited)
      Live |= laneBit(Ts[I].Lane);
  }
  bool Any = false;
  std::vector<bool> Taken(End - Begin, false);
  for (size_t I = Begin; I != End; ++I) {
    if (Ts[I].St != State::AtCollective || Taken[I - Begin])
      continue;
    Group G;
    G.Live = Live;
    for (size_t J = I; J != End; ++J) {
      if (Ts[J].St == State::AtCollective && !Taken[J - Begin] &&
          Ts[J].Pending->Where == Ts[I].Pending->Where) {
        Taken[J - Begin] = true;
        G.Members.push_back(&Ts[J]);
        G.Active |= laneBit(Ts[J].Lane);
      }
    }
    complete(G);
    Any = true;
  }
  return Any;
}

enum class Barrier { NotReady, Released, Stuck };

/// Releases __syncthreads when every thread that has not exited waits at
/// it. Threads waiting at different barrier sites never meet (the CUDA guide
/// makes a barrier in divergent code undefined): that is reported as a
/// deadlock.
inline Barrier releaseBarrier() {
  std::vector<Thread *> Waiting;
  for (Thread &T : rt().Threads) {
    if (T.St == State::Exited)
      continue;
    if (T.St != State::AtBarrier)
      return Barrier::NotReady;
    Waiting.push_back(&T);
  }
  if (Waiting.empty())
    return Barrier::NotReady;
  const Call &First = *Waiting.front()->Pending;
  const Call *Other = nullptr;
  unsigned Count = 0, Here = 0;
  for (Thread *T : Waiting) {
    const Call &C = *T->Pending;
    if (C.Where == First.Where)
      ++Here;
    else if (!Other)
      Other = &C;
    Count += C.Value != 0;
  }
  if (Other) {
    report(First.Where, Waiting.front(),
           "deadlock: %u threads wait at this %s, %zu at other barriers "
           "(first: %s at %s:%u)",
           Here, First.Name, Waiting.size() - Here, Other->Name,
           baseName(Other->Where.File), Other->Where.Line);
    return Barrier::Stuck;
  }
  for (Thread *T : Waiting) {
    T->Pending->Result = Count;
    T->Pending->Pred = Count == Waiting.size();
    T->St = State::Runnable;
  }
  return Barrier::Released;
}

inline void fiberEntry() {
  Runtime &R = rt();
  R.Body(R.BodyArg);
  R.Cur->St = State::Exited;
  fiberSwitch(R.Cur->Ctx, R.Sched);
}

#ifndef HIPMODEL_STACK
#define HIPMODEL_STACK (64 * 1024)
#endif

/// A fiber stack with an inaccessible page below it, so that an overflow
/// faults instead of corrupting the neighbouring fiber.
inline char *stackFor(size_t Index) {
  Runtime &R = rt();
  while (R.Stacks.size() <= Index) {
    size_t Page = size_t(sysconf(_SC_PAGESIZE));
    void *P = mmap(nullptr, HIPMODEL_STACK + Page, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (P == MAP_FAILED) {
      std::perror("model: mmap");
      std::abort();
    }
    mprotect(P, Page, PROT_NONE);
    R.Stacks.push_back(static_cast<char *>(P) + Page);
  }
  return R.Stacks[Index];
}

inline void runBlock(dim3 Grid, dim3 Block, dim3 Id) {
  Runtime &R = rt();
  unsigned N = Block.x * Block.y * Block.z;
  R.BlockLinear = Id.x + Id.y * Grid.x + Id.z * Grid.x * Grid.y;
  R.Reported.clear();
  R.Threads.assign(N, Thread());
  for (unsigned I = 0; I != N; ++I) {
    Thread &T = R.Threads[I];
    T.ThreadIdx =
        dim3(I % Block.x, I / Block.x % Block.y, I / (Block.x * Block.y));
    T.BlockIdx = Id;
    T.BlockDim = Block;
    T.GridDim = Grid;
    T.Linear = I;
    T.Lane = I % W;
    T.Warp = I / W;
    fiberInit(T.Ctx, stackFor(I), HIPMODEL_STACK, fiberEntry);
  }
  unsigned Warps = (N + W - 1) / W;
  for (;;) {
    bool Live = false;
    for (Thread &T : R.Threads) {
      if (T.St == State::Runnable) {
        R.Cur = &T;
        fiberSwitch(R.Sched, T.Ctx);
        R.Cur = nullptr;
      }
      Live |= T.St != State::Exited;
    }
    if (!Live)
      return;
    bool Moved = false;
    for (unsigned Warp = 0; Warp != Warps; ++Warp)
      Moved |= completeWarp(Warp);
    if (Moved)
      continue;
    Barrier B = releaseBarrier();
    if (B == Barrier::Released)
      continue;
    // Nothing can move. The completion rules make this unreachable except
    // through barriers that never meet; the report below is a safety net.
    if (B == Barrier::NotReady)
      report(Site{"scheduler", 0, 0}, nullptr,
             "deadlock: no thread of block %u can make progress",
             R.BlockLinear);
    // Abandon the block's fibers (their stacks are reused) and go on with
    // the next block.
    return;
  }
}

inline void run(dim3 Grid, dim3 Block, void (*Body)(void *), void *Arg) {
  unsigned N = Block.x * Block.y * Block.z;
  if (N == 0 || N > 1024 || Grid.x * Grid.y * Grid.z == 0) {
    report(Site{"launch", 0, 0}, nullptr,
           "launch of %u blocks of %u threads (a block has 1 to 1024)",
           Grid.x * Grid.y * Grid.z, N);
    return;
  }
  Runtime &R = rt();
  R.Body = Body;
  R.BodyArg = Arg;
  // Blocks run one after another, as one SM might schedule them.
  for (unsigned Z = 0; Z != Grid.z; ++Z)
    for (unsigned Y = 0; Y != Grid.y; ++Y)
      for (unsigned X = 0; X != Grid.x; ++X)
        runBlock(Grid, Block, dim3(X, Y, Z));
  R.Threads.clear();
}

} // namespace detail

/// Runs Kernel on every thread of Grid x Block. Each thread calls the kernel
/// with its own copies of Args, as kernel parameters are passed by value.
template <typename... Params, typename... Args>
void launch(void (*Kernel)(Params...), dim3 Grid, dim3 Block,
            Args &&...Arguments) {
  static_assert(sizeof...(Params) == sizeof...(Args),
                "launch needs one argument per kernel parameter");
  auto Invoke = [&] { Kernel(Arguments...); };
  detail::run(
      Grid, Block, [](void *P) { (*static_cast<decltype(Invoke) *>(P))(); },
      &Invoke);
}

/// What main() returns: 3 when the model found errors, after saying so.
inline int finish() {
  rt().Finished = true;
  std::fflush(stdout);
  if (rt().Errors == 0)
    return 0;
  std::printf("model: %u errors\n", rt().Errors);
  std::fflush(stdout);
  return 3;
}

} // namespace hipmodel

// The built-in variables are per thread: each reads the running fiber.
#define threadIdx (static_cast<const ::dim3 &>(::hipmodel::current().ThreadIdx))
#define blockIdx (static_cast<const ::dim3 &>(::hipmodel::current().BlockIdx))
#define blockDim (static_cast<const ::dim3 &>(::hipmodel::current().BlockDim))
#define gridDim (static_cast<const ::dim3 &>(::hipmodel::current().GridDim))

// The driver of a model test: main() runs the body, then reports the model's
// verdict through the exit status.
#define MODEL_MAIN()                                                           \
  static void hipmodelMain();                                                  \
  int main() {                                                                 \
    hipmodelMain();                                                            \
    return ::hipmodel::finish();                                               \
  }                                                                            \
  static void hipmodelMain()

#include "WarpModelDevice.h"
#include "WarpModelGroups.h"
#include "WarpModelVectors.h"
#include "WarpModelMath.h"
#include "WarpModelRuntime.h"
#include "WarpModelLaunch.h"

#endif // HIPPORT_TEST_MODEL_WARPMODEL_H
