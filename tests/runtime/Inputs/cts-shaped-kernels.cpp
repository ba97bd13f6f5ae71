// Programs shaped like SYCL-CTS's tests/optional_kernel_features and the
// kernel_bundle tests' incompatible-kernel cases, for lambda and functor
// kernels built by `sycl-clang -fsycl` (cts-shaped-kernels.test). Written
// for this repository; no CTS code. What conformance expects:
//  - a kernel using an optional feature through a type (sycl::half: fp16,
//    double: fp64, a 64-bit atomic_ref: atomic64), directly or through a
//    function it calls, runs on a device with the aspect and gives correct
//    results, whether launched by single_task, parallel_for(range) or
//    parallel_for(nd_range), through a handler or a queue shortcut;
//  - [[sycl::device_has]] naming aspects the device has (on the kernel or
//    on a function it calls, even when the kernel uses another aspect it
//    has) runs; a function declaring an aspect the device lacks makes the
//    kernel that calls it errc::kernel_not_supported at submission, also
//    when that function is a SYCL_EXTERNAL defined in another translation
//    unit;
//  - reqd_work_group_size in 1, 2 and 3 dimensions that fit run; sizes past
//    the device's limits are errc::kernel_not_supported; an nd_range whose
//    local size is not the required one is errc::nd_range, even when it is
//    also past the device's limits;
//  - reqd_sub_group_size of a size the device has runs (also on
//    single_task and parallel_for(range)); one it lacks is
//    errc::kernel_not_supported;
//  - the same through kernel properties (device_has<...> from a functor's
//    get(properties_tag) or as launch properties);
//  - is_compatible<Name>(dev), has_kernel_bundle, get_kernel_id<Name>() and
//    a bundle's kernel used through handler::use_kernel_bundle; a bundle of
//    a kernel the device cannot run is errc::invalid (SYCL 2020 4.11.6);
//  - no asynchronous error along the way.
// Built once as the program and once with -DCTS_EXTERNAL_UNIT, which keeps
// only the SYCL_EXTERNAL definitions (the "separate unit").
#include <sycl/sycl.hpp>
#include <cstdio>
#include <string>
#include <vector>

// Kernel properties passed at the launch are deprecated in Intel's headers
// (in favour of get(properties_tag)), still supported: tested both ways.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

namespace syclexp = sycl::ext::oneapi::experimental;
using Cell = unsigned long long;
using Atomic64 = sycl::atomic_ref<Cell, sycl::memory_order::relaxed, sycl::memory_scope::device>;

// Declared here with the aspect they need; defined in the other unit.
[[sycl::device_has(sycl::aspect::fp64)]] SYCL_EXTERNAL void external_fp64(Cell *c);
[[sycl::device_has(sycl::aspect::gpu)]] SYCL_EXTERNAL void external_gpu(Cell *c);

#ifdef CTS_EXTERNAL_UNIT
SYCL_EXTERNAL void external_fp64(Cell *c) {
  double x = double(*c) / 8.0;
  *c = Cell(x * 3.0);
}
SYCL_EXTERNAL void external_gpu(Cell *c) { *c = 1; }
#else

// One step per feature, each in the feature's own type, mapping 6 to 13.
struct use_half {
  static constexpr const char *name = "half";
  static void step(Cell &c) {
    sycl::half h = sycl::half(float(c));
    h = h * sycl::half(2.0f) + sycl::half(1.0f); // 6 -> 13, exact in half
    c = Cell(float(h));
  }
};
struct use_double {
  static constexpr const char *name = "double";
  // 2^-40 survives in a double, not in a float: 6 -> 12 + 1.
  static void step(Cell &c) {
    double x = double(c) + 0x1p-40;
    c = c * 2 + Cell((x - double(c)) * 0x1p40);
  }
};
struct use_atomic64 {
  static constexpr const char *name = "atomic64";
  static void step(Cell &c) {
    Atomic64 a(c);
    a.fetch_add(Cell(7));
  }
};

// A function (no attribute) the kernel calls, which uses the feature.
template <typename Use> void undecorated_step(Cell &c) { Use::step(c); }

// A functor using the feature, with the call operators the CTS gives its
// functors (the group one is never launched: parallel_for_work_group is
// refused at compile time, docs/runtime.md).
template <typename Use> struct StepFunctor {
  sycl::accessor<Cell, 1> cells;
  void operator()() const { Use::step(cells[0]); }
  void operator()(sycl::item<1> it) const { Use::step(cells[it]); }
  void operator()(sycl::group<1>) const {}
};

namespace k {
template <typename Use> class single;
template <typename Use> class nd;
class wide_atomic;
class has_fp64;
class has_three;
class decorated_callee;
class other_aspect;
class gpu_callee;
class external_fp64;
class external_gpu;
template <int Dims> class wg;
template <int Dims> class wg_huge;
class wg_mismatch;
class sg_single;
class sg_range;
class sg_nd;
class sg_odd;
class launch_fp64;
class launch_gpu;
class bundle_fp64;
class never_gpu;
class never_wg;
class never_sg;
} // namespace k

template <sycl::aspect A> [[sycl::device_has(A)]] void decorated(Cell &c) { c += 5; }
[[sycl::device_has(sycl::aspect::gpu)]] void decorated_gpu(Cell &c) { c = 0; }

// [[sycl::device_has]] on every call operator (the aspect the device has).
template <sycl::aspect A> struct DeclaresFunctor {
  Cell *c;
  [[sycl::device_has(A)]] void operator()() const { c[0] += 1; }
  [[sycl::device_has(A)]] void operator()(sycl::item<1>) const { c[0] += 1; }
};
// Calls a function that declares gpu, undecorated itself.
struct CallsGpuFunctor {
  Cell *c;
  void operator()() const { decorated_gpu(c[0]); }
};

// One class per dimensionality, as the CTS instantiates its functor.
template <size_t X, size_t Y, size_t Z, int Dims> struct RequiredSize {
  int *out;
  [[sycl::reqd_work_group_size(X)]] void operator()(sycl::nd_item<1> it) const { record(it); }
  [[sycl::reqd_work_group_size(X, Y)]] void operator()(sycl::nd_item<2> it) const { record(it); }
  [[sycl::reqd_work_group_size(X, Y, Z)]] void operator()(sycl::nd_item<3> it) const { record(it); }
  template <int D> void record(sycl::nd_item<D> it) const { out[it.get_global_linear_id()] = int(it.get_local_range().size()); }
};

// The same required sub-group size on each call operator.
template <size_t N> struct SubGroupFunctor {
  int *out;
  [[sycl::reqd_sub_group_size(N)]] void operator()() const { out[0] = 1; }
  [[sycl::reqd_sub_group_size(N)]] void operator()(sycl::item<1> it) const { out[it[0]] = 2; }
  [[sycl::reqd_sub_group_size(N)]] void operator()(sycl::nd_item<1> it) const {
    out[it.get_global_id(0)] = int(it.get_sub_group().get_max_local_range()[0]);
  }
};

// Kernel properties from get(properties_tag).
struct Fp64ByProperty {
  double *d;
  void operator()(sycl::id<1> i) const { d[i] = d[i] * 0.5 + 0x1p-30; }
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::device_has<sycl::aspect::fp64>}; }
};
struct GpuByProperty {
  int *p;
  void operator()() const { p[0] = -1; }
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::device_has<sycl::aspect::gpu>}; }
};

// Known gaps, run only by `app known-gaps` (not by the lit test; see
// cts-shaped-kernels.test for what each should print and prints today).
// One functor class whose call operators require different sizes, two of
// them launched in one translation unit.
struct TwoShapes {
  int *out;
  [[sycl::reqd_work_group_size(4)]] void operator()(sycl::nd_item<1> it) const { out[it.get_global_linear_id()] = 1; }
  [[sycl::reqd_work_group_size(2, 2)]] void operator()(sycl::nd_item<2> it) const { out[it.get_global_linear_id()] = 2; }
};
struct TwoSubGroups {
  int *out;
  [[sycl::reqd_sub_group_size(7)]] void operator()() const { out[0] = 7; }
  [[sycl::reqd_sub_group_size(16)]] void operator()(sycl::item<1> it) const { out[it[0]] = 16; }
};
// work_group_size / sub_group_size kernel properties.
struct WorkGroupFourByProperty {
  void operator()(sycl::nd_item<1>) const {}
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::work_group_size<4>}; }
};
struct SubGroupEightByProperty {
  int *out;
  void operator()(sycl::nd_item<1> it) const { out[0] = int(it.get_sub_group().get_max_local_range()[0]); }
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::sub_group_size<8>}; }
};
struct SubGroupSevenByProperty {
  void operator()(sycl::nd_item<1>) const {}
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::sub_group_size<7>}; }
};
namespace k {
class gap_1d;
class gap_2d;
class gap_sg7;
class gap_sg16;
class gap_launch_wg;
} // namespace k

static const char *errc_name(const sycl::exception &e) {
  if (e.code() == sycl::errc::kernel_not_supported)
    return "kernel_not_supported";
  if (e.code() == sycl::errc::nd_range)
    return "nd_range";
  if (e.code() == sycl::errc::invalid)
    return "invalid";
  return "other";
}

template <typename F> static void attempt(const char *what, F submit) {
  try {
    submit();
    std::printf("%s: ran\n", what);
  } catch (const sycl::exception &e) {
    std::printf("%s: %s: %s\n", what, errc_name(e), e.what());
  }
}

// The three submission shapes for one feature; prints the three results.
template <typename Use> static void run_feature(sycl::queue &q) {
  std::vector<Cell> v(4, 6);
  {
    sycl::buffer<Cell> b(v.data(), sycl::range<1>(4));
    q.submit([&](sycl::handler &h) {
      sycl::accessor cells{b, h};
      h.single_task<k::single<Use>>([=] { Use::step(cells[0]); });
    });
    q.submit([&](sycl::handler &h) {
      sycl::accessor cells{b, h, sycl::range<1>(2), sycl::id<1>(1)};
      h.parallel_for(sycl::range<1>(2), StepFunctor<Use>{cells});
    });
  }
  Cell *u = sycl::malloc_shared<Cell>(4, q);
  for (int i = 0; i < 4; ++i)
    u[i] = 6;
  q.parallel_for<k::nd<Use>>(sycl::nd_range<1>(4, 2), [=](sycl::nd_item<1> it) {
    undecorated_step<Use>(u[it.get_global_id(0)]);
  }).wait();
  std::printf("%s: %llu %llu %llu %llu | %llu %llu\n", Use::name, v[0], v[1], v[2], v[3], u[0], u[3]);
  sycl::free(u, q);
}

static void known_gaps(sycl::queue &q);

int main(int argc, char **argv) {
  if (argc > 1 && std::string(argv[1]) == "known-gaps") {
    sycl::queue q;
    known_gaps(q);
    return 0;
  }
  int async_errors = 0;
  sycl::queue q{[&](sycl::exception_list list) { async_errors += int(list.size()); }};
  sycl::device dev = q.get_device();
  sycl::context ctx = q.get_context();
  std::printf("device has fp16 %d fp64 %d atomic64 %d gpu %d\n", int(dev.has(sycl::aspect::fp16)),
              int(dev.has(sycl::aspect::fp64)), int(dev.has(sycl::aspect::atomic64)), int(dev.has(sycl::aspect::gpu)));

  // Features used through types.
  run_feature<use_half>(q);
  run_feature<use_double>(q);
  run_feature<use_atomic64>(q);
  Cell *wide = sycl::malloc_shared<Cell>(1, q);
  *wide = 0;
  q.parallel_for<k::wide_atomic>(sycl::range<1>(64), [=](sycl::id<1>) {
    Atomic64 a(*wide);
    a.fetch_add(Cell(1) << 32);
  }).wait();
  std::printf("atomic64 wide: %llu %llu\n", *wide >> 32, *wide & 0xffffffffull);

  // [[sycl::device_has]] with aspects the device has.
  Cell *c = sycl::malloc_shared<Cell>(2, q);
  c[0] = 0;
  attempt("declares fp64", [&] { q.single_task<k::has_fp64>([=]() [[sycl::device_has(sycl::aspect::fp64)]] { c[0] += 1; }).wait(); });
  attempt("declares three", [&] {
    q.parallel_for<k::has_three>(sycl::range<1>(1), [=](sycl::item<1>) [[sycl::device_has(sycl::aspect::fp16, sycl::aspect::fp64, sycl::aspect::atomic64)]] { c[0] += 1; }).wait();
  });
  attempt("declaring functor", [&] {
    q.single_task(DeclaresFunctor<sycl::aspect::atomic64>{c}).wait();
    q.parallel_for(sycl::range<1>(1), DeclaresFunctor<sycl::aspect::fp16>{c}).wait();
  });
  attempt("calls declaring function", [&] { q.single_task<k::decorated_callee>([=] { decorated<sycl::aspect::fp64>(c[0]); }).wait(); });
  std::printf("declared count: %llu\n", c[0]);
  // Uses double while declaring only atomic64: a warning at compile time
  // (as DPC++'s), and it runs on a device with both.
  c[1] = 6;
  attempt("uses fp64 declares atomic64", [&] {
    q.single_task<k::other_aspect>([=]() [[sycl::device_has(sycl::aspect::atomic64)]] { use_double::step(c[1]); }).wait();
  });
  std::printf("other aspect: %llu\n", c[1]);
  attempt("calls gpu function lambda", [&] { q.single_task<k::gpu_callee>([=] { decorated_gpu(c[0]); }).wait(); });
  attempt("calls gpu function functor", [&] { q.single_task(CallsGpuFunctor{c}).wait(); });

  // SYCL_EXTERNAL functions from the other unit, declared with aspects.
  c[1] = 40;
  attempt("external fp64", [&] { q.single_task<k::external_fp64>([=] { external_fp64(&c[1]); }).wait(); });
  std::printf("external: %llu\n", c[1]);
  attempt("external gpu", [&] { q.single_task<k::external_gpu>([=] { external_gpu(&c[1]); }).wait(); });

  // Required work-group sizes.
  int *out = sycl::malloc_shared<int>(64, q);
  for (int i = 0; i < 64; ++i)
    out[i] = 0;
  attempt("wg 1d functor", [&] { q.parallel_for<k::wg<1>>(sycl::nd_range<1>(8, 4), RequiredSize<4, 4, 4, 1>{out}).wait(); });
  std::printf("wg 1d: %d %d\n", out[0], out[7]);
  attempt("wg 2d functor", [&] {
    q.parallel_for<k::wg<2>>(sycl::nd_range<2>({8, 4}, {4, 4}), RequiredSize<4, 4, 4, 2>{out}).wait();
  });
  std::printf("wg 2d: %d %d\n", out[0], out[31]);
  attempt("wg 3d lambda", [&] {
    q.parallel_for<k::wg<3>>(sycl::nd_range<3>({4, 4, 4}, {4, 4, 4}), [=](sycl::nd_item<3> it) [[sycl::reqd_work_group_size(4, 4, 4)]] {
      out[it.get_global_linear_id()] = 3 * int(it.get_local_range().size());
    }).wait();
  });
  std::printf("wg 3d: %d %d\n", out[0], out[63]);
  constexpr size_t huge = 4294967295;
  attempt("wg huge 1d", [&] {
    q.parallel_for<k::wg_huge<1>>(sycl::nd_range<1>(huge, huge), [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(huge)]] {}).wait();
  });
  attempt("wg huge 2d", [&] {
    q.parallel_for<k::wg_huge<2>>(sycl::nd_range<2>({huge, 1}, {huge, 1}), RequiredSize<huge, 1, 1, 2>{out}).wait();
  });
  attempt("wg huge 3d", [&] {
    q.parallel_for<k::wg_huge<3>>(sycl::nd_range<3>({huge, 1, 1}, {huge, 1, 1}), [=](sycl::nd_item<3>) [[sycl::reqd_work_group_size(huge, 1, 1)]] {}).wait();
  });
  const size_t max_wg = dev.get_info<sycl::info::device::max_work_group_size>();
  attempt("wg mismatch past the limit", [&] {
    q.submit([&](sycl::handler &h) {
      h.parallel_for<k::wg_mismatch>(sycl::nd_range<1>(max_wg + 1, max_wg + 1), [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(1)]] {});
    }).wait_and_throw();
  });

  // Required sub-group sizes: 16 is one of the device's, 4099 is not.
  for (int i = 0; i < 64; ++i)
    out[i] = 0;
  attempt("sg 16 single_task", [&] { q.single_task<k::sg_single>(SubGroupFunctor<16>{out}).wait(); });
  attempt("sg 16 range", [&] { q.parallel_for<k::sg_range>(sycl::range<1>(4), SubGroupFunctor<16>{out + 8}).wait(); });
  attempt("sg 16 nd_range", [&] { q.parallel_for<k::sg_nd>(sycl::nd_range<1>(32, 32), SubGroupFunctor<16>{out + 16}).wait(); });
  std::printf("sg: %d %d %d %d\n", out[0], out[8], out[11], out[47]);
  attempt("sg 4099 single_task", [&] { q.single_task<k::sg_odd>([=]() [[sycl::reqd_sub_group_size(4099)]] {}).wait(); });
  attempt("sg 4099 functor", [&] { q.parallel_for(sycl::range<1>(1), SubGroupFunctor<4099>{out}).wait(); });

  // Kernel properties.
  double *d = sycl::malloc_shared<double>(4, q);
  for (int i = 0; i < 4; ++i)
    d[i] = 3.0 + i;
  attempt("device_has<fp64> get", [&] { q.parallel_for(sycl::range<1>(4), Fp64ByProperty{d}).wait(); });
  std::printf("property fp64: %.10f %.10f\n", d[0], d[3]);
  attempt("device_has<gpu> get", [&] { q.single_task(GpuByProperty{out}).wait(); });
  attempt("device_has<fp64> launch", [&] {
    q.submit([&](sycl::handler &h) {
      h.single_task<k::launch_fp64>(syclexp::properties{syclexp::device_has<sycl::aspect::fp64>}, [=] { d[0] = d[1] * 4.0; });
    }).wait();
  });
  std::printf("launch fp64: %g\n", d[0]);
  attempt("device_has<gpu> launch", [&] {
    q.submit([&](sycl::handler &h) {
      h.single_task<k::launch_gpu>(syclexp::properties{syclexp::device_has<sycl::aspect::gpu>}, [=] { out[0] = -1; });
    }).wait();
  });

  // Kernel bundles. The never_* kernels are only compiled: their ids and
  // requirements come from the images.
  if (argc > 5) {
    q.single_task<k::never_gpu>([=]() [[sycl::device_has(sycl::aspect::gpu)]] { out[0] = -2; });
    q.parallel_for<k::never_wg>(sycl::nd_range<1>(16384, 16384), [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(16384)]] {});
    q.parallel_for<k::never_sg>(sycl::nd_range<1>(16, 16), [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(7)]] {});
  }
  std::printf("is_compatible fp64 %d fp16-functor %d gpu %d gpu-functor %d wg-16384 %d sg-7 %d sg-16 %d\n",
              int(sycl::is_compatible<k::bundle_fp64>(dev)), int(sycl::is_compatible<DeclaresFunctor<sycl::aspect::fp16>>(dev)),
              int(sycl::is_compatible<k::never_gpu>(dev)), int(sycl::is_compatible<GpuByProperty>(dev)),
              int(sycl::is_compatible<k::never_wg>(dev)), int(sycl::is_compatible<k::never_sg>(dev)),
              int(sycl::is_compatible<k::sg_nd>(dev)));
  std::printf("has_kernel_bundle fp64 %d gpu %d\n",
              int(sycl::has_kernel_bundle<k::bundle_fp64, sycl::bundle_state::executable>(ctx, {dev})),
              int(sycl::has_kernel_bundle<k::never_gpu, sycl::bundle_state::executable>(ctx, {dev})));
  sycl::kernel_id fp64_id = sycl::get_kernel_id<k::bundle_fp64>();
  std::printf("kernel id: %s\n", fp64_id.get_name());
  auto bundle = sycl::get_kernel_bundle<k::bundle_fp64, sycl::bundle_state::executable>(ctx, {dev});
  std::printf("bundle has it: %d\n", int(bundle.has_kernel(fp64_id)));
  d[2] = 1.0;
  q.submit([&](sycl::handler &h) {
    h.use_kernel_bundle(bundle);
    h.single_task<k::bundle_fp64>([=] { d[2] = d[2] / 3.0; });
  }).wait();
  std::printf("bundle kernel: %.6f\n", d[2]);
  attempt("bundle gpu (name)", [&] { sycl::get_kernel_bundle<k::never_gpu, sycl::bundle_state::executable>(ctx, {dev}); });
  attempt("bundle gpu (context, ids)", [&] {
    sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {sycl::get_kernel_id<GpuByProperty>()});
  });
  attempt("bundle wg 16384 (context, devices, ids)", [&] {
    sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {dev}, {sycl::get_kernel_id<k::never_wg>()});
  });
  attempt("bundle sg 7 (context, devices, ids)", [&] {
    sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {dev}, {sycl::get_kernel_id<k::never_sg>()});
  });
  auto whole = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {dev});
  std::printf("whole bundle: fp64 %d gpu %d gpu-functor %d\n", int(whole.has_kernel<k::bundle_fp64>()),
              int(whole.has_kernel<k::never_gpu>()), int(whole.has_kernel<GpuByProperty>()));

  q.wait_and_throw();
  std::printf("async errors: %d\n", async_errors);
  sycl::free(wide, q);
  sycl::free(c, q);
  sycl::free(out, q);
  sycl::free(d, q);
}

static void known_gaps(sycl::queue &q) {
  int *out = sycl::malloc_shared<int>(16, q);
  attempt("gap overloads 1d", [&] { q.parallel_for<k::gap_1d>(sycl::nd_range<1>(8, 4), TwoShapes{out}).wait(); });
  attempt("gap overloads 2d", [&] { q.parallel_for<k::gap_2d>(sycl::nd_range<2>({4, 4}, {2, 2}), TwoShapes{out}).wait(); });
  attempt("gap overloads sg 7 single_task", [&] { q.single_task<k::gap_sg7>(TwoSubGroups{out}).wait(); });
  attempt("gap overloads sg 16 range", [&] { q.parallel_for<k::gap_sg16>(sycl::range<1>(16), TwoSubGroups{out}).wait(); });
  attempt("gap work_group_size<4> get, local size 2", [&] { q.parallel_for(sycl::nd_range<1>(8, 2), WorkGroupFourByProperty{}).wait(); });
  attempt("gap work_group_size<4> launch, local size 2", [&] {
    q.submit([&](sycl::handler &h) {
      h.parallel_for<k::gap_launch_wg>(sycl::nd_range<1>(8, 2), syclexp::properties{syclexp::work_group_size<4>}, [=](sycl::nd_item<1>) {});
    }).wait();
  });
  out[0] = 0;
  attempt("gap sub_group_size<8> get", [&] { q.parallel_for(sycl::nd_range<1>(16, 16), SubGroupEightByProperty{out}).wait(); });
  std::printf("gap sub-group size seen: %d\n", out[0]);
  attempt("gap sub_group_size<7> get", [&] { q.parallel_for(sycl::nd_range<1>(16, 16), SubGroupSevenByProperty{}).wait(); });
  sycl::free(out, q);
}
#endif
