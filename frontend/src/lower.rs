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
//!    each function (definition or declaration) by mangled name;
//! 4. `"sycl-module-id"` and `!sycl_fixed_targets` on `SYCL_EXTERNAL`
//!    definitions (entry points; the pass writes the same list, but it does
//!    not run with `-disable-llvm-passes`);
//! 5. delete the `llvm.global.annotations` entries (and their now unused
//!    strings) that carried the attribute arguments through clang.
//!
//! Only types the module still references after step 2 are listed in
//! `!sycl_types_that_use_aspects`: those are the types codegen converted
//! for the program itself, not just for our markers.

use crate::facts::{FrontendFacts, ANNOTATION_PREFIX};
use crate::targets::{fixed_targets_metadata, FixedTarget};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::collections::HashSet;
use sycl_aspects_metadata::ir::{self, IrServices};
use sycl_aspects_metadata::{
    INTEL_REQD_SUB_GROUP_SIZE, MODULE_ID_ATTRIBUTE, REQD_WORK_GROUP_SIZE, SYCL_ASPECTS, SYCL_DECLARED_ASPECTS,
    SYCL_FIXED_TARGETS, SYCL_TYPES_THAT_USE_ASPECTS, SYCL_USED_ASPECTS,
};

/// Writes `facts` into `module`. Safe to call with empty facts (no change).
///
/// # Safety
/// `module` must be a valid module handle.
pub unsafe fn lower_into_module(
    module: LLVMModuleRef,
    facts: &FrontendFacts,
    fixed_targets: &[FixedTarget],
    services: &IrServices,
) {
    let ctx = LLVMGetModuleContext(module);
    if let Some(aspect_enum) = &facts.aspect_enum {
        for (name, value) in &aspect_enum.enumerators {
            let node = ir::md_named_i32_list(ctx, name, &[*value as i32]);
            ir::add_named_operand(module, SYCL_ASPECTS, node);
        }
    }

    lower_type_markers(module, facts, services);

    let declared_kind = ir::md_kind(ctx, SYCL_DECLARED_ASPECTS);
    let used_kind = ir::md_kind(ctx, SYCL_USED_ASPECTS);
    let work_group_kind = ir::md_kind(ctx, REQD_WORK_GROUP_SIZE);
    let sub_group_kind = ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE);
    for function in &facts.functions {
        let Some(f) = ir::named_function(module, &function.mangled_name) else { continue };
        if let Some(declared) = &function.declared {
            ir::set_global_md(f, declared_kind, ir::md_i32_list(ctx, declared));
        }
        if let Some(used) = &function.used {
            ir::set_global_md(f, used_kind, ir::md_i32_list(ctx, used));
        }
        if let Some(sizes) = &function.reqd_work_group_size {
            // SYCL's last dimension varies fastest, like OpenCL's x: DPC++
            // writes the dimensions in reverse.
            let reversed: Vec<i32> = sizes.iter().rev().map(|&s| s as i32).collect();
            ir::set_global_md(f, work_group_kind, ir::md_i32_list(ctx, &reversed));
        }
        if let Some(size) = function.reqd_sub_group_size {
            ir::set_global_md(f, sub_group_kind, ir::md_i32_list(ctx, &[size as i32]));
        }
    }

    let fixed_kind = ir::md_kind(ctx, SYCL_FIXED_TARGETS);
    for name in &facts.entry_points {
        let Some(f) = ir::named_function(module, name) else { continue };
        if LLVMIsDeclaration(f) == 0 {
            ir::add_string_attribute(f, MODULE_ID_ATTRIBUTE, &facts.module_id);
            ir::set_global_md(f, fixed_kind, fixed_targets_metadata(ctx, fixed_targets));
        }
    }

    if facts.annotations_added {
        remove_our_annotations(module, services);
    }
}

unsafe fn lower_type_markers(module: LLVMModuleRef, facts: &FrontendFacts, services: &IrServices) {
    let ctx = LLVMGetModuleContext(module);
    let markers = &facts.type_markers;
    if markers.aspects.is_empty() {
        return;
    }
    let global = ir::named_global(module, &markers.global_name)
        .or_else(|| ir::named_global(module, &format!("\u{1}{}", markers.global_name)));
    let Some(global) = global else { return };
    // Element i of the marker's struct type is `[0 x %Ti]`.
    let marker_type = LLVMGlobalGetValueType(global);
    let mut classes = Vec::with_capacity(markers.aspects.len());
    if LLVMGetTypeKind(marker_type) == llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
        let count = LLVMCountStructElementTypes(marker_type) as usize;
        for (i, aspects) in markers.aspects.iter().enumerate().take(count) {
            let element = LLVMStructGetTypeAtIndex(marker_type, i as u32);
            if LLVMGetTypeKind(element) == llvm_sys::LLVMTypeKind::LLVMArrayTypeKind {
                classes.push((LLVMGetElementType(element), aspects));
            }
        }
    }
    for used in ["llvm.used", "llvm.compiler.used"] {
        ir::filter_appending_array(module, used, services, |element| ir::strip_constant_casts(element) != global);
    }
    (services.erase_global_if_unused)(global);
    let wanted: HashSet<LLVMTypeRef> = classes.iter().map(|c| c.0).collect();
    let referenced = crate::type_refs::referenced_struct_types(module, &wanted);
    for (class, aspects) in classes {
        if !referenced.contains(&class) {
            continue;
        }
        if let Some(name) = ir::struct_name_of(class) {
            ir::add_named_operand(module, SYCL_TYPES_THAT_USE_ASPECTS, ir::md_named_i32_list(ctx, &name, aspects));
        }
    }
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
