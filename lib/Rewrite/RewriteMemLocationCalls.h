//===- RewriteMemLocationCalls.h - cudaMemLocation arguments ---*- C++ -*-===//
//
// CUDA 13 declares cudaMemPrefetchAsync(ptr, n, cudaMemLocation loc,
// unsigned flags, stream = 0) and cudaMemAdvise(ptr, n, advice,
// cudaMemLocation loc); every HIP release 5.2 to 7.0 declares only
// hipMemPrefetchAsync(ptr, n, int device, stream = 0) and hipMemAdvise(ptr,
// n, advice, int device). A location written out where the call is made
// says which device it means: {cudaMemLocationTypeDevice, d} is device d,
// {cudaMemLocationTypeHost, ...} is hipCpuDeviceId, and a local variable
// that the function only ever makes a device location is `loc.id`; the
// call is rewritten. Anything else (another cudaMemLocation variable, whose
// type is known only at run time; a host NUMA location; prefetch flags other
// than 0) cannot be written with HIP's int device in general, so the arguments
// are left as they are and the call is reported with what to write.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_REWRITEMEMLOCATIONCALLS_H
#define HIPPORT_REWRITE_REWRITEMEMLOCATIONCALLS_H

#include "Rewrite/RewritePass.h"

namespace hipport {

class RewriteMemLocationCalls : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  /// The HIP device argument for a location: a literal (hipCpuDeviceId),
  /// the range of the written device id, or Why it has none.
  struct Device {
    std::string Literal;
    std::optional<FileRange> Id;
    std::string Why;
  };
  Device deviceFor(const clang::Expr *Location, clang::ASTContext &AST);
};

} // namespace hipport

#endif
