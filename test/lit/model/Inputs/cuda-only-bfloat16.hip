// Converted code that still calls a conversion only CUDA declares
// (program-half.cu): the model's HIP headers do not declare it either.
#include <hip/hip_runtime.h>
#include <hip/hip_bf16.h>
int main() { return __bfloat162float(__float2bfloat16_rn(1.0f)) != 1.0f; }
