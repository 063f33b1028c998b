//===- CrashGuard.cpp -----------------------------------------------------===//
#include "Support/CrashGuard.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Process.h"
#include <atomic>
#include <csignal>
#include <memory>
#include <mutex>

using namespace hipport;

namespace {

std::atomic<bool> Recovering{true};

/// This thread's alternate signal stack, installed on first use and
/// removed when the thread ends. A thread that has one already (one a
/// sanitizer installed) keeps it.
class AlternateSignalStack {
public:
  AlternateSignalStack() {
    stack_t Current;
    if (sigaltstack(nullptr, &Current) == 0 && !(Current.ss_flags & SS_DISABLE))
      return;
    Memory = std::make_unique<char[]>(Size);
    stack_t Own{};
    Own.ss_sp = Memory.get();
    Own.ss_size = Size;
    if (sigaltstack(&Own, nullptr) != 0)
      Memory.reset();
  }
  ~AlternateSignalStack() {
    if (!Memory)
      return;
    stack_t Off{};
    Off.ss_flags = SS_DISABLE;
    sigaltstack(&Off, nullptr);
  }

private:
  /// Room for the recovery handler, which only jumps back to
  /// runSurvivingCrash.
  static constexpr size_t Size = 256 << 10;
  std::unique_ptr<char[]> Memory;
};

/// Has the handlers CrashRecoveryContext installed run on the alternate
/// stack: on an exhausted one they cannot, and the kernel ends the process.
void handleOnAlternateStack() {
  for (int Signal : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP}) {
    struct sigaction Action;
    if (sigaction(Signal, nullptr, &Action) == 0 &&
        !(Action.sa_flags & SA_ONSTACK)) {
      Action.sa_flags |= SA_ONSTACK;
      sigaction(Signal, &Action, nullptr);
    }
  }
}

} // namespace

bool hipport::runSurvivingCrash(llvm::function_ref<void()> Fn) {
  if (!Recovering) {
    Fn();
    return true;
  }
  static std::once_flag Enabled;
  std::call_once(Enabled, [] {
    llvm::CrashRecoveryContext::Enable();
    handleOnAlternateStack();
  });
  thread_local AlternateSignalStack Stack;
  llvm::CrashRecoveryContext Context;
  return Context.RunSafely(Fn);
}

void hipport::reportCrashesUnrecovered() { Recovering = false; }

void hipport::crashForTesting(llvm::StringRef Point) {
  static const std::optional<std::string> Wanted =
      llvm::sys::Process::GetEnv("HIPPORT_TESTING_CRASH");
  if (Wanted && *Wanted == Point)
    LLVM_BUILTIN_TRAP;
}
