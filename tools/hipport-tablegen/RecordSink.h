//===- RecordSink.h - Collected declarations, printed as TSV ----*- C++ -*-===//
//
// One place owns the (kind, name, file) triples so that the AST walk and the
// preprocessor callbacks never print directly: output is deduplicated and
// sorted, which keeps the generated tables byte-identical between runs.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_RECORDSINK_H
#define HIPPORT_TABLEGEN_RECORDSINK_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <set>
#include <string>
#include <tuple>

namespace hipport {
namespace tablegen {

/// The declaration categories a mapping table distinguishes.
enum class DeclKind { Function, Type, Enumerator, Macro, Variable, Namespace };

llvm::StringRef kindName(DeclKind K);

class RecordSink {
public:
  /// Deprecated declarations are marked so that the generator can prefer a
  /// current spelling over a HIP name kept only for compatibility.
  void add(DeclKind K, llvm::StringRef Name, llvm::StringRef File,
           bool Deprecated = false);

  /// Writes `kind<TAB>name<TAB>file` lines sorted by name, then kind, then
  /// file; a deprecated declaration's line ends in `<TAB>deprecated`.
  void print(llvm::raw_ostream &OS) const;

  size_t size() const { return Records.size(); }

private:
  // Name first so that the natural tuple order is the output order.
  std::set<std::tuple<std::string, std::string, std::string, bool>> Records;
};

} // namespace tablegen
} // namespace hipport

#endif
