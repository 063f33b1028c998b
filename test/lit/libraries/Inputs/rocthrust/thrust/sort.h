// Stand-in for rocThrust's thrust/sort.h (see execution_policy.h here).
#pragma once
namespace thrust {
template <class Policy, class Iterator>
void sort(const Policy &, Iterator first, Iterator last) {}
} // namespace thrust
