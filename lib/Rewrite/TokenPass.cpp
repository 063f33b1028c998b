//===- TokenPass.cpp ------------------------------------------------------===//
#include "Rewrite/TokenPass.h"
#include "Rewrite/PreprocessorRewriter.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;

TokenPass::TokenPass(RewriteContext &Ctx) : Ctx(Ctx) {
  if (const Rule *Guard = Ctx.rule("hipport-cuda-guard"))
    for (const char *Key : {"version-macros", "arch-macros"})
      for (const std::string &Name : Guard->list(Key))
        GuardMacros.insert(Name);
}

static llvm::StringRef whereText(CodeRegion::Reason Why) {
  switch (Why) {
  case CodeRegion::SkippedBranch:
    return "a preprocessor branch not taken";
  case CodeRegion::UnexpandedMacro:
    return "a macro that is never expanded";
  case CodeRegion::ParseError:
    return "code clang could not parse";
  case CodeRegion::MacroExpandedInError:
    return "a macro expanded in code clang could not parse";
  }
  return "";
}

const MappingEntry *TokenPass::agreedEntry(const RewriteContext &Ctx,
                                           llvm::StringRef Name,
                                           llvm::StringRef Qualifier,
                                           bool &Ambiguous) {
  Ambiguous = false;
  const MappingTable &Table = Ctx.table();
  const EntryKind Kinds[] = {EntryKind::Function, EntryKind::Type,
                             EntryKind::Enumerator, EntryKind::Macro,
                             EntryKind::Variable};
  const MappingEntry *Agreed = nullptr;
  auto Agrees = [&](const MappingEntry &A, const MappingEntry &B) {
    bool AUnsupported = A.Status == EntryStatus::Unsupported;
    bool BUnsupported = B.Status == EntryStatus::Unsupported;
    if (AUnsupported || BUnsupported)
      return AUnsupported && BUnsupported;
    const HipSpelling &SA = Ctx.currentSpelling(A);
    const HipSpelling &SB = Ctx.currentSpelling(B);
    return SA.Name == SB.Name && SA.Args == SB.Args;
  };
  // A qualified entry is more specific than the bare name's. The keys refer
  // to Qualified itself: a conditional expression mixing "" and a
  // std::string would make a temporary copy, gone before the loop reads it.
  std::string Qualified =
      Qualifier.empty() ? std::string() : (Qualifier + "::" + Name).str();
  for (llvm::StringRef Key : {llvm::StringRef(Qualified), Name}) {
    if (Key.empty())
      continue;
    for (EntryKind Kind : Kinds) {
      const MappingEntry *E = Table.lookup(Kind, Key);
      if (!E)
        continue;
      if (Agreed && !Agrees(*Agreed, *E)) {
        Ambiguous = true;
        return nullptr;
      }
      Agreed = E;
    }
    if (Agreed)
      return Agreed;
  }
  return nullptr;
}

void TokenPass::run(llvm::ArrayRef<CodeRegion> Regions) {
  Ctx.setTokenLevel(true);
  for (const CodeRegion &Region : Regions) {
    std::vector<RawToken> Tokens =
        lexRegion(Ctx.sourceManager(), Ctx.langOptions(), Region);
    bool Found = false;
    for (size_t I = 0; I < Tokens.size(); ++I) {
      const RawToken &Tok = Tokens[I];
      if (Tok.is(tok::hash) && I + 2 < Tokens.size() &&
          Tokens[I + 2].InDirective &&
          (Tokens[I + 1].isIdentifier("include") ||
           Tokens[I + 1].isIdentifier("include_next")) &&
          (Tokens[I + 2].is(tok::header_name) ||
           Tokens[I + 2].is(tok::string_literal))) {
        Found |= include(Tok, Tokens[I + 2]);
        I += 2;
        continue;
      }
      if (Tok.is(tok::raw_identifier))
        Found |= identifier(Tokens, I, Region);
    }
    if (Found)
      Ctx.noteTokenRegion(Region.File, Region.Begin, Region.End);
  }
  Ctx.setTokenLevel(false);
}

bool TokenPass::identifier(llvm::ArrayRef<RawToken> Tokens, size_t I,
                           const CodeRegion &Region) {
  const RawToken &Tok = Tokens[I];
  const RawToken *Prev = I > 0 ? &Tokens[I - 1] : nullptr;
  const RawToken *Next = I + 1 < Tokens.size() ? &Tokens[I + 1] : nullptr;
  // A member of some object, never a CUDA name of its own.
  if (Prev && (Prev->is(tok::period) || Prev->is(tok::arrow)))
    return false;
  if (Tok.InDirective) {
    // The macro a directive defines is the user's name.
    if (Prev && (Prev->isIdentifier("define") || Prev->isIdentifier("undef")))
      return false;
    if (GuardMacros.count(Tok.Text))
      return false;
  }
  std::optional<FileRange> Range = Ctx.projectToken(Tok.Loc);
  if (!Range || Ctx.isRewritten(*Range))
    return false;

  if (Next && Next->is(tok::coloncolon)) {
    const MappingEntry *NS = Ctx.table().lookup(EntryKind::Namespace, Tok.Text);
    if (!NS || NS->Status == EntryStatus::Unsupported)
      return false;
    if (NS->Hip.Name == Tok.Text)
      return false;
    rename(Tok, Tok.Text, *NS);
    return true;
  }
  llvm::StringRef Qualifier;
  if (I >= 2 && Prev->is(tok::coloncolon) &&
      Tokens[I - 2].is(tok::raw_identifier))
    Qualifier = Tokens[I - 2].Text;
  bool Ambiguous = false;
  const MappingEntry *Entry = agreedEntry(Ctx, Tok.Text, Qualifier, Ambiguous);
  llvm::StringRef Where = whereText(Region.Why);
  if (Ambiguous) {
    Ctx.record(Tok.Loc, Tok.Text, ReferenceOutcome::Unmapped, true);
    Ctx.report("hipport-token-not-converted", Tok.Loc,
               "'" + Tok.Text +
                   "' names CUDA declarations of several kinds that HIP "
                   "spells differently; in " +
                   Where +
                   " hipport cannot tell which one is meant: convert it by "
                   "hand");
    return true;
  }
  if (!Entry)
    return false;
  if (Ctx.writeWithShim(*Entry, Tok.Text, Tok.Loc, /*ByTokens=*/true))
    return true;
  // A CUDA function is called (or given template arguments); the same
  // name without a call is the user's own (`unsigned ballot = ...`), which
  // tokens cannot tell from a reference and must not report.
  bool Called = Next && (Next->is(tok::l_paren) || Next->is(tok::less));
  if (Entry->Status == EntryStatus::Unsupported &&
      Entry->Kind == EntryKind::Function && !Called)
    return false;
  if (Entry->Status == EntryStatus::Unsupported) {
    Ctx.record(Tok.Loc, Tok.Text, ReferenceOutcome::Unsupported, true);
    std::string Message =
        "'" + Tok.Text.str() + "' has no HIP equivalent: " + Entry->Reason;
    if (!Entry->Hint.empty())
      Message += "; " + Entry->Hint;
    Ctx.report("hipport-unsupported-api", Tok.Loc, Message);
    return true;
  }
  if (Ctx.reportRemovedFromTarget(*Entry, Tok.Text, Tok.Loc, true))
    return true;
  std::optional<unsigned> Written =
      Entry->Overloads.empty() ? std::nullopt : callArguments(Tokens, I);
  const HipSpelling &Hip = Ctx.currentSpelling(*Entry, Written);
  // Nothing to do, and nothing worth counting: the name is HIP's too.
  if (Hip.Name == Tok.Text && Hip.Args.empty() && !Ctx.needsNewerHip(*Entry))
    return false;
  if (!Hip.Args.empty()) {
    Ctx.record(Tok.Loc, Tok.Text, ReferenceOutcome::Unsupported, true);
    Ctx.report("hipport-token-not-converted", Tok.Loc,
               "'" + Tok.Text + "' becomes '" + Hip.Name + "(" +
                   llvm::join(Hip.Args, ", ") +
                   ")' in HIP, and hipport rewrites call arguments only in "
                   "code clang parses; this is " +
                   Where + ": convert the call by hand");
    return true;
  }
  rename(Tok, Tok.Text, *Entry, Written);
  return true;
}

std::optional<unsigned>
TokenPass::callArguments(llvm::ArrayRef<RawToken> Tokens, size_t I) {
  if (I + 1 >= Tokens.size() || !Tokens[I + 1].is(tok::l_paren))
    return std::nullopt;
  unsigned Depth = 0, Commas = 0;
  for (size_t J = I + 1; J < Tokens.size(); ++J) {
    const RawToken &T = Tokens[J];
    if (T.is(tok::l_paren) || T.is(tok::l_square) || T.is(tok::l_brace))
      ++Depth;
    else if (T.is(tok::r_paren) || T.is(tok::r_square) || T.is(tok::r_brace)) {
      if (--Depth == 0)
        return J == I + 2 ? 0 : Commas + 1;
    } else if (T.is(tok::comma) && Depth == 1) {
      ++Commas;
    }
  }
  // The call does not end in the region: its arguments are unknown.
  return std::nullopt;
}

void TokenPass::rename(const RawToken &Tok, llvm::StringRef Cuda,
                       const MappingEntry &Entry,
                       std::optional<unsigned> Written) {
  if (Entry.Status == EntryStatus::Deprecated)
    Ctx.report("hipport-deprecated-api", Tok.Loc,
               "'" + Cuda + "' is deprecated" +
                   (Entry.Reason.empty() ? "" : ": " + Entry.Reason));
  const HipSpelling &Hip = Ctx.spellingFor(Entry, Tok.Loc, Written);
  Ctx.record(Tok.Loc, Cuda,
             Ctx.needsNewerHip(Entry) ? ReferenceOutcome::NeedsNewerHip
                                      : ReferenceOutcome::Converted,
             true);
  if (Hip.Name != Cuda)
    if (std::optional<FileRange> Range = Ctx.projectToken(Tok.Loc))
      Ctx.replace(*Range, Hip.Name);
}

bool TokenPass::include(const RawToken &Hash, const RawToken &Name) {
  llvm::StringRef Path = Name.Text.drop_front().drop_back();
  std::string Suffix;
  const MappingEntry *Entry =
      PreprocessorRewriter::lookupHeader(Ctx.table(), Path, Suffix);
  if (!Entry)
    return false;
  std::optional<FileRange> Range = Ctx.projectToken(Name.Loc);
  if (!Range)
    return false;
  Range->End = Range->Begin + Name.Text.size();
  if (Ctx.isRewritten(*Range))
    return false;
  if (Ctx.includeCompatHeaderFor(
          *Entry, Path,
          clang::CharSourceRange::getCharRange(
              Name.Loc, Name.Loc.getLocWithOffset(Name.Text.size()))))
    return true;
  if (Entry->Status == EntryStatus::Unsupported) {
    Ctx.record(Name.Loc, Path, ReferenceOutcome::Unsupported, true);
    Ctx.report("hipport-unsupported-api", Name.Loc,
               "CUDA header '" + Path +
                   "' has no HIP equivalent: " + Entry->Reason);
    return true;
  }
  std::string HipPath = Ctx.spellingFor(*Entry, Name.Loc).Name + Suffix;
  Ctx.record(Name.Loc, Path, ReferenceOutcome::Converted, true);
  if (HipPath.empty()) {
    // The declarations come with another header: the line stays, empty.
    Range->Begin = Hash.Offset;
    Ctx.replace(*Range, "");
    return true;
  }
  Ctx.replace(*Range, "<" + HipPath + ">");
  return true;
}
