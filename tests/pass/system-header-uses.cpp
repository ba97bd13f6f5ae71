// A use of an aspect inside a system header (Inputs/system-header-library.h,
// `#pragma clang system_header`) is reported where the user's code calls
// into the header, with the header's line as a note (a warning located in a
// system header is not shown at all); chains leave out frames inside
// sycl::_V1::detail and say so. For the implicit-fp64 and fixed-target
// warnings, with and without -g; for the device_has warning in DPC++'s
// shape, the note for the callee after a left-out frame.
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -fno-caret-diagnostics -fplugin-arg-sycl_aspects-warn-implicit-fp64 %s 2> %t.err
// RUN: FileCheck %s --check-prefixes=CHECK,IMPLICIT,NO-G --implicit-check-not=warning: --implicit-check-not=note: < %t.err
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -fno-caret-diagnostics -fplugin-arg-sycl_aspects-warn-implicit-fp64 -g %s 2> %t-g.err
// RUN: FileCheck %s --check-prefixes=CHECK,IMPLICIT,G --implicit-check-not=warning: --implicit-check-not=note: < %t-g.err
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -fno-caret-diagnostics -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp %s 2> %t-fixed.err
// RUN: FileCheck %s --check-prefixes=CHECK,FIXED,NO-G --implicit-check-not=warning: --implicit-check-not=note: < %t-fixed.err
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -fno-caret-diagnostics -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp -g %s 2> %t-fixed-g.err
// RUN: FileCheck %s --check-prefixes=CHECK,FIXED,G --implicit-check-not=warning: --implicit-check-not=note: < %t-fixed-g.err
#include <sycl/sycl.hpp>
#include "Inputs/system-header-library.h"

SYCL_EXTERNAL void through_library(float *p) {
  *p = lib::halve(*p);
}

[[sycl::device_has()]] SYCL_EXTERNAL void declared(float *p) {
  *p = lib::entry(*p);
}

// CHECK: system-header-uses.cpp:[[@LINE-4]]:43: warning: function 'declared(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// CHECK-NEXT: system-header-library.h:26:14: note: propagated from call to function 'lib::entry(float)'
// CHECK-NEXT: system-header-library.h:14:14: note: propagated from call to function 'lib::leaf(float)' (after 1 call inside the SYCL headers, left out)
// NO-G-NEXT: system-header-library.h:14:45: note: aspect 'fp64' is used here
// G-NEXT: system-header-library.h:14:43: note: aspect 'fp64' is used here

// IMPLICIT-NEXT: system-header-uses.cpp:[[@LINE-13]]:8: warning: function 'through_library' implicitly uses aspect 'fp64' (double-precision arithmetic) but has no 'sycl::device_has'
// FIXED-NEXT: system-header-uses.cpp:[[@LINE-14]]:8: warning: function 'through_library' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
// CHECK-NEXT: use is from this call chain:
// CHECK-NEXT:   through_library(float*)
// CHECK-NEXT:   lib::halve(float) {{.*}}system-header-uses.cpp:[[@LINE-17]]:8
// CHECK-NEXT:   sycl::_V1::detail::twice(float) {{.*}}system-header-library.h:13:38
// IMPLICIT-NEXT: hint: write the constant as a float literal ('2.0f') to keep the arithmetic in float
// IMPLICIT-NEXT: hint: or declare it: {{\[\[}}sycl::device_has(sycl::aspect::fp64)]] [-Wbackend-plugin]
// CHECK-NEXT: system-header-library.h:7:{{[0-9]+}}: note: aspect 'fp64' is used here

// FIXED-NEXT: system-header-uses.cpp:[[@LINE-19]]:8: warning: function 'declared' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
// FIXED-NEXT: use is from this call chain:
// FIXED-NEXT:   declared(float*)
// FIXED-NEXT:   lib::entry(float) {{.*}}system-header-uses.cpp:[[@LINE-22]]:8
// FIXED-NEXT:   lib::leaf(float) {{.*}}system-header-library.h:20:38
// FIXED-NEXT:   (1 frame inside the SYCL headers left out) [-Wbackend-plugin]
// FIXED-NEXT: system-header-library.h:14:{{[0-9]+}}: note: aspect 'fp64' is used here
