//===- ProjectConfig.cpp --------------------------------------------------===//
#include "Diagnostics/ProjectConfig.h"
#include "Support/YamlFiles.h"
#include "llvm/ADT/STLExtras.h"
#include <cctype>
#include <yaml-cpp/yaml.h>

using namespace hipport;

static llvm::Error readList(llvm::StringRef Path, const YAML::Node &Node,
                            std::vector<std::string> &Out) {
  if (!Node)
    return llvm::Error::success();
  if (!Node.IsSequence())
    return yamlError(Path, Node.Mark(), "expected a list of rule globs");
  for (const YAML::Node &Item : Node) {
    if (!Item.IsScalar())
      return yamlError(Path, Item.Mark(), "a rule glob must be a string");
    Out.push_back(Item.Scalar());
  }
  return llvm::Error::success();
}

llvm::Expected<ProjectConfig>
hipport::loadProjectConfig(llvm::StringRef Path, const RuleCatalog &Rules) {
  YAML::Node Root;
  try {
    Root = YAML::LoadFile(Path.str());
  } catch (const YAML::BadFile &) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s: error: cannot read configuration",
                                   Path.str().c_str());
  } catch (const YAML::Exception &Ex) {
    return yamlError(Path, Ex.mark, Ex.msg);
  }
  ProjectConfig Config;
  if (Root.IsNull())
    return Config;
  if (!Root.IsMap())
    return yamlError(Path, Root.Mark(), "a configuration must be a map");
  for (const auto &Item : Root) {
    std::string Key = Item.first.as<std::string>();
    if (Key != "severity" && Key != "disable" && Key != "enable" &&
        Key != "hip-macros")
      return yamlError(Path, Item.first.Mark(),
                       "unknown key '" + Key +
                           "' (expected severity, disable, enable or "
                           "hip-macros)");
  }
  if (YAML::Node Severities = Root["severity"]) {
    if (!Severities.IsMap())
      return yamlError(Path, Severities.Mark(),
                       "'severity' maps rule ids to note, warning or error");
    for (const auto &Item : Severities) {
      std::string Id = Item.first.as<std::string>();
      if (!Rules.lookup(Id))
        return yamlError(Path, Item.first.Mark(), "unknown rule '" + Id + "'");
      std::optional<Severity> Level = Item.second.IsScalar()
                                          ? parseSeverity(Item.second.Scalar())
                                          : std::nullopt;
      if (!Level)
        return yamlError(Path, Item.second.Mark(),
                         "severity must be note, warning or error");
      Config.Severities[Id] = *Level;
    }
  }
  if (llvm::Error Err = readList(Path, Root["disable"], Config.Disabled))
    return std::move(Err);
  if (llvm::Error Err = readList(Path, Root["enable"], Config.Enabled))
    return std::move(Err);
  if (YAML::Node Macros = Root["hip-macros"]) {
    if (!Macros.IsSequence())
      return yamlError(Path, Macros.Mark(), "expected a list of macro names");
    for (const YAML::Node &Item : Macros) {
      if (!Item.IsScalar() || !isMacroName(Item.Scalar()))
        return yamlError(Path, Item.Mark(), "a HIP macro must be a macro name");
      Config.HipMacros.push_back(Item.Scalar());
    }
  }
  return Config;
}

bool hipport::isMacroName(llvm::StringRef Name) {
  if (Name.empty() ||
      !(std::isalpha(static_cast<unsigned char>(Name[0])) || Name[0] == '_'))
    return false;
  return llvm::all_of(Name, [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
  });
}
