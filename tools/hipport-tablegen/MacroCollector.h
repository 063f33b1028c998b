//===- MacroCollector.h - Public macros of a header tree --------*- C++ -*-===//
//
// Records the macros still defined at the end of the translation unit whose
// definition lies under the prefixes. Looking at the final state rather than
// at every #define matters: vendor headers define helpers, use them and
// #undef them again, and clang's CUDA wrapper redefines some CUDA macros. What
// user code can reference is what is defined at the end.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_MACROCOLLECTOR_H
#define HIPPORT_TABLEGEN_MACROCOLLECTOR_H

#include "NameFilter.h"
#include "PathFilter.h"
#include "RecordSink.h"
#include "clang/Lex/PPCallbacks.h"

namespace clang {
class MacroInfo;
class Preprocessor;
} // namespace clang

namespace hipport {
namespace tablegen {

class MacroCollector : public clang::PPCallbacks {
public:
  MacroCollector(clang::Preprocessor &PP, PathFilter &Paths,
                 const NameFilter &Names, RecordSink &Sink)
      : PP(PP), Paths(Paths), Names(Names), Sink(Sink) {}

  void EndOfMainFile() override;

private:
  bool isIncludeGuard(const clang::IdentifierInfo *II,
                      const clang::MacroInfo *MI) const;

  clang::Preprocessor &PP;
  PathFilter &Paths;
  const NameFilter &Names;
  RecordSink &Sink;
};

} // namespace tablegen
} // namespace hipport

#endif
