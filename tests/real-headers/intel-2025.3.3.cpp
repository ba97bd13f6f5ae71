// REQUIRES: intel-sycl-headers
// Intel's real headers 2025.3.3 (scripts/fetch-sycl-headers.sh) compiled for
// the device with stock clang 16 through sycl-clang --sycl-headers: the
// aspect enum is found without its sycl_type attribute (clang 16's
// __has_cpp_attribute hides plugin attributes from the headers), with this
// version's values (ext_intel_mem_channel = 25, atomic64 = 28), and
// SYCL_EXTERNAL (__attribute__((sycl_device))) makes entry points.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -DGROUP_NS=this_kernel \
// RUN:   -Werror -c -emit-llvm %S/Inputs/device-uses.cpp -o %t.bc
// RUN: opt -passes=verify -disable-output %t.bc
// RUN: llvm-dis %t.bc -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: grep -cE '^![0-9]+ = !\{!"[a-z0-9_]+", i32 -?[0-9]+\}$' %t.ll | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}87{{$}}
// Also as text (-S): the verifier accepts it too.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -DGROUP_NS=this_kernel \
// RUN:   -S -emit-llvm %S/Inputs/device-uses.cpp -o %t-text.ll
// RUN: opt -passes=verify -disable-output %t-text.ll

// CHECK: define {{.*}}@_Z10use_doublePd({{.*}}) #[[EXT:[0-9]+]] !sycl_used_aspects ![[FP64:[0-9]+]] !sycl_fixed_targets ![[NONE:[0-9]+]] {
// CHECK: define {{.*}}@_Z8use_halfN4sycl3_V16detail9half_impl4halfES3_({{.*}}) #[[EXT]] !sycl_used_aspects ![[FP16:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
// CHECK: define {{.*}}@_Z12use_atomic64Px({{.*}}) #[[EXT]] !sycl_used_aspects ![[A64:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
// CHECK: define {{.*}}@_Z12use_atomic16PN4sycl3_V16detail9half_impl4halfE({{.*}}) #[[EXT]] !sycl_used_aspects ![[A16:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
// CHECK: define {{.*}}@_Z12use_atomic32Pi({{.*}}) #[[EXT]] !sycl_fixed_targets ![[NONE]] {
// CHECK: define {{.*}}@_Z18use_float_builtinsN4sycl3_V19sub_groupEfNS0_3vecIfLi4EEE({{.*}}) #[[EXT]] !sycl_fixed_targets ![[NONE]] {
// CHECK: define {{.*}}@_Z9use_groupv() #[[EXT]] !sycl_used_aspects ![[GROUP:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
// CHECK: define linkonce_odr {{.*}}@_ZN4sycl3_V13ext6oneapi12experimental11this_kernel23get_opportunistic_groupEv({{.*}}) #{{[0-9]+}} comdat !sycl_used_aspects ![[GROUP]] {
// CHECK: attributes #[[EXT]] = { {{.*}}"sycl-module-id"="{{[^"]*}}device-uses.cpp" }
// CHECK: !sycl_aspects = !{
// CHECK: !sycl_types_that_use_aspects = !{![[HALF:[0-9]+]], ![[ATOMIC64:[0-9]+]], ![[ATOMIC16:[0-9]+]]}
// CHECK: !{!"fp16", i32 5}
// CHECK-NEXT: !{!"fp64", i32 6}
// CHECK: !{!"ext_intel_mem_channel", i32 25}
// CHECK: !{!"usm_atomic_shared_allocations", i32 27}
// CHECK-NEXT: !{!"atomic64", i32 28}
// CHECK: !{!"ext_oneapi_opportunistic_group", i32 56}
// CHECK: !{!"ext_oneapi_atomic16", i32 80}
// CHECK: ![[HALF]] = !{!"class.sycl::_V1::detail::half_impl::half", i32 5}
// CHECK-NEXT: ![[ATOMIC64]] = !{!"class.sycl::_V1::detail::atomic_ref_impl", i32 28}
// CHECK-NEXT: ![[ATOMIC16]] = !{!"class.sycl::_V1::detail::atomic_ref_impl.{{[0-9]+}}", i32 80}
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[NONE]] = !{}
// CHECK-DAG: ![[A64]] = !{i32 28}
// CHECK-DAG: ![[A16]] = !{{[{]}}{{i32 5, i32 80|i32 80, i32 5}}}
// CHECK-DAG: ![[GROUP]] = !{i32 56}
