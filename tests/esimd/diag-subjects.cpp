// sycl_explicit_simd applies to functions and global variables (DPC++'s
// subjects; a warning elsewhere). Global variables are accepted without
// effect ("private globals" need DPC++'s ESIMD back end). Written after a
// parameter list it applies to the function type: a clear error.
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
// TYPE: diag-subjects.cpp:[[@LINE+1]]:12: error: 'sycl_explicit_simd' written after a parameter list applies to the function type, which a Clang 16 plugin cannot see; write it before the declaration ('{{\[\[}}intel::sycl_explicit_simd]] void f();'), for a lambda between the capture list and the parameter list ('[=] {{\[\[}}intel::sycl_explicit_simd]] (auto i) {...}'), or use the GNU spelling there ('[=](auto i) __attribute__((sycl_explicit_simd)) {...}')
void g() [[intel::sycl_explicit_simd]];
#endif

// No diagnostic: functions and global variables.
[[intel::sycl_explicit_simd]] int global_var;
static __attribute__((sycl_explicit_simd)) int static_global;
[[intel::sycl_explicit_simd]] void ok();
