// The graph nodes that copy to or from a symbol take it through HIP_SYMBOL,
// like cudaMemcpyToSymbol (overrides.yaml); CUsurfObject is
// hipSurfaceObject_t; the driver's flags with the runtime's values convert
// like the runtime's. The output compiles with HIP 5.2.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip
// RUN: %hipport mappings query CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER CU_MEMHOSTREGISTER_READ_ONLY | FileCheck %s --check-prefix=QUERY
// QUERY: CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER (macro, cuda_driver): hipGraphKernelNodePortLaunchCompletion [HIP 6.2+]
// QUERY: CU_MEMHOSTREGISTER_READ_ONLY (macro, cuda_driver): hipHostRegisterReadOnly [HIP 5.6+]

#include <cuda.h>
#include <cuda_runtime.h>

__device__ float table[64];

cudaError_t nodes(cudaGraph_t graph, cudaGraphExec_t exec, cudaGraphNode_t *node,
                  const float *src, float *dst, CUsurfObject surface) {
  // CHECK: hipError_t nodes(hipGraph_t graph, hipGraphExec_t exec, hipGraphNode_t *node,
  // CHECK-NEXT: const float *src, float *dst, hipSurfaceObject_t surface) {
  cudaError_t r = cudaGraphAddMemcpyNodeToSymbol(node, graph, nullptr, 0, table, src,
                                                 sizeof(table), 0, cudaMemcpyHostToDevice);
  // CHECK: hipError_t r = hipGraphAddMemcpyNodeToSymbol(node, graph, nullptr, 0, HIP_SYMBOL(table), src,
  r = cudaGraphMemcpyNodeSetParamsFromSymbol(*node, dst, table, sizeof(table), 0,
                                             cudaMemcpyDeviceToHost);
  // CHECK: r = hipGraphMemcpyNodeSetParamsFromSymbol(*node, dst, HIP_SYMBOL(table), sizeof(table), 0,
  r = cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, *node, table, src, sizeof(table),
                                               0, cudaMemcpyHostToDevice);
  // CHECK: r = hipGraphExecMemcpyNodeSetParamsToSymbol(exec, *node, HIP_SYMBOL(table), src, sizeof(table),
  (void)surface;
  return r;
}
