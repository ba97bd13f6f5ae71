; Two kernels with the same (no) requirements, which -split=auto puts in one
; image, and one that needs fp64 in another.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external local_unnamed_addr addrspace(1) constant <3 x i64>

define spir_kernel void @add_one(ptr addrspace(1) %p) {
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %i = extractelement <3 x i64> %gid, i64 0
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i
  %v = load i32, ptr addrspace(1) %a
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %a
  ret void
}

define spir_kernel void @times_two(ptr addrspace(1) %p) {
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %i = extractelement <3 x i64> %gid, i64 0
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i
  %v = load i32, ptr addrspace(1) %a
  %w = shl i32 %v, 1
  store i32 %w, ptr addrspace(1) %a
  ret void
}

define spir_kernel void @scale_f64(ptr addrspace(1) %p, double %f) !sycl_used_aspects !0 {
  ret void
}

!0 = !{i32 6}
