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

/// Why a source file cannot be converted, and whether it can still be
/// copied into the output tree unchanged.
struct Unconvertible {
  std::string Reason;
  /// A readable regular file (a binary one): copied, so that the output
  /// tree has no hole where it was.
  bool Copyable = false;
};

/// Why a source file cannot be converted (it cannot be read, or holds a
/// NUL byte), or nothing when it can. Bytes that are not UTF-8 (a Latin-1
/// comment) do not stop a conversion: clang reads them in comments and
/// literals, and hipport edits bytes, so they are written back unchanged.
std::optional<Unconvertible> unconvertibleReason(llvm::StringRef Path);
/// Why a source file whose contents are Text cannot be converted.
std::optional<Unconvertible> unconvertibleText(llvm::StringRef Text);

} // namespace hipport

#endif
