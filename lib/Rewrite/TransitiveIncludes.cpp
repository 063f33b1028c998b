//===- TransitiveIncludes.cpp ---------------------------------------------===//
#include "Rewrite/TransitiveIncludes.h"
#include "Rewrite/PreprocessorRewriter.h"
#include "Rewrite/SourceClassifier.h"
#include "clang/AST/DeclBase.h"

using namespace hipport;
using namespace clang;

/// The header name of an include whose file name token starts at Loc:
/// `cuda_bf16.h` of `<cuda_bf16.h>` or `"cuda_bf16.h"`.
static llvm::StringRef spelledInclude(const SourceManager &SM,
                                      SourceLocation Loc, bool &Angled) {
  bool Invalid = false;
  const char *Data = SM.getCharacterData(Loc, &Invalid);
  if (Invalid || (*Data != '<' && *Data != '"'))
    return {};
  Angled = *Data == '<';
  llvm::StringRef Rest(Data + 1);
  size_t End = Rest.find_first_of(Angled ? ">\n" : "\"\n");
  if (End == llvm::StringRef::npos || Rest[End] == '\n')
    return {};
  return Rest.take_front(End);
}

const MappingEntry *
TransitiveIncludes::headerEntry(llvm::StringRef Spelled) const {
  std::string Suffix;
  const MappingEntry *E =
      PreprocessorRewriter::lookupHeader(Table, Spelled, Suffix);
  if (!E || !Suffix.empty() || !E->hipSpelledIn(Target))
    return nullptr;
  return E;
}

void TransitiveIncludes::noteCudaInclude(llvm::StringRef Spelled,
                                         llvm::StringRef Path, unsigned LineEnd,
                                         bool Angled) {
  CudaIncludes.try_emplace(Spelled,
                           ProjectInclude{Path.str(), LineEnd, Angled});
}

void TransitiveIncludes::noteHipInclude(llvm::StringRef Path,
                                        llvm::StringRef HipPath) {
  HipIncludes[Path].insert(HipPath);
}

void TransitiveIncludes::noteReference(const Decl *D, const SourceManager &SM,
                                       SourceClassifier &Classifier) {
  FileID F = SM.getFileID(SM.getFileLoc(D->getLocation()));
  const MappingEntry *Declaring = nullptr;
  llvm::StringRef Top;
  // Up the chain of CUDA headers to the one the unit included.
  while (F.isValid()) {
    SourceLocation IncludeLoc = SM.getIncludeLoc(F);
    if (IncludeLoc.isInvalid() || IncludeLoc.isMacroID())
      return;
    bool Angled = false;
    Top = spelledInclude(SM, IncludeLoc, Angled);
    if (Top.empty())
      return;
    if (!Declaring)
      Declaring = headerEntry(Top);
    F = SM.getFileID(IncludeLoc);
    if (!Classifier.classify(F).IsCuda)
      break;
  }
  auto Include = CudaIncludes.find(Top);
  const MappingEntry *Entry = headerEntry(Top);
  if (!Declaring || !Entry || Include == CudaIncludes.end() ||
      Entry->HipIncludes.empty())
    return;
  const std::string &DeclaringHip = Declaring->spellingAt(Target).Name;
  if (DeclaringHip.empty() || DeclaringHip == Entry->spellingAt(Target).Name)
    return;
  // Does the HIP header of the project's include bring the declaring one?
  for (const HipReleaseFact &Fact : Entry->HipIncludes)
    if (Fact.Text == DeclaringHip && Fact.holdsIn(Target))
      return;
  if (!llvm::is_contained(Include->second.Needed, DeclaringHip))
    Include->second.Needed.push_back(DeclaringHip);
}

std::vector<TransitiveIncludes::Insertion>
TransitiveIncludes::insertions() const {
  std::vector<Insertion> Result;
  llvm::StringMap<llvm::StringSet<>> Added;
  for (const auto &Entry : CudaIncludes) {
    const ProjectInclude &Include = Entry.second;
    std::string Text;
    for (const std::string &Hip : Include.Needed) {
      auto Has = HipIncludes.find(Include.Path);
      if ((Has != HipIncludes.end() && Has->second.count(Hip)) ||
          !Added[Include.Path].insert(Hip).second)
        continue;
      Text += Include.Angled ? "#include <" + Hip + ">\n"
                             : "#include \"" + Hip + "\"\n";
    }
    if (!Text.empty())
      Result.push_back({Include.Path, Include.LineEnd, std::move(Text)});
  }
  // The order of the includes in each file, whatever the map's.
  llvm::sort(Result, [](const Insertion &A, const Insertion &B) {
    return std::tie(A.Path, A.Offset) < std::tie(B.Path, B.Offset);
  });
  return Result;
}
