// The wrapper execs the compiler, so its exit status, and death by a signal
// (128 + signal number in the shell), reach the caller unchanged.
// RUN: rm -rf %t && mkdir %t
// RUN: printf '#!/bin/sh\nexit 7\n' > %t/exit7 && chmod +x %t/exit7
// RUN: printf '#!/bin/sh\nkill -TERM $$\n' > %t/killed && chmod +x %t/killed
// RUN: env SYCL_CLANG_CXX=%t/exit7 %sycl-clang -c %s -o %t/k.o; test $? -eq 7
// RUN: env SYCL_CLANG_CXX=%t/killed %sycl-clang -c %s -o %t/k.o; test $? -eq 143
