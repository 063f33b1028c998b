// Host calls of CUDA math functions HIP declares for the device only and
// that have no exact standard form are reported with what to write, and
// left as they are; a call with a form spelled by a macro too. A
// __host__ __device__ function is compiled for the host as well, where HIP
// has no rsqrtf: reported with the form, which would also change the device
// code (a division by a square root, not the device's reciprocal square
// root), so it is not applied. An inline or template one is compiled for
// the host only if host code uses it, directly or through another one: one
// that only kernels use is not reported (helper_math.h's normalize).
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:
// RUN: FileCheck %s --input-file=%t.hip

// CHECK: #define INV(x) rsqrtf(x)
#define INV(x) rsqrtf(x)

__host__ __device__ float both(float x) { return rsqrtf(x); }
// ERR: .cu:[[@LINE-1]]:50: warning: HIP declares 'rsqrtf' for device code only, and HIP compiles this __host__ __device__ function for the host too; write 1.0f / std::sqrt(x) for the host (under #ifndef __HIP_DEVICE_COMPILE__) [hipport-host-math]
// CHECK: __host__ __device__ float both(float x) { return rsqrtf(x); }
inline __host__ __device__ float device_used(float x) { return rsqrtf(x); }
template <typename T> __host__ __device__ T tmpl(T x) { return rcbrt(x); }
// ERR: .cu:[[@LINE-1]]:64: warning: HIP declares 'rcbrt' for device code only, and HIP compiles this __host__ __device__ function for the host too; write 1.0 / std::cbrt(x) for the host (under #ifndef __HIP_DEVICE_COMPILE__) [hipport-host-math]
inline __host__ __device__ double through(double x) { return tmpl(x); }
__global__ void k(float *x) { x[0] = device_used(x[0]); }

int main() {
  float s = sinpif(0.5f);
  // ERR: .cu:[[@LINE-1]]:13: warning: HIP declares 'sinpif' for device code only; in host code no standard function computes sin(pi * x) exactly {{.*}}[hipport-host-math]
  double e = erfinv(0.5);
  // ERR: .cu:[[@LINE-1]]:14: warning: HIP declares 'erfinv' for device code only; in host code the standard library has no inverse error function{{.*}}[hipport-host-math]
  float m = INV(4.0f);
  // ERR: .cu:[[@LINE-1]]:13: warning: HIP declares 'rsqrtf' for device code only; in host code write 1.0f / std::sqrt(x) (the call is spelled by a macro) [hipport-host-math]
  // CHECK: float s = sinpif(0.5f);
  // CHECK: double e = erfinv(0.5);
  return (int)(s + e + m + both(1.0f) + through(2.0));
}
