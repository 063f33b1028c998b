//===- TokenLevelUnit.cpp -------------------------------------------------===//
#include "TokenLevelUnit.h"
#include "Checks/UnitChecks.h"
#include "Rewrite/PartialAnalysis.h"
#include "Rewrite/PreprocessorRewriter.h"
#include "Rewrite/RewriteContext.h"
#include "Rewrite/TokenPass.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangStandard.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/ModuleLoader.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/TargetParser/Triple.h"

using namespace hipport;
using namespace clang;

namespace {

constexpr llvm::StringLiteral Triple = "x86_64-unknown-linux-gnu";

/// Hands the preprocessor's errors to the context, as the command's
/// forwarder does for a parse; nothing is printed.
class ErrorsToContext : public DiagnosticConsumer {
public:
  explicit ErrorsToContext(RewriteContext &Ctx) : Ctx(Ctx) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    if (Level < DiagnosticsEngine::Error)
      return;
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    Ctx.noteCompilerError("error: " + Message.str().str(), Info.getLocation());
  }

private:
  RewriteContext &Ctx;
};

/// What a preprocessor needs that does not depend on the input, made once:
/// the host's target and the language options of a CUDA host parse.
struct CudaHost {
  LangOptions Options;
  std::shared_ptr<TargetOptions> Target = std::make_shared<TargetOptions>();
  IntrusiveRefCntPtr<TargetInfo> Info;

  CudaHost() {
    std::vector<std::string> Includes;
    LangOptions::setLangDefaults(Options, Language::CUDA, llvm::Triple(Triple),
                                 Includes, LangStandard::lang_cxx17);
    Target->Triple = Triple.str();
    IgnoringDiagConsumer Quiet;
    DiagnosticsEngine Diags(new DiagnosticIDs, new DiagnosticOptions, &Quiet,
                            /*ShouldOwnClient=*/false);
    Info = TargetInfo::CreateTargetInfo(Diags, Target);
    Info->adjust(Diags, Options);
  }
};

const CudaHost &cudaHost() {
  static const CudaHost L;
  return L;
}

} // namespace

ConversionResult hipport::fuzz::convertOnTokens(const MappingTable &Table,
                                                const RuleCatalog &Rules,
                                                const ConvertOptions &Options,
                                                llvm::StringRef Path,
                                                llvm::StringRef Source) {
  const CudaHost &Lang = cudaHost();
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  FS->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Source, Path));
  FileManager Files(FileSystemOptions(), FS);

  RewriteContext Ctx(Table, Options, /*CudaDirs=*/{}, &Rules);
  ErrorsToContext Errors(Ctx);
  DiagnosticsEngine Diags(new DiagnosticIDs, new DiagnosticOptions, &Errors,
                          /*ShouldOwnClient=*/false);
  // As in ConvertAction: a missing header does not end the file.
  Diags.setSeverity(diag::err_pp_file_not_found, diag::Severity::Error,
                    SourceLocation());
  SourceManager SM(Diags, Files);
  FileID Main = SM.createFileID(*Files.getOptionalFileRef(Path),
                                SourceLocation(), SrcMgr::C_User);
  SM.setMainFileID(Main);
  LangOptions LO = Lang.Options;
  Ctx.setSourceManager(SM, LO);

  auto SearchOptions = std::make_shared<HeaderSearchOptions>();
  HeaderSearch Search(SearchOptions, SM, Diags, LO, Lang.Info.get());
  TrivialModuleLoader Modules;
  auto PPOptions = std::make_shared<PreprocessorOptions>();
  Preprocessor PP(PPOptions, Diags, LO, SM, Search, Modules);
  PP.Initialize(*Lang.Info);
  PP.addPPCallbacks(std::make_unique<PreprocessorRewriter>(Ctx, PP));

  UnitChecks Checks(Ctx);
  Checks.attach(PP);
  Errors.BeginSourceFile(LO, &PP);
  PP.EnterMainSourceFile();
  Token Tok;
  do
    PP.Lex(Tok);
  while (Tok.isNot(tok::eof));
  PP.EndSourceFile();
  Errors.EndSourceFile();

  // No declaration covers any of the file: all of it is code with errors.
  std::vector<SourceLocation> ErrorLocations(Ctx.errorLocations().begin(),
                                             Ctx.errorLocations().end());
  ErrorLocations.push_back(SM.getLocForStartOfFile(Main));
  std::vector<CodeRegion> Regions =
      Checks.uncoveredRegions(/*ProjectDecls=*/{}, ErrorLocations);
  TokenPass(Ctx).run(Regions);
  Checks.checkUncovered(Regions);
  reportPartialAnalysis(Ctx);
  return Ctx.finish();
}
