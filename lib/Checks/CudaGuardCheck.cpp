//===- CudaGuardCheck.cpp -------------------------------------------------===//
#include "Checks/CudaGuardCheck.h"
#include "Checks/ConditionEvaluator.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;

namespace {

class GuardWatcher : public PPCallbacks {
public:
  GuardWatcher(CudaGuardCheck &Check, const Preprocessor &PP)
      : Check(Check), PP(PP) {}

  // Each conditional is known by the location of its #if, which clang
  // passes to its #elif, #else and #endif too.
  void If(SourceLocation Loc, SourceRange Range,
          ConditionValueKind Value) override {
    Check.openConditional(Loc);
    conditional(Loc, Loc, Range, "#if", Value);
  }
  void Elif(SourceLocation Loc, SourceRange Range, ConditionValueKind Value,
            SourceLocation IfLoc) override {
    Check.nextBranch(IfLoc);
    conditional(Loc, IfLoc, Range, "#elif", Value);
  }
  void Ifdef(SourceLocation Loc, const Token &Name,
             const MacroDefinition &MD) override {
    Check.openConditional(Loc);
    defined(Loc, Name, "#ifdef", "defined(", MD.getMacroInfo() != nullptr);
  }
  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &MD) override {
    Check.openConditional(Loc);
    defined(Loc, Name, "#ifndef", "!defined(", MD.getMacroInfo() == nullptr);
  }
  void Else(SourceLocation Loc, SourceLocation IfLoc) override {
    Check.nextBranch(IfLoc);
  }
  void Endif(SourceLocation Loc, SourceLocation IfLoc) override {
    Check.closeConditional(IfLoc);
  }
  void EndOfMainFile() override { Check.closeAllConditionals(); }

private:
  void conditional(SourceLocation Loc, SourceLocation IfLoc, SourceRange Range,
                   llvm::StringRef Directive, ConditionValueKind Value) {
    CharSourceRange Chars = CharSourceRange::getTokenRange(Range);
    llvm::StringRef Text = conditionText(PP, Range);
    std::optional<bool> Cuda;
    if (Value != CVK_NotEvaluated)
      Cuda = Value == CVK_True;
    Check.condition(Loc, IfLoc, Chars, Directive, Text.trim(), Text.trim(),
                    Cuda, PP);
  }
  void defined(SourceLocation Loc, const Token &Name, llvm::StringRef Directive,
               llvm::StringRef Prefix, bool CudaTakes) {
    const IdentifierInfo *Id = Name.getIdentifierInfo();
    if (!Id)
      return;
    SourceLocation End = Name.getEndLoc();
    Check.condition(Loc, Loc, CharSourceRange::getCharRange(Loc, End),
                    Directive, Id->getName(),
                    (Prefix + Id->getName() + ")").str(), CudaTakes, PP);
  }

  CudaGuardCheck &Check;
  const Preprocessor &PP;
};

/// Whether the condition range clang reported, ending at End, reaches the
/// end of its directive line. clang ends the range of a condition it read
/// whole at its last token or just past it, where only blanks and comments
/// follow; after an error, at a token before the error (inside a macro's
/// expansion, perhaps), and parenthesising that part alone would change
/// what the rest of the line means.
bool endsDirective(SourceLocation End, const Preprocessor &PP) {
  const SourceManager &SM = PP.getSourceManager();
  SourceLocation Last = SM.getFileLoc(End);
  auto [File, Offset] = SM.getDecomposedLoc(Last);
  bool Invalid = false;
  llvm::StringRef Rest = SM.getBufferData(File, &Invalid);
  if (Invalid || Offset > Rest.size())
    return false;
  Rest = Rest.drop_front(Offset);
  if (!Rest.empty() && !isWhitespace(Rest.front()) && !Rest.starts_with("//") &&
      !Rest.starts_with("/*") && !Rest.starts_with("\\"))
    Rest =
        Rest.drop_front(Lexer::MeasureTokenLength(Last, SM, PP.getLangOpts()));
  while (!Rest.empty()) {
    if (Rest.consume_front("\\\n") || Rest.consume_front("\\\r\n"))
      continue;
    if (Rest.consume_front("/*")) {
      size_t Close = Rest.find("*/");
      if (Close == llvm::StringRef::npos)
        return true;
      Rest = Rest.drop_front(Close + 2);
      continue;
    }
    char C = Rest.front();
    if (C == '\n' || C == '\r' || Rest.starts_with("//"))
      return true;
    if (C != ' ' && C != '\t' && C != '\f' && C != '\v')
      return false;
    Rest = Rest.drop_front();
  }
  return true;
}

/// A macro of the user's as the preprocessor has it: defined or not, and
/// its value when it is a plain integer.
MacroState userMacro(const Preprocessor &PP, llvm::StringRef Name) {
  const IdentifierInfo *Id = PP.getIdentifierInfo(Name);
  const MacroInfo *Info = Id ? PP.getMacroInfo(Id) : nullptr;
  if (!Info)
    return {};
  MacroState State{true, std::nullopt};
  if (Info->getNumTokens() == 1 &&
      Info->getReplacementToken(0).is(tok::numeric_constant)) {
    // Through the preprocessor: a macro read from a precompiled prologue
    // (a -D of the command line) has tokens without literal data.
    llvm::SmallString<32> Buffer;
    bool Invalid = false;
    llvm::StringRef Text =
        PP.getSpelling(Info->getReplacementToken(0), Buffer, &Invalid);
    unsigned long long V;
    if (!Invalid && !Text.rtrim("uUlL").getAsInteger(0, V))
      State.Value = static_cast<long long>(V);
  }
  return State;
}

} // namespace

CudaGuardCheck::CudaGuardCheck(RewriteContext &Ctx)
    : Check("hipport-cuda-guard", Ctx), Hip(HipMacros::forRun(Ctx)) {
  for (const std::string &Name :
       parameterList("version-macros",
                     "CUDA_VERSION,CUDART_VERSION,__CUDACC_VER_MAJOR__,"
                     "__CUDACC_VER_MINOR__,__CUDACC_VER_BUILD__,__NVCC__,"
                     "__CUDA_API_VERSION,__CUDACC_RDC__,__CUDACC_EWP__"))
    CudaMacros.insert(Name);
  for (const std::string &Name :
       parameterList("arch-macros",
                     "__CUDA_ARCH__,__CUDA_ARCH_LIST__,__CUDA_ARCH_SPECIFIC__,"
                     "__CUDA_ARCH_FAMILY_SPECIFIC__"))
    ArchMacros.insert(Name);
}

void CudaGuardCheck::registerPPCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<GuardWatcher>(*this, PP));
}

/// Whether Condition asks for a minimum NVIDIA architecture
/// (`__CUDA_ARCH__ >= 800`, `700 <= __CUDA_ARCH__`).
static bool testsMinimumArch(llvm::StringRef Condition,
                             const llvm::StringSet<> &ArchMacros) {
  for (const auto &Arch : ArchMacros) {
    llvm::StringRef Name = Arch.getKey();
    for (size_t At = Condition.find(Name); At != llvm::StringRef::npos;
         At = Condition.find(Name, At + 1)) {
      llvm::StringRef After = Condition.substr(At + Name.size()).ltrim();
      llvm::StringRef Before = Condition.substr(0, At).rtrim();
      if (After.starts_with(">") || Before.ends_with("<") ||
          Before.ends_with("<="))
        return true;
    }
  }
  return false;
}

void CudaGuardCheck::openConditional(SourceLocation IfLoc) {
  Open[IfLoc.getRawEncoding()];
}

void CudaGuardCheck::nextBranch(SourceLocation IfLoc) {
  auto It = Open.find(IfLoc.getRawEncoding());
  if (It != Open.end())
    ++It->second.Branch;
}

void CudaGuardCheck::closeConditional(SourceLocation IfLoc) {
  auto It = Open.find(IfLoc.getRawEncoding());
  if (It == Open.end())
    return;
  for (PendingGuard &G : It->second.Guards) {
    // HIP skips a branch that asks for a minimum NVIDIA architecture and
    // compiles what follows: the code written for older NVIDIA GPUs. That
    // is correct code, maybe slower; without a branch after it, HIP gets
    // nothing, and that is the guard's warning.
    bool Fallback = G.MinimumArchSkipped && It->second.Branch > G.Branch;
    if (Fallback)
      diagAs("hipport-cuda-arch-fallback", G.Keyword,
             G.Message + "; HIP compiles the branch after it instead, the "
                         "code for older NVIDIA GPUs: correct, but AMD GPUs "
                         "that have the feature do not get this path (test "
                         "__gfx*__ macros for them)",
             std::move(G.Fixes));
    else
      diag(G.Keyword, G.Message + G.Hint, std::move(G.Fixes));
  }
  Open.erase(It);
}

void CudaGuardCheck::closeAllConditionals() {
  std::vector<unsigned> Left;
  for (const auto &Entry : Open)
    Left.push_back(Entry.first);
  for (unsigned Raw : Left)
    closeConditional(SourceLocation::getFromRawEncoding(Raw));
}

void CudaGuardCheck::condition(SourceLocation Keyword, SourceLocation IfLoc,
                               CharSourceRange Range, llvm::StringRef Directive,
                               llvm::StringRef Written,
                               llvm::StringRef Condition,
                               std::optional<bool> CudaTakes,
                               const Preprocessor &PP) {
  if (!inProject(Keyword) || Keyword.isMacroID())
    return;
  std::vector<std::string> Tested, Names = conditionIdentifiers(Condition);
  bool Arch = false;
  for (const std::string &Name : Names)
    if (CudaMacros.count(Name) || ArchMacros.count(Name)) {
      Arch |= ArchMacros.count(Name) > 0;
      if (!llvm::is_contained(Tested, Name))
        Tested.push_back(Name);
    }
  const std::string &HipMacro = Ctx.options().HipPlatformMacro;
  if (Tested.empty())
    return;
  std::vector<std::string> HipNames;
  for (const std::string &Name : Names)
    if (Hip.isHip(Name) && !llvm::is_contained(HipNames, Name))
      HipNames.push_back(Name);

  // HIP's view of a macro. CUDA's are not defined, or (CudaUnknown) might
  // be anything: its architecture macros only in device code, as in CUDA.
  // HIP's are defined as HIP for AMD GPUs defines them, a name that only
  // looks like HIP's (ROCM_VERSION) is unknown, and the user's macros keep
  // the values they have here.
  auto View = [&](bool Device, bool CudaUnknown) {
    return [&, Device, CudaUnknown](llvm::StringRef Name) -> MacroState {
      bool IsArch = ArchMacros.count(Name) > 0;
      if (CudaMacros.count(Name) || IsArch)
        return CudaUnknown && (Device || !IsArch) ? MacroState::unknown()
                                                  : MacroState();
      if (Name == "__CUDACC__")
        return {true, 1};
      if (std::optional<HipMacros::OnAmd> How = Hip.onAmd(Name))
        return *How == HipMacros::OnAmd::Defined ||
                       (*How == HipMacros::OnAmd::DeviceOnly && Device)
                   ? MacroState{true, 1}
                   : MacroState();
      if (Hip.isHip(Name))
        return MacroState::unknown();
      return userMacro(PP, Name);
    };
  };
  std::optional<long long> HipTakes;
  if (HipNames.empty()) {
    HipTakes = evaluateCondition(Condition, View(false, false));
  } else {
    // The condition already says what HIP does (perhaps --guards wrote
    // it). It is still wrong where HIP's branch hangs on a CUDA macro HIP
    // does not define: unknown while those macros might be anything, known
    // once they are undefined. Host code first, then device code.
    bool Decided = false;
    for (bool Device : {false, true}) {
      if (evaluateCondition(Condition, View(Device, true)))
        continue;
      HipTakes = evaluateCondition(Condition, View(Device, false));
      if (HipTakes) {
        Decided = true;
        // clang's decision is the host code's.
        if (Device)
          CudaTakes.reset();
        break;
      }
    }
    if (!Decided)
      return;
  }

  std::string Names2 = llvm::join(Tested, ", ");
  std::string Message = "'" + Directive.str() + " " + Written.str() +
                        "' tests " + Names2 + ", which HIP does not define";
  if (HipTakes && CudaTakes && bool(*HipTakes) != *CudaTakes)
    Message += std::string(": CUDA ") + (*CudaTakes ? "takes" : "skips") +
               " this branch, HIP " + (*HipTakes ? "takes" : "skips") + " it";
  else if (HipTakes)
    Message += std::string(": HIP ") + (*HipTakes ? "takes" : "skips") +
               " this branch";
  else
    Message += ": which branch HIP takes depends on other macros";
  if (!HipNames.empty())
    Message +=
        ", although the condition also tests " + llvm::join(HipNames, ", ");
  std::string Hint =
      Arch ? "; HIP marks device compilation with __HIP_DEVICE_COMPILE__ "
             "and the target with __gfx*__ macros"
           : "";

  std::vector<RewriteContext::Fix> Fixes;
  GuardRewrite Mode = Ctx.options().Guards;
  if (Mode != GuardRewrite::Keep) {
    // For #ifdef/#ifndef the range is the keyword and the name; for
    // #if/#elif the condition only.
    bool IsIfdef = Directive == "#ifdef" || Directive == "#ifndef";
    std::string Suffix = Mode == GuardRewrite::HipTakesCudaPath
                             ? ") || defined(" + HipMacro + ")"
                             : ") && !defined(" + HipMacro + ")";
    std::string Prefix = IsIfdef ? "if (" : "(";
    std::optional<FileRange> Where = Ctx.projectRange(Range);
    if (Where && (IsIfdef || endsDirective(Range.getEnd(), PP))) {
      if (Ctx.options().ApplyFixes) {
        // Structural, so that renames inside the condition (__CUDACC__)
        // are kept in the rewritten text.
        std::string Cond = IsIfdef ? Condition.str() : "";
        Ctx.replaceStructurally(
            *Where, [=](const RewriteContext::TextOf &Text) {
              return Prefix +
                     (IsIfdef ? Cond : Text(Where->Begin, Where->End)) + Suffix;
            });
      } else {
        Fixes.push_back({*Where, Prefix + Condition.str() + Suffix});
      }
    }
  }
  PendingGuard Guard{Keyword, std::move(Message), std::move(Hint),
                     std::move(Fixes)};
  auto Conditional = Open.find(IfLoc.getRawEncoding());
  if (Conditional == Open.end()) {
    diag(Guard.Keyword, Guard.Message + Guard.Hint, std::move(Guard.Fixes));
    return;
  }
  Guard.Branch = Conditional->second.Branch;
  Guard.MinimumArchSkipped = Arch && HipNames.empty() && HipTakes &&
                             !*HipTakes && Directive.ends_with("if") &&
                             !llvm::any_of(Tested,
                                           [&](const std::string &Name) {
                                             return CudaMacros.count(Name);
                                           }) &&
                             testsMinimumArch(Condition, ArchMacros);
  Conditional->second.Guards.push_back(std::move(Guard));
}
