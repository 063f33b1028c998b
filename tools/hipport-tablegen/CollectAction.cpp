//===- CollectAction.cpp - Frontend action feeding one RecordSink ---------===//

#include "CollectAction.h"
#include "DeclCollector.h"
#include "MacroCollector.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace hipport {
namespace tablegen {
namespace {

class CollectAction : public ASTFrontendAction {
public:
  CollectAction(PathFilter &Paths, const NameFilter &Names, RecordSink &Sink)
      : Paths(Paths), Names(Names), Sink(Sink) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    PP.addPPCallbacks(std::make_unique<MacroCollector>(PP, Paths, Names, Sink));
    return std::make_unique<DeclCollector>(Paths, Names, Sink);
  }

private:
  PathFilter &Paths;
  const NameFilter &Names;
  RecordSink &Sink;
};

} // namespace

std::unique_ptr<FrontendAction> CollectActionFactory::create() {
  return std::make_unique<CollectAction>(Paths, Names, Sink);
}

} // namespace tablegen
} // namespace hipport
