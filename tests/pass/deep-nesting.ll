; Types and constant expressions nested arbitrarily deep are walked without
; recursion and without a depth cut-off: a struct nested 100,000 levels by
; value (which `-passes=verify` accepts) used to overflow the stack
; (SIGSEGV); a constant expression nested 12 levels used to lose the aspect
; of the global at its bottom (cut off at 8, silently); the explanation of a
; type nested more than 64 levels blamed `double` instead of the decorated
; struct. The stack is set to 8 MiB (a common default) so the old recursion
; fails whatever the machine's own setting (an unlimited stack hid it).
; RUN: python3 %S/Inputs/deep-nesting.py struct 100000 > %t.struct.ll
; RUN: ulimit -s 8192 && %opt -passes=sycl-propagate-aspects-usage,verify -S %t.struct.ll -o - | FileCheck --check-prefix=IR %s
; RUN: python3 %S/Inputs/deep-nesting.py struct 100 > %t.struct100.ll
; RUN: ulimit -s 8192 && %opt -passes='sycl-propagate-aspects-usage<explain=%t.txt>' -disable-output %t.struct100.ll
; RUN: FileCheck --check-prefix=EXPLAIN %s < %t.txt
; RUN: python3 %S/Inputs/deep-nesting.py cexpr 12 > %t.cexpr.ll
; RUN: ulimit -s 8192 && %opt -passes=sycl-propagate-aspects-usage,verify -S %t.cexpr.ll -o - | FileCheck --check-prefix=IR %s

; IR: define void @f({{.*}}) !sycl_used_aspects ![[USED:[0-9]+]]
; IR: ![[USED]] = !{i32 5}

; EXPLAIN: fp16 (5): type void (%T99) (contains T0) used in 'f'
