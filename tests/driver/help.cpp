// --sycl-help prints the flag mapping and the environment variables; --help
// is left to clang.
// RUN: %sycl-clang --sycl-help | FileCheck %s
// RUN: env SYCL_CLANG_CXX=echo %sycl-clang --help | FileCheck --check-prefix=CLANG %s
// CHECK: usage: sycl-clang [clang++ arguments...]
// CHECK: -fsycl-fixed-targets=<target>,... -> -fplugin-arg-sycl_aspects-fixed-targets=<target>,...
// CHECK: -fsycl-targets=<target>,... -> -fplugin-arg-sycl_aspects-targets=<target>,...
// CHECK: -fsycl-device-config-file=<path> -> -fplugin-arg-sycl_aspects-device-config-file=<path>
// CHECK: SYCL_CLANG_CXX
// CHECK: SYCL_ASPECTS_PLUGIN
// CHECK: SYCL_ASPECTS_HEADERS
// CLANG: -fplugin={{.*}} -I{{.*}} --help
