// The shapes of HIP's (written for this test).
typedef struct ihipStream_t *hipStream_t;
typedef enum hipArray_Format { HIP_AD_FORMAT_FLOAT = 0x20 } hipArray_Format;
typedef void *hipDeviceptr_t;
typedef struct hip_Memcpy2D { int srcXInBytes; } hip_Memcpy2D;
typedef struct { int x; } hipAnonymous;
// A handle to a struct named through its typedef (HIP's hipTexRef).
typedef struct textureReference { int normalized; } textureReference;
typedef textureReference *hipTexRef;
