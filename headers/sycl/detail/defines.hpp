// Attribute spellings used by the headers. The internal attributes are only
// written when the sycl_aspects plugin is loaded (it predefines
// __SYCL_ASPECTS_PLUGIN__), so a host compiler without it sees nothing to
// warn about. SYCL_EXTERNAL marks a device entry point: the plugin gives its
// definition the "sycl-module-id" attribute, as DPC++'s front end does.
#pragma once

#if defined(__SYCL_ASPECTS_PLUGIN__)
#define __SYCL_USES_ASPECTS(...) [[__sycl_detail__::__uses_aspects__(__VA_ARGS__)]]
#define __SYCL_TYPE(kind) [[__sycl_detail__::sycl_type(kind)]]
#define SYCL_EXTERNAL [[__sycl_detail__::sycl_external]]
#else
#define __SYCL_USES_ASPECTS(...)
#define __SYCL_TYPE(kind)
#define SYCL_EXTERNAL
#endif
