//===- WarpNames.cpp ------------------------------------------------------===//
#include "Support/WarpNames.h"
#include "llvm/ADT/StringExtras.h"
#include <string>

using namespace hipport;

/// Lower case without underscores: WARP_SIZE, warpSize and warpsize match.
static std::string squashed(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name)
    if (C != '_')
      Out += llvm::toLower(C);
  return Out;
}

bool hipport::isWarpWidthName(llvm::StringRef Name) {
  std::string S = squashed(Name);
  if (S == "warp" || S == "kwarp")
    return true;
  // WS, kWS, WSIZE (a compaction kernel's `threadIdx.x % WS`), and lanes
  // counted by their number or its log (NUM_LANES, LOG_LANES).
  if (S == "ws" || S == "kws" || S == "wsize" || S == "kwsize")
    return true;
  if (llvm::StringRef(S).ends_with("lanes") &&
      S.find("plane") == std::string::npos)
    return true;
  for (const char *Log :
       {"logwarp", "log2warp", "warplog", "warpbits", "warpshift", "lanebits"})
    if (S.find(Log) != std::string::npos)
      return true;
  return isWarpSizeName(Name);
}

bool hipport::isWarpSizeName(llvm::StringRef Name) {
  std::string S = squashed(Name);
  return S.find("warpsize") != std::string::npos ||
         S.find("warpsz") != std::string::npos ||
         S.find("threadsperwarp") != std::string::npos ||
         S.find("lanesperwarp") != std::string::npos;
}

bool hipport::isLaneName(llvm::StringRef Name) {
  std::string S = squashed(Name);
  if (S.find("plane") != std::string::npos)
    return false;
  return S == "lane" || S.rfind("lane", 0) == 0 ||
         llvm::StringRef(S).ends_with("lane") ||
         llvm::StringRef(S).ends_with("laneid") ||
         llvm::StringRef(S).ends_with("laneidx");
}
