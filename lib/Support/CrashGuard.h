//===- CrashGuard.h - Surviving a crash inside clang ------------*- C++ -*-===//
//
// Precompiled prologues are an optimisation: a crash in clang while one is
// built or loaded must cost the unit its speed-up, not the process. Code run
// through runSurvivingCrash that receives a fatal signal (or traps) returns
// false instead of ending hipport; what it had allocated is leaked, since
// nothing it left behind can be trusted to be destroyed.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_SUPPORT_CRASHGUARD_H
#define HIPPORT_SUPPORT_CRASHGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

namespace hipport {

/// Runs Fn on this thread; false when it crashed.
bool runSurvivingCrash(llvm::function_ref<void()> Fn);

/// For the test suite: crashes (traps) when the environment variable
/// HIPPORT_TESTING_CRASH names Point, so that the recovery around Point can
/// be tested. Does nothing otherwise.
void crashForTesting(llvm::StringRef Point);

} // namespace hipport

#endif
