// The inputs of compat/simd-dpx.cu, for its kernel and for the reference
// that runs CUDA's own definitions: the halfwords' and words' edge values
// in every pairing, then pseudo-random words. Written for hipport's tests.
#ifndef DPX_INPUTS_H
#define DPX_INPUTS_H

// The results per input, in the order both programs write them.
#define DPX_RESULTS 48
#define DPX_INPUTS 512

static const char *const DpxResultNames[DPX_RESULTS] = {
    "viaddmax_s32",
    "viaddmax_u32",
    "viaddmin_s32",
    "viaddmin_u32",
    "viaddmax_s32_relu",
    "viaddmin_s32_relu",
    "vimax3_s32",
    "vimax3_u32",
    "vimin3_s32",
    "vimin3_u32",
    "vimax3_s32_relu",
    "vimin3_s32_relu",
    "vimax_s32_relu",
    "vimin_s32_relu",
    "viaddmax_s16x2",
    "viaddmax_u16x2",
    "viaddmin_s16x2",
    "viaddmin_u16x2",
    "viaddmax_s16x2_relu",
    "viaddmin_s16x2_relu",
    "vimax3_s16x2",
    "vimax3_u16x2",
    "vimin3_s16x2",
    "vimin3_u16x2",
    "vimax3_s16x2_relu",
    "vimin3_s16x2_relu",
    "vimax_s16x2_relu",
    "vimin_s16x2_relu",
    "vibmax_s32",
    "vibmax_s32.pred",
    "vibmax_u32",
    "vibmax_u32.pred",
    "vibmin_s32",
    "vibmin_s32.pred",
    "vibmin_u32",
    "vibmin_u32.pred",
    "vibmax_s16x2",
    "vibmax_s16x2.hi",
    "vibmax_s16x2.lo",
    "vibmax_u16x2",
    "vibmax_u16x2.hi",
    "vibmax_u16x2.lo",
    "vibmin_s16x2",
    "vibmin_s16x2.hi",
    "vibmin_s16x2.lo",
    "vibmin_u16x2",
    "vibmin_u16x2.hi",
    "vibmin_u16x2.lo",
};

inline void dpxInputs(unsigned *A, unsigned *B, unsigned *C) {
  const unsigned Edges[] = {0x00000000u, 0x7fff7fffu, 0x80008000u,
                            0xffffffffu, 0x7fff0001u, 0x00018000u,
                            0x0001ffffu, 0x80000000u};
  unsigned Seed = 2024;
  for (int I = 0; I < DPX_INPUTS; ++I) {
    Seed = Seed * 1103515245u + 12345u;
    unsigned R = Seed ^ (Seed >> 13) * 2654435761u;
    A[I] = I < 64 ? Edges[I % 8] : R;
    B[I] = I < 64 ? Edges[I / 8] : R * 2246822519u + I;
    C[I] = I < 64 ? Edges[(I + 3) % 8] : R ^ (B[I] >> 7);
  }
}

#endif
