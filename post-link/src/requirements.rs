//! What an image needs from a device, and its `[SYCL/device requirements]`
//! property set in DPC++'s form.
//!
//! Keys are written in alphabetical order, as DPC++ does: `aspects`
//! (always; uint32 array sorted ascending, no duplicates, negative values
//! dropped), `fixed_target` (uint32 array; only for images compiled with
//! fixed targets), `fixed_target_names` (ours: the fixed targets named by
//! string, comma-separated, see docs/post-link.md), `reqd_sub_group_size`
//! (uint32) and `reqd_work_group_size_uint64_t` (uint64 array, metadata
//! order). Per-target files append `compile_target`.

use crate::property_set::{PropertySet, PropertySets, PropertyValue, DEVICELIB_REQ_MASK, DEVICE_REQUIREMENTS, MISC_PROPERTIES};
use crate::grouping::EntryPointInfo;
use std::collections::BTreeSet;

/// One entry of `!sycl_fixed_targets`: a target named by string, or an
/// aspect value (DPC++'s `i32` form, e.g. `cpu`/`gpu`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FixedTarget {
    Name(String),
    Aspect(i32),
}

impl std::fmt::Display for FixedTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Name(n) => f.write_str(n),
            Self::Aspect(v) => write!(f, "{v}"),
        }
    }
}

/// The requirements of one output image.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceRequirements {
    pub aspects: BTreeSet<u32>,
    /// `Some` for images compiled with `-fsycl-fixed-targets` (possibly
    /// empty after the SYCL_EXTERNAL checks intersected it away).
    pub fixed_targets: Option<Vec<FixedTarget>>,
    pub reqd_sub_group_size: Option<u32>,
    pub reqd_work_group_size: Option<Vec<u64>>,
}

impl DeviceRequirements {
    pub fn to_property_set(&self) -> PropertySet {
        let mut set = PropertySet::new(DEVICE_REQUIREMENTS);
        set.push("aspects", PropertyValue::u32_array(self.aspects.iter().copied()));
        if let Some(targets) = &self.fixed_targets {
            let values = targets.iter().filter_map(|t| match t {
                FixedTarget::Aspect(v) => u32::try_from(*v).ok(),
                FixedTarget::Name(_) => None,
            });
            set.push("fixed_target", PropertyValue::u32_array(values));
            let names: Vec<&str> = targets
                .iter()
                .filter_map(|t| match t {
                    FixedTarget::Name(n) => Some(n.as_str()),
                    FixedTarget::Aspect(_) => None,
                })
                .collect();
            set.push("fixed_target_names", PropertyValue::string_bytes(&names.join(",")));
        }
        if let Some(size) = self.reqd_sub_group_size {
            set.push("reqd_sub_group_size", PropertyValue::Uint32(size));
        }
        if let Some(dims) = &self.reqd_work_group_size {
            set.push("reqd_work_group_size_uint64_t", PropertyValue::u64_array(dims.iter().copied()));
        }
        set
    }

    /// Reads the requirements back from a `.prop` file's sets; `None` when
    /// the file has no `[SYCL/device requirements]` set.
    pub fn from_property_sets(sets: &PropertySets) -> Result<Option<Self>, String> {
        let Some(set) = sets.get(DEVICE_REQUIREMENTS) else { return Ok(None) };
        let array = |key: &str| -> Result<Option<Vec<u32>>, String> {
            set.get(key)
                .map(|v| v.as_u32_array().ok_or_else(|| format!("'{key}' is not a uint32 array")))
                .transpose()
        };
        let mut req = Self { aspects: array("aspects")?.unwrap_or_default().into_iter().collect(), ..Self::default() };
        let numbered = array("fixed_target")?;
        let named = set
            .get("fixed_target_names")
            .map(|v| match v {
                PropertyValue::ByteArray(b) => {
                    String::from_utf8(b.clone()).map_err(|_| "'fixed_target_names' is not UTF-8".to_owned())
                }
                _ => Err("'fixed_target_names' is not a byte array".to_owned()),
            })
            .transpose()?;
        if numbered.is_some() || named.is_some() {
            let mut targets: Vec<FixedTarget> = Vec::new();
            for v in numbered.unwrap_or_default() {
                let v = i32::try_from(v).map_err(|_| format!("'fixed_target' value {v} is not an aspect"))?;
                targets.push(FixedTarget::Aspect(v));
            }
            targets.extend(named.iter().flat_map(|n| n.split(',')).filter(|n| !n.is_empty()).map(|n| FixedTarget::Name(n.to_owned())));
            req.fixed_targets = Some(targets);
        }
        req.reqd_sub_group_size = match set.get("reqd_sub_group_size") {
            None => None,
            Some(PropertyValue::Uint32(v)) => Some(*v),
            Some(other) => match other.as_u32_array().as_deref() {
                Some([v]) => Some(*v),
                _ => return Err("'reqd_sub_group_size' is not a uint32".to_owned()),
            },
        };
        req.reqd_work_group_size = set
            .get("reqd_work_group_size_uint64_t")
            .map(|v| v.as_u64_array().ok_or_else(|| "'reqd_work_group_size_uint64_t' is not a uint64 array".to_owned()))
            .transpose()?;
        Ok(Some(req))
    }
}

/// A module's whole `.prop` file, in DPC++'s set order; ESIMD images add
/// `[SYCL/misc properties]` with `isEsimdImage=1|1`.
/// What an image's entry points require of a device, before the
/// SYCL_EXTERNAL checks: every entry point counts (an image holding several,
/// as `-split=none` makes, runs only where all of them can).
/// - aspects: the used ∪ declared aspects of each entry point compiled
///   without fixed targets (one with fixed targets asks only for its targets:
///   the pass already checked its aspects against them);
/// - fixed targets: those common to every entry point that has any, in the
///   first one's order (empty when they share none: no device qualifies);
/// - sizes: the size every entry point that has one agrees on, none when two
///   differ or one has none.
pub fn entry_point_requirements(entries: &[&EntryPointInfo]) -> DeviceRequirements {
    let mut req = DeviceRequirements::default();
    for e in entries {
        if e.has_fixed_targets() {
            let theirs = e.fixed_targets.as_deref().unwrap_or_default();
            match &mut req.fixed_targets {
                None => req.fixed_targets = Some(theirs.to_vec()),
                Some(common) => common.retain(|t| theirs.contains(t)),
            }
        } else {
            req.aspects.extend(e.aspect_key().into_iter().filter_map(|a| u32::try_from(a).ok()));
        }
    }
    req.reqd_work_group_size = common(entries, |e| e.reqd_work_group_size.clone());
    req.reqd_sub_group_size = common(entries, |e| e.reqd_sub_group_size);
    req
}

/// Warnings for an image whose entry points need different required
/// sub-group or work-group sizes (`-split=none`, or fixed-target images,
/// which bundle whatever they require): the image then requires no size,
/// and each entry point's requirement is lost, so every such image is
/// warned about. `name` shows an entry point (demangled); at most
/// [`crate::external_checks::KERNELS_NAMED`] names per size are listed.
pub fn size_mismatch_warnings(entries: &[&EntryPointInfo], name: &dyn Fn(&EntryPointInfo) -> String) -> Vec<String> {
    fn mismatch<T: PartialEq + Clone>(
        entries: &[&EntryPointInfo],
        size: impl Fn(&EntryPointInfo) -> Option<T>,
        show: impl Fn(&T) -> String,
        what: &str,
        name: &dyn Fn(&EntryPointInfo) -> String,
    ) -> Option<String> {
        let mut groups: Vec<(Option<T>, Vec<String>, usize)> = Vec::new();
        for e in entries {
            let value = size(e);
            let i = match groups.iter().position(|(v, _, _)| *v == value) {
                Some(i) => i,
                None => {
                    groups.push((value, Vec::new(), 0));
                    groups.len() - 1
                }
            };
            let (_, names, total) = &mut groups[i];
            *total += 1;
            if names.len() < crate::external_checks::KERNELS_NAMED {
                names.push(format!("'{}'", name(e)));
            }
        }
        if groups.len() < 2 {
            return None;
        }
        let listed: Vec<String> = groups
            .iter()
            .map(|(v, names, total)| {
                let more = if *total > names.len() { format!(" and {} more", total - names.len()) } else { String::new() };
                format!("{} for {}{more}", v.as_ref().map_or_else(|| "none".to_owned(), &show), names.join(", "))
            })
            .collect();
        Some(format!(
            "entry points of one image need different required {what}s ({}): the image requires none, so none of them is checked; split them (-split=auto, source or kernel) to keep each requirement",
            listed.join("; ")
        ))
    }
    let mut out = Vec::new();
    out.extend(mismatch(entries, |e| e.reqd_sub_group_size, |s| s.to_string(), "sub-group size", name));
    out.extend(mismatch(
        entries,
        |e| e.reqd_work_group_size.clone(),
        |d| d.iter().map(u64::to_string).collect::<Vec<_>>().join("x"),
        "work-group size",
        name,
    ));
    out
}

/// A value all the entry points agree on (none when one differs or lacks it).
fn common<T: PartialEq>(entries: &[&EntryPointInfo], size: impl Fn(&EntryPointInfo) -> Option<T>) -> Option<T> {
    let first = size(entries.first()?)?;
    entries.iter().all(|e| size(e).as_ref() == Some(&first)).then_some(first)
}

pub fn image_property_sets(req: &DeviceRequirements) -> PropertySets {
    image_property_sets_for(req, false)
}

pub fn image_property_sets_for(req: &DeviceRequirements, esimd: bool) -> PropertySets {
    let mut mask = PropertySet::new(DEVICELIB_REQ_MASK);
    mask.push("DeviceLibReqMask", PropertyValue::Uint32(0));
    let mut sets = vec![mask, req.to_property_set()];
    if esimd {
        let mut misc = PropertySet::new(MISC_PROPERTIES);
        misc.push("isEsimdImage", PropertyValue::Uint32(1));
        sets.push(misc);
    }
    PropertySets { sets }
}

/// Adds DPC++'s `compile_target` to a per-target copy.
pub fn add_compile_target(sets: &mut PropertySets, target: &str) {
    if let Some(set) = sets.get_mut(DEVICE_REQUIREMENTS) {
        set.push("compile_target", PropertyValue::string_bytes(target));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differing_sizes_are_warned_about() {
        let ep = |name: &str, sg: Option<u32>, wg: Option<Vec<u64>>| EntryPointInfo {
            name: name.into(),
            reqd_sub_group_size: sg,
            reqd_work_group_size: wg,
            ..Default::default()
        };
        let a = ep("a", Some(16), Some(vec![8, 1, 1]));
        let b = ep("b", Some(32), Some(vec![8, 1, 1]));
        let c = ep("c", None, Some(vec![8, 1, 1]));
        let name = |e: &EntryPointInfo| e.name.clone();
        let w = size_mismatch_warnings(&[&a, &b, &c], &name);
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(w[0].contains("sub-group sizes (16 for 'a'; 32 for 'b'; none for 'c')"), "{}", w[0]);
        let d = ep("d", Some(16), Some(vec![4]));
        let w = size_mismatch_warnings(&[&a, &d], &name);
        assert_eq!(w.len(), 1);
        assert!(w[0].contains("work-group sizes (8x1x1 for 'a'; 4 for 'd')"), "{}", w[0]);
        assert!(size_mismatch_warnings(&[&a, &a], &name).is_empty());
        let many: Vec<EntryPointInfo> = (0..5).map(|i| ep(&format!("k{i}"), Some(8), None)).collect();
        let mut refs: Vec<&EntryPointInfo> = many.iter().collect();
        refs.push(&a);
        let w = size_mismatch_warnings(&refs, &name);
        assert!(w[0].contains("8 for 'k0', 'k1', 'k2' and 2 more; 16 for 'a'"), "{}", w[0]);
    }

    #[test]
    fn dpcpp_text_and_round_trip() {
        let req = DeviceRequirements {
            aspects: [28, 6].into_iter().collect(),
            reqd_sub_group_size: Some(16),
            reqd_work_group_size: Some(vec![8, 4]),
            ..Default::default()
        };
        let sets = image_property_sets(&req);
        let text = sets.to_text();
        assert_eq!(
            text,
            "[SYCL/devicelib req mask]\nDeviceLibReqMask=1|0\n[SYCL/device requirements]\naspects=2|ABAAAAAAAAgBAAAAcAAAAA\nreqd_sub_group_size=1|16\nreqd_work_group_size_uint64_t=2|ACAAAAAAAAACAAAAAAAAAQAAAAAAAAAA\n"
        );
        let back = DeviceRequirements::from_property_sets(&PropertySets::parse(&text).unwrap()).unwrap();
        assert_eq!(back, Some(req));
    }

    #[test]
    fn fixed_targets() {
        let req = DeviceRequirements {
            fixed_targets: Some(vec![FixedTarget::Name("intel_gpu_pvc".into()), FixedTarget::Aspect(1)]),
            ..Default::default()
        };
        let set = req.to_property_set();
        let keys: Vec<&str> = set.entries.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["aspects", "fixed_target", "fixed_target_names"]);
        let back = DeviceRequirements::from_property_sets(&PropertySets { sets: vec![set] }).unwrap().unwrap();
        assert_eq!(back.fixed_targets, Some(vec![FixedTarget::Aspect(1), FixedTarget::Name("intel_gpu_pvc".into())]));
    }

    #[test]
    fn every_entry_point_of_an_image_counts() {
        let named = |n: &str| FixedTarget::Name(n.to_owned());
        let plain_fp64 = EntryPointInfo { used_aspects: vec![6], reqd_work_group_size: Some(vec![8, 1, 1]), ..Default::default() };
        let pvc_dg1 = EntryPointInfo {
            fixed_targets: Some(vec![named("intel_gpu_pvc"), named("intel_gpu_dg1")]),
            used_aspects: vec![5],
            reqd_work_group_size: Some(vec![16, 1, 1]),
            ..Default::default()
        };
        let dg1 = EntryPointInfo { fixed_targets: Some(vec![named("intel_gpu_dg1")]), ..Default::default() };
        // The fixed-target entry point first: the plain one's fp64 still counts.
        let req = entry_point_requirements(&[&pvc_dg1, &plain_fp64]);
        assert_eq!(req.aspects.iter().copied().collect::<Vec<_>>(), [6]);
        assert_eq!(req.fixed_targets, Some(vec![named("intel_gpu_pvc"), named("intel_gpu_dg1")]));
        assert_eq!(req.reqd_work_group_size, None, "the sizes differ");
        // Fixed targets: only those every entry point allows.
        let req = entry_point_requirements(&[&pvc_dg1, &dg1]);
        assert_eq!(req.fixed_targets, Some(vec![named("intel_gpu_dg1")]));
        assert_eq!(entry_point_requirements(&[&plain_fp64]).reqd_work_group_size, Some(vec![8, 1, 1]));
    }
}
