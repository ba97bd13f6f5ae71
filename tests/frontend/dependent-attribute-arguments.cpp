// Attribute arguments whose type or value only instantiation tells
// (`needs<T>::value`, `T::value`, a constexpr call) are evaluated per
// instantiation, for every attribute of the plugin and wherever the
// attribute sits: function templates, class templates, member templates,
// lambdas. (Rejecting them at the definition was a regression.)
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm %s -o - | FileCheck %s
// RUN: not %clang_cc1 -std=c++17 -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <sycl/sycl.hpp>

template <typename T> struct needs {
  static constexpr sycl::aspect value = sizeof(T) == 8 ? sycl::aspect::fp64 : sycl::aspect::fp16;
};
template <typename T> struct size_of { static constexpr int value = sizeof(T) * 4; };
template <typename T> constexpr sycl::aspect aspect_for() { return needs<T>::value; }
template <typename T> struct prop {
  static constexpr const char *name = "sycl-width";
  static constexpr int value = sizeof(T);
};

template <typename T> [[sycl::device_has(needs<T>::value)]] SYCL_EXTERNAL void b() {}
template void b<short>();
template void b<double>();
// CHECK-DAG: define {{.*}}@_Z1bIsEvv() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z1bIdEvv() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]

template <typename T> [[__sycl_detail__::__uses_aspects__(needs<T>::value)]] SYCL_EXTERNAL void u() {}
template void u<short>();
// CHECK-DAG: define {{.*}}@_Z1uIsEvv() {{.*}}!sycl_used_aspects ![[FP16]]

template <typename T> [[sycl::device_has(aspect_for<T>())]] SYCL_EXTERNAL void call() {}
template void call<double>();
// CHECK-DAG: define {{.*}}@_Z4callIdEvv() {{.*}}!sycl_declared_aspects ![[FP64]]

template <typename T> struct holder {
  [[sycl::device_has(needs<T>::value)]] SYCL_EXTERNAL void member() {}
  template <typename U> [[sycl::device_has(needs<U>::value)]] SYCL_EXTERNAL void member_template() {}
  [[sycl::reqd_work_group_size(size_of<T>::value)]] SYCL_EXTERNAL void sized() {}
};
template struct holder<short>;
template void holder<int>::member_template<double>();
// CHECK-DAG: define {{.*}}@_ZN6holderIsE6memberEv({{.*}}!sycl_declared_aspects ![[FP16]]
// CHECK-DAG: define {{.*}}@_ZN6holderIiE15member_templateIdEEvv({{.*}}!sycl_declared_aspects ![[FP64]]
// CHECK-DAG: define {{.*}}@_ZN6holderIsE5sizedEv({{.*}}!reqd_work_group_size ![[EIGHT:[0-9]+]]

template <typename T> [[sycl::reqd_work_group_size(size_of<T>::value, 1)]] SYCL_EXTERNAL void sized2() {}
template void sized2<int>();
// CHECK-DAG: define {{.*}}@_Z6sized2IiEvv() {{.*}}!reqd_work_group_size ![[ONE_SIXTEEN:[0-9]+]]

template <typename T>
[[__sycl_detail__::add_ir_attributes_function(prop<T>::name, prop<T>::value)]] SYCL_EXTERNAL void prop_fn() {}
template void prop_fn<double>();
// CHECK-DAG: define {{.*}}@_Z7prop_fnIdEvv() [[PROP:#[0-9]+]]

template <typename T> SYCL_EXTERNAL int in_lambda(T v) {
  auto l = [=] [[sycl::device_has(needs<T>::value)]] (int i) { return i; };
  return l(1);
}
template int in_lambda<short>(short);
// CHECK-DAG: define {{.*}}@_ZZ9in_lambdaIsEiT_ENKUliE_clEi({{.*}}!sycl_declared_aspects ![[FP16]]

// CHECK-DAG: attributes [[PROP]] = {{.*}}"sycl-width"="8"
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[EIGHT]] = !{i32 8}
// CHECK-DAG: ![[ONE_SIXTEEN]] = !{i32 1, i32 16}

#ifdef BAD
// A dependent argument of another type is an error in the instantiation
// that gives it that type, with clang's note; an explicit conversion to a
// template parameter type stays DPC++'s error at the definition.
template <typename Ty> [[sycl::device_has(Ty{})]] void conversion() {}
// BAD: dependent-attribute-arguments.cpp:[[#@LINE-1]]:43: error: 'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect
template <typename T> struct not_aspect { static constexpr int value = 6; };
template <typename T> [[sycl::device_has(not_aspect<T>::value)]] void wrong() {}
// BAD: dependent-attribute-arguments.cpp:[[#@LINE-1]]:42: error: 'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect
void use_wrong() { wrong<int>(); }
// BAD: note: in instantiation of function template specialization 'wrong<int>' requested here
#endif
