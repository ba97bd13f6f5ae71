// Kernels named by classes at namespace scope (an inline namespace too), so
// a host compiler without __builtin_sycl_unique_stable_name (g++) finds
// them by type (lambda-kernels-gxx-host.test).
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
namespace app {
class fill_kernel;
inline namespace v1 {
struct scale_kernel;
}
} // namespace app
class accessor_kernel;

struct Scale {
  float *p;
  void operator()(sycl::id<1> i) const { p[i] *= 2; }
};

int main() {
  sycl::queue q;
  float *p = sycl::malloc_shared<float>(4, q);
  q.parallel_for<app::fill_kernel>(sycl::range<1>(4), [=](sycl::id<1> i) { p[i] = float(i[0]); }).wait();
  q.parallel_for<app::scale_kernel>(sycl::range<1>(4), Scale{p}).wait();
  std::vector<int> v(4, 0);
  {
    sycl::buffer<int> b(v.data(), sycl::range<1>(4));
    q.submit([&](sycl::handler &h) {
      sycl::accessor a{b, h};
      int s = 7;
      h.parallel_for<accessor_kernel>(sycl::range<1>(4), [=](sycl::id<1> i) { a[i] = s + int(i[0]); });
    });
  }
  std::printf("g++ host: %g %g %g %g | %d %d\n", p[0], p[1], p[2], p[3], v[0], v[3]);
  sycl::free(p, q);
#ifdef LOCAL_NAME
  q.single_task<class local_name>([=] {}).wait();
#endif
}
