// Driver enums whose values are the runtime's (CUsharedconfig is
// cudaSharedMemConfig, CUmem_advise cudaMemoryAdvise...) become the HIP
// runtime's enum, the one HIP declares, with their enumerators; and the
// driver-style types HIP spells with a HIP prefix (CUresourceViewFormat is
// HIPresourceViewFormat, CUresourcetype HIPresourcetype: the naming rule
// CU -> HIP, tools/hipport-tablegen/libraries.py). Each used to be left as
// CUDA ("no HIP counterpart"), which HIP does not compile. The output
// compiles with HIP 5.2.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{^[^/]*[^A-Za-z_/]CU}}'
// RUN: count 0 < %t.err
// RUN: %hip-syntax -Wno-deprecated-declarations %t.hip

#include <cuda.h>

void enums() {
  CUsharedconfig bank = CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE;
  // CHECK: hipSharedMemConfig bank = hipSharedMemBankSizeFourByte;
  CUdevice_P2PAttribute p2p = CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED;
  // CHECK: hipDeviceP2PAttr p2p = hipDevP2PAttrHipArrayAccessSupported;
  CUmem_advise advice = CU_MEM_ADVISE_SET_READ_MOSTLY;
  // CHECK: hipMemoryAdvise advice = hipMemAdviseSetReadMostly;
  CUmemPool_attribute attr = CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC;
  // CHECK: hipMemPoolAttr attr = hipMemPoolReuseAllowOpportunistic;
  CUresourceViewFormat format = CU_RES_VIEW_FORMAT_FLOAT_1X32;
  // CHECK: HIPresourceViewFormat format = HIP_RES_VIEW_FORMAT_FLOAT_1X32;
  CUresourcetype type = CU_RESOURCE_TYPE_ARRAY;
  // CHECK: HIPresourcetype type = HIP_RESOURCE_TYPE_ARRAY;
  (void)bank, (void)p2p, (void)advice, (void)attr, (void)format, (void)type;
}
