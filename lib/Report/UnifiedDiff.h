//===- UnifiedDiff.h - `diff -u` of a conversion ----------------*- C++ -*-===//
#ifndef HIPPORT_REPORT_UNIFIEDDIFF_H
#define HIPPORT_REPORT_UNIFIEDDIFF_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipport {

/// The unified diff (3 lines of context) turning Old into New, with
/// `--- a/Name` / `+++ b/Name` headers; empty when the texts are equal.
std::string unifiedDiff(llvm::StringRef Old, llvm::StringRef New,
                        llvm::StringRef Name);

} // namespace hipport

#endif
