//===- RewriteHalf2Members.cpp --------------------------------------------===//
#include "Rewrite/RewriteHalf2Members.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

/// The first HIP release whose __half2 declares its members as __half.
static const Version HalfMembersSince{6, 0};

static const char *const RawBits =
    "' is its raw bits (unsigned short), not a __half";

void RewriteHalf2Members::registerMatchers(MatchFinder &Finder) {
  auto Half2Member = member(fieldDecl(
      hasAnyName("x", "y"), hasDeclContext(cxxRecordDecl(hasName("__half2")))));
  Finder.addMatcher(memberExpr(Half2Member, unless(isInTemplateInstantiation()))
                        .bind("member"),
                    this);
  Finder.addMatcher(
      memberExpr(Half2Member, isInTemplateInstantiation()).bind("instance"),
      this);
}

void RewriteHalf2Members::run(const MatchFinder::MatchResult &R) {
  if (!(Ctx.options().HipVersion < HalfMembersSince))
    return;
  const auto *Member = R.Nodes.getNodeAs<MemberExpr>("member");
  const auto *Instance = R.Nodes.getNodeAs<MemberExpr>("instance");
  const MemberExpr *Found = Member ? Member : Instance;
  const auto *Field =
      Found ? dyn_cast<FieldDecl>(Found->getMemberDecl()) : nullptr;
  if (!Field || !Ctx.classifier().isCudaDecl(Field->getParent()))
    return;
  const SourceManager &SM = *R.SourceManager;
  SourceLocation Loc = SM.getSpellingLoc(Found->getMemberLoc());
  // An access CUDA's own macros spell is HIP's to define.
  if (!Ctx.classifier().classify(Loc).IsProject)
    return;
  if (Instance) {
    InstantiatedAccess Access{Field->getName().str(),
                              Ctx.projectRange(Instance->getSourceRange()),
                              std::nullopt, Instance->isArrow()};
    if (!Instance->isImplicitAccess())
      Access.Object = Ctx.projectRange(Instance->getBase()->getSourceRange());
    InInstantiations.try_emplace(Loc, std::move(Access));
    return;
  }
  InPatterns.insert(Loc);
  if (!isReinterpretedInPlace(*Member, *R.Context))
    rewrite(*Member, SM);
}

bool RewriteHalf2Members::isReinterpretedInPlace(const MemberExpr &Member,
                                                 ASTContext &AST) {
  // `reinterpret_cast<half &>(h.x)` names the member's storage as a half
  // already, in CUDA and in every HIP; wrapping it again changes nothing.
  DynTypedNodeList Parents = AST.getParents(Member);
  while (Parents.size() == 1 && Parents[0].get<ParenExpr>())
    Parents = AST.getParents(*Parents[0].get<ParenExpr>());
  if (Parents.size() != 1)
    return false;
  const auto *Cast = Parents[0].get<CXXReinterpretCastExpr>();
  return Cast && Cast->getTypeAsWritten()->isReferenceType();
}

void RewriteHalf2Members::rewrite(const MemberExpr &Member,
                                  const SourceManager &SM) {
  std::string Name = Member.getMemberDecl()->getName().str();
  std::optional<FileRange> Whole = Ctx.projectRange(Member.getSourceRange());
  if (!Whole) {
    Ctx.report("hipport-half2-raw-bits",
               SM.getExpansionLoc(Member.getMemberLoc()),
               "before HIP 6.0 a __half2's '" + Name + RawBits +
                   "; this access is spelled in a macro's body, so write "
                   "'reinterpret_cast<__half &>(h." +
                   Name + ")' there by hand");
    return;
  }
  if (!Rewritten.insert({Whole->Path, Whole->Begin}).second)
    return;
  // The access keeps the const and volatile of its object, as in CUDA.
  Qualifiers Quals = Member.getType().getQualifiers();
  std::string Type = std::string(Quals.hasConst() ? "const " : "") +
                     (Quals.hasVolatile() ? "volatile " : "") + "__half &";
  FileRange Access = *Whole;
  Ctx.replaceStructurally(Access, [=](const RewriteContext::TextOf &Text) {
    return "reinterpret_cast<" + Type + ">(" + Text(Access.Begin, Access.End) +
           ")";
  });
  Ctx.report("hipport-half2-member", Member.getMemberLoc(),
             "before HIP 6.0 a __half2's '" + Name + RawBits +
                 "; written as 'reinterpret_cast<" + Type +
                 ">(...)', the __half it is in CUDA");
}

void RewriteHalf2Members::endOfMatches() {
  for (const auto &[Loc, Access] : InInstantiations) {
    if (InPatterns.contains(Loc))
      continue;
    if (!Access.Whole || !Access.Object) {
      Ctx.report("hipport-half2-raw-bits", Loc,
                 "before HIP 6.0 a __half2's '" + Access.Name + RawBits +
                     "; this access in a template instantiated with "
                     "'__half2' is spelled in a macro's body or names the "
                     "member without its object, so write "
                     "'hipport::half2_" +
                     Access.Name + "(...)' of hipport/compat.h there by hand");
      continue;
    }
    std::string Accessor = "hipport::half2_" + Access.Name;
    FileRange Whole = *Access.Whole, Object = *Access.Object;
    bool Arrow = Access.Arrow;
    Ctx.replaceStructurally(Whole, [=](const RewriteContext::TextOf &Text) {
      std::string Of = Text(Object.Begin, Object.End);
      return Accessor + "(" + (Arrow ? "*(" + Of + ")" : Of) + ")";
    });
    Ctx.noteUsesCompatHeader(Whole);
    Ctx.report("hipport-half2-member", Loc,
               "before HIP 6.0 a __half2's '" + Access.Name + RawBits +
                   "; in this template, instantiated with '__half2' and "
                   "possibly other types, written as '" +
                   Accessor +
                   "(...)' of hipport/compat.h: the __half for a __half2, "
                   "the member for any other type");
  }
}
