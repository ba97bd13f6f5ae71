// --sycl-headers=<prefix> replaces -I<headers> with DPC++'s device flags, our
// overlay, Intel's include directory, the host C++ directories (asked from
// the compiler) and our prelude, before the user's arguments in order; a
// prefix without include/sycl/sycl.hpp, or no value, is an error.
// RUN: rm -rf %t && mkdir -p %t/prefix/include/sycl && touch %t/prefix/include/sycl/sycl.hpp
// RUN: env -u SYCL_CLANG_CXX -u SYCL_ASPECTS_HEADERS %sycl-clang --sycl-print-command --sycl-headers=%t/prefix -O2 -c k.cpp \
// RUN:   | FileCheck --match-full-lines -DMAJOR=%llvm-major -DPLUGIN=%plugin -DHEADERS=%headers -DPREFIX=%t/prefix %s
// CHECK: clang++-[[MAJOR]] -fplugin=[[PLUGIN]] --target=spir64-unknown-unknown -Xclang -fsycl-is-device -Xclang -aux-triple -Xclang x86_64-unknown-linux-gnu -D__SYCL_DEVICE_ONLY__ '-DSYCL_EXTERNAL=__attribute__((sycl_device))' -fno-exceptions -isystem [[HEADERS]]/intel-sycl/overlay -isystem [[PREFIX]]/include -isystem {{.*}}c++{{.*}} -include [[HEADERS]]/intel-sycl/prelude.hpp -O2 -c k.cpp
// The repository's own headers are not on the path (they would shadow Intel's <sycl/sycl.hpp>).
// RUN: env -u SYCL_CLANG_CXX -u SYCL_ASPECTS_HEADERS %sycl-clang --sycl-print-command --sycl-headers=%t/prefix -c k.cpp \
// RUN:   | FileCheck --check-prefix=NO-OWN -DHEADERS=%headers %s
// NO-OWN-NOT: -I[[HEADERS]]
// RUN: not %sycl-clang --sycl-headers=%t/missing -c k.cpp 2>&1 | FileCheck --check-prefix=MISSING -DPREFIX=%t %s
// MISSING: sycl-clang: error: '--sycl-headers=[[PREFIX]]/missing': '[[PREFIX]]/missing/include/sycl/sycl.hpp' not found; the prefix must hold Intel's include/ directory (scripts/fetch-sycl-headers.sh <version> puts it in target/intel-sycl/<version>)
// RUN: not %sycl-clang --sycl-headers -c k.cpp 2>&1 | FileCheck --check-prefix=NOVALUE %s
// NOVALUE: sycl-clang: error: '--sycl-headers' needs a value in the same argument: '--sycl-headers=<prefix>'
// A compiler that lists no include directories is an error, not a compile without libstdc++.
// RUN: printf '#!/bin/sh\nexit 0\n' > %t/fake-cxx && chmod +x %t/fake-cxx
// RUN: not env SYCL_CLANG_CXX=%t/fake-cxx %sycl-clang --sycl-headers=%t/prefix -c k.cpp 2>&1 | FileCheck --check-prefix=NODIRS -DFAKE=%t/fake-cxx %s
// NODIRS: sycl-clang: error: '[[FAKE]]' did not report its C++ include directories ('-x c++ -E -v' listed none); '--sycl-headers' needs them
