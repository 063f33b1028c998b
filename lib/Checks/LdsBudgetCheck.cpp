//===- LdsBudgetCheck.cpp -------------------------------------------------===//
#include "Checks/LdsBudgetCheck.h"
#include "Analysis/WarpValues.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void LdsBudgetCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(isDefinition(), hasAttr(attr::CUDAGlobal)).bind("kernel"),
      this);
  Finder.addMatcher(cudaKernelCallExpr().bind("launch"), this);
  Finder.addMatcher(callExpr(argumentCountIs(3)).bind("attribute"), this);
}

static const FunctionDecl *functionNamed(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *AddressOf = dyn_cast<UnaryOperator>(E))
    E = AddressOf->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<FunctionDecl>(Ref->getDecl());
  return nullptr;
}

void LdsBudgetCheck::noteDynamic(const FunctionDecl *Kernel, const Expr *Bytes,
                                 ASTContext &AST) {
  Expr::EvalResult Value;
  if (!Kernel || Bytes->isValueDependent() || !Bytes->EvaluateAsInt(Value, AST))
    return;
  uint64_t &Max = Dynamic[Kernel->getCanonicalDecl()];
  Max = std::max<uint64_t>(Max, Value.Val.getInt().getLimitedValue());
}

void LdsBudgetCheck::run(const MatchFinder::MatchResult &R) {
  if (const auto *Kernel = R.Nodes.getNodeAs<FunctionDecl>("kernel")) {
    if (!Kernel->isDependentContext() && inProject(Kernel->getLocation()))
      Kernels.insert(Kernel);
    return;
  }
  if (const auto *Launch = R.Nodes.getNodeAs<CUDAKernelCallExpr>("launch")) {
    const CallExpr *Config = Launch->getConfig();
    if (Config && Config->getNumArgs() > 2 &&
        !isa<CXXDefaultArgExpr>(Config->getArg(2)))
      noteDynamic(Launch->getDirectCallee(), Config->getArg(2), *R.Context);
    return;
  }
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("attribute");
  if (cudaCalleeName(Call, Ctx.classifier()) != "cudaFuncSetAttribute")
    return;
  const auto *Attribute =
      dyn_cast<DeclRefExpr>(Call->getArg(1)->IgnoreParenImpCasts());
  if (Attribute && Attribute->getDecl()->getName() ==
                       "cudaFuncAttributeMaxDynamicSharedMemorySize")
    noteDynamic(functionNamed(Call->getArg(0)), Call->getArg(2), *R.Context);
}

namespace {

/// Static __shared__ bytes of a function and of the functions it calls,
/// each function counted once.
class SharedBytes : public RecursiveASTVisitor<SharedBytes> {
public:
  explicit SharedBytes(ASTContext &AST) : AST(AST) {}

  void add(const FunctionDecl *Fn) {
    const FunctionDecl *Def = nullptr;
    if (!Fn || !Fn->hasBody(Def) || !Visited.insert(Def).second)
      return;
    TraverseStmt(Def->getBody());
  }
  bool VisitVarDecl(VarDecl *Var) {
    QualType T = Var->getType();
    if (Var->hasAttr<CUDASharedAttr>() && !Var->hasExternalStorage() &&
        !T->isDependentType() && !T->isIncompleteType() &&
        T->isConstantSizeType())
      Bytes += AST.getTypeSizeInChars(T).getQuantity();
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (const FunctionDecl *Callee = Call->getDirectCallee())
      if (Callee->hasAttr<CUDADeviceAttr>())
        Pending.push_back(Callee);
    return true;
  }
  uint64_t total(const FunctionDecl *Kernel) {
    add(Kernel);
    while (!Pending.empty()) {
      const FunctionDecl *Next = Pending.back();
      Pending.pop_back();
      add(Next);
    }
    return Bytes;
  }

private:
  ASTContext &AST;
  llvm::DenseSet<const FunctionDecl *> Visited;
  std::vector<const FunctionDecl *> Pending;
  uint64_t Bytes = 0;
};

} // namespace

uint64_t LdsBudgetCheck::staticBytes(const FunctionDecl *Fn, ASTContext &AST) {
  return SharedBytes(AST).total(Fn);
}

void LdsBudgetCheck::endOfTranslationUnit(ASTContext &AST) {
  const Rule *Limits = Ctx.rule("hipport-lds-over-limit");
  const std::string &Arch = Ctx.options().OffloadArch;
  uint64_t Default = Limits ? Limits->number("limits.default", 65536) : 65536;
  uint64_t Limit = Limits ? Limits->number("limits." + Arch, Default) : Default;
  const Rule *Occupancy = Ctx.rule("hipport-lds-occupancy");
  uint64_t Threshold =
      Occupancy ? Occupancy->number("threshold-bytes", 32768) : 32768;
  for (const FunctionDecl *Kernel : Kernels) {
    uint64_t Static = staticBytes(Kernel, AST);
    auto It = Dynamic.find(Kernel->getCanonicalDecl());
    uint64_t Dyn = It == Dynamic.end() ? 0 : It->second;
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    Kernel->getNameForDiagnostic(OS, AST.getPrintingPolicy(), true);
    OS.flush();
    Ctx.noteKernelLds(Kernel->getLocation(), Name, Static, Dyn);
    uint64_t Total = Static + Dyn;
    std::string Usage = "kernel '" + Name + "' uses " + std::to_string(Total) +
                        " bytes of LDS (" + std::to_string(Static) +
                        " static + " + std::to_string(Dyn) + " dynamic)";
    if (Total > Limit && Ctx.options().ruleEnabled(rule()))
      diag(Kernel->getLocation(), Usage + ", more than the " +
                                      std::to_string(Limit) + " bytes of " +
                                      Arch + "; it will fail to launch");
    else if (Total > Threshold)
      Ctx.report("hipport-lds-occupancy", Kernel->getLocation(),
                 Usage + ", more than " + std::to_string(Threshold) +
                     " bytes: fewer workgroups fit on a compute unit of " +
                     Arch);
  }
}
