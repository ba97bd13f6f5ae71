#include <sycl/sycl.hpp>
#include "scale.h"
int main() {
  sycl::queue q;
  float *p = sycl::malloc_shared<float>(4, q);
  q.parallel_for(sycl::range<1>(4), [=](sycl::id<1> i) { p[i] = scale(float(i[0])); }).wait();
  sycl::free(p, q);
}
