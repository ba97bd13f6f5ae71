//! A device as a device-configuration entry (`sycl-targets detect`), in the
//! format of docs/device-config.md, so that `sycl-targets validate` accepts
//! it and a user can paste it into a device configuration file.
//!
//! Steps of [`device_config_entry`]:
//! 1. The target key: the given name, else the device name lowercased with
//!    every run of other characters than `a-z0-9` turned into one `_` (leading and
//!    trailing ones dropped; `device` when nothing is left, `device_` before
//!    a leading digit).
//! 2. `aspects`: the aspects the device has that this project's
//!    `sycl::aspect` names and does not deprecate, in value order (the
//!    runtime reports deprecated aliases too; they are the same features
//!    under older names). Aspects the device has but this project does not
//!    name are listed in a comment above the entry, not dropped silently.
//! 3. `may_support_other_aspects: false`: the runtime answered for every
//!    aspect it names.
//! 4. `sub-group-sizes` as reported; `max-work-group-size` when it fits the
//!    format's 32-bit field (else a comment says why it is left out).

use crate::device::DeviceDescription;

pub fn target_key(device_name: &str) -> String {
    let mut key = String::new();
    for c in device_name.chars() {
        if c.is_ascii_alphanumeric() {
            key.push(c.to_ascii_lowercase());
        } else if !key.is_empty() && !key.ends_with('_') {
            key.push('_');
        }
    }
    while key.ends_with('_') {
        key.pop();
    }
    if key.is_empty() {
        key.push_str("device");
    } else if key.starts_with(|c: char| c.is_ascii_digit()) {
        key.insert_str(0, "device_");
    }
    key
}

pub fn device_config_entry(device: &DeviceDescription, name: Option<&str>) -> String {
    let key = name.map_or_else(|| target_key(&device.name), str::to_owned);
    let mut known: Vec<(u32, &str)> = Vec::new();
    let mut unknown: Vec<&str> = Vec::new();
    for aspect in device.present_aspects() {
        match sycl_device_config::aspect_by_name(aspect) {
            Some(info) if info.deprecated.is_none() => known.push((info.value, info.name)),
            Some(_) => {}
            None => unknown.push(aspect),
        }
    }
    known.sort_unstable();
    known.dedup();
    let mut out = format!("# {} (from the SYCL runtime)\n", device.name.replace('\n', " "));
    if !unknown.is_empty() {
        out.push_str(&format!("# has aspects this project's sycl::aspect does not name: {}\n", unknown.join(", ")));
    }
    out.push_str(&format!("{key}:\n"));
    let names: Vec<&str> = known.iter().map(|(_, n)| *n).collect();
    out.push_str(&format!("  aspects: [{}]\n", names.join(", ")));
    out.push_str("  may_support_other_aspects: false\n");
    let sizes: Vec<String> = device.sub_group_sizes.iter().map(u64::to_string).collect();
    out.push_str(&format!("  sub-group-sizes: [{}]\n", sizes.join(", ")));
    if u32::try_from(device.max_work_group_size).is_ok() {
        out.push_str(&format!("  max-work-group-size: {}\n", device.max_work_group_size));
    } else {
        out.push_str(&format!(
            "  # max-work-group-size {} does not fit the format's 32-bit field; left out\n",
            device.max_work_group_size
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        assert_eq!(target_key("AMD EPYC 7B13 64-Core Processor"), "amd_epyc_7b13_64_core_processor");
        assert_eq!(target_key("  Intel(R) Xeon(R) "), "intel_r_xeon_r");
        assert_eq!(target_key("42"), "device_42");
        assert_eq!(target_key("(R)"), "r");
        assert_eq!(target_key("--"), "device");
    }

    #[test]
    fn entry() {
        let device = DeviceDescription {
            name: "AMD EPYC".into(),
            aspects: vec![
                ("fp64".into(), true),
                ("cpu".into(), true),
                ("gpu".into(), false),
                ("int64_base_atomics".into(), true),
                ("ext_future_thing".into(), true),
            ],
            sub_group_sizes: vec![4, 8, 16],
            max_work_group_size: 8192,
            max_work_item_sizes: vec![8192; 3],
            target_names: vec![],
        };
        assert_eq!(
            device_config_entry(&device, None),
            "# AMD EPYC (from the SYCL runtime)\n\
             # has aspects this project's sycl::aspect does not name: ext_future_thing\n\
             amd_epyc:\n  aspects: [cpu, fp64]\n  may_support_other_aspects: false\n  sub-group-sizes: [4, 8, 16]\n  max-work-group-size: 8192\n"
        );
        let big = DeviceDescription { max_work_group_size: 1 << 40, ..device };
        assert!(device_config_entry(&big, Some("mine")).contains("mine:\n"));
        assert!(device_config_entry(&big, Some("mine")).contains("# max-work-group-size 1099511627776 does not fit"));
    }
}
