//===- PathFilter.cpp - Is a location inside the dumped header tree? ------===//

#include "PathFilter.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace hipport {
namespace tablegen {

static std::string realPathOrSelf(StringRef Path) {
  SmallString<256> Real;
  if (sys::fs::real_path(Path, Real))
    return Path.str();
  return std::string(Real);
}

PathFilter::PathFilter(const std::vector<std::string> &Prefixes) {
  for (const std::string &P : Prefixes) {
    std::string Real = realPathOrSelf(P);
    // A trailing separator makes "/a/include" not match "/a/include2/x.h".
    if (!Real.empty() && !sys::path::is_separator(Real.back()))
      Real += sys::path::get_separator();
    RealPrefixes.push_back(std::move(Real));
  }
}

std::optional<std::string> PathFilter::fileUnderPrefix(const SourceManager &SM,
                                                       SourceLocation Loc) {
  if (Loc.isInvalid())
    return std::nullopt;
  FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  auto It = Cache.find(FID);
  if (It != Cache.end())
    return It->second;
  std::optional<std::string> Result = classify(SM, FID);
  Cache[FID] = Result;
  return Result;
}

std::optional<std::string> PathFilter::classify(const SourceManager &SM,
                                                FileID FID) const {
  OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID);
  if (!FE)
    return std::nullopt; // <built-in>, <command line>, scratch space.
  StringRef Real = FE->getFileEntry().tryGetRealPathName();
  std::string Path = Real.empty() ? realPathOrSelf(FE->getName()) : Real.str();
  for (const std::string &Prefix : RealPrefixes)
    if (StringRef(Path).starts_with(Prefix))
      return Path;
  return std::nullopt;
}

void PathFilter::forEachMacroUnderPrefix(
    const Preprocessor &PP,
    function_ref<void(const IdentifierInfo &, const MacroInfo &,
                      const std::string &)>
        Visit) {
  const SourceManager &SM = PP.getSourceManager();
  for (const auto &Entry : PP.macros()) {
    const IdentifierInfo *II = Entry.first;
    const MacroInfo *MI = PP.getMacroInfo(II);
    if (!MI || MI->isBuiltinMacro())
      continue;
    if (std::optional<std::string> File =
            fileUnderPrefix(SM, MI->getDefinitionLoc()))
      Visit(*II, *MI, *File);
  }
}

} // namespace tablegen
} // namespace hipport
