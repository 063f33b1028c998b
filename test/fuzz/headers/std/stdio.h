// The fuzz targets' stand-in for the C library header (docs/fuzzing.md).
#ifndef HIPPORT_FUZZ_STDIO_H
#define HIPPORT_FUZZ_STDIO_H
typedef struct HipportFuzzFile FILE;
extern FILE *stdout, *stderr;
extern "C" __attribute__((host)) __attribute__((device)) int
printf(const char *, ...);
extern "C" int fprintf(FILE *, const char *, ...);
extern "C" int snprintf(char *, __SIZE_TYPE__, const char *, ...);
extern "C" int puts(const char *);
#endif
