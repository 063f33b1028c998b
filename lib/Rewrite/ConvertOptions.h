//===- ConvertOptions.h - What a conversion may emit ------------*- C++ -*-===//
#ifndef HIPPORT_REWRITE_CONVERTOPTIONS_H
#define HIPPORT_REWRITE_CONVERTOPTIONS_H

#include "Mapping/Version.h"
#include <string>
#include <vector>

namespace hipport {

enum class KernelLaunchStyle {
  /// Keep `k<<<g, b>>>(...)`: hip-clang accepts it.
  Chevrons,
  /// `hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, ...)`.
  HipLaunchKernelGGL
};

struct ConvertOptions {
  /// The HIP release the output must compile against.
  Version HipVersion{7, 0};
  KernelLaunchStyle Launch = KernelLaunchStyle::Chevrons;
  /// Directories whose files are the user's to rewrite. Empty: every file
  /// that is neither a system nor a CUDA header.
  std::vector<std::string> ProjectRoots;
};

} // namespace hipport

#endif
