//===- ConvertSession.h - One `hipport convert` run -------------*- C++ -*-===//
#ifndef HIPPORT_DRIVER_CONVERTSESSION_H
#define HIPPORT_DRIVER_CONVERTSESSION_H

#include "Diagnostics/RuleCatalog.h"
#include "Driver/TranslationUnitJob.h"
#include "Report/ConvertReport.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {

/// Exit codes of `hipport convert`, as documented in docs/cli.md.
enum ExitCode : int {
  ExitConverted = 0,
  ExitConvertedWithErrors = 1,
  ExitUsageError = 2,
};

struct ConvertRequest {
  std::vector<std::string> Inputs;
  std::string Output;
  std::string ReportPath;
  std::optional<ReportFormat> Format;
  JobSettings Job;
};

/// Converts the request's inputs, writes outputs and the report, prints
/// findings to Diag, and returns the exit code.
int runConvert(const ConvertRequest &Request, const RuleCatalog &Rules,
               llvm::raw_ostream &Diag);

} // namespace hipport

#endif
