#include <sycl/sycl.hpp>
#include <cstdio>
#include "scale.h"
int answer();
int main() {
  sycl::queue q;
  float *p = sycl::malloc_shared<float>(1, q);
  q.single_task([=] { *p = scale(2.0f); }).wait();
  std::printf("kernel %g, plain %d\n", *p, answer());
  sycl::free(p, q);
}
