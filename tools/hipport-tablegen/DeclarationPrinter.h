//===- DeclarationPrinter.h - Normalised declarations of a tree -*- C++ -*-===//
//
// For hipport's no-toolkit mode (`--no-cuda-sdk`) the CUDA declarations user
// code needs are regenerated from the AST rather than copied: every
// namespace-scope declaration made in a file under the prefixes is printed
// by clang's declaration printer, without function bodies, comments or
// macros, wrapped in its namespaces and linkage block; records keep their
// members (user code reads prop.name and calls block.sync()), and functions
// lose their bodies; where constant evaluation or return type deduction
// needs one, a marker names the function so that the generator can put in
// a body the project wrote. The files' #include lines and the macros still
// defined at the end of the translation unit are kept too. Output is one
// record a line, in translation-unit order, so that every declaration comes
// after what it uses (text escaped: \\, \n, \t):
//
//   file<TAB>file<TAB>                 (the file was entered)
//   include<TAB>file<TAB><name.h> or "name.h"
//   decl<TAB>file<TAB>text
//   macro<TAB>file<TAB>#define NAME(PARAMS) BODY
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_DECLARATIONPRINTER_H
#define HIPPORT_TABLEGEN_DECLARATIONPRINTER_H

#include "PathFilter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {
namespace tablegen {

class DeclarationPrinterFactory : public clang::tooling::FrontendActionFactory {
public:
  DeclarationPrinterFactory(PathFilter &Paths, llvm::raw_ostream &OS)
      : Paths(Paths), OS(OS) {}

  std::unique_ptr<clang::FrontendAction> create() override;

private:
  PathFilter &Paths;
  llvm::raw_ostream &OS;
};

} // namespace tablegen
} // namespace hipport

#endif
