//===- Baseline.h - Findings accepted once, to report only new ones -*- C++
//-*-===//
//
// A team turning lint on in CI records today's findings once; later runs
// report only findings not in that record. A finding is matched by rule,
// file and a fingerprint of the text of its line (not its number), so edits
// elsewhere in the file do not bring it back.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DIAGNOSTICS_BASELINE_H
#define HIPPORT_DIAGNOSTICS_BASELINE_H

#include "Diagnostics/Finding.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace hipport {

/// Hashes of a finding's rule, file and trimmed line text, in hex. Each
/// file is read once however many findings it has.
class LineFingerprints {
public:
  std::string of(const Finding &F);

private:
  llvm::StringMap<std::unique_ptr<llvm::MemoryBuffer>> Files;
};

class Baseline {
public:
  static llvm::Expected<Baseline> load(llvm::StringRef Path);
  /// The baseline recording Findings, as JSON.
  static std::string render(const std::vector<Finding> &Findings);

  /// Whether F is recorded; each record absorbs one finding, so a second
  /// identical line added later is still new.
  bool absorbs(const Finding &F);

private:
  std::map<std::tuple<std::string, std::string, std::string>, unsigned> Counts;
  LineFingerprints Fingerprints;
};

} // namespace hipport

#endif
