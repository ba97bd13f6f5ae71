// A free-function kernel parameter that is a union or a vector type gets
// DPC++'s error at the parameter (its visitor of kernel parameters has no
// case for them); scalars, enums and pointers, a pointer to a union
// included, are fine. Before, these kernels were accepted. A host compile
// says nothing.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
// RUN: %clang -std=c++17 -fsyntax-only -Werror %s
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

union Bits {
  float f;
  int i;
};
typedef float float4 __attribute__((ext_vector_type(4)));
enum class Mode { a, b };

// CHECK: [[@LINE+3]]:30: error: 'Bits' cannot be used as the type of a kernel parameter
// CHECK: [[@LINE+2]]:43: error: 'float4' (vector of 4 'float' values) cannot be used as the type of a kernel parameter
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void by_value(int *out, Bits bits, float4 v) {}

[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void fine(Bits *bits, Mode m, double d, float4 *v) {}

// CHECK: errors generated.
