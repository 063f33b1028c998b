//===- CompilationDatabase.cpp --------------------------------------------===//
#include "Frontend/CompilationDatabase.h"
#include "Frontend/CompileCommand.h"
#include "Frontend/PathFlags.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include <algorithm>

using namespace hipport;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

llvm::Error error(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message.str());
}

/// Path made absolute against Base (when relative) and without dots.
std::string absoluteIn(StringRef Base, StringRef Path) {
  llvm::SmallString<256> Out;
  if (path::is_absolute(Path)) {
    Out = Path;
  } else {
    Out = Base;
    path::append(Out, Path);
  }
  fs::make_absolute(Out);
  path::remove_dots(Out, /*remove_dot_dot=*/true);
  return std::string(Out);
}

/// Gives every relative "directory" the JSON file's directory as its base,
/// so that JSONCompilationDatabase (which expects absolute ones) resolves
/// the entry's files and hipport its flags against the right place.
llvm::Expected<std::string> anchorDirectories(StringRef JsonPath,
                                              StringRef Text) {
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  if (!Parsed)
    return error("'" + JsonPath +
                 "' is not valid JSON: " + llvm::toString(Parsed.takeError()));
  llvm::json::Array *Entries = Parsed->getAsArray();
  if (!Entries)
    return error("'" + JsonPath + "' must hold a JSON array of entries");
  if (Entries->empty())
    return error("'" + JsonPath + "' has no entries");
  std::string Base = absoluteIn(".", path::parent_path(JsonPath));
  for (llvm::json::Value &Entry : *Entries)
    if (llvm::json::Object *Object = Entry.getAsObject())
      if (std::optional<StringRef> Dir = Object->getString("directory"))
        if (path::is_relative(*Dir))
          (*Object)["directory"] = absoluteIn(Base, *Dir);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << *Parsed;
  return Out;
}

/// Build launchers in front of the compiler.
bool isLauncher(StringRef Executable) {
  StringRef Name = path::filename(Executable);
  return Name == "ccache" || Name == "sccache" || Name == "distcc" ||
         Name == "icecc";
}

/// Replaces `@FILE` (any compiler) and nvcc's `--options-file FILE,...`
/// (`-optf`) by the arguments the files hold; FILE is relative to Dir.
llvm::Error expandArgumentFiles(std::vector<std::string> &Args, StringRef Dir,
                                CompilerKind Kind, unsigned Depth = 0) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    std::vector<std::string> Files;
    if (Arg.starts_with("@")) {
      Files.push_back(Arg.drop_front().str());
    } else if (Kind == CompilerKind::Nvcc &&
               (Arg.starts_with("--options-file") ||
                Arg.starts_with("-optf"))) {
      auto [Name, Value] = Arg.split('=');
      if (Name != "--options-file" && Name != "-optf") {
        Out.push_back(Arg.str());
        continue;
      }
      if (!Arg.contains('=')) {
        if (I + 1 == Args.size())
          return error("'" + Arg + "' needs a file");
        Value = Args[++I];
      }
      llvm::SmallVector<StringRef, 2> Parts;
      Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
      for (StringRef Part : Parts)
        Files.push_back(Part.str());
    } else {
      Out.push_back(Arg.str());
      continue;
    }
    for (const std::string &File : Files) {
      std::string Full = absoluteIn(Dir, File);
      auto Buffer = llvm::MemoryBuffer::getFile(Full);
      if (!Buffer)
        return error("cannot read the arguments file '" + Full +
                     "': " + Buffer.getError().message());
      llvm::BumpPtrAllocator Alloc;
      llvm::StringSaver Saver(Alloc);
      llvm::SmallVector<const char *, 16> Tokens;
      llvm::cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens);
      std::vector<std::string> Inner(Tokens.begin(), Tokens.end());
      if (Depth < 8)
        if (llvm::Error Err = expandArgumentFiles(Inner, Dir, Kind, Depth + 1))
          return Err;
      llvm::append_range(Out, Inner);
    }
  }
  Args = std::move(Out);
  return llvm::Error::success();
}

/// Makes the paths of search and include flags absolute against Dir, so a
/// relative -I means what it meant to the build, and clang names the
/// headers it finds by paths hipport can map back to the tree.
/// Include directories of a CUDA toolkit: hipport parses against the
/// toolkit of --cuda-path (or, with --no-cuda-sdk, its own declarations), so
/// a build's -I of its toolkit must not put another one first.
void dropToolkitIncludes(TranslatedFlags &Flags) {
  std::vector<std::string> Kept;
  for (size_t I = 0; I < Flags.Args.size(); ++I) {
    auto Use = pathFlagAt(Flags.Args, I, {"-isystem", "-I"});
    StringRef Dir = Use ? Use->Value : StringRef();
    llvm::SmallString<256> Probe(Dir);
    path::append(Probe, "cuda_runtime_api.h");
    if (Dir.empty() || !fs::exists(Probe)) {
      Kept.push_back(Flags.Args[I]);
      continue;
    }
    std::string Spelling = Flags.Args[I];
    if (Use->Separate)
      Spelling += " " + Flags.Args[I + 1];
    Flags.Notes.push_back({Spelling, "dropped '" + Spelling +
                                         "': a CUDA toolkit's headers; "
                                         "hipport parses against its own "
                                         "(--cuda-path, --no-cuda-sdk)"});
    I += Use->width() - 1;
  }
  Flags.Args = std::move(Kept);
}

void anchorPathArgs(std::vector<std::string> &Args, StringRef Dir) {
  // Flags whose value is always a path, spelt -Fpath or -F path.
  static const StringRef SearchFlags[] = {
      "--sysroot=",   "--sysroot",   "-isystem",  "-iquote", "-idirafter",
      "-cxx-isystem", "-iframework", "-isysroot", "-I",      "-F"};
  // Searched relative to the working directory first, then like includes.
  static const StringRef FileFlags[] = {"-include", "-imacros"};
  for (size_t I = 0; I < Args.size(); ++I) {
    bool OnlyIfThere = false;
    auto Use = pathFlagAt(Args, I, SearchFlags);
    if (!Use) {
      Use = pathFlagAt(Args, I, FileFlags);
      OnlyIfThere = true;
    }
    if (!Use)
      continue;
    size_t ValueIndex = I + Use->width() - 1;
    std::string Value = Use->Value.str();
    I = ValueIndex;
    if (Value.empty() || Value[0] == '=' || path::is_absolute(Value))
      continue;
    std::string Full = absoluteIn(Dir, Value);
    if (OnlyIfThere && !fs::exists(Full))
      continue;
    Args[ValueIndex] = Use->Separate ? Full : Use->Flag.str() + Full;
  }
}

/// How many leading path components A and B share.
size_t sharedComponents(StringRef A, StringRef B) {
  size_t Count = 0;
  for (auto I = path::begin(A), J = path::begin(B), IE = path::end(A),
            JE = path::end(B);
       I != IE && J != JE && *I == *J; ++I, ++J)
    ++Count;
  return Count;
}

} // namespace

llvm::Expected<CompilationDatabase>
CompilationDatabase::load(StringRef PathOrDir) {
  if (!fs::exists(PathOrDir))
    return error("the compilation database '" + PathOrDir + "' does not exist");
  llvm::SmallString<256> Json(PathOrDir);
  if (fs::is_directory(PathOrDir)) {
    path::append(Json, "compile_commands.json");
    if (!fs::exists(Json))
      return error("no compile_commands.json in '" + PathOrDir +
                   "' (CMake writes one with "
                   "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON)");
  }
  auto Buffer = llvm::MemoryBuffer::getFile(Json);
  if (!Buffer)
    return error("cannot read '" + Json + "': " + Buffer.getError().message());
  auto Anchored = anchorDirectories(Json, (*Buffer)->getBuffer());
  if (!Anchored)
    return Anchored.takeError();
  std::string Message;
  auto Loaded = clang::tooling::JSONCompilationDatabase::loadFromBuffer(
      *Anchored, Message, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Loaded)
    return error("'" + Json + "': " + Message);
  CompilationDatabase Db;
  Db.JsonPath = std::string(Json);
  for (const std::string &File : Loaded->getAllFiles())
    Db.Files.push_back(absoluteIn(".", File));
  llvm::sort(Db.Files);
  Db.Files.erase(std::unique(Db.Files.begin(), Db.Files.end()), Db.Files.end());
  Db.Database = std::move(Loaded);
  return std::move(Db);
}

bool CompilationDatabase::contains(StringRef AbsolutePath) const {
  return std::binary_search(Files.begin(), Files.end(), AbsolutePath.str());
}

const std::string *CompilationDatabase::nearestEntry(StringRef File) const {
  const std::string *Best = nullptr;
  size_t BestShared = 0;
  bool BestSameExtension = false;
  for (const std::string &Candidate : Files) {
    size_t Shared = sharedComponents(File, Candidate);
    bool SameExtension = path::extension(File) == path::extension(Candidate);
    if (!Best || Shared > BestShared ||
        (Shared == BestShared && SameExtension && !BestSameExtension)) {
      Best = &Candidate;
      BestShared = Shared;
      BestSameExtension = SameExtension;
    }
  }
  return Best;
}

llvm::Expected<DatabaseArgs>
CompilationDatabase::argsFor(StringRef File,
                             std::vector<FlagNote> &Notes) const {
  DatabaseArgs Result;
  std::vector<clang::tooling::CompileCommand> Commands =
      Database->getCompileCommands(File);
  if (Commands.empty()) {
    const std::string *Nearest = nearestEntry(File);
    if (!Nearest)
      return error("'" + JsonPath + "' has no entries");
    Commands = Database->getCompileCommands(*Nearest);
    Result.Inferred = true;
  }
  const clang::tooling::CompileCommand &Command = Commands.front();
  std::string EntryFile = absoluteIn(Command.Directory, Command.Filename);
  Result.EntryFile = EntryFile;
  auto EntryError = [&](const llvm::Twine &Message) {
    return error("the compile_commands.json entry for '" + EntryFile +
                 "': " + Message);
  };

  llvm::ArrayRef<std::string> Line = Command.CommandLine;
  while (Line.size() > 1 && isLauncher(Line.front()))
    Line = Line.drop_front();
  if (Line.empty())
    return EntryError("the command is empty");
  CompilerKind Kind = compilerKind(Line.front());
  std::vector<std::string> Args;
  for (const std::string &Arg : Line.drop_front())
    if (Arg.empty() || Arg[0] == '-' ||
        absoluteIn(Command.Directory, Arg) != EntryFile)
      Args.push_back(Arg);
  if (llvm::Error Err = expandArgumentFiles(Args, Command.Directory, Kind))
    return EntryError(llvm::toString(std::move(Err)));

  TranslatedFlags Translated = Kind == CompilerKind::Nvcc
                                   ? translateNvccFlags(Args)
                                   : translateHostFlags(Args);
  anchorPathArgs(Translated.Args, Command.Directory);
  dropToolkitIncludes(Translated);
  if (llvm::Error Err = validateUserArgs(Translated.Args))
    return EntryError(llvm::toString(std::move(Err)));
  llvm::append_range(Notes, Translated.Notes);
  Result.Args = std::move(Translated.Args);
  return Result;
}
