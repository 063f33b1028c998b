//===- PreprocessorRewriter.cpp -------------------------------------------===//
#include "Rewrite/PreprocessorRewriter.h"
#include "Rewrite/CompatShims.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace hipport;
using namespace clang;

/// Headers that bring in everything nvcc's implicit cuda_runtime.h did.
static bool isHipRuntimeHeader(llvm::StringRef Name) {
  return Name == "hip/hip_runtime.h" || Name == "hip/hip_runtime_api.h";
}

const MappingEntry *PreprocessorRewriter::lookupHeader(
    const MappingTable &Table, llvm::StringRef FileName, std::string &Suffix) {
  Suffix.clear();
  if (const MappingEntry *E = Table.lookup(EntryKind::Header, FileName))
    return E;
  // A directory entry ("thrust/") covers every header below it.
  for (size_t Slash = FileName.rfind('/'); Slash != llvm::StringRef::npos;
       Slash = FileName.rfind('/', Slash)) {
    llvm::StringRef Dir = FileName.take_front(Slash + 1);
    if (const MappingEntry *E = Table.lookup(EntryKind::Header, Dir)) {
      Suffix = FileName.drop_front(Dir.size()).str();
      return E;
    }
    if (Slash == 0)
      break;
  }
  return nullptr;
}

void PreprocessorRewriter::InclusionDirective(
    SourceLocation HashLoc, const Token &IncludeTok, llvm::StringRef FileName,
    bool IsAngled, CharSourceRange FilenameRange, OptionalFileEntryRef File,
    llvm::StringRef SearchPath, llvm::StringRef RelativePath,
    const Module *SuggestedModule, bool ModuleImported,
    SrcMgr::CharacteristicKind FileType) {
  const SourceManager &SM = Ctx.sourceManager();
  if (HashLoc.isMacroID() || !Ctx.classifier().classify(HashLoc).IsProject)
    return;
  if (File)
    Ctx.noteProjectInclude(FilenameRange, File->getName());
  if (FileName.starts_with("hip/"))
    Ctx.noteIncludesHipHeaders();
  FileID Includer = SM.getFileID(HashLoc);
  llvm::StringSet<> &Seen = HipHeadersByFile[Includer];
  const std::string &IncluderPath = Ctx.classifier().classify(Includer).Path;
  if (FileName.starts_with("hip/"))
    Ctx.transitiveIncludes().noteHipInclude(IncluderPath, FileName);
  if (isCompatHeaderInclude(FileName))
    Ctx.noteIncludesCompatHeader(HashLoc);
  if (isHipRuntimeHeader(FileName)) {
    Seen.insert(FileName);
    Ctx.noteIncludesHipRuntime(HashLoc);
    return;
  }
  // A project header that shares a CUDA header's name (a "cuda.h" of the
  // project's own) is the user's file: it is converted as such, and the
  // include stays. Only an include clang resolved into the toolkit, or one
  // it could not find, or a system header outside it (cuDNN, NCCL), is
  // CUDA's.
  if (File && !SrcMgr::isSystem(FileType) &&
      !Ctx.classifier().isToolkitPath(File->getName()) &&
      Ctx.classifier().isProjectPath(File->getName()))
    return;
  std::string Suffix;
  const MappingEntry *Entry = lookupHeader(Ctx.table(), FileName, Suffix);
  if (!Entry) {
    // Only the toolkit's own headers need a mapping; a project header that
    // happens to share a name is not CUDA.
    if (File && Ctx.classifier().isToolkitPath(File->getName())) {
      Ctx.record(FilenameRange.getBegin(), FileName,
                 ReferenceOutcome::Unmapped);
      Ctx.report("hipport-unmapped-api", FilenameRange.getBegin(),
                 "CUDA header '" + FileName +
                     "' has no HIP mapping; the include was left unchanged");
    }
    return;
  }
  std::optional<FileRange> Directive = Ctx.projectRange(
      CharSourceRange::getCharRange(HashLoc, FilenameRange.getEnd()));
  if (!Directive)
    return;
  if (Ctx.includeCompatHeaderFor(*Entry, FileName, FilenameRange))
    return;
  if (Entry->Status == EntryStatus::Unsupported) {
    Ctx.record(FilenameRange.getBegin(), FileName,
               ReferenceOutcome::Unsupported);
    Ctx.report("hipport-unsupported-api", FilenameRange.getBegin(),
               "CUDA header '" + FileName +
                   "' has no HIP equivalent: " + Entry->Reason);
    return;
  }
  std::string HipPath =
      Ctx.spellingFor(*Entry, FilenameRange.getBegin()).Name + Suffix;
  Ctx.record(FilenameRange.getBegin(), FileName, ReferenceOutcome::Converted);
  if (isHipRuntimeHeader(HipPath))
    Ctx.noteIncludesHipRuntime(HashLoc);
  Ctx.transitiveIncludes().noteHipInclude(IncluderPath, HipPath);
  // Where HIP headers this one's CUDA header brought in transitively go.
  llvm::StringRef Text = SM.getBufferData(Includer);
  size_t LineEnd = Text.find('\n', Directive->End);
  if (LineEnd != llvm::StringRef::npos)
    Ctx.transitiveIncludes().noteCudaInclude(FileName, IncluderPath,
                                             LineEnd + 1, IsAngled);
  // A header whose declarations come with another one, or a second include
  // mapping to a HIP header already included here, is dropped; the line
  // stays (empty) so that line numbers do not move. hip_runtime.h includes
  // hip_runtime_api.h, so the latter is redundant after the former.
  bool Subsumed =
      HipPath == "hip/hip_runtime_api.h" && Seen.count("hip/hip_runtime.h");
  if (HipPath.empty() || Subsumed || !Seen.insert(HipPath).second) {
    Ctx.replace(*Directive, "");
    return;
  }
  // In the user's style: "cuda_runtime.h" becomes "hip/hip_runtime.h".
  std::optional<FileRange> Name = Ctx.projectRange(FilenameRange);
  if (Name)
    Ctx.replace(*Name, IsAngled ? "<" + HipPath + ">" : "\"" + HipPath + "\"");
}

void PreprocessorRewriter::FileChanged(SourceLocation Loc,
                                       FileChangeReason Reason,
                                       SrcMgr::CharacteristicKind FileType,
                                       FileID PrevFID) {
  if (Reason == EnterFile && !SrcMgr::isSystem(FileType))
    Ctx.noteIncludedFile(Ctx.sourceManager().getFileID(Loc));
}

PreprocessorRewriter::PreprocessorRewriter(RewriteContext &Ctx,
                                           const Preprocessor &PP)
    : Ctx(Ctx), PP(PP) {
  // The hipport-cuda-guard rule reports conditions on these macros, with the
  // branch HIP takes: a second, generic finding would only repeat it.
  const Rule *Guard = Ctx.rule("hipport-cuda-guard");
  if (!Guard || !Ctx.options().ruleEnabled("hipport-cuda-guard"))
    return;
  for (const char *Key : {"version-macros", "arch-macros"})
    for (const std::string &Name : Guard->list(Key))
      GuardMacros.insert(Name);
}

void PreprocessorRewriter::macroReference(const Token &MacroNameTok,
                                          const MacroDefinition &MD,
                                          bool InCondition) {
  const MacroInfo *Info = MD.getMacroInfo();
  if (!Info || !MacroNameTok.getIdentifierInfo())
    return;
  const SourceManager &SM = Ctx.sourceManager();
  SourceLocation Spell = SM.getSpellingLoc(MacroNameTok.getLocation());
  if (!Ctx.classifier().classify(Spell).IsProject)
    return;
  SourceLocation DefLoc = Info->getDefinitionLoc();
  if (DefLoc.isInvalid() || !Ctx.classifier().classify(DefLoc).IsCuda)
    return;
  if (InCondition &&
      GuardMacros.count(MacroNameTok.getIdentifierInfo()->getName()))
    return;
  Ctx.renameReference(MacroNameTok.getLocation(),
                      MacroNameTok.getIdentifierInfo()->getName(),
                      EntryKind::Macro);
}

void PreprocessorRewriter::MacroExpands(const Token &MacroNameTok,
                                        const MacroDefinition &MD,
                                        SourceRange Range,
                                        const MacroArgs *Args) {
  macroReference(MacroNameTok, MD, PP.isParsingIfOrElifDirective());
}

void PreprocessorRewriter::Ifdef(SourceLocation Loc, const Token &MacroNameTok,
                                 const MacroDefinition &MD) {
  macroReference(MacroNameTok, MD, true);
}

void PreprocessorRewriter::Ifndef(SourceLocation Loc, const Token &MacroNameTok,
                                  const MacroDefinition &MD) {
  macroReference(MacroNameTok, MD, true);
}

void PreprocessorRewriter::Defined(const Token &MacroNameTok,
                                   const MacroDefinition &MD,
                                   SourceRange Range) {
  macroReference(MacroNameTok, MD, true);
}
