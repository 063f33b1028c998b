//===- BuildFileUnits.cpp -------------------------------------------------===//
#include "Driver/BuildFileUnits.h"
#include "BuildFiles/BuildFileScan.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace hipport;

llvm::Error hipport::addBuildFiles(InputPlan &Plan, bool Rewrite,
                                   const ConvertOptions &Options,
                                   MergedResult &Merged,
                                   llvm::raw_ostream &Diag) {
  BuildFileOptions ScanOptions;
  ScanOptions.OffloadArch = Options.OffloadArch;
  for (const PlannedFile &File : Plan.BuildFiles) {
    auto Buffer = llvm::MemoryBuffer::getFile(File.Path, /*IsText=*/false);
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(), "cannot read '%s': %s",
                                     File.Input.c_str(),
                                     Buffer.getError().message().c_str());
    llvm::StringRef Text = (*Buffer)->getBuffer();
    BuildFileScan Scan =
        scanBuildFile(buildFileKind(File.Path), File.Input, Text, ScanOptions);
    if (!Scan.Error.empty())
      Diag << "hipport: warning: " << File.Input << ":" << Scan.ErrorLine
           << ": cannot read this CMake file past here (" << Scan.Error
           << "); it is reported up to there and not rewritten\n";
    FileConversion Conversion;
    Conversion.Path = File.Path;
    Conversion.DisplayPath = File.Input;
    Conversion.Original = Text.str();
    for (Finding &F : Scan.Findings) {
      if (Rewrite && Scan.Error.empty() && Options.ruleEnabled(F.Rule))
        for (const FixIt &Fix : F.Fixes)
          Conversion.Edits.add(Fix.Offset, Fix.Length, Fix.Text);
      Merged.Findings.insert(std::move(F));
    }
    if (!Rewrite)
      continue;
    Merged.Files[File.Path] = std::move(Conversion);
    Plan.Files.push_back(File);
  }
  return llvm::Error::success();
}
