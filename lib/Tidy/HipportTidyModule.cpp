//===- HipportTidyModule.cpp - hipport's checks for clang-tidy ------------===//
//
// The module clang-tidy loads with --load=libhipportTidy.so: one check per
// rule hipport's portability checks raise, named by the rule's id.
//
//===----------------------------------------------------------------------===//
#include "Checks/CheckRegistry.h"
#include "Tidy/PortabilityCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"

using namespace hipport;
using namespace clang::tidy;

namespace {

class HipportModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    // The checks of a unit share the runs of hipport's checks.
    auto Units = std::make_shared<TidyUnits>();
    for (const std::string &Rule : checkRules())
      Factories.registerCheckFactory(
          Rule, [Units](llvm::StringRef Name, ClangTidyContext *Context) {
            return std::make_unique<PortabilityCheck>(Name, Context, Units);
          });
  }
};

} // namespace

static ClangTidyModuleRegistry::Add<HipportModule>
    Registration("hipport-module",
                 "hipport's CUDA-to-HIP portability checks (warp size 64, "
                 "LDS limits, CUDA guards, inline PTX)");
