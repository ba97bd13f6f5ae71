/* Drives the runtime library's C ABI on an image directory, without a SYCL
 * runtime: the device is described on the command line. For the tests in
 * tests/runtime/ that check selection, reasons and counters.
 *
 * Usage: select <dir> <aspects> <sub-group sizes> <max work-group size> <step>...
 *   aspects:          name=0|1,... (the aspects the "runtime" names)
 *   sub-group sizes:  n,n,...
 *   steps:            select:<kernel>  prints "<kernel>: image <i>" or the error
 *                     build:<image>    records one build of <image> for the device
 *                     count            prints "builds: <count per image> total=<n>"
 */
#include <sycl-aspects/runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t split(char *text, char **items, size_t max) {
  size_t n = 0;
  for (char *item = strtok(text, ","); item && n < max; item = strtok(NULL, ","))
    items[n++] = item;
  return n;
}

static const char *code_name(int code) {
  switch (code) {
  case SYCLRT_KERNEL_NOT_SUPPORTED: return "kernel_not_supported";
  case SYCLRT_KERNEL_NOT_FOUND: return "kernel_not_found";
  case SYCLRT_INVALID: return "invalid";
  default: return "error";
  }
}

int main(int argc, char **argv) {
  if (argc < 6) {
    fprintf(stderr, "usage: %s <dir> <aspects> <sub-group sizes> <max work-group size> <step>...\n", argv[0]);
    return 2;
  }
  char *error = NULL;
  syclrt_runtime *rt = NULL;
  if (syclrt_open(argv[1], &rt, &error) != SYCLRT_OK) {
    printf("error: %s\n", error);
    return 1;
  }
  char *aspect_items[64];
  const char *names[64];
  uint8_t has[64];
  size_t aspects = split(argv[2], aspect_items, 64);
  for (size_t i = 0; i < aspects; ++i) {
    char *eq = strchr(aspect_items[i], '=');
    has[i] = eq && eq[1] == '1';
    if (eq)
      *eq = '\0';
    names[i] = aspect_items[i];
  }
  char *size_items[16];
  uint64_t sizes[16];
  size_t size_count = split(argv[3], size_items, 16);
  for (size_t i = 0; i < size_count; ++i)
    sizes[i] = strtoull(size_items[i], NULL, 10);
  uint64_t max_wg = strtoull(argv[4], NULL, 10);
  uint64_t max_items[3] = {max_wg, max_wg, max_wg};
  syclrt_device_desc desc = {"test device", names, has, aspects, sizes, size_count, max_wg, max_items, 3, NULL, 0};
  size_t device = 0;
  if (syclrt_add_device(rt, &desc, &device, &error) != SYCLRT_OK) {
    printf("error: %s\n", error);
    return 1;
  }
  int status = 0;
  for (int i = 5; i < argc; ++i) {
    if (strncmp(argv[i], "select:", 7) == 0) {
      size_t image = 0;
      int code = syclrt_select(rt, device, argv[i] + 7, &image, &error);
      if (code == SYCLRT_OK) {
        printf("%s: image %zu\n", argv[i] + 7, image);
      } else {
        printf("%s: %s: %s\n", argv[i] + 7, code_name(code), error);
        syclrt_free_string(error);
        error = NULL;
      }
    } else if (strncmp(argv[i], "build:", 6) == 0) {
      if (syclrt_record_build(rt, device, strtoull(argv[i] + 6, NULL, 10), &error) != SYCLRT_OK) {
        printf("error: %s\n", error);
        status = 1;
      }
    } else if (strcmp(argv[i], "count") == 0) {
      printf("builds:");
      for (size_t image = 0; image < syclrt_image_count(rt); ++image)
        printf(" %llu", (unsigned long long)syclrt_build_count(rt, image));
      printf(" total=%llu\n", (unsigned long long)syclrt_build_count(rt, SIZE_MAX));
    } else {
      fprintf(stderr, "unknown step '%s'\n", argv[i]);
      status = 2;
    }
  }
  syclrt_close(rt);
  return status;
}
