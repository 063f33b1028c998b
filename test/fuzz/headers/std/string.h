// The fuzz targets' stand-in for the C library header (docs/fuzzing.md).
#ifndef HIPPORT_FUZZ_STRING_H
#define HIPPORT_FUZZ_STRING_H
extern "C" __attribute__((host)) __attribute__((device)) void *
memcpy(void *, const void *, __SIZE_TYPE__);
extern "C" __attribute__((host)) __attribute__((device)) void *
memset(void *, int, __SIZE_TYPE__);
extern "C" int strcmp(const char *, const char *);
extern "C" __SIZE_TYPE__ strlen(const char *);
#endif
