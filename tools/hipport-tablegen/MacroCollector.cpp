//===- MacroCollector.cpp - Public macros of a header tree ----------------===//

#include "MacroCollector.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace hipport {
namespace tablegen {

bool MacroCollector::isIncludeGuard(const IdentifierInfo *II,
                                    const MacroInfo *MI) const {
  if (MI->isFunctionLike() || MI->getNumTokens() != 0)
    return false;
  // The preprocessor's multiple-include optimisation knows the guard of every
  // header written in the #ifndef/#define/#endif shape.
  const SourceManager &SM = PP.getSourceManager();
  FileID FID = SM.getFileID(SM.getExpansionLoc(MI->getDefinitionLoc()));
  if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID)) {
    HeaderFileInfo &HFI = PP.getHeaderSearchInfo().getFileInfo(*FE);
    if (HFI.getControllingMacro(nullptr) == II)
      return true;
  }
  // Headers whose guard does not span the whole file (a trailing #undef or
  // pragma after #endif) escape that optimisation; their guards still follow
  // the NAME_H / NAME_H_ / NAME_HPP__ spelling and are empty.
  StringRef Name = II->getName();
  for (StringRef Suffix : {"_H", "_H_", "_H__", "_HPP", "_HPP_", "_HPP__"})
    if (Name.ends_with(Suffix))
      return true;
  return false;
}

void MacroCollector::EndOfMainFile() {
  Paths.forEachMacroUnderPrefix(PP, [&](const IdentifierInfo &II,
                                        const MacroInfo &MI,
                                        const std::string &File) {
    if (Names.isPublicMacro(II.getName(), MI.isFunctionLike()) &&
        !isIncludeGuard(&II, &MI))
      Sink.add(DeclKind::Macro, II.getName(), File);
  });
}

} // namespace tablegen
} // namespace hipport
