//! Whether an image can run on a target: the checks of `sycl-aspect-filter`
//! and of `sycl-post-link -o <target>,<table>`.
//!
//! Algorithm (design, "Aspect filter tool", plus the device table's
//! `may_support_other_aspects` and work-group limit):
//!  1. No `[SYCL/device requirements]`: the image is kept.
//!  2. Each required aspect value is named through the image's
//!     `[SYCL/aspect names]` set (written by our post-link, so the module's
//!     own enum numbering is used), else through the embedded enum; the name
//!     is looked up in the device table. A listed aspect passes; an unlisted
//!     one fails unless the target `may_support_other_aspects` (then it is
//!     "maybe" and the image is kept, as the fixed-target checks do).
//!  3. A required sub-group size must be in the target's list (an empty list
//!     means unknown: kept).
//!  4. A required work-group size must fit the target's
//!     `max-work-group-size` when known.
//!  5. `fixed_target` / `fixed_target_names`: the target must be one of the
//!     named targets or have one of the aspects listed.

use crate::property_set::{PropertySet, PropertySets, PropertyValue};
use crate::requirements::{DeviceRequirements, FixedTarget};
use sycl_device_config::{aspect_by_name, aspect_by_value, Support, Target};

/// Our property set naming each aspect value of the image:
/// `<aspect name>=1|<value in the module's enum>`.
pub const ASPECT_NAMES: &str = "SYCL/aspect names";

pub fn aspect_names_set(names: impl IntoIterator<Item = (String, u32)>) -> PropertySet {
    let mut set = PropertySet::new(ASPECT_NAMES);
    for (name, value) in names {
        set.push(&name, PropertyValue::Uint32(value));
    }
    set
}

/// Why an image is not compatible with a target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Keep,
    Drop(String),
}

/// The name of an aspect value: as the file's `[SYCL/aspect names]` set
/// names it (the module's own enum), else as SYCL's enum does. The same
/// answer whatever other aspects the file names (before, a names set
/// naming only other values made this value nameless).
fn aspect_name(sets: &PropertySets, value: u32) -> Option<String> {
    let named = sets.get(ASPECT_NAMES).and_then(|set| set.entries.iter().find(|(_, v)| *v == PropertyValue::Uint32(value)));
    named.map(|(name, _)| name.clone()).or_else(|| aspect_by_value(value).map(|a| a.name.to_owned()))
}

/// Decides whether the image described by `sets` can run on `target`.
pub fn check(sets: &PropertySets, target: &Target) -> Result<Verdict, String> {
    let Some(req) = DeviceRequirements::from_property_sets(sets)? else { return Ok(Verdict::Keep) };
    let supports_named = |name: &str| -> Support {
        match aspect_by_name(name) {
            Some(info) => target.supports(info.value),
            None if target.may_support_other_aspects => Support::Maybe,
            None => Support::No,
        }
    };
    for &value in &req.aspects {
        let Some(name) = aspect_name(sets, value) else {
            return Err(format!("aspect value {value} has no name (not in the file's [{ASPECT_NAMES}] set nor in the SYCL aspect enum)"));
        };
        if supports_named(&name) == Support::No {
            return Ok(Verdict::Drop(format!("needs aspect '{name}', which target '{}' does not have", target.name)));
        }
    }
    if let Some(size) = req.reqd_sub_group_size {
        if !target.sub_group_sizes.is_empty() && !target.sub_group_sizes.contains(&size) {
            return Ok(Verdict::Drop(format!("needs sub-group size {size}, which target '{}' does not support", target.name)));
        }
    }
    if let (Some(dims), Some(max)) = (&req.reqd_work_group_size, target.max_work_group_size) {
        let total = dims.iter().try_fold(1u128, |acc, &d| acc.checked_mul(u128::from(d)));
        if total.is_none_or(|t| t > u128::from(max)) {
            let shown = dims.iter().map(u64::to_string).collect::<Vec<_>>().join("x");
            return Ok(Verdict::Drop(format!("needs work-group size {shown}, more than target '{}' allows ({max})", target.name)));
        }
    }
    if let Some(targets) = &req.fixed_targets {
        let allowed = targets.iter().any(|t| match t {
            FixedTarget::Name(n) => *n == target.name,
            FixedTarget::Aspect(v) => u32::try_from(*v)
                .ok()
                .and_then(|v| aspect_name(sets, v))
                .is_some_and(|name| supports_named(&name) == Support::Yes),
        });
        if !allowed {
            let list = targets.iter().map(ToString::to_string).collect::<Vec<_>>().join(",");
            let list = if list.is_empty() { "no target".to_owned() } else { list };
            return Ok(Verdict::Drop(format!("was compiled with -fsycl-fixed-targets for {list}, not '{}'", target.name)));
        }
    }
    Ok(Verdict::Keep)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::requirements::image_property_sets;
    use sycl_device_config::TargetTable;

    fn sets(req: DeviceRequirements, names: &[(&str, u32)]) -> PropertySets {
        let mut s = image_property_sets(&req);
        s.sets.push(aspect_names_set(names.iter().map(|(n, v)| ((*n).to_owned(), *v))));
        s
    }

    #[test]
    fn aspects_by_the_images_names() {
        let table = TargetTable::embedded();
        let dg1 = table.get("intel_gpu_dg1").unwrap();
        let pvc = table.get("intel_gpu_pvc").unwrap();
        // 27 is atomic64 in 2026.x numbering: named by the file, not the embedded enum.
        let atomic64 = sets(DeviceRequirements { aspects: [27].into_iter().collect(), ..Default::default() }, &[("atomic64", 27)]);
        assert_eq!(check(&atomic64, pvc).unwrap(), Verdict::Keep);
        let fp64 = sets(DeviceRequirements { aspects: [6].into_iter().collect(), ..Default::default() }, &[("fp64", 6)]);
        assert_eq!(check(&fp64, pvc).unwrap(), Verdict::Keep);
        assert_eq!(
            check(&fp64, dg1).unwrap(),
            Verdict::Drop("needs aspect 'fp64', which target 'intel_gpu_dg1' does not have".into())
        );
        let spir64 = table.get("spir64").unwrap();
        assert_eq!(check(&fp64, spir64).unwrap(), Verdict::Keep, "may_support_other_aspects");
    }

    #[test]
    fn sizes_and_fixed_targets() {
        let table = TargetTable::embedded();
        let pvc = table.get("intel_gpu_pvc").unwrap();
        let sg8 = sets(DeviceRequirements { reqd_sub_group_size: Some(8), ..Default::default() }, &[]);
        assert!(matches!(check(&sg8, pvc).unwrap(), Verdict::Drop(m) if m.contains("sub-group size 8")));
        let fixed = |t: Vec<FixedTarget>| sets(DeviceRequirements { fixed_targets: Some(t), ..Default::default() }, &[]);
        assert_eq!(check(&fixed(vec![FixedTarget::Name("intel_gpu_pvc".into())]), pvc).unwrap(), Verdict::Keep);
        assert!(matches!(check(&fixed(vec![FixedTarget::Name("intel_gpu_dg1".into())]), pvc).unwrap(), Verdict::Drop(_)));
        assert!(matches!(check(&fixed(vec![]), pvc).unwrap(), Verdict::Drop(m) if m.contains("no target")));
        assert_eq!(check(&PropertySets::default(), pvc).unwrap(), Verdict::Keep);
    }
}

/// The embedded device table with the user's configuration files merged over
/// it, as every tool does; warnings and errors come back rendered
/// (`file:line:col: ...` with the source line).
pub fn load_table(files: &[String]) -> Result<(sycl_device_config::TargetTable, String), String> {
    let mut table = sycl_device_config::TargetTable::embedded();
    let mut warnings = String::new();
    for file in files {
        match table.load_file(std::path::Path::new(file)) {
            Ok(w) => warnings.push_str(&sycl_device_config::render(&w)),
            Err(errors) => return Err(sycl_device_config::render(&errors)),
        }
    }
    Ok((table, warnings))
}

/// A target of the table, or an error naming the closest known ones.
pub fn find_target<'t>(table: &'t sycl_device_config::TargetTable, name: &str) -> Result<&'t Target, String> {
    table.get(name).ok_or_else(|| {
        let hint = table
            .unknown_target_hint(name)
            .note()
            .unwrap_or_else(|| "'sycl-targets list' shows every target".to_owned());
        format!("unknown target '{}'; {hint}", sycl_device_config::escape_for_message(name))
    })
}
