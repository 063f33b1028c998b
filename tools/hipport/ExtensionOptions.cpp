//===- ExtensionOptions.cpp -----------------------------------------------===//
#include "ExtensionOptions.h"

using namespace hipport;

const char hipport::ExtensionOptionsHelp[] =
    R"(  --source-extensions=LIST   translation units (default
                             .cu,.hip,.cpp,.cc,.cxx,.c++)
  --header-extensions=LIST   headers (default .cuh,.h,.hpp,.hh,.hxx,.inl)
)";

bool ExtensionOptions::read(ArgReader &Reader) {
  if (auto V = Reader.value("--source-extensions"))
    Sources = *V;
  else if (auto V = Reader.value("--header-extensions"))
    Headers = *V;
  else
    return false;
  return true;
}

llvm::Error ExtensionOptions::apply(TreeOptions &Tree) const {
  for (auto [Text, List] :
       {std::pair{&Sources, &Tree.TranslationUnitExtensions},
        std::pair{&Headers, &Tree.HeaderExtensions}}) {
    if (!*Text)
      continue;
    auto Parsed = parseExtensionList(**Text);
    if (!Parsed)
      return Parsed.takeError();
    *List = std::move(*Parsed);
  }
  for (const std::string &Ext : Tree.TranslationUnitExtensions)
    if (Tree.isHeader("x" + Ext))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "'%s' is both a source and a header extension", Ext.c_str());
  return llvm::Error::success();
}
