//===- Finding.cpp --------------------------------------------------------===//
#include "Diagnostics/Finding.h"
#include "llvm/ADT/StringSwitch.h"

using namespace hipport;

llvm::StringRef hipport::severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "warning";
}

std::optional<Severity> hipport::parseSeverity(llvm::StringRef Text) {
  return llvm::StringSwitch<std::optional<Severity>>(Text)
      .Case("note", Severity::Note)
      .Case("warning", Severity::Warning)
      .Case("error", Severity::Error)
      .Default(std::nullopt);
}

std::string hipport::formatFindingAsClangText(const Finding &F) {
  std::string Out = F.File;
  if (F.Line) {
    Out += ":" + std::to_string(F.Line);
    if (F.Column)
      Out += ":" + std::to_string(F.Column);
  }
  Out += ": ";
  Out += severityName(F.Level);
  Out += ": " + F.Message + " [" + F.Rule + "]";
  return Out;
}
