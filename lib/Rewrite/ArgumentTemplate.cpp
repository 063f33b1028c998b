//===- ArgumentTemplate.cpp -----------------------------------------------===//
#include "Rewrite/ArgumentTemplate.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cctype>

using namespace hipport;

/// The N of an element that is exactly "$N", or 0.
static unsigned wholeArgumentIndex(llvm::StringRef Element) {
  unsigned N = 0;
  if (!Element.consume_front("$") || Element.getAsInteger(10, N))
    return 0;
  return N;
}

std::string hipport::renderArgumentTemplate(
    const std::vector<std::string> &Template, unsigned NumArgs,
    llvm::function_ref<std::string(unsigned)> ArgText) {
  std::string Out;
  for (const std::string &Element : Template) {
    unsigned Whole = wholeArgumentIndex(Element);
    if (Whole > NumArgs)
      continue;
    if (!Out.empty())
      Out += ", ";
    for (size_t I = 0; I < Element.size(); ++I) {
      size_t J = I + 1;
      while (Element[I] == '$' && J < Element.size() &&
             std::isdigit(static_cast<unsigned char>(Element[J])))
        ++J;
      if (J == I + 1) {
        Out += Element[I];
        continue;
      }
      unsigned N = std::stoul(Element.substr(I + 1, J - I - 1));
      if (N >= 1 && N <= NumArgs)
        Out += ArgText(N);
      I = J - 1;
    }
  }
  return Out;
}

/// The argument numbers an element refers to.
static std::vector<unsigned> referencedArguments(llvm::StringRef Element) {
  std::vector<unsigned> Refs;
  for (size_t I = 0; I < Element.size(); ++I) {
    if (Element[I] != '$')
      continue;
    size_t J = I + 1;
    while (J < Element.size() &&
           std::isdigit(static_cast<unsigned char>(Element[J])))
      ++J;
    unsigned N = 0;
    if (J > I + 1 && !Element.slice(I + 1, J).getAsInteger(10, N))
      Refs.push_back(N);
    I = J - 1;
  }
  return Refs;
}

std::optional<InPlaceTemplate>
hipport::planInPlace(const std::vector<std::string> &Template,
                     unsigned NumArgs) {
  if (Template.size() < NumArgs)
    return std::nullopt;
  InPlaceTemplate Plan;
  for (unsigned K = 1; K <= NumArgs; ++K) {
    const std::string &Element = Template[K - 1];
    std::vector<unsigned> Refs = referencedArguments(Element);
    if (Refs.empty() || llvm::any_of(Refs, [K](unsigned N) { return N != K; }))
      return std::nullopt;
    Plan.PerArgument.push_back(Element);
  }
  for (size_t I = NumArgs; I < Template.size(); ++I) {
    std::vector<unsigned> Refs = referencedArguments(Template[I]);
    if (Refs.empty()) {
      Plan.Appended.push_back(Template[I]);
      continue;
    }
    // Only an unwritten default may be left out.
    if (wholeArgumentIndex(Template[I]) <= NumArgs)
      return std::nullopt;
  }
  return Plan;
}
