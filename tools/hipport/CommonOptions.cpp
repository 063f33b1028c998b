//===- CommonOptions.cpp --------------------------------------------------===//
#include "CommonOptions.h"
#include "Commands.h"
#include "Diagnostics/ProjectConfig.h"
#include "Mapping/TableCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

using namespace hipport;

const char hipport::CommonOptionsHelp[] =
    R"(  --hip-version=X.Y          the HIP release the output must compile with
                             (default 7.0); older releases get older APIs
  --mappings FILE            an extra mapping table (repeatable; later
                             entries override earlier ones)
  --cuda-path DIR            the CUDA toolkit (default: $CUDA_PATH, then
                             /usr/local/cuda)
  --no-cuda-sdk              parse against the CUDA declarations generated
                             with hipport's tables, not a toolkit (also
                             when $HIPPORT_NO_CUDA_SDK is set, and when no
                             toolkit is found at the default place)
  --offload-arch=gfxNNN      the AMD GPU whose limits the checks use
                             (default gfx942)
  --guards=keep|hip-takes-cuda-path|hip-skips-cuda-path
                             rewrite #if conditions on CUDA versions and
                             architectures (default keep)
  --hip-macro NAME           a macro of the project that marks HIP code
                             (repeatable); the first is also the one
                             rewritten guards test (default
                             __HIP_PLATFORM_AMD__)
  --enable=GLOBS, --disable=GLOBS
                             select rules (comma-separated globs)
  -j, --jobs N               files parsed at once (default: one per core);
                             the output is the same whatever N
  --pch=auto|always|never    precompile the system headers units start with
                             (default auto: those two units share, or that
                             an earlier run cached)
  --no-cache                 parse every unit, even those unchanged since
                             an earlier run
  --config FILE              rule severities and selection (default:
                             .hipport.yaml in the current directory, if any)
  -p BUILD_DIR|FILE          take each file's flags from the build's
                             compile_commands.json (nvcc flags are
                             translated); no inputs: all its files
  -- ARGS                    further arguments for clang (-I, -D, -std, ...)
)";

llvm::ArrayRef<std::string>
hipport::splitClangArgs(llvm::ArrayRef<std::string> All,
                        std::vector<std::string> &Clang) {
  auto Separator = std::find(All.begin(), All.end(), "--");
  if (Separator != All.end())
    Clang.assign(Separator + 1, All.end());
  return llvm::ArrayRef<std::string>(All.begin(), Separator);
}

static void splitGlobs(llvm::StringRef Text, std::vector<std::string> &Out) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Text.split(Parts, ',', -1, false);
  for (llvm::StringRef Part : Parts)
    Out.push_back(Part.trim().str());
}

bool hipport::readCommonOption(ArgReader &Reader, CommonOptions &Common,
                               std::string &Error) {
  ConvertOptions &Options = Common.Options;
  if (auto V = Reader.value("--hip-version")) {
    std::optional<Version> Hip = Version::parse(*V);
    if (!Hip)
      Error = "--hip-version must be MAJOR.MINOR, not '" + *V + "'";
    else
      Options.HipVersion = *Hip;
  } else if (auto V = Reader.value("--mappings")) {
    Common.UserTables.push_back(*V);
  } else if (auto V = Reader.value("--cuda-path")) {
    Common.CudaPath = *V;
  } else if (Reader.flag("--no-cuda-sdk")) {
    Common.NoCudaSdk = true;
  } else if (auto V = Reader.value("--offload-arch")) {
    if (!llvm::StringRef(*V).starts_with("gfx"))
      Error = "--offload-arch must name an AMD GPU (gfx...), not '" + *V + "'";
    Options.OffloadArch = *V;
  } else if (auto V = Reader.value("--guards")) {
    if (*V == "keep")
      Options.Guards = GuardRewrite::Keep;
    else if (*V == "hip-takes-cuda-path")
      Options.Guards = GuardRewrite::HipTakesCudaPath;
    else if (*V == "hip-skips-cuda-path")
      Options.Guards = GuardRewrite::HipSkipsCudaPath;
    else
      Error = "--guards must be keep, hip-takes-cuda-path or "
              "hip-skips-cuda-path, not '" +
              *V + "'";
  } else if (auto V = Reader.value("--hip-macro")) {
    if (!isMacroName(*V))
      Error = "--hip-macro must be a macro name, not '" + *V + "'";
    // Written into rewritten guards, so the first one given is kept.
    if (Options.HipMacros.empty())
      Options.HipPlatformMacro = *V;
    Options.HipMacros.push_back(*V);
  } else if (auto V = Reader.value("--enable")) {
    splitGlobs(*V, Options.EnabledRules);
  } else if (auto V = Reader.value("--disable")) {
    splitGlobs(*V, Options.DisabledRules);
  } else if (auto V = Reader.value("--compile-commands", "-p")) {
    Common.DatabasePath = *V;
  } else if (auto V = Reader.value("--config")) {
    Common.ConfigPath = *V;
  } else if (auto V = Reader.value("--pch")) {
    if (*V == "auto")
      Common.Prologue = PrologueMode::Auto;
    else if (*V == "always")
      Common.Prologue = PrologueMode::Always;
    else if (*V == "never")
      Common.Prologue = PrologueMode::Never;
    else
      Error = "--pch must be auto, always or never, not '" + *V + "'";
  } else if (Reader.flag("--no-cache")) {
    Common.ReuseResults = false;
  } else if (auto V = Reader.value("--jobs", "-j")) {
    if (llvm::StringRef(*V).getAsInteger(10, Common.Jobs) || Common.Jobs == 0)
      Error = "--jobs must be a positive number, not '" + *V + "'";
  } else {
    Error = Reader.Error;
    return !Error.empty();
  }
  return true;
}

/// The toolkit, or the generated declarations when asked for or when no
/// toolkit is at the default place; a toolkit named by --cuda-path or
/// $CUDA_PATH that is not there stays an error.
static llvm::Expected<CudaInstallation>
findCudaHeaders(const CommonOptions &Common) {
  std::optional<std::string> Env =
      llvm::sys::Process::GetEnv("HIPPORT_NO_CUDA_SDK");
  if (Common.NoCudaSdk || (Env && !Env->empty() && *Env != "0"))
    return generatedCudaDeclarations(dataDirectory());
  std::optional<std::string> CudaPath = llvm::sys::Process::GetEnv("CUDA_PATH");
  bool Named = !Common.CudaPath.empty() || (CudaPath && !CudaPath->empty());
  auto Cuda = findCudaInstallation(Common.CudaPath);
  if (Cuda || Named)
    return Cuda;
  llvm::consumeError(Cuda.takeError());
  llvm::errs() << "hipport: note: no CUDA toolkit at /usr/local/cuda; using "
                  "the CUDA declarations generated with hipport's tables "
                  "(--no-cuda-sdk)\n";
  return generatedCudaDeclarations(dataDirectory());
}

llvm::Error hipport::prepareJob(CommonOptions &Common, MappingTable &Table,
                                RuleCatalog &Rules, JobSettings &Job) {
  if (llvm::Error Err = validateUserArgs(Common.ClangArgs))
    return Err;
  if (llvm::Error Err = checkDataDirectory())
    return Err;
  llvm::SmallString<256> RulesDir(dataDirectory());
  llvm::sys::path::append(RulesDir, "rules");
  if (llvm::Error Err = Rules.loadDirectory(RulesDir))
    return Err;
  std::string Config = Common.ConfigPath;
  if (Config.empty() && llvm::sys::fs::exists(".hipport.yaml"))
    Config = ".hipport.yaml";
  if (!Config.empty()) {
    auto Project = loadProjectConfig(Config, Rules);
    if (!Project)
      return Project.takeError();
    for (const auto &[Id, Level] : Project->Severities)
      Rules.overrideSeverity(Id, Level);
    // The command line comes after the file, so it wins.
    auto &Options = Common.Options;
    Options.DisabledRules.insert(Options.DisabledRules.begin(),
                                 Project->Disabled.begin(),
                                 Project->Disabled.end());
    Options.EnabledRules.insert(Options.EnabledRules.begin(),
                                Project->Enabled.begin(),
                                Project->Enabled.end());
    Options.HipMacros.insert(Options.HipMacros.end(),
                             Project->HipMacros.begin(),
                             Project->HipMacros.end());
  }
  auto Cuda = findCudaHeaders(Common);
  if (!Cuda)
    return Cuda.takeError();
  if (llvm::Error Err = loadTables(Table, Common.UserTables))
    return Err;
  Job.Table = &Table;
  Job.Rules = &Rules;
  Job.Options = Common.Options;
  Job.Frontend.Cuda = *Cuda;
  Job.Frontend.DataDir = dataDirectory();
  Job.Frontend.ResourceDir = HIPPORT_CLANG_RESOURCE_DIR;
  Job.Frontend.UserArgs = Common.ClangArgs;
  Job.Frontend.DatabasePath = Common.DatabasePath;
  Job.Jobs = Common.Jobs;
  Job.CacheDir = defaultCacheDirectory();
  Job.Prologue = Common.Prologue;
  Job.ReuseResults = Common.ReuseResults;
  return llvm::Error::success();
}
