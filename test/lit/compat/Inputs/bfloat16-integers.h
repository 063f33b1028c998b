// What compat/bfloat16-integers.cu and its reference print: for each of
// CUDA's 26 conversions of bfloat16 to an integer type, a hash of its
// results on all 65536 bfloat16 bit patterns, and its results on a few
// values that show the rounding, the saturation and NaN. Written for
// hipport's tests.
#ifndef BFLOAT16_INTEGERS_H
#define BFLOAT16_INTEGERS_H

#include <cstdio>

#define BF16_CONVERSIONS 26
#define BF16_VALUES 65536

static const char *const Bf16ConversionNames[BF16_CONVERSIONS] = {
    "int_rn",    "int_rz",    "int_rd",    "int_ru",   "uint_rn",
    "uint_rz",   "uint_rd",   "uint_ru",   "short_rn", "short_rz",
    "short_rd",  "short_ru",  "ushort_rn", "ushort_rz", "ushort_rd",
    "ushort_ru", "ll_rn",     "ll_rz",     "ll_rd",    "ll_ru",
    "ull_rn",    "ull_rz",    "ull_rd",    "ull_ru",   "char_rz",
    "uchar_rz"};

// 2.5, -2.5, 0.5, -0.5, 1.5, -1.5, -1, 255.0 and 256.0 (bounds of the
// 8-bit types, 0x437f, 0x4380), 40448 (past short, 0x471e), -3.0e38
// (0xff61), +infinity, -infinity, a NaN.
static const unsigned short Bf16Probes[] = {
    0x4020, 0xc020, 0x3f00, 0xbf00, 0x3fc0, 0xbfc0, 0xbf80,
    0x437f, 0x4380, 0x471e, 0xff61, 0x7f80, 0xff80, 0x7fc1};

/// Results are the integers sign-extended to 64 bits.
static void printBf16Conversions(const unsigned long long *Results) {
  for (int K = 0; K < BF16_CONVERSIONS; ++K) {
    unsigned long long Hash = 1469598103934665603ull;
    for (int V = 0; V < BF16_VALUES; ++V) {
      Hash ^= Results[BF16_CONVERSIONS * V + K];
      Hash *= 1099511628211ull;
    }
    printf("%s %016llx:", Bf16ConversionNames[K], Hash);
    for (unsigned short Probe : Bf16Probes)
      printf(" %lld", (long long)Results[BF16_CONVERSIONS * Probe + K]);
    printf("\n");
  }
}

#endif
