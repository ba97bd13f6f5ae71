//! Checks of device code against the fixed targets (the design's
//! `-fsycl-fixed-targets`): the user asserts the code runs only on those
//! devices, so anything one of them lacks is worth a warning.
//!
//! Algorithm (after propagation):
//!  1. Each entry point's fixed targets: the pass option's list if given
//!     (also written as its `!sycl_fixed_targets`: target names as strings,
//!     DPC++'s device-type aspects as i32), else the list its
//!     `!sycl_fixed_targets` already holds. Other functions are checked
//!     against the option's list only. Only targets of the device table are
//!     checked; an aspect counts as missing when the target's support is
//!     `No` (not listed, and `may_support_other_aspects` false).
//!  2. Uses: for each entry point and each aspect it uses but does not
//!     declare (excluded aspects removed), one warning naming every target
//!     that lacks it, with the shortest call chain to the use.
//!  3. Declarations: for each function with `device_has`, one warning per
//!     declared aspect some target lacks.
//!  Aspects are compared by name: a module aspect value is translated to
//!  its name through the module's `!sycl_aspects` (the only source of
//!  aspect numbers), then to the device table's value by that name. An
//!  aspect the table does not know (or a value `!sycl_aspects` does not
//!  name) is not checked and is reported once; a table aspect the module
//!  does not have is never looked at. Device types written to
//!  `!sycl_fixed_targets` get the module's value of their name.
//!  4. Sizes: `!intel_reqd_sub_group_size` not among a target's sub-group
//!     sizes (when the table lists any; not on ESIMD functions, marked
//!     `!sycl_explicit_simd`, whose size 1 is no device requirement: DPC++'s
//!     runtime skips the check for ESIMD images); `!reqd_work_group_size` whose
//!     work-item count exceeds the target's `max-work-group-size` (when
//!     known).

use crate::aspect_set::AspectSet;
use crate::ir_scan::{function_location, md_string, Problem};
use crate::messages;
use crate::module_state::{DiagnosticSink, ModuleState};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use sycl_aspects_analysis::targets::{FixedTarget, TargetSetup};
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::targets::fixed_targets_metadata;
use sycl_aspects_metadata::{INTEL_REQD_SUB_GROUP_SIZE, REQD_WORK_GROUP_SIZE, SYCL_EXPLICIT_SIMD, SYCL_FIXED_TARGETS};
use sycl_device_config::{aspect_registry, Support, Target};

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

/// Reads an entry point's `!sycl_fixed_targets`: strings name table
/// targets, integers are DPC++'s device-type aspects (not checked), which
/// must be values the module's `!sycl_aspects` names.
unsafe fn read_metadata(
    f: LLVMValueRef,
    name: &str,
    setup: &TargetSetup,
    aspect_names: &FxHashMap<i32, String>,
    problems: &mut Vec<Problem>,
) -> Vec<Target> {
    let kind = ir::md_kind(LLVMGetModuleContext(LLVMGetGlobalParent(f)), SYCL_FIXED_TARGETS);
    let Some(md) = ir::global_mds(f, [kind])[0] else { return Vec::new() };
    let node = LLVMMetadataAsValue(LLVMGetModuleContext(LLVMGetGlobalParent(f)), md);
    let mut problem = |detail: String| {
        problems.push(Problem { function: Some(name.to_owned()), metadata: SYCL_FIXED_TARGETS, detail })
    };
    let mut targets = Vec::new();
    for (i, op) in ir::node_operands(node).into_iter().enumerate() {
        if let Some(target_name) = md_string(op) {
            match setup.table.get(&target_name) {
                Some(t) => targets.push(t.clone()),
                None => problem(format!("unknown target '{target_name}' (not checked)")),
            }
        } else if op.is_null() || LLVMIsAConstantInt(op).is_null() {
            problem(format!("operand {i} is neither a target name nor an aspect value"));
        } else {
            match ir::const_int_i64(op) {
                Err(written) => problem(format!("operand {i}: value {written} does not fit in i32")),
                Ok(value) if i32::try_from(value).ok().and_then(|v| aspect_names.get(&v)).is_none() => {
                    problem(format!("operand {i}: {value} is not an aspect value of !sycl_aspects"))
                }
                Ok(_) => {}
            }
        }
    }
    targets
}

/// Integer operands of a function's metadata `kind`, if present and well
/// formed (already reported by `check_size_metadata` otherwise).
unsafe fn sizes(f: LLVMValueRef, kind: u32, max_len: usize) -> Option<Vec<u32>> {
    read_sizes(f, kind, max_len).ok().flatten()
}

/// A function's `!reqd_work_group_size` (1-3 operands) or
/// `!intel_reqd_sub_group_size` (1 operand): `Ok(None)` when absent, `Err`
/// with what is wrong when malformed (each operand a positive integer that
/// fits in i32, read at full width).
unsafe fn read_sizes(f: LLVMValueRef, kind: u32, max_len: usize) -> Result<Option<Vec<u32>>, String> {
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
            Ok(v) if v > 0 && v <= i64::from(i32::MAX) => values.push(v as u32),
            Ok(v) => return Err(format!("operand {i}: {v} is not a positive i32 size")),
            Err(written) => return Err(format!("operand {i}: value {written} does not fit in i32")),
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
        (ir::md_kind(ctx, REQD_WORK_GROUP_SIZE), REQD_WORK_GROUP_SIZE, MAX_WORK_GROUP_DIMS),
        (ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE), INTEL_REQD_SUB_GROUP_SIZE, 1),
    ];
    for (i, &f) in functions.iter().enumerate() {
        if !may_have_sizes(i) {
            continue;
        }
        for &(kind, metadata, max_len) in &kinds {
            if let Err(detail) = read_sizes(f, kind, max_len) {
                problems.push(Problem { function: Some(name(i)), metadata, detail });
            }
        }
    }
}

impl ModuleState {
    /// Steps 2-4 of the module comment.
    ///
    /// # Safety
    /// The state's functions must be valid.
    pub unsafe fn warn_fixed_target_conflicts(
        &mut self,
        ctx: LLVMContextRef,
        setup: &TargetSetup,
        excluded: &AspectSet,
        sink: &mut dyn DiagnosticSink,
    ) {
        let option: Vec<Target> = setup
            .fixed
            .iter()
            .filter_map(|t| match t {
                FixedTarget::Device(target) => Some(target.clone()),
                FixedTarget::DeviceType { .. } => None,
            })
            .collect();
        let mut problems = Vec::new();
        let sub_group_kind = ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE);
        let work_group_kind = ir::md_kind(ctx, REQD_WORK_GROUP_SIZE);
        let esimd_kind = ir::md_kind(ctx, SYCL_EXPLICIT_SIMD);
        for v in 0..self.functions.len() {
            let f = self.functions[v];
            let entry = self.entry_points[v];
            let from_metadata;
            let targets: &[Target] = if !setup.fixed.is_empty() {
                &option
            } else if entry {
                from_metadata = read_metadata(f, self.name(v), setup, &self.aspects.names, &mut problems);
                &from_metadata
            } else {
                &[]
            };
            if targets.is_empty() {
                continue;
            }
            let mut declared = self.scans.get(v).declared.clone().unwrap_or_default();
            if entry {
                let mut used = self.used(v).clone();
                used.remove_all(&declared);
                used.remove_all(excluded);
                self.warn_uses(v, &used, targets, sink);
            }
            declared.remove_all(excluded);
            self.warn_declarations(v, &declared, targets, sink);
            // ESIMD code's sub-group size 1 is not checked against targets.
            let sub_group_kind = if ir::has_md(f, esimd_kind) { None } else { Some(sub_group_kind) };
            self.warn_sizes(v, sub_group_kind, work_group_kind, targets, sink);
        }
        for p in &problems {
            sink.warning(None, &p.message());
        }
        let mut unknown: Vec<usize> = std::mem::take(&mut self.unchecked_aspects).into_iter().collect();
        unknown.sort_by_key(|&a| self.numbering.value(a));
        for aspect in unknown {
            let value = self.numbering.value(aspect);
            let text = match self.aspects.names.get(&value) {
                Some(name) => format!(
                    "sycl-propagate-aspects-usage: aspect '{}' (value {value} in !sycl_aspects) is not in the device table; the fixed targets are not checked for it",
                    crate::messages::shown(name)
                ),
                None => format!(
                    "sycl-propagate-aspects-usage: aspect value {value} is not named in !sycl_aspects; the fixed targets are not checked for it"
                ),
            };
            sink.warning(None, &text);
        }
    }

    /// Names of the targets lacking `aspect` (index into the numbering),
    /// compared by name with the table; an aspect the table cannot be asked
    /// about is remembered (reported once) and lacks nowhere.
    fn lacking<'t>(&mut self, aspect: usize, targets: &'t [Target]) -> Vec<&'t str> {
        let value = self.numbering.value(aspect);
        let table_value = self.aspects.names.get(&value).and_then(|name| aspect_registry().by_name(name)).map(|a| a.value);
        let Some(table_value) = table_value else {
            self.unchecked_aspects.insert(aspect);
            return Vec::new();
        };
        targets.iter().filter(|t| t.supports(table_value) == Support::No).map(|t| t.name.as_str()).collect()
    }

    fn sorted(&self, set: &AspectSet) -> Vec<usize> {
        let mut aspects: Vec<usize> = set.iter().collect();
        aspects.sort_by_key(|&a| self.numbering.value(a));
        aspects
    }

    unsafe fn warn_uses(&mut self, v: usize, used: &AspectSet, targets: &[Target], sink: &mut dyn DiagnosticSink) {
        for aspect in self.sorted(used) {
            let lacking = self.lacking(aspect, targets);
            if lacking.is_empty() {
                continue;
            }
            let chain = self.chain(v as u32, aspect);
            let (links, links_missing) = self.chain_links(&chain);
            let last = chain.last().map_or(v as u32, |c| c.0);
            let location = self.origin_location(last, aspect);
            let text = messages::fixed_target_use(
                self.name(v),
                &self.aspects.aspect_name(self.numbering.value(aspect)),
                &lacking,
                &links,
                self.suggest_g(links_missing || location.is_none()),
            );
            sink.warning(location.as_ref(), &text);
        }
    }

    unsafe fn warn_declarations(&mut self, v: usize, declared: &AspectSet, targets: &[Target], sink: &mut dyn DiagnosticSink) {
        for aspect in self.sorted(declared) {
            let lacking = self.lacking(aspect, targets);
            if lacking.is_empty() {
                continue;
            }
            let text = messages::fixed_target_declared(
                self.name(v),
                &self.aspects.aspect_name(self.numbering.value(aspect)),
                &lacking,
            );
            sink.warning(self.origin_location(v as u32, aspect).as_ref(), &text);
        }
    }

    unsafe fn warn_sizes(
        &self,
        v: usize,
        sub_group_kind: Option<u32>,
        work_group_kind: u32,
        targets: &[Target],
        sink: &mut dyn DiagnosticSink,
    ) {
        let f = self.functions[v];
        let location = || function_location(f).or_else(|| self.function_ast_location(v));
        if let Some(&[size]) = sub_group_kind.and_then(|kind| sizes(f, kind, 1)).as_deref() {
            for t in targets.iter().filter(|t| !t.sub_group_sizes.is_empty() && !t.sub_group_sizes.contains(&size)) {
                let text = messages::fixed_target_sub_group(self.name(v), size, &t.name, &t.sub_group_sizes);
                sink.warning(location().as_ref(), &text);
            }
        }
        if let Some(reversed) = sizes(f, work_group_kind, MAX_WORK_GROUP_DIMS) {
            // The metadata holds the dimensions in reverse (DPC++'s form).
            let dims: Vec<u32> = reversed.iter().rev().copied().collect();
            // u128: three u32 factors cannot overflow it (in u64,
            // 4194304 x 2097152 x 2097152 wrapped to 0 and hid the excess).
            let total: u128 = dims.iter().fold(1u128, |total, &d| total.saturating_mul(u128::from(d)));
            for t in targets {
                let Some(limit) = t.max_work_group_size.filter(|&l| total > u128::from(l)) else { continue };
                let text = messages::fixed_target_work_group(self.name(v), &dims, &t.name, limit);
                sink.warning(location().as_ref(), &text);
            }
        }
    }
}
