//===- WarpModelLaunch.h - Kernel launches of whole programs ----*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// What a whole program's host code launches with: the launch configuration
// of kernel<<<grid, block, sharedBytes, stream>>>(args) (run-model.py
// rewrites the chevrons into a call of chevron() below, as the syntax is not
// C++), hipLaunchKernelGGL, the dynamic shared memory that extern __shared__
// arrays name (run-model.py rewrites those declarations too), and the exit
// status of a program that has its own main().
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELLAUNCH_H
#define HIPPORT_TEST_MODEL_WARPMODELLAUNCH_H

namespace hipmodel {

struct DynamicShared {
  void *Base = nullptr; // what every extern __shared__ array points at
  size_t Bytes = 0;     // the launch's size
  char *Map = nullptr;  // the mapping: data pages, then an inaccessible page
  size_t MapBytes = 0;
  char *Guard = nullptr;
};

inline DynamicShared &dynamicSharedState() {
  static DynamicShared D;
  return D;
}

/// The dynamic shared memory of the running launch, as an extern __shared__
/// array of T sees it. run-model.py declares each such array as a static
/// reference to this pointer, so that one declaration (at namespace scope
/// or in a kernel) follows every launch: all of them start at the same
/// address, as on the GPU.
template <typename T> T *const &dynamicShared() {
  return reinterpret_cast<T *const &>(dynamicSharedState().Base);
}

/// A kernel that indexes its extern __shared__ array past the launch's size
/// (a size computed for 32 lanes, indexed by 64) hits the page after it:
/// the model says so and stops, as the bounds check of a fixed-size array
/// does, instead of corrupting the host's heap.
inline void onFault(int Signal, siginfo_t *Info, void *) {
  DynamicShared &D = dynamicSharedState();
  char *Address = static_cast<char *>(Info->si_addr);
  size_t Page = size_t(sysconf(_SC_PAGESIZE));
  if (D.Guard && Address >= D.Guard && Address < D.Guard + Page) {
    char Message[256];
    int N = std::snprintf(
        Message, sizeof(Message),
        "model error: access %zu bytes past the end of the %zu bytes of "
        "dynamic shared memory (extern __shared__) (block %u, thread %u)\n",
        size_t(Address - D.Guard), D.Bytes, rt().BlockLinear,
        rt().Cur ? rt().Cur->Linear : 0u);
    std::fflush(stdout);
    if (write(1, Message, size_t(N)) < 0)
      std::_Exit(3);
    std::_Exit(3);
  }
  signal(Signal, SIG_DFL); // anything else: die of it, as before
  raise(Signal);
}

/// Sizes the dynamic shared memory for a launch: the data ends where an
/// inaccessible page begins. Blocks run one after another, so one buffer
/// serves every block of a launch; it is zeroed for each launch so that a
/// run does not depend on the previous one.
inline void setDynamicShared(size_t Bytes) {
  DynamicShared &D = dynamicSharedState();
  size_t Page = size_t(sysconf(_SC_PAGESIZE));
  size_t Data = (Bytes + Page - 1) / Page * Page;
  if (Data == 0)
    Data = Page;
  if (Data + Page > D.MapBytes) {
    if (D.Map)
      munmap(D.Map, D.MapBytes);
    void *P = mmap(nullptr, Data + Page, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (P == MAP_FAILED) {
      std::perror("model: mmap");
      std::abort();
    }
    D.Map = static_cast<char *>(P);
    D.MapBytes = Data + Page;
    D.Guard = D.Map + Data;
    mprotect(D.Guard, Page, PROT_NONE);
    struct sigaction Action = {};
    Action.sa_sigaction = onFault;
    Action.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &Action, nullptr);
  }
  // 16-byte aligned, ending at the guard page or at most 15 bytes before.
  size_t Rounded = (Bytes + 15) / 16 * 16;
  D.Bytes = Bytes;
  D.Base = D.Guard - Rounded;
  std::memset(D.Map, 0, D.Guard - D.Map);
}

/// A launch's configuration, what the chevrons hold. Grid and block may be
/// integers or dim3, the stream 0, NULL or a stream.
struct Chevron {
  dim3 Grid, Block;
  size_t SharedBytes;

  /// Runs Kernel on every thread with copies of Args: run-model.py passes a
  /// generic lambda that calls the kernel, so that a template kernel's
  /// arguments are deduced as the CUDA compiler deduces them.
  template <typename KernelT, typename... ArgTs>
  void operator()(KernelT &&Kernel, ArgTs &&...Args) const {
    unsigned Threads = Block.x * Block.y * Block.z;
    if (Threads == 0 || Threads > 1024 || Grid.x * Grid.y * Grid.z == 0)
      lastError() = 9; // cudaErrorInvalidConfiguration; run() reports it
    setDynamicShared(SharedBytes);
    // Arguments are lvalues here: each thread's call copies them into the
    // kernel's by-value parameters, never moves from them.
    auto Invoke = [&] { Kernel(Args...); };
    detail::run(
        Grid, Block,
        [](void *P) { (*static_cast<decltype(Invoke) *>(P))(); }, &Invoke);
  }
};

inline Chevron chevron(dim3 Grid, dim3 Block, size_t SharedBytes = 0,
                       Stream * = nullptr) {
  return Chevron{Grid, Block, SharedBytes};
}

/// A program with its own main() does not call finish(): when it leaves,
/// the model's verdict still decides the exit status (3 when the model
/// reported errors), so that a run with model errors never passes.
inline void exitWithVerdict() {
  if (rt().Finished || rt().Errors == 0)
    return;
  std::fflush(stdout);
  std::printf("model: %u errors\n", rt().Errors);
  std::fflush(stdout);
  std::_Exit(3);
}

inline const bool VerdictAtExit = (std::atexit(exitWithVerdict), true);

} // namespace hipmodel

// HIP's launch macro, with its dynamic shared memory and stream. As in HIP,
// where it expands to a chevron launch, the kernel is called, not passed:
// a template kernel's arguments are deduced from the call.
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define hipLaunchKernelGGL(Kernel, Grid, Block, SharedBytes, Stream, ...)      \
  ::hipmodel::chevron(Grid, Block, SharedBytes, Stream)(                       \
      [&](auto &&...hipmodelArgs_) { Kernel(hipmodelArgs_...); },              \
      ##__VA_ARGS__)
// HIP's spelling of an extern __shared__ array.
#define HIP_DYNAMIC_SHARED(Type, Name)                                         \
  static Type *const &Name = ::hipmodel::dynamicShared<Type>();
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

#endif // HIPPORT_TEST_MODEL_WARPMODELLAUNCH_H
