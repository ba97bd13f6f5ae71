//! Small helpers over the LLVM C API (llvm-sys) for metadata and globals.
//!
//! All functions take raw LLVM handles and are `unsafe`: the caller promises
//! the handles are valid and belong to the same context.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use std::ffi::{CStr, CString};

/// Operations the LLVM C API lacks, provided by the C++ shim and injected by
/// the library so that the Rust crates stay free of link-time cycles.
#[derive(Clone, Copy)]
pub struct IrServices {
    /// Erases a global variable if, after dropping dead constant users, it
    /// has no uses left. Returns whether it was erased.
    pub erase_global_if_unused: unsafe fn(LLVMValueRef) -> bool,
}

pub fn c_string(s: &str) -> CString {
    // Names come from the IR or from our own constants; an interior NUL can
    // only come from a corrupt name, which we then truncate at the NUL.
    CString::new(s).unwrap_or_else(|e| {
        let end = e.nul_position();
        CString::new(&s[..end]).unwrap_or_default()
    })
}

pub unsafe fn md_kind(ctx: LLVMContextRef, name: &str) -> u32 {
    LLVMGetMDKindIDInContext(ctx, name.as_ptr() as *const _, name.len() as u32)
}

pub unsafe fn i32_type(ctx: LLVMContextRef) -> LLVMTypeRef {
    LLVMInt32TypeInContext(ctx)
}

pub unsafe fn md_i32(ctx: LLVMContextRef, v: i32) -> LLVMMetadataRef {
    LLVMValueAsMetadata(LLVMConstInt(i32_type(ctx), v as i64 as u64, 1))
}

pub unsafe fn md_string(ctx: LLVMContextRef, s: &str) -> LLVMMetadataRef {
    LLVMMDStringInContext2(ctx, s.as_ptr() as *const _, s.len())
}

pub unsafe fn md_node(ctx: LLVMContextRef, ops: &mut [LLVMMetadataRef]) -> LLVMMetadataRef {
    LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len())
}

/// `!{i32 a, i64 b, ...}` for sizes: each an `i32` when it fits, else an
/// `i64`, as DPC++'s clang writes `!reqd_work_group_size` (each operand has
/// the width of its constant's type: `8` is an `int`, `4294967296` a
/// `long`); readers take any width.
pub unsafe fn md_size_list(ctx: LLVMContextRef, values: &[u64]) -> LLVMMetadataRef {
    let mut ops: Vec<_> = values
        .iter()
        .map(|&v| match i32::try_from(v) {
            Ok(small) => md_i32(ctx, small),
            Err(_) => LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(ctx), v, 0)),
        })
        .collect();
    md_node(ctx, &mut ops)
}

/// `!{i32 a, i32 b, ...}`
pub unsafe fn md_i32_list(ctx: LLVMContextRef, values: &[i32]) -> LLVMMetadataRef {
    let mut ops: Vec<_> = values.iter().map(|&v| md_i32(ctx, v)).collect();
    md_node(ctx, &mut ops)
}

/// `!{!"name", i32 a, ...}`
pub unsafe fn md_named_i32_list(ctx: LLVMContextRef, name: &str, values: &[i32]) -> LLVMMetadataRef {
    let mut ops = vec![md_string(ctx, name)];
    ops.extend(values.iter().map(|&v| md_i32(ctx, v)));
    md_node(ctx, &mut ops)
}

pub unsafe fn add_named_operand(module: LLVMModuleRef, name: &str, node: LLVMMetadataRef) {
    add_named_operands(module, name, std::iter::once(node));
}

/// Appends `nodes` to the named metadata `name` (the name converted once).
pub unsafe fn add_named_operands(module: LLVMModuleRef, name: &str, nodes: impl IntoIterator<Item = LLVMMetadataRef>) {
    let ctx = LLVMGetModuleContext(module);
    let name = c_string(name);
    for node in nodes {
        LLVMAddNamedMetadataOperand(module, name.as_ptr(), LLVMMetadataAsValue(ctx, node));
    }
}

/// Operands of a named metadata list (as metadata-as-value handles).
pub unsafe fn named_operands(module: LLVMModuleRef, name: &str) -> Vec<LLVMValueRef> {
    let cname = c_string(name);
    let n = LLVMGetNamedMetadataNumOperands(module, cname.as_ptr());
    let mut out = vec![std::ptr::null_mut(); n as usize];
    if n > 0 {
        LLVMGetNamedMetadataOperands(module, cname.as_ptr(), out.as_mut_ptr());
    }
    out
}

/// Adds the string function attribute `key="value"`.
pub unsafe fn add_string_attribute(f: LLVMValueRef, key: &str, value: &str) {
    let ctx = LLVMGetModuleContext(LLVMGetGlobalParent(f));
    let attr = LLVMCreateStringAttribute(
        ctx,
        key.as_ptr() as *const _,
        key.len() as u32,
        value.as_ptr() as *const _,
        value.len() as u32,
    );
    LLVMAddAttributeAtIndex(f, llvm_sys::LLVMAttributeFunctionIndex, attr);
}

pub unsafe fn set_global_md(global: LLVMValueRef, kind: u32, node: LLVMMetadataRef) {
    LLVMGlobalSetMetadata(global, kind, node);
}

/// The metadata attached under each of `kinds`, with one copy of the
/// attachment list (the C API only copies them all).
pub unsafe fn global_mds<const N: usize>(global: LLVMValueRef, kinds: [u32; N]) -> [Option<LLVMMetadataRef>; N] {
    let mut found = [None; N];
    let mut count = 0usize;
    let entries = LLVMGlobalCopyAllMetadata(global, &mut count);
    if entries.is_null() {
        return found;
    }
    for i in 0..count as u32 {
        let kind = LLVMValueMetadataEntriesGetKind(entries, i);
        if let Some(slot) = kinds.iter().position(|&k| k == kind) {
            found[slot] = Some(LLVMValueMetadataEntriesGetMetadata(entries, i));
        }
    }
    LLVMDisposeValueMetadataEntries(entries);
    found
}

/// Whether `global` has an attachment of `kind`.
pub unsafe fn has_md(global: LLVMValueRef, kind: u32) -> bool {
    global_mds(global, [kind])[0].is_some()
}

/// The first operand of `node` as an integer, if it is an integer constant
/// that fits in an `i64` (`!{i32 16}` -> 16).
pub unsafe fn md_first_i64(ctx: LLVMContextRef, node: LLVMMetadataRef) -> Option<i64> {
    let op = *node_operands(LLVMMetadataAsValue(ctx, node)).first()?;
    if op.is_null() {
        return None;
    }
    // The C API hands constant operands over as the constants themselves.
    if LLVMIsAConstantInt(op).is_null() {
        return None;
    }
    const_int_i64(op).ok()
}

/// Operands of an MD node given as a metadata-as-value handle.
pub unsafe fn node_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    if LLVMIsAMDNode(node).is_null() {
        return Vec::new();
    }
    let n = LLVMGetMDNodeNumOperands(node);
    let mut out = vec![std::ptr::null_mut(); n as usize];
    if n > 0 {
        LLVMGetMDNodeOperands(node, out.as_mut_ptr());
    }
    out
}

pub unsafe fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    let p = LLVMGetValueName2(v, &mut len);
    if p.is_null() {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
}

pub unsafe fn named_global(module: LLVMModuleRef, name: &str) -> Option<LLVMValueRef> {
    let c = c_string(name);
    let g = LLVMGetNamedGlobal(module, c.as_ptr());
    (!g.is_null()).then_some(g)
}

pub unsafe fn named_function(module: LLVMModuleRef, name: &str) -> Option<LLVMValueRef> {
    let c = c_string(name);
    let f = LLVMGetNamedFunction(module, c.as_ptr());
    (!f.is_null()).then_some(f)
}

/// Strips constant-expression casts (`addrspacecast`, `bitcast`) and GEPs.
pub unsafe fn strip_constant_casts(mut v: LLVMValueRef) -> LLVMValueRef {
    while !v.is_null() && !LLVMIsAConstantExpr(v).is_null() && LLVMGetNumOperands(v) > 0 {
        v = LLVMGetOperand(v, 0);
    }
    v
}

/// The string held by a constant global such as `@.str`, if it is one.
pub unsafe fn global_string(g: LLVMValueRef) -> Option<String> {
    if LLVMIsAGlobalVariable(g).is_null() {
        return None;
    }
    let init = LLVMGetInitializer(g);
    if init.is_null() || LLVMIsConstantString(init) == 0 {
        return None;
    }
    let mut len = 0usize;
    let p = LLVMGetAsString(init, &mut len);
    if p.is_null() {
        return None;
    }
    let bytes = std::slice::from_raw_parts(p as *const u8, len);
    let bytes = bytes.strip_suffix(&[0]).unwrap_or(bytes);
    Some(String::from_utf8_lossy(bytes).into_owned())
}

/// Name of an identified struct type, or of the struct element of a
/// `[N x %T]` array type.
pub unsafe fn struct_name_of(mut ty: LLVMTypeRef) -> Option<String> {
    while LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMArrayTypeKind {
        ty = LLVMGetElementType(ty);
    }
    if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMStructTypeKind {
        return None;
    }
    let p = LLVMGetStructName(ty);
    if p.is_null() {
        return None;
    }
    Some(CStr::from_ptr(p).to_string_lossy().into_owned())
}

/// The types `ty` directly contains by value: struct elements, the element
/// of an array or vector, a function's return and parameter types.
/// Pointers contain nothing (LLVM 16 pointers are opaque).
pub unsafe fn contained_types(ty: LLVMTypeRef, out: &mut Vec<LLVMTypeRef>) {
    use LLVMTypeKind::*;
    match LLVMGetTypeKind(ty) {
        LLVMStructTypeKind => {
            let n = LLVMCountStructElementTypes(ty) as usize;
            let start = out.len();
            out.resize(start + n, std::ptr::null_mut());
            if n > 0 {
                LLVMGetStructElementTypes(ty, out[start..].as_mut_ptr());
            }
        }
        LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind => out.push(LLVMGetElementType(ty)),
        LLVMFunctionTypeKind => {
            out.push(LLVMGetReturnType(ty));
            let n = LLVMCountParamTypes(ty) as usize;
            let start = out.len();
            out.resize(start + n, std::ptr::null_mut());
            if n > 0 {
                LLVMGetParamTypes(ty, out[start..].as_mut_ptr());
            }
        }
        _ => {}
    }
}

/// Rewrites the appending array global `name` (`llvm.used`,
/// `llvm.compiler.used`, `llvm.global.annotations`) keeping only the elements
/// for which `keep` is true. Deletes the global when nothing is left. Returns
/// the removed elements.
pub unsafe fn filter_appending_array(
    module: LLVMModuleRef,
    name: &str,
    services: &IrServices,
    mut keep: impl FnMut(LLVMValueRef) -> bool,
) -> Vec<LLVMValueRef> {
    let Some(global) = named_global(module, name) else { return Vec::new() };
    let init = LLVMGetInitializer(global);
    if init.is_null() {
        return Vec::new();
    }
    let n = LLVMGetNumOperands(init).max(0) as u32;
    let (mut kept, mut removed) = (Vec::new(), Vec::new());
    for i in 0..n {
        let element = LLVMGetOperand(init, i);
        if keep(element) {
            kept.push(element);
        } else {
            removed.push(element);
        }
    }
    if removed.is_empty() {
        return removed;
    }
    let array_ty = LLVMGlobalGetValueType(global);
    let element_ty = LLVMGetElementType(array_ty);
    let section = LLVMGetSection(global);
    let section = (!section.is_null()).then(|| CStr::from_ptr(section).to_owned());
    LLVMSetValueName2(global, "".as_ptr() as *const _, 0);
    if !kept.is_empty() {
        let new_init = llvm_sys::compat::const_array(element_ty, kept.as_mut_ptr(), kept.len());
        let cname = c_string(name);
        let replacement = LLVMAddGlobal(module, LLVMTypeOf(new_init), cname.as_ptr());
        LLVMSetInitializer(replacement, new_init);
        LLVMSetLinkage(replacement, llvm_sys::LLVMLinkage::LLVMAppendingLinkage);
        if let Some(section) = section {
            LLVMSetSection(replacement, section.as_ptr());
        }
    }
    (services.erase_global_if_unused)(global);
    removed
}

/// Appends `values` (as `ptr`) to the appending array global `name`
/// (`llvm.compiler.used`), creating it in section `llvm.metadata` if it does
/// not exist; values already listed are not added twice.
pub unsafe fn append_to_appending_array(module: LLVMModuleRef, name: &str, services: &IrServices, values: &[LLVMValueRef]) {
    let ctx = LLVMGetModuleContext(module);
    let ptr_ty = LLVMPointerTypeInContext(ctx, 0);
    let old = named_global(module, name);
    let mut elements: Vec<LLVMValueRef> = Vec::new();
    if let Some(global) = old {
        let init = LLVMGetInitializer(global);
        if !init.is_null() {
            let n = LLVMGetNumOperands(init).max(0) as u32;
            elements.extend((0..n).map(|i| LLVMGetOperand(init, i)));
        }
    }
    let listed: std::collections::HashSet<LLVMValueRef> = elements.iter().map(|&e| strip_constant_casts(e)).collect();
    let new: Vec<LLVMValueRef> = values.iter().copied().filter(|v| !listed.contains(v)).collect();
    if new.is_empty() {
        return;
    }
    elements.extend(new.iter().map(|&v| LLVMConstPointerCast(v, ptr_ty)));
    if let Some(global) = old {
        LLVMSetValueName2(global, "".as_ptr() as *const _, 0);
    }
    let init = llvm_sys::compat::const_array(ptr_ty, elements.as_mut_ptr(), elements.len());
    let cname = c_string(name);
    let replacement = LLVMAddGlobal(module, LLVMTypeOf(init), cname.as_ptr());
    LLVMSetInitializer(replacement, init);
    LLVMSetLinkage(replacement, llvm_sys::LLVMLinkage::LLVMAppendingLinkage);
    let section = c_string("llvm.metadata");
    LLVMSetSection(replacement, section.as_ptr());
    if let Some(global) = old {
        (services.erase_global_if_unused)(global);
    }
}

/// The value of function attribute `name` (`Some("")` for a present
/// attribute without value), if `f` has it.
///
/// # Safety
/// `f` must be a valid function.
pub unsafe fn string_attribute(f: LLVMValueRef, name: &str) -> Option<String> {
    let attr = LLVMGetStringAttributeAtIndex(f, llvm_sys::LLVMAttributeFunctionIndex, name.as_ptr() as *const _, name.len() as u32);
    if attr.is_null() {
        return None;
    }
    let mut len = 0u32;
    let p = LLVMGetStringAttributeValue(attr, &mut len);
    if p.is_null() {
        return Some(String::new());
    }
    Some(String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
}

/// The text of an `MDString` operand (given as a value), if it is one.
///
/// # Safety
/// `op` must be null or a valid metadata-as-value handle.
pub unsafe fn md_string_value(op: LLVMValueRef) -> Option<String> {
    if op.is_null() || LLVMIsAMDString(op).is_null() {
        return None;
    }
    let mut len = 0u32;
    let p = LLVMGetMDString(op, &mut len);
    (!p.is_null()).then(|| String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
}

/// The value of the integer constant `op` at full width, or, when it does
/// not fit in an `i64`, `Err` with the constant as written (`i128
/// 18446744073709551622`), so callers can reject it naming the value
/// instead of silently truncating it (`LLVMConstIntGetSExtValue` keeps only
/// the low 64 bits).
///
/// # Safety
/// `op` must be a valid `ConstantInt`.
pub unsafe fn const_int_i64(op: LLVMValueRef) -> Result<i64, String> {
    let width = LLVMGetIntTypeWidth(LLVMTypeOf(op));
    if width <= 64 {
        return Ok(LLVMConstIntGetSExtValue(op));
    }
    // Wider than 64 bits: the C API has no full-width accessor, so read the
    // printed form (`i128 123`); it is also the text to show the user.
    let raw = LLVMPrintValueToString(op);
    let written = if raw.is_null() { format!("i{width} constant") } else { CStr::from_ptr(raw).to_string_lossy().into_owned() };
    if !raw.is_null() {
        LLVMDisposeMessage(raw);
    }
    let digits = written.rsplit(' ').next().unwrap_or("");
    match digits.parse::<i128>().ok().and_then(|v| i64::try_from(v).ok()) {
        Some(v) => Ok(v),
        None => Err(written),
    }
}
