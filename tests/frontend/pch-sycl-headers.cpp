// The SYCL headers from a precompiled header: the plugin cannot read the
// aspect attributes stored there (its state is not in the PCH), so every
// aspect they declare would be lost; it is an error, not silence.
// RUN: %clang -std=c++17 -x c++-header %headers/sycl/sycl.hpp -o %t.pch
// RUN: not %clang -std=c++17 -include-pch %t.pch -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s < %t.err
// CHECK: error: sycl_aspects plugin: the SYCL headers come from a precompiled header or module ('{{.*}}.pch'); the plugin cannot read the aspect attributes stored there, so the aspects they declare would be lost; include the SYCL headers as source instead
// Without the PCH the same file compiles and records the aspect.
// RUN: %clang -std=c++17 -include sycl/sycl.hpp -S -emit-llvm %s -o %t.src.ll
// RUN: FileCheck --check-prefix=SRC %s < %t.src.ll
// SRC: define {{.*}}@_Z1fv() {{.*}}!sycl_declared_aspects

[[sycl::device_has(sycl::aspect::fp16)]] void f() {}
