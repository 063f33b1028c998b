//===- Check.h - One portability rule, in the clang-tidy manner -*- C++ -*-===//
//
// A check is one class: it registers AST matchers (and, if it needs them,
// preprocessor callbacks) and turns each match into a finding of its rule,
// with fix-its where the fix is mechanical and safe. Adding a rule touches
// its class, its entry in rules/*.yaml, its page in docs/rules/ and its
// test.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_CHECK_H
#define HIPPORT_CHECKS_CHECK_H

#include "Analysis/WarpAssumptions.h"
#include "Checks/HipBranches.h"
#include "Rewrite/RewritePass.h"
#include <memory>

namespace clang {
class Preprocessor;
}

namespace hipport {

class Check : public RewritePass {
public:
  Check(llvm::StringRef Rule, RewriteContext &Ctx)
      : RewritePass(Ctx), RuleId(Rule.str()) {}
  llvm::StringRef rule() const { return RuleId; }

  virtual void registerPPCallbacks(clang::Preprocessor &PP) {}
  void setHipBranches(const HipBranches *Branches) {
    this->Branches = Branches;
  }
  /// The analysis of the unit, shared by the checks of one run.
  struct SharedWarpAnalysis {
    const clang::ASTContext *Unit = nullptr;
    std::unique_ptr<WarpAssumptions> Analysis;
  };
  void shareWarpAnalysis(std::shared_ptr<SharedWarpAnalysis> Shared) {
    WarpAnalysis = std::move(Shared);
  }
  /// Runs after every match, for checks that sum over the unit.
  virtual void endOfTranslationUnit(clang::ASTContext &AST) {}
  /// Whether a finding at Loc (or about Related, the value it is about) is
  /// in code that already has a HIP path (HipBranches): where it is used,
  /// where it is spelled, or where Related is spelled (a macro defined in
  /// an `#ifdef USE_ROCM` ... `#else` branch).
  bool hasHipPath(clang::SourceLocation Loc,
                  clang::SourceLocation Related = {}) const {
    if (!Branches)
      return false;
    const clang::SourceManager &SM = Ctx.sourceManager();
    for (clang::SourceLocation L :
         {SM.getFileLoc(Loc), SM.getSpellingLoc(Loc),
          Related.isValid() ? SM.getSpellingLoc(Related) : Related})
      if (Branches->contains(L))
        return true;
    return false;
  }
  /// Whether a site of A is in such code (its 32 from a macro that an
  /// `#ifdef USE_ROCM` ... `#else` defines): the assumption is then its own
  /// HIP path's, and the warp checks leave it, and its masks, to that path.
  bool hasHipPath(const WarpAssumption &A) const;

protected:
  /// Reports at Loc, unless Loc (or where it is spelled, or Related, such
  /// as the definition of a constant) lies in code with a HIP path of its
  /// own.
  /// False when it did not report, as in such code.
  bool diag(clang::SourceLocation Loc, const llvm::Twine &Message,
            std::vector<RewriteContext::Fix> Fixes = {},
            clang::SourceLocation Related = {}) {
    return diagAs(RuleId, Loc, Message, std::move(Fixes), Related);
  }
  /// The same, for another rule the check raises (a milder form of its
  /// finding, with a severity of its own).
  bool diagAs(llvm::StringRef Rule, clang::SourceLocation Loc,
              const llvm::Twine &Message,
              std::vector<RewriteContext::Fix> Fixes = {},
              clang::SourceLocation Related = {}) {
    const clang::SourceManager &SM = Ctx.sourceManager();
    if (hasHipPath(Loc, Related))
      return false;
    // Inside a macro, the finding goes where the user wrote the macro's
    // argument or its use, not into the macro's definition.
    Ctx.report(Rule, SM.getFileLoc(Loc), Message, std::move(Fixes));
    return true;
  }
  /// A fix replacing the token range R, when it is spelled in one place in
  /// the user's code; nothing for code produced by macros.
  std::optional<RewriteContext::Fix> replacement(clang::SourceRange R,
                                                 llvm::StringRef Text) {
    if (R.getBegin().isMacroID() || R.getEnd().isMacroID())
      return std::nullopt;
    if (std::optional<FileRange> Range = Ctx.projectRange(R))
      return RewriteContext::Fix{*Range, Text.str()};
    return std::nullopt;
  }
  /// Whether code at Loc is the user's (where it is expanded).
  bool inProject(clang::SourceLocation Loc) {
    return Ctx.classifier()
        .classify(Ctx.sourceManager().getExpansionLoc(Loc))
        .IsProject;
  }

  /// The unit's warp assumptions, judged once per unit for all checks
  /// (see shareWarpAnalysis) with the checks' view of the user's code and
  /// of what a fix can replace.
  const WarpAssumptions &warpAssumptions(clang::ASTContext &AST);

  /// The 32-lane assumption Fn is part of, when hipport leaves it as
  /// written for a person: not portable whole, and not its own HIP path's
  /// (hasHipPath). Else null.
  const WarpAssumption *unportedAssumption(const clang::FunctionDecl *Fn,
                                           clang::ASTContext &AST);
  /// All or none: a single-site fix (a ballot widened, a lane mask built
  /// from 1ull) in a function whose warp assumption is left as written
  /// would port part of it, which compiles and runs wrong. Clears Fixes
  /// then, and returns what the message says about it (else empty).
  std::string withholdInUnported(const clang::FunctionDecl *Fn,
                                 clang::ASTContext &AST,
                                 std::vector<RewriteContext::Fix> &Fixes);
  /// The function S is in, if any.
  static const clang::FunctionDecl *enclosingFunction(const clang::Stmt *S,
                                                      clang::ASTContext &AST);

  /// A comma-separated list parameter of this check's rule, or Default's
  /// items when the catalogue has none.
  std::vector<std::string> parameterList(llvm::StringRef Key,
                                         llvm::StringRef Default) const {
    if (const Rule *R = Ctx.rule(RuleId))
      return R->list(Key, Default);
    return Rule().list(Key, Default);
  }
  /// A parameter of this check's rule in rules/*.yaml, or Default.
  std::string parameter(llvm::StringRef Key, llvm::StringRef Default) const {
    if (const Rule *R = Ctx.rule(RuleId)) {
      auto It = R->Parameters.find(Key);
      if (It != R->Parameters.end())
        return It->second;
    }
    return Default.str();
  }

private:
  std::string RuleId;
  const HipBranches *Branches = nullptr;
  std::shared_ptr<SharedWarpAnalysis> WarpAnalysis;
};

} // namespace hipport

#endif
