#!/usr/bin/env python3
"""Lists each kernel entry point of a device module with the names of its
aspects, so a test can check a kernel's aspects by name.

    kernel-aspects.py MODULE.ll

1. Read the aspect names from `!sycl_aspects` (`!{!"fp64", i32 6}` nodes):
   the values differ between header versions, the names do not.
2. Read every metadata node `!N = !{i32 a, i32 b}` (the used-aspect lists).
3. For each `define` of an entry point of the kind Intel's headers make
   (`sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_*` instances) make
   one line: the launch kind, the kernel's name as llvm-cxxfilt demangles the
   wrapper's first template argument (`> >` written `>>` whatever the
   demangler's version), and its aspects by name, sorted
   (`-` when it has no `!sycl_used_aspects`). A value `!sycl_aspects` does
   not name prints as `?<value>` so a wrong value cannot pass for a name.
4. Print `kernels: N`, then the lines sorted, so that the output does not
   depend on the order of definitions (which differs between -O0 and -O2)
   and a test can check every kernel with CHECK-NEXT.
"""
import re
import subprocess
import sys

text = open(sys.argv[1], encoding="utf-8").read()

# 1. Aspect names by value.
names = {}
top = re.search(r"^!sycl_aspects = !\{(.*)\}$", text, re.M)
if not top:
    sys.exit("kernel-aspects.py: no !sycl_aspects in the module")
nodes = dict(re.findall(r"^(![0-9]+) = (?:distinct )?!\{(.*)\}$", text, re.M))
for ref in re.findall(r"![0-9]+", top.group(1)):
    entry = re.fullmatch(r'!"([^"]+)", i32 (-?[0-9]+)', nodes.get(ref, ""))
    if entry:
        names[int(entry.group(2))] = entry.group(1)


# 2. A used-aspect list by reference.
def aspect_names(ref):
    values = re.findall(r"i32 (-?[0-9]+)", nodes.get(ref, ""))
    return sorted(names.get(int(v), f"?{v}") for v in values)


def first_template_argument(demangled):
    """`kernel_parallel_for<A, B>(...)` -> `A` (brackets balanced)."""
    start = demangled.index("<") + 1
    depth = 0
    for i in range(start, len(demangled)):
        c = demangled[i]
        if c in "<(":
            depth += 1
        elif c in ">)":
            if depth == 0:
                return demangled[start:i]
            depth -= 1
        elif c == "," and depth == 0:
            return demangled[start:i]
    return demangled[start:]


# 3. The entry points.
kernels = re.findall(
    r"^define [^@]*@(_ZN4sycl3_V16detail24KernelWrapperHelperFuncs[0-9]+(kernel_[a-z_]+)\w*)\(.*$", text, re.M)
if not kernels:
    sys.exit("kernel-aspects.py: no kernel in the module")
demangled = subprocess.run(["llvm-cxxfilt"], input="\n".join(k[0] for k in kernels), capture_output=True,
                           text=True, check=True).stdout.splitlines()
lines = []
for (mangled, kind), pretty in zip(kernels, demangled):
    line = re.search(r"^define [^@]*@" + re.escape(mangled) + r"\(.*$", text, re.M).group(0)
    used = re.search(r"!sycl_used_aspects (![0-9]+)", line)
    aspects = " ".join(aspect_names(used.group(1))) if used else "-"
    name = first_template_argument(pretty)
    while "> >" in name:
        name = name.replace("> >", ">>")
    lines.append(f"{kind} {name}: {aspects}")

# 4. Independent of the order of definitions.
print(f"kernels: {len(lines)}")
print("\n".join(sorted(lines)))
