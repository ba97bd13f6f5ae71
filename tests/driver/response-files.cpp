// Response files are expanded before translation, as clang would: the
// design's spellings inside them are translated (before: passed to clang
// as '@file', so -fsycl-fixed-targets inside reached clang untranslated).
// RUN: rm -rf %t && mkdir %t
// RUN: printf -- "-fsycl-fixed-targets=intel_gpu_pvc '-DNAME=a b'\n@%t/inner.rsp\n" > %t/outer.rsp
// RUN: printf -- '-fsycl-targets=intel_gpu_pvc "-DQ=\\"x y\\""\n' > %t/inner.rsp
// RUN: %sycl-clang --sycl-print-command @%t/outer.rsp -c %s -o %t.o | FileCheck %s
// CHECK: -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc '-DNAME=a b' -fplugin-arg-sycl_aspects-targets=intel_gpu_pvc '-DQ="x y"' -c
// An @name that is no file stays as written (clang's rule).
// RUN: %sycl-clang --sycl-print-command @%t/missing.rsp | FileCheck --check-prefix=MISSING %s
// MISSING: @{{.*}}missing.rsp
// A response file that includes itself is an error, not a loop.
// RUN: echo "@%t/self.rsp" > %t/self.rsp
// RUN: not %sycl-clang --sycl-print-command @%t/self.rsp 2>&1 | FileCheck --check-prefix=SELF %s
// SELF: sycl-clang: error: response file '{{.*}}self.rsp' is nested more than 16 levels deep (does it include itself?)
SYCL_EXTERNAL void f() {}
