//===- ConvertSetup.cpp ---------------------------------------------------===//
#include "ConvertSetup.h"
#include "FuzzEnvironment.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

JobSettings fuzz::conversionJob(std::vector<std::string> ClangArgs) {
  auto Cuda = generatedCudaDeclarations(dataDirectory());
  if (!Cuda) {
    llvm::errs() << "hipport fuzz target: no generated CUDA headers: "
                 << llvm::toString(Cuda.takeError()) << "\n";
    std::exit(2);
  }
  JobSettings Job;
  Job.Table = &builtinTable();
  Job.Rules = &builtinRules();
  Job.Frontend.Cuda = *Cuda;
  Job.Frontend.DataDir = dataDirectory();
  Job.Frontend.ResourceDir = HIPPORT_CLANG_RESOURCE_DIR;
  Job.Frontend.UserArgs = std::move(ClangArgs);
  Job.Jobs = 1;
  Job.Prologue = PrologueMode::Never;
  Job.ReuseResults = false;
  return Job;
}
