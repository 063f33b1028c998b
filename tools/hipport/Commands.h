//===- Commands.h - hipport's subcommands -----------------------*- C++ -*-===//
#ifndef HIPPORT_TOOLS_COMMANDS_H
#define HIPPORT_TOOLS_COMMANDS_H

#include "Mapping/MappingTable.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipport {

/// Where mappings/, rules/ and share/ are: $HIPPORT_DATA_DIR, else the
/// directory fixed at build time.
std::string dataDirectory();

/// Built-in tables, then each user table in order (later entries win).
llvm::Error loadTables(MappingTable &Table,
                       const std::vector<std::string> &UserTables);

int runConvertCommand(llvm::ArrayRef<std::string> Args);
int runMappingsCommand(llvm::ArrayRef<std::string> Args);

} // namespace hipport

#endif
