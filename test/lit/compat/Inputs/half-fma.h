// The inputs of compat/half-fma.cu and of its reference, and how both print
// results: for __hfma_relu, __hfma2_relu and __hcmadd, a hash of the results
// on all triples of 16 edge halves and on pseudo-random triples, and the
// results on the first few triples. A NaN result counts as 0x7fff: its bits
// differ between platforms (CUDA's arithmetic gives 0x7fff, HIP's keeps an
// input's payload). Written for hipport's tests.
#ifndef HALF_FMA_H
#define HALF_FMA_H

#include <cstdio>

#define FMA_RESULTS 3
#define FMA_EDGES 16
#define FMA_INPUTS 8192

static const char *const FmaResultNames[FMA_RESULTS] = {
    "hfma_relu", "hfma2_relu", "hcmadd"};

// Zeros, the smallest subnormals, the largest subnormal, one and the half
// after it, minus one, the largest finite, infinities, a NaN, a third and
// minus a third (inexact products) and 2^-13.
static const unsigned short FmaEdges[FMA_EDGES] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x3c00, 0x3c01, 0xbc00,
    0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x3555, 0xb555, 0x0800};

/// The triples: every one of the edges, then pseudo-random bit patterns.
static void fmaInputs(unsigned short *A, unsigned short *B,
                      unsigned short *C) {
  unsigned State = 2024u;
  for (int I = 0; I < FMA_INPUTS; ++I) {
    if (I < FMA_EDGES * FMA_EDGES * FMA_EDGES) {
      A[I] = FmaEdges[I / (FMA_EDGES * FMA_EDGES)];
      B[I] = FmaEdges[I / FMA_EDGES % FMA_EDGES];
      C[I] = FmaEdges[I % FMA_EDGES];
      continue;
    }
    unsigned short *Out[3] = {A, B, C};
    for (unsigned short *O : Out) {
      State = State * 1103515245u + 12345u;
      O[I] = (unsigned short)(State >> 16);
    }
  }
}

static unsigned canonicalHalf(unsigned Bits) {
  return (Bits & 0x7fffu) > 0x7c00u ? 0x7fffu : Bits;
}
static unsigned canonicalPair(unsigned Bits) {
  return canonicalHalf(Bits & 0xffffu) | canonicalHalf(Bits >> 16) << 16;
}

// Triples printed one by one (A, B, C as indices of the edges, A first):
// (1, -1, +0), whose product is negative; (1, -0, -0), whose sum is -0;
// (+infinity, +0, 1), NaN; (1, 1, 1).
static const int FmaProbes[] = {5 * 256 + 7 * 16 + 0, 5 * 256 + 1 * 16 + 1,
                                10 * 256 + 0 * 16 + 5, 5 * 256 + 5 * 16 + 5};

/// Results hold a half in the low 16 bits, or a pair (low lane low).
static void printFmaResults(const unsigned *Results) {
  for (int K = 0; K < FMA_RESULTS; ++K) {
    unsigned long long Hash = 1469598103934665603ull;
    for (int I = 0; I < FMA_INPUTS; ++I)
      Hash = (Hash ^ canonicalPair(Results[FMA_RESULTS * I + K])) *
             1099511628211ull;
    printf("%s %016llx:", FmaResultNames[K], Hash);
    for (int Probe : FmaProbes)
      printf(" 0x%08x", canonicalPair(Results[FMA_RESULTS * Probe + K]));
    printf("\n");
  }
}

#endif
