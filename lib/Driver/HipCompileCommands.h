//===- HipCompileCommands.h - The converted tree's compile_commands.json -*-
// C++ -*-===//
#ifndef HIPPORT_DRIVER_HIPCOMPILECOMMANDS_H
#define HIPPORT_DRIVER_HIPCOMPILECOMMANDS_H

#include "Driver/InputPlan.h"
#include "Frontend/CompileCommand.h"

namespace hipport {

/// The compilation database of the converted tree, as JSON: one entry per
/// translation unit of Plan, `clang++ -x hip --offload-arch=OffloadArch`
/// with the flags the unit was parsed with (hipFlags(): CUDA-only flags
/// dropped, paths into the input trees moved to the output trees) and the
/// converted file. Every path in it is absolute.
std::string renderHipCompileCommands(const InputPlan &Plan,
                                     const FrontendSettings &Frontend,
                                     llvm::StringRef OffloadArch);

} // namespace hipport

#endif
