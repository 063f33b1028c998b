//===- LineLists.cpp ------------------------------------------------------===//
#include "Support/LineLists.h"

std::string hipport::lineNumbers(const std::set<unsigned> &Lines) {
  std::string Out;
  for (unsigned Line : Lines)
    Out += (Out.empty() ? "" : ", ") + std::to_string(Line);
  return Out;
}

std::string hipport::linesPhrase(const std::set<unsigned> &Lines) {
  if (Lines.empty())
    return "";
  return (Lines.size() > 1 ? "lines " : "line ") + lineNumbers(Lines);
}
