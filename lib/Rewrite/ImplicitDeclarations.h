//===- ImplicitDeclarations.h - What CUDA's headers gave a unit -*- C++ -*-===//
//
// nvcc's implicit cuda_runtime.h includes standard headers (<string.h> for
// one) that HIP's headers do not include, so host code calling strlen
// without including <cstring> compiles with nvcc and not as HIP. CUDA's math
// headers also declare for the host functions that HIP declares for the
// device only (rsqrtf). Both facts are tables generated from the headers
// (mappings/implicit/, tools/hipport-tablegen/extract_implicit_decls.py).
//
// The pass adds the standard include to a converted file that references
// such a declaration and does not include its header, next to HIP's runtime
// header; it rewrites a host call of such a math function to its standard
// form where the table has one, and reports it otherwise. Device code is
// left as it is.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_IMPLICITDECLARATIONS_H
#define HIPPORT_REWRITE_IMPLICITDECLARATIONS_H

#include "Mapping/Version.h"
#include "Rewrite/RewritePass.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hipport {

class ImplicitDeclarations {
public:
  /// A standard declaration HIP's headers lack from Since (to Until).
  struct Standard {
    std::string Header;
    Version Since;
    std::optional<Version> Until;
  };
  /// A CUDA math function HIP declares for the device only: its standard
  /// host form, or (Form empty) what to write.
  struct HostMath {
    std::string Form;
    std::string Advice;
  };

  /// Reads std-declarations.tsv and host-math.tsv of Dir.
  static llvm::Expected<ImplicitDeclarations> load(llvm::StringRef Dir);
  /// The tables loaded with the mapping tables (empty until then).
  static const ImplicitDeclarations &global();
  static void setGlobal(ImplicitDeclarations Tables);

  /// The header to include for Name with HIP release Target, if HIP's
  /// headers do not declare it there.
  std::optional<llvm::StringRef> headerFor(llvm::StringRef Name,
                                           const Version &Target) const;
  const HostMath *hostMath(llvm::StringRef Name) const;
  bool empty() const { return Standards.empty() && Math.empty(); }

private:
  llvm::StringMap<std::vector<Standard>> Standards;
  llvm::StringMap<HostMath> Math;
};

class RewriteImplicitDeclarations : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  /// Reports the calls in __host__ __device__ functions host code uses and
  /// adds the includes (after the unit's matches).
  void finish(clang::ASTContext &AST);

private:
  void noteStandard(const clang::DeclRefExpr &Ref);
  void rewriteHostMath(const clang::CallExpr &Call,
                       const clang::FunctionDecl &Callee,
                       clang::ASTContext &AST, bool HostDevice);

  struct FileNeeds {
    clang::FileID ID;
    /// In the order of their first use.
    std::vector<std::string> Headers;
  };
  /// By project file path.
  std::map<std::string, FileNeeds> Needs;
  /// Host math calls in inline or template __host__ __device__ functions,
  /// which HIP compiles for the host only if host code uses them.
  struct PendingCall {
    const clang::FunctionDecl *Function;
    const clang::CallExpr *Call;
    const clang::FunctionDecl *Callee;
  };
  std::vector<PendingCall> Pending;
  /// __host__ __device__ functions host code uses, and those each such
  /// function uses.
  std::vector<const clang::FunctionDecl *> HostUsed;
  llvm::DenseMap<const clang::FunctionDecl *,
                 std::vector<const clang::FunctionDecl *>>
      Uses;
};

} // namespace hipport

#endif
