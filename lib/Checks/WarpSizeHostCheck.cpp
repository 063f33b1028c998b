//===- WarpSizeHostCheck.cpp ----------------------------------------------===//
#include "Checks/WarpSizeHostCheck.h"
#include "clang/AST/Attr.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void WarpSizeHostCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      declRefExpr(to(varDecl(hasName("warpSize"))),
                  optionally(forFunction(functionDecl().bind("fn"))))
          .bind("ref"),
      this);
}

void WarpSizeHostCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Ref = R.Nodes.getNodeAs<DeclRefExpr>("ref");
  const auto *Fn = R.Nodes.getNodeAs<FunctionDecl>("fn");
  // Device and host-device functions read the device's value.
  if (Fn && (Fn->hasAttr<CUDADeviceAttr>() || Fn->hasAttr<CUDAGlobalAttr>()))
    return;
  if (!inProject(Ref->getLocation()) ||
      !Ctx.classifier().isCudaDecl(Ref->getDecl()))
    return;
  diag(Ref->getLocation(),
       "host code reads warpSize, which clang's CUDA headers make 32; in "
       "HIP it is a device value (64 on CDNA): query it with "
       "hipDeviceGetAttribute(&size, hipDeviceAttributeWarpSize, device)");
}
