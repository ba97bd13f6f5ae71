/* Opens an image directory with the installed runtime library's C ABI and
 * prints its image count, or the error (tests/install/prefix.test). */
#include <sycl-aspects/runtime.h>
#include <stdio.h>

int main(int argc, char **argv) {
  syclrt_runtime *runtime = NULL;
  char *error = NULL;
  if (argc != 2)
    return 2;
  if (syclrt_open(argv[1], &runtime, &error) != SYCLRT_OK) {
    printf("error: %s\n", error ? error : "(none)");
    syclrt_free_string(error);
    return 1;
  }
  printf("images: %zu\n", syclrt_image_count(runtime));
  syclrt_close(runtime);
  return 0;
}
