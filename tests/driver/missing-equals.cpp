// The design spellings are single arguments with '=': the two-argument form is
// rejected by the wrapper itself (exit status 1, clang is not run).
// RUN: not %sycl-clang -fsycl-fixed-targets intel_gpu_tgllp -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck --match-full-lines %s
// RUN: %sycl-clang -fsycl-fixed-targets intel_gpu_tgllp -c %s -o %t.o 2>/dev/null; test $? -eq 1
// CHECK: sycl-clang: error: '-fsycl-fixed-targets' needs a value in the same argument: '-fsycl-fixed-targets=<target>,...'
// CHECK-EMPTY:
