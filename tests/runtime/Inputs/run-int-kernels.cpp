// Host program: for each kernel named on the command line (argv[2..]), asks
// the sycl-aspects runtime library for it on the CPU device and, when it is
// given, runs it over 16 ints that start at 10*i; prints one line per
// kernel ("<name>: ran, data[0]=.. data[15]=.." or "<name>: <errc>: <what>")
// and the number of image builds at the end. Every kernel takes one int*.
#include <sycl-aspects/runtime.hpp>

#include <iostream>

int main(int argc, char **argv) {
  if (argc < 2) {
    std::cerr << "usage: " << argv[0] << " <image-directory> <kernel>...\n";
    return 2;
  }
  try {
    sycl::queue q{sycl::cpu_selector_v};
    sycl_aspects::images app(argv[1]);
    constexpr size_t n = 16;
    int *data = sycl::malloc_shared<int>(n, q);
    for (int k = 2; k < argc; ++k) {
      try {
        sycl::kernel kernel = app.get_kernel(q, argv[k]);
        for (size_t i = 0; i < n; ++i) data[i] = static_cast<int>(i) * 10;
        q.submit([&](sycl::handler &h) {
          h.set_args(data);
          h.parallel_for(sycl::range<1>(n), kernel);
        }).wait();
        std::cout << argv[k] << ": ran, data[0]=" << data[0] << " data[15]=" << data[15] << "\n";
      } catch (const sycl::exception &e) {
        const char *errc = e.code() == sycl::errc::kernel_not_supported ? "kernel_not_supported"
                           : e.code() == sycl::errc::invalid            ? "invalid"
                                                                        : "other";
        std::cout << argv[k] << ": " << errc << ": " << e.what() << "\n";
      }
    }
    std::cout << "builds: " << app.total_builds() << "\n";
    sycl::free(data, q);
  } catch (const sycl::exception &e) {
    std::cout << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
