#include <sycl/sycl.hpp>
void fill(sycl::queue &q, int *p, int n) {
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { p[i] = int(i[0]) + 1; }).wait();
}
