// A CUDA call in the body of a project macro, expanded in code clang could
// not parse (here: texture references, which CUDA 12 removed), was in no
// sound expression and in no token region, since its tokens are spelled in
// the #define, not where the macro is used: it was left unconverted without
// any finding. The bodies of the macros expanded in such code (and of the
// macros they expand) now get the token pass, so the call is converted, and
// reported among the token references, at the macro's definition (the
// nested one too). clang resolved cudaDeviceSynchronize in BIND_AND_WAIT
// through its use, so the semantic pass converted it.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

#define BIND_TEXTURE(tex, ptr, bytes) cudaBindTexture(0, tex, ptr, bytes)
// CHECK: #define BIND_TEXTURE(tex, ptr, bytes) hipBindTexture(0, tex, ptr, bytes)
#define BIND_AND_WAIT(ptr, n) do { BIND_TEXTURE(texRef, ptr, (n) * sizeof(float)); cudaDeviceSynchronize(); } while (0)
// CHECK: #define BIND_AND_WAIT(ptr, n) do { BIND_TEXTURE(texRef, ptr, (n) * sizeof(float)); hipDeviceSynchronize(); } while (0)
#define UNBIND(tex) cudaUnbindTexture(tex)
// CHECK: #define UNBIND(tex) hipUnbindTexture(tex)
// A macro only used in sound code is the semantic passes' business.
#define SYNC() cudaDeviceSynchronize()
// CHECK: #define SYNC() hipDeviceSynchronize()

texture<float, 1, cudaReadModeElementType> texRef;
// CHECK: texture<float, 1, hipReadModeElementType> texRef;

void run(float *d, int n) {
  BIND_AND_WAIT(d, n);
  UNBIND(texRef);
  SYNC();
}

// REPORT: "parse": "partial"
// REPORT: "token_references": [
// REPORT: "cuda": "cudaBindTexture",
// REPORT-NEXT: "line": 18
// REPORT: "cuda": "cudaUnbindTexture",
// REPORT-NEXT: "line": 22
// REPORT: "token_regions": [
// REPORT-NEXT: "18",
// REPORT-NEXT: "22",
// REPORT-NEXT: "28"
