//===- CrashGuard.cpp -----------------------------------------------------===//
#include "Support/CrashGuard.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Process.h"
#include <mutex>

using namespace hipport;

bool hipport::runSurvivingCrash(llvm::function_ref<void()> Fn) {
  static std::once_flag Enabled;
  std::call_once(Enabled, [] { llvm::CrashRecoveryContext::Enable(); });
  llvm::CrashRecoveryContext Context;
  return Context.RunSafely(Fn);
}

void hipport::crashForTesting(llvm::StringRef Point) {
  static const std::optional<std::string> Wanted =
      llvm::sys::Process::GetEnv("HIPPORT_TESTING_CRASH");
  if (Wanted && *Wanted == Point)
    LLVM_BUILTIN_TRAP;
}
