// The matrix through our runtime library (the image directory, argv[1]):
// for each kernel of matrix-kernels.def, `decision <name>: ...` in the same
// form as matrix-intel.cpp, then the number of images built.
#include <sycl-aspects/runtime.hpp>

#include <iostream>
#include <string>

int main(int argc, char **argv) {
  if (argc != 2) {
    std::cerr << "usage: " << argv[0] << " <image-directory>\n";
    return 2;
  }
  try {
    sycl::queue q{sycl::cpu_selector_v};
    sycl_aspects::images app(argv[1]);
    int *data = sycl::malloc_shared<int>(16, q);
    auto one = [&](const char *name, const char *entry) {
      std::cout << "decision " << name << ": ";
      try {
        sycl::kernel kernel = app.get_kernel(q, entry);
        for (int i = 0; i < 16; ++i) data[i] = 10 * i;
        q.submit([&](sycl::handler &h) {
          h.set_args(data);
          h.parallel_for(sycl::range<1>(16), kernel);
        }).wait();
        std::cout << "ran " << data[0] << "," << data[14] << "," << data[15] << "\n";
      } catch (const sycl::exception &e) {
        if (e.code() == sycl::errc::invalid)
          std::cout << "not a kernel\n";  // no image holds it as a kernel
        else
          std::cout << (e.code() == sycl::errc::kernel_not_supported ? "kernel_not_supported: " : "other: ") << e.what() << "\n";
      }
    };
#define MATRIX_KERNEL(NAME, ENTRY) one(#NAME, ENTRY);
#include "matrix-kernels.def"
#undef MATRIX_KERNEL
    std::cout << "ours builds: " << app.total_builds() << "\n";
    sycl::free(data, q);
  } catch (const sycl::exception &e) {
    std::cout << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
