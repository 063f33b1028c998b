// The fuzz targets' stand-in for the C library header (docs/fuzzing.md).
#ifndef HIPPORT_FUZZ_STDLIB_H
#define HIPPORT_FUZZ_STDLIB_H
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
extern "C" __attribute__((host))
__attribute__((device)) void *malloc(__SIZE_TYPE__);
extern "C" __attribute__((host)) __attribute__((device)) void free(void *);
extern "C" [[noreturn]] void exit(int);
extern "C" [[noreturn]] void abort(void);
extern "C" int rand(void);
extern "C" int atoi(const char *);
#endif
