// A device-type fixed target (gpu) is written with the value the
// translation unit's own aspect enum gives it, also when the pass does not
// run (-disable-llvm-passes), never with the device table's number; a device
// type the enum lacks is left out with a warning.
// RUN: %clang -std=c++17 -S -emit-llvm -Xclang -disable-llvm-passes -fplugin-arg-sycl_aspects-fixed-targets=gpu,intel_gpu_pvc %s -o - 2>&1 | FileCheck %s
// RUN: %clang -std=c++17 -S -emit-llvm -Xclang -disable-llvm-passes -fplugin-arg-sycl_aspects-fixed-targets=cpu,intel_gpu_pvc %s -o - 2>&1 | FileCheck %s --check-prefix=MISSING
enum class [[__sycl_detail__::sycl_type(aspect)]] aspect : int { gpu = 42, fp64 = 6 };

[[__sycl_detail__::sycl_external]] void f() {}

// CHECK-NOT: warning
// CHECK: define {{.*}}@_Z1fv() {{.*}}!sycl_fixed_targets ![[T:[0-9]+]]
// CHECK: ![[T]] = !{i32 42, !"intel_gpu_pvc"}

// MISSING: warning: sycl_aspects plugin: fixed target 'cpu' is a device type, but the translation unit's aspect enum has no aspect of that name to number it; it is left out of !sycl_fixed_targets
// MISSING: define {{.*}}@_Z1fv() {{.*}}!sycl_fixed_targets ![[T:[0-9]+]]
// MISSING: ![[T]] = !{!"intel_gpu_pvc"}
