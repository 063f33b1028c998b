//===- CompatShims.cpp ----------------------------------------------------===//
#include "Rewrite/CompatShims.h"
#include "Rewrite/ConversionResult.h"
#include "Rewrite/IncludeInsertion.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace hipport;
namespace path = llvm::sys::path;

bool hipport::isWrittenCompatHeader(llvm::StringRef Path,
                                    llvm::StringRef Text) {
  return isCompatHeaderInclude(Path) && Text.starts_with(CompatHeaderMark);
}

bool hipport::isWrittenCompatHeaderFile(llvm::StringRef Path) {
  if (!isCompatHeaderInclude(Path))
    return false;
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  return Buffer && isWrittenCompatHeader(Path, (*Buffer)->getBuffer());
}

bool hipport::isCompatHeaderInclude(llvm::StringRef FileName) {
  return FileName == CompatHeaderName ||
         FileName.ends_with("/" + CompatHeaderName.str());
}

std::string hipport::compatIncludePath(llvm::StringRef Path,
                                       llvm::ArrayRef<std::string> Roots) {
  llvm::StringRef Dir = path::parent_path(Path);
  llvm::StringRef Root;
  for (const std::string &R : Roots)
    if (pathIsUnder(Dir, R) && R.size() > Root.size())
      Root = R;
  if (Root.empty())
    Root = Dir;
  std::string Include;
  for (llvm::StringRef Rest = Dir; Rest.size() > Root.size();
       Rest = path::parent_path(Rest))
    Include += "../";
  return Include + CompatHeaderName.str();
}

void hipport::insertCompatInclude(FileConversion &File,
                                  llvm::StringRef IncludePath) {
  unsigned Offset = hipRuntimeInsertionOffset(File.Original);
  bool NeedsBreak = Offset == File.Original.size() && Offset > 0 &&
                    File.Original.back() != '\n';
  File.Edits.insertFirst(Offset, std::string(NeedsBreak ? "\n" : "") +
                                     "#include \"" + IncludePath.str() +
                                     "\"\n");
  File.IncludesCompatHeader = true;
}
