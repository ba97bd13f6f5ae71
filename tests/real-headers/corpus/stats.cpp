// REQUIRES: intel-sycl-headers, llvm-16
// Not on clang 19: no form of this module reads back there, also without
// the plugin (with sycl-clang's prelude; docs/real-headers.md): its bitcode
// gives "Invalid record" (the buffer, the reduction), its text "invalid
// cast opcode" (a function's address cast to the generic address space
// with bitcast).
// Corpus (issue 20): summary statistics as a SYCL 2020 program is usually
// written: USM, a buffer with an accessor, a reduction, a functor kernel,
// double math through sycl::sqrt and a 64-bit atomic_ref. Compiled with both
// header versions: every kernel entry point has the right aspects, by name
// (Inputs/kernel-aspects.py reads them through !sycl_aspects), the bitcode
// verifies, on a target without fp64 each fp64 kernel is warned about once
// and nothing else is (one compile per header version, for that target,
// checks both the lists and the warnings), and the file is valid host C++
// for g++ with Intel's headers. The same program at -O2: corpus/at-O2.test.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t-2026.bc 2> %t-2026.err
// RUN: FileCheck %s --check-prefix=WARN < %t-2026.err
// RUN: grep 'warning:' %t-2026.err | count 3
// RUN: opt -passes=verify -disable-output %t-2026.bc
// RUN: llvm-dis %t-2026.bc -o %t-2026.ll
// RUN: python3 %S/Inputs/kernel-aspects.py %t-2026.ll | FileCheck %s --check-prefix=KERNELS --match-full-lines
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t-2025.bc 2> %t-2025.err
// RUN: FileCheck %s --check-prefix=WARN < %t-2025.err
// RUN: grep 'warning:' %t-2025.err | count 3
// RUN: opt -passes=verify -disable-output %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o %t-2025.ll
// RUN: python3 %S/Inputs/kernel-aspects.py %t-2025.ll | FileCheck %s --check-prefix=KERNELS --match-full-lines
//
// KERNELS:      kernels: 5
// KERNELS-NEXT: kernel_parallel_for Histogram: atomic64
// KERNELS-NEXT: kernel_parallel_for main::'lambda0'(sycl::_V1::handler&)::operator()(sycl::_V1::handler&) const::'lambda'(sycl::_V1::id<1>): -
// KERNELS-NEXT: kernel_parallel_for main::deviation: fp64
// The reduction is two kernels (Intel's reduction.hpp instantiates a
// strategy's kernel for USM and for a buffer counter); both add doubles.
// KERNELS-NEXT: kernel_parallel_for sycl::_V1::detail::reduction::MainKrn<main::'lambda'(sycl::_V1::handler&)::operator()(sycl::_V1::handler&) const::sum_in_double, (sycl::_V1::detail::reduction::strategy)1, int*>: fp64
// KERNELS-NEXT: kernel_parallel_for sycl::_V1::detail::reduction::MainKrn<main::'lambda'(sycl::_V1::handler&)::operator()(sycl::_V1::handler&) const::sum_in_double, (sycl::_V1::detail::reduction::strategy)1, sycl::_V1::accessor<int, 1, (sycl::_V1::access::mode)1026, (sycl::_V1::access::target)2014, (sycl::_V1::access::placeholder)0, sycl::_V1::ext::oneapi::accessor_property_list<>>>: fp64
//
// Fixed target intel_gpu_dg1 (no fp64; atomic64 yes): only the stable part
// of each warning is checked, the wording is about to change.
// WARN-DAG: kernel 'deviation' {{.*}}uses aspect 'fp64'
// The reduction's two kernels, by the user's name, at the user's lambda
// (reduction-kernel-name.cpp).
// WARN-DAG: stats.cpp:{{[0-9]+}}:{{[0-9]+}}: warning: kernel 'sum_in_double' {{.*}}uses aspect 'fp64'
// WARN-DAG: stats.cpp:{{[0-9]+}}:{{[0-9]+}}: warning: kernel 'sum_in_double' {{.*}}uses aspect 'fp64'
//
// Host C++ (g++ with Intel's headers, as the host half of a DPC++ build sees
// the file).
// RUN: g++ -fsyntax-only -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -Wno-deprecated-declarations -I %intel-sycl/2026.2.0/include %s
// RUN: g++ -fsyntax-only -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -Wno-deprecated-declarations -I %intel-sycl/2025.3.3/include %s
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

constexpr size_t kBins = 16;

// A functor kernel: counts values into bins with a 64-bit atomic counter.
struct Histogram {
  const float *data;
  unsigned long long *bins;
  float lo, width;
  void operator()(sycl::id<1> i) const {
    int bin = static_cast<int>((data[i] - lo) / width);
    bin = sycl::clamp(bin, 0, static_cast<int>(kBins) - 1);
    sycl::atomic_ref<unsigned long long, sycl::memory_order::relaxed,
                     sycl::memory_scope::device>
        counter(bins[bin]);
    counter.fetch_add(1);
  }
};

int main() {
  sycl::queue q;
  const size_t n = 1024;
  std::vector<float> host(n);
  for (size_t i = 0; i < n; ++i) host[i] = static_cast<float>(i % 97);

  float *data = sycl::malloc_shared<float>(n, q);
  unsigned long long *bins = sycl::malloc_shared<unsigned long long>(kBins, q);
  double *sum = sycl::malloc_shared<double>(1, q);
  q.memcpy(data, host.data(), n * sizeof(float)).wait();
  q.memset(bins, 0, kBins * sizeof(unsigned long long)).wait();
  *sum = 0.0;

  // The sum in double precision, through a reduction.
  q.submit([&](sycl::handler &h) {
    h.parallel_for<class sum_in_double>(
        sycl::range<1>(n), sycl::reduction(sum, sycl::plus<double>()),
        [=](sycl::id<1> i, auto &acc) { acc += static_cast<double>(data[i]); });
  }).wait();
  const float mean = static_cast<float>(*sum / n);

  // Centre the data in place (float only: no optional feature).
  {
    sycl::buffer<float, 1> buf(data, sycl::range<1>(n));
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(buf, h, sycl::read_write);
      h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { a[i] -= mean; });
    });
  }

  // The standard deviation: double math through sycl::sqrt.
  double *dev = sycl::malloc_shared<double>(n, q);
  q.parallel_for<class deviation>(sycl::range<1>(n), [=](sycl::id<1> i) {
    double x = data[i];
    dev[i] = sycl::sqrt(x * x);
  }).wait();

  q.parallel_for(sycl::range<1>(n), Histogram{data, bins, -50.0f, 100.0f / kBins}).wait();

  std::printf("mean %f, first bin %llu, first deviation %f\n", mean, bins[0], dev[0]);
  sycl::free(dev, q);
  sycl::free(sum, q);
  sycl::free(bins, q);
  sycl::free(data, q);
  return 0;
}
