//===- FileEdits.h - The edits of one file, applied once --------*- C++ -*-===//
//
// Renames are small replacements; structural rewrites (argument templates,
// kernel launches) replace a larger range whose text must include the renames
// inside it. FileEdits keeps both consistent: textWithEdits() renders a range
// with the edits inside it, and absorb() replaces a range and the edits it
// covers by one edit.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_FILEEDITS_H
#define HIPPORT_REWRITE_FILEEDITS_H

#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>

namespace hipport {

class FileEdits {
public:
  enum class AddResult { Added, Duplicate, Conflict };

  /// Adds a replacement of [Offset, Offset + Length) by Text.
  AddResult add(unsigned Offset, unsigned Length, std::string Text);
  /// Inserts Text at Offset, ahead of what is already inserted there (an
  /// insertion at the same place would otherwise conflict with it).
  AddResult insertFirst(unsigned Offset, std::string Text);

  /// Puts back an edit of a set that was consistent when it was saved (the
  /// result cache); add() would refuse some of them in this order, such as
  /// an insertion inside a range that absorb() replaced.
  void restore(unsigned Offset, unsigned Length, std::string Text) {
    Edits[{Offset, Length}] = std::move(Text);
  }
  /// Original[Begin, End) with every edit inside the range applied.
  /// Insertions exactly at Begin or End are left out: absorb() keeps them as
  /// edits of their own.
  std::string textWithEdits(llvm::StringRef Original, unsigned Begin,
                            unsigned End) const {
    return render(Original, Begin, End, /*WithBoundaryInsertions=*/false);
  }

  /// Replaces [Begin, End) by Text, dropping the edits inside the range.
  /// Fails (returns false) when an edit straddles the range's boundary.
  bool absorb(unsigned Begin, unsigned End, std::string Text);
  /// Drops the edits inside [Begin, End), all but insertions exactly at
  /// Begin or End (a guard written around the range).
  void dropInside(unsigned Begin, unsigned End);

  /// The whole file with every edit applied.
  std::string apply(llvm::StringRef Original) const {
    return render(Original, 0, Original.size(),
                  /*WithBoundaryInsertions=*/true);
  }

  /// Whether an edit overlaps [Offset, Offset + Length) (for an insertion:
  /// falls strictly inside it).
  bool touches(unsigned Offset, unsigned Length) const {
    return overlapsAny(Offset, Length);
  }

  bool empty() const { return Edits.empty(); }
  size_t size() const { return Edits.size(); }

  struct Edit {
    unsigned Offset;
    unsigned Length;
    std::string Text;
  };
  template <typename Fn> void forEach(Fn &&Callback) const {
    for (const auto &[Key, Text] : Edits)
      Callback(Edit{Key.first, Key.second, Text});
  }

private:
  std::string render(llvm::StringRef Original, unsigned Begin, unsigned End,
                     bool WithBoundaryInsertions) const;
  bool overlapsAny(unsigned Offset, unsigned Length) const;

  /// Keyed by (offset, length): an insertion sorts before a replacement
  /// starting at the same offset.
  std::map<std::pair<unsigned, unsigned>, std::string> Edits;
};

} // namespace hipport

#endif
