// A stand-in, written for hipport's tests, for the rocThrust names that
// hipport's thrust table maps to (ROCm/rocThrust 05c6042f,
// thrust/system/hip/detail/par.h and thrust/execution_policy.h): the
// policies live in thrust::hip_rocprim, with using-declarations in
// thrust::hip and thrust::system::hip; .on() takes a hipStream_t. Debian
// ships no rocThrust, and only the names and signatures matter here.
#pragma once
#include <hip/hip_runtime.h>

namespace thrust {
namespace hip_rocprim {
template <class Derived> struct execution_policy {};
struct execute_on_stream : execution_policy<execute_on_stream> {
  explicit execute_on_stream(hipStream_t) {}
};
struct execute_on_stream_nosync : execution_policy<execute_on_stream_nosync> {
  explicit execute_on_stream_nosync(hipStream_t) {}
};
struct par_t : execution_policy<par_t> {
  execute_on_stream on(hipStream_t const &stream) const {
    return execute_on_stream(stream);
  }
};
struct par_nosync_t : execution_policy<par_nosync_t> {
  execute_on_stream_nosync on(hipStream_t const &stream) const {
    return execute_on_stream_nosync(stream);
  }
};
inline constexpr par_t par;
inline constexpr par_nosync_t par_nosync;
} // namespace hip_rocprim
namespace system {
namespace hip {
using thrust::hip_rocprim::par;
using thrust::hip_rocprim::par_nosync;
} // namespace hip
} // namespace system
namespace hip {
using thrust::hip_rocprim::par;
using thrust::hip_rocprim::par_nosync;
} // namespace hip
struct device_t {};
inline constexpr device_t device;
} // namespace thrust
