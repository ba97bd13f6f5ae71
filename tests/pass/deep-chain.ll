; A 100,000-deep call chain is handled without recursion: the aspect used
; at the bottom reaches the top, and the warning's chain is complete.
; RUN: awk 'BEGIN { n = 100000; \
; RUN:   print "define void @f0() !sycl_declared_aspects !{} {\n  call void @f1()\n  ret void\n}"; \
; RUN:   for (i = 1; i < n; i++) printf "define void @f%d() {\n  call void @f%d()\n  ret void\n}\n", i, i + 1; \
; RUN:   printf "define void @f%d() {\n  %%%%d = fadd double 1.0, 1.0\n  ret void\n}\n", n; \
; RUN:   print "!sycl_aspects = !{!0}"; print "!0 = !{!\"fp64\", i32 6}" }' > %t.ll
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %t.ll -o %t.out.ll 2> %t.err
; RUN: FileCheck --check-prefix=IR %s < %t.out.ll
; RUN: FileCheck --check-prefix=WARN %s < %t.err
; RUN: grep -c '^  f[0-9]*$' %t.err | FileCheck --check-prefix=LEN %s
; IR: define void @f0() !sycl_declared_aspects ![[EMPTY:[0-9]+]] !sycl_used_aspects ![[FP64:[0-9]+]]
; IR: define void @f50000() !sycl_used_aspects ![[FP64]]
; IR: ![[FP64]] = !{i32 6}
; WARN: warning: function 'f0' uses aspect 'fp64' not listed in 'sycl::device_has'
; WARN-NEXT: use is from this call chain:
; WARN-NEXT: f0
; WARN-NEXT: f1
; WARN: f100000
; WARN-NEXT: compile with '-g' to get source location
; LEN: {{^}}100001{{$}}
