#!/usr/bin/env python3
"""Times sycl-propagate-aspects-usage against ONE run of the IR verifier and
one run of opt's `instcount` (a bare walk over every instruction) on the
same module in the same opt process (-time-passes), for 10^3, 10^4 and 10^5
functions, and reports the ratios and the growth per decade.

The pipeline is `verify,instcount,sycl-propagate-aspects-usage`: instcount
and the pass each run right after another full walk of the module.
instcount is a function pass: -time-passes sums its runs (one per
function, each timed), so its figure holds the timer's own cost per function
but not the pass manager's between functions.

The baseline is a single verifier: opt runs with -disable-verify, so the
pipeline has exactly one VerifierPass (without it, opt appends its own
verifier after the pipeline, and when a pass does not preserve the
verifier's result that second run is added to the same `VerifierPass` row,
doubling the baseline). The script checks, with one untimed run under
-debug-pass-manager per module, that the verifier ran once.

usage: benches/pass_scaling.py [--plugin target/release/libsycl_aspects.so] [--runs 5]
       benches/pass_scaling.py --llvm 19   # opt-19 and target/llvm19/release
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


PIPELINE = "verify,instcount,sycl-propagate-aspects-usage<no-validate>"


def check_pipeline(opt, plugin, module, functions):
    """Exits unless the pipeline runs the verifier once and instcount once
    per function (`functions` defined): without -disable-verify opt appends
    a verifier of its own, which -time-passes adds to the same row."""
    cmd = [opt, f"-load-pass-plugin={plugin}", "-disable-verify", f"-passes={PIPELINE}",
           "-debug-pass-manager", "-disable-output", module]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    log = out.stdout + out.stderr
    verifier = len(re.findall(r"^Running pass: VerifierPass", log, re.M))
    instcount = len(re.findall(r"^Running pass: InstCountPass", log, re.M))
    if verifier != 1 or instcount != functions:
        sys.exit(f"the verifier ran {verifier} times (expected once), instcount {instcount} "
                 f"(expected once per function, {functions})")


def pass_times(opt, plugin, module):
    """Wall seconds of (our pass, the verifier, instcount) from one opt run.
    Without -time-passes-per-run, each pass's runs are summed in one row
    (instcount is a function pass: its row is the sum of its runs, timed
    each, so it holds the timer's own cost per function but not the pass
    manager's between functions)."""
    cmd = [opt, f"-load-pass-plugin={plugin}", "-disable-verify", f"-passes={PIPELINE}",
           "-time-passes", "-disable-output", module]
    err = subprocess.run(cmd, capture_output=True, text=True, check=True).stderr
    ours = verify = instcount = None
    for line in err.splitlines():
        # ... ( 12.3%)   0.0123 ( 12.3%)  PassName
        m = re.match(r"\s*(?:\S+\s+\(\s*[\d.]+%\)\s+)+(\S.*?)\s*$", line)
        if not m:
            continue
        cols = re.findall(r"([\d.]+)\s+\(\s*[\d.]+%\)", line)
        wall = float(cols[-1]) if cols else None
        name = m.group(1)
        if name.startswith("sycl-propagate-aspects-usage"):
            ours = wall
        elif name == "VerifierPass":
            verify = wall
        elif name == "InstCountPass":
            instcount = wall
    if ours is None or verify is None or instcount is None:
        sys.exit(f"could not find pass times in:\n{err}")
    return ours, verify, instcount


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llvm", choices=["16", "19"], default="16",
                    help="LLVM major: picks opt-N and the plugin of that build")
    ap.add_argument("--plugin", help="default: target/release (16) or target/llvm19/release (19)")
    ap.add_argument("--opt", help="default: /usr/lib/llvm-N/bin/opt")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    if args.plugin is None:
        build = ["release"] if args.llvm == "16" else ["llvm19", "release"]
        args.plugin = os.path.join(ROOT, "target", *build, "libsycl_aspects.so")
    if args.opt is None:
        args.opt = f"/usr/lib/llvm-{args.llvm}/bin/opt"
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in (1_000, 10_000, 100_000):
            module = os.path.join(tmp, f"m{n}.ll")
            with open(module, "w") as f:
                subprocess.run([sys.executable, os.path.join(HERE, "gen_module.py"), str(n)], stdout=f, check=True)
            bc = module[:-3] + ".bc"
            subprocess.run([args.opt.replace("/opt", "/llvm-as"), module, "-o", bc], check=True)
            check_pipeline(args.opt, args.plugin, bc, n)
            samples = [pass_times(args.opt, args.plugin, bc) for _ in range(args.runs)]
            ours = statistics.median(s[0] for s in samples)
            verify = statistics.median(s[1] for s in samples)
            instcount = statistics.median(s[2] for s in samples)
            # The ratios per run, then their median: the three passes of
            # one run share the machine's load at that moment.
            per_verify = statistics.median(s[0] / s[1] for s in samples)
            per_instcount = statistics.median(s[0] / s[2] for s in samples)
            rows.append((n, ours, verify, instcount, per_verify, per_instcount))
    print(f"{'functions':>10} {'ours (s)':>10} {'verify (s)':>11} {'instcount (s)':>14} "
          f"{'ours/verify':>12} {'ours/instcount':>15} {'growth/decade':>14}")
    prev = None
    for n, ours, verify, instcount, per_verify, per_instcount in rows:
        growth = f"{ours / prev / 10:.2f}x linear" if prev else "-"
        print(f"{n:>10} {ours:>10.4f} {verify:>11.4f} {instcount:>14.4f} "
              f"{per_verify:>12.2f} {per_instcount:>15.2f} {growth:>14}")
        prev = ours


if __name__ == "__main__":
    main()
