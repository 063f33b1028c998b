//===- BufferConverter.h - convert on a document's unsaved text -*- C++ -*-===//
//
// "Convert this file to HIP" and its preview: the editor's text converted
// exactly as `hipport convert FILE -o OUT` converts the saved file, with the
// flags, configuration and HIP version lint uses for it. The conversion
// runs in-process through the convert driver itself (runConvert), on the
// temporary copy the linter stages, into a private temporary directory; the
// user's file is never written.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_BUFFERCONVERTER_H
#define HIPPORT_LSP_BUFFERCONVERTER_H

#include "Lsp/BufferLinter.h"

namespace hipport {
namespace lsp {

struct BufferConversion {
  /// The text that was converted.
  std::string Text;
  /// What `hipport convert` wrote for it.
  std::string Converted;
  /// convert exited with status 1: clang could not parse all of the text
  /// (the conversion is partial, yet written, as the command line does).
  bool Partial = false;
  /// For a partial conversion: convert's first error, in the file's terms.
  std::string Problem;
  /// The compat header convert wrote next to the output, when Converted
  /// includes it (a shim: docs/compat-header.md); empty when not.
  std::string CompatHeader;

  bool changes() const { return Converted != Text; }
};

/// Converts Text as the contents of File (absolute) with Linter's settings
/// and File's flags. An error when convert refuses (its status 2) or writes
/// nothing; the message is convert's, in File's terms. Log receives flag
/// notes and, when the conversion is not clean, convert's messages.
llvm::Expected<BufferConversion> convertBuffer(BufferLinter &Linter,
                                               llvm::StringRef File,
                                               llvm::StringRef Text,
                                               llvm::raw_ostream &Log);

} // namespace lsp
} // namespace hipport

#endif
