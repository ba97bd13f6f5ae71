//! The IR side of the fixed-target checks (the design's
//! `-fsycl-fixed-targets`; the checks themselves, on the plain model, are
//! `sycl_aspects_analysis::fixed_target_checks`).
//!
//! Algorithm:
//!  1. Write `!sycl_fixed_targets` on every entry point: the option's list
//!     (target names as strings, DPC++'s device-type aspects as i32), or
//!     `!{}` where an entry point has none yet (`write_metadata`).
//!  2. Read what the checks need (`read_inputs`, while the pass reads the
//!     module): each entry point's `!sycl_fixed_targets` operands (when the
//!     option is not given), and the well-formed `!intel_reqd_sub_group_size`
//!     (not on ESIMD functions, marked `!sycl_explicit_simd`) and
//!     `!reqd_work_group_size` of the functions that may have targets;
//!     malformed sizes are reported (`check_size_metadata`).
//!  3. After the analysis, turn each finding into a warning with its
//!     locations and call chain (`warn`), then the problems of the
//!     entry points' lists and the aspects the table cannot check.

use crate::ir_scan::{function_location, operands_of, Problem};
use crate::messages;
use crate::module_state::{DiagnosticSink, ModuleState};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use sycl_aspects_analysis::fixed_target_checks::{FixedTargetChecks, Finding, FunctionTargetInputs};
use sycl_aspects_analysis::targets::FixedTarget;
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::targets::fixed_targets_metadata;
use sycl_aspects_metadata::{INTEL_REQD_SUB_GROUP_SIZE, REQD_WORK_GROUP_SIZE, SYCL_EXPLICIT_SIMD, SYCL_FIXED_TARGETS};

/// Writes `!sycl_fixed_targets` on every entry point (one node shared by
/// all): the option's list (`names` as given, resolved in `option`), or
/// (without the option) an empty list where the entry point has none yet.
/// Device types (`gpu`, ...) are written as the module's value of their
/// name (`aspect_values`: the module's `!sycl_aspects`, `None` when it has
/// none); one the module cannot number is left out and reported. Returns
/// whether anything was written.
///
/// # Safety
/// `functions` must be valid functions of one module.
pub unsafe fn write_metadata(
    ctx: LLVMContextRef,
    functions: &[LLVMValueRef],
    entry_points: &[bool],
    names: &[String],
    option: &[FixedTarget],
    aspect_values: Option<&FxHashMap<String, i32>>,
    sink: &mut dyn DiagnosticSink,
) -> bool {
    let kind = ir::md_kind(ctx, SYCL_FIXED_TARGETS);
    // DPC++'s list: the names in the order given, duplicates kept (the
    // checks count a target once).
    let given = names.iter().filter_map(|name| option.iter().find(|t| t.name() == name));
    let aspect_value = |name: &str| aspect_values.and_then(|values| values.get(name)).copied();
    let (md, unnumbered) = fixed_targets_metadata(ctx, given, aspect_value);
    for name in unnumbered {
        sink.warning(
            None,
            &format!(
                "sycl-propagate-aspects-usage: fixed target '{name}' is a device type, but the module's !sycl_aspects has no aspect of that name to number it; it is left out of !sycl_fixed_targets"
            ),
        );
    }
    let mut written = false;
    for (&f, &entry) in functions.iter().zip(entry_points) {
        if !entry {
            continue;
        }
        if option.is_empty() && ir::global_mds(f, [kind])[0].is_some() {
            continue;
        }
        ir::set_global_md(f, kind, md);
        written = true;
    }
    written
}

/// Integer operands of a function's metadata `kind`, if present and well
/// formed (already reported by `check_size_metadata` otherwise).
unsafe fn sizes(f: LLVMValueRef, kind: u32, max_len: usize, max: i64) -> Option<Vec<u64>> {
    read_sizes(f, kind, max_len, max).ok().flatten()
}

/// The largest `!reqd_work_group_size` operand: DPC++ takes work-group
/// sizes up to 64 bits (`reqd_work_group_size_uint64_t`), any integer
/// width; read as a signed constant, so up to i64::MAX.
const MAX_WORK_GROUP_SIZE: i64 = i64::MAX;
/// The largest `!intel_reqd_sub_group_size` operand (an i32 in DPC++).
const MAX_SUB_GROUP_SIZE: i64 = i32::MAX as i64;

/// A function's `!reqd_work_group_size` (1-3 operands) or
/// `!intel_reqd_sub_group_size` (1 operand): `Ok(None)` when absent, `Err`
/// with what is wrong when malformed (each operand a positive integer of
/// at most `max`, read at full width).
unsafe fn read_sizes(f: LLVMValueRef, kind: u32, max_len: usize, max: i64) -> Result<Option<Vec<u64>>, String> {
    let Some(md) = ir::global_mds(f, [kind])[0] else { return Ok(None) };
    let node = LLVMMetadataAsValue(LLVMGetModuleContext(LLVMGetGlobalParent(f)), md);
    if LLVMIsAMDNode(node).is_null() {
        return Err("not a metadata node".into());
    }
    let ops = ir::node_operands(node);
    if ops.is_empty() || ops.len() > max_len {
        let expected = if max_len == 1 { "1 operand".to_owned() } else { format!("1 to {max_len} operands") };
        return Err(format!("{} operands, expected {expected}", ops.len()));
    }
    let mut values = Vec::with_capacity(ops.len());
    for (i, op) in ops.into_iter().enumerate() {
        if op.is_null() || LLVMIsAConstantInt(op).is_null() {
            return Err(format!("operand {i} is not an integer constant"));
        }
        match ir::const_int_i64(op) {
            Ok(v) if v > 0 && v <= max => values.push(v as u64),
            Ok(v) if max == MAX_SUB_GROUP_SIZE => return Err(format!("operand {i}: {v} is not a positive i32 size")),
            Ok(v) => return Err(format!("operand {i}: {v} is not a positive size")),
            Err(written) if max == MAX_SUB_GROUP_SIZE => return Err(format!("operand {i}: value {written} does not fit in i32")),
            Err(written) => return Err(format!("operand {i}: value {written} does not fit in i64")),
        }
    }
    Ok(Some(values))
}

const MAX_WORK_GROUP_DIMS: usize = 3;

/// Reports every malformed `!reqd_work_group_size` and
/// `!intel_reqd_sub_group_size` with the "ignoring malformed" warning the
/// other kinds get (they are then ignored by the size checks). Only the
/// functions `may_have_sizes` says may have such metadata are read.
///
/// # Safety
/// `functions` must be valid functions of a module in context `ctx`.
pub unsafe fn check_size_metadata(
    ctx: LLVMContextRef,
    functions: &[LLVMValueRef],
    name: impl Fn(usize) -> String,
    may_have_sizes: impl Fn(usize) -> bool,
    problems: &mut Vec<Problem>,
) {
    let kinds = [
        (ir::md_kind(ctx, REQD_WORK_GROUP_SIZE), REQD_WORK_GROUP_SIZE, MAX_WORK_GROUP_DIMS, MAX_WORK_GROUP_SIZE),
        (ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE), INTEL_REQD_SUB_GROUP_SIZE, 1, MAX_SUB_GROUP_SIZE),
    ];
    for (i, &f) in functions.iter().enumerate() {
        if !may_have_sizes(i) {
            continue;
        }
        for &(kind, metadata, max_len, max) in &kinds {
            if let Err(detail) = read_sizes(f, kind, max_len, max) {
                problems.push(Problem { function: Some(name(i)), metadata, detail });
            }
        }
    }
}

/// Step 2: the inputs of the checks. `option_targets` says whether the
/// option names table targets (then every function is checked against
/// them; else entry points against their own lists).
///
/// # Safety
/// `functions` must be valid functions of a module in context `ctx`.
pub unsafe fn read_inputs(
    ctx: LLVMContextRef,
    functions: &[LLVMValueRef],
    entry_points: &[bool],
    option_given: bool,
    option_targets: bool,
) -> Vec<FunctionTargetInputs> {
    let fixed_kind = ir::md_kind(ctx, SYCL_FIXED_TARGETS);
    let sub_group_kind = ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE);
    let work_group_kind = ir::md_kind(ctx, REQD_WORK_GROUP_SIZE);
    let esimd_kind = ir::md_kind(ctx, SYCL_EXPLICIT_SIMD);
    let mut inputs = Vec::new();
    for (v, &f) in functions.iter().enumerate() {
        let mut input = FunctionTargetInputs { function: v as u32, ..Default::default() };
        if option_given {
            if !option_targets {
                continue;
            }
        } else {
            if !entry_points[v] {
                continue;
            }
            let Some(md) = ir::global_mds(f, [fixed_kind])[0] else { continue };
            input.fixed_targets = operands_of(LLVMMetadataAsValue(ctx, md));
            if input.fixed_targets.is_empty() {
                continue;
            }
        }
        // ESIMD code's sub-group size 1 is not checked against targets.
        if !ir::has_md(f, esimd_kind) {
            if let Some(&[size]) = sizes(f, sub_group_kind, 1, MAX_SUB_GROUP_SIZE).as_deref() {
                input.sub_group_size = Some(size as u32); // at most i32::MAX
            }
        }
        input.work_group_size = sizes(f, work_group_kind, MAX_WORK_GROUP_DIMS, MAX_WORK_GROUP_SIZE);
        inputs.push(input);
    }
    inputs
}

/// Step 3: the warnings of the checks, in order.
///
/// # Safety
/// The state's functions must be valid.
pub unsafe fn warn(state: &mut ModuleState, checks: &FixedTargetChecks, sink: &mut dyn DiagnosticSink) {
    for finding in &checks.findings {
        match finding {
            Finding::Use { function, aspect, lacking } => {
                let (v, aspect) = (*function, *aspect);
                let chain = state.chain(v, aspect);
                let (links, links_missing) = state.chain_links(&chain);
                let last = chain.last().map_or(v, |c| c.0);
                let origin = state.origin_location(last, aspect);
                let (location, in_header) = state.use_location(v, origin, chain.iter().filter_map(|&(_, site)| site));
                let lacking: Vec<&str> = lacking.iter().map(String::as_str).collect();
                let aspect_name = state.aspects.aspect_name(state.numbering.value(aspect));
                let text = messages::fixed_target_use(
                    state.name(v as usize),
                    &aspect_name,
                    &lacking,
                    &links,
                    state.suggest_g(links_missing || location.is_none()),
                );
                sink.warning(location.as_ref(), &text);
                if let Some(header) = in_header.filter(|_| sink.attaches_notes()) {
                    sink.note(Some(&header), &messages::aspect_used_here(&aspect_name));
                }
            }
            Finding::Declared { function, aspect, lacking } => {
                let lacking: Vec<&str> = lacking.iter().map(String::as_str).collect();
                let text = messages::fixed_target_declared(
                    state.name(*function as usize),
                    &state.aspects.aspect_name(state.numbering.value(*aspect)),
                    &lacking,
                );
                sink.warning(state.origin_location(*function, *aspect).as_ref(), &text);
            }
            Finding::SubGroup { function, size, target, sizes } => {
                let text = messages::fixed_target_sub_group(state.name(*function as usize), *size, target, sizes);
                sink.warning(size_location(state, *function as usize).as_ref(), &text);
            }
            Finding::WorkGroup { function, dims, target, limit } => {
                let text = messages::fixed_target_work_group(state.name(*function as usize), dims, target, *limit);
                sink.warning(size_location(state, *function as usize).as_ref(), &text);
            }
        }
    }
    for (v, detail) in &checks.problems {
        let problem = Problem { function: Some(state.name(*v as usize).to_owned()), metadata: SYCL_FIXED_TARGETS, detail: detail.clone() };
        sink.warning(None, &problem.message());
    }
    for text in &checks.unchecked {
        sink.warning(None, text);
    }
}

/// Where a size warning points: the function's debug location, else
/// (inside clang) its definition in the AST.
unsafe fn size_location(state: &ModuleState, v: usize) -> Option<crate::ir_scan::SourceLocation> {
    function_location(state.functions[v]).or_else(|| state.function_ast_location(v))
}
