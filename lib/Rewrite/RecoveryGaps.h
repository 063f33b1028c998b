//===- RecoveryGaps.h - Code clang's error recovery skipped -----*- C++ -*-===//
//
// After some errors clang skips tokens until it finds its footing again: an
// unknown macro after a function's declarator (`void k() LAUNCH_BOUNDS(256)
// {`) costs the body and whatever follows up to the next `;` outside braces,
// in a namespace often the rest of the file. Skipped code leaves nothing in
// the AST, not even an invalid declaration, so it shows only as a gap: the
// tokens of a file with errors that no declaration covers, other than the
// punctuation and namespace headers between declarations and the attributes
// that declarations' source ranges leave out.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_RECOVERYGAPS_H
#define HIPPORT_REWRITE_RECOVERYGAPS_H

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include <utility>
#include <vector>

namespace clang {
class LangOptions;
}

namespace hipport {

/// [Begin, End) byte offsets of one file.
using OffsetRange = std::pair<unsigned, unsigned>;

/// The runs of File's tokens outside Covered (the declarations clang
/// kept), Excluded (branches the preprocessor skipped, which are handled as
/// such) and preprocessor directives, each from its first to its last token
/// that is not mere punctuation between declarations.
std::vector<OffsetRange> recoveryGaps(const clang::SourceManager &SM,
                                      const clang::LangOptions &LO,
                                      clang::FileID File,
                                      std::vector<OffsetRange> Covered,
                                      llvm::ArrayRef<OffsetRange> Excluded);

} // namespace hipport

#endif
