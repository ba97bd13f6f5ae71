// A free-function kernel that device code calls cannot become a kernel (a
// kernel cannot be called, and its parameters change): an error at the
// function, never a silently missing kernel. Also with
// -disable-llvm-passes (the lowering runs without the pass pipeline).
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -Xclang -disable-llvm-passes -c -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void kernel(int *p) { p[0] = 1; }

SYCL_EXTERNAL void caller(int *p) { kernel(p); }

// CHECK: diag-free-function-kernel-called.cpp:12:6: error: free function kernel 'kernel(int*)' is called from device code; a kernel cannot be called, so it cannot become a kernel entry point (call a separate function from both)
// CHECK: 1 error generated.
