; Work and output stay bounded where DPC++'s walk of every call path does
; not: (1) 200 nested conditional calls, conditions accumulating down the
; chain (each function lists the pairs of the levels below it: 200 pairs at
; the kernel, quadratic output, written as shared nodes); (2) a ladder of 40
; diamonds above a conditional call (2^40 paths, each function walked at
; most twice). Both must finish well within the timeout and verify.
; RUN: { echo 'define spir_kernel void @k() {'; \
; RUN:   echo '  call void @if0(ptr @f1, ptr null, i32 0)'; echo '  ret void'; echo '}'; \
; RUN:   for i in $(seq 1 199); do \
; RUN:     echo "define void @f$i() {"; \
; RUN:     echo "  call void @if$i(ptr @f$((i+1)), ptr null, i32 $i)"; echo '  ret void, !sycl_used_aspects !1'; echo '}'; \
; RUN:   done; \
; RUN:   echo 'define void @f200() {'; echo '  ret void, !sycl_used_aspects !1'; echo '}'; \
; RUN:   for i in $(seq 0 199); do echo "declare void @if$i(ptr, ptr, i32) #0"; done; \
; RUN:   echo 'attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }'; \
; RUN:   echo '!sycl_aspects = !{!0}'; echo '!0 = !{!"fp64", i32 6}'; echo '!1 = !{i32 6}'; } > %t.chain.ll
; RUN: timeout 20 %opt -passes=sycl-propagate-aspects-usage,verify -S %t.chain.ll -o %t.chain.out
; RUN: FileCheck --check-prefix=CHAIN %s < %t.chain.out
; The kernel lists one pair per level; the innermost action one pair with
; all 200 conditions (sorted, as a SmallSet of more than 4).
; CHAIN: define spir_kernel void @k() !sycl_conditionally_used_aspects ![[K:[0-9]+]]
; CHAIN: define void @f200() !sycl_conditionally_used_aspects ![[LAST:[0-9]+]] {
; CHAIN: ![[K]] = !{![[P0:[0-9]+]], {{(![0-9]+, ){198}!}}[[PLAST:[0-9]+]]}
; CHAIN: ![[P0]] = !{![[C0:[0-9]+]], ![[FP64:[0-9]+]]}
; CHAIN-NEXT: ![[C0]] = !{i32 0}
; CHAIN-NEXT: ![[FP64]] = !{i32 6}
; CHAIN: ![[PLAST]] = !{![[CALL:[0-9]+]], ![[FP64]]}
; CHAIN-NEXT: ![[CALL]] = !{i32 0, i32 1, i32 2, {{(i32 [0-9]+, ){196}i}}32 199}
; CHAIN: ![[LAST]] = !{![[PLAST]]}

; RUN: { echo 'define spir_kernel void @k() {'; echo '  call void @d0()'; echo '  ret void'; echo '}'; \
; RUN:   for i in $(seq 0 39); do \
; RUN:     echo "define void @d$i() {"; echo "  call void @l$i()"; echo "  call void @r$i()"; echo '  ret void'; echo '}'; \
; RUN:     echo "define void @l$i() {"; echo "  call void @d$((i+1))()"; echo '  ret void'; echo '}'; \
; RUN:     echo "define void @r$i() {"; echo "  call void @d$((i+1))()"; echo '  ret void'; echo '}'; \
; RUN:   done; \
; RUN:   echo 'define void @d40() {'; echo '  call void @if(ptr @action, ptr null, i32 5)'; echo '  ret void'; echo '}'; \
; RUN:   echo 'define void @action() {'; echo '  ret void, !sycl_used_aspects !2'; echo '}'; \
; RUN:   echo 'declare void @if(ptr, ptr, i32) #0'; \
; RUN:   echo 'attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }'; \
; RUN:   echo '!sycl_aspects = !{!0, !1}'; echo '!0 = !{!"fp16", i32 5}'; echo '!1 = !{!"fp64", i32 6}'; echo '!2 = !{i32 6}'; } > %t.ladder.ll
; RUN: timeout 20 %opt -passes=sycl-propagate-aspects-usage,verify -S %t.ladder.ll -o %t.ladder.out
; RUN: FileCheck --check-prefix=LADDER %s < %t.ladder.out
; LADDER: define spir_kernel void @k() !sycl_conditionally_used_aspects ![[COND:[0-9]+]]
; LADDER: define void @d0() !sycl_conditionally_used_aspects ![[COND]] {
; LADDER: define void @r39() !sycl_conditionally_used_aspects ![[COND]] {
; LADDER: define void @action() !sycl_conditionally_used_aspects ![[COND]] {
; LADDER: ![[COND]] = !{![[PAIR:[0-9]+]]}
; LADDER-NEXT: ![[PAIR]] = !{![[FP16:[0-9]+]], ![[FP64:[0-9]+]]}
; LADDER-NEXT: ![[FP16]] = !{i32 5}
; LADDER-NEXT: ![[FP64]] = !{i32 6}
