// Device code of the README's runtime demo: free-function kernels, built into
// an image directory by `sycl-clang --sycl-device-images` (scripts/demo.sh).
// `add_one` needs nothing, `scale` needs fp64 (from double), `needs_gpu`
// is [[sycl::device_has(aspect::gpu)]]: three images, registered with Intel's
// SYCL runtime by app.images/images.o and named for the host program by
// app.images/kernels.hpp.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;
using sycl::ext::oneapi::this_work_item::get_nd_item;

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void add_one(int *p) { p[get_nd_item<1>().get_global_id(0)] += 1; }

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void scale(double *p, double f) { p[get_nd_item<1>().get_global_id(0)] *= f; }

[[sycl::device_has(sycl::aspect::gpu)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void needs_gpu(int *p) { *p = 7; }
