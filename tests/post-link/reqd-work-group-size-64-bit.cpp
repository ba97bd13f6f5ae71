// Required work-group sizes beyond 32 bits compile, as in DPC++ (SYCL-CTS
// and DPC++'s e2e tests write 4294967295 and 4294967296): the metadata
// holds each operand as an i32 when it fits, else an i64 (the width of
// the constant's type, as DPC++'s clang writes it); the propagation pass
// takes it as well formed; post-link writes DPC++'s
// `reqd_work_group_size_uint64_t` property; the aspect filter drops the
// image only for a target whose limit it exceeds; the runtime library
// rejects it when it is submitted to a device that cannot run it.
// RUN: rm -rf %t && mkdir %t
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -c -emit-llvm %s -o %t/k.bc 2> %t/warnings
// RUN: FileCheck %s --check-prefix=NONE --allow-empty --input-file=%t/warnings
// NONE-NOT: {{.}}
// RUN: llvm-dis %t/k.bc -o - | FileCheck %s --check-prefix=IR
// RUN: %sycl-post-link -split=kernel -symbols -properties -o %t/k.table %t/k.bc
// RUN: cat %t/k_0.sym %t/k_1.sym | FileCheck %s --check-prefix=SYM
// RUN: %sycl-post-link --print-properties %t/k_0.prop | FileCheck %s --check-prefix=PROP0
// RUN: %sycl-post-link --print-properties %t/k_1.prop | FileCheck %s --check-prefix=PROP1
// RUN: printf 'small_gpu:\n  aspects: [gpu]\n  max-work-group-size: 1024\nno_limit_gpu:\n  aspects: [gpu]\n' > %t/targets.yaml
// RUN: %sycl-aspect-filter -target=small_gpu -device-config-file=%t/targets.yaml %t/k.table | FileCheck %s --check-prefix=SMALL
// RUN: %sycl-aspect-filter -target=no_limit_gpu -device-config-file=%t/targets.yaml %t/k.table | FileCheck %s --check-prefix=NOLIMIT
#include <sycl/sycl.hpp>

// IR-DAG: define {{.*}}@_Z6singlePi({{.*}} !reqd_work_group_size ![[SINGLE:[0-9]+]]
SYCL_EXTERNAL [[sycl::reqd_work_group_size(4294967296)]] void single(int *p) { p[0] = 1; }
// IR-DAG: define {{.*}}@_Z5threePi({{.*}} !reqd_work_group_size ![[THREE:[0-9]+]]
SYCL_EXTERNAL [[sycl::reqd_work_group_size(8, 4294967295, 2)]] void three(int *p) { p[0] = 2; }

// IR-DAG: ![[SINGLE]] = !{i64 4294967296}
// IR-DAG: ![[THREE]] = !{i32 2, i64 4294967295, i32 8}

// SYM: _Z6singlePi
// SYM-NEXT: _Z5threePi
// PROP0: reqd_work_group_size_uint64_t = uint64[1] [4294967296]
// PROP1: reqd_work_group_size_uint64_t = uint64[3] [2, 4294967295, 8]

// SMALL: [Code|Properties|Symbols]
// SMALL-NOT: k_
// NOLIMIT: [Code|Properties|Symbols]
// NOLIMIT-DAG: k_0.bc|{{.*}}k_0.prop|{{.*}}k_0.sym
// NOLIMIT-DAG: k_1.bc|{{.*}}k_1.prop|{{.*}}k_1.sym
