//===- DataDirectory.h - Where hipport's data lives -------------*- C++ -*-===//
#ifndef HIPPORT_SUPPORT_DATADIRECTORY_H
#define HIPPORT_SUPPORT_DATADIRECTORY_H

#include "llvm/ADT/StringRef.h"

namespace hipport {

/// Whether Dir holds hipport's tables and rule catalogue (the source tree,
/// an installed PREFIX/share/hipport, or HIPPORT_DATA_DIR).
bool isDataDirectory(llvm::StringRef Dir);

} // namespace hipport

#endif
