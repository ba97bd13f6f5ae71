; A device configuration file's warnings (here a deprecated aspect) are
; printed under opt too, through LLVM's diagnostic handler, exactly once per
; run: also when the pipeline holds the pass twice with the same file, and
; also when the setup then fails (an unknown fixed target, a later file with
; errors). Inside clang the plugin prints them when it reads its arguments,
; and the pass clang runs does not print them again.
; (Before: opt never printed them, and an error after a file with warnings
; lost the warnings under opt and clang.)
; RUN: rm -rf %t && mkdir %t
; RUN: printf 'my_gpu:\n  aspects: [gpu, int64_base_atomics]\n' > %t/w.yaml
; RUN: printf 'my_fpga:\n  aspects: [fp65]\n' > %t/bad.yaml
; RUN: printf 'void f() {}\n' > %t/m.cpp
;
; RUN: cd %t && %opt -passes='sycl-propagate-aspects-usage<device-config-file=w.yaml>' -disable-output %s > opt.out 2>&1
; RUN: FileCheck --check-prefix=OPT --match-full-lines --strict-whitespace %s < %t/opt.out
; RUN: grep -c "w.yaml:2:18: warning: aspect 'int64_base_atomics' is deprecated: use atomic64 instead" %t/opt.out | FileCheck --check-prefix=ONCE %s
; The warning, its source line and caret: nothing more.
; RUN: wc -l < %t/opt.out | FileCheck --check-prefix=THREE %s
; OPT:warning: sycl-propagate-aspects-usage: w.yaml:2:18: warning: aspect 'int64_base_atomics' is deprecated: use atomic64 instead
; OPT-NEXT:  aspects: [gpu, int64_base_atomics]
; OPT-NEXT:                 ^~~~~~~~~~~~~~~~~~
; ONCE: {{^}}1{{$}}
; THREE: {{^}}3{{$}}
;
; The pipeline parsed once with the pass twice (two instances, two runs).
; RUN: cd %t && %opt -passes='sycl-propagate-aspects-usage<device-config-file=w.yaml>,sycl-propagate-aspects-usage<device-config-file=w.yaml>' -disable-output %s > twice.out 2>&1
; RUN: grep -c "w.yaml:2:18: warning: aspect 'int64_base_atomics'" %t/twice.out | FileCheck --check-prefix=ONCE %s
;
; The setup fails after the file was read: its warnings still come first.
; RUN: cd %t && not %opt -passes='sycl-propagate-aspects-usage<device-config-file=w.yaml;fixed-targets=no_such_gpu>' -disable-output %s > unknown.out 2>&1
; RUN: FileCheck --check-prefix=UNKNOWN %s < %t/unknown.out
; RUN: grep -c "w.yaml:2:18: warning: aspect 'int64_base_atomics'" %t/unknown.out | FileCheck --check-prefix=ONCE %s
; UNKNOWN: warning: sycl-propagate-aspects-usage: w.yaml:2:18: warning: aspect 'int64_base_atomics' is deprecated: use atomic64 instead
; UNKNOWN: error: sycl-propagate-aspects-usage: unknown fixed target 'no_such_gpu'
; RUN: cd %t && not %opt -passes='sycl-propagate-aspects-usage<device-config-file=w.yaml;device-config-file=bad.yaml>' -disable-output %s > bad.out 2>&1
; RUN: FileCheck --check-prefix=BAD %s < %t/bad.out
; RUN: grep -c "w.yaml:2:18: warning: aspect 'int64_base_atomics'" %t/bad.out | FileCheck --check-prefix=ONCE %s
; BAD: warning: sycl-propagate-aspects-usage: w.yaml:2:18: warning: aspect 'int64_base_atomics' is deprecated: use atomic64 instead
; BAD: error: sycl-propagate-aspects-usage: bad.yaml:2:13: error: unknown aspect 'fp65'
;
; Inside clang: printed once by the plugin, not again by the pass it runs
; (also when DPC++'s -mllvm option makes the pass resolve its own setup).
; RUN: cd %t && %clang -std=c++17 -c -o /dev/null -fplugin-arg-sycl_aspects-device-config-file=w.yaml m.cpp > clang.out 2>&1
; RUN: grep -c "w.yaml:2:18: warning: aspect 'int64_base_atomics'" %t/clang.out | FileCheck --check-prefix=ONCE %s
; RUN: cd %t && %clang -std=c++17 -c -o /dev/null -fplugin-arg-sycl_aspects-device-config-file=w.yaml -mllvm -sycl-propagate-aspects-usage-fixed-targets=my_gpu m.cpp > clang-mllvm.out 2>&1
; RUN: grep -c "w.yaml:2:18: warning: aspect 'int64_base_atomics'" %t/clang-mllvm.out | FileCheck --check-prefix=ONCE %s
; RUN: cd %t && not %clang -std=c++17 -c -o /dev/null -fplugin-arg-sycl_aspects-device-config-file=w.yaml -fplugin-arg-sycl_aspects-fixed-targets=no_such_gpu m.cpp > clang-unknown.out 2>&1
; RUN: FileCheck --check-prefix=CLANGUNKNOWN %s < %t/clang-unknown.out
; RUN: grep -c "w.yaml:2:18: warning: aspect 'int64_base_atomics'" %t/clang-unknown.out | FileCheck --check-prefix=ONCE %s
; CLANGUNKNOWN: w.yaml:2:18: warning: aspect 'int64_base_atomics' is deprecated: use atomic64 instead
; CLANGUNKNOWN: error: sycl_aspects plugin: unknown fixed target 'no_such_gpu'

define spir_kernel void @kernel() {
  ret void
}
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
