//===- TokenMasks.cpp -----------------------------------------------------===//
#include "Checks/TokenMasks.h"
#include "Analysis/WarpValues.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;

namespace {

constexpr char ActiveMask[] = "__activemask()";

class MaskRecogniser {
public:
  MaskRecogniser(TokenReporter &Out, const TokenScan &T,
                 const FileDeclarations &File, const MacroMeanings &Macros)
      : Out(Out), T(T), File(File), Macros(Macros) {}

  void run() {
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T.ident(I))
        continue;
      narrowBallot(I);
      bitCount(I);
      namedMask(I);
    }
  }

private:
  /// unsigned b = __ballot_sync(mask, p);
  void narrowBallot(size_t I) {
    std::optional<TokenDeclaration> D = declarationAt(T, I, Macros);
    if (!D || D->K != TokenDeclaration::Ballot || !D->Narrow)
      return;
    std::vector<RewriteContext::Fix> Fixes;
    if (D->Type.second > D->Type.first)
      if (auto Fix = Out.replacement(T[D->Type.first], T[D->Type.second - 1],
                                     "unsigned long long"))
        Fixes.push_back(*Fix);
    Out.report("hipport-warp-ballot-truncation", T[I],
               "'" + T[I].Text +
                   "' keeps a ballot or active mask in 32 bits; HIP's are "
                   "64-bit (64-lane wavefronts), so lanes 32-63 are lost",
               std::move(Fixes));
  }

  /// Whether a name at I holds a ballot: its nearest declaration says so.
  bool ballotName(size_t I) const {
    const TokenDeclaration *D = File.before(T[I].Text, T[I].Offset);
    return D && D->K == TokenDeclaration::Ballot;
  }

  /// A ballot, possibly masked: `__ballot_sync(..)`, `b`, `b & below`.
  bool ballotArgument(size_t Begin, size_t End) const {
    if (isBallotExpression(T, Begin, End, Macros))
      return true;
    bool Ballot = false;
    for (size_t I = Begin; I < End; ++I) {
      const RawToken &Tok = T[I];
      if (Tok.is(tok::l_paren)) {
        size_t Close = T.closing(I);
        if (Close >= End)
          return false;
        // A call inside: a ballot, or something we cannot see into.
        if (I > Begin && T.ident(I - 1)) {
          if (!isBallotExpression(T, I - 1, Close + 1, Macros))
            return false;
          Ballot = true;
          I = Close;
        }
        continue;
      }
      if (Tok.is(tok::raw_identifier)) {
        if (!T.is(I + 1, tok::l_paren))
          Ballot |= ballotName(I);
        continue;
      }
      // Masking and shifting keep a ballot a ballot; arithmetic does not.
      if (!(Tok.is(tok::amp) || Tok.is(tok::pipe) || Tok.is(tok::caret) ||
            Tok.is(tok::tilde) || Tok.is(tok::lessless) ||
            Tok.is(tok::greatergreater) || Tok.is(tok::r_paren) ||
            Tok.is(tok::numeric_constant)))
        return false;
    }
    return Ballot;
  }

  /// __popc(ballot): counts 32 of 64 lanes.
  void bitCount(size_t I) {
    llvm::StringRef Name = T[I].Text;
    llvm::StringRef Wide = wideBitCount(Name);
    size_t Close;
    if (Wide.empty() || !T.is(I + 1, tok::l_paren))
      return;
    std::vector<TokenSpan> Args = T.arguments(I + 1, Close);
    if (Args.size() != 1 || !ballotArgument(Args[0].first, Args[0].second))
      return;
    std::vector<RewriteContext::Fix> Fixes;
    if (auto Fix = Out.replacement(T[I], T[I], Wide))
      Fixes.push_back(*Fix);
    Out.report("hipport-warp-ballot-truncation", T[I],
               "'" + Name +
                   "' of a ballot counts only 32 lanes; HIP's ballots are "
                   "64-bit: use '" +
                   Wide + "'",
               std::move(Fixes));
  }

  /// __shfl_sync(Warp, ...) with `static const unsigned Warp = 0xffffffff`,
  /// or FULL_MASK with `#define FULL_MASK 0xffffffff`.
  void namedMask(size_t I) {
    llvm::StringRef Name = T[I].Text;
    size_t Close;
    if (!isMaskedWarpIntrinsic(Name) || !T.is(I + 1, tok::l_paren) ||
        !hipKeepsMask(Out.context(), Name))
      return;
    std::vector<TokenSpan> Args = T.arguments(I + 1, Close);
    if (Args.empty() || Args[0].second != Args[0].first + 1 ||
        !T.ident(Args[0].first))
      return;
    const RawToken &Mask = T[Args[0].first];
    uint64_t Value = 0;
    std::vector<RewriteContext::Fix> Fixes;
    std::string Through, Advice;
    const TokenDeclaration *D = File.before(Mask.Text, Mask.Offset);
    if (D) {
      // A definition in code with a HIP path of its own is its business.
      if (D->K != TokenDeclaration::Mask32 ||
          Out.hasHipPath(File.token(D->Name)))
        return;
      Value = D->Value;
      Through = " ('" + Mask.Text.str() + "')";
    } else if (const Token *Literal = Macros.maskLiteral(Mask.Text, Value)) {
      Through = " (through the macro)";
      if (Value == 0xffffffffu)
        if (auto Fix = Out.replacement(Literal->getLocation(), ActiveMask))
          Fixes.push_back(*Fix);
    } else {
      return;
    }
    bool Full = Value == 0xffffffffu;
    Advice = !Full ? partialMaskAdvice(Value)
             : D   ? "pass " + std::string(ActiveMask) + " instead of '" +
                       Mask.Text.str() + "'"
                 : "use " + std::string(ActiveMask);
    Out.report("hipport-warp-full-mask", Mask,
               (Full ? "32-bit full mask" : "32-bit lane mask") + Through +
                   " passed to '" + Name +
                   "': HIP's lane masks are 64-bit, and from HIP 6.2 the "
                   "*_sync intrinsics reject a 32-bit mask; " +
                   Advice,
               std::move(Fixes));
  }

  TokenReporter &Out;
  const TokenScan &T;
  const FileDeclarations &File;
  const MacroMeanings &Macros;
};

} // namespace

void hipport::checkTokenMasks(TokenReporter &Out, const TokenScan &Region,
                              const FileDeclarations &File,
                              const MacroMeanings &Macros) {
  MaskRecogniser(Out, Region, File, Macros).run();
}
