// A free-function kernel parameter of a class DPC++'s integration header
// cannot forward-declare (declared in a class or a function, or without a
// name: an anonymous struct, a lambda) gets DPC++'s error and note, at the
// parameter. Classes at namespace scope, in an extern "C" block or in a
// namespace are fine, whatever their template arguments. Before, these
// kernels were accepted. A host compile says nothing.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
// RUN: %clang -std=c++17 -fsyntax-only -Werror %s
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

class Outer {
public:
  class Inner {
    int f;
  };
};

// CHECK: [[@LINE+3]]:37: error: 'Outer::Inner' cannot be used as the type of a kernel parameter
// CHECK: [[@LINE+2]]:37: note: 'Outer::Inner' is not forward declarable
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void nested(int *data, Outer::Inner inner) {}

typedef struct {
  int a;
} Anonymous;
// CHECK: [[@LINE+3]]:24: error: 'Anonymous' cannot be used as the type of a kernel parameter
// CHECK: [[@LINE+2]]:24: note: 'Anonymous' is not forward declarable
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void unnamed(Anonymous value) {}

// A kernel template: each instantiation with such a type (a lambda, a
// class local to a function) gets its error at the template's parameter.
// CHECK: [[@LINE+5]]:26: error: '(lambda at {{.*}}diag-free-function-kernel-forward-declarable.cpp:[[@LINE+6]]:15)' cannot be used as the type of a kernel parameter
// CHECK: [[@LINE+4]]:26: note: '(lambda at {{.*}})' is not forward declarable
// CHECK: [[@LINE+3]]:26: error: 'Local' cannot be used as the type of a kernel parameter
// CHECK: [[@LINE+2]]:26: note: 'Local' is not forward declarable
template <typename T> [[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void per_instantiation(T value) {}
auto Lambda = [](int p) { return p + 1; };
template void per_instantiation(decltype(Lambda));
SYCL_EXTERNAL void use() {
  struct Local {
    int x;
  };
  per_instantiation(Local{1});
}

// Forward-declarable: no error.
extern "C" {
struct InC {
  int a;
};
}
namespace ns {
struct S {
  int a;
};
template <typename T> struct Holder {
  T t;
};
} // namespace ns
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void fine(InC a, ns::S b, ns::Holder<Outer::Inner> c) {}

// CHECK: errors generated.
