// The order of the errors on one free-function kernel's parameter list, as
// DPC++ reports them (frontend/src/kernel_params.rs): parameters in order;
// within a parameter, a class's own virtual bases in declaration order,
// then its bases depth first, in declaration order. Each kernel below gets
// two or more errors whose order a reordering would change (the
// class and base names are chosen so that no other order, alphabetical
// included, gives the same output).
// (-fno-caret-diagnostics: one line per diagnostic, so CHECK-NEXT holds.)
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -fno-caret-diagnostics -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

class Zeta {};
class Alpha {};
class Plain {};

// One class, two virtual bases: in the order of its base list.
class TwoVirtual : public virtual Zeta, public Plain, public virtual Alpha {};
// CHECK: [[@LINE+3]]:27: error: argument type 'TwoVirtual' virtually inherited from base class `Zeta` is not supported as a SYCL kernel argument
// CHECK-NEXT: [[@LINE+2]]:27: error: argument type 'TwoVirtual' virtually inherited from base class `Alpha` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void own_bases(TwoVirtual value) {}

// Non-virtual bases each with a virtual base: the first base's first.
class ZetaUser : public virtual Zeta {};
class AlphaUser : public virtual Alpha {};
class Siblings : public ZetaUser, public AlphaUser {};
// CHECK: [[@LINE+3]]:29: error: argument type 'ZetaUser' virtually inherited from base class `Zeta` is not supported as a SYCL kernel argument
// CHECK-NEXT: [[@LINE+2]]:29: error: argument type 'AlphaUser' virtually inherited from base class `Alpha` is not supported as a SYCL kernel argument
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void sibling_bases(Siblings value) {}

// Depth first: the first base's own bases (two levels down) before the
// second base (one level down).
class Middle : public Plain, public ZetaUser {};
class Deep : public Middle, public AlphaUser {};
// CHECK: [[@LINE+3]]:23: error: argument type 'ZetaUser' virtually inherited from base class `Zeta` is not supported as a SYCL kernel argument
// CHECK-NEXT: [[@LINE+2]]:23: error: argument type 'AlphaUser' virtually inherited from base class `Alpha` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void depth_first(Deep value) {}

// A class's own virtual base before those of its non-virtual bases.
class OwnFirst : public ZetaUser, public virtual Alpha {};
// CHECK: [[@LINE+3]]:26: error: argument type 'OwnFirst' virtually inherited from base class `Alpha` is not supported as a SYCL kernel argument
// CHECK-NEXT: [[@LINE+2]]:26: error: argument type 'ZetaUser' virtually inherited from base class `Zeta` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void own_before(OwnFirst value) {}

// Parameters in order, whatever their errors.
class Outer {
public:
  class Inner {};
};
union Bits {
  int i;
  float f;
};
// CHECK: [[@LINE+7]]:35: error: argument type 'ZetaUser' virtually inherited from base class `Zeta` is not supported as a SYCL kernel argument
// CHECK-NEXT: [[@LINE+6]]:47: error: 'int &' cannot be used as the type of a kernel parameter
// CHECK-NEXT: [[@LINE+5]]:68: error: 'Outer::Inner' cannot be used as the type of a kernel parameter
// CHECK-NEXT: [[@LINE+4]]:68: note: 'Outer::Inner' is not forward declarable
// CHECK-NEXT: [[@LINE+3]]:80: error: 'Bits' cannot be used as the type of a kernel parameter
// CHECK-NEXT: [[@LINE+2]]:98: error: argument type 'AlphaUser' virtually inherited from base class `Alpha` is not supported as a SYCL kernel argument
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void parameters_in_order(ZetaUser first, int &second, Outer::Inner third, Bits fourth, AlphaUser fifth) {}

