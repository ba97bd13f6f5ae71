#include <sycl/sycl.hpp>
namespace syclexp = sycl::ext::oneapi::experimental;

[[sycl::device_has(sycl::aspect::ext_intel_mem_channel)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void mem_channel(int *data) { data[0] = 1; }
