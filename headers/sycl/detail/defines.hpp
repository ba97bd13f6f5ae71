// Attribute spellings used by the headers. The internal attributes are only
// written when the sycl_aspects plugin is loaded (it predefines
// __SYCL_ASPECTS_PLUGIN__), so a host compiler without it sees nothing to
// warn about. SYCL_EXTERNAL marks a device entry point: the plugin gives its
// definition the "sycl-module-id" attribute, as DPC++'s front end does.
#pragma once

// When only preprocessing (clang -E, -save-temps, ccache, distcc), clang 16
// does not run the plugin's action, which predefines the macros: this pragma
// lets the loaded plugin predefine them here instead (and mark the output as
// preprocessed with the plugin). Clang without the plugin ignores it, with
// its unknown-pragma warning silenced; other compilers never see it.
// docs/install.md, "Preprocessed input".
#if !defined(__SYCL_ASPECTS_PLUGIN__) && defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-pragmas"
#pragma sycl_aspects_predefine
#pragma clang diagnostic pop
#endif

#if defined(__SYCL_ASPECTS_PLUGIN__)
#define __SYCL_USES_ASPECTS(...) [[__sycl_detail__::__uses_aspects__(__VA_ARGS__)]]
#define __SYCL_TYPE(kind) [[__sycl_detail__::sycl_type(kind)]]
#define SYCL_EXTERNAL [[__sycl_detail__::sycl_external]]
#else
#define __SYCL_USES_ASPECTS(...)
#define __SYCL_TYPE(kind)
#define SYCL_EXTERNAL
#endif
