//===- PortabilityCheck.cpp -----------------------------------------------===//
#include "Tidy/PortabilityCheck.h"
#include "Checks/CheckRegistry.h"
#include "Tidy/TidyOptions.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace hipport;
using namespace clang;

PortabilityCheck::PortabilityCheck(llvm::StringRef Rule,
                                   tidy::ClangTidyContext *Context,
                                   std::shared_ptr<TidyUnits> Units)
    : ClangTidyCheck(Rule, Context), Rule(Rule.str()), Units(std::move(Units)) {
  std::vector<std::string> Errors;
  Options = readTidyOptions(ClangTidyCheck::Options, Errors);
  for (const std::string &Error : Errors)
    configurationDiag(Rule.str() + ": " + Error, DiagnosticIDs::Error);
  // The rules of this clang-tidy run, as `lint --enable` would have them:
  // the checks judge some rules together.
  Options.DisabledRules = {"*"};
  for (const std::string &Enabled : checkRules())
    if (Context->isCheckEnabled(Enabled))
      Options.EnabledRules.push_back(Enabled);
  auto Loaded = tidyData();
  if (Loaded)
    Data = &*Loaded;
  else
    configurationDiag(llvm::toString(Loaded.takeError()), DiagnosticIDs::Error);
}

void PortabilityCheck::storeOptions(tidy::ClangTidyOptions::OptionMap &Map) {
  storeTidyOptions(ClangTidyCheck::Options, Options, Map);
}

void PortabilityCheck::registerPPCallbacks(const SourceManager &SM,
                                           Preprocessor *PP,
                                           Preprocessor *ModuleExpanderPP) {
  if (!Data)
    return;
  Unit = Units->unitFor(*Data, Options, SM, *PP);
  Unit->addReporter(Rule, [this, &SM](const Finding &F) { report(F, SM); });
}

void PortabilityCheck::registerMatchers(ast_matchers::MatchFinder *Finder) {
  // Only to be handed the unit's AST: hipport's checks match on their own
  // once it is complete.
  Finder->addMatcher(ast_matchers::translationUnitDecl().bind("unit"), this);
}

void PortabilityCheck::check(
    const ast_matchers::MatchFinder::MatchResult &Result) {
  AST = Result.Context;
}

void PortabilityCheck::onEndOfTranslationUnit() {
  // After clang-tidy's own traversal, which the checks' narrower one
  // (the user's declarations) must not disturb.
  if (Unit && AST)
    Unit->run(*AST);
}

static DiagnosticIDs::Level levelOf(Severity S) {
  switch (S) {
  case Severity::Error:
    return DiagnosticIDs::Error;
  case Severity::Warning:
    return DiagnosticIDs::Warning;
  case Severity::Note:
    // clang-tidy takes a note as part of the diagnostic before it.
    return DiagnosticIDs::Remark;
  }
  return DiagnosticIDs::Warning;
}

/// The start of File as the parse knows it (findings name files as clang
/// opened them).
static SourceLocation fileStart(const SourceManager &SM, llvm::StringRef File) {
  if (File.empty())
    return {};
  llvm::Expected<FileEntryRef> Entry =
      SM.getFileManager().getFileRef(File, /*OpenFile=*/false);
  if (!Entry) {
    llvm::consumeError(Entry.takeError());
    return {};
  }
  FileID FID = SM.translateFile(*Entry);
  return FID.isValid() ? SM.getLocForStartOfFile(FID) : SourceLocation();
}

void PortabilityCheck::report(const Finding &F, const SourceManager &SM) {
  // The message is a format string to clang's diagnostics.
  std::string Message;
  for (char C : F.Message)
    Message += C == '%' ? "%%" : std::string(1, C);
  SourceLocation Start = fileStart(SM, F.File);
  SourceLocation Loc =
      Start.isValid()
          ? SM.translateLineCol(SM.getFileID(Start), F.Line, F.Column)
          : SourceLocation();
  auto Diag = Loc.isValid() ? diag(Loc, Message, levelOf(F.Level))
                            : diag(Message, levelOf(F.Level));
  for (const FixIt &Fix : F.Fixes) {
    SourceLocation In = fileStart(SM, Fix.File);
    if (In.isInvalid())
      continue;
    SourceLocation Begin = In.getLocWithOffset(Fix.Offset);
    Diag << FixItHint::CreateReplacement(
        CharSourceRange::getCharRange(Begin,
                                      Begin.getLocWithOffset(Fix.Length)),
        Fix.Text);
  }
}
