//===- CrashGuard.h - Surviving a crash inside clang ------------*- C++ -*-===//
//
// A crash in clang (or in hipport's passes under it) while one unit is
// parsed must cost that unit, not the process and every other unit of the
// run: a precompiled prologue that crashes is given up, and a unit that
// crashes without one is reported as not converted. Code run through
// runSurvivingCrash that receives a fatal signal (or traps) returns false
// instead of ending hipport; what it had allocated is leaked, since nothing
// it left behind can be trusted to be destroyed.
//
// A stack overflow (clang recursing without end on some broken code) is a
// crash like the others: the handlers run on an alternate signal stack of
// the thread's own, where there is room left.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_SUPPORT_CRASHGUARD_H
#define HIPPORT_SUPPORT_CRASHGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

namespace hipport {

/// Runs Fn on this thread; false when it crashed.
bool runSurvivingCrash(llvm::function_ref<void()> Fn);

/// For the fuzz targets, which must see every crash (AddressSanitizer's
/// report of it): from now on runSurvivingCrash only runs its function.
void reportCrashesUnrecovered();

/// For the test suite: crashes (traps) when the environment variable
/// HIPPORT_TESTING_CRASH names Point, so that the recovery around Point can
/// be tested. Does nothing otherwise.
void crashForTesting(llvm::StringRef Point);

} // namespace hipport

#endif
