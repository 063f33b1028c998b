//===- DatabaseInputs.cpp -------------------------------------------------===//
#include "Driver/DatabaseInputs.h"
#include "Frontend/CompilationDatabase.h"
#include "Frontend/PathFlags.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace hipport;
namespace path = llvm::sys::path;

/// The deepest directory that holds every one of Dirs (absolute).
static std::string commonDirectory(const std::vector<std::string> &Dirs) {
  std::string Common = Dirs.front();
  for (const std::string &Dir : Dirs)
    while (!pathIsUnder(Dir, Common))
      Common = path::parent_path(Common).str();
  return Common;
}

/// The directory that stands for "every file of the database": the one
/// that holds them all, widened by at most one level to take in the
/// project's own include directories (-I, -iquote) beside them, such as
/// include/ next to src/. Anything further away is not the project's.
static llvm::Expected<std::string>
projectDirectory(const CompilationDatabase &Db) {
  std::vector<std::string> Dirs;
  for (const std::string &File : Db.files())
    Dirs.push_back(path::parent_path(File).str());
  std::string Limit = path::parent_path(commonDirectory(Dirs)).str();
  std::vector<FlagNote> Ignored;
  for (const std::string &File : Db.files()) {
    auto Args = Db.argsFor(File, Ignored);
    if (!Args)
      return Args.takeError();
    for (size_t I = 0; I < Args->Args.size(); ++I) {
      auto Use = pathFlagAt(Args->Args, I, {"-iquote", "-I"});
      if (!Use)
        continue;
      I += Use->width() - 1;
      if (!Use->Value.empty() && pathIsUnder(normalizePath(Use->Value), Limit))
        Dirs.push_back(normalizePath(Use->Value));
    }
  }
  return commonDirectory(Dirs);
}

/// Each distinct note once, in the order first met.
static void printNotes(const std::vector<FlagNote> &Notes,
                       llvm::StringRef Database, llvm::raw_ostream &Diag) {
  llvm::StringSet<> Said;
  for (const FlagNote &Note : Notes)
    if (Said.insert(Note.Key).second)
      Diag << "hipport: note: " << Database << ": " << Note.Text << "\n";
}

llvm::Expected<InputPlan>
hipport::planWithDatabase(std::vector<std::string> Inputs, Planner Plan,
                          FrontendSettings &Frontend, llvm::raw_ostream &Diag) {
  if (Frontend.DatabasePath.empty())
    return Plan(Inputs);
  auto Db = CompilationDatabase::load(Frontend.DatabasePath);
  if (!Db)
    return Db.takeError();
  std::set<std::string> Named;
  for (const std::string &Input : Inputs)
    if (!llvm::sys::fs::is_directory(Input))
      Named.insert(normalizePath(Input));
  if (Inputs.empty()) {
    auto Project = projectDirectory(*Db);
    if (!Project)
      return Project.takeError();
    Diag << "hipport: note: " << Db->path() << ": no inputs given; taking its "
         << Db->files().size() << " file(s) and the headers under '" << *Project
         << "'\n";
    Inputs.push_back(*Project);
  }
  auto Planned = Plan(Inputs);
  if (!Planned)
    return Planned.takeError();

  std::vector<PlannedFile> Kept;
  std::vector<std::string> Skipped;
  std::vector<FlagNote> Notes;
  std::vector<std::string> Inferred;
  size_t Units = 0;
  for (PlannedFile &File : Planned->Files) {
    if (File.IsTranslationUnit && !Db->contains(File.Path) &&
        !Named.count(File.Path)) {
      Skipped.push_back(File.Input);
      continue;
    }
    auto Args = Db->argsFor(File.Path, Notes);
    if (!Args)
      return Args.takeError();
    if (Args->Inferred && File.IsTranslationUnit)
      Inferred.push_back("'" + File.Input + "' has no entry; it takes the " +
                         "flags of '" + Args->EntryFile + "'");
    Units += File.IsTranslationUnit;
    Frontend.FileArgs[File.Path] = std::move(Args->Args);
    Kept.push_back(std::move(File));
  }
  Planned->Files = std::move(Kept);
  printNotes(Notes, Db->path(), Diag);
  for (const std::string &Message : Inferred)
    Diag << "hipport: note: " << Db->path() << ": " << Message << "\n";
  if (!Skipped.empty()) {
    Diag << "hipport: note: " << Db->path() << ": " << Skipped.size()
         << " source file(s) under the inputs have no entry and are skipped:";
    for (size_t I = 0; I < Skipped.size() && I < 5; ++I)
      Diag << " " << Skipped[I];
    Diag << (Skipped.size() > 5 ? " ...\n" : "\n");
  }
  if (Units == 0 && !Skipped.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no input file has an entry in '" +
                                       Db->path() + "'");
  return Planned;
}
