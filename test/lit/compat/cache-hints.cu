// CUDA's loads and stores with a cache hint become hipport/compat.h's
// plain loads and stores, at every HIP release: HIP declares __ldca, __ldcg
// and __ldcs for __half and __half2 only and the others not at all. Scalars
// and vector types keep their values at 32 and 64 lanes, and a store's value
// converts to the pointer's type as CUDA's overloads convert it.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --implicit-check-not=warning --input-file=%t/err
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// The output compiles with Debian's HIP 5.2 and with HIP 7.0's stand-ins,
// and so does the output for HIP 7.0, which needs the header too:
// RUN: %hip-syntax %t/out/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/out70/k.hip --hip-version=7.0 2> /dev/null
// RUN: grep -q 'hipport::ldcs(' %t/out70/k.hip
// RUN: %hip-syntax -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out70/k.hip

#include <cuda_runtime.h>
// CHECK: #include "hipport/compat.h"

__global__ void streamCopy(const float *in, float *out, const float4 *in4,
                           float4 *out4, const int4 *ini, int4 *outi) {
  int i = threadIdx.x;
  float a = __ldcs(in + i) + __ldcg(in + i) + __ldca(in + i);
  // CHECK: float a = hipport::ldcs(in + i) + hipport::ldcg(in + i) + hipport::ldca(in + i);
  // NOTE: k.cu:[[@LINE-2]]:13: note: HIP's '__ldcs' does not take every type CUDA's does; written with hipport/compat.h as 'hipport::ldcs' [hipport-compat-shim]
  float b = __ldlu(in + i) + __ldcv(in + i);
  // CHECK: float b = hipport::ldlu(in + i) + hipport::ldcv(in + i);
  __stcs(out + i, a * 2.0 + b); // a double, converted to float
  // CHECK: hipport::stcs(out + i, a * 2.0 + b);
  float4 v = __ldcs(in4 + i);
  __stwb(out4 + i, make_float4(v.w, v.z, v.y, v.x));
  int4 n = __ldcg(ini + i);
  __stcg(outi + i, n);
  __stwt(outi + 64 + i, make_int4(n.x + 1, n.y, n.z, n.w));
  // CHECK: hipport::stwt(outi + 64 + i, make_int4(n.x + 1, n.y, n.z, n.w));
  // NOTE: k.cu:[[@LINE-2]]:3: note: HIP 5.2 has no '__stwt' (--hip-version); written with hipport/compat.h as 'hipport::stwt' [hipport-compat-shim]
}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  const int n = 64;
  std::vector<float> in(n), out(n);
  std::vector<float4> in4(n), out4(n);
  std::vector<int4> ini(n), outi(2 * n);
  for (int i = 0; i < n; ++i) {
    in[i] = 0.5f * i;
    in4[i] = make_float4(i, i + 1, i + 2, i + 3);
    ini[i] = make_int4(-i, i, 2 * i, 3 * i);
  }
  hipLaunchKernelGGL(streamCopy, 1, n, 0, 0, in.data(), out.data(), in4.data(),
                     out4.data(), ini.data(), outi.data());
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    float a = 3 * in[i], b = 2 * in[i];
    wrong += out[i] != float(a * 2.0 + b);
    wrong += out4[i].x != i + 3 || out4[i].w != i;
    wrong += outi[i].x != -i || outi[i].w != 3 * i;
    wrong += outi[n + i].x != 1 - i || outi[n + i].z != 2 * i;
  }
  printf("%d wrong\n", wrong);
  // RESULT: {{^}}0 wrong
}
#endif
