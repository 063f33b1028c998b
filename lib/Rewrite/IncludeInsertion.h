//===- IncludeInsertion.h - Where to add HIP's runtime header ---*- C++ -*-===//
//
// nvcc includes cuda_runtime.h into every .cu file implicitly; hip-clang does
// not, so converted files that use HIP need the include spelled out. It goes
// after the leading comment block and after an include guard or
// `#pragma once`, where a person would put it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_INCLUDEINSERTION_H
#define HIPPORT_REWRITE_INCLUDEINSERTION_H

#include "llvm/ADT/StringRef.h"

namespace hipport {

struct FileConversion;

unsigned hipRuntimeInsertionOffset(llvm::StringRef Text);

/// Adds `#include <hip/hip_runtime.h>` to File at that place.
void insertHipRuntimeInclude(FileConversion &File);

} // namespace hipport

#endif
