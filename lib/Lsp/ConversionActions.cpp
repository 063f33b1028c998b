//===- ConversionActions.cpp ----------------------------------------------===//
#include "Lsp/ConversionActions.h"
#include "Lsp/Positions.h"

using namespace hipport;
using namespace hipport::lsp;

llvm::json::Value lsp::convertAction(llvm::StringRef Uri, int64_t Version,
                                     std::optional<llvm::json::Value> Edit,
                                     bool Partial) {
  llvm::json::Object Action{
      {"title", Partial ? "Convert this file to HIP (partial: clang could not "
                          "parse all of it)"
                        : "Convert this file to HIP"},
      {"kind", ConvertKind}};
  if (Edit)
    Action["edit"] = std::move(*Edit);
  else
    Action["data"] =
        llvm::json::Object{{"uri", Uri.str()}, {"version", Version}};
  return Action;
}

llvm::json::Value lsp::convertCommandAction(llvm::StringRef Uri,
                                            int64_t Version) {
  return llvm::json::Object{
      {"title", "Convert this file to HIP"},
      {"kind", ConvertKind},
      {"command", llvm::json::Object{
                      {"title", "Convert this file to HIP"},
                      {"command", ConvertCommand},
                      {"arguments", llvm::json::Array{Uri.str(), Version}}}}};
}

llvm::json::Value lsp::previewAction(llvm::StringRef Uri) {
  return llvm::json::Object{
      {"title", "Preview HIP conversion"},
      {"kind", PreviewKind},
      {"command",
       llvm::json::Object{{"title", "Preview HIP conversion"},
                          {"command", PreviewCommand},
                          {"arguments", llvm::json::Array{Uri.str()}}}}};
}

llvm::json::Value lsp::wholeDocumentEdit(llvm::StringRef Uri,
                                         llvm::StringRef Text,
                                         llvm::StringRef NewText) {
  LineIndex Lines(Text);
  return workspaceEditJson(
      Uri, llvm::json::Array{textEditJson(Lines, 0, Text.size(), NewText)});
}

bool lsp::kindRequested(const llvm::json::Object *Context,
                        llvm::StringRef Kind) {
  const llvm::json::Array *Only = Context ? Context->getArray("only") : nullptr;
  if (!Only)
    return true;
  for (const llvm::json::Value &Wanted : *Only)
    if (std::optional<llvm::StringRef> W = Wanted.getAsString())
      if (Kind == *W || Kind.starts_with((*W + ".").str()))
        return true;
  return false;
}
