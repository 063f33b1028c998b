// CUDA APIs that CUDA 13 no longer declares (the cudaThread* calls,
// cudaLaunchParams, the CUDA 10 external-semaphore parameters, texture
// references, the multi-device cooperative launch, cudaConfigureCall) do not
// parse; they are converted by
// tokens from mappings/cuda_removed.yaml, and the output compiles as HIP.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> texRef;
// CHECK: texture<float, 1, hipReadModeElementType> texRef;

void run(float *d, int n) {
  cudaBindTexture(0, texRef, d, n * sizeof(float));
  // CHECK: hipBindTexture(0, texRef, d, n * sizeof(float));
  cudaThreadSynchronize();
  // CHECK: hipDeviceSynchronize();
  cudaUnbindTexture(texRef);
  // CHECK: hipUnbindTexture(texRef);
  cudaLaunchParams params;
  // CHECK: hipLaunchParams params;
  int multi = 0;
  cudaDeviceGetAttribute(&multi, cudaDevAttrCooperativeMultiDeviceLaunch, 0);
  // CHECK: hipDeviceGetAttribute(&multi, hipDeviceAttributeCooperativeMultiDeviceLaunch, 0);
  cudaLaunchCooperativeKernelMultiDevice(&params, 1, cudaCooperativeLaunchMultiDeviceNoPreSync);
  // CHECK: hipLaunchCooperativeKernelMultiDevice(&params, 1, hipCooperativeLaunchMultiDeviceNoPreSync);
  (void)params;
  cudaExternalSemaphoreSignalParams_v1 signal = {};
  // CHECK: hipExternalSemaphoreSignalParams signal = {};
  signal.params.fence.value = 1;
  cudaExternalSemaphoreWaitParams_v1 wait = {};
  // CHECK: hipExternalSemaphoreWaitParams wait = {};
  wait.params.keyedMutex.key = signal.params.fence.value;
  wait.flags = 0;
}

__global__ void kernel(int v) {}

// The launch API before <<<>>>: cudaConfigureCall, cudaSetupArgument and
// cudaLaunch are HIP's hipConfigureCall, hipSetupArgument, hipLaunchByPtr.
void launch(int v) {
  cudaConfigureCall(dim3(1), dim3(64), 0, 0);
  // CHECK: hipConfigureCall(dim3(1), dim3(64), 0, 0);
  cudaSetupArgument(&v, sizeof(v), 0);
  // CHECK: hipSetupArgument(&v, sizeof(v), 0);
  cudaLaunch((const void *)kernel);
  // CHECK: hipLaunchByPtr((const void *)kernel);
}
// REPORT: "parse": "partial"
// REPORT: "token_converted": 13,
