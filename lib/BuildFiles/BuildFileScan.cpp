//===- BuildFileScan.cpp --------------------------------------------------===//
#include "BuildFiles/BuildFileScan.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace hipport;

BuildFileKind hipport::buildFileKind(llvm::StringRef Path) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  if (Name == "CMakeLists.txt" || Name.ends_with(".cmake"))
    return BuildFileKind::CMake;
  if (Name == "Makefile" || Name == "makefile" || Name == "GNUmakefile" ||
      Name.ends_with(".mk"))
    return BuildFileKind::Make;
  return BuildFileKind::None;
}

BuildFileScan hipport::scanBuildFile(BuildFileKind Kind,
                                     llvm::StringRef DisplayPath,
                                     llvm::StringRef Text,
                                     const BuildFileOptions &Options) {
  BuildFileScan Scan;
  if (Kind == BuildFileKind::CMake)
    Scan = scanCMakeFile(DisplayPath, Text, Options);
  else if (Kind == BuildFileKind::Make)
    Scan = scanMakefile(DisplayPath, Text, Options);
  std::stable_sort(Scan.Findings.begin(), Scan.Findings.end());
  return Scan;
}

LineTable::LineTable(llvm::StringRef Text) {
  Starts.push_back(0);
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      Starts.push_back(I + 1);
}

std::pair<unsigned, unsigned> LineTable::position(unsigned Offset) const {
  auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  unsigned Line = It - Starts.begin();
  return {Line, Offset - Starts[Line - 1] + 1};
}

unsigned LineTable::lineStart(unsigned Offset) const {
  return Starts[position(Offset).first - 1];
}
