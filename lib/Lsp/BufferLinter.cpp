//===- BufferLinter.cpp ---------------------------------------------------===//
#include "Lsp/BufferLinter.h"
#include "Driver/FileLint.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace hipport;
using namespace hipport::lsp;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

BufferLinter::BufferLinter(JobSettings Settings, std::string DatabasePath)
    : Job(std::move(Settings)), DatabasePath(std::move(DatabasePath)) {
  // One unit per run: parse it on this thread; keep its prologue
  // precompiled for the next run of the same file (a warm editor session;
  // --pch=never still means never);
  // never take a result from the cache, which is keyed by file stamps the
  // unsaved text does not change.
  Job.Jobs = 1;
  if (Job.Prologue == PrologueMode::Auto)
    Job.Prologue = PrologueMode::Always;
  Job.ReuseResults = false;
  Job.Frontend.DatabasePath.clear();
}

void BufferLinter::setHipVersion(const Version &Hip) {
  Job.Options.HipVersion = Hip;
}

std::string BufferLinter::databaseFor(llvm::StringRef File) const {
  if (!DatabasePath.empty())
    return DatabasePath;
  for (llvm::StringRef Dir = path::parent_path(File); !Dir.empty();
       Dir = path::parent_path(Dir)) {
    for (const char *Candidate :
         {"compile_commands.json", "build/compile_commands.json"}) {
      llvm::SmallString<256> Json(Dir);
      path::append(Json, Candidate);
      if (fs::is_regular_file(Json))
        return std::string(Json);
    }
    if (Dir == path::root_path(Dir))
      break;
  }
  return "";
}

llvm::Expected<std::shared_ptr<CompilationDatabase>>
BufferLinter::loadDatabase(const std::string &Path) {
  std::lock_guard<std::mutex> Guard(DatabasesLock);
  auto Known = Databases.find(Path);
  if (Known != Databases.end())
    return Known->second;
  auto Db = CompilationDatabase::load(Path);
  if (!Db)
    return Db.takeError();
  auto Shared = std::make_shared<CompilationDatabase>(std::move(*Db));
  Databases[Path] = Shared;
  return Shared;
}

llvm::Expected<StagedBuffer> BufferLinter::stage(llvm::StringRef File,
                                                 llvm::StringRef Text,
                                                 llvm::raw_ostream &Log) {
  StagedBuffer Staged;
  Staged.File = File.str();
  Staged.Run = Job;
  std::vector<std::string> Args;
  std::string Json = databaseFor(File);
  if (!Json.empty()) {
    auto Db = loadDatabase(Json);
    if (!Db)
      return Db.takeError();
    std::vector<FlagNote> Notes;
    auto Found = (*Db)->argsFor(File, Notes);
    if (!Found)
      return Found.takeError();
    Args = std::move(Found->Args);
    Staged.FlagsFrom =
        (*Db)->path() +
        (Found->Inferred ? " (nearest entry, " + Found->EntryFile + ")" : "");
    std::lock_guard<std::mutex> Guard(DatabasesLock);
    for (const FlagNote &Note : Notes)
      if (NotesLogged.insert((*Db)->path() + "\0" + Note.Key).second)
        Log << "hipport: note: " << (*Db)->path() << ": " << Note.Text << "\n";
  }
  auto Copy = TemporaryCopy::create(File, Text);
  if (!Copy)
    return Copy.takeError();
  if ((*Copy)->Away)
    Args.push_back("-iquote" + path::parent_path(File).str());
  Staged.Run.Frontend.FileArgs[(*Copy)->Path] = std::move(Args);
  Staged.Copy = std::move(*Copy);
  return Staged;
}

llvm::Expected<BufferFindings> BufferLinter::lint(llvm::StringRef File,
                                                  llvm::StringRef Text,
                                                  llvm::raw_ostream &Log) {
  auto Staged = stage(File, Text, Log);
  if (!Staged)
    return Staged.takeError();
  BufferFindings Result;
  Result.Text = Text.str();
  Result.FlagsFrom = Staged->FlagsFrom;
  const std::string &CopyPath = Staged->Copy->Path;
  auto Findings = lintFile(Staged->Run, CopyPath, Log, &Result.Rewrites);
  if (!Findings)
    return Findings.takeError();
  for (Finding F : *Findings) {
    F.File = File.str();
    for (FixIt &Fix : F.Fixes)
      if (normalizePath(Fix.File) == CopyPath)
        Fix.File = File.str();
    F.Message = Staged->inFileTerms(std::move(F.Message));
    Result.Findings.push_back(std::move(F));
  }
  return Result;
}
