// Kernels the outliner cannot build yet: each is an error naming the
// kernel, at the lambda or functor, with the reason (fsycl-errors.test).
#include <sycl/sycl.hpp>

struct RefHolder {
  int &r;
  void operator()() const { r = 1; }
};

void launches(sycl::queue &q, int *p) {
  int x = 0;
  q.single_task<class by_reference>([&] { p[0] = x; });
  q.single_task<class reference_member>(RefHolder{x});
  q.submit([&](sycl::handler &h) {
    sycl::stream out(1024, 256, h);
    h.single_task<class with_stream>([=] { out << 1; });
  });
  q.submit([&](sycl::handler &h) {
    h.parallel_for_work_group<class work_group>(sycl::range<1>(2), [=](sycl::group<1>) { p[0] = 2; });
  });
  q.submit([&](sycl::handler &h) {
    h.single_task<class with_handler>([=](sycl::kernel_handler) { p[0] = 3; });
  });
}
