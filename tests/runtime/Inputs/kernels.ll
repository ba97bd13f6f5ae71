; Device code for the runtime end-to-end tests, as the plugin and the
; propagation pass leave it: SPIR kernels carrying !sycl_used_aspects,
; !intel_reqd_sub_group_size and !reqd_work_group_size (our aspect numbering:
; 2 = gpu, 6 = fp64). make-images.sh turns it into an image directory.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external local_unnamed_addr addrspace(1) constant <3 x i64>

; p[i] += 1: needs nothing.
define spir_kernel void @add_one(ptr addrspace(1) %p) {
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %i = extractelement <3 x i64> %gid, i64 0
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i
  %v = load i32, ptr addrspace(1) %a
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %a
  ret void
}

; p[i] *= f in double precision: needs fp64.
define spir_kernel void @scale_f64(ptr addrspace(1) %p, double %f) !sycl_used_aspects !0 {
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %i = extractelement <3 x i64> %gid, i64 0
  %a = getelementptr inbounds double, ptr addrspace(1) %p, i64 %i
  %v = load double, ptr addrspace(1) %a
  %w = fmul double %v, %f
  store double %w, ptr addrspace(1) %a
  ret void
}

; [[sycl::device_has(aspect::gpu)]]
define spir_kernel void @needs_gpu(ptr addrspace(1) %p) !sycl_used_aspects !1 {
  store i32 7, ptr addrspace(1) %p
  ret void
}

; [[sycl::reqd_sub_group_size(7)]]: no device has sub-groups of 7.
define spir_kernel void @sub_group_7(ptr addrspace(1) %p) !intel_reqd_sub_group_size !2 {
  store i32 7, ptr addrspace(1) %p
  ret void
}

; [[sycl::reqd_work_group_size(65536, 1, 1)]]: more than a CPU's 8192.
define spir_kernel void @work_group_65536(ptr addrspace(1) %p) !reqd_work_group_size !3 {
  store i32 7, ptr addrspace(1) %p
  ret void
}

!0 = !{i32 6}
!1 = !{i32 2}
!2 = !{i32 7}
!3 = !{i32 65536, i32 1, i32 1}
