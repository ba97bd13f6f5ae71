// Unknown fixed targets and invalid device configuration files are errors
// that fail the compilation: one line with the closest target names, or the
// file's diagnostics with file:line:col, the source line and a caret.
// RUN: not %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tglp 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// UNKNOWN: error: sycl_aspects plugin: unknown fixed target 'intel_gpu_tglp'; did you mean one of 'intel_gpu_tgllp', {{.*}}? ('sycl-targets list' shows all {{[0-9]+}} known targets)
// UNKNOWN: 1 error generated.
// RUN: not %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-targets=nvidia_gpu_sm_8 2>&1 | FileCheck --check-prefix=TARGETS %s
// TARGETS: error: sycl_aspects plugin: unknown target 'nvidia_gpu_sm_8'
// RUN: not %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-device-config-file=%S/Inputs/bad-config.yaml 2>&1 | FileCheck --check-prefix=YAML %s
// YAML: bad-config.yaml:2:18: error: unknown aspect 'fp65'
// YAML-NEXT: aspects: [gpu, fp65]
// YAML-NEXT: {{^ *}}^~~~
// YAML: bad-config.yaml:3:25: error:
// YAML: error: sycl_aspects plugin: invalid device configuration file (errors above)
// RUN: not %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-device-config-file=%S/Inputs/missing.yaml 2>&1 | FileCheck --check-prefix=MISSING %s
// MISSING: missing.yaml: error:
// The plugin and the pass read the file through the same bounded reader.
// RUN: rm -f %t.fifo && mkfifo %t.fifo
// RUN: not timeout 20 %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-device-config-file=%t.fifo 2>&1 | FileCheck --check-prefix=FIFO %s
// FIFO: fifo: error: cannot read file: it is a FIFO, not a regular file
// RUN: not timeout 20 %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-device-config-file=/dev/zero 2>&1 | FileCheck --check-prefix=ZERO %s
// ZERO: /dev/zero: error: cannot read file: it is a character device, not a regular file
#include <sycl/sycl.hpp>
SYCL_EXTERNAL void f() {}
