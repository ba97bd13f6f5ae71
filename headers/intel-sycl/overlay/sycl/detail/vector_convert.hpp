// Wraps Intel's sycl/detail/vector_convert.hpp (found next on the include
// path) for clang 16, which rejects `static_assert(false, ...)` in a
// template even where it is never instantiated (C++23 P2593, clang 17).
// Every static_assert condition in that file gets a `true &&` prefix that
// is value-dependent inside templates (a lambda's closure type there is
// dependent), so clang 16 checks it at instantiation, as clang 17 does;
// outside templates it is a constant `true` and changes nothing.
#pragma push_macro("static_assert")
#undef static_assert
#define static_assert(...) static_assert([] { return true; }() && __VA_ARGS__)
#include_next <sycl/detail/vector_convert.hpp>
#pragma pop_macro("static_assert")
