//===- PathFlags.cpp ------------------------------------------------------===//
#include "Frontend/PathFlags.h"

using namespace hipport;

std::optional<PathFlag>
hipport::pathFlagAt(llvm::ArrayRef<std::string> Args, size_t Index,
                    llvm::ArrayRef<llvm::StringRef> Flags) {
  llvm::StringRef Arg = Args[Index];
  for (llvm::StringRef Flag : Flags) {
    if (!Arg.starts_with(Flag))
      continue;
    PathFlag Use{Flag, Arg.drop_front(Flag.size())};
    if (Use.Value.empty() && !Flag.ends_with("=") && Index + 1 < Args.size()) {
      Use.Value = Args[Index + 1];
      Use.Separate = true;
    }
    return Use;
  }
  return std::nullopt;
}
