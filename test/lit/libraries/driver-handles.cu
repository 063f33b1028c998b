// The driver's handles (typedef struct CUgraphNode_st *CUgraphNode) become
// HIP's handles (hipGraphNode_t), not the struct whose name they resemble:
// `hipGraphNode node;` was an incomplete struct HIP's functions do not
// take (tools/hipport-tablegen/aliases.py, map_handles_to_handles; the
// graphics resource by an override, HIP's handle being a typedef of a
// pointer to a typedef). The output compiles with HIP 5.2.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -Wno-deprecated-declarations %t.hip
// The tags of the graph parameter structs HIP defines after 5.2 as
// `typedef struct hipX {...} hipX;` become that name (overrides.yaml).
// RUN: %hipport mappings query CUDA_MEMCPY_NODE_PARAMS_st cudaGraphEdgeData_st | FileCheck %s --check-prefix=QUERY
// QUERY: CUDA_MEMCPY_NODE_PARAMS_st (type, cuda_driver): hipMemcpyNodeParams [HIP 6.1+]
// QUERY: cudaGraphEdgeData_st (type, cuda_runtime): hipGraphEdgeData [HIP 6.2+]

#include <cuda.h>

CUresult handles(CUgraph graph, CUgraphicsResource resource,
                 CUmipmappedArray mipmap) {
  // CHECK: hipError_t handles(hipGraph_t graph, hipGraphicsResource_t resource,
  // CHECK-NEXT: hipMipmappedArray_t mipmap) {
  CUgraphNode node;
  // CHECK: hipGraphNode_t node;
  CUresult r = cuGraphAddEmptyNode(&node, graph, nullptr, 0);
  // CHECK: hipError_t r = hipGraphAddEmptyNode(&node, graph, nullptr, 0);
  CUgraphExec exec;
  // CHECK: hipGraphExec_t exec;
  r = cuGraphInstantiate(&exec, graph, 0);
  // CHECK: r = hipGraphInstantiateWithFlags(&exec, graph, 0);
  r = cuGraphicsUnmapResources(1, &resource, 0);
  // CHECK: r = hipGraphicsUnmapResources(1, &resource, 0);
  (void)mipmap;
  return r;
}
