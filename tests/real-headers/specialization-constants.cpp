// REQUIRES: intel-sycl-headers
// Kernels that read specialization constants through sycl::kernel_handler
// compile against Intel's headers and are analysed: the headers name each
// specialization_id with DPC++'s __builtin_sycl_unique_stable_id, which
// stock clang lacks, so the whole translation unit failed to compile ("use
// of undeclared identifier '__builtin_sycl_unique_stable_id'") and no
// kernel in it was checked. Our prelude gives each specialization_id a
// constant string unique to it (docs/real-headers.md, workaround 7): here
// each kernel gets the aspects of the values it reads (double -> fp64,
// sycl::half -> fp16, a struct holding a double -> fp64 through
// __sycl_getComposite2020SpecConstantValue, int -> none), each id its own
// string (two ids of one type, ids in a namespace and a class), in both
// header versions, with bitcode the verifier accepts, and a fixed target
// without fp64 warns about the double kernels only.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Werror -Wno-deprecated-declarations -c -emit-llvm %s -o %t-2026.bc
// RUN: opt -passes=verify -disable-output %t-2026.bc
// RUN: llvm-dis %t-2026.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Werror -Wno-deprecated-declarations -c -emit-llvm %s -o %t-2025.bc
// RUN: opt -passes=verify -disable-output %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_tgllp \
// RUN:   -c -emit-llvm %s -o /dev/null 2>&1 | FileCheck --check-prefix=FIXED %s --implicit-check-not=warning: --implicit-check-not=error:
#include <sycl/sycl.hpp>

struct Coefficients {
  double a;
  int b;
};

constexpr sycl::specialization_id<int> count_id(8);
constexpr sycl::specialization_id<int> other_count_id(4);
constexpr sycl::specialization_id<double> scale_id(2.0);
constexpr sycl::specialization_id<sycl::half> half_id(1.0f);
constexpr sycl::specialization_id<Coefficients> coefficients_id(Coefficients{1.0, 2});
namespace params {
constexpr sycl::specialization_id<float> offset_id(0.5f);
}
struct Holder {
  static constexpr sycl::specialization_id<int> member_id{3};
};

// Each id read gets its own string (the variable's mangled name inside).
// CHECK-DAG: c"_ZTS22__sycl_aspects_spec_idIL_ZL8count_idEE\00"
// CHECK-DAG: c"_ZTS22__sycl_aspects_spec_idIL_ZL14other_count_idEE\00"
// CHECK-DAG: c"_ZTS22__sycl_aspects_spec_idIL_ZL8scale_idEE\00"
// CHECK-DAG: c"_ZTS22__sycl_aspects_spec_idIL_ZL7half_idEE\00"
// CHECK-DAG: c"_ZTS22__sycl_aspects_spec_idIL_ZL15coefficients_idEE\00"
// CHECK-DAG: c"_ZTS22__sycl_aspects_spec_idIL_ZN6paramsL9offset_idEEE\00"
// CHECK-DAG: c"_ZTS22__sycl_aspects_spec_idIL_ZN6Holder9member_idEEE\00"

void run(sycl::queue &q, int *i, float *f, double *d, sycl::half *h) {
  // CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskI{{[^(]*}}E6k_ints{{[^(]*}}({{.*}}) #{{[0-9]+}} align 2 !sycl_fixed_targets
  q.submit([&](sycl::handler &cgh) {
    cgh.set_specialization_constant<count_id>(16);
    cgh.single_task<class k_ints>([=](sycl::kernel_handler kh) {
      i[0] = kh.get_specialization_constant<count_id>() +
             kh.get_specialization_constant<other_count_id>() +
             kh.get_specialization_constant<Holder::member_id>();
    });
  });
  // CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskI{{[^(]*}}E8k_double{{[^(]*}}({{.*}}) #{{[0-9]+}} align 2 !sycl_used_aspects ![[FP64:[0-9]+]] !sycl_fixed_targets
  // FIXED: warning: kernel 'k_double' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<class k_double>([=](sycl::kernel_handler kh) {
      d[0] = kh.get_specialization_constant<scale_id>();
    });
  });
  // CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskI{{[^(]*}}E6k_half{{[^(]*}}({{.*}}) #{{[0-9]+}} align 2 !sycl_used_aspects ![[FP16:[0-9]+]] !sycl_fixed_targets
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<class k_half>([=](sycl::kernel_handler kh) {
      h[0] = kh.get_specialization_constant<half_id>();
    });
  });
  // CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskI{{[^(]*}}E11k_composite{{[^(]*}}({{.*}}) #{{[0-9]+}} align 2 !sycl_used_aspects ![[FP64]] !sycl_fixed_targets
  // FIXED: warning: kernel 'k_composite' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<class k_composite>([=](sycl::kernel_handler kh) {
      Coefficients c = kh.get_specialization_constant<coefficients_id>();
      i[1] = c.b;
    });
  });
  // CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forI{{[^(]*}}E7k_float{{[^(]*}}({{.*}}) #{{[0-9]+}} align 2 !sycl_fixed_targets
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for<class k_float>(sycl::range<1>(4), [=](sycl::id<1> x, sycl::kernel_handler kh) {
      f[x] = kh.get_specialization_constant<params::offset_id>() * 2.0f;
    });
  });
}

// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
