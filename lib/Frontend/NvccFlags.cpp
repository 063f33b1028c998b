//===- NvccFlags.cpp ------------------------------------------------------===//
//
// Spellings follow `nvcc --help`: every option has a long name (--name) and
// a short one (-name); a value follows after `=` or as the next argument;
// -I, -D, -U, -l, -L, -o, -O and -x also take it joined (-Iinclude); list
// options take comma-separated values (-Ia,b).
//
//===----------------------------------------------------------------------===//
#include "Frontend/NvccFlags.h"
#include "clang/Basic/Cuda.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

using namespace hipport;
using llvm::StringRef;

namespace {

/// The flags translated so far, and what was said about them.
class Translation {
public:
  TranslatedFlags Result;

  void keep(StringRef Arg) { Result.Args.push_back(Arg.str()); }
  void drop(StringRef Flag, StringRef Why) {
    note(Flag, ("dropped '" + Flag + "': " + Why).str());
  }
  /// Flag is replaced by Clang (and said so, under Flag as the key).
  void become(StringRef Flag, llvm::ArrayRef<std::string> Clang) {
    if (Clang.size() == 1 && Clang[0] == Flag) {
      keep(Flag); // Spelt as clang spells it: nothing to say.
      return;
    }
    note(Flag, "'" + Flag.str() + "' becomes '" + llvm::join(Clang, " ") + "'");
    Result.Args.insert(Result.Args.end(), Clang.begin(), Clang.end());
  }
  void note(StringRef Key, std::string Text) {
    Result.Notes.push_back({Key.str(), std::move(Text)});
  }
  void append(TranslatedFlags Other) {
    llvm::append_range(Result.Args, Other.Args);
    llvm::append_range(Result.Notes, Other.Notes);
  }
  /// True the first time an architecture is seen on this command line.
  bool firstArch(StringRef Arch) { return Archs.insert(Arch).second; }

private:
  llvm::StringSet<> Archs;
};

// Why flags are dropped, by family.
const char BuildStep[] = "selects a build step or output; hipport only parses";
const char DeviceCodegen[] =
    "steers device code generation, which does not change the source";
const char Toolchain[] =
    "configures nvcc's toolchain (host compiler, linker, libraries)";
const char NvccDiagnostics[] =
    "configures nvcc's diagnostics; hipport reports clang's errors only";
const char NvccRun[] = "tunes the nvcc run itself";
const char LanguageChoice[] = "hipport parses every file as CUDA";
const char WarningsAsErrors[] =
    "warnings clang gives where the build compiler does not must not stop "
    "the parse; hipport reports clang's errors only";

std::vector<std::string> splitList(StringRef Value) {
  llvm::SmallVector<StringRef, 4> Parts;
  Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
  std::vector<std::string> Out;
  for (StringRef Part : Parts)
    Out.push_back(Part.str());
  return Out;
}

/// sm_80, compute_80 and lto_80 all name the GPU sm_80.
std::string realArch(StringRef Name) {
  for (StringRef Prefix : {"sm_", "compute_", "lto_"})
    if (Name.consume_front(Prefix))
      return "sm_" + Name.str();
  return "";
}

/// Turns the GPU names of one flag into --cuda-gpu-arch arguments; names
/// clang 19 does not know (sm_100 and later) and nvcc's pseudo-names (all,
/// native) are dropped, each with its note.
void translateArchs(Translation &T, StringRef Flag,
                    llvm::ArrayRef<std::string> Names) {
  std::vector<std::string> Clang;
  for (StringRef Name : Names) {
    std::string Real = realArch(Name);
    if (Real.empty()) {
      T.drop(Flag, "'" + Name.str() +
                       "' names no single GPU; clang's default is used");
      continue;
    }
    if (clang::StringToOffloadArch(Real) == clang::OffloadArch::UNKNOWN) {
      T.drop(Flag, "clang 19 does not know the GPU '" + Real + "'");
      continue;
    }
    if (T.firstArch(Real))
      Clang.push_back("--cuda-gpu-arch=" + Real);
  }
  if (!Clang.empty())
    T.become(Flag, Clang);
}

/// The GPUs of `arch=compute_80,code=[sm_80,compute_80]` (quotes, brackets
/// and the keyword order vary): the code= ones, or arch= without code=.
std::vector<std::string> generateCodeGpus(StringRef Spec) {
  std::vector<std::string> Arch, Code;
  std::vector<std::string> *Current = nullptr;
  for (std::string Part : splitList(Spec)) {
    StringRef P = StringRef(Part).trim("\"'[] ");
    if (P.consume_front("arch="))
      Current = &Arch;
    else if (P.consume_front("code="))
      Current = &Code;
    if (Current && !P.empty())
      Current->push_back(P.trim("\"'[] ").str());
  }
  return Code.empty() ? Arch : Code;
}

/// One nvcc flag as the command spelled it.
struct Spelling {
  std::string Flag;    ///< With its dashes, without the value: "-arch".
  std::string Value;   ///< Empty for flags without one.
  std::string Written; ///< "-arch=sm_80" or "-arch sm_80".
};

using Handler = void (*)(Translation &, const Spelling &);

struct NvccOption {
  StringRef Long, Short; ///< Without dashes.
  bool TakesValue;
  /// Null: the flag is dropped for Reason.
  Handler Apply;
  const char *Reason;
};

/// A list option whose values become `Clang VALUE` (Joined: `ClangVALUE`).
template <const char *Clang, bool Joined>
void eachValue(Translation &T, const Spelling &S) {
  std::vector<std::string> Out;
  for (const std::string &V : splitList(S.Value)) {
    if (Joined) {
      Out.push_back(Clang + V);
    } else {
      Out.push_back(Clang);
      Out.push_back(V);
    }
  }
  // The short forms mean the same to clang; only renames are worth a note.
  if (S.Flag != Clang || StringRef(S.Value).contains(','))
    T.become(S.Flag, Out);
  else
    llvm::append_range(T.Result.Args, Out);
}

const char DefineFlag[] = "-D", UndefineFlag[] = "-U", IncludeFlag[] = "-I",
           SystemFlag[] = "-isystem", PreIncludeFlag[] = "-include";

const char GpuRdc[] = "-fgpu-rdc", RdcMacro[] = "-D__CUDACC_RDC__",
           DebugMacro[] = "-D__CUDACC_DEBUG__",
           RelaxedConstexprMacro[] = "-D__CUDACC_RELAXED_CONSTEXPR__",
           ExtendedLambdaMacro[] = "-D__CUDACC_EXTENDED_LAMBDA__",
           FlushDenormals[] = "-fgpu-flush-denormals-to-zero",
           ApproxTranscendentals[] = "-fgpu-approx-transcendentals",
           FastMathMacro[] = "-D__USE_FAST_MATH__",
           NoExceptions[] = "-fno-exceptions", NoWarnings[] = "-w",
           DebugInfo[] = "-g";

/// A flag whose effect is a fixed list of clang flags.
template <const char *...Clang> void fixed(Translation &T, const Spelling &S) {
  T.become(S.Flag, std::vector<std::string>{Clang...});
}

/// `--flag true|false`: true adds Clang; false is nvcc's default.
template <const char *...Clang>
void whenTrue(Translation &T, const Spelling &S) {
  if (S.Value == "true")
    T.become(S.Written, std::vector<std::string>{Clang...});
  else
    T.drop(S.Written, "nvcc's default");
}

/// A flag with a value that becomes Clang followed by the value.
template <const char *Clang>
void joinedValue(Translation &T, const Spelling &S) {
  T.become(S.Written, {Clang + S.Value});
}

const char Optimize[] = "-O", LanguageStandard[] = "-std=",
           TemplateBacktraceLimit[] = "-ftemplate-backtrace-limit=",
           TemplateDepth[] = "-ftemplate-depth=", Machine[] = "-m";

void hostOptions(Translation &T, const Spelling &S) {
  T.note(S.Flag, "'" + S.Flag + "' options go to clang as host flags");
  T.append(translateHostFlags(splitList(S.Value)));
}

void gpuArchitecture(Translation &T, const Spelling &S) {
  translateArchs(T, S.Written, {S.Value});
}

void gpuCode(Translation &T, const Spelling &S) {
  translateArchs(T, S.Written, splitList(S.Value));
}

void generateCode(Translation &T, const Spelling &S) {
  translateArchs(T, S.Written, generateCodeGpus(S.Value));
}

void defaultStream(Translation &T, const Spelling &S) {
  if (S.Value == "per-thread")
    T.become(S.Written, {"-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1"});
  else
    T.drop(S.Written, "the legacy default stream is CUDA's default");
}

void language(Translation &T, const Spelling &S) {
  T.drop(S.Flag + " ...", LanguageChoice);
}

// Sorted by long name, as in `nvcc --help`.
const NvccOption NvccOptions[] = {
    {"allow-unsupported-compiler", "", false, nullptr, Toolchain},
    {"archive-options", "Xarchive", true, nullptr, Toolchain},
    {"archiver-binary", "arbin", true, nullptr, Toolchain},
    {"augment-host-linker-script", "aug-hls", false, nullptr, Toolchain},
    {"brief-diagnostics", "brief-diag", true, nullptr, NvccDiagnostics},
    {"clean-targets", "clean", false, nullptr, BuildStep},
    {"compile", "c", false, nullptr, BuildStep},
    {"compiler-bindir", "ccbin", true, nullptr, Toolchain},
    {"compiler-options", "Xcompiler", true, hostOptions, nullptr},
    {"compress-mode", "", true, nullptr, DeviceCodegen},
    {"cubin", "", false, nullptr, BuildStep},
    {"cuda", "", false, nullptr, BuildStep},
    {"cudadevrt", "", true, nullptr, Toolchain},
    {"cudafe-options", "Xcudafe", true, nullptr, NvccDiagnostics},
    {"cudart", "", true, nullptr, Toolchain},
    {"debug", "g", false, fixed<DebugInfo>, nullptr},
    {"default-stream", "", true, defaultStream, nullptr},
    {"define-macro", "D", true, eachValue<DefineFlag, true>, nullptr},
    {"dependency-drive-prefix", "ddp", true, nullptr, BuildStep},
    {"dependency-output", "MF", true, nullptr, BuildStep},
    {"dependency-target-name", "MT", true, nullptr, BuildStep},
    {"device-c", "dc", false, fixed<GpuRdc, RdcMacro>, nullptr},
    {"device-debug", "G", false, fixed<DebugMacro>, nullptr},
    {"device-entity-has-hidden-visibility", "", true, nullptr, DeviceCodegen},
    {"device-link", "dlink", false, nullptr, BuildStep},
    {"device-stack-protector", "", true, nullptr, DeviceCodegen},
    {"device-w", "dw", false, nullptr, BuildStep},
    {"diag-error", "", true, nullptr, NvccDiagnostics},
    {"diag-suppress", "", true, nullptr, NvccDiagnostics},
    {"diag-warn", "", true, nullptr, NvccDiagnostics},
    {"disable-warnings", "w", false, fixed<NoWarnings>, nullptr},
    {"display-error-number", "err-no", false, nullptr, NvccDiagnostics},
    {"dlink-time-opt", "dlto", false, nullptr, DeviceCodegen},
    {"dont-use-profile", "noprof", false, nullptr, NvccRun},
    {"dopt", "", true, nullptr, DeviceCodegen},
    {"drive-prefix", "dp", true, nullptr, NvccRun},
    {"dryrun", "", false, nullptr, NvccRun},
    {"entries", "e", true, nullptr, DeviceCodegen},
    {"expt-extended-lambda", "", false, fixed<ExtendedLambdaMacro>, nullptr},
    {"expt-relaxed-constexpr", "", false, fixed<RelaxedConstexprMacro>,
     nullptr},
    {"extended-lambda", "", false, fixed<ExtendedLambdaMacro>, nullptr},
    {"extensible-whole-program", "ewp", false, nullptr, DeviceCodegen},
    {"extra-device-vectorization", "", false, nullptr, DeviceCodegen},
    {"fatbin", "", false, nullptr, BuildStep},
    {"fdevice-syntax-only", "", false, nullptr, BuildStep},
    {"fdevice-time-trace", "", true, nullptr, NvccRun},
    {"fmad", "", true, nullptr, DeviceCodegen},
    {"force-cl-env-setup", "", false, nullptr, Toolchain},
    {"forward-unknown-opts", "", false, nullptr, NvccRun},
    {"forward-unknown-to-host-compiler", "", false, nullptr, NvccRun},
    {"forward-unknown-to-host-linker", "", false, nullptr, NvccRun},
    {"ftemplate-backtrace-limit", "", true, joinedValue<TemplateBacktraceLimit>,
     nullptr},
    {"ftemplate-depth", "", true, joinedValue<TemplateDepth>, nullptr},
    {"ftz", "", true, whenTrue<FlushDenormals>, nullptr},
    {"gen-opt-lto", "", false, nullptr, DeviceCodegen},
    {"generate-code", "gencode", true, generateCode, nullptr},
    {"generate-dependencies", "M", false, nullptr, BuildStep},
    {"generate-dependencies-with-compile", "MD", false, nullptr, BuildStep},
    {"generate-dependency-targets", "MP", false, nullptr, BuildStep},
    {"generate-line-info", "lineinfo", false, nullptr, DeviceCodegen},
    {"generate-nonsystem-dependencies", "MM", false, nullptr, BuildStep},
    {"generate-nonsystem-dependencies-with-compile", "MMD", false, nullptr,
     BuildStep},
    {"gpu-architecture", "arch", true, gpuArchitecture, nullptr},
    {"gpu-code", "code", true, gpuCode, nullptr},
    {"host-linker-script", "hls", true, nullptr, Toolchain},
    {"include-path", "I", true, eachValue<IncludeFlag, true>, nullptr},
    {"input-drive-prefix", "idp", true, nullptr, NvccRun},
    {"jobserver", "", false, nullptr, NvccRun},
    {"jump-table-density", "jtd", true, nullptr, DeviceCodegen},
    {"keep", "", false, nullptr, NvccRun},
    {"keep-device-functions", "", false, nullptr, DeviceCodegen},
    {"keep-dir", "", true, nullptr, NvccRun},
    {"lib", "", false, nullptr, BuildStep},
    {"libdevice-directory", "ldir", true, nullptr, Toolchain},
    {"library", "l", true, nullptr, Toolchain},
    {"library-path", "L", true, nullptr, Toolchain},
    {"link", "", false, nullptr, BuildStep},
    {"linker-options", "Xlinker", true, nullptr, Toolchain},
    {"lto", "", false, nullptr, DeviceCodegen},
    {"ltoir", "", false, nullptr, BuildStep},
    {"machine", "m", true, joinedValue<Machine>, nullptr},
    {"maxrregcount", "", true, nullptr, DeviceCodegen},
    {"no-align-double", "", false, nullptr, DeviceCodegen},
    {"no-compress", "", false, nullptr, DeviceCodegen},
    {"no-device-link", "nodlink", false, nullptr, BuildStep},
    {"no-display-error-number", "no-err-no", false, nullptr, NvccDiagnostics},
    {"no-exceptions", "noeh", false, fixed<NoExceptions>, nullptr},
    {"no-host-device-initializer-list", "nohdinitlist", false, nullptr,
     DeviceCodegen},
    {"no-host-device-move-forward", "nohdmoveforward", false, nullptr,
     DeviceCodegen},
    {"nvlink-options", "Xnvlink", true, nullptr, Toolchain},
    {"objdir-as-tempdir", "objtemp", false, nullptr, NvccRun},
    {"Ofast-compile", "Ofc", true, nullptr, DeviceCodegen},
    {"optimization-info", "opt-info", true, nullptr, DeviceCodegen},
    {"optimize", "O", true, joinedValue<Optimize>, nullptr},
    {"optix-ir", "", false, nullptr, BuildStep},
    {"output-directory", "odir", true, nullptr, BuildStep},
    {"output-file", "o", true, nullptr, BuildStep},
    {"pre-include", "include", true, eachValue<PreIncludeFlag, false>, nullptr},
    {"prec-div", "", true, nullptr, DeviceCodegen},
    {"prec-sqrt", "", true, nullptr, DeviceCodegen},
    {"preprocess", "E", false, nullptr, BuildStep},
    {"profile", "pg", false, nullptr, DeviceCodegen},
    {"ptx", "", false, nullptr, BuildStep},
    {"ptxas-options", "Xptxas", true, nullptr, DeviceCodegen},
    {"relocatable-device-code", "rdc", true, whenTrue<GpuRdc, RdcMacro>,
     nullptr},
    {"relocatable-link", "r", false, nullptr, BuildStep},
    {"relocatable-ptx", "reloc-ptx", false, nullptr, DeviceCodegen},
    {"resource-usage", "res-usage", false, nullptr, NvccDiagnostics},
    {"restrict", "", false, nullptr, DeviceCodegen},
    {"run", "", false, nullptr, BuildStep},
    {"run-args", "", true, nullptr, BuildStep},
    {"sanitize", "", true, nullptr, DeviceCodegen},
    {"save-temps", "", false, nullptr, NvccRun},
    {"shared", "", false, nullptr, BuildStep},
    {"source-in-ptx", "src-in-ptx", false, nullptr, DeviceCodegen},
    {"split-compile", "", true, nullptr, NvccRun},
    {"split-compile-extended", "", true, nullptr, NvccRun},
    {"static-global-template-stub", "", true, nullptr, DeviceCodegen},
    {"std", "", true, joinedValue<LanguageStandard>, nullptr},
    {"system-include", "isystem", true, eachValue<SystemFlag, false>, nullptr},
    {"target-directory", "target-dir", true, nullptr, Toolchain},
    {"threads", "t", true, nullptr, NvccRun},
    {"time", "", true, nullptr, NvccRun},
    {"undefine-macro", "U", true, eachValue<UndefineFlag, true>, nullptr},
    {"use-local-env", "", false, nullptr, Toolchain},
    {"use_fast_math", "", false,
     fixed<FlushDenormals, ApproxTranscendentals, FastMathMacro>, nullptr},
    {"verbose", "v", false, nullptr, NvccRun},
    {"Wdefault-stream-launch", "", false, nullptr, NvccDiagnostics},
    {"Werror", "", true, nullptr, NvccDiagnostics},
    {"Wext-lambda-captures-this", "", false, nullptr, NvccDiagnostics},
    {"Wmissing-launch-bounds", "", false, nullptr, NvccDiagnostics},
    {"Wno-deprecated-gpu-targets", "", false, nullptr, NvccDiagnostics},
    {"x", "", true, language, nullptr},
};

const NvccOption *findNvccOption(StringRef Name) {
  for (const NvccOption &O : NvccOptions)
    if (Name == O.Long || (!O.Short.empty() && Name == O.Short))
      return &O;
  return nullptr;
}

/// Short options nvcc also takes with the value joined (-Iinclude, -O3).
bool takesJoinedValue(char C) { return llvm::is_contained("IDUlLoOx", C); }

} // namespace

CompilerKind hipport::compilerKind(StringRef Executable) {
  StringRef Name = llvm::sys::path::filename(Executable);
  Name.consume_back(".exe");
  return Name == "nvcc" ? CompilerKind::Nvcc : CompilerKind::Host;
}

TranslatedFlags hipport::translateNvccFlags(llvm::ArrayRef<std::string> Args) {
  Translation T;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    StringRef Body = Arg;
    if (!Body.consume_front("-") || Body.empty()) {
      T.keep(Arg);
      continue;
    }
    Body.consume_front("-");
    auto [Name, Inline] = Body.split('=');
    bool HasInline = Body.contains('='), Joined = false;
    const NvccOption *Option = findNvccOption(Name);
    if (!Option && !Arg.starts_with("--") && takesJoinedValue(Body[0])) {
      Option = findNvccOption(Body.take_front(1));
      Name = Body.take_front(1);
      Inline = Body.drop_front(1);
      HasInline = true;
      Joined = true;
    }
    if (!Option) {
      T.keep(Arg);
      continue;
    }
    Spelling S;
    S.Flag = Arg.take_front(Arg.size() - Body.size()).str() + Name.str();
    S.Written = S.Flag;
    if (Option->TakesValue) {
      if (HasInline) {
        S.Value = Inline.str();
        S.Written = Joined ? Arg.str() : S.Flag + "=" + S.Value;
      } else if (I + 1 < Args.size()) {
        S.Value = Args[++I];
        S.Written += " " + S.Value;
      } else {
        T.keep(Arg); // clang's validation reports the missing value.
        continue;
      }
    }
    if (Option->Apply)
      Option->Apply(T, S);
    else
      T.drop(Option->TakesValue ? S.Flag + " ..." : S.Flag, Option->Reason);
  }
  return std::move(T.Result);
}

TranslatedFlags hipport::translateHostFlags(llvm::ArrayRef<std::string> Args) {
  Translation T;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    bool HasValue = Arg == "-o" || Arg == "-MF" || Arg == "-MT" ||
                    Arg == "-MQ" || Arg == "-x";
    if (HasValue && I + 1 < Args.size())
      ++I;
    if (Arg == "-x")
      T.drop("-x ...", LanguageChoice);
    else if (HasValue)
      T.drop(Arg.str() + " ...", BuildStep);
    else if (Arg == "-c" || Arg == "-E" || Arg == "-S" || Arg == "-M" ||
             Arg == "-MM" || Arg == "-MD" || Arg == "-MMD" || Arg == "-MP" ||
             Arg == "-MG")
      T.drop(Arg, BuildStep);
    else if (Arg.starts_with("-MF") || Arg.starts_with("-MT") ||
             Arg.starts_with("-MQ"))
      T.drop(Arg.take_front(3).str() + " ...", BuildStep);
    else if (Arg == "-Werror" || Arg.starts_with("-Werror=") ||
             Arg == "-pedantic-errors")
      T.drop(Arg, WarningsAsErrors);
    else
      T.keep(Arg);
  }
  return std::move(T.Result);
}
