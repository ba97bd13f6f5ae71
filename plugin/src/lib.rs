//! `libsycl_aspects.so`: one library that is both plugins.
//!
//! * Loaded by `clang -fplugin=`, the C++ shim (linked whole from the bridge
//!   crate) registers the attributes and the AST action; the action adds
//!   this library to clang's pass plugins, so clang calls
//!   [`llvmGetPassPluginInfo`] too.
//! * Loaded by `opt -load-pass-plugin=`, only the pass half is used.
//!
//! Loaded into a clang or opt of another LLVM major than it was built for,
//! the shim stops the program with an error before anything else runs
//! (`refuseForeignLLVM` in cxx-bridge/cpp/llvm_hooks.cpp).

use std::ffi::{c_char, c_void};

extern "C" fn register_with_pass_builder(pass_builder: *mut c_void) {
    if pass_builder.is_null() {
        return;
    }
    // No panic may unwind into LLVM.
    let _ = std::panic::catch_unwind(|| {
        // SAFETY: LLVM calls this with the `llvm::PassBuilder` it is
        // setting up (PassPlugin.h's RegisterPassBuilderCallbacks), alive
        // for the call; the shim dereferences it only during these calls.
        unsafe {
            sycl_aspects_bridge::ffi::register_pass_builder_hooks(pass_builder as usize);
            sycl_aspects_pass::register(pass_builder as usize);
        }
    });
}

/// `llvm::PassPluginLibraryInfo` (llvm/Passes/PassPlugin.h), the same in
/// LLVM 16 and 19.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_pass_builder_callbacks: extern "C" fn(*mut c_void),
}

/// The LLVM pass-plugin entry point.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: sycl_aspects_bridge::ffi::plugin_api_version(),
        plugin_name: c"sycl-aspects".as_ptr(),
        plugin_version: concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast(),
        register_pass_builder_callbacks: register_with_pass_builder,
    }
}
