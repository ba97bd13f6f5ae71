#!/usr/bin/env python3
"""Generates an LLVM IR module for benchmarking sycl-propagate-aspects-usage.

N functions form a random call DAG (each calls up to 4 later functions) plus
some back edges that create cycles; 5% of the functions use a struct type
that carries an aspect, 5% use double, 2% have !sycl_used_aspects, 1% have
device_has; 1% are spir_kernel entry points. Deterministic for a given seed.

usage: gen_module.py N [seed] > module.ll
"""
import random
import sys


def main() -> None:
    n = int(sys.argv[1])
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    out = sys.stdout
    out.write("%Half = type { half }\n%Atomic = type { i64 }\n")
    out.write("%Wrap = type { [2 x %Half], i32 }\n%Plain = type { i32, ptr }\n\n")
    for i in range(n):
        cc = "spir_kernel " if i % 100 == 0 else ""
        md = []
        if rng.random() < 0.02:
            md.append("!sycl_used_aspects !10")
        if rng.random() < 0.01:
            md.append("!sycl_declared_aspects !11")
        out.write(f"define {cc}void @f{i}(ptr %p) {' '.join(md)} {{\n")
        out.write("  %a = alloca %Plain\n  %g = getelementptr %Plain, ptr %a, i32 0, i32 0\n")
        out.write("  %v = load i32, ptr %g\n  %w = add i32 %v, 1\n  store i32 %w, ptr %g\n")
        r = rng.random()
        if r < 0.05:
            out.write("  %h = alloca %Wrap\n")
        elif r < 0.10:
            out.write("  %d = sitofp i32 %w to double\n  %e = fadd double %d, 1.0\n")
        callees = set()
        if i + 1 < n:
            for _ in range(rng.randint(1, 4)):
                callees.add(rng.randint(i + 1, min(n - 1, i + 1 + max(10, n // 10))))
        if i > 10 and rng.random() < 0.01:
            callees.add(rng.randint(max(0, i - 10), i - 1))  # back edge: a cycle
        for c in sorted(callees):
            out.write(f"  call void @f{c}(ptr %p)\n")
        out.write("  ret void\n}\n\n")
    out.write("!sycl_aspects = !{!0, !1, !2, !3}\n")
    out.write('!0 = !{!"fp16", i32 5}\n!1 = !{!"fp64", i32 6}\n!2 = !{!"atomic64", i32 28}\n!3 = !{!"gpu", i32 2}\n')
    out.write("!sycl_types_that_use_aspects = !{!4, !5}\n")
    out.write('!4 = !{!"Half", i32 5}\n!5 = !{!"Atomic", i32 28}\n')
    out.write("!10 = !{i32 28}\n!11 = !{i32 5, i32 6}\n")


if __name__ == "__main__":
    main()
