// Kernels launched after a [[noreturn]] call are emitted and checked. Clang
// emits no code after a call to a noreturn function, so such a launch never
// referenced its launch wrapper (the kernel) and the kernel was neither in
// the device module nor checked. Every instantiated launch is emitted now,
// once (a launch that is reached too is not emitted twice), at -O0 and -O2;
// a launch in a template that is never instantiated is not.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck --check-prefixes=CHECK,TEMPLATE %s < %t.ll
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: grep -c '^define .*KernelWrapperHelperFuncs' %t.ll | FileCheck --check-prefix=COUNT %s
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -O2 -S -emit-llvm %s -o %t.O2.ll 2> %t.O2.err
// RUN: FileCheck --check-prefixes=CHECK,TEMPLATE %s < %t.O2.ll
// RUN: FileCheck --check-prefix=WARN %s < %t.O2.err
// RUN: grep -c '^define .*KernelWrapperHelperFuncs' %t.O2.ll | FileCheck --check-prefix=COUNT %s
// (At -O2 the template's kernel, a linkonce_odr function nothing calls, is
// kept too: the pass lists such wrappers in llvm.compiler.used.)
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>

[[noreturn]] void fail();

void after_user_noreturn(sycl::handler &h, double *d) {
  fail();
  h.single_task<class after_fail>([=] { d[0] = d[1] * 2.0; });
}

void after_abort(sycl::handler &h, double *d) {
  __builtin_abort();
  // WARN: warning: {{.*}}uses aspect 'fp64'
  h.parallel_for<class after_builtin_abort>(sycl::range<1>(8), [=] [[sycl::device_has()]] (sycl::item<1> it) {
    d[it.get_linear_id()] = 1.0;
  });
}

// Reached: emitted as before, and once.
void reached(sycl::handler &h, float *f) {
  h.single_task<class reached_kernel>([=] { f[0] = 1.0f; });
}

template <typename T> void in_template(sycl::handler &h, T *p) {
  fail();
  h.single_task<class template_kernel>([=] { p[0] = p[1] + 1; });
}
template void in_template<double>(sycl::handler &, double *);

template <typename T> void never_instantiated(sycl::handler &h, T *p) {
  fail();
  h.single_task<class not_a_kernel>([=] { p[0] = p[1] + 1; });
}

// CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_task{{[^(]*}}10after_fail{{.*}} !sycl_used_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_for{{[^(]*}}19after_builtin_abort{{.*}} !sycl_used_aspects ![[FP64]]
// TEMPLATE-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_task{{[^(]*}}15template_kernel{{.*}} !sycl_used_aspects ![[FP64]]
// CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_task{{[^(]*}}14reached_kernel
// CHECK-DAG: ![[FP64]] = !{i32 6}
// COUNT: {{^}}4{{$}}
