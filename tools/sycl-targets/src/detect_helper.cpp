// Helper of `sycl-targets detect`, compiled by it against Intel's SYCL
// runtime: prints every device the runtime finds, described by the runtime
// library's describe_device (include/sycl-aspects/runtime.hpp), as lines
//   device <name>
//   aspect <name> <0|1>
//   sub-group-sizes <n>...
//   max-work-group-size <n>
//   max-work-item-sizes <n>...
//   end
// which the tool parses. Errors go to stderr with exit status 1.
#include <sycl-aspects/runtime.hpp>

#include <iostream>

int main() {
  try {
    for (const auto &platform : sycl::platform::get_platforms()) {
      for (const auto &dev : platform.get_devices()) {
        sycl_aspects::device_description d = sycl_aspects::describe_device(dev);
        std::string name = d.name;
        for (auto &c : name)
          if (c == '\n' || c == '\r') c = ' ';
        std::cout << "device " << name << "\n";
        for (size_t i = 0; i < d.aspect_names.size(); ++i)
          std::cout << "aspect " << d.aspect_names[i] << " " << int(d.aspect_has[i]) << "\n";
        std::cout << "sub-group-sizes";
        for (auto s : d.sub_group_sizes) std::cout << " " << s;
        std::cout << "\nmax-work-group-size " << d.max_work_group_size << "\nmax-work-item-sizes";
        for (auto s : d.max_work_item_sizes) std::cout << " " << s;
        std::cout << "\nend\n";
      }
    }
  } catch (const std::exception &e) {
    std::cerr << "the SYCL runtime failed: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
