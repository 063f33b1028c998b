// Stand-in for texture_fetch_functions.h: CUDA 13 removed it, clang 19's CUDA wrapper still includes it.
