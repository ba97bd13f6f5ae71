// Fixed-target lists are checked: an empty name is an error whether the
// list is empty or only commas (before: '-fsycl-fixed-targets=,' was
// accepted as no targets); an aspect that names no device (fp64) is
// refused (before: accepted and ignored), the device kinds cpu, gpu and
// accelerator stay accepted; an unknown name close to no known one lists
// the known targets of its family.
// RUN: not %sycl-clang -fsyntax-only -fsycl-fixed-targets=, %s 2>&1 | FileCheck --check-prefix=COMMA %s
// COMMA: sycl-clang: error: '-fsycl-fixed-targets=,' has an empty name in its list: '-fsycl-fixed-targets=<target>,...'
// RUN: not %sycl-clang -fsyntax-only -fsycl-targets=intel_gpu_pvc,,intel_gpu_tgllp %s 2>&1 | FileCheck --check-prefix=DOUBLE %s
// DOUBLE: sycl-clang: error: '-fsycl-targets=intel_gpu_pvc,,intel_gpu_tgllp' has an empty name in its list
// RUN: not %clang -fsyntax-only -fplugin-arg-sycl_aspects-fixed-targets=, %s 2>&1 | FileCheck --check-prefix=PLUGIN-COMMA %s
// PLUGIN-COMMA: error: sycl_aspects plugin: 'fixed-targets=,' has an empty name in its list; expected fixed-targets=a,b
// RUN: not %sycl-clang -fsyntax-only -fsycl-fixed-targets=fp64 %s 2>&1 | FileCheck --check-prefix=ASPECT %s
// ASPECT: error: sycl_aspects plugin: fixed target 'fp64' is an aspect, not a device; a fixed target is a target of the device table ('sycl-targets list') or one of the device kinds host, cpu, gpu, accelerator
// RUN: %sycl-clang -fsyntax-only -fsycl-fixed-targets=cpu,gpu,accelerator %s
// RUN: not %sycl-clang -fsyntax-only -fsycl-fixed-targets=intel_gpu_nosuchchip %s 2>&1 | FileCheck --check-prefix=FAMILY %s
// FAMILY: error: sycl_aspects plugin: unknown fixed target 'intel_gpu_nosuchchip'; known intel_gpu_* targets: {{(intel_gpu_[a-z0-9_]+, )+}}intel_gpu_{{[a-z0-9_]+}} ('sycl-targets list' shows all {{[0-9]+}} known targets)
// RUN: not %sycl-targets show intel_gpu_nosuchchip 2>&1 | FileCheck --check-prefix=SHOW %s
// SHOW: error: unknown target 'intel_gpu_nosuchchip'
// SHOW-NEXT: note: known intel_gpu_* targets: intel_gpu_{{.*}}
// RUN: not %sycl-targets show "$(printf 'x\033[2J')" 2>&1 | FileCheck --check-prefix=ESC %s
// ESC: error: unknown target 'x\x1b[2J'
#include <sycl/sycl.hpp>
SYCL_EXTERNAL void f() {}
