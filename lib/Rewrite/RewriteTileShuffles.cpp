//===- RewriteTileShuffles.cpp --------------------------------------------===//
#include "Rewrite/RewriteTileShuffles.h"
#include "clang/AST/ExprCXX.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void RewriteTileShuffles::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      cxxMemberCallExpr(callee(cxxMethodDecl(hasAnyName(
                            "shfl", "shfl_up", "shfl_down", "shfl_xor"))))
          .bind("call"),
      this);
}

/// Whether D is declared in namespace cooperative_groups (or one inside it,
/// as CUDA's versioned __v1).
static bool inCooperativeGroups(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getIdentifier() && NS->getName() == "cooperative_groups")
        return true;
  return false;
}

/// What HIP's tile shuffles take: std::is_integral or std::is_floating_point
/// (hip_cooperative_groups_helper.h's is_valid_type, every release up to
/// 7.0). An enum is neither.
static bool hipTileShuffleTakes(QualType T) {
  const auto *Builtin = T->getAs<BuiltinType>();
  if (!Builtin)
    return false;
  switch (Builtin->getKind()) {
  case BuiltinType::Float:
  case BuiltinType::Double:
  case BuiltinType::LongDouble:
    return true;
  default:
    return Builtin->isInteger();
  }
}

void RewriteTileShuffles::run(const MatchFinder::MatchResult &R) {
  const auto *Call = R.Nodes.getNodeAs<CXXMemberCallExpr>("call");
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  if (!Method || Call->getNumArgs() == 0 ||
      !Ctx.classifier().isCudaDecl(Method) || !inCooperativeGroups(Method))
    return;
  QualType Value = Call->getArg(0)->getType().getNonReferenceType();
  if (Value->isDependentType() || hipTileShuffleTakes(Value.getCanonicalType()))
    return;
  const auto *Member = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
  if (!Member || Member->getBase()->isImplicitCXXThis())
    return;
  const Expr *LastWritten = nullptr;
  for (const Expr *Arg : Call->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      LastWritten = Arg;
  std::string Name = Method->getName().str();
  std::string Shim = "cooperative_groups::hipport_" + Name;
  std::optional<FileRange> Whole = Ctx.projectRange(Call->getSourceRange());
  std::optional<FileRange> Tile =
      Ctx.projectRange(Member->getBase()->getSourceRange());
  std::optional<FileRange> Args = Ctx.projectRange(
      SourceRange(Call->getArg(0)->getBeginLoc(), LastWritten->getEndLoc()));
  SourceLocation Loc = Member->getMemberLoc();
  std::string Type =
      Value.getUnqualifiedType().getAsString(R.Context->getPrintingPolicy());
  std::string Lacks = "HIP's cooperative-groups '" + Name +
                      "' takes only integer and floating-point values, not '" +
                      Type + "'";
  if (!Whole || !Tile || !Args) {
    Ctx.report("hipport-unsupported-api", Loc,
               Lacks + "; write '" + Shim +
                   "(tile, value, ...)' of hipport/compat.h, which moves it "
                   "as 32-bit words (it is spelled in a macro here)");
    return;
  }
  if (!Rewritten.insert({Whole->Path, Whole->Begin}).second)
    return;
  bool Pointer = Member->isArrow();
  FileRange TileRange = *Tile, ArgsRange = *Args;
  Ctx.replaceStructurally(*Whole, [=](const RewriteContext::TextOf &Text) {
    return Shim + "(" + (Pointer ? "*" : "") +
           Text(TileRange.Begin, TileRange.End) + ", " +
           Text(ArgsRange.Begin, ArgsRange.End) + ")";
  });
  Ctx.record(R.SourceManager->getSpellingLoc(Loc),
             "cooperative_groups::" + Name, ReferenceOutcome::Converted);
  Ctx.noteUsesCompatHeader(*Whole);
  Ctx.report("hipport-compat-shim", Loc,
             Lacks + "; written with hipport/compat.h as '" + Shim + "'");
}
