#!/usr/bin/env python3
"""Stress benchmark (issue 9, scope item 3; not a test): wall time and peak
memory (max RSS, /usr/bin/time) of `opt` running sycl-propagate-aspects-usage
(or esimd-verifier) on the worst module shapes at growing sizes, and the growth per step
against linear.

Shapes:
  cycle-warnings  an N-function call cycle, device_has() on every other
                  function, the last one uses double: N/2 warnings with
                  chains through the cycle (was quadratic output);
  cycle-explain   an N-function cycle without entry points, explain= to a
                  JSON file: every function reported (was quadratic output);
  many-aspects    a kernel with device_has() calling N/50 functions that each
                  use their own aspect, next to N plain functions (was
                  aspects x functions memory);
  deep-chain      an N-deep call chain, the bottom uses double, the top
                  declares device_has();
  deep-struct     a struct nested N levels by value, used by one function.
  esimd-api-chain an ESIMD kernel calling an N-deep chain whose every
                  function calls sycl::sqrt, which ESIMD code may not:
                  N esimd-verifier errors with ever longer chains (was
                  quadratic time and memory);
  esimd-sub-group an ESIMD kernel calling an N-deep chain whose bottom
                  requires sub-group size 8 (was quadratic time).

usage: benches/stress.py [--plugin target/release/libsycl_aspects.so]
                         [--sizes 10000,20000,40000] [--shapes a,b]
Run it under `flock /tmp/build.lock` on a shared machine.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ASPECTS = '!sycl_aspects = !{!0}\n!0 = !{!"fp64", i32 6}\n'


def cycle(n, device_has):
    out = []
    for i in range(n):
        md = " !sycl_declared_aspects !1" if device_has and i % 2 == 0 else ""
        body = "  %d = fadd double 1.0, 1.0\n" if i == n - 1 else ""
        out.append(f"define void @f{i}(){md} {{\n{body}  call void @f{(i + 1) % n}()\n  ret void\n}}\n")
    return "".join(out) + ASPECTS + ("!1 = !{}\n" if device_has else "")


def many_aspects(n):
    a = max(1, n // 50)
    out = ["define void @k() !sycl_declared_aspects !{} {\n"]
    out += [f"  call void @u{i}()\n" for i in range(a)]
    out.append("  ret void\n}\n")
    out += [f"define void @u{i}() {{\n  %x = add i32 1, 2, !sycl_used_aspects !{i + 1}\n  ret void\n}}\n" for i in range(a)]
    out += [f"define void @p{i}() {{\n  ret void\n}}\n" for i in range(n)]
    out.append("!sycl_aspects = !{" + ", ".join(f"!{a + 1 + i}" for i in range(a)) + "}\n")
    out += [f"!{i + 1} = !{{i32 {100 + i}}}\n" for i in range(a)]
    out += [f'!{a + 1 + i} = !{{!"asp{i}", i32 {100 + i}}}\n' for i in range(a)]
    return "".join(out)


def deep_chain(n):
    out = ["define void @f0() !sycl_declared_aspects !{} {\n  call void @f1()\n  ret void\n}\n"]
    out += [f"define void @f{i}() {{\n  call void @f{i + 1}()\n  ret void\n}}\n" for i in range(1, n)]
    out.append(f"define void @f{n}() {{\n  %d = fadd double 1.0, 1.0\n  ret void\n}}\n")
    return "".join(out) + ASPECTS


def deep_struct(n):
    out = ["%S0 = type { double }\n"]
    out += [f"%S{i} = type {{ %S{i - 1} }}\n" for i in range(1, n)]
    out.append(f"define void @f(ptr %p) {{\n  %q = getelementptr %S{n - 1}, ptr %p, i32 0\n  ret void\n}}\n")
    return "".join(out) + ASPECTS


def esimd_chain(n, calls_sqrt):
    out = ["declare float @_ZN4sycl3_V14sqrtIfEET_S2_(float)\n",
           "define spir_kernel void @_Z1kv() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {\n"
           "  call void @_Z1fi0()\n  ret void\n}\n"]
    for i in range(n):
        size = " !intel_reqd_sub_group_size !2" if not calls_sqrt and i == n - 1 else ""
        sqrt = "  %x = call float @_ZN4sycl3_V14sqrtIfEET_S2_(float 1.0)\n" if calls_sqrt else ""
        call = f"  call void @_Z1fi{i + 1}()\n" if i + 1 < n else ""
        out.append(f"define void @_Z1fi{i}(){size} {{\n{sqrt}{call}  ret void\n}}\n")
    return "".join(out) + "!0 = !{}\n!1 = !{i32 1}\n!2 = !{i32 8}\n"


# shape: (module maker, pipeline, whether opt fails: the verifier's errors)
SHAPES = {
    "cycle-warnings": (lambda n: cycle(n, True), "sycl-propagate-aspects-usage", False),
    "cycle-explain": (lambda n: cycle(n, False), "sycl-propagate-aspects-usage<explain={report}>", False),
    "many-aspects": (many_aspects, "sycl-propagate-aspects-usage", False),
    "deep-chain": (deep_chain, "sycl-propagate-aspects-usage", False),
    "deep-struct": (deep_struct, "sycl-propagate-aspects-usage", False),
    "esimd-api-chain": (lambda n: esimd_chain(n, True), "esimd-verifier", True),
    "esimd-sub-group": (lambda n: esimd_chain(n, False), "esimd-verifier", True),
}


def measure(opt, plugin, module, passes, fails, tmp):
    """(wall seconds, max RSS MiB, bytes of diagnostics + report) of one run."""
    report = os.path.join(tmp, "report.json")
    if os.path.exists(report):
        os.remove(report)
    err = os.path.join(tmp, "stderr")
    timing = os.path.join(tmp, "time")
    cmd = ["/usr/bin/time", "-f", "%e %M", "-o", timing, opt, f"-load-pass-plugin={plugin}",
           f"-passes={passes.format(report=report)}", "-disable-output", module]
    with open(err, "w") as e:
        status = subprocess.run(cmd, stderr=e).returncode
    if (status != 0) != fails:
        sys.exit(f"{' '.join(cmd)}: exit status {status}; see {err}")
    seconds, kib = open(timing).read().split()[-2:]
    written = os.path.getsize(err) + (os.path.getsize(report) if os.path.exists(report) else 0)
    return float(seconds), int(kib) / 1024, written


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plugin", default=os.path.join(ROOT, "target", "release", "libsycl_aspects.so"))
    ap.add_argument("--opt", default="/usr/lib/llvm-16/bin/opt")
    ap.add_argument("--sizes", default="10000,20000,40000")
    ap.add_argument("--shapes", default=",".join(SHAPES))
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'shape':<15} {'N':>8} {'seconds':>8} {'max RSS MiB':>12} {'output MB':>10} {'time growth':>12}")
    with tempfile.TemporaryDirectory() as tmp:
        for shape in args.shapes.split(","):
            make, passes, fails = SHAPES[shape]
            prev = None
            for n in sizes:
                module = os.path.join(tmp, "m.ll")
                with open(module, "w") as f:
                    f.write(make(n))
                seconds, mib, written = measure(args.opt, args.plugin, module, passes, fails, tmp)
                growth = "-" if prev is None else f"{seconds / prev[1] / (n / prev[0]):.2f}x lin"
                print(f"{shape:<15} {n:>8} {seconds:>8.2f} {mib:>12.0f} {written / 1e6:>10.2f} {growth:>12}")
                sys.stdout.flush()
                prev = (n, max(seconds, 1e-3))


if __name__ == "__main__":
    main()
