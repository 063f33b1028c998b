// A HIPIFY-style test for bench/hipify-suite.py's scoring; the fake
// converter (Inputs/fake-hipport.py) writes the OUT lines below as its
// output. The output lacks alpha's own line and ends with a look-alike of
// it, so matching each directive from the previous match would take the
// look-alike and miss the three after it; the longest chain in order
// misses alpha only.
// RUN: %run_test hipify "%s" "%t" %hipify_args %clang_args
// CHECK: alpha(1);
// CHECK: beta();
// CHECK-NEXT: gamma = {{[0-9]+}};
// CHECK: delta();
// CHECK-NOT: epsilon
// OUT beta();
// OUT gamma   =  42;
// OUT delta();
// OUT alpha(1);
