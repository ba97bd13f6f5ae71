//! Checks of device code against the fixed targets (the design's
//! `-fsycl-fixed-targets`), on the pass's plain model: the user asserts the
//! code runs only on those devices, so anything one of them lacks is worth
//! a warning. The pass reads the inputs below from IR (pass/src/reader.rs)
//! and turns each [`Finding`] into a warning with its locations
//! (pass/src/diagnostics.rs).
//!
//! Algorithm (after propagation):
//!  1. Each entry point's fixed targets: the pass option's list if given,
//!     else the list its `!sycl_fixed_targets` already holds (strings name
//!     table targets, integers are DPC++'s device-type aspects, not
//!     checked). Other functions are checked against the option's list
//!     only. Only targets of the device table are checked; an aspect counts
//!     as missing when the target's support is `No` (not listed, and
//!     `may_support_other_aspects` false).
//!  2. Uses: for each entry point and each aspect it uses but does not
//!     declare (excluded aspects removed), one finding naming every target
//!     that lacks it.
//!  3. Declarations: for each function with `device_has`, one finding per
//!     declared aspect some target lacks.
//!  Aspects are compared by name: a module aspect value is translated to
//!  its name through the module's `!sycl_aspects` (the only source of
//!  aspect numbers), then to the device table's value by that name. An
//!  aspect the table does not know (or a value `!sycl_aspects` does not
//!  name) is not checked and is reported once; a table aspect the module
//!  does not have is never looked at.
//!  4. Sizes: `!intel_reqd_sub_group_size` not among a target's sub-group
//!     sizes (when the table lists any; the reader leaves ESIMD functions'
//!     size out, as DPC++'s runtime skips the check for ESIMD images);
//!     `!reqd_work_group_size` whose work-item count exceeds the target's
//!     `max-work-group-size` (when known).

use crate::aspect_set::AspectSet;
use crate::messages;
use crate::module_metadata::Operand;
use crate::pass_model::ModuleModel;
use crate::propagation::Propagation;
use crate::targets::{FixedTarget, TargetSetup};
use rustc_hash::FxHashSet;
use sycl_device_config::{aspect_registry, Support, Target};

/// What the reader read of one function for the checks: only functions
/// that may have targets (every function when the option is given, else
/// the entry points with `!sycl_fixed_targets`).
#[derive(Clone, Debug, Default)]
pub struct FunctionTargetInputs {
    pub function: u32,
    /// The operands of its `!sycl_fixed_targets` (entry points, when the
    /// option is not given).
    pub fixed_targets: Vec<Operand>,
    /// Its well-formed `!intel_reqd_sub_group_size` (none on ESIMD
    /// functions) and `!reqd_work_group_size` (dimensions as written:
    /// reversed, DPC++'s form). Malformed ones were reported when read.
    pub sub_group_size: Option<u32>,
    pub work_group_size: Option<Vec<u64>>,
}

/// One warning to give, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// Entry point `function` uses `aspect` (index into the numbering),
    /// which these targets lack (step 2).
    Use { function: u32, aspect: usize, lacking: Vec<String> },
    /// `function` declares `aspect`, which these targets lack (step 3).
    Declared { function: u32, aspect: usize, lacking: Vec<String> },
    /// Its sub-group size is not one of the target's (step 4).
    SubGroup { function: u32, size: u32, target: String, sizes: Vec<u32> },
    /// Its work-group size (dimensions in source order) exceeds the target's.
    WorkGroup { function: u32, dims: Vec<u64>, target: String, limit: u32 },
}

/// The checks' results: findings in order; problems of the entry points'
/// `!sycl_fixed_targets` (function, what is wrong), reported after them;
/// then the warnings about aspects that could not be checked.
#[derive(Debug, Default)]
pub struct FixedTargetChecks {
    pub findings: Vec<Finding>,
    pub problems: Vec<(u32, String)>,
    pub unchecked: Vec<String>,
}

/// Steps 1-4 of the module comment.
pub fn check(model: &ModuleModel, result: &Propagation, setup: &TargetSetup) -> FixedTargetChecks {
    let option: Vec<Target> = setup
        .fixed
        .iter()
        .filter_map(|t| match t {
            FixedTarget::Device(target) => Some(target.clone()),
            FixedTarget::DeviceType { .. } => None,
        })
        .collect();
    let mut out = FixedTargetChecks::default();
    let mut unchecked: FxHashSet<usize> = FxHashSet::default();
    // Names of the targets lacking `aspect`, compared by name with the
    // table; an aspect the table cannot be asked about is remembered
    // (reported once) and lacks nowhere.
    let mut lacking = |aspect: usize, targets: &[Target]| -> Vec<String> {
        let value = model.numbering.value(aspect);
        let table_value = model.aspect_names.get(&value).and_then(|name| aspect_registry().by_name(name)).map(|a| a.value);
        let Some(table_value) = table_value else {
            unchecked.insert(aspect);
            return Vec::new();
        };
        targets.iter().filter(|t| t.supports(table_value) == Support::No).map(|t| t.name.clone()).collect()
    };
    let sorted = |set: &AspectSet| {
        let mut aspects: Vec<usize> = set.iter().collect();
        aspects.sort_by_key(|&a| model.numbering.value(a));
        aspects
    };
    for input in &model.target_inputs {
        let v = input.function as usize;
        let entry = model.entry_points[v];
        let from_metadata;
        let targets: &[Target] = if !setup.fixed.is_empty() {
            &option
        } else if entry {
            from_metadata = targets_of_metadata(input, setup, model, &mut out.problems);
            &from_metadata
        } else {
            &[]
        };
        if targets.is_empty() {
            continue;
        }
        let mut declared = model.scans.get(v).declared.clone().unwrap_or_default();
        if entry {
            let mut used = result.used(v).clone();
            used.remove_all(&declared);
            used.remove_all(&result.excluded);
            for aspect in sorted(&used) {
                let lacking = lacking(aspect, targets);
                if !lacking.is_empty() {
                    out.findings.push(Finding::Use { function: v as u32, aspect, lacking });
                }
            }
        }
        declared.remove_all(&result.excluded);
        for aspect in sorted(&declared) {
            let lacking = lacking(aspect, targets);
            if !lacking.is_empty() {
                out.findings.push(Finding::Declared { function: v as u32, aspect, lacking });
            }
        }
        if let Some(size) = input.sub_group_size {
            for t in targets.iter().filter(|t| !t.sub_group_sizes.is_empty() && !t.sub_group_sizes.contains(&size)) {
                out.findings.push(Finding::SubGroup {
                    function: v as u32,
                    size,
                    target: t.name.clone(),
                    sizes: t.sub_group_sizes.clone(),
                });
            }
        }
        if let Some(reversed) = &input.work_group_size {
            // The metadata holds the dimensions in reverse (DPC++'s form).
            let dims: Vec<u64> = reversed.iter().rev().copied().collect();
            // u128 (in u64, 4194304 x 2097152 x 2097152 wrapped to 0 and
            // hid the excess); saturating: three 63-bit factors can exceed
            // even u128, and any such total is over every limit.
            let total: u128 = dims.iter().fold(1u128, |total, &d| total.saturating_mul(u128::from(d)));
            for t in targets {
                let Some(limit) = t.max_work_group_size.filter(|&l| total > u128::from(l)) else { continue };
                out.findings.push(Finding::WorkGroup { function: v as u32, dims: dims.clone(), target: t.name.clone(), limit });
            }
        }
    }
    let mut unknown: Vec<usize> = unchecked.into_iter().collect();
    unknown.sort_by_key(|&a| model.numbering.value(a));
    for aspect in unknown {
        let value = model.numbering.value(aspect);
        out.unchecked.push(match model.aspect_names.get(&value) {
            Some(name) => format!(
                "sycl-propagate-aspects-usage: aspect '{}' (value {value} in !sycl_aspects) is not in the device table; the fixed targets are not checked for it",
                messages::shown(name)
            ),
            None => format!(
                "sycl-propagate-aspects-usage: aspect value {value} is not named in !sycl_aspects; the fixed targets are not checked for it"
            ),
        });
    }
    out
}

/// An entry point's `!sycl_fixed_targets`: strings name table targets,
/// integers are DPC++'s device-type aspects (not checked), which must be
/// values the module's `!sycl_aspects` names. What is wrong goes to
/// `problems`.
fn targets_of_metadata(
    input: &FunctionTargetInputs,
    setup: &TargetSetup,
    model: &ModuleModel,
    problems: &mut Vec<(u32, String)>,
) -> Vec<Target> {
    let mut problem = |detail: String| problems.push((input.function, detail));
    let mut targets = Vec::new();
    for (i, op) in input.fixed_targets.iter().enumerate() {
        match op {
            Operand::String(target_name) => match setup.table.get(target_name) {
                Some(t) => targets.push(t.clone()),
                None => problem(format!("unknown target '{target_name}' (not checked)")),
            },
            Operand::Other => problem(format!("operand {i} is neither a target name nor an aspect value")),
            Operand::Int(Err(written)) => problem(format!("operand {i}: value {written} does not fit in i32")),
            Operand::Int(Ok(value)) => {
                if i32::try_from(*value).ok().and_then(|v| model.aspect_names.get(&v)).is_none() {
                    problem(format!("operand {i}: {value} is not an aspect value of !sycl_aspects"))
                }
            }
        }
    }
    targets
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::PassOptions;
    use crate::pass_model::test_model;
    use crate::propagation::propagate;
    use sycl_device_config::TargetTable;

    fn setup(targets: Vec<Target>) -> TargetSetup {
        TargetSetup {
            table: TargetTable::embedded(),
            fixed: targets.into_iter().map(FixedTarget::Device).collect(),
            compile_targets: Vec::new(),
            warnings: String::new(),
        }
    }

    #[test]
    fn an_entry_point_using_what_a_target_lacks_is_found_with_every_such_target() {
        // 0 (entry) -> 1, which uses fp64; target "a" lacks fp64, "b" may
        // support other aspects.
        let mut m = test_model(2, &[(0, 1)], &[(1, &[6])], &[0]);
        m.target_inputs = vec![FunctionTargetInputs { function: 0, ..Default::default() }];
        let r = propagate(&mut m, &PassOptions::default());
        let mut b = Target::new("b");
        b.may_support_other_aspects = true;
        let checks = check(&m, &r, &setup(vec![Target::new("a"), b]));
        let fp64 = m.numbering.get(6).unwrap();
        assert_eq!(checks.findings, vec![Finding::Use { function: 0, aspect: fp64, lacking: vec!["a".to_owned()] }]);
        assert!(checks.unchecked.is_empty() && checks.problems.is_empty());
    }

    #[test]
    fn work_group_sizes_whose_product_overflows_u64_are_still_too_large() {
        let mut m = test_model(1, &[], &[], &[0]);
        m.target_inputs = vec![FunctionTargetInputs {
            function: 0,
            work_group_size: Some(vec![2097152, 2097152, 4194304]),
            sub_group_size: Some(8),
            ..Default::default()
        }];
        let r = propagate(&mut m, &PassOptions::default());
        let mut t = Target::new("t");
        t.max_work_group_size = Some(1024);
        t.sub_group_sizes = vec![16, 32];
        let checks = check(&m, &r, &setup(vec![t]));
        assert_eq!(
            checks.findings,
            vec![
                Finding::SubGroup { function: 0, size: 8, target: "t".to_owned(), sizes: vec![16, 32] },
                Finding::WorkGroup { function: 0, dims: vec![4194304, 2097152, 2097152], target: "t".to_owned(), limit: 1024 },
            ]
        );
    }

    #[test]
    fn an_entry_points_own_list_names_its_targets_and_its_problems() {
        // No option: entry point 0's !sycl_fixed_targets names an unknown
        // target and a value !sycl_aspects lacks.
        let mut m = test_model(1, &[], &[], &[0]);
        m.target_inputs = vec![FunctionTargetInputs {
            function: 0,
            fixed_targets: vec![Operand::String("no_such_gpu".into()), Operand::Int(Ok(99)), Operand::Int(Ok(3))],
            ..Default::default()
        }];
        let r = propagate(&mut m, &PassOptions::default());
        let checks = check(&m, &r, &setup(Vec::new()));
        assert!(checks.findings.is_empty());
        assert_eq!(
            checks.problems,
            vec![
                (0, "unknown target 'no_such_gpu' (not checked)".to_owned()),
                (0, "operand 1: 99 is not an aspect value of !sycl_aspects".to_owned()),
            ]
        );
    }
}
