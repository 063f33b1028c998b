//===- WarpNames.h - Names that say "warp size" or "lane" -------*- C++ -*-===//
//
// Code that assumes 32-lane warps usually names the assumption: a WARP_SIZE
// macro, a laneId variable. The source checks and the build-file scanner
// (a -DWARP_SIZE=32 in a Makefile) recognise the names the same way.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_SUPPORT_WARPNAMES_H
#define HIPPORT_SUPPORT_WARPNAMES_H

#include "llvm/ADT/StringRef.h"

namespace hipport {

/// A name that says "warp size": WARP_SIZE, kWarpSize, warpsize, WARPSZ.
bool isWarpSizeName(llvm::StringRef Name);
/// A warp-size name, or one that says so when it meets lane arithmetic: a
/// bare WARP (`tid % WARP`) or a log2 (`tid >> LOG_WARP`, WARP_BITS).
bool isWarpWidthName(llvm::StringRef Name);
/// A name that says "lane".
bool isLaneName(llvm::StringRef Name);

} // namespace hipport

#endif
