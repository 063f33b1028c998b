//===- PartialAnalysis.h - Files clang could not parse in full --*- C++ -*-===//
//
// A file with errors is analysed only in part: the checks see what clang
// recovered, the token recognisers what it did not parse, and neither is the
// whole truth. Such a file must never look clean (no finding, exit status
// 0), so each gets a hipport-partial-analysis finding carrying clang's first
// error: at that error in every project file that has one, and, when the
// errors are all in files the unit includes, at the #include that leads to
// the first of them in the unit's own file.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_PARTIALANALYSIS_H
#define HIPPORT_REWRITE_PARTIALANALYSIS_H

#include "Rewrite/RewriteContext.h"

namespace hipport {

/// Reports the unit's partly analysed files; call once clang is done.
void reportPartialAnalysis(RewriteContext &Ctx);

} // namespace hipport

#endif
