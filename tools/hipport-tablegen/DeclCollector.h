//===- DeclCollector.h - Namespace-scope declarations of a TU ---*- C++ -*-===//
//
// Walks the translation unit's namespace-scope declarations (descending into
// namespaces, extern "C" blocks and enums, but not into classes or function
// bodies: members are reached through their class and need no entry of their
// own) and records the public ones declared under the prefixes.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_DECLCOLLECTOR_H
#define HIPPORT_TABLEGEN_DECLCOLLECTOR_H

#include "NameFilter.h"
#include "PathFilter.h"
#include "RecordSink.h"
#include "clang/AST/ASTConsumer.h"

namespace clang {
class Decl;
class DeclContext;
class NamedDecl;
class SourceManager;
} // namespace clang

namespace hipport {
namespace tablegen {

class DeclCollector : public clang::ASTConsumer {
public:
  DeclCollector(PathFilter &Paths, const NameFilter &Names, RecordSink &Sink)
      : Paths(Paths), Names(Names), Sink(Sink) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  void visitContext(const clang::DeclContext *DC);
  void visitDecl(const clang::Decl *D);
  void record(DeclKind K, const clang::NamedDecl *ND);

  PathFilter &Paths;
  const NameFilter &Names;
  RecordSink &Sink;
  const clang::SourceManager *SM = nullptr;
};

} // namespace tablegen
} // namespace hipport

#endif
