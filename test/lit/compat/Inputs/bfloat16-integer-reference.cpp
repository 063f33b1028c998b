// The reference of compat/bfloat16-integers.cu, built as host C++ against
// the CUDA toolkit's cuda_bf16.h. The _rz conversions are CUDA's own host
// code. CUDA has the others for the device only, as PTX's cvt (sm_90) or
// cvt of the value as float: the same conversion with another rounding.
// They are computed here as the _rz host code defines the conversion
// (round to an integer in the named mode, clamp to the type's bounds; NaN
// gives 0, and 0x8000000000000000 for the 64-bit types), in long double
// with the C library's roundings, apart from hipport's float code. Written
// for hipport's tests.
#include <cmath>
#include <cuda_bf16.h>
#include <limits>
#include <type_traits>
#include <vector>

#include "bfloat16-integers.h"

template <typename IntT>
static unsigned long long cvt(__nv_bfloat16 H,
                              long double (*Round)(long double)) {
  long double Value = __bfloat162float(H);
  if (std::isnan(Value))
    return sizeof(IntT) == 8 ? 0x8000000000000000ull : 0;
  constexpr int Bits = 8 * sizeof(IntT);
  long double Lowest =
      std::is_signed<IntT>::value ? -std::ldexp(1.0L, Bits - 1) : 0.0L;
  long double Highest =
      std::ldexp(1.0L, std::is_signed<IntT>::value ? Bits - 1 : Bits) - 1;
  long double Rounded = Round(Value);
  if (Rounded <= Lowest)
    return (unsigned long long)(long long)std::numeric_limits<IntT>::min();
  if (Rounded >= Highest)
    return (unsigned long long)(long long)std::numeric_limits<IntT>::max();
  return (unsigned long long)(long long)(IntT)Rounded;
}

static long double nearestEven(long double X) { return std::nearbyint(X); }
static long double down(long double X) { return std::floor(X); }
static long double up(long double X) { return std::ceil(X); }

#define DIRECTED(TYPE, RZ)                                                     \
  cvt<TYPE>(H, nearestEven), (unsigned long long)(long long)RZ(H),            \
      cvt<TYPE>(H, down), cvt<TYPE>(H, up)

int main() {
  std::vector<unsigned long long> Results(BF16_CONVERSIONS * BF16_VALUES);
  for (int V = 0; V < BF16_VALUES; ++V) {
    __nv_bfloat16 H = __ushort_as_bfloat16((unsigned short)V);
    unsigned long long Row[BF16_CONVERSIONS] = {
        DIRECTED(int, __bfloat162int_rz),
        DIRECTED(unsigned int, __bfloat162uint_rz),
        DIRECTED(short, __bfloat162short_rz),
        DIRECTED(unsigned short, __bfloat162ushort_rz),
        DIRECTED(long long, __bfloat162ll_rz),
        DIRECTED(unsigned long long, __bfloat162ull_rz),
        (unsigned long long)(long long)__bfloat162char_rz(H),
        (unsigned long long)(long long)__bfloat162uchar_rz(H)};
    for (int K = 0; K < BF16_CONVERSIONS; ++K)
      Results[BF16_CONVERSIONS * V + K] = Row[K];
  }
  printBf16Conversions(Results.data());
  return 0;
}
