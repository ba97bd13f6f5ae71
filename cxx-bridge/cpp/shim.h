// C++ functions the Rust side calls (declared in src/lib.rs).
#pragma once
#include <cstddef>

namespace sycl_aspects {
bool erase_global_if_unused(std::size_t global);
void register_pass_builder_hooks(std::size_t pass_builder);
} // namespace sycl_aspects
