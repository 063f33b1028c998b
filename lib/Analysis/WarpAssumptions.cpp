//===- WarpAssumptions.cpp ------------------------------------------------===//
#include "Analysis/WarpAssumptions.h"
#include "Analysis/NamedWidths.h"
#include "Rewrite/SourceClassifier.h"
#include "Support/LineLists.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include <map>
#include <set>

using namespace hipport;
using namespace clang;

namespace {

/// One node per function: a template and its instantiations are one.
const FunctionDecl *nodeOf(const FunctionDecl *F) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  return F->getCanonicalDecl();
}

/// What one function contributes to the assumption of its group.
struct FunctionFacts {
  std::vector<GroupSite> Sites;
  std::vector<SourceLocation> HardwareWidth, WarpWideOps;
  bool IdsInGroups = false;
  bool IdsReachGlobal = false;
  /// Why respelling the group's 32s would leave a 32-lane part behind.
  std::string KeptBy32;
  /// A lane id combined with a written 32 that no site describes.
  std::string LaneBeside32;
  bool Intrinsics = false;
  bool Kernel = false;
  bool Device = false;
};

/// The variable E names, if it is a plain reference to one.
const VarDecl *referencedVar(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// Whether E mentions the variable Var.
bool mentions(const Stmt *S, const VarDecl *Var) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    return Ref->getDecl() == Var;
  for (const Stmt *Child : S->children())
    if (mentions(Child, Var))
      return true;
  return false;
}

} // namespace

namespace hipport {

/// Walks one function body and records its sites and warp operations.
class SiteCollector : public RecursiveASTVisitor<SiteCollector> {
public:
  SiteCollector(WarpAssumptions &W, ASTContext &AST, const FunctionDecl *Fn,
                FunctionFacts &Facts,
                std::vector<const FunctionDecl *> &Callees,
                std::vector<const FunctionDecl *> &Launched)
      : W(W), AST(AST), Fn(Fn), Facts(Facts), Callees(Callees),
        Launched(Launched) {}

  bool VisitCallExpr(CallExpr *Call);
  bool VisitBinaryOperator(BinaryOperator *Op);
  bool VisitForStmt(ForStmt *Loop);
  bool VisitIfStmt(IfStmt *If);
  bool VisitDeclRefExpr(DeclRefExpr *Ref);
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *Index);
  /// `n <= 32`, `min(32, n)`: a count of elements compared with the lanes
  /// of a warp, when the same n bounds a lane id (`if (lane < n)`), so
  /// that the 32 is the lanes covering the elements one each.
  void laneCount(const Expr *Count, const Expr *Constant, SourceLocation Loc);
  /// `read += 32` where `read + lane` indexes the data: the base of a lane's
  /// position stepped by a warp's width, outside a `for` increment.
  void laneStep(const BinaryOperator *Step);
  /// `lane + 32`, `lane < 16`, `lane ^ 16`: a lane id combined with a
  /// written warp-size number in a way no site describes. Respelling the
  /// lane id with warpSize would leave it at 32, so the group gets no fix.
  void laneBeside32(const BinaryOperator *Op, const ConstantOrigin &Constant);
  /// `warp * 32`, `32 * warp`, `warp << 5`, where `warp` holds a warp id
  /// from 32: the first element of the warp's share.
  void warpBase(const BinaryOperator *Op);
  /// After the walk: neighbour exchanges count as warp-wide.
  void finish();

private:
  void add(GroupSite::Kind K, SourceLocation Loc, const Expr *Constant,
           SourceRange Replaced, llvm::StringRef Portable,
           llvm::StringRef Subject = "") {
    // `% WS`: the macro's name is what the text spells and a fix replaces.
    if (Replaced.isValid())
      Replaced = rangeOverMacroUses(Replaced, AST.getSourceManager(),
                                    AST.getLangOpts());
    GroupSite S{K,
                Fn,
                Loc,
                Constant,
                constantOrigin(Constant, AST),
                Subject.str(),
                Replaced,
                Portable.str()};
    Facts.Sites.push_back(std::move(S));
  }
  void shuffle(const CallExpr *Call, llvm::StringRef Name);
  /// Whether E is or contains a lane id.
  bool mentionsALane(const Expr *E) {
    if (isLaneValue(E, W.Classifier, AST))
      return true;
    for (const Stmt *Child : E->children())
      if (const auto *Sub = dyn_cast_or_null<Expr>(Child))
        if (mentionsALane(Sub))
          return true;
    return false;
  }
  bool usedAsDataIndex(const Expr *E);
  /// A shuffle in S whose lane argument uses Var, and whether it has its
  /// own width.
  const CallExpr *shuffleUsing(const Stmt *S, const VarDecl *Var,
                               bool &ExplicitWidth);

  WarpAssumptions &W;
  ASTContext &AST;
  const FunctionDecl *Fn;
  FunctionFacts &Facts;
  std::vector<const FunctionDecl *> &Callees;
  /// Kernels this (host) function launches: their lanes are not its own,
  /// so a launch does not join the kernels of one host function.
  std::vector<const FunctionDecl *> &Launched;
  const VarDecl *initialised(const Expr *E);
  llvm::DenseSet<const VarDecl *> WarpIdVars;
  /// Whether this number is a site already (found by another visit).
  bool isSite(const Expr *Constant) const {
    return llvm::any_of(Facts.Sites, [&](const GroupSite &S) {
      return S.Constant == Constant;
    });
  }
  /// Whether a local variable is compared with a lane id in Fn, or has a
  /// lane id added to it.
  bool meetsALane(const VarDecl *Var, bool Added);
  std::map<std::pair<const VarDecl *, bool>, bool> LaneMeetings;

  llvm::DenseSet<const CallExpr *> MaskArguments;
  std::vector<SourceLocation> NeighbourSteps;
  std::vector<const CallExpr *> Votes;
  /// References to each declaration, and those as a *_sync call's mask.
  llvm::DenseMap<const ValueDecl *, unsigned> Uses, MaskUses;
};

} // namespace hipport

static bool explicitWidth(const CallExpr *Call, unsigned Index) {
  return Index < Call->getNumArgs() &&
         !isa<CXXDefaultArgExpr>(Call->getArg(Index));
}

bool SiteCollector::VisitCallExpr(CallExpr *Call) {
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    if (Callee->getIdentifier() && Call->getNumArgs() == 2 &&
        (Callee->getName() == "min" || Callee->getName() == "max"))
      for (unsigned I = 0; I < 2; ++I)
        laneCount(Call->getArg(1 - I), Call->getArg(I),
                  Call->getArg(I)->getBeginLoc());
  llvm::StringRef Name = cudaCalleeName(Call, W.Classifier);
  if (Name.empty()) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    const FunctionDecl *Definition = nullptr;
    if (Callee && Callee->hasBody(Definition) &&
        W.InProject(Definition->getLocation()))
      (isa<CUDAKernelCallExpr>(Call) ? Launched : Callees)
          .push_back(nodeOf(Definition));
    return true;
  }
  if (!isWarpIntrinsic(Name))
    return true;
  Facts.Intrinsics = true;
  if (isMaskedWarpIntrinsic(Name) && Call->getNumArgs() > 0) {
    const Expr *Mask = Call->getArg(0)->IgnoreParenImpCasts();
    if (const auto *Inner = dyn_cast<CallExpr>(Mask))
      MaskArguments.insert(Inner);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Mask))
      ++MaskUses[Ref->getDecl()];
  }
  // A ballot as a value covers the whole wavefront, not a 32-lane group;
  // as the mask of another intrinsic it only says "these lanes". An any or
  // all vote over two groups at once is conservative where it guards work
  // (cupy's partition: "some lane has found t values"), so it does not
  // decide the reading of the ids.
  if (isBallotIntrinsic(Name)) {
    if (!MaskArguments.count(Call))
      Votes.push_back(Call);
    return true;
  }
  if (isShuffleIntrinsic(Name))
    shuffle(Call, Name);
  return true;
}

void SiteCollector::shuffle(const CallExpr *Call, llvm::StringRef Name) {
  unsigned First = Name.ends_with("_sync") ? 1 : 0;
  if (Call->getNumArgs() < First + 2)
    return;
  const Expr *Lane = Call->getArg(First + 1);
  ConstantOrigin LaneValue = constantOrigin(Lane, AST);
  unsigned WidthIndex = First + 2;
  if (explicitWidth(Call, WidthIndex)) {
    // A logical group of that width: its offsets belong to it, and only
    // a width of 32 is a warp-size assumption.
    const Expr *Width = followLocals(Call->getArg(WidthIndex));
    if (const auto *Choice =
            dyn_cast<ConditionalOperator>(Width->IgnoreParenImpCasts())) {
      // `(info == 0) ? 32 : info`: a sub-warp size that defaults to 32.
      for (const Expr *Branch : {Choice->getTrueExpr(), Choice->getFalseExpr()})
        if (constantOrigin(Branch, AST).countsLanes(32))
          add(GroupSite::Width, Branch->getBeginLoc(), Branch,
              Branch->getSourceRange(), "warpSize", Name);
      return;
    }
    if (constantOrigin(Width, AST).countsLanes(32))
      add(GroupSite::Width, Width->getBeginLoc(), Width,
          Width->getSourceRange(), "warpSize", Name);
    return;
  }
  bool Reduction =
      Name.starts_with("__shfl_down") || Name.starts_with("__shfl_xor");
  bool Broadcast = Name == "__shfl" || Name == "__shfl_sync";
  if (Reduction && LaneValue.countsLanes(16))
    add(GroupSite::UnrolledOffset, Lane->getBeginLoc(), Lane, SourceRange(), "",
        Name);
  else if (Broadcast && LaneValue.countsLanes(31))
    add(GroupSite::LastLane, Lane->getBeginLoc(), Lane, Lane->getSourceRange(),
        "warpSize - 1", Name);
  // A broadcast from a fixed lane reads one lane of the whole wavefront:
  // lanes 32-63 do not read their own group's lane. So does a source lane
  // computed from a lane id without a width (`(lane + 1) % 32`, `lane ^ 1`):
  // HIP takes it modulo the wavefront, so lanes 32-63 read the first half.
  if (Broadcast &&
      (LaneValue.K != ConstantOrigin::NotConstant || mentionsALane(Lane)))
    Facts.WarpWideOps.push_back(Call->getBeginLoc());
  // A fixed small step up or down outside a reduction (a neighbour
  // exchange) crosses from one 32-lane group into the next at lane 31;
  // the steps of an unrolled reduction from 16 only matter at lane 0.
  bool Step = Name.starts_with("__shfl_down") || Name.starts_with("__shfl_up");
  if (Step && LaneValue.K != ConstantOrigin::NotConstant &&
      LaneValue.Value < 16)
    NeighbourSteps.push_back(Call->getBeginLoc());
}

/// The variable E initialises (`unsigned mask = __ballot_sync(...)`).
const VarDecl *SiteCollector::initialised(const Expr *E) {
  const Stmt *Child = E;
  for (unsigned Depth = 0; Depth < 3; ++Depth) {
    DynTypedNodeList Parents = AST.getParents(*Child);
    if (Parents.empty())
      return nullptr;
    if (const auto *Var = Parents[0].get<VarDecl>())
      return Var;
    Child = Parents[0].get<Stmt>();
    if (!Child || !isa<ImplicitCastExpr, ParenExpr, ExprWithCleanups>(Child))
      return nullptr;
  }
  return nullptr;
}

void SiteCollector::finish() {
  // A ballot kept only to be the mask of later *_sync calls says which
  // lanes take part; any other use sees the whole wavefront.
  for (const CallExpr *Vote : Votes) {
    const VarDecl *Var = initialised(Vote);
    if (!Var || !MaskUses.count(Var) || MaskUses[Var] != Uses[Var])
      Facts.WarpWideOps.push_back(Vote->getBeginLoc());
  }
  bool Unrolled = llvm::any_of(Facts.Sites, [](const GroupSite &S) {
    return S.K == GroupSite::UnrolledOffset;
  });
  if (!Unrolled)
    Facts.WarpWideOps.insert(Facts.WarpWideOps.end(), NeighbourSteps.begin(),
                             NeighbourSteps.end());
}

/// `tile[r][t % 32]`, `words[i / 32]`, `1u << (i % 32)`: a number that
/// indexes data or bits where it is computed is a tile or bit index, not a
/// lane of the hardware.
bool SiteCollector::usedAsDataIndex(const Expr *E) {
  const Stmt *Child = E;
  for (unsigned Depth = 0; Depth < 4; ++Depth) {
    DynTypedNodeList Parents = AST.getParents(*Child);
    if (Parents.empty())
      return false;
    const Stmt *Parent = Parents[0].get<Stmt>();
    if (!Parent)
      return false;
    if (isa<ParenExpr, ImplicitCastExpr>(Parent)) {
      Child = Parent;
      continue;
    }
    if (const auto *Index = dyn_cast<ArraySubscriptExpr>(Parent))
      return Index->getIdx()->IgnoreParenImpCasts() == E->IgnoreParenImpCasts();
    if (const auto *Shift = dyn_cast<BinaryOperator>(Parent))
      return Shift->isShiftOp() && Shift->getRHS() == Child;
    return false;
  }
  return false;
}

namespace {

struct Split {
  BinaryOperatorKind Op;
  uint64_t Value;
  GroupSite::Kind K;
  const char *Portable; ///< Replaces the operator and the constant.
};

constexpr Split Splits[] = {
    {BO_And, 31, GroupSite::LaneId, "& (warpSize - 1)"},
    {BO_Rem, 32, GroupSite::LaneId, "% warpSize"},
    {BO_Div, 32, GroupSite::WarpId, "/ warpSize"},
    {BO_Shr, 5, GroupSite::WarpId, "/ warpSize"},
};

} // namespace

bool SiteCollector::VisitBinaryOperator(BinaryOperator *Op) {
  if (Op->isTypeDependent())
    return true;
  warpBase(Op);
  ConstantOrigin Constant = constantOrigin(Op->getRHS(), AST);
  if (Constant.K != ConstantOrigin::Literal &&
      Constant.K != ConstantOrigin::WarpNamed)
    return true;
  const Expr *Lhs = Op->getLHS();
  if (Op->getOpcode() == BO_AddAssign)
    laneStep(Op);
  laneBeside32(Op, Constant);
  if (Op->isComparisonOp()) {
    if (Op->isRelationalOp())
      laneCount(Lhs, Op->getRHS(), Op->getOperatorLoc());
    if (Op->getOpcode() != BO_EQ && Op->getOpcode() != BO_NE)
      return true;
    if (Constant.Value == 31 && isLaneValue(Lhs, W.Classifier, AST))
      add(GroupSite::LaneCompare, Op->getOperatorLoc(), Op->getRHS(),
          Op->getRHS()->getSourceRange(), "warpSize - 1");
    return true;
  }
  for (const Split &S : Splits) {
    if (S.Op != Op->getOpcode() || S.Value != Constant.Value)
      continue;
    // (blockDim.x + 31) / 32: the warps of a block, rounded up; its 31 is
    // the warp's last lane and is respelled with the division.
    const Expr *RoundUp = nullptr;
    if (const auto *Sum = dyn_cast<BinaryOperator>(Lhs->IgnoreParenImpCasts()))
      if (Sum->getOpcode() == BO_Add &&
          builtinVariableOf(Sum->getLHS(), W.Classifier) == "blockDim" &&
          constantOrigin(Sum->getRHS(), AST).countsLanes(31))
        RoundUp = Sum->getRHS();
    bool WarpsPerBlock =
        (RoundUp || builtinVariableOf(Lhs, W.Classifier) == "blockDim") &&
        S.K == GroupSite::WarpId;
    bool WarpsPerGrid =
        S.K == GroupSite::WarpId && countsGridThreads(Lhs, W.Classifier);
    // (lane + 1) % 32: another lane of the same warp.
    const auto *Offset = dyn_cast<BinaryOperator>(Lhs->IgnoreParenImpCasts());
    bool LaneOffset = S.K == GroupSite::LaneId && Offset &&
                      Offset->isAdditiveOp() &&
                      (isLaneValue(Offset->getLHS(), W.Classifier, AST) ||
                       isLaneValue(Offset->getRHS(), W.Classifier, AST));
    if (!WarpsPerBlock && !WarpsPerGrid && !LaneOffset &&
        !isThreadIndexDerived(Lhs, W.Classifier))
      return true;
    // A tile, row or bit index; but if the rest of its group is respelled
    // with warpSize, this 32 could be a per-warp slot left behind.
    if (usedAsDataIndex(Op)) {
      Facts.KeptBy32 = "a 32 indexes data where it is computed (a tile, or "
                       "a warp's slot)";
      return true;
    }
    Facts.IdsInGroups = true;
    if (S.K == GroupSite::WarpId)
      if (const VarDecl *Var = initialised(Op))
        WarpIdVars.insert(Var);
    if (WarpsPerBlock && RoundUp)
      add(GroupSite::WarpsPerBlock, RoundUp->getBeginLoc(), RoundUp,
          RoundUp->getSourceRange(), "warpSize - 1");
    add(WarpsPerBlock  ? GroupSite::WarpsPerBlock
        : WarpsPerGrid ? GroupSite::WarpsPerGrid
                       : S.K,
        Op->getOperatorLoc(), Op->getRHS(),
        SourceRange(Op->getOperatorLoc(), Op->getRHS()->getEndLoc()),
        S.Portable);
    return true;
  }
  return true;
}

const CallExpr *SiteCollector::shuffleUsing(const Stmt *S, const VarDecl *Var,
                                            bool &ExplicitWidth) {
  if (!S)
    return nullptr;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    llvm::StringRef Name = cudaCalleeName(Call, W.Classifier);
    if (isShuffleIntrinsic(Name)) {
      unsigned First = Name.ends_with("_sync") ? 1 : 0;
      if (Call->getNumArgs() > First + 1 &&
          mentions(Call->getArg(First + 1), Var)) {
        ExplicitWidth = explicitWidth(Call, First + 2);
        return Call;
      }
    }
  }
  for (const Stmt *Child : S->children())
    if (const CallExpr *Found = shuffleUsing(Child, Var, ExplicitWidth))
      return Found;
  return nullptr;
}

bool SiteCollector::VisitForStmt(ForStmt *Loop) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit());
  if (!Init || !Init->isSingleDecl() || !Loop->getBody())
    return true;
  const auto *Var = dyn_cast<VarDecl>(Init->getSingleDecl());
  if (!Var || !Var->getInit() || !Var->getType()->isIntegerType())
    return true;
  const Expr *CondExpr = Loop->getCond();
  const auto *Cond =
      CondExpr ? dyn_cast<BinaryOperator>(CondExpr->IgnoreParenImpCasts())
               : nullptr;
  // A warp striding over data from its lane: for (i = lane; ...; i += 32).
  if (const auto *Inc =
          dyn_cast_or_null<CompoundAssignOperator>(Loop->getInc()))
    if (Inc->getOpcode() == BO_AddAssign &&
        constantOrigin(Inc->getRHS(), AST).countsLanes(32)) {
      const Expr *Start = Var->getInit()->IgnoreParenImpCasts();
      bool FromLane = isLaneValue(Start, W.Classifier, AST);
      if (const auto *Sum = dyn_cast<BinaryOperator>(Start))
        FromLane |= Sum->isAdditiveOp() &&
                    (isLaneValue(Sum->getLHS(), W.Classifier, AST) ||
                     isLaneValue(Sum->getRHS(), W.Classifier, AST));
      if (FromLane)
        add(GroupSite::LaneStride, Inc->getOperatorLoc(), Inc->getRHS(),
            Inc->getRHS()->getSourceRange(), "warpSize");
    }
  bool OwnWidth = false;
  const CallExpr *Shuffle = shuffleUsing(Loop->getBody(), Var, OwnWidth);
  // With its own width the shuffle works on a logical group: the width is
  // the site (see shuffle()).
  if (!Shuffle || OwnWidth || !CondExpr)
    return true;
  llvm::StringRef Name = cudaCalleeName(Shuffle, W.Classifier);
  // Halving: for (offset = 16; offset > 0; offset /= 2), or `offset;`.
  bool CountsDown = Cond ? Cond->isRelationalOp() || Cond->getOpcode() == BO_NE
                         : isa<DeclRefExpr>(CondExpr->IgnoreParenImpCasts());
  if (constantOrigin(Var->getInit(), AST).countsLanes(16) && CountsDown) {
    add(GroupSite::ReductionStart, Var->getInit()->getBeginLoc(),
        Var->getInit(), Var->getInit()->getSourceRange(), "warpSize / 2", Name);
    return true;
  }
  if (!Cond)
    return true;
  ConstantOrigin Bound = constantOrigin(Cond->getRHS(), AST);
  // The same offsets 1..16, bounded by the last lane or by half the warp:
  // for (m = 1; m < 0x1f; m *= 2), for (d = 1; d <= 16; d *= 2). Left at
  // 31 next to a lane id respelled with warpSize, lanes 32-63 would sum
  // over the wrong lanes (HeCBench shuffle's bcast_shfl_xor_sg32).
  if (Cond->getOpcode() == BO_LT && Bound.countsLanes(31)) {
    add(GroupSite::ScanBound, Cond->getRHS()->getBeginLoc(), Cond->getRHS(),
        Cond->getRHS()->getSourceRange(), "warpSize - 1", Name);
    return true;
  }
  if (Cond->getOpcode() == BO_LE && Bound.countsLanes(16)) {
    add(GroupSite::ScanBound, Cond->getRHS()->getBeginLoc(), Cond->getRHS(),
        Cond->getRHS()->getSourceRange(), "warpSize / 2", Name);
    return true;
  }
  if (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_NE)
    return true;
  // Doubling: for (d = 1; d < 32; d *= 2), or over exponents up to 2^5:
  // for (i = 0; i < 5; ++i) ...shuffle(v, 1 << i)...
  if (Bound.countsLanes(32))
    add(GroupSite::ScanBound, Cond->getRHS()->getBeginLoc(), Cond->getRHS(),
        Cond->getRHS()->getSourceRange(), "warpSize", Name);
  else if (Bound.Value == 5 && Bound.K == ConstantOrigin::Literal)
    add(GroupSite::ScanBound, Cond->getRHS()->getBeginLoc(), Cond->getRHS(),
        SourceRange(), "", Name);
  return true;
}

bool SiteCollector::meetsALane(const VarDecl *Var, bool Added) {
  auto [Known, Inserted] = LaneMeetings.try_emplace({Var, Added}, false);
  if (!Inserted)
    return Known->second;
  struct LaneFinder : RecursiveASTVisitor<LaneFinder> {
    SiteCollector &Collector;
    const VarDecl *Var;
    bool Added;
    bool Found = false;
    LaneFinder(SiteCollector &C, const VarDecl *V, bool A)
        : Collector(C), Var(V), Added(A) {}
    bool VisitBinaryOperator(BinaryOperator *Op) {
      if (Added ? Op->getOpcode() != BO_Add : !Op->isRelationalOp())
        return true;
      for (auto [Side, Lane] : {std::pair(Op->getLHS(), Op->getRHS()),
                                std::pair(Op->getRHS(), Op->getLHS())})
        Found |= referencedVar(Side) == Var &&
                 isLaneValue(Lane, Collector.W.Classifier, Collector.AST);
      return !Found;
    }
  } Finder(*this, Var, Added);
  Finder.TraverseStmt(Fn->getBody());
  return LaneMeetings[{Var, Added}] = Finder.Found;
}

void SiteCollector::laneBeside32(const BinaryOperator *Op,
                                 const ConstantOrigin &Constant) {
  static constexpr BinaryOperatorKind Combinations[] = {
      BO_Add, BO_Sub, BO_LT, BO_GT, BO_LE, BO_GE, BO_EQ, BO_NE, BO_Xor};
  if (!Facts.LaneBeside32.empty() || Constant.K != ConstantOrigin::Literal ||
      !llvm::is_contained(Combinations, Op->getOpcode()) ||
      !llvm::is_contained({16u, 31u, 32u}, Constant.Value) ||
      !isLaneValue(Op->getLHS(), W.Classifier, AST) ||
      isThreadIndexDerived(Op->getLHS(), W.Classifier))
    return;
  // `lane == 31` is the last lane, a site of its own.
  if ((Op->getOpcode() == BO_EQ || Op->getOpcode() == BO_NE) &&
      Constant.Value == 31)
    return;
  const SourceManager &SM = AST.getSourceManager();
  Facts.LaneBeside32 =
      "'" +
      Lexer::getSourceText(SM.getExpansionRange(Op->getSourceRange()), SM,
                           AST.getLangOpts())
          .str() +
      "' (line " +
      std::to_string(SM.getExpansionLineNumber(Op->getBeginLoc())) +
      ") combines a lane id with 32 in a way hipport has no fix for";
}

void SiteCollector::warpBase(const BinaryOperator *Op) {
  // A variable holding a warp id from 32, or the split itself (`t >> 5`).
  auto IsWarpId = [&](const Expr *E) {
    if (isWarpIdSplit(E, W.Classifier, AST))
      return true;
    const VarDecl *Var = referencedVar(E);
    return Var && WarpIdVars.count(Var);
  };
  if (Op->getOpcode() == BO_Shl && IsWarpId(Op->getLHS()) &&
      constantOrigin(Op->getRHS(), AST).countsLanes(5))
    add(GroupSite::WarpBase, Op->getOperatorLoc(), Op->getRHS(),
        SourceRange(Op->getOperatorLoc(), Op->getRHS()->getEndLoc()),
        "* warpSize");
  if (Op->getOpcode() != BO_Mul)
    return;
  for (auto [Warp, Width] : {std::pair(Op->getLHS(), Op->getRHS()),
                             std::pair(Op->getRHS(), Op->getLHS())})
    if (IsWarpId(Warp) && constantOrigin(Width, AST).countsLanes(32))
      add(GroupSite::WarpBase, Width->getBeginLoc(), Width,
          Width->getSourceRange(), "warpSize");
}

void SiteCollector::laneStep(const BinaryOperator *Step) {
  const Expr *Constant = Step->getRHS();
  const VarDecl *Var = referencedVar(Step->getLHS());
  // A for loop's `i += 32` from a lane is a stride already (VisitForStmt).
  if (!Var || !Var->hasLocalStorage() ||
      !constantOrigin(Constant, AST).countsLanes(32) || isSite(Constant) ||
      !meetsALane(Var, /*Added=*/true))
    return;
  add(GroupSite::LaneStride, Step->getOperatorLoc(), Constant,
      Constant->getSourceRange(), "warpSize");
}

void SiteCollector::laneCount(const Expr *Count, const Expr *Constant,
                              SourceLocation Loc) {
  // A scan's `d < 32` is its bound already (VisitForStmt comes first).
  if (!constantOrigin(Constant, AST).countsLanes(32) || isSite(Constant))
    return;
  const VarDecl *Var = referencedVar(Count);
  if (!Var || !Var->hasLocalStorage() ||
      isThreadIndexDerived(Count, W.Classifier) ||
      isLaneValue(Count, W.Classifier, AST) ||
      !meetsALane(Var, /*Added=*/false))
    return;
  add(GroupSite::LaneCount, Loc, Constant, Constant->getSourceRange(),
      "warpSize", Var->getName());
}

bool SiteCollector::VisitIfStmt(IfStmt *If) {
  // if (tid < 32) { ...warp intrinsics... }: the first warp of the block.
  const auto *Cond =
      dyn_cast_or_null<BinaryOperator>(If->getCond()->IgnoreParenImpCasts());
  if (!Cond || Cond->getOpcode() != BO_LT ||
      !constantOrigin(Cond->getRHS(), AST).countsLanes(32) ||
      !isThreadIndexDerived(Cond->getLHS(), W.Classifier))
    return true;
  struct IntrinsicFinder : RecursiveASTVisitor<IntrinsicFinder> {
    SourceClassifier &Classifier;
    bool Found = false;
    explicit IntrinsicFinder(SourceClassifier &C) : Classifier(C) {}
    bool VisitCallExpr(CallExpr *Call) {
      Found |= isWarpIntrinsic(cudaCalleeName(Call, Classifier));
      return !Found;
    }
  } Finder(W.Classifier);
  Finder.TraverseStmt(const_cast<Stmt *>(If->getThen()));
  // Selecting 32 threads for a 32-lane step is itself a group of 32.
  if (Finder.Found) {
    Facts.IdsInGroups = true;
    add(GroupSite::FirstWarp, Cond->getOperatorLoc(), Cond->getRHS(),
        Cond->getRHS()->getSourceRange(), "warpSize");
  }
  return true;
}

bool SiteCollector::VisitDeclRefExpr(DeclRefExpr *Ref) {
  const ValueDecl *D = Ref->getDecl();
  ++Uses[D];
  if (isWarpSizeVariable(D, W.Classifier))
    Facts.HardwareWidth.push_back(Ref->getLocation());
  return true;
}

/// A lane id, or a lane of the hardware warp spelled `t % warpSize`.
static bool isAnyLane(const Expr *E, SourceClassifier &Classifier,
                      ASTContext &AST) {
  if (isLaneValue(E, Classifier, AST))
    return true;
  const auto *Split =
      dyn_cast<BinaryOperator>(followLocals(E)->IgnoreParenImpCasts());
  return Split && Split->getOpcode() == BO_Rem &&
         namesWarpSize(Split->getRHS(), Classifier) &&
         isThreadIndexDerived(Split->getLHS(), Classifier);
}

/// The lane of an index into rows of RowLength entries, one row per lane:
/// `RowLength * lane` or `lane * RowLength`, plus any offset, through the
/// locals that hold it (`int row = F * lane; ...a[row + j]`).
static const Expr *laneOfRow(const Expr *E, uint64_t RowLength,
                             SourceClassifier &Classifier, ASTContext &AST,
                             unsigned Depth = 0) {
  if (Depth > 4)
    return nullptr;
  const auto *Op =
      dyn_cast<BinaryOperator>(followLocals(E)->IgnoreParenImpCasts());
  if (!Op)
    return nullptr;
  if (Op->getOpcode() == BO_Add) {
    if (const Expr *Lane =
            laneOfRow(Op->getLHS(), RowLength, Classifier, AST, Depth + 1))
      return Lane;
    return laneOfRow(Op->getRHS(), RowLength, Classifier, AST, Depth + 1);
  }
  if (Op->getOpcode() != BO_Mul)
    return nullptr;
  for (auto [Factor, Lane] : {std::pair(Op->getLHS(), Op->getRHS()),
                              std::pair(Op->getRHS(), Op->getLHS())}) {
    Expr::EvalResult Value;
    if (!Factor->isValueDependent() && Factor->EvaluateAsInt(Value, AST) &&
        Value.Val.getInt() == RowLength && isAnyLane(Lane, Classifier, AST))
      return Lane;
  }
  return nullptr;
}

bool SiteCollector::VisitArraySubscriptExpr(ArraySubscriptExpr *Index) {
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Index->getBase()->IgnoreParenImpCasts());
  const auto *Array = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  bool Shared = Array && Array->hasAttr<CUDASharedAttr>();
  // One result per 32-lane warp in global memory: the host sized and reads
  // it by 32 lanes, so the ids cannot become hardware warps on their own.
  bool LocalArray = Array && Array->hasLocalStorage() &&
                    !isa<ParmVarDecl>(Array) && Array->getType()->isArrayType();
  if (!Shared && !LocalArray)
    for (const VarDecl *Var : WarpIdVars)
      if (mentions(Index->getIdx(), Var))
        Facts.IdsReachGlobal = true;
  if (!Shared)
    return true;
  const auto *Type = AST.getAsConstantArrayType(Array->getType());
  if (!Type)
    return true;
  // One entry per lane (a[32] at a lane), or one row of F entries per lane
  // (a[32 * F] at F * lane + j: past the end from lane 32 on, whatever j).
  uint64_t Size = Type->getSize().getZExtValue();
  uint64_t LaneRow = Size / 32;
  const Expr *Lane = nullptr;
  if (Size == 32 && isAnyLane(Index->getIdx(), W.Classifier, AST))
    Lane = Index->getIdx();
  else if (Size > 32 && Size % 32 == 0)
    Lane = laneOfRow(Index->getIdx(), LaneRow, W.Classifier, AST);
  if (!Lane)
    return true;
  // Sized by warpSize itself: portable in intent (and reported by
  // hipport-warpsize-constexpr, since HIP's warpSize is not constant).
  if (auto ArrayLoc = Array->getTypeSourceInfo()
                          ->getTypeLoc()
                          .getAs<ConstantArrayTypeLoc>())
    if (const Expr *Size = ArrayLoc.getSizeExpr())
      if (const auto *SizeRef =
              dyn_cast<DeclRefExpr>(Size->IgnoreParenImpCasts()))
        if (W.Classifier.isCudaDecl(SizeRef->getDecl()))
          return true;
  // `t & 31`, `t % 32`: below 32 by construction, whatever the hardware;
  // but no longer once the lane is respelled with warpSize.
  if (const auto *Split =
          dyn_cast<BinaryOperator>(followLocals(Lane)->IgnoreParenImpCasts())) {
    ConstantOrigin By = constantOrigin(Split->getRHS(), AST);
    if ((Split->getOpcode() == BO_Rem && By.Value == 32 &&
         By.K != ConstantOrigin::NotConstant) ||
        (Split->getOpcode() == BO_And && By.Value == 31 &&
         By.K != ConstantOrigin::NotConstant)) {
      Facts.KeptBy32 = "shared array '" + Array->getName().str() +
                       "' holds one entry per lane of a 32-lane warp";
      return true;
    }
  }
  // Sized for the lanes of a 32-lane warp: hardware lanes 32-63 run past
  // its end.
  add(GroupSite::SharedLaneArray, Array->getLocation(), Index->getIdx(),
      SourceRange(), "", Array->getName());
  Facts.Sites.back().LaneRow = LaneRow;
  return true;
}

namespace {

/// Every function with a body in the user's code, templates' instances
/// included.
class FunctionFinder : public RecursiveASTVisitor<FunctionFinder> {
public:
  explicit FunctionFinder(std::function<bool(SourceLocation)> &InProject)
      : InProject(InProject) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  /// Headers' declarations are not walked at all: most of a unit is
  /// system headers, and their functions are not the user's to judge.
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && !InProject(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->doesThisDeclarationHaveABody() && !F->isDependentContext() &&
        InProject(F->getLocation()))
      Functions.push_back(F);
    else if (F->doesThisDeclarationHaveABody() && F->isDependentContext() &&
             InProject(F->getLocation()))
      Patterns.push_back(F);
    return true;
  }
  std::vector<const FunctionDecl *> Functions, Patterns;

private:
  std::function<bool(SourceLocation)> &InProject;
};

} // namespace

namespace {

/// Whether a site's named lane count is held where its uses can be
/// respelled one by one: an object-like macro or a constant variable, not a
/// template parameter (whose value each instantiation chooses).
bool portableHolder(const GroupSite &S, ASTContext &AST) {
  if (!S.Constant ||
      isa<SubstNonTypeTemplateParmExpr>(S.Constant->IgnoreParenImpCasts()))
    return false;
  HolderUses Uses;
  holderUsesIn(S.Constant, AST, Uses);
  return llvm::any_of(Uses, [&](const auto &Use) {
    return holderName(Use.first) == S.Origin.Name;
  });
}

/// Why the sites of A cannot be respelled alone: a name one of them takes
/// its 32 from is also used, in A's functions or outside any function, where
/// it is not a lane count of A (a shared array's size, a host-side grid, a
/// per-warp slot). Empty when every such use is a site.
std::string holdersUsedElsewhere(
    const WarpAssumption &A,
    const llvm::DenseSet<const FunctionDecl *> &Members, ASTContext &AST,
    const std::function<HolderUsesByFunction &()> &ProjectUses) {
  HolderUses AtSites;
  for (const GroupSite &S : A.Sites)
    if (S.Constant && (S.Origin.K == ConstantOrigin::WarpNamed ||
                       S.Origin.K == ConstantOrigin::OtherNamed))
      holderUsesIn(S.Constant, AST, AtSites);
  if (AtSites.empty())
    return "";
  const SourceManager &SM = AST.getSourceManager();
  for (const auto &[Holder, Sites] : AtSites) {
    std::set<unsigned> Lines;
    for (const auto &[Loc, Fn] : ProjectUses()[Holder])
      if (!Sites.count(Loc) && (!Fn || Members.count(Fn)))
        Lines.insert(SM.getExpansionLineNumber(Loc));
    if (Lines.empty())
      continue;
    return "'" + holderName(Holder) +
           "' is also used where it is not a lane count (" +
           linesPhrase(Lines) + ")";
  }
  return "";
}

} // namespace

void WarpAssumptions::analyse(ASTContext &AST) {
  Found.clear();
  ConsistentSites.clear();
  Consistent.clear();
  HardwareWarpCode.clear();
  AssumptionIndex.clear();
  FunctionFinder Finder(InProject);
  Finder.TraverseDecl(AST.getTranslationUnitDecl());
  // Templates are judged by their instances (where TILE is 32 or not);
  // a template nobody instantiates by its pattern.
  llvm::DenseSet<const FunctionDecl *> Instantiated;
  for (const FunctionDecl *F : Finder.Functions)
    if (F->getTemplateInstantiationPattern())
      Instantiated.insert(nodeOf(F));
  std::vector<const FunctionDecl *> All = Finder.Functions;
  for (const FunctionDecl *F : Finder.Patterns)
    if (!Instantiated.count(nodeOf(F)))
      All.push_back(F);

  llvm::DenseMap<const FunctionDecl *, FunctionFacts> Facts;
  llvm::DenseMap<const FunctionDecl *, llvm::DenseSet<const FunctionDecl *>>
      Launchers;
  llvm::DenseSet<const FunctionDecl *> Called;
  llvm::EquivalenceClasses<const FunctionDecl *> Groups;
  for (const FunctionDecl *F : All) {
    const FunctionDecl *Node = nodeOf(F);
    FunctionFacts &Mine = Facts[Node];
    Mine.Kernel |= F->hasAttr<CUDAGlobalAttr>();
    Mine.Device |= isInDeviceCode(F);
    Groups.insert(Node);
    std::vector<const FunctionDecl *> Callees, Launched;
    SiteCollector Collector(*this, AST, F, Mine, Callees, Launched);
    Collector.TraverseStmt(F->getBody());
    Collector.finish();
    for (const FunctionDecl *Callee : Callees) {
      Called.insert(Callee);
      Groups.unionSets(Node, Callee);
    }
    for (const FunctionDecl *Kernel : Launched)
      Launchers[Kernel].insert(Node);
  }

  // Every use of the names that hold lane counts, found once and only
  // when an assumption takes a site's 32 from one.
  std::optional<HolderUsesByFunction> AllHolderUses;
  std::function<HolderUsesByFunction &()> ProjectUses =
      [&]() -> HolderUsesByFunction & {
    if (!AllHolderUses)
      AllHolderUses = projectHolderUses(AST, InProject);
    return *AllHolderUses;
  };
  for (auto Class = Groups.begin(); Class != Groups.end(); ++Class) {
    if (!Class->isLeader())
      continue;
    WarpAssumption A;
    bool Intrinsics = false, IdsReachGlobal = false;
    std::string KeptBy32, LaneBeside32;
    std::vector<const FunctionDecl *> Members;
    std::set<std::pair<unsigned, int>> Seen;
    for (auto Member = Groups.member_begin(Class);
         Member != Groups.member_end(); ++Member) {
      const FunctionDecl *Node = *Member;
      Members.push_back(Node);
      auto It = Facts.find(Node);
      if (It == Facts.end())
        continue;
      FunctionFacts &F = It->second;
      Intrinsics |= F.Intrinsics;
      A.IdsInGroups |= F.IdsInGroups;
      IdsReachGlobal |= F.IdsReachGlobal;
      if (KeptBy32.empty())
        KeptBy32 = F.KeptBy32;
      if (LaneBeside32.empty())
        LaneBeside32 = F.LaneBeside32;
      A.HardwareWidth.insert(A.HardwareWidth.end(), F.HardwareWidth.begin(),
                             F.HardwareWidth.end());
      A.WarpWideOps.insert(A.WarpWideOps.end(), F.WarpWideOps.begin(),
                           F.WarpWideOps.end());
      if (!F.Kernel && !Called.count(Node) && !F.Sites.empty())
        A.CallersKnown = false;
      // Instances of one template repeat the pattern's sites.
      for (GroupSite &S : F.Sites)
        if (Seen.insert({S.Loc.getRawEncoding(), S.K}).second)
          A.Sites.push_back(S);
    }
    // `n <= 32` says lanes only beside other 32-lane sites spelled the same
    // way (graphB+'s `len <= warpsize` beside `% warpsize`): alone, it may
    // be a one-pass case right at any width, and a bare 32 beside lane ids
    // from a WS macro is a size of the data (rsmt's `num <= 32` pins).
    std::set<std::pair<int, std::string>> Spellings;
    for (const GroupSite &S : A.Sites)
      if (S.K != GroupSite::LaneCount)
        Spellings.insert({S.Origin.K, S.Origin.Name});
    llvm::erase_if(A.Sites, [&](const GroupSite &S) {
      return S.K == GroupSite::LaneCount &&
             !Spellings.count({S.Origin.K, S.Origin.Name});
    });
    // Without a shuffle, vote or ballot, and without warpSize, no value
    // meets warp hardware: the 32s are tiles, rows and bits.
    if (!Intrinsics && A.HardwareWidth.empty())
      continue;
    if (A.consistentGroups()) {
      Consistent.insert(Members.begin(), Members.end());
      ConsistentSites.insert(ConsistentSites.end(), A.Sites.begin(),
                             A.Sites.end());
      continue;
    }
    HardwareWarpCode.insert(Members.begin(), Members.end());
    if (A.Sites.empty())
      continue;
    for (const GroupSite &S : A.Sites) {
      if (!A.WhyNoFix.empty())
        break;
      if (S.K == GroupSite::SharedLaneArray)
        A.WhyNoFix = "a shared array is sized for 32 lanes";
      // Neither respelling is shown right by the execution model: a width
      // of warpSize keeps xor offsets below 32 in their halves, and
      // `tid < warpSize` takes 64 elements where the code took 32.
      else if (S.K == GroupSite::Width)
        A.WhyNoFix = "a shuffle width of 32 has no fix known to be right";
      else if (S.K == GroupSite::FirstWarp)
        A.WhyNoFix = "whether the first 32 threads mean 32 elements or one "
                     "warp is the code's choice";
      else if ((S.Origin.K == ConstantOrigin::WarpNamed ||
                S.Origin.K == ConstantOrigin::OtherNamed) &&
               !portableHolder(S, AST))
        A.WhyNoFix = "'" + S.Origin.Name + "' is a named constant";
      else if (S.Replaced.isInvalid() || S.Portable.empty())
        A.WhyNoFix = "not every use of 32 has a mechanical fix";
      else if (!isInDeviceCode(S.Function))
        A.WhyNoFix = "part of it is host code";
      else if (!CanReplace(S.Replaced))
        A.WhyNoFix = "part of it is spelled in a macro";
    }
    if (A.WhyNoFix.empty()) {
      // The host code that launches the group's kernels sizes their grids
      // and reads their results: its uses of the name count too.
      llvm::DenseSet<const FunctionDecl *> InView(Members.begin(),
                                                  Members.end());
      for (const FunctionDecl *Member : Members)
        if (auto It = Launchers.find(Member); It != Launchers.end())
          InView.insert(It->second.begin(), It->second.end());
      A.WhyNoFix = holdersUsedElsewhere(A, InView, AST, ProjectUses);
    }
    if (A.WhyNoFix.empty() && !A.CallersKnown)
      A.WhyNoFix = "not every caller is in this file";
    if (A.WhyNoFix.empty() && !KeptBy32.empty())
      A.WhyNoFix = KeptBy32;
    if (A.WhyNoFix.empty() && IdsReachGlobal)
      A.WhyNoFix = "its warp ids index global memory, which the host may "
                   "size by 32-lane warps";
    if (A.WhyNoFix.empty() && !LaneBeside32.empty())
      A.WhyNoFix = LaneBeside32;
    // A helper of a shared header that another unit's consistent 32-lane
    // groups use as written: respelling it for this unit breaks that one.
    for (const GroupSite &S : A.Sites) {
      if (!A.WhyNoFix.empty() || !KeptByTree)
        break;
      std::string Other = KeptByTree(S.Loc);
      if (!Other.empty())
        A.WhyNoFix = "'" + S.Function->getNameAsString() + "' is shared with " +
                     Other +
                     ", which uses it in consistent 32-lane groups, right as "
                     "written";
    }
    for (const FunctionDecl *Member : Members)
      AssumptionIndex[Member] = Found.size();
    A.Functions = Members;
    Found.push_back(std::move(A));
  }
}

bool WarpAssumptions::inConsistentGroups(const FunctionDecl *Fn) const {
  return Fn && Consistent.count(nodeOf(Fn));
}

const WarpAssumption *
WarpAssumptions::assumptionOf(const FunctionDecl *Fn) const {
  auto It = Fn ? AssumptionIndex.find(nodeOf(Fn)) : AssumptionIndex.end();
  return It == AssumptionIndex.end() ? nullptr : &Found[It->second];
}

bool WarpAssumptions::inHardwareWarpCode(const FunctionDecl *Fn) const {
  return Fn && HardwareWarpCode.count(nodeOf(Fn));
}

std::string WarpAssumptions::otherLines(const WarpAssumption &A,
                                        const GroupSite &S,
                                        const SourceManager &SM) {
  std::set<unsigned> Lines;
  unsigned Own = SM.getExpansionLineNumber(S.Loc);
  FileID File = SM.getFileID(SM.getExpansionLoc(S.Loc));
  for (const GroupSite &Other : A.Sites) {
    SourceLocation L = SM.getExpansionLoc(Other.Loc);
    if (SM.getFileID(L) == File && SM.getExpansionLineNumber(L) != Own)
      Lines.insert(SM.getExpansionLineNumber(L));
  }
  return lineNumbers(Lines);
}
