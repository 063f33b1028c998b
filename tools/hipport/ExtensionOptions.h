//===- ExtensionOptions.h - Which files of a tree are sources ---*- C++ -*-===//
#ifndef HIPPORT_TOOLS_EXTENSIONOPTIONS_H
#define HIPPORT_TOOLS_EXTENSIONOPTIONS_H

#include "ArgReader.h"
#include "Driver/InputPlan.h"

namespace hipport {

/// --source-extensions and --header-extensions (docs/cli.md, Trees), taken
/// by convert and lint. The two lists are checked together, once every
/// option is read.
struct ExtensionOptions {
  std::optional<std::string> Sources, Headers;

  /// Consumes one of the two options; false when the next argument is
  /// neither.
  bool read(ArgReader &Reader);
  /// Sets Tree's lists: an error for a malformed list, or for an extension
  /// given as both a source and a header.
  llvm::Error apply(TreeOptions &Tree) const;
};

extern const char ExtensionOptionsHelp[];

} // namespace hipport

#endif
