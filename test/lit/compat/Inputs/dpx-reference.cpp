// CUDA's own definitions of its DPX functions, the reference of
// compat/simd-dpx.cu: the host code of the toolkit's crt/device_functions.hpp,
// compiled here as plain C++ (the functions are __host__ __device__ there;
// clang's CUDA mode defines __host__ away), on the inputs the test's kernel
// gets, printed as the test prints the kernel's results. Written for
// hipport's tests; nothing of the toolkit is copied.
#include <cstdio>
#include <cuda_runtime.h>

// What the header's host code calls, which CUDA's math headers would give.
static inline int max(int A, int B) { return A < B ? B : A; }
static inline unsigned max(unsigned A, unsigned B) { return A < B ? B : A; }
static inline int min(int A, int B) { return B < A ? B : A; }
static inline unsigned min(unsigned A, unsigned B) { return B < A ? B : A; }
#define __DEVICE_HOST_FUNCTIONS_STATIC_DECL__ static inline
#define __DEVICE_FUNCTIONS_STATIC_DECL__ static inline
#define __DEVICE_FUNCTIONS_DECL__ static inline
#include <crt/device_functions.hpp>

#include "dpx-inputs.h"

int main() {
  static unsigned A[DPX_INPUTS], B[DPX_INPUTS], C[DPX_INPUTS];
  dpxInputs(A, B, C);
  for (int i = 0; i < DPX_INPUTS; ++i) {
    unsigned a = A[i], b = B[i], c = C[i], out[DPX_RESULTS];
    bool p, hi, lo;
    out[0] = __viaddmax_s32((int)a, (int)b, (int)c);
    out[1] = __viaddmax_u32(a, b, c);
    out[2] = __viaddmin_s32((int)a, (int)b, (int)c);
    out[3] = __viaddmin_u32(a, b, c);
    out[4] = __viaddmax_s32_relu((int)a, (int)b, (int)c);
    out[5] = __viaddmin_s32_relu((int)a, (int)b, (int)c);
    out[6] = __vimax3_s32((int)a, (int)b, (int)c);
    out[7] = __vimax3_u32(a, b, c);
    out[8] = __vimin3_s32((int)a, (int)b, (int)c);
    out[9] = __vimin3_u32(a, b, c);
    out[10] = __vimax3_s32_relu((int)a, (int)b, (int)c);
    out[11] = __vimin3_s32_relu((int)a, (int)b, (int)c);
    out[12] = __vimax_s32_relu((int)a, (int)b);
    out[13] = __vimin_s32_relu((int)a, (int)b);
    out[14] = __viaddmax_s16x2(a, b, c);
    out[15] = __viaddmax_u16x2(a, b, c);
    out[16] = __viaddmin_s16x2(a, b, c);
    out[17] = __viaddmin_u16x2(a, b, c);
    out[18] = __viaddmax_s16x2_relu(a, b, c);
    out[19] = __viaddmin_s16x2_relu(a, b, c);
    out[20] = __vimax3_s16x2(a, b, c);
    out[21] = __vimax3_u16x2(a, b, c);
    out[22] = __vimin3_s16x2(a, b, c);
    out[23] = __vimin3_u16x2(a, b, c);
    out[24] = __vimax3_s16x2_relu(a, b, c);
    out[25] = __vimin3_s16x2_relu(a, b, c);
    out[26] = __vimax_s16x2_relu(a, b);
    out[27] = __vimin_s16x2_relu(a, b);
    out[28] = __vibmax_s32((int)a, (int)b, &p);
    out[29] = p;
    out[30] = __vibmax_u32(a, b, &p);
    out[31] = p;
    out[32] = __vibmin_s32((int)a, (int)b, &p);
    out[33] = p;
    out[34] = __vibmin_u32(a, b, &p);
    out[35] = p;
    out[36] = __vibmax_s16x2(a, b, &hi, &lo);
    out[37] = hi;
    out[38] = lo;
    out[39] = __vibmax_u16x2(a, b, &hi, &lo);
    out[40] = hi;
    out[41] = lo;
    out[42] = __vibmin_s16x2(a, b, &hi, &lo);
    out[43] = hi;
    out[44] = lo;
    out[45] = __vibmin_u16x2(a, b, &hi, &lo);
    out[46] = hi;
    out[47] = lo;
    for (int k = 0; k < DPX_RESULTS; ++k)
      printf("%s 0x%08x 0x%08x 0x%08x: 0x%08x\n", DpxResultNames[k], a, b, c,
             out[k]);
  }
  return 0;
}
