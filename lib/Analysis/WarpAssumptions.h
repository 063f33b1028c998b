//===- WarpAssumptions.h - The 32-lane assumptions of a unit ----*- C++ -*-===//
//
// A 32 in lane arithmetic is a warp-size assumption only when it meets warp
// hardware, and a set of 32s that treats lanes as logical groups of 32
// consistently (lane and warp ids from 32, xor or down shuffles from offset
// 16, per-group storage) is correct on a 64-lane wavefront as written.
// Rewriting one of them to warpSize breaks it. So the uses of 32 are judged
// together: every function of the unit is a node, calls join nodes into
// groups (a kernel and the reductions it calls), and each group's sites,
// hardware-width uses (warpSize) and warp-wide operations (votes, ballots,
// broadcasts, up-scans, which see the whole 64-lane wavefront) decide:
//
//   - no warp intrinsic at all: tile, row and bit-set arithmetic, no site;
//   - ids from 32, nothing at hardware width: consistent logical groups,
//     nothing to report;
//   - otherwise one inconsistent assumption: every site is reported with
//     the lines of the others, and a fix is offered only when every site
//     can be respelled with warpSize together (written numbers in device
//     code, every caller in view, nothing sized for 32 lanes left behind).
//
// The execution model (test/model) is the evidence for these verdicts.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_ANALYSIS_WARPASSUMPTIONS_H
#define HIPPORT_ANALYSIS_WARPASSUMPTIONS_H

#include "Analysis/WarpValues.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>
#include <string>
#include <vector>

namespace hipport {

/// One place where code uses 32 (or 31, 16, 5) as the lane count of a warp.
struct GroupSite {
  enum Kind {
    LaneId,          ///< t % 32, t & 31
    WarpId,          ///< t / 32, t >> 5
    WarpsPerBlock,   ///< blockDim.x / 32
    WarpsPerGrid,    ///< gridDim.x * blockDim.x / 32
    WarpBase,        ///< warp * 32, warp << 5 (a warp's first element)
    LaneCompare,     ///< lane == 31
    FirstWarp,       ///< if (tid < 32) { ...warp intrinsics... }
    LaneStride,      ///< for (i = lane; i < n; i += 32)
    LaneCount,       ///< n <= 32, min(32, n), where n bounds a lane id
    ReductionStart,  ///< for (o = 16; o > 0; o /= 2) ...shuffle(o)...
    UnrolledOffset,  ///< __shfl_down(v, 16) without a width
    ScanBound,       ///< for (d = 1; d < 32; d *= 2) ...shuffle(d)...
    Width,           ///< __shfl_xor(v, o, 32)
    LastLane,        ///< __shfl(v, 31)
    SharedLaneArray, ///< __shared__ T a[32] indexed by lane, or a[32 * F]
                     ///< by F * lane + j
  };
  Kind K;
  const clang::FunctionDecl *Function = nullptr;
  clang::SourceLocation Loc;   ///< Where the finding goes.
  const clang::Expr *Constant; ///< The number as the code uses it.
  ConstantOrigin Origin;
  std::string Subject;         ///< The shuffle, or the shared array.
  clang::SourceRange Replaced; ///< What a fix replaces (empty: no fix)...
  std::string Portable;        ///< ...and with what.
  /// Of a SharedLaneArray: the elements each lane owns (F of a[32 * F]).
  uint64_t LaneRow = 1;

  /// Reported under hipport-warp-shuffle-32 (else lane arithmetic, or the
  /// shared-array rule).
  bool isShuffleSite() const { return K >= ReductionStart && K <= LastLane; }
};

/// The sites of one group of functions that call each other.
struct WarpAssumption {
  std::vector<GroupSite> Sites;
  /// warpSize used in the group: the code reasons in hardware lanes.
  std::vector<clang::SourceLocation> HardwareWidth;
  /// Votes, ballots, broadcasts and up-scans without a width: they see the
  /// whole wavefront, whatever the lane ids say.
  std::vector<clang::SourceLocation> WarpWideOps;
  /// Lane or warp ids computed from 32 (logical groups).
  bool IdsInGroups = false;
  /// Every function of the group is a kernel or called in this unit, so
  /// every use of its results is in view.
  bool CallersKnown = true;
  /// Why no fix is offered, when none is.
  std::string WhyNoFix;
  /// The group's functions (kernels, their helpers, the host code that
  /// launches them), in the order the unit declares them.
  std::vector<const clang::FunctionDecl *> Functions;

  /// Logical 32-lane groups used throughout: correct on 64 lanes as it is.
  bool consistentGroups() const {
    return IdsInGroups && HardwareWidth.empty() && WarpWideOps.empty();
  }
  bool fixable() const { return WhyNoFix.empty(); }
  /// Known wrong on 64-lane wavefronts and not portable automatically:
  /// the group reasons in hardware lanes somewhere (a lone unrolled step
  /// from 16 may be right at 64 lanes), and every function of the group and
  /// every use of its results is in view.
  bool needsHandPort() const {
    return !fixable() && CallersKnown &&
           (!HardwareWidth.empty() || !WarpWideOps.empty());
  }
};

class SourceClassifier;

/// The warp assumptions of one translation unit.
class WarpAssumptions {
public:
  /// InProject tells the user's code from headers; CanReplace whether a
  /// fix can replace a range (spelled once, in a project file); KeptByTree
  /// who else in the tree uses a shared-header site as written (empty for
  /// no one), so that this unit does not respell it.
  WarpAssumptions(
      SourceClassifier &Classifier,
      std::function<bool(clang::SourceLocation)> InProject,
      std::function<bool(clang::SourceRange)> CanReplace,
      std::function<std::string(clang::SourceLocation)> KeptByTree = nullptr)
      : Classifier(Classifier), InProject(std::move(InProject)),
        CanReplace(std::move(CanReplace)), KeptByTree(std::move(KeptByTree)) {}

  void analyse(clang::ASTContext &AST);

  /// The inconsistent assumptions: those with something to report.
  const std::vector<WarpAssumption> &assumptions() const { return Found; }
  /// The sites of consistent 32-lane groups: right as written, reported
  /// nowhere, but a port elsewhere in the tree must not respell them.
  const std::vector<GroupSite> &consistentSites() const {
    return ConsistentSites;
  }
  /// Whether Fn belongs to code that uses consistent 32-lane groups (a
  /// lane below 32 by construction, per-group storage of 32).
  bool inConsistentGroups(const clang::FunctionDecl *Fn) const;
  /// The inconsistent assumption Fn's group makes, if any.
  const WarpAssumption *assumptionOf(const clang::FunctionDecl *Fn) const;
  /// Whether Fn belongs to a group that uses warp intrinsics and does not
  /// keep to consistent 32-lane groups: its lanes are hardware lanes.
  bool inHardwareWarpCode(const clang::FunctionDecl *Fn) const;

  /// The numbers of the lines of the other sites of A, for a message.
  static std::string otherLines(const WarpAssumption &A, const GroupSite &S,
                                const clang::SourceManager &SM);

private:
  friend class SiteCollector;
  SourceClassifier &Classifier;
  std::function<bool(clang::SourceLocation)> InProject;
  std::function<bool(clang::SourceRange)> CanReplace;
  std::function<std::string(clang::SourceLocation)> KeptByTree;
  std::vector<WarpAssumption> Found;
  std::vector<GroupSite> ConsistentSites;
  llvm::DenseSet<const clang::FunctionDecl *> Consistent, HardwareWarpCode;
  llvm::DenseMap<const clang::FunctionDecl *, size_t> AssumptionIndex;
};

} // namespace hipport

#endif
