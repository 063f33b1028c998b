//===- TokenDeclarations.h - What names hold, read from tokens --*- C++ -*-===//
//
// A lane mask or a ballot often reaches a warp intrinsic through a name: a
// constant (`static const unsigned Warp = 0xffffffff;`), a default argument
// (`unsigned mask = 0xffffffff`), a variable (`auto b = __ballot_sync(..)`)
// or a project macro (`#define BALLOT(p) __ballot_sync(FULL, p)`). Where
// clang did not parse the code there is no AST to follow the name through,
// so the token recognisers read declarations from the raw tokens of the
// whole file, and macros from the preprocessor's table. A name means what its
// nearest declaration before the use says: scopes are not followed, but a
// later parameter of the same name (`uint64_t mask`) hides an earlier one.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_TOKENDECLARATIONS_H
#define HIPPORT_CHECKS_TOKENDECLARATIONS_H

#include "Checks/TokenScan.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/StringMap.h"

namespace clang {
class MacroInfo;
class Preprocessor;
} // namespace clang

namespace hipport {

/// The project macros that stand for a ballot or a mask.
class MacroMeanings {
public:
  explicit MacroMeanings(const clang::Preprocessor &PP) : PP(PP) {}
  /// A macro whose expansion is one call of __ballot_sync, __ballot or
  /// __activemask (directly or through another such macro).
  bool isBallot(llvm::StringRef Name, unsigned Depth = 0) const;
  /// An object-like macro whose expansion is a nonzero 32-bit literal: its
  /// value and the literal's token.
  const clang::Token *maskLiteral(llvm::StringRef Name, uint64_t &Value) const;

private:
  const clang::MacroInfo *macro(llvm::StringRef Name) const;
  const clang::Preprocessor &PP;
};

/// `TYPE NAME = INIT`, `TYPE NAME,` or `TYPE NAME)` (parameters too).
struct TokenDeclaration {
  enum Kind {
    Mask32, ///< A 32-bit integer initialised with a nonzero 32-bit literal.
    Ballot, ///< Initialised with a ballot or active mask.
    Other
  };
  Kind K = Other;
  size_t Name = 0; ///< Token index of the declared name.
  /// The type's tokens, qualifiers excluded; empty when a qualifier
  /// stands between them.
  TokenSpan Type;
  bool Narrow = false; ///< The type has 32 bits or fewer.
  uint64_t Value = 0;  ///< For Mask32.
};

/// The declaration whose name is token I of T, if it is one.
std::optional<TokenDeclaration> declarationAt(const TokenScan &T, size_t I,
                                              const MacroMeanings &Macros);

/// Whether [Begin, End) of T is a ballot: a call of a ballot intrinsic or
/// macro, in parentheses or casts at most.
bool isBallotExpression(const TokenScan &T, size_t Begin, size_t End,
                        const MacroMeanings &Macros);

/// The declarations of one file, by name.
class FileDeclarations {
public:
  FileDeclarations(std::vector<RawToken> FileTokens,
                   const MacroMeanings &Macros);
  /// The declaration of Name nearest before Offset, and its name's token.
  const TokenDeclaration *before(llvm::StringRef Name, unsigned Offset) const;
  const RawToken &token(size_t I) const { return Tokens[I]; }

private:
  std::vector<RawToken> Tokens;
  llvm::StringMap<std::vector<TokenDeclaration>> ByName;
};

} // namespace hipport

#endif
