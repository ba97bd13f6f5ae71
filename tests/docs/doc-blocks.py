#!/usr/bin/env python3
"""Checks the fenced example blocks of a doc against what the tools print.

    doc-blocks.py extract DOC MARKER           print the block after MARKER
    doc-blocks.py output  DOC MARKER FILE      the block after MARKER is FILE
    doc-blocks.py lines   DOC MARKER FILE      each line of it is a line of FILE
    doc-blocks.py json    DOC MARKER FILE      its JSON is contained in FILE's
    doc-blocks.py sessions DOC [--root DIR]    run every session block of DOC

MARKER is a text on a line before the block: the block is the first fenced
block that starts after the line holding MARKER.

`output` compares as `sessions` does (below, 3 and 4). `lines` is for a
block that shows some of the lines a command prints (a warning without its
quoted source, two runs' errors): each non-empty line of the block must be
a whole line of FILE, where `...` inside a line stands for any text.

`json` is for an annotated JSON example: `//` comments are removed, and
every key the example gives must be in FILE with a contained value (for a
list: each element contained in a later element of FILE's list, in order;
an example may show fewer elements than FILE has).

A *session* block is one whose first line starts with `$ `: a shell session,
each `$ command` (a line ending in `\\` continues on the next) followed by
the output it prints (stdout and stderr, as a terminal shows them).
`sessions` finds every such block of DOC, in order, and for each command:

1. `$ cat FILE` where FILE does not exist writes the lines shown as FILE (the
   doc shows its input; the next commands read it), and `$ echo $?` prints
   the status of the command before it;
2. any other command runs with `bash -o pipefail -c` in the current
   directory, stderr merged into stdout;
3. its output is compared with the lines shown, after two normalizations:
   clang 17+'s `  15 | ` line-number prefix on quoted source lines is cut
   (the docs show clang 16), and with `--root DIR` the checkout DIR reads as
   `/work/main`, the checkout the docs' absolute paths name;
4. a line `...` in the doc stands for any number of lines (the doc abridges):
   the shown lines between two `...` must appear consecutively and in order.

A block whose fence is preceded by `<!-- not checked: why -->` is skipped.
Prints each difference with the doc's line number; exits 1 on any."""
import json
import os
import re
import subprocess
import sys

FENCE = re.compile(r"^\s*```")


def blocks(doc):
    """(first line number, opening fence line, lines) of each fenced block."""
    lines = open(doc, encoding="utf-8").read().split("\n")
    found, i = [], 0
    while i < len(lines):
        if FENCE.match(lines[i]):
            indent = len(lines[i]) - len(lines[i].lstrip())
            j = i + 1
            while j < len(lines) and not FENCE.match(lines[j]):
                j += 1
            body = [l[indent:] if l[:indent].isspace() else l for l in lines[i + 1:j]]
            previous = next((lines[k] for k in range(i - 1, -1, -1) if lines[k].strip()), "")
            found.append((i + 2, previous, body))
            i = j
        i += 1
    return found, lines


def block_after(doc, marker):
    found, lines = blocks(doc)
    at = next((n for n, l in enumerate(lines) if marker in l), None)
    if at is None:
        sys.exit(f"{doc}: no line holds {marker!r}")
    for first, _, body in found:
        if first - 2 > at:
            return first, body
    sys.exit(f"{doc}: no block after {marker!r}")


def normalized(text, root):
    text = re.sub(r"(?m)^ *[0-9]+ \| ", "", text)
    if root:
        text = text.replace(os.path.realpath(root), "/work/main")
    return text.rstrip("\n").split("\n") if text.strip() else []


def differences(shown, actual):
    """Where `shown` (with `...` lines) does not match `actual`, as messages."""
    chunks, chunk = [], []
    for line in shown:
        if line.strip() == "...":
            chunks.append(chunk)
            chunk = []
        else:
            chunk.append(line)
    chunks.append(chunk)
    position = 0
    for index, chunk in enumerate(chunks):
        if not chunk:
            continue
        anchored = index == 0
        last = index == len(chunks) - 1
        candidates = [position] if anchored else range(position, len(actual) - len(chunk) + 1)
        match = next((p for p in candidates if actual[p:p + len(chunk)] == chunk
                      and (not last or p + len(chunk) == len(actual))), None)
        if match is None:
            return [f"not printed{' at this place' if anchored or last else ''}: " + "\n  ".join(chunk)]
        position = match + len(chunk)
    if len(chunks) == 1 and position != len(actual):
        return ["printed but not shown: " + "\n  ".join(actual[position:])]
    return []


def contained(shown, actual, path="$"):
    """Where the JSON value `shown` is not contained in `actual`, or None."""
    if isinstance(shown, dict):
        if not isinstance(actual, dict):
            return f"{path}: an object in the doc, {json.dumps(actual)} printed"
        for key, value in shown.items():
            if key not in actual:
                return f"{path}: no key {key!r} printed"
            problem = contained(value, actual[key], f"{path}.{key}")
            if problem:
                return problem
        return None
    if isinstance(shown, list):
        if not isinstance(actual, list):
            return f"{path}: a list in the doc, {json.dumps(actual)} printed"
        position = 0
        for index, element in enumerate(shown):
            while position < len(actual) and contained(element, actual[position]):
                position += 1
            if position == len(actual):
                return f"{path}[{index}]: not printed: {json.dumps(element)}"
            position += 1
        return None
    return None if shown == actual else f"{path}: {json.dumps(shown)} in the doc, {json.dumps(actual)} printed"


def run_sessions(doc, root):
    found, _ = blocks(doc)
    failures, sessions = 0, 0
    for first, previous, body in found:
        if not body or not body[0].startswith("$ ") or "<!-- not checked" in previous:
            continue
        sessions += 1
        status = 0
        commands = []  # (doc line, command, shown output)
        continued = False
        for n, line in enumerate(body):
            if continued:
                commands[-1] = (commands[-1][0], commands[-1][1][:-1] + " " + line.strip(), [])
            elif line.startswith("$ "):
                commands.append((first + n, line[2:], []))
            else:
                commands[-1][2].append(line)
            continued = (continued or line.startswith("$ ")) and line.endswith("\\")
        for line_no, command, shown in commands:
            cat = re.fullmatch(r"cat (\S+)", command)
            if cat and not os.path.exists(cat.group(1)):
                with open(cat.group(1), "w", encoding="utf-8") as f:
                    f.write("\n".join(shown) + "\n")
                continue
            if command.strip() == "echo $?":
                output = f"{status}\n"
            else:
                done = subprocess.run(["bash", "-o", "pipefail", "-c", command], stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT)
                status = done.returncode
                output = done.stdout.decode("utf-8", "replace")
            for message in differences(shown, normalized(output, root)):
                failures += 1
                head = "\n".join(output.split("\n")[:40])
                print(f"{doc}:{line_no}: $ {command}\n  {message}\n--- printed (first 40 lines):\n{head}\n---")
    if sessions == 0:
        print(f"{doc}: no session block")
        return 1
    return 1 if failures else 0


def main():
    args = sys.argv[1:]
    if len(args) == 3 and args[0] == "extract":
        print("\n".join(block_after(args[1], args[2])[1]))
        return 0
    if len(args) == 4 and args[0] == "output":
        first, body = block_after(args[1], args[2])
        actual = normalized(open(args[3], encoding="utf-8", errors="replace").read(), None)
        problems = differences(body, actual)
        for message in problems:
            print(f"{args[1]}:{first}: {message}")
        return 1 if problems else 0
    if len(args) == 4 and args[0] == "json":
        first, body = block_after(args[1], args[2])
        shown = json.loads("\n".join(re.sub(r"\s*//.*$", "", line) for line in body))
        problem = contained(shown, json.load(open(args[3], encoding="utf-8")))
        if problem:
            print(f"{args[1]}:{first}: {problem}")
        return 1 if problem else 0
    if len(args) == 4 and args[0] == "lines":
        first, body = block_after(args[1], args[2])
        actual = normalized(open(args[3], encoding="utf-8", errors="replace").read(), None)
        missing = [line for line in body if line.strip() and not any(
            re.fullmatch(".*".join(map(re.escape, line.split("..."))), a) for a in actual)]
        for line in missing:
            print(f"{args[1]}:{first}: not printed: {line}")
        return 1 if missing else 0
    if args and args[0] == "sessions" and len(args) in (2, 4) and (len(args) == 2 or args[2] == "--root"):
        return run_sessions(args[1], args[3] if len(args) == 4 else None)
    sys.exit(__doc__)


sys.exit(main())
