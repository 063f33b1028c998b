//===- RewriteCallArguments.cpp -------------------------------------------===//
#include "Rewrite/RewriteCallArguments.h"
#include "Rewrite/ArgumentTemplate.h"
#include "Rewrite/WrittenArguments.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void RewriteCallArguments::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(callee(functionDecl())).bind("call"), this);
}

void RewriteCallArguments::run(const MatchFinder::MatchResult &R) {
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || isa<CUDAKernelCallExpr>(Call))
    return;
  const MappingEntry *Entry =
      Ctx.table().lookup(EntryKind::Function, Callee->getName());
  // A shim (hipport/compat.h) takes the arguments as CUDA's call has them.
  if (!Entry || Entry->Status == EntryStatus::Unsupported ||
      Entry->writtenWithShim(Ctx.options().HipVersion))
    return;
  SourceLocation NameLoc = Call->getCallee()->IgnoreImplicit()->getExprLoc();
  const HipSpelling &Hip =
      Ctx.spellingFor(*Entry, NameLoc, writtenArgumentCount(*Call));
  if (Hip.Args.empty() || !Ctx.classifier().isCudaDecl(Callee))
    return;

  // Arguments the call does not spell came from defaults.
  std::vector<FileRange> Args;
  for (const Expr *Arg : Call->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      break;
    std::optional<FileRange> Range = Ctx.projectRange(Arg->getSourceRange());
    if (!Range) {
      if (Ctx.classifier()
              .classify(Ctx.sourceManager().getExpansionLoc(NameLoc))
              .IsProject)
        Ctx.report("hipport-macro-spelling", NameLoc,
                   "the arguments of '" + Callee->getName() +
                       "' are not spelled in one place (a macro builds "
                       "them); rewrite them by hand as " +
                       Hip.Name + "(" + llvm::join(Hip.Args, ", ") + ")");
      return;
    }
    Args.push_back(*Range);
  }
  if (Args.empty()) {
    // f() becoming g(1): the new arguments go before the parenthesis.
    std::string Text = renderArgumentTemplate(
        Hip.Args, 0, [](unsigned) { return std::string(); });
    if (!Text.empty())
      if (std::optional<FileRange> Paren =
              Ctx.projectRange(CharSourceRange::getCharRange(
                  Call->getRParenLoc(), Call->getRParenLoc())))
        Ctx.replace(*Paren, Text);
    return;
  }
  if (Args.front().Path != Args.back().Path)
    return;
  std::vector<std::string> Template = Hip.Args;
  if (std::optional<InPlaceTemplate> Plan =
          planInPlace(Template, Args.size())) {
    // Keep the call's own layout: rewrite each argument where it stands.
    for (size_t K = 0; K < Args.size(); ++K) {
      if (Plan->PerArgument[K] == "$" + std::to_string(K + 1))
        continue;
      FileRange Arg = Args[K];
      std::string Element = Plan->PerArgument[K];
      Ctx.replaceStructurally(Arg, [Arg, Element, K](const auto &Text) {
        return renderArgumentTemplate({Element}, K + 1, [&](unsigned) {
          return Text(Arg.Begin, Arg.End);
        });
      });
    }
    if (!Plan->Appended.empty())
      Ctx.replace(FileRange{Args.back().Path, Args.back().End, Args.back().End},
                  ", " + llvm::join(Plan->Appended, ", "));
    return;
  }
  FileRange All{Args.front().Path, Args.front().Begin, Args.back().End};
  Ctx.replaceStructurally(
      All, [Args, Template](const RewriteContext::TextOf &Text) {
        return renderArgumentTemplate(Template, Args.size(), [&](unsigned N) {
          return Text(Args[N - 1].Begin, Args[N - 1].End);
        });
      });
}
