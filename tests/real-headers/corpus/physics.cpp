// REQUIRES: intel-sycl-headers
// Corpus (issue 20): a particle simulation in double precision. Kernels
// declare their aspects with [[sycl::device_has(...)]] in the
// specification's spelling, after the lambda's parameter list, and on a
// functor's call operator; SYCL_EXTERNAL helpers are shared with other
// translation units; double math goes through sycl::cos / sycl::sin; energy
// is accumulated with a 64-bit floating-point atomic_ref. Compiled with both
// header versions: every kernel entry point has the right aspects, by name
// (Inputs/kernel-aspects.py), the bitcode verifies, on a target without
// fp64 each fp64 kernel and helper is warned about (and each list declaring
// fp64) and nothing else is (so the lists match the uses: one compile per
// header version, for that target, checks both), and the file is valid host
// C++ for g++ with Intel's headers. The same program at -O2:
// corpus/at-O2.test.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t-2026.bc 2> %t-2026.err
// RUN: FileCheck %s --check-prefix=WARN < %t-2026.err
// RUN: grep 'warning:' %t-2026.err | count 7
// RUN: opt -passes=verify -disable-output %t-2026.bc
// RUN: llvm-dis %t-2026.bc -o %t-2026.ll
// RUN: python3 %S/Inputs/kernel-aspects.py %t-2026.ll | FileCheck %s --check-prefix=KERNELS --match-full-lines
// RUN: FileCheck %s --check-prefix=HELPERS < %t-2026.ll
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t-2025.bc 2> %t-2025.err
// RUN: FileCheck %s --check-prefix=WARN < %t-2025.err
// RUN: grep 'warning:' %t-2025.err | count 7
// RUN: opt -passes=verify -disable-output %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o %t-2025.ll
// RUN: python3 %S/Inputs/kernel-aspects.py %t-2025.ll | FileCheck %s --check-prefix=KERNELS --match-full-lines
// RUN: FileCheck %s --check-prefix=HELPERS < %t-2025.ll
//
// KERNELS:      kernels: 4
// KERNELS-NEXT: kernel_parallel_for Drift: fp64
// KERNELS-NEXT: kernel_parallel_for main::'lambda0'(sycl::_V1::id<1>): atomic64 fp64
// KERNELS-NEXT: kernel_parallel_for main::init_circle: fp64
// KERNELS-NEXT: kernel_parallel_for main::speeds_in_float: -
// The SYCL_EXTERNAL helpers are entry points of their own: fp64 is 6 in both
// versions' numbering.
// HELPERS: define {{.*}}@_Z14kinetic_energyRK8Particle({{.*}} !sycl_used_aspects ![[FP64:[0-9]+]] !sycl_fixed_targets
// HELPERS: define {{.*}}@_Z14speed_estimateff({{.*}}) #{{[0-9]+}} !sycl_fixed_targets
// HELPERS: !{!"fp64", i32 6}
// HELPERS: ![[FP64]] = !{i32 6}
//
// Fixed target intel_gpu_dg1 (no fp64): only the stable part of each warning
// is checked, the wording is about to change.
// WARN-DAG: 'kinetic_energy' uses aspect 'fp64'
// WARN-DAG: kernel 'init_circle' {{.*}}uses aspect 'fp64'
// WARN-DAG: kernel 'Drift' {{.*}}uses aspect 'fp64'
// WARN-DAG: kernel (lambda(sycl::id<1>) #2 in 'main') uses aspect 'fp64'
// The three lists that declare fp64.
// WARN-DAG: declares aspect 'fp64'
// WARN-DAG: declares aspect 'fp64'
// WARN-DAG: declares aspect 'fp64'
//
// Host C++ (g++ with Intel's headers; g++ ignores the sycl:: attributes).
// RUN: g++ -fsyntax-only -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -Wno-deprecated-declarations -Wno-attributes -I %intel-sycl/2026.2.0/include %s
// RUN: g++ -fsyntax-only -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -Wno-deprecated-declarations -Wno-attributes -I %intel-sycl/2025.3.3/include %s
#include <sycl/sycl.hpp>
#include <cstdio>

struct Particle {
  double x, y, vx, vy;
};

// Helpers another translation unit could call from its kernels.
SYCL_EXTERNAL double kinetic_energy(const Particle &p) {
  return 0.5 * (p.vx * p.vx + p.vy * p.vy);
}
SYCL_EXTERNAL float speed_estimate(float vx, float vy) { return sycl::sqrt(vx * vx + vy * vy); }

// A functor kernel that declares its aspect on its call operator.
struct Drift {
  Particle *particles;
  double dt;
  [[sycl::device_has(sycl::aspect::fp64)]] void operator()(sycl::id<1> i) const {
    particles[i].x += particles[i].vx * dt;
    particles[i].y += particles[i].vy * dt;
  }
};

int main() {
  sycl::queue q;
  const size_t n = 256;
  Particle *particles = sycl::malloc_shared<Particle>(n, q);
  double *energy = sycl::malloc_shared<double>(1, q);
  float *speeds = sycl::malloc_shared<float>(n, q);
  float *vxf = sycl::malloc_shared<float>(n, q);
  float *vyf = sycl::malloc_shared<float>(n, q);
  *energy = 0.0;

  // Initial positions on a circle: double math through sycl::cos / sycl::sin.
  q.parallel_for<class init_circle>(sycl::range<1>(n), [=](sycl::id<1> i)
                                        [[sycl::device_has(sycl::aspect::fp64)]] {
    double angle = 2.0 * 3.141592653589793 * static_cast<double>(i[0]) / n;
    particles[i] = Particle{sycl::cos(angle), sycl::sin(angle), -sycl::sin(angle), sycl::cos(angle)};
  }).wait();

  q.parallel_for(sycl::range<1>(n), Drift{particles, 0.01}).wait();

  // Total energy, accumulated with a 64-bit floating-point atomic.
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i)
                     [[sycl::device_has(sycl::aspect::fp64, sycl::aspect::atomic64)]] {
    sycl::atomic_ref<double, sycl::memory_order::relaxed, sycl::memory_scope::device> total(*energy);
    total.fetch_add(kinetic_energy(particles[i]));
  }).wait();

  // A quick estimate from single-precision copies made on the host: no
  // optional feature.
  for (size_t i = 0; i < n; ++i) {
    vxf[i] = static_cast<float>(particles[i].vx);
    vyf[i] = static_cast<float>(particles[i].vy);
  }
  q.parallel_for<class speeds_in_float>(sycl::range<1>(n), [=](sycl::id<1> i) {
    speeds[i] = speed_estimate(vxf[i], vyf[i]);
  }).wait();

  std::printf("energy %f, first speed %f\n", *energy, speeds[0]);
  sycl::free(vyf, q);
  sycl::free(vxf, q);
  sycl::free(speeds, q);
  sycl::free(energy, q);
  sycl::free(particles, q);
  return 0;
}
