// SYCL_CLANG_CXX, SYCL_ASPECTS_PLUGIN and SYCL_ASPECTS_HEADERS choose the
// compiler, the library and the headers; without SYCL_ASPECTS_PLUGIN the
// library is the libsycl_aspects.so next to sycl-clang.
// RUN: env SYCL_CLANG_CXX=my-clang++ SYCL_ASPECTS_PLUGIN=/opt/sycl/lib.so SYCL_ASPECTS_HEADERS=/opt/sycl/include \
// RUN:   %sycl-clang --sycl-print-command -c k.cpp | FileCheck --match-full-lines --check-prefix=SET %s
// RUN: env -u SYCL_ASPECTS_PLUGIN -u SYCL_CLANG_CXX %sycl-clang --sycl-print-command -c k.cpp \
// RUN:   | FileCheck --match-full-lines --check-prefix=DEFAULT -DMAJOR=%llvm-major -DTOOL_DIR=$(dirname %sycl-clang) %s
// SET: my-clang++ -fplugin=/opt/sycl/lib.so -I/opt/sycl/include -c k.cpp
// DEFAULT: clang++-[[MAJOR]] -fplugin=[[TOOL_DIR]]/libsycl_aspects.so -I{{.+}}/headers -c k.cpp
