//===- HtmlReport.cpp - The conversion report as a web page ---------------===//
//
// One self-contained page (no scripts, no external style sheets) for the
// person deciding how much manual work is left: the totals, then the files
// with the most work left first, as in the Markdown report.
//
//===----------------------------------------------------------------------===//
#include "Report/ConvertReport.h"
#include "llvm/Support/Format.h"

using namespace hipport;

static std::string html(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

static const char Style[] =
    "body{font-family:sans-serif;margin:2em;color:#222}"
    "table{border-collapse:collapse;margin-bottom:1.5em}"
    "th,td{border:1px solid #ccc;padding:.3em .6em;text-align:left}"
    "td.n{text-align:right}.partial,.work{color:#b00;font-weight:bold}";

static void cell(llvm::raw_ostream &OS, unsigned N, bool Work = false) {
  OS << "<td class=\"n" << (Work && N ? " work" : "") << "\">" << N << "</td>";
}

static void writeFiles(const ConvertReport &Report, llvm::raw_ostream &OS) {
  OS << "<h2>Files, most work left first</h2>\n<table>\n<tr><th>file</th>"
        "<th>output</th><th>parse</th><th>references</th><th>converted</th>"
        "<th>unsupported</th><th>unmapped</th><th>lines changed</th>"
        "<th>findings</th></tr>\n";
  for (const FileReport *F : Report.filesByRemainingEffort()) {
    bool Full = F->Parse == ParseStatus::Full;
    OS << "<tr><td>" << html(F->Input) << "</td><td>" << html(F->Output)
       << "</td><td" << (Full ? ">full" : " class=\"partial\">partial")
       << "</td>";
    cell(OS, F->ReferencesFound);
    cell(OS, F->Converted);
    cell(OS, F->Unsupported, true);
    cell(OS, F->Unmapped, true);
    cell(OS, F->LinesChanged);
    cell(OS, F->Findings);
    OS << "</tr>\n";
  }
  OS << "</table>\n";
}

void hipport::writeHtmlReport(const ConvertReport &Report,
                              llvm::raw_ostream &OS) {
  FileReport Sum = Report.totals();
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"
        "\n<title>hipport conversion report</title>\n<style>"
     << Style
     << "</style>\n</head>\n<body>\n<h1>hipport conversion report</h1>\n";
  OS << "<table>\n<tr><th>target</th><td>HIP " << html(Report.HipVersion)
     << "</td></tr>\n<tr><th>files converted</th><td>" << Report.Files.size()
     << "</td></tr>\n<tr><th>CUDA references</th><td>" << Sum.ReferencesFound
     << "</td></tr>\n<tr><th>converted</th><td>" << Sum.Converted << " ("
     << llvm::format("%.1f", Report.conversionPercent())
     << "%)</td></tr>\n<tr><th>left for a person</th><td>" << Sum.unconverted()
     << "</td></tr>\n<tr><th>findings</th><td>" << Report.Findings.size()
     << "</td></tr>\n<tr><th>files copied</th><td>" << Report.FilesCopied
     << "</td></tr>\n<tr><th>files skipped</th><td>" << Report.Skipped.size()
     << "</td></tr>\n<tr><th>seconds</th><td>"
     << llvm::format("%.2f", Report.Seconds) << "</td></tr>\n</table>\n";
  writeFiles(Report, OS);
  if (!Report.Skipped.empty()) {
    OS << "<h2>Skipped files</h2>\n<table>\n<tr><th>file</th><th>reason</th>"
          "</tr>\n";
    for (const SkippedFile &S : Report.Skipped)
      OS << "<tr><td>" << html(S.Input) << "</td><td>" << html(S.description())
         << "</td></tr>\n";
    OS << "</table>\n";
  }
  if (!Report.Findings.empty()) {
    OS << "<h2>Findings by rule</h2>\n<table>\n<tr><th>rule</th><th>count"
          "</th></tr>\n";
    for (const auto &[Rule, Count] : Report.findingsByRule())
      OS << "<tr><td>" << html(Rule) << "</td><td class=\"n\">" << Count
         << "</td></tr>\n";
    OS << "</table>\n<h2>Findings</h2>\n<ul>\n";
    for (const Finding &F : Report.Findings)
      OS << "<li><code>" << html(F.File) << ":" << F.Line << ":" << F.Column
         << "</code> " << severityName(F.Level) << ": " << html(F.Message)
         << " (" << html(F.Rule) << ")</li>\n";
    OS << "</ul>\n";
  }
  OS << "</body>\n</html>\n";
}
