// Translation unit 2 of the post-link demo: the SYCL_EXTERNAL function, which
// uses double (fp64).
#include <sycl/sycl.hpp>

SYCL_EXTERNAL void scale(float *data) {
  double d = data[0];
  data[0] = static_cast<float>(d * 3);
}
