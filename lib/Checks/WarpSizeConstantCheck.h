//===- WarpSizeConstantCheck.h - `#define WARP_SIZE 32` ---------*- C++ -*-===//
#ifndef HIPPORT_CHECKS_WARPSIZECONSTANTCHECK_H
#define HIPPORT_CHECKS_WARPSIZECONSTANTCHECK_H

#include "Checks/Check.h"

namespace clang {
class MacroInfo;
class Token;
} // namespace clang

namespace hipport {

/// A macro or constant named like a warp size whose value is 32, where it
/// is part of an inconsistent warp assumption (Analysis/WarpAssumptions):
/// every use of it inherits the assumption. No automatic fix: the right
/// replacement (warpSize in device code, a queried attribute on the host, 64
/// for compile-time sizes on CDNA) depends on the uses.
class WarpSizeConstantCheck : public Check {
public:
  explicit WarpSizeConstantCheck(RewriteContext &Ctx)
      : Check("hipport-warp-size-constant", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void registerPPCallbacks(clang::Preprocessor &PP) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

  void endOfTranslationUnit(clang::ASTContext &AST) override;

  /// Called for each macro definition in the user's code.
  void macroDefined(const clang::Token &Name, const clang::MacroInfo &Info);

private:
  struct Candidate {
    clang::SourceLocation Loc;
    std::string Name;
  };
  std::vector<Candidate> Candidates;
  /// A host constant named like a warp size, 32, passed to a kernel launch
  /// (HeCBench vote: `const int warp_size = 32; k<<<1, warp_size * 3>>>(p,
  /// warp_size)`). WarpSizeLaunch.cpp.
  struct Launch {
    const clang::CUDAKernelCallExpr *Call;
    const clang::VarDecl *Held;
    const clang::ParmVarDecl *Param;
  };
  std::vector<Launch> Launches;
  void matchLaunch(const clang::ast_matchers::MatchFinder::MatchResult &R);
  void reportLaunches(clang::ASTContext &AST);
  /// A kernel that strides its rows by warpSize (`threadIdx.y * warpSize`)
  /// launched with rows of 32 threads (HeCBench scatterAdd).
  /// WarpSizeBlockShape.cpp.
  struct BlockShape {
    const clang::CUDAKernelCallExpr *Call;
    const clang::FunctionDecl *Kernel;
    const clang::Stmt *Stride; ///< `threadIdx.y * warpSize`.
    const clang::Stmt *Width;  ///< The launch's 32.
  };
  std::vector<BlockShape> Shapes;
  /// A kernel that numbers hardware warps across the grid
  /// (`(blockDim.x / warpSize) * blockIdx.x`) launched with blocks of
  /// `32 * n` threads and a grid counted in n (HeCBench quantAQLM).
  /// WarpSizeBlockShape.cpp.
  struct BlockWarps {
    const clang::CUDAKernelCallExpr *Call;
    const clang::FunctionDecl *Kernel;
    const clang::Stmt *PerBlock; ///< `blockDim.x / warpSize`.
    const clang::Stmt *Threads;  ///< The launch's `32 * n`.
    const clang::VarDecl *Warps; ///< n.
  };
  std::vector<BlockWarps> Warps;
  void matchBlockShape(const clang::ast_matchers::MatchFinder::MatchResult &R);
  void matchBlockWarps(const clang::CUDAKernelCallExpr *Call,
                       const clang::FunctionDecl *Kernel,
                       const clang::Expr *Width, clang::ASTContext &AST);
  void reportBlockShapes(clang::ASTContext &AST);
};

} // namespace hipport

#endif
