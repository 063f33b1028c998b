//===- FuzzEnvironment.cpp ------------------------------------------------===//
#include "FuzzEnvironment.h"
#include "Mapping/MappingLoader.h"
#include "Mapping/TableCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace hipport;

namespace {

[[noreturn]] void fail(const llvm::Twine &Message) {
  llvm::errs() << "hipport fuzz target: " << Message << "\n";
  std::exit(2);
}

void failOn(llvm::Error Err, llvm::StringRef What) {
  if (Err)
    fail(What + ": " + llvm::toString(std::move(Err)));
}

std::string dataPath(llvm::StringRef Dir) {
  llvm::SmallString<256> Path(fuzz::dataDirectory());
  llvm::sys::path::append(Path, Dir);
  return std::string(Path);
}

} // namespace

std::string fuzz::dataDirectory() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("HIPPORT_DATA_DIR");
      Env && !Env->empty())
    return *Env;
  return HIPPORT_DATA_DIR;
}

const MappingTable &fuzz::builtinTable() {
  static const MappingTable Table = [] {
    MappingTable Loaded;
    auto Files = listTableFiles(dataPath("mappings"));
    if (!Files)
      failOn(Files.takeError(), "cannot list the mapping tables");
    // No cache directory: the binary cache is a speed-up the fuzz targets
    // do not need, and must not share with the user's hipport.
    failOn(loadTablesWithCache(*Files, "", Loaded),
           "cannot load the mapping tables");
    return Loaded;
  }();
  return Table;
}

const RuleCatalog &fuzz::builtinRules() {
  static const RuleCatalog Rules = [] {
    RuleCatalog Loaded;
    failOn(Loaded.loadDirectory(dataPath("rules")), "cannot load the rules");
    return Loaded;
  }();
  return Rules;
}

const std::string &fuzz::scratchDirectory() {
  static const std::string Dir = [] {
    llvm::SmallString<256> Path;
    if (std::error_code EC =
            llvm::sys::fs::createUniqueDirectory("hipport-fuzz", Path))
      fail("cannot create a scratch directory: " + EC.message());
    std::string Made(Path);
    static std::string ToRemove = Made;
    std::atexit([] { llvm::sys::fs::remove_directories(ToRemove); });
    return Made;
  }();
  return Dir;
}

void fuzz::writeScratchFile(llvm::StringRef Path, llvm::StringRef Data) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    fail("cannot write '" + Path + "': " + EC.message());
  OS << Data;
  OS.close();
  if (OS.has_error())
    fail("cannot write '" + Path + "'");
}

fuzz::FuzzInput fuzz::splitInput(const uint8_t *Data, size_t Size) {
  FuzzInput Input;
  if (Size == 0)
    return Input;
  Input.OptionBits = Data[Size - 1];
  Input.Source =
      llvm::StringRef(reinterpret_cast<const char *>(Data), Size - 1);
  return Input;
}

ConvertOptions fuzz::optionsFromBits(uint8_t OptionBits) {
  ConvertOptions Options;
  if (OptionBits & 1)
    Options.Launch = KernelLaunchStyle::HipLaunchKernelGGL;
  if (OptionBits & 2)
    Options.HipVersion = Version{6, 0};
  if (OptionBits & 4)
    Options.Guards = GuardRewrite::HipTakesCudaPath;
  else if (OptionBits & 8)
    Options.Guards = GuardRewrite::HipSkipsCudaPath;
  Options.ApplyFixes = !(OptionBits & 16);
  return Options;
}

bool hipport::fuzz::environmentSwitch(const char *Name) {
  std::optional<std::string> Env = llvm::sys::Process::GetEnv(Name);
  return Env && *Env == "1";
}
