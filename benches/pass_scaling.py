#!/usr/bin/env python3
"""Times sycl-propagate-aspects-usage against ONE run of the IR verifier on
the same module in the same opt process (-time-passes), for 10^3, 10^4 and
10^5 functions, and reports the ratio and the growth per decade.

The baseline is a single verifier: opt runs with -disable-verify, so the
pipeline `verify,sycl-propagate-aspects-usage` has exactly one VerifierPass
(without it, opt appends its own verifier after the pipeline, and when a pass
does not preserve the verifier's result that second run is added to the same
`VerifierPass` row, doubling the baseline). The script checks that the
verifier ran once.

usage: benches/pass_scaling.py [--plugin target/release/libsycl_aspects.so] [--runs 5]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def pass_times(opt, plugin, module):
    """Wall seconds of (our pass, the verifier) from one opt run; exits if
    the verifier did not run exactly once."""
    cmd = [opt, f"-load-pass-plugin={plugin}", "-disable-verify",
           "-passes=verify,sycl-propagate-aspects-usage<no-validate>",
           "-time-passes", "-time-passes-per-run", "-disable-output", module]
    err = subprocess.run(cmd, capture_output=True, text=True, check=True).stderr
    ours = verify = None
    verifier_rows = 0
    for line in err.splitlines():
        # ... ( 12.3%)   0.0123 ( 12.3%)  PassName #1
        m = re.match(r"\s*(?:\S+\s+\(\s*[\d.]+%\)\s+)+(\S.*?)\s*$", line)
        if not m:
            continue
        cols = re.findall(r"([\d.]+)\s+\(\s*[\d.]+%\)", line)
        wall = float(cols[-1]) if cols else None
        name = m.group(1)
        if name.startswith("sycl-propagate-aspects-usage"):
            ours = wall
        elif name.startswith("VerifierPass"):
            verify = wall
            verifier_rows += 1
    if ours is None or verify is None:
        sys.exit(f"could not find pass times in:\n{err}")
    if verifier_rows != 1:
        sys.exit(f"the verifier ran {verifier_rows} times, expected once:\n{err}")
    return ours, verify


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plugin", default=os.path.join(ROOT, "target", "release", "libsycl_aspects.so"))
    ap.add_argument("--opt", default="/usr/lib/llvm-16/bin/opt")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in (1_000, 10_000, 100_000):
            module = os.path.join(tmp, f"m{n}.ll")
            with open(module, "w") as f:
                subprocess.run([sys.executable, os.path.join(HERE, "gen_module.py"), str(n)], stdout=f, check=True)
            bc = module[:-3] + ".bc"
            subprocess.run([args.opt.replace("/opt", "/llvm-as"), module, "-o", bc], check=True)
            samples = [pass_times(args.opt, args.plugin, bc) for _ in range(args.runs)]
            ours = statistics.median(s[0] for s in samples)
            verify = statistics.median(s[1] for s in samples)
            rows.append((n, ours, verify))
    print(f"{'functions':>10} {'ours (s)':>10} {'verify (s)':>11} {'ours/verify':>12} {'growth/decade':>14}")
    prev = None
    for n, ours, verify in rows:
        growth = f"{ours / prev / 10:.2f}x linear" if prev else "-"
        print(f"{n:>10} {ours:>10.4f} {verify:>11.4f} {ours / verify:>12.2f} {growth:>14}")
        prev = ours


if __name__ == "__main__":
    main()
