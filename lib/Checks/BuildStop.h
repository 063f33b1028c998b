//===- BuildStop.h - hipport's #error before a function ---------*- C++ -*-===//
//
// Where hipport leaves code that the target HIP rejects or that runs wrong
// on 64-lane wavefronts, `convert` writes `#error "hipport: ..."` before the
// function, so that the converted file stops the build with hipport's
// explanation instead of HIP's (HIP 7's "The mask must be a 64-bit integer"
// invites the half-fix) or, on older HIP, no message at all.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_BUILDSTOP_H
#define HIPPORT_CHECKS_BUILDSTOP_H

#include "llvm/ADT/StringRef.h"

namespace clang {
class FunctionDecl;
} // namespace clang

namespace hipport {

class RewriteContext;

/// Whether a stop for F is written: in `convert`, before F when it is in
/// the unit's own file, else before the #include of that file that brings
/// F in (a header is shared with units that may not need the stop).
bool writesBuildStop(const RewriteContext &Ctx, const clang::FunctionDecl *F);

/// Writes `#error "hipport: <Message>"` on its own line where
/// writesBuildStop() says, unless the line before holds hipport's stop
/// already (a second conversion of the output).
void stopBuildBefore(RewriteContext &Ctx, const clang::FunctionDecl *F,
                     llvm::StringRef Message);

} // namespace hipport

#endif
