; Unknown pass parameters are a clear error, reported once.
; RUN: not %opt -passes='sycl-propagate-aspects-usage<colour=red>' -disable-output %s 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: grep -c "unknown parameter" %t.err | FileCheck --check-prefix=ONCE %s
; CHECK: error: sycl-propagate-aspects-usage: unknown parameter 'colour'; expected fixed-targets=a;b, exclude-aspects=x;y, explain=<file>, device-config-file=<file>, conditional-aspects=dpcpp|merged, no-validate, warn-implicit-fp64, defer-fp64 or rerun
; ONCE: {{^1$}}
; A flag given a value, or explain= / device-config-file= without a file name,
; is told exactly that (they used to be "unknown parameter" / a failed write
; to ''). opt's own second line, "unknown pass name", cannot be suppressed
; from a plugin in LLVM 16 (docs/robustness.md).
; RUN: not %opt -passes='sycl-propagate-aspects-usage<no-validate=1>' -disable-output %s 2>&1 | FileCheck --check-prefix=FLAG %s
; FLAG: error: sycl-propagate-aspects-usage: parameter 'no-validate' takes no value; write 'no-validate', not 'no-validate=1'
; RUN: not %opt -passes='sycl-propagate-aspects-usage<warn-implicit-fp64=yes>' -disable-output %s 2>&1 | FileCheck --check-prefix=FLAG2 %s
; FLAG2: error: sycl-propagate-aspects-usage: parameter 'warn-implicit-fp64' takes no value; write 'warn-implicit-fp64', not 'warn-implicit-fp64=yes'
; RUN: not %opt -passes='sycl-propagate-aspects-usage<explain=>' -disable-output %s 2>&1 | FileCheck --check-prefix=EXPLAIN %s
; EXPLAIN: error: sycl-propagate-aspects-usage: parameter 'explain=' needs a file name (or '-' for stderr): explain=<file>
; RUN: not %opt -passes='sycl-propagate-aspects-usage<device-config-file=>' -disable-output %s 2>&1 | FileCheck --check-prefix=CONFIG %s
; CONFIG: error: sycl-propagate-aspects-usage: parameter 'device-config-file=' needs a file name: device-config-file=<file>
; no-validate silences the device_has warnings.
; An empty name inside a list (or an empty list) is a mistake, as for the
; plugin arguments, not silently dropped.
; RUN: not %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc;;intel_gpu_dg1>' -disable-output %s 2>&1 | FileCheck --check-prefix=EMPTY-ITEM %s
; EMPTY-ITEM: error: sycl-propagate-aspects-usage: parameter 'fixed-targets=' has an empty name in its list; expected fixed-targets=a;b
; RUN: not %opt -passes='sycl-propagate-aspects-usage<exclude-aspects=>' -disable-output %s 2>&1 | FileCheck --check-prefix=EMPTY-LIST %s
; EMPTY-LIST: error: sycl-propagate-aspects-usage: parameter 'exclude-aspects=' has an empty name in its list; expected exclude-aspects=a;b
; RUN: %opt -passes='sycl-propagate-aspects-usage<no-validate>' -disable-output %s 2>&1 | count 0
define void @f() !sycl_declared_aspects !1 {
  %d = fadd double 1.0, 1.0
  ret void
}
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
!1 = !{}
