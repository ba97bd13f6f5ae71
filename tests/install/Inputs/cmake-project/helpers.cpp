#include <sycl/sycl.hpp>

// 8-byte atomic_ref needs atomic64, which lab_gpu has: no warning.
SYCL_EXTERNAL void count(long *wide) { sycl::atomic_ref<long>(*wide).fetch_add(1); }
