//===- ConvertSetup.cpp ---------------------------------------------------===//
#include "ConvertSetup.h"
#include "Frontend/CompileCommand.h"
#include "FuzzEnvironment.h"
#include "Support/CudaPrelude.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

namespace {

/// Where the in-memory files live. Nothing on the machine is read through
/// it, so any absolute path not in use by the loaded files would do.
constexpr llvm::StringLiteral Root = "/hipport-fuzz";

[[noreturn]] void fail(const llvm::Twine &Message) {
  llvm::errs() << "hipport fuzz target: " << Message << "\n";
  std::exit(2);
}

std::string rooted(llvm::StringRef Relative) {
  llvm::SmallString<128> Path(Root);
  llvm::sys::path::append(Path, Relative);
  return std::string(Path);
}

/// Copies the file From into FS as To.
void load(llvm::vfs::InMemoryFileSystem &FS, llvm::StringRef From,
          llvm::StringRef To) {
  auto Buffer = llvm::MemoryBuffer::getFile(From, /*IsText=*/false);
  if (!Buffer)
    fail("cannot read '" + From + "': " + Buffer.getError().message());
  FS.addFile(To, 0, std::move(*Buffer));
}

/// The files every parse sees, loaded once: test/fuzz/headers/ under Root,
/// clang's CUDA built-in variables in the stand-in resource directory, and
/// hipport's CUDA prelude at its own path (it is force-included by path).
llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> headerFileSystem() {
  static const auto FS = [] {
    auto Made = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    std::error_code EC;
    llvm::StringRef Headers = HIPPORT_FUZZ_HEADERS_DIR;
    for (llvm::sys::fs::recursive_directory_iterator It(Headers, EC), End;
         It != End && !EC; It.increment(EC)) {
      llvm::StringRef Path = It->path();
      if (!llvm::sys::fs::is_regular_file(Path))
        continue;
      load(*Made, Path, rooted(Path.drop_front(Headers.size() + 1)));
    }
    if (EC)
      fail("cannot list '" + Headers + "': " + EC.message());
    llvm::SmallString<256> Vars(HIPPORT_CLANG_RESOURCE_DIR);
    llvm::sys::path::append(Vars, "include", "__clang_cuda_builtin_vars.h");
    load(*Made, Vars, rooted("clang/include/__clang_cuda_builtin_vars.h"));
    std::string Prelude = cudaPreludePath(fuzz::dataDirectory());
    load(*Made, Prelude, Prelude);
    Made->setCurrentWorkingDirectory(Root);
    return Made;
  }();
  return FS;
}

/// Precompiles what every unit of Job starts with (an empty unit: the
/// driver force-includes the wrapper and the prelude) and has Job's parses
/// load it.
void precompileStart(JobSettings &Job) {
  const std::string Source = rooted("start.cu");
  llvm::SmallString<256> Pch(fuzz::scratchDirectory());
  llvm::sys::path::append(Pch, "start.pch");
  auto FS = headerFileSystem();
  FS->addFile(Source, 0, llvm::MemoryBuffer::getMemBuffer(""));
  std::vector<std::string> Args = buildCompileCommand(
      Job.Frontend, Source, SourceLanguage::Cuda, /*RocmPath=*/"");
  Args.pop_back();
  Args.insert(Args.end(), {"-fpch-instantiate-templates", "-c", "-o",
                           std::string(Pch), Source});
  llvm::IntrusiveRefCntPtr<clang::FileManager> Files(
      new clang::FileManager(clang::FileSystemOptions(), FS));
  clang::tooling::ToolInvocation Invocation(
      Args, std::make_unique<clang::GeneratePCHAction>(), Files.get());
  if (!Invocation.run())
    fail("the small CUDA toolkit does not precompile");
  // clang writes the header to the machine's disk; the parses read it from
  // memory, as every other file.
  load(*FS, Pch, Pch);
  Job.Frontend.UserArgs.insert(Job.Frontend.UserArgs.end(),
                               {"-include-pch", std::string(Pch)});
}

} // namespace

JobSettings fuzz::memoryJob() {
  headerFileSystem();
  JobSettings Job;
  Job.Table = &builtinTable();
  Job.Rules = &builtinRules();
  Job.Frontend.Cuda.Root = rooted("cuda");
  Job.Frontend.Cuda.IncludeDir = rooted("cuda/include");
  Job.Frontend.Cuda.CudaVersion = Version{12, 4};
  Job.Frontend.Cuda.Origin = "--cuda-path";
  Job.Frontend.DataDir = dataDirectory();
  Job.Frontend.ResourceDir = rooted("clang");
  // Debian's clang looks for its own headers in /usr/include/clang
  // whatever the resource directory: the stand-in's is named here.
  Job.Frontend.UserArgs = {"-nostdinc++", "-nostdlibinc", "-isystem",
                           rooted("clang/include"), "-isystem", rooted("std"),
                           // clang 19 corrects the typos of some broken code
                           // recursively without end, until its stack
                           // overflows (test/lit/cli/clang-crash.test: the
                           // command survives it, the target cannot): no
                           // typo is corrected, so that the target finds
                           // hipport's own crashes.
                           "-fno-spell-checking"};
  Job.Jobs = 1;
  Job.Prologue = PrologueMode::Never;
  Job.ReuseResults = false;
  precompileStart(Job);
  return Job;
}

JobSettings fuzz::withInput(const JobSettings &Job, llvm::StringRef Path,
                            llvm::StringRef Source) {
  auto Input = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Input->setCurrentWorkingDirectory(Root);
  Input->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Source, Path));
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      headerFileSystem());
  FS->pushOverlay(Input);
  JobSettings With = Job;
  With.Frontend.FileSystem = std::move(FS);
  return With;
}
