//===- ConversionResult.cpp -----------------------------------------------===//
#include "Rewrite/ConversionResult.h"
#include "llvm/ADT/Twine.h"

using namespace hipport;

std::pair<unsigned, unsigned> FileConversion::position(unsigned Offset) const {
  llvm::StringRef Before = llvm::StringRef(Original).take_front(Offset);
  size_t LineStart = Before.rfind('\n');
  unsigned Column =
      Offset - (LineStart == llvm::StringRef::npos ? 0 : LineStart + 1) + 1;
  return {static_cast<unsigned>(Before.count('\n')) + 1, Column};
}

Finding FileConversion::findingAt(unsigned Offset, llvm::StringRef Rule,
                                  const llvm::Twine &Message) const {
  Finding F;
  F.Rule = Rule.str();
  F.File = DisplayPath;
  std::tie(F.Line, F.Column) = position(Offset);
  F.Message = Message.str();
  return F;
}
