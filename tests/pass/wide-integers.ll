; Integers are read at full width, never truncated: a value wider than 64
; bits or outside i32 is rejected with the "ignoring malformed" warning that
; names it as written (i128 2^64+6 used to become 6, i.e. fp64); a
; conditional call's i64 condition 2^32+5 used to become 5 (fp16); the
; required work-group size 4194304x2097152x2097152 (2^64 work-items) used to
; wrap to 0 in u64 and escape the 1024 limit. (Our merged conditional form
; keeps a pair whose only condition was rejected; DPC++'s drops it.)
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=nvidia_gpu_sm_80;conditional-aspects=merged>,verify' -S %s -o %t.ll 2> %t.err
; RUN: FileCheck --check-prefix=WARN %s < %t.err
; RUN: FileCheck --check-prefix=IR %s < %t.ll

; WARN-DAG: warning: ignoring malformed !sycl_aspects: entry 2: value i128 18446744073709551621 does not fit in i32
; WARN-DAG: warning: ignoring malformed !sycl_used_aspects on function 'wide_used': operand 0: value i128 18446744073709551622 does not fit in i32
; WARN-DAG: warning: ignoring malformed !sycl_types_that_use_aspects: entry for 'Wide': operand 1: value i128 18446744073709551621 does not fit in i32
; WARN-DAG: warning: sycl-propagate-aspects-usage: function 'conditional': condition 0 of a conditional call, i64 4294967301, does not fit in i32 (ignored)
; WARN-DAG: warning: function 'huge_work_group' requires work-group size 4194304x2097152x2097152 (18446744073709551616 work-items), more than fixed target 'nvidia_gpu_sm_80' allows (1024)

; Neither fp64 (6) nor fp16 (5) appears: nothing was truncated into them.
; IR-NOT: !{i32 6}
; IR-NOT: !{i32 5}
; IR: define void @wide_used()
; IR-NOT: !{i32 6}
; IR-NOT: !{i32 5}
; IR: define void @conditional() !sycl_conditionally_used_aspects ![[COND:[0-9]+]]
; IR-NOT: !{i32 6}
; IR-NOT: !{i32 5}
; IR: ![[COND]] = !{![[ENTRY:[0-9]+]]}
; IR: ![[ENTRY]] = !{![[NOCOND:[0-9]+]], ![[ATOMIC64:[0-9]+]]}
; IR: ![[NOCOND]] = !{}
; IR: ![[ATOMIC64]] = !{i32 28}
; IR-NOT: !{i32 6}
; IR-NOT: !{i32 5}

%Wide = type { i32 }

define void @wide_used() !sycl_used_aspects !10 {
  ret void
}

define void @conditional() {
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i64 4294967301)
  ret void
}
define void @action(ptr %0) !sycl_used_aspects !11 {
  %w = alloca %Wide
  ret void
}
declare void @call_if_on_device_conditionally(ptr, ptr, i64) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

define spir_kernel void @huge_work_group() !reqd_work_group_size !12 {
  ret void
}

!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"atomic64", i32 28}
!2 = !{!"fp64", i128 18446744073709551621}
!sycl_types_that_use_aspects = !{!3}
!3 = !{!"Wide", i128 18446744073709551621}
!10 = !{i128 18446744073709551622}
!11 = !{i32 28}
!12 = !{i32 2097152, i32 2097152, i32 4194304}
