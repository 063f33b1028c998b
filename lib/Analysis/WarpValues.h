//===- WarpValues.h - What a value is to warp hardware ----------*- C++ -*-===//
//
// The warp-size checks must tell a 32 that is a warp size from a 32 that is
// a tile, a word or a byte count. They share these questions: is this
// expression derived from the thread index, is it a lane or a warp id, does
// this constant come from something named like a warp size, is this value a
// ballot. The answers follow local variables, named constants, template
// arguments, parameter defaults and one-line wrappers, a few steps deep
// (a small data flow), never the whole program. WarpAssumptions builds on
// these answers to group the uses of 32 that belong together.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_ANALYSIS_WARPVALUES_H
#define HIPPORT_ANALYSIS_WARPVALUES_H

#include "Support/WarpNames.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace hipport {

class RewriteContext;
class SourceClassifier;

/// "threadIdx", "blockDim", "blockIdx", "gridDim" for a CUDA builtin
/// variable (or its member, `threadIdx.x`); empty otherwise.
llvm::StringRef builtinVariableOf(const clang::Expr *E,
                                  SourceClassifier &Classifier);

/// The component E reads of a builtin variable (`y` of `threadIdx.y`),
/// or empty.
llvm::StringRef builtinMemberOf(const clang::Expr *E);

/// CUDA's warpSize (not a project variable of that name).
bool isWarpSizeVariable(const clang::ValueDecl *D,
                        SourceClassifier &Classifier);
/// Whether E reads CUDA's warpSize (through parentheses and casts).
bool namesWarpSize(const clang::Expr *E, SourceClassifier &Classifier);

/// The name of the CUDA function E calls, or empty.
llvm::StringRef cudaCalleeName(const clang::CallExpr *Call,
                               SourceClassifier &Classifier);

/// Intrinsics whose first argument is a 32-bit lane mask in CUDA.
bool isMaskedWarpIntrinsic(llvm::StringRef Name);
/// Whether the HIP call a masked intrinsic converts to still passes the
/// mask: below HIP 6.2 the tables' fallback drops it.
bool hipKeepsMask(const RewriteContext &Ctx, llvm::StringRef Name);
/// What a finding on a partial 32-bit mask (not all ones) tells the user.
/// It is not changed: ROCm requires a *_sync mask to be exactly the lanes
/// that run the call, and on a 64-lane wavefront those are not the lanes of
/// the 32-bit mask in general (test/lit/warp-evidence/partial-masks.cu).
std::string partialMaskAdvice(uint64_t Mask);
/// Intrinsics that return a lane mask (ballot, activemask, match).
bool isBallotIntrinsic(llvm::StringRef Name);
/// Any intrinsic that works on the lanes of a hardware warp: shuffles,
/// votes, ballots, the *_sync functions.
bool isWarpIntrinsic(llvm::StringRef Name);
/// The value a one-statement project function returns (`return
/// __activemask();`), for following values through small wrappers.
const clang::Expr *wrappedValue(const clang::CallExpr *Call);
/// What a definition's body returns when it is that one statement.
const clang::Expr *singleReturnValue(const clang::FunctionDecl *Definition);
/// E, or the initialiser of the local variable it names, followed a few
/// variables deep (`int w = (info == 0) ? 32 : info; ...w...`).
const clang::Expr *followLocals(const clang::Expr *E);
/// HIP's shuffles without a mask: __shfl, __shfl_up, __shfl_down,
/// __shfl_xor (their first argument is the value).
bool isMasklessShuffle(llvm::StringRef Name);
/// The 64-bit form of a 32-bit bit intrinsic that counts or finds lanes
/// (__popc -> __popcll, __ffs, __clz, __brev), or empty.
llvm::StringRef wideBitCount(llvm::StringRef Name);
/// __shfl*, with or without _sync.
bool isShuffleIntrinsic(llvm::StringRef Name);

/// Where a constant comes from, for deciding whether it is a warp size.
struct ConstantOrigin {
  enum Kind {
    Literal,    ///< Written as a number.
    WarpNamed,  ///< Through a macro or constant named like a warp size.
    OtherNamed, ///< Through a macro or constant with another name (TILE).
    NotConstant
  };
  Kind K = NotConstant;
  uint64_t Value = 0;
  std::string Name;

  /// The number V as a count of lanes: written as a number, or through a
  /// name that says warp size (never through TILE or the like).
  bool countsLanes(uint64_t V) const {
    return Value == V && (K == Literal || K == WarpNamed);
  }
};
ConstantOrigin constantOrigin(const clang::Expr *E, clang::ASTContext &AST);

/// Thread-index arithmetic: threadIdx.x, blockIdx.x * blockDim.x +
/// threadIdx.x, or a local variable initialised from such an expression.
bool isThreadIndexDerived(const clang::Expr *E, SourceClassifier &Classifier,
                          unsigned Depth = 0);
/// The threads of the grid: `gridDim.x * blockDim.x`, or gridDim times
/// a count that does not vary by thread (`gridDim.x * ThreadsPerBlock`).
bool countsGridThreads(const clang::Expr *E, SourceClassifier &Classifier);
/// A warp id written out: `t / 32` or `t >> 5` on a thread index.
bool isWarpIdSplit(const clang::Expr *E, SourceClassifier &Classifier,
                   clang::ASTContext &AST);
/// A lane id: `t & 31`, `t % 32` on a thread index, or a variable so
/// initialised or named like a lane.
bool isLaneValue(const clang::Expr *E, SourceClassifier &Classifier,
                 clang::ASTContext &AST, unsigned Depth = 0);
/// A ballot result: the call itself or a variable initialised from one,
/// or declared without a value and assigned one.
const clang::CallExpr *ballotSource(const clang::Expr *E,
                                    SourceClassifier &Classifier,
                                    unsigned Depth = 0);
/// For a local variable declared without a value (`int mask;`), the ballot
/// its function assigns it (`mask = my_mask;`), if any.
const clang::Expr *assignedBallot(const clang::VarDecl *Var,
                                  SourceClassifier &Classifier,
                                  unsigned Depth = 0);
/// One side of a comparison that is an integer constant, with the other.
struct ComparedConstant {
  const clang::Expr *Other;
  const clang::Expr *Constant;
  llvm::APSInt Value;
};
/// The sides of `a == b` (or any binary operator) that are integer
/// constants: `x == 32` and `32 == x` alike.
std::vector<ComparedConstant>
comparedConstants(const clang::BinaryOperator *Compare, clang::ASTContext &AST);
/// A count of a ballot's lanes (__popc or __popcll of a ballot): the call
/// itself or a variable initialised from one.
const clang::CallExpr *ballotCount(const clang::Expr *E,
                                   SourceClassifier &Classifier,
                                   unsigned Depth = 0);

/// The constant value of a lane mask and where it is held: written, a
/// macro, a named constant, a local variable, or a parameter's default.
struct MaskValue {
  enum Source { Written, Macro, NamedConstant, Variable, DefaultArgument };
  Source Where = Written;
  uint64_t Value = 0;
  const clang::ValueDecl *Decl = nullptr; ///< The constant or variable.
  const clang::Expr *Init = nullptr;      ///< Its initialiser or default.
};
std::optional<MaskValue> maskValue(const clang::Expr *Mask,
                                   clang::ASTContext &AST);

/// Whether E is in a __device__ or __global__ function (where warpSize can
/// replace a literal).
bool isInDeviceCode(const clang::FunctionDecl *Enclosing);

} // namespace hipport

#endif
