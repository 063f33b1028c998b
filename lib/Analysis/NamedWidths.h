//===- NamedWidths.h - Where the names that hold a lane count are used -*-===//
//
// A warp size held in a name (`#define WS 32`, `static const int warpsize =
// 32`) is a project decision: respelling the sites of one assumption with
// warpSize is right only when every use of the name in view is such a site.
// A use that is not (a shared array sized by it, a host-side grid size, a
// per-warp slot) keeps meaning 32 lanes, and fixing the rest would leave it
// behind. These helpers find every use of such a name in the unit's
// project code, so the analysis can tell.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_ANALYSIS_NAMEDWIDTHS_H
#define HIPPORT_ANALYSIS_NAMEDWIDTHS_H

#include "clang/Basic/SourceLocation.h"
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>

namespace clang {
class ASTContext;
class Expr;
class SourceManager;
class FunctionDecl;
class LangOptions;
class VarDecl;
} // namespace clang

namespace hipport {

/// The name a constant is held in: an object-like macro (by name) or a
/// variable (by declaration).
using WidthHolder = std::pair<const clang::VarDecl *, std::string>;
/// Where a holder is used: the expansion locations of its uses.
using HolderUses = std::map<WidthHolder, std::set<clang::SourceLocation>>;
/// The same with the function each use is in (null outside functions; a
/// template's pattern for its instances).
using HolderUsesByFunction =
    std::map<WidthHolder,
             std::map<clang::SourceLocation, const clang::FunctionDecl *>>;

/// The holders used inside E (the constant of a site: `WS`, `WS - 1`,
/// `warpsize / 2`), with where.
void holderUsesIn(const clang::Expr *E, clang::ASTContext &AST,
                  HolderUses &Uses);

/// Every use of every holder in the project code of the unit.
HolderUsesByFunction
projectHolderUses(clang::ASTContext &AST,
                  const std::function<bool(clang::SourceLocation)> &InProject);

/// The printable name of a holder.
inline const std::string &holderName(const WidthHolder &H) { return H.second; }

/// R with each end that is the first or last token of a macro expansion
/// written in a file (`% WS`, where WS expands to 32) moved to where the
/// macro is written, so that the range can be replaced as text. Ends inside
/// a macro's body (`LANE(t)`'s `% 32`) stay: they are not written once.
clang::SourceRange rangeOverMacroUses(clang::SourceRange R,
                                      const clang::SourceManager &SM,
                                      const clang::LangOptions &LO);

} // namespace hipport

#endif
