// Even and odd lanes take different branches, each with its own shuffle:
// the lanes of each branch complete their shuffle as a group of their own,
// and __activemask() in a branch names that branch's lanes. A shuffle that
// reads a lane of the other branch is an error at both widths.
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefixes=CHECK,W32 --implicit-check-not=model
// RUN: %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefixes=CHECK,W64 --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 32 -DCROSS -DHIPMODEL_STRICT_READS %s \
// RUN:   | FileCheck %s --check-prefixes=CROSS,CROSS32
// RUN: %expect-exit 3 %warp-model --width 64 -DCROSS -DHIPMODEL_STRICT_READS %s \
// RUN:   | FileCheck %s --check-prefixes=CROSS,CROSS64

#ifdef CROSS
#define ODD_DISTANCE 1 // an odd lane xor 1 is an even lane
#else
#define ODD_DISTANCE 4
#endif

__global__ void split(int *out, unsigned long long *masks) {
  int lane = threadIdx.x % warpSize;
  int v = 1000 + threadIdx.x;
  if (lane % 2 == 0) {
    masks[threadIdx.x] = __activemask();
    v = __shfl_xor_sync(__activemask(), v, 2);
  } else {
    masks[threadIdx.x] = __activemask();
    v = __shfl_xor_sync(__activemask(), v, ODD_DISTANCE);
    // CROSS: model error: read of inactive lane 0 by __shfl_xor_sync at divergence.cu:[[@LINE-1]] (block 0, thread 1)
    // CROSS32-NEXT: model error: read of inactive lane 0 by __shfl_xor_sync at divergence.cu:[[@LINE-2]] (block 0, thread 33)
  }
  out[threadIdx.x] = v;
}

// CHECK: out 1002 1005 1000 1007
// W32: even 0x55555555 odd 0xaaaaaaaa
// W64: even 0x5555555555555555 odd 0xaaaaaaaaaaaaaaaa
// CROSS-NEXT: out 1002 2143289344 1000 2143289344
// CROSS32: model: 2 errors
// CROSS64: model: 1 errors

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> out(64);
  std::vector<unsigned long long> masks(64);
  hipmodel::launch(split, 1, 64, out.data(), masks.data());
  printf("out %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  printf("even 0x%llx odd 0x%llx\n", masks[0], masks[1]);
}
#endif
