//===- CommonOptions.h - Options convert and lint share ---------*- C++ -*-===//
#ifndef HIPPORT_TOOLS_COMMONOPTIONS_H
#define HIPPORT_TOOLS_COMMONOPTIONS_H

#include "ArgReader.h"
#include "Diagnostics/RuleCatalog.h"
#include "Driver/TranslationUnitJob.h"
#include "Mapping/MappingTable.h"

namespace hipport {

struct CommonOptions {
  std::vector<std::string> UserTables;
  std::string CudaPath;
  /// Parse against the generated CUDA declarations (--no-cuda-sdk).
  bool NoCudaSdk = false;
  std::string ConfigPath;
  /// -p: a compile_commands.json or the build directory holding one.
  std::string DatabasePath;
  std::vector<std::string> ClangArgs;
  unsigned Jobs = 0;
  PrologueMode Prologue = PrologueMode::Auto;
  bool ReuseResults = true;
  ConvertOptions Options;
};

/// Consumes one option shared by convert and lint; false when the next
/// argument is not one of them. Sets Error on a bad value.
bool readCommonOption(ArgReader &Reader, CommonOptions &Common,
                      std::string &Error);

/// Splits off the arguments after `--`.
llvm::ArrayRef<std::string> splitClangArgs(llvm::ArrayRef<std::string> All,
                                           std::vector<std::string> &Clang);

/// What both commands load before running: the tables, the rule catalogue
/// with the project configuration applied, the CUDA installation. Errors
/// are configuration errors (exit 2).
llvm::Error prepareJob(CommonOptions &Common, MappingTable &Table,
                       RuleCatalog &Rules, JobSettings &Job);

extern const char CommonOptionsHelp[];

} // namespace hipport

#endif
