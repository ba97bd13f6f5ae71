// Device code using what Intel's headers mark with aspects: sycl::half (fp16),
// double (fp64), atomic_ref on 64-bit and 16-bit types (atomic64,
// ext_oneapi_atomic16), and a function the headers declare with
// __uses_aspects__ (GROUP_NS: this_work_item in 2026.x, this_kernel in 2025.x).
#include <sycl/sycl.hpp>
namespace syclex = sycl::ext::oneapi::experimental;
SYCL_EXTERNAL void use_double(double *p) { *p = *p * 2.0; }
SYCL_EXTERNAL sycl::half use_half(sycl::half a, sycl::half b) { return a + b; }
SYCL_EXTERNAL long long use_atomic64(long long *p) {
  sycl::atomic_ref<long long, sycl::memory_order::relaxed, sycl::memory_scope::device> r(*p);
  return r.fetch_add(1);
}
SYCL_EXTERNAL void use_atomic16(sycl::half *p) {
  sycl::atomic_ref<sycl::half, sycl::memory_order::relaxed, sycl::memory_scope::device> r(*p);
  r.store(r.load());
}
SYCL_EXTERNAL int use_atomic32(int *p) {
  sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> r(*p);
  return r.fetch_add(1);
}
// Float-only builtins through the SPIR-V stand-ins: no fp64 (a C-variadic
// stand-in would promote the float arguments to double).
SYCL_EXTERNAL float use_float_builtins(sycl::sub_group sg, float x, sycl::float4 v) {
  float r = sycl::fmax(x, sycl::sqrt(x)) + sycl::dot(v, v) + sycl::length(v);
  r += sycl::isnan(x) ? 1.0f : 0.0f;
  return sycl::reduce_over_group(sg, r, sycl::plus<>()) + sycl::shift_group_left(sg, r, 1);
}
SYCL_EXTERNAL void use_group() { (void)syclex::GROUP_NS::get_opportunistic_group(); }
