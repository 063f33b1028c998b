//===- FileLint.h - Linting one file in-process -----------------*- C++ -*-===//
//
// What `hipport lint FILE` reports for one file, returned rather than
// printed, for callers that run many lints in one process (the language
// server, lib/Lsp).
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_FILELINT_H
#define HIPPORT_DRIVER_FILELINT_H

#include "Driver/TranslationUnitJob.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {

/// Whether lint reports F at all under Options (rule selection; findings
/// about headers hipport did not write are convert's business).
bool lintReports(const Finding &F, const ConvertOptions &Options);

/// Parses File (absolute) as one translation unit with Job (its flags in
/// Job.Frontend.FileArgs, if any) and returns lint's findings in File,
/// partial-analysis notes included, sorted. Compiler messages and notes go
/// to Diag. An error when File cannot be planned or clang cannot start.
/// Rewrites, when not null, says whether the parse rewrote File or found
/// fix-its in it: when it did neither, `convert` leaves File as it is.
llvm::Expected<std::vector<Finding>> lintFile(const JobSettings &Job,
                                              llvm::StringRef File,
                                              llvm::raw_ostream &Diag,
                                              bool *Rewrites = nullptr);

} // namespace hipport

#endif
