// Host program of the README's runtime demo: runs the kernel `add_one` of an
// image directory (built from kernels.cpp) on the CPU device, then asks for
// `needs_gpu`, which the CPU cannot run. Kernels are named by their SPIR-V
// entry points: the mangled names of the C++ functions.
#include <sycl-aspects/runtime.hpp>

#include <iostream>

int main(int argc, char **argv) {
  if (argc != 2) {
    std::cerr << "usage: " << argv[0] << " <image-directory>\n";
    return 2;
  }
  sycl::queue q{sycl::cpu_selector_v};
  sycl_aspects::images app(argv[1]);

  int *data = sycl::malloc_shared<int>(4, q);
  for (int i = 0; i < 4; ++i) data[i] = 10 * i;
  sycl::kernel add_one = app.get_kernel(q, "_Z7add_onePi");
  q.submit([&](sycl::handler &h) {
    h.set_args(data);
    h.parallel_for(sycl::range<1>(4), add_one);
  }).wait();
  std::cout << "add_one: " << data[0] << " " << data[1] << " " << data[2] << " " << data[3] << "\n";
  std::cout << "images built: " << app.total_builds() << " of " << app.image_count() << "\n";
  sycl::free(data, q);

  try {
    app.get_kernel(q, "_Z9needs_gpuPi");
  } catch (const sycl::exception &e) {
    std::cout << "needs_gpu: " << (e.code() == sycl::errc::kernel_not_supported ? "kernel_not_supported: " : "") << e.what() << "\n";
  }
}
