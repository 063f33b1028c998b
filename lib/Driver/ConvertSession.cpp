//===- ConvertSession.cpp -------------------------------------------------===//
#include "Driver/ConvertSession.h"
#include "Driver/BuildFileUnits.h"
#include "Driver/CompatHeaderOutput.h"
#include "Driver/DatabaseInputs.h"
#include "Driver/HipCompileCommands.h"
#include "Driver/IncludeRenames.h"
#include "Driver/IncludedFiles.h"
#include "Driver/InputPlan.h"
#include "Driver/ProgressLine.h"
#include "Driver/ResultMerger.h"
#include "Driver/UnitRunner.h"
#include "Report/UnifiedDiff.h"
#include "Rewrite/SourceClassifier.h"
#include "Support/AtomicFile.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Timer.h"
#include <chrono>

using namespace hipport;

namespace {

/// The converted text of a planned file: its edits applied, or the file as
/// it is when nothing in it needed converting.
llvm::Expected<std::string> convertedText(const PlannedFile &File,
                                          const FileConversion *Conversion) {
  if (Conversion)
    return Conversion->Edits.apply(Conversion->Original);
  auto Buffer = llvm::MemoryBuffer::getFile(File.Path, /*IsText=*/false);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read '%s': %s",
                                   File.Input.c_str(),
                                   Buffer.getError().message().c_str());
  return (*Buffer)->getBuffer().str();
}

unsigned countChangedLines(const FileConversion &Conversion) {
  std::set<unsigned> Lines;
  Conversion.Edits.forEach([&](const FileEdits::Edit &E) {
    Lines.insert(Conversion.position(E.Offset).first);
  });
  return Lines.size();
}

/// What the token-level pass found: the references and, as line ranges,
/// the regions they are in.
void addTokenDetails(const FileConversion &Conversion, FileReport &R) {
  for (const auto &[Offset, Ref] : Conversion.References) {
    if (!Ref.ByTokens)
      continue;
    bool Converted = Ref.Outcome == ReferenceOutcome::Converted ||
                     Ref.Outcome == ReferenceOutcome::NeedsNewerHip;
    R.TokenConverted += Converted;
    auto [Line, Column] = Conversion.position(Offset);
    R.TokenReferences.push_back({Line, Column, Ref.CudaName, Converted});
  }
  for (auto [Begin, End] : Conversion.TokenRegions) {
    unsigned First = Conversion.position(Begin).first;
    unsigned Last = Conversion.position(End > Begin ? End - 1 : End).first;
    R.TokenRegions.push_back(First == Last ? std::to_string(First)
                                           : std::to_string(First) + "-" +
                                                 std::to_string(Last));
  }
}

FileReport reportFor(const PlannedFile &File, const MergedResult &Merged) {
  FileReport R;
  R.Input = File.Input;
  R.Output = File.Output == "-" ? "<stdout>" : File.Output;
  auto It = Merged.Files.find(File.Path);
  if (It != Merged.Files.end()) {
    const FileConversion &C = It->second;
    for (const auto &[Offset, Ref] : C.References) {
      ++R.ReferencesFound;
      switch (Ref.Outcome) {
      case ReferenceOutcome::Converted:
        ++R.Converted;
        break;
      case ReferenceOutcome::NeedsNewerHip:
        ++R.Converted;
        ++R.NeedsNewerHip;
        break;
      case ReferenceOutcome::Unsupported:
        ++R.Unsupported;
        break;
      case ReferenceOutcome::Unmapped:
        ++R.Unmapped;
        break;
      }
    }
    R.LinesChanged = countChangedLines(C);
    addTokenDetails(C, R);
  }
  auto Errors = Merged.CompilerErrors.find(File.Path);
  if (Errors != Merged.CompilerErrors.end()) {
    R.Parse = ParseStatus::Partial;
    R.CompilerErrors = Errors->second;
  }
  return R;
}

/// Puts one converted file where the mode says.
/// Changed: Text differs from the original (so Conversion is set).
llvm::Error emit(const ConvertRequest &Request, const PlannedFile &File,
                 const FileConversion *Conversion, llvm::StringRef Text,
                 bool Changed, llvm::raw_ostream &Diag) {
  switch (Request.Mode) {
  case ConvertMode::Write:
    if (File.Output != "-")
      return writeFileAtomically(File.Output, Text, permissionsOf(File.Path));
    llvm::outs() << Text;
    llvm::outs().flush();
    return llvm::Error::success();
  case ConvertMode::InPlace:
    if (!Changed)
      return llvm::Error::success();
    // The backup first: if it cannot be written, the input stays as it is.
    if (!Request.BackupSuffix.empty())
      if (llvm::Error Err = writeFileAtomically(
              File.Path + Request.BackupSuffix, Conversion->Original))
        return Err;
    return writeFileAtomically(File.Path, Text, permissionsOf(File.Path));
  case ConvertMode::Diff:
    if (Changed)
      llvm::outs() << unifiedDiff(Conversion->Original, Text, File.Input);
    return llvm::Error::success();
  case ConvertMode::Check:
    if (Changed)
      Diag << "hipport: " << File.Input << " would change\n";
    return llvm::Error::success();
  }
  return llvm::Error::success();
}

/// Copies a file of the tree that is not a source, byte for byte; a file
/// that cannot be read is skipped, not an error.
llvm::Error copyUnchanged(const PlannedFile &File, ConvertReport &Report) {
  auto Buffer = llvm::MemoryBuffer::getFile(File.Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer) {
    Report.Skipped.push_back(
        {File.Input, "cannot be read: " + Buffer.getError().message()});
    return llvm::Error::success();
  }
  ++Report.FilesCopied;
  return writeFileAtomically(File.Output, (*Buffer)->getBuffer(),
                             permissionsOf(File.Path));
}

/// Each skipped file as a finding: one warning line on standard error, and
/// a result in every report format.
void reportSkipped(const ConvertReport &Report, MergedResult &Merged) {
  for (const SkippedFile &S : Report.Skipped)
    Merged.Findings.insert(S.asFinding());
}

/// Findings located in each reported file, matched by normalised path.
void countFindings(ConvertReport &Report) {
  std::map<std::string, unsigned> ByPath;
  for (const Finding &F : Report.Findings)
    ++ByPath[normalizePath(F.File)];
  for (FileReport &File : Report.Files) {
    auto It = ByPath.find(normalizePath(File.Input));
    File.Findings = It == ByPath.end() ? 0 : It->second;
  }
}

/// The summary of the warp assumptions left for a person (rule
/// hipport-warp-hand-port), after the findings: how many and where. True
/// when there is one: the conversion is not complete.
bool summariseHandPorts(const std::vector<Finding> &Findings,
                        llvm::raw_ostream &Diag) {
  std::vector<const Finding *> Left;
  for (const Finding &F : Findings)
    if (F.Rule == "hipport-warp-hand-port")
      Left.push_back(&F);
  if (Left.empty())
    return false;
  // Assumptions, masks and launches alike: code hipport left as written
  // that is wrong or rejected on 64-lane wavefronts.
  Diag << "hipport: " << Left.size()
       << (Left.size() == 1 ? " place needs" : " places need")
       << " a change by hand for 64-lane wavefronts "
          "(hipport-warp-hand-port):";
  for (const Finding *F : Left)
    Diag << " " << F->File << ":" << F->Line;
  Diag << "\n";
  return true;
}

} // namespace

int hipport::runConvert(const ConvertRequest &Request, const RuleCatalog &Rules,
                        llvm::raw_ostream &Diag) {
  auto Start = std::chrono::steady_clock::now();
  bool Writes = Request.Mode == ConvertMode::Write;
  JobSettings Job = Request.Job;
  auto Plan = planWithDatabase(
      Request.Inputs,
      [&](const std::vector<std::string> &Inputs) {
        return Writes ? planInputs(Inputs, Request.Output, Request.Tree)
                      : planLintInputs(Inputs, Request.Tree);
      },
      Job.Frontend, Diag);
  if (!Plan) {
    Diag << "hipport: error: " << llvm::toString(Plan.takeError()) << "\n";
    return ExitUsageError;
  }
  Job.Options.ProjectRoots = Plan->ProjectRoots;
  std::optional<std::string> CompileCommands = Request.CompileCommandsPath;
  if (CompileCommands && CompileCommands->empty()) {
    if (Plan->OutputRoots.empty()) {
      Diag << "hipport: error: --write-compile-commands needs =FILE unless "
              "a tree is converted to -o DIR\n";
      return ExitUsageError;
    }
    CompileCommands = Request.Output + "/compile_commands.json";
  }

  std::optional<ProgressLine> Progress;
  if (!Plan->SingleFile)
    Progress.emplace(Diag, Plan->Files.size(), Request.Progress);
  MergedResult Merged =
      convertUnits(*Plan, Job, Diag, Progress ? &*Progress : nullptr);
  Progress.reset();
  if (llvm::Error Err =
          addBuildFiles(*Plan, Request.BuildFiles, Job.Options, Merged, Diag)) {
    Diag << "hipport: error: " << llvm::toString(std::move(Err)) << "\n";
    return ExitUsageError;
  }
  renameIncludes(*Plan, Merged, Diag);
  addIncludedFiles(*Plan, Merged, Writes);

  ConvertReport Report;
  Report.HipVersion = Job.Options.HipVersion.str();
  Report.Rules = &Rules;
  Report.ToolVersion = Request.ToolVersion;
  Report.Skipped = Plan->Skipped;
  bool AnyErrors = false, AnyChange = false;
  std::set<std::string> Planned;
  for (const PlannedFile &File : Plan->Files) {
    Planned.insert(File.Path);
    auto It = Merged.Files.find(File.Path);
    const FileConversion *Conversion =
        It == Merged.Files.end() ? nullptr : &It->second;
    auto Text = convertedText(File, Conversion);
    if (!Text) {
      Diag << "hipport: error: " << llvm::toString(Text.takeError()) << "\n";
      return ExitUsageError;
    }
    bool Changed = Conversion && *Text != Conversion->Original;
    AnyChange |= Changed;
    if (llvm::Error Err =
            emit(Request, File, Conversion, *Text, Changed, Diag)) {
      Diag << "hipport: error: " << llvm::toString(std::move(Err)) << "\n";
      return ExitUsageError;
    }
    Report.Files.push_back(reportFor(File, Merged));
    if (!Writes)
      Report.Files.back().Output = File.Input;
    AnyErrors |= Report.Files.back().Parse == ParseStatus::Partial;
  }
  if (CompileCommands)
    if (llvm::Error Err = writeFileAtomically(
            *CompileCommands,
            renderHipCompileCommands(*Plan, Job.Frontend,
                                     Job.Options.OffloadArch))) {
      Diag << "hipport: error: " << llvm::toString(std::move(Err)) << "\n";
      return ExitUsageError;
    }
  // Build files are copied like any other file unless --build-files
  // converted them.
  std::vector<const PlannedFile *> Copies;
  for (const PlannedFile &File : Plan->Copies)
    Copies.push_back(&File);
  if (!Request.BuildFiles && !Request.Tree.SourcesOnly)
    for (const PlannedFile &File : Plan->BuildFiles)
      if (!File.Output.empty() && !Plan->SingleFile)
        Copies.push_back(&File);
  for (const PlannedFile *File : Copies)
    if (llvm::Error Err = copyUnchanged(*File, Report)) {
      Diag << "hipport: error: " << llvm::toString(std::move(Err)) << "\n";
      return ExitUsageError;
    }
  auto CompatInPlace =
      writeCompatHeaders(Request, *Plan, Merged, Merged.Findings);
  if (!CompatInPlace) {
    Diag << "hipport: error: " << llvm::toString(CompatInPlace.takeError())
         << "\n";
    return ExitUsageError;
  }
  AnyErrors |= !*CompatInPlace;
  reportSkipped(Report, Merged);
  // Project headers outside the plan (single-file mode, or files named
  // one by one) are not written; say so rather than leave them silently
  // half-ported.
  for (const auto &[Path, Conversion] : Merged.Files)
    if (!Planned.count(Path) && !Conversion.References.empty()) {
      Finding F;
      F.Rule = "hipport-header-not-written";
      F.File = Conversion.DisplayPath;
      F.Message = "this header has " +
                  std::to_string(Conversion.References.size()) +
                  " CUDA references that were not written";
      F.Message += Plan->SingleFile
                       ? "; convert the directory that holds it"
                       : ": it is not below an input directory, nor among "
                         "the files named; name it too, or convert the "
                         "directory that holds it";
      Merged.Findings.insert(F);
    }

  // Findings inside headers that are not written are summed up by the note
  // above rather than repeated for every unit that includes them.
  std::set<std::string> Unwritten;
  for (const auto &[Path, Conversion] : Merged.Files)
    if (!Planned.count(Path))
      Unwritten.insert(Conversion.DisplayPath);
  for (Finding F : Merged.Findings) {
    if ((Unwritten.count(F.File) && F.Rule != "hipport-header-not-written") ||
        !Job.Options.ruleEnabled(F.Rule))
      continue;
    if (const Rule *R = Rules.lookup(F.Rule))
      F.Level = R->Level;
    Diag << formatFindingAsClangText(F) << "\n";
    Report.Findings.push_back(std::move(F));
  }
  AnyErrors |= summariseHandPorts(Report.Findings, Diag);
  countFindings(Report);
  for (const KernelLds &K : Merged.Kernels)
    Report.Kernels.push_back(
        {K.Kernel, K.File, K.Line, K.StaticBytes, K.DynamicBytes});
  Report.UnitsParsed = Merged.UnitsParsed;
  Report.UnitsReused = Merged.UnitsReused;
  Report.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  if (!Request.ReportPath.empty()) {
    ReportFormat Format =
        Request.Format.value_or(reportFormatForPath(Request.ReportPath));
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    writeReport(Report, Format, OS);
    OS.flush();
    if (Request.ReportPath == "-")
      llvm::outs() << Text;
    else if (llvm::Error Err = writeFileAtomically(Request.ReportPath, Text)) {
      Diag << "hipport: error: " << llvm::toString(std::move(Err)) << "\n";
      return ExitUsageError;
    }
  }
  if (Request.Mode == ConvertMode::Check && AnyChange)
    return ExitConvertedWithErrors;
  return AnyErrors || !Report.Skipped.empty() ? ExitConvertedWithErrors
                                              : ExitConverted;
}
