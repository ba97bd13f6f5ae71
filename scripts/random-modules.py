#!/usr/bin/env python3
"""Random valid IR through the post-link tools and the pass (docs/robustness.md).

Builds deterministic random SYCL device modules out of llvm-stress-N (N: the
LLVM major under test, SYCL_ASPECTS_LLVM, 16 by default)
functions, decorates them with what SYCL device code carries (kernels,
helpers, SYCL_EXTERNAL functions, aspect and size metadata, ESIMD, comdats,
aliases, personalities, prefix/prologue data, llvm.used, metadata-referenced
globals, indirect calls, recursion), checks that each module is valid IR,
and feeds it to sycl-post-link (every split mode), sycl-aspect-filter and
the sycl-propagate-aspects-usage pass. A crash (signal, exit status >= 128,
a panic, LLVM's stack dump) or an image that does not verify is a failure;
a clean error exit is counted and printed. A failing module is kept under
target/random-modules-failures/ with a repro.sh running the failing command.

    scripts/random-modules.py [--seed S] [--count N] [--time-limit SECONDS]
                              [--jobs J] [--module M] [--keep DIR]
"""

import argparse
import concurrent.futures
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The LLVM major under test (SYCL_ASPECTS_LLVM, 16 by default) and its build
# directory (docs/llvm-versions.md).
LLVM_MAJOR = os.environ.get("SYCL_ASPECTS_LLVM") or "16"
if LLVM_MAJOR not in ("16", "19"):
    sys.exit(f"random-modules: SYCL_ASPECTS_LLVM={LLVM_MAJOR!r}: supported LLVM majors are 16 and 19")
RELEASE = os.path.join(ROOT, "target", "release") if LLVM_MAJOR == "16" else os.path.join(
    ROOT, "target", f"llvm{LLVM_MAJOR}", "release")
POST_LINK = os.path.join(RELEASE, "sycl-post-link")
FILTER = os.path.join(RELEASE, "sycl-aspect-filter")
PLUGIN = os.path.join(RELEASE, "libsycl_aspects.so")
OPT = f"opt-{LLVM_MAJOR}"
STRESS = f"llvm-stress-{LLVM_MAJOR}"
FAILURES = os.path.join(ROOT, "target", "random-modules-failures")
COMMAND_TIMEOUT = 120  # seconds; a tool that hangs this long is a failure

# (name, value) of sycl::aspect enumerators (headers/sycl/detail/aspects.def).
ASPECTS = [("cpu", 1), ("gpu", 2), ("accelerator", 3), ("fp16", 5), ("fp64", 6),
           ("image", 9), ("usm_device_allocations", 13), ("usm_shared_allocations", 15),
           ("ext_intel_gpu_eu_count", 20), ("atomic64", 28), ("ext_oneapi_cuda_async_barrier", 47)]
TARGETS = ["intel_gpu_pvc", "intel_gpu_dg1", "intel_gpu_tgllp", "nvidia_gpu_sm_80",
           "amd_gpu_gfx90a", "spir64", "spir64_x86_64", "x86_64", "spir64_fpga"]
SIGNATURE = "(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5)"
ARGS = "(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5)"
FNTYPE = "void (ptr, ptr, ptr, i32, i64, i8)"
CRASH_MARKERS = ("PLEASE submit a bug report", "Stack dump", "panicked at", "RUST_BACKTRACE")


class Func:
    def __init__(self, index, body):
        self.index = index
        self.body = body          # lines between the define line and "}"
        self.labels = [l[:-1].split(":")[0] for l in body if re.match(r"^[A-Za-z0-9_.]+:", l)]
        self.kernel = False
        self.name = ""
        self.linkage = ""         # "" (external), "internal ", "linkonce_odr ", ...
        self.visibility = ""
        self.unnamed_addr = ""
        self.comdat = False
        self.module_id = None     # "sycl-module-id" value
        self.alias = None
        self.alias2 = False
        self.attrs = []           # extra attributes (text)
        self.section = None
        self.align = None
        self.gc = None
        self.mds = []             # (kind, node text)
        self.prefix = None
        self.prologue = None
        self.personality = None
        self.calls = []           # ("direct"|"alias"|"indirect"|"undef"|"ifunc", target)
        self.touches = []         # instruction lines added before the calls
        self.invoke = False
        self.subprogram = None    # debug info


def stress_function(seed, size):
    """The body lines of llvm-stress's function for this seed and size."""
    out = subprocess.run([STRESS, f"-seed={seed}", f"-size={size}"], check=True,
                         capture_output=True, text=True).stdout
    lines = out.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("define void @autogen_SD"))
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    header = lines[start]
    if not header.endswith(SIGNATURE + " {"):
        raise RuntimeError(f"llvm-stress seed {seed}: unexpected signature: {header}")
    return lines[start + 1:end]


class Metadata:
    def __init__(self):
        self.nodes = []

    def node(self, text):
        self.nodes.append(text)
        return f"!{len(self.nodes) - 1}"


def generate(base_seed, index):
    """(module text, entry points, kernels) for module `index` of seed `base_seed`."""
    rng = random.Random(f"random-modules:{base_seed}:{index}")
    md = Metadata()
    big = rng.random() < 0.1
    nfuncs = rng.randint(8, 16) if big else rng.randint(2, 7)
    funcs = []
    for j in range(nfuncs):
        seed = rng.randrange(1, 2**31 - 1)
        size = rng.choice([3, 8, 15] if big else [3, 8, 15, 30, 60])
        funcs.append(Func(j, stress_function(seed, size)))

    # Aspect table of this module; sometimes with another enum numbering
    # (atomic64 = 27, as in 2026.x) to exercise [SYCL/aspect names]. An
    # empty table makes the used value 6 unnamed in the module (a clean
    # error of the per-target filter).
    table = rng.sample(ASPECTS, rng.randint(0, len(ASPECTS)))
    if rng.random() < 0.2:
        table = [(n, v - 1 if v > 20 else v) for n, v in table]
    values = [v for _, v in table] or [6]
    tus = [f"tu{k}.cpp" for k in range(1, rng.randint(1, 3) + 1)]

    for f in funcs:
        f.kernel = (f.index == 0 and rng.random() < 0.97) or rng.random() < 0.35
    kernels = [f for f in funcs if f.kernel]
    helpers = [f for f in funcs if not f.kernel]

    # Rarely, metadata that is valid IR but malformed for SYCL (a negative
    # or huge value, a string, a wrong count): the tools must warn, not fail.
    odd = rng.random() < 0.15

    def malformed(kind):
        return odd and rng.random() < 0.3

    def aspect_node():
        vs = [f"i32 {v}" for v in rng.sample(values, rng.randint(0, min(3, len(values))))]
        if rng.random() < 0.1:
            vs.append(f"i32 {rng.choice(values)}")  # a duplicate
        if malformed("aspects"):
            vs.append(rng.choice(["i32 -1", "i64 4294967296", '!"fp64"', "i32 2147483647", "null", "ptr null"]))
        return md.node("!{" + ", ".join(vs) + "}")

    def sub_group_node():
        if malformed("sub-group"):
            return md.node(rng.choice(["!{i32 0}", "!{i32 8, i32 16}", "!{}", "!{i32 -8}", '!{!"16"}']))
        return md.node(f"!{{i32 {rng.choice([8, 16, 32])}}}")

    for f in kernels:
        f.name = rng.choice([f"_ZTS7Kernel{f.index}", f"kernel{f.index}", f"_ZTSZ4mainE3K_{f.index}"])
        f.linkage = rng.choice(["", "", "weak_odr "])
        f.comdat = f.linkage == "weak_odr " and rng.random() < 0.7
        if rng.random() < 0.85:
            f.module_id = rng.choice(tus)
        if rng.random() < 0.5:
            f.mds.append(("sycl_used_aspects", aspect_node()))
        if rng.random() < 0.3:
            f.mds.append(("sycl_declared_aspects", aspect_node()))
        if rng.random() < 0.3:
            dims = [rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]) for _ in range(rng.randint(1, 3))]
            if malformed("work-group"):
                dims = rng.choice([[0], [1, 2, 3, 4], [], [-1, 2], [2**31 - 1, 2**31 - 1, 2**31 - 1]])
            f.mds.append(("reqd_work_group_size", md.node("!{" + ", ".join(f"i32 {d}" for d in dims) + "}")))
        if rng.random() < 0.3:
            f.mds.append(("intel_reqd_sub_group_size", sub_group_node()))
        if rng.random() < 0.25:
            f.mds.append(("sycl_explicit_simd", md.node("!{}")))
        if rng.random() < 0.1:
            ts = rng.sample(TARGETS[:5], rng.randint(0, 2))
            f.mds.append(("sycl_fixed_targets", md.node("!{" + ", ".join(f'!"{t}"' for t in ts) + "}")))
        if rng.random() < 0.15:
            f.attrs.append('"sycl-optlevel"="2"')
        if rng.random() < 0.05:
            f.attrs.append('"indirectly-callable"="set1"')
    for f in helpers:
        f.name = rng.choice([f"_Z7helper{f.index}v", f"helper{f.index}", f"_Z3fooILi{f.index}EEvv"])
        f.linkage = rng.choice(["", "", "internal ", "internal ", "private ", "linkonce_odr ",
                                "weak_odr ", "weak ", "linkonce "])
        f.comdat = f.linkage in ("linkonce_odr ", "weak_odr ", "weak ", "linkonce ") and rng.random() < 0.7
        if f.linkage in ("", "weak_odr ") and rng.random() < 0.4:
            f.module_id = rng.choice(tus)  # SYCL_EXTERNAL
        elif f.linkage == "internal " and rng.random() < 0.05:
            f.module_id = rng.choice(tus)  # an internal one: still an entry point, as in DPC++
        if f.linkage not in ("internal ", "private ") and rng.random() < 0.1:
            f.visibility = "hidden "
        if rng.random() < 0.15:
            f.unnamed_addr = rng.choice([" unnamed_addr", " local_unnamed_addr"])
        if rng.random() < 0.4:
            f.mds.append(("sycl_used_aspects", aspect_node()))
        if rng.random() < 0.1:
            f.mds.append(("sycl_declared_aspects", aspect_node()))
        if rng.random() < 0.1:
            f.mds.append(("intel_reqd_sub_group_size", sub_group_node()))
        if rng.random() < 0.1:
            f.mds.append(("sycl_explicit_simd", md.node("!{}")))
        if rng.random() < 0.3:
            f.alias = f"{f.name}.alias"
            f.alias2 = rng.random() < 0.3  # an alias of the alias too
        if rng.random() < 0.2:
            f.attrs.append('"referenced-indirectly"')
        if rng.random() < 0.1:
            f.attrs.append(rng.choice(["noinline", "alwaysinline", "cold", "nounwind"]))
    for f in funcs:
        if rng.random() < 0.05:
            f.section = rng.choice([".text.rm", "rm_section"])
        if rng.random() < 0.1:
            f.align = rng.choice([4, 16, 64])
        if rng.random() < 0.05:
            f.gc = "shadow-stack"

    globals_ = []   # global definitions (text lines)
    md_named = []   # named metadata lines
    used = []       # llvm.used members
    compiler_used = []
    need_personality = False
    own_personality = rng.random() < 0.2

    # Globals referenced only from metadata.
    for k in range(rng.randint(0, 2)):
        g = f"@rm.md_only{k}"
        globals_.append(f"{g} = {rng.choice(['internal ', ''])}global i32 {rng.randint(0, 99)}")
        node = md.node(f"!{{ptr {g}}}")
        md_named.append(f"!rm.named{k} = !{{{node}, {node}}}")
    # Globals referenced only from function attachments.
    for f in funcs:
        if rng.random() < 0.15:
            g = f"@rm.fn_md{f.index}"
            globals_.append(f"{g} = internal constant i64 {rng.randint(0, 999)}")
            f.mds.append(("rm.annotation", md.node(f"!{{ptr {g}, !\"note\"}}")))

    # Data globals that functions load and store: all kinds of linkage,
    # address spaces, thread_local, sections, an unnamed one, a declaration,
    # one in a function's comdat.
    data = []   # (pointer type, name)
    if rng.random() < 0.3:
        globals_.append(f"@0 = internal global i32 {rng.randint(0, 9)}")
        data.append(("ptr", "@0"))
    for k in range(rng.randint(0, 4)):
        name = f"@rm.data{k}"
        linkage = rng.choice(["", "internal ", "private ", "linkonce_odr ", "weak ", "common ", "external "])
        space = rng.choice(["", "", " addrspace(1)", " addrspace(3)"])
        if linkage == "external ":
            globals_.append(f"{name} = external{space} global i32")
        else:
            extra = ""
            if linkage == "linkonce_odr ":
                comdat_funcs = [f for f in funcs if f.comdat]
                if comdat_funcs and rng.random() < 0.5:
                    extra = f", comdat(${rng.choice(comdat_funcs).name})"
            if rng.random() < 0.1:
                extra += ', section "rm_data"'
            if rng.random() < 0.2:
                extra += f", align {rng.choice([4, 8, 32])}"
            tls = "thread_local " if rng.random() < 0.1 else ""
            init = "0" if linkage == "common " else str(rng.randint(0, 99))
            globals_.append(f"{name} = {linkage}{tls}{space.strip()}{' ' if space else ''}global i32 {init}{extra}")
            if linkage in ("", "internal ", "private ") and not tls and rng.random() < 0.3:
                globals_.append(f"{name}.alias = {rng.choice(['', 'internal '])}alias i32, ptr{space} {name}")
                data.append((f"ptr{space}", f"{name}.alias"))
        data.append((f"ptr{space}", name))
    for f in funcs:
        for k in range(rng.randint(0, 2) if data else 0):
            ty, g = rng.choice(data)
            if rng.random() < 0.5:
                f.touches.append(f"  store i32 {rng.randint(0, 9)}, {ty} {g}, align 4")
            else:
                f.touches.append(f"  %rm.ld{k} = load volatile i32, {ty} {g}, align 4")

    # Types that use aspects (!sycl_types_that_use_aspects), allocated by
    # some functions.
    types = []
    if rng.random() < 0.2:
        for k in range(rng.randint(1, 2)):
            types.append((f"%struct.rm.T{k}", rng.sample(values, 1)))
        for f in funcs:
            if rng.random() < 0.3:
                f.touches.append(f"  %rm.st = alloca {rng.choice(types)[0]}, align 8")

    # blockaddress of a helper's block, in a global and in an instruction.
    targets = [f for f in funcs if len(f.labels) > 1 and f.linkage not in ("linkonce ", "weak ", "linkonce_odr ", "weak_odr ")]
    if targets and rng.random() < 0.15:
        f = rng.choice(targets)
        ba = f"blockaddress(@{f.name}, %{rng.choice(f.labels[1:])})"
        globals_.append(f"@rm.blockaddr = internal global ptr {ba}")
        user = rng.choice(funcs)
        user.touches.append("  %rm.ba = load ptr, ptr @rm.blockaddr, align 8")
        if rng.random() < 0.5:
            rng.choice(funcs).touches.append(f"  store ptr {ba}, ptr %1, align 8")

    # Prefix and prologue data, personalities.
    def function_data(kind, f, constant, chance_constant, chance_global, global_definition):
        # A constant, or a pointer to a global only the data refers to.
        r = rng.random()
        if r < chance_constant:
            return constant
        if r < chance_global:
            g = f"@rm.{kind}{f.index}"
            globals_.append(f"{g} = {global_definition}")
            return f"ptr {g}"
        return None

    for f in funcs:
        f.prefix = function_data("prefix", f, "i32 7", 0.1, 0.2, f"internal global i32 {f.index}")
        f.prologue = function_data("prologue", f, "i8 144", 0.1, 0.15, 'internal constant [2 x i8] c"ab"')
        if rng.random() < 0.3:
            f.personality = "@rm.personality" if own_personality and rng.random() < 0.5 else "@__gxx_personality_v0"
            need_personality = True

    # Calls: before every `ret void`, from any function to helpers (cycles
    # allowed); through an alias, a function-pointer table, an ifunc, or to
    # an undefined function.
    ifunc = helpers and rng.random() < 0.05
    table_members = []
    if helpers:
        for f in funcs:
            for _ in range(rng.randint(0, 3)):
                h = rng.choice(helpers)
                r = rng.random()
                if r < 0.15 and h.alias:
                    f.calls.append(("alias", h))
                elif r < 0.3:
                    if h not in table_members:
                        table_members.append(h)
                    f.calls.append(("indirect", h))
                else:
                    f.calls.append(("direct", h))
    for f in funcs:
        if rng.random() < 0.1:
            f.calls.append(("undef", None))
        if ifunc and rng.random() < 0.2:
            f.calls.append(("ifunc", None))
        if f.personality and f.calls and rng.random() < 0.6:
            f.invoke = True
    if table_members:
        refs = ", ".join(f"ptr @{h.name}" for h in table_members)
        globals_.append(f"@rm.fntable = {rng.choice(['internal ', ''])}constant [{len(table_members)} x ptr] [{refs}]")
        if rng.random() < 0.5:
            globals_.append("@rm.fntable.ref = internal global ptr @rm.fntable")
            compiler_used.append("@rm.fntable.ref")
    # A global whose initializer refers to a function, kept only by llvm.used
    # or llvm.compiler.used, sometimes in a function's comdat.
    if helpers and rng.random() < 0.5:
        h = rng.choice(helpers)
        comdat = f", comdat(${h.name})" if h.comdat and rng.random() < 0.5 else ""
        globals_.append(f"@rm.fnref = {'linkonce_odr ' if comdat else ''}global ptr @{h.name}{comdat}")
        (used if rng.random() < 0.5 else compiler_used).append("@rm.fnref")
    for f in helpers:
        r = rng.random()
        if r < 0.15:
            used.append(f"@{f.name}")
        elif r < 0.3:
            compiler_used.append(f"@{f.name}")
        if f.alias and rng.random() < 0.2:
            used.append(f"@{f.alias}")

    # Debug info: a compile unit, a subprogram per function (some), and a
    # location on every call we add to a function that has one.
    debug = rng.random() < 0.3
    if debug:
        dfile = md.node(f'!DIFile(filename: "{rng.choice(tus)}", directory: "/rm")')
        cu = md.node(f"distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: {dfile}, "
                     'producer: "random-modules", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)')
        stype = md.node("!DISubroutineType(types: !{null})")
        for f in funcs:
            if rng.random() < 0.8:
                line = rng.randint(1, 500)
                f.subprogram = md.node(f'distinct !DISubprogram(name: "{f.name}", linkageName: "{f.name}", '
                                       f"scope: {dfile}, file: {dfile}, line: {line}, type: {stype}, "
                                       f"scopeLine: {line}, spFlags: DISPFlagDefinition, unit: {cu})")
                f.mds.append(("dbg", f.subprogram))

    # Emit.
    out = ["; generated by scripts/random-modules.py",
           f"; seed {base_seed}, module {index}",
           'target triple = "spir64-unknown-unknown"', ""]
    for f in funcs:
        if f.comdat:
            out.append(f"${f.name} = comdat any")
    out.append("")
    for t, _ in types:
        out.append(f"{t} = type {{ i16, ptr }}")
    out.extend(globals_)
    if used:
        out.append(f"@llvm.used = appending global [{len(used)} x ptr] [{', '.join('ptr ' + u for u in used)}], section \"llvm.metadata\"")
    if compiler_used:
        out.append(f"@llvm.compiler.used = appending global [{len(compiler_used)} x ptr] [{', '.join('ptr ' + u for u in compiler_used)}], section \"llvm.metadata\"")
    for f in helpers:
        if f.alias:
            link = "internal " if f.linkage in ("internal ", "private ") and rng.random() < 0.5 else ""
            out.append(f"@{f.alias} = {link}alias {FNTYPE}, ptr @{f.name}")
            if f.alias2:
                out.append(f"@{f.alias}2 = {rng.choice(['', 'internal '])}alias {FNTYPE}, ptr @{f.alias}")
    if ifunc:
        out.append(f"@rm.ifunc = internal ifunc {FNTYPE}, ptr @rm.resolver")
    out.append("")
    if ifunc:
        out.append(f"define internal ptr @rm.resolver() {{\n  ret ptr @{rng.choice(helpers).name}\n}}")
    if need_personality:
        out.append("declare i32 @__gxx_personality_v0(...)")
        if own_personality:
            out.append("define internal i32 @rm.personality(...) {\n  ret i32 0\n}")
    if any(k == "undef" for f in funcs for k, _ in f.calls):
        out.append(f"declare spir_func void @_Z14undefined_funcv{SIGNATURE}")
    out.append("")

    for f in funcs:
        cc = "spir_kernel" if f.kernel else "spir_func"
        head = f"define {f.linkage}{f.visibility}{cc} void @{f.name}{SIGNATURE}{f.unnamed_addr}"
        if f.module_id:
            head += f' "sycl-module-id"="{f.module_id}"'
        for a in f.attrs:
            head += " " + a
        if f.section:
            head += f' section "{f.section}"'
        if f.comdat:
            head += " comdat"
        if f.align:
            head += f" align {f.align}"
        if f.gc:
            head += f' gc "{f.gc}"'
        if f.prefix:
            head += f" prefix {f.prefix}"
        if f.prologue:
            head += f" prologue {f.prologue}"
        if f.personality:
            head += f" personality ptr {f.personality}"
        for kind, node in f.mds:
            head += f" !{kind} {node}"
        out.append(head + " {")
        n = 0
        for line in f.body:
            if line.strip() != "ret void":
                out.append(line)
                continue
            out.extend(t.replace("%rm.", f"%rm.{n}.") for t in f.touches)
            for i, (kind, h) in enumerate(f.calls):
                suffix = ""
                if rng.random() < 0.3 and kind not in ("undef", "ifunc"):
                    extra = [h] + rng.sample(funcs, rng.randint(0, 2))
                    suffix = ", !callees " + md.node("!{" + ", ".join(f"ptr @{x.name}" for x in extra) + "}")
                elif rng.random() < 0.1:
                    suffix = ", !sycl_used_aspects " + aspect_node()
                if f.subprogram:
                    suffix += ", !dbg " + md.node(f"!DILocation(line: {rng.randint(1, 900)}, "
                                                  f"column: {rng.randint(1, 80)}, scope: {f.subprogram})")
                if kind == "direct":
                    callee = f"@{h.name}"
                elif kind == "alias":
                    callee = f"@{h.alias}2" if h.alias2 and rng.random() < 0.5 else f"@{h.alias}"
                elif kind == "undef":
                    callee = "@_Z14undefined_funcv"
                elif kind == "ifunc":
                    callee = "@rm.ifunc"
                else:
                    slot = table_members.index(h)
                    out.append(f"  %rm.fp{n}.{i} = load ptr, ptr getelementptr inbounds "
                               f"([{len(table_members)} x ptr], ptr @rm.fntable, i64 0, i64 {slot}), align 8")
                    callee = f"%rm.fp{n}.{i}"
                if f.invoke and i == len(f.calls) - 1:
                    out.append(f"  invoke spir_func void {callee}{ARGS}")
                    out.append(f"          to label %rm.cont{n} unwind label %rm.lpad{n}{suffix}")
                    out.append(f"rm.cont{n}:")
                    out.append("  ret void")
                    out.append(f"rm.lpad{n}:")
                    out.append(f"  %rm.lp{n} = landingpad {{ ptr, i32 }} cleanup")
                    out.append(f"  resume {{ ptr, i32 }} %rm.lp{n}")
                    break
                args = "()" if rng.random() < 0.05 else ARGS
                out.append(f"  call spir_func void {callee}{args}{suffix}")
            else:
                out.append(line)
            n += 1
        out.append("}")
        out.append("")

    aspects_nodes = [md.node(f'!{{!"{name}", i32 {v}}}') for name, v in table]
    if odd and rng.random() < 0.5:
        aspects_nodes.append(md.node(rng.choice(['!{!"fp64", i32 60}', '!{!"fp64"}', '!{i32 6, !"fp64"}',
                                                 '!{!"rm_unknown_aspect", i32 6}', "!{}"])))
    if types:
        nodes = [md.node(f'!{{!"{t[1:]}", ' + ", ".join(f"i32 {v}" for v in vs) + "}") for t, vs in types]
        out.append(f"!sycl_types_that_use_aspects = !{{{', '.join(nodes)}}}")
    if aspects_nodes or rng.random() < 0.5:
        out.append(f"!sycl_aspects = !{{{', '.join(aspects_nodes)}}}")
    flags = []
    if rng.random() < 0.5:
        flags.append(md.node('!{i32 1, !"wchar_size", i32 4}'))
    if debug:
        flags.append(md.node('!{i32 2, !"Debug Info Version", i32 3}'))
        out.append(f"!llvm.dbg.cu = !{{{cu}}}")
    if flags:
        out.append(f"!llvm.module.flags = !{{{', '.join(flags)}}}")
    out.extend(md_named)
    out.extend(f"!{i} = {text}" for i, text in enumerate(md.nodes))

    entry_points = {f.name for f in funcs if f.kernel or f.module_id}
    kernel_names = {f.name for f in kernels}

    # A second module for the runs that link two inputs: a kernel calling
    # one of the first module's visible helpers, a definition of the function
    # the first module only declares, and its own !sycl_aspects (the
    # standard numbering: it conflicts with a renumbered first module).
    extra = ['target triple = "spir64-unknown-unknown"', ""]
    visible = [f for f in helpers if f.linkage not in ("internal ", "private ")]
    call = ""
    if visible:
        h = rng.choice(visible)
        extra.append(f"declare spir_func void @{h.name}{SIGNATURE}")
        call = f"  call spir_func void @{h.name}{ARGS}\n"
    extra.append(f'define spir_func void @_Z14undefined_funcv{SIGNATURE} {{\n  ret void\n}}')
    extra.append(f'define spir_kernel void @rm_extra_kernel{SIGNATURE} "sycl-module-id"="extra.cpp" '
                 f"!sycl_used_aspects !0 {{\n{call}  ret void\n}}")
    extra.append('!sycl_aspects = !{!1, !2}\n!0 = !{i32 28}\n!1 = !{!"fp64", i32 6}\n!2 = !{!"atomic64", i32 28}')
    return {"module": "\n".join(out) + "\n", "extra": "\n".join(extra) + "\n",
            "entry_points": entry_points, "kernels": kernel_names,
            "local": {f.name for f in funcs if f.linkage in ("internal ", "private ")}}


class Failure(Exception):
    pass


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.modules = 0
        self.tool_runs = 0
        self.images = 0
        self.errors = []     # clean error exits (command, first error line)
        self.failures = []   # (module index, directory, description)


def crashed(proc):
    return proc.returncode < 0 or proc.returncode >= 128 or any(m in proc.stderr for m in CRASH_MARKERS)


class ModuleRun:
    def __init__(self, base_seed, index, stats, keep):
        self.base_seed = base_seed
        self.index = index
        self.stats = stats
        self.keep = keep
        self.tool_runs = 0
        self.images = 0
        self.errors = []

    def run(self, cmd, what, tool=True):
        """Runs cmd in the module's directory; raises Failure on a crash."""
        try:
            proc = subprocess.run(cmd, cwd=self.dir, capture_output=True, text=True,
                                  errors="replace", timeout=COMMAND_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise Failure(cmd, f"{what}: no result after {COMMAND_TIMEOUT} s", "")
        if tool:
            self.tool_runs += 1
        if crashed(proc):
            how = f"signal {-proc.returncode}" if proc.returncode < 0 else f"exit status {proc.returncode}"
            raise Failure(cmd, f"{what}: crashed ({how})", proc.stderr)
        if proc.returncode != 0:
            first = next((l for l in proc.stderr.splitlines() if "error:" in l), None)
            if first is None:
                raise Failure(cmd, f"{what}: exit status {proc.returncode} without an error message", proc.stderr)
            self.errors.append((self.index, " ".join(cmd), first))
        return proc

    def verify(self, path, made_by):
        self.images += 1
        cmd = [OPT, "-passes=verify", "-disable-output", path]
        proc = subprocess.run(cmd, cwd=self.dir, capture_output=True, text=True, errors="replace",
                              timeout=COMMAND_TIMEOUT)
        if proc.returncode != 0:
            raise Failure(cmd, f"image {path} written by `{' '.join(made_by)}` does not verify", proc.stderr,
                          made_by)

    def images_in(self, subdir):
        found = []
        for name in sorted(os.listdir(os.path.join(self.dir, subdir))):
            if name.endswith((".bc", ".ll")):
                found.append(os.path.join(subdir, name))
        return found

    def check_table(self, table, cmd, entry_points=None):
        """Every cell of the table names an existing file; with entry_points,
        the .sym files list each of them exactly once."""
        path = os.path.join(self.dir, table)
        with open(path) as f:
            lines = f.read().splitlines()
        if not lines or not lines[0].startswith("["):
            raise Failure(cmd, f"{table}: no column header", "")
        columns = lines[0].strip("[]").split("|")
        listed = []
        for row in lines[1:]:
            cells = row.split("|")
            if len(cells) != len(columns):
                raise Failure(cmd, f"{table}: row '{row}' does not match the columns {columns}", "")
            for c in cells:
                if not os.path.exists(os.path.join(self.dir, c)):
                    raise Failure(cmd, f"{table}: '{c}' does not exist", "")
            if "Symbols" in columns:
                with open(os.path.join(self.dir, cells[columns.index("Symbols")])) as s:
                    symbols = s.read().split()
                listed.extend(symbols)
                code = cells[columns.index("Code")] if "Code" in columns else ""
                if code.endswith(".ll"):
                    # Each entry point is an externally visible definition of its image.
                    with open(os.path.join(self.dir, code)) as f:
                        defined = {}
                        for m in re.finditer(r'^define ([^@\n]*)@("(?:[^"\\]|\\.)*"|[-\w.$]+)\(', f.read(), re.M):
                            defined[m.group(2).strip('"')] = m.group(1)
                    for sym in symbols:
                        if sym in self.local:
                            continue  # an internal SYCL_EXTERNAL function stays internal, as in DPC++
                        if sym not in defined or re.search(r"\b(internal|private)\b", defined[sym]):
                            raise Failure(cmd, f"{code}: entry point '{sym}' (listed in its .sym) is not an "
                                               f"externally visible definition there", "")
        if entry_points is not None and "Symbols" in columns:
            if sorted(listed) != sorted(entry_points):
                raise Failure(cmd, f"{table}: the .sym files list {sorted(listed)}, "
                                   f"the entry points are {sorted(entry_points)}", "")
        return lines[1:]

    def go(self):
        self.dir = tempfile.mkdtemp(prefix=f"random-module-{self.index}-")
        cmd = None
        try:
            try:
                gen = generate(self.base_seed, self.index)
                self.local = gen["local"]
            except (subprocess.CalledProcessError, RuntimeError, StopIteration) as e:
                raise Failure(["scripts/random-modules.py", "--seed", str(self.base_seed), "--module",
                               str(self.index)], f"generator: {e}", "")
            for name in ("module", "extra"):
                with open(os.path.join(self.dir, f"{name}.ll"), "w") as f:
                    f.write(gen[name])
                cmd = [OPT, "-passes=verify", "-disable-output", f"{name}.ll"]
                proc = subprocess.run(cmd, cwd=self.dir, capture_output=True, text=True, errors="replace")
                if proc.returncode != 0:
                    raise Failure(cmd, "generator bug: the generated module does not verify", proc.stderr)
            rng = random.Random(f"random-modules-flags:{self.base_seed}:{self.index}")

            # The pass (opt verifies its output before writing it).
            os.mkdir(os.path.join(self.dir, "pass"))
            params = []
            if rng.random() < 0.2:
                params.append("fixed-targets=" + ";".join(rng.sample(TARGETS[:5], rng.randint(1, 2))))
            if rng.random() < 0.2:
                params.append("exclude-aspects=" + ";".join(rng.sample([n for n, _ in ASPECTS], rng.randint(1, 2))))
            if rng.random() < 0.2:
                params.append("explain=" + rng.choice(["pass/explain.json", "pass/explain.txt"]))
            if rng.random() < 0.1:
                params.append("warn-implicit-fp64")
            if rng.random() < 0.1:
                params.append("no-validate")
            passes = "sycl-propagate-aspects-usage" + (f"<{';'.join(params)}>" if params else "")
            cmd = [OPT, f"-load-pass-plugin={PLUGIN}", f"-passes={passes}", "module.ll", "-o", "pass/module.bc"]
            proc = self.run(cmd, "the pass")
            inputs = ["module.ll"]
            if proc.returncode == 0:
                self.verify("pass/module.bc", cmd)
                inputs.append("pass/module.bc")

            # sycl-post-link in every split mode, then -ir-output-only.
            tables = []
            for k, mode in enumerate(["kernel", "source", "auto", "none"]):
                out = f"r{k}"
                os.mkdir(os.path.join(self.dir, out))
                cmd = [POST_LINK, f"-split={mode}", "-symbols", "-properties"]
                esimd = rng.random() < 0.4
                only_kernels = rng.random() < 0.3
                if esimd:
                    cmd.append("-split-esimd")
                if only_kernels:
                    cmd.append("-emit-only-kernels-as-entry-points")
                if rng.random() < 0.4:
                    cmd.append("-S")
                extra = rng.random() < 0.4
                if extra:
                    cmd += ["-o", f"{rng.choice(TARGETS)},{out}/target.table"]
                cmd += ["-o", f"{out}/out.table", rng.choice(inputs)]
                expected = set(gen["kernels"] if only_kernels else gen["entry_points"])
                if rng.random() < 0.25:
                    cmd.append("extra.ll")
                    expected.add("rm_extra_kernel")
                proc = self.run(cmd, "sycl-post-link")
                if proc.returncode != 0:
                    continue
                self.check_table(f"{out}/out.table", cmd, expected)
                if extra:
                    self.check_table(f"{out}/target.table", cmd)
                for image in self.images_in(out):
                    self.verify(image, cmd)
                for prop in sorted(os.listdir(os.path.join(self.dir, out))):
                    if prop.endswith(".prop"):
                        # A .prop sycl-post-link wrote must read back: its
                        # own reader refusing it is a failure, not a clean
                        # error (a repeated aspect name did, module 162).
                        read = [POST_LINK, "--print-properties", f"{out}/{prop}"]
                        if self.run(read, "--print-properties").returncode != 0:
                            raise Failure(read, f"{out}/{prop} written by `{' '.join(cmd)}` does not read back",
                                          "", cmd)
                tables.append(f"{out}/out.table")
            os.mkdir(os.path.join(self.dir, "ir"))
            out_name = rng.choice(["ir/out.bc", "ir/out.ll"])
            cmd = [POST_LINK, "-ir-output-only", "-o", out_name] + (["-S"] if out_name.endswith(".ll") else [])
            cmd.append(rng.choice(inputs))
            proc = self.run(cmd, "sycl-post-link -ir-output-only")
            if proc.returncode == 0:
                self.verify(out_name, cmd)

            # sycl-aspect-filter on two of the written tables.
            for t in rng.sample(tables, min(2, len(tables))):
                filtered = t.replace("out.table", "filtered.table")
                cmd = [FILTER, f"-target={rng.choice(TARGETS)}", t, "-o", filtered]
                if rng.random() < 0.5:
                    cmd.append("-v")
                proc = self.run(cmd, "sycl-aspect-filter")
                if proc.returncode == 0:
                    kept = self.check_table(filtered, cmd)
                    with open(os.path.join(self.dir, t)) as f:
                        rows = f.read().splitlines()[1:]
                    if any(r not in rows for r in kept):
                        raise Failure(cmd, f"{filtered} has rows that {t} does not", "")
        except Failure as e:
            self.record(*e.args)
        finally:
            with self.stats.lock:
                self.stats.modules += 1
                self.stats.tool_runs += self.tool_runs
                self.stats.images += self.images
                self.stats.errors.extend(self.errors)
            if self.keep:
                shutil.copytree(self.dir, os.path.join(self.keep, f"module-{self.index}"), dirs_exist_ok=True)
            shutil.rmtree(self.dir, ignore_errors=True)

    def record(self, cmd, what, stderr, made_by=None):
        dest = os.path.join(FAILURES, f"seed{self.base_seed}-module{self.index}")
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(self.dir, dest)
        lines = ["#!/bin/sh", f"# {what}",
                 f"# regenerate: scripts/random-modules.py --seed {self.base_seed} --module {self.index}",
                 'cd "$(dirname "$0")"']
        if made_by:
            lines.append(" ".join(shlex.quote(c) for c in made_by))
        lines.append(" ".join(shlex.quote(c) for c in cmd))
        with open(os.path.join(dest, "repro.sh"), "w") as f:
            f.write("\n".join(lines) + "\n")
        os.chmod(os.path.join(dest, "repro.sh"), 0o755)
        with open(os.path.join(dest, "stderr.txt"), "w") as f:
            f.write(stderr)
        rel = os.path.relpath(dest, ROOT)
        with self.stats.lock:
            self.stats.failures.append((self.index, rel, what))
        tail = "\n".join(stderr.strip().splitlines()[:12])
        print(f"random-modules: FAILURE in module {self.index}: {what}\n  command: {' '.join(cmd)}\n"
              f"  kept in {rel} (repro.sh)" + (f"\n{tail}" if tail else ""), file=sys.stderr, flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=250)
    ap.add_argument("--time-limit", type=float, default=170,
                    help="no module is started after this many seconds (each takes about 1 s)")
    ap.add_argument("--min-modules", type=int, default=100,
                    help="fail when the time limit left fewer modules run than this (a loaded machine "
                         "must not pass a stage that tested little)")
    ap.add_argument("--jobs", type=int, default=2, choices=[1, 2])
    ap.add_argument("--module", type=int, action="append",
                    help="run only this module (repeatable)")
    ap.add_argument("--keep", help="copy every module's directory here")
    ap.add_argument("--print", type=int, metavar="M", help="print module M and exit")
    args = ap.parse_args()

    if args.print is not None:
        sys.stdout.write(generate(args.seed, args.print)["module"])
        return 0
    for tool in (POST_LINK, FILTER, PLUGIN):
        if not os.path.exists(tool):
            sys.exit(f"random-modules: {tool} is missing: build the workspace first")
    for tool in (OPT, STRESS):
        if not shutil.which(tool):
            sys.exit(f"random-modules: {tool} is missing (apt-get install llvm-{LLVM_MAJOR})")

    indices = args.module or list(range(args.count))
    stats = Stats()
    start = time.monotonic()
    deadline = start + args.time_limit
    stopped = []

    def one(i):
        if time.monotonic() > deadline:
            stopped.append(i)
            return
        ModuleRun(args.seed, i, stats, args.keep).go()

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(one, indices))

    # Clean error exits, one line per distinct message (numbers and file
    # names folded), with the first module and command that gave it.
    distinct = {}
    for index, cmd, line in sorted(stats.errors):
        key = re.sub(r"[\w./-]*\.(prop|table|bc|ll)\b", "<file>", re.sub(r"\d+", "N", line))
        distinct.setdefault(key, []).append((index, cmd, line))
    for key, seen in distinct.items():
        index, cmd, line = seen[0]
        print(f"random-modules: clean error ({len(seen)}x, first in module {index}): {line}\n  {cmd}")
    elapsed = time.monotonic() - start
    if stopped:
        print(f"random-modules: time limit ({args.time_limit:g} s) reached: {len(stopped)} of "
              f"{len(indices)} modules not run")
    print(f"random-modules: {stats.modules} modules, {stats.tool_runs} tool runs, {stats.images} images "
          f"verified, {len(stats.errors)} clean errors, {len(stats.failures)} failures "
          f"(seed {args.seed}, {elapsed:.0f} s)")
    for index, rel, what in sorted(stats.failures):
        print(f"random-modules: failed: module {index}: {what} ({rel}/repro.sh)")
    floor = min(args.min_modules, len(indices))
    if stats.modules < floor:
        print(f"random-modules: FAILED: only {stats.modules} of {len(indices)} modules ran before the time limit "
              f"(at least {floor} must; raise --time-limit or run on a less loaded machine)")
        return 1
    return 1 if stats.failures else 0


if __name__ == "__main__":
    sys.exit(main())
