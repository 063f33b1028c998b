//===- TidyData.h - The data files the clang-tidy checks read ---*- C++ -*-===//
//
// The checks need hipport's rule catalogue (rules/*.yaml: severities and
// parameters such as the LDS limits) and its mapping tables (mappings/: how
// the target HIP spells a replacement). The plugin finds them without the
// hipport binary: in $HIPPORT_DATA_DIR when set, else in share/hipport next
// to the plugin's own directory, as installed (PREFIX/lib/libhipportTidy.so
// and PREFIX/share/hipport) and as built (build/lib/Tidy/ and build/share/
// hipport, which links to the source tree).
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TIDY_TIDYDATA_H
#define HIPPORT_TIDY_TIDYDATA_H

#include "Diagnostics/RuleCatalog.h"
#include "Mapping/MappingTable.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipport {

struct TidyData {
  std::string Directory;
  RuleCatalog Rules;
  MappingTable Table;
};

/// The data directories to try, in order, for a plugin at PluginPath.
std::vector<std::string> tidyDataCandidates(llvm::StringRef PluginPath);

/// The data, loaded once per process; an error names the directories tried
/// or the file that did not load.
llvm::Expected<const TidyData &> tidyData();

} // namespace hipport

#endif
