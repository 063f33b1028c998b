// The fuzz targets' stand-in for the C library header (docs/fuzzing.md).
#ifndef HIPPORT_FUZZ_MATH_H
#define HIPPORT_FUZZ_MATH_H
#define HIPPORT_FUZZ_MATH(F)                                                   \
  extern "C" __attribute__((host)) __attribute__((device)) double F(double);   \
  extern "C" __attribute__((host)) __attribute__((device)) float F##f(float);
HIPPORT_FUZZ_MATH(sqrt)
HIPPORT_FUZZ_MATH(exp)
HIPPORT_FUZZ_MATH(log)
HIPPORT_FUZZ_MATH(fabs)
HIPPORT_FUZZ_MATH(sin)
HIPPORT_FUZZ_MATH(cos)
HIPPORT_FUZZ_MATH(floor)
HIPPORT_FUZZ_MATH(ceil)
#undef HIPPORT_FUZZ_MATH
extern "C" __attribute__((host)) __attribute__((device)) float fmaxf(float,
                                                                     float);
extern "C" __attribute__((host)) __attribute__((device)) float fminf(float,
                                                                     float);
extern "C" __attribute__((host)) __attribute__((device)) float powf(float,
                                                                    float);
#endif
