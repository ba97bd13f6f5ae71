// A SYCL program written the usual way, built with one command:
//   target/release/sycl-clang -fsycl -std=c++17 examples/sycl-app.cpp -o app
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

struct Scale {  // a functor kernel
  float *data;
  float factor;
  void operator()(sycl::id<1> i) const { data[i] *= factor; }
};

int main() {
  sycl::queue q;
  float *data = sycl::malloc_shared<float>(4, q);
  for (int i = 0; i < 4; ++i)
    data[i] = float(i);
  q.parallel_for<class scale>(sycl::range<1>(4), Scale{data, 2.5f}).wait();
  std::printf("usm + functor: %g %g %g %g\n", data[0], data[1], data[2], data[3]);

  std::vector<int> squares(4);
  {
    sycl::buffer<int> buf(squares.data(), sycl::range<1>(4));
    q.submit([&](sycl::handler &h) {
      sycl::accessor out{buf, h, sycl::write_only};
      h.parallel_for(sycl::range<1>(4), [=](sycl::id<1> i) { out[i] = int(i[0] * i[0]); });
    });
  }
  std::printf("buffer + lambda: %d %d %d %d\n", squares[0], squares[1], squares[2], squares[3]);

  try {  // needs a GPU: refused on the CPU device, and never built
    q.single_task<class on_gpu>([=]() [[sycl::device_has(sycl::aspect::gpu)]] { data[0] = 0; }).wait();
  } catch (const sycl::exception &e) {
    std::printf("device_has(gpu): %s\n", e.what());
  }
  sycl::free(data, q);
}
