; Warnings and explain reports stay linear in the module: every chain shows
; at most 20 links (its first and last ten, with the number of calls left
; out). Before, an 8,000-function cycle with device_has on every other
; function printed 257 MB of warnings (each warning the whole rest of the
; cycle), and explain on a 5,000-function cycle wrote 1.65 GB.
;
; 8,000 functions f0 -> f1 -> ... -> f7999 -> f0; f7999 uses double; the even
; ones declare device_has() and each warns with its chain to f7999 of
; 8000 - i links: 3,990 chains are cut to 20 links plus one "... more calls"
; line, the last ten (20, 18, ..., 2 links) are printed whole: 79,910 links.
; RUN: awk 'BEGIN { n = 8000; \
; RUN:   for (i = 0; i < n; i++) { \
; RUN:     md = (i % 2 == 0) ? " !sycl_declared_aspects !1" : ""; \
; RUN:     body = (i == n - 1) ? "  %%d = fadd double 1.0, 1.0\n" : ""; \
; RUN:     printf "define void @f%%d()%%s {\n%%s  call void @f%%d()\n  ret void\n}\n", i, md, body, (i + 1) %% n } \
; RUN:   print "!sycl_aspects = !{!0}"; print "!0 = !{!\"fp64\", i32 6}"; print "!1 = !{}" }' > %t.cycle.ll
; RUN: %opt -passes=sycl-propagate-aspects-usage -disable-output %t.cycle.ll 2> %t.err
; RUN: grep -c "uses aspect 'fp64' not listed" %t.err | FileCheck --check-prefix=WARNINGS %s
; RUN: grep -c '^  f[0-9]*$' %t.err | FileCheck --check-prefix=LINKS %s
; RUN: grep -c '^  \.\.\. [0-9]* more calls \.\.\.$' %t.err | FileCheck --check-prefix=GAPS %s
; RUN: FileCheck --check-prefix=FIRST %s < %t.err
; WARNINGS: {{^}}4000{{$}}
; LINKS: {{^}}79910{{$}}
; GAPS: {{^}}3990{{$}}
; FIRST: warning: function 'f0' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; FIRST-NEXT: use is from this call chain:
; FIRST-NEXT: f0
; FIRST-COUNT-9: {{^  f[1-9]$}}
; FIRST-NEXT: ... 7980 more calls ...
; FIRST-NEXT: f7990
; FIRST-COUNT-8: {{^  f799[1-8]$}}
; FIRST-NEXT: f7999
;
; explain= on a 5,000-function cycle without entry points reports every
; function, each chain cut the same way: 210 + 4,980 x 20 = 99,810 links.
; RUN: awk 'BEGIN { n = 5000; \
; RUN:   for (i = 0; i < n; i++) { \
; RUN:     body = (i == n - 1) ? "  %%d = fadd double 1.0, 1.0\n" : ""; \
; RUN:     printf "define void @g%%d() {\n%%s  call void @g%%d()\n  ret void\n}\n", i, body, (i + 1) %% n } \
; RUN:   print "!sycl_aspects = !{!0}"; print "!0 = !{!\"fp64\", i32 6}" }' > %t.explain.ll
; RUN: rm -f %t.txt %t.json
; RUN: %opt '-passes=sycl-propagate-aspects-usage<explain=%t.txt>' -disable-output %t.explain.ll
; RUN: grep -c '^      g[0-9]*$' %t.txt | FileCheck --check-prefix=EXPLAIN-LINKS %s
; RUN: grep -c '^      \.\.\. [0-9]* more calls \.\.\.$' %t.txt | FileCheck --check-prefix=EXPLAIN-GAPS %s
; EXPLAIN-LINKS: {{^}}99810{{$}}
; EXPLAIN-GAPS: {{^}}4980{{$}}
; The JSON form marks the gap on the first step after it.
; RUN: %opt '-passes=sycl-propagate-aspects-usage<explain=%t.json>' -disable-output %t.explain.ll
; RUN: grep -c '"omitted_before": 4980,' %t.json | FileCheck --check-prefix=JSON-FIRST %s
; RUN: grep -c '"omitted_before"' %t.json | FileCheck --check-prefix=EXPLAIN-GAPS %s
; JSON-FIRST: {{^}}1{{$}}
