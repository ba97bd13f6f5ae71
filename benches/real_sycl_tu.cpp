// A SYCL translation unit written as users write them (a named lambda kernel
// with USM, an accessor kernel inside queue::submit), compiled for the device
// with Intel's headers by benches/real_headers_overhead.sh.
#include <sycl/sycl.hpp>

void fill(sycl::queue &q, double *out, double value) {
  q.parallel_for<class fill_with_value>(sycl::range<1>(16), [=](sycl::id<1> i) {
    out[i] = value;
  }).wait();
}

void scale(sycl::queue &q, sycl::buffer<double, 1> &b) {
  q.submit([&](sycl::handler &h) {
    sycl::accessor acc(b, h);
    h.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) {
      acc[i] = acc[i] * 2;
    });
  }).wait();
}
