//===- HipFlags.cpp -------------------------------------------------------===//
#include "Frontend/HipFlags.h"
#include "Frontend/PathFlags.h"
#include "llvm/ADT/StringRef.h"

using namespace hipport;
using llvm::StringRef;

namespace {

/// Flags whose value is a path, spelt -Ipath or -I path.
const StringRef PathFlags[] = {"-isystem", "-iquote",  "-idirafter",
                               "-include", "-imacros", "-I"};

/// CUDA-only flags that take their value as the next argument when not
/// joined with `=`.
bool isCudaOnlyWithValue(StringRef Arg) {
  return Arg == "--cuda-gpu-arch" || Arg == "--cuda-path" ||
         Arg == "--offload-arch";
}

bool isCudaOnly(StringRef Arg) {
  return Arg.starts_with("--cuda-gpu-arch=") ||
         Arg.starts_with("--cuda-path=") ||
         Arg.starts_with("--offload-arch=") || Arg == "-nocudalib" ||
         Arg == "-nocudainc" || Arg == "--cuda-host-only" ||
         Arg == "--cuda-device-only" || Arg == "--cuda-compile-host-device" ||
         Arg == "-Wno-unknown-cuda-version";
}

/// Macros nvcc defines for its own options; HIP code must not see them.
bool isNvccMacro(StringRef Definition) {
  return Definition.starts_with("__CUDACC_") ||
         Definition == "__USE_FAST_MATH__";
}

bool isUnder(StringRef Path, StringRef Dir) {
  return !Dir.empty() && Path.starts_with(Dir) &&
         (Path.size() == Dir.size() || Path[Dir.size()] == '/');
}

} // namespace

std::vector<std::string>
hipport::hipFlags(llvm::ArrayRef<std::string> CudaArgs, StringRef CudaRoot,
                  llvm::function_ref<std::string(StringRef)> MovePath) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < CudaArgs.size(); ++I) {
    StringRef Arg = CudaArgs[I];
    if (isCudaOnlyWithValue(Arg)) {
      ++I;
      continue;
    }
    if (isCudaOnly(Arg))
      continue;
    if (Arg.starts_with("-D")) {
      std::string Definition = Arg == "-D" && I + 1 < CudaArgs.size()
                                   ? CudaArgs[++I]
                                   : Arg.drop_front(2).str();
      if (Definition == "CUDA_API_PER_THREAD_DEFAULT_STREAM=1")
        Out.push_back("-fgpu-default-stream=per-thread");
      else if (!isNvccMacro(Definition))
        Out.push_back("-D" + Definition);
      continue;
    }
    auto Use = pathFlagAt(CudaArgs, I, PathFlags);
    if (!Use) {
      Out.push_back(Arg.str());
      continue;
    }
    I += Use->width() - 1;
    // The toolkit's headers are what HIP replaces.
    if (isUnder(Use->Value, CudaRoot))
      continue;
    std::string Value = MovePath(Use->Value);
    if (Use->Separate) {
      Out.push_back(Use->Flag.str());
      Out.push_back(Value);
    } else {
      Out.push_back(Use->Flag.str() + Value);
    }
  }
  return Out;
}
