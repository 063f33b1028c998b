//===- TokenMasks.h - Ballots and masks through names, on tokens -*- C++
//-*-===//
//
// The token recognisers of TokenPatterns see literals; these follow names
// (TokenDeclarations), in code clang did not parse:
//
//   hipport-warp-ballot-truncation  a ballot or active mask kept in a 32-bit
//                                   variable (`unsigned b = __ballot_sync(..)`,
//                                   or through a project macro), and
//                                   __popc/__ffs/__clz/__brev of a ballot
//   hipport-warp-full-mask          a 32-bit mask held in a constant, a
//                                   variable, a default argument or a macro,
//                                   passed to a *_sync intrinsic
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_TOKENMASKS_H
#define HIPPORT_CHECKS_TOKENMASKS_H

#include "Checks/TokenDeclarations.h"

namespace hipport {

/// Runs the recognisers over the tokens of one region of File.
void checkTokenMasks(TokenReporter &Out, const TokenScan &Region,
                     const FileDeclarations &File, const MacroMeanings &Macros);

} // namespace hipport

#endif
