// Several sources of one program (lambda-kernels-separate.test): main.cpp
// launches nothing itself, fill.cpp and twice.cpp each launch an unnamed
// lambda; Intel's headers define the same functions in both device parts.
#include <sycl/sycl.hpp>
void fill(sycl::queue &q, int *p, int n);
int twice_all(sycl::queue &q, int *p, int n);
int main() {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(8, q);
  fill(q, p, 8);
  int last = twice_all(q, p, 8);
  std::printf("sources: %d %d %d\n", p[0], p[7], last);
  sycl::free(p, q);
}
