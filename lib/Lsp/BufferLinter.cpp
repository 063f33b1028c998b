//===- BufferLinter.cpp ---------------------------------------------------===//
#include "Lsp/BufferLinter.h"
#include "Driver/FileLint.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <atomic>

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

namespace {
/// The temporary copy of a document's text: beside the file when the
/// directory is writable, else in the system's temporary directory (with
/// the file's directory searched for quoted includes). Removed when done.
class TemporaryCopy {
public:
  static llvm::Expected<std::unique_ptr<TemporaryCopy>>
  create(llvm::StringRef File, llvm::StringRef Text) {
    static std::atomic<unsigned> Counter{0};
    auto Copy = std::make_unique<TemporaryCopy>();
    llvm::SmallString<256> Beside(path::parent_path(File));
    path::append(Beside,
                 ".hipport-lsp-" +
                     std::to_string(llvm::sys::Process::getProcessId()) + "-" +
                     std::to_string(Counter++) + "-" + path::filename(File));
    int FD = -1;
    if (!fs::openFileForWrite(Beside, FD, fs::CD_CreateNew)) {
      Copy->Path = std::string(Beside);
    } else {
      llvm::SmallString<256> Elsewhere;
      if (std::error_code EC = fs::createTemporaryFile(
              "hipport-lsp", path::extension(File).drop_front(), FD, Elsewhere))
        return llvm::createStringError(EC, "cannot write a temporary copy "
                                           "of '" +
                                               File + "': " + EC.message());
      Copy->Path = std::string(Elsewhere);
      Copy->Away = true;
    }
    Copy->Remover.setFile(Copy->Path);
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error())
      return llvm::createStringError(OS.error(),
                                     "cannot write '" + Copy->Path + "'");
    return Copy;
  }

  std::string Path;
  /// Not beside the file: its directory is added to the quoted includes.
  bool Away = false;
  llvm::FileRemover Remover;
};
} // namespace

/// Every occurrence of From in Text replaced with To.
static void replaceAll(std::string &Text, llvm::StringRef From,
                       llvm::StringRef To) {
  if (From.empty())
    return;
  for (size_t At = Text.find(From); At != std::string::npos;
       At = Text.find(From, At + To.size()))
    Text.replace(At, From.size(), To.str());
}

llvm::Expected<BufferFindings> BufferLinter::lint(llvm::StringRef File,
                                                  llvm::StringRef Text,
                                                  llvm::raw_ostream &Log) {
  BufferFindings Result;
  Result.Text = Text.str();
  JobSettings Run = Job;
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
    Result.FlagsFrom =
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
  std::string CopyPath = normalizePath((*Copy)->Path);
  Run.Frontend.FileArgs[CopyPath] = std::move(Args);
  auto Findings = lintFile(Run, CopyPath, Log);
  if (!Findings)
    return Findings.takeError();
  std::string CopyName = path::filename(CopyPath).str();
  std::string Name = path::filename(File).str();
  for (Finding F : *Findings) {
    F.File = File.str();
    for (FixIt &Fix : F.Fixes)
      if (normalizePath(Fix.File) == CopyPath)
        Fix.File = File.str();
    replaceAll(F.Message, CopyPath, File);
    replaceAll(F.Message, CopyName, Name);
    Result.Findings.push_back(std::move(F));
  }
  return Result;
}
