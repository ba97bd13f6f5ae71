# Configuration for running these tests with the real lit:
#   /usr/lib/llvm-16/build/utils/lit/lit.py -sv tests/
#   SYCL_ASPECTS_LLVM=19 /usr/lib/llvm-19/build/utils/lit/lit.py -sv tests/
# (or `pip install lit`). SYCL_ASPECTS_LLVM (16, the default, or 19) is the
# LLVM major of the build under test: its tools come first on PATH and the
# built files are taken from its output directory, target/release for 16 and
# target/llvm19/release for 19 (docs/llvm-versions.md). The plugin is taken
# from $SYCL_ASPECTS_PLUGIN or <that directory>/libsycl_aspects.so, the
# sycl-targets tool from $SYCL_TARGETS_TOOL or <that directory>/sycl-targets,
# the sycl-clang wrapper from $SYCL_CLANG_TOOL or <that directory>/sycl-clang.
# The same substitutions are implemented by tests/lit.rs, which `cargo test`
# runs.
import os
import lit.formats

llvm_major = os.environ.get("SYCL_ASPECTS_LLVM") or "16"
if llvm_major not in ("16", "19"):
    raise SystemExit(f"SYCL_ASPECTS_LLVM={llvm_major!r}: supported LLVM majors are 16 and 19")
other_major = "19" if llvm_major == "16" else "16"

config.name = "sycl-aspects"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cpp", ".ll", ".test"]
config.excludes = ["lit.rs", "Inputs"]
config.test_source_root = os.path.dirname(__file__)

root = os.path.dirname(config.test_source_root)
build_dir = os.path.join(root, "target", "release") if llvm_major == "16" else os.path.join(
    root, "target", "llvm" + llvm_major, "release")
plugin = os.environ.get(
    "SYCL_ASPECTS_PLUGIN", os.path.join(build_dir, "libsycl_aspects.so"))
sycl_targets = os.environ.get(
    "SYCL_TARGETS_TOOL", os.path.join(build_dir, "sycl-targets"))
sycl_clang = os.environ.get(
    "SYCL_CLANG_TOOL", os.path.join(build_dir, "sycl-clang"))
sycl_post_link = os.environ.get(
    "SYCL_POST_LINK_TOOL", os.path.join(build_dir, "sycl-post-link"))
sycl_aspect_filter = os.environ.get(
    "SYCL_ASPECT_FILTER_TOOL", os.path.join(build_dir, "sycl-aspect-filter"))
headers = os.path.join(root, "headers")
# Intel's real SYCL headers, one <version>/include per version
# (scripts/fetch-sycl-headers.sh). Tests marked `REQUIRES: intel-sycl-headers`
# use them and FAIL when they are missing, unless
# SYCL_ASPECTS_SKIP_REAL_HEADERS=1 explicitly opts out (they are then
# unsupported).
intel_sycl = os.environ.get("SYCL_ASPECTS_INTEL_SYCL", os.path.join(root, "target", "intel-sycl"))
if os.environ.get("SYCL_ASPECTS_SKIP_REAL_HEADERS") != "1":
    config.available_features.add("intel-sycl-headers")
# The SPIR-V translator (scripts/fetch-llvm-spirv.sh). Tests marked
# `REQUIRES: llvm-spirv` FAIL when it is missing, unless
# SYCL_ASPECTS_SKIP_LLVM_SPIRV=1 explicitly opts out.
llvm_spirv = os.environ.get(
    "SYCL_ASPECTS_LLVM_SPIRV", os.path.join(root, "target", "llvm-spirv", "2024.2.0", "bin", "llvm-spirv"))
if os.environ.get("SYCL_ASPECTS_SKIP_LLVM_SPIRV") != "1":
    config.available_features.add("llvm-spirv")
# Intel's SYCL runtime (scripts/fetch-sycl-runtime.sh) for tests marked
# `REQUIRES: sycl-runtime`; they FAIL when it is missing unless
# SYCL_ASPECTS_SKIP_SYCL_RUNTIME=1 (scripts/test.sh sets it, with a message,
# when the wheels cannot be installed).
intel_sycl_runtime = os.environ.get(
    "SYCL_ASPECTS_SYCL_RUNTIME", os.path.join(root, "target", "sycl-runtime", "2026.2.0"))
runtime_lib_dir = os.environ.get(
    "SYCL_ASPECTS_RUNTIME_LIB_DIR", build_dir)
if os.environ.get("SYCL_ASPECTS_SKIP_SYCL_RUNTIME") != "1":
    config.available_features.add("sycl-runtime")
llvm_bin = f"/usr/lib/llvm-{llvm_major}/bin"
other_llvm_bin = f"/usr/lib/llvm-{other_major}/bin"
if os.path.exists(os.path.join(other_llvm_bin, "clang")):
    config.available_features.add("other-llvm")
# The design folder's reference data beside the checkout (tests/sync/).
if os.path.isdir(os.path.join(root, "..", "shared", "data")):
    config.available_features.add("shared-data")
for feature in ("linux", "shell", "llvm-" + llvm_major):
    config.available_features.add(feature)

config.environment["PATH"] = llvm_bin + os.pathsep + os.environ.get("PATH", "")
# %sycl-clang loads the same library as %clang.
config.environment["SYCL_ASPECTS_PLUGIN"] = plugin
config.environment["SYCL_ASPECTS_LLVM"] = llvm_major
config.environment["SYCL_ASPECTS_LLVM_SPIRV"] = llvm_spirv
# Longest first: lit applies them in order, and %sycl-targets and %sycl-clang
# before lit's own %s.
config.substitutions.append(("%intel-sycl-runtime", intel_sycl_runtime))
config.substitutions.append(("%intel-sycl", intel_sycl))
config.substitutions.append(("%llvm-spirv", llvm_spirv))
config.substitutions.append(("%sycl-aspects-runtime", runtime_lib_dir))
config.substitutions.append(("%sycl-targets", sycl_targets))
config.substitutions.append(("%sycl-clang", sycl_clang))
config.substitutions.append(("%sycl-post-link", sycl_post_link))
config.substitutions.append(("%sycl-aspect-filter", sycl_aspect_filter))
config.substitutions.append(("%clang_noplugin", f"{llvm_bin}/clang++ -I{headers}"))
config.substitutions.append(("%clang_cc1", f"{llvm_bin}/clang -cc1 -load {plugin} -I{headers}"))
config.substitutions.append(("%clang", f"{llvm_bin}/clang++ -fplugin={plugin} -I{headers}"))
config.substitutions.append(("%opt", f"{llvm_bin}/opt -load-pass-plugin={plugin}"))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%llvm-major", llvm_major))
config.substitutions.append(("%other-llvm-bin", other_llvm_bin))
config.substitutions.append(("%headers", headers))
