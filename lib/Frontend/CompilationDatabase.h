//===- CompilationDatabase.h - Per-file flags from compile_commands.json -*-
// C++ -*-===//
//
// `-p BUILD_DIR` reads the build's compile_commands.json (through clang's
// JSONCompilationDatabase, "arguments" and "command" forms) and gives each
// file the flags its build used, translated to clang CUDA (NvccFlags.h), with
// relative paths resolved against the entry's "directory" so that the file
// parses as it compiles, wherever hipport runs.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_FRONTEND_COMPILATIONDATABASE_H
#define HIPPORT_FRONTEND_COMPILATIONDATABASE_H

#include "Frontend/NvccFlags.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace hipport {

/// The clang arguments the database gives one file.
struct DatabaseArgs {
  /// Translated; paths absolute; without the compiler, the input and -o.
  std::vector<std::string> Args;
  /// The file of the entry they come from.
  std::string EntryFile;
  /// The file has no entry: Args are those of the nearest entry.
  bool Inferred = false;
};

class CompilationDatabase {
public:
  /// Loads PathOrDir: a compile_commands.json, or a directory holding one.
  /// A relative "directory" in an entry is relative to the JSON file's
  /// directory. Errors say what is wrong with the file.
  static llvm::Expected<CompilationDatabase> load(llvm::StringRef PathOrDir);

  /// The JSON file, as found.
  const std::string &path() const { return JsonPath; }
  /// Every file with an entry: absolute, normalised, sorted.
  const std::vector<std::string> &files() const { return Files; }
  bool contains(llvm::StringRef AbsolutePath) const;

  /// File's arguments (File absolute): those of its first entry or, when it
  /// has none, those of the entry nearest to it in the directory tree (as
  /// clang's interpolating database does, but after the translation, so
  /// that nvcc flags are never mistaken for inputs). Flag notes are
  /// appended to Notes. Errors (a flag clang rejects, an unreadable options
  /// file) name the entry.
  llvm::Expected<DatabaseArgs> argsFor(llvm::StringRef File,
                                       std::vector<FlagNote> &Notes) const;

private:
  std::string JsonPath;
  std::vector<std::string> Files;
  std::unique_ptr<clang::tooling::JSONCompilationDatabase> Database;

  const std::string *nearestEntry(llvm::StringRef File) const;
};

} // namespace hipport

#endif
