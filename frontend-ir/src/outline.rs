//! Kernels for lambdas and functors launched through Intel's headers:
//! the `spir_kernel` DPC++'s SemaSYCL would have built, made in the IR from
//! the front end's [`KernelLaunch`] facts (docs/design-choices.md,
//! "Lambda and functor kernels").
//!
//! Algorithm ([`outline_kernel`], per launch, before any other pass):
//! 1. Find the launch wrapper's definition (`KernelWrapperHelperFuncs::
//!    kernel_*<Name, ...>`, which takes the kernel object by pointer and
//!    builds the item from the SPIR-V builtins) and, for each accessor,
//!    its `__init`. A name already taken by another function is an error.
//! 2. Parameters, one per piece in order: a std_layout piece is a
//!    `ptr byval({[N x i8]})` (the bytes at its offset), a pointer piece a
//!    `ptr addrspace(1)` (USM), an accessor the parameters of its
//!    `__init` after `this` (global or local pointer, AccessRange,
//!    MemRange, Offset: what Intel's runtime passes for `kind_accessor`).
//! 3. Body: a zeroed private copy of the kernel object; each piece copied
//!    to its offset (pointers cast to the generic address space), `__init`
//!    called on each accessor; then the wrapper, on the copy.
//! 4. The kernel (`weak_odr spir_kernel`, named as DPC++ names it) takes
//!    over the wrapper's `sycl-*` IR attributes and ESIMD marks, and the
//!    required work-group / sub-group sizes of the kernel object's
//!    `operator()`, where clang put them (llvm-spirv writes them as
//!    `LocalSize` / `SubgroupSize` only on the entry point).

use sycl_aspects_frontend::kernel_launches::{KernelLaunch, KIND_ACCESSOR, KIND_POINTER};
use crate::kernels::SPIR_KERNEL_CALLING_CONVENTION;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAttributeFunctionIndex, LLVMLinkage};
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::{INTEL_REQD_SUB_GROUP_SIZE, REQD_WORK_GROUP_SIZE, SYCL_EXPLICIT_SIMD};

const GENERIC_ADDRESS_SPACE: u32 = 4;
const GLOBAL_ADDRESS_SPACE: u32 = 1;

unsafe fn named(module: LLVMModuleRef, name: &[u8]) -> Option<LLVMValueRef> {
    let c = std::ffi::CString::new(name).ok()?;
    let f = LLVMGetNamedFunction(module, c.as_ptr());
    (!f.is_null()).then_some(f)
}

unsafe fn enum_kind(name: &str) -> u32 {
    LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len())
}

/// The result of step 1: what the kernel calls.
struct Callees {
    wrapper: LLVMValueRef,
    /// Per accessor piece, its `__init`.
    inits: Vec<LLVMValueRef>,
}

/// Step 1. `Err`: why the kernel cannot be built here.
unsafe fn find_callees(module: LLVMModuleRef, launch: &KernelLaunch) -> Result<Option<Callees>, String> {
    // Codegen did not emit the wrapper (its launch is in code that is
    // never emitted): no kernel, as DPC++ emits none either.
    let Some(wrapper) = named(module, &launch.wrapper) else { return Ok(None) };
    if LLVMIsDeclaration(wrapper) != 0 {
        return Ok(None);
    }
    if LLVMCountParams(wrapper) != 1 {
        return Err("its launch wrapper does not take the kernel object alone".to_owned());
    }
    let mut inits = Vec::new();
    for piece in launch.pieces.iter().filter(|p| p.kind == KIND_ACCESSOR) {
        let init = named(module, &piece.init)
            .filter(|f| LLVMIsDeclaration(*f) == 0)
            .ok_or_else(|| format!("the accessor's '__init' ({}) was not emitted", String::from_utf8_lossy(&piece.init)))?;
        if LLVMCountParams(init) < 1 {
            return Err("an accessor's '__init' takes no object".to_owned());
        }
        inits.push(init);
    }
    Ok(Some(Callees { wrapper, inits }))
}

/// Builds the kernel for `launch` (see the module comment). `Ok(None)`:
/// nothing to build (the wrapper was not emitted); `Err`: the message for
/// the user, and the module is unchanged.
///
/// # Safety
/// `module` must be a valid module.
pub unsafe fn outline_kernel(module: LLVMModuleRef, launch: &KernelLaunch) -> Result<Option<LLVMValueRef>, String> {
    let Some(callees) = find_callees(module, launch)? else { return Ok(None) };
    if let Some(existing) = named(module, &launch.name) {
        // The same kernel launched with and without properties: two
        // wrappers, one kernel (the first).
        return if LLVMGetFunctionCallConv(existing) == SPIR_KERNEL_CALLING_CONVENTION {
            Ok(None)
        } else {
            Err("its name is already taken by another function of the translation unit".to_owned())
        };
    }
    let ctx = LLVMGetModuleContext(module);
    let i8t = LLVMInt8TypeInContext(ctx);
    let i64t = LLVMInt64TypeInContext(ctx);
    let void = LLVMVoidTypeInContext(ctx);
    let global_ptr = LLVMPointerTypeInContext(ctx, GLOBAL_ADDRESS_SPACE);
    let generic_ptr = LLVMPointerTypeInContext(ctx, GENERIC_ADDRESS_SPACE);
    let byval = enum_kind("byval");
    let align = enum_kind("align");

    // Step 2.
    let mut params: Vec<LLVMTypeRef> = Vec::new();
    // (parameter index, byval type, alignment) to set once the function exists.
    let mut byvals: Vec<(u32, LLVMTypeRef, u64)> = Vec::new();
    let mut accessor = 0;
    for piece in &launch.pieces {
        match piece.kind {
            KIND_POINTER => params.push(global_ptr),
            KIND_ACCESSOR => {
                let init = callees.inits[accessor];
                accessor += 1;
                let count = LLVMCountParams(init);
                for i in 1..count {
                    let p = LLVMGetParam(init, i);
                    params.push(LLVMTypeOf(p));
                    let attr = LLVMGetEnumAttributeAtIndex(init, i + 1, byval);
                    if !attr.is_null() {
                        let a = LLVMGetEnumAttributeAtIndex(init, i + 1, align);
                        let alignment = if a.is_null() { 1 } else { LLVMGetEnumAttributeValue(a) };
                        byvals.push((params.len() as u32 - 1, LLVMGetTypeAttributeValue(attr), alignment));
                    }
                }
            }
            _ => {
                let mut bytes = llvm_sys::compat::array_type(i8t, piece.size);
                let body = LLVMStructTypeInContext(ctx, &mut bytes, 1, 0);
                params.push(LLVMPointerTypeInContext(ctx, 0));
                byvals.push((params.len() as u32 - 1, body, 1));
            }
        }
    }
    let fn_type = LLVMFunctionType(void, params.as_mut_ptr(), params.len() as u32, 0);
    let name = std::ffi::CString::new(launch.name.clone()).map_err(|_| "its name holds a NUL byte".to_owned())?;
    let kernel = LLVMAddFunction(module, name.as_ptr(), fn_type);
    LLVMSetLinkage(kernel, LLVMLinkage::LLVMWeakODRLinkage);
    LLVMSetFunctionCallConv(kernel, SPIR_KERNEL_CALLING_CONVENTION);
    for &(index, ty, alignment) in &byvals {
        LLVMAddAttributeAtIndex(kernel, index + 1, LLVMCreateTypeAttribute(ctx, byval, ty));
        LLVMAddAttributeAtIndex(kernel, index + 1, LLVMCreateEnumAttribute(ctx, align, alignment));
    }

    // Step 3.
    let builder = LLVMCreateBuilderInContext(ctx);
    let entry = LLVMAppendBasicBlockInContext(ctx, kernel, c"entry".as_ptr());
    LLVMPositionBuilderAtEnd(builder, entry);
    let object_type = llvm_sys::compat::array_type(i8t, launch.size.max(1));
    let object = LLVMBuildAlloca(builder, object_type, c"kernel.object".as_ptr());
    let object_align = launch.align.clamp(1, 4096) as u32;
    LLVMSetAlignment(object, object_align);
    LLVMBuildMemSet(builder, object, LLVMConstInt(i8t, 0, 0), LLVMConstInt(i64t, launch.size.max(1), 0), object_align);
    let at = |offset: u64| -> LLVMValueRef {
        let mut index = [LLVMConstInt(i64t, offset, 0)];
        LLVMBuildInBoundsGEP2(builder, i8t, object, index.as_mut_ptr(), 1, c"".as_ptr())
    };
    let mut next_param = 0u32;
    let mut accessor = 0;
    for piece in &launch.pieces {
        let place = at(piece.offset);
        match piece.kind {
            KIND_POINTER => {
                let p = LLVMGetParam(kernel, next_param);
                next_param += 1;
                let generic = LLVMBuildAddrSpaceCast(builder, p, generic_ptr, c"".as_ptr());
                let store = LLVMBuildStore(builder, generic, place);
                LLVMSetAlignment(store, 1);
            }
            KIND_ACCESSOR => {
                let init = callees.inits[accessor];
                accessor += 1;
                let this_type = LLVMTypeOf(LLVMGetParam(init, 0));
                let this_place = if piece.init_this_offset == 0 { place } else { at(piece.offset + piece.init_this_offset) };
                let this = if LLVMTypeOf(this_place) == this_type {
                    this_place
                } else {
                    LLVMBuildAddrSpaceCast(builder, this_place, this_type, c"".as_ptr())
                };
                let mut args = vec![this];
                for _ in 1..LLVMCountParams(init) {
                    args.push(LLVMGetParam(kernel, next_param));
                    next_param += 1;
                }
                let call = LLVMBuildCall2(
                    builder,
                    LLVMGlobalGetValueType(init),
                    init,
                    args.as_mut_ptr(),
                    args.len() as u32,
                    c"".as_ptr(),
                );
                LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(init));
            }
            _ => {
                let p = LLVMGetParam(kernel, next_param);
                next_param += 1;
                LLVMBuildMemCpy(builder, place, 1, p, 1, LLVMConstInt(i64t, piece.size, 0));
            }
        }
    }
    let wrapper_type = LLVMTypeOf(LLVMGetParam(callees.wrapper, 0));
    let object_arg =
        if LLVMTypeOf(object) == wrapper_type { object } else { LLVMBuildAddrSpaceCast(builder, object, wrapper_type, c"".as_ptr()) };
    let mut args = [object_arg];
    let call =
        LLVMBuildCall2(builder, LLVMGlobalGetValueType(callees.wrapper), callees.wrapper, args.as_mut_ptr(), 1, c"".as_ptr());
    LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(callees.wrapper));
    LLVMBuildRetVoid(builder);
    LLVMDisposeBuilder(builder);

    // Step 4.
    copy_sycl_attributes(callees.wrapper, kernel);
    let work_group = ir::md_kind(ctx, REQD_WORK_GROUP_SIZE);
    let sub_group = ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE);
    let esimd = ir::md_kind(ctx, SYCL_EXPLICIT_SIMD);
    for kind in [esimd, sub_group] {
        let [node] = ir::global_mds(callees.wrapper, [kind]);
        if let Some(node) = node {
            ir::set_global_md(kernel, kind, node);
        }
    }
    // Only the `operator()` the wrapper runs: a functor may overload it per
    // item type, each with its own required size.
    let reached: rustc_hash::FxHashSet<LLVMValueRef> = reachable(&[callees.wrapper]).into_iter().collect();
    for operator in launch.operators.iter().filter_map(|o| named(module, o)).filter(|o| reached.contains(o)) {
        for kind in [work_group, sub_group] {
            let [node] = ir::global_mds(operator, [kind]);
            if let (Some(node), false) = (node, ir::has_md(kernel, kind)) {
                ir::set_global_md(kernel, kind, node);
            }
        }
    }
    // The launch properties `work_group_size<N...>` and
    // `sub_group_size<N>` as the metadata a written attribute gives (what
    // DPC++'s CompileTimePropertiesPass does with these IR attributes);
    // an attribute on `operator()` wins, as DPC++ drops the property then.
    if !ir::has_md(kernel, work_group) {
        if let Some(sizes) = size_list(kernel, "sycl-work-group-size") {
            let reversed: Vec<u64> = sizes.iter().rev().copied().collect();
            ir::set_global_md(kernel, work_group, ir::md_size_list(ctx, &reversed));
        }
    }
    if !ir::has_md(kernel, sub_group) {
        if let Some(&[size]) = size_list(kernel, "sycl-sub-group-size").as_deref() {
            if let Ok(size) = i32::try_from(size) {
                ir::set_global_md(kernel, sub_group, ir::md_i32_list(ctx, &[size]));
            }
        }
    }
    Ok(Some(kernel))
}

/// The sizes of IR attribute `name` (`"4"`, `"8,4"`): positive integers
/// separated by commas; `None` if absent or malformed.
unsafe fn size_list(f: LLVMValueRef, name: &str) -> Option<Vec<u64>> {
    let value = ir::string_attribute(f, name)?;
    let sizes: Option<Vec<u64>> = value.split(',').map(|v| v.trim().parse::<u64>().ok().filter(|&n| n > 0)).collect();
    sizes.filter(|s| (1..=3).contains(&s.len()))
}

/// The wrapper's `sycl-*` string attributes (kernel properties,
/// `sycl-single-task`), which DPC++ puts on the kernel.
unsafe fn copy_sycl_attributes(from: LLVMValueRef, to: LLVMValueRef) {
    let count = LLVMGetAttributeCountAtIndex(from, LLVMAttributeFunctionIndex);
    let mut attrs = vec![std::ptr::null_mut(); count as usize];
    LLVMGetAttributesAtIndex(from, LLVMAttributeFunctionIndex, attrs.as_mut_ptr());
    for attr in attrs {
        if LLVMIsStringAttribute(attr) == 0 {
            continue;
        }
        let mut len = 0;
        let key = LLVMGetStringAttributeKind(attr, &mut len);
        let key = std::slice::from_raw_parts(key.cast::<u8>(), len as usize);
        if key.starts_with(b"sycl-") && key != b"sycl-module-id" {
            LLVMAddAttributeAtIndex(to, LLVMAttributeFunctionIndex, attr);
        }
    }
}

/// The identifier of a mangled name (`_Z<len><identifier>...`) and what
/// follows it.
fn mangled_identifier(name: &[u8]) -> Option<(&[u8], &[u8])> {
    let rest = name.strip_prefix(b"_Z")?;
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let len: usize = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()?;
    let rest = &rest[digits..];
    (digits > 0 && rest.len() >= len).then(|| rest.split_at(len))
}

/// Whether `name` is one of the prelude's `__spirv_*` stand-ins (a template,
/// which no SPIR-V consumer resolves), and its identifier.
pub fn spirv_standin(name: &[u8]) -> Option<&[u8]> {
    let (identifier, rest) = mangled_identifier(name)?;
    (identifier.starts_with(b"__spirv_") && rest.first() == Some(&b'I')).then_some(identifier)
}

/// The Itanium mangling of an IR parameter type of an OpenCL builtin (what
/// llvm-spirv reads), with `substitutions` for the vector types seen so far.
unsafe fn mangle_parameter(ty: LLVMTypeRef, substitutions: &mut Vec<String>) -> Option<String> {
    use llvm_sys::LLVMTypeKind::*;
    let scalar = |t: LLVMTypeRef| -> Option<&'static str> {
        Some(match LLVMGetTypeKind(t) {
            LLVMHalfTypeKind => "Dh",
            LLVMFloatTypeKind => "f",
            LLVMDoubleTypeKind => "d",
            LLVMIntegerTypeKind => match LLVMGetIntTypeWidth(t) {
                1 => "b",
                8 => "c",
                16 => "s",
                32 => "i",
                64 => "l",
                _ => return None,
            },
            _ => return None,
        })
    };
    if LLVMGetTypeKind(ty) == LLVMVectorTypeKind {
        let text = format!("Dv{}_{}", LLVMGetVectorSize(ty), scalar(LLVMGetElementType(ty))?);
        if let Some(i) = substitutions.iter().position(|s| *s == text) {
            return Some(if i == 0 { "S_".to_owned() } else { format!("S{}_", i - 1) });
        }
        substitutions.push(text.clone());
        return Some(text);
    }
    scalar(ty).map(str::to_owned)
}

/// The SPIR-V-friendly name llvm-spirv translates for a stand-in of an
/// OpenCL extended-instruction builtin (`__spirv_ocl_*`: math and integer
/// functions, whose stand-ins already have the right IR signature); `None`
/// for any other stand-in.
unsafe fn translatable_name(f: LLVMValueRef, identifier: &[u8]) -> Option<String> {
    if !identifier.starts_with(b"__spirv_ocl_") {
        return None;
    }
    let fn_type = LLVMGlobalGetValueType(f);
    let count = LLVMCountParamTypes(fn_type) as usize;
    let mut params = vec![std::ptr::null_mut(); count];
    LLVMGetParamTypes(fn_type, params.as_mut_ptr());
    let sret = enum_kind("sret");
    if (1..=count as u32).any(|i| !LLVMGetEnumAttributeAtIndex(f, i, sret).is_null()) {
        return None;
    }
    let mut substitutions = Vec::new();
    let mut name = format!("_Z{}{}", identifier.len(), String::from_utf8_lossy(identifier));
    for p in params {
        name.push_str(&mangle_parameter(p, &mut substitutions)?);
    }
    Some(name)
}

/// The functions reachable from `roots` through direct calls.
unsafe fn reachable(roots: &[LLVMValueRef]) -> Vec<LLVMValueRef> {
    let mut seen: rustc_hash::FxHashSet<LLVMValueRef> = roots.iter().copied().collect();
    let mut order: Vec<LLVMValueRef> = roots.to_vec();
    let mut next = 0;
    while next < order.len() {
        let f = order[next];
        next += 1;
        for callee in direct_callees(f) {
            if seen.insert(callee) {
                order.push(callee);
            }
        }
    }
    order
}

/// The functions `f` calls directly (through constant casts), in call order,
/// repeats included.
pub(crate) unsafe fn direct_callees(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut callees = Vec::new();
    let mut block = LLVMGetFirstBasicBlock(f);
    while !block.is_null() {
        let mut inst = LLVMGetFirstInstruction(block);
        while !inst.is_null() {
            if !LLVMIsACallInst(inst).is_null() || !LLVMIsAInvokeInst(inst).is_null() {
                let callee = ir::strip_constant_casts(LLVMGetCalledValue(inst));
                if !callee.is_null() && !LLVMIsAFunction(callee).is_null() {
                    callees.push(callee);
                }
            }
            inst = LLVMGetNextInstruction(inst);
        }
        block = LLVMGetNextBasicBlock(block);
    }
    callees
}

/// Makes the SPIR-V builtins `kernel` reaches translatable: each stand-in
/// of an OpenCL extended-instruction builtin is renamed to the name
/// llvm-spirv reads (a declaration of that name already there takes its
/// calls). `Err`: the stand-ins that cannot be translated (demangled), so
/// the kernel would not load: the front end refuses it.
///
/// # Safety
/// `kernel` must be a definition of a valid module.
pub unsafe fn translatable_builtins(module: LLVMModuleRef, kernel: LLVMValueRef) -> Result<(), Vec<String>> {
    let mut untranslatable = Vec::new();
    for f in reachable(&[kernel]) {
        if LLVMIsDeclaration(f) == 0 {
            continue;
        }
        let name = ir::value_name(f);
        let Some(identifier) = spirv_standin(name.as_bytes()) else { continue };
        match translatable_name(f, identifier) {
            Some(new_name) => match named(module, new_name.as_bytes()) {
                Some(existing) if existing != f && LLVMGlobalGetValueType(existing) == LLVMGlobalGetValueType(f) => {
                    LLVMReplaceAllUsesWith(f, existing);
                    LLVMDeleteFunction(f);
                }
                Some(_) => untranslatable.push(String::from_utf8_lossy(identifier).into_owned()),
                None => {
                    let c = ir::c_string(&new_name);
                    LLVMSetValueName2(f, c.as_ptr(), new_name.len());
                }
            },
            None => {
                let shown = String::from_utf8_lossy(identifier).into_owned();
                if !untranslatable.contains(&shown) {
                    untranslatable.push(shown);
                }
            }
        }
    }
    if untranslatable.is_empty() {
        Ok(())
    } else {
        Err(untranslatable)
    }
}
