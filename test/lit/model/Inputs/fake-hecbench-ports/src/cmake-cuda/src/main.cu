#include <cstdlib>
#include "scale.h"

// Host code only: the HIP port builds this file as it is.
int main() {
  int *d = nullptr;
  return scale_on_device(d, 64) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
