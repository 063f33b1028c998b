//===- MappingLoader.h - Reading mapping tables from YAML -------*- C++ -*-===//
//
// The schema is documented in docs/mapping-schema.md. Every error carries the
// position of the offending node, formatted as "FILE:LINE:COL: error: ...".
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_MAPPING_MAPPINGLOADER_H
#define HIPPORT_MAPPING_MAPPINGLOADER_H

#include "Mapping/MappingTable.h"
#include "llvm/Support/Error.h"

namespace hipport {

/// Parses one table held in memory; Name is used in error messages.
llvm::Error loadMappingText(llvm::StringRef Text, llvm::StringRef Name,
                            MappingTable &Table);

/// Reads and parses one table file.
llvm::Error loadMappingFile(llvm::StringRef Path, MappingTable &Table);

/// The *.yaml files of a directory, in name order.
llvm::Expected<std::vector<std::string>> listTableFiles(llvm::StringRef Dir);

/// Loads every *.yaml file of a directory, in name order.
llvm::Error loadMappingDirectory(llvm::StringRef Dir, MappingTable &Table);

} // namespace hipport

#endif
