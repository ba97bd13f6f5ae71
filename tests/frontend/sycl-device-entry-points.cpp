// __attribute__((sycl_device)), what SYCL_EXTERNAL expands to in Intel's
// headers (DPC++'s driver defines SYCL_EXTERNAL so), makes entry points
// exactly like [[__sycl_detail__::sycl_external]]: definitions get
// "sycl-module-id" and !sycl_fixed_targets, declarations and plain functions
// do not.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - 2>&1 | FileCheck --implicit-check-not=warning: %s
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify -DBAD %s

// CHECK-DAG: declare void @_Z8declaredv() [[DECL:#[0-9]+]]
__attribute__((sycl_device)) void declared();
// CHECK-DAG: define {{.*}}void @_Z7definedv() [[DEF:#[0-9]+]] {{.*}}!sycl_fixed_targets ![[EMPTY:[0-9]+]]
__attribute__((sycl_device)) void defined() { declared(); }
// CHECK-DAG: define {{.*}}void @_Z5otherv() [[OTHER:#[0-9]+]] {
void other() {}
template <typename T> __attribute__((sycl_device)) void tmpl(T) {}
// CHECK-DAG: define {{.*}}void @_Z4tmplIiEvT_(i32 noundef %0) [[DEF2:#[0-9]+]] {{.*}}!sycl_fixed_targets ![[EMPTY]]
template void tmpl<int>(int);

// CHECK-DAG: attributes [[DEF]] = { {{.*}}"sycl-module-id"="{{.*}}sycl-device-entry-points.cpp"
// CHECK-DAG: attributes [[DEF2]] = { {{.*}}"sycl-module-id"="{{.*}}sycl-device-entry-points.cpp"
// CHECK-DAG: ![[EMPTY]] = !{}
// Only the two definitions' attribute sets carry a module id (not the
// declaration's, not the plain function's).
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | grep -E '^attributes #' | grep -c sycl-module-id | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}2{{$}}

#ifdef BAD
struct __attribute__((sycl_device)) S {}; // expected-error {{'sycl_device' attribute only applies to functions}}
#endif
