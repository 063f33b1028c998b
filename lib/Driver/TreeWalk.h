//===- TreeWalk.h - Listing an input tree, and what cannot be read -*- C++
//-*-===//
//
// A tree holds more than sources: build files, data, version-control
// metadata, and sometimes links that lead nowhere or back into the tree.
// The walk lists every regular file once, in a stable order, and says why
// anything else was left out; it never stops at the first bad entry.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_TREEWALK_H
#define HIPPORT_DRIVER_TREEWALK_H

#include "Report/ConvertReport.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {

struct TreeListing {
  /// Regular files (or links to them) below the root, sorted.
  std::vector<std::string> Files;
  /// Dangling links, link loops, unreadable directories, special files.
  std::vector<SkippedFile> Skipped;
};

/// Lists Root recursively, following symbolic links but not into a
/// directory that is already being walked (a loop). Version-control
/// directories (.git, .svn, .hg) are not entered.
TreeListing walkTree(llvm::StringRef Root);

/// Why a source file cannot be converted (it cannot be read, holds a NUL
/// byte, or is not UTF-8), or nothing when it can.
std::optional<std::string> unconvertibleReason(llvm::StringRef Path);

} // namespace hipport

#endif
