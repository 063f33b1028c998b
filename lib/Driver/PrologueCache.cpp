//===- PrologueCache.cpp --------------------------------------------------===//
#include "Driver/PrologueCache.h"
#include "Frontend/LoadedFiles.h"
#include "Frontend/Prologue.h"
#include "Support/AtomicFile.h"
#include "Support/BinaryStream.h"
#include "Support/CrashGuard.h"
#include "Support/CudaPrelude.h"
#include "Support/FileStamp.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

using namespace hipport;
using namespace clang;

namespace {

/// 4: prologues are built with -fpch-instantiate-templates; those of 3
/// are rebuilt.
constexpr llvm::StringLiteral ManifestMagic = "HIPPORT-PCH-4";

struct Manifest {
  std::string Key;
  std::string PchName;
  uint64_t PchSum = 0;
  uint32_t UsableHeaders = 0;
  /// Built, but a unit parsed with it does not parse as without it (the
  /// probe failed): never used.
  bool Rejected = false;
  std::vector<FileStamp> Dependencies;
  std::vector<uint64_t> Identifiers;
};

std::string encode(const Manifest &M) {
  ByteWriter W;
  W.str(M.Key);
  W.str(M.PchName);
  W.u64(M.PchSum);
  W.u32(M.UsableHeaders);
  W.boolean(M.Rejected);
  W.u32(M.Dependencies.size());
  for (const FileStamp &D : M.Dependencies)
    D.write(W);
  W.u32(M.Identifiers.size());
  for (uint64_t Id : M.Identifiers)
    W.u64(Id);
  return frameRecord(ManifestMagic, W.Out);
}

std::optional<Manifest> decode(llvm::StringRef Data) {
  auto Payload = unframeRecord(ManifestMagic, Data);
  if (!Payload)
    return std::nullopt;
  ByteReader R(*Payload);
  Manifest M;
  uint32_t Count;
  if (!R.str(M.Key) || !R.str(M.PchName) || !R.u64(M.PchSum) ||
      !R.u32(M.UsableHeaders) || !R.boolean(M.Rejected) || !R.count(Count, 20))
    return std::nullopt;
  M.Dependencies.resize(Count);
  for (FileStamp &D : M.Dependencies)
    if (!D.read(R))
      return std::nullopt;
  if (!R.count(Count, 8))
    return std::nullopt;
  M.Identifiers.resize(Count);
  for (uint64_t &Id : M.Identifiers)
    if (!R.u64(Id))
      return std::nullopt;
  if (!R.atEnd())
    return std::nullopt;
  return M;
}

/// Every file the precompiled header was built from is unchanged.
bool dependenciesUnchanged(const Manifest &M) {
  return llvm::all_of(M.Dependencies,
                      [](const FileStamp &D) { return D.unchanged(); });
}

/// Tracks which header of a prologue's source (one #include each, in order)
/// is being read: the index of the last #include of the main file seen.
class PrologueHeaderTracker : public PPCallbacks {
public:
  explicit PrologueHeaderTracker(const SourceManager &SM) : SM(SM) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef,
                          bool, CharSourceRange, OptionalFileEntryRef,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (SM.isWrittenInMainFile(HashLoc))
      Current = Seen++;
  }

protected:
  const SourceManager &SM;
  /// None before the first header: the files the CUDA wrapper reads.
  std::optional<size_t> Current;

private:
  size_t Seen = 0;
};

/// Notes the first prologue header that reaches a project file: a header
/// found through -I, whose text belongs to the user and must be parsed
/// (and converted) with each unit.
class ProjectFileWatcher : public PrologueHeaderTracker {
public:
  ProjectFileWatcher(const SourceManager &SM,
                     std::optional<size_t> &FirstProjectHeader)
      : PrologueHeaderTracker(SM), FirstProjectHeader(FirstProjectHeader) {}

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID) override {
    if (Reason != EnterFile || Kind != SrcMgr::C_User || FirstProjectHeader ||
        !Current)
      return;
    FileID Entered = SM.getFileID(Loc);
    if (Entered != SM.getMainFileID() && SM.getFileEntryRefForID(Entered))
      FirstProjectHeader = *Current;
  }

private:
  std::optional<size_t> &FirstProjectHeader;
};

/// Weighs each header of a prologue's source: the bytes of the files first
/// read under it (a file its include guard skips costs nothing, and is not
/// counted), and those read before the first, the CUDA wrapper's.
class HeaderWeigher : public PrologueHeaderTracker {
public:
  HeaderWeigher(const SourceManager &SM, BuiltPrologue &Weights)
      : PrologueHeaderTracker(SM), Weights(Weights) {}

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason != EnterFile)
      return;
    FileID Entered = SM.getFileID(Loc);
    if (Entered == SM.getMainFileID())
      return;
    OptionalFileEntryRef File = SM.getFileEntryRefForID(Entered);
    if (!File)
      return;
    if (!Current) {
      Weights.BaseBytes += File->getSize();
      return;
    }
    if (*Current >= Weights.HeaderBytes.size())
      Weights.HeaderBytes.resize(*Current + 1);
    Weights.HeaderBytes[*Current] += File->getSize();
  }

private:
  BuiltPrologue &Weights;
};

/// A syntax check that prints nothing: not even clang's "N errors
/// generated" of a probe that fails (the prologue is then not used), which
/// the diagnostic consumer does not cover.
class QuietSyntaxOnlyAction : public SyntaxOnlyAction {
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.setVerboseOutputStream(llvm::nulls());
    return SyntaxOnlyAction::BeginSourceFileAction(CI);
  }
};

class PrologueAction : public GeneratePCHAction {
public:
  PrologueAction(std::optional<size_t> &FirstProjectHeader, Manifest &Built,
                 BuiltPrologue &Weights)
      : FirstProjectHeader(FirstProjectHeader), Built(Built), Weights(Weights) {
  }

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    // "N errors generated" of a prologue that does not parse is not the
    // user's business: the units are then parsed without it.
    CI.setVerboseOutputStream(llvm::nulls());
    CI.getPreprocessor().addPPCallbacks(std::make_unique<ProjectFileWatcher>(
        CI.getSourceManager(), FirstProjectHeader));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<HeaderWeigher>(CI.getSourceManager(), Weights));
    return GeneratePCHAction::BeginSourceFileAction(CI);
  }

  void EndSourceFileAction() override {
    CompilerInstance &CI = getCompilerInstance();
    Built.Dependencies = loadedFiles(CI.getSourceManager());
    for (const auto &Entry : CI.getPreprocessor().getIdentifierTable())
      Built.Identifiers.push_back(llvm::xxh3_64bits(Entry.getKey()));
    llvm::sort(Built.Identifiers);
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::optional<size_t> &FirstProjectHeader;
  Manifest &Built;
  BuiltPrologue &Weights;
};

constexpr llvm::StringLiteral IndexMagic = "HIPPORT-PCH-INDEX-1";

std::string encodeIndex(const std::vector<BuiltPrologue> &Entries) {
  ByteWriter W;
  W.u32(Entries.size());
  for (const BuiltPrologue &E : Entries) {
    W.u64(E.BaseBytes);
    W.u32(E.Headers.size());
    for (size_t I = 0; I < E.Headers.size(); ++I) {
      W.str(E.Headers[I]);
      W.u64(E.HeaderBytes[I]);
    }
  }
  return frameRecord(IndexMagic, W.Out);
}

/// Nothing when the index is missing, truncated or corrupt: no prologue is
/// then offered for reuse, and none is used wrongly.
std::vector<BuiltPrologue> decodeIndex(llvm::StringRef Data) {
  auto Payload = unframeRecord(IndexMagic, Data);
  if (!Payload)
    return {};
  ByteReader R(*Payload);
  uint32_t Count;
  if (!R.count(Count, 12))
    return {};
  std::vector<BuiltPrologue> Entries(Count);
  for (BuiltPrologue &E : Entries) {
    uint32_t Headers;
    if (!R.u64(E.BaseBytes) || !R.count(Headers, 12))
      return {};
    E.Headers.resize(Headers);
    E.HeaderBytes.resize(Headers);
    for (size_t I = 0; I < Headers; ++I)
      if (!R.str(E.Headers[I]) || !R.u64(E.HeaderBytes[I]))
        return {};
  }
  if (!R.atEnd())
    return {};
  return Entries;
}

std::string keyText(const std::vector<std::string> &Command,
                    llvm::ArrayRef<std::string> Headers) {
  std::string Text = getClangFullVersion() + '\0';
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd))
    Text += std::string(Cwd) + '\0';
  for (const std::string &Arg : Command)
    Text += Arg + '\0';
  Text += '\n';
  for (const std::string &Header : Headers)
    Text += Header + '\0';
  return Text;
}

/// How a note names a prologue: its headers, or the CUDA wrapper alone.
std::string describe(llvm::ArrayRef<std::string> Headers) {
  if (Headers.empty())
    return "of the CUDA wrapper";
  std::string Text;
  for (const std::string &H : Headers)
    Text += (Text.empty() ? "<" : ", <") + H + ">";
  return Text;
}

/// A unit that includes the prologue's headers (skipped by their include
/// guards, as in every unit) and then allocates and deletes, parsed with the
/// freshly built Pch: it must parse cleanly, as it does without one. Clang 19
/// fails this for CUDA prologues in C++20 and later (the CUDA wrapper's
/// operator new is then reported as defined differently in the precompiled
/// header, and a delete expression crashes it), and any other prologue that
/// loads but breaks the code after it is caught the same way.
bool probeParses(const std::vector<std::string> &Command,
                 const std::string &Pch, llvm::ArrayRef<std::string> Headers) {
  // Not named after the prologue: removeOtherBuilds leaves it alone.
  llvm::SmallString<256> Probe(llvm::sys::path::parent_path(Pch));
  llvm::sys::path::append(Probe, "probe-" + llvm::sys::path::stem(Pch) + ".cu");
  std::string Text =
      prologueText(std::vector<std::string>(Headers.begin(), Headers.end())) +
      "struct HipportProbe { int Value; };\n"
      "int hipportProbe() {\n"
      "  HipportProbe *P = new HipportProbe{1};\n"
      "  int *A = new int[2];\n"
      "  int Sum = P->Value + A[0];\n"
      "  delete P;\n"
      "  delete[] A;\n"
      "  return Sum;\n"
      "}\n";
  if (llvm::Error Err = writeFileAtomically(Probe, Text)) {
    llvm::consumeError(std::move(Err));
    return false;
  }
  std::vector<std::string> Args = Command;
  Args.insert(Args.end(),
              {"-fsyntax-only", "-include-pch", Pch, std::string(Probe)});
  IntrusiveRefCntPtr<FileManager> Files(new FileManager(FileSystemOptions()));
  DiagnosticConsumer Errors;
  tooling::ToolInvocation Invocation(
      Args, std::make_unique<QuietSyntaxOnlyAction>(), Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  bool Ran = false;
  bool Survived = runSurvivingCrash([&] { Ran = Invocation.run(); });
  llvm::sys::fs::remove(Probe);
  return Survived && Ran && !Errors.getNumErrors();
}

/// Removes the earlier builds of the prologue with this stem (a corrupt or
/// stale one, or one a concurrent run built and whose manifest lost the
/// race), keeping Kept and its source. A run still parsing with one it
/// validated earlier then fails to load it, and parses without it.
void removeOtherBuilds(llvm::StringRef Directory, llvm::StringRef Stem,
                       llvm::StringRef Kept) {
  llvm::StringRef KeptStem = llvm::sys::path::stem(Kept);
  std::error_code EC;
  std::vector<std::string> Stale;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    llvm::StringRef Extension = llvm::sys::path::extension(Name);
    if (Name.starts_with((Stem + "-").str()) &&
        (Extension == ".pch" || Extension == ".cu") &&
        llvm::sys::path::stem(Name) != KeptStem)
      Stale.push_back(It->path());
  }
  for (const std::string &Path : Stale)
    llvm::sys::fs::remove(Path);
}

std::shared_ptr<const PrecompiledPrologue>
usablePrologue(std::string Path, llvm::ArrayRef<std::string> Headers,
               Manifest M) {
  auto P = std::make_shared<PrecompiledPrologue>();
  P->Path = std::move(Path);
  P->Headers.assign(Headers.begin(), Headers.end());
  P->Identifiers = std::move(M.Identifiers);
  P->Inputs = std::move(M.Dependencies);
  return P;
}

} // namespace

bool PrecompiledPrologue::spells(llvm::StringRef Name) const {
  return std::binary_search(Identifiers.begin(), Identifiers.end(),
                            llvm::xxh3_64bits(Name));
}

PrologueCache::PrologueCache(std::string Dir) {
  if (Dir.empty())
    return;
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, "pch");
  Directory = std::string(Path);
}

std::string PrologueCache::manifestPath(const std::string &Key) const {
  llvm::SmallString<256> Path(Directory);
  llvm::sys::path::append(Path, llvm::utohexstr(llvm::xxh3_64bits(Key)) +
                                    ".manifest");
  return std::string(Path);
}

std::string
PrologueCache::indexPath(const std::vector<std::string> &Command) const {
  // Not a prologue's key: the prologue of no header (the CUDA wrapper
  // alone) has keyText(Command, {}).
  llvm::SmallString<256> Path(Directory);
  llvm::sys::path::append(Path, llvm::utohexstr(llvm::xxh3_64bits(
                                    "index\n" + keyText(Command, {}))) +
                                    ".index");
  return std::string(Path);
}

std::vector<BuiltPrologue>
PrologueCache::builtFor(const std::vector<std::string> &Command) const {
  if (Directory.empty())
    return {};
  auto Buffer = llvm::MemoryBuffer::getFile(indexPath(Command));
  if (!Buffer)
    return {};
  return decodeIndex((*Buffer)->getBuffer());
}

void PrologueCache::addToIndex(const std::vector<std::string> &Command,
                               BuiltPrologue Entry) {
  std::lock_guard<std::mutex> Guard(IndexLock);
  std::vector<BuiltPrologue> Entries = builtFor(Command);
  llvm::erase_if(Entries, [&](const BuiltPrologue &E) {
    return E.Headers == Entry.Headers;
  });
  Entries.push_back(std::move(Entry));
  // A failure costs only the reuse of this prologue by other units.
  llvm::consumeError(
      writeFileAtomically(indexPath(Command), encodeIndex(Entries)));
}

bool PrologueCache::isCached(const std::vector<std::string> &Command,
                             llvm::ArrayRef<std::string> Headers) const {
  return cachedInputs(Command, Headers).has_value();
}

std::optional<std::vector<FileStamp>>
PrologueCache::cachedInputs(const std::vector<std::string> &Command,
                            llvm::ArrayRef<std::string> Headers) const {
  if (Directory.empty())
    return std::nullopt;
  std::string Key = keyText(Command, Headers);
  auto Buffer = llvm::MemoryBuffer::getFile(manifestPath(Key));
  if (!Buffer)
    return std::nullopt;
  auto M = decode((*Buffer)->getBuffer());
  if (!M || M->Key != Key || M->Rejected || !dependenciesUnchanged(*M))
    return std::nullopt;
  return std::move(M->Dependencies);
}

std::shared_ptr<const PrecompiledPrologue>
PrologueCache::get(const std::vector<std::string> &Command,
                   llvm::ArrayRef<std::string> Headers) {
  if (Directory.empty())
    return nullptr;
  std::string Key = keyText(Command, Headers);
  std::shared_future<Built> Result;
  std::promise<Built> Promise;
  bool Mine = false;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto [It, Inserted] = Entries.try_emplace(Key);
    if (Inserted) {
      It->second = Promise.get_future().share();
      Mine = true;
    }
    Result = It->second;
  }
  if (Mine)
    Promise.set_value(obtain(Command, Headers, Key));
  const Built &B = Result.get();
  if (B.UsableHeaders)
    return get(Command, Headers.take_front(*B.UsableHeaders));
  return B.Pch;
}

PrologueCache::Built
PrologueCache::obtain(const std::vector<std::string> &Command,
                      llvm::ArrayRef<std::string> Headers,
                      const std::string &Key) {
  std::string Stem = llvm::utohexstr(llvm::xxh3_64bits(Key));
  std::string ManifestPath = manifestPath(Key);
  auto pchPath = [&](llvm::StringRef Name) {
    llvm::SmallString<256> Path(Directory);
    llvm::sys::path::append(Path, Name);
    return std::string(Path);
  };

  std::optional<Manifest> Old;
  if (auto Buffer = llvm::MemoryBuffer::getFile(ManifestPath))
    Old = decode((*Buffer)->getBuffer());
  if (Old && Old->Key == Key && dependenciesUnchanged(*Old)) {
    if (Old->Rejected)
      return {};
    if (Old->UsableHeaders < Headers.size())
      return {nullptr, Old->UsableHeaders};
    std::string Path = pchPath(Old->PchName);
    auto Pch = llvm::MemoryBuffer::getFile(Path);
    if (Pch && llvm::xxh3_64bits((*Pch)->getBuffer()) == Old->PchSum)
      return {usablePrologue(std::move(Path), Headers, std::move(*Old)),
              std::nullopt};
  }

  // Build it: a unique name, so that a concurrent run never overwrites a
  // header another run has just validated.
  if (llvm::sys::fs::create_directories(Directory))
    return {};
  llvm::SmallString<256> Source, Pch;
  if (llvm::sys::fs::createUniqueFile(pchPath(Stem + "-%%%%%%%%.cu"), Source))
    return {};
  Pch = Source;
  llvm::sys::path::replace_extension(Pch, "pch");
  // The source stays beside its precompiled header: clang checks that it
  // still exists when the header is loaded.
  auto Discard = [&] {
    llvm::sys::fs::remove(Source);
    llvm::sys::fs::remove(Pch);
  };
  if (llvm::Error Err =
          writeFileAtomically(Source, prologueText(std::vector<std::string>(
                                          Headers.begin(), Headers.end())))) {
    llvm::consumeError(std::move(Err));
    Discard();
    return {};
  }
  std::vector<std::string> Args = Command;
  // The headers' own template instantiations are done once, here, rather
  // than at the end of every unit parsed with the prologue: a typical
  // kernel file's parse takes about 40 % less CPU (docs/performance.md,
  // The language server).
  Args.insert(Args.end(), {"-fpch-instantiate-templates", "-c", "-o",
                           std::string(Pch), std::string(Source)});

  std::optional<size_t> FirstProjectHeader;
  Manifest New;
  New.Key = Key;
  BuiltPrologue Weights;
  Weights.Headers.assign(Headers.begin(), Headers.end());
  IntrusiveRefCntPtr<FileManager> Files(new FileManager(FileSystemOptions()));
  // Counts errors and prints nothing: a prologue that does not parse is
  // simply not used.
  DiagnosticConsumer Errors;
  tooling::ToolInvocation Invocation(
      Args, std::make_unique<PrologueAction>(FirstProjectHeader, New, Weights),
      Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  bool Ran = false;
  if (!runSurvivingCrash([&] {
        crashForTesting("prologue-build");
        Ran = Invocation.run();
      })) {
    Discard();
    note("clang crashed while precompiling the prologue " + describe(Headers) +
         "; the units that start with it are parsed "
         "without it");
    return {};
  }
  if (!Ran || Errors.getNumErrors() || FirstProjectHeader) {
    Discard();
    // Not remembered on disk: a header that is missing today may be
    // installed tomorrow, and nothing would tell a stale failure.
    if (!Ran || Errors.getNumErrors())
      return {};
    // Remember where the prologue must stop, so that later runs do not
    // try again.
    New.UsableHeaders = *FirstProjectHeader;
    llvm::consumeError(writeFileAtomically(ManifestPath, encode(New)));
    return {nullptr, *FirstProjectHeader};
  }
  auto Written = llvm::MemoryBuffer::getFile(Pch);
  if (!Written) {
    Discard();
    return {};
  }
  New.PchName = llvm::sys::path::filename(Pch).str();
  New.PchSum = llvm::xxh3_64bits((*Written)->getBuffer());
  New.UsableHeaders = Headers.size();
  if (!probeParses(Command, std::string(Pch), Headers)) {
    // A concurrent run removed it (removeOtherBuilds): nothing learnt.
    bool Removed = !llvm::sys::fs::exists(Pch);
    Discard();
    if (Removed)
      return {};
    // Remembered, so that later runs do not build it again to find the
    // same; a change to any of its files makes them try.
    New.PchName.clear();
    New.PchSum = 0;
    New.Rejected = true;
    llvm::consumeError(writeFileAtomically(ManifestPath, encode(New)));
    return {};
  }
  if (llvm::Error Err = writeFileAtomically(ManifestPath, encode(New))) {
    llvm::consumeError(std::move(Err));
    Discard();
    return {};
  }
  removeOtherBuilds(Directory, Stem, New.PchName);
  Weights.HeaderBytes.resize(Headers.size());
  addToIndex(Command, std::move(Weights));
  return {usablePrologue(std::string(Pch), Headers, std::move(New)),
          std::nullopt};
}

void PrologueCache::note(std::string Text) {
  std::lock_guard<std::mutex> Guard(NotesLock);
  Notes.push_back(std::move(Text));
}

std::vector<std::string> PrologueCache::takeNotes() {
  std::lock_guard<std::mutex> Guard(NotesLock);
  return std::move(Notes);
}

bool hipport::argumentsAllowPrologue(const std::vector<std::string> &Args) {
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I];
    // hipport's own CUDA prelude (docs/cuda-prelude.md) comes first in
    // every CUDA unit: the prologue is built with it and holds it, and its
    // include guard keeps it out when a unit then includes it again.
    if (Arg == "-include" && I + 1 < Args.size() &&
        isCudaPreludePath(Args[I + 1])) {
      ++I;
      continue;
    }
    if (Arg.starts_with("-include") || Arg.starts_with("-imacros") ||
        Arg.starts_with("--include"))
      return false;
  }
  return true;
}
