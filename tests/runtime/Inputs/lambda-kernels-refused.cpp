// What Intel's runtime decides from the images' properties for kernels
// written as lambdas and functors (lambda-kernels-refused.test): a kernel
// needing an aspect the device lacks, a required work-group size beyond the
// device's limits or a sub-group size it does not have is refused at
// submission with errc::kernel_not_supported; an nd_range whose local size
// differs from the required one is errc::nd_range. Kernels that are never
// launched are never built (the test counts urProgramCreateWithIL).
#include <sycl/sycl.hpp>
#include <cstdio>
#include <cstring>
#include <string>

namespace ns {
class gpu_lambda;
class gpu_functor;
class big_lambda;
class big_functor;
class mismatch_lambda;
class mismatch_functor;
class sub_group_lambda;
class sub_group_functor;
class never_launched;
class runs;
} // namespace ns

struct GpuFunctor {
  int *p;
  [[sycl::device_has(sycl::aspect::gpu)]] void operator()() const { p[0] = 1; }
};
struct BigFunctor {
  int *p;
  [[sycl::reqd_work_group_size(65536)]] void operator()(sycl::nd_item<1>) const { p[0] = 2; }
};
struct FourFunctor {
  int *p;
  [[sycl::reqd_work_group_size(4)]] void operator()(sycl::nd_item<1>) const { p[0] = 3; }
};
struct SubGroupFunctor {
  int *p;
  [[sycl::reqd_sub_group_size(7)]] void operator()(sycl::nd_item<1>) const { p[0] = 4; }
};

// Launch properties from get(properties_tag): the same decisions as the
// attributes.
namespace syclexp = sycl::ext::oneapi::experimental;
struct FourByProperty {
  int *p;
  void operator()(sycl::nd_item<1>) const { p[0] = 5; }
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::work_group_size<4>}; }
};
struct SevenByProperty {
  int *p;
  void operator()(sycl::nd_item<1>) const { p[0] = 6; }
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::sub_group_size<7>}; }
};
// Overloads of operator() with their own required sizes: each kernel gets
// the size of the operator() it runs.
struct Overloads {
  int *p;
  [[sycl::reqd_work_group_size(4)]] void operator()(sycl::nd_item<1>) const { p[0] = 7; }
  [[sycl::reqd_work_group_size(2, 2)]] void operator()(sycl::nd_item<2>) const { p[0] = 8; }
};
struct SubGroupOverloads {
  int *p;
  [[sycl::reqd_sub_group_size(7)]] void operator()() const { p[0] = 9; }
  [[sycl::reqd_sub_group_size(16)]] void operator()(sycl::item<1>) const { p[0] = 10; }
};

static const char *errc_name(const sycl::exception &e) {
  if (e.code() == sycl::errc::kernel_not_supported)
    return "kernel_not_supported";
  if (e.code() == sycl::errc::nd_range)
    return "nd_range";
  return "other";
}

template <typename F> static void attempt(const char *what, F submit) {
  try {
    submit();
    std::printf("%s: ran\n", what);
  } catch (const sycl::exception &e) {
    std::printf("%s: %s: %s\n", what, errc_name(e), e.what());
  }
}

int main(int argc, char **argv) {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(4, q);
  std::string only = argc > 1 ? argv[1] : "";
  auto wanted = [&](const char *name) { return only.empty() || only == name; };
  if (wanted("gpu")) {
    attempt("gpu lambda", [&] { q.single_task<ns::gpu_lambda>([=]() [[sycl::device_has(sycl::aspect::gpu)]] { p[0] = 1; }).wait(); });
    attempt("gpu functor", [&] { q.single_task<ns::gpu_functor>(GpuFunctor{p}).wait(); });
  }
  if (wanted("big")) {
    attempt("big lambda", [&] {
      q.parallel_for<ns::big_lambda>(sycl::nd_range<1>(65536, 65536),
                                     [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(65536)]] { p[0] = 2; }).wait();
    });
    attempt("big functor", [&] { q.parallel_for<ns::big_functor>(sycl::nd_range<1>(65536, 65536), BigFunctor{p}).wait(); });
  }
  if (wanted("mismatch")) {
    attempt("mismatch lambda", [&] {
      q.parallel_for<ns::mismatch_lambda>(sycl::nd_range<1>(8, 2),
                                          [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(4)]] { p[0] = 3; }).wait();
    });
    attempt("mismatch functor", [&] { q.parallel_for<ns::mismatch_functor>(sycl::nd_range<1>(8, 2), FourFunctor{p}).wait(); });
  }
  if (wanted("sub-group")) {
    attempt("sub-group lambda", [&] {
      q.parallel_for<ns::sub_group_lambda>(sycl::nd_range<1>(8, 8),
                                           [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(7)]] { p[0] = 4; }).wait();
    });
    attempt("sub-group functor", [&] { q.parallel_for<ns::sub_group_functor>(sycl::nd_range<1>(8, 8), SubGroupFunctor{p}).wait(); });
  }
  if (wanted("properties")) {
    attempt("work_group_size<4> property, local size 2",
            [&] { q.parallel_for<class four_by_property>(sycl::nd_range<1>(8, 2), FourByProperty{p}).wait(); });
    attempt("sub_group_size<7> property",
            [&] { q.parallel_for<class seven_by_property>(sycl::nd_range<1>(8, 8), SevenByProperty{p}).wait(); });
  }
  if (wanted("overloads")) {
    attempt("overload 1-d", [&] { q.parallel_for<class overload_1d>(sycl::nd_range<1>(8, 4), Overloads{p}).wait(); });
    attempt("overload 2-d", [&] {
      q.parallel_for<class overload_2d>(sycl::nd_range<2>({4, 4}, {2, 2}), Overloads{p}).wait();
    });
    attempt("overload single_task", [&] { q.single_task<class overload_single>(SubGroupOverloads{p}).wait(); });
    attempt("overload range", [&] { q.parallel_for<class overload_range>(sycl::range<1>(16), SubGroupOverloads{p}).wait(); });
  }
  if (wanted("runs")) {
    attempt("runs", [&] { q.single_task<ns::runs>([=] { p[1] = 42; }).wait(); });
    std::printf("value: %d\n", p[1]);
  }
  if (argc > 2) // never true in the tests: this kernel is never launched
    q.single_task<ns::never_launched>([=]() [[sycl::device_has(sycl::aspect::cpu)]] { p[2] = 7; }).wait();
  sycl::free(p, q);
}
