// A header that does not parse alone (Accum comes from the file that
// includes it), linted by itself: its variable `ballot` is the user's, not
// CUDA's unsupported `ballot()`, and is not reported as a CUDA API; a call
// of a CUDA function HIP lacks still is.
// RUN: %strip %s > %t.cuh
// RUN: %expect-exit 1 %hipport lint %t.cuh > %t.txt 2> /dev/null
// RUN: FileCheck %s --input-file=%t.txt --implicit-check-not=hipport-unsupported-api

__device__ int voters(Accum v) {
  unsigned long long ballot = __ballot_sync(__activemask(), v > 0);
  return __popcll(ballot) + (ballot & 1);
}

__device__ int called(Accum v) {
  return ballot(v > 0);
  // CHECK: .cuh:[[@LINE-1]]:10: warning: 'ballot' has no HIP equivalent{{.*}}[hipport-unsupported-api]
}
