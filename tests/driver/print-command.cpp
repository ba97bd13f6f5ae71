// --sycl-print-command prints the clang command (compiler, -fplugin=, -I, then
// the user's arguments in order with the design spellings translated,
// shell-quoted) and does not run clang.
// RUN: rm -f %t.o
// RUN: env -u SYCL_CLANG_CXX -u SYCL_ASPECTS_HEADERS %sycl-clang --sycl-print-command -std=c++17 \
// RUN:   -fsycl-fixed-targets=intel_gpu_pvc,intel_gpu_tgllp -O2 -fsycl-targets=intel_gpu_pvc \
// RUN:   '-fsycl-device-config-file=my devices.yaml' -c %s -o %t.o \
// RUN:   | FileCheck --match-full-lines -DMAJOR=%llvm-major -DPLUGIN=%plugin -DHEADERS=%headers -DSRC=%s -DOBJ=%t.o %s
// RUN: not test -e %t.o
// CHECK:      clang++-[[MAJOR]] -fplugin=[[PLUGIN]] -I[[HEADERS]] -std=c++17 -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc,intel_gpu_tgllp -O2 -fplugin-arg-sycl_aspects-targets=intel_gpu_pvc '-fplugin-arg-sycl_aspects-device-config-file=my devices.yaml' -c [[SRC]] -o [[OBJ]]
// CHECK-EMPTY:
