// Only kernels launched through Intel's headers (entry-points.test).
#include <sycl/sycl.hpp>
void launch(sycl::queue &q, int *p) {
  q.single_task<class first>([=]() { *p = 1; });
  q.single_task<class second>([=]() { *p = 2; });
}
