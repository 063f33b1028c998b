// Definitions, for hipport's tests, of the two hipSPARSE functions ROCm 6.0
// adds (declared by ../../tables/Inputs/hip70/hip70_library_declarations.h):
// their result says that the compat shim called hipSPARSE's own.
#include "hip70_library_declarations.h"

const char *hipsparseGetErrorName(hipsparseStatus_t) {
  return "hipSPARSE's name";
}
const char *hipsparseGetErrorString(hipsparseStatus_t) {
  return "hipSPARSE's text";
}
