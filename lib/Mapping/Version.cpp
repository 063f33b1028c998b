//===- Version.cpp --------------------------------------------------------===//
#include "Mapping/Version.h"

using namespace hipport;

std::optional<Version> Version::parse(llvm::StringRef Text) {
  Version V;
  auto [MajorText, MinorText] = Text.trim().split('.');
  if (MajorText.empty() || MajorText.getAsInteger(10, V.Major))
    return std::nullopt;
  if (!MinorText.empty() && MinorText.getAsInteger(10, V.Minor))
    return std::nullopt;
  if (MinorText.empty() && Text.contains('.'))
    return std::nullopt;
  return V;
}

std::string Version::str() const {
  return std::to_string(Major) + "." + std::to_string(Minor);
}
