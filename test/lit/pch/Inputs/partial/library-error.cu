// A second error is in a file of the prologue (std::less<Point>, instantiated
// from here, finds no operator<): clang names that file through the
// prologue's include stack, so the unit is parsed again without it.
#include "memory.h"

struct Point {
  int X, Y;
};

bool before(Point A, Point B) { return std::less<Point>()(A, B); }

__global__ void scale(float *P) { P[threadIdx.x] *= 2; }
