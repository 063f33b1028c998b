//===- RewriteMemLocationCalls.cpp ----------------------------------------===//
#include "Rewrite/RewriteMemLocationCalls.h"
#include "Rewrite/WrittenArguments.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

namespace {

/// A CUDA function taking a cudaMemLocation, and where.
struct LocationCall {
  llvm::StringRef Name;
  unsigned LocationIndex; ///< 0-based parameter of the location
  unsigned FlagsIndex;    ///< 0-based parameter of the flags, or ~0u
};

const LocationCall Calls[] = {{"cudaMemPrefetchAsync", 2, 3},
                              {"cudaMemAdvise", 3, ~0u}};

const LocationCall *callFor(const FunctionDecl &F) {
  for (const LocationCall &C : Calls) {
    if (F.getName() != C.Name || F.getNumParams() <= C.LocationIndex)
      continue;
    const auto *Record = F.getParamDecl(C.LocationIndex)
                             ->getType()
                             .getCanonicalType()
                             ->getAsRecordDecl();
    if (Record && Record->getName() == "cudaMemLocation")
      return &C;
  }
  return nullptr;
}

/// The braces of a location written where it is passed: `{t, id}`,
/// `cudaMemLocation{t, id}`, `(cudaMemLocation){t, id}`.
const InitListExpr *writtenLocation(const Expr *E) {
  E = E->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    if (Construct->getNumArgs() == 1)
      E = Construct->getArg(0)->IgnoreImplicit();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
    E = Cast->getSubExpr()->IgnoreImplicit();
  if (const auto *Literal = dyn_cast<CompoundLiteralExpr>(E))
    E = Literal->getInitializer()->IgnoreImplicit();
  const auto *List = dyn_cast<InitListExpr>(E);
  if (List && List->isSyntacticForm() && List->getSemanticForm())
    List = List->getSemanticForm();
  return List;
}

bool isEnumerator(const Expr *E, llvm::StringRef Name) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && isa<EnumConstantDecl>(Ref->getDecl()) &&
         Ref->getDecl()->getName() == Name;
}

/// The expression a use of a variable is part of, above implicit nodes.
const Expr *user(const Expr &Use, ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(Use);
  for (;;) {
    DynTypedNodeList Parents = AST.getParents(Node);
    if (Parents.size() != 1)
      return nullptr;
    const auto *E = Parents[0].get<Expr>();
    if (!E || !(isa<ImplicitCastExpr, ParenExpr, CXXConstructExpr,
                    MaterializeTemporaryExpr>(E)))
      return E;
    Node = Parents[0];
  }
}

/// Whether a local cudaMemLocation variable is a device location wherever
/// the function passes it: every `.type` it is given (initializer or
/// assignment) is cudaMemLocationTypeDevice, there is at least one, and it
/// is used only for its members and as the location of these calls (its
/// address is never taken, so nothing else can change it).
class DeviceLocationVariable
    : public RecursiveASTVisitor<DeviceLocationVariable> {
public:
  DeviceLocationVariable(const VarDecl &Var, ASTContext &AST)
      : Var(Var), AST(AST) {}

  bool check() {
    const auto *Function =
        dyn_cast_or_null<FunctionDecl>(Var.getParentFunctionOrMethod());
    if (!Function || !Function->getBody() || isa<ParmVarDecl>(Var))
      return false;
    // `cudaMemLocation loc;` runs the trivial default constructor.
    const Expr *Init = Var.getInit();
    if (const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(Init))
      if (Construct->getNumArgs() == 0)
        Init = nullptr;
    if (Init) {
      const auto *List = dyn_cast<InitListExpr>(Init->IgnoreImplicit());
      if (!List || List->getNumInits() != 2 ||
          !isEnumerator(List->getInit(0), "cudaMemLocationTypeDevice"))
        return false;
      Typed = true;
    }
    TraverseStmt(Function->getBody());
    return Typed && !Escapes;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (Ref->getDecl() != &Var)
      return true;
    const Expr *User = user(*Ref, AST);
    const auto *Member = dyn_cast_or_null<MemberExpr>(User);
    if (Member && Member->getMemberDecl()->getName() == "id")
      return true;
    if (Member && Member->getMemberDecl()->getName() == "type") {
      const auto *Assign = dyn_cast_or_null<BinaryOperator>(user(*Member, AST));
      if (Assign && Assign->getOpcode() == BO_Assign &&
          Assign->getLHS()->IgnoreParenImpCasts() == Member &&
          isEnumerator(Assign->getRHS(), "cudaMemLocationTypeDevice")) {
        Typed = true;
        return true;
      }
      // Read (`loc.type == ...`): fine; anything else may change it.
      if (!Assign || !Assign->isAssignmentOp())
        return true;
    }
    const auto *Call = dyn_cast_or_null<CallExpr>(User);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!Callee || !callFor(*Callee))
      Escapes = true;
    return true;
  }

private:
  const VarDecl &Var;
  ASTContext &AST;
  bool Typed = false;
  bool Escapes = false;
};

} // namespace

void RewriteMemLocationCalls::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(callee(functionDecl(hasAnyName(
                                 "cudaMemPrefetchAsync", "cudaMemAdvise"))))
                        .bind("call"),
                    this);
}

RewriteMemLocationCalls::Device
RewriteMemLocationCalls::deviceFor(const Expr *Location, ASTContext &AST) {
  Device Result;
  const InitListExpr *List = writtenLocation(Location);
  const Expr *Passed = Location->IgnoreImplicit();
  if (const auto *Copy = dyn_cast<CXXConstructExpr>(Passed))
    if (Copy->getNumArgs() == 1)
      Passed = Copy->getArg(0)->IgnoreImplicit();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Passed)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (Var && Ref->getNameInfo().getName().isIdentifier() &&
        DeviceLocationVariable(*Var, AST).check()) {
      Result.Literal = Var->getName().str() + ".id";
      return Result;
    }
  }
  if (!List || List->getNumInits() != 2) {
    Result.Why = "the location's type (device or host) is known only when "
                 "the program runs (a variable is taken for a device when "
                 "every type the function gives it is "
                 "cudaMemLocationTypeDevice and nothing else can change it)";
    return Result;
  }
  const Expr *TypeExpr = List->getInit(0);
  const auto *TypeRef = dyn_cast<DeclRefExpr>(TypeExpr->IgnoreParenImpCasts());
  const auto *Type =
      TypeRef ? dyn_cast<EnumConstantDecl>(TypeRef->getDecl()) : nullptr;
  llvm::StringRef TypeName = Type ? Type->getName() : "";
  if (TypeName != "cudaMemLocationTypeHost" &&
      TypeName != "cudaMemLocationTypeDevice") {
    Result.Why = "HIP's int device names a device or the host "
                 "(hipCpuDeviceId), not a " +
                 (Type ? TypeName.str() : std::string("computed")) +
                 " location";
    return Result;
  }
  std::optional<FileRange> TypeRange =
      Ctx.projectRange(TypeExpr->getSourceRange());
  if (TypeName == "cudaMemLocationTypeHost")
    Result.Literal = "hipCpuDeviceId";
  else
    Result.Id = Ctx.projectRange(List->getInit(1)->getSourceRange());
  if (!TypeRange || (!Result.Id && Result.Literal.empty())) {
    Result = Device();
    Result.Why = "the location is spelled by a macro";
    return Result;
  }
  // The location type is gone from the output: it is not a reference to
  // convert or report.
  Ctx.claim(*TypeRange);
  return Result;
}

void RewriteMemLocationCalls::run(const MatchFinder::MatchResult &R) {
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Ctx.classifier().isCudaDecl(Callee))
    return;
  const LocationCall *Shape = callFor(*Callee);
  if (!Shape)
    return; // CUDA 12's int device form is HIP's already.
  SourceLocation NameLoc = Call->getCallee()->IgnoreImplicit()->getExprLoc();
  if (!Ctx.classifier()
           .classify(Ctx.sourceManager().getExpansionLoc(NameLoc))
           .IsProject)
    return;
  std::string Hip = Shape->FlagsIndex == ~0u
                        ? "hipMemAdvise(ptr, count, advice, device)"
                        : "hipMemPrefetchAsync(ptr, count, device, stream)";
  auto Report = [&](const std::string &Why) {
    Ctx.report("hipport-unsupported-api", NameLoc,
               "'" + Callee->getName() + "' takes a cudaMemLocation, HIP's " +
                   Hip + " an int device, and " + Why +
                   "; the arguments were left as they are: pass the device "
                   "ordinal, or hipCpuDeviceId for the host");
  };
  if (Shape->FlagsIndex != ~0u) {
    Expr::EvalResult Flags;
    if (!Call->getArg(Shape->FlagsIndex)->EvaluateAsInt(Flags, *R.Context) ||
        !Flags.Val.getInt().isZero())
      return Report("HIP's prefetch has no flags, which this call sets");
  }
  std::vector<FileRange> Args;
  for (unsigned I = 0, N = writtenArgumentCount(*Call); I < N; ++I) {
    std::optional<FileRange> Range =
        Ctx.projectRange(Call->getArg(I)->getSourceRange());
    if (!Range || (!Args.empty() && Range->Path != Args.front().Path))
      return Report("its arguments are spelled by a macro");
    Args.push_back(*Range);
  }
  Device Dev = deviceFor(Call->getArg(Shape->LocationIndex), *R.Context);
  if (!Dev.Why.empty())
    return Report(Dev.Why);
  unsigned Location = Shape->LocationIndex, Flags = Shape->FlagsIndex;
  FileRange All{Args.front().Path, Args.front().Begin, Args.back().End};
  Ctx.replaceStructurally(All, [=](const RewriteContext::TextOf &Text) {
    std::vector<std::string> Out;
    for (unsigned I = 0; I < Args.size(); ++I) {
      if (I == Flags)
        continue;
      if (I == Location)
        Out.push_back(Dev.Id ? Text(Dev.Id->Begin, Dev.Id->End) : Dev.Literal);
      else
        Out.push_back(Text(Args[I].Begin, Args[I].End));
    }
    return llvm::join(Out, ", ");
  });
}
