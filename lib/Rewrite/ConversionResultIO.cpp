//===- ConversionResultIO.cpp ---------------------------------------------===//
#include "Rewrite/ConversionResultIO.h"

using namespace hipport;

namespace {

void writeFinding(ByteWriter &W, const Finding &F) {
  W.str(F.Rule);
  W.u32(static_cast<uint32_t>(F.Level));
  W.str(F.File);
  W.u32(F.Line);
  W.u32(F.Column);
  W.str(F.Message);
  W.u32(F.Fixes.size());
  for (const FixIt &Fix : F.Fixes) {
    W.str(Fix.File);
    W.u32(Fix.Offset);
    W.u32(Fix.Length);
    W.str(Fix.Text);
  }
  W.boolean(F.FromPartialParse);
}

bool readFinding(ByteReader &R, Finding &F) {
  uint32_t Level, Fixes;
  if (!R.str(F.Rule) || !R.u32(Level) ||
      Level > static_cast<uint32_t>(Severity::Error) || !R.str(F.File) ||
      !R.u32(F.Line) || !R.u32(F.Column) || !R.str(F.Message) ||
      !R.count(Fixes, 16))
    return false;
  F.Level = static_cast<Severity>(Level);
  F.Fixes.resize(Fixes);
  for (FixIt &Fix : F.Fixes)
    if (!R.str(Fix.File) || !R.u32(Fix.Offset) || !R.u32(Fix.Length) ||
        !R.str(Fix.Text))
      return false;
  return R.boolean(F.FromPartialParse);
}

void writeFile(ByteWriter &W, const FileConversion &C) {
  W.str(C.Path);
  W.str(C.DisplayPath);
  W.u32(C.Edits.size());
  C.Edits.forEach([&](const FileEdits::Edit &E) {
    W.u32(E.Offset);
    W.u32(E.Length);
    W.str(E.Text);
  });
  W.u32(C.References.size());
  for (const auto &[Offset, Ref] : C.References) {
    W.u32(Offset);
    W.str(Ref.CudaName);
    W.u32(static_cast<uint32_t>(Ref.Outcome));
    W.boolean(Ref.ByTokens);
  }
  W.boolean(C.UsesCuda);
  W.boolean(C.IncludesHipRuntime);
  W.boolean(C.HipRuntimeInserted);
  W.boolean(C.UsesCompatHeader);
  W.boolean(C.IncludesCompatHeader);
  W.u32(C.TokenRegions.size());
  for (const auto &[Begin, End] : C.TokenRegions) {
    W.u32(Begin);
    W.u32(End);
  }
  W.u32(C.ProjectIncludes.size());
  for (const auto &[Begin, Include] : C.ProjectIncludes) {
    W.u32(Begin);
    W.u32(Include.End);
    W.str(Include.Target);
  }
}

bool readFile(ByteReader &R, FileConversion &C) {
  uint32_t Edits, References;
  if (!R.str(C.Path) || !R.str(C.DisplayPath) || !R.count(Edits, 12))
    return false;
  for (uint32_t I = 0; I < Edits; ++I) {
    uint32_t Offset, Length;
    std::string Text;
    if (!R.u32(Offset) || !R.u32(Length) || !R.str(Text))
      return false;
    C.Edits.restore(Offset, Length, std::move(Text));
  }
  if (!R.count(References, 12))
    return false;
  for (uint32_t I = 0; I < References; ++I) {
    uint32_t Offset, Outcome;
    ReferenceRecord Ref;
    if (!R.u32(Offset) || !R.str(Ref.CudaName) || !R.u32(Outcome) ||
        Outcome > static_cast<uint32_t>(ReferenceOutcome::NeedsNewerHip) ||
        !R.boolean(Ref.ByTokens))
      return false;
    Ref.Outcome = static_cast<ReferenceOutcome>(Outcome);
    C.References[Offset] = std::move(Ref);
  }
  uint32_t Regions;
  if (!R.boolean(C.UsesCuda) || !R.boolean(C.IncludesHipRuntime) ||
      !R.boolean(C.HipRuntimeInserted) || !R.boolean(C.UsesCompatHeader) ||
      !R.boolean(C.IncludesCompatHeader) || !R.count(Regions, 8))
    return false;
  for (uint32_t I = 0; I < Regions; ++I) {
    uint32_t Begin, End;
    if (!R.u32(Begin) || !R.u32(End))
      return false;
    C.TokenRegions.insert({Begin, End});
  }
  uint32_t Includes;
  if (!R.count(Includes, 12))
    return false;
  for (uint32_t I = 0; I < Includes; ++I) {
    uint32_t Begin;
    ProjectInclude Include;
    if (!R.u32(Begin) || !R.u32(Include.End) || !R.str(Include.Target))
      return false;
    C.ProjectIncludes[Begin] = std::move(Include);
  }
  return true;
}

template <typename Container>
void writeStrings(ByteWriter &W, const Container &Strings) {
  W.u32(Strings.size());
  for (const std::string &S : Strings)
    W.str(S);
}

template <typename Container>
bool readStrings(ByteReader &R, Container &Strings) {
  uint32_t N;
  if (!R.count(N))
    return false;
  for (uint32_t I = 0; I < N; ++I) {
    std::string S;
    if (!R.str(S))
      return false;
    Strings.insert(Strings.end(), std::move(S));
  }
  return true;
}

} // namespace

void hipport::writeConversionResult(ByteWriter &W,
                                    const ConversionResult &Result) {
  W.u32(Result.Files.size());
  for (const auto &[Path, C] : Result.Files)
    writeFile(W, C);
  W.u32(Result.Findings.size());
  for (const Finding &F : Result.Findings)
    writeFinding(W, F);
  writeStrings(W, Result.CompilerErrors);
  W.str(Result.CompilerOutput);
  W.boolean(Result.ParsedCleanly);
  W.boolean(Result.IncludesHipHeaders);
  writeStrings(W, Result.IncludedProjectFiles);
  W.u32(Result.Kernels.size());
  for (const KernelLds &K : Result.Kernels) {
    W.str(K.Kernel);
    W.str(K.File);
    W.u32(K.Line);
    W.u64(K.StaticBytes);
    W.u64(K.DynamicBytes);
  }
  W.u32(Result.SharedWarpSites.size());
  for (const SharedWarpSite &S : Result.SharedWarpSites) {
    W.str(S.Path);
    W.u32(S.Offset);
    W.boolean(S.Respelled);
    W.str(S.Function);
  }
}

std::optional<ConversionResult> hipport::readConversionResult(
    ByteReader &R,
    const std::function<std::optional<std::string>(llvm::StringRef Path)>
        &Original) {
  ConversionResult Result;
  uint32_t Files, Findings, Kernels;
  if (!R.count(Files))
    return std::nullopt;
  for (uint32_t I = 0; I < Files; ++I) {
    FileConversion C;
    if (!readFile(R, C))
      return std::nullopt;
    std::optional<std::string> Text = Original(C.Path);
    if (!Text)
      return std::nullopt;
    C.Original = std::move(*Text);
    std::string Path = C.Path;
    Result.Files[Path] = std::move(C);
  }
  if (!R.count(Findings))
    return std::nullopt;
  for (uint32_t I = 0; I < Findings; ++I) {
    Finding F;
    if (!readFinding(R, F))
      return std::nullopt;
    Result.Findings.insert(std::move(F));
  }
  if (!readStrings(R, Result.CompilerErrors) || !R.str(Result.CompilerOutput) ||
      !R.boolean(Result.ParsedCleanly) ||
      !R.boolean(Result.IncludesHipHeaders) ||
      !readStrings(R, Result.IncludedProjectFiles) || !R.count(Kernels))
    return std::nullopt;
  for (uint32_t I = 0; I < Kernels; ++I) {
    KernelLds K;
    if (!R.str(K.Kernel) || !R.str(K.File) || !R.u32(K.Line) ||
        !R.u64(K.StaticBytes) || !R.u64(K.DynamicBytes))
      return std::nullopt;
    Result.Kernels.insert(std::move(K));
  }
  uint32_t Sites;
  if (!R.count(Sites))
    return std::nullopt;
  for (uint32_t I = 0; I < Sites; ++I) {
    SharedWarpSite S;
    if (!R.str(S.Path) || !R.u32(S.Offset) || !R.boolean(S.Respelled) ||
        !R.str(S.Function))
      return std::nullopt;
    Result.SharedWarpSites.insert(std::move(S));
  }
  return Result;
}
