// Host side of inline-namespace-kernels.cpp: the kernels declared as the
// library's header would, after kernels.hpp (given with -include).
#include <sycl/sycl.hpp>

#include <iostream>

namespace lib { inline namespace v2 { void set_seven(int *p); } }
inline namespace abi_1 { namespace detail_free { void set_eight(int *p); } }

namespace syclexp = sycl::ext::oneapi::experimental;

int main() {
  sycl::queue q{sycl::cpu_selector_v};
  int *p = sycl::malloc_shared<int>(2, q);
  syclexp::single_task(q, syclexp::kernel_function<lib::set_seven>, p);
  syclexp::single_task(q, syclexp::kernel_function<detail_free::set_eight>, p + 1);
  q.wait();
  std::cout << "kernels: " << p[0] << " " << p[1] << "\n";
  sycl::free(p, q);
}
