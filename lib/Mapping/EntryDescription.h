//===- EntryDescription.h - What a mapping entry says, in words -*- C++ -*-===//
//
// `hipport mappings query` and the language server's hover print the same
// text for an entry, so that the editor and the command line agree.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_MAPPING_ENTRYDESCRIPTION_H
#define HIPPORT_MAPPING_ENTRYDESCRIPTION_H

#include "Mapping/MappingEntry.h"
#include "Mapping/Version.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace hipport {

/// One line: "NAME (kind, library): HIP-NAME [HIP 6.2+]...", newline ended.
void describeEntry(const MappingEntry &E, llvm::raw_ostream &OS);

/// What E is converted to when the output targets Hip: the HIP spelling,
/// its fallback below the entry's since-version, or why there is none.
std::string describeEntryForHip(const MappingEntry &E, const Version &Hip);

} // namespace hipport

#endif
