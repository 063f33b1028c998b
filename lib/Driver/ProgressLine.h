//===- ProgressLine.h - "12/340 files" on a terminal ------------*- C++ -*-===//
//
// A long tree conversion shows how far it is on one line of standard error,
// redrawn in place with a carriage return and erased before anything else is
// printed there, so diagnostics never mix with it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_PROGRESSLINE_H
#define HIPPORT_DRIVER_PROGRESSLINE_H

#include "llvm/Support/raw_ostream.h"
#include <mutex>
#include <optional>

namespace hipport {

class ProgressLine {
public:
  /// Forced: --progress (true) or --no-progress (false); by default shown
  /// only when standard error is a terminal.
  ProgressLine(llvm::raw_ostream &OS, unsigned Total,
               std::optional<bool> Forced);
  ~ProgressLine() { clear(); }

  /// Counts Files more files done, Failed of them failed; redraws. Safe to
  /// call from several threads.
  void advance(unsigned Files, unsigned Failed = 0);
  /// Erases the line, until the next advance().
  void clear();

private:
  llvm::raw_ostream &OS;
  std::mutex Lock;
  unsigned Total;
  unsigned Done = 0;
  unsigned Failures = 0;
  bool Enabled;
  size_t Width = 0; ///< Of the line on screen; 0 when none is.
};

} // namespace hipport

#endif
