//===- WarpSizeDefinitions.cpp --------------------------------------------===//
#include "BuildFiles/WarpSizeDefinitions.h"
#include "Support/WarpNames.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;

static bool isWordEnd(char C) {
  return llvm::isSpace(C) || C == '"' || C == '\'' || C == ';' || C == ')';
}

std::vector<WarpSizeDefinition>
hipport::findWarpSizeDefinitions(llvm::StringRef Text, bool BareDefinitions) {
  std::vector<WarpSizeDefinition> Found;
  size_t DefineFlag = llvm::StringRef::npos; // A lone -D before this word.
  for (size_t I = 0; I < Text.size();) {
    if (isWordEnd(Text[I])) {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Text.size() && !isWordEnd(Text[End]))
      ++End;
    llvm::StringRef Word = Text.slice(I, End);
    size_t Start = I;
    bool Flagged = false;
    if (Word == "-D") {
      DefineFlag = I;
      I = End;
      continue;
    }
    if (DefineFlag != llvm::StringRef::npos) {
      Start = DefineFlag;
      Flagged = true;
    } else if (Word.consume_front("-D")) {
      Flagged = true;
    }
    DefineFlag = llvm::StringRef::npos;
    I = End;
    if (!Flagged && !BareDefinitions)
      continue;
    auto [Name, Value] = Word.split('=');
    // WARP_SIZE=32, WARP_SIZE=(32), WARP_SIZE=32u
    Value = Value.trim("()").rtrim("uUlL");
    if (Value == "32" && isWarpSizeName(Name))
      Found.push_back({Start, Name.str(), Value.str()});
  }
  return Found;
}

std::string
hipport::warpSizeDefinitionMessage(const WarpSizeDefinition &Definition) {
  return "defines " + Definition.Name +
         " as 32 for the whole build; AMD CDNA GPUs (gfx9: gfx90a, gfx942) "
         "run 64-lane wavefronts: use warpSize in device code, or define " +
         Definition.Name + " per target (64 for gfx9, 32 only for RDNA)";
}
