// REQUIRES: intel-sycl-headers
// A kernel whose lambda or functor has an old-style kernel attribute and
// whose launch passes kernel properties gets DPC++'s warning at the
// attribute, and the attribute wins: the property that says the same
// ("sycl-device-has", "sycl-work-group-size") is dropped from the launch
// wrapper, so a lambda declaring fp16 launched with device_has<fp64> needs
// fp16 only (before: the wrapper declared fp64, which gave a fixed-target
// warning, and the lambda was warned for not listing fp16 in a property it
// does not have). Other properties stay; without properties nothing changes.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -Wno-deprecated-declarations -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
// RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR --implicit-check-not='"sycl-device-has"' --implicit-check-not='"sycl-work-group-size"="16"'
// RUN: opt -passes=verify -disable-output %t.bc
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -fsycl-fixed-targets=intel_gpu_dg1 -Wno-deprecated-declarations -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
#include <sycl/sycl.hpp>
namespace syclex = sycl::ext::oneapi::experimental;

struct Sized {
  // WARN-DAG: kernel-attribute-and-properties.cpp:[[@LINE+1]]:21: warning: kernel has both attribute 'reqd_work_group_size' and kernel properties; conflicting properties are ignored
  void operator() [[sycl::reqd_work_group_size(8)]] () const {}
  auto get(syclex::properties_tag) const { return syclex::properties{syclex::work_group_size<16>}; }
};

void run(sycl::queue &q) {
  // WARN-DAG: kernel-attribute-and-properties.cpp:[[@LINE+2]]:12: warning: kernel has both attribute 'device_has' and kernel properties; conflicting properties are ignored
  q.single_task<class both>(syclex::properties{syclex::device_has<sycl::aspect::fp64>},
    []() [[sycl::device_has(sycl::aspect::fp16)]] { sycl::half h = 1; (void)h; });
  // A property that says something else: still the warning; it stays.
  // WARN-DAG: kernel-attribute-and-properties.cpp:[[@LINE+2]]:12: warning: kernel has both attribute 'device_has' and kernel properties; conflicting properties are ignored
  q.single_task<class other>(syclex::properties{syclex::work_group_size<4>},
    []() [[sycl::device_has()]] {});
  q.single_task<class functor>(Sized{});
  // No properties: no warning.
  q.single_task<class plain>([]() [[sycl::device_has(sycl::aspect::fp16)]] { sycl::half h = 1; (void)h; });
}

// IR-DAG: define {{.*}}kernel_single_task{{.*}}4both{{.*}} #[[BOTH:[0-9]+]]
// IR-DAG: define {{.*}}kernel_single_task{{.*}}5other{{.*}} #[[OTHER:[0-9]+]]
// IR-DAG: define {{.*}}kernel_single_task{{.*}}7functor5Sized{{.*}} #[[FUNCTOR:[0-9]+]]
// IR-DAG: attributes #[[BOTH]] = { {{.*}} "sycl-single-task" }
// IR-DAG: attributes #[[OTHER]] = { {{.*}} "sycl-single-task" "sycl-work-group-size"="4" }
