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

/// Whether a stop before a function at Loc is written: in `convert`, and
/// only in the unit's own file (a header is shared with units that may not
/// need it).
bool writesBuildStop(const RewriteContext &Ctx, const clang::FunctionDecl *F);

/// Writes `#error "hipport: <Message>"` on its own line before F's
/// declaration, unless writesBuildStop() says no or the line before holds
/// hipport's stop already (a second conversion of the output).
void stopBuildBefore(RewriteContext &Ctx, const clang::FunctionDecl *F,
                     llvm::StringRef Message);

} // namespace hipport

#endif
