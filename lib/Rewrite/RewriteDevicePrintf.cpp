//===- RewriteDevicePrintf.cpp --------------------------------------------===//
#include "Rewrite/RewriteDevicePrintf.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void RewriteDevicePrintf::registerMatchers(MatchFinder &Finder) {
  // Device code is what HIP compiles for the GPU: __device__ (also
  // __host__ __device__) and __global__ functions, lambdas included.
  auto DeviceFunction =
      functionDecl(anyOf(hasAttr(attr::CUDADevice), hasAttr(attr::CUDAGlobal)));
  Finder.addMatcher(declRefExpr(to(functionDecl(hasName("::printf"))),
                                hasAncestor(DeviceFunction))
                        .bind("ref"),
                    this);
  // A call with dependent arguments in a template names the overload set.
  Finder.addMatcher(
      unresolvedLookupExpr(hasAnyDeclaration(functionDecl(hasName("::printf"))),
                           hasAncestor(DeviceFunction))
          .bind("overloads"),
      this);
}

/// Whether the qualifier spells namespace std (`std::`, `::std::`).
static bool namesStd(NestedNameSpecifierLoc Qualifier) {
  const NestedNameSpecifier *NNS = Qualifier.getNestedNameSpecifier();
  if (!NNS || NNS->getKind() != NestedNameSpecifier::Namespace)
    return false;
  const NamespaceDecl *NS = NNS->getAsNamespace();
  return NS->isStdNamespace();
}

void RewriteDevicePrintf::run(const MatchFinder::MatchResult &R) {
  NestedNameSpecifierLoc Qualifier;
  SourceLocation NameLoc;
  if (const auto *Ref = R.Nodes.getNodeAs<DeclRefExpr>("ref")) {
    Qualifier = Ref->getQualifierLoc();
    NameLoc = Ref->getLocation();
  } else if (const auto *Overloads =
                 R.Nodes.getNodeAs<UnresolvedLookupExpr>("overloads")) {
    Qualifier = Overloads->getQualifierLoc();
    NameLoc = Overloads->getNameLoc();
  }
  if (!Qualifier || !namesStd(Qualifier))
    return;
  std::optional<FileRange> Range = Ctx.projectRange(
      CharSourceRange::getCharRange(Qualifier.getBeginLoc(), NameLoc));
  if (!Range) {
    if (Ctx.classifier()
            .classify(Ctx.sourceManager().getExpansionLoc(NameLoc))
            .IsProject)
      Ctx.report("hipport-macro-spelling", NameLoc,
                 "'std::printf' in device code is spelled by a macro; HIP's "
                 "device printf is the global one: write 'printf'");
    return;
  }
  Ctx.replace(*Range, "");
}
