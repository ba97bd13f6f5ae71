// A free-function kernel parameter of a class with a virtual base anywhere
// among its bases gets DPC++'s error, at the parameter, naming the class
// that inherits virtually and the base as written in its base list; each
// such class once per kernel. A pointer to such a class is accepted, a
// reference gets the reference error only. Before, these kernels were
// accepted and the class passed by value. A host compile says nothing.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
// RUN: %clang -std=c++17 -fsyntax-only -Werror %s
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

class Base {};
class Derived : virtual public Base {};

// CHECK: [[@LINE+2]]:28: error: argument type 'Derived' virtually inherited from base class `Base` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void direct(int a, Derived value) {}

// Two parameters of the class: one error, at the first.
// CHECK: [[@LINE+2]]:20: error: argument type 'Derived' virtually inherited from base class `Base` is not supported as a SYCL kernel argument
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void twice(Derived first, float f, Derived second) {}

// Deeper in the bases: the class that inherits virtually is named.
class Derived1 : public Derived {};
// CHECK: [[@LINE+2]]:24: error: argument type 'Derived' virtually inherited from base class `Base` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void indirect(Derived1 value) {}

// A class template whose base is its parameter: the base as clang prints
// the substituted type; the class's own virtual base first, then those of
// its bases.
class Base1 {};
class Derived2 : public Base1, public virtual Base {};
template <typename T> class Over : virtual T {};
// CHECK: [[@LINE+3]]:36: error: argument type 'Over' virtually inherited from base class `class Derived2` is not supported as a SYCL kernel argument
// CHECK: [[@LINE+2]]:36: error: argument type 'Derived2' virtually inherited from base class `Base` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void templated_base(Over<Derived2> value) {}

// A pointer is fine; a reference is the reference error alone.
// CHECK: [[@LINE+2]]:45: error: 'Derived &' cannot be used as the type of a kernel parameter
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void indirection(Derived *pointer, Derived &reference) {}

// The signature's errors come first.
// CHECK: [[@LINE+3]]:5: error: SYCL free function kernel should have return type 'void'
// CHECK: [[@LINE+2]]:21: error: argument type 'Derived' virtually inherited from base class `Base` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
int returns(Derived value) { return 0; }

// A kernel template (reported after the other kernels): per
// instantiation, one error per location and text.
// CHECK: [[@LINE+2]]:26: error: argument type 'Derived' virtually inherited from base class `Base` is not supported as a SYCL kernel argument
template <typename T> [[__sycl_detail__::add_ir_attributes_function("sycl-nd-range-kernel", 1)]]
void per_instantiation(T value) {}
template void per_instantiation<int>(int);
template void per_instantiation<Derived>(Derived);
template void per_instantiation<Derived1>(Derived1);

// Without a kernel property, or non-virtual bases only: no error.
void not_a_kernel(Derived value) {}
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void plain_bases(Base1 a, Derived2 *b) {}

// CHECK: errors generated.
