// A stand-in, written for hipport's tests, for the hip/hip_version.h of
// HIP 7.0, found ahead of Debian's (HIP 5.2) with -I: together with
// ../../tables/Inputs/hip70/hip70_declarations.h, code compiled for
// HIP 7.0 sees the release it was written for.
#ifndef HIP_VERSION_H
#define HIP_VERSION_H
#define HIP_VERSION_MAJOR 7
#define HIP_VERSION_MINOR 0
#define HIP_VERSION_PATCH 0
#define HIP_VERSION_GITHASH ""
#define HIP_VERSION_BUILD_ID 0
#define HIP_VERSION_BUILD_NAME ""
#define HIP_VERSION                                                            \
  (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 +                 \
   HIP_VERSION_PATCH)
#endif
