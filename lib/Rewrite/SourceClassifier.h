//===- SourceClassifier.h - Whose code is at a location ---------*- C++ -*-===//
//
// hipport renames a reference only when it resolves to a declaration in a
// CUDA header, and only where it is spelled in the user's own code. Both
// questions are about files, answered once per FileID.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_SOURCECLASSIFIER_H
#define HIPPORT_REWRITE_SOURCECLASSIFIER_H

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace clang {
class Decl;
}

namespace hipport {

struct FileClass {
  bool IsCuda = false;    ///< CUDA toolkit or clang's CUDA wrapper header.
  bool IsToolkit = false; ///< Inside the CUDA toolkit itself.
  bool IsProject = false; ///< The user's code: ours to rewrite.
  std::string Path;       ///< Absolute, normalised; empty if not a file.
  std::string DisplayPath;
};

class SourceClassifier {
public:
  SourceClassifier(const clang::SourceManager &SM,
                   std::vector<std::string> CudaDirs,
                   std::vector<std::string> ProjectRoots);

  const FileClass &classify(clang::FileID FID);
  const FileClass &classify(clang::SourceLocation Loc) {
    return classify(SM.getFileID(Loc));
  }
  /// True when every declaration of D lives in a CUDA header, so a user's
  /// own `cudaFoo` (or a re-declaration in user code) is never renamed.
  bool isCudaDecl(const clang::Decl *D);
  /// Whether a file path lies in the CUDA toolkit (for files not entered
  /// yet, which have no FileID).
  bool isToolkitPath(llvm::StringRef Path) const;
  /// Whether a file path lies below a project root (never for CUDA files).
  bool isProjectPath(llvm::StringRef Path) const;

private:
  const clang::SourceManager &SM;
  std::vector<std::string> CudaDirs;
  std::vector<std::string> ProjectRoots;
  llvm::DenseMap<clang::FileID, FileClass> Cache;
  FileClass NotAFile;
};

/// Absolute, with "." and ".." removed; symlinks are kept as spelled.
std::string normalizePath(llvm::StringRef Path);
bool pathIsUnder(llvm::StringRef Path, llvm::StringRef Dir);

} // namespace hipport

#endif
