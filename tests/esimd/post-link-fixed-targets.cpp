// ESIMD code's sub-group size 1 is no device requirement: with a fixed
// target whose sub-group sizes do not include 1 (intel_gpu_pvc: 16, 32) the
// front end's fixed-target check says nothing about the ESIMD kernel and
// its ESIMD callees (it still checks the SYCL kernel's own size); post-link
// -split-esimd gives the ESIMD kernel its own image with isEsimdImage and no
// reqd_sub_group_size (property file byte-exact; numbered <prefix>_esimd_1
// after its kernel group, as DPC++ numbers it), and sycl-aspect-filter
// keeps it for intel_gpu_pvc without a warning.
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc -S -emit-llvm %s -o device.ll 2> compile.err
// RUN: FileCheck --check-prefix=COMPILE --implicit-check-not=warning: %s < compile.err
// RUN: %sycl-post-link -split=kernel -split-esimd -symbols -properties -S -o out.table device.ll 2>&1 | count 0
// RUN: FileCheck --check-prefix=TABLE --match-full-lines %s < out.table
// RUN: FileCheck --check-prefix=ESIMD-PROP --match-full-lines --strict-whitespace --implicit-check-not={{.}} %s < out_esimd_1.prop
// RUN: FileCheck --check-prefix=SYM --match-full-lines %s < out_esimd_1.sym
// RUN: %sycl-aspect-filter -target=intel_gpu_pvc out.table -o kept.table 2>&1 | count 0
// RUN: FileCheck --check-prefix=KEPT --match-full-lines %s < kept.table
// RUN: for f in out_0.ll out_2.ll out_esimd_1.ll; do opt -passes=verify -disable-output $f || exit 1; done
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>
#include <sycl/ext/intel/esimd.hpp>
using namespace sycl::ext::intel::esimd;

struct SyclKernel {
  float *p;
  // COMPILE: post-link-fixed-targets.cpp:[[@LINE+1]]:41: warning: function 'SyclKernel::operator()' requires sub-group size 8, which fixed target 'intel_gpu_pvc' does not support (its sub-group sizes: 16, 32)
  [[sycl::reqd_sub_group_size(8)]] void operator()() const { p[0] = 1; }
};

void launch(sycl::handler &h, float *p) {
  h.single_task<class Esimd>([=]() SYCL_ESIMD_KERNEL { block_store<float, 4>(p, simd<float, 4>(2.0f)); });
  h.single_task<class Sycl>(SyclKernel{p});
  h.single_task<class Plain>([=]() { p[1] = 2; });
}

// TABLE:[Code|Properties|Symbols]
// TABLE-NEXT:out_0.ll|out_0.prop|out_0.sym
// TABLE-NEXT:out_esimd_1.ll|out_esimd_1.prop|out_esimd_1.sym
// TABLE-NEXT:out_2.ll|out_2.prop|out_2.sym
// TABLE-EMPTY:

// ESIMD-PROP:[SYCL/devicelib req mask]
// ESIMD-PROP-NEXT:DeviceLibReqMask=1|0
// ESIMD-PROP-NEXT:[SYCL/device requirements]
// ESIMD-PROP-NEXT:aspects=2|AAAAAAAAAAA
// ESIMD-PROP-NEXT:fixed_target=2|AAAAAAAAAAA
// ESIMD-PROP-NEXT:fixed_target_names=2|oBAAAAAAAAQauRXZs91ZwV3XwZ3Y
// ESIMD-PROP-NEXT:[SYCL/misc properties]
// ESIMD-PROP-NEXT:isEsimdImage=1|1

// SYM:_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskIZ6launchRNS0_7handlerEPfE5Esimd{{.*}}

// KEPT:[Code|Properties|Symbols]
// KEPT-NEXT:out_0.ll|out_0.prop|out_0.sym
// KEPT-NEXT:out_esimd_1.ll|out_esimd_1.prop|out_esimd_1.sym
// KEPT-NEXT:out_2.ll|out_2.prop|out_2.sym
