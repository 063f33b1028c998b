//===- LoadedFiles.h - The files a parse read -------------------*- C++ -*-===//
#ifndef HIPPORT_FRONTEND_LOADEDFILES_H
#define HIPPORT_FRONTEND_LOADEDFILES_H

#include "Support/FileStamp.h"
#include "clang/Basic/SourceManager.h"
#include <vector>

namespace hipport {

/// Every file the source manager read, with its size and modification time
/// as clang saw them; paths made absolute (not normalised).
std::vector<FileStamp> loadedFiles(const clang::SourceManager &SM);

} // namespace hipport

#endif
