//===- BufferConverter.cpp ------------------------------------------------===//
#include "Lsp/BufferConverter.h"
#include "Driver/ConvertSession.h"
#include "Rewrite/CompatShims.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace hipport;
using namespace hipport::lsp;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {
/// A fresh directory of its own for convert's output, removed with what it
/// holds: whether convert wrote the output is then whether it exists.
class OutputDirectory {
public:
  static llvm::Expected<OutputDirectory> create() {
    OutputDirectory Dir;
    llvm::SmallString<256> Path;
    if (std::error_code EC =
            fs::createUniqueDirectory("hipport-lsp-convert", Path))
      return llvm::createStringError(
          EC, "cannot create a directory for the conversion: " + EC.message());
    Dir.Path = std::string(Path);
    return Dir;
  }
  OutputDirectory() = default;
  OutputDirectory(OutputDirectory &&Other) : Path(std::move(Other.Path)) {
    Other.Path.clear();
  }
  OutputDirectory(const OutputDirectory &) = delete;
  ~OutputDirectory() {
    if (!Path.empty())
      fs::remove_directories(Path);
  }
  std::string Path;
};

/// The first line of convert's messages that is an error, else the first.
std::string firstProblem(llvm::StringRef Messages) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Messages.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Line : Lines)
    if (Line.contains("error: "))
      return Line.str();
  return Lines.empty() ? "" : Lines.front().str();
}
} // namespace

llvm::Expected<BufferConversion> lsp::convertBuffer(BufferLinter &Linter,
                                                    llvm::StringRef File,
                                                    llvm::StringRef Text,
                                                    llvm::raw_ostream &Log) {
  auto Staged = Linter.stage(File, Text, Log);
  if (!Staged)
    return Staged.takeError();
  auto Dir = OutputDirectory::create();
  if (!Dir)
    return Dir.takeError();
  llvm::SmallString<256> Output(Dir->Path);
  path::append(Output, path::filename(File));

  ConvertRequest Request;
  Request.Inputs = {Staged->Copy->Path};
  Request.Output = std::string(Output);
  Request.Job = Staged->Run;
  RuleCatalog NoRules;
  std::string Messages;
  llvm::raw_string_ostream MessageStream(Messages);
  int Status = runConvert(
      Request, Request.Job.Rules ? *Request.Job.Rules : NoRules, MessageStream);
  MessageStream.flush();
  Messages = Staged->inFileTerms(std::move(Messages));
  if (Status != ExitConverted)
    Log << Messages;
  auto Written = llvm::MemoryBuffer::getFile(Output, /*IsText=*/false,
                                             /*RequiresNullTerminator=*/false);
  if (Status == ExitUsageError || !Written) {
    std::string Why = firstProblem(Messages);
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "hipport convert did not convert " + path::filename(File) +
            (Why.empty() ? std::string() : ": " + Why));
  }
  BufferConversion Result;
  Result.Text = Text.str();
  Result.Converted = (*Written)->getBuffer().str();
  Result.Partial = Status == ExitConvertedWithErrors;
  // A single output file: convert wrote the header beside it, where the
  // converted text includes it from ("hipport/compat.h").
  llvm::SmallString<256> Header(Dir->Path);
  path::append(Header, CompatHeaderName);
  if (auto Text = llvm::MemoryBuffer::getFile(Header, /*IsText=*/false))
    Result.CompatHeader = (*Text)->getBuffer().str();
  if (Result.Partial)
    Result.Problem = firstProblem(Messages);
  return Result;
}
