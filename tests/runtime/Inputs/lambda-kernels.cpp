// Kernels written the usual way (lambdas and functors given to
// parallel_for / single_task), built by `sycl-clang -fsycl` and run on
// Intel's runtime. Each line printed is checked by lambda-kernels.test.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

namespace syclexp = sycl::ext::oneapi::experimental;
namespace ns {
template <class T, int N> class usm_k;
class acc_k;
class fn_k;
class props_k;
class local_k;
} // namespace ns

struct Scale {
  float *p;
  float f;
  [[sycl::reqd_work_group_size(4)]] void operator()(sycl::nd_item<1> it) const { p[it.get_global_id(0)] *= f; }
};

// A functor whose launch properties come from get(properties_tag).
struct WithProperties {
  int *p;
  void operator()(sycl::nd_item<1> it) const { p[it.get_global_id(0)] = int(it.get_local_range(0)); }
  auto get(syclexp::properties_tag) const { return syclexp::properties{syclexp::work_group_size<2>}; }
};

// A templated functor and a kernel launched from a function template.
template <typename T> struct AddTo {
  T *p;
  T v;
  void operator()(sycl::id<1> i) const { p[i] += v; }
};
template <typename T> void add(sycl::queue &q, T *p, T v) {
  q.parallel_for(sycl::range<1>(4), AddTo<T>{p, v}).wait();
  q.single_task([=] { p[4] = v * 2; }).wait();
}

// A struct holding an accessor next to plain members: decomposed.
struct Holder {
  int scale;
  sycl::accessor<int, 1, sycl::access_mode::read_write> acc;
  int bias;
};

int main() {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(16, q);
  for (int i = 0; i < 16; ++i)
    p[i] = i;
  int s = 1000;
  // A named lambda holding a USM pointer and a scalar.
  q.parallel_for<ns::usm_k<int, 3>>(sycl::range<1>(16), [=](sycl::item<1> i) { p[i] += s; }).wait();
  std::printf("usm: %d %d\n", p[0], p[15]);

  std::vector<int> v(8, -1);
  {
    sycl::buffer<int> b(v.data(), sycl::range<1>(8));
    // A ranged accessor (offset 2): __init adds the offset.
    q.submit([&](sycl::handler &h) {
      sycl::accessor a{b, h, sycl::range<1>(4), sycl::id<1>(2)};
      h.single_task<ns::acc_k>([=] { a[0] = s; a[3] = s + 1; });
    });
    // An unnamed lambda with a whole-buffer accessor.
    q.submit([&](sycl::handler &h) {
      sycl::accessor a{b, h};
      h.parallel_for(sycl::range<1>(2), [=](sycl::id<1> i) { a[i] = 7 + int(i[0]); });
    });
    // An accessor inside a captured struct.
    q.submit([&](sycl::handler &h) {
      Holder holder{3, sycl::accessor<int, 1, sycl::access_mode::read_write>{b, h}, 4};
      h.single_task([=] { holder.acc[7] = holder.scale * 10 + holder.bias; });
    });
  }
  std::printf("acc: %d %d %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4], v[5], v[7]);

  // A local accessor: a work-group reduction through local memory.
  std::vector<int> sums(2, 0);
  {
    sycl::buffer<int> out(sums.data(), sycl::range<1>(2));
    q.submit([&](sycl::handler &h) {
      sycl::accessor o{out, h};
      sycl::local_accessor<int, 1> scratch(sycl::range<1>(4), h);
      h.parallel_for<ns::local_k>(sycl::nd_range<1>(8, 4), [=](sycl::nd_item<1> it) {
        scratch[it.get_local_id(0)] = int(it.get_global_id(0));
        sycl::group_barrier(it.get_group());
        if (it.get_local_id(0) == 0) {
          int sum = 0;
          for (int k = 0; k < 4; ++k)
            sum += scratch[k];
          o[it.get_group(0)] = sum;
        }
      });
    });
  }
  std::printf("local: %d %d\n", sums[0], sums[1]);

  float *f = sycl::malloc_shared<float>(8, q);
  for (int i = 0; i < 8; ++i)
    f[i] = float(i);
  q.parallel_for<ns::fn_k>(sycl::nd_range<1>(8, 4), Scale{f, 2.0f}).wait();
  std::printf("functor: %g %g\n", f[1], f[7]);

  q.parallel_for<ns::props_k>(sycl::nd_range<1>(4, 2), WithProperties{p}).wait();
  std::printf("properties: %d %d\n", p[0], p[3]);

  double *d = sycl::malloc_shared<double>(8, q);
  for (int i = 0; i < 8; ++i)
    d[i] = 0.5;
  add(q, d, 1.25);
  add(q, p, 10);
  std::printf("templates: %g %g %d %d\n", d[0], d[4], p[0], p[4]);

  // atomic_ref, math on double and half (OpenCL extended instructions).
  int *count = sycl::malloc_shared<int>(1, q);
  *count = 0;
  sycl::half *h = sycl::malloc_shared<sycl::half>(2, q);
  h[0] = 1.5f;
  d[0] = 2.0;
  q.parallel_for(sycl::range<1>(64), [=](sycl::id<1>) {
    sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> a(*count);
    a.fetch_add(1);
  }).wait();
  q.single_task([=] {
    d[1] = sycl::sqrt(d[0]);
    h[1] = h[0] * h[0] + sycl::half(1);
    f[0] = sycl::pow(sycl::fabs(-3.0f), 2.0f);
  }).wait();
  std::printf("atomic and math: %d %.4f %g %g\n", *count, d[1], float(h[1]), f[0]);
  sycl::free(count, q);
  sycl::free(h, q);
  sycl::free(p, q);
  sycl::free(f, q);
  sycl::free(d, q);
}
