//===- CMakeScanner.cpp - CUDA in CMake files -----------------------------===//
#include "BuildFiles/BuildFileScan.h"
#include "BuildFiles/CMakeLexer.h"
#include "BuildFiles/CudaLibraries.h"
#include "BuildFiles/WarpSizeDefinitions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include <map>

using namespace hipport;
namespace rules = hipport::buildrules;

namespace {

/// CMake variables and properties with a HIP twin of the same meaning.
llvm::StringRef hipTwin(llvm::StringRef Name) {
  return llvm::StringSwitch<llvm::StringRef>(Name)
      .Case("CMAKE_CUDA_STANDARD", "CMAKE_HIP_STANDARD")
      .Case("CMAKE_CUDA_STANDARD_REQUIRED", "CMAKE_HIP_STANDARD_REQUIRED")
      .Case("CMAKE_CUDA_EXTENSIONS", "CMAKE_HIP_EXTENSIONS")
      .Case("CUDA_STANDARD", "HIP_STANDARD")
      .Case("CUDA_STANDARD_REQUIRED", "HIP_STANDARD_REQUIRED")
      .Case("CUDA_EXTENSIONS", "HIP_EXTENSIONS")
      .Default("");
}

/// CUDA variables and properties without a HIP twin: what to do instead.
llvm::StringRef cudaOnlyAdvice(llvm::StringRef Name) {
  if (Name.starts_with("CMAKE_CUDA_FLAGS"))
    return "it holds nvcc options; put the clang options the HIP build needs "
           "in the matching CMAKE_HIP_FLAGS variable (nvcc-only options such "
           "as --expt-relaxed-constexpr or -Xcompiler have no place there)";
  return llvm::StringSwitch<llvm::StringRef>(Name)
      .Cases("CUDA_SEPARABLE_COMPILATION", "CMAKE_CUDA_SEPARABLE_COMPILATION",
             "CMake has no HIP counterpart; compile and link relocatable "
             "device code with -fgpu-rdc")
      .Case("CUDA_RESOLVE_DEVICE_SYMBOLS",
            "CMake has no HIP counterpart; with -fgpu-rdc the final link "
            "resolves device symbols")
      .Case("CMAKE_CUDA_COMPILER",
            "it names nvcc; the HIP compiler is CMAKE_HIP_COMPILER, ROCm's "
            "clang++")
      .Case("CMAKE_CUDA_HOST_COMPILER",
            "HIP's clang++ compiles the host code itself; remove it")
      .Cases("CUDA_RUNTIME_LIBRARY", "CMAKE_CUDA_RUNTIME_LIBRARY",
             "CMake has no HIP counterpart; link hip::host")
      .Case("CUDA_PTX_COMPILATION", "PTX is NVIDIA's; HIP has no counterpart")
      .Default("");
}

/// Result variables of the deprecated FindCUDA module.
bool isFindCudaVariable(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("CUDA_NVCC_FLAGS", "CUDA_LIBRARIES", "CUDA_INCLUDE_DIRS",
             "CUDA_TOOLKIT_ROOT_DIR", "CUDA_CUBLAS_LIBRARIES", true)
      .Cases("CUDA_CUFFT_LIBRARIES", "CUDA_curand_LIBRARY",
             "CUDA_cusparse_LIBRARY", "CUDA_cusolver_LIBRARY", true)
      .Cases("CUDA_FOUND", "CUDA_VERSION", "CUDA_HOST_COMPILER",
             "CUDA_PROPAGATE_HOST_FLAGS", "CUDA_NVCC_EXECUTABLE", true)
      .Default(false);
}

/// An NVIDIA architecture list: "70;80", "86-real", "native", "all-major".
bool isNvidiaArchitectureList(llvm::StringRef Value) {
  llvm::SmallVector<llvm::StringRef, 4> Items;
  Value.split(Items, ';', -1, /*KeepEmpty=*/false);
  if (Items.empty())
    return false;
  for (llvm::StringRef Item : Items) {
    if (Item == "native" || Item == "all" || Item == "all-major")
      continue;
    Item.consume_back("-real") || Item.consume_back("-virtual");
    Item.consume_front("sm_") || Item.consume_front("compute_");
    if (Item.empty() || !llvm::all_of(Item, llvm::isDigit))
      return false;
  }
  return true;
}

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

class CMakeScanner {
public:
  CMakeScanner(llvm::StringRef Path, llvm::StringRef Text,
               const BuildFileOptions &Options)
      : Path(Path), Text(Text), Options(Options), Lines(Text) {}

  BuildFileScan run() {
    Parse = lexCMake(Text);
    collectContext(Parse.Commands);
    for (const CMakeCommand &Command : Parse.Commands)
      scanCommand(Command);
    addPackageFix();
    if (Parse.Error) {
      Scan.Error = *Parse.Error;
      Scan.ErrorLine = Lines.position(Parse.ErrorOffset).first;
    }
    return std::move(Scan);
  }

private:
  Finding &report(unsigned Offset, llvm::StringRef Rule,
                  const llvm::Twine &Message) {
    Finding F;
    F.Rule = Rule.str();
    F.File = Path.str();
    std::tie(F.Line, F.Column) = Lines.position(Offset);
    F.Message = Message.str();
    F.FromPartialParse = true;
    Scan.Findings.push_back(std::move(F));
    return Scan.Findings.back();
  }

  void fix(Finding &F, unsigned Offset, unsigned Length,
           const llvm::Twine &Replacement) {
    F.Fixes.push_back({Path.str(), Offset, Length, Replacement.str()});
  }

  /// Where an argument's value starts in the file.
  static unsigned valueOffset(const CMakeArgument &Arg) {
    return Arg.K == CMakeArgument::Quoted ? Arg.Offset + 1 : Arg.Offset;
  }

  std::string indentOf(unsigned Offset) const {
    unsigned Start = Lines.lineStart(Offset);
    llvm::StringRef Before = Text.slice(Start, Offset);
    return Before.take_while([](char C) { return C == ' ' || C == '\t'; })
        .str();
  }

  /// What the whole file says before any finding is made: which packages it
  /// finds already and which .cu files it already gives a language.
  void collectContext(const std::vector<CMakeCommand> &Commands) {
    for (const CMakeCommand &Command : Commands) {
      std::string Name = Command.lowerName();
      if (Name == "find_package" && !Command.Args.empty())
        FoundPackages.insert(llvm::StringRef(Command.Args[0].Value).lower());
      if (Name != "set_source_files_properties")
        continue;
      bool SetsLanguage = false;
      for (const CMakeArgument &Arg : Command.Args)
        SetsLanguage |= Arg.Value == "LANGUAGE";
      if (!SetsLanguage)
        continue;
      for (const CMakeArgument &Arg : Command.Args) {
        if (Arg.Value == "PROPERTIES")
          break;
        llvm::StringRef Value = Arg.Value;
        if (Value.consume_front("${") && Value.consume_back("}"))
          CoveredVariables.insert(Value);
        else
          CoveredSources.insert(Value);
      }
    }
  }

  void scanCommand(const CMakeCommand &Command) {
    std::string Name = Command.lowerName();
    // set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} ...") is one change.
    ReportedWords.clear();
    // A message is prose, not build logic.
    if (Name == "message")
      return;
    if (Name == "project")
      scanProject(Command);
    else if (Name == "enable_language")
      for (const CMakeArgument &Arg : Command.Args)
        if (Arg.Value == "CUDA")
          fix(report(Arg.Offset, rules::Language,
                     "enable_language(CUDA) enables NVIDIA's CUDA language; "
                     "HIP code is compiled by the HIP language (CMake 3.21 "
                     "or newer): enable_language(HIP)"),
              valueOffset(Arg), 4, "HIP");
    if (Name == "find_package" && !Command.Args.empty()) {
      if (Command.Args[0].Value == "CUDAToolkit")
        ToolkitSearch = &Command;
      else if (Command.Args[0].Value == "CUDA")
        report(Command.Offset, rules::FindCuda,
               "find_package(CUDA) loads FindCUDA, deprecated since CMake "
               "3.10 and removed in 3.27; enable the HIP language "
               "(enable_language(HIP)) and find_package(hip) instead");
    }
    if (llvm::StringRef(Name).starts_with("cuda_"))
      report(Command.Offset, rules::FindCuda,
             Command.Name +
                 "() comes from FindCUDA and has no HIP "
                 "counterpart; use " +
                 findCudaReplacement(Name));
    scanSourceList(Command, Name);
    // Bare NAME=VALUE arguments are definitions in *_compile_definitions and
    // after a COMPILE_DEFINITIONS property name.
    bool Definitions = llvm::StringRef(Name).ends_with("compile_definitions");
    for (size_t I = 0; I < Command.Args.size(); ++I) {
      scanArgument(Command, I, Name);
      scanWarpSizeDefinitions(Command.Args[I], Definitions);
      Definitions |= Command.Args[I].Value == "COMPILE_DEFINITIONS";
    }
  }

  static std::string findCudaReplacement(llvm::StringRef Name) {
    if (Name == "cuda_add_executable")
      return "add_executable() with its .cu sources set to LANGUAGE HIP";
    if (Name == "cuda_add_library")
      return "add_library() with its .cu sources set to LANGUAGE HIP";
    if (Name == "cuda_include_directories")
      return "target_include_directories()";
    if (Name.starts_with("cuda_add_") && Name.ends_with("_to_target"))
      return "target_link_libraries() with the HIP library's target";
    return "the HIP language's own commands and properties";
  }

  /// project(NAME [LANGUAGES] lang...): CUDA among the languages.
  void scanProject(const CMakeCommand &Command) {
    bool HasKeywords = false;
    for (const CMakeArgument &Arg : Command.Args)
      HasKeywords |= llvm::is_contained(
          {"LANGUAGES", "VERSION", "DESCRIPTION", "HOMEPAGE_URL"}, Arg.Value);
    bool InLanguages = !HasKeywords;
    for (size_t I = 1; I < Command.Args.size(); ++I) {
      const CMakeArgument &Arg = Command.Args[I];
      if (llvm::is_contained({"VERSION", "DESCRIPTION", "HOMEPAGE_URL"},
                             Arg.Value))
        InLanguages = false;
      else if (Arg.Value == "LANGUAGES")
        InLanguages = true;
      else if (InLanguages && Arg.Value == "CUDA")
        fix(report(Arg.Offset, rules::Language,
                   "project() enables NVIDIA's CUDA language; HIP code is "
                   "compiled by the HIP language (CMake 3.21 or newer): "
                   "replace CUDA with HIP"),
            valueOffset(Arg), 4, "HIP");
    }
  }

  /// .cu files listed for a target or a variable, and *.cu globs.
  void scanSourceList(const CMakeCommand &Command, llvm::StringRef Name) {
    if (!llvm::is_contained({"add_executable", "add_library", "target_sources",
                             "set", "list", "file"},
                            Name) ||
        Command.Args.empty())
      return;
    // The variable a set/list/file command fills: its sources may already
    // be covered by set_source_files_properties(${VAR} ...).
    llvm::StringRef Variable;
    if (Name == "set")
      Variable = Command.Args[0].Value;
    else if ((Name == "list" || Name == "file") && Command.Args.size() > 1)
      Variable = Command.Args[1].Value;
    if (!Variable.empty() && CoveredVariables.count(Variable))
      return;
    std::vector<const CMakeArgument *> CuFiles;
    for (const CMakeArgument &Arg : Command.Args)
      if (Arg.K != CMakeArgument::Bracket &&
          llvm::StringRef(Arg.Value).ends_with(".cu") &&
          !CoveredSources.count(Arg.Value))
        CuFiles.push_back(&Arg);
    if (CuFiles.empty())
      return;
    bool Glob = Name == "file";
    if (Glob && !llvm::StringRef(Command.Args[0].Value).starts_with("GLOB"))
      return;
    std::string Listed;
    if (Glob) {
      Listed = "${" + Variable.str() + "}";
    } else {
      for (const CMakeArgument *Arg : CuFiles)
        Listed += (Listed.empty() ? "" : " ") +
                  Text.substr(Arg->Offset, Arg->Length).str();
    }
    Finding &F =
        report(CuFiles.front()->Offset, rules::Source,
               llvm::Twine(Glob ? "files globbed as *.cu" : ".cu files") +
                   " are compiled as CUDA; with the HIP language they need the "
                   "source property LANGUAGE HIP (or the .hip extension): "
                   "set_source_files_properties(" +
                   Listed + " PROPERTIES LANGUAGE HIP)");
    // After the command's line, so that a comment ending it stays there.
    size_t LineEnd = Text.find('\n', Command.EndOffset);
    if (LineEnd == llvm::StringRef::npos)
      LineEnd = Text.size();
    fix(F, LineEnd, 0,
        "\n" + indentOf(Command.Offset) + "set_source_files_properties(" +
            Listed + " PROPERTIES LANGUAGE HIP)");
  }

  void scanArgument(const CMakeCommand &Command, size_t Index,
                    llvm::StringRef CommandName) {
    const CMakeArgument &Arg = Command.Args[Index];
    if (Arg.K == CMakeArgument::Bracket)
      return;
    if ((Arg.Value == "LANGUAGE" || Arg.Value == "LINKER_LANGUAGE") &&
        Index + 1 < Command.Args.size() &&
        Command.Args[Index + 1].Value == "CUDA") {
      const CMakeArgument &Language = Command.Args[Index + 1];
      fix(report(Language.Offset, rules::Language,
                 Arg.Value +
                     " CUDA compiles with NVIDIA's CUDA language; "
                     "use " +
                     Arg.Value + " HIP"),
          valueOffset(Language), 4, "HIP");
    }
    if (CommandName == "target_link_libraries" ||
        CommandName == "link_libraries")
      scanPlainLibrary(Arg);
    scanGeneratorExpressions(Arg);
    llvm::StringRef Value = Arg.Value;
    unsigned Base = valueOffset(Arg);
    for (size_t I = 0; I < Value.size();) {
      if (!isIdentifierChar(Value[I])) {
        ++I;
        continue;
      }
      size_t End = I;
      while (End < Value.size() && isIdentifierChar(Value[End]))
        ++End;
      llvm::StringRef Word = Value.slice(I, End);
      if (Word == "CUDA" && Value.substr(End).starts_with("::")) {
        size_t NameEnd = End + 2;
        while (NameEnd < Value.size() && isIdentifierChar(Value[NameEnd]))
          ++NameEnd;
        scanToolkitTarget(Base + I, Value.slice(End + 2, NameEnd));
        End = NameEnd;
      } else {
        scanWord(Command, Index, Word, Base + I, Word.size() == Value.size());
      }
      I = End;
    }
  }

  /// -DWARP_SIZE=32 in flags, WARP_SIZE=32 among compile definitions.
  void scanWarpSizeDefinitions(const CMakeArgument &Arg, bool Definitions) {
    if (Arg.K == CMakeArgument::Bracket)
      return;
    for (const WarpSizeDefinition &Definition :
         findWarpSizeDefinitions(Arg.Value, Definitions))
      report(valueOffset(Arg) + Definition.Offset, rules::WarpSize,
             warpSizeDefinitionMessage(Definition));
  }

  void scanWord(const CMakeCommand &Command, size_t Index, llvm::StringRef Word,
                unsigned Offset, bool WholeArgument) {
    if (llvm::StringRef Twin = hipTwin(Word); !Twin.empty()) {
      fix(report(Offset, rules::Property,
                 Word + " applies to NVIDIA's CUDA language; use " + Twin),
          Offset, Word.size(), Twin);
    } else if (Word == "CUDA_ARCHITECTURES" ||
               Word == "CMAKE_CUDA_ARCHITECTURES") {
      scanArchitectures(Command, Index, Word, Offset, WholeArgument);
    } else if (!ReportedWords.insert(Word).second) {
      return;
    } else if (llvm::StringRef Advice = cudaOnlyAdvice(Word); !Advice.empty()) {
      report(Offset, rules::Property, Word + ": " + Advice);
    } else if (isFindCudaVariable(Word)) {
      report(Offset, rules::FindCuda,
             Word + " is set by the deprecated FindCUDA module; a HIP build "
                    "links the HIP packages' imported targets instead");
    } else if (Word.starts_with("CUDAToolkit_")) {
      report(Offset, rules::Toolkit,
             Word + " is set by find_package(CUDAToolkit); a HIP build "
                    "links the HIP packages' imported targets (hip::host, "
                    "roc::hipblas, ...), which carry their include "
                    "directories");
    }
  }

  /// CUDA_ARCHITECTURES and CMAKE_CUDA_ARCHITECTURES: the name and, when
  /// they follow it, the NVIDIA architecture numbers.
  void scanArchitectures(const CMakeCommand &Command, size_t Index,
                         llvm::StringRef Word, unsigned Offset,
                         bool WholeArgument) {
    std::string Twin = "HIP_" + Word.drop_front(Word.find("CUDA_") + 5).str();
    if (Word.starts_with("CMAKE_"))
      Twin = "CMAKE_" + Twin;
    size_t First = Index + 1, Last = Index + 1;
    if (WholeArgument)
      while (Last < Command.Args.size() &&
             Command.Args[Last].K != CMakeArgument::Bracket &&
             isNvidiaArchitectureList(Command.Args[Last].Value))
        ++Last;
    bool HasValues = Last > First;
    Finding &F = report(
        Offset, rules::Architectures,
        Word +
            " lists NVIDIA GPU architectures; a HIP build lists AMD ones "
            "in " +
            Twin + " (gfx90a, gfx942, ...)" +
            (HasValues
                 ? ": " + Twin + " " + Options.OffloadArch + " (--offload-arch)"
                 : std::string()));
    fix(F, Offset, Word.size(), Twin);
    if (HasValues) {
      const CMakeArgument &End = Command.Args[Last - 1];
      unsigned Begin = Command.Args[First].Offset;
      fix(F, Begin, End.Offset + End.Length - Begin, Options.OffloadArch);
    }
  }

  /// $<COMPILE_LANGUAGE:CUDA>, $<COMPILE_LANGUAGE:CXX,CUDA> and
  /// $<COMPILE_LANG_AND_ID:CUDA,NVIDIA>.
  void scanGeneratorExpressions(const CMakeArgument &Arg) {
    llvm::StringRef Value = Arg.Value;
    unsigned Base = valueOffset(Arg);
    for (llvm::StringRef Head :
         {"$<COMPILE_LANGUAGE:", "$<COMPILE_LANG_AND_ID:"}) {
      for (size_t At = Value.find(Head); At != llvm::StringRef::npos;
           At = Value.find(Head, At + 1)) {
        size_t ListBegin = At + Head.size();
        size_t ListEnd = Value.find_first_of(">", ListBegin);
        llvm::StringRef List = Value.slice(ListBegin, ListEnd);
        bool AndId = Head == "$<COMPILE_LANG_AND_ID:";
        if (AndId) {
          if (List.starts_with("CUDA,"))
            report(Base + ListBegin, rules::Language,
                   "$<COMPILE_LANG_AND_ID:CUDA,...> tests NVIDIA's CUDA "
                   "language and compiler; a HIP build tests "
                   "$<COMPILE_LANG_AND_ID:HIP,Clang>");
          continue;
        }
        size_t ItemBegin = 0;
        while (ItemBegin <= List.size()) {
          size_t ItemEnd = List.find(',', ItemBegin);
          if (ItemEnd == llvm::StringRef::npos)
            ItemEnd = List.size();
          if (List.slice(ItemBegin, ItemEnd) == "CUDA") {
            unsigned Offset = Base + ListBegin + ItemBegin;
            fix(report(Offset, rules::Language,
                       "$<COMPILE_LANGUAGE:CUDA> selects NVIDIA's CUDA "
                       "language, which a HIP build does not compile; use "
                       "$<COMPILE_LANGUAGE:HIP> and check that the options "
                       "it guards are clang's, not nvcc's"),
                Offset, 4, "HIP");
          }
          ItemBegin = ItemEnd + 1;
        }
      }
    }
  }

  /// CUDA::cublas and friends: the HIP target and the package it needs.
  void scanToolkitTarget(unsigned Offset, llvm::StringRef Name) {
    const CudaLibrary *Library = findCudaLibrary(Name);
    std::string Target = ("CUDA::" + Name).str();
    if (!Library) {
      report(Offset, rules::Toolkit,
             Target + " is a CUDA toolkit target hipport does not know; link "
                      "the HIP library that replaces it");
      return;
    }
    if (!Library->hasReplacement()) {
      report(Offset, rules::Toolkit,
             Target + " links " + Library->Title +
                 ", which has no HIP "
                 "counterpart: " +
                 Library->Advice);
      return;
    }
    Finding &F = report(Offset, rules::Toolkit,
                        Target + " links " + Library->Title + "; link " +
                            Library->HipTarget + " from find_package(" +
                            Library->HipPackage + ")");
    fix(F, Offset, Target.size(), Library->HipTarget);
    needPackage(Library->HipPackage, Scan.Findings.size() - 1, Offset);
  }

  /// target_link_libraries(app cublas) and -lcublas.
  void scanPlainLibrary(const CMakeArgument &Arg) {
    if (Arg.K != CMakeArgument::Unquoted)
      return;
    llvm::StringRef Name = Arg.Value;
    bool Flag = Name.consume_front("-l");
    const CudaLibrary *Library = findCudaLibrary(Name);
    // A plain "cuda" may well be a project's own target; -lcuda is not.
    if (!Library || (Name == "cuda" && !Flag))
      return;
    if (!Library->hasReplacement()) {
      report(Arg.Offset, rules::Toolkit,
             Arg.Value + " links " + Library->Title +
                 ", which has no HIP "
                 "counterpart: " +
                 Library->Advice);
      return;
    }
    Finding &F = report(Arg.Offset, rules::Toolkit,
                        Arg.Value + " links " + Library->Title + "; link " +
                            Library->HipTarget + " from find_package(" +
                            Library->HipPackage + ")");
    fix(F, Arg.Offset, Arg.Length, Library->HipTarget);
    needPackage(Library->HipPackage, Scan.Findings.size() - 1, Arg.Offset);
  }

  void needPackage(llvm::StringRef Package, size_t FindingIndex,
                   unsigned Offset) {
    if (!NeededPackages.count(Package.str()))
      NeededPackages[Package.str()] = {FindingIndex, Offset};
  }

  /// One find_package() per HIP package the file's targets need: in place
  /// of find_package(CUDAToolkit), or before the first target that needs
  /// one when the file has none.
  void addPackageFix() {
    std::vector<std::string> Missing;
    // hip first: the HIP libraries' packages expect it.
    if (ToolkitSearch || NeededPackages.count("hip"))
      Missing.push_back("hip");
    for (const auto &[Package, Where] : NeededPackages)
      if (Package != "hip")
        Missing.push_back(Package);
    llvm::erase_if(Missing, [&](const std::string &Package) {
      return FoundPackages.count(Package) != 0;
    });
    if (ToolkitSearch) {
      std::string Keywords;
      for (const CMakeArgument &Arg : ToolkitSearch->Args)
        if (Arg.Value == "REQUIRED" || Arg.Value == "QUIET")
          Keywords += " " + Arg.Value;
      std::string Indent = indentOf(ToolkitSearch->Offset), Replacement;
      for (const std::string &Package : Missing)
        Replacement += (Replacement.empty() ? "" : "\n" + Indent) +
                       "find_package(" + Package + Keywords + ")";
      std::string List;
      for (const std::string &Package : Missing)
        List += (List.empty() ? "" : ", ") + ("find_package(" + Package + ")");
      Finding &F = report(
          ToolkitSearch->Offset, rules::Toolkit,
          "find_package(CUDAToolkit) finds NVIDIA's toolkit; a HIP build "
          "finds the HIP packages its targets need" +
              (List.empty() ? std::string(", which this file has already")
                            : ": " + List));
      fix(F, ToolkitSearch->Offset,
          ToolkitSearch->EndOffset - ToolkitSearch->Offset, Replacement);
      return;
    }
    if (Missing.empty())
      return;
    // The earliest use gets the insertion, so that every later one sees
    // the targets.
    std::pair<size_t, unsigned> First = NeededPackages.begin()->second;
    for (const auto &[Package, Where] : NeededPackages)
      if (Where.second < First.second)
        First = Where;
    // At the start of the line of the command that uses the target.
    unsigned At = First.second;
    for (const CMakeCommand &Command : Parse.Commands)
      if (Command.Offset <= At && At < Command.EndOffset)
        At = Command.Offset;
    std::string Indent = indentOf(At), Insertion;
    for (const std::string &Package : Missing)
      Insertion += Indent + "find_package(" + Package + " REQUIRED)\n";
    fix(Scan.Findings[First.first], Lines.lineStart(At), 0, Insertion);
  }

  llvm::StringRef Path, Text;
  const BuildFileOptions &Options;
  LineTable Lines;
  CMakeParse Parse;
  BuildFileScan Scan;
  llvm::StringSet<> FoundPackages, CoveredSources, CoveredVariables;
  /// Report-only names already reported in the current command.
  llvm::StringSet<> ReportedWords;
  const CMakeCommand *ToolkitSearch = nullptr;
  /// Package -> (index of the first finding that needs it, its offset).
  std::map<std::string, std::pair<size_t, unsigned>> NeededPackages;
};

} // namespace

BuildFileScan hipport::scanCMakeFile(llvm::StringRef DisplayPath,
                                     llvm::StringRef Text,
                                     const BuildFileOptions &Options) {
  return CMakeScanner(DisplayPath, Text, Options).run();
}
