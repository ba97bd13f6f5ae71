"""Writes a module whose types or constant expressions nest DEPTH levels.

struct: %T0 = { half } (decorated with fp16); %Tk = { i32, %T(k-1) } by
value; @f takes %T(DEPTH-1) by value (no alloca: LLVM's own data layout
code recurses over struct layouts and would overflow first).
cexpr: @f stores add(add(...ptrtoint @g..., ptrtoint @z), ...) with @g of
the decorated type innermost.
"""
import sys

shape, depth = sys.argv[1], int(sys.argv[2])
print('%T0 = type { half }')
if shape == 'struct':
    for i in range(1, depth):
        print(f'%T{i} = type {{ i32, %T{i - 1} }}')
    print(f'define void @f(%T{depth - 1} %x) {{\n  ret void\n}}')
else:
    print('@g = global %T0 zeroinitializer\n@z = global i32 0\n@out = global i64 0')
    e = 'ptrtoint (ptr @g to i64)'
    for _ in range(depth):
        e = f'add (i64 {e}, i64 ptrtoint (ptr @z to i64))'
    print(f'define void @f() {{\n  store i64 {e}, ptr @out\n  ret void\n}}')
print('!sycl_aspects = !{!0}\n!0 = !{!"fp16", i32 5}')
print('!sycl_types_that_use_aspects = !{!1}\n!1 = !{!"T0", i32 5}')
