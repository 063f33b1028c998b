// Defines, through a project header, a macro that <widget.h> tests: the
// header must see it, so it cannot come from a precompiled prologue.
#include "config.h"
#include <widget.h>
#include <cuda_runtime.h>

int widget_helper() { return 3; }

int runC() { return cudaDeviceSynchronize() == cudaSuccess ? widget_helper() : 0; }
