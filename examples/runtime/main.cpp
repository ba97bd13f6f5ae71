// Host program of the README's runtime demo: standard SYCL calls and the
// free-function kernel extension's host API, on Intel's SYCL runtime, which
// runs the device images that app.images/images.o registers. The kernels
// are declared by app.images/kernels.hpp (given with -include, as DPC++'s
// driver includes its integration header). Plain g++, no sycl-aspects library.
#include <sycl/sycl.hpp>

#include <iostream>

namespace syclexp = sycl::ext::oneapi::experimental;

int main() {
  sycl::queue q{sycl::cpu_selector_v};
  sycl::context ctx = q.get_context();

  int *ints = sycl::malloc_shared<int>(4, q);
  for (int i = 0; i < 4; ++i) ints[i] = 10 * i;
  auto bundle = syclexp::get_kernel_bundle<add_one, sycl::bundle_state::executable>(ctx);
  sycl::kernel k = bundle.ext_oneapi_get_kernel<add_one>();
  q.submit([&](sycl::handler &h) {
    h.set_args(ints);
    h.parallel_for(sycl::nd_range<1>(4, 4), k);
  }).wait();
  std::cout << "add_one: " << ints[0] << " " << ints[1] << " " << ints[2] << " " << ints[3] << "\n";

  double *doubles = sycl::malloc_shared<double>(4, q);
  for (int i = 0; i < 4; ++i) doubles[i] = i;
  syclexp::nd_launch(q, sycl::nd_range<1>(4, 4), syclexp::kernel_function<scale>, doubles, 2.5);
  q.wait();
  std::cout << "scale: " << doubles[0] << " " << doubles[1] << " " << doubles[2] << " " << doubles[3] << "\n";

  std::cout << "needs_gpu: is_compatible " << syclexp::is_compatible<needs_gpu>(q.get_device()) << ", submitted: ";
  try {
    syclexp::single_task(q, syclexp::kernel_function<needs_gpu>, ints);
    q.wait();
    std::cout << "ran\n";
  } catch (const sycl::exception &e) {
    std::cout << (e.code() == sycl::errc::kernel_not_supported ? "kernel_not_supported: " : "") << e.what() << "\n";
  }
  sycl::free(ints, q);
  sycl::free(doubles, q);
}
