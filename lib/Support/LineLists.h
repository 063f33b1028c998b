//===- LineLists.h - "lines 5, 8" in messages -------------------*- C++ -*-===//
#ifndef HIPPORT_SUPPORT_LINELISTS_H
#define HIPPORT_SUPPORT_LINELISTS_H

#include <set>
#include <string>

namespace hipport {

/// "5, 8, 12".
std::string lineNumbers(const std::set<unsigned> &Lines);
/// "line 5" or "lines 5, 8, 12"; empty for no lines.
std::string linesPhrase(const std::set<unsigned> &Lines);

} // namespace hipport

#endif
