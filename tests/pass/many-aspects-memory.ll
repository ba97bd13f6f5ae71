; Memory for call chains is sized by the functions that reach each aspect,
; not by (aspects x functions): a kernel with device_has() calling 2,000
; functions that each use their own aspect, next to 100,000 unrelated
; functions, warns 2,000 times within a 1 GB address space. Before, every
; warned aspect kept a next-hop entry for all 102,001 functions (2.5 GB, 11 s;
; the same limit aborted).
; RUN: awk 'BEGIN { a = 2000; n = 100000; \
; RUN:   printf "define void @k() !sycl_declared_aspects !{} {\n"; for (i = 0; i < a; i++) printf "  call void @u%%d()\n", i; print "  ret void\n}"; \
; RUN:   for (i = 0; i < a; i++) printf "define void @u%%d() {\n  %%%%x = add i32 1, 2, !sycl_used_aspects !%%d\n  ret void\n}\n", i, i + 1; \
; RUN:   for (i = 0; i < n; i++) printf "define void @p%%d() {\n  ret void\n}\n", i; \
; RUN:   printf "!sycl_aspects = !{"; for (i = 0; i < a; i++) printf "%%s!%%d", (i ? ", " : ""), a + 1 + i; print "}"; \
; RUN:   for (i = 0; i < a; i++) printf "!%%d = !{i32 %%d}\n", i + 1, 100 + i; \
; RUN:   for (i = 0; i < a; i++) printf "!%%d = !{!\"asp%%d\", i32 %%d}\n", a + 1 + i, i, 100 + i }' > %t.ll
; RUN: sh -c 'ulimit -v 1000000 && exec %opt -passes=sycl-propagate-aspects-usage -disable-output %t.ll' 2> %t.err
; RUN: grep -c "^warning: function 'k' uses aspect 'asp[0-9]*' not listed in its 'sycl::device_has' attribute$" %t.err | FileCheck --check-prefix=COUNT %s
; RUN: FileCheck --check-prefix=CHAIN %s < %t.err
; COUNT: {{^}}2000{{$}}
; CHAIN: warning: function 'k' uses aspect 'asp0' not listed in its 'sycl::device_has' attribute
; CHAIN-NEXT: use is from this call chain:
; CHAIN-NEXT: k
; CHAIN-NEXT: u0
