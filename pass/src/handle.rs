//! The opaque handles through which the shim's C++ pass class
//! (`RustModulePass` in cxx-bridge/cpp/llvm_hooks.cpp) owns a configured
//! Rust pass: one implementation for every pass, so `run`, `params` and
//! `destroy` mean the same for each. None of these functions unwinds into
//! C++.

use llvm_sys::prelude::LLVMModuleRef;
use std::ffi::{c_char, c_void, CString};

/// A configured pass the C++ side runs and prints.
pub(crate) trait HandledPass: Sized {
    /// The parameters as `<pass-name><...>` prints them (empty: none).
    fn pipeline_params(&self) -> String;
    /// Runs on `module` and says whether it changed anything. Catches its
    /// own panics (and reports them as diagnostics).
    fn run_module(&self, module: LLVMModuleRef) -> bool;
}

struct Handle<P> {
    pass: P,
    params: CString,
}

/// Boxes `pass` for the C++ side, which frees it with [`destroy`].
pub(crate) fn into_handle<P: HandledPass>(pass: P) -> *mut c_void {
    let params = CString::new(pass.pipeline_params()).unwrap_or_default();
    Box::into_raw(Box::new(Handle { pass, params })) as *mut c_void
}

// Called only by the shim, with a handle made by `into_handle` (or null).
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub(crate) extern "C" fn run<P: HandledPass>(handle: *mut c_void, module: *mut c_void) -> bool {
    if handle.is_null() || module.is_null() {
        return false;
    }
    let handle = unsafe { &*(handle as *const Handle<P>) };
    handle.pass.run_module(module as LLVMModuleRef)
}

// Called only by the shim, with a handle made by `into_handle` (or null).
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub(crate) extern "C" fn params<P: HandledPass>(handle: *mut c_void) -> *const c_char {
    static EMPTY: &[u8] = b"\0";
    if handle.is_null() {
        return EMPTY.as_ptr() as *const c_char;
    }
    unsafe { &*(handle as *const Handle<P>) }.params.as_ptr()
}

// Called only by the shim, with a handle made by `into_handle` (or null).
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub(crate) extern "C" fn destroy<P: HandledPass>(handle: *mut c_void) {
    if !handle.is_null() {
        drop(unsafe { Box::from_raw(handle as *mut Handle<P>) });
    }
}

/// The parameter text LLVM hands a pass's `create` entry point (the bytes
/// between `<` and `>`, not NUL-terminated; lossy for non-UTF-8 bytes).
///
/// # Safety
/// `text` is null or points at `len` readable bytes.
pub(crate) unsafe fn pipeline_text(text: *const c_char, len: usize) -> String {
    if text.is_null() || len == 0 {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(text as *const u8, len)).into_owned()
}
