// float to bfloat16 with CUDA's named roundings becomes hipport/compat.h's
// from HIP 5.7 (the first release with __hip_bfloat16; no release up to 7.0
// has the conversions). The results agree bit for bit, at 32 and 64 lanes,
// with a reference written here that picks the nearest or the directed
// neighbour by comparing distances in double: halfway cases (ties to even
// both ways), the largest floats (to infinity when rounding up or to
// nearest), infinities, signed zeros, subnormals and NaNs (CUDA's 0x7fff).
// Below HIP 5.7 __nv_bfloat16 becomes hip_bfloat16 (hip_bfloat16.h) and the
// same shims take it, with __float2bfloat16 and __bfloat16_as_ushort, which
// HIP declares from 5.7; the pair type is reported. With SCALARS_ONLY the
// kernel computes its last two results without pairs, so that the HIP 5.2
// output runs too, against Debian's own hip_bfloat16.h.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=6.0 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --implicit-check-not=warning --input-file=%t/err
// RUN: %warp-model --width 32 --platform hip --hip-version 6.0 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 6.0 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// The output compiles with HIP 7.0's stand-ins (Debian's 5.2 has no
// hip_bf16.h):
// RUN: %hip-syntax -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/out52/k.hip --hip-version=5.2 2> %t/err52
// RUN: FileCheck %s --check-prefix=OLD --input-file=%t/err52
// RUN: FileCheck %s --check-prefix=OLD-OUT --input-file=%t/out52/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/scalars52/k.hip --hip-version=5.2 -- -DSCALARS_ONLY 2> %t/scalars52.err
// RUN: FileCheck %s --check-prefix=SCALARS --input-file=%t/scalars52.err
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 -DSCALARS_ONLY %t/scalars52/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 -DSCALARS_ONLY %t/scalars52/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %hip-syntax -DSCALARS_ONLY %t/scalars52/k.hip

#include <cuda_bf16.h>
// CHECK: #include <hip/hip_bf16.h>
// OLD-OUT: #include <hip/hip_bfloat16.h>

__global__ void toBfloat16(const float *in, unsigned short *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float f = in[i];
  out[6 * i] = __bfloat16_as_ushort(__float2bfloat16_rn(f));
  // CHECK: out[6 * i] = __bfloat16_as_ushort(hipport::float2bfloat16_rn(f));
  // NOTE: k.cu:[[@LINE-2]]:37: note: HIP 6.0 has no '__float2bfloat16_rn' (--hip-version); written with hipport/compat.h as 'hipport::float2bfloat16_rn' [hipport-compat-shim]
  // OLD: k.cu:[[@LINE-3]]:37: note: HIP 5.2 has no '__float2bfloat16_rn' (--hip-version); written with hipport/compat.h as 'hipport::float2bfloat16_rn' [hipport-compat-shim]
  // OLD-OUT: out[6 * i] = hipport::bfloat16_as_ushort(hipport::float2bfloat16_rn(f));
  out[6 * i + 1] = __bfloat16_as_ushort(__float2bfloat16_rz(f));
  out[6 * i + 2] = __bfloat16_as_ushort(__float2bfloat16_rd(f));
  out[6 * i + 3] = __bfloat16_as_ushort(__float2bfloat16_ru(f));
  // CHECK: hipport::float2bfloat16_ru(f)
#ifndef SCALARS_ONLY
  __nv_bfloat162 pair = __floats2bfloat162_rn(f, -f);
  // CHECK: __hip_bfloat162 pair = hipport::floats2bfloat162_rn(f, -f);
  // OLD: k.cu:[[@LINE-2]]:3: warning: '__hip_bfloat162' (for '__nv_bfloat162') needs HIP 5.7 but the output targets HIP 5.2 (--hip-version) [hipport-needs-newer-hip]
  out[6 * i + 4] = __bfloat16_as_ushort(__high2bfloat16(pair));
  out[6 * i + 5] =
      __bfloat16_as_ushort(__low2bfloat16(__float2bfloat162_rn(f)));
#else
  __nv_bfloat16 negated = __float2bfloat16_rn(-f);
  out[6 * i + 4] = __bfloat16_as_ushort(negated);
  out[6 * i + 5] = __bfloat16_as_ushort(__float2bfloat16(f));
  // SCALARS: k.cu:[[@LINE-1]]:41: note: HIP 5.2 has no '__float2bfloat16' (--hip-version); written with hipport/compat.h as 'hipport::float2bfloat16' [hipport-compat-shim]
#endif
}

#ifdef HIPPORT_MODEL
#include <cstring>
#include <limits>

static float fromBits(unsigned u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
/// The value of bfloat16 bits, as a double; the exponent 255 is taken as
/// 2^128 (what a float rounds to infinity beyond).
static double valueOf(unsigned b) {
  int sign = b >> 15, exp = (b >> 7) & 0xff, mant = b & 0x7f;
  double v = exp ? std::ldexp(1.0 + mant / 128.0, exp - 127)
                 : std::ldexp(mant / 128.0, -126);
  return sign ? -v : v;
}
/// Mode 0 nearest even, 1 toward zero, 2 down, 3 up.
static unsigned reference(float f, int mode) {
  if (std::isnan(f))
    return 0x7fff;
  unsigned u;
  std::memcpy(&u, &f, 4);
  unsigned near = u >> 16, away = near + 1; // toward zero, and away from it
  double x = f, a = valueOf(near), b = valueOf(away);
  if (std::isinf(f) || a == x)
    return near;
  bool up = x > 0;
  switch (mode) {
  case 1:
    return near;
  case 2:
    return up ? near : away;
  case 3:
    return up ? away : near;
  }
  double da = std::fabs(x - a), db = std::fabs(b - x);
  if (da != db)
    return da < db ? near : away;
  return (near & 1) ? away : near;
}

MODEL_MAIN() {
  std::vector<float> in = {
      0.0f, -0.0f, 1.0f, -1.0f,
      fromBits(0x3f808000), // 1 + 2^-8: halfway, down to the even 1.0
      fromBits(0x3f818000), // halfway between odd and even: up
      fromBits(0x3f808001), fromBits(0x3f807fff), fromBits(0xbf808000),
      fromBits(0xbf818000), std::numeric_limits<float>::max(),
      -std::numeric_limits<float>::max(), fromBits(0x7f7f7fff),
      std::numeric_limits<float>::infinity(),
      -std::numeric_limits<float>::infinity(),
      std::numeric_limits<float>::quiet_NaN(), fromBits(0xffc00001),
      fromBits(0x7f800001), // a signalling NaN
      std::numeric_limits<float>::denorm_min(), fromBits(0x00008000),
      fromBits(0x00018000), fromBits(0x807fffff), 3.14159265f, 1e-20f};
  unsigned seed = 12345;
  while (in.size() < 160) {
    seed = seed * 1664525u + 1013904223u;
    in.push_back(fromBits(seed));
  }
  int n = int(in.size()), wrong = 0, checked = 0;
  std::vector<unsigned short> out(6 * n);
  hipLaunchKernelGGL(toBfloat16, (n + 95) / 96, 96, 0, 0, in.data(),
                     out.data(), n);
  for (int i = 0; i < n; ++i) {
    unsigned want[6] = {reference(in[i], 0), reference(in[i], 1),
                        reference(in[i], 2), reference(in[i], 3),
                        reference(-in[i], 0), reference(in[i], 0)};
    for (int k = 0; k < 6; ++k, ++checked)
      if (out[6 * i + k] != want[k] && wrong++ < 10)
        printf("input %08x form %d: %04x, want %04x\n",
               unsigned(hipmodel::toBits(in[i])), k, out[6 * i + k], want[k]);
  }
  printf("%d of %d wrong\n", wrong, checked);
  // RESULT: {{^}}0 of 960 wrong
}
#endif
