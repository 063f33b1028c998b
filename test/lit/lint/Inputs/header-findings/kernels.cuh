#pragma once
// A per-lane count in a shared array of 32 beside a ballot over the whole
// wavefront: a 32-lane assumption hipport cannot port (an error).
__global__ void laneCounts(const int *in, int *out) {
  __shared__ int hits[32];
  int lane = threadIdx.x % 32;
  unsigned ballot = __ballot_sync(0xffffffff, in[threadIdx.x] > 0);
  hits[lane] = __popc(ballot);
  out[threadIdx.x] = hits[lane];
}
