//===- FileEdits.cpp ------------------------------------------------------===//
#include "Rewrite/FileEdits.h"

using namespace hipport;

static bool overlaps(unsigned AOff, unsigned ALen, unsigned BOff,
                     unsigned BLen) {
  // An insertion (length 0) only conflicts when it falls strictly inside the
  // other range; two insertions at one offset are a conflict unless equal.
  if (ALen == 0 && BLen == 0)
    return AOff == BOff;
  if (ALen == 0)
    return BOff < AOff && AOff < BOff + BLen;
  if (BLen == 0)
    return AOff < BOff && BOff < AOff + ALen;
  return AOff < BOff + BLen && BOff < AOff + ALen;
}

bool FileEdits::overlapsAny(unsigned Offset, unsigned Length) const {
  for (const auto &[Key, Text] : Edits)
    if (overlaps(Offset, Length, Key.first, Key.second))
      return true;
  return false;
}

FileEdits::AddResult FileEdits::add(unsigned Offset, unsigned Length,
                                    std::string Text) {
  auto Key = std::make_pair(Offset, Length);
  auto It = Edits.find(Key);
  if (It != Edits.end())
    return It->second == Text ? AddResult::Duplicate : AddResult::Conflict;
  if (overlapsAny(Offset, Length))
    return AddResult::Conflict;
  Edits.emplace(Key, std::move(Text));
  return AddResult::Added;
}

FileEdits::AddResult FileEdits::insertFirst(unsigned Offset, std::string Text) {
  auto It = Edits.find({Offset, 0u});
  if (It == Edits.end())
    return add(Offset, 0, std::move(Text));
  if (llvm::StringRef(It->second).starts_with(Text))
    return AddResult::Duplicate;
  It->second = Text + It->second;
  return AddResult::Added;
}

std::string FileEdits::render(llvm::StringRef Original, unsigned Begin,
                              unsigned End, bool WithBoundaryInsertions) const {
  std::string Out;
  Out.reserve(End - Begin + 64);
  unsigned Pos = Begin;
  for (auto It = Edits.lower_bound({Begin, 0}); It != Edits.end(); ++It) {
    auto [Offset, Length] = It->first;
    if (Offset + Length > End || Offset > End)
      break;
    bool AtBoundary = Length == 0 && (Offset == Begin || Offset == End);
    if (AtBoundary && !WithBoundaryInsertions)
      continue;
    Out.append(Original.data() + Pos, Offset - Pos);
    Out += It->second;
    Pos = Offset + Length;
  }
  Out.append(Original.data() + Pos, End - Pos);
  return Out;
}

bool FileEdits::absorb(unsigned Begin, unsigned End, std::string Text) {
  for (const auto &[Key, EditText] : Edits) {
    unsigned EBegin = Key.first, EEnd = Key.first + Key.second;
    bool Inside = Begin <= EBegin && EEnd <= End;
    if (!Inside && overlaps(Begin, End - Begin, Key.first, Key.second))
      return false;
  }
  dropInside(Begin, End);
  Edits.emplace(std::make_pair(Begin, End - Begin), std::move(Text));
  return true;
}

void FileEdits::dropInside(unsigned Begin, unsigned End) {
  for (auto It = Edits.begin(); It != Edits.end();) {
    unsigned EBegin = It->first.first, EEnd = EBegin + It->first.second;
    bool Inside =
        Begin <= EBegin && EEnd <= End &&
        !(It->first.second == 0 && (EBegin == Begin || EBegin == End));
    It = Inside ? Edits.erase(It) : std::next(It);
  }
}
