// A small device translation unit using optional kernel features.
// Build it with: scripts/demo.sh
#include <sycl/sycl.hpp>
using namespace sycl;

// A library function that needs 64-bit atomics.
[[__sycl_detail__::__uses_aspects__(aspect::atomic64)]] SYCL_EXTERNAL void flush_counters();

// Defined in another translation unit; its declaration states what it needs.
[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL void scale_half(half *data);

double accumulate(double acc, float x) { return acc + x; }

void helper(float *out) {
  double acc = 0;
  acc = accumulate(acc, out[0]);
  out[0] = static_cast<float>(acc);
}

// The kernel promises fp16 only, but helper() uses double (fp64).
[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL void kernel(float *out, half *h) {
  scale_half(h);
  helper(out);
}

// 8-byte atomic_ref needs atomic64; 4-byte does not.
SYCL_EXTERNAL void count(long *wide, int *narrow) {
  atomic_ref<long>(*wide).fetch_add(1);
  atomic_ref<int>(*narrow).fetch_add(1);
  flush_counters();
}
