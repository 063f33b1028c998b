//===- FindingDiagnostics.cpp ---------------------------------------------===//
#include "Lsp/FindingDiagnostics.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace hipport::lsp;

/// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
static int lspSeverity(Severity S) {
  switch (S) {
  case Severity::Error:
    return 1;
  case Severity::Warning:
    return 2;
  case Severity::Note:
    return 3;
  }
  return 3;
}

static bool isWordChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// The range a finding underlines: the word (name or number) it points at,
/// or one character; never past its line.
static std::pair<Position, Position>
findingRange(const Finding &F, const LineIndex &Lines, llvm::StringRef Text) {
  unsigned Begin = Lines.offsetOfLineColumn(F.Line, F.Column);
  unsigned LineEnd = Lines.lineEnd(F.Line ? F.Line - 1 : 0);
  unsigned End = Begin;
  while (End < LineEnd && End < Text.size() && isWordChar(Text[End]))
    ++End;
  if (End == Begin && End < LineEnd)
    ++End;
  return {Lines.positionOf(Begin), Lines.positionOf(End)};
}

llvm::json::Value lsp::diagnosticJson(const Finding &F, const LineIndex &Lines,
                                      llvm::StringRef Text,
                                      llvm::StringRef DocsBase) {
  auto [Begin, End] = findingRange(F, Lines, Text);
  llvm::json::Object D{{"range", rangeJson(Begin, End)},
                       {"severity", lspSeverity(F.Level)},
                       {"code", F.Rule},
                       {"source", "hipport"},
                       {"message", F.Message}};
  if (!DocsBase.empty())
    D["codeDescription"] =
        llvm::json::Object{{"href", DocsBase.str() + "/" + F.Rule + ".md"}};
  if (F.FromPartialParse)
    D["data"] = llvm::json::Object{{"partialParse", true}};
  return D;
}

bool lsp::suppressible(const Finding &F) {
  return F.Rule != "hipport-header-not-written" &&
         F.Rule != "hipport-skipped-file" &&
         F.Rule != "hipport-rewrite-conflict";
}

llvm::json::Array lsp::codeActions(const std::vector<Finding> &Findings,
                                   const LineIndex &Lines, llvm::StringRef Text,
                                   llvm::StringRef Uri, unsigned FirstLine,
                                   unsigned LastLine,
                                   llvm::StringRef DocsBase) {
  llvm::json::Array Actions;
  for (const Finding &F : Findings) {
    unsigned Line = F.Line ? F.Line - 1 : 0;
    if (Line < FirstLine || Line > LastLine)
      continue;
    llvm::json::Value Diagnostic = diagnosticJson(F, Lines, Text, DocsBase);
    bool FixesHere = !F.Fixes.empty();
    for (const FixIt &Fix : F.Fixes)
      FixesHere &= Fix.File == F.File && Fix.Offset + Fix.Length <= Text.size();
    if (FixesHere) {
      llvm::json::Array Edits;
      for (const FixIt &Fix : F.Fixes)
        Edits.push_back(
            textEditJson(Lines, Fix.Offset, Fix.Offset + Fix.Length, Fix.Text));
      Actions.push_back(llvm::json::Object{
          {"title", "Apply hipport fix: " + F.Message},
          {"kind", "quickfix"},
          {"isPreferred", true},
          {"diagnostics", llvm::json::Array{Diagnostic}},
          {"edit", workspaceEditJson(Uri, std::move(Edits))}});
    }
    if (!suppressible(F))
      continue;
    // A comment alone on the line before covers the next line
    // (docs/rules/README.md, "Suppressions"); it keeps the line's indent.
    unsigned Start = Lines.lineStart(Line);
    unsigned Indent = Start;
    while (Indent < Text.size() &&
           (Text[Indent] == ' ' || Text[Indent] == '\t'))
      ++Indent;
    std::string Comment = Text.substr(Start, Indent - Start).str() +
                          "// hipport: ignore[" + F.Rule + "]\n";
    Actions.push_back(llvm::json::Object{
        {"title", "Suppress with NOLINT: // hipport: ignore[" + F.Rule + "]"},
        {"kind", "quickfix"},
        {"diagnostics", llvm::json::Array{Diagnostic}},
        {"edit", workspaceEditJson(Uri, llvm::json::Array{textEditJson(
                                            Lines, Start, Start, Comment)})}});
  }
  return Actions;
}
