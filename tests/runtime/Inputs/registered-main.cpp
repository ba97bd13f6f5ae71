// Host program written with standard SYCL 2020 calls only, linked with a
// registration object (images.o from sycl-clang --sycl-device-images) and
// -lsycl: Intel's runtime finds the kernels itself. For each kernel named on
// the command line (its SPIR-V entry-point name; every kernel takes one
// int*), prints what Intel's runtime decides on the CPU device:
//   <name>: id=<0|1> compatible=<0|1> bundle=<ok|errc: what> run=<..>
// `bundle` is get_kernel_bundle<executable>(ctx, {dev}, {id}); `run` submits
// the kernel from that bundle over 16 ints that start at 10*i and prints
// data[0], data[14] and data[15] (or the exception).
#include <sycl/sycl.hpp>

#include <iostream>
#include <optional>
#include <string>

static const char *errc_name(const sycl::exception &e) {
  if (e.code() == sycl::errc::kernel_not_supported) return "kernel_not_supported";
  if (e.code() == sycl::errc::invalid) return "invalid";
  if (e.code() == sycl::errc::build) return "build";
  if (e.code() == sycl::errc::runtime) return "runtime";
  return "other";
}

static std::optional<sycl::kernel_id> find_id(const std::string &name) {
  for (const sycl::kernel_id &id : sycl::get_kernel_ids())
    if (name == id.get_name()) return id;
  return std::nullopt;
}

int main(int argc, char **argv) {
  try {
    sycl::queue q{sycl::cpu_selector_v};
    sycl::device dev = q.get_device();
    sycl::context ctx = q.get_context();
    std::cout << "kernel ids: " << sycl::get_kernel_ids().size() << "\n";
    constexpr size_t n = 16;
    int *data = sycl::malloc_shared<int>(n, q);
    for (int a = 1; a < argc; ++a) {
      const std::string name = argv[a];
      std::cout << name << ":";
      std::optional<sycl::kernel_id> id = find_id(name);
      if (!id) {
        std::cout << " id=0\n";
        continue;
      }
      std::cout << " id=1 compatible=" << sycl::is_compatible({*id}, dev);
      std::optional<sycl::kernel> kernel;
      try {
        auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {dev}, {*id});
        kernel = bundle.get_kernel(*id);
        std::cout << " bundle=ok";
      } catch (const sycl::exception &e) {
        std::cout << " bundle=" << errc_name(e) << ": " << e.what();
      }
      if (kernel) {
        for (size_t i = 0; i < n; ++i) data[i] = static_cast<int>(i) * 10;
        try {
          q.submit([&](sycl::handler &h) {
            h.set_args(data);
            h.parallel_for(sycl::range<1>(n), *kernel);
          }).wait();
          std::cout << " run=" << data[0] << "," << data[14] << "," << data[15];
        } catch (const sycl::exception &e) {
          std::cout << " run=" << errc_name(e) << ": " << e.what();
        }
      }
      std::cout << "\n";
    }
    sycl::free(data, q);
  } catch (const sycl::exception &e) {
    std::cout << "error: " << errc_name(e) << ": " << e.what() << "\n";
    return 1;
  }
  return 0;
}
