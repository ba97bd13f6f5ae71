// The matrix through Intel's runtime alone: standard SYCL calls, the device
// images registered by images.o. For each kernel of matrix-kernels.def:
//   intel <name>: compatible=<is_compatible> bundle=<get_kernel_bundle<executable>(ctx, {dev}, {id})>
//   decision <name>: <what submitting it does>
// Submission is by kernel name, as a DPC++ host program does: the
// KernelInfo specializations below are what DPC++'s integration header
// provides (name, one pointer parameter). Each kernel is submitted over an
// nd_range whose work-group is the whole range (16, or 65536 for
// work_group_65536, so the launch itself matches its required size and the
// runtime judges the device). With a kernel name as argv[1], only that
// kernel is submitted, with no other call (to count builds in the trace).
#include <sycl/sycl.hpp>

#include <iostream>
#include <optional>
#include <string>

#define MATRIX_KERNEL(NAME, ENTRY) class NAME##_name;
#include "matrix-kernels.def"
#undef MATRIX_KERNEL

namespace sycl {
inline namespace _V1 {
namespace detail {
struct one_pointer_kernel {
  static constexpr kernel_param_desc_t param{kernel_param_kind_t::kind_pointer, 0, 0};
  static constexpr unsigned getNumParams() { return 1; }
  static constexpr const kernel_param_desc_t &getParamDesc(int) { return param; }
  static constexpr bool isESIMD() { return false; }
  static constexpr const char *getFileName() { return ""; }
  static constexpr const char *getFunctionName() { return ""; }
  static constexpr unsigned getLineNumber() { return 0; }
  static constexpr unsigned getColumnNumber() { return 0; }
  static constexpr int64_t getKernelSize() { return sizeof(int *); }
};
#define MATRIX_KERNEL(NAME, ENTRY) \
  template <> struct KernelInfo<NAME##_name> : one_pointer_kernel { \
    static constexpr const char *getName() { return ENTRY; } \
  };
#include "matrix-kernels.def"
#undef MATRIX_KERNEL
} // namespace detail
} // namespace _V1
} // namespace sycl

static std::string errc_text(const sycl::exception &e) {
  std::string errc = e.code() == sycl::errc::kernel_not_supported ? "kernel_not_supported"
                     : e.code() == sycl::errc::invalid            ? "invalid"
                     : e.code() == sycl::errc::build              ? "build"
                                                                  : "other";
  return errc + ": " + e.what();
}

static std::optional<sycl::kernel_id> find_id(const std::string &entry) {
  for (const sycl::kernel_id &id : sycl::get_kernel_ids())
    if (entry == id.get_name()) return id;
  return std::nullopt;
}

static const char *only = nullptr;

template <typename Name>
static void submit(sycl::queue &q, int *data, const char *name) {
  size_t n = std::string(name) == "work_group_65536" ? 65536 : 16;
  for (int i = 0; i < 16; ++i) data[i] = 10 * i;
  std::cout << "decision " << name << ": ";
  try {
    q.parallel_for<Name>(sycl::nd_range<1>(n, n), [=](sycl::nd_item<1>) { (void)data; }).wait();
    std::cout << "ran " << data[0] << "," << data[14] << "," << data[15] << "\n";
  } catch (const sycl::exception &e) {
    std::cout << errc_text(e) << "\n";
  }
}

template <typename Name>
static void one(sycl::queue &q, int *data, const char *name, const char *entry) {
  if (only) {
    if (std::string(only) == name) submit<Name>(q, data, name);
    return;
  }
  std::optional<sycl::kernel_id> id = find_id(entry);
  if (!id) {
    std::cout << "intel " << name << ": no kernel id\n";
    std::cout << "decision " << name << ": not a kernel\n";
    return;
  }
  std::cout << "intel " << name << ": compatible=" << sycl::is_compatible({*id}, q.get_device()) << " bundle=";
  try {
    auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context(), {q.get_device()}, {*id});
    std::cout << (bundle.has_kernel(*id) ? "ok" : "without the kernel") << "\n";
  } catch (const sycl::exception &e) {
    std::cout << errc_text(e) << "\n";
  }
  submit<Name>(q, data, name);
}

int main(int argc, char **argv) {
  only = argc > 1 ? argv[1] : nullptr;
  try {
    sycl::queue q{sycl::cpu_selector_v};
    int *data = sycl::malloc_shared<int>(65536, q);
#define MATRIX_KERNEL(NAME, ENTRY) one<NAME##_name>(q, data, #NAME, ENTRY);
#include "matrix-kernels.def"
#undef MATRIX_KERNEL
    sycl::free(data, q);
  } catch (const sycl::exception &e) {
    std::cout << "error: " << errc_text(e) << "\n";
    return 1;
  }
  return 0;
}
