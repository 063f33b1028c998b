//===- WrittenArguments.h - How many arguments a call spells ----*- C++ -*-===//
//
// A table entry's `overloads` are chosen by the number of arguments a call
// spells: cudaEventCreate(&e) and cudaEventCreate(&e, flags) are different
// HIP functions, and cudaStreamWaitEvent(s, e) needs the flags CUDA defaults.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_WRITTENARGUMENTS_H
#define HIPPORT_REWRITE_WRITTENARGUMENTS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace hipport {

/// The arguments a call spells: those before the first default argument.
unsigned writtenArgumentCount(const clang::CallExpr &Call);

/// For an expression that names a function (a DeclRefExpr or an overload
/// set in a template), the number of arguments of the call it is the
/// callee of, or nothing when it is not called (`&cudaEventCreate`).
std::optional<unsigned> writtenArgumentsOfCallee(const clang::Expr &Callee,
                                                 clang::ASTContext &AST);

} // namespace hipport

#endif
