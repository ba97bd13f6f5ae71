// The attribute inside templates: members of class templates, member
// templates, generic lambdas and lambdas in function templates are marked in
// every instantiation; the enclosing template functions are not.
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: grep -c '^define.*!sycl_explicit_simd ![0-9]*' %t.ll | FileCheck --check-prefix=COUNT %s
// None is an entry point: no sub-group size (DPC++ sets it on kernels and
// SYCL_EXTERNAL functions only).
// RUN: not grep intel_reqd_sub_group_size %t.ll
// COUNT: {{^}}6{{$}}
// RUN: opt -passes=verify -disable-output %t.ll

template <typename T> struct Box {
  // CHECK-DAG: define {{.*}}@_ZNK3BoxIiE3getEv({{.*}}!sycl_explicit_simd
  [[intel::sycl_explicit_simd]] T get() const { return T(); }
  // CHECK-DAG: define {{.*}}@_ZNK3BoxIiE2asIfEET_v({{.*}}!sycl_explicit_simd
  template <typename U> __attribute__((sycl_explicit_simd)) U as() const { return U(); }
};

// CHECK-DAG: define {{.*}}@_Z3runIiEvT_(i32 noundef %0) #{{[0-9]+}} comdat {{{$}}
template <typename T> void run(T t) {
  // CHECK-DAG: define {{.*}}@_ZZ3runIiEvT_ENKUlS0_E_clIiEEDaS0_({{.*}}!sycl_explicit_simd
  // CHECK-DAG: define {{.*}}@_ZZ3runIdEvT_ENKUlS0_E_clIdEEDaS0_({{.*}}!sycl_explicit_simd
  auto l = [] [[intel::sycl_explicit_simd]] (auto x) { return x; };
  l(t);
  // CHECK-DAG: define {{.*}}@_ZZ3runIiEvT_ENKUliE_clEi({{.*}}!sycl_explicit_simd
  // CHECK-DAG: define {{.*}}@_ZZ3runIdEvT_ENKUldE_clEd({{.*}}!sycl_explicit_simd
  auto m = [](T y) __attribute__((sycl_explicit_simd)) { return y; };
  m(t);
}

void use() {
  Box<int> b;
  b.get();
  b.as<float>();
  run(1);
  run(2.0);
}
