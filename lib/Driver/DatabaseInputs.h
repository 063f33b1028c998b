//===- DatabaseInputs.h - What -p changes in a run --------------*- C++ -*-===//
#ifndef HIPPORT_DRIVER_DATABASEINPUTS_H
#define HIPPORT_DRIVER_DATABASEINPUTS_H

#include "Driver/InputPlan.h"
#include "Frontend/CompileCommand.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {

using Planner = llvm::function_ref<llvm::Expected<InputPlan>(
    const std::vector<std::string> &Inputs)>;

/// Plans Inputs with Plan. With a compilation database
/// (Frontend.DatabasePath):
/// - no inputs stand for every file of the database (planned as the
///   directory that holds them all, so that their headers are converted);
/// - translation units found under an input directory are planned only when
///   the database has them; a file named on the command line always is,
///   with the flags of the nearest entry when it has none (a note says so);
/// - every planned file gets its flags in Frontend.FileArgs, and each
///   distinct flag translation is printed once to Diag.
/// Errors (an unreadable database, a flag clang rejects) are configuration
/// errors.
llvm::Expected<InputPlan> planWithDatabase(std::vector<std::string> Inputs,
                                           Planner Plan,
                                           FrontendSettings &Frontend,
                                           llvm::raw_ostream &Diag);

} // namespace hipport

#endif
