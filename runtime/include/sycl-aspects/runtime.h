/* C ABI of the sycl-aspects runtime library (Rust, runtime/src/ffi.rs).
 * Most users want the C++ API in runtime.hpp instead.
 *
 * Every function returning int returns SYCLRT_OK or an error code and, when
 * `error` is not null, stores a message the caller frees with
 * syclrt_free_string. No function aborts on bad arguments (null pointers,
 * non-UTF-8 strings, unknown ids): they are errors. */
#ifndef SYCL_ASPECTS_RUNTIME_H
#define SYCL_ASPECTS_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  SYCLRT_OK = 0,
  SYCLRT_KERNEL_NOT_SUPPORTED = 1, /* message: DPC++'s reason, verbatim */
  SYCLRT_KERNEL_NOT_FOUND = 2,     /* no image of the directory holds the kernel */
  SYCLRT_INVALID = 3,              /* bad argument */
  SYCLRT_ERROR = 4                 /* unreadable or malformed image directory, I/O */
};

typedef struct syclrt_runtime syclrt_runtime;

/* A device as the SYCL runtime reports it. Aspects by name (the runtime's
 * sycl/info/aspects.def names) with device::has for each. */
typedef struct syclrt_device_desc {
  const char *name;                    /* may be null */
  const char *const *aspect_names;
  const uint8_t *aspect_has;           /* 0 or 1, aspect_count entries */
  size_t aspect_count;
  const uint64_t *sub_group_sizes;
  size_t sub_group_size_count;
  uint64_t max_work_group_size;
  const uint64_t *max_work_item_sizes; /* SYCL dimension order */
  size_t max_work_item_dims;
  const char *const *target_names;     /* device-config names of this device, for fixed targets */
  size_t target_count;
} syclrt_device_desc;

int syclrt_open(const char *directory, syclrt_runtime **out, char **error);
void syclrt_close(syclrt_runtime *runtime);
void syclrt_free_string(char *text);
int syclrt_add_device(const syclrt_runtime *runtime, const syclrt_device_desc *desc, size_t *out_id, char **error);
int syclrt_select(const syclrt_runtime *runtime, size_t device_id, const char *kernel, size_t *out_image, char **error);
/* The bytes stay valid until syclrt_close. */
int syclrt_image_code(const syclrt_runtime *runtime, size_t image, const uint8_t **out_data, size_t *out_size, char **error);
int syclrt_record_build(const syclrt_runtime *runtime, size_t device_id, size_t image, char **error);
size_t syclrt_image_count(const syclrt_runtime *runtime);
/* image == SIZE_MAX: all images. UINT64_MAX for a bad handle or image. */
uint64_t syclrt_build_count(const syclrt_runtime *runtime, size_t image);
/* One kernel name per line; free with syclrt_free_string; null if no such image. */
char *syclrt_image_kernels(const syclrt_runtime *runtime, size_t image);
int syclrt_device_yaml(const syclrt_device_desc *desc, const char *name, char **out_yaml, char **error);

#ifdef __cplusplus
}
#endif

#endif
