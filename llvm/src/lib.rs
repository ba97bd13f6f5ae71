//! The LLVM C API of the selected LLVM major (`SYCL_ASPECTS_LLVM`, see
//! build.rs): the workspace's crates name this crate `llvm_sys`, so they are
//! written once against `llvm_sys::*` and build against LLVM 16
//! (`llvm-sys` 160) or 19 (`llvm-sys` 191). Every LLVM-C function the
//! workspace calls has the same signature in both.

#[cfg(not(llvm_19))]
pub use llvm_sys_160::*;
#[cfg(llvm_19)]
pub use llvm_sys_191::*;

/// The LLVM major this build is for (16 or 19).
pub const LLVM_MAJOR: u32 = parse_major(env!("SYCL_ASPECTS_LLVM_MAJOR"));

const fn parse_major(text: &str) -> u32 {
    let bytes = text.as_bytes();
    let mut value = 0;
    let mut i = 0;
    while i < bytes.len() {
        value = value * 10 + (bytes[i] - b'0') as u32;
        i += 1;
    }
    value
}

/// LLVM-C functions whose spelling differs between the majors.
pub mod compat {
    use super::prelude::{LLVMTypeRef, LLVMValueRef};

    /// `LLVMConstArray` (16); LLVM 17 deprecated it for `LLVMConstArray2`,
    /// which takes a 64-bit length.
    ///
    /// # Safety
    /// As the LLVM-C function: `values` points to `count` constants of type
    /// `element_type`.
    pub unsafe fn const_array(element_type: LLVMTypeRef, values: *mut LLVMValueRef, count: usize) -> LLVMValueRef {
        #[cfg(llvm_19)]
        return super::core::LLVMConstArray2(element_type, values, count as u64);
        #[cfg(not(llvm_19))]
        return super::core::LLVMConstArray(element_type, values, count as u32);
    }

    /// `LLVMArrayType` (16); LLVM 17 deprecated it for `LLVMArrayType2`,
    /// which takes a 64-bit length.
    ///
    /// # Safety
    /// As the LLVM-C function: `element_type` is a valid type.
    pub unsafe fn array_type(element_type: LLVMTypeRef, count: u64) -> LLVMTypeRef {
        #[cfg(llvm_19)]
        return super::core::LLVMArrayType2(element_type, count);
        #[cfg(not(llvm_19))]
        return super::core::LLVMArrayType(element_type, count as u32);
    }
}
