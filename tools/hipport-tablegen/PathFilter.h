//===- PathFilter.h - Is a location inside the dumped header tree? -*- C++ -*-//
//
// The tool is asked about one library's headers, but the translation unit
// pulls in the C and C++ standard libraries too. Only declarations whose file
// lies under one of the given directory prefixes are reported.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_PATHFILTER_H
#define HIPPORT_TABLEGEN_PATHFILTER_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {
namespace tablegen {

class PathFilter {
public:
  /// Prefixes are resolved to real paths once: /usr/local/cuda is usually a
  /// symlink to a versioned directory and clang reports either spelling.
  explicit PathFilter(const std::vector<std::string> &Prefixes);

  /// The real path of the file that \p Loc is expanded in, if that file lies
  /// under a prefix. Declarations written by a macro count for the file that
  /// invokes the macro, which is where a user would find them.
  std::optional<std::string> fileUnderPrefix(const clang::SourceManager &SM,
                                             clang::SourceLocation Loc);

  /// Calls Visit for each macro still defined in PP (builtins aside) whose
  /// definition lies under a prefix, with that file.
  void forEachMacroUnderPrefix(
      const clang::Preprocessor &PP,
      llvm::function_ref<void(const clang::IdentifierInfo &,
                              const clang::MacroInfo &, const std::string &)>
          Visit);

private:
  std::optional<std::string> classify(const clang::SourceManager &SM,
                                      clang::FileID FID) const;

  std::vector<std::string> RealPrefixes;
  // Headers are entered many times; resolving the real path once per FileID
  // keeps the walk over a few hundred thousand declarations fast.
  llvm::DenseMap<clang::FileID, std::optional<std::string>> Cache;
};

} // namespace tablegen
} // namespace hipport

#endif
