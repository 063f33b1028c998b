//===- TranslationUnitJob.h - Converting one translation unit ---*- C++ -*-===//
#ifndef HIPPORT_DRIVER_TRANSLATIONUNITJOB_H
#define HIPPORT_DRIVER_TRANSLATIONUNITJOB_H

#include "Diagnostics/RuleCatalog.h"
#include "Driver/ProloguePlan.h"
#include "Frontend/CompileCommand.h"
#include "Mapping/MappingTable.h"
#include "Rewrite/ConversionResult.h"
#include "Rewrite/ConvertOptions.h"
#include "llvm/Support/Error.h"

namespace hipport {

struct JobSettings {
  const MappingTable *Table = nullptr;
  /// Severities and check parameters; may be null (defaults apply).
  const RuleCatalog *Rules = nullptr;
  ConvertOptions Options;
  FrontendSettings Frontend;
  /// Units parsed at once; 0: one per core.
  unsigned Jobs = 0;
  /// Where precompiled prologues are kept; empty: none are used.
  std::string CacheDir;
  PrologueMode Prologue = PrologueMode::Auto;
  /// Reuse the results of unchanged units from earlier runs.
  bool ReuseResults = true;
};

/// Parses File and collects every rewrite and finding. Compile errors in the
/// file make a partial result (ParsedCleanly is false); an error is returned
/// only when clang could not even start on the file. Pch, when not empty,
/// is a precompiled prologue the file starts with (Driver/PrologueCache.h).
/// A unit that crashes clang or does not parse cleanly with Pch is parsed
/// again without it (with a note on a crash), unless PchLeadsUnit
/// (prologueLeadsUnit) and every error is in the unit's own files: those
/// errors are the same without it. UsedPrologue, when not null, says
/// whether the result was parsed with Pch. Inputs, when not null, receives
/// every file the parse read.
llvm::Expected<ConversionResult>
convertTranslationUnit(const JobSettings &Settings, llvm::StringRef File,
                       llvm::StringRef Pch = {}, bool PchLeadsUnit = false,
                       std::vector<FileStamp> *Inputs = nullptr,
                       bool *UsedPrologue = nullptr);

} // namespace hipport

#endif
