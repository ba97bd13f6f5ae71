// The runnable kernels of the end-to-end test (Inputs/kernels.ll), written
// in C++ as free-function kernels; extern "C" keeps their names
// (main.cpp asks for "add_one", ...).
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

extern "C" {

// p[i] += 1: needs nothing.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void add_one(int *p) { p[sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0)] += 1; }

// p[i] *= f in double precision: needs fp64.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void scale_f64(double *p, double f) { p[sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0)] *= f; }

}
