#!/usr/bin/env python3
"""Compile-time overhead of the plugin (front end, lowering and the pass
together): clang++-16 with -fplugin vs without, on the same file, in the
same run.

The default measure is the instruction count of the compiler under
`valgrind --tool=callgrind` (clang runs cc1 in-process): repeatable whatever
else the machine does, unlike seconds on a shared 2-core machine. `--measure
cpu` gives the minimum user+sys time of N interleaved runs instead.

The baseline gets -Wno-unknown-attributes: without the plugin clang would
otherwise spend its time printing one warning per attribute.

Inputs:
  * decorated-tiny: 3000 decorated functions (device_has / uses_aspects,
    plain and templated) and 1000 decorated class templates instantiated
    twice, with one-line bodies: the worst case (benches/gen_decorated.py);
  * decorated-typical: the same with a small loop in every function;
  * plain: benches/plain_cxx.cpp, a real-world-sized C++ file with no SYCL
    (91k lines after preprocessing: containers, algorithms, regex, streams).

usage: benches/frontend_overhead.py [--measure callgrind|cpu] [--runs 9] [--opt-level=-O2]
                                   [--inputs decorated-tiny,decorated-typical,plain]
"""
import argparse
import concurrent.futures
import os
import re
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CLANG = "/usr/lib/llvm-16/bin/clang++"


def instructions(cmd, tmp):
    out = os.path.join(tmp, f"cg.{os.getpid()}.{abs(hash(tuple(cmd)))}")
    res = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + cmd,
                         capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{res.stderr[-2000:]}")
    m = re.search(r"Collected : (\d+)", res.stderr)
    os.remove(out)
    return int(m.group(1))


def cpu_time(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--measure", choices=["callgrind", "cpu"], default="callgrind")
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--opt-level", default="-O0")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "target", "release", "libsycl_aspects.so"))
    ap.add_argument("--inputs", default="decorated-tiny,decorated-typical,plain",
                    help="comma-separated subset of decorated-tiny, decorated-typical, plain")
    args = ap.parse_args()
    wanted = set(args.inputs.split(","))
    with tempfile.TemporaryDirectory() as tmp:
        inputs = []
        for bodies in ("tiny", "typical"):
            if f"decorated-{bodies}" not in wanted:
                continue
            path = os.path.join(tmp, f"decorated-{bodies}.cpp")
            with open(path, "w") as f:
                subprocess.run([sys.executable, os.path.join(HERE, "gen_decorated.py"), "3000", "--bodies", bodies],
                               stdout=f, check=True)
            inputs.append((f"decorated-{bodies} (3000 fns, 1000 classes)", path))
        if "plain" in wanted:
            inputs.append(("plain C++ (no SYCL)", os.path.join(HERE, "plain_cxx.cpp")))
        common = [CLANG, "-std=c++17", args.opt_level, "-I", os.path.join(ROOT, "headers"), "-S", "-emit-llvm",
                  "-o", os.devnull]
        base = common + ["-Wno-unknown-attributes"]
        plugin = common + [f"-fplugin={args.plugin}"]
        unit = "instructions" if args.measure == "callgrind" else "cpu s"
        print(f"{args.opt_level}, measure: {args.measure}")
        print(f"{'input':<44} {'without (' + unit + ')':>24} {'with (' + unit + ')':>22} {'overhead':>9}")
        for label, path in inputs:
            if args.measure == "callgrind":
                with concurrent.futures.ThreadPoolExecutor(2) as pool:
                    a, b = pool.map(lambda c: instructions(c, tmp), [base + [path], plugin + [path]])
                shown = (f"{a:,}", f"{b:,}")
            else:
                cpu_time(base + [path])
                runs = [(cpu_time(base + [path]), cpu_time(plugin + [path])) for _ in range(args.runs)]
                a, b = min(r[0] for r in runs), min(r[1] for r in runs)
                shown = (f"{a:.3f}", f"{b:.3f}")
            print(f"{label:<44} {shown[0]:>24} {shown[1]:>22} {100 * (b - a) / a:>8.1f}%", flush=True)


if __name__ == "__main__":
    main()
