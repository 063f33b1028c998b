//===- EntryDescription.cpp -----------------------------------------------===//
#include "Mapping/EntryDescription.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;

static std::string spelling(const HipSpelling &S) {
  if (S.Name.empty())
    return "(removed)";
  if (S.Args.empty())
    return S.Name;
  return S.Name + "(" + llvm::join(S.Args, ", ") + ")";
}

/// "; called with 2 arguments: hipEventCreateWithFlags" for each overload.
static std::string overloads(const MappingEntry &E) {
  std::string Text;
  for (const CallOverload &O : E.Overloads)
    Text += "; called with " + std::to_string(O.Arguments) + " argument" +
            (O.Arguments == 1 ? "" : "s") + ": " + spelling(O.Hip);
  return Text;
}

/// Where the target lacks the API, what hipport writes instead.
static void describeShim(const MappingEntry &E, llvm::raw_ostream &OS) {
  if (E.Shim.empty())
    return;
  OS << "; shim: " << E.Shim << " (hipport/compat.h";
  if (E.ShimSince)
    OS << ", HIP " << E.ShimSince->str() << "+";
  if (E.ShimAlways)
    OS << ", for every overload";
  OS << ")";
}

void hipport::describeEntry(const MappingEntry &E, llvm::raw_ostream &OS) {
  OS << E.Cuda << " (" << entryKindName(E.Kind) << ", " << E.Library << "): ";
  if (E.Status == EntryStatus::Unsupported) {
    OS << "unsupported: " << E.Reason;
    if (!E.Hint.empty())
      OS << "; " << E.Hint;
    describeShim(E, OS);
    OS << "\n";
    return;
  }
  OS << spelling(E.Hip);
  if (E.Status == EntryStatus::Deprecated)
    OS << " [deprecated" << (E.Reason.empty() ? "" : ": " + E.Reason) << "]";
  if (E.Since)
    OS << " [HIP " << E.Since->str() << "+]";
  if (E.Removed)
    OS << " [removed in HIP " << E.Removed->str() << "]";
  if (E.Changed)
    OS << " [changed in HIP " << E.Changed->str() << ": " << E.Change << "]";
  if (!E.Verified)
    OS << " [unverified]";
  OS << overloads(E);
  if (E.Fallback)
    OS << "; before HIP " << (E.Since ? E.Since->str() : "?") << ": "
       << spelling(*E.Fallback);
  describeShim(E, OS);
  OS << "\n";
}

std::string hipport::describeEntryForHip(const MappingEntry &E,
                                         const Version &Hip) {
  std::string For = "for HIP " + Hip.str() + ": ";
  if (E.writtenWithShim(Hip))
    return For + "written with hipport/compat.h as " + E.Shim;
  if (E.Status == EntryStatus::Unsupported)
    return For + "no HIP counterpart (" + E.Reason + ")";
  if (E.beforeSince(Hip)) {
    if (E.Fallback)
      return For + "becomes " + spelling(*E.Fallback) + " (" + spelling(E.Hip) +
             " needs HIP " + E.Since->str() + ")";
    return For + spelling(E.Hip) + " needs HIP " + E.Since->str() +
           ", newer than the target";
  }
  if (E.Removed && !(Hip < *E.Removed))
    return For + "no HIP counterpart (" + spelling(E.Hip) +
           " was removed in HIP " + E.Removed->str() + ")";
  return For + "becomes " + spelling(E.Hip) + overloads(E);
}
