//===- SarifReport.cpp - The conversion report as SARIF 2.1.0 -------------===//
//
// The conversion's findings, unconverted references (hipport-unsupported-api,
// hipport-unmapped-api) and skipped files (hipport-skipped-file) among them,
// in the SARIF that `hipport lint` writes, so code-scanning tools read both.
//
//===----------------------------------------------------------------------===//
#include "Report/ConvertReport.h"
#include "Report/FindingFormats.h"

using namespace hipport;

void hipport::writeSarifReport(const ConvertReport &Report,
                               llvm::raw_ostream &OS) {
  FindingOutput Out{&Report.Findings, Report.Rules, ".", Report.ToolVersion};
  writeFindingsSarif(Out, OS);
}
