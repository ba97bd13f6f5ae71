; Unknown pass parameters are a clear error, reported once.
; RUN: not %opt -passes='sycl-propagate-aspects-usage<colour=red>' -disable-output %s 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: grep -c "unknown parameter" %t.err | FileCheck --check-prefix=ONCE %s
; CHECK: error: sycl-propagate-aspects-usage: unknown parameter 'colour'; expected fixed-targets=a;b, exclude-aspects=x;y, explain=<file>, device-config-file=<file>, no-validate or warn-implicit-fp64
; ONCE: {{^1$}}
; no-validate silences the device_has warnings.
; RUN: %opt -passes='sycl-propagate-aspects-usage<no-validate>' -disable-output %s 2>&1 | count 0
define void @f() !sycl_declared_aspects !1 {
  %d = fadd double 1.0, 1.0
  ret void
}
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
!1 = !{}
