// <nv/target> in --no-cuda-sdk mode is hipport's own implementation
// (tools/hipport-tablegen/nv_target.py), not CUDA's: it must select the
// same blocks as CUDA's on the host side and on the device side of a unit.
// The static_asserts hold with CUDA 13's own header too (%cuda-syntax uses
// the toolkit unless the suite runs in no-cuda-sdk mode).
// RUN: %cuda-syntax %s
// RUN: clang++-19 -x cuda -nocudalib -std=c++17 -Wno-unknown-cuda-version \
// RUN:   --cuda-path=%S/../../../mappings/cuda-decls \
// RUN:   -isystem %S/../../../mappings/cuda-decls/include/cccl \
// RUN:   -idirafter %S/../../../share/cuda-shim --cuda-gpu-arch=sm_80 \
// RUN:   -fsyntax-only %s
// RUN: not clang++-19 -x cuda -nocudalib -std=c++17 -Wno-unknown-cuda-version \
// RUN:   --cuda-path=%S/../../../mappings/cuda-decls \
// RUN:   -isystem %S/../../../mappings/cuda-decls/include/cccl \
// RUN:   -idirafter %S/../../../share/cuda-shim --cuda-gpu-arch=sm_80 \
// RUN:   --cuda-device-only -fsyntax-only -DWRONG %s 2>&1 | FileCheck %s
// hipport parses the unit in full.
// RUN: %expect-exit 1 %hipport lint --no-cuda-sdk %s 2>&1 | FileCheck %s --check-prefix=LINT
// LINT-NOT: hipport-partial-analysis
// LINT: 'NV_IF_ELSE_TARGET' is a CUDA macro
// LINT-NOT: hipport-partial-analysis

#include <nv/target>

__host__ __device__ constexpr int side() {
  NV_IF_ELSE_TARGET(NV_IS_DEVICE, (return 1;), (return 0;))
}

// The first query that holds wins; blocks may hold commas.
__host__ __device__ constexpr int arch() {
  NV_DISPATCH_TARGET(NV_PROVIDES_SM_90, (return 90;), NV_PROVIDES_SM_80,
                     (int a = 8, b = 0; return a * 10 + b;), NV_IS_HOST,
                     (return -1;))
  return 0;
}

__host__ __device__ constexpr int exact() {
  int x = 0;
  NV_IF_TARGET(NV_IS_EXACTLY_SM_80, (x = 80;));
  NV_IF_TARGET(NV_IS_EXACTLY_SM_75, (x = 75;), (x += 1;));
  return x;
}

#ifdef __CUDA_ARCH__
static_assert(side() == 1, "device side");
static_assert(arch() == 80, "sm_80 provides 80, not 90");
static_assert(exact() == 81, "exactly sm_80");
#else
static_assert(side() == 0, "host side");
static_assert(arch() == -1, "host");
static_assert(exact() == 1, "no architecture on the host");
#endif

// The constexpr objects name the same sets.
namespace t = nv::target;
static_assert((t::provides(t::sm_80) && t::is_device).targets != 0, "");
static_assert((t::provides(t::sm_120) && t::is_exactly(t::sm_80)).targets == 0,
              "");
static_assert((t::is_host || t::is_device).targets ==
                  (t::any_target && (t::is_host || t::is_device)).targets,
              "");

#ifdef WRONG
// CHECK: error: static assertion failed{{.*}}wrong side
static_assert(side() == 0, "wrong side");
#endif
