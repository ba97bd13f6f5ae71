#!/usr/bin/env python3
"""Splits generated device modules with sycl-post-link and, in the same run,
with llvm-split-16 producing the same number of modules; reports wall time
(minimum of --runs), peak memory (max RSS) and growth per decade.

Each generated module has N kernels; kernel i calls one of N/10 shared
helpers (so helpers are cloned into several modules) and a common helper,
and a quarter of the kernels use each of 4 aspect sets. -split=kernel makes
N modules (llvm-split -j N), -split=auto makes 4 (llvm-split -j 4).

usage: benches/post_link_split.py [--sizes 100,1000,10000] [--runs 3] [--callgrind]

--callgrind counts instructions (valgrind) instead of timing: repeatable
whatever else the machine is doing, but slow for llvm-split-16 at 10^4.
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ASPECT_SETS = ["", "!{i32 6}", "!{i32 5}", "!{i32 5, i32 6}"]


def generate(n, path):
    helpers = max(1, n // 10)
    lines = ['target triple = "spir64-unknown-unknown"', "",
             "define spir_func void @common(ptr addrspace(1) %p) {",
             "  %v = load float, ptr addrspace(1) %p", "  %w = fadd float %v, 1.0",
             "  store float %w, ptr addrspace(1) %p", "  ret void", "}"]
    for h in range(helpers):
        lines += [f"define spir_func void @helper{h}(ptr addrspace(1) %p) {{",
                  "  %v = load float, ptr addrspace(1) %p", f"  %w = fmul float %v, {h}.0",
                  "  store float %w, ptr addrspace(1) %p",
                  "  call spir_func void @common(ptr addrspace(1) %p)", "  ret void", "}"]
    for k in range(n):
        aspects = k % len(ASPECT_SETS)
        md = f" !sycl_used_aspects !{aspects}" if ASPECT_SETS[aspects] else ""
        lines += [f"define spir_kernel void @kernel{k}(ptr addrspace(1) %p){md} {{",
                  f"  call spir_func void @helper{k % helpers}(ptr addrspace(1) %p)", "  ret void", "}"]
    lines.append("!sycl_aspects = !{!10, !11}")
    for i, s in enumerate(ASPECT_SETS):
        if s:
            lines.append(f"!{i} = {s}")
    lines += ['!10 = !{!"fp16", i32 5}', '!11 = !{!"fp64", i32 6}']
    with open(path + ".ll", "w") as f:
        f.write("\n".join(lines) + "\n")
    subprocess.run(["llvm-as-16", path + ".ll", "-o", path], check=True)


def measure(cmd, workdir, runs):
    """(min wall seconds, max RSS in MiB) over `runs` runs of `cmd`."""
    best, rss = None, 0
    for _ in range(runs):
        shutil.rmtree(workdir, ignore_errors=True)
        os.makedirs(workdir)
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=workdir, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        if status != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{proc.stderr.read().decode()}")
        best = wall if best is None else min(best, wall)
        rss = max(rss, usage.ru_maxrss / 1024)
    return best, rss


def instructions(cmd, workdir):
    """Instructions executed by `cmd` (callgrind's total)."""
    shutil.rmtree(workdir, ignore_errors=True)
    os.makedirs(workdir)
    out = os.path.join(workdir, "..", "callgrind.out")
    proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + cmd,
                          cwd=workdir, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{proc.stderr}")
    for line in proc.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[1].strip().split()[0])
    sys.exit("callgrind printed no total")


def output_bytes(workdir):
    return sum(os.path.getsize(os.path.join(workdir, f)) for f in os.listdir(workdir))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100,1000,10000")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--tool", default=os.path.join(ROOT, "target", "release", "sycl-post-link"))
    ap.add_argument("--callgrind", action="store_true")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    tmp = tempfile.mkdtemp(prefix="post-link-bench-")
    if args.callgrind:
        print("| kernels | mode | modules | sycl-post-link instr. | llvm-split-16 instr. | ratio |")
        print("|---|---|---|---|---|---|")
        for n in sizes:
            module = os.path.join(tmp, f"m{n}.bc")
            generate(n, module)
            for mode, parts in (("kernel", n), ("auto", len(ASPECT_SETS))):
                ours = instructions([args.tool, f"-split={mode}", "-symbols", "-properties", "-o", "out.table", module],
                                    os.path.join(tmp, "ours"))
                theirs = instructions(["llvm-split-16", "-j", str(parts), "-o", "part", module], os.path.join(tmp, "theirs"))
                print(f"| {n} | {mode} | {parts} | {ours / 1e6:.0f}M | {theirs / 1e6:.0f}M | {ours / theirs:.2f} |", flush=True)
        shutil.rmtree(tmp, ignore_errors=True)
        return
    print("| kernels | mode | modules | sycl-post-link s | llvm-split-16 s | ratio | ours MiB | llvm-split MiB | written MB (ours) |")
    print("|---|---|---|---|---|---|---|---|---|")
    previous = {}
    for n in sizes:
        module = os.path.join(tmp, f"m{n}.bc")
        generate(n, module)
        for mode, parts in (("kernel", n), ("auto", len(ASPECT_SETS))):
            ours_dir, theirs_dir = os.path.join(tmp, "ours"), os.path.join(tmp, "theirs")
            ours, ours_rss = measure([args.tool, f"-split={mode}", "-symbols", "-properties", "-o", "out.table", module],
                                     ours_dir, args.runs)
            written = output_bytes(ours_dir)
            theirs, theirs_rss = measure(["llvm-split-16", "-j", str(parts), "-o", "part", module], theirs_dir, args.runs)
            print(f"| {n} | {mode} | {parts} | {ours:.3f} | {theirs:.3f} | {ours / theirs:.2f} | "
                  f"{ours_rss:.0f} | {theirs_rss:.0f} | {written / 1e6:.1f} |", flush=True)
            if mode in previous:
                pn, pours = previous[mode]
                print(f"|   | growth x{n // pn} ({mode}) | | x{ours / pours:.1f} | | | | | |", flush=True)
            previous[mode] = (n, ours)
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
