// The k.cpp of the fixed-target examples in README.md and
// docs/fixed-targets.md (tests/docs/fixed-targets-examples.test).
#include <sycl/sycl.hpp>

[[sycl::reqd_sub_group_size(8)]] SYCL_EXTERNAL void sub_group_8(float *p) { p[0] = 1.0f; }
[[sycl::reqd_work_group_size(64, 32)]] SYCL_EXTERNAL void work_group_64x32(float *p) { p[0] = 1.0f; }
[[sycl::device_has(sycl::aspect::fp64)]] SYCL_EXTERNAL void declared(double *p) { p[0] = 1.0; }

float scale(float x) {
  // The use of double the warning points at.
  return x * 2.0;
}

// An entry point that uses double through scale.
SYCL_EXTERNAL void kernel(float *p) {
  p[0] = scale(p[0]);
}
