//===- CompileCommand.cpp -------------------------------------------------===//
#include "Frontend/CompileCommand.h"
#include "Support/CudaPrelude.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Options.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

using namespace hipport;

std::optional<std::string> hipport::findRocmPath() {
  std::vector<std::string> Candidates;
  if (std::optional<std::string> Env = llvm::sys::Process::GetEnv("ROCM_PATH"))
    Candidates.push_back(*Env);
  Candidates.push_back("/opt/rocm");
  Candidates.push_back("/usr");
  for (const std::string &Dir : Candidates) {
    llvm::SmallString<256> Header(Dir);
    llvm::sys::path::append(Header, "include", "hip", "hip_runtime.h");
    if (!Dir.empty() && llvm::sys::fs::exists(Header))
      return Dir;
  }
  return std::nullopt;
}

std::vector<std::string>
hipport::buildCompileCommand(const FrontendSettings &Settings,
                             llvm::StringRef File, SourceLanguage Language,
                             llvm::StringRef RocmPath) {
  if (Language == SourceLanguage::Hip) {
    std::vector<std::string> Args = {"clang++",
                                     "-x",
                                     "hip",
                                     "--offload-host-only",
                                     "-nogpulib",
                                     "--rocm-path=" + RocmPath.str(),
                                     "-resource-dir=" + Settings.ResourceDir,
                                     "-std=c++17"};
    Args.insert(Args.end(), Settings.UserArgs.begin(), Settings.UserArgs.end());
    Args.push_back(File.str());
    return Args;
  }
  const CudaInstallation &Cuda = Settings.Cuda;
  std::vector<std::string> Args = {
      "clang++",
      "-x",
      "cuda",
      "--cuda-host-only",
      "-nocudalib",
      "--cuda-path=" + Cuda.Root,
      "-resource-dir=" + Settings.ResourceDir,
      "-std=c++17",
      // clang 19 knows CUDA up to 12.5 and warns on every newer toolkit.
      "-Wno-unknown-cuda-version",
      // Thrust, CUB and cooperative groups live under cccl since CUDA 12.
      "-isystem",
      Cuda.IncludeDir + "/cccl",
  };
  // What nvcc predefines and clang does not (share/cuda-prelude,
  // docs/cuda-prelude.md), before the user's own -include files.
  std::string Prelude = cudaPreludePath(Settings.DataDir);
  if (!Settings.DataDir.empty() && llvm::sys::fs::exists(Prelude)) {
    Args.push_back("-include");
    Args.push_back(Prelude);
  }
  llvm::SmallString<256> Absolute(File);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  auto Own = Settings.FileArgs.find(std::string(Absolute));
  if (Own != Settings.FileArgs.end())
    Args.insert(Args.end(), Own->second.begin(), Own->second.end());
  Args.insert(Args.end(), Settings.UserArgs.begin(), Settings.UserArgs.end());
  if (Cuda.needsTextureFetchShim()) {
    // After every system directory, so a toolkit that has the real header
    // still wins.
    llvm::SmallString<256> Shim(Settings.DataDir);
    llvm::sys::path::append(Shim, "share", "cuda-shim");
    Args.push_back("-idirafter");
    Args.push_back(std::string(Shim));
  }
  Args.push_back(File.str());
  return Args;
}

llvm::Error hipport::validateUserArgs(const std::vector<std::string> &Args) {
  std::vector<const char *> Argv;
  for (const std::string &Arg : Args)
    Argv.push_back(Arg.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  const llvm::opt::OptTable &Table = clang::driver::getDriverOptTable();
  llvm::opt::InputArgList Parsed =
      Table.ParseArgs(Argv, MissingIndex, MissingCount);
  if (MissingCount)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "clang argument '%s' needs a value",
                                   Parsed.getArgString(MissingIndex));
  for (const llvm::opt::Arg *Unknown :
       Parsed.filtered(clang::driver::options::OPT_UNKNOWN)) {
    std::string Spelling = Unknown->getAsString(Parsed);
    std::string Nearest;
    std::string Message =
        "clang does not accept the argument '" + Spelling + "'";
    if (Table.findNearest(Spelling, Nearest) <= 1)
      Message += " (did you mean '" + Nearest + "'?)";
    return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
  }
  return llvm::Error::success();
}
