//===- ProgressLine.cpp ---------------------------------------------------===//
#include "Driver/ProgressLine.h"
#include "llvm/Support/Process.h"

using namespace hipport;

ProgressLine::ProgressLine(llvm::raw_ostream &OS, unsigned Total,
                           std::optional<bool> Forced)
    : OS(OS), Total(Total),
      Enabled(Forced.value_or(llvm::sys::Process::StandardErrIsDisplayed())) {}

void ProgressLine::advance(unsigned Files, unsigned Failed) {
  std::lock_guard<std::mutex> Guard(Lock);
  Done += Files;
  Failures += Failed;
  if (!Enabled)
    return;
  std::string Line = "hipport: " + std::to_string(Done) + "/" +
                     std::to_string(Total) + " files";
  if (Failures)
    Line += ", " + std::to_string(Failures) + " failed";
  // Spaces cover the rest of a longer line drawn before.
  size_t Drawn = Line.size();
  if (Width > Line.size())
    Line.append(Width - Line.size(), ' ');
  Width = Drawn;
  OS << "\r" << Line;
  OS.flush();
}

void ProgressLine::clear() {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Enabled || Width == 0)
    return;
  OS << "\r" << std::string(Width, ' ') << "\r";
  OS.flush();
  Width = 0;
}
