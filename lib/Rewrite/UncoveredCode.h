//===- UncoveredCode.h - Project code clang did not parse soundly -*- C++
//-*-===//
//
// The semantic passes only see what clang parsed: code in preprocessor
// branches not taken, bodies of macros that are never expanded, and code
// clang could not make sense of (an error, an unresolved name) are invisible
// to them. UncoveredCode collects those parts of the project's files as byte
// ranges, so that the token-level passes (TokenPass, TokenPatterns) can work
// on them, and lexes a range with clang's raw lexer.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_UNCOVEREDCODE_H
#define HIPPORT_REWRITE_UNCOVEREDCODE_H

#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <vector>

namespace clang {
class Decl;
class LangOptions;
class MacroInfo;
class Preprocessor;
} // namespace clang

namespace hipport {

class SourceClassifier;

/// [Begin, End) byte offsets of one file that clang did not parse soundly.
struct CodeRegion {
  enum Reason {
    SkippedBranch,
    UnexpandedMacro,
    ParseError,
    /// The body of a project macro expanded in code clang could not parse:
    /// its tokens were in no sound expression either, but they are spelled
    /// in the #define, outside the region of the code that uses it.
    MacroExpandedInError
  };
  clang::FileID File;
  unsigned Begin = 0;
  unsigned End = 0;
  Reason Why = SkippedBranch;
};

/// One token of a region, as the raw lexer sees it (no macro expansion).
struct RawToken {
  clang::tok::TokenKind Kind;
  llvm::StringRef Text; ///< The spelling (a header name with its <> or "").
  unsigned Offset = 0;
  clang::SourceLocation Loc;
  /// Part of a preprocessor directive line (the `#` included).
  bool InDirective = false;
  bool is(clang::tok::TokenKind K) const { return Kind == K; }
  bool isIdentifier(llvm::StringRef Name) const {
    return Kind == clang::tok::raw_identifier && Text == Name;
  }
};

/// The tokens of a region. An #include's file name is one token
/// (header_name or string_literal).
std::vector<RawToken> lexRegion(const clang::SourceManager &SM,
                                const clang::LangOptions &LO,
                                const CodeRegion &Region);

class UncoveredCode {
public:
  UncoveredCode(const clang::SourceManager &SM, const clang::LangOptions &LO,
                SourceClassifier &Classifier)
      : SM(SM), LO(LO), Classifier(Classifier) {}

  /// Watches the preprocessor for skipped branches and macro definitions.
  void attach(clang::Preprocessor &PP);
  /// Adds the project code clang could not resolve: invalid declarations
  /// and expressions with errors (RecoveryExpr) under Decls, the statements
  /// and lines clang reported errors on, and what its error recovery
  /// skipped (RecoveryGaps). Call once the preprocessor is done.
  void addParseErrors(llvm::ArrayRef<clang::Decl *> Decls,
                      llvm::ArrayRef<clang::SourceLocation> ErrorLocations);

  /// Every region, sorted by file and offset, overlapping ones merged. A
  /// skipped branch for which LeaveAlone(its location) holds (an #if tree
  /// that selects between CUDA and HIP code) is left out.
  std::vector<CodeRegion>
  regions(llvm::function_ref<bool(clang::SourceLocation)> LeaveAlone) const;

  // Called by the preprocessor watcher.
  void skipped(clang::SourceRange Range, clang::SourceLocation EndifLoc);
  void defined(const clang::MacroInfo *Macro);
  void expanded(const clang::MacroInfo *Macro, clang::SourceLocation Use);

private:
  /// The region of [Begin, End] (file locations of one project file).
  void add(clang::SourceLocation Begin, clang::SourceLocation End,
           CodeRegion::Reason Why);
  void addLineOf(clang::SourceLocation Loc);
  /// The code of the files with Errors (file locations) that none of Decls
  /// covers.
  void addRecoveryGaps(llvm::ArrayRef<clang::Decl *> Decls,
                       llvm::ArrayRef<clang::SourceLocation> Errors);
  /// The bodies of the project macros expanded in a ParseError region.
  void addMacrosExpandedInErrors();
  /// The region of a macro's replacement tokens, in the file that defines
  /// it.
  std::optional<CodeRegion> bodyOf(const clang::MacroInfo *Macro,
                                   CodeRegion::Reason Why) const;

  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  SourceClassifier &Classifier;
  std::vector<CodeRegion> Regions;
  std::vector<const clang::MacroInfo *> ProjectMacros;
  /// The same, to look up at each expansion (most are the system's).
  llvm::DenseSet<const clang::MacroInfo *> IsProjectMacro;
  llvm::DenseSet<const clang::MacroInfo *> Expanded;
  /// Where each project macro was expanded (file locations: for a macro
  /// expanded inside another, the outer one's use).
  std::vector<std::pair<const clang::MacroInfo *, clang::SourceLocation>>
      ProjectExpansions;
};

} // namespace hipport

#endif
