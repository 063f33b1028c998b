//===- WarpValues.cpp ----------------------------------------------------===//
#include "Analysis/WarpValues.h"
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
    else if (const auto *Convert = dyn_cast<CXXMemberCallExpr>(E);
             Convert &&
             isa_and_nonnull<CXXConversionDecl>(Convert->getMethodDecl()))
      // HIP's threadIdx.x is an object converted to unsigned int.
      E = Convert->getImplicitObjectArgument();
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

/// A declaration of HIP's own headers: a source already ported to HIP
/// calls __ballot and __shfl, and reads threadIdx, as HIP declares them, with
/// CUDA's meaning.
static bool declaredByHip(const Decl *D) {
  const SourceManager &SM = D->getASTContext().getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
  return SM.isInSystemHeader(Loc) && SM.getFilename(Loc).contains("/hip/");
}

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
  return Classifier.isCudaDecl(Ref->getDecl()) || declaredByHip(Ref->getDecl())
             ? Name
             : llvm::StringRef();
}

llvm::StringRef hipport::builtinMemberOf(const Expr *E) {
  E = strip(E);
  const NamedDecl *Member = nullptr;
  if (const auto *Property = dyn_cast<MSPropertyRefExpr>(E))
    Member = Property->getPropertyDecl();
  else if (const auto *Field = dyn_cast<MemberExpr>(E))
    Member = Field->getMemberDecl();
  return Member && Member->getIdentifier() ? Member->getName()
                                           : llvm::StringRef();
}

bool hipport::isWarpSizeVariable(const ValueDecl *D,
                                 SourceClassifier &Classifier) {
  return D->getIdentifier() && D->getName() == "warpSize" &&
         Classifier.isCudaDecl(D);
}

bool hipport::namesWarpSize(const Expr *E, SourceClassifier &Classifier) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && isWarpSizeVariable(Ref->getDecl(), Classifier);
}

llvm::StringRef hipport::cudaCalleeName(const CallExpr *Call,
                                        SourceClassifier &Classifier) {
  if (const FunctionDecl *Callee = Call->getDirectCallee()) {
    if (!Callee->getIdentifier())
      return {};
    if (Classifier.isCudaDecl(Callee) || Callee->getBuiltinID() ||
        declaredByHip(Callee))
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
         Name == "__activemask" || Name == "__match_any_sync" ||
         Name == "__match_all_sync";
}

llvm::StringRef hipport::wideBitCount(llvm::StringRef Name) {
  return llvm::StringSwitch<llvm::StringRef>(Name)
      .Case("__popc", "__popcll")
      .Case("__ffs", "__ffsll")
      .Case("__clz", "__clzll")
      .Case("__brev", "__brevll")
      .Default("");
}

bool hipport::isWarpIntrinsic(llvm::StringRef Name) {
  return isShuffleIntrinsic(Name) || isBallotIntrinsic(Name) ||
         isMaskedWarpIntrinsic(Name) || Name == "__any" || Name == "__all";
}

bool hipport::isShuffleIntrinsic(llvm::StringRef Name) {
  return Name.starts_with("__shfl");
}

/// Parentheses and implicit casts, but not the substitution of a template
/// argument: IgnoreParenImpCasts() would make TILE's 32 look written.
static const Expr *stripKeepingTemplateArguments(const Expr *E) {
  while (true) {
    const Expr *Next = E->IgnoreParens()->IgnoreImpCasts();
    if (Next == E)
      return E;
    E = Next;
  }
}

ConstantOrigin hipport::constantOrigin(const Expr *E, ASTContext &AST) {
  ConstantOrigin Origin;
  E = stripKeepingTemplateArguments(E);
  if (E->isValueDependent() || E->isTypeDependent())
    return Origin;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, AST) || Result.Val.getInt().isNegative())
    return Origin;
  Origin.Value = Result.Val.getInt().getLimitedValue();
  const SourceManager &SM = AST.getSourceManager();
  // A template argument is named by its parameter: TILE = 32 is a tile,
  // WarpSize = 32 a warp size.
  if (const auto *Subst = dyn_cast<SubstNonTypeTemplateParmExpr>(E)) {
    const NonTypeTemplateParmDecl *Param = Subst->getParameter();
    Origin.Name = Param && Param->getIdentifier() ? Param->getName().str()
                                                  : std::string("<template>");
    Origin.K = isWarpWidthName(Origin.Name) ? ConstantOrigin::WarpNamed
                                            : ConstantOrigin::OtherNamed;
    return Origin;
  }
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
  Origin.K = isWarpWidthName(Origin.Name) ? ConstantOrigin::WarpNamed
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

bool hipport::countsGridThreads(const Expr *E, SourceClassifier &Classifier) {
  const auto *Product = dyn_cast<BinaryOperator>(strip(E));
  if (!Product || Product->getOpcode() != BO_Mul)
    return false;
  for (auto [Grid, PerBlock] :
       {std::pair(Product->getLHS(), Product->getRHS()),
        std::pair(Product->getRHS(), Product->getLHS())})
    if (builtinVariableOf(Grid, Classifier) == "gridDim" &&
        !isThreadIndexDerived(PerBlock, Classifier))
      return true;
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

bool hipport::isWarpIdSplit(const Expr *E, SourceClassifier &Classifier,
                            ASTContext &AST) {
  return isWarpSplit(E, Classifier, AST, BO_Div, 32) ||
         isWarpSplit(E, Classifier, AST, BO_Shr, 5);
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

const Expr *hipport::singleReturnValue(const FunctionDecl *Definition) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Definition->getBody());
  if (!Body || Body->size() != 1)
    return nullptr;
  const auto *Return = dyn_cast<ReturnStmt>(Body->body_front());
  return Return ? Return->getRetValue() : nullptr;
}

const Expr *hipport::wrappedValue(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!Callee || !Callee->hasBody(Definition))
    return nullptr;
  return singleReturnValue(Definition);
}

const Expr *hipport::followLocals(const Expr *E) {
  for (unsigned Depth = 0; Depth < MaxDepth; ++Depth) {
    const VarDecl *Var = localWithInit(E);
    if (!Var)
      return E;
    E = Var->getInit();
  }
  return E;
}

bool hipport::isMasklessShuffle(llvm::StringRef Name) {
  return Name == "__shfl" || Name == "__shfl_up" || Name == "__shfl_down" ||
         Name == "__shfl_xor";
}

/// ballotSource, following assignments to variables declared without a
/// value only when Assignments is set: the value assigned is judged without
/// them, so that `x = x + y` chains are not followed again (the walk would
/// grow with the size of the function at every step).
static const CallExpr *ballotSourceOf(const Expr *E,
                                      SourceClassifier &Classifier,
                                      unsigned Depth, bool Assignments);

const CallExpr *hipport::ballotSource(const Expr *E,
                                      SourceClassifier &Classifier,
                                      unsigned Depth) {
  return ballotSourceOf(E, Classifier, Depth, /*Assignments=*/true);
}

static const CallExpr *ballotSourceOf(const Expr *E,
                                      SourceClassifier &Classifier,
                                      unsigned Depth, bool Assignments) {
  // Shadows hipport::ballotSource: the recursive calls below keep the mode.
  auto ballotSource = [&](const Expr *Inner, SourceClassifier &C, unsigned D) {
    return ballotSourceOf(Inner, C, D, Assignments);
  };
  if (Depth > MaxDepth)
    return nullptr;
  E = strip(E);
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (isBallotIntrinsic(cudaCalleeName(Call, Classifier)))
      return Call;
    // A project's one-line wrapper: unsigned activeLanes() { return
    // __activemask(); }.
    if (const Expr *Wrapped = wrappedValue(Call))
      return ballotSource(Wrapped, Classifier, Depth + 1);
    return nullptr;
  }
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
  // `int mask; ... mask = my_mask;`: declared first, assigned a ballot.
  if (Assignments)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        if (const Expr *Assigned = assignedBallot(Var, Classifier, Depth + 1))
          return ballotSourceOf(Assigned, Classifier, Depth + 1, false);
  return nullptr;
}

namespace {

/// The first `Var = value` in S whose value is a ballot.
const Expr *ballotAssignedIn(const Stmt *S, const VarDecl *Var,
                             SourceClassifier &Classifier, unsigned Depth) {
  if (!S)
    return nullptr;
  if (const auto *Assign = dyn_cast<BinaryOperator>(S))
    if (Assign->getOpcode() == BO_Assign)
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts()))
        if (Ref->getDecl() == Var &&
            ballotSourceOf(Assign->getRHS(), Classifier, Depth,
                           /*Assignments=*/false))
          return Assign->getRHS();
  for (const Stmt *Child : S->children())
    if (const Expr *Found = ballotAssignedIn(Child, Var, Classifier, Depth))
      return Found;
  return nullptr;
}

} // namespace

const Expr *hipport::assignedBallot(const VarDecl *Var,
                                    SourceClassifier &Classifier,
                                    unsigned Depth) {
  if (Depth > MaxDepth || !Var->hasLocalStorage() || isa<ParmVarDecl>(Var) ||
      Var->getInit() || !Var->getType()->isIntegerType())
    return nullptr;
  const auto *Fn =
      dyn_cast_or_null<FunctionDecl>(Var->getParentFunctionOrMethod());
  if (!Fn || !Fn->getBody())
    return nullptr;
  return ballotAssignedIn(Fn->getBody(), Var, Classifier, Depth);
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
std::string hipport::partialMaskAdvice(uint64_t Mask) {
  return "not changed: ROCm requires the mask to be exactly the lanes that "
         "run the call, and on a 64-lane wavefront more lanes may run it "
         "than this 32-lane mask names (64 threads under `lane < 16` are "
         "lanes 0-15 and 32-47): write the 64-bit mask of those lanes (0x" +
         llvm::utohexstr(Mask, true) +
         "ull if they are exactly these) or __activemask()";
}

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

std::optional<MaskValue> hipport::maskValue(const Expr *Mask, ASTContext &AST) {
  MaskValue Out;
  Mask = Mask->IgnoreParenImpCasts();
  ConstantOrigin Origin = constantOrigin(Mask, AST);
  if (Origin.K != ConstantOrigin::NotConstant) {
    Out.Value = Origin.Value;
    Out.Where = isa<DeclRefExpr>(strip(Mask))         ? MaskValue::NamedConstant
                : Origin.K == ConstantOrigin::Literal ? MaskValue::Written
                                                      : MaskValue::Macro;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(strip(Mask)))
      Out.Decl = Ref->getDecl();
    return Out;
  }
  // A variable or parameter that holds a constant mask: `unsigned m =
  // 0xffffffff;`, `unsigned mask = 0xffffffff` as a default argument.
  const auto *Ref = dyn_cast<DeclRefExpr>(strip(Mask));
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var)
    return std::nullopt;
  const Expr *Init = nullptr;
  if (const auto *Param = dyn_cast<ParmVarDecl>(Var)) {
    if (!Param->hasDefaultArg() || Param->hasUnparsedDefaultArg() ||
        Param->hasUninstantiatedDefaultArg())
      return std::nullopt;
    Init = Param->getDefaultArg();
    Out.Where = MaskValue::DefaultArgument;
  } else {
    Init = Var->getInit();
    Out.Where = MaskValue::Variable;
  }
  if (!Init || Init->isValueDependent())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!Init->EvaluateAsInt(Result, AST) || Result.Val.getInt().isNegative())
    return std::nullopt;
  Out.Value = Result.Val.getInt().getLimitedValue();
  Out.Decl = Var;
  Out.Init = Init;
  return Out;
}
