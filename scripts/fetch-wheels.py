#!/usr/bin/env python3
"""Downloads pinned PyPI wheels and extracts part of them into a cache
directory, for the scripts/fetch-*.sh scripts (Intel's SYCL headers, its
runtime, the SPIR-V translator). Nothing it fetches is ever committed.

Usage:
  fetch-wheels.py --dest DIR --complete REL --take REGEX [--require REL]...
                  [--pip-arg ARG]... [--label NAME] WHEEL==VERSION...

Steps:
1. If DIR/REL exists (REL names the file that proves the cache complete),
   stop: DIR is only ever created by the rename of step 5, after the checks.
2. `pip download --no-deps --only-binary=:all:` every WHEEL==VERSION (plus
   the --pip-arg options, e.g. a --platform) into a fresh temporary
   directory beside DIR. --no-deps with an explicit list keeps every version
   pinned.
3. Extract every member of every wheel whose name matches REGEX; the
   regex's first group is the path under DIR. Paths that are absolute or
   contain `..` are refused, and the file modes that zip extraction drops
   are restored (binaries stay executable).
4. Check that every --require path, and REL, exists in the staged tree
   (REL is written as an empty marker file when it is `.complete`).
5. Replace DIR by the staged tree with one rename, so an interrupted run
   never leaves a half-filled DIR that step 1 would take for complete.
Progress and errors go to standard error; the exit status is 1 on error.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile


def fail(label, message):
    sys.exit(f"{label}: error: {message}")


def extract(label, wheels, take, out):
    """Step 3: the members of `wheels` that `take` selects, into `out`."""
    taken = 0
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as z:
            for info in z.infolist():
                match = take.match(info.filename)
                if not match or info.is_dir():
                    continue
                rel = match.group(1)
                if not rel or rel.startswith("/") or ".." in rel.split("/"):
                    fail(label, f"{wheel} holds an unsafe path {info.filename!r}")
                target = os.path.join(out, rel)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with z.open(info) as src, open(target, "wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
                mode = (info.external_attr >> 16) & 0o777
                os.chmod(target, mode or 0o644)
                taken += 1
    return taken


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dest", required=True)
    parser.add_argument("--complete", required=True)
    parser.add_argument("--take", required=True)
    parser.add_argument("--require", action="append", default=[])
    parser.add_argument("--pip-arg", action="append", default=[])
    parser.add_argument("--label", default="fetch-wheels")
    parser.add_argument("wheels", nargs="+")
    args = parser.parse_args()
    label = args.label

    dest = os.path.abspath(args.dest)
    if os.path.exists(os.path.join(dest, args.complete)):
        return
    cache = os.path.dirname(dest)
    os.makedirs(cache, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".fetch-{os.path.basename(dest)}.", dir=cache) as work:
        print(f"{label}: downloading {' '.join(args.wheels)}", file=sys.stderr)
        pip = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
               *args.pip_arg, "--dest", os.path.join(work, "wheels"), *args.wheels]
        if subprocess.run(pip, stdout=sys.stderr).returncode != 0:
            fail(label, f"pip could not download {' '.join(args.wheels)}")
        wheels = sorted(glob.glob(os.path.join(work, "wheels", "*.whl")))
        if not wheels:
            fail(label, "pip downloaded no wheel")
        staged = os.path.join(work, "staged")
        os.makedirs(staged)
        if extract(label, wheels, re.compile(args.take), staged) == 0:
            fail(label, f"no member of {', '.join(map(os.path.basename, wheels))} matches {args.take}")
        if args.complete == ".complete":
            open(os.path.join(staged, ".complete"), "w").close()
        for needed in [*args.require, args.complete]:
            if not os.path.exists(os.path.join(staged, needed)):
                fail(label, f"the wheels hold no {needed}")
        shutil.rmtree(dest, ignore_errors=True)
        os.rename(staged, dest)


if __name__ == "__main__":
    main()
