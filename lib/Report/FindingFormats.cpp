//===- FindingFormats.cpp -------------------------------------------------===//
#include "Report/FindingFormats.h"
#include "Diagnostics/Baseline.h"
#include "Support/Utf8Text.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

using namespace hipport;

std::optional<FindingFormat> hipport::parseFindingFormat(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<FindingFormat>>(Name)
      .Cases("text", "clang", FindingFormat::Text)
      .Case("json", FindingFormat::Json)
      .Case("sarif", FindingFormat::Sarif)
      .Cases("github", "github-actions", FindingFormat::Github)
      .Default(std::nullopt);
}

std::string hipport::relativeToRoot(llvm::StringRef Path,
                                    llvm::StringRef Root) {
  llvm::SmallString<256> Abs(Path), Base(Root);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::fs::make_absolute(Base);
  llvm::sys::path::remove_dots(Abs, true);
  llvm::sys::path::remove_dots(Base, true);
  llvm::StringRef A = Abs, B = Base;
  if (!B.empty() && A.starts_with(B) &&
      (A.size() == B.size() || llvm::sys::path::is_separator(A[B.size()]) ||
       B.ends_with("/")))
    return A.drop_front(B.size()).ltrim('/').str();
  return Path.str();
}

void hipport::writeFindingsText(const FindingOutput &Out,
                                llvm::raw_ostream &OS) {
  for (const Finding &F : *Out.Findings)
    OS << formatFindingAsClangText(F) << "\n";
}

static llvm::json::Array fixesJson(const Finding &F) {
  llvm::json::Array Fixes;
  for (const FixIt &Fix : F.Fixes)
    Fixes.push_back(llvm::json::Object{{"file", jsonText(Fix.File)},
                                       {"offset", Fix.Offset},
                                       {"length", Fix.Length},
                                       {"replacement", jsonText(Fix.Text)}});
  return Fixes;
}

void hipport::writeFindingsJson(const FindingOutput &Out,
                                llvm::raw_ostream &OS) {
  llvm::json::Array All;
  for (const Finding &F : *Out.Findings)
    All.push_back(llvm::json::Object{{"rule", F.Rule},
                                     {"severity", severityName(F.Level)},
                                     {"file", jsonText(F.File)},
                                     {"line", F.Line},
                                     {"column", F.Column},
                                     {"message", jsonText(F.Message)},
                                     {"partial_parse", F.FromPartialParse},
                                     {"fixes", fixesJson(F)}});
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(All))) << "\n";
}

void hipport::writeFindingsSarif(const FindingOutput &Out,
                                 llvm::raw_ostream &OS) {
  // Every rule of the catalogue, so that rule indices are stable and the
  // code-scanning UI can show help for each.
  std::vector<const Rule *> Rules;
  if (Out.Rules)
    Out.Rules->forEach([&](const Rule &R) { Rules.push_back(&R); });
  std::sort(Rules.begin(), Rules.end(),
            [](const Rule *A, const Rule *B) { return A->Id < B->Id; });
  llvm::json::Array RuleArray;
  std::map<std::string, size_t> RuleIndex;
  for (const Rule *R : Rules) {
    RuleIndex[R->Id] = RuleArray.size();
    std::string Help =
        R->Summary + (R->Rationale.empty() ? "" : "\n\n" + R->Rationale);
    RuleArray.push_back(llvm::json::Object{
        {"id", R->Id},
        {"name", R->Id},
        {"shortDescription", llvm::json::Object{{"text", R->Summary}}},
        {"fullDescription",
         llvm::json::Object{
             {"text", R->Rationale.empty() ? R->Summary : R->Rationale}}},
        {"help", llvm::json::Object{{"text", Help}}},
        {"defaultConfiguration",
         llvm::json::Object{{"level", severityName(R->Level)}}}});
  }
  llvm::json::Array Results;
  LineFingerprints Fingerprints;
  for (const Finding &F : *Out.Findings) {
    llvm::json::Object Region{{"startLine", std::max(1u, F.Line)}};
    if (F.Column)
      Region["startColumn"] = F.Column;
    llvm::json::Object Result{
        {"ruleId", F.Rule},
        {"level", severityName(F.Level)},
        {"message", llvm::json::Object{{"text", jsonText(F.Message)}}},
        {"locations",
         llvm::json::Array{llvm::json::Object{
             {"physicalLocation",
              llvm::json::Object{
                  {"artifactLocation",
                   llvm::json::Object{{"uri", validUtf8Uri(relativeToRoot(
                                                  F.File, Out.RepositoryRoot))},
                                      {"uriBaseId", "%SRCROOT%"}}},
                  {"region", std::move(Region)}}}}}},
        {"partialFingerprints",
         llvm::json::Object{
             {"primaryLocationLineHash", Fingerprints.of(F) + ":1"}}}};
    if (F.FromPartialParse)
      Result["properties"] = llvm::json::Object{{"partialParse", true}};
    auto Index = RuleIndex.find(F.Rule);
    if (Index != RuleIndex.end())
      Result["ruleIndex"] = Index->second;
    Results.push_back(std::move(Result));
  }
  llvm::SmallString<256> Root(Out.RepositoryRoot);
  llvm::sys::fs::make_absolute(Root);
  llvm::json::Object Run{
      {"tool",
       llvm::json::Object{
           {"driver", llvm::json::Object{{"name", "hipport"},
                                         {"version", Out.ToolVersion},
                                         {"rules", std::move(RuleArray)}}}}},
      {"originalUriBaseIds",
       llvm::json::Object{
           {"%SRCROOT%",
            llvm::json::Object{
                {"uri", validUtf8Uri("file://" + std::string(Root) + "/")}}}}},
      {"results", std::move(Results)}};
  llvm::json::Object Log{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", llvm::json::Array{std::move(Run)}}};
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Log))) << "\n";
}

/// Workflow commands escape %, CR and LF in messages, and also , and : in
/// properties.
static std::string githubEscape(llvm::StringRef Text, bool Property) {
  std::string Out;
  for (char C : validUtf8(Text)) {
    if (C == '%')
      Out += "%25";
    else if (C == '\r')
      Out += "%0D";
    else if (C == '\n')
      Out += "%0A";
    else if (Property && C == ':')
      Out += "%3A";
    else if (Property && C == ',')
      Out += "%2C";
    else
      Out += C;
  }
  return Out;
}

void hipport::writeFindingsGithub(const FindingOutput &Out,
                                  llvm::raw_ostream &OS) {
  for (const Finding &F : *Out.Findings) {
    llvm::StringRef Command = F.Level == Severity::Error     ? "error"
                              : F.Level == Severity::Warning ? "warning"
                                                             : "notice";
    OS << "::" << Command << " file="
       << githubEscape(relativeToRoot(F.File, Out.RepositoryRoot), true)
       << ",line=" << F.Line << ",col=" << F.Column
       << ",title=" << githubEscape(F.Rule, true)
       << "::" << githubEscape(F.Message, false) << "\n";
  }
}

/// YAML single-quoted scalar (YAML is UTF-8).
static std::string quoted(llvm::StringRef Text) {
  std::string Out = "'";
  for (char C : validUtf8(Text)) {
    Out += C;
    if (C == '\'')
      Out += '\'';
  }
  return Out + "'";
}

void hipport::writeExportFixes(const FindingOutput &Out,
                               llvm::raw_ostream &OS) {
  OS << "---\nMainSourceFile: ''\nDiagnostics:\n";
  bool Any = false;
  for (const Finding &F : *Out.Findings) {
    if (F.Fixes.empty())
      continue;
    Any = true;
    llvm::SmallString<256> Path(F.File);
    llvm::sys::fs::make_absolute(Path);
    OS << "  - DiagnosticName:  " << quoted(F.Rule) << "\n"
       << "    DiagnosticMessage:\n"
       << "      Message:         " << quoted(F.Message) << "\n"
       << "      FilePath:        " << quoted(Path) << "\n"
       << "      FileOffset:      " << F.Fixes.front().Offset << "\n"
       << "      Replacements:\n";
    for (const FixIt &Fix : F.Fixes) {
      llvm::SmallString<256> FixPath(Fix.File);
      llvm::sys::fs::make_absolute(FixPath);
      OS << "        - FilePath:        " << quoted(FixPath) << "\n"
         << "          Offset:          " << Fix.Offset << "\n"
         << "          Length:          " << Fix.Length << "\n"
         << "          ReplacementText: " << quoted(Fix.Text) << "\n";
    }
    OS << "    Level:           "
       << (F.Level == Severity::Error ? "Error" : "Warning") << "\n";
  }
  if (!Any)
    OS << "  []\n";
  OS << "...\n";
}

void hipport::writeFindings(FindingFormat Format, const FindingOutput &Out,
                            llvm::raw_ostream &OS) {
  switch (Format) {
  case FindingFormat::Text:
    return writeFindingsText(Out, OS);
  case FindingFormat::Json:
    return writeFindingsJson(Out, OS);
  case FindingFormat::Sarif:
    return writeFindingsSarif(Out, OS);
  case FindingFormat::Github:
    return writeFindingsGithub(Out, OS);
  }
}
