//===- HipMacros.cpp ------------------------------------------------------===//
#include "Checks/HipMacros.h"
#include "Checks/ConditionEvaluator.h"
#include "Rewrite/RewriteContext.h"
#include "llvm/ADT/STLExtras.h"

using namespace hipport;

HipMacros HipMacros::forRun(const RewriteContext &Ctx) {
  HipMacros Macros;
  const Rule *Guard = Ctx.rule("hipport-cuda-guard");
  auto List = [&](llvm::StringRef Key, llvm::StringRef Default) {
    return Guard ? Guard->list(Key, Default) : Rule().list(Key, Default);
  };
  for (const std::string &Name :
       List("hip-macros", "__HIP_PLATFORM_AMD__,__HIP_PLATFORM_HCC__,__HIPCC__,"
                          "__HIP__,USE_ROCM,USE_HIP,WITH_HIP,"
                          "TENSORFLOW_USE_ROCM,PADDLE_WITH_HIP"))
    Macros.add(Name, OnAmd::Defined);
  for (const std::string &Name :
       List("hip-device-macros", "__HIP_DEVICE_COMPILE__"))
    Macros.add(Name, OnAmd::DeviceOnly);
  for (const std::string &Name :
       List("hip-nvidia-macros",
            "__HIP_PLATFORM_NVIDIA__,__HIP_PLATFORM_NVCC__"))
    Macros.add(Name, OnAmd::Undefined);
  Macros.add(Ctx.options().HipPlatformMacro, OnAmd::Defined);
  for (const std::string &Name : Ctx.options().HipMacros)
    Macros.add(Name, OnAmd::Defined);
  return Macros;
}

std::vector<std::string> HipMacros::definedOnAmd() const {
  std::vector<std::string> Names;
  for (const auto &Entry : Known)
    if (Entry.second == OnAmd::Defined)
      Names.push_back(Entry.first().str());
  llvm::sort(Names);
  return Names;
}

void HipMacros::add(llvm::StringRef Name, OnAmd How) {
  if (!Name.empty())
    Known[Name] = How;
}

bool HipMacros::isHip(llvm::StringRef Name) const {
  return Known.count(Name) || Name.contains("HIP") || Name.contains("ROCM") ||
         Name.contains("AMDGCN") || Name.starts_with("__GFX") ||
         Name.starts_with("__gfx");
}

std::optional<HipMacros::OnAmd> HipMacros::onAmd(llvm::StringRef Name) const {
  auto It = Known.find(Name);
  if (It == Known.end())
    return std::nullopt;
  return It->second;
}

bool HipMacros::mentionsHip(llvm::StringRef ConditionText) const {
  for (const std::string &Name : conditionIdentifiers(ConditionText))
    if (isHip(Name))
      return true;
  return false;
}
