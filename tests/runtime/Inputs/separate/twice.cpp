#include <sycl/sycl.hpp>
int twice_all(sycl::queue &q, int *p, int n) {
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { p[i] *= 2; }).wait();
  return p[n - 1];
}
