//===- FileStamp.h - Noticing that a file changed ---------------*- C++ -*-===//
#ifndef HIPPORT_SUPPORT_FILESTAMP_H
#define HIPPORT_SUPPORT_FILESTAMP_H

#include "Support/BinaryStream.h"
#include <string>

namespace hipport {

/// A file's size and modification time when a cache entry was made from it.
/// Used for the compiler's and libraries' headers, which change only when
/// they are reinstalled; the user's files are compared by content instead.
struct FileStamp {
  std::string Path;
  uint64_t Size = 0;
  uint64_t ModTime = 0;

  /// The file still has this size and modification time.
  bool unchanged() const;

  void write(ByteWriter &W) const;
  bool read(ByteReader &R);
};

} // namespace hipport

#endif
