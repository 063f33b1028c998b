// After a `# 0` line marker (GCC's -E writes them), clang 19 reports an
// error at the end of this file on line 4294967295, and its caret snippet
// then indents by billions of spaces: hipport kept them all in memory
// (7 GB in a minute, found by the convert target). The error is shown
// without line numbers instead, and the run ends at once.
// RUN: %expect-exit 1 timeout 60 %hipport-binary convert %s -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: python3 -c "import os, sys; sys.exit(os.path.getsize(sys.argv[1]) > 4096)" %t.err
// CHECK: line-marker-zero.cu:{{[0-9]+}}:3: error: expected '}'
// CHECK-NEXT: {{^}}#0
// CHECK-NEXT: {{^  \^$}}
// CHECK: the first: {{.*}}line-marker-zero.cu:4294967295:3: error: expected '}'{{.*}}[hipport-partial-analysis]
void f() {
#0
