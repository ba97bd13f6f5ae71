#!/usr/bin/env python3
"""Checks that every line of a fenced block in a doc appears in a tool's
output, after the same abridging the doc uses: a `define` line's parameter
list becomes `(...)`, and attribute groups (`#N`), `align N`, `local_unnamed_addr`
and the opening `{` are dropped.

    check-doc-block.py DOC MARKER OUTPUT

MARKER is a text on the line just before the block (the block is the first
``` fence after it). Prints each missing line and exits 1 when one is
missing."""
import re
import sys

doc, marker, output = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(doc, encoding="utf-8").read()
start = text.index(marker)
fence = text.index("```\n", start) + 4
block = text[fence:text.index("```", fence)].splitlines()


def abridged(line):
    line = line.rstrip()
    if line.startswith("define "):
        name = re.match(r"(define .*?@[\w.$\"]+)\(", line)
        if name:
            rest = line[name.end() - 1:]
            depth = 0
            for i, c in enumerate(rest):
                depth += c == "("
                depth -= c == ")"
                if depth == 0:
                    rest = rest[i + 1:]
                    break
            line = name.group(1) + "(...)" + rest
        line = re.sub(r" #\d+", "", line)
        line = re.sub(r" (local_unnamed_addr|align \d+)", "", line)
        line = line.removesuffix(" {")
    return line


actual = {abridged(l) for l in open(output, encoding="utf-8")}
missing = [l for l in block if l.strip() and l not in actual]
for l in missing:
    print(f"{doc}: not in the output: {l}")
sys.exit(1 if missing else 0)
