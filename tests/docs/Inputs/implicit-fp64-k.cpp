// The k.cpp of the README's implicit fp64 example
// (tests/docs/implicit-fp64-example.test): a double literal makes float
// arithmetic double-precision.
#include <sycl/sycl.hpp>

// Compiled with -fplugin-arg-sycl_aspects-warn-implicit-fp64: each entry
// point without device_has whose call tree uses double is warned about, at
// the first such instruction of the function that brings it in (scale's
// multiplication), with the call chain from the entry point (literal).

float scale(float x) { return x * 2.0; }

SYCL_EXTERNAL void literal(float *p) { *p = scale(*p); }
