#include <sycl/sycl.hpp>

double twice(float x) { return 2.0 * x; }

// Promises fp16 only, but twice() uses double (fp64).
[[sycl::device_has(sycl::aspect::fp16)]] SYCL_EXTERNAL void kernel(float *out) {
  out[0] = static_cast<float>(twice(out[0]));
}
