//===- TidyOptions.cpp ----------------------------------------------------===//
#include "Tidy/TidyOptions.h"
#include "Diagnostics/ProjectConfig.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using clang::tidy::ClangTidyCheck;

static constexpr std::pair<llvm::StringLiteral, GuardRewrite> GuardModes[] = {
    {"keep", GuardRewrite::Keep},
    {"hip-takes-cuda-path", GuardRewrite::HipTakesCudaPath},
    {"hip-skips-cuda-path", GuardRewrite::HipSkipsCudaPath},
};

ConvertOptions hipport::readTidyOptions(const ClangTidyCheck::OptionsView &View,
                                        std::vector<std::string> &Errors) {
  ConvertOptions Options;
  // As lint: findings carry their fixes, nothing is rewritten here.
  Options.ApplyFixes = false;
  std::string Hip =
      View.getLocalOrGlobal("HipVersion", Options.HipVersion.str()).str();
  if (std::optional<Version> V = Version::parse(Hip))
    Options.HipVersion = *V;
  else
    Errors.push_back("HipVersion must be MAJOR.MINOR, not '" + Hip + "'");
  std::string Arch =
      View.getLocalOrGlobal("OffloadArch", Options.OffloadArch).str();
  if (llvm::StringRef(Arch).starts_with("gfx"))
    Options.OffloadArch = Arch;
  else
    Errors.push_back("OffloadArch must name an AMD GPU (gfx...), not '" + Arch +
                     "'");
  llvm::SmallVector<llvm::StringRef, 4> Macros;
  View.getLocalOrGlobal("HipMacros", "").split(Macros, ',', -1, false);
  for (llvm::StringRef Macro : Macros) {
    Macro = Macro.trim();
    if (!isMacroName(Macro)) {
      Errors.push_back("HipMacros must list macro names, not '" + Macro.str() +
                       "'");
      continue;
    }
    // Written into rewritten guards, so the first one given is kept.
    if (Options.HipMacros.empty())
      Options.HipPlatformMacro = Macro.str();
    Options.HipMacros.push_back(Macro.str());
  }
  std::string Guards = View.getLocalOrGlobal("Guards", "keep").str();
  auto Mode = llvm::find_if(GuardModes,
                            [&](const auto &M) { return M.first == Guards; });
  if (Mode != std::end(GuardModes))
    Options.Guards = Mode->second;
  else
    Errors.push_back(
        "Guards must be keep, hip-takes-cuda-path or hip-skips-cuda-path, "
        "not '" +
        Guards + "'");
  return Options;
}

void hipport::storeTidyOptions(const ClangTidyCheck::OptionsView &View,
                               const ConvertOptions &Options,
                               clang::tidy::ClangTidyOptions::OptionMap &Map) {
  View.store(Map, "HipVersion", Options.HipVersion.str());
  View.store(Map, "OffloadArch", Options.OffloadArch);
  View.store(Map, "HipMacros", llvm::join(Options.HipMacros, ","));
  for (const auto &[Name, Mode] : GuardModes)
    if (Mode == Options.Guards)
      View.store(Map, "Guards", Name);
}
