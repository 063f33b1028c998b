//===- WarpFullMaskCheck.cpp ----------------------------------------------===//
#include "Checks/WarpFullMaskCheck.h"
#include "Analysis/WarpValues.h"
#include "Checks/BuildStop.h"
#include "Support/LineLists.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void WarpFullMaskCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(unless(argumentCountIs(0)),
                             optionally(forFunction(functionDecl().bind("fn"))))
                        .bind("call"),
                    this);
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("==", "!=")).bind("compare"), this);
}

/// How the target HIP spells "the lanes that run this call": __activemask()
/// from HIP 6.2, __ballot(1) before.
std::string WarpFullMaskCheck::activeMask() const {
  if (const MappingEntry *Entry =
          Ctx.table().lookup(EntryKind::Function, "__activemask"))
    if (!Ctx.currentSpelling(*Entry).Args.empty())
      return "__ballot(1)";
  return "__activemask()";
}

/// A fix replacing the mask argument where the call spells it: written in
/// the call, or as one macro such as FULL_MASK; else the number in the
/// definition of the macro that holds it (PROJECT_BALLOT(p)).
std::optional<RewriteContext::Fix>
WarpFullMaskCheck::maskFix(const Expr *Mask, llvm::StringRef Text,
                           ASTContext &AST) {
  if (auto Fix = replacement(Mask->getSourceRange(), Text))
    return Fix;
  const SourceManager &SM = AST.getSourceManager();
  SourceLocation Begin, End;
  if (Lexer::isAtStartOfMacroExpansion(Mask->getBeginLoc(), SM,
                                       AST.getLangOpts(), &Begin) &&
      Lexer::isAtEndOfMacroExpansion(Mask->getEndLoc(), SM, AST.getLangOpts(),
                                     &End) &&
      Begin.isFileID() && End.isFileID())
    if (auto Range = Ctx.projectRange(SourceRange(Begin, End)))
      return RewriteContext::Fix{*Range, Text.str()};
  if (const auto *Literal = dyn_cast<IntegerLiteral>(Mask))
    if (auto Token =
            Ctx.projectToken(SM.getSpellingLoc(Literal->getLocation())))
      return RewriteContext::Fix{*Token, Text.str()};
  return std::nullopt;
}

void WarpFullMaskCheck::run(const MatchFinder::MatchResult &R) {
  if (const auto *Compare = R.Nodes.getNodeAs<BinaryOperator>("compare"))
    return checkComparison(Compare, *R.Context);
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  llvm::StringRef Name = cudaCalleeName(Call, Ctx.classifier());
  if (!isMaskedWarpIntrinsic(Name) || !inProject(Call->getBeginLoc()) ||
      !hipKeepsMask(Ctx, Name))
    return;
  const Expr *Mask = Call->getArg(0)->IgnoreParenImpCasts();
  if (Mask->isTypeDependent() || !Mask->getType()->isIntegerType())
    return;
  ASTContext &AST = *R.Context;
  if (AST.getTypeSize(Mask->getType()) > 32)
    return;
  // __activemask() and __ballot() are 64-bit in HIP: the converted call
  // passes a full mask.
  if (const auto *Call = dyn_cast<CallExpr>(Mask))
    if (isBallotIntrinsic(cudaCalleeName(Call, Ctx.classifier())))
      return;
  std::optional<MaskValue> Value = maskValue(Mask, AST);
  if (!Value) {
    diag(Mask->getBeginLoc(),
         "the lane mask passed to '" + Name +
             "' is a 32-bit value; HIP's masks are 64-bit (64-lane "
             "wavefronts): declare it as a 64-bit integer");
    return;
  }
  if (Value->Value == 0)
    return; // No lanes: nothing to widen.
  // CUDA's full mask means "every lane here". ROCm's *_sync functions
  // check that the mask is exactly the lanes running the call, so an
  // all-ones 64-bit mask traps in a partial wavefront (a block of 32 or 96
  // threads, a call under `if (tid < 32)`); the active mask is right in
  // each case. A partial mask is not changed: see partialMaskAdvice().
  bool Full = Value->Value == 0xffffffffu;
  std::string Wide = Full ? activeMask() : std::string();
  std::vector<RewriteContext::Fix> Fixes;
  std::string Where;
  std::string Held =
      Value->Decl ? Value->Decl->getNameAsString() : std::string();
  switch (Value->Where) {
  case MaskValue::Written:
    break;
  case MaskValue::Macro:
    Where = " (through a macro)";
    break;
  case MaskValue::NamedConstant:
  case MaskValue::Variable:
    Where = " (held in '" + Held + "')";
    break;
  case MaskValue::DefaultArgument:
    Where = " (the default of parameter '" + Held + "')";
    break;
  }
  if (Value->Where == MaskValue::DefaultArgument) {
    // unsigned mask = 0xffffffff -> unsigned long long mask = __activemask()
    const auto *Param = cast<ParmVarDecl>(Value->Decl);
    auto Type =
        replacement(Param->getTypeSourceInfo()->getTypeLoc().getSourceRange(),
                    "unsigned long long");
    auto Default =
        replacement(Value->Init->IgnoreImplicit()->getSourceRange(), Wide);
    if (Full && Type && Default)
      Fixes = {*Type, *Default};
  } else if (Full) {
    if (auto Fix = maskFix(Mask, Wide, AST))
      Fixes.push_back(*Fix);
  }
  Pending.push_back(
      {R.Nodes.getNodeAs<FunctionDecl>("fn"), Mask->getBeginLoc(),
       (Full ? "32-bit full mask" : "32-bit lane mask") + Where +
           " passed to '" + Name.str() +
           "': HIP's lane masks are 64-bit, and from HIP 6.2 the *_sync "
           "intrinsics reject a 32-bit mask" +
           (Full ? "; ROCm requires the mask to be the lanes that run the "
                   "call: use " +
                       Wide
                 : "; " + partialMaskAdvice(Value->Value)),
       std::move(Fixes)});
}

void WarpFullMaskCheck::endOfTranslationUnit(ASTContext &AST) {
  if (Pending.empty())
    return;
  // Widening the masks of a 32-lane assumption that stays as it is would
  // make it compile and run wrong (a broadcast from lane 0 reaching 64
  // lanes): the mask changes with its lane ids and loop bounds, or not.
  // The functions whose masks stay 32-bit, which the target HIP rejects,
  // with the lines, in the order first found.
  llvm::MapVector<const FunctionDecl *, std::set<unsigned>> Kept;
  const SourceManager &SM = AST.getSourceManager();
  for (PendingMask &P : Pending) {
    const WarpAssumption *A = unportedAssumption(P.Fn, AST);
    if (A && !P.Fixes.empty()) {
      P.Fixes.clear();
      P.Message += " (not widened: part of a 32-lane assumption that needs "
                   "a change by hand, see its other findings)";
    }
    bool Widened = !P.Fixes.empty();
    // An assumption left for a person stops the build already.
    if (diag(P.Loc, P.Message, std::move(P.Fixes)) && !Widened && P.Fn &&
        !(A && A->needsHandPort()))
      Kept[P.Fn].insert(SM.getExpansionLineNumber(P.Loc));
  }
  Pending.clear();
  for (const auto &[Fn, Lines] : Kept)
    reportKeptMasks(Fn, Lines, AST);
}

/// Masks hipport leaves 32-bit (partial, computed, or spelled where no fix
/// reaches) where the target HIP rejects them: never HIP's message alone.
/// An error at the function, and in `convert` a stop before it.
void WarpFullMaskCheck::reportKeptMasks(const FunctionDecl *Fn,
                                        const std::set<unsigned> &Lines,
                                        ASTContext &AST) {
  constexpr llvm::StringLiteral HandPortRule = "hipport-warp-hand-port";
  if (Ctx.dropsFinding(HandPortRule, Fn->getLocation()))
    return;
  auto What = [&](llvm::StringRef Source) {
    return "'" + Fn->getNameAsString() + "' passes 32-bit lane masks at " +
           linesPhrase(Lines) + Source.str() +
           ", which HIP rejects from 6.2 and hipport does not widen (see "
           "the findings there): choose the 64-bit mask of the lanes that "
           "run each call by hand";
  };
  diagAs(HandPortRule, Fn->getLocation(),
         What("") + (writesBuildStop(Ctx, Fn)
                         ? "; hipport stops the build of the converted file "
                           "here"
                         : ""));
  stopBuildBefore(Ctx, Fn,
                  What(" of the CUDA source") + ", then delete this line");
}

void WarpFullMaskCheck::checkComparison(const BinaryOperator *Compare,
                                        ASTContext &AST) {
  if (!inProject(Compare->getOperatorLoc()))
    return;
  for (const ComparedConstant &Side : comparedConstants(Compare, AST)) {
    const CallExpr *Ballot = ballotSource(Side.Other, Ctx.classifier());
    if (Side.Value != 0xffffffffu || !Ballot)
      continue;
    // "Every lane voted": the lanes that run here, however many they are;
    // but "every lane is active" is the whole 64-lane wavefront.
    llvm::StringRef BallotName = cudaCalleeName(Ballot, Ctx.classifier());
    bool AskedActive = BallotName == "__activemask" ||
                       (BallotName == "__ballot" && Ballot->getNumArgs() == 1 &&
                        Ballot->getArg(0)->isIntegerConstantExpr(AST));
    std::string Active =
        AskedActive ? std::string("0xffffffffffffffffull") : activeMask();
    // The active lanes where the ballot ran: only a comparison with the
    // call itself asks at the same point. A ballot kept in a variable may
    // be compared under `if (lane == 0)`, where __activemask() is one lane
    // (the execution model shows it), so that is reported only.
    bool SamePoint = AskedActive || Side.Other->IgnoreParenImpCasts() ==
                                        static_cast<const Expr *>(Ballot);
    std::vector<RewriteContext::Fix> Fixes;
    if (SamePoint)
      if (auto Fix = replacement(
              Side.Constant->IgnoreParenImpCasts()->getSourceRange(), Active))
        Fixes.push_back(*Fix);
    std::string Held =
        withholdInUnported(enclosingFunction(Compare, AST), AST, Fixes);
    diag(Side.Constant->getBeginLoc(),
         "the lane mask of '" + BallotName +
             "' is compared with the 32-bit full mask: HIP's masks are "
             "64-bit, and with every lane of a wavefront active the mask "
             "is " +
             (SamePoint ? Active
                        : std::string("the active mask where the ballot ran")) +
             ", not 0xffffffff" + Held,
         std::move(Fixes));
    return;
  }
}
