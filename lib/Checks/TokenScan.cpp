//===- TokenScan.cpp ------------------------------------------------------===//
#include "Checks/TokenScan.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;

std::optional<uint64_t> TokenScan::literal(size_t I) const {
  if (!is(I, tok::numeric_constant))
    return std::nullopt;
  llvm::StringRef Text = T[I].Text;
  while (!Text.empty() && llvm::StringRef("uUlL").contains(Text.back())) {
    if (llvm::toLower(Text.back()) == 'l')
      return std::nullopt;
    Text = Text.drop_back();
  }
  uint64_t Value;
  if (Text.getAsInteger(0, Value) || Value > 0xffffffffu)
    return std::nullopt;
  return Value;
}

static bool opens(const RawToken &Tok) {
  return Tok.is(tok::l_paren) || Tok.is(tok::l_brace) || Tok.is(tok::l_square);
}

size_t TokenScan::closing(size_t Open) const {
  int Depth = 0;
  for (size_t I = Open; I < T.size(); ++I) {
    if (opens(T[I]))
      ++Depth;
    else if (T[I].is(tok::r_paren) || T[I].is(tok::r_brace) ||
             T[I].is(tok::r_square))
      if (--Depth == 0)
        return I;
  }
  return T.size();
}

std::vector<TokenSpan> TokenScan::arguments(size_t Open, size_t &Close) const {
  std::vector<TokenSpan> Args;
  Close = closing(Open);
  if (Close == T.size())
    return Args;
  size_t Begin = Open + 1;
  for (size_t I = Begin; I < Close; ++I) {
    if (opens(T[I])) {
      I = closing(I);
      continue;
    }
    if (T[I].is(tok::comma)) {
      Args.push_back({Begin, I});
      Begin = I + 1;
    }
  }
  if (Begin < Close)
    Args.push_back({Begin, Close});
  return Args;
}

void TokenReporter::report(llvm::StringRef Rule, const RawToken &At,
                           const llvm::Twine &Message,
                           std::vector<RewriteContext::Fix> Fixes) {
  if (Branches.contains(At.Loc))
    return;
  reportInHipPath(Rule, At, Message, std::move(Fixes));
}

void TokenReporter::reportInHipPath(llvm::StringRef Rule, const RawToken &At,
                                    const llvm::Twine &Message,
                                    std::vector<RewriteContext::Fix> Fixes) {
  const SourceManager &SM = Ctx.sourceManager();
  auto Line = std::make_tuple(Rule.str(), SM.getFilename(At.Loc).str(),
                              SM.getSpellingLineNumber(At.Loc));
  if (!Reported.count(Line) && Ctx.reportedOnLine(Rule, At.Loc))
    return;
  Reported.insert(Line);
  Ctx.report(Rule, At.Loc,
             Message + " (recognised on tokens: clang did not parse this code)",
             std::move(Fixes));
}

std::optional<RewriteContext::Fix>
TokenReporter::replacement(const RawToken &First, const RawToken &Last,
                           llvm::StringRef Text) {
  std::optional<FileRange> Begin = Ctx.projectToken(First.Loc);
  std::optional<FileRange> End = Ctx.projectToken(Last.Loc);
  if (!Begin || !End || Begin->Path != End->Path || End->End < Begin->Begin)
    return std::nullopt;
  return RewriteContext::Fix{{Begin->Path, Begin->Begin, End->End}, Text.str()};
}

std::optional<RewriteContext::Fix>
TokenReporter::replacement(SourceLocation Loc, llvm::StringRef Text) {
  if (std::optional<FileRange> Range = Ctx.projectToken(Loc))
    return RewriteContext::Fix{*Range, Text.str()};
  return std::nullopt;
}
