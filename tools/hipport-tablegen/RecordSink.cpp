//===- RecordSink.cpp - Collected declarations, printed as TSV ------------===//

#include "RecordSink.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

namespace hipport {
namespace tablegen {

StringRef kindName(DeclKind K) {
  switch (K) {
  case DeclKind::Function:
    return "function";
  case DeclKind::Type:
    return "type";
  case DeclKind::Enumerator:
    return "enumerator";
  case DeclKind::Macro:
    return "macro";
  case DeclKind::Variable:
    return "variable";
  case DeclKind::Namespace:
    return "namespace";
  }
  llvm_unreachable("unknown DeclKind");
}

void RecordSink::add(DeclKind K, StringRef Name, StringRef File,
                     bool Deprecated) {
  Records.emplace(Name.str(), kindName(K).str(), File.str(), Deprecated);
}

void RecordSink::print(raw_ostream &OS) const {
  for (const auto &[Name, Kind, File, Deprecated] : Records)
    OS << Kind << '\t' << Name << '\t' << File
       << (Deprecated ? "\tdeprecated\n" : "\n");
}

} // namespace tablegen
} // namespace hipport
