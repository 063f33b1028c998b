//===- VectorOperatorCheck.cpp --------------------------------------------===//
#include "Checks/VectorOperatorCheck.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

/// A CUDA vector type (float4, int2, ...) declared by the CUDA headers.
static bool isCudaVectorType(QualType T, SourceClassifier &Classifier) {
  const auto *Record = T.getNonReferenceType()->getAsRecordDecl();
  if (!Record || !Record->getIdentifier() || !Classifier.isCudaDecl(Record))
    return false;
  llvm::StringRef Name = Record->getName();
  if (Name.empty() || !llvm::is_contained("1234", Name.back()))
    return false;
  return llvm::StringSwitch<bool>(Name.drop_back())
      .Cases("char", "uchar", "short", "ushort", "int", "uint", true)
      .Cases("long", "ulong", "longlong", "ulonglong", "float", "double", true)
      .Default(false);
}

void VectorOperatorCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(hasAnyOverloadedOperatorName("+=", "-=", "*=", "/=", "%=",
                                                "&=", "|=", "^=", "<<=", ">>="),
                   parameterCountIs(2), unless(cxxMethodDecl()))
          .bind("operator"),
      this);
}

void VectorOperatorCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Operator = R.Nodes.getNodeAs<FunctionDecl>("operator");
  if (!inProject(Operator->getLocation()) || Operator->isTemplated())
    return;
  QualType Left = Operator->getParamDecl(0)->getType();
  QualType Right = Operator->getParamDecl(1)->getType();
  SourceClassifier &Classifier = Ctx.classifier();
  // HIP's members take the same vector type; a scalar right-hand side
  // (float4 += float) is not ambiguous.
  if (!Left->isLValueReferenceType() || !isCudaVectorType(Left, Classifier) ||
      !isCudaVectorType(Right, Classifier) ||
      !R.Context->hasSameUnqualifiedType(Left.getNonReferenceType(),
                                         Right.getNonReferenceType()))
    return;
  std::optional<OwnLines> Own = ownLines(Ctx, Operator);
  // Before the matchers reach the references in its body.
  if (Own)
    Ctx.keepOutOfAmd({Own->Path, Own->Begin, Own->End}, rule());
  Found.push_back(
      {Operator, Left.getNonReferenceType().getUnqualifiedType().getAsString(),
       std::move(Own)});
}

void VectorOperatorCheck::endOfTranslationUnit(ASTContext &AST) {
  // HIP's NVIDIA platform uses CUDA's vector types, which have no
  // operators: the project's stay there.
  std::vector<ExcludedDefinition> Lines;
  for (const Operator &Op : Found)
    Lines.push_back({Op.Own, /*AlsoNvidia=*/false});
  std::vector<std::vector<RewriteContext::Fix>> Fixes =
      amdExclusionFixes(Lines);
  for (size_t K = 0; K < Found.size(); ++K)
    diag(Found[K].Decl->getLocation(),
         "'" + Found[K].Decl->getNameAsString() + "' for " + Found[K].Type +
             " duplicates the operator HIP's vector types define as a "
             "member: every use becomes ambiguous and does not compile; "
             "keep it out of AMD builds (#if "
             "!defined(__HIP_PLATFORM_AMD__))",
         std::move(Fixes[K]));
  Found.clear();
}
