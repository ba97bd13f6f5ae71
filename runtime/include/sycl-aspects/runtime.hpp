// The sycl-aspects runtime library's C++ API: header-only, on top of SYCL
// 2020 (Intel's SYCL runtime; docs/runtime.md) and the library's C ABI.
//
//   sycl_aspects::images app("app.images");            // the device build's output directory
//   sycl::kernel k = app.get_kernel(q, "add_one");      // or throws errc::kernel_not_supported
//   q.submit([&](sycl::handler &h) { h.set_args(p); h.parallel_for(sycl::range<1>(n), k); });
//
// Steps of images::get_kernel(context, device, name):
// 1. Describe the device once (describe_device: device::has for every aspect
//    the runtime's headers name, sub-group sizes, max work-group size, max
//    work-item sizes) and register it with the library.
// 2. Ask the library for the image: the first image holding the kernel that
//    the device can run. kernel_not_supported (DPC++'s reason) and "no such
//    kernel" (errc::invalid) are thrown here, at once, before any SPIR-V is
//    read or built.
// 3. Build that image for (context, device) from SPIR-V, unless it was built
//    before (cache), count the build in the library, and return the kernel.
//    Only the chosen image is ever built: other kernels of the directory,
//    and other images, are not touched.
#ifndef SYCL_ASPECTS_RUNTIME_HPP
#define SYCL_ASPECTS_RUNTIME_HPP

#include <sycl/sycl.hpp>
#include <sycl-aspects/runtime.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace sycl_aspects {

/// A device as the library sees it (owning form of syclrt_device_desc).
struct device_description {
  std::string name;
  std::vector<std::string> aspect_names;
  std::vector<uint8_t> aspect_has;
  std::vector<uint64_t> sub_group_sizes;
  uint64_t max_work_group_size = 0;
  std::vector<uint64_t> max_work_item_sizes;
  std::vector<std::string> target_names;

  /// The C view; valid while this object lives and is not modified.
  struct c_view {
    std::vector<const char *> names, targets;
    syclrt_device_desc desc{};
  };
  c_view view() const {
    c_view v;
    for (auto &n : aspect_names) v.names.push_back(n.c_str());
    for (auto &t : target_names) v.targets.push_back(t.c_str());
    v.desc.name = name.c_str();
    v.desc.aspect_names = v.names.data();
    v.desc.aspect_has = aspect_has.data();
    v.desc.aspect_count = aspect_names.size();
    v.desc.sub_group_sizes = sub_group_sizes.data();
    v.desc.sub_group_size_count = sub_group_sizes.size();
    v.desc.max_work_group_size = max_work_group_size;
    v.desc.max_work_item_sizes = max_work_item_sizes.data();
    v.desc.max_work_item_dims = max_work_item_sizes.size();
    v.desc.target_names = v.targets.data();
    v.desc.target_count = target_names.size();
    return v;
  }
};

/// Asks the SYCL runtime about a device. Aspects come from the runtime's own
/// list (sycl/info/aspects.def and aspects_deprecated.def, an X-macro), so
/// names always match the runtime's enum whatever its numbering. An aspect
/// whose device::has query throws is left out: the library then treats it
/// as not supported (never as supported).
inline device_description describe_device(const sycl::device &dev) {
  device_description d;
  d.name = dev.get_info<sycl::info::device::name>();
  auto add = [&](const char *name, sycl::aspect a) {
    try {
      bool has = dev.has(a);
      d.aspect_names.emplace_back(name);
      d.aspect_has.push_back(has ? 1 : 0);
    } catch (const sycl::exception &) {
    }
  };
#define __SYCL_ASPECT(ASPECT, ID) add(#ASPECT, sycl::aspect::ASPECT);
#include <sycl/info/aspects.def>
#undef __SYCL_ASPECT
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
#define __SYCL_ASPECT_DEPRECATED(ASPECT, ID, MESSAGE) add(#ASPECT, sycl::aspect::ASPECT);
#define __SYCL_ASPECT_DEPRECATED_ALIAS(ASPECT, ID, MESSAGE) add(#ASPECT, sycl::aspect::ASPECT);
#include <sycl/info/aspects_deprecated.def>
#undef __SYCL_ASPECT_DEPRECATED
#undef __SYCL_ASPECT_DEPRECATED_ALIAS
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
  for (auto s : dev.get_info<sycl::info::device::sub_group_sizes>())
    d.sub_group_sizes.push_back(static_cast<uint64_t>(s));
  d.max_work_group_size = dev.get_info<sycl::info::device::max_work_group_size>();
  auto items = dev.get_info<sycl::info::device::max_work_item_sizes<3>>();
  for (int i = 0; i < 3; ++i)
    d.max_work_item_sizes.push_back(static_cast<uint64_t>(items[i]));
  return d;
}

namespace detail {
struct c_string {
  char *text = nullptr;
  ~c_string() { syclrt_free_string(text); }
  std::string str() const { return text ? std::string(text) : std::string(); }
};

[[noreturn]] inline void throw_status(int status, const std::string &message) {
  switch (status) {
  case SYCLRT_KERNEL_NOT_SUPPORTED:
    throw sycl::exception(sycl::make_error_code(sycl::errc::kernel_not_supported), message);
  case SYCLRT_KERNEL_NOT_FOUND:
  case SYCLRT_INVALID:
    throw sycl::exception(sycl::make_error_code(sycl::errc::invalid), message);
  default:
    throw sycl::exception(sycl::make_error_code(sycl::errc::runtime), message);
  }
}
} // namespace detail

/// The images of one device-build output directory.
class images {
public:
  explicit images(const std::string &directory) {
    detail::c_string error;
    syclrt_runtime *handle = nullptr;
    int status = syclrt_open(directory.c_str(), &handle, &error.text);
    if (status != SYCLRT_OK)
      detail::throw_status(status, error.str());
    handle_.reset(handle);
  }

  sycl::kernel get_kernel(const sycl::queue &q, const std::string &name) {
    return get_kernel(q.get_context(), q.get_device(), name);
  }

  sycl::kernel get_kernel(const sycl::context &ctx, const sycl::device &dev, const std::string &name) {
    std::lock_guard<std::mutex> lock(mutex_);
    size_t device_id = device_id_of(dev);
    size_t image = 0;
    detail::c_string error;
    int status = syclrt_select(handle_.get(), device_id, name.c_str(), &image, &error.text);
    if (status != SYCLRT_OK)
      detail::throw_status(status, error.str());
    return bundle_for(ctx, dev, device_id, image).ext_oneapi_get_kernel(name);
  }

  size_t image_count() const { return syclrt_image_count(handle_.get()); }
  /// Builds of one image so far (all contexts and devices).
  uint64_t build_count(size_t image) const { return syclrt_build_count(handle_.get(), image); }
  uint64_t total_builds() const { return syclrt_build_count(handle_.get(), SIZE_MAX); }
  std::vector<std::string> image_kernels(size_t image) const {
    detail::c_string text;
    text.text = syclrt_image_kernels(handle_.get(), image);
    std::vector<std::string> out;
    std::string all = text.str(), line;
    for (char c : all) {
      if (c == '\n') { out.push_back(line); line.clear(); } else line.push_back(c);
    }
    if (!line.empty()) out.push_back(line);
    return out;
  }

private:
  using executable_bundle = sycl::kernel_bundle<sycl::bundle_state::executable>;
  struct closer {
    void operator()(syclrt_runtime *r) const { syclrt_close(r); }
  };
  struct built_image {
    sycl::context context;
    sycl::device device;
    size_t image;
    executable_bundle bundle;
  };

  size_t device_id_of(const sycl::device &dev) {
    for (auto &known : devices_)
      if (known.first == dev)
        return known.second;
    device_description d = describe_device(dev);
    auto view = d.view();
    size_t id = 0;
    detail::c_string error;
    int status = syclrt_add_device(handle_.get(), &view.desc, &id, &error.text);
    if (status != SYCLRT_OK)
      detail::throw_status(status, error.str());
    devices_.emplace_back(dev, id);
    return id;
  }

  executable_bundle &bundle_for(const sycl::context &ctx, const sycl::device &dev, size_t device_id, size_t image) {
    for (auto &b : built_)
      if (b.image == image && b.context == ctx && b.device == dev)
        return b.bundle;
    const uint8_t *data = nullptr;
    size_t size = 0;
    detail::c_string error;
    int status = syclrt_image_code(handle_.get(), image, &data, &size, &error.text);
    if (status != SYCLRT_OK)
      detail::throw_status(status, error.str());
    namespace syclex = sycl::ext::oneapi::experimental;
    std::vector<std::byte> spirv(size);
    for (size_t i = 0; i < size; ++i)
      spirv[i] = static_cast<std::byte>(data[i]);
    auto source = syclex::create_kernel_bundle_from_source(ctx, syclex::source_language::spirv, spirv);
    executable_bundle bundle = syclex::build(source, std::vector<sycl::device>{dev});
    detail::c_string record_error;
    status = syclrt_record_build(handle_.get(), device_id, image, &record_error.text);
    if (status != SYCLRT_OK)
      detail::throw_status(status, record_error.str());
    built_.push_back(built_image{ctx, dev, image, std::move(bundle)});
    return built_.back().bundle;
  }

  std::unique_ptr<syclrt_runtime, closer> handle_;
  std::mutex mutex_;
  std::vector<std::pair<sycl::device, size_t>> devices_;
  std::vector<built_image> built_;
};

} // namespace sycl_aspects

#endif
