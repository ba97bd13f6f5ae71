/* A stand-in for another SYCL runtime's library: it only says whether
   images.o handed it a descriptor. */
#include <stdio.h>
void __sycl_register_lib(void *descriptor) { (void)descriptor; puts("fake runtime: registered"); }
void __sycl_unregister_lib(void *descriptor) { (void)descriptor; puts("fake runtime: unregistered"); }
