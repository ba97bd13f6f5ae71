// Host program of two-contexts.test: one kernel asked for in two contexts of
// the same device. A kernel bundle belongs to one context, so the image is
// built once per context; asking again in the first context reuses its build.
#include <sycl-aspects/runtime.hpp>

#include <iostream>

static void run(const sycl::context &ctx, const sycl::device &dev, sycl::kernel k, const char *what) {
  sycl::queue q{ctx, dev};
  int *data = sycl::malloc_shared<int>(4, q);
  for (int i = 0; i < 4; ++i) data[i] = i;
  q.submit([&](sycl::handler &h) {
    h.set_args(data);
    h.parallel_for(sycl::range<1>(4), k);
  }).wait();
  std::cout << what << ": " << data[0] << " " << data[1] << " " << data[2] << " " << data[3] << "\n";
  sycl::free(data, q);
}

int main(int, char **argv) {
  sycl::device dev{sycl::cpu_selector_v};
  sycl::context first{dev}, second{dev};
  sycl_aspects::images app(argv[1]);
  sycl::kernel a = app.get_kernel(first, dev, "add_one");
  std::cout << "first context: kernel's context matches=" << (a.get_context() == first) << " builds=" << app.total_builds() << "\n";
  sycl::kernel b = app.get_kernel(second, dev, "add_one");
  std::cout << "second context: kernel's context matches=" << (b.get_context() == second) << " builds=" << app.total_builds() << "\n";
  sycl::kernel c = app.get_kernel(first, dev, "add_one");
  std::cout << "first context again: kernel's context matches=" << (c.get_context() == first) << " builds=" << app.total_builds() << "\n";
  run(second, dev, b, "second context runs");
}
