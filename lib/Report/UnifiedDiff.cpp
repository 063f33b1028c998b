//===- UnifiedDiff.cpp ----------------------------------------------------===//
#include "Report/UnifiedDiff.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <vector>

using namespace hipport;

namespace {

enum class Op { Keep, Remove, Add };

struct Line {
  Op Kind;
  size_t OldIndex, NewIndex; ///< Positions before this line, 0-based.
  llvm::StringRef Text;
};

std::vector<llvm::StringRef> splitLines(llvm::StringRef Text) {
  std::vector<llvm::StringRef> Lines;
  while (!Text.empty()) {
    size_t End = Text.find('\n');
    if (End == llvm::StringRef::npos) {
      Lines.push_back(Text);
      break;
    }
    Lines.push_back(Text.take_front(End + 1));
    Text = Text.drop_front(End + 1);
  }
  return Lines;
}

/// A line-level edit script. Conversions change few lines of long files, so
/// the common prefix and suffix are matched first and the longest common
/// subsequence is computed on what is left between them.
std::vector<Line> editScript(const std::vector<llvm::StringRef> &A,
                             const std::vector<llvm::StringRef> &B) {
  size_t Prefix = 0;
  while (Prefix < A.size() && Prefix < B.size() && A[Prefix] == B[Prefix])
    ++Prefix;
  size_t Suffix = 0;
  while (Suffix < A.size() - Prefix && Suffix < B.size() - Prefix &&
         A[A.size() - 1 - Suffix] == B[B.size() - 1 - Suffix])
    ++Suffix;
  size_t N = A.size() - Prefix - Suffix, M = B.size() - Prefix - Suffix;
  std::vector<Line> Script;
  for (size_t I = 0; I < Prefix; ++I)
    Script.push_back({Op::Keep, I, I, A[I]});
  // LCS table over the middle; a very large middle is replaced wholesale.
  if (N * M <= 16'000'000) {
    std::vector<uint32_t> Table((N + 1) * (M + 1), 0);
    auto At = [&](size_t I, size_t J) -> uint32_t & {
      return Table[I * (M + 1) + J];
    };
    for (size_t I = N; I-- > 0;)
      for (size_t J = M; J-- > 0;)
        At(I, J) = A[Prefix + I] == B[Prefix + J]
                       ? At(I + 1, J + 1) + 1
                       : std::max(At(I + 1, J), At(I, J + 1));
    size_t I = 0, J = 0;
    while (I < N || J < M) {
      if (I < N && J < M && A[Prefix + I] == B[Prefix + J]) {
        Script.push_back({Op::Keep, Prefix + I, Prefix + J, A[Prefix + I]});
        ++I, ++J;
      } else if (I < N && (J == M || At(I + 1, J) >= At(I, J + 1))) {
        // Removals first, as diff -u prints them.
        Script.push_back({Op::Remove, Prefix + I, Prefix + J, A[Prefix + I]});
        ++I;
      } else {
        Script.push_back({Op::Add, Prefix + I, Prefix + J, B[Prefix + J]});
        ++J;
      }
    }
  } else {
    for (size_t I = 0; I < N; ++I)
      Script.push_back({Op::Remove, Prefix + I, Prefix, A[Prefix + I]});
    for (size_t J = 0; J < M; ++J)
      Script.push_back({Op::Add, Prefix + N, Prefix + J, B[Prefix + J]});
  }
  for (size_t K = 0; K < Suffix; ++K)
    Script.push_back({Op::Keep, A.size() - Suffix + K, B.size() - Suffix + K,
                      A[A.size() - Suffix + K]});
  return Script;
}

} // namespace

std::string hipport::unifiedDiff(llvm::StringRef Old, llvm::StringRef New,
                                 llvm::StringRef Name) {
  if (Old == New)
    return {};
  std::vector<Line> Script = editScript(splitLines(Old), splitLines(New));
  constexpr size_t Context = 3;
  std::string Out = "--- a/" + Name.str() + "\n+++ b/" + Name.str() + "\n";
  size_t K = 0;
  while (K < Script.size()) {
    // The next change, and the hunk around it (joining changes whose
    // contexts touch).
    while (K < Script.size() && Script[K].Kind == Op::Keep)
      ++K;
    if (K == Script.size())
      break;
    size_t Begin = K >= Context ? K - Context : 0, End = K;
    while (End < Script.size()) {
      size_t Next = End;
      while (Next < Script.size() && Script[Next].Kind != Op::Keep)
        ++Next;
      size_t Keep = Next;
      while (Keep < Script.size() && Script[Keep].Kind == Op::Keep)
        ++Keep;
      if (Keep < Script.size() && Keep - Next <= 2 * Context) {
        End = Keep;
        continue;
      }
      End = std::min(Next + Context, Script.size());
      break;
    }
    size_t OldCount = 0, NewCount = 0;
    for (size_t I = Begin; I < End; ++I) {
      OldCount += Script[I].Kind != Op::Add;
      NewCount += Script[I].Kind != Op::Remove;
    }
    Out += "@@ -" +
           std::to_string(Script[Begin].OldIndex + (OldCount ? 1 : 0)) + "," +
           std::to_string(OldCount) + " +" +
           std::to_string(Script[Begin].NewIndex + (NewCount ? 1 : 0)) + "," +
           std::to_string(NewCount) + " @@\n";
    for (size_t I = Begin; I < End; ++I) {
      Out += Script[I].Kind == Op::Keep     ? ' '
             : Script[I].Kind == Op::Remove ? '-'
                                            : '+';
      Out += Script[I].Text.str();
      if (!Script[I].Text.ends_with("\n"))
        Out += "\n\\ No newline at end of file\n";
    }
    K = End;
  }
  return Out;
}
