//! Lowering of the front end's facts to DPC++ IR metadata.
//!
//! Runs once per module, before the first LLVM pass (the shim hooks pass
//! instrumentation, so this also happens with `-disable-llvm-passes`):
//!
//! 1. `!sycl_aspects` from the marked aspect enum;
//! 2. the type marker global's struct type has one `[0 x %T]` element per
//!    decorated class: record each `%T`'s exact struct name with the class's
//!    aspects, then delete the marker and its `llvm.used` /
//!    `llvm.compiler.used` entry;
//! 3. `!sycl_declared_aspects` / `!sycl_used_aspects`, `!reqd_work_group_size`
//!    (dimensions reversed, DPC++'s form) / `!intel_reqd_sub_group_size` on
//!    each function (definition or declaration) by mangled name, or, for a
//!    function named by a tag (`sycl-aspects:fn:N`, see
//!    [`FUNCTION_TAG_PREFIX`]), on every function whose
//!    `@llvm.global.annotations` entry carries that tag (the IR names of
//!    these are returned, so the shim's AST lookups use codegen's names);
//!    `!sycl_explicit_simd !{}` on functions marked
//!    `[[intel::sycl_explicit_simd]]`, with `!intel_reqd_sub_group_size
//!    !{i32 1}` only on those that are entry points (`SYCL_EXTERNAL`
//!    functions, free-function kernels), as DPC++'s code generator does (a
//!    functor's `operator()` gets `!sycl_explicit_simd` alone; a written
//!    `reqd_sub_group_size` keeps its value: the ESIMD verifier reports the
//!    conflict), then both on each kernel (launch-wrapper instantiation)
//!    that directly calls a marked function, its kernel function (DPC++
//!    puts both on the kernel it generates for a marked kernel lambda or
//!    functor);
//! 4. the IR string attributes of `add_ir_attributes_function` on each
//!    function; in SYCL device compiles a definition with a free-function
//!    kernel property becomes a `spir_kernel` ([`crate::kernels`]);
//! 5. `"sycl-module-id"` and `!sycl_fixed_targets` on `SYCL_EXTERNAL`
//!    definitions and those kernels (entry points; the pass writes the same
//!    list, but it does not run with `-disable-llvm-passes`);
//! 6. delete the `llvm.global.annotations` entries (and their now unused
//!    strings) that carried the attribute arguments through clang.
//!
//! Only types the module still references after step 2 are listed in
//! `!sycl_types_that_use_aspects`: those are the types codegen converted
//! for the program itself, not just for our markers. Finding them takes a
//! walk over every instruction, so when the propagation pass runs later in
//! the pipeline (it scans every instruction anyway) the list is handed to
//! it instead (see `DecoratedTypes`); otherwise the lowering walks.

use sycl_aspects_frontend::facts::{FrontendFacts, ANNOTATION_PREFIX, FUNCTION_TAG_PREFIX};
use sycl_aspects_frontend::ir_attributes::{is_free_function_kernel_property, IrAttrPair};
use sycl_aspects_frontend::targets::FixedTarget;
use sycl_aspects_metadata::targets::fixed_targets_metadata;
pub use sycl_aspects_metadata::type_refs::{write_referenced_types, write_types_that_use_aspects, DecoratedTypes};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::collections::HashMap;
use sycl_aspects_metadata::ir::{self, IrServices};
use sycl_aspects_metadata::{
    INTEL_REQD_SUB_GROUP_SIZE, MODULE_ID_ATTRIBUTE, REQD_WORK_GROUP_SIZE, SYCL_ASPECTS, SYCL_DECLARED_ASPECTS,
    SYCL_EXPLICIT_SIMD, SYCL_FIXED_TARGETS, SYCL_USED_ASPECTS,
};

/// The decorated classes' exact LLVM struct types with their aspects, in
/// order, before it is known which of them the module references.

/// A kernel launch the outliner could not build.
#[derive(Debug)]
pub struct LaunchError {
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
}

/// What lowering hands back to its caller.
#[derive(Default)]
pub struct Lowered {
    /// See [`lower_into_module`]'s `defer_type_list`.
    pub decorated: DecoratedTypes,
    /// (tag, IR name) of each tagged function codegen emitted.
    pub bound_functions: Vec<(String, String)>,
    /// (IR name of a version, the function's mangled name) of each version
    /// of a multiversioned function (`target_clones`) the facts reached.
    pub multiversion_versions: Vec<(String, String)>,
    /// Device-type fixed targets (`gpu`, ...) the translation unit's aspect
    /// enum cannot number: left out of `!sycl_fixed_targets`, to be reported.
    pub unnumbered_fixed_targets: Vec<String>,
    /// IR names of the kernels the front end named (for the ESIMD checks).
    pub kernels: Vec<String>,
    /// IR names of the `SYCL_EXTERNAL` functions that are not kernels,
    /// declarations included (for the ESIMD checks).
    pub device_functions: Vec<String>,
    /// Free-function kernels that could not be made kernels: (IR name, why),
    /// to be reported as errors (a kernel silently missing is a wrong answer).
    pub kernel_errors: Vec<(String, String)>,
    /// Kernels of launches that could not be built, at the lambda or
    /// functor.
    pub launch_errors: Vec<LaunchError>,
}

/// Writes `facts` into `module`. Safe to call with empty facts (no change).
///
/// With `defer_type_list`, `!sycl_types_that_use_aspects` is not written:
/// the decorated types are returned instead, for the propagation pass,
/// which scans every instruction anyway, to write the referenced ones
/// ([`write_types_that_use_aspects`]) without a second walk over the IR.
///
/// # Safety
/// `module` must be a valid module handle.
/// Adds IR string attributes (name, value bytes) to a function, all at
/// once: the shim's `add_string_attributes` (one LLVM attribute list built
/// for the whole set, where adding them one by one through the C API
/// built and kept a new list per attribute: quadratic memory).
pub type AddStringAttributes = unsafe fn(LLVMValueRef, &[IrAttrPair]);

/// Adds the attributes one by one through the C API (tests, no shim).
pub unsafe fn add_string_attributes_one_by_one(f: LLVMValueRef, pairs: &[IrAttrPair]) {
    let ctx = LLVMGetModuleContext(LLVMGetGlobalParent(f));
    for (key, value) in pairs {
        let attr = LLVMCreateStringAttribute(ctx, key.as_ptr() as *const _, key.len() as u32, value.as_ptr() as *const _, value.len() as u32);
        LLVMAddAttributeAtIndex(f, llvm_sys::LLVMAttributeFunctionIndex, attr);
    }
}

/// The function named `name` (bytes, any encoding), if the module has one.
unsafe fn named_function_bytes(module: LLVMModuleRef, name: &[u8]) -> Option<LLVMValueRef> {
    // An interior NUL cannot be in an IR name clang emits.
    let c = std::ffi::CString::new(name).ok()?;
    let f = LLVMGetNamedFunction(module, c.as_ptr());
    (!f.is_null()).then_some(f)
}

/// The versions codegen emitted for the multiversioned function
/// (`target_clones`, `cpu_dispatch`) whose mangled name is `name`, which
/// has no function of that name: the functions its ifunc dispatches to.
/// Clang 16 emits `target_clones("avx2","default")` on `f(double)` as
/// `_Z1fd.avx2.0` and `_Z1fd.default.1`, reached only through the ifunc
/// `_Z1fd.ifunc` and its resolver `_Z1fd.resolver`; no function is named
/// `_Z1fd`, so looking the name up alone left every clone without its
/// facts (no `device_has`, no module id: a clone using `double` was not
/// warned about).
unsafe fn multiversion_functions(module: LLVMModuleRef, name: &[u8]) -> Vec<LLVMValueRef> {
    for suffix in [&b".ifunc"[..], b""] {
        let full = [name, suffix].concat();
        let ifunc = LLVMGetNamedGlobalIFunc(module, full.as_ptr() as *const _, full.len());
        if !ifunc.is_null() {
            return ifunc_versions(ifunc);
        }
    }
    Vec::new()
}

/// The functions an ifunc's resolver returns (clang's resolvers return
/// each version as a constant from its own `ret`), in the order returned.
/// What is not a function (null, a loaded pointer) names no version.
unsafe fn ifunc_versions(ifunc: LLVMValueRef) -> Vec<LLVMValueRef> {
    let resolver = ir::strip_constant_casts(LLVMGetGlobalIFuncResolver(ifunc));
    if resolver.is_null() || LLVMIsAFunction(resolver).is_null() {
        return Vec::new();
    }
    let mut pending = Vec::new();
    let mut block = LLVMGetFirstBasicBlock(resolver);
    while !block.is_null() {
        let term = LLVMGetBasicBlockTerminator(block);
        if !term.is_null() && !LLVMIsAReturnInst(term).is_null() && LLVMGetNumOperands(term) > 0 {
            pending.push(LLVMGetOperand(term, 0));
        }
        block = LLVMGetNextBasicBlock(block);
    }
    let mut seen = Vec::new();
    let mut versions = Vec::new();
    while let Some(value) = pending.pop() {
        if value.is_null() || seen.contains(&value) {
            continue;
        }
        seen.push(value);
        if !LLVMIsAPHINode(value).is_null() {
            pending.extend((0..LLVMCountIncoming(value)).map(|i| LLVMGetIncomingValue(value, i)));
        } else if !LLVMIsASelectInst(value).is_null() {
            pending.extend([LLVMGetOperand(value, 1), LLVMGetOperand(value, 2)]);
        } else {
            let f = ir::strip_constant_casts(value);
            if !f.is_null() && !LLVMIsAFunction(f).is_null() && !versions.contains(&f) {
                versions.push(f);
            }
        }
    }
    // `pending` is a stack: restore the resolver's order.
    versions.reverse();
    versions
}

pub unsafe fn lower_into_module(
    module: LLVMModuleRef,
    facts: &FrontendFacts,
    fixed_targets: &[FixedTarget],
    services: &IrServices,
    defer_type_list: bool,
    add_attributes: AddStringAttributes,
) -> Lowered {
    let ctx = LLVMGetModuleContext(module);
    if facts.sycl_device {
        repair_address_space_bitcasts(module);
    }
    let tagged = if facts.annotations_added { tagged_functions(module) } else { HashMap::new() };
    // A tag stands for the functions codegen emitted for one definition
    // (constructors and destructors can have several); a name for one.
    // Versions of multiversioned functions found so far, for the AST
    // lookups: (version's IR name, function's name).
    let versions_found: std::cell::RefCell<Vec<(String, String)>> = Default::default();
    let functions_named = |name: &[u8]| -> Vec<LLVMValueRef> {
        if name.starts_with(FUNCTION_TAG_PREFIX.as_bytes()) {
            std::str::from_utf8(name).ok().and_then(|tag| tagged.get(tag)).cloned().unwrap_or_default()
        } else if let Some(f) = named_function_bytes(module, name) {
            vec![f]
        } else {
            let versions = multiversion_functions(module, name);
            let mut found = versions_found.borrow_mut();
            for &version in &versions {
                let binding = (ir::value_name(version), String::from_utf8_lossy(name).into_owned());
                if !found.contains(&binding) {
                    found.push(binding);
                }
            }
            versions
        }
    };
    if let Some(aspect_enum) = &facts.aspect_enum {
        let nodes = aspect_enum.enumerators.iter().map(|(name, value)| ir::md_named_i32_list(ctx, name, &[*value as i32]));
        ir::add_named_operands(module, SYCL_ASPECTS, nodes);
    }

    let mut decorated = lower_type_markers(module, facts, services);
    if !defer_type_list {
        write_referenced_types(module, std::mem::take(&mut decorated));
    }

    let declared_kind = ir::md_kind(ctx, SYCL_DECLARED_ASPECTS);
    let used_kind = ir::md_kind(ctx, SYCL_USED_ASPECTS);
    let work_group_kind = ir::md_kind(ctx, REQD_WORK_GROUP_SIZE);
    // Registered before the sub-group kind: LLVM prints attachments in kind
    // order, and DPC++'s code generator sets `!sycl_explicit_simd` first.
    let esimd_kind = ir::md_kind(ctx, SYCL_EXPLICIT_SIMD);
    let sub_group_kind = ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE);
    // `!{i32 ...}` nodes by their values: most functions share a few lists,
    // and building a node (constants, uniquing) costs far more than a
    // lookup.
    let mut lists: rustc_hash::FxHashMap<Vec<i32>, LLVMMetadataRef> = Default::default();
    let mut list_node = |values: &[i32]| -> LLVMMetadataRef {
        if let Some(&node) = lists.get(values) {
            return node;
        }
        let node = ir::md_i32_list(ctx, values);
        lists.insert(values.to_vec(), node);
        node
    };
    let entry_points: rustc_hash::FxHashSet<&[u8]> = facts.entry_points.iter().map(Vec::as_slice).collect();
    for function in &facts.functions {
        let is_entry_point = entry_points.contains(function.mangled_name.as_slice());
        for f in functions_named(&function.mangled_name) {
        if let Some(declared) = &function.declared {
            ir::set_global_md(f, declared_kind, list_node(declared));
        }
        if let Some(used) = &function.used {
            ir::set_global_md(f, used_kind, list_node(used));
        }
        if let Some(sizes) = &function.reqd_work_group_size {
            // SYCL's last dimension varies fastest, like OpenCL's x: DPC++
            // writes the dimensions in reverse.
            let reversed: Vec<u64> = sizes.iter().rev().copied().collect();
            ir::set_global_md(f, work_group_kind, ir::md_size_list(ctx, &reversed));
        }
        if function.explicit_simd {
            ir::set_global_md(f, esimd_kind, ir::md_node(ctx, &mut []));
        }
        if function.explicit_simd && is_entry_point {
            mark_explicit_simd(ctx, f, esimd_kind, sub_group_kind, function.reqd_sub_group_size);
        } else if let Some(size) = function.reqd_sub_group_size {
            ir::set_global_md(f, sub_group_kind, ir::md_i32_list(ctx, &[size as i32]));
        }
        }
    }
    let mut kernels = Vec::new();
    for name in &facts.kernels {
        for kernel in functions_named(name) {
            kernels.push(ir::value_name(kernel));
            if ir::has_md(kernel, esimd_kind) || !calls_function_with_md(kernel, esimd_kind) {
                continue;
            }
            let [written] = ir::global_mds(kernel, [sub_group_kind]);
            let size = written.and_then(|node| ir::md_first_i64(ctx, node)).map(|v| v as u32);
            mark_explicit_simd(ctx, kernel, esimd_kind, sub_group_kind, size);
        }
    }

    // The names of tagged functions, before step 4 replaces any function.
    let mut bound_functions = Vec::new();
    for (tag, functions) in &tagged {
        for &f in functions {
            bound_functions.push((tag.clone(), ir::value_name(f)));
        }
    }

    // (replaced function, kernel): a function can be named twice (by tag and
    // by name); a replaced one is only ever compared, never dereferenced.
    let mut made_kernels: Vec<(LLVMValueRef, LLVMValueRef)> = Vec::new();
    let mut kernel_errors = Vec::new();
    for (name, attributes) in &facts.ir_attributes {
        for f in functions_named(name) {
            if let Some(&(_, kernel)) = made_kernels.iter().find(|(old, new)| *old == f || *new == f) {
                add_attributes(kernel, attributes);
                continue;
            }
            add_attributes(f, attributes);
            let is_kernel = attributes.iter().any(|(key, _)| is_free_function_kernel_property(key));
            if facts.sycl_device && is_kernel && LLVMIsDeclaration(f) == 0 {
                let ir_name = ir::value_name(f);
                match crate::kernels::make_kernel(f) {
                    Ok(kernel) => {
                        // An ESIMD kernel's sub-group size is 1, unless
                        // one was written (the metadata was copied).
                        if ir::has_md(kernel, esimd_kind) && !ir::has_md(kernel, sub_group_kind) {
                            mark_explicit_simd(ctx, kernel, esimd_kind, sub_group_kind, None);
                        }
                        // A kernel for the ESIMD checks too.
                        kernels.push(ir_name);
                        made_kernels.push((f, kernel));
                    }
                    Err(message) => kernel_errors.push((ir_name, message)),
                }
            }
        }
    }

    // Step 4b: kernels of lambdas and functors launched through Intel's
    // headers (`crate::outline`).
    let mut outlined = Vec::new();
    let mut launch_errors = Vec::new();
    if facts.sycl_device {
        for launch in facts.launches.iter().filter(|l| l.problem.is_empty()) {
            match crate::outline::outline_kernel(module, launch) {
                Ok(Some(kernel)) => {
                    kernels.push(ir::value_name(kernel));
                    outlined.push(kernel);
                    if let Err(builtins) = crate::outline::translatable_builtins(module, kernel) {
                        launch_errors.push(LaunchError {
                            file: String::from_utf8_lossy(&launch.file).into_owned(),
                            line: launch.line,
                            column: launch.column,
                            message: format!(
                                "kernel '{}' cannot be built for the device: it calls {} (through the SYCL headers), \
                                 a SPIR-V builtin that stock clang does not declare and that sycl-clang cannot \
                                 translate to SPIR-V yet (docs/runtime.md, \"What runs\")",
                                String::from_utf8_lossy(&launch.shown),
                                builtins.iter().map(|b| format!("'{b}'")).collect::<Vec<_>>().join(", ")
                            ),
                        });
                    }
                }
                Ok(None) => {}
                Err(message) => launch_errors.push(LaunchError {
                    file: String::from_utf8_lossy(&launch.file).into_owned(),
                    line: launch.line,
                    column: launch.column,
                    message: format!(
                        "kernel '{}' cannot be built for the device: {message}",
                        String::from_utf8_lossy(&launch.shown)
                    ),
                }),
            }
        }
    }

    let fixed_kind = ir::md_kind(ctx, SYCL_FIXED_TARGETS);
    // Device types (`gpu`, ...) are numbered by the translation unit's own
    // aspect enum, never the table's (enums differ between SYCL releases).
    let enum_value = |name: &str| {
        let aspect_enum = facts.aspect_enum.as_ref()?;
        aspect_enum.enumerators.iter().find(|(n, _)| n == name).map(|(_, v)| *v as i32)
    };
    let (fixed_node, unnumbered) = fixed_targets_metadata(ctx, fixed_targets, enum_value);
    let mut fixed_written = false;
    // A tag may still name a function a kernel replaced (compared, never
    // dereferenced).
    let current = |f: LLVMValueRef| made_kernels.iter().find(|(old, _)| *old == f).map_or(f, |(_, new)| *new);
    let mut device_functions = Vec::new();
    let externals = facts.entry_points.iter().flat_map(|name| functions_named(name)).map(current);
    for f in externals.chain(made_kernels.iter().map(|(_, new)| *new)).chain(outlined.iter().copied()) {
        let ir_name = ir::value_name(f);
        if !kernels.contains(&ir_name) && !device_functions.contains(&ir_name) {
            device_functions.push(ir_name);
        }
        if LLVMIsDeclaration(f) == 0 {
            add_attributes(f, &[(MODULE_ID_ATTRIBUTE.as_bytes().to_vec(), facts.module_id.clone())]);
            ir::set_global_md(f, fixed_kind, fixed_node);
            fixed_written = true;
        }
    }
    let unnumbered_fixed_targets =
        if fixed_written { unnumbered.iter().map(|s| (*s).to_owned()).collect() } else { Vec::new() };

    if facts.whole_program {
        weak_device_definitions(module);
        // What DPC++'s device compile declares: SPIR 1.2, source language
        // OpenCL C++ 1.0 (SPIR-V SourceLanguage 4, version 100000).
        // llvm-spirv writes it into the module, and the OpenCL CPU
        // backend then gives generic-address-space builtins (the atomics
        // of `atomic_ref`) their OpenCL 2.0 implementations.
        if ir::named_operands(module, "spirv.Source").is_empty() {
            ir::add_named_operand(module, "opencl.spir.version", ir::md_i32_list(ctx, &[1, 2]));
            ir::add_named_operand(module, "spirv.Source", ir::md_i32_list(ctx, &[4, 100000]));
        }
    }
    if facts.annotations_added {
        remove_our_annotations(module, services);
    }
    // Only now: until here old functions were compared by address.
    for &(old, kernel) in &made_kernels {
        crate::kernels::delete_replaced(old, kernel);
    }
    let multiversion_versions = versions_found.into_inner();
    Lowered {
        decorated,
        bound_functions,
        multiversion_versions,
        unnumbered_fixed_targets,
        kernels,
        device_functions,
        kernel_errors,
        launch_errors,
    }
}

/// Step 7 (`sycl-clang -fsycl`): every external definition that is no
/// entry point (kernel or `SYCL_EXTERNAL`, which carry `"sycl-module-id"`)
/// becomes `weak_odr`. Device code may call only those of its own
/// translation unit, and Intel's headers define some functions in every one
/// that uses them (the explicit specializations `__spirv::getBuiltIn*<N>`
/// of `sycl/__spirv/spirv_vars.hpp`, which are not inline), so linking two
/// translation units' device code would fail on the same definition twice.
unsafe fn weak_device_definitions(module: LLVMModuleRef) {
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        if LLVMIsDeclaration(f) == 0
            && LLVMGetLinkage(f) == llvm_sys::LLVMLinkage::LLVMExternalLinkage
            && ir::string_attribute(f, MODULE_ID_ATTRIBUTE).is_none()
            && LLVMGetFunctionCallConv(f) != crate::kernels::SPIR_KERNEL_CALLING_CONVENTION
        {
            LLVMSetLinkage(f, llvm_sys::LLVMLinkage::LLVMWeakODRLinkage);
        }
        f = LLVMGetNextFunction(f);
    }
}

/// Step 0 (SYCL device compiles): clang 19 emits constant `bitcast`s
/// between pointers of different address spaces (a function's address
/// taken in the generic address space: `bitcast (ptr @f to ptr
/// addrspace(4))`, in Intel's `runKernelWithArg` paths), which LLVM 19's
/// own reader rejects ("Invalid record" for bitcode, "invalid cast opcode"
/// for text), also without the plugin; such a module cannot be linked or
/// translated. Each becomes the `addrspacecast` it means, in instruction
/// operands and global initializers (one level of nesting: the casts are
/// direct operands where clang writes them).
unsafe fn repair_address_space_bitcasts(module: LLVMModuleRef) {
    let repaired = |v: LLVMValueRef| -> Option<LLVMValueRef> {
        if LLVMIsAConstantExpr(v).is_null() || LLVMGetConstOpcode(v) != llvm_sys::LLVMOpcode::LLVMBitCast {
            return None;
        }
        let source = LLVMGetOperand(v, 0);
        let (from, to) = (LLVMTypeOf(source), LLVMTypeOf(v));
        let pointer = llvm_sys::LLVMTypeKind::LLVMPointerTypeKind;
        (LLVMGetTypeKind(from) == pointer
            && LLVMGetTypeKind(to) == pointer
            && LLVMGetPointerAddressSpace(from) != LLVMGetPointerAddressSpace(to))
        .then(|| LLVMConstAddrSpaceCast(source, to))
    };
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        let mut block = LLVMGetFirstBasicBlock(f);
        while !block.is_null() {
            let mut inst = LLVMGetFirstInstruction(block);
            while !inst.is_null() {
                for i in 0..LLVMGetNumOperands(inst).max(0) as u32 {
                    if let Some(cast) = repaired(LLVMGetOperand(inst, i)) {
                        LLVMSetOperand(inst, i, cast);
                    }
                }
                inst = LLVMGetNextInstruction(inst);
            }
            block = LLVMGetNextBasicBlock(block);
        }
        f = LLVMGetNextFunction(f);
    }
    let mut g = LLVMGetFirstGlobal(module);
    while !g.is_null() {
        let init = LLVMGetInitializer(g);
        if !init.is_null() {
            if let Some(cast) = repaired(init) {
                LLVMSetInitializer(g, cast);
            }
        }
        g = LLVMGetNextGlobal(g);
    }
}

/// `!sycl_explicit_simd !{}` and the required sub-group size: the written
/// one if any, else 1 (ESIMD code runs one work-item per thread).
unsafe fn mark_explicit_simd(ctx: LLVMContextRef, f: LLVMValueRef, esimd_kind: u32, sub_group_kind: u32, written: Option<u32>) {
    ir::set_global_md(f, esimd_kind, ir::md_node(ctx, &mut []));
    let size = written.unwrap_or(1);
    ir::set_global_md(f, sub_group_kind, ir::md_i32_list(ctx, &[size as i32]));
}

/// Whether a definition directly calls a function that has metadata `kind`.
unsafe fn calls_function_with_md(f: LLVMValueRef, kind: u32) -> bool {
    crate::outline::direct_callees(f).into_iter().any(|callee| ir::has_md(callee, kind))
}

/// The functions of the `@llvm.global.annotations` entries whose string is
/// a function tag, by tag.
unsafe fn tagged_functions(module: LLVMModuleRef) -> HashMap<String, Vec<LLVMValueRef>> {
    let mut tagged: HashMap<String, Vec<LLVMValueRef>> = HashMap::new();
    let Some(global) = ir::named_global(module, "llvm.global.annotations") else { return tagged };
    let array = LLVMGetInitializer(global);
    if array.is_null() {
        return tagged;
    }
    for i in 0..LLVMGetNumOperands(array).max(0) as u32 {
        let entry = LLVMGetOperand(array, i);
        if entry.is_null() || LLVMGetNumOperands(entry) < 2 {
            continue;
        }
        let Some(text) = annotation_text(entry) else { continue };
        if !text.starts_with(FUNCTION_TAG_PREFIX) {
            continue;
        }
        let target = ir::strip_constant_casts(LLVMGetOperand(entry, 0));
        // A multiversioned function's entry names its ifunc.
        let functions = if !LLVMIsAGlobalIFunc(target).is_null() {
            ifunc_versions(target)
        } else if !LLVMIsAFunction(target).is_null() {
            vec![target]
        } else {
            Vec::new()
        };
        let list = tagged.entry(text).or_default();
        for f in functions {
            if !list.contains(&f) {
                list.push(f);
            }
        }
    }
    tagged
}

/// Reads the decorated classes' struct types off the marker global, then
/// deletes it.
unsafe fn lower_type_markers(module: LLVMModuleRef, facts: &FrontendFacts, services: &IrServices) -> DecoratedTypes {
    let markers = &facts.type_markers;
    let mut classes = Vec::with_capacity(markers.aspects.len());
    if markers.aspects.is_empty() {
        return classes;
    }
    let global = ir::named_global(module, &markers.global_name)
        .or_else(|| ir::named_global(module, &format!("\u{1}{}", markers.global_name)));
    let Some(global) = global else { return classes };
    // Element i of the marker's struct type is `[0 x %Ti]`.
    let marker_type = LLVMGlobalGetValueType(global);
    if LLVMGetTypeKind(marker_type) == llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
        let count = LLVMCountStructElementTypes(marker_type) as usize;
        for (i, aspects) in markers.aspects.iter().enumerate().take(count) {
            let element = LLVMStructGetTypeAtIndex(marker_type, i as u32);
            if LLVMGetTypeKind(element) == llvm_sys::LLVMTypeKind::LLVMArrayTypeKind {
                classes.push((LLVMGetElementType(element), aspects.clone()));
            }
        }
    }
    for used in ["llvm.used", "llvm.compiler.used"] {
        ir::filter_appending_array(module, used, services, |element| ir::strip_constant_casts(element) != global);
    }
    (services.erase_global_if_unused)(global);
    classes
}

/// Removes `llvm.global.annotations` entries whose annotation string starts
/// with [`ANNOTATION_PREFIX`], then the strings and argument structs only
/// those entries used.
unsafe fn remove_our_annotations(module: LLVMModuleRef, services: &IrServices) {
    let removed = ir::filter_appending_array(module, "llvm.global.annotations", services, |entry| {
        let Some(text) = annotation_text(entry) else { return true };
        !text.starts_with(ANNOTATION_PREFIX)
    });
    let mut candidates = Vec::new();
    for entry in removed {
        for i in 1..LLVMGetNumOperands(entry).max(0) as u32 {
            let op = ir::strip_constant_casts(LLVMGetOperand(entry, i));
            if !LLVMIsAGlobalVariable(op).is_null() && !candidates.contains(&op) {
                candidates.push(op);
            }
        }
    }
    for global in candidates {
        (services.erase_global_if_unused)(global);
    }
}

unsafe fn annotation_text(entry: LLVMValueRef) -> Option<String> {
    if LLVMGetNumOperands(entry) < 2 {
        return None;
    }
    ir::global_string(ir::strip_constant_casts(LLVMGetOperand(entry, 1)))
}
