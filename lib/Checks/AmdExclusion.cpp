//===- AmdExclusion.cpp ---------------------------------------------------===//
#include "Checks/AmdExclusion.h"
#include "clang/AST/DeclBase.h"
#include "clang/Basic/SourceManager.h"

using namespace hipport;
using namespace clang;

static constexpr char HipGuard[] = "#if !defined(__HIP_PLATFORM_AMD__)\n";

/// Whether only blanks stand between the start of Offset's line and Offset.
static bool startsLine(llvm::StringRef Text, unsigned Offset) {
  // rfind looks before its second argument.
  size_t Newline = Text.rfind('\n', Offset);
  size_t LineStart = Newline == llvm::StringRef::npos ? 0 : Newline + 1;
  return Text.slice(LineStart, Offset).find_first_not_of(" \t") ==
         llvm::StringRef::npos;
}

std::optional<OwnLines> hipport::ownLines(RewriteContext &Ctx, const Decl *D) {
  const SourceManager &SM = Ctx.sourceManager();
  SourceRange Whole(SM.getExpansionLoc(D->getBeginLoc()),
                    SM.getExpansionLoc(D->getEndLoc()));
  std::optional<FileRange> Range = Ctx.projectRange(Whole);
  if (!Range)
    return std::nullopt;
  llvm::StringRef Text = SM.getBufferData(SM.getFileID(Whole.getBegin()));
  size_t LineEnd = Text.find('\n', Range->End);
  if (!startsLine(Text, Range->Begin) || LineEnd == llvm::StringRef::npos ||
      !Text.slice(Range->End, LineEnd).trim().empty())
    return std::nullopt;
  return OwnLines{Range->Path, Range->Begin, unsigned(LineEnd + 1)};
}

std::vector<std::vector<RewriteContext::Fix>> hipport::amdExclusionFixes(
    const std::vector<std::optional<OwnLines>> &Definitions) {
  std::vector<std::vector<RewriteContext::Fix>> Fixes(Definitions.size());
  // One #if/#endif around a run of definitions that follow one another, so
  // that an #endif and the next #if are not inserted at the same place.
  for (size_t I = 0; I < Definitions.size();) {
    size_t Last = I;
    while (Last + 1 < Definitions.size() && Definitions[Last] &&
           Definitions[Last + 1] &&
           Definitions[Last + 1]->Path == Definitions[Last]->Path &&
           Definitions[Last + 1]->Begin == Definitions[Last]->End)
      ++Last;
    if (Definitions[I]) {
      const OwnLines &First = *Definitions[I], &End = *Definitions[Last];
      Fixes[I].push_back({{First.Path, First.Begin, First.Begin}, HipGuard});
      Fixes[I].push_back({{End.Path, End.End, End.End}, "#endif\n"});
    }
    I = Last + 1;
  }
  return Fixes;
}
