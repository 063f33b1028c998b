//===- ResultCache.cpp ----------------------------------------------------===//
#include "Driver/ResultCache.h"
#include "Driver/TranslationUnitJob.h"
#include "Mapping/TableCache.h"
#include "Rewrite/ConversionResultIO.h"
#include "Support/AtomicFile.h"
#include "Support/BinaryStream.h"
#include "clang/Basic/Version.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <map>
#include <set>

using namespace hipport;

namespace {

constexpr llvm::StringLiteral EntryMagic = "HIPPORT-RESULT-4";

std::optional<std::string> readText(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buffer)
    return std::nullopt;
  return (*Buffer)->getBuffer().str();
}

/// A path as ConversionResult spells project files: absolute, normalised.
std::string normalized(llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

/// The files whose text makes the result: the unit and every project file
/// it converted or included.
std::set<std::string> projectFiles(const ConversionResult &Result,
                                   llvm::StringRef File) {
  std::set<std::string> Files(Result.IncludedProjectFiles.begin(),
                              Result.IncludedProjectFiles.end());
  for (const auto &[Path, Conversion] : Result.Files)
    Files.insert(Path);
  Files.insert(normalized(File));
  return Files;
}

} // namespace

ResultCache::ResultCache(std::string Dir, std::string RunKey)
    : RunKey(std::move(RunKey)) {
  if (Dir.empty())
    return;
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, "results");
  Directory = std::string(Path);
}

std::string ResultCache::keyText(const std::vector<std::string> &Command,
                                 llvm::StringRef File,
                                 bool UsedPrologue) const {
  std::string Key = RunKey + '\n';
  for (const std::string &Arg : Command)
    Key += Arg + '\0';
  return Key + '\n' + File.str() + (UsedPrologue ? "\nprologue" : "\nplain");
}

std::string ResultCache::entryPath(llvm::StringRef Key) const {
  llvm::SmallString<256> Path(Directory);
  llvm::sys::path::append(Path,
                          llvm::utohexstr(llvm::xxh3_64bits(Key)) + ".bin");
  return std::string(Path);
}

std::optional<ConversionResult>
ResultCache::load(const std::vector<std::string> &Command, llvm::StringRef File,
                  bool AcceptPrologue) const {
  if (!enabled())
    return std::nullopt;
  if (AcceptPrologue)
    if (auto Result = loadKey(keyText(Command, File, /*UsedPrologue=*/true)))
      return Result;
  return loadKey(keyText(Command, File, /*UsedPrologue=*/false));
}

std::optional<ConversionResult>
ResultCache::loadKey(const std::string &Key) const {
  std::optional<std::string> Entry = readText(entryPath(Key));
  if (!Entry)
    return std::nullopt;
  auto Payload = unframeRecord(EntryMagic, *Entry);
  if (!Payload)
    return std::nullopt;
  ByteReader R(*Payload);
  std::string StoredKey;
  uint32_t Count;
  if (!R.str(StoredKey) || StoredKey != Key || !R.count(Count, 12))
    return std::nullopt;
  // The user's files, by content.
  std::map<std::string, std::string> Texts;
  for (uint32_t I = 0; I < Count; ++I) {
    std::string Path;
    uint64_t Sum;
    if (!R.str(Path) || !R.u64(Sum))
      return std::nullopt;
    std::optional<std::string> Text = readText(Path);
    if (!Text || llvm::xxh3_64bits(*Text) != Sum)
      return std::nullopt;
    Texts[Path] = std::move(*Text);
  }
  // Everything else, by size and time.
  if (!R.count(Count, 20))
    return std::nullopt;
  for (uint32_t I = 0; I < Count; ++I) {
    FileStamp Stamp;
    if (!Stamp.read(R) || !Stamp.unchanged())
      return std::nullopt;
  }
  auto Result = readConversionResult(
      R, [&](llvm::StringRef Path) -> std::optional<std::string> {
        auto It = Texts.find(Path.str());
        if (It == Texts.end())
          return std::nullopt;
        return It->second;
      });
  if (!Result || !R.atEnd())
    return std::nullopt;
  return Result;
}

void ResultCache::store(const std::vector<std::string> &Command,
                        llvm::StringRef File, bool UsedPrologue,
                        const ConversionResult &Result,
                        llvm::ArrayRef<FileStamp> Inputs) const {
  if (!enabled())
    return;
  std::string Key = keyText(Command, File, UsedPrologue);
  ByteWriter W;
  W.str(Key);
  std::set<std::string> Project = projectFiles(Result, File);
  W.u32(Project.size());
  for (const std::string &Path : Project) {
    // The text the result was made from; a file that changed since the
    // parse makes an entry the next run rejects.
    auto Converted = Result.Files.find(Path);
    std::optional<std::string> Text =
        Converted != Result.Files.end()
            ? std::optional<std::string>(Converted->second.Original)
            : readText(Path);
    if (!Text)
      return;
    W.str(Path);
    W.u64(llvm::xxh3_64bits(*Text));
  }
  std::vector<const FileStamp *> Others;
  for (const FileStamp &Stamp : Inputs)
    if (!Project.count(normalized(Stamp.Path)))
      Others.push_back(&Stamp);
  W.u32(Others.size());
  for (const FileStamp *Stamp : Others)
    Stamp->write(W);
  writeConversionResult(W, Result);
  // The cache only saves time: failing to write it changes nothing.
  llvm::consumeError(
      writeFileAtomically(entryPath(Key), frameRecord(EntryMagic, W.Out)));
}

std::optional<std::string> hipport::runKey(const JobSettings &Job) {
  if (!Job.Table || !Job.Table->fingerprint())
    return std::nullopt;
  ByteWriter W;
  W.str(HIPPORT_VERSION);
  W.str(clang::getClangFullVersion());
  // A rebuilt hipport may convert differently under the same version.
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Exe, Status)) {
    W.u64(Status.getSize());
    W.u64(llvm::sys::toTimeT(Status.getLastModificationTime()));
  }
  llvm::SmallString<256> Cwd;
  llvm::sys::fs::current_path(Cwd);
  W.str(Cwd);
  W.u64(Job.Table->fingerprint());
  if (Job.Rules) {
    std::map<std::string, std::string> Rules;
    Job.Rules->forEach([&](const Rule &R) {
      std::string Text = std::to_string(static_cast<int>(R.Level));
      std::map<std::string, std::string> Parameters;
      for (const auto &P : R.Parameters)
        Parameters[P.getKey().str()] = P.getValue();
      for (const auto &[Name, Value] : Parameters)
        Text += '\0' + Name + '=' + Value;
      Rules[R.Id] = Text;
    });
    for (const auto &[Id, Text] : Rules) {
      W.str(Id);
      W.str(Text);
    }
  }
  const ConvertOptions &O = Job.Options;
  W.str(O.HipVersion.str());
  W.u32(static_cast<uint32_t>(O.Launch));
  for (const auto *List :
       {&O.ProjectRoots, &O.DisabledRules, &O.EnabledRules, &O.HipMacros}) {
    W.u32(List->size());
    for (const std::string &S : *List)
      W.str(S);
  }
  W.boolean(O.ApplyFixes);
  W.boolean(O.AmdConfiguration);
  W.str(O.OffloadArch);
  W.u32(static_cast<uint32_t>(O.Guards));
  W.str(O.HipPlatformMacro);
  return llvm::utohexstr(llvm::xxh3_64bits(W.Out)) + "-" +
         llvm::utohexstr(W.Out.size());
}
