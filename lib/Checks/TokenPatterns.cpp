//===- TokenPatterns.cpp --------------------------------------------------===//
#include "Checks/TokenPatterns.h"
#include "Analysis/WarpValues.h"
#include "Checks/HipShuffleMaskCheck.h"
#include "Checks/TokenMasks.h"
#include "Checks/TokenScan.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace hipport;
using namespace clang;

namespace {

constexpr char FullMask64[] = "0xffffffffffffffffull";

/// A name that says "thread index" (tid, threadId, thread_idx).
bool isThreadIndexName(llvm::StringRef Name) {
  std::string S;
  for (char C : Name)
    if (C != '_')
      S += llvm::toLower(C);
  return S == "tid" || S == "tidx" || S == "threadid" || S == "threadidx" ||
         S == "threadindex" || S == "localtid" || S == "ltid";
}

/// Whether a file treats lanes as logical 32-lane groups (ids split by 32)
/// with nothing at hardware width (no warpSize, no ballot): the token-level
/// stand-in
/// for WarpAssumptions' consistent verdict, which needs an AST. Such code
/// is right on 64-lane wavefronts, so its 32s are not reported on tokens.
bool usesConsistentGroups(llvm::ArrayRef<RawToken> File) {
  TokenScan T(File);
  bool Ids = false;
  for (size_t I = 0; I < T.size(); ++I) {
    // warpSize reasons in hardware lanes; a ballot's value sees the whole
    // wavefront, whatever the ids say.
    if (T.ident(I) &&
        (T[I].Text == "warpSize" || T[I].Text.starts_with("__ballot")))
      return false;
    Ids |= (T.is(I, tok::amp) && T.isNumber(I + 1, 31)) ||
           (T.is(I, tok::percent) && T.isNumber(I + 1, 32)) ||
           (T.is(I, tok::slash) && T.isNumber(I + 1, 32)) ||
           (T.is(I, tok::greatergreater) && T.isNumber(I + 1, 5));
  }
  return Ids;
}

class Recogniser {
public:
  Recogniser(TokenReporter &Out, llvm::ArrayRef<RawToken> Tokens,
             bool ConsistentGroups)
      : Out(Out), Ctx(Out.context()), T(Tokens),
        ConsistentGroups(ConsistentGroups) {}

  /// Only the recognisers of HIP-path bugs, for branches that already
  /// have a HIP path.
  void runOnHipPath() {
    for (size_t I = 0; I < T.size(); ++I)
      if (T.ident(I))
        hipShuffleMask(I);
  }

  void run() {
    learnVariables();
    for (size_t I = 0; I < T.size(); ++I) {
      if (T.ident(I)) {
        maskArgument(I);
        maskComparison(I);
        shuffleOffset(I);
        hipShuffleMask(I);
        sharedArray(I);
        if (T[I].Text == "for")
          halvingLoop(I);
      }
      laneArithmetic(I);
    }
  }

private:
  bool mentionsThreadIndex(size_t Begin, size_t End) const {
    for (size_t I = Begin; I < End && I < T.size(); ++I)
      if (T.ident(I) &&
          (T[I].Text == "threadIdx" || isThreadIndexName(T[I].Text) ||
           ThreadVars.count(T[I].Text)))
        return true;
    return false;
  }
  /// `& 31` or `% 32` at I.
  bool laneSplitAt(size_t I) const {
    return (T.is(I, tok::amp) && T.isNumber(I + 1, 31)) ||
           (T.is(I, tok::percent) && T.isNumber(I + 1, 32));
  }
  bool isLaneExpr(size_t Begin, size_t End) const {
    for (size_t I = Begin; I < End && I < T.size(); ++I)
      if ((T.ident(I) &&
           (isLaneName(T[I].Text) || LaneVars.count(T[I].Text))) ||
          laneSplitAt(I))
        return true;
    return false;
  }

  /// `name = expr;`: a thread index or a lane, one assignment deep.
  void learnVariables() {
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!T.ident(I) || !T[I + 1].is(tok::equal) ||
          (I > 0 && (T[I - 1].is(tok::period) || T[I - 1].is(tok::arrow))))
        continue;
      size_t End = I + 2;
      while (End < T.size() && !T[End].is(tok::semi))
        ++End;
      bool Split = false;
      for (size_t J = I + 2; J < End; ++J)
        Split |= laneSplitAt(J);
      if (Split && mentionsThreadIndex(I + 2, End))
        LaneVars.insert(T[I].Text);
      else if (mentionsThreadIndex(I + 2, End))
        ThreadVars.insert(T[I].Text);
    }
  }

  void report(llvm::StringRef Rule, size_t I, const llvm::Twine &Message,
              std::optional<std::string> Replacement = std::nullopt) {
    if (ConsistentGroups && (Rule == "hipport-warp-lane-arithmetic" ||
                             Rule == "hipport-warp-shuffle-32" ||
                             Rule == "hipport-warp-shared-array"))
      return;
    std::vector<RewriteContext::Fix> Fixes;
    if (Replacement)
      if (auto Fix = Out.replacement(T[I], T[I], *Replacement))
        Fixes.push_back(*Fix);
    Out.report(Rule, T[I], Message, std::move(Fixes));
  }

  /// __shfl_sync(0xffffffff, ...): the mask is 32 bits.
  void maskArgument(size_t I) {
    llvm::StringRef Name = T[I].Text;
    size_t Close;
    if (!isMaskedWarpIntrinsic(Name) || !T.is(I + 1, tok::l_paren) ||
        !hipKeepsMask(Ctx, Name))
      return;
    auto Args = T.arguments(I + 1, Close);
    if (Args.empty() || Args[0].second != Args[0].first + 1)
      return;
    std::optional<uint64_t> Mask = T.literal(Args[0].first);
    if (!Mask || *Mask == 0)
      return;
    bool Full = *Mask == 0xffffffffu;
    // As the AST check: the active mask is what ROCm accepts for "every
    // lane here", also in a partial wavefront; a partial mask is the user's.
    std::string Advice = Full ? "use __activemask()" : partialMaskAdvice(*Mask);
    report("hipport-warp-full-mask", Args[0].first,
           (Full ? "32-bit full mask" : "32-bit lane mask") +
               llvm::Twine(" passed to '") + Name +
               "': HIP's lane masks are 64-bit, and from HIP 6.2 the *_sync "
               "intrinsics reject a 32-bit mask; " +
               Advice,
           Full ? std::optional<std::string>("__activemask()") : std::nullopt);
  }

  /// __activemask() == 0xffffffff: never true on a full 64-lane wavefront.
  void maskComparison(size_t I) {
    llvm::StringRef Name = T[I].Text;
    if (!isBallotIntrinsic(Name) || !T.is(I + 1, tok::l_paren))
      return;
    size_t Close = T.closing(I + 1);
    size_t Literal = Close + 2;
    if (!(T.is(Close + 1, tok::equalequal) ||
          T.is(Close + 1, tok::exclaimequal))) {
      // The literal first: 0xffffffff == __activemask().
      if (I < 2 ||
          !(T.is(I - 1, tok::equalequal) || T.is(I - 1, tok::exclaimequal)))
        return;
      Literal = I - 2;
    }
    if (!T.isNumber(Literal, 0xffffffffu))
      return;
    report("hipport-warp-full-mask", Literal,
           "the lane mask of '" + Name +
               "' is compared with the 32-bit full mask: HIP's masks are "
               "64-bit, and with all 64 lanes of a wavefront active the mask "
               "is " +
               FullMask64 + ", not 0xffffffff");
  }

  /// __shfl_down_sync(mask, v, 16): a reduction that starts at 16 lanes.
  void shuffleOffset(size_t I) {
    llvm::StringRef Name = T[I].Text;
    if (!(Name.starts_with("__shfl_down") || Name.starts_with("__shfl_xor")) ||
        !T.is(I + 1, tok::l_paren))
      return;
    size_t First = Name.ends_with("_sync") ? 1 : 0, Close;
    auto Args = T.arguments(I + 1, Close);
    // With a width, the offset belongs to that logical warp.
    if (Args.size() != First + 2)
      return;
    auto [Begin, End] = Args[First + 1];
    if (End == Begin + 1 && T.isNumber(Begin, 16))
      report("hipport-warp-shuffle-32", Begin,
             "'" + Name +
                 "' with offset 16 starts a 32-lane reduction: on a 64-lane "
                 "wavefront add a step with offset 32 (or loop from "
                 "warpSize / 2)");
  }

  /// `__shfl_down(0xffffffff, v, i)` in a HIP branch: HIP's mask-less
  /// shuffles take the value first, so a CUDA mask left in front is what
  /// gets shuffled (ROCm apex's reduce_block_into_lanes before its fix).
  /// The fix drops the mask. Reported in HIP paths too: it is their bug.
  void hipShuffleMask(size_t I) {
    llvm::StringRef Name = T[I].Text;
    if (!isMasklessShuffle(Name) || !T.is(I + 1, tok::l_paren))
      return;
    size_t Close;
    auto Args = T.arguments(I + 1, Close);
    if (Args.size() != 3 || Args[0].second != Args[0].first + 1)
      return;
    std::optional<uint64_t> Mask = T.literal(Args[0].first);
    if (!Mask || !HipShuffleMaskCheck::isFullMask(*Mask))
      return;
    std::vector<RewriteContext::Fix> Fixes;
    // Remove the mask, its comma and the space after it: the mask and the
    // next argument's first token become that token.
    if (auto Fix = Out.replacement(T[Args[0].first], T[Args[1].first],
                                   T[Args[1].first].Text))
      Fixes.push_back(*Fix);
    Out.reportInHipPath("hipport-hip-shuffle-mask", T[Args[0].first],
                        HipShuffleMaskCheck::message(Name), std::move(Fixes));
  }

  /// for (int offset = 16; offset > 0; offset /= 2) { ...shuffle... }
  void halvingLoop(size_t For) {
    if (!T.is(For + 1, tok::l_paren))
      return;
    size_t Close = T.closing(For + 1);
    size_t Semi = For + 2;
    while (Semi < Close && !T[Semi].is(tok::semi))
      ++Semi;
    // The initialiser ends in `offset = 16`.
    if (Semi >= Close || Semi < For + 5 || !T.isNumber(Semi - 1, 16) ||
        !T.is(Semi - 2, tok::equal) || !T.ident(Semi - 3))
      return;
    llvm::StringRef Var = T[Semi - 3].Text;
    bool Halves = false;
    for (size_t I = Semi + 1; I < Close; ++I)
      Halves |= T[I].is(tok::slashequal) || T[I].is(tok::greatergreaterequal) ||
                T[I].is(tok::slash) || T[I].is(tok::greatergreater);
    size_t BodyEnd =
        T.is(Close + 1, tok::l_brace) ? T.closing(Close + 1) : Close + 1;
    while (BodyEnd < T.size() && !T.is(Close + 1, tok::l_brace) &&
           !T[BodyEnd].is(tok::semi))
      ++BodyEnd;
    if (!Halves)
      return;
    for (size_t I = Close + 1; I < BodyEnd && I < T.size(); ++I) {
      if (!T.ident(I) || !isShuffleIntrinsic(T[I].Text) ||
          !T.is(I + 1, tok::l_paren))
        continue;
      size_t CallClose;
      auto Args = T.arguments(I + 1, CallClose);
      size_t WidthIndex = T[I].Text.ends_with("_sync") ? 3 : 2;
      bool UsesVar = false;
      for (size_t J = I + 2; J < CallClose; ++J)
        UsesVar |= T[J].isIdentifier(Var);
      if (UsesVar && Args.size() <= WidthIndex) {
        report("hipport-warp-shuffle-32", Semi - 1,
               "shuffle reduction starts at offset 16: on a 64-lane "
               "wavefront lanes 32-63 are never combined; start at "
               "warpSize / 2");
        return;
      }
    }
  }

  /// threadIdx.x & 31, tid % 32, tid / 32, tid >> 5.
  void laneArithmetic(size_t Op) {
    struct Split {
      tok::TokenKind Op;
      uint64_t Value;
      const char *Meaning;
      const char *Portable;
    };
    static const Split Splits[] = {
        {tok::amp, 31, "a lane id", "& (warpSize - 1)"},
        {tok::percent, 32, "a lane id", "% warpSize"},
        {tok::slash, 32, "a warp id", "/ warpSize"},
        {tok::greatergreater, 5, "a warp id", "/ warpSize"},
    };
    if (Op == 0)
      return;
    for (const Split &S : Splits) {
      if (!T[Op].is(S.Op) || !T.isNumber(Op + 1, S.Value))
        continue;
      // The left operand: a parenthesised group, `a.x`, or a name.
      size_t Begin = Op - 1;
      if (T[Begin].is(tok::r_paren)) {
        int Depth = 0;
        for (size_t I = Begin + 1; I-- > 0;) {
          Depth += T[I].is(tok::r_paren) ? 1 : T[I].is(tok::l_paren) ? -1 : 0;
          if (Depth == 0) {
            Begin = I;
            break;
          }
        }
      } else if (Begin >= 2 && T[Begin - 1].is(tok::period)) {
        Begin -= 2;
      } else if (!T.ident(Begin)) {
        return;
      }
      if (!mentionsThreadIndex(Begin, Op))
        return;
      report("hipport-warp-lane-arithmetic", Op,
             "computes " + llvm::Twine(S.Meaning) + " with " +
                 std::to_string(S.Value) +
                 ", assuming 32-lane warps; AMD wavefronts have 64 lanes; "
                 "use '" +
                 S.Portable + "'");
      return;
    }
  }

  /// __shared__ float partial[32]; ... partial[lane] ...
  void sharedArray(size_t I) {
    if (T[I].Text != "__shared__")
      return;
    size_t Name = I + 1;
    while (Name + 3 < T.size() && !T[Name].is(tok::semi) &&
           !(T.ident(Name) && T.is(Name + 1, tok::l_square)))
      ++Name;
    if (!T.ident(Name) || !T.is(Name + 1, tok::l_square) ||
        !T.isNumber(Name + 2, 32) || !T.is(Name + 3, tok::r_square))
      return;
    for (size_t J = Name + 4; J + 1 < T.size(); ++J) {
      if (!T[J].isIdentifier(T[Name].Text) || !T.is(J + 1, tok::l_square))
        continue;
      if (isLaneExpr(J + 2, T.closing(J + 1))) {
        report("hipport-warp-shared-array", Name,
               "shared array '" + T[Name].Text +
                   "' has 32 elements and is indexed by lane: lanes 32-63 of "
                   "a 64-lane wavefront run past its end; size it by 64 (or "
                   "by warpSize where a run-time size is possible)");
        return;
      }
    }
  }

  TokenReporter &Out;
  RewriteContext &Ctx;
  TokenScan T;
  bool ConsistentGroups;
  llvm::StringSet<> ThreadVars, LaneVars;
};

} // namespace

void hipport::checkTokenPatterns(RewriteContext &Ctx,
                                 llvm::ArrayRef<CodeRegion> Regions,
                                 const HipBranches &Branches,
                                 const Preprocessor &PP) {
  Ctx.setTokenLevel(true);
  TokenReporter Out(Ctx, Branches);
  MacroMeanings Macros(PP);
  const SourceManager &SM = Ctx.sourceManager();
  // The names of a file are read once, from all of its tokens: a mask is
  // often declared in code clang parsed, and used where it did not.
  std::map<FileID, std::unique_ptr<FileDeclarations>> Files;
  std::map<FileID, bool> ConsistentGroups;
  for (const CodeRegion &Region : Regions) {
    std::unique_ptr<FileDeclarations> &Names = Files[Region.File];
    if (!Names) {
      CodeRegion Whole{Region.File, 0,
                       unsigned(SM.getBufferData(Region.File).size())};
      std::vector<RawToken> All = lexRegion(SM, Ctx.langOptions(), Whole);
      ConsistentGroups[Region.File] = usesConsistentGroups(All);
      Names = std::make_unique<FileDeclarations>(std::move(All), Macros);
    }
    std::vector<RawToken> Tokens = lexRegion(SM, Ctx.langOptions(), Region);
    Recogniser(Out, Tokens, ConsistentGroups[Region.File]).run();
    checkTokenMasks(Out, TokenScan(Tokens), *Names, Macros);
  }
  Ctx.setTokenLevel(false);
}

void hipport::checkHipPathTokens(RewriteContext &Ctx,
                                 llvm::ArrayRef<CodeRegion> Regions,
                                 const HipBranches &Branches) {
  Ctx.setTokenLevel(true);
  TokenReporter Out(Ctx, Branches);
  for (const CodeRegion &Region : Regions) {
    std::vector<RawToken> Tokens =
        lexRegion(Ctx.sourceManager(), Ctx.langOptions(), Region);
    Recogniser(Out, Tokens, /*ConsistentGroups=*/false).runOnHipPath();
  }
  Ctx.setTokenLevel(false);
}
