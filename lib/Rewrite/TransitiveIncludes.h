//===- TransitiveIncludes.h - HIP headers CUDA's includes implied -*- C++ -*-=//
//
// CUDA headers include each other more than their HIP counterparts do:
// cublas_v2.h brings cuda_bf16.h, hipblas/hipblas.h does not bring
// hip/hip_bf16.h. A file that uses __nv_bfloat16 with only cublas_v2.h
// compiles with nvcc; converted, it needs hip/hip_bf16.h spelled out. For
// each CUDA declaration a file references, the include chain that brought
// it in says which CUDA header the project included (cublas_v2.h) and which
// mapped header declares it (cuda_bf16.h); when the HIP header of the
// former does not bring the HIP header of the latter at --hip-version
// (`hip-includes` in the tables, from the headers of each release), the
// latter is added after the project's include.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_TRANSITIVEINCLUDES_H
#define HIPPORT_REWRITE_TRANSITIVEINCLUDES_H

#include "Mapping/MappingTable.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <string>

namespace clang {
class Decl;
}

namespace hipport {

class SourceClassifier;

class TransitiveIncludes {
public:
  /// An include to add: Text at Offset of the project file Path.
  struct Insertion {
    std::string Path;
    unsigned Offset = 0;
    std::string Text;
  };

  TransitiveIncludes(const MappingTable &Table, const Version &Target)
      : Table(Table), Target(Target) {}

  /// The project file Path includes the CUDA header Spelled, in a directive
  /// whose line ends at LineEnd (past its newline).
  void noteCudaInclude(llvm::StringRef Spelled, llvm::StringRef Path,
                       unsigned LineEnd, bool Angled);
  /// The project file Path includes HipPath (as written, or as an include
  /// of a CUDA header is converted).
  void noteHipInclude(llvm::StringRef Path, llvm::StringRef HipPath);
  /// A converted reference to the CUDA declaration D (after preprocessing).
  void noteReference(const clang::Decl *D, const clang::SourceManager &SM,
                     SourceClassifier &Classifier);
  /// The includes to add, once each per file, none that the file has.
  std::vector<Insertion> insertions() const;

private:
  /// The HIP header an include of the CUDA header Spelled becomes at the
  /// target release, if any.
  const MappingEntry *headerEntry(llvm::StringRef Spelled) const;

  struct ProjectInclude {
    std::string Path;
    unsigned LineEnd = 0;
    bool Angled = true;
    /// The HIP headers to add after it, in order.
    std::vector<std::string> Needed;
  };
  const MappingTable &Table;
  Version Target;
  /// By CUDA header name: the unit's first project include of it. (With a
  /// precompiled prologue the CUDA headers are entered from the prologue,
  /// not the project file, so the name is what links them.)
  llvm::StringMap<ProjectInclude> CudaIncludes;
  llvm::StringMap<llvm::StringSet<>> HipIncludes;
};

} // namespace hipport

#endif
