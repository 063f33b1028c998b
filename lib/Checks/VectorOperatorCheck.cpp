//===- VectorOperatorCheck.cpp --------------------------------------------===//
#include "Checks/VectorOperatorCheck.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

static constexpr char HipGuard[] = "#if !defined(__HIP_PLATFORM_AMD__)\n";

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

/// Whether only blanks stand between the start of Offset's line and Offset.
static bool startsLine(llvm::StringRef Text, unsigned Offset) {
  // rfind looks before its second argument.
  size_t Newline = Text.rfind('\n', Offset);
  size_t LineStart = Newline == llvm::StringRef::npos ? 0 : Newline + 1;
  return Text.slice(LineStart, Offset).find_first_not_of(" \t") ==
         llvm::StringRef::npos;
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
  Found.push_back(
      {Operator, Left.getNonReferenceType().getUnqualifiedType().getAsString(),
       ownLines(Operator)});
}

std::optional<VectorOperatorCheck::Lines>
VectorOperatorCheck::ownLines(const FunctionDecl *Operator) {
  const SourceManager &SM = Ctx.sourceManager();
  SourceRange Whole(SM.getExpansionLoc(Operator->getOuterLocStart()),
                    SM.getExpansionLoc(Operator->getEndLoc()));
  std::optional<FileRange> Range = Ctx.projectRange(Whole);
  if (!Range)
    return std::nullopt;
  llvm::StringRef Text = SM.getBufferData(SM.getFileID(Whole.getBegin()));
  size_t LineEnd = Text.find('\n', Range->End);
  if (!startsLine(Text, Range->Begin) || LineEnd == llvm::StringRef::npos ||
      !Text.slice(Range->End, LineEnd).trim().empty())
    return std::nullopt;
  return Lines{Range->Path, Range->Begin, unsigned(LineEnd + 1)};
}

void VectorOperatorCheck::endOfTranslationUnit(ASTContext &AST) {
  // One #if/#endif around a run of definitions that follow one another, so
  // that an #endif and the next #if are not inserted at the same place.
  for (size_t I = 0; I < Found.size();) {
    size_t Last = I;
    while (Last + 1 < Found.size() && Found[Last].Own && Found[Last + 1].Own &&
           Found[Last + 1].Own->Path == Found[Last].Own->Path &&
           Found[Last + 1].Own->Begin == Found[Last].Own->End)
      ++Last;
    for (size_t K = I; K <= Last; ++K) {
      std::vector<RewriteContext::Fix> Fixes;
      if (K == I && Found[I].Own) {
        const Lines &First = *Found[I].Own, &End = *Found[Last].Own;
        Fixes.push_back({{First.Path, First.Begin, First.Begin}, HipGuard});
        Fixes.push_back({{End.Path, End.End, End.End}, "#endif\n"});
      }
      diag(Found[K].Decl->getLocation(),
           "'" + Found[K].Decl->getNameAsString() + "' for " + Found[K].Type +
               " duplicates the operator HIP's vector types define as a "
               "member: every use becomes ambiguous and does not compile; "
               "keep it out of AMD builds (#if "
               "!defined(__HIP_PLATFORM_AMD__))",
           std::move(Fixes));
    }
    I = Last + 1;
  }
  Found.clear();
}
