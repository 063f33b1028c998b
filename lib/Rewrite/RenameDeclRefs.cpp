//===- RenameDeclRefs.cpp -------------------------------------------------===//
#include "Rewrite/RenameDeclRefs.h"
#include "Rewrite/WrittenArguments.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/Builtins.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void RenameDeclRefs::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(declRefExpr().bind("ref"), this);
  Finder.addMatcher(unresolvedLookupExpr().bind("overloads"), this);
}

static std::optional<EntryKind> kindOf(const ValueDecl *D) {
  if (isa<FunctionDecl>(D))
    return EntryKind::Function;
  if (isa<EnumConstantDecl>(D))
    return EntryKind::Enumerator;
  if (isa<VarDecl>(D))
    return EntryKind::Variable;
  return std::nullopt;
}

/// clang declares a few CUDA device functions (`__syncthreads`) as
/// builtins, with no header to judge by; the tables say which are CUDA's.
bool RenameDeclRefs::isCudaBuiltin(const ValueDecl *D) const {
  const auto *Function = dyn_cast<FunctionDecl>(D);
  return Function && Function->getBuiltinID() != 0 &&
         Ctx.table().lookup(EntryKind::Function, Function->getName());
}

/// printf, malloc, free: functions of the C library, which CUDA's headers
/// (and clang's CUDA wrapper) re-declare for device code, so that in a file
/// without <stdio.h> the only declaration is CUDA's. The name is C's, and
/// HIP declares it too: it is not a CUDA function hipport lacks a mapping
/// for. clang knows these names (with the header that declares them) even
/// where no header was included. One the tables map (memcpy) is still
/// counted as a reference. The same holds for clang's own builtins
/// (__builtin_memcpy, __builtin_expect), which clang declares where one is
/// first used: in a CUDA unit that is its CUDA wrapper, so the declaration
/// looked like CUDA's. Target builtins (__nvvm_*) are NVIDIA's, and stay
/// CUDA references.
bool RenameDeclRefs::isCompilerName(const NamedDecl *D) const {
  const IdentifierInfo *Name = D->getIdentifier();
  if (!Name || !isa<FunctionDecl>(D))
    return false;
  unsigned Builtin = Name->getBuiltinID();
  return Builtin != 0 && !D->getASTContext().BuiltinInfo.isTSBuiltin(Builtin) &&
         !Ctx.table().lookup(EntryKind::Function, Name->getName());
}

/// The argument count of the call naming a function whose entry has
/// `overloads`; other references need no parent lookup.
std::optional<unsigned>
RenameDeclRefs::writtenArguments(const Expr &Callee, llvm::StringRef Name,
                                 ASTContext &AST) const {
  const MappingEntry *Entry = Ctx.table().lookup(EntryKind::Function, Name);
  if (!Entry || Entry->Overloads.empty())
    return std::nullopt;
  return writtenArgumentsOfCallee(Callee, AST);
}

void RenameDeclRefs::run(const MatchFinder::MatchResult &R) {
  if (const auto *Ref = R.Nodes.getNodeAs<DeclRefExpr>("ref")) {
    const ValueDecl *D = Ref->getDecl();
    std::optional<EntryKind> Kind = kindOf(D);
    if (!Kind || !Ref->getNameInfo().getName().isIdentifier())
      return;
    if ((!Ctx.classifier().isCudaDecl(D) && !isCudaBuiltin(D)) ||
        isCompilerName(D))
      return;
    // Found through `using` (thrust::make_tuple naming a cuda::std
    // function), the namespace that matters is the one the user named.
    Ctx.renameReference(Ref->getLocation(), D->getName(), *Kind,
                        Ref->getFoundDecl(),
                        writtenArguments(*Ref, D->getName(), *R.Context));
    return;
  }
  // A call with dependent arguments in a template names the overload set;
  // it is a CUDA reference when every candidate comes from CUDA.
  const auto *Overloads = R.Nodes.getNodeAs<UnresolvedLookupExpr>("overloads");
  if (!Overloads || !Overloads->getName().isIdentifier() ||
      Overloads->getNumDecls() == 0)
    return;
  for (const NamedDecl *Candidate : Overloads->decls())
    if (!Ctx.classifier().isCudaDecl(Candidate->getUnderlyingDecl()) ||
        isCompilerName(Candidate->getUnderlyingDecl()))
      return;
  llvm::StringRef Name = Overloads->getName().getAsIdentifierInfo()->getName();
  Ctx.renameReference(Overloads->getNameLoc(), Name, EntryKind::Function,
                      (*Overloads->decls_begin())->getUnderlyingDecl(),
                      writtenArguments(*Overloads, Name, *R.Context));
}
