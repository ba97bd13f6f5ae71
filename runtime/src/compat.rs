//! Can a device run an image? DPC++'s checks and reasons, verbatim
//! (`checkDevSupportDeviceRequirements` in DPC++'s program manager; see
//! ../shared/design/post-link.md), plus the design's fixed-target check.
//!
//! Steps of [`check`], in this order (the first failing check gives the
//! reason; DPC++ reports only one):
//! 1. Fixed targets (the design's first rule): when the image has the
//!    `fixed_target` / `fixed_target_names` properties, the device must be one
//!    of them: an aspect-valued target (`cpu`, `gpu`, ...) matches when the
//!    device has that aspect, a named target when the caller listed the name
//!    in [`DeviceDescription::target_names`]. Otherwise: `Kernel was compiled
//!    with '-fsycl-fixed-targets=<targets>' but was submitted to a different
//!    device.` (the design's text; DPC++ never implemented it).
//! 2. Aspects, ascending, each compared with the device **by name**: the
//!    name is the image's own (`[SYCL/aspect names]`, written by our
//!    post-link from the module's `!sycl_aspects`, i.e. the numbering of the
//!    headers the kernels were compiled with), else this project's
//!    `sycl::aspect` (images without the set, e.g. from DPC++). A value
//!    neither names gives `Unknown aspect <N>`; an aspect the device lacks,
//!    or that the runtime does not name at all (it cannot report having it),
//!    gives `Required aspect <name> is not supported on the device`. Values
//!    are never compared with the runtime's enum: Intel's 2025 and 2026
//!    headers number the same aspects differently from 25 up.
//! 3. Required work-group size: the product of the dimensions must fit in
//!    64 bits (`Required work-group size is not supported (total number of
//!    work-items requested can't fit into size_t)`), be at most
//!    `max_work_group_size` (`Required work-group size <total> is not
//!    supported on the device`), and each dimension at most the same index of
//!    `max_work_item_sizes` (`Required work-group size <dim> is not
//!    supported`), compared index by index as DPC++ does.
//! 4. Required sub-group size, except for ESIMD images (DPC++ skips them):
//!    it must be one of `sub_group_sizes` (`Sub-group size <N> is not
//!    supported on the device`).

use crate::device::DeviceDescription;
use std::collections::BTreeMap;
use sycl_post_link_core::filter::ASPECT_NAMES;
use sycl_post_link_core::property_set::{PropertySets, PropertyValue};
use sycl_post_link_core::requirements::{DeviceRequirements, FixedTarget};

/// An image's own names for its aspect values: its `[SYCL/aspect names]`
/// set (`<name>=1|<value>`), which post-link writes from the module's
/// `!sycl_aspects`, so the values are those of the headers the kernels were
/// compiled with.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AspectNames(BTreeMap<u32, String>);

impl AspectNames {
    /// Reads the set from a `.prop` file's sets (none: empty). A value named
    /// twice with different names, or an entry that is not a uint32, is an
    /// error: the image could then mean either aspect.
    pub fn from_property_sets(sets: &PropertySets) -> Result<Self, String> {
        let mut names = BTreeMap::new();
        let Some(set) = sets.get(ASPECT_NAMES) else { return Ok(Self(names)) };
        for (name, value) in &set.entries {
            let PropertyValue::Uint32(value) = value else {
                return Err(format!("[{ASPECT_NAMES}] '{name}' is not a uint32"));
            };
            if let Some(other) = names.insert(*value, name.clone()) {
                if other != *name {
                    return Err(format!("[{ASPECT_NAMES}] names value {value} both '{other}' and '{name}'"));
                }
            }
        }
        Ok(Self(names))
    }

    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, u32)>) -> Self {
        Self(pairs.into_iter().map(|(n, v)| (v, n.to_owned())).collect())
    }

    /// The aspect `value` means in this image: the image's own name, else
    /// this project's `sycl::aspect` (for images without the set).
    pub fn name(&self, value: u32) -> Option<&str> {
        self.0.get(&value).map(String::as_str).or_else(|| sycl_device_config::aspect_by_value(value).map(|a| a.name))
    }
}

/// `Ok` when the device can run the image, else DPC++'s reason. `names`
/// are the image's own aspect names ([`AspectNames`]).
pub fn check(requirements: &DeviceRequirements, esimd: bool, names: &AspectNames, device: &DeviceDescription) -> Result<(), String> {
    if let Some(targets) = &requirements.fixed_targets {
        let matches = |target: &FixedTarget| match target {
            FixedTarget::Aspect(value) => u32::try_from(*value)
                .ok()
                .and_then(|v| names.name(v))
                .and_then(|name| device.has_aspect(name))
                .unwrap_or(false),
            FixedTarget::Name(name) => device.target_names.iter().any(|n| n == name),
        };
        if !targets.iter().any(matches) {
            let shown: Vec<String> = targets
                .iter()
                .map(|t| match t {
                    FixedTarget::Aspect(v) => {
                        u32::try_from(*v).ok().and_then(|v| names.name(v)).map_or_else(|| v.to_string(), str::to_owned)
                    }
                    FixedTarget::Name(n) => n.clone(),
                })
                .collect();
            return Err(format!(
                "Kernel was compiled with '-fsycl-fixed-targets={}' but was submitted to a different device.",
                shown.join(",")
            ));
        }
    }
    for &value in &requirements.aspects {
        let Some(name) = names.name(value) else {
            return Err(format!("Unknown aspect {value}"));
        };
        if device.has_aspect(name) != Some(true) {
            return Err(format!("Required aspect {name} is not supported on the device"));
        }
    }
    if let Some(dims) = &requirements.reqd_work_group_size {
        let total = dims.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d)).ok_or_else(|| {
            "Required work-group size is not supported (total number of work-items requested can't fit into size_t)".to_owned()
        })?;
        if total > device.max_work_group_size {
            return Err(format!("Required work-group size {total} is not supported on the device"));
        }
        for (index, &dim) in dims.iter().enumerate() {
            // A dimension the device reports no maximum for cannot be
            // checked, so it is not supported (never a silent pass).
            if device.max_work_item_sizes.get(index).is_none_or(|&max| dim > max) {
                return Err(format!("Required work-group size {dim} is not supported"));
            }
        }
    }
    if let Some(size) = requirements.reqd_sub_group_size {
        if !esimd && !device.sub_group_sizes.contains(&u64::from(size)) {
            return Err(format!("Sub-group size {size} is not supported on the device"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cpu() -> DeviceDescription {
        DeviceDescription {
            name: "cpu".into(),
            aspects: vec![("cpu".into(), true), ("gpu".into(), false), ("fp64".into(), true), ("fp16".into(), true)],
            sub_group_sizes: vec![4, 8, 16, 32, 64],
            max_work_group_size: 8192,
            max_work_item_sizes: vec![8192, 8192, 8192],
            target_names: vec!["x86_64".into()],
        }
    }

    fn req() -> DeviceRequirements {
        DeviceRequirements::default()
    }

    #[test]
    fn nothing_required_runs_anywhere() {
        assert_eq!(check(&req(), false, &AspectNames::default(), &cpu()), Ok(()));
        assert_eq!(check(&req(), false, &AspectNames::default(), &DeviceDescription::default()), Ok(()));
    }

    #[test]
    fn aspects() {
        let mut r = req();
        r.aspects = [1, 6].into_iter().collect();
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()), Ok(()));
        r.aspects = [2, 6].into_iter().collect();
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(), "Required aspect gpu is not supported on the device");
        // Named by this project but unknown to the runtime's headers.
        r.aspects = [9].into_iter().collect();
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(), "Required aspect image is not supported on the device");
        // 71 is the one value inside the enum's range that names nothing.
        r.aspects = [71].into_iter().collect();
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(), "Unknown aspect 71");
    }

    /// Images built from Intel's 2026 headers: 25 is usm_atomic_host_allocations
    /// there, ext_intel_mem_channel in this project's (2025) numbering.
    #[test]
    fn aspects_by_the_images_own_names() {
        let mut device = cpu();
        device.aspects.push(("usm_atomic_host_allocations".into(), true));
        device.aspects.push(("ext_oneapi_native_assert".into(), true));
        device.aspects.push(("host_debuggable".into(), false));
        let names = AspectNames::from_pairs([("usm_atomic_host_allocations", 25), ("host_debuggable", 31)]);
        let mut r = req();
        r.aspects = [25].into_iter().collect();
        assert_eq!(check(&r, false, &names, &device), Ok(()));
        assert_eq!(
            check(&r, false, &AspectNames::default(), &device).unwrap_err(),
            "Required aspect ext_intel_mem_channel is not supported on the device",
            "without the names, this project's numbering"
        );
        r.aspects = [31].into_iter().collect();
        assert_eq!(check(&r, false, &names, &device).unwrap_err(), "Required aspect host_debuggable is not supported on the device");
        // A value the set does not name falls back to this project's enum.
        r.aspects = [1].into_iter().collect();
        assert_eq!(check(&r, false, &names, &device), Ok(()));
        // Fixed targets given as aspect values are named the same way.
        r.aspects.clear();
        r.fixed_targets = Some(vec![FixedTarget::Aspect(31)]);
        assert_eq!(
            check(&r, false, &names, &device).unwrap_err(),
            "Kernel was compiled with '-fsycl-fixed-targets=host_debuggable' but was submitted to a different device."
        );
    }

    #[test]
    fn aspect_names_set_errors() {
        let sets = PropertySets::parse("[SYCL/aspect names]\nfp64=1|6\ngpu=1|6\n").unwrap();
        assert_eq!(AspectNames::from_property_sets(&sets).unwrap_err(), "[SYCL/aspect names] names value 6 both 'fp64' and 'gpu'");
        let sets = PropertySets::parse("[SYCL/aspect names]\nfp64=2|AAAAAAAAAAA\n").unwrap();
        assert!(AspectNames::from_property_sets(&sets).unwrap_err().contains("'fp64' is not a uint32"));
        // A repeated key is the reader's error now (post-link/src: the
        // first one no longer wins silently), even with the same value.
        let err = PropertySets::parse("[SYCL/aspect names]\nfp64=1|6\nfp64=1|6\n").unwrap_err();
        assert_eq!(err.0, 3);
        assert!(err.1.contains("'fp64' appears again"), "{}", err.1);
    }

    #[test]
    fn work_group_sizes() {
        let mut r = req();
        r.reqd_work_group_size = Some(vec![8192]);
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()), Ok(()));
        r.reqd_work_group_size = Some(vec![128, 128]);
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(), "Required work-group size 16384 is not supported on the device");
        let mut narrow = cpu();
        narrow.max_work_item_sizes = vec![8192, 16, 1];
        r.reqd_work_group_size = Some(vec![4, 32]);
        assert_eq!(check(&r, false, &AspectNames::default(), &narrow).unwrap_err(), "Required work-group size 32 is not supported");
        r.reqd_work_group_size = Some(vec![u64::MAX, 2]);
        assert_eq!(
            check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(),
            "Required work-group size is not supported (total number of work-items requested can't fit into size_t)"
        );
        r.reqd_work_group_size = Some(vec![1, 1, 1, 1]);
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(), "Required work-group size 1 is not supported");
    }

    #[test]
    fn sub_group_sizes() {
        let mut r = req();
        r.reqd_sub_group_size = Some(16);
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()), Ok(()));
        r.reqd_sub_group_size = Some(7);
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(), "Sub-group size 7 is not supported on the device");
        assert_eq!(check(&r, true, &AspectNames::default(), &cpu()), Ok(()), "DPC++ does not check ESIMD images' sub-group size");
    }

    #[test]
    fn fixed_targets_first() {
        let mut r = req();
        r.aspects = [2].into_iter().collect();
        r.fixed_targets = Some(vec![FixedTarget::Name("intel_gpu_pvc".into()), FixedTarget::Aspect(2)]);
        assert_eq!(
            check(&r, false, &AspectNames::default(), &cpu()).unwrap_err(),
            "Kernel was compiled with '-fsycl-fixed-targets=intel_gpu_pvc,gpu' but was submitted to a different device."
        );
        r.aspects.clear();
        r.fixed_targets = Some(vec![FixedTarget::Name("x86_64".into())]);
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()), Ok(()));
        r.fixed_targets = Some(vec![FixedTarget::Aspect(1)]);
        assert_eq!(check(&r, false, &AspectNames::default(), &cpu()), Ok(()));
        r.fixed_targets = Some(vec![]);
        assert!(check(&r, false, &AspectNames::default(), &cpu()).is_err(), "an empty fixed-target list runs nowhere");
    }
}
