// The k.cpp of docs/esimd.md's error example (tests/docs/esimd-example.test).
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>
#include <sycl/ext/intel/esimd.hpp>

float helper(float x) { return sycl::sqrt(x); }

// An ESIMD kernel calling, through helper, a SYCL function ESIMD does not
// allow.
void launch(sycl::handler &h, float *p) {
  h.single_task<class Esimd>([=]() SYCL_ESIMD_KERNEL {
    sycl::ext::intel::esimd::simd<float, 8> v(p[0]);
    p[1] = helper(p[0]) + v[0];
  });
}
