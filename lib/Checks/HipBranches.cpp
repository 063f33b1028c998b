//===- HipBranches.cpp ----------------------------------------------------===//
#include "Checks/HipBranches.h"
#include "Checks/ConditionEvaluator.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

using namespace hipport;
using namespace clang;

namespace {

class BranchWatcher : public PPCallbacks {
public:
  BranchWatcher(HipBranches &Branches, const Preprocessor &PP)
      : Branches(Branches), PP(PP) {}

  void If(SourceLocation Loc, SourceRange Range, ConditionValueKind) override {
    Branches.open(Loc, Branches.macros().mentionsHip(conditionText(PP, Range)));
  }
  void Ifdef(SourceLocation Loc, const Token &Name,
             const MacroDefinition &) override {
    Branches.open(Loc, name(Name));
  }
  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &) override {
    Branches.open(Loc, name(Name));
  }
  void Elif(SourceLocation, SourceRange Range, ConditionValueKind,
            SourceLocation) override {
    Branches.alternative(
        Branches.macros().mentionsHip(conditionText(PP, Range)));
  }
  void Endif(SourceLocation Loc, SourceLocation) override {
    Branches.close(Loc);
  }

private:
  bool name(const Token &Name) const {
    const IdentifierInfo *Id = Name.getIdentifierInfo();
    return Id && Branches.macros().isHip(Id->getName());
  }

  HipBranches &Branches;
  const Preprocessor &PP;
};

} // namespace

void HipBranches::attach(Preprocessor &PP) {
  SM = &PP.getSourceManager();
  PP.addPPCallbacks(std::make_unique<BranchWatcher>(*this, PP));
}

void HipBranches::open(SourceLocation Directive, bool Hip) {
  Stack.push_back({Directive, Hip});
}

void HipBranches::alternative(bool Hip) {
  if (!Stack.empty())
    Stack.back().Hip |= Hip;
}

void HipBranches::close(SourceLocation Endif) {
  if (Stack.empty())
    return;
  Frame F = Stack.back();
  Stack.pop_back();
  if (F.Hip)
    Regions.push_back(SourceRange(F.Start, Endif));
}

bool HipBranches::contains(SourceLocation Loc) const {
  if (!SM || Loc.isInvalid())
    return false;
  for (const SourceRange &R : Regions)
    if (SM->isPointWithin(Loc, R.getBegin(), R.getEnd()))
      return true;
  // Still open (the location is read before its #endif).
  for (const Frame &F : Stack)
    if (F.Hip && SM->isBeforeInTranslationUnit(F.Start, Loc))
      return true;
  return false;
}
