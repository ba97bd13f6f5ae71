; Malformed !reqd_work_group_size / !intel_reqd_sub_group_size get the same
; "ignoring malformed" warning as every other kind (they used to be skipped
; silently); well-formed ones are silent. Checked with or without fixed
; targets. Work-group sizes beyond 32 bits are well formed (DPC++ takes them
; up to 64 bits, `reqd_work_group_size_uint64_t`); sub-group sizes are not.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -disable-output %s 2> %t.err
; RUN: FileCheck --implicit-check-not=warning: %s < %t.err
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=nvidia_gpu_sm_80>,verify' -disable-output %s 2> %t.fixed.err
; RUN: FileCheck --check-prefixes=CHECK,FIXED --implicit-check-not=warning: %s < %t.fixed.err

; CHECK: warning: ignoring malformed !reqd_work_group_size on function 'four_dims': 4 operands, expected 1 to 3 operands
; CHECK: warning: ignoring malformed !reqd_work_group_size on function 'string_dim': operand 1 is not an integer constant
; CHECK: warning: ignoring malformed !reqd_work_group_size on function 'zero_dim': operand 0: 0 is not a positive size
; CHECK: warning: ignoring malformed !reqd_work_group_size on function 'empty': 0 operands, expected 1 to 3 operands
; CHECK: warning: ignoring malformed !intel_reqd_sub_group_size on function 'two_sizes': 2 operands, expected 1 operand
; CHECK: warning: ignoring malformed !intel_reqd_sub_group_size on function 'wide_size': operand 0: value i128 18446744073709551624 does not fit in i32

define spir_kernel void @four_dims() !reqd_work_group_size !10 {
  ret void
}
define spir_kernel void @string_dim() !reqd_work_group_size !11 {
  ret void
}
define spir_kernel void @zero_dim() !reqd_work_group_size !12 {
  ret void
}
define spir_kernel void @empty() !reqd_work_group_size !13 {
  ret void
}
define spir_kernel void @two_sizes() !intel_reqd_sub_group_size !14 {
  ret void
}
define spir_kernel void @wide_size() !intel_reqd_sub_group_size !15 {
  ret void
}
define spir_kernel void @fine() !reqd_work_group_size !16 !intel_reqd_sub_group_size !17 {
  ret void
}
; CHECK: warning: ignoring malformed !intel_reqd_sub_group_size on function 'wide_sub_group': operand 0: 4294967296 is not a positive i32 size
define spir_kernel void @wide_sub_group() !intel_reqd_sub_group_size !19 {
  ret void
}
; (A fixed target's limit applies to it, as to any size.)
; FIXED: warning: function 'wide_work_group' requires work-group size 4294967296x4294967295x2 (36893488138829168640 work-items), more than fixed target 'nvidia_gpu_sm_80' allows (1024)
define spir_kernel void @wide_work_group() !reqd_work_group_size !18 {
  ret void
}

!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
!10 = !{i32 1, i32 2, i32 3, i32 4}
!11 = !{i32 1, !"two"}
!12 = !{i32 0, i32 1, i32 1}
!13 = !{}
!14 = !{i32 8, i32 16}
!15 = !{i128 18446744073709551624}
!16 = !{i32 4, i32 8, i32 16}
!17 = !{i32 32}
!18 = !{i32 2, i64 4294967295, i64 4294967296}
!19 = !{i64 4294967296}
