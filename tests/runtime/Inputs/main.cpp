// Host program of the runtime end-to-end tests: runs kernels of an image
// directory (argv[1]) on the CPU device through the sycl-aspects runtime
// library and prints one line per fact the test checks. The kernels' entry
// point names are add_one, scale_f64, needs_gpu, sub_group_7 and
// work_group_65536 (IR kernels), or given as argv[2..6] in that order (C++
// kernels have mangled names); output lines use the short names.
#include <sycl-aspects/runtime.hpp>

#include <iostream>
#include <string>

static const char *errc_name(const sycl::exception &e) {
  if (e.code() == sycl::errc::kernel_not_supported) return "kernel_not_supported";
  if (e.code() == sycl::errc::invalid) return "invalid";
  if (e.code() == sycl::errc::runtime) return "runtime";
  return "other";
}

// Prints the builds of every image: "builds: <image>=<n> ...".
static void print_builds(const sycl_aspects::images &app) {
  std::cout << "builds:";
  for (size_t i = 0; i < app.image_count(); ++i)
    std::cout << " " << app.image_kernels(i).at(0) << "=" << app.build_count(i);
  std::cout << " total=" << app.total_builds() << "\n";
}

static void expect_rejected(sycl_aspects::images &app, sycl::queue &q, const std::string &label,
                            const std::string &kernel) {
  try {
    app.get_kernel(q, kernel);
    std::cout << label << ": no exception\n";
  } catch (const sycl::exception &e) {
    std::cout << label << ": " << errc_name(e) << ": " << e.what() << "\n";
  }
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 7) {
    std::cerr << "usage: " << argv[0] << " <image-directory> [<add_one> <scale_f64> <needs_gpu> <sub_group_7> <work_group_65536>]\n";
    return 2;
  }
  const std::string add_one_name = argc == 7 ? argv[2] : "add_one";
  const std::string scale_name = argc == 7 ? argv[3] : "scale_f64";
  const std::string gpu_name = argc == 7 ? argv[4] : "needs_gpu";
  const std::string sub_group_name = argc == 7 ? argv[5] : "sub_group_7";
  const std::string work_group_name = argc == 7 ? argv[6] : "work_group_65536";
  try {
    sycl::queue q{sycl::cpu_selector_v};
    std::cout << "device: cpu=" << q.get_device().has(sycl::aspect::cpu) << "\n";
    sycl_aspects::images app(argv[1]);
    print_builds(app);

    constexpr size_t n = 16;
    int *ints = sycl::malloc_shared<int>(n, q);
    for (size_t i = 0; i < n; ++i) ints[i] = static_cast<int>(i) * 10;
    for (int round = 0; round < 2; ++round) {
      sycl::kernel add_one = app.get_kernel(q, add_one_name);
      q.submit([&](sycl::handler &h) {
        h.set_args(ints);
        h.parallel_for(sycl::range<1>(n), add_one);
      }).wait();
    }
    bool ok = true;
    for (size_t i = 0; i < n; ++i) ok = ok && ints[i] == static_cast<int>(i) * 10 + 2;
    std::cout << "add_one twice: " << (ok ? "correct" : "WRONG") << " (ints[15] = " << ints[15] << ")\n";
    print_builds(app);

    double *doubles = sycl::malloc_shared<double>(n, q);
    for (size_t i = 0; i < n; ++i) doubles[i] = 0.5 * static_cast<double>(i);
    sycl::kernel scale = app.get_kernel(q, scale_name);
    q.submit([&](sycl::handler &h) {
      h.set_args(doubles, 3.0);
      h.parallel_for(sycl::range<1>(n), scale);
    }).wait();
    ok = true;
    for (size_t i = 0; i < n; ++i) ok = ok && doubles[i] == 1.5 * static_cast<double>(i);
    std::cout << "scale_f64: " << (ok ? "correct" : "WRONG") << " (doubles[15] = " << doubles[15] << ")\n";
    print_builds(app);

    expect_rejected(app, q, "needs_gpu", gpu_name);
    expect_rejected(app, q, "sub_group_7", sub_group_name);
    expect_rejected(app, q, "work_group_65536", work_group_name);
    expect_rejected(app, q, "no_such_kernel", "no_such_kernel");
    print_builds(app);
    sycl::free(ints, q);
    sycl::free(doubles, q);
  } catch (const sycl::exception &e) {
    std::cout << "error: " << errc_name(e) << ": " << e.what() << "\n";
    return 1;
  }
  return 0;
}
