//===- ArgumentTemplate.cpp -----------------------------------------------===//
#include "Rewrite/ArgumentTemplate.h"
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
