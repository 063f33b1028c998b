//===- ArgumentTemplate.h - Rendering `$N` argument templates ---*- C++ -*-===//
#ifndef HIPPORT_REWRITE_ARGUMENTTEMPLATE_H
#define HIPPORT_REWRITE_ARGUMENTTEMPLATE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {

/// Renders a HIP argument list from a template such as
/// ["HIP_SYMBOL($1)", "$2", "$4"]. ArgText(N) returns the text of the N-th
/// (1-based) CUDA argument; an element that is exactly `$N` for an argument
/// beyond NumArgs is left out, since the call took that argument's default.
std::string
renderArgumentTemplate(const std::vector<std::string> &Template,
                       unsigned NumArgs,
                       llvm::function_ref<std::string(unsigned)> ArgText);

/// How a template can be applied while keeping the call's own layout: when
/// element K (for every written argument K) refers to argument K alone, each
/// argument can be rewritten where it stands, and the remaining elements are
/// either unwritten defaults (dropped) or literal arguments to append.
struct InPlaceTemplate {
  /// One element per written argument.
  std::vector<std::string> PerArgument;
  /// Literal elements to add after the last written argument.
  std::vector<std::string> Appended;
};
std::optional<InPlaceTemplate>
planInPlace(const std::vector<std::string> &Template, unsigned NumArgs);

} // namespace hipport

#endif
