// Wraps Intel's sycl/__spirv/spirv_types.hpp (found next on the include
// path) with real declarations of the SPIR-V barriers, which DPC++'s clang
// declares itself (-fdeclare-spirv-builtins) and our prelude only as
// stand-in templates (no SPIR-V consumer resolves a template's mangled
// name). The headers call them with scopes and a semantics mask of these
// types; a non-template of exactly those types wins over the stand-in, so
// the IR calls `__spirv_ControlBarrier` / `__spirv_MemoryBarrier` by the
// names llvm-spirv translates to OpControlBarrier / OpMemoryBarrier.
#pragma once
#include_next <sycl/__spirv/spirv_types.hpp>
#ifdef __SYCL_DEVICE_ONLY__
void __spirv_ControlBarrier(__spv::Scope::Flag, __spv::Scope::Flag, int) noexcept;
void __spirv_ControlBarrier(__spv::Scope::Flag, __spv::Scope::Flag, uint32_t) noexcept;
void __spirv_ControlBarrier(__spv::Scope::Flag, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag) noexcept;
void __spirv_MemoryBarrier(__spv::Scope::Flag, int) noexcept;
void __spirv_MemoryBarrier(__spv::Scope::Flag, uint32_t) noexcept;
void __spirv_MemoryBarrier(__spv::Scope::Flag, __spv::MemorySemanticsMask::Flag) noexcept;
#endif
