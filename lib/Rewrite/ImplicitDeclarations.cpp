//===- ImplicitDeclarations.cpp -------------------------------------------===//
#include "Rewrite/ImplicitDeclarations.h"
#include "Rewrite/IncludeInsertion.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

static ImplicitDeclarations &globalTables() {
  static ImplicitDeclarations Tables;
  return Tables;
}

const ImplicitDeclarations &ImplicitDeclarations::global() {
  return globalTables();
}

void ImplicitDeclarations::setGlobal(ImplicitDeclarations Tables) {
  globalTables() = std::move(Tables);
}

/// The tab-separated fields of each line of Path that is not a comment.
static llvm::Error
readRows(llvm::StringRef Path,
         std::vector<llvm::SmallVector<llvm::StringRef, 4>> &Rows,
         std::unique_ptr<llvm::MemoryBuffer> &Buffer) {
  auto File = llvm::MemoryBuffer::getFile(Path);
  if (!File)
    return llvm::createStringError(File.getError(), "cannot read %s",
                                   Path.str().c_str());
  Buffer = std::move(*File);
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Buffer->getBuffer().split(Lines, '\n', -1, false);
  for (llvm::StringRef Line : Lines) {
    if (Line.starts_with("#") || Line.trim().empty())
      continue;
    Rows.emplace_back();
    Line.split(Rows.back(), '\t');
  }
  return llvm::Error::success();
}

static llvm::Error badRow(llvm::StringRef Path, llvm::StringRef Name) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "%s: malformed row for '%s'",
                                 Path.str().c_str(), Name.str().c_str());
}

llvm::Expected<ImplicitDeclarations>
ImplicitDeclarations::load(llvm::StringRef Dir) {
  ImplicitDeclarations Tables;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
  std::vector<llvm::SmallVector<llvm::StringRef, 4>> Rows;
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, "std-declarations.tsv");
  if (llvm::Error Err = readRows(Path, Rows, Buffer))
    return std::move(Err);
  for (const auto &Row : Rows) {
    std::optional<Version> Since =
        Row.size() >= 3 ? Version::parse(Row[2]) : std::nullopt;
    std::optional<Version> Until =
        Row.size() == 4 ? Version::parse(Row[3]) : std::nullopt;
    if (!Since || Row.size() > 4 || (Row.size() == 4 && !Until))
      return badRow(Path, Row[0]);
    Tables.Standards[Row[0]].push_back({Row[1].str(), *Since, Until});
  }
  Rows.clear();
  Path = Dir;
  llvm::sys::path::append(Path, "host-math.tsv");
  if (llvm::Error Err = readRows(Path, Rows, Buffer))
    return std::move(Err);
  for (const auto &Row : Rows) {
    if (Row.size() != 3 || (Row[1] != "form" && Row[1] != "report"))
      return badRow(Path, Row[0]);
    HostMath &M = Tables.Math[Row[0]];
    (Row[1] == "form" ? M.Form : M.Advice) = Row[2].str();
  }
  return Tables;
}

std::optional<llvm::StringRef>
ImplicitDeclarations::headerFor(llvm::StringRef Name,
                                const Version &Target) const {
  auto It = Standards.find(Name);
  if (It == Standards.end())
    return std::nullopt;
  for (const Standard &S : It->second)
    if (!(Target < S.Since) && (!S.Until || Target < *S.Until))
      return llvm::StringRef(S.Header);
  return std::nullopt;
}

const ImplicitDeclarations::HostMath *
ImplicitDeclarations::hostMath(llvm::StringRef Name) const {
  auto It = Math.find(Name);
  return It == Math.end() ? nullptr : &It->second;
}

void RewriteImplicitDeclarations::registerMatchers(MatchFinder &Finder) {
  if (ImplicitDeclarations::global().empty())
    return;
  Finder.addMatcher(
      declRefExpr(to(decl(anyOf(functionDecl(), varDecl(hasGlobalStorage())))))
          .bind("ref"),
      this);
  // Host code: not in a __device__ (or __host__ __device__) or __global__
  // function; HIP compiles those for the GPU, where the device overloads
  // are right.
  auto DeviceFunction =
      functionDecl(anyOf(hasAttr(attr::CUDADevice), hasAttr(attr::CUDAGlobal)));
  Finder.addMatcher(callExpr(callee(functionDecl().bind("callee")),
                             unless(hasAncestor(DeviceFunction)))
                        .bind("call"),
                    this);
  // HIP compiles a __host__ __device__ function for the host too.
  Finder.addMatcher(callExpr(callee(functionDecl().bind("callee")),
                             hasAncestor(functionDecl(hasAttr(attr::CUDAHost),
                                                      hasAttr(attr::CUDADevice))
                                             .bind("both")))
                        .bind("call"),
                    this);
  // An inline or template __host__ __device__ function is compiled for the
  // host only where host code uses it: which do, directly or through
  // another such function.
  auto HostDevice =
      functionDecl(hasAttr(attr::CUDAHost), hasAttr(attr::CUDADevice));
  Finder.addMatcher(declRefExpr(to(functionDecl(HostDevice).bind("used")),
                                unless(hasAncestor(DeviceFunction)))
                        .bind("hostuse"),
                    this);
  Finder.addMatcher(
      declRefExpr(to(functionDecl(HostDevice).bind("used")),
                  hasAncestor(functionDecl(HostDevice).bind("user")))
          .bind("hostuse"),
      this);
}

/// Whether HIP compiles the __host__ __device__ function F for the host
/// whether or not host code calls it.
static bool alwaysEmitted(const FunctionDecl &F) {
  return !F.isInlined() && !F.isTemplateInstantiation() &&
         !F.getDescribedFunctionTemplate() && !F.isDependentContext();
}

void RewriteImplicitDeclarations::run(const MatchFinder::MatchResult &R) {
  if (const auto *Ref = R.Nodes.getNodeAs<DeclRefExpr>("ref")) {
    noteStandard(*Ref);
    return;
  }
  if (R.Nodes.getNodeAs<DeclRefExpr>("hostuse")) {
    const auto *Used = R.Nodes.getNodeAs<FunctionDecl>("used");
    const auto *User = R.Nodes.getNodeAs<FunctionDecl>("user");
    if (User && User->getAttr<CUDAHostAttr>()->isImplicit())
      User = nullptr;
    if (!User)
      HostUsed.push_back(Used->getCanonicalDecl());
    else if (User->getCanonicalDecl() != Used->getCanonicalDecl())
      Uses[User->getCanonicalDecl()].push_back(Used->getCanonicalDecl());
    return;
  }
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  const auto *Callee = R.Nodes.getNodeAs<FunctionDecl>("callee");
  const auto *Both = R.Nodes.getNodeAs<FunctionDecl>("both");
  // Only a function written __host__ __device__: clang makes lambdas in
  // device code (and constexpr functions) so implicitly.
  if (Both && Both->getAttr<CUDAHostAttr>()->isImplicit())
    return;
  if (!Call || !Callee || !Callee->getIdentifier() ||
      !ImplicitDeclarations::global().hostMath(Callee->getName()))
    return;
  if (Both && !alwaysEmitted(*Both)) {
    Pending.push_back({Both->getCanonicalDecl(), Call, Callee});
    return;
  }
  rewriteHostMath(*Call, *Callee, *R.Context, Both != nullptr);
}

void RewriteImplicitDeclarations::noteStandard(const DeclRefExpr &Ref) {
  const SourceManager &SM = Ctx.sourceManager();
  const auto *D = Ref.getDecl();
  SourceLocation DeclLoc = SM.getExpansionLoc(D->getLocation());
  if (!SM.isInSystemHeader(DeclLoc) ||
      Ctx.classifier().classify(DeclLoc).IsCuda)
    return;
  std::optional<llvm::StringRef> Header =
      ImplicitDeclarations::global().headerFor(D->getQualifiedNameAsString(),
                                               Ctx.options().HipVersion);
  if (!Header)
    return;
  SourceLocation Loc = SM.getExpansionLoc(Ref.getLocation());
  std::optional<FileRange> Where = Ctx.projectToken(Loc);
  if (!Where)
    return;
  FileNeeds &File = Needs[Where->Path];
  File.ID = SM.getFileID(Loc);
  if (!llvm::is_contained(File.Headers, *Header))
    File.Headers.push_back(Header->str());
}

/// The C++ and C names of a standard header: cstring and string.h.
static bool includesHeader(llvm::StringRef Text, llvm::StringRef Header) {
  std::string Twin;
  if (Header.starts_with("c") && !Header.contains('.'))
    Twin = Header.drop_front().str() + ".h";
  size_t Pos = 0;
  while ((Pos = Text.find("include", Pos)) != llvm::StringRef::npos) {
    size_t LineStart = Text.rfind('\n', Pos);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    llvm::StringRef Before = Text.slice(LineStart, Pos).trim();
    llvm::StringRef After = Text.drop_front(Pos + 7).ltrim(" \t");
    Pos += 7;
    if (Before != "#" || After.empty() || (After[0] != '<' && After[0] != '"'))
      continue;
    llvm::StringRef Name = After.drop_front().take_until(
        [](char C) { return C == '>' || C == '"' || C == '\n'; });
    if (Name == Header || (!Twin.empty() && Name == Twin))
      return true;
  }
  return false;
}

void RewriteImplicitDeclarations::finish(ASTContext &AST) {
  // The __host__ __device__ functions host code reaches.
  llvm::SmallPtrSet<const FunctionDecl *, 16> Reached;
  std::vector<const FunctionDecl *> Todo = HostUsed;
  while (!Todo.empty()) {
    const FunctionDecl *F = Todo.back();
    Todo.pop_back();
    if (!Reached.insert(F).second)
      continue;
    auto It = Uses.find(F);
    if (It != Uses.end())
      Todo.insert(Todo.end(), It->second.begin(), It->second.end());
  }
  for (const PendingCall &P : Pending)
    if (Reached.count(P.Function))
      rewriteHostMath(*P.Call, *P.Callee, AST, /*HostDevice=*/true);
  Pending.clear();
  HostUsed.clear();
  Uses.clear();
  const SourceManager &SM = Ctx.sourceManager();
  for (auto &[Path, File] : Needs) {
    llvm::StringRef Text = SM.getBufferData(File.ID);
    std::string Lines;
    for (const std::string &Header : File.Headers)
      if (!includesHeader(Text, Header))
        Lines += "#include <" + Header + ">\n";
    if (Lines.empty())
      continue;
    unsigned Offset = hipRuntimeInsertionOffset(Text);
    if (Offset == Text.size() && Offset > 0 && Text.back() != '\n')
      Lines.insert(0, "\n");
    Ctx.replace(FileRange{Path, Offset, Offset}, std::move(Lines));
  }
  Needs.clear();
}

/// 1 or 0 in the type T (float, double, long double).
static std::string literal(QualType T, bool One) {
  std::string Text = One ? "1.0" : "0.0";
  if (const auto *B = T->getAs<BuiltinType>()) {
    if (B->getKind() == BuiltinType::Float)
      Text += "f";
    else if (B->getKind() == BuiltinType::LongDouble)
      Text += "L";
  }
  return Text;
}

/// Whether the call's replacement needs parentheses where it stands: it
/// does as an operand, not as an initializer, argument or statement.
static bool needsParentheses(const CallExpr &Call, ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(Call);
  while (true) {
    auto Parents = AST.getParents(Node);
    if (Parents.empty())
      return false;
    Node = Parents[0];
    if (const auto *Cast = Node.get<ImplicitCastExpr>()) {
      (void)Cast;
      continue;
    }
    if (Node.get<VarDecl>() || Node.get<ReturnStmt>() ||
        Node.get<ParenExpr>() || Node.get<InitListExpr>() ||
        Node.get<CompoundStmt>())
      return false;
    if (const auto *Parent = Node.get<CallExpr>())
      return Parent->getCallee() == &Call;
    if (Node.get<CXXConstructExpr>())
      return false;
    if (const auto *Assign = Node.get<BinaryOperator>())
      return !Assign->isAssignmentOp() && !Assign->isCommaOp();
    return true;
  }
}

void RewriteImplicitDeclarations::rewriteHostMath(const CallExpr &Call,
                                                  const FunctionDecl &Callee,
                                                  ASTContext &AST,
                                                  bool HostDevice) {
  const ImplicitDeclarations::HostMath *M =
      ImplicitDeclarations::global().hostMath(Callee.getName());
  const SourceManager &SM = Ctx.sourceManager();
  // CUDA's own declaration; a project's or the C library's is HIP's too.
  for (const FunctionDecl *Re : Callee.redecls())
    if (!Ctx.classifier()
             .classify(SM.getExpansionLoc(Re->getLocation()))
             .IsCuda)
      return;
  if (Call.getNumArgs() != Callee.getNumParams())
    return;
  std::string Name = Callee.getName().str();
  std::optional<FileRange> Range =
      Ctx.projectRange(CharSourceRange::getTokenRange(Call.getSourceRange()));
  if (M->Form.empty() || !Range || HostDevice ||
      Call.getBeginLoc().isMacroID() || Call.getEndLoc().isMacroID()) {
    if (!Ctx.classifier()
             .classify(SM.getExpansionLoc(Call.getBeginLoc()))
             .IsProject)
      return;
    std::string Advice = M->Advice;
    if (!M->Form.empty()) {
      // The form for arguments x, y, z.
      Advice = "write " + M->Form;
      for (auto [Key, Text] :
           {std::pair<std::string, std::string>{"{0}", "x"},
            {"{1}", "y"},
            {"{2}", "z"},
            {"{one}", literal(Callee.getReturnType(), true)},
            {"{zero}", literal(Callee.getReturnType(), false)}})
        for (size_t At; (At = Advice.find(Key)) != std::string::npos;)
          Advice.replace(At, Key.size(), Text);
      Advice += HostDevice ? " for the host (under #ifndef "
                             "__HIP_DEVICE_COMPILE__)"
                           : " (the call is spelled by a macro)";
    }
    Ctx.report("hipport-host-math", SM.getExpansionLoc(Call.getBeginLoc()),
               "HIP declares '" + Name + "' for device code only" +
                   (HostDevice ? ", and HIP compiles this __host__ __device__ "
                                 "function for the host too; "
                               : "; in host code ") +
                   Advice);
    return;
  }
  struct Argument {
    unsigned Begin, End;
    std::string Cast;
  };
  std::vector<Argument> Args;
  PrintingPolicy Policy(Ctx.langOptions());
  for (unsigned I = 0; I < Call.getNumArgs(); ++I) {
    const Expr *Arg = Call.getArg(I);
    std::optional<FileRange> A =
        Ctx.projectRange(CharSourceRange::getTokenRange(Arg->getSourceRange()));
    if (!A || A->Path != Range->Path)
      return;
    QualType Param = Callee.getParamDecl(I)->getType().getCanonicalType();
    QualType Written = Arg->IgnoreImpCasts()->getType().getCanonicalType();
    std::string Cast;
    if (Param.getUnqualifiedType() != Written.getUnqualifiedType())
      Cast = Callee.getParamDecl(I)->getType().getUnqualifiedType().getAsString(
          Policy);
    Args.push_back({A->Begin, A->End, Cast});
  }
  std::string One = literal(Callee.getReturnType(), true);
  std::string Zero = literal(Callee.getReturnType(), false);
  bool Parens = needsParentheses(Call, AST);
  std::string Form = M->Form;
  Ctx.replaceStructurally(*Range, [Args, One, Zero, Parens,
                                   Form](const RewriteContext::TextOf &Text) {
    std::string Out = Parens ? "(" : "";
    llvm::StringRef Rest(Form);
    while (!Rest.empty()) {
      size_t Open = Rest.find('{');
      Out += Rest.take_front(Open).str();
      if (Open == llvm::StringRef::npos)
        break;
      size_t Close = Rest.find('}', Open);
      llvm::StringRef Key = Rest.slice(Open + 1, Close);
      Rest = Rest.drop_front(Close + 1);
      unsigned Index = 0;
      if (Key == "one")
        Out += One;
      else if (Key == "zero")
        Out += Zero;
      else if (!Key.getAsInteger(10, Index) && Index < Args.size()) {
        const Argument &A = Args[Index];
        std::string Arg = Text(A.Begin, A.End);
        Out +=
            A.Cast.empty() ? Arg : "static_cast<" + A.Cast + ">(" + Arg + ")";
      }
    }
    return Parens ? Out + ")" : Out;
  });
}
