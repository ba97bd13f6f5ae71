; Two kernels: the first image is staged before the second one's
; SYCL_EXTERNAL check warns (closed-pipe-leaves-no-temporaries.test).
target triple = "spir64-unknown-unknown"

define spir_kernel void @quiet() {
  ret void
}

define spir_kernel void @loud() {
  call spir_func void @uses_fp64()
  ret void
}

define spir_func void @uses_fp64() !sycl_used_aspects !1 {
  ret void
}

!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
!1 = !{i32 6}
