// Issue 21, item 4: a single-source program written the DPC++ way for
// free-function kernels. The device compile is sycl-clang
// --sycl-device-images (images + images.o + kernels.hpp); the host compile
// is g++ against Intel's headers with -include DIR/kernels.hpp, as DPC++'s
// driver includes its integration header. The host part only uses the
// extension's API: get_kernel_id<f>, get_kernel_bundle<f, State>,
// get_kernel_bundle<State>(ctx, {id}), ext_oneapi_get_kernel<f>,
// ext_oneapi_has_kernel<f>, is_compatible<f>, nd_launch / single_task with
// kernel_function<f>, and the kind traits.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;
using sycl::ext::oneapi::this_work_item::get_nd_item;

SYCL_EXTERNAL int triple(int x) { return 3 * x; }  // a helper, no kernel

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void add_one(int *p) { p[get_nd_item<1>().get_global_id(0)] += 1; }

namespace math {
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void scale(double *p, double f) { p[get_nd_item<1>().get_global_id(0)] *= f; }
}

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void store_triple(int *p, int x) { *p = triple(x); }

[[sycl::device_has(sycl::aspect::gpu)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void needs_gpu(int *p) { *p = 7; }

// Left out of kernels.hpp, each with a note: a template instance and an
// extern "C" kernel (its name carries no parameter types).
template <typename T>
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void twice(T *p) { *p *= 2; }
template void twice<int>(int *);

extern "C" SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void plain_c(int *p) { *p = 1; }

#ifndef __SYCL_DEVICE_ONLY__
#include <iostream>

static void show(const char *what, const int *p) {
  std::cout << what << ": " << p[0] << " " << p[1] << " " << p[2] << " " << p[3] << "\n";
}

int main() {
  sycl::queue q{sycl::cpu_selector_v};
  sycl::context ctx = q.get_context();
  int *ints = sycl::malloc_shared<int>(4, q);
  double *doubles = sycl::malloc_shared<double>(4, q);
  for (int i = 0; i < 4; ++i) ints[i] = 10 * i, doubles[i] = i;

  std::cout << "kernel ids: " << syclexp::get_kernel_id<add_one>().get_name() << " "
            << syclexp::get_kernel_id<math::scale>().get_name() << "\n";
  std::cout << "traits: " << syclexp::is_nd_range_kernel_v<add_one, 1> << syclexp::is_nd_range_kernel_v<add_one, 2>
            << syclexp::is_single_task_kernel_v<store_triple> << syclexp::is_single_task_kernel_v<math::scale> << "\n";

  // get_kernel_bundle<f, executable>(ctx), ext_oneapi_get_kernel<f>(), set_args, parallel_for(nd_range, kernel).
  auto bundle = syclexp::get_kernel_bundle<add_one, sycl::bundle_state::executable>(ctx);
  std::cout << "bundle: has add_one " << bundle.ext_oneapi_has_kernel<add_one>() << ", has math::scale "
            << bundle.ext_oneapi_has_kernel<math::scale>() << "\n";
  sycl::kernel k = bundle.ext_oneapi_get_kernel<add_one>();
  q.submit([&](sycl::handler &h) {
    h.set_args(ints);
    h.parallel_for(sycl::nd_range<1>(4, 4), k);
  }).wait();
  show("add_one", ints);

  // get_kernel_bundle<executable>(ctx, {kernel_id}), two arguments.
  auto scale_bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {syclexp::get_kernel_id<math::scale>()});
  sycl::kernel s = scale_bundle.ext_oneapi_get_kernel<math::scale>();
  q.submit([&](sycl::handler &h) {
    h.set_args(doubles, 2.5);
    h.parallel_for(sycl::nd_range<1>(4, 2), s);
  }).wait();
  std::cout << "math::scale: " << doubles[0] << " " << doubles[1] << " " << doubles[2] << " " << doubles[3] << "\n";

  // The enqueue functions by kernel_function<f> (one after the other: the
  // queue is out of order, and both write ints[3]).
  syclexp::nd_launch(q, sycl::nd_range<1>(4, 4), syclexp::kernel_function<add_one>, ints);
  q.wait();
  syclexp::single_task(q, syclexp::kernel_function<store_triple>, ints + 3, 14);
  q.wait();
  show("nd_launch add_one, single_task store_triple", ints);

  // A kernel the CPU cannot run: Intel's runtime decides from the image's requirements.
  std::cout << "needs_gpu: is_compatible " << syclexp::is_compatible<needs_gpu>(q.get_device()) << "\n";
  try {
    syclexp::get_kernel_bundle<needs_gpu, sycl::bundle_state::executable>(ctx);
    std::cout << "needs_gpu: bundle built\n";
  } catch (const sycl::exception &e) {
    std::cout << "needs_gpu: get_kernel_bundle: " << (e.code() == sycl::errc::invalid ? "invalid: " : "other: ") << e.what() << "\n";
  }
  try {
    syclexp::single_task(q, syclexp::kernel_function<needs_gpu>, ints);
    q.wait();
    std::cout << "needs_gpu: ran\n";
  } catch (const sycl::exception &e) {
    std::cout << "needs_gpu: single_task: "
              << (e.code() == sycl::errc::kernel_not_supported ? "kernel_not_supported: " : "other: ") << e.what() << "\n";
  }
  sycl::free(ints, q);
  sycl::free(doubles, q);
}
#endif
