// A decorated class used as an empty base or as an empty
// [[no_unique_address]] member is laid out at size zero: no LLVM type holds
// it (%struct.Derived = type { i32 }), so the type-based search found no
// aspect and a function using the holder got none (issue 18). The holding
// class's own type now carries the aspects, transitively through holders
// that are empty themselves and through templates. A member codegen does lay
// out keeps its own type (Laid with clang 16), so its holder is not listed;
// clang 19 lays out every empty-class member as bytes ({ [4 x i8], i32 }),
// so there Laid is a holder and listed.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s < %t.ll
// RUN: if [ %llvm-major = 16 ]; then FileCheck --check-prefixes=LIST,LIST16 --implicit-check-not='!{!"struct.Laid"' %s < %t.ll; else FileCheck --check-prefixes=LIST,LIST19 %s < %t.ll; fi
// RUN: FileCheck --check-prefix=WARN %s < %t.err
#include <sycl/sycl.hpp>
using sycl::aspect;

struct [[__sycl_detail__::__uses_aspects__(aspect::fp64)]] Tag {};
struct [[__sycl_detail__::__uses_aspects__(aspect::fp16)]] OtherTag {};
struct Derived : Tag { int x; };
struct Holder { [[no_unique_address]] Tag t; int y; };
struct EmptyBase : Tag {};
struct Outer : EmptyBase { int z; };
struct [[__sycl_detail__::__uses_aspects__(aspect::gpu)]] OwnAndBase : OtherTag { int w; };
struct Laid { Tag t; int w; };
template <typename T> struct Wrapper : T { int v; };

// CHECK-DAG: define {{.*}}@_Z11use_derivedv() {{.*}}!sycl_used_aspects ![[FP64:[0-9]+]]
SYCL_EXTERNAL int use_derived() { Derived d{}; return d.x; }
// CHECK-DAG: define {{.*}}@_Z10use_holderv() {{.*}}!sycl_used_aspects ![[FP64]]
SYCL_EXTERNAL int use_holder() { Holder h{}; return h.y; }
// CHECK-DAG: define {{.*}}@_Z9use_outerv() {{.*}}!sycl_used_aspects ![[FP64]]
SYCL_EXTERNAL int use_outer() { Outer o{}; return o.z; }
// CHECK-DAG: define {{.*}}@_Z11use_wrapperv() {{.*}}!sycl_used_aspects ![[FP64]]
SYCL_EXTERNAL int use_wrapper() { Wrapper<Tag> t{}; return t.v; }
// CHECK-DAG: define {{.*}}@_Z8use_laidv() {{.*}}!sycl_used_aspects ![[FP64]]
SYCL_EXTERNAL int use_laid() { Laid l{}; return l.w; }
// Its own list first, then its elided base's.
// CHECK-DAG: define {{.*}}@_Z7use_ownv() {{.*}}!sycl_used_aspects ![[GPU_FP16:[0-9]+]]
SYCL_EXTERNAL int use_own() { OwnAndBase o{}; return o.w; }
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[GPU_FP16]] = !{i32 2, i32 5}

// LIST16-DAG: !{!"struct.Tag", i32 6}
// LIST-DAG: !{!"struct.Derived", i32 6}
// LIST-DAG: !{!"struct.Holder", i32 6}
// LIST-DAG: !{!"struct.Outer", i32 6}
// LIST-DAG: !{!"struct.Wrapper", i32 6}
// LIST-DAG: !{!"struct.OwnAndBase", i32 2, i32 5}
// With clang 19 no LLVM type is Tag itself (every holder lays it out as
// bytes or not at all), so only the holders are listed.
// LIST19-DAG: !{!"struct.Laid", i32 6}

// WARN: warning: function 'checked()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
[[sycl::device_has()]] SYCL_EXTERNAL int checked() { return use_derived(); }
