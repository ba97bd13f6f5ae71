// REQUIRES: intel-sycl-headers
// Corpus (issue 20): image filters over 16-bit pixels: kernels in function
// templates (named by a template kernel name, and unnamed), kernels stamped
// out by a macro, sycl::half arithmetic, 16-bit integers (no aspect) and a
// 16-bit atomic_ref. Compiled with both header versions: every kernel entry
// point has the right aspects, by name (Inputs/kernel-aspects.py), the
// bitcode verifies, on a target without fp64 and 16-bit atomics the kernels
// that use them are warned about and no other (one compile per header
// version, for that target, checks both the lists and the warnings), and
// the file is valid host
// C++ for g++ with Intel's headers. The same program at -O2:
// corpus/at-O2.test.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t-2026.bc 2> %t-2026.err
// RUN: FileCheck %s --check-prefix=WARN < %t-2026.err
// RUN: grep 'warning:' %t-2026.err | count 2
// RUN: opt -passes=verify -disable-output %t-2026.bc
// RUN: llvm-dis %t-2026.bc -o %t-2026.ll
// RUN: python3 %S/Inputs/kernel-aspects.py %t-2026.ll | FileCheck %s --check-prefix=KERNELS --match-full-lines
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t-2025.bc 2> %t-2025.err
// RUN: FileCheck %s --check-prefix=WARN < %t-2025.err
// RUN: grep 'warning:' %t-2025.err | count 2
// RUN: opt -passes=verify -disable-output %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o %t-2025.ll
// RUN: python3 %S/Inputs/kernel-aspects.py %t-2025.ll | FileCheck %s --check-prefix=KERNELS --match-full-lines
//
// KERNELS:      kernels: 8
// KERNELS-NEXT: kernel_parallel_for brighten_kernel<short>: -
// KERNELS-NEXT: kernel_parallel_for brighten_kernel<sycl::_V1::detail::half_impl::half>: fp16
// KERNELS-NEXT: kernel_parallel_for brighten_kernel<unsigned short>: -
// KERNELS-NEXT: kernel_parallel_for flag_saturated(sycl::_V1::queue&, unsigned short const*, unsigned long, sycl::_V1::detail::half_impl::half*)::'lambda'(sycl::_V1::handler&)::operator()(sycl::_V1::handler&) const::saturated: ext_oneapi_atomic16 fp16
// KERNELS-NEXT: kernel_parallel_for threshold_half(sycl::_V1::queue&, sycl::_V1::detail::half_impl::half*, unsigned long, sycl::_V1::detail::half_impl::half)::threshold_half_kernel: fp16
// KERNELS-NEXT: kernel_parallel_for threshold_hdr(sycl::_V1::queue&, double*, unsigned long, double)::threshold_hdr_kernel: fp64
// KERNELS-NEXT: kernel_parallel_for threshold_u16(sycl::_V1::queue&, unsigned short*, unsigned long, unsigned short)::threshold_u16_kernel: -
// KERNELS-NEXT: kernel_parallel_for void gamma<unsigned short>(sycl::_V1::queue&, unsigned short*, unsigned long, float)::'lambda'(sycl::_V1::id<1>): -
//
// Fixed target intel_gpu_dg1 (fp16 yes, no fp64, no 16-bit atomics): only
// the stable part of each warning is checked, the wording is about to change.
// WARN-DAG: kernel 'threshold_hdr_kernel' {{.*}}uses aspect 'fp64'
// The kernel name `saturated` is lost today
// (kernel-name-declared-in-submit.cpp), so only the aspect is checked.
// WARN-DAG: warning: kernel {{.*}}uses aspect 'ext_oneapi_atomic16'
//
// Host C++ (g++ with Intel's headers).
// RUN: g++ -fsyntax-only -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -Wno-deprecated-declarations -I %intel-sycl/2026.2.0/include %s
// RUN: g++ -fsyntax-only -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -Wno-deprecated-declarations -I %intel-sycl/2025.3.3/include %s
#include <sycl/sycl.hpp>
#include <cstdint>
#include <cstdio>

template <typename T> class brighten_kernel;

// One kernel per pixel type: the aspects are those of the instantiation.
template <typename T>
sycl::event brighten(sycl::queue &q, T *pixels, size_t n, T amount) {
  return q.parallel_for<brighten_kernel<T>>(sycl::range<1>(n), [=](sycl::id<1> i) {
    pixels[i] = pixels[i] + amount;
  });
}

// An unnamed kernel in a template: a gamma curve computed in float for
// every pixel type.
template <typename T>
void gamma(sycl::queue &q, T *pixels, size_t n, float g) {
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
    float x = static_cast<float>(pixels[i]) / 65535.0f;
    pixels[i] = static_cast<T>(sycl::pow(x, g) * 65535.0f);
  }).wait();
}

// The classic way to stamp out similar kernels.
#define DEFINE_THRESHOLD(NAME, TYPE)                                          \
  void NAME(sycl::queue &q, TYPE *pixels, size_t n, TYPE level) {             \
    q.parallel_for<class NAME##_kernel>(sycl::range<1>(n),                    \
                                        [=](sycl::id<1> i) {                  \
                                          pixels[i] = pixels[i] > level       \
                                                          ? pixels[i]         \
                                                          : TYPE(0);          \
                                        })                                    \
        .wait();                                                              \
  }

DEFINE_THRESHOLD(threshold_u16, std::uint16_t)
DEFINE_THRESHOLD(threshold_half, sycl::half)
DEFINE_THRESHOLD(threshold_hdr, double)

// Flags saturation with a 16-bit atomic store (the maximum pixel value seen,
// as a half).
void flag_saturated(sycl::queue &q, const std::uint16_t *pixels, size_t n, sycl::half *flag) {
  q.submit([&](sycl::handler &h) {
    h.parallel_for<class saturated>(sycl::range<1>(n), [=](sycl::id<1> i) {
      if (pixels[i] == 0xffff) {
        sycl::atomic_ref<sycl::half, sycl::memory_order::relaxed, sycl::memory_scope::device> f(*flag);
        f.store(sycl::half(1.0f));
      }
    });
  }).wait();
}

int main() {
  sycl::queue q;
  const size_t n = 64 * 64;
  auto *u16 = sycl::malloc_shared<std::uint16_t>(n, q);
  auto *s16 = sycl::malloc_shared<short>(n, q);
  auto *h16 = sycl::malloc_shared<sycl::half>(n, q);
  auto *hdr = sycl::malloc_shared<double>(n, q);
  auto *flag = sycl::malloc_shared<sycl::half>(1, q);
  for (size_t i = 0; i < n; ++i) {
    u16[i] = static_cast<std::uint16_t>(i * 16);
    s16[i] = static_cast<short>(i);
    h16[i] = sycl::half(static_cast<float>(i) / n);
    hdr[i] = static_cast<double>(i) / n;
  }
  *flag = sycl::half(0.0f);
  brighten<std::uint16_t>(q, u16, n, 100).wait();
  brighten<short>(q, s16, n, 7).wait();
  brighten<sycl::half>(q, h16, n, sycl::half(0.25f)).wait();
  gamma(q, u16, n, 2.2f);
  threshold_u16(q, u16, n, 1000);
  threshold_half(q, h16, n, sycl::half(0.5f));
  threshold_hdr(q, hdr, n, 0.5);
  flag_saturated(q, u16, n, flag);
  std::printf("saturated: %s\n", static_cast<float>(*flag) > 0.0f ? "yes" : "no");
  sycl::free(flag, q);
  sycl::free(hdr, q);
  sycl::free(h16, q);
  sycl::free(s16, q);
  sycl::free(u16, q);
  return 0;
}
