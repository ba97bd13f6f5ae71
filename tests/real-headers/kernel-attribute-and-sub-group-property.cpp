// REQUIRES: intel-sycl-headers
// An old-style reqd_sub_group_size on the kernel lambda together with the
// sub_group_size property (kernel-attribute-and-properties.cpp has the other
// attributes): DPC++'s warning at the attribute, and the attribute wins, so
// "sycl-sub-group-size" is dropped from the launch wrapper (the lambda keeps
// its !intel_reqd_sub_group_size 16); another property of the same launch
// stays, and a launch with the property alone keeps it.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
// RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -c -emit-llvm %s -o %t-2025.bc 2> %t-2025.err
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t-2025.err
// RUN: llvm-dis %t-2025.bc -o - | FileCheck %s --check-prefix=IR
#include <sycl/sycl.hpp>
namespace syclex = sycl::ext::oneapi::experimental;

void run(sycl::queue &q, int *p) {
  // WARN-DAG: kernel-attribute-and-sub-group-property.cpp:[[@LINE+2]]:32: warning: kernel has both attribute 'reqd_sub_group_size' and kernel properties; conflicting properties are ignored
  q.parallel_for<class sized>(sycl::nd_range<1>(64, 32), syclex::properties{syclex::sub_group_size<32>},
    [=](sycl::nd_item<1> it) [[sycl::reqd_sub_group_size(16)]] { p[it.get_global_id(0)] = 1; });
  // WARN-DAG: kernel-attribute-and-sub-group-property.cpp:[[@LINE+2]]:32: warning: kernel has both attribute 'reqd_sub_group_size' and kernel properties; conflicting properties are ignored
  q.parallel_for<class with_other>(sycl::nd_range<1>(64, 32), syclex::properties{syclex::sub_group_size<32>, syclex::work_group_size<32>},
    [=](sycl::nd_item<1> it) [[sycl::reqd_sub_group_size(16)]] { p[it.get_global_id(0)] = 2; });
  q.parallel_for<class property_only>(sycl::nd_range<1>(64, 32), syclex::properties{syclex::sub_group_size<32>},
    [=](sycl::nd_item<1> it) { p[it.get_global_id(0)] = 3; });
}

// IR-DAG: define {{.*}}kernel_parallel_for{{.*}}5sized{{.*}} #[[SIZED:[0-9]+]]
// IR-DAG: define {{.*}}kernel_parallel_for{{.*}}10with_other{{.*}} #[[OTHER:[0-9]+]]
// IR-DAG: define {{.*}}kernel_parallel_for{{.*}}13property_only{{.*}} #[[ONLY:[0-9]+]]
// IR-DAG: define {{.*}} @_ZZ3runRN4sycl3_V15queueEPiENKUlNS0_7nd_itemILi1EEEE_clES5_({{.*}} !intel_reqd_sub_group_size ![[SG16:[0-9]+]]
// IR-DAG: define {{.*}} @_ZZ3runRN4sycl3_V15queueEPiENKUlNS0_7nd_itemILi1EEEE0_clES5_({{.*}} !intel_reqd_sub_group_size ![[SG16]]
// IR-DAG: attributes #[[SIZED]] = { {{.*}}"sycl-module-id"={{"[^"]*"}} }
// IR-DAG: attributes #[[OTHER]] = { {{.*}}"sycl-module-id"={{"[^"]*"}} "sycl-work-group-size"="32" }
// IR-DAG: attributes #[[ONLY]] = { {{.*}}"sycl-module-id"={{"[^"]*"}} "sycl-sub-group-size"="32" }
// IR-DAG: ![[SG16]] = !{i32 16}
