//===- Baseline.cpp -------------------------------------------------------===//
#include "Diagnostics/Baseline.h"
#include "Support/Utf8Text.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

using namespace hipport;

std::string LineFingerprints::of(const Finding &F) {
  auto [It, Inserted] = Files.try_emplace(F.File);
  if (Inserted)
    if (auto Buffer = llvm::MemoryBuffer::getFile(F.File))
      It->second = std::move(*Buffer);
  std::string Line;
  if (It->second) {
    llvm::StringRef Text = It->second->getBuffer();
    for (unsigned I = 1; I < F.Line && !Text.empty(); ++I)
      Text = Text.split('\n').second;
    Line = Text.split('\n').first.trim().str();
  }
  uint64_t Hash = llvm::xxh3_64bits(F.Rule + '\0' + F.File + '\0' + Line);
  return llvm::utohexstr(Hash, /*LowerCase=*/true);
}

std::string Baseline::render(const std::vector<Finding> &Findings) {
  llvm::json::Array Records;
  LineFingerprints Fingerprints;
  for (const Finding &F : Findings)
    Records.push_back(llvm::json::Object{{"rule", F.Rule},
                                         {"file", validUtf8(F.File)},
                                         {"fingerprint", Fingerprints.of(F)},
                                         {"line", F.Line},
                                         {"message", validUtf8(F.Message)}});
  llvm::json::Object Root{{"version", 1}, {"findings", std::move(Records)}};
  return llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))).str() +
         "\n";
}

llvm::Expected<Baseline> Baseline::load(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(
        Buffer.getError(), "%s: error: cannot read baseline: %s",
        Path.str().c_str(), Buffer.getError().message().c_str());
  auto Root = llvm::json::parse((*Buffer)->getBuffer());
  if (!Root)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(), "%s: error: baseline is not JSON: %s",
        Path.str().c_str(), llvm::toString(Root.takeError()).c_str());
  const llvm::json::Object *Object = Root->getAsObject();
  const llvm::json::Array *Records =
      Object ? Object->getArray("findings") : nullptr;
  if (!Records)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s: error: baseline has no 'findings'",
                                   Path.str().c_str());
  Baseline B;
  for (const llvm::json::Value &Record : *Records) {
    const llvm::json::Object *R = Record.getAsObject();
    auto Rule = R ? R->getString("rule") : std::nullopt;
    auto File = R ? R->getString("file") : std::nullopt;
    auto Print = R ? R->getString("fingerprint") : std::nullopt;
    if (!Rule || !File || !Print)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "%s: error: a baseline record needs rule, file and fingerprint",
          Path.str().c_str());
    ++B.Counts[{Rule->str(), File->str(), Print->str()}];
  }
  return B;
}

bool Baseline::absorbs(const Finding &F) {
  // Paths are recorded as valid UTF-8 (JSON holds nothing else), so a
  // Latin-1 file name is compared the way it was written.
  auto It = Counts.find({F.Rule, validUtf8(F.File), Fingerprints.of(F)});
  if (It == Counts.end() || It->second == 0)
    return false;
  --It->second;
  return true;
}
