// The shapes of CUDA's driver typedefs (written for this test).
typedef struct CUstream_st *CUstream;
typedef enum CUarray_format_enum { CU_AD_FORMAT_FLOAT = 0x20 } CUarray_format;
typedef unsigned long long CUdeviceptr_v2;
typedef CUdeviceptr_v2 CUdeviceptr;
typedef struct CUDA_MEMCPY2D_st { int srcXInBytes; } CUDA_MEMCPY2D_v2;
typedef CUDA_MEMCPY2D_v2 CUDA_MEMCPY2D;
typedef struct { int x; } CUanonymous;
extern "C" {
typedef struct CUctx_st *CUcontext;
}
typedef struct CUtexref_st *CUtexref;
