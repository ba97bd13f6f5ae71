//! Which functions the pass warns about, decided on the plain model (the
//! pass's writer, pass/src/diagnostics.rs, renders each warning with its names,
//! locations and call chain).
//!
//! Algorithm:
//!  1. `device_has` validation, in DPC++'s order: a function with
//!     `device_has` is checked against the aspects it and its callees *use*
//!     (callees' declared aspects are not merged in yet), excluded aspects
//!     left out; each missing aspect, by value, is one candidate warning.
//!     For an entry point, DPC++'s chain (`chains::dpcpp_chain`) decides:
//!     a kernel whose `device_has` came from the body it calls first (the
//!     lambda's attribute, the same declaration) leaves the warning to that
//!     body; with the `sycl-device-has` property the warning names that
//!     first callee (the kernel's body, not the launch wrapper), as DPC++
//!     does. (DPC++ skips entry points with the attribute altogether; a
//!     `SYCL_EXTERNAL` function with `device_has` would then never be
//!     checked, so it is.)
//!  2. Implicit fp64 (opt-in): entry points without `device_has` that use
//!     fp64 (not excluded) somewhere below.

use crate::chains::{dpcpp_chain, ChainInputs};
use crate::pass_model::ModuleModel;
use crate::propagation::Propagation;

/// One `device_has` warning to give: `function` (the declaring function,
/// or for an entry point with the property, its body) uses `aspect`
/// (index into the numbering) that the `device_has` of `declaring` does not
/// list; `by_property`: that list came from the `sycl-device-has`
/// attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceHasWarning {
    pub declaring: u32,
    pub function: u32,
    pub aspect: usize,
    pub by_property: bool,
}

/// Step 1: the warnings, in order.
pub fn device_has_warnings(model: &ModuleModel, result: &Propagation) -> Vec<DeviceHasWarning> {
    let inputs = ChainInputs {
        scans: &model.scans,
        graph: &model.graph,
        numbering: &model.numbering,
        scc_used: &result.scc_used,
        scc_of: &result.scc_of,
    };
    let mut out = Vec::new();
    for (v, aspects) in device_has_missing(model, result) {
        let scan = model.scans.get(v as usize);
        let by_property = scan.declared_by_property;
        for aspect in aspects {
            let mut function = v;
            if model.entry_points[v as usize] {
                if let Some(&(first, _)) = dpcpp_chain(&inputs, v, aspect).first() {
                    if model.scans.get(first as usize).declared == scan.declared {
                        continue;
                    }
                    if by_property {
                        function = first;
                    }
                }
            }
            out.push(DeviceHasWarning { declaring: v, function, aspect, by_property });
        }
    }
    out
}

/// Step 1: per function with `device_has` (module order), the aspects
/// (indices into the numbering, by value) it uses but does not declare.
pub fn device_has_missing(model: &ModuleModel, result: &Propagation) -> Vec<(u32, Vec<usize>)> {
    let mut out = Vec::new();
    for v in 0..model.function_count {
        let Some(declared) = model.scans.get(v).declared.as_ref() else { continue };
        let Some(used) = result.used_for_validation.get(&v) else { continue };
        let mut missing = used.clone();
        missing.remove_all(declared);
        missing.remove_all(&result.excluded);
        let mut aspects: Vec<usize> = missing.iter().collect();
        if aspects.is_empty() {
            continue;
        }
        aspects.sort_by_key(|&a| model.numbering.value(a));
        out.push((v as u32, aspects));
    }
    out
}

/// Step 2: the fp64 aspect (index into the numbering) and the entry points
/// to warn about, in module order; none when the module has no fp64 or
/// it is excluded.
pub fn implicit_fp64(model: &ModuleModel, result: &Propagation) -> Option<(usize, Vec<u32>)> {
    let aspect = model.numbering.get(model.fp64?)?;
    if result.excluded.contains(aspect) {
        return None;
    }
    let entry_points = (0..model.function_count)
        .filter(|&v| model.scans.get(v).declared.is_none() && model.entry_points[v] && result.used(v).contains(aspect))
        .map(|v| v as u32)
        .collect();
    Some((aspect, entry_points))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::PassOptions;
    use crate::pass_model::test_model;
    use crate::propagation::propagate;

    #[test]
    fn device_has_is_checked_against_used_not_declared_aspects_of_callees() {
        // 0 declares gpu, calls 1 (uses fp64) and 2 (declares fp16 only).
        let mut m = test_model(3, &[(0, 1), (0, 2)], &[(1, &[6])], &[0]);
        let mut declared = crate::aspect_set::AspectSet::default();
        declared.insert(m.numbering.index_of(3));
        let mut decl = crate::pass_model::FunctionScan::default();
        decl.declared = Some(declared);
        m.scans.set(0, decl);
        let mut callee = crate::pass_model::FunctionScan::default();
        let fp16 = m.numbering.index_of(5);
        callee.declared = Some(m.numbering.set_of(&[5]));
        callee.own.insert(fp16);
        callee.own_declared_ordered.insert(5);
        m.scans.set(2, callee);
        let r = propagate(&mut m, &PassOptions::default());
        let fp64 = m.numbering.get(6).unwrap();
        assert_eq!(device_has_missing(&m, &r), vec![(0, vec![fp64])]);
        // An entry point with device_has is no implicit-fp64 subject.
        assert_eq!(implicit_fp64(&m, &r), Some((fp64, Vec::new())));
    }
}
