//===- MakefileScanner.cpp - CUDA in Makefiles ----------------------------===//
//
// Makefiles are read a line at a time: variables, rules and recipes mix make
// and shell syntax, so the scanner looks at words (split at blanks, quotes,
// ':', parentheses and the '=' of an assignment) rather than at a grammar. A
// '#' that is not escaped starts a comment, in make syntax as in the shell of a
// recipe.
//
//===----------------------------------------------------------------------===//
#include "BuildFiles/BuildFileScan.h"
#include "BuildFiles/CudaLibraries.h"
#include "BuildFiles/WarpSizeDefinitions.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
namespace rules = hipport::buildrules;

namespace {

/// '=' separates a variable from its value, but belongs to an option such
/// as -arch=sm_70.
bool isWordSeparator(char C, bool InOption) {
  return llvm::isSpace(C) || llvm::is_contained("\"':();,", C) ||
         (C == '=' && !InOption);
}

/// The line up to its comment.
llvm::StringRef withoutComment(llvm::StringRef Line) {
  for (size_t I = 0; I < Line.size(); ++I) {
    if (Line[I] == '\\')
      ++I;
    else if (Line[I] == '#')
      return Line.take_front(I);
  }
  return Line;
}

bool isCudaPathVariable(llvm::StringRef Word) {
  return llvm::is_contained({"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT", "CUDA_DIR",
                             "CUDA_INSTALL_PATH", "CUDA_TOOLKIT_ROOT_DIR"},
                            Word);
}

class MakefileScanner {
public:
  MakefileScanner(llvm::StringRef Path, const BuildFileOptions &Options)
      : Path(Path), Options(Options) {}

  BuildFileScan run(llvm::StringRef Text) {
    unsigned LineNumber = 0;
    while (!Text.empty()) {
      ++LineNumber;
      auto [Line, Rest] = Text.split('\n');
      Text = Rest;
      scanLine(withoutComment(Line), LineNumber);
    }
    return std::move(Scan);
  }

private:
  void report(unsigned Line, unsigned Column, llvm::StringRef Rule,
              const llvm::Twine &Message) {
    Finding F;
    F.Rule = Rule.str();
    F.File = Path.str();
    F.Line = Line;
    F.Column = Column;
    F.Message = Message.str();
    F.FromPartialParse = true;
    Scan.Findings.push_back(std::move(F));
  }

  void scanLine(llvm::StringRef Line, unsigned LineNumber) {
    for (const WarpSizeDefinition &Definition :
         findWarpSizeDefinitions(Line, /*BareDefinitions=*/false))
      report(LineNumber, Definition.Offset + 1, rules::WarpSize,
             warpSizeDefinitionMessage(Definition));
    bool PathReported = false;
    llvm::StringRef Previous;
    for (size_t I = 0; I < Line.size();) {
      if (isWordSeparator(Line[I], /*InOption=*/false)) {
        ++I;
        continue;
      }
      bool InOption = Line[I] == '-';
      size_t End = I;
      while (End < Line.size() && !isWordSeparator(Line[End], InOption))
        ++End;
      llvm::StringRef Word = Line.slice(I, End);
      unsigned Column = I + 1;
      if (!PathReported && isCudaPath(Word)) {
        // One per line: CUDA_PATH and $(CUDA_PATH)/lib64 are one change.
        PathReported = true;
        report(LineNumber, Column, rules::MakePath,
               Word + " points into the CUDA toolkit; a HIP build takes "
                      "headers and libraries from ROCm (ROCM_PATH, "
                      "/opt/rocm by default)");
      }
      scanWord(Word, Previous, LineNumber, Column);
      Previous = Word;
      I = End;
    }
  }

  static bool isCudaPath(llvm::StringRef Word) {
    if (Word.contains("/usr/local/cuda"))
      return true;
    // CUDA_PATH, $(CUDA_PATH)/include, ${CUDA_HOME}: the variable's name.
    for (size_t I = 0; I < Word.size();) {
      size_t End = I;
      while (End < Word.size() &&
             (llvm::isAlnum(Word[End]) || Word[End] == '_'))
        ++End;
      if (End > I && isCudaPathVariable(Word.slice(I, End)))
        return true;
      I = End == I ? I + 1 : End;
    }
    return false;
  }

  void scanWord(llvm::StringRef Word, llvm::StringRef Previous, unsigned Line,
                unsigned Column) {
    if (Word == "nvcc" || Word.ends_with("/nvcc")) {
      report(Line, Column, rules::Nvcc,
             "nvcc compiles CUDA for NVIDIA GPUs; compile HIP with hipcc, "
             "or clang++ -x hip --offload-arch=" +
                 Options.OffloadArch +
                 ", and link with hipcc or clang++ --hip-link");
      return;
    }
    if (Word.starts_with("-arch=sm_") || Word.starts_with("-arch=compute_") ||
        Word.starts_with("--gpu-architecture") ||
        ((Previous == "-arch" || Previous == "-code") &&
         (Word.starts_with("sm_") || Word.starts_with("compute_"))) ||
        Word == "-gencode" || Word.starts_with("-gencode=") ||
        Word.starts_with("--generate-code") || Word.starts_with("-code=")) {
      report(Line, Column, rules::Nvcc,
             Word +
                 " selects NVIDIA GPU architectures; a HIP build selects "
                 "AMD ones with --offload-arch=" +
                 Options.OffloadArch);
      return;
    }
    llvm::StringRef Name = Word;
    if (!Name.consume_front("-l"))
      return;
    const CudaLibrary *Library = findCudaLibrary(Name);
    if (!Library)
      return;
    if (Library->hasReplacement())
      report(Line, Column, rules::MakeLibrary,
             Word + " links " + Library->Title + "; link -l" +
                 Library->HipLink + " instead");
    else
      report(Line, Column, rules::MakeLibrary,
             Word + " links " + Library->Title +
                 ", which has no HIP counterpart: " + Library->Advice);
  }

  llvm::StringRef Path;
  const BuildFileOptions &Options;
  BuildFileScan Scan;
};

} // namespace

BuildFileScan hipport::scanMakefile(llvm::StringRef DisplayPath,
                                    llvm::StringRef Text,
                                    const BuildFileOptions &Options) {
  return MakefileScanner(DisplayPath, Options).run(Text);
}
