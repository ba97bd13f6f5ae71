//! `libsycl_aspects.so`: one library that is both plugins.
//!
//! * Loaded by `clang -fplugin=`, the C++ shim (linked whole from the bridge
//!   crate) registers the attributes and the AST action; the action adds
//!   this library to clang's pass plugins, so clang calls
//!   [`llvmGetPassPluginInfo`] too.
//! * Loaded by `opt -load-pass-plugin=`, only the pass half is used.

use std::ffi::c_void;

extern "C" fn register_with_pass_builder(pass_builder: *mut c_void) {
    // No panic may unwind into LLVM.
    let _ = std::panic::catch_unwind(|| {
        sycl_aspects_bridge::ffi::register_pass_builder_hooks(pass_builder as usize);
        sycl_aspects_pass::register(pass_builder as usize);
    });
}

/// The LLVM pass-plugin entry point.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> llvm_plugin::PassPluginLibraryInfo {
    llvm_plugin::PassPluginLibraryInfo {
        api_version: llvm_plugin::get_llvm_plugin_api_version__(),
        plugin_name: c"sycl-aspects".as_ptr() as *const u8,
        plugin_version: concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr(),
        plugin_registrar: register_with_pass_builder,
    }
}
