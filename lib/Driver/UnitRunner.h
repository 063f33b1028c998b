//===- UnitRunner.h - Running every unit of a plan --------------*- C++ -*-===//
#ifndef HIPPORT_DRIVER_UNITRUNNER_H
#define HIPPORT_DRIVER_UNITRUNNER_H

#include "Driver/InputPlan.h"
#include "Driver/ProgressLine.h"
#include "Driver/ResultMerger.h"
#include "Driver/TranslationUnitJob.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {

/// Parses every translation unit of the plan, then every header that no
/// unit included (on its own), and merges the results. Units clang cannot
/// start on are reported to Diag and recorded as compiler errors. Progress,
/// when given, counts every source file of the plan.
MergedResult convertUnits(const InputPlan &Plan, const JobSettings &Job,
                          llvm::raw_ostream &Diag,
                          ProgressLine *Progress = nullptr);

} // namespace hipport

#endif
