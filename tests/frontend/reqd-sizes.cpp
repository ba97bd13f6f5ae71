// [[sycl::reqd_work_group_size(x[, y[, z]])]] becomes !reqd_work_group_size
// with the dimensions reversed (DPC++'s form: SYCL's last dimension is the
// fastest-varying one, OpenCL's x), only as many as written;
// [[sycl::reqd_sub_group_size(n)]] becomes !intel_reqd_sub_group_size !{i32 n}.
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm -Xclang -disable-llvm-passes %s -o - | FileCheck %s
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm --target=spir64-unknown-unknown -Xclang -fsycl-is-device %s -o - | FileCheck %s
#include <sycl/sycl.hpp>

constexpr int N = 4;
namespace ns { constexpr int M = 2; }

// CHECK-DAG: define {{.*}}@_Z5threev() {{.*}}!reqd_work_group_size ![[WG_4_4_8:[0-9]+]] !intel_reqd_sub_group_size ![[SG16:[0-9]+]]
[[sycl::reqd_work_group_size(8, N, ns::M * 2)]] [[sycl::reqd_sub_group_size(16)]]
SYCL_EXTERNAL void three() {}

// CHECK-DAG: define {{.*}}@_Z3onev() {{.*}}!reqd_work_group_size ![[WG64:[0-9]+]]
[[sycl::reqd_work_group_size(64)]] SYCL_EXTERNAL void one() {}

// A declaration's attribute reaches the later definition.
// CHECK-DAG: define {{.*}}@_Z3twov() {{.*}}!reqd_work_group_size ![[WG_32_16:[0-9]+]]
[[sycl::reqd_work_group_size(16, 32)]] SYCL_EXTERNAL void two();
SYCL_EXTERNAL void two() {}

// Declarations only: the metadata is on the declaration.
// CHECK-DAG: declare !intel_reqd_sub_group_size ![[SG16]] {{.*}}@_Z8externalv()
[[sycl::reqd_sub_group_size(16)]] SYCL_EXTERNAL void external();

// Template-dependent arguments are evaluated per instantiation.
// CHECK-DAG: define {{.*}}@_Z9templatedILi32EEvv() {{.*}}!reqd_work_group_size ![[WG_66_32:[0-9]+]] !intel_reqd_sub_group_size ![[SG32:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z9templatedILi8EEvv() {{.*}}!reqd_work_group_size ![[WG_18_8:[0-9]+]] !intel_reqd_sub_group_size ![[SG8:[0-9]+]]
template <int S>
[[sycl::reqd_sub_group_size(S)]] [[sycl::reqd_work_group_size(S, (S + 1) * 2)]] void templated() {}

// A lambda, attribute between the captures and the parameters.
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ3usevENK{{.*}}clEv{{"?}}({{.*}}!intel_reqd_sub_group_size ![[SG8]]
void use() {
  templated<32>();
  templated<8>();
  external();
  auto kernel = [] [[sycl::reqd_sub_group_size(8)]] () {};
  kernel();
}

// CHECK-DAG: ![[WG_4_4_8]] = !{i32 4, i32 4, i32 8}
// CHECK-DAG: ![[SG16]] = !{i32 16}
// CHECK-DAG: ![[WG64]] = !{i32 64}
// CHECK-DAG: ![[WG_32_16]] = !{i32 32, i32 16}
// CHECK-DAG: ![[WG_66_32]] = !{i32 66, i32 32}
// CHECK-DAG: ![[SG32]] = !{i32 32}
// CHECK-DAG: ![[WG_18_8]] = !{i32 18, i32 8}
// CHECK-DAG: ![[SG8]] = !{i32 8}

