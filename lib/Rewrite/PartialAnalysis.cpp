//===- PartialAnalysis.cpp ------------------------------------------------===//
#include "Rewrite/PartialAnalysis.h"
#include "llvm/ADT/MapVector.h"

using namespace hipport;
using namespace clang;

namespace {

constexpr char Rule[] = "hipport-partial-analysis";

struct FileErrors {
  unsigned Count = 0;
  SourceLocation First; ///< A file location.
  llvm::StringRef Text;
};

void report(RewriteContext &Ctx, SourceLocation At, llvm::StringRef What,
            const FileErrors &Errors) {
  Ctx.report(Rule, At,
             "clang could not parse all of " + What + " (" +
                 llvm::Twine(Errors.Count) +
                 (Errors.Count == 1 ? " error" : " errors") +
                 ", the first: " + Errors.Text +
                 "); code it could not parse was checked on tokens only, so "
                 "findings may be missing");
}

/// Where the unit's own file includes the file of Loc, directly or not.
SourceLocation includedFrom(const SourceManager &SM, SourceLocation Loc) {
  FileID Main = SM.getMainFileID();
  while (Loc.isValid() && SM.getFileID(Loc) != Main)
    Loc = SM.getIncludeLoc(SM.getFileID(Loc));
  return Loc.isValid() ? Loc : SM.getLocForStartOfFile(Main);
}

} // namespace

void hipport::reportPartialAnalysis(RewriteContext &Ctx) {
  llvm::ArrayRef<RewriteContext::LocatedError> Errors = Ctx.compilerErrors();
  if (Errors.empty())
    return;
  const SourceManager &SM = Ctx.sourceManager();
  // In the order of their first errors, for a stable message per file:
  // every unit that includes a header agrees on what is said about it.
  llvm::MapVector<FileID, FileErrors> ByFile;
  for (const RewriteContext::LocatedError &E : Errors) {
    SourceLocation Loc =
        E.Loc.isValid() ? SM.getExpansionLoc(E.Loc) : SourceLocation();
    if (Loc.isInvalid() || !Ctx.classifier().classify(Loc).IsProject)
      continue;
    FileErrors &File = ByFile[SM.getFileID(Loc)];
    if (File.Count++ == 0) {
      File.First = Loc;
      File.Text = E.Text;
    }
  }
  for (const auto &[File, FileErrors] : ByFile)
    report(Ctx, FileErrors.First, "this file", FileErrors);
  if (ByFile.count(SM.getMainFileID()))
    return;
  FileErrors Unit{unsigned(Errors.size()), SourceLocation(),
                  Errors.front().Text};
  SourceLocation First = Errors.front().Loc;
  report(Ctx,
         includedFrom(SM, First.isValid() ? SM.getExpansionLoc(First)
                                          : SourceLocation()),
         "the files this one includes", Unit);
}
