//===- AmdExclusion.cpp ---------------------------------------------------===//
#include "Checks/AmdExclusion.h"
#include "clang/AST/DeclBase.h"
#include "clang/Basic/SourceManager.h"

using namespace hipport;
using namespace clang;

static constexpr char AmdGuard[] = "#if !defined(__HIP_PLATFORM_AMD__)\n";
static constexpr char HipGuard[] =
    "#if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)\n";

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

std::vector<std::vector<RewriteContext::Fix>>
hipport::amdExclusionFixes(const std::vector<ExcludedDefinition> &Definitions) {
  std::vector<std::vector<RewriteContext::Fix>> Fixes(Definitions.size());
  auto Guard = [&](size_t K) {
    return Definitions[K].AlsoNvidia ? HipGuard : AmdGuard;
  };
  auto Follows = [&](size_t Next) {
    const ExcludedDefinition &A = Definitions[Next - 1], &B = Definitions[Next];
    return A.Own && B.Own && B.Own->Path == A.Own->Path &&
           B.Own->Begin == A.Own->End;
  };
  // One #if/#endif around a run of definitions that follow one another, so
  // that an #endif and the next #if are never two insertions at the same
  // place: where the guard changes inside the run, one insertion closes the
  // first #if and opens the next. The first definition's finding carries
  // the run's fixes, which only make sense together.
  for (size_t I = 0; I < Definitions.size();) {
    size_t Last = I;
    while (Last + 1 < Definitions.size() && Follows(Last + 1))
      ++Last;
    if (Definitions[I].Own) {
      const OwnLines &First = *Definitions[I].Own;
      Fixes[I].push_back({{First.Path, First.Begin, First.Begin}, Guard(I)});
      for (size_t K = I + 1; K <= Last; ++K)
        if (Definitions[K].AlsoNvidia != Definitions[K - 1].AlsoNvidia) {
          const OwnLines &At = *Definitions[K].Own;
          Fixes[I].push_back({{At.Path, At.Begin, At.Begin},
                              std::string("#endif\n") + Guard(K)});
        }
      const OwnLines &End = *Definitions[Last].Own;
      Fixes[I].push_back({{End.Path, End.End, End.End}, "#endif\n"});
    }
    I = Last + 1;
  }
  return Fixes;
}
