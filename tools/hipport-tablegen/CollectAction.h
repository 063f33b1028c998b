//===- CollectAction.h - Frontend action feeding one RecordSink -*- C++ -*-===//
//
// Glues the AST walk and the macro callbacks to a compiler instance. Both
// write into a sink owned by main so that several source files (a host and a
// device pass, say) produce one merged, sorted listing.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_COLLECTACTION_H
#define HIPPORT_TABLEGEN_COLLECTACTION_H

#include "NameFilter.h"
#include "PathFilter.h"
#include "RecordSink.h"
#include "clang/Tooling/Tooling.h"

namespace hipport {
namespace tablegen {

class CollectActionFactory : public clang::tooling::FrontendActionFactory {
public:
  CollectActionFactory(PathFilter &Paths, const NameFilter &Names,
                       RecordSink &Sink)
      : Paths(Paths), Names(Names), Sink(Sink) {}

  std::unique_ptr<clang::FrontendAction> create() override;

private:
  PathFilter &Paths;
  const NameFilter &Names;
  RecordSink &Sink;
};

} // namespace tablegen
} // namespace hipport

#endif
