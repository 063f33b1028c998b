//===- Commands.h - hipport's subcommands -----------------------*- C++ -*-===//
#ifndef HIPPORT_TOOLS_COMMANDS_H
#define HIPPORT_TOOLS_COMMANDS_H

#include "Mapping/MappingTable.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipport {

/// Where hipport's data (mappings/, rules/, share/, docs/rules/) was found.
struct DataLocation {
  std::string Directory;
  /// Why this directory, for --version: "from HIPPORT_DATA_DIR", "next to
  /// the binary", "build tree: ...", or "not found; ...".
  std::string Origin;
  bool Found = false;
};

/// $HIPPORT_DATA_DIR when set; else share/hipport beside the binary's own
/// directory (PREFIX/bin/hipport finds PREFIX/share/hipport, wherever the
/// prefix was moved or unpacked); else the source directory the binary was
/// built from (the build tree's binary). Looked up once per process.
const DataLocation &dataLocation();

/// dataLocation().Directory.
std::string dataDirectory();

/// An error naming the directories tried when no data was found.
llvm::Error checkDataDirectory();

/// Built-in tables, then each user table in order (later entries win).
llvm::Error loadTables(MappingTable &Table,
                       const std::vector<std::string> &UserTables);

/// Prints a configuration error (a table or configuration file error keeps
/// its FILE:LINE:COL form) and returns exit status 2.
int reportConfigError(llvm::StringRef Command, llvm::Error Err);

/// Prints "hipport COMMAND: error: MESSAGE" and where the help is, and
/// returns exit status 2.
int reportUsageError(llvm::StringRef Command, const llvm::Twine &Message);

int runConvertCommand(llvm::ArrayRef<std::string> Args);
int runLintCommand(llvm::ArrayRef<std::string> Args);
int runLspCommand(llvm::ArrayRef<std::string> Args);
int runMappingsCommand(llvm::ArrayRef<std::string> Args);

} // namespace hipport

#endif
