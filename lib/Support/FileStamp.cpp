//===- FileStamp.cpp ------------------------------------------------------===//
#include "Support/FileStamp.h"
#include "llvm/Support/FileSystem.h"

using namespace hipport;

bool FileStamp::unchanged() const {
  llvm::sys::fs::file_status Status;
  return !llvm::sys::fs::status(Path, Status) && Status.getSize() == Size &&
         uint64_t(llvm::sys::toTimeT(Status.getLastModificationTime())) ==
             ModTime;
}

void FileStamp::write(ByteWriter &W) const {
  W.str(Path);
  W.u64(Size);
  W.u64(ModTime);
}

bool FileStamp::read(ByteReader &R) {
  return R.str(Path) && R.u64(Size) && R.u64(ModTime);
}
