//===- UnitRunner.cpp -----------------------------------------------------===//
#include "Driver/UnitRunner.h"

using namespace hipport;

MergedResult hipport::convertUnits(const InputPlan &Plan,
                                   const JobSettings &Job,
                                   llvm::raw_ostream &Diag) {
  MergedResult Merged;
  for (bool Headers : {false, true}) {
    for (const PlannedFile &File : Plan.Files) {
      bool Wanted = Headers ? !File.IsTranslationUnit &&
                                  !Merged.Seen.count(File.Path)
                            : File.IsTranslationUnit;
      if (!Wanted)
        continue;
      auto Result = convertTranslationUnit(Job, File.Input);
      if (!Result) {
        Diag << "hipport: error: " << llvm::toString(Result.takeError())
             << "\n";
        Merged.CompilerErrors[File.Path].push_back(
            "clang could not process this file");
        continue;
      }
      Merged.add(File.Path, std::move(*Result));
    }
  }
  return Merged;
}
