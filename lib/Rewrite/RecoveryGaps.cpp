//===- RecoveryGaps.cpp ---------------------------------------------------===//
#include "Rewrite/RecoveryGaps.h"
#include "Rewrite/UncoveredCode.h"
#include <algorithm>

using namespace hipport;
using namespace clang;

namespace {

/// Sorted, overlapping and touching ranges merged.
std::vector<OffsetRange> merged(std::vector<OffsetRange> Ranges) {
  std::sort(Ranges.begin(), Ranges.end());
  std::vector<OffsetRange> Out;
  for (const OffsetRange &R : Ranges) {
    if (!Out.empty() && R.first <= Out.back().second)
      Out.back().second = std::max(Out.back().second, R.second);
    else
      Out.push_back(R);
  }
  return Out;
}

/// Whether Offset lies in one of Ranges (sorted, merged); Next is where the
/// previous, smaller offset left the search.
bool inside(llvm::ArrayRef<OffsetRange> Ranges, size_t &Next, unsigned Offset) {
  while (Next < Ranges.size() && Ranges[Next].second <= Offset)
    ++Next;
  return Next < Ranges.size() && Ranges[Next].first <= Offset;
}

/// Tells the punctuation that sits between declarations (`;`, the braces
/// and headers of namespaces and `extern "C"` blocks) from code: a gap of
/// only these (and attributes) is no gap.
class Punctuation {
public:
  bool between(llvm::ArrayRef<RawToken> T, size_t I) {
    const RawToken &Tok = T[I];
    if (InNamespaceHeader) {
      InNamespaceHeader = !Tok.is(tok::l_brace) && !Tok.is(tok::semi);
      return true;
    }
    if (Tok.isIdentifier("namespace")) {
      InNamespaceHeader = true;
      return true;
    }
    if (Tok.isIdentifier("inline") && I + 1 < T.size() &&
        T[I + 1].isIdentifier("namespace"))
      return true;
    if (Tok.isIdentifier("extern") && I + 1 < T.size() &&
        T[I + 1].is(tok::string_literal))
      return true;
    if (Tok.is(tok::string_literal) && I > 0 && T[I - 1].isIdentifier("extern"))
      return true;
    return Tok.is(tok::semi) || Tok.is(tok::l_brace) || Tok.is(tok::r_brace);
  }

private:
  bool InNamespaceHeader = false;
};

/// The index after an attribute that starts at I (`[[nodiscard]]`,
/// `alignas(16)`, `__declspec(...)`), which declarations' source ranges
/// leave out; I when there is none.
size_t afterAttribute(llvm::ArrayRef<RawToken> T, size_t I) {
  bool Square =
      T[I].is(tok::l_square) && I + 1 < T.size() && T[I + 1].is(tok::l_square);
  bool Call =
      (T[I].isIdentifier("alignas") || T[I].isIdentifier("__declspec")) &&
      I + 1 < T.size() && T[I + 1].is(tok::l_paren);
  if (!Square && !Call)
    return I;
  int Depth = 0;
  for (size_t J = Call ? I + 1 : I; J < T.size(); ++J) {
    if (T[J].is(tok::l_square) || T[J].is(tok::l_paren))
      ++Depth;
    else if ((T[J].is(tok::r_square) || T[J].is(tok::r_paren)) && --Depth == 0)
      return J + 1;
  }
  return I;
}

} // namespace

std::vector<OffsetRange>
hipport::recoveryGaps(const SourceManager &SM, const LangOptions &LO,
                      FileID File, std::vector<OffsetRange> Covered,
                      llvm::ArrayRef<OffsetRange> Excluded) {
  std::vector<OffsetRange> Kept = merged(std::move(Covered));
  std::vector<OffsetRange> Skipped = merged(Excluded.vec());
  CodeRegion Whole{File, 0, unsigned(SM.getBufferData(File).size()),
                   CodeRegion::ParseError};
  std::vector<RawToken> T = lexRegion(SM, LO, Whole);

  std::vector<OffsetRange> Gaps;
  std::optional<OffsetRange> Run;
  auto Close = [&] {
    if (Run)
      Gaps.push_back(*Run);
    Run.reset();
  };
  Punctuation Between;
  size_t NextKept = 0, NextSkipped = 0;
  for (size_t I = 0; I < T.size(); ++I) {
    const RawToken &Tok = T[I];
    if (Tok.InDirective || inside(Kept, NextKept, Tok.Offset) ||
        inside(Skipped, NextSkipped, Tok.Offset)) {
      Close();
      continue;
    }
    if (size_t After = afterAttribute(T, I); After != I) {
      I = After - 1;
      continue;
    }
    if (Between.between(T, I))
      continue;
    unsigned End = Tok.Offset + Tok.Text.size();
    if (Run)
      Run->second = End;
    else
      Run = OffsetRange(Tok.Offset, End);
  }
  Close();
  return Gaps;
}
