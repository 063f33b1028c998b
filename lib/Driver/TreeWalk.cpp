//===- TreeWalk.cpp -------------------------------------------------------===//
#include "Driver/TreeWalk.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace hipport;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

static bool isVersionControlDir(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases(".git", ".svn", ".hg", true)
      .Default(false);
}

namespace {

struct Walker {
  TreeListing Out;
  /// The directories being walked, root first, to recognise a link that
  /// leads back into one of them.
  std::vector<std::pair<fs::UniqueID, std::string>> Open;

  void skip(llvm::StringRef Path, const llvm::Twine &Reason) {
    Out.Skipped.push_back({Path.str(), Reason.str()});
  }

  /// Why stat(Path) failed, in the user's terms.
  std::string statFailure(llvm::StringRef Path, std::error_code EC) {
    fs::file_status Link;
    bool IsLink = !fs::status(Path, Link, /*Follow=*/false) &&
                  Link.type() == fs::file_type::symlink_file;
    if (IsLink && EC == std::errc::too_many_symbolic_link_levels)
      return "symbolic link loop";
    if (IsLink && EC == std::errc::no_such_file_or_directory)
      return "dangling symbolic link (its target does not exist)";
    return "cannot be read: " + EC.message();
  }

  void walk(const std::string &Dir) {
    std::error_code EC;
    std::vector<std::string> Entries;
    for (fs::directory_iterator It(Dir, EC, /*follow_symlinks=*/false), End;
         It != End && !EC; It.increment(EC))
      Entries.push_back(It->path());
    if (EC) {
      skip(Dir, "directory cannot be read: " + EC.message());
      return;
    }
    std::sort(Entries.begin(), Entries.end());
    for (const std::string &Entry : Entries) {
      if (isVersionControlDir(path::filename(Entry)))
        continue;
      fs::file_status Status;
      if (std::error_code StatEC = fs::status(Entry, Status)) {
        skip(Entry, statFailure(Entry, StatEC));
        continue;
      }
      switch (Status.type()) {
      case fs::file_type::regular_file:
        Out.Files.push_back(Entry);
        break;
      case fs::file_type::directory_file:
        enter(Entry, Status.getUniqueID());
        break;
      default:
        skip(Entry, "not a regular file");
      }
    }
  }

  void enter(const std::string &Dir, fs::UniqueID ID) {
    for (const auto &[OpenID, OpenPath] : Open)
      if (OpenID == ID) {
        skip(Dir, "symbolic link loop (leads back to '" + OpenPath + "')");
        return;
      }
    Open.push_back({ID, Dir});
    walk(Dir);
    Open.pop_back();
  }
};

} // namespace

TreeListing hipport::walkTree(llvm::StringRef Root) {
  Walker W;
  fs::file_status Status;
  if (std::error_code EC = fs::status(Root, Status)) {
    W.skip(Root, W.statFailure(Root, EC));
    return std::move(W.Out);
  }
  W.enter(Root.str(), Status.getUniqueID());
  return std::move(W.Out);
}

std::optional<Unconvertible>
hipport::unconvertibleReason(llvm::StringRef Path) {
  // Opening a FIFO named on the command line would wait for a writer.
  fs::file_status Status;
  if (!fs::status(Path, Status) && Status.type() != fs::file_type::regular_file)
    return Unconvertible{"not a regular file"};
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return Unconvertible{"cannot be read: " + Buffer.getError().message()};
  return unconvertibleText((*Buffer)->getBuffer());
}

std::optional<Unconvertible> hipport::unconvertibleText(llvm::StringRef Text) {
  size_t Nul = Text.find('\0');
  if (Nul != llvm::StringRef::npos)
    return Unconvertible{"binary file (NUL byte at offset " +
                             std::to_string(Nul) + ")",
                         /*Copyable=*/true};
  return std::nullopt;
}
