//===- RewriteKernelLaunch.cpp --------------------------------------------===//
#include "Rewrite/RewriteKernelLaunch.h"
#include "clang/AST/ExprCXX.h"

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

static bool namesTemplateSpecialization(const Expr *Callee) {
  Callee = Callee->IgnoreImplicit();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
    return Ref->hasExplicitTemplateArgs();
  if (const auto *Overloads = dyn_cast<OverloadExpr>(Callee))
    return Overloads->hasExplicitTemplateArgs();
  return false;
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
  FileRange NameRange = *Name;
  std::vector<FileRange> ConfigRanges = *Config, ArgRanges = *Args;
  Ctx.replaceStructurally(*Whole, [=](const RewriteContext::TextOf &Text) {
    auto Of = [&](const FileRange &R) { return Text(R.Begin, R.End); };
    std::string Kernel = Of(NameRange);
    if (Template)
      Kernel = "HIP_KERNEL_NAME(" + Kernel + ")";
    std::string Out = "hipLaunchKernelGGL(" + Kernel + ", dim3(" +
                      Of(ConfigRanges[0]) + "), dim3(" + Of(ConfigRanges[1]) +
                      "), ";
    Out += ConfigRanges.size() > 2 ? Of(ConfigRanges[2]) : "0";
    Out += ", ";
    Out += ConfigRanges.size() > 3 ? Of(ConfigRanges[3]) : "0";
    if (!ArgRanges.empty())
      Out += ", " + Text(ArgRanges.front().Begin, ArgRanges.back().End);
    return Out + ")";
  });
}
