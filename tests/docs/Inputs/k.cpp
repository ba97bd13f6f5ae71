// The k.cpp of docs/explain-report.md (tests/docs/explain-report.test).
#include <sycl/sycl.hpp>

using atomic = sycl::atomic_ref<long, sycl::memory_order::relaxed, sycl::memory_scope::device>;

float scale(float x) { double d = x; return d * 2; }
SYCL_EXTERNAL void kernel(float *p, long *n) {
  p[0] = scale(p[1]);
  atomic(*n).fetch_add(1);
}
