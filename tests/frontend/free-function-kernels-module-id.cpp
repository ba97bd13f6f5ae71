// A free-function kernel gets its translation unit's "sycl-module-id", as
// DPC++ gives every kernel and SYCL_EXTERNAL function. A file holding only
// free-function kernels used to give them an empty one, so two such files
// linked together landed in one image under -split=source (issue 19).
// RUN: rm -rf %t && split-file %s %t
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %t/first.cpp -o %t/first.bc
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %t/second.cpp -o %t/second.bc
// RUN: llvm-dis %t/first.bc -o - | FileCheck %s --check-prefix=IR
// RUN: llvm-link %t/first.bc %t/second.bc -o %t/linked.bc
// RUN: %sycl-post-link -split=source -symbols -o %t/out.table %t/linked.bc
// RUN: FileCheck %s --check-prefix=TABLE < %t/out.table
// RUN: cat %t/out_0.sym %t/out_1.sym | sort | FileCheck %s --check-prefix=SYMBOLS

// IR: define {{.*}}spir_kernel void @_Z12first_kernelPi({{.*}}) #[[ATTRS:[0-9]+]]
// IR: attributes #[[ATTRS]] = { {{.*}}"sycl-module-id"="{{.*}}first.cpp"

// One image per source file.
// TABLE: [Code|Symbols]
// TABLE-NEXT: {{.*}}out_0.bc|{{.*}}out_0.sym
// TABLE-NEXT: {{.*}}out_1.bc|{{.*}}out_1.sym
// TABLE-NOT: out_2

// SYMBOLS: _Z12first_kernelPi
// SYMBOLS-NEXT: _Z13second_kernelPi

//--- first.cpp
#include <sycl/sycl.hpp>
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((sycl::ext::oneapi::experimental::single_task_kernel))
void first_kernel(int *p) { *p = 1; }

//--- second.cpp
#include <sycl/sycl.hpp>
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((sycl::ext::oneapi::experimental::nd_range_kernel<1>))
void second_kernel(int *p) { *p = 2; }
