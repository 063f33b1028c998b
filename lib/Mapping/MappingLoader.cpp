//===- MappingLoader.cpp --------------------------------------------------===//
#include "Mapping/MappingLoader.h"
#include "Support/YamlFiles.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <yaml-cpp/yaml.h>

using namespace hipport;

namespace {

/// Builds entries from YAML nodes, remembering where each came from.
class TableParser {
public:
  TableParser(llvm::StringRef Name, MappingTable &Table)
      : Name(Name), Table(Table) {}

  llvm::Error parseDocument(const YAML::Node &Root);

private:
  llvm::Error errorAt(const YAML::Node &Node, const llvm::Twine &Message) {
    return errorAt(Node.Mark(), Message);
  }
  llvm::Error errorAt(const YAML::Mark &Mark, const llvm::Twine &Message) {
    return yamlError(Name, Mark, Message);
  }

  llvm::Expected<std::string> scalar(const YAML::Node &Map, llvm::StringRef Key,
                                     bool Required);
  llvm::Expected<std::optional<Version>> version(const YAML::Node &Map,
                                                 llvm::StringRef Key);
  llvm::Expected<bool> boolean(const YAML::Node &Map, llvm::StringRef Key,
                               bool Default);
  llvm::Expected<std::vector<std::string>> args(const YAML::Node &Map);
  llvm::Expected<std::vector<CallOverload>> overloads(const YAML::Node &Map);
  llvm::Expected<std::vector<HipReleaseFact>>
  releaseFacts(const YAML::Node &Map, llvm::StringRef Key, bool Parenthesized);
  llvm::Expected<MappingEntry> entry(const YAML::Node &Node);

  std::string Name;
  MappingTable &Table;
  std::string Library;
};

} // namespace

llvm::Expected<std::string>
TableParser::scalar(const YAML::Node &Map, llvm::StringRef Key, bool Required) {
  YAML::Node Value = Map[Key.str()];
  if (!Value) {
    if (Required)
      return errorAt(Map, "entry has no '" + Key + "'");
    return std::string();
  }
  if (!Value.IsScalar())
    return errorAt(Value, "'" + Key + "' must be a string");
  return Value.Scalar();
}

llvm::Expected<std::optional<Version>>
TableParser::version(const YAML::Node &Map, llvm::StringRef Key) {
  auto Text = scalar(Map, Key, /*Required=*/false);
  if (!Text)
    return Text.takeError();
  if (Text->empty())
    return std::nullopt;
  std::optional<Version> V = Version::parse(*Text);
  if (!V)
    return errorAt(Map[Key.str()],
                   "'" + Key + "' must be MAJOR.MINOR, not '" + *Text + "'");
  return V;
}

llvm::Expected<bool> TableParser::boolean(const YAML::Node &Map,
                                          llvm::StringRef Key, bool Default) {
  auto Text = scalar(Map, Key, /*Required=*/false);
  if (!Text)
    return Text.takeError();
  if (Text->empty())
    return Default;
  if (*Text != "true" && *Text != "false")
    return errorAt(Map[Key.str()],
                   "'" + Key + "' must be true or false, not '" + *Text + "'");
  return *Text == "true";
}

llvm::Expected<std::vector<std::string>>
TableParser::args(const YAML::Node &Map) {
  std::vector<std::string> Result;
  YAML::Node Args = Map["args"];
  if (!Args)
    return Result;
  if (!Args.IsSequence())
    return errorAt(Args, "'args' must be a list of argument templates");
  for (const YAML::Node &Arg : Args) {
    if (!Arg.IsScalar())
      return errorAt(Arg, "an argument template must be a string");
    Result.push_back(Arg.Scalar());
  }
  return Result;
}

llvm::Expected<std::vector<CallOverload>>
TableParser::overloads(const YAML::Node &Map) {
  std::vector<CallOverload> Result;
  YAML::Node List = Map["overloads"];
  if (!List)
    return Result;
  if (!List.IsSequence())
    return errorAt(List, "'overloads' must be a list of maps with "
                         "'arguments' and 'hip'");
  for (const YAML::Node &Item : List) {
    if (!Item.IsMap())
      return errorAt(Item, "an overload must be a map with 'arguments' and "
                           "'hip'");
    auto Count = scalar(Item, "arguments", true);
    if (!Count)
      return Count.takeError();
    CallOverload O;
    if (llvm::StringRef(*Count).getAsInteger(10, O.Arguments))
      return errorAt(Item["arguments"], "'arguments' must be a number of "
                                        "arguments, not '" +
                                            *Count + "'");
    if (llvm::any_of(Result, [&](const CallOverload &Earlier) {
          return Earlier.Arguments == O.Arguments;
        }))
      return errorAt(Item["arguments"],
                     "two overloads for " + *Count + " arguments");
    auto Name = scalar(Item, "hip", true);
    if (!Name)
      return Name.takeError();
    if (Name->empty())
      return errorAt(Item["hip"], "an overload's 'hip' must not be empty");
    auto Args = args(Item);
    if (!Args)
      return Args.takeError();
    O.Hip = HipSpelling{std::move(*Name), std::move(*Args)};
    Result.push_back(std::move(O));
  }
  return Result;
}

/// `hip-overloads: ["(float*,float) 5.2", "(double,int,int) 5.2 6.4"]` or
/// `hip-includes: ["hip/hip_complex.h 5.2"]`: the fact (parameter types in
/// parentheses, or a path), the first release it holds in and, if one no
/// longer does, that release.
llvm::Expected<std::vector<HipReleaseFact>>
TableParser::releaseFacts(const YAML::Node &Map, llvm::StringRef Key,
                          bool Parenthesized) {
  std::vector<HipReleaseFact> Result;
  YAML::Node List = Map[Key.str()];
  if (!List)
    return Result;
  if (!List.IsSequence())
    return errorAt(List, "'" + Key + "' must be a list");
  for (const YAML::Node &Item : List) {
    llvm::StringRef Text =
        Item.IsScalar() ? llvm::StringRef(Item.Scalar()) : llvm::StringRef();
    size_t FactEnd = Parenthesized ? Text.rfind(')') : Text.find(' ');
    bool Shaped = FactEnd != llvm::StringRef::npos && FactEnd > 0 &&
                  (!Parenthesized || Text.starts_with("("));
    llvm::SmallVector<llvm::StringRef, 2> Versions;
    if (Shaped)
      Text.drop_front(FactEnd + 1).split(Versions, ' ', -1, false);
    std::optional<Version> Since, Removed;
    if (!Versions.empty())
      Since = Version::parse(Versions[0]);
    if (Versions.size() == 2)
      Removed = Version::parse(Versions[1]);
    if (!Since || Versions.size() > 2 || (Versions.size() == 2 && !Removed))
      return errorAt(Item, "each of '" + Key + "' must be '" +
                               (Parenthesized ? "(TYPES)" : "PATH") +
                               " SINCE [REMOVED]'");
    HipReleaseFact Fact;
    Fact.Text = Parenthesized ? Text.slice(1, FactEnd).str()
                              : Text.take_front(FactEnd).str();
    Fact.Since = *Since;
    Fact.Removed = Removed;
    Result.push_back(std::move(Fact));
  }
  return Result;
}

llvm::Expected<MappingEntry> TableParser::entry(const YAML::Node &Node) {
  if (!Node.IsMap())
    return errorAt(Node, "an entry must be a map with 'cuda' and 'kind'");
  MappingEntry E;
  E.Library = Library;
  auto Cuda = scalar(Node, "cuda", true);
  if (!Cuda)
    return Cuda.takeError();
  E.Cuda = std::move(*Cuda);
  if (E.Cuda.empty())
    return errorAt(Node["cuda"], "'cuda' must not be empty");

  auto KindText = scalar(Node, "kind", true);
  if (!KindText)
    return KindText.takeError();
  std::optional<EntryKind> Kind = parseEntryKind(*KindText);
  if (!Kind)
    return errorAt(Node["kind"], "unknown kind '" + *KindText +
                                     "' (expected function, type, "
                                     "enumerator, macro, variable, header or "
                                     "namespace)");
  E.Kind = *Kind;

  auto StatusText = scalar(Node, "status", false);
  if (!StatusText)
    return StatusText.takeError();
  if (!StatusText->empty()) {
    std::optional<EntryStatus> Status = parseEntryStatus(*StatusText);
    if (!Status)
      return errorAt(Node["status"],
                     "unknown status '" + *StatusText +
                         "' (expected supported, unsupported or deprecated)");
    E.Status = *Status;
  }

  auto Hip = scalar(Node, "hip", false);
  if (!Hip)
    return Hip.takeError();
  E.Hip.Name = std::move(*Hip);
  if (E.Status != EntryStatus::Unsupported && !Node["hip"])
    return errorAt(Node, "entry for '" + E.Cuda + "' has no 'hip' name");
  if (E.Hip.Name.empty() && E.Kind != EntryKind::Header &&
      E.Kind != EntryKind::Macro && E.Status != EntryStatus::Unsupported)
    return errorAt(Node["hip"],
                   "'hip' must not be empty for a " + entryKindName(E.Kind));

  for (auto [Key, Field] :
       {std::pair<const char *, std::string *>{"reason", &E.Reason},
        {"hint", &E.Hint},
        {"cuda-since", &E.CudaSince},
        {"cuda-removed", &E.CudaRemoved},
        {"change", &E.Change},
        {"shim", &E.Shim}}) {
    auto Text = scalar(Node, Key, false);
    if (!Text)
      return Text.takeError();
    *Field = std::move(*Text);
  }
  if (E.Status == EntryStatus::Unsupported && E.Reason.empty())
    return errorAt(Node, "unsupported entry '" + E.Cuda + "' needs a 'reason'");

  auto Verified = boolean(Node, "verified", true);
  if (!Verified)
    return Verified.takeError();
  E.Verified = *Verified;

  auto Since = version(Node, "since");
  if (!Since)
    return Since.takeError();
  E.Since = *Since;
  auto Removed = version(Node, "removed");
  if (!Removed)
    return Removed.takeError();
  E.Removed = *Removed;
  auto Changed = version(Node, "changed");
  if (!Changed)
    return Changed.takeError();
  E.Changed = *Changed;
  auto ShimAlways = boolean(Node, "shim-always", false);
  if (!ShimAlways)
    return ShimAlways.takeError();
  E.ShimAlways = *ShimAlways;
  auto ShimSince = version(Node, "shim-since");
  if (!ShimSince)
    return ShimSince.takeError();
  E.ShimSince = *ShimSince;
  if ((E.ShimSince || E.ShimAlways) && E.Shim.empty())
    return errorAt(Node, "'shim-since' and 'shim-always' need a 'shim'");

  auto Args = args(Node);
  if (!Args)
    return Args.takeError();
  E.Hip.Args = std::move(*Args);
  auto HipOverloads =
      releaseFacts(Node, "hip-overloads", /*Parenthesized=*/true);
  if (!HipOverloads)
    return HipOverloads.takeError();
  E.HipOverloads = std::move(*HipOverloads);
  auto NvidiaOverloads =
      releaseFacts(Node, "hip-nvidia-overloads", /*Parenthesized=*/true);
  if (!NvidiaOverloads)
    return NvidiaOverloads.takeError();
  E.HipNvidiaOverloads = std::move(*NvidiaOverloads);
  auto Includes = releaseFacts(Node, "hip-includes", /*Parenthesized=*/false);
  if (!Includes)
    return Includes.takeError();
  E.HipIncludes = std::move(*Includes);

  if (YAML::Node Fallback = Node["fallback"]) {
    if (!Fallback.IsMap())
      return errorAt(Fallback, "'fallback' must be a map with 'hip'");
    auto FallbackName = scalar(Fallback, "hip", true);
    if (!FallbackName)
      return FallbackName.takeError();
    auto FallbackArgs = args(Fallback);
    if (!FallbackArgs)
      return FallbackArgs.takeError();
    E.Fallback =
        HipSpelling{std::move(*FallbackName), std::move(*FallbackArgs)};
  }
  auto Overloads = overloads(Node);
  if (!Overloads)
    return Overloads.takeError();
  // A macro may name a function (cuda.h's cuGraphInstantiate names
  // cuGraphInstantiateWithFlags), and names another one in an older CUDA.
  if (!Overloads->empty() && E.Kind != EntryKind::Function &&
      E.Kind != EntryKind::Macro)
    return errorAt(Node["overloads"],
                   "only a function or a macro has 'overloads'");
  E.Overloads = std::move(*Overloads);
  return E;
}

llvm::Error TableParser::parseDocument(const YAML::Node &Root) {
  if (!Root.IsMap())
    return errorAt(Root, "a mapping table must be a map with 'entries'");
  if (YAML::Node Lib = Root["library"]) {
    if (!Lib.IsScalar())
      return errorAt(Lib, "'library' must be a string");
    Library = Lib.Scalar();
  } else {
    Library = llvm::sys::path::stem(Name).str();
  }
  YAML::Node Entries = Root["entries"];
  if (!Entries)
    return errorAt(Root, "a mapping table needs an 'entries' list");
  if (!Entries.IsSequence())
    return errorAt(Entries, "'entries' must be a list");
  for (const YAML::Node &Node : Entries) {
    auto E = entry(Node);
    if (!E)
      return E.takeError();
    Table.add(std::move(*E));
  }
  return llvm::Error::success();
}

llvm::Error hipport::loadMappingText(llvm::StringRef Text, llvm::StringRef Name,
                                     MappingTable &Table) {
  YAML::Node Root;
  try {
    Root = YAML::Load(Text.str());
  } catch (const YAML::Exception &Ex) {
    return yamlError(Name, Ex.mark, Ex.msg);
  }
  // Parse into a scratch table first so that a bad file adds nothing.
  MappingTable Scratch;
  TableParser Parser(Name, Scratch);
  if (llvm::Error Err = Parser.parseDocument(Root))
    return Err;
  Scratch.forEach([&](const MappingEntry &E) { Table.add(E); });
  return llvm::Error::success();
}

llvm::Error hipport::loadMappingFile(llvm::StringRef Path,
                                     MappingTable &Table) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(
        Buffer.getError(), "%s: error: cannot read mapping table: %s",
        Path.str().c_str(), Buffer.getError().message().c_str());
  return loadMappingText((*Buffer)->getBuffer(), Path, Table);
}

llvm::Expected<std::vector<std::string>>
hipport::listTableFiles(llvm::StringRef Dir) {
  return listYamlFiles(Dir);
}

llvm::Error hipport::loadMappingDirectory(llvm::StringRef Dir,
                                          MappingTable &Table) {
  auto Files = listTableFiles(Dir);
  if (!Files)
    return Files.takeError();
  for (const std::string &File : *Files)
    if (llvm::Error Err = loadMappingFile(File, Table))
      return Err;
  return llvm::Error::success();
}
