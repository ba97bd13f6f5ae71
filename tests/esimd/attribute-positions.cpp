// [[intel::sycl_explicit_simd]] and __attribute__((sycl_explicit_simd)) in
// every function position: declarations, definitions, member functions,
// functor operator(), templates, and lambdas (C++23 position, the C++
// spelling after the parameter list, and the GNU spelling there, DPC++'s
// SYCL_ESIMD_KERNEL). Each marked
// function gets !sycl_explicit_simd !{}; only SYCL_EXTERNAL ones (and
// kernels) also get !intel_reqd_sub_group_size !{i32 1}, as in DPC++'s
// CodeGenSYCL/esimd_metadata2.cpp, where a functor's operator() gets
// !sycl_explicit_simd alone. An unmarked callee gets neither (no
// propagation).
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll

// CHECK-DAG: declare !sycl_explicit_simd ![[EMPTY:[0-9]+]] void @_Z8ext_declv()
[[intel::sycl_explicit_simd]] void ext_decl();

#include <sycl/sycl.hpp>

// SYCL_EXTERNAL: an entry point, sub-group size 1.
// CHECK-DAG: declare !sycl_explicit_simd ![[EMPTY]] !intel_reqd_sub_group_size ![[ONE:[0-9]+]] void @_Z13ext_esimd_decv()
SYCL_EXTERNAL [[intel::sycl_explicit_simd]] void ext_esimd_dec();
// CHECK-DAG: define {{.*}}void @_Z13ext_esimd_defv() {{.*}}!sycl_explicit_simd ![[EMPTY]] !intel_reqd_sub_group_size ![[ONE]] !sycl_fixed_targets {{.*}}{
SYCL_EXTERNAL [[intel::sycl_explicit_simd]] void ext_esimd_def() { ext_esimd_dec(); }

// CHECK-DAG: define {{.*}}void @_Z6helperv() #{{[0-9]+}} {{{$}}
void helper() {}

// CHECK-DAG: define {{.*}}void @_Z4funcv() {{.*}}!sycl_explicit_simd ![[EMPTY]] {
[[intel::sycl_explicit_simd]] void func() { ext_decl(); helper(); }

// CHECK-DAG: define {{.*}}void @_Z3gnuv() {{.*}}!sycl_explicit_simd ![[EMPTY]] {
__attribute__((sycl_explicit_simd)) void gnu() {}

// A redeclaration without the attribute keeps it.
// CHECK-DAG: define {{.*}}void @_Z5redecv() {{.*}}!sycl_explicit_simd ![[EMPTY]] {
[[intel::sycl_explicit_simd]] void redec();
void redec() {}

struct Functor {
  // CHECK-DAG: define {{.*}}@_ZNK7FunctorclEv({{.*}}!sycl_explicit_simd ![[EMPTY]] {
  [[intel::sycl_explicit_simd]] void operator()() const {}
  // CHECK-DAG: define {{.*}}@_ZN7Functor6memberEv({{.*}}!sycl_explicit_simd ![[EMPTY]] {
  __attribute__((sycl_explicit_simd)) void member() {}
};

// CHECK-DAG: define {{.*}}@_Z4tmplIiEvT_({{.*}}!sycl_explicit_simd ![[EMPTY]] {
template <typename T> [[intel::sycl_explicit_simd]] void tmpl(T) {}

void use() {
  Functor f;
  f();
  f.member();
  func();
  gnu();
  redec();
  tmpl(1);
  // CHECK-DAG: define internal {{.*}}@"_ZZ3usevENK3$_0clEi"({{.*}}!sycl_explicit_simd ![[EMPTY]] {
  auto l = [] [[intel::sycl_explicit_simd]] (int i) { return i; };
  l(1);
  // CHECK-DAG: define internal {{.*}}@"_ZZ3usevENK3$_1clEi"({{.*}}!sycl_explicit_simd ![[EMPTY]] {
  auto g = [](int i) __attribute__((sycl_explicit_simd)) { return i; };
  g(2);
  // The C++ spelling after the parameter list (the SYCL specification's
  // position for kernel attributes).
  // CHECK-DAG: define internal {{.*}}@"_ZZ3usevENK3$_2clEi"({{.*}}!sycl_explicit_simd ![[EMPTY]] {
  auto s = [](int i) [[intel::sycl_explicit_simd]] { return i; };
  s(3);
}

// CHECK-DAG: define {{.*}}void @_Z3usev() #{{[0-9]+}} {{{$}}
// CHECK-DAG: ![[EMPTY]] = !{}
// CHECK-DAG: ![[ONE]] = !{i32 1}

