// CUDA's SIMD video intrinsics for the byte and halfword minimum and
// maximum (__vmaxs4 ... __vminu2) become hipport/compat.h's shims: no HIP
// release up to 7.0 declares any __v* intrinsic (HeCBench relu calls
// __vmaxs4(x, 0)). Each lane of the word, read as signed or unsigned, is
// compared with its own; checked at 32 and 64 lanes against a reference
// that takes the words apart with memcpy, over the lanes' edge values
// (0x00, 0x7f, 0x80, 0xff; 0x7fff, 0x8000) and pseudo-random words.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --implicit-check-not=warning --input-file=%t/err
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// The output compiles with Debian's HIP 5.2 and with HIP 7.0's stand-ins:
// RUN: %hip-syntax %t/out/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/out70/k.hip --hip-version=7.0 2> /dev/null
// RUN: grep -q 'hipport::vmaxs4(' %t/out70/k.hip
// RUN: %hip-syntax -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out70/k.hip

#include <cuda_runtime.h>
// CHECK: #include "hipport/compat.h"

__global__ void minMax(const unsigned *a, const unsigned *b, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[i], y = b[i];
  out[8 * i + 0] = __vmaxs4(x, y);
  // CHECK: out[8 * i + 0] = hipport::vmaxs4(x, y);
  // NOTE: k.cu:[[@LINE-2]]:20: note: HIP 5.2 has no '__vmaxs4' (--hip-version); written with hipport/compat.h as 'hipport::vmaxs4' [hipport-compat-shim]
  out[8 * i + 1] = __vmaxu4(x, y);
  out[8 * i + 2] = __vmins4(x, y);
  out[8 * i + 3] = __vminu4(x, y);
  out[8 * i + 4] = __vmaxs2(x, y);
  out[8 * i + 5] = __vmaxu2(x, y);
  out[8 * i + 6] = __vmins2(x, y);
  out[8 * i + 7] = __vminu2(x, y);
  // CHECK: out[8 * i + 7] = hipport::vminu2(x, y);
}

#ifdef HIPPORT_MODEL
#include <cstring>

// The lanes of W as Lanes integers of type T, by memcpy (little-endian:
// lane 0 is the low byte, as in CUDA's definition).
template <typename T> static void lanes(unsigned W, T *Out) {
  std::memcpy(Out, &W, sizeof W);
}
template <typename T> static unsigned word(const T *In) {
  unsigned W;
  std::memcpy(&W, In, sizeof W);
  return W;
}
template <typename T> static unsigned reference(unsigned X, unsigned Y,
                                                bool Max) {
  constexpr int N = sizeof(unsigned) / sizeof(T);
  T A[N], B[N], R[N];
  lanes(X, A);
  lanes(Y, B);
  for (int L = 0; L < N; ++L)
    R[L] = Max ? (A[L] > B[L] ? A[L] : B[L]) : (A[L] < B[L] ? A[L] : B[L]);
  return word(R);
}

MODEL_MAIN() {
  const int n = 128;
  std::vector<unsigned> a(n), b(n), out(8 * n);
  const unsigned edges[] = {0x00000000u, 0x7f7f7f7fu, 0x80808080u,
                            0xffffffffu, 0x7fff8000u, 0x80007fffu,
                            0x00ff7f80u, 0xff00807fu};
  unsigned seed = 12345;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    unsigned r = seed ^ (seed >> 13) * 2654435761u;
    a[i] = i < 64 ? edges[i % 8] : r;
    b[i] = i < 64 ? edges[i / 8] : r * 2246822519u + i;
  }
  hipLaunchKernelGGL(minMax, 2, 64, 0, 0, a.data(), b.data(), out.data());
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    unsigned x = a[i], y = b[i];
    const unsigned want[8] = {
        reference<signed char>(x, y, true),
        reference<unsigned char>(x, y, true),
        reference<signed char>(x, y, false),
        reference<unsigned char>(x, y, false),
        reference<short>(x, y, true),
        reference<unsigned short>(x, y, true),
        reference<short>(x, y, false),
        reference<unsigned short>(x, y, false)};
    for (int k = 0; k < 8; ++k)
      wrong += out[8 * i + k] != want[k];
  }
  printf("%d wrong of %d\n", wrong, 8 * n);
  // RESULT: {{^}}0 wrong of 1024
}
#endif
