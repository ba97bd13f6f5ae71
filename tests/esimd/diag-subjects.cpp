// sycl_explicit_simd applies to functions and global variables (DPC++'s
// subjects; a warning elsewhere). Global variables are accepted without
// effect ("private globals" need DPC++'s ESIMD back end). Written after a
// function's parameter list it applies to the function type: a clear error
// (after a lambda's it marks the lambda, attribute-positions.cpp).
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// (-verify bypasses the plugin's diagnostic filter, so the type position is
// checked on clang's printed output.)
// RUN: not %clang -std=c++17 -fsyntax-only -DTYPE_POSITION %s 2>&1 | FileCheck --check-prefix=TYPE %s

struct [[intel::sycl_explicit_simd]] S {}; // expected-warning {{'sycl_explicit_simd' attribute only applies to functions and global variables}}
void f() {
  [[intel::sycl_explicit_simd]] int local = 0; // expected-warning {{'sycl_explicit_simd' attribute only applies to functions and global variables}}
  (void)local;
}
struct T {
  [[intel::sycl_explicit_simd]] int field; // expected-warning {{'sycl_explicit_simd' attribute only applies to functions and global variables}}
};
#ifdef TYPE_POSITION
// TYPE: diag-subjects.cpp:[[@LINE+1]]:12: error: 'sycl_explicit_simd' written here applies to a type, not to a function; it is accepted after a lambda's parameter list ('[=](auto i) {{\[\[}}intel::sycl_explicit_simd]] {...}') and before a declaration ('{{\[\[}}intel::sycl_explicit_simd]] void f();')
void g() [[intel::sycl_explicit_simd]];
#endif

// No diagnostic: functions and global variables.
[[intel::sycl_explicit_simd]] int global_var;
static __attribute__((sycl_explicit_simd)) int static_global;
[[intel::sycl_explicit_simd]] void ok();
