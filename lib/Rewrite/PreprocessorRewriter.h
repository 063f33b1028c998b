//===- PreprocessorRewriter.h - Includes and macro references ---*- C++ -*-===//
//
// What the AST cannot see: #include directives and references to CUDA macros
// (expansions, #ifdef, defined()). Both are resolved by the preprocessor, so
// a macro is renamed only when its definition comes from a CUDA header.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_PREPROCESSORREWRITER_H
#define HIPPORT_REWRITE_PREPROCESSORREWRITER_H

#include "Rewrite/RewriteContext.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

namespace clang {
class Preprocessor;
}

namespace hipport {

class PreprocessorRewriter : public clang::PPCallbacks {
public:
  PreprocessorRewriter(RewriteContext &Ctx, const clang::Preprocessor &PP);

  void
  InclusionDirective(clang::SourceLocation HashLoc,
                     const clang::Token &IncludeTok, llvm::StringRef FileName,
                     bool IsAngled, clang::CharSourceRange FilenameRange,
                     clang::OptionalFileEntryRef File,
                     llvm::StringRef SearchPath, llvm::StringRef RelativePath,
                     const clang::Module *SuggestedModule, bool ModuleImported,
                     clang::SrcMgr::CharacteristicKind FileType) override;
  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind FileType,
                   clang::FileID PrevFID) override;
  void MacroExpands(const clang::Token &MacroNameTok,
                    const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;
  void Ifdef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
             const clang::MacroDefinition &MD) override;
  void Ifndef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
              const clang::MacroDefinition &MD) override;
  void Defined(const clang::Token &MacroNameTok,
               const clang::MacroDefinition &MD,
               clang::SourceRange Range) override;

  /// The entry for an included path, exact or by directory ("thrust/");
  /// Suffix is the rest of the path below a directory entry.
  static const MappingEntry *lookupHeader(const MappingTable &Table,
                                          llvm::StringRef FileName,
                                          std::string &Suffix);

private:
  void macroReference(const clang::Token &MacroNameTok,
                      const clang::MacroDefinition &MD, bool InCondition);

  RewriteContext &Ctx;
  const clang::Preprocessor &PP;
  /// Macros whose tests hipport-cuda-guard reports (read once, not on every
  /// #if).
  llvm::StringSet<> GuardMacros;
  /// The HIP headers each file already includes, to avoid duplicates.
  llvm::DenseMap<clang::FileID, llvm::StringSet<>> HipHeadersByFile;
};

} // namespace hipport

#endif
