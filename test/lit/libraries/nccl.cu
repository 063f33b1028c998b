// NCCL: RCCL keeps NCCL's names, so only the header changes (to
// rccl/rccl.h) and the CUDA runtime names around the calls. RCCL is not
// installed here, so no compile check.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
#include <nccl.h>
// CHECK: #include <rccl/rccl.h>

int allreduce(float *buf, size_t n, int rank, int nranks, ncclUniqueId id,
              cudaStream_t stream) {
// CHECK: hipStream_t stream) {
  ncclComm_t comm;
  if (ncclCommInitRank(&comm, nranks, id, rank) != ncclSuccess)
    return -1;
  ncclResult_t r = ncclAllReduce(buf, buf, n, ncclFloat, ncclSum, comm, stream);
  cudaStreamSynchronize(stream);
// CHECK: hipStreamSynchronize(stream);
  ncclCommDestroy(comm);
  return r == ncclSuccess ? 0 : 1;
}
