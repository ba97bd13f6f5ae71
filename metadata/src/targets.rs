//! Writing `!sycl_fixed_targets` from the core's resolved targets.

use crate::ir;
use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef};
use sycl_aspects_analysis::targets::FixedTarget;

/// `!sycl_fixed_targets` for `targets`: table targets as strings (the
/// design's form), device types as their `i32` aspect value (DPC++'s).
///
/// # Safety
/// `ctx` must be a valid context.
pub unsafe fn fixed_targets_metadata(ctx: LLVMContextRef, targets: &[FixedTarget]) -> LLVMMetadataRef {
    let mut ops: Vec<LLVMMetadataRef> = targets
        .iter()
        .map(|t| match t {
            FixedTarget::Device(target) => ir::md_string(ctx, &target.name),
            FixedTarget::DeviceType { aspect, .. } => ir::md_i32(ctx, *aspect as i32),
        })
        .collect();
    ir::md_node(ctx, &mut ops)
}
