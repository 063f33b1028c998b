//===- Prologue.h - The system headers a unit starts with -------*- C++ -*-===//
//
// Most CUDA units begin with a run of includes: the CUDA runtime, the C and
// C++ libraries, Thrust, and project headers that themselves start with
// such includes. Parsing those system headers is most of the cost of every
// unit and the same for every unit that includes them, so hipport
// precompiles them once (see Driver/PrologueCache.h) and parses each unit
// with the result.
//
// The prologue of a unit is the list of system headers reached through the
// includes at the top of the unit (before its first line of code), looking
// into the project headers they name: a project header contributes its own
// leading includes, and its code is parsed with the unit as usual. With the
// prologue precompiled, those system headers are parsed before the project
// code that precedes some of them in the unit; that cannot change their
// meaning unless the project code defines a macro they use, so the macros
// project files define before each header are recorded and checked against
// the identifiers of the precompiled headers.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_FRONTEND_PROLOGUE_H
#define HIPPORT_FRONTEND_PROLOGUE_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipport {

struct Prologue {
  /// The system headers, as they would be spelled in `#include <...>`, in
  /// the order the unit includes them; each once.
  std::vector<std::string> Headers;
  /// Macros the unit and its project headers define or undefine before
  /// the last header, in order.
  std::vector<std::string> Macros;
  /// For each header, how many of Macros come before it.
  std::vector<unsigned> MacrosBefore;
  /// How many of Headers come before any code of a project file (the rest
  /// of a project header after its leading includes): the project code that
  /// precedes a later header sees its declarations only with the header
  /// precompiled.
  size_t HeadersBeforeCode = 0;

  /// The longest prefix of Headers that no project macro precedes.
  size_t headersBeforeAnyMacro() const;
};

/// Where `#include "..."` and `#include <...>` look for project files: the
/// -iquote and -I directories of a clang command line, in order.
struct IncludeSearch {
  std::vector<std::string> QuoteDirs;
  std::vector<std::string> AngleDirs;
};
IncludeSearch includeSearchFromArgs(const std::vector<std::string> &Args);

/// Scans the top of File (raw lexer: an include in a comment or a string
/// is not one) and the project headers it includes there. A header that is
/// not found among the project directories is a system header.
Prologue scanPrologue(llvm::StringRef File, const IncludeSearch &Search);

/// The text of a file that includes Headers in order.
std::string prologueText(const std::vector<std::string> &Headers);

} // namespace hipport

#endif
