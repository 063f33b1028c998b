//===- RuleCatalog.cpp ----------------------------------------------------===//
#include "Diagnostics/RuleCatalog.h"
#include "Support/YamlFiles.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <yaml-cpp/yaml.h>

using namespace hipport;

unsigned long long Rule::number(llvm::StringRef Key,
                                unsigned long long Default) const {
  auto It = Parameters.find(Key);
  unsigned long long Value;
  if (It == Parameters.end() ||
      llvm::StringRef(It->second).getAsInteger(0, Value))
    return Default;
  return Value;
}

std::vector<std::string> Rule::list(llvm::StringRef Key,
                                    llvm::StringRef Default) const {
  auto It = Parameters.find(Key);
  llvm::StringRef Text = It == Parameters.end() ? Default : It->second;
  llvm::SmallVector<llvm::StringRef, 16> Items;
  Text.split(Items, ',', -1, /*KeepEmpty=*/false);
  std::vector<std::string> Out;
  for (llvm::StringRef Item : Items)
    if (!Item.trim().empty())
      Out.push_back(Item.trim().str());
  return Out;
}

static void flattenParameters(const YAML::Node &Node, const std::string &Prefix,
                              llvm::StringMap<std::string> &Out) {
  if (Node.IsScalar()) {
    Out[Prefix] = Node.Scalar();
    return;
  }
  if (!Node.IsMap())
    return;
  for (const auto &Item : Node) {
    std::string Key = Item.first.as<std::string>();
    flattenParameters(Item.second, Prefix.empty() ? Key : Prefix + "." + Key,
                      Out);
  }
}

llvm::Error RuleCatalog::loadFile(llvm::StringRef Path) {
  YAML::Node Root;
  try {
    Root = YAML::LoadFile(Path.str());
  } catch (const YAML::BadFile &) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s: error: cannot read rule catalogue",
                                   Path.str().c_str());
  } catch (const YAML::Exception &Ex) {
    return yamlError(Path, Ex.mark, Ex.msg);
  }
  YAML::Node List = Root["rules"];
  if (!List || !List.IsSequence())
    return yamlError(Path, Root.Mark(), "a rule file needs a 'rules' list");
  for (const YAML::Node &Node : List) {
    if (!Node.IsMap() || !Node["id"] || !Node["severity"] || !Node["summary"])
      return yamlError(Path, Node.Mark(),
                       "a rule needs 'id', 'severity' and 'summary'");
    Rule R;
    R.Id = Node["id"].as<std::string>();
    std::optional<Severity> Level =
        parseSeverity(Node["severity"].as<std::string>());
    if (!Level)
      return yamlError(Path, Node["severity"].Mark(),
                       "severity must be note, warning or error");
    R.Level = *Level;
    R.Summary = Node["summary"].as<std::string>();
    if (Node["rationale"])
      R.Rationale = Node["rationale"].as<std::string>();
    if (Node["fix"])
      R.HasFix = Node["fix"].as<bool>();
    if (Node["parameters"])
      flattenParameters(Node["parameters"], "", R.Parameters);
    Rules.insert_or_assign(R.Id, std::move(R));
  }
  return llvm::Error::success();
}

llvm::Error RuleCatalog::loadDirectory(llvm::StringRef Dir) {
  auto Files = listYamlFiles(Dir);
  if (!Files)
    return Files.takeError();
  for (const std::string &File : *Files)
    if (llvm::Error Err = loadFile(File))
      return Err;
  return llvm::Error::success();
}

void RuleCatalog::overrideSeverity(llvm::StringRef Id, Severity Level) {
  auto It = Rules.find(Id);
  if (It != Rules.end())
    It->second.Level = Level;
}

const Rule *RuleCatalog::lookup(llvm::StringRef Id) const {
  auto It = Rules.find(Id);
  return It == Rules.end() ? nullptr : &It->second;
}
