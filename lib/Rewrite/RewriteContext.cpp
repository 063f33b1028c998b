//===- RewriteContext.cpp -------------------------------------------------===//
#include "Rewrite/RewriteContext.h"
#include "Rewrite/CompatShims.h"
#include "Rewrite/IncludeInsertion.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclBase.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

using namespace hipport;
using namespace clang;

RewriteContext::RewriteContext(const MappingTable &Table,
                               const ConvertOptions &Options,
                               std::vector<std::string> CudaDirs,
                               const RuleCatalog *Rules)
    : Table(Table), Options(Options), Rules(Rules),
      CudaDirs(std::move(CudaDirs)), Transitive(Table, Options.HipVersion) {}

void RewriteContext::setSourceManager(const SourceManager &NewSM,
                                      const LangOptions &NewLO) {
  SM = &NewSM;
  LO = &NewLO;
  Classifier =
      std::make_unique<SourceClassifier>(NewSM, CudaDirs, Options.ProjectRoots);
}

FileConversion &RewriteContext::fileFor(FileID FID, const FileClass &Class) {
  auto [It, Inserted] = Result.Files.try_emplace(Class.Path);
  FileConversion &File = It->second;
  if (Inserted) {
    File.Path = Class.Path;
    File.DisplayPath = Class.DisplayPath;
    File.Original = SM->getBufferData(FID).str();
  }
  return File;
}

FileConversion *RewriteContext::fileFor(SourceLocation SpellingLoc) {
  FileID FID = SM->getFileID(SpellingLoc);
  const FileClass &Class = Classifier->classify(FID);
  if (!Class.IsProject)
    return nullptr;
  return &fileFor(FID, Class);
}

bool RewriteContext::dropsFinding(llvm::StringRef Rule, SourceLocation Loc) {
  if (!Options.ruleEnabled(Rule))
    return true;
  SourceLocation Spell = SM->getSpellingLoc(SM->getFileLoc(Loc));
  return Spell.isValid() && suppressed(SM->getFileID(Spell),
                                       SM->getSpellingLineNumber(Spell), Rule);
}

bool RewriteContext::suppressed(FileID FID, unsigned Line,
                                llvm::StringRef Rule) {
  auto &Index = Suppressions[FID];
  if (!Index)
    Index = std::make_unique<SuppressionIndex>(SM->getBufferData(FID));
  return Index->suppresses(Line, Rule);
}

void RewriteContext::report(llvm::StringRef Rule, SourceLocation Loc,
                            const llvm::Twine &Message,
                            std::vector<Fix> Fixes) {
  if (!Options.ruleEnabled(Rule))
    return;
  Finding F;
  F.Rule = Rule.str();
  F.Message = Message.str();
  if (const hipport::Rule *R = rule(Rule))
    F.Level = R->Level;
  SourceLocation Spell = SM->getSpellingLoc(Loc);
  if (Spell.isValid()) {
    const FileClass &Class = Classifier->classify(Spell);
    F.File = Class.DisplayPath;
    F.Line = SM->getSpellingLineNumber(Spell);
    F.Column = SM->getSpellingColumnNumber(Spell);
    if (suppressed(SM->getFileID(Spell), F.Line, Rule))
      return;
  }
  F.FromPartialParse = !Result.ParsedCleanly || TokenLevel;
  for (Fix &Fix : Fixes) {
    FileConversion &File = Result.Files[Fix.Range.Path];
    F.Fixes.push_back(FixIt{File.DisplayPath, Fix.Range.Begin,
                            Fix.Range.End - Fix.Range.Begin, Fix.Text});
    if (Options.ApplyFixes)
      replace(Fix.Range, std::move(Fix.Text));
  }
  Result.Findings.insert(std::move(F));
}

void RewriteContext::noteCudaUse(SourceLocation Loc) {
  if (FileConversion *File = fileFor(SM->getSpellingLoc(Loc)))
    File->UsesCuda = true;
}

void RewriteContext::noteIncludesHipRuntime(SourceLocation Loc) {
  if (FileConversion *File = fileFor(SM->getSpellingLoc(Loc)))
    File->IncludesHipRuntime = true;
}

void RewriteContext::noteCompilerError(std::string Message,
                                       SourceLocation Loc) {
  Result.ParsedCleanly = false;
  if (Loc.isValid())
    ErrorLocations.push_back(Loc);
  Errors.push_back({Loc, Message});
  Result.CompilerErrors.push_back(std::move(Message));
}

void RewriteContext::noteIncludedFile(FileID FID) {
  const FileClass &Class = Classifier->classify(FID);
  if (Class.IsProject)
    Result.IncludedProjectFiles.insert(Class.Path);
}

void RewriteContext::noteProjectInclude(CharSourceRange FileName,
                                        llvm::StringRef Target) {
  if (!Classifier->isProjectPath(Target))
    return;
  std::optional<FileRange> Name = projectRange(FileName);
  if (!Name)
    return;
  Result.Files[Name->Path].ProjectIncludes[Name->Begin] =
      ProjectInclude{Name->End, normalizePath(Target)};
}

void RewriteContext::noteKernelLds(SourceLocation Loc, llvm::StringRef Kernel,
                                   uint64_t StaticBytes,
                                   uint64_t DynamicBytes) {
  SourceLocation Spell = SM->getSpellingLoc(Loc);
  Result.Kernels.insert(
      KernelLds{Kernel.str(), Classifier->classify(Spell).DisplayPath,
                SM->getSpellingLineNumber(Spell), StaticBytes, DynamicBytes});
}

std::optional<std::pair<std::string, unsigned>>
RewriteContext::sharedSiteKey(SourceLocation Loc) {
  SourceLocation At = SM->getExpansionLoc(Loc);
  if (At.isInvalid() || SM->isInMainFile(At))
    return std::nullopt;
  std::optional<FileRange> Range = projectToken(At);
  if (!Range)
    return std::nullopt;
  return std::make_pair(Range->Path, Range->Begin);
}

void RewriteContext::noteSharedWarpSite(SourceLocation Loc, bool Respelled,
                                        llvm::StringRef Function) {
  if (auto Key = sharedSiteKey(Loc))
    Result.SharedWarpSites.insert(
        SharedWarpSite{Key->first, Key->second, Respelled, Function.str()});
}

std::string RewriteContext::treeKeptWarpSite(SourceLocation Loc) {
  if (Options.TreeKeptWarpSites.empty())
    return "";
  auto Key = sharedSiteKey(Loc);
  if (!Key)
    return "";
  auto It = Options.TreeKeptWarpSites.find(*Key);
  return It == Options.TreeKeptWarpSites.end() ? "" : It->second;
}

void RewriteContext::record(SourceLocation SpellingLoc,
                            llvm::StringRef CudaName, ReferenceOutcome Outcome,
                            bool ByTokens) {
  FileConversion *File = fileFor(SpellingLoc);
  if (!File)
    return;
  unsigned Offset = SM->getFileOffset(SpellingLoc);
  File->References[Offset] = ReferenceRecord{CudaName.str(), Outcome, ByTokens};
}

bool RewriteContext::isRewritten(const FileRange &Range) {
  FileConversion &File = Result.Files[Range.Path];
  auto Ref = File.References.lower_bound(Range.Begin);
  return (Ref != File.References.end() && Ref->first < Range.End) ||
         File.Edits.touches(Range.Begin, Range.End - Range.Begin);
}

bool RewriteContext::reportedOnLine(llvm::StringRef Rule,
                                    SourceLocation Loc) const {
  SourceLocation Spell = SM->getSpellingLoc(Loc);
  const std::string &File = Classifier->classify(Spell).DisplayPath;
  unsigned Line = SM->getSpellingLineNumber(Spell);
  for (const Finding &F : Result.Findings)
    if (F.Rule == Rule && F.Line == Line && F.File == File)
      return true;
  return false;
}

void RewriteContext::noteTokenRegion(FileID FID, unsigned Begin, unsigned End) {
  const FileClass &Class = Classifier->classify(FID);
  if (Class.IsProject)
    fileFor(FID, Class).TokenRegions.insert({Begin, End});
}

bool RewriteContext::reportRemovedFromTarget(const MappingEntry &Entry,
                                             llvm::StringRef Cuda,
                                             SourceLocation Loc,
                                             bool TokenLevel) {
  if (!Entry.Removed || Options.HipVersion < *Entry.Removed)
    return false;
  record(Loc, Cuda, ReferenceOutcome::Unsupported, TokenLevel);
  report("hipport-unsupported-api", Loc,
         "'" + Cuda + "' has no HIP equivalent in HIP " +
             Options.HipVersion.str() + ": its counterpart '" + Entry.Hip.Name +
             "' was removed in HIP " + Entry.Removed->str() +
             " (--hip-version); it was left unchanged" +
             (Entry.Hint.empty() ? "" : "; " + Entry.Hint));
  return true;
}

bool RewriteContext::writeWithShim(const MappingEntry &Entry,
                                   llvm::StringRef Cuda, SourceLocation Loc,
                                   bool ByTokens) {
  if (!Entry.writtenWithShim(Options.HipVersion))
    return false;
  std::optional<FileRange> Range = projectToken(Loc);
  if (!Range)
    return false;
  record(Loc, Cuda, ReferenceOutcome::Converted, ByTokens);
  replace(*Range, Entry.Shim);
  noteUsesCompatHeader(*Range);
  std::string Lacks = Entry.ShimAlways
                          ? "HIP's '" + Entry.Hip.Name +
                                "' does not take every type CUDA's does"
                          : "HIP " + Options.HipVersion.str() + " has no '" +
                                Cuda.str() + "' (--hip-version)";
  report("hipport-compat-shim", Loc,
         Lacks + "; written with hipport/compat.h as '" + Entry.Shim + "'");
  return true;
}

bool RewriteContext::includeCompatHeaderFor(const MappingEntry &Entry,
                                            llvm::StringRef FileName,
                                            CharSourceRange FilenameRange) {
  if (!Entry.writtenWithShim(Options.HipVersion))
    return false;
  std::optional<FileRange> Name = projectRange(FilenameRange);
  if (!Name)
    return false;
  SourceLocation Loc = FilenameRange.getBegin();
  record(Loc, FileName, ReferenceOutcome::Converted);
  FileConversion &File = Result.Files[Name->Path];
  // Once per file: a second include of it, or of another such header, goes.
  if (File.IncludesCompatHeader)
    replace(*Name, "");
  else
    replace(*Name,
            "\"" + compatIncludePath(Name->Path, Options.ProjectRoots) + "\"");
  File.UsesCompatHeader = File.IncludesCompatHeader = true;
  report("hipport-compat-shim", Loc,
         "HIP has no '" + FileName +
             "'; its declarations are written with hipport/compat.h");
  return true;
}

void RewriteContext::noteIncludesCompatHeader(SourceLocation Loc) {
  if (FileConversion *File = fileFor(SM->getSpellingLoc(Loc)))
    File->IncludesCompatHeader = true;
}

const HipSpelling &
RewriteContext::spellingFor(const MappingEntry &Entry, SourceLocation Loc,
                            std::optional<unsigned> WrittenArgs) {
  if (!needsNewerHip(Entry))
    return currentSpelling(Entry, WrittenArgs);
  report("hipport-needs-newer-hip", Loc,
         "'" + Entry.Hip.Name + "' (for '" + Entry.Cuda + "') needs HIP " +
             Entry.Since->str() + " but the output targets HIP " +
             Options.HipVersion.str() + " (--hip-version)");
  return Entry.callSpelling(WrittenArgs);
}

/// `ns::name`, skipping inline and reserved (`__v1`) namespaces (CUDA's
/// versioned ones), so that tables name declarations as users write them.
static std::string qualifiedName(const NamedDecl *D) {
  std::string Name = D->getNameAsString();
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (!NS->isInline() && NS->getIdentifier() &&
          !NS->getName().starts_with("__"))
        Name = NS->getName().str() + "::" + Name;
  return Name;
}

const MappingEntry *
RewriteContext::enclosingNamespaceEntry(const Decl *D) const {
  for (const DeclContext *DC = D ? D->getDeclContext() : nullptr; DC;
       DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getIdentifier())
        if (const MappingEntry *E =
                Table.lookup(EntryKind::Namespace, NS->getName());
            E && E->Status != EntryStatus::Unsupported)
          return E;
  return nullptr;
}

void RewriteContext::renameReference(SourceLocation Loc,
                                     llvm::StringRef CudaName, EntryKind Kind,
                                     const Decl *D,
                                     std::optional<unsigned> WrittenArgs) {
  SourceLocation Spell = SM->getSpellingLoc(Loc);
  if (Spell.isInvalid())
    return;
  if (!Classifier->classify(Spell).IsProject) {
    // A name assembled by token pasting has no spelling to edit; anything
    // else spelled outside the project (a CUDA macro's body) is not ours.
    if (SM->isWrittenInScratchSpace(Spell) &&
        Classifier->classify(SM->getExpansionLoc(Loc)).IsProject)
      report("hipport-macro-spelling", SM->getExpansionLoc(Loc),
             "'" + CudaName +
                 "' is formed by token pasting in a macro; "
                 "rename it by hand");
    return;
  }
  // Only edit a token that really spells the CUDA name: implicit code and
  // some type locations point at other tokens.
  unsigned Length = Lexer::MeasureTokenLength(Spell, *SM, *LO);
  const char *Data = SM->getCharacterData(Spell);
  if (llvm::StringRef(Data, Length) != CudaName)
    return;
  unsigned Offset = SM->getFileOffset(Spell);
  std::string Path = Classifier->classify(Spell).Path;
  for (const FileRange &R : Claimed)
    if (R.Path == Path && R.Begin <= Offset && Offset < R.End)
      return;
  noteCudaUse(Spell);

  // A qualified entry (cooperative_groups::reduce) is more specific than a
  // bare name that several CUDA namespaces may declare.
  const MappingEntry *Entry = nullptr;
  if (const auto *Named = dyn_cast_or_null<NamedDecl>(D))
    if (Named->getDeclContext()->isNamespace())
      Entry = Table.lookup(Kind, qualifiedName(Named));
  if (!Entry)
    Entry = Table.lookup(Kind, CudaName);
  if (!Entry && enclosingNamespaceEntry(D)) {
    // The qualifier is renamed with the namespace; the name itself stays.
    record(Spell, CudaName, ReferenceOutcome::Converted);
    return;
  }
  if (!Entry) {
    record(Spell, CudaName, ReferenceOutcome::Unmapped);
    report("hipport-unmapped-api", Spell,
           "'" + CudaName + "' is a CUDA " + entryKindName(Kind) +
               " that hipport has no mapping for; it was left unchanged");
    return;
  }
  if (writeWithShim(*Entry, CudaName, Spell))
    return;
  if (Entry->Status == EntryStatus::Unsupported) {
    record(Spell, CudaName, ReferenceOutcome::Unsupported);
    std::string Message =
        "'" + CudaName.str() + "' has no HIP equivalent: " + Entry->Reason;
    if (!Entry->Hint.empty())
      Message += "; " + Entry->Hint;
    report("hipport-unsupported-api", Spell, Message);
    return;
  }
  if (reportRemovedFromTarget(*Entry, CudaName, Spell))
    return;
  if (Entry->Status == EntryStatus::Deprecated)
    report("hipport-deprecated-api", Spell,
           "'" + CudaName + "' is deprecated" +
               (Entry->Reason.empty() ? "" : ": " + Entry->Reason));

  const HipSpelling &Hip = spellingFor(*Entry, Spell, WrittenArgs);
  record(Spell, CudaName,
         needsNewerHip(*Entry) ? ReferenceOutcome::NeedsNewerHip
                               : ReferenceOutcome::Converted);
  if (D && !needsNewerHip(*Entry))
    Transitive.noteReference(D, *SM, *Classifier);
  if (Hip.Name != CudaName)
    replace(FileRange{Path, Offset, Offset + Length}, Hip.Name);
}

std::optional<FileRange> RewriteContext::projectRange(CharSourceRange Range) {
  CharSourceRange Chars = Lexer::makeFileCharRange(Range, *SM, *LO);
  if (Chars.isInvalid())
    return std::nullopt;
  FileID FID = SM->getFileID(Chars.getBegin());
  const FileClass &Class = Classifier->classify(FID);
  if (!Class.IsProject)
    return std::nullopt;
  fileFor(FID, Class);
  return FileRange{Class.Path, SM->getFileOffset(Chars.getBegin()),
                   SM->getFileOffset(Chars.getEnd())};
}

std::optional<FileRange> RewriteContext::projectToken(SourceLocation Loc) {
  SourceLocation Spell = SM->getSpellingLoc(Loc);
  FileID FID = SM->getFileID(Spell);
  const FileClass &Class = Classifier->classify(FID);
  if (!Class.IsProject)
    return std::nullopt;
  fileFor(FID, Class);
  unsigned Offset = SM->getFileOffset(Spell);
  return FileRange{Class.Path, Offset,
                   Offset + Lexer::MeasureTokenLength(Spell, *SM, *LO)};
}

void RewriteContext::replace(const FileRange &Range, std::string Text) {
  FileConversion &File = Result.Files[Range.Path];
  if (File.Edits.add(Range.Begin, Range.End - Range.Begin, std::move(Text)) ==
      FileEdits::AddResult::Conflict)
    Result.Findings.insert(File.findingAt(
        Range.Begin, "hipport-rewrite-conflict",
        "two rewrites of this code disagree; the first one was kept"));
}

void RewriteContext::replaceStructurally(const FileRange &Range,
                                         StructuralBuilder Build) {
  Deferred.push_back({Range, std::move(Build)});
}

ConversionResult RewriteContext::finish() {
  // Innermost first, so that an outer rewrite renders the inner ones.
  std::stable_sort(Deferred.begin(), Deferred.end(),
                   [](const Structural &A, const Structural &B) {
                     return A.Range.End - A.Range.Begin <
                            B.Range.End - B.Range.Begin;
                   });
  for (Structural &S : Deferred) {
    FileConversion &File = Result.Files[S.Range.Path];
    TextOf Render = [&File](unsigned Begin, unsigned End) {
      return File.Edits.textWithEdits(File.Original, Begin, End);
    };
    if (!File.Edits.absorb(S.Range.Begin, S.Range.End, S.Build(Render)))
      Result.Findings.insert(File.findingAt(
          S.Range.Begin, "hipport-rewrite-conflict",
          "this rewrite overlaps another one; the code was left unchanged"));
  }
  Deferred.clear();
  for (TransitiveIncludes::Insertion &Add : Transitive.insertions()) {
    // The project's include was converted, so its file has a conversion.
    auto File = Result.Files.find(Add.Path);
    if (File != Result.Files.end())
      File->second.Edits.insertFirst(Add.Offset, std::move(Add.Text));
  }
  for (auto &[Path, File] : Result.Files) {
    // Before HIP's runtime header goes in at the same place, ahead of it.
    if (File.UsesCompatHeader && !File.IncludesCompatHeader)
      insertCompatInclude(File, compatIncludePath(Path, Options.ProjectRoots));
    if (File.UsesCuda && !File.IncludesHipRuntime)
      hipport::insertHipRuntimeInclude(File);
  }
  keepAsWrittenOutOfAmd();
  return std::move(Result);
}

void RewriteContext::keepAsWrittenOutOfAmd() {
  for (const auto &[Range, Rule] : OutOfAmd) {
    auto File = Result.Files.find(Range.Path);
    if (File == Result.Files.end())
      continue;
    FileConversion &Conversion = File->second;
    // The other passes' edits too (a full mask respelled): the definition
    // stays as written for the builds that compile it.
    Conversion.Edits.dropInside(Range.Begin, Range.End);
    unsigned First = Conversion.position(Range.Begin).first;
    unsigned Last = Conversion.position(Range.End ? Range.End - 1 : 0).first;
    for (auto It = Result.Findings.begin(); It != Result.Findings.end();) {
      bool Moot = It->File == Conversion.DisplayPath && It->Line >= First &&
                  It->Line <= Last && It->Rule != Rule &&
                  It->Rule != "hipport-partial-analysis";
      It = Moot ? Result.Findings.erase(It) : std::next(It);
    }
  }
}
