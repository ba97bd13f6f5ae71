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
// A response file that includes itself, directly or through others, is an
// error naming the cycle (before: caught only by the depth limit, as "nested
// more than 16 levels deep").
// RUN: echo "@%t/self.rsp" > %t/self.rsp
// RUN: not %sycl-clang --sycl-print-command @%t/self.rsp 2>&1 | FileCheck --check-prefix=SELF %s
// SELF: sycl-clang: error: response file '{{.*}}self.rsp' includes itself ({{.*}}self.rsp -> {{.*}}self.rsp): it would expand forever
// RUN: echo "-c @%t/b.rsp" > %t/a.rsp && echo "@%t/a.rsp" > %t/b.rsp
// RUN: not %sycl-clang --sycl-print-command @%t/a.rsp 2>&1 | FileCheck --check-prefix=CYCLE %s
// CYCLE: sycl-clang: error: response file '{{.*}}a.rsp' includes itself ({{.*}}a.rsp -> {{.*}}b.rsp -> {{.*}}a.rsp): it would expand forever
// A file naming the same other file twice is no cycle.
// RUN: echo "-DX" > %t/leaf.rsp && echo "@%t/leaf.rsp @%t/leaf.rsp" > %t/twice.rsp
// RUN: %sycl-clang --sycl-print-command @%t/twice.rsp -c %s | FileCheck --check-prefix=TWICE %s
// TWICE: -DX -DX -c
// Nesting is limited to 16 levels: 17 distinct files.
// RUN: for i in $(seq 0 16); do echo "-DL$i @%t/n$((i+1)).rsp" > %t/n$i.rsp; done
// RUN: not %sycl-clang --sycl-print-command @%t/n0.rsp 2>&1 | FileCheck --check-prefix=DEEP %s
// DEEP: sycl-clang: error: response file '{{.*}}n16.rsp' is nested more than 16 levels deep
// The expansion is bounded in total: 10 files each naming the next 10
// times would expand to 10^10 arguments (before: re-read each time, until
// memory ran out); now an error at 1,000,000, fast and in little memory.
// RUN: echo "-DLEAF" > %t/m10.rsp
// RUN: for i in $(seq 0 9); do for j in $(seq 10); do echo "@%t/m$((i+1)).rsp"; done > %t/m$i.rsp; done
// RUN: (ulimit -v 400000 && not timeout 10 %sycl-clang --sycl-print-command @%t/m0.rsp) 2>&1 | FileCheck --check-prefix=BOMB %s
// BOMB: sycl-clang: error: response files expand to more than 1,000,000 arguments or 64 MiB (while expanding '{{.*}}m{{[0-9]+}}.rsp'); do they name one another repeatedly?
// The same with no argument at the bottom (only inclusions) ends too.
// RUN: : > %t/m10.rsp
// RUN: (ulimit -v 400000 && not timeout 10 %sycl-clang --sycl-print-command @%t/m0.rsp) 2>&1 | FileCheck --check-prefix=BOMB %s
// A response file over 16 MiB is refused, naming the limit.
// RUN: truncate -s 17M %t/big.rsp
// RUN: not %sycl-clang --sycl-print-command @%t/big.rsp 2>&1 | FileCheck --check-prefix=BIG %s
// BIG: sycl-clang: error: cannot read response file '{{.*}}big.rsp': larger than 16 MiB, the limit for a response file
SYCL_EXTERNAL void f() {}
