// hipport's CUDA prelude: what nvcc predefines and clang 19 does not, so that
// CUDA sources written for nvcc 12.8 and later parse in full. hipport
// force-includes it (-include) when it parses a unit as CUDA with clang;
// docs/cuda-prelude.md lists what it declares and why. It holds
// declarations only: hipport parses code, it never compiles it, and nothing
// of this file reaches the converted sources.
#ifndef HIPPORT_CUDA_PRELUDE_H
#define HIPPORT_CUDA_PRELUDE_H
#pragma clang system_header

// nvcc defines __CUDACC__ as 1, clang as empty, so `#if __CUDACC__` (real
// headers do it) is an error under clang.
#undef __CUDACC__
#define __CUDACC__ 1

#ifdef __cplusplus
// nvcc's memory orders and thread scopes of the __nv_atomic_* built-ins
// (CUDA 12.8). In nvcc they are enumerators of crt/device_functions.h,
// which clang's CUDA wrapper does not include.
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};

// The __nv_atomic_* built-ins themselves, as CUDA's programming guide
// documents them (nvcc knows them without a declaration, clang 19 does not).
#define HIPPORT_NV_SCOPE int __scope = __NV_THREAD_SCOPE_SYSTEM
template <typename T>
__device__ T __nv_atomic_load_n(T *__ptr, int __order, HIPPORT_NV_SCOPE);
template <typename T>
__device__ void __nv_atomic_load(T *__ptr, T *__ret, int __order,
                                 HIPPORT_NV_SCOPE);
template <typename T>
__device__ void __nv_atomic_store_n(T *__ptr, T __val, int __order,
                                    HIPPORT_NV_SCOPE);
template <typename T>
__device__ void __nv_atomic_store(T *__ptr, T *__val, int __order,
                                  HIPPORT_NV_SCOPE);
template <typename T>
__device__ T __nv_atomic_exchange_n(T *__ptr, T __val, int __order,
                                    HIPPORT_NV_SCOPE);
template <typename T>
__device__ void __nv_atomic_exchange(T *__ptr, T *__val, T *__ret, int __order,
                                     HIPPORT_NV_SCOPE);
template <typename T>
__device__ bool __nv_atomic_compare_exchange_n(T *__ptr, T *__expected,
                                               T __desired, bool __weak,
                                               int __success, int __failure,
                                               HIPPORT_NV_SCOPE);
template <typename T>
__device__ bool __nv_atomic_compare_exchange(T *__ptr, T *__expected,
                                             T *__desired, bool __weak,
                                             int __success, int __failure,
                                             HIPPORT_NV_SCOPE);
#define HIPPORT_NV_FETCH(op)                                                   \
  template <typename T>                                                        \
  __device__ T __nv_atomic_fetch_##op(T *__ptr, T __val, int __order,          \
                                      HIPPORT_NV_SCOPE);
HIPPORT_NV_FETCH(add)
HIPPORT_NV_FETCH(sub)
HIPPORT_NV_FETCH(and)
HIPPORT_NV_FETCH(or)
HIPPORT_NV_FETCH(xor)
HIPPORT_NV_FETCH(min)
HIPPORT_NV_FETCH(max)
#undef HIPPORT_NV_FETCH
__device__ void __nv_atomic_thread_fence(int __order, HIPPORT_NV_SCOPE);
#undef HIPPORT_NV_SCOPE

// nvcc declares min and max for host code as well as device code, for
// these pairs of argument types (crt/math_functions.h and .hpp); clang's
// CUDA headers declare them for device code only, so host code calling
// min(a, b) stops with "no matching function". HIP declares the int pair
// for the host too.
#ifndef __CUDA_ARCH__
#define HIPPORT_MIN_MAX(R, A, B)                                               \
  __host__ R min(A, B);                                                        \
  __host__ R max(A, B);
HIPPORT_MIN_MAX(int, int, int)
HIPPORT_MIN_MAX(unsigned int, unsigned int, unsigned int)
HIPPORT_MIN_MAX(unsigned int, int, unsigned int)
HIPPORT_MIN_MAX(unsigned int, unsigned int, int)
HIPPORT_MIN_MAX(long, long, long)
HIPPORT_MIN_MAX(unsigned long, unsigned long, unsigned long)
HIPPORT_MIN_MAX(unsigned long, long, unsigned long)
HIPPORT_MIN_MAX(unsigned long, unsigned long, long)
HIPPORT_MIN_MAX(long long, long long, long long)
HIPPORT_MIN_MAX(unsigned long long, unsigned long long, unsigned long long)
HIPPORT_MIN_MAX(unsigned long long, long long, unsigned long long)
HIPPORT_MIN_MAX(unsigned long long, unsigned long long, long long)
HIPPORT_MIN_MAX(float, float, float)
HIPPORT_MIN_MAX(double, double, double)
HIPPORT_MIN_MAX(double, float, double)
HIPPORT_MIN_MAX(double, double, float)
#undef HIPPORT_MIN_MAX
#endif
// The loads and stores with a cache hint of sm_32_intrinsics.h, which
// clang's CUDA wrapper does not include: nvcc declares them for the scalar
// and vector types (__ldcs(const float4 *), __stcs(int *, int), ...); one
// template each stands for those overloads. cuda_fp16.h's and cuda_bf16.h's
// own are more specific. A store's value converts to the pointer's type.
template <typename T> struct __hipport_same_type {
  typedef T type;
};
#define HIPPORT_NV_LOAD(NAME) template <typename T> __device__ T NAME(const T *);
#define HIPPORT_NV_STORE(NAME)                                                 \
  template <typename T>                                                        \
  __device__ void NAME(T *, typename __hipport_same_type<T>::type);
HIPPORT_NV_LOAD(__ldca)
HIPPORT_NV_LOAD(__ldcg)
HIPPORT_NV_LOAD(__ldcs)
HIPPORT_NV_LOAD(__ldlu)
HIPPORT_NV_LOAD(__ldcv)
HIPPORT_NV_STORE(__stwb)
HIPPORT_NV_STORE(__stcg)
HIPPORT_NV_STORE(__stcs)
HIPPORT_NV_STORE(__stwt)
#undef HIPPORT_NV_LOAD
#undef HIPPORT_NV_STORE
#endif // __cplusplus

#endif // HIPPORT_CUDA_PRELUDE_H
