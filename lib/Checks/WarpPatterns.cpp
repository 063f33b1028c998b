//===- WarpPatterns.cpp ---------------------------------------------------===//
#include "Checks/WarpPatterns.h"
#include "Rewrite/RewriteContext.h"
#include "Rewrite/SourceClassifier.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace hipport;
using namespace clang;

namespace {

/// Following variables through their initialisers stops here: deeper
/// chains are rare and not worth the risk of a wrong guess.
constexpr unsigned MaxDepth = 4;

const Expr *strip(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Pseudo = dyn_cast<PseudoObjectExpr>(E))
      E = Pseudo->getSyntacticForm();
    else if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(E))
      E = Opaque->getSourceExpr() ? Opaque->getSourceExpr() : E;
    else if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E))
      E = Cast->getSubExpr();
    else
      return E;
  }
}

/// The local variable E names, with an initialiser to follow.
const VarDecl *localWithInit(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(strip(E));
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->hasLocalStorage() || isa<ParmVarDecl>(Var) ||
      !Var->getInit())
    return nullptr;
  return Var;
}

} // namespace

llvm::StringRef hipport::builtinVariableOf(const Expr *E,
                                           SourceClassifier &Classifier) {
  E = strip(E);
  if (const auto *Property = dyn_cast<MSPropertyRefExpr>(E))
    E = strip(Property->getBaseExpr());
  else if (const auto *Member = dyn_cast<MemberExpr>(E))
    E = strip(Member->getBase());
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  if (!Ref || !Ref->getDecl()->getIdentifier())
    return {};
  llvm::StringRef Name = Ref->getDecl()->getName();
  if (Name != "threadIdx" && Name != "blockDim" && Name != "blockIdx" &&
      Name != "gridDim")
    return {};
  return Classifier.isCudaDecl(Ref->getDecl()) ? Name : llvm::StringRef();
}

llvm::StringRef hipport::cudaCalleeName(const CallExpr *Call,
                                        SourceClassifier &Classifier) {
  if (const FunctionDecl *Callee = Call->getDirectCallee()) {
    if (!Callee->getIdentifier())
      return {};
    if (Classifier.isCudaDecl(Callee) || Callee->getBuiltinID())
      return Callee->getName();
    return {};
  }
  // Dependent calls in templates name an overload set.
  const auto *Overloads =
      dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreImplicit());
  if (!Overloads || !Overloads->getName().isIdentifier() ||
      Overloads->getNumDecls() == 0)
    return {};
  for (const NamedDecl *D : Overloads->decls())
    if (!Classifier.isCudaDecl(D->getUnderlyingDecl()))
      return {};
  return Overloads->getName().getAsIdentifierInfo()->getName();
}

bool hipport::isMaskedWarpIntrinsic(llvm::StringRef Name) {
  return Name.ends_with("_sync") && Name.starts_with("__") &&
         Name != "__syncthreads";
}

bool hipport::isBallotIntrinsic(llvm::StringRef Name) {
  return Name == "__ballot_sync" || Name == "__ballot" ||
         Name == "__activemask";
}

bool hipport::isShuffleIntrinsic(llvm::StringRef Name) {
  return Name.starts_with("__shfl");
}

ConstantOrigin hipport::constantOrigin(const Expr *E, ASTContext &AST) {
  ConstantOrigin Origin;
  E = E->IgnoreParenImpCasts();
  if (E->isValueDependent() || E->isTypeDependent())
    return Origin;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, AST) || Result.Val.getInt().isNegative())
    return Origin;
  Origin.Value = Result.Val.getInt().getLimitedValue();
  const SourceManager &SM = AST.getSourceManager();
  if (const auto *Literal = dyn_cast<IntegerLiteral>(E)) {
    SourceLocation Loc = Literal->getLocation();
    // A number written as a macro argument is still written by the user.
    while (Loc.isMacroID() && SM.isMacroArgExpansion(Loc))
      Loc = SM.getImmediateSpellingLoc(Loc);
    if (!Loc.isMacroID()) {
      Origin.K = ConstantOrigin::Literal;
      return Origin;
    }
    Origin.Name =
        Lexer::getImmediateMacroName(Loc, SM, AST.getLangOpts()).str();
  } else if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    // CUDA's own warpSize is the portable spelling, whatever clang's
    // headers say its value is.
    if (SM.isInSystemHeader(Ref->getDecl()->getLocation()))
      return ConstantOrigin();
    Origin.Name = Ref->getDecl()->getNameAsString();
  } else if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    // WARP_SIZE - 1, WARP_SIZE / 2: named by the warp-size operand.
    for (const Expr *Side : {Binary->getLHS(), Binary->getRHS()}) {
      ConstantOrigin Part = constantOrigin(Side, AST);
      if (Part.K == ConstantOrigin::WarpNamed) {
        Origin.K = ConstantOrigin::WarpNamed;
        Origin.Name = Part.Name;
        return Origin;
      }
    }
    bool AllLiteral = true;
    for (const Expr *Side : {Binary->getLHS(), Binary->getRHS()})
      AllLiteral &= constantOrigin(Side, AST).K == ConstantOrigin::Literal;
    Origin.K =
        AllLiteral ? ConstantOrigin::Literal : ConstantOrigin::OtherNamed;
    return Origin;
  } else if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    // ~0u, -1: as written as their operand.
    ConstantOrigin Part = constantOrigin(Unary->getSubExpr(), AST);
    Origin.K = Part.K == ConstantOrigin::NotConstant
                   ? ConstantOrigin::OtherNamed
                   : Part.K;
    Origin.Name = Part.Name;
    return Origin;
  } else {
    Origin.K = ConstantOrigin::OtherNamed; // sizeof(int) * 8 and friends
    return Origin;
  }
  Origin.K = isWarpSizeName(Origin.Name) ? ConstantOrigin::WarpNamed
                                         : ConstantOrigin::OtherNamed;
  return Origin;
}

bool hipport::isThreadIndexDerived(const Expr *E, SourceClassifier &Classifier,
                                   unsigned Depth) {
  if (Depth > MaxDepth)
    return false;
  E = strip(E);
  if (builtinVariableOf(E, Classifier) == "threadIdx")
    return true;
  // Index arithmetic keeps a thread index; bit twiddling (shifts, masks,
  // permutations of bank indices) makes something else of it.
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return (Binary->isAdditiveOp() || Binary->getOpcode() == BO_Mul) &&
           (isThreadIndexDerived(Binary->getLHS(), Classifier, Depth + 1) ||
            isThreadIndexDerived(Binary->getRHS(), Classifier, Depth + 1));
  if (const VarDecl *Var = localWithInit(E))
    return isThreadIndexDerived(Var->getInit(), Classifier, Depth + 1);
  return false;
}

/// `Index OP Constant` where Index is a thread index and Constant one of
/// the warp-size values, written as a number or a warp-size name.
static bool isWarpSplit(const Expr *E, SourceClassifier &Classifier,
                        ASTContext &AST, BinaryOperatorKind Op,
                        uint64_t Value) {
  const auto *Binary = dyn_cast<BinaryOperator>(strip(E));
  if (!Binary || Binary->getOpcode() != Op)
    return false;
  return constantOrigin(Binary->getRHS(), AST).countsLanes(Value) &&
         isThreadIndexDerived(Binary->getLHS(), Classifier);
}

bool hipport::isLaneValue(const Expr *E, SourceClassifier &Classifier,
                          ASTContext &AST, unsigned Depth) {
  if (Depth > MaxDepth)
    return false;
  if (isWarpSplit(E, Classifier, AST, BO_And, 31) ||
      isWarpSplit(E, Classifier, AST, BO_Rem, 32))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(strip(E)))
    if (isa<VarDecl>(Ref->getDecl()) && Ref->getDecl()->getIdentifier() &&
        isLaneName(Ref->getDecl()->getName()))
      return true;
  if (const VarDecl *Var = localWithInit(E))
    return isLaneValue(Var->getInit(), Classifier, AST, Depth + 1);
  return false;
}

const CallExpr *hipport::ballotSource(const Expr *E,
                                      SourceClassifier &Classifier,
                                      unsigned Depth) {
  if (Depth > MaxDepth)
    return nullptr;
  E = strip(E);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return isBallotIntrinsic(cudaCalleeName(Call, Classifier)) ? Call : nullptr;
  // Masking a ballot keeps it a ballot: __popc(ballot & lanesBelow).
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    if (!Binary->isBitwiseOp() && !Binary->isShiftOp())
      return nullptr;
    if (const CallExpr *Left =
            ballotSource(Binary->getLHS(), Classifier, Depth + 1))
      return Left;
    return Binary->isBitwiseOp()
               ? ballotSource(Binary->getRHS(), Classifier, Depth + 1)
               : nullptr;
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return Unary->getOpcode() == UO_Not
               ? ballotSource(Unary->getSubExpr(), Classifier, Depth + 1)
               : nullptr;
  if (const VarDecl *Var = localWithInit(E))
    return ballotSource(Var->getInit(), Classifier, Depth + 1);
  return nullptr;
}

std::vector<ComparedConstant>
hipport::comparedConstants(const BinaryOperator *Compare, ASTContext &AST) {
  std::vector<ComparedConstant> Out;
  for (auto [Other, Constant] :
       {std::pair{Compare->getLHS(), Compare->getRHS()},
        std::pair{Compare->getRHS(), Compare->getLHS()}}) {
    if (Constant->isValueDependent())
      continue;
    if (std::optional<llvm::APSInt> Value =
            Constant->getIntegerConstantExpr(AST))
      Out.push_back({Other, Constant, *Value});
  }
  return Out;
}

const CallExpr *hipport::ballotCount(const Expr *E,
                                     SourceClassifier &Classifier,
                                     unsigned Depth) {
  if (Depth > MaxDepth)
    return nullptr;
  if (const VarDecl *Var = localWithInit(E))
    return ballotCount(Var->getInit(), Classifier, Depth + 1);
  const auto *Call = dyn_cast<CallExpr>(strip(E));
  if (!Call || Call->getNumArgs() != 1)
    return nullptr;
  llvm::StringRef Name = cudaCalleeName(Call, Classifier);
  if (Name != "__popc" && Name != "__popcll")
    return nullptr;
  return ballotSource(Call->getArg(0), Classifier) ? Call : nullptr;
}

bool hipport::isInDeviceCode(const FunctionDecl *Enclosing) {
  if (!Enclosing)
    return false;
  bool Device = Enclosing->hasAttr<CUDADeviceAttr>() ||
                Enclosing->hasAttr<CUDAGlobalAttr>();
  return Device && !Enclosing->hasAttr<CUDAHostAttr>();
}

// The fallback below HIP 6.2 may drop the mask: nothing left to widen.
bool hipport::hipKeepsMask(const RewriteContext &Ctx, llvm::StringRef Name) {
  const MappingEntry *Entry = Ctx.table().lookup(EntryKind::Function, Name);
  if (!Entry)
    return true;
  const HipSpelling &Hip = Ctx.currentSpelling(*Entry);
  if (Hip.Args.empty())
    return true;
  for (const std::string &Arg : Hip.Args)
    if (llvm::StringRef(Arg).contains("$1"))
      return true;
  return false;
}
