// Translation unit 1 of the post-link demo: two kernels. scale() is defined
// in external.cpp, and its declaration here forgot [[sycl::device_has()]].
#include <sycl/sycl.hpp>
using namespace sycl;

SYCL_EXTERNAL void scale(float *data); // should say device_has(aspect::fp64)

SYCL_EXTERNAL void scale_kernel(float *data) { scale(data); }

[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL void half_kernel(half *h) { *h = *h + *h; }

[[sycl::reqd_sub_group_size(16)]] SYCL_EXTERNAL void plain_kernel(float *data) { data[0] += 1; }
