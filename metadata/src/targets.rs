//! Writing `!sycl_fixed_targets` from the core's resolved targets.

use crate::ir;
use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef};
use sycl_aspects_analysis::targets::FixedTarget;

/// `!sycl_fixed_targets` for `targets`: table targets as strings (the
/// design's form), device types as their `i32` aspect value (DPC++'s) in the
/// module's own enum numbering, `aspect_value(name)`. A device type the
/// module's enum cannot number is left out and returned, for the caller to
/// report: never written with another enum's number.
///
/// # Safety
/// `ctx` must be a valid context.
pub unsafe fn fixed_targets_metadata<'t>(
    ctx: LLVMContextRef,
    targets: impl IntoIterator<Item = &'t FixedTarget>,
    aspect_value: impl Fn(&str) -> Option<i32>,
) -> (LLVMMetadataRef, Vec<&'t str>) {
    let mut unnumbered = Vec::new();
    let mut ops: Vec<LLVMMetadataRef> = Vec::new();
    for t in targets {
        match t {
            FixedTarget::Device(target) => ops.push(ir::md_string(ctx, &target.name)),
            FixedTarget::DeviceType { name, .. } => match aspect_value(name) {
                Some(value) => ops.push(ir::md_i32(ctx, value)),
                None => unnumbered.push(name.as_str()),
            },
        }
    }
    (ir::md_node(ctx, &mut ops), unnumbered)
}
