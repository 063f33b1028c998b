//===- HipRedefinitionCheck.cpp -------------------------------------------===//
#include "Checks/HipRedefinitionCheck.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void HipRedefinitionCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(isDefinition(), unless(cxxMethodDecl())).bind("definition"),
      this);
}

std::string HipRedefinitionCheck::hipParameterTypes(const FunctionDecl *F,
                                                    const ASTContext &AST) {
  PrintingPolicy Policy(AST.getLangOpts());
  Policy.SuppressTagKeyword = true;
  std::vector<std::string> Types;
  // The function type's parameters: arrays decayed, top-level const gone.
  for (QualType T : F->getType()->castAs<FunctionProtoType>()->param_types()) {
    std::string Printed = T.getCanonicalType().getAsString(Policy);
    std::string Out;
    // `__nv_bfloat16 *` -> `__hip_bfloat16*`: CUDA type names become what
    // the conversion makes of them, and no blank precedes `*` or `&`.
    for (size_t I = 0; I < Printed.size();) {
      if (llvm::isAlpha(Printed[I]) || Printed[I] == '_') {
        size_t End = I;
        while (End < Printed.size() &&
               (llvm::isAlnum(Printed[End]) || Printed[End] == '_'))
          ++End;
        llvm::StringRef Word = llvm::StringRef(Printed).slice(I, End);
        const MappingEntry *E = Ctx.table().lookup(EntryKind::Type, Word);
        Out +=
            E && E->Status != EntryStatus::Unsupported && !E->Hip.Name.empty()
                ? Ctx.currentSpelling(*E).Name
                : Word.str();
        I = End;
        continue;
      }
      if (Printed[I] == ' ' && I + 1 < Printed.size() &&
          (Printed[I + 1] == '*' || Printed[I + 1] == '&')) {
        ++I;
        continue;
      }
      Out += Printed[I++];
    }
    Types.push_back(std::move(Out));
  }
  return llvm::join(Types, ",");
}

void HipRedefinitionCheck::run(const MatchFinder::MatchResult &R) {
  const auto *F = R.Nodes.getNodeAs<FunctionDecl>("definition");
  // HIP's overloads are device functions at namespace scope.
  if (!F->getIdentifier() || !inProject(F->getLocation()) ||
      F->getTemplatedKind() != FunctionDecl::TK_NonTemplate ||
      !F->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
      !F->hasAttr<CUDADeviceAttr>() || Ctx.classifier().isCudaDecl(F))
    return;
  const MappingEntry *Entry =
      Ctx.table().lookup(EntryKind::Function, F->getName());
  if (!Entry || Entry->HipOverloads.empty() || Entry->Hip.Name != F->getName())
    return;
  std::string Params = hipParameterTypes(F, *R.Context);
  const Version &Target = Ctx.options().HipVersion;
  // "(...)": a function-like macro of HIP's NVIDIA platform (__shfl), which
  // replaces every overload's name.
  bool AlsoNvidia =
      llvm::any_of(Entry->HipNvidiaOverloads, [&](const HipReleaseFact &O) {
        return (O.Text == Params || O.Text == "...") && O.holdsIn(Target);
      });
  for (const HipReleaseFact &O : Entry->HipOverloads)
    if (O.Text == Params && O.holdsIn(Target)) {
      std::optional<OwnLines> Own = ownLines(Ctx, F);
      // Before the matchers reach the references in its body.
      if (Own)
        Ctx.keepOutOfAmd({Own->Path, Own->Begin, Own->End}, rule());
      Found.push_back({F, F->getName().str() + "(" + Params + ")",
                       O.Since.str(), std::move(Own), AlsoNvidia});
      return;
    }
}

void HipRedefinitionCheck::endOfTranslationUnit(ASTContext &AST) {
  std::vector<ExcludedDefinition> Lines;
  for (const Definition &D : Found)
    Lines.push_back({D.Own, D.AlsoNvidia});
  std::vector<std::vector<RewriteContext::Fix>> Fixes =
      amdExclusionFixes(Lines);
  std::string Target = Ctx.options().HipVersion.str();
  for (size_t K = 0; K < Found.size(); ++K)
    diag(Found[K].Decl->getLocation(),
         "HIP defines '" + Found[K].Signature + "' too (since HIP " +
             Found[K].Since + "; the output targets " + Target +
             "): the converted code redefines it and does not compile; " +
             (Found[K].AlsoNvidia
                  ? "HIP's NVIDIA platform defines it as well, so keep the "
                    "project's definition out of both (#if "
                    "!defined(__HIP_PLATFORM_AMD__) && "
                    "!defined(__HIP_PLATFORM_NVIDIA__))"
                  : "keep the project's definition out of AMD builds (#if "
                    "!defined(__HIP_PLATFORM_AMD__))"),
         std::move(Fixes[K]));
  Found.clear();
}
