//===- TokenPass.h - Converting code clang did not parse --------*- C++ -*-===//
//
// In the regions UncoveredCode collects (branches not taken, macros never
// expanded, code with errors) there is no declaration to resolve a name to,
// so names are looked up in the tables by their spelling alone, on clang's
// raw tokens:
//
// - a name converts only when every table entry for it (functions, types,
//   enumerators, macros, variables) agrees on one HIP spelling; a name
//   qualified in the code (cooperative_groups::reduce) tries its qualified
//   entry first, and `ns::` uses the namespace table;
// - member names (after `.` or `->`), the name of a #define, and the guard
//   macros hipport-cuda-guard reports in #if conditions are left alone;
// - names whose HIP call needs its arguments rewritten (`args` in the
//   tables) are reported as hipport-token-not-converted, not renamed;
//   a name with `overloads` converts by the arguments counted between its
//   parentheses;
// - #include of a CUDA header becomes the HIP header, as in parsed code.
//
// A name the semantic passes already handled is never touched again.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_TOKENPASS_H
#define HIPPORT_REWRITE_TOKENPASS_H

#include "Rewrite/RewriteContext.h"
#include "Rewrite/UncoveredCode.h"
#include "llvm/ADT/StringSet.h"

namespace hipport {

class TokenPass {
public:
  explicit TokenPass(RewriteContext &Ctx);
  void run(llvm::ArrayRef<CodeRegion> Regions);

  /// The entry a bare (or Qualifier::) name converts by at token level:
  /// the entries of every kind agree, or nullptr. Ambiguous is set when
  /// entries exist but disagree.
  static const MappingEntry *agreedEntry(const RewriteContext &Ctx,
                                         llvm::StringRef Name,
                                         llvm::StringRef Qualifier,
                                         bool &Ambiguous);

private:
  /// Handles the name at Tokens[I]; true when a reference was found.
  bool identifier(llvm::ArrayRef<RawToken> Tokens, size_t I,
                  const CodeRegion &Region);
  bool include(const RawToken &Hash, const RawToken &Name);
  void rename(const RawToken &Tok, llvm::StringRef Cuda,
              const MappingEntry &Entry,
              std::optional<unsigned> Written = std::nullopt);
  /// The number of arguments of a call whose name is Tokens[I], counted by
  /// its top-level commas; nothing when no complete call follows.
  static std::optional<unsigned> callArguments(llvm::ArrayRef<RawToken> Tokens,
                                               size_t I);

  RewriteContext &Ctx;
  llvm::StringSet<> GuardMacros;
};

} // namespace hipport

#endif
