// Following ballots through assignments stays linear in the size of the
// function: every assignment's value is judged once, not through the
// assignments of the variables it names again (a chain of `x = y + z`
// used to take minutes; HeCBench segsort). The ballot assigned at the end
// is still found and widened.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 timeout 120 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out

__device__ int chain(int a) {
  int x, y, z;
  // CHECK: .cu:[[@LINE-1]]:13: warning: 'z' is assigned a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  x = a;
  y = a;
  z = a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  x = y + z + a;
  y = z + x + a;
  z = x + y + a;
  unsigned votes = __ballot_sync(__activemask(), a > 0);
  z = votes;
  return __popc(z) + x + y;
}
