// The SYCL specification's spelling of kernel attributes: after the lambda's
// parameter list (also after `mutable`, `noexcept` and a trailing return
// type), for device_has, __uses_aspects__, reqd_work_group_size,
// reqd_sub_group_size and intel::sycl_explicit_simd, in plain functions,
// templates (dependent arguments), generic lambdas, nested lambdas, lambdas
// in member functions defined in their class (parsed late), and macros.
// Clang rejects a C++11 attribute there as a type attribute; the plugin
// turns that error into a remark at exactly the attribute and attaches the
// list to the lambda's call operator when its closure class is completed,
// evaluating the arguments around the lambda expression. No warning under
// -Weverything -pedantic-errors -Werror, host and device.
// RUN: %clang -std=c++20 -isystem %headers -Werror -Weverything -pedantic-errors \
// RUN:   -Wno-c++98-compat -Wno-c++98-compat-pedantic -Wno-missing-prototypes -Wno-unsafe-buffer-usage -Wno-shadow \
// RUN:   -Wno-backend-plugin -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %clang -std=c++20 -isystem %headers -Werror -Weverything -pedantic-errors \
// RUN:   -Wno-c++98-compat -Wno-c++98-compat-pedantic -Wno-missing-prototypes -Wno-unsafe-buffer-usage -Wno-shadow \
// RUN:   -Wno-backend-plugin --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o %t-device.ll
// RUN: FileCheck --check-prefix=DEVICE %s < %t-device.ll
// The same with no warning at all (the remark is never shown).
// RUN: %clang -std=c++20 -fsyntax-only %s 2>&1 | count 0
#include <sycl/sycl.hpp>

template <typename F> void launch(F f) { f(1); }

namespace other {
constexpr sycl::aspect fp64 = sycl::aspect::gpu;
}
static_assert(other::fp64 == sycl::aspect::gpu);
constexpr sycl::aspect pick(bool b) { return b ? sycl::aspect::fp16 : sycl::aspect::cpu; }

// CHECK-DAG: define internal {{.*}}@"_ZZ5plainPdENK3$_0clEi"({{.*}} !sycl_declared_aspects ![[FP64:[0-9]+]]
void plain(double *d) {
  launch([=](int i) [[sycl::device_has(sycl::aspect::fp64)]] { d[i] = 1; });
}

// After mutable, noexcept, a trailing return type; two attributes in a row
// and two in one list.
// CHECK-DAG: define internal {{.*}}@"_ZZ10specifiersPdEN3$_0clEi"({{.*}} !sycl_declared_aspects ![[FP64]] {{.*}}!reqd_work_group_size ![[WG_8_4:[0-9]+]] !intel_reqd_sub_group_size ![[SG16:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZZ10specifiersPdENK3$_1clEi"({{.*}} !sycl_declared_aspects ![[GPU:[0-9]+]] {{.*}}!reqd_work_group_size ![[WG32:[0-9]+]]
void specifiers(double *d) {
  launch([=](int i) mutable noexcept [[sycl::reqd_work_group_size(4, 8)]]
             [[sycl::reqd_sub_group_size(16), sycl::device_has(sycl::aspect::fp64)]] -> void { d[i] = 2; });
  launch([=](int i) -> void [[sycl::device_has(sycl::aspect::gpu)]] [[sycl::reqd_work_group_size(32)]] { d[i] = 3; });
}

// Template arguments, dependent and not, in each instantiation.
// CHECK-DAG: define {{.*}}@_ZZ4tmplILN4sycl3_V16aspectE2ELi64EEvPdENKUliE_clEi({{.*}} !sycl_declared_aspects ![[GPU_FP16:[0-9]+]] {{.*}}!reqd_work_group_size ![[WG64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZZ4tmplILN4sycl3_V16aspectE1ELi16EEvPdENKUliE_clEi({{.*}} !sycl_declared_aspects ![[CPU_FP16:[0-9]+]] {{.*}}!reqd_work_group_size ![[SG16]]
template <sycl::aspect A, int N> void tmpl(double *d) {
  launch([=](int i) [[sycl::device_has(A, sycl::aspect::fp16)]] [[sycl::reqd_work_group_size(N)]] { d[i] = 1; });
}
template void tmpl<sycl::aspect::gpu, 64>(double *);
template void tmpl<sycl::aspect::cpu, 16>(double *);

// A pack.
// CHECK-DAG: define {{.*}}@_ZZ4packIJLN4sycl3_V16aspectE5ELS2_6EEEvPdENKUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16_FP64:[0-9]+]]
template <sycl::aspect... As> void pack(double *d) {
  launch([=](int i) [[sycl::device_has(As...)]] { d[i] = 1; });
}
template void pack<sycl::aspect::fp16, sycl::aspect::fp64>(double *);

// A generic lambda: every specialization of its call operator.
// CHECK-DAG: define internal {{.*}}@"_ZZ7genericPdENK3$_0clIiEEDaT_"({{.*}} !sycl_declared_aspects ![[CPU:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZZ7genericPdENK3$_0clIlEEDaT_"({{.*}} !sycl_declared_aspects ![[CPU]]
void generic(double *d) {
  auto l = [=](auto i) [[sycl::device_has(sycl::aspect::cpu)]] { d[i] = 1; };
  l(1);
  l(2L);
}

// Nested lambdas: each keeps its own list.
// CHECK-DAG: define internal {{.*}}@"_ZZ6nestedPdENK3$_0clEi"({{.*}} !sycl_declared_aspects ![[ACC:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZZZ6nestedPdENK3$_0clEiENKUliE_clEi"({{.*}} !sycl_declared_aspects ![[CUSTOM:[0-9]+]]
void nested(double *d) {
  launch([=](int) [[sycl::device_has(sycl::aspect::accelerator)]] {
    launch([=](int i) [[sycl::device_has(sycl::aspect::custom)]] { d[i] = 1; });
  });
}

// Member functions defined in their class are parsed after it.
// CHECK-DAG: define {{.*}}@_ZZN6Member3runEvENKUliE_clEi({{.*}} !sycl_declared_aspects ![[IMAGE:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZZN6Member4trunILN4sycl3_V16aspectE15EEEvvENKUliE_clEi({{.*}} !sycl_declared_aspects ![[USM_SHARED:[0-9]+]]
struct Member {
  double *d;
  void run() {
    launch([=, this](int i) [[sycl::device_has(kAspect)]] { d[i] = 1; });
  }
  template <sycl::aspect A> void trun() {
    launch([=, this](int i) [[sycl::device_has(A)]] { d[i] = 1; });
  }
  static constexpr sycl::aspect kAspect = sycl::aspect::image; // declared after the use
};
void members(Member &m) {
  m.run();
  m.trun<sycl::aspect::usm_shared_allocations>();
}

// Names are looked up where the lambda is written: a local constant hides
// the namespace-scope one a using-directive brings in; constexpr calls.
// CHECK-DAG: define internal {{.*}}@"_ZZ6lookupPdENK3$_0clEi"({{.*}} !sycl_declared_aspects ![[PROFILING:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZZ6lookupPdENK3$_1clEi"({{.*}} !sycl_declared_aspects ![[FP16_CPU:[0-9]+]]
void lookup(double *d) {
  using namespace other;
  {
    constexpr sycl::aspect fp64 = sycl::aspect::queue_profiling;
    launch([=](int i) [[sycl::device_has(fp64)]] { d[i] = 1; });
  }
  launch([=](int i) [[sycl::device_has(pick(true), pick(false))]] { d[i] = 1; });
}

// Macros: the attribute from a macro, a lambda inside a macro, a macro
// argument.
#define KERNEL_ATTR [[sycl::device_has(sycl::aspect::online_compiler)]]
#define KERNEL(body) launch([=](int i) [[sycl::device_has(sycl::aspect::online_linker)]] { body; })
#define ATTR(x) [[sycl::device_has(x)]]
// CHECK-DAG: define internal {{.*}}@"_ZZ6macrosPdENK3$_0clEi"({{.*}} !sycl_declared_aspects ![[COMPILER:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZZ6macrosPdENK3$_1clEi"({{.*}} !sycl_declared_aspects ![[LINKER:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZZ6macrosPdENK3$_2clEi"({{.*}} !sycl_declared_aspects ![[USM_DEVICE:[0-9]+]]
void macros(double *d) {
  launch([=](int i) KERNEL_ATTR { d[i] = 1; });
  KERNEL(d[i] = 1);
  launch([=](int i) ATTR(sycl::aspect::usm_device_allocations) { d[i] = 1; });
}

// __uses_aspects__ and intel::sycl_explicit_simd.
// CHECK-DAG: define internal {{.*}}@"_ZZ6othersPdENK3$_0clEi"({{.*}} !sycl_used_aspects ![[FP64_USM_HOST:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZZ6othersPdENK3$_1clEi"({{.*}} !sycl_explicit_simd ![[EMPTY:[0-9]+]]
void others(double *d) {
  launch([=](int i) [[__sycl_detail__::__uses_aspects__(sycl::aspect::usm_host_allocations)]] { d[i] = 1; });
  launch([=](int i) [[intel::sycl_explicit_simd]] { d[i] = 1; });
}

// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[WG_8_4]] = !{i32 8, i32 4}
// CHECK-DAG: ![[SG16]] = !{i32 16}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[WG32]] = !{i32 32}
// CHECK-DAG: ![[GPU_FP16]] = !{i32 2, i32 5}
// CHECK-DAG: ![[WG64]] = !{i32 64}
// CHECK-DAG: ![[CPU_FP16]] = !{i32 1, i32 5}
// CHECK-DAG: ![[FP16_FP64]] = !{i32 5, i32 6}
// CHECK-DAG: ![[CPU]] = !{i32 1}
// CHECK-DAG: ![[ACC]] = !{i32 3}
// CHECK-DAG: ![[CUSTOM]] = !{i32 4}
// CHECK-DAG: ![[IMAGE]] = !{i32 9}
// CHECK-DAG: ![[USM_SHARED]] = !{i32 15}
// CHECK-DAG: ![[PROFILING]] = !{i32 12}
// CHECK-DAG: ![[FP16_CPU]] = !{i32 5, i32 1}
// CHECK-DAG: ![[COMPILER]] = !{i32 10}
// CHECK-DAG: ![[LINKER]] = !{i32 11}
// CHECK-DAG: ![[USM_DEVICE]] = !{i32 13}
// CHECK-DAG: ![[FP64_USM_HOST]] = !{i32 6, i32 14}
// CHECK-DAG: ![[EMPTY]] = !{}

// Device compiles: the same lists (lambdas have mangling numbers there).
// DEVICE-DAG: define {{.*}}spir_func void @_ZZ5plainPdENKUliE_clEi({{.*}} !sycl_declared_aspects ![[D_FP64:[0-9]+]]
// DEVICE-DAG: define {{.*}}spir_func void @_ZZ4tmplILN4sycl3_V16aspectE2ELi64EEvPdENKUliE_clEi({{.*}} !sycl_declared_aspects ![[D_GPU_FP16:[0-9]+]] {{.*}}!reqd_work_group_size ![[D_WG64:[0-9]+]]
// DEVICE-DAG: define {{.*}}spir_func void @_ZZ7genericPdENKUlT_E_clIiEEDaS0_({{.*}} !sycl_declared_aspects ![[D_CPU:[0-9]+]]
// DEVICE-DAG: define {{.*}}spir_func void @_ZZN6Member3runEvENKUliE_clEi({{.*}} !sycl_declared_aspects ![[D_IMAGE:[0-9]+]]
// DEVICE-DAG: define {{.*}}spir_func void @_ZZ6lookupPdENKUliE_clEi({{.*}} !sycl_declared_aspects ![[D_PROFILING:[0-9]+]]
// DEVICE-DAG: ![[D_FP64]] = !{i32 6}
// DEVICE-DAG: ![[D_GPU_FP16]] = !{i32 2, i32 5}
// DEVICE-DAG: ![[D_WG64]] = !{i32 64}
// DEVICE-DAG: ![[D_CPU]] = !{i32 1}
// DEVICE-DAG: ![[D_IMAGE]] = !{i32 9}
// DEVICE-DAG: ![[D_PROFILING]] = !{i32 12}
