//===- RewriteKernelLaunch.cpp --------------------------------------------===//
#include "Rewrite/RewriteKernelLaunch.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void RewriteKernelLaunch::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(cudaKernelCallExpr().bind("launch"), this);
}

/// The written (not defaulted) arguments of a call, as file ranges; empty
/// optional when one of them is not spelled contiguously in project code.
static std::optional<std::vector<FileRange>>
writtenArguments(RewriteContext &Ctx, const CallExpr *Call) {
  std::vector<FileRange> Ranges;
  for (const Expr *Arg : Call->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      break;
    std::optional<FileRange> Range = Ctx.projectRange(Arg->getSourceRange());
    if (!Range)
      return std::nullopt;
    Ranges.push_back(*Range);
  }
  return Ranges;
}

/// Whether the kernel is a template, its arguments spelled (k<float>) or
/// deduced (k): HIP_KERNEL_NAME keeps the commas of the first out of the
/// macro's arguments, and marks both as HIPIFY writes them.
static bool namesTemplateSpecialization(const Expr *Callee) {
  Callee = Callee->IgnoreImplicit();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee)) {
    if (Ref->hasExplicitTemplateArgs())
      return true;
    const auto *Function = dyn_cast<FunctionDecl>(Ref->getDecl());
    return Function && Function->getPrimaryTemplate();
  }
  if (const auto *Overloads = dyn_cast<OverloadExpr>(Callee)) {
    if (Overloads->hasExplicitTemplateArgs())
      return true;
    return llvm::any_of(Overloads->decls(), [](const NamedDecl *D) {
      return isa<FunctionTemplateDecl>(D->getUnderlyingDecl());
    });
  }
  return false;
}

/// Whether a launch configuration argument is written as a dim3
/// (dim3(2, 2)), which hipLaunchKernelGGL takes as it is.
static bool writtenAsDim3(const Expr *Arg) {
  const Expr *E = Arg;
  while (true) {
    E = E->IgnoreImplicit();
    const auto *Construct = dyn_cast<CXXConstructExpr>(E);
    if (!Construct || isa<CXXTemporaryObjectExpr>(Construct) ||
        Construct->getNumArgs() != 1 ||
        !Construct->getConstructor()->isCopyOrMoveConstructor())
      break;
    E = Construct->getArg(0);
  }
  if (!isa<CXXTemporaryObjectExpr>(E) && !isa<CXXFunctionalCastExpr>(E))
    return false;
  const auto *Record = E->getType()->getAsCXXRecordDecl();
  return Record && Record->getName() == "dim3";
}

void RewriteKernelLaunch::run(const MatchFinder::MatchResult &R) {
  const auto *Launch = R.Nodes.getNodeAs<CUDAKernelCallExpr>("launch");
  Ctx.noteCudaUse(Launch->getBeginLoc());
  if (Ctx.options().Launch != KernelLaunchStyle::HipLaunchKernelGGL)
    return;
  const Expr *Callee = Launch->getCallee()->IgnoreImplicit();
  const SourceManager &SM = Ctx.sourceManager();
  auto FromMacroBody = [&](SourceLocation Loc) {
    return Loc.isMacroID() && !SM.isMacroArgExpansion(Loc);
  };
  std::optional<FileRange> Whole = Ctx.projectRange(Launch->getSourceRange());
  std::optional<FileRange> Name = Ctx.projectRange(Callee->getSourceRange());
  std::optional<std::vector<FileRange>> Config =
      writtenArguments(Ctx, Launch->getConfig());
  std::optional<std::vector<FileRange>> Args = writtenArguments(Ctx, Launch);
  if (!Whole || !Name || !Config || !Args || Config->size() < 2 ||
      FromMacroBody(Launch->getBeginLoc()) ||
      FromMacroBody(Launch->getEndLoc())) {
    if (Ctx.classifier()
            .classify(
                Ctx.sourceManager().getExpansionLoc(Launch->getBeginLoc()))
            .IsProject)
      Ctx.report("hipport-macro-spelling", Launch->getBeginLoc(),
                 "this kernel launch is assembled by a macro; it was kept "
                 "as <<<...>>>, which hip-clang accepts");
    return;
  }
  bool Template = namesTemplateSpecialization(Callee);
  bool GridIsDim3 = writtenAsDim3(Launch->getConfig()->getArg(0));
  bool BlockIsDim3 = writtenAsDim3(Launch->getConfig()->getArg(1));
  FileRange NameRange = *Name;
  std::vector<FileRange> ConfigRanges = *Config, ArgRanges = *Args;
  Ctx.replaceStructurally(*Whole, [=](const RewriteContext::TextOf &Text) {
    auto Of = [&](const FileRange &R) { return Text(R.Begin, R.End); };
    std::string Kernel = Of(NameRange);
    if (Template)
      Kernel = "HIP_KERNEL_NAME(" + Kernel + ")";
    auto AsDim3 = [&](const FileRange &R, bool Written) {
      return Written ? Of(R) : "dim3(" + Of(R) + ")";
    };
    std::string Out = "hipLaunchKernelGGL(" + Kernel + ", " +
                      AsDim3(ConfigRanges[0], GridIsDim3) + ", " +
                      AsDim3(ConfigRanges[1], BlockIsDim3) + ", ";
    Out += ConfigRanges.size() > 2 ? Of(ConfigRanges[2]) : "0";
    Out += ", ";
    Out += ConfigRanges.size() > 3 ? Of(ConfigRanges[3]) : "0";
    if (!ArgRanges.empty())
      Out += ", " + Text(ArgRanges.front().Begin, ArgRanges.back().End);
    return Out + ")";
  });
}
