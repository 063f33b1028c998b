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

/// Prints a configuration error (a table or configuration file error keeps
/// its FILE:LINE:COL form) and returns exit status 2.
int reportConfigError(llvm::StringRef Command, llvm::Error Err);

int runConvertCommand(llvm::ArrayRef<std::string> Args);
int runLintCommand(llvm::ArrayRef<std::string> Args);
int runLspCommand(llvm::ArrayRef<std::string> Args);
int runMappingsCommand(llvm::ArrayRef<std::string> Args);

} // namespace hipport

#endif
