//===- ConvertAction.h - The rewrite pipeline as a FrontendAction -*- C++
//-*-===//
#ifndef HIPPORT_DRIVER_CONVERTACTION_H
#define HIPPORT_DRIVER_CONVERTACTION_H

#include "Rewrite/RewriteContext.h"
#include "Support/FileStamp.h"
#include "clang/Frontend/FrontendAction.h"

namespace hipport {

/// Parses one translation unit, runs every rewrite pass over the user's own
/// declarations and preprocessor directives, and leaves the result in the
/// RewriteContext.
class ConvertAction : public clang::ASTFrontendAction {
public:
  /// Stats, when given, receives clang's "N errors generated" line, which
  /// otherwise goes straight to standard error. Inputs, when given, receives
  /// every file the parse read.
  explicit ConvertAction(RewriteContext &Ctx,
                         llvm::raw_ostream *Stats = nullptr,
                         std::vector<FileStamp> *Inputs = nullptr)
      : Ctx(Ctx), Stats(Stats), Inputs(Inputs) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, llvm::StringRef File) override;
  void EndSourceFileAction() override;

private:
  RewriteContext &Ctx;
  llvm::raw_ostream *Stats;
  std::vector<FileStamp> *Inputs;
};

} // namespace hipport

#endif
