//===- TokenScan.h - What the token recognisers ask of tokens ---*- C++ -*-===//
//
// The token-level recognisers (TokenPatterns, TokenMasks) look at the raw
// tokens of code clang did not parse: they share the questions asked of a
// token sequence (is this a 32-bit literal, where does this bracket close,
// what are this call's arguments) and the way their findings are reported.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_TOKENSCAN_H
#define HIPPORT_CHECKS_TOKENSCAN_H

#include "Checks/HipBranches.h"
#include "Rewrite/RewriteContext.h"
#include "Rewrite/UncoveredCode.h"
#include <optional>
#include <set>
#include <tuple>

namespace hipport {

/// [Begin, End) token indices.
using TokenSpan = std::pair<size_t, size_t>;

class TokenScan {
public:
  explicit TokenScan(llvm::ArrayRef<RawToken> T) : T(T) {}

  bool ident(size_t I) const {
    return I < T.size() && T[I].is(clang::tok::raw_identifier);
  }
  bool is(size_t I, clang::tok::TokenKind K) const {
    return I < T.size() && T[I].is(K);
  }
  /// The value of a 32-bit integer literal (no l/L suffix).
  std::optional<uint64_t> literal(size_t I) const;
  bool isNumber(size_t I, uint64_t V) const {
    std::optional<uint64_t> Value = literal(I);
    return Value && *Value == V;
  }
  /// The index of the bracket closing the one at Open, or size().
  size_t closing(size_t Open) const;
  /// The arguments of the call whose `(` is at Open; Close is its `)`.
  /// Empty when the call is unfinished.
  std::vector<TokenSpan> arguments(size_t Open, size_t &Close) const;

  size_t size() const { return T.size(); }
  const RawToken &operator[](size_t I) const { return T[I]; }

private:
  llvm::ArrayRef<RawToken> T;
};

/// Reports under the rule of the AST check a recogniser stands in for,
/// marked as found on tokens; not on a line where the AST check already
/// reported that rule, nor in code that already has a HIP path.
class TokenReporter {
public:
  TokenReporter(RewriteContext &Ctx, const HipBranches &Branches)
      : Ctx(Ctx), Branches(Branches) {}

  void report(llvm::StringRef Rule, const RawToken &At,
              const llvm::Twine &Message,
              std::vector<RewriteContext::Fix> Fixes = {});
  /// As report(), also in code that has a HIP path: for bugs of the HIP
  /// path itself.
  void reportInHipPath(llvm::StringRef Rule, const RawToken &At,
                       const llvm::Twine &Message,
                       std::vector<RewriteContext::Fix> Fixes = {});
  /// A fix replacing the tokens [First, Last] of one file with Text.
  std::optional<RewriteContext::Fix> replacement(const RawToken &First,
                                                 const RawToken &Last,
                                                 llvm::StringRef Text);
  /// A fix replacing the token at Loc (a macro definition's, say).
  std::optional<RewriteContext::Fix> replacement(clang::SourceLocation Loc,
                                                 llvm::StringRef Text);
  bool hasHipPath(const RawToken &At) const {
    return Branches.contains(At.Loc);
  }
  RewriteContext &context() { return Ctx; }

private:
  RewriteContext &Ctx;
  const HipBranches &Branches;
  /// The rules and lines of this reporter's own findings, which do not
  /// hide one another (`__popc(a) + __popc(b)` is two findings).
  std::set<std::tuple<std::string, std::string, unsigned>> Reported;
};

} // namespace hipport

#endif
