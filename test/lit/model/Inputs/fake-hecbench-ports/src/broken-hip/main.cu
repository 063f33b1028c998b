#include <hip/hip_runtime.h>

int main() {
  hipDeviceSynchronize()
  return 0;
}
