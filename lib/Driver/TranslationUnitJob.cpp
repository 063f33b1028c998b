//===- TranslationUnitJob.cpp ---------------------------------------------===//
#include "Driver/TranslationUnitJob.h"
#include "Checks/HipMacros.h"
#include "Driver/ConvertAction.h"
#include "Support/CrashGuard.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <climits>

using namespace hipport;
using namespace clang;

namespace {

/// Whether Loc, or where any macro expansion it is in was spelled, is in a
/// file read from the precompiled header (clang then names the file through
/// the prologue's include stack, not the unit's).
bool inPrecompiledFile(const SourceManager &SM, SourceLocation Loc) {
  for (; Loc.isMacroID(); Loc = SM.getImmediateMacroCallerLoc(Loc))
    if (SM.isLoadedSourceLocation(SM.getSpellingLoc(Loc)))
      return true;
  return SM.isLoadedSourceLocation(Loc);
}

/// Keeps clang's errors for the user and the report; clang's warnings are
/// about the CUDA code, not about its conversion. The rendered text is
/// buffered so that parallel units print in input order.
class ErrorForwarder : public DiagnosticConsumer {
public:
  ErrorForwarder(RewriteContext &Ctx, DiagnosticOptions *Options)
      : Ctx(Ctx), Options(Options), Stream(Rendered), Printer(Stream, Options) {
  }
  std::string takeRendered() {
    if (NotPrinted)
      Stream << "note: " << NotPrinted << " more error"
             << (NotPrinted == 1 ? "" : "s")
             << " not shown; clang parsed the rest of the file\n";
    Stream.flush();
    return std::move(Rendered);
  }
  /// No error so far is about the precompiled header or in a file read from
  /// it: each is in the unit's own files, where a precompiled prologue that
  /// leads the unit changes neither the error nor how it is printed.
  bool errorsAreTheUnits() const { return UnitsOwn; }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Printer.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Printer.EndSourceFile(); }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    // Counting only errors also keeps clang's "N warnings generated" quiet.
    if (Level < DiagnosticsEngine::Error)
      return;
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    // clang 19 indents a snippet by the width of the widest line number it
    // shows less the width of the line's own, and computes the widest past
    // the line: at a presumed line near UINT_MAX (line 0 - 1, after a `# 0`
    // line marker, which GCC's -E writes) that wraps, and it prints
    // billions of spaces. Such an error is shown without line numbers.
    if (Printed < PrintedErrorLimit) {
      ++Printed;
      bool Wraps = wrapsLineNumbers(Info);
      bool ShowLineNumbers = Options->ShowLineNumbers;
      if (Wraps)
        Options->ShowLineNumbers = false;
      Printer.HandleDiagnostic(Level, Info);
      Options->ShowLineNumbers = ShowLineNumbers;
    } else {
      ++NotPrinted;
    }
    UnitsOwn &= isTheUnits(Info);
    llvm::SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    std::string Where;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      PresumedLoc P =
          Info.getSourceManager().getPresumedLoc(Info.getLocation());
      if (P.isValid())
        Where = std::string(P.getFilename()) + ":" +
                std::to_string(P.getLine()) + ":" +
                std::to_string(P.getColumn()) + ": ";
    }
    Ctx.noteCompilerError(Where + "error: " + Message.str().str(),
                          Info.getLocation());
  }

private:
  static bool wrapsLineNumbers(const Diagnostic &Info) {
    if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
      return false;
    PresumedLoc P = Info.getSourceManager().getPresumedLoc(Info.getLocation());
    // Far more than the lines a snippet shows past its own.
    return P.isValid() && P.getLine() > UINT_MAX - (1u << 16);
  }

  /// Loading the precompiled header (its validation, the AST reader's
  /// consistency checks) reports frontend and serialization errors, with or
  /// without a location; a located error elsewhere is the unit's unless a
  /// file of the precompiled header holds it.
  static bool isTheUnits(const Diagnostic &Info) {
    unsigned Id = Info.getID();
    if (Id >= diag::DIAG_START_FRONTEND && Id < diag::DIAG_START_LEX)
      return false;
    return Info.hasSourceManager() && Info.getLocation().isValid() &&
           !inPrecompiledFile(Info.getSourceManager(), Info.getLocation());
  }

  /// clang's default -ferror-limit: the parse has none (parseAndConvert),
  /// the user still reads only the first errors.
  static constexpr unsigned PrintedErrorLimit = 20;

  RewriteContext &Ctx;
  DiagnosticOptions *Options;
  unsigned Printed = 0;
  unsigned NotPrinted = 0;
  bool UnitsOwn = true;
  std::string Rendered;
  llvm::raw_string_ostream Stream;
  TextDiagnosticPrinter Printer;
};

} // namespace

/// ErrorsAreTheUnits, when not null, says whether every error clang
/// reported is in the unit's own files (ErrorForwarder::errorsAreTheUnits).
static llvm::Expected<ConversionResult>
parseAndConvert(const JobSettings &Settings, llvm::StringRef File,
                SourceLanguage Language, llvm::StringRef RocmPath,
                llvm::StringRef Pch, std::vector<FileStamp> *Inputs,
                bool *ErrorsAreTheUnits = nullptr) {
  RewriteContext Ctx(*Settings.Table, Settings.Options,
                     {Settings.Frontend.Cuda.IncludeDir}, Settings.Rules);
  std::vector<std::string> Command =
      buildCompileCommand(Settings.Frontend, File, Language, RocmPath);
  Command.insert(Command.end() - 1, "-fsyntax-only");
  // clang stops reporting at its error limit and, from there on, no longer
  // instantiates templates, so code after the 20th error would have no
  // usable AST: a call whose argument names a class template
  // specialisation stays unconverted (HeCBench interval). Parse everything;
  // ErrorForwarder still prints only the first errors.
  Command.insert(Command.end() - 1, "-ferror-limit=0");
  // As HIP compiles the project for AMD: its HIP macros (USE_ROCM...) are
  // defined, as its build defines them.
  if (Language == SourceLanguage::Hip && Settings.Options.AmdConfiguration)
    for (const std::string &Macro : HipMacros::forRun(Ctx).definedOnAmd())
      Command.insert(Command.end() - 1, "-D" + Macro);
  if (!Pch.empty())
    Command.insert(Command.end() - 1, {"-include-pch", Pch.str()});

  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = new DiagnosticOptions();
  ErrorForwarder Errors(Ctx, DiagOpts.get());
  IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), Settings.Frontend.FileSystem));
  // Buffered like the errors: printed in input order, and only for the
  // parse whose result is kept.
  std::string Stats;
  llvm::raw_string_ostream StatsStream(Stats);
  auto Action = std::make_unique<ConvertAction>(Ctx, &StatsStream, Inputs);
  tooling::ToolInvocation Invocation(Command, std::move(Action), Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  Invocation.setDiagnosticOptions(DiagOpts.get());
  if (!Pch.empty())
    crashForTesting("prologue-load");
  bool Ran = Invocation.run();
  if (ErrorsAreTheUnits)
    *ErrorsAreTheUnits = Errors.errorsAreTheUnits();
  ConversionResult Result = Ctx.finish();
  Result.CompilerOutput = Errors.takeRendered() + StatsStream.str();
  if (!Ran && Result.Files.empty() && Result.CompilerErrors.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s: clang could not process this file",
                                   File.str().c_str());
  if (!Ran)
    Result.ParsedCleanly = false;
  return Result;
}

/// parseAndConvert, surviving a crash in clang or in the passes under it:
/// nothing when the parse crashed (runSurvivingCrash).
static std::optional<llvm::Expected<ConversionResult>>
parseSurvivingCrash(const JobSettings &Settings, llvm::StringRef File,
                    SourceLanguage Language, llvm::StringRef RocmPath,
                    llvm::StringRef Pch, std::vector<FileStamp> *Inputs,
                    bool *ErrorsAreTheUnits = nullptr) {
  std::optional<llvm::Expected<ConversionResult>> Result;
  if (!runSurvivingCrash([&] {
        Result.emplace(parseAndConvert(Settings, File, Language, RocmPath, Pch,
                                       Inputs, ErrorsAreTheUnits));
      }))
    return std::nullopt;
  return Result;
}

/// The same, a crash being the unit's error: it is not converted.
static llvm::Expected<ConversionResult>
parseOrReportCrash(const JobSettings &Settings, llvm::StringRef File,
                   SourceLanguage Language, llvm::StringRef RocmPath,
                   std::vector<FileStamp> *Inputs) {
  auto Result =
      parseSurvivingCrash(Settings, File, Language, RocmPath, "", Inputs);
  if (Result)
    return std::move(*Result);
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "%s: clang crashed while parsing this file; it was not converted",
      File.str().c_str());
}

/// The unit parsed as CUDA with its precompiled prologue, or, when that
/// crashes or does not parse cleanly, without it: a prologue only saves
/// time, and a unit it would change (or break) must come out as it does
/// without one. A unit whose errors are all in its own files keeps the parse
/// with a prologue that leads it (PchLeadsUnit, prologueLeadsUnit): parsed
/// again, it would report the same errors, and a shared header's error
/// would cost every unit that includes it a second, slower parse.
/// UsedPrologue says which parse the result is.
static llvm::Expected<ConversionResult>
parseCudaWithPrologue(const JobSettings &Settings, llvm::StringRef File,
                      llvm::StringRef Pch, bool PchLeadsUnit,
                      std::vector<FileStamp> *Inputs, bool &UsedPrologue) {
  UsedPrologue = false;
  std::string Note;
  if (!Pch.empty()) {
    bool ErrorsAreTheUnits = false;
    std::optional<llvm::Expected<ConversionResult>> WithPch =
        parseSurvivingCrash(Settings, File, SourceLanguage::Cuda, "", Pch,
                            Inputs, &ErrorsAreTheUnits);
    bool Survived = WithPch.has_value();
    if (Survived && *WithPch &&
        ((*WithPch)->ParsedCleanly || (PchLeadsUnit && ErrorsAreTheUnits))) {
      UsedPrologue = true;
      return std::move(*WithPch);
    }
    if (!Survived)
      Note = ("hipport: note: " + File +
              ": clang crashed while parsing with the precompiled prologue; "
              "parsed without it\n")
                 .str();
    else if (!*WithPch)
      llvm::consumeError(WithPch->takeError());
    if (Inputs)
      Inputs->clear();
  }
  auto Plain =
      parseOrReportCrash(Settings, File, SourceLanguage::Cuda, "", Inputs);
  if (Plain)
    Plain->CompilerOutput = Note + Plain->CompilerOutput;
  return Plain;
}

llvm::Expected<ConversionResult> hipport::convertTranslationUnit(
    const JobSettings &Settings, llvm::StringRef File, llvm::StringRef Pch,
    bool PchLeadsUnit, std::vector<FileStamp> *Inputs, bool *UsedPrologue) {
  bool Used = false;
  if (UsedPrologue)
    *UsedPrologue = false;
  if (Settings.Options.AmdConfiguration) {
    static const std::optional<std::string> Rocm = findRocmPath();
    if (!Rocm)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "%s: --amd-configuration needs HIP's headers (set ROCM_PATH)",
          File.str().c_str());
    return parseOrReportCrash(Settings, File, SourceLanguage::Hip, *Rocm,
                              Inputs);
  }
  auto Cuda =
      parseCudaWithPrologue(Settings, File, Pch, PchLeadsUnit, Inputs, Used);
  if (UsedPrologue)
    *UsedPrologue = Used;
  if (!Cuda || Cuda->ParsedCleanly || !Cuda->IncludesHipHeaders)
    return Cuda;
  // Code that includes HIP's headers is HIP already (hipport's own output,
  // or a partial port). As CUDA, those headers take HIP's NVIDIA path, which
  // compiles only with the CUDA release its HIP was written for; as HIP for
  // AMD they compile, and no CUDA declaration is left to rename.
  static const std::optional<std::string> Rocm = findRocmPath();
  if (!Rocm)
    return Cuda;
  std::vector<FileStamp> HipInputs;
  auto Hip = parseOrReportCrash(Settings, File, SourceLanguage::Hip, *Rocm,
                                &HipInputs);
  if (Hip && Hip->ParsedCleanly) {
    if (Inputs)
      *Inputs = std::move(HipInputs);
    if (UsedPrologue)
      *UsedPrologue = false;
    return Hip;
  }
  if (!Hip)
    llvm::consumeError(Hip.takeError());
  return Cuda;
}
