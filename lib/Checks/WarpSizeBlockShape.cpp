//===- WarpSizeBlockShape.cpp - warpSize as a block's row width ----------===//
//
// `int t = threadIdx.y * warpSize + threadIdx.x;` says the block's rows are
// warpSize threads wide; the host launches `dim3 threads(32, 16)`. With 32
// lanes the two agree. On a 64-lane wavefront the kernel strides its rows
// by 64 while they are 32 wide, so rows overlap and indices run past the
// block (HeCBench scatterAdd: reads past its dynamic shared memory). Either
// side can be changed (launch rows of the device's warp size, or stride by
// blockDim.x), and which is meant is the author's choice: an error naming
// both lines, never a silent conversion.
//
// Likewise `(blockDim.x / warpSize) * blockIdx.x + threadIdx.x / warpSize`
// numbers the hardware warps of the grid, one work item each, while the
// host launches `32 * n` threads per block and counts its grid in n
// (`ceildiv(rows, n)`): n warps per block at 32 lanes, n / 2 wavefronts at
// 64, so the grid covers half the items (HeCBench quantAQLM).
//
//===----------------------------------------------------------------------===//
#include "Analysis/WarpValues.h"
#include "Checks/WarpSizeConstantCheck.h"
#include "Rewrite/SourceClassifier.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <functional>

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

/// `x` for the expression a launch's block argument gives as its x extent:
/// `dim3 threads(x, y)` named by the launch, a `dim3(x, y)` written in it,
/// or a number converted to dim3.
static const Expr *blockWidth(const Expr *Block) {
  for (unsigned Depth = 0; Block && Depth < 4; ++Depth) {
    Block = Block->IgnoreParenImpCasts();
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(Block)) {
      Block = Temp->getSubExpr();
      continue;
    }
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Block)) {
      if (Construct->getNumArgs() == 0)
        return nullptr;
      const Expr *First = Construct->getArg(0)->IgnoreParenImpCasts();
      // The copy of a dim3 (a named one, a temporary) is that dim3.
      if (Construct->getConstructor()->isCopyOrMoveConstructor()) {
        Block = First;
        continue;
      }
      return First;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Block)) {
      const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
      // An invalid declaration's initialiser can be what clang kept of the
      // parenthesised list (a ParenListExpr, which has no type).
      if (!Var || Var->isInvalidDecl() || !Var->hasLocalStorage() ||
          !Var->getInit())
        return nullptr;
      if (!Var->getType()->isRecordType())
        return Block;
      Block = Var->getInit();
      continue;
    }
    QualType Type = Block->getType();
    return !Type.isNull() && Type->isIntegerType() ? Block : nullptr;
  }
  return nullptr;
}

/// The variable n of a block size `32 * n` (either way round; the 32
/// written or named), followed through locals.
static const VarDecl *warpsOfBlock(const Expr *Width, ASTContext &AST) {
  const auto *Product =
      dyn_cast<BinaryOperator>(followLocals(Width)->IgnoreParenImpCasts());
  if (!Product || Product->getOpcode() != BO_Mul)
    return nullptr;
  for (auto [Lanes, Count] :
       {std::pair(Product->getLHS(), Product->getRHS()),
        std::pair(Product->getRHS(), Product->getLHS())}) {
    ConstantOrigin Origin = constantOrigin(Lanes, AST);
    const auto *Ref = dyn_cast<DeclRefExpr>(Count->IgnoreParenImpCasts());
    if (Origin.K != ConstantOrigin::NotConstant && Origin.Value == 32 && Ref)
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        return Var;
  }
  return nullptr;
}

/// Whether a grid size counts blocks of N items: `m / N`, `(m + N - 1) /
/// N`, or a two-argument helper dividing by its second (`ceildiv(m, N)`).
static bool countsBlocksOf(const Expr *Grid, const VarDecl *N) {
  auto IsN = [N](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == N;
  };
  Grid = followLocals(Grid)->IgnoreParenImpCasts();
  if (const auto *Div = dyn_cast<BinaryOperator>(Grid))
    return Div->getOpcode() == BO_Div && IsN(Div->getRHS());
  if (const auto *Call = dyn_cast<CallExpr>(Grid))
    return Call->getNumArgs() == 2 && IsN(Call->getArg(1));
  return false;
}

namespace {
/// The first product `a * b` in a kernel's body, either way round, whose
/// factors are one of each kind.
struct ProductFinder : RecursiveASTVisitor<ProductFinder> {
  std::function<bool(const Expr *)> IsA, IsB;
  const BinaryOperator *Found = nullptr;
  bool VisitBinaryOperator(BinaryOperator *Mul) {
    if (Mul->getOpcode() != BO_Mul)
      return true;
    const Expr *L = Mul->getLHS(), *R = Mul->getRHS();
    if ((IsA(L) && IsB(R)) || (IsB(L) && IsA(R))) {
      Found = Mul;
      return false;
    }
    return true;
  }
};
} // namespace

static const BinaryOperator *
findProduct(const FunctionDecl *Kernel, std::function<bool(const Expr *)> IsA,
            std::function<bool(const Expr *)> IsB) {
  ProductFinder Finder;
  Finder.IsA = std::move(IsA);
  Finder.IsB = std::move(IsB);
  Finder.TraverseStmt(Kernel->getBody());
  return Finder.Found;
}

/// `Variable.Member` of CUDA's builtin variables (`threadIdx.y`).
static bool isBuiltin(const Expr *E, llvm::StringRef Variable,
                      llvm::StringRef Member, SourceClassifier &Classifier) {
  return builtinVariableOf(E, Classifier) == Variable &&
         builtinMemberOf(E) == Member;
}

/// `blockDim.x / warpSize`: the hardware warps of a block.
static bool isWarpsPerBlock(const Expr *E, SourceClassifier &Classifier) {
  const auto *Div = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  return Div && Div->getOpcode() == BO_Div &&
         isBuiltin(Div->getLHS(), "blockDim", "x", Classifier) &&
         namesWarpSize(Div->getRHS(), Classifier);
}

void WarpSizeConstantCheck::matchBlockShape(const MatchFinder::MatchResult &R) {
  const auto *Call = R.Nodes.getNodeAs<CUDAKernelCallExpr>("shaped-launch");
  const CallExpr *Config = Call->getConfig();
  const FunctionDecl *Kernel = Call->getDirectCallee();
  if (!Config || Config->getNumArgs() < 2 || !Kernel ||
      !inProject(Call->getBeginLoc()))
    return;
  const FunctionDecl *Definition = Kernel->getDefinition();
  const Expr *Width = blockWidth(Config->getArg(1));
  if (!Definition || !Definition->hasBody() || !Width)
    return;
  matchBlockWarps(Call, Definition, Width, *R.Context);
  // Whatever its name (a BLOCK_X as much as a WARP_SIZE), a row of 32 is
  // half a wavefront.
  const Expr *Value = followLocals(Width);
  ConstantOrigin Origin = constantOrigin(Value, *R.Context);
  if (Origin.K == ConstantOrigin::NotConstant || Origin.Value != 32)
    return;
  // `threadIdx.y * warpSize`: rows of warpSize threads.
  SourceClassifier &Classifier = Ctx.classifier();
  if (const BinaryOperator *Stride = findProduct(
          Definition,
          [&](const Expr *E) {
            return isBuiltin(E, "threadIdx", "y", Classifier);
          },
          [&](const Expr *E) { return namesWarpSize(E, Classifier); }))
    Shapes.push_back({Call, Definition, Stride, Value});
}

void WarpSizeConstantCheck::matchBlockWarps(const CUDAKernelCallExpr *Call,
                                            const FunctionDecl *Definition,
                                            const Expr *Width,
                                            ASTContext &AST) {
  const Expr *Grid = blockWidth(Call->getConfig()->getArg(0));
  const VarDecl *N = warpsOfBlock(Width, AST);
  if (!N || !Grid || !countsBlocksOf(Grid, N))
    return;
  // `(blockDim.x / warpSize) * blockIdx.x`: the block's first hardware
  // warp, numbered across the grid.
  SourceClassifier &Classifier = Ctx.classifier();
  if (const BinaryOperator *First = findProduct(
          Definition,
          [&](const Expr *E) { return isWarpsPerBlock(E, Classifier); },
          [&](const Expr *E) {
            return isBuiltin(E, "blockIdx", "x", Classifier);
          }))
    Warps.push_back({Call, Definition, First, followLocals(Width), N});
}

void WarpSizeConstantCheck::reportBlockShapes(ASTContext &AST) {
  const SourceManager &SM = AST.getSourceManager();
  auto Line = [&](const Stmt *S) {
    return std::to_string(SM.getExpansionLineNumber(S->getBeginLoc()));
  };
  for (const BlockShape &S : Shapes)
    diagAs("hipport-warp-hand-port", S.Call->getBeginLoc(),
           "'" + S.Kernel->getName() +
               "' strides its block's rows by warpSize (line " +
               Line(S.Stride) +
               ") but is launched with rows 32 threads wide (line " +
               Line(S.Width) +
               "); on 64-lane AMD wavefronts the rows overlap: launch rows "
               "of the device's warp size (hipDeviceGetAttribute with "
               "hipDeviceAttributeWarpSize) or stride by blockDim.x; "
               "hipport left it as written");
  Shapes.clear();
  for (const BlockWarps &W : Warps) {
    std::string N = W.Warps->getName().str();
    diagAs("hipport-warp-hand-port", W.Call->getBeginLoc(),
           "'" + W.Kernel->getName() +
               "' numbers the hardware warps of its grid (line " +
               Line(W.PerBlock) + ") but is launched with 32 * " + N +
               " threads per block and a grid counted in " + N + " (line " +
               Line(W.Threads) + "): a block holds " + N +
               " / 2 wavefronts of 64 lanes on AMD GPUs, and the grid covers "
               "half the work; launch " +
               N +
               " times the device's warp size (hipDeviceGetAttribute with "
               "hipDeviceAttributeWarpSize); hipport left it as written");
  }
  Warps.clear();
}
