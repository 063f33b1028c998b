//===- RewriteTileShuffles.h - tile shuffles of any type --------*- C++ -*-===//
//
// CUDA's cooperative-groups shuffles (thread_block_tile and coalesced_group
// shfl, shfl_up, shfl_down, shfl_xor) take a value of any trivially
// copyable type; HIP's, at every release up to 7.0, static_assert that it
// is an integer or floating-point type. A shuffle of anything else (a
// struct, __half, an enum) becomes hipport/compat.h's
// cooperative_groups::hipport_shfl_xor(tile, value, mask) and so on, which
// moves the value as 32-bit words through the tile's own shuffles.
// In a template, one instantiation with such a type is enough: the shim
// takes every type.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_REWRITETILESHUFFLES_H
#define HIPPORT_REWRITE_REWRITETILESHUFFLES_H

#include "Rewrite/RewritePass.h"
#include <set>
#include <utility>

namespace hipport {

class RewriteTileShuffles : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  /// The calls already rewritten (file, offset): a template's call is
  /// matched once per instantiation.
  std::set<std::pair<std::string, unsigned>> Rewritten;
};

} // namespace hipport

#endif
