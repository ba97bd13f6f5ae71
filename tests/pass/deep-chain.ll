; A 100,000-deep call chain is handled without recursion: the aspect used
; at the bottom reaches the top, and the warning's chain shows its first and
; last ten links with the exact number of calls in between (a chain is
; capped at 20 links so that warnings stay linear in the module).
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
; WARN: warning: function 'f0' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; WARN-NEXT: use is from this call chain:
; WARN-NEXT: f0
; WARN-NEXT: f1
; WARN-NEXT: f2
; WARN-NEXT: f3
; WARN-NEXT: f4
; WARN-NEXT: f5
; WARN-NEXT: f6
; WARN-NEXT: f7
; WARN-NEXT: f8
; WARN-NEXT: f9
; WARN-NEXT: ... 99981 more calls ...
; WARN-NEXT: f99991
; WARN-NEXT: f99992
; WARN-NEXT: f99993
; WARN-NEXT: f99994
; WARN-NEXT: f99995
; WARN-NEXT: f99996
; WARN-NEXT: f99997
; WARN-NEXT: f99998
; WARN-NEXT: f99999
; WARN-NEXT: f100000
; WARN-NEXT: compile with '-g' to get source location
; LEN: {{^}}20{{$}}
