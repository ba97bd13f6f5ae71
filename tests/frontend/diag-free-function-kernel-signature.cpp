// A free-function kernel that the LLVM verifier would reject as a
// spir_kernel (a return value, varargs) or that DPC++ refuses (default
// arguments, class methods) gets DPC++'s errors in a device compile, and
// nothing reaches codegen (issue 18: the kernel returning int became a
// spir_kernel, clang -cc1 printed "Broken module found" and the driver
// exited 0). Also through the annotation path (a template, per
// instantiation) and with -disable-llvm-passes. A host compile makes no
// kernels and says nothing.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=Broken
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -Xclang -disable-llvm-passes -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=Broken
// RUN: %clang -std=c++17 -fsyntax-only -Werror %s
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

// CHECK: [[@LINE+2]]:5: error: SYCL free function kernel should have return type 'void'
__attribute__((sycl_device)) [[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
int returns(int x) { return x; }

// CHECK: [[@LINE+2]]:6: error: free function kernel cannot be a variadic function
[[__sycl_detail__::add_ir_attributes_function("sycl-nd-range-kernel", 2)]]
void variadic(int start, ...) {}

// CHECK: [[@LINE+2]]:7: error: SYCL free function kernel should have return type 'void'
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
float property_non_void() { return 0.0f; }

// CHECK: [[@LINE+2]]:6: error: a function with a default argument value cannot be used to define SYCL free function kernel
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 2)]]
void defaults(int value = 1) {}

// The default argument of an earlier declaration counts too (and that
// declaration has no kernel property, DPC++'s other error).
void earlier(int *p, int n = 4);
// CHECK: [[@LINE+3]]:6: error: the first occurrence of SYCL kernel free function should be declared with 'sycl-nd-range-kernel' or 'sycl-single-task-kernel' compile time properties
// CHECK: [[@LINE+2]]:6: error: a function with a default argument value cannot be used to define SYCL free function kernel
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void earlier(int *p, int n) {}

struct S {
  // CHECK: [[@LINE+2]]:8: error: class method cannot be used to define a SYCL kernel free function kernel
  [[__sycl_detail__::add_ir_attributes_function("sycl-nd-range-kernel", 2)]]
  void method(int value) {}
  // CHECK: [[@LINE+2]]:15: error: static class method cannot be used to define a SYCL kernel free function kernel
  [[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 2)]]
  static void static_method(int value) {}
};

// A reference parameter (DPC++ passes kernel arguments by value), at the
// parameter.
// CHECK: [[@LINE+2]]:35: error: 'int &' cannot be used as the type of a kernel parameter
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void by_reference(int *data, int &count) {}

// Two rules broken: both said.
// CHECK: [[@LINE+3]]:6: error: free function kernel cannot be a variadic function
// CHECK: [[@LINE+2]]:6: error: SYCL free function kernel should have return type 'void'
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
long both(int n, ...) { return n; }

// A template: checked per instantiation, once.
// CHECK: [[@LINE+2]]:3: error: SYCL free function kernel should have return type 'void'
template <typename T> [[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
T templated(T x) { return x; }
template int templated<int>(int);
template long templated<long>(long);

// Valid kernels and other IR attributes are not errors.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void fine(int *p) { p[0] = 1; }
[[__sycl_detail__::add_ir_attributes_function("other", 0)]]
int not_a_kernel(int x) { return x; }

// CHECK: errors generated.
