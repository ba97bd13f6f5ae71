#!/usr/bin/env python3
"""Generates a translation unit full of aspect attributes: N functions with
device_has / uses_aspects (plain and templated), N/3 decorated class
templates instantiated twice each, and callers using them.

--bodies tiny: one-line bodies (the worst case for relative overhead);
--bodies typical: each function also runs a small loop over an array, the
size of a simple kernel helper.

usage: gen_decorated.py N [--bodies tiny|typical] > decorated.cpp
"""
import sys

ASPECTS = ["fp16", "fp64", "atomic64", "gpu", "cpu", "accelerator"]


def body(i: int, typical: bool) -> str:
    if not typical:
        return ""
    return (f" int acc = x; for (int k = 0; k < 16; ++k) {{ acc = acc * 31 + k * {i % 7 + 1};"
            f" if (acc > 1000000) acc -= 999983; }} x = acc ^ (x >> 3);")


def main() -> None:
    n = int(sys.argv[1])
    typical = "--bodies" in sys.argv and sys.argv[sys.argv.index("--bodies") + 1] == "typical"
    out = sys.stdout
    out.write("#include <sycl/sycl.hpp>\n\n")
    classes = n // 3
    for c in range(classes):
        a = ASPECTS[c % len(ASPECTS)]
        out.write(f"template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::{a})]] C{c} {{ T v; T get() const {{ return v; }} }};\n")
    for i in range(n):
        a, b = ASPECTS[i % len(ASPECTS)], ASPECTS[(i + 1) % len(ASPECTS)]
        kind = i % 3
        if kind == 0:
            out.write(f"[[sycl::device_has(sycl::aspect::{a}, sycl::aspect::{b})]] int f{i}(int x) {{{body(i, typical)} return x + {i}; }}\n")
        elif kind == 1:
            out.write(f"template <sycl::aspect A> [[sycl::device_has(A)]] int g{i}(int x) {{{body(i, typical)} return x * 2; }}\n")
            out.write(f"int f{i}(int x) {{ return g{i}<sycl::aspect::{a}>(x); }}\n")
        else:
            out.write(f"[[__sycl_detail__::__uses_aspects__(sycl::aspect::{a})]] int f{i}(int x) {{{body(i, typical)} C{i % classes}<int> c{{x}}; C{i % classes}<long> d{{x}}; return c.get() + (int)d.get(); }}\n")
    out.write("int main() {\n  int s = 0;\n")
    for i in range(n):
        out.write(f"  s += f{i}(s);\n")
    out.write("  return s;\n}\n")


if __name__ == "__main__":
    main()
