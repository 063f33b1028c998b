// Uses std::list without including <list>: it compiles only where a header
// included before it brings std::list in.
#ifndef PARTIAL_USES_LIST_H
#define PARTIAL_USES_LIST_H
#include <cstdio>
inline int countOf(const std::list<int> &L) { return (int)L.size(); }
#endif
