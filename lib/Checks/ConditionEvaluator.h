//===- ConditionEvaluator.h - #if conditions under another compiler -*- C++
//-*-===//
//
// clang evaluates each #if as CUDA sees it. To say which branch HIP takes,
// the condition is evaluated again with HIP's macros: a small evaluator of
// preprocessor expressions over the condition's text, asking a callback for
// each identifier. Unknown values make the result unknown, never a guess.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_CONDITIONEVALUATOR_H
#define HIPPORT_CHECKS_CONDITIONEVALUATOR_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
class SourceRange;
} // namespace clang

namespace hipport {

struct MacroState {
  bool Defined = false;
  /// The value when the macro is an integer; unset when defined otherwise.
  std::optional<long long> Value;
  /// Neither whether it is defined nor its value is known: `defined(M)`
  /// and `M` are both unknown.
  bool Unknown = false;

  static MacroState unknown() { return {false, std::nullopt, true}; }
};

using MacroLookup = llvm::function_ref<MacroState(llvm::StringRef)>;

/// Evaluates the text of a #if/#elif condition; nullopt when it cannot be
/// parsed or depends on a macro whose value is not a plain integer.
std::optional<long long> evaluateCondition(llvm::StringRef Text,
                                           MacroLookup Lookup);

/// The text of an #if/#elif condition as the preprocessor callbacks give
/// its range (which ends at the start of the condition's last token).
llvm::StringRef conditionText(const clang::Preprocessor &PP,
                              clang::SourceRange ConditionRange);

/// The identifiers a condition mentions (including those inside defined()).
std::vector<std::string> conditionIdentifiers(llvm::StringRef Text);

} // namespace hipport

#endif
