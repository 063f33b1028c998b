//===- TypeAliases.h - What each typedef of a header tree names -*- C++ -*-===//
//
// `--type-aliases` prints, for every namespace-scope typedef in a file under
// the prefixes, what it stands for, so that gen_tables.py can map the other
// spellings of a type the tables already map (aliases.py):
//
//   NAME<TAB>=OTHER        typedef OTHER NAME;           (CUdeviceptr = _v2)
//   NAME<TAB>tag:TAG       typedef struct TAG {...} NAME;  (TAG may be empty)
//   NAME<TAB>*tag:TAG      typedef struct TAG *NAME;       (handles; also
//                          through a typedef of the struct)
//   NAME<TAB>other         anything else
//
// Sorted and deduplicated, so the output is identical between runs.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_TYPEALIASES_H
#define HIPPORT_TABLEGEN_TYPEALIASES_H

#include "PathFilter.h"
#include "clang/Tooling/Tooling.h"
#include <map>
#include <string>

namespace hipport {
namespace tablegen {

/// Typedef name to what it stands for, in the notation above.
using TypeAliasMap = std::map<std::string, std::string>;

class TypeAliasActionFactory : public clang::tooling::FrontendActionFactory {
public:
  TypeAliasActionFactory(PathFilter &Paths, TypeAliasMap &Aliases)
      : Paths(Paths), Aliases(Aliases) {}
  std::unique_ptr<clang::FrontendAction> create() override;

private:
  PathFilter &Paths;
  TypeAliasMap &Aliases;
};

} // namespace tablegen
} // namespace hipport

#endif
