// Host program of shared-image.test: two kernels of one image, then the
// image's builds; the image is built once, for the first of them.
#include <sycl-aspects/runtime.hpp>

#include <iostream>

static void print_builds(const sycl_aspects::images &app) {
  std::cout << "builds:";
  for (size_t i = 0; i < app.image_count(); ++i) {
    std::cout << " [";
    const char *sep = "";
    for (auto &k : app.image_kernels(i)) { std::cout << sep << k; sep = " "; }
    std::cout << "]=" << app.build_count(i);
  }
  std::cout << "\n";
}

int main(int, char **argv) {
  sycl::queue q{sycl::cpu_selector_v};
  sycl_aspects::images app(argv[1]);
  int *data = sycl::malloc_shared<int>(4, q);
  for (int i = 0; i < 4; ++i) data[i] = i;
  for (const char *name : {"add_one", "times_two"}) {
    sycl::kernel k = app.get_kernel(q, name);
    q.submit([&](sycl::handler &h) {
      h.set_args(data);
      h.parallel_for(sycl::range<1>(4), k);
    }).wait();
    std::cout << name << ": " << data[0] << " " << data[1] << " " << data[2] << " " << data[3] << "\n";
    print_builds(app);
  }
  sycl::free(data, q);
}
