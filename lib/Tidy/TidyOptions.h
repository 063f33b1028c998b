//===- TidyOptions.h - hipport's options as clang-tidy CheckOptions -*- C++
//-*-===//
//
// What `hipport lint` takes from its command line and .hipport.yaml, read
// from .clang-tidy CheckOptions with the same defaults: `HipVersion`
// (--hip-version, 7.0), `OffloadArch` (--offload-arch, gfx942), `HipMacros`
// (--hip-macro and hip-macros:, a comma-separated list whose first item is
// the macro rewritten guards test) and `Guards` (--guards, keep). Each is
// looked up as <check>.<Option>, then as the global <Option>.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TIDY_TIDYOPTIONS_H
#define HIPPORT_TIDY_TIDYOPTIONS_H

#include "Rewrite/ConvertOptions.h"
#include "clang-tidy/ClangTidyCheck.h"
#include <string>
#include <vector>

namespace hipport {

/// The options of one check; each option that does not parse is left at
/// its default and described in Errors.
ConvertOptions
readTidyOptions(const clang::tidy::ClangTidyCheck::OptionsView &View,
                std::vector<std::string> &Errors);

/// Stores Options as View's check-local options (for --dump-config).
void storeTidyOptions(const clang::tidy::ClangTidyCheck::OptionsView &View,
                      const ConvertOptions &Options,
                      clang::tidy::ClangTidyOptions::OptionMap &Map);

} // namespace hipport

#endif
