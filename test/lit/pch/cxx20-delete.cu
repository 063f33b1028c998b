// With -std=c++20, clang 19 cannot parse CUDA code after a precompiled
// prologue: the CUDA wrapper's operator new is reported as defined
// differently in the precompiled header (the unit parses only partly) and a
// delete expression crashes clang. hipport probes every prologue it builds
// with such a unit and does not use one the probe fails with, so the unit
// is converted as without a prologue.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 0 env HIPPORT_CACHE_DIR=%t/cache %hipport convert %s -o %t/never.hip --no-cache --pch=never --report %t/never.json -- -std=c++20
// RUN: %expect-exit 0 env HIPPORT_CACHE_DIR=%t/cache %hipport convert %s -o %t/always.hip --no-cache --pch=always --report %t/always.json -- -std=c++20 2> %t/always.err
// RUN: diff %t/never.hip %t/always.hip
// RUN: count 0 < %t/always.err
// RUN: FileCheck %s --check-prefix=FULL < %t/always.json
// FULL: "parse": "full"
// The rejection is remembered: no precompiled header is kept, and a second
// run does not build one again.
// RUN: ls %t/cache/pch | FileCheck %s --check-prefix=KEPT --implicit-check-not=.pch
// KEPT: .manifest
// RUN: %expect-exit 0 env HIPPORT_CACHE_DIR=%t/cache %hipport convert %s -o %t/again.hip --no-cache --pch=always -- -std=c++20
// RUN: diff %t/never.hip %t/again.hip
// RUN: ls %t/cache/pch | FileCheck %s --check-prefix=KEPT --implicit-check-not=.pch
//
// C++17, the default, keeps its prologue.
// RUN: %expect-exit 0 env HIPPORT_CACHE_DIR=%t/cache17 %hipport convert %s -o %t/always17.hip --no-cache --pch=always
// RUN: ls %t/cache17/pch | FileCheck %s --check-prefix=PCH17
// PCH17: .pch
// RUN: %strip %t/always.hip > %t/check.hip
// RUN: %hip-syntax --hip-version=5.2 -std=c++20 %t/check.hip
#include <cuda_runtime.h>
#include <memory>
#include <vector>

struct Cell {
  int Value;
};

__global__ void fill(int *p) { p[threadIdx.x] = 1; }

int main() {
  Cell *c = new Cell{1};
  int total = c->Value;
  delete c;
  auto owned = std::make_unique<int[]>(4);
  std::vector<int> v(4);
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  fill<<<1, 4>>>(d);
  cudaFree(d);
  return total + v.size() + owned[0];
}
