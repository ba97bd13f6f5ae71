//! Free-function kernels: a function that carries the IR attribute
//! `sycl-nd-range-kernel` or `sycl-single-task-kernel` (from
//! `SYCL_EXT_ONEAPI_FUNCTION_PROPERTY`) becomes a `spir_kernel` entry point
//! in SYCL device compiles, as DPC++ makes it a kernel.
//!
//! Algorithm ([`make_kernel`], on one definition):
//! 1. Refuse, with a message for the user, when the module is not SPIR
//!    (`spir*` triple: the only kernel calling convention we write), when
//!    device code calls the function directly (a kernel cannot be called,
//!    and its signature is about to change), or when the LLVM verifier
//!    would reject it as a `spir_kernel`: a return value, an `sret`
//!    parameter or varargs (the front end reports DPC++'s errors for
//!    these first; this keeps any path from leaving a broken module).
//! 2. Kernel parameter types: a pointer in the generic address space
//!    (`ptr addrspace(4)`, what clang 16 gives a plain `T*` or `T&` in SYCL
//!    device mode) becomes a pointer to global memory (`ptr addrspace(1)`),
//!    which is what OpenCL / SPIR-V kernels take for USM and buffer memory,
//!    as DPC++'s kernel wrappers pass them; every other type is kept.
//! 3. If no type changes, only the calling convention is set. Otherwise a new
//!    function of the new type takes the old one's name, linkage,
//!    visibility (not `dso_local`, which the LLVM 16 C API cannot set;
//!    meaningless for a kernel), attributes (function, return, parameters), metadata
//!    (`!dbg` included), section, alignment and comdat; the body's blocks
//!    are moved into it, each changed parameter is cast back to the generic
//!    address space at the entry (`addrspacecast`), so the body is
//!    unchanged, other uses of the old function (`@llvm.used`, annotations)
//!    are redirected, and the old function is deleted.
//! 4. The calling convention becomes `spir_kernel`.

use llvm_sys::comdat::{LLVMGetComdat, LLVMSetComdat};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use sycl_aspects_analysis::messages::demangle;
use sycl_aspects_metadata::ir;

/// LLVM's numbers for the SPIR calling conventions.
pub const SPIR_KERNEL_CALLING_CONVENTION: u32 = 76;

/// The generic address space of SPIR (clang 16's default for SYCL device
/// pointers) and the global one (OpenCL `__global`, SPIR-V CrossWorkgroup).
const GENERIC_ADDRESS_SPACE: u32 = 4;
const GLOBAL_ADDRESS_SPACE: u32 = 1;

/// Makes definition `f` a `spir_kernel` (see the module comment) and returns
/// the kernel function (a new value when the signature changed). `Err`:
/// the message saying why it cannot be a kernel; the module is unchanged.
///
/// # Safety
/// `f` must be a function definition of a valid module.
pub unsafe fn make_kernel(f: LLVMValueRef) -> Result<LLVMValueRef, String> {
    let module = LLVMGetGlobalParent(f);
    let name = ir::value_name(f);
    let shown = demangle(&name);
    let triple_ptr = LLVMGetTarget(module);
    let triple = if triple_ptr.is_null() {
        String::new()
    } else {
        std::ffi::CStr::from_ptr(triple_ptr).to_string_lossy().into_owned()
    };
    if !triple.starts_with("spir") {
        return Err(format!(
            "free function kernel '{shown}' is not made a kernel: only SPIR targets (spir64-unknown-unknown) are \
             supported, and this compile targets '{triple}'"
        ));
    }
    if is_called(f) {
        return Err(format!(
            "free function kernel '{shown}' is called from device code; a kernel cannot be called, so it cannot \
             become a kernel entry point (call a separate function from both)"
        ));
    }
    let ctx = LLVMGetModuleContext(module);
    let old_type = LLVMGlobalGetValueType(f);
    // The verifier's rules for the kernel calling convention.
    let returns_value = LLVMGetTypeKind(LLVMGetReturnType(old_type)) != LLVMTypeKind::LLVMVoidTypeKind;
    let sret_kind = LLVMGetEnumAttributeKindForName(c"sret".as_ptr(), 4);
    let has_sret = (1..=LLVMCountParams(f)).any(|i| !LLVMGetEnumAttributeAtIndex(f, i, sret_kind).is_null());
    if returns_value || has_sret || LLVMIsFunctionVarArg(old_type) != 0 {
        let why = if LLVMIsFunctionVarArg(old_type) != 0 { "is variadic" } else { "returns a value" };
        return Err(format!(
            "free function kernel '{shown}' {why}; a kernel must return void and take a fixed list of parameters"
        ));
    }
    if LLVMGetFunctionCallConv(f) == SPIR_KERNEL_CALLING_CONVENTION {
        return Ok(f);
    }
    let count = LLVMCountParamTypes(old_type) as usize;
    let mut old_params = vec![std::ptr::null_mut(); count];
    if count > 0 {
        LLVMGetParamTypes(old_type, old_params.as_mut_ptr());
    }
    let is_generic_pointer = |t: LLVMTypeRef| {
        LLVMGetTypeKind(t) == LLVMTypeKind::LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == GENERIC_ADDRESS_SPACE
    };
    let global_pointer = LLVMPointerTypeInContext(ctx, GLOBAL_ADDRESS_SPACE);
    let mut new_params: Vec<LLVMTypeRef> =
        old_params.iter().map(|&t| if is_generic_pointer(t) { global_pointer } else { t }).collect();
    if !old_params.iter().any(|&t| is_generic_pointer(t)) {
        LLVMSetFunctionCallConv(f, SPIR_KERNEL_CALLING_CONVENTION);
        return Ok(f);
    }

    // Step 3: the function of the new type, under the old name.
    let retired = ir::c_string(&format!("{name}.sycl-aspects-replaced"));
    LLVMSetValueName2(f, retired.as_ptr(), retired.as_bytes().len());
    let new_type = LLVMFunctionType(
        LLVMGetReturnType(old_type),
        new_params.as_mut_ptr(),
        count as u32,
        LLVMIsFunctionVarArg(old_type),
    );
    let kernel_name = ir::c_string(&name);
    let kernel = LLVMAddFunction(module, kernel_name.as_ptr(), new_type);
    LLVMSetLinkage(kernel, LLVMGetLinkage(f));
    LLVMSetVisibility(kernel, LLVMGetVisibility(f));
    LLVMSetDLLStorageClass(kernel, LLVMGetDLLStorageClass(f));
    LLVMSetUnnamedAddress(kernel, LLVMGetUnnamedAddress(f));
    LLVMSetAlignment(kernel, LLVMGetAlignment(f));
    let section = LLVMGetSection(f);
    if !section.is_null() {
        LLVMSetSection(kernel, section);
    }
    let comdat = LLVMGetComdat(f);
    if !comdat.is_null() {
        LLVMSetComdat(kernel, comdat);
    }
    copy_attributes(f, kernel, count as u32);
    copy_metadata(f, kernel);

    // The body moves; the old parameters are replaced by the new ones.
    // Block by block: unlinked from `f`, appended to `kernel`
    // (LLVMMoveBasicBlockBefore is for blocks of one function: since LLVM
    // 17 it splices into the block's own function, and across functions it
    // corrupts both block lists).
    let mut block = LLVMGetFirstBasicBlock(f);
    while !block.is_null() {
        let next = LLVMGetNextBasicBlock(block);
        LLVMRemoveBasicBlockFromParent(block);
        LLVMAppendExistingBasicBlock(kernel, block);
        block = next;
    }
    let entry = LLVMGetEntryBasicBlock(kernel);
    let builder = LLVMCreateBuilderInContext(ctx);
    let first = LLVMGetFirstInstruction(entry);
    if first.is_null() {
        LLVMPositionBuilderAtEnd(builder, entry);
    } else {
        LLVMPositionBuilderBefore(builder, first);
    }
    for i in 0..count as u32 {
        let old = LLVMGetParam(f, i);
        let new = LLVMGetParam(kernel, i);
        let param_name = ir::value_name(old);
        let c_name = ir::c_string(&param_name);
        LLVMSetValueName2(new, c_name.as_ptr(), c_name.as_bytes().len());
        let replacement = if is_generic_pointer(old_params[i as usize]) {
            let cast_name = ir::c_string(&if param_name.is_empty() { String::new() } else { format!("{param_name}.generic") });
            LLVMBuildAddrSpaceCast(builder, new, old_params[i as usize], cast_name.as_ptr())
        } else {
            new
        };
        LLVMReplaceAllUsesWith(old, replacement);
    }
    LLVMDisposeBuilder(builder);
    // Remaining uses are constants (`@llvm.used`, annotations): same type.
    LLVMReplaceAllUsesWith(f, kernel);
    // `f` is now a declaration without uses; the caller deletes it with
    // [`delete_replaced`] once it no longer compares functions with it:
    // deleted here, its address could be reused by the next kernel made
    // while the caller still maps old functions to new ones by address
    // (which LLVM 19's allocation pattern made happen).
    LLVMSetFunctionCallConv(kernel, SPIR_KERNEL_CALLING_CONVENTION);
    Ok(kernel)
}

/// Deletes a function [`make_kernel`] replaced (when it returned another
/// function than it was given).
///
/// # Safety
/// `old` is the function given to `make_kernel`, `kernel` what it returned.
pub unsafe fn delete_replaced(old: LLVMValueRef, kernel: LLVMValueRef) {
    if old != kernel {
        LLVMDeleteFunction(old);
    }
}

/// True if some call or invoke calls `f` directly.
unsafe fn is_called(f: LLVMValueRef) -> bool {
    let mut u = LLVMGetFirstUse(f);
    while !u.is_null() {
        let user = LLVMGetUser(u);
        let is_call = !LLVMIsACallInst(user).is_null() || !LLVMIsAInvokeInst(user).is_null();
        if is_call && LLVMGetCalledValue(user) == f {
            return true;
        }
        u = LLVMGetNextUse(u);
    }
    false
}

/// Copies the function, return and parameter attributes of `from` to `to`.
unsafe fn copy_attributes(from: LLVMValueRef, to: LLVMValueRef, params: u32) {
    let indices = std::iter::once(llvm_sys::LLVMAttributeFunctionIndex).chain(0..=params);
    for index in indices {
        let n = LLVMGetAttributeCountAtIndex(from, index);
        if n == 0 {
            continue;
        }
        let mut attrs = vec![std::ptr::null_mut(); n as usize];
        LLVMGetAttributesAtIndex(from, index, attrs.as_mut_ptr());
        for attr in attrs {
            LLVMAddAttributeAtIndex(to, index, attr);
        }
    }
}

/// Copies every metadata attachment of `from` (`!dbg`, `!sycl_*`, sizes).
unsafe fn copy_metadata(from: LLVMValueRef, to: LLVMValueRef) {
    let mut count = 0usize;
    let entries = LLVMGlobalCopyAllMetadata(from, &mut count);
    if entries.is_null() {
        return;
    }
    for i in 0..count as u32 {
        LLVMGlobalSetMetadata(to, LLVMValueMetadataEntriesGetKind(entries, i), LLVMValueMetadataEntriesGetMetadata(entries, i));
    }
    LLVMDisposeValueMetadataEntries(entries);
}

#[cfg(test)]
mod tests {
    use super::*;
    use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
    use llvm_sys::ir_reader::LLVMParseIRInContext;

    /// The verifier's kernel rules hold even when the front end's errors
    /// are bypassed: such a function is refused, the module stays valid.
    #[test]
    fn functions_the_verifier_rejects_as_kernels_are_refused() {
        let text = "target triple = \"spir64-unknown-unknown\"\n\
                    define spir_func i32 @ret(i32 %x) { ret i32 %x }\n\
                    define spir_func void @var(i32 %x, ...) { ret void }\n\
                    define spir_func void @ok(ptr addrspace(4) %p) { ret void }\n";
        unsafe {
            let ctx = LLVMContextCreate();
            let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr() as *const _, text.len(), c"t".as_ptr());
            let mut module = std::ptr::null_mut();
            let mut message = std::ptr::null_mut();
            assert_eq!(LLVMParseIRInContext(ctx, buffer, &mut module, &mut message), 0);
            let get = |name: &std::ffi::CStr| LLVMGetNamedFunction(module, name.as_ptr());
            assert!(make_kernel(get(c"ret")).unwrap_err().contains("returns a value"));
            assert!(make_kernel(get(c"var")).unwrap_err().contains("is variadic"));
            let old = get(c"ok");
            let ok = make_kernel(old).unwrap();
            delete_replaced(old, ok);
            assert_eq!(LLVMGetFunctionCallConv(ok), SPIR_KERNEL_CALLING_CONVENTION);
            let mut out = std::ptr::null_mut();
            assert_eq!(LLVMVerifyModule(module, LLVMVerifierFailureAction::LLVMReturnStatusAction, &mut out), 0);
            LLVMDisposeModule(module);
            LLVMContextDispose(ctx);
        }
    }
}
