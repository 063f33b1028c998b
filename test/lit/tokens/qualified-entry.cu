// A name qualified in code clang did not parse converts by its qualified
// entry first. (Found by the token-pass fuzz target: the qualified key was
// read from a temporary already destroyed, so the bare name's entry won, and
// AddressSanitizer reported a use after free.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'entries:\n  - {cuda: "cooperative_groups::long_qualified_reduce", hip: qualified_reduce, kind: function}\n  - {cuda: long_qualified_reduce, hip: bare_reduce, kind: function}\n' > %t/q.yaml
// RUN: %strip %s > %t/k.cu
// RUN: %hipport convert %t/k.cu -o %t/k.hip --mappings %t/q.yaml
// RUN: FileCheck %s --input-file=%t/k.hip

#if 0
void f() { cooperative_groups::long_qualified_reduce(1); }
// CHECK: void f() { cooperative_groups::qualified_reduce(1); }
void g() { long_qualified_reduce(2); }
// CHECK: void g() { bare_reduce(2); }
#endif
