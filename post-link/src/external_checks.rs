//! The design's checks of SYCL_EXTERNAL functions after splitting
//! ("Error checking for SYCL_EXTERNAL functions"; DPC++ never implemented
//! them).
//!
//! Algorithm, per image:
//!  1. Images without fixed targets: `FinalUsedAspects` starts as the
//!     image's used aspects, `FinalSubGroup` as its required sub-group size.
//!     For every function in the image (entry points and what they reach),
//!     each aspect of its `!sycl_used_aspects` / `!sycl_declared_aspects`
//!     missing from the image's set is warned about (once per function and
//!     aspect) and added; a `!intel_reqd_sub_group_size` other than the
//!     image's is warned about and added.
//!  2. Images with fixed targets: `FinalFixedTargets` starts as the image's
//!     targets; every function whose `!sycl_fixed_targets` differs from them
//!     is warned about, and a non-empty list intersects `FinalFixedTargets`
//!     (an empty list means "compiled without the switch": it cannot narrow
//!     the set, but is still a different switch).
//!  3. A function with fixed targets reached from an image without them is
//!     warned about the same way (its translation unit assumed targets the
//!     kernel does not), and the image takes its targets as
//!     `FinalFixedTargets` (two such functions: the targets common to
//!     both), as DPC++'s `computeDeviceRequirements` gives such an image a
//!     `fixed_target` property (it unions the lists; we narrow, as in 2).
//!  Warnings name the function, the kernels of the image that reach it and
//!  the function's location when known.

use crate::requirements::{DeviceRequirements, FixedTarget};
use std::collections::BTreeSet;
use sycl_device_config::escape_for_message;

/// A function of an image, as the checks see it.
#[derive(Debug, Clone, Default)]
pub struct ImageFunction {
    /// Demangled, for messages.
    pub display_name: String,
    pub used_aspects: Vec<i32>,
    pub declared_aspects: Vec<i32>,
    pub reqd_sub_group_size: Option<u32>,
    pub fixed_targets: Option<Vec<FixedTarget>>,
    /// Demangled names of the first [`KERNELS_NAMED`] of the image's entry
    /// points that reach it (itself excluded), in image order.
    pub reached_from: Vec<String>,
    /// How many entry points reach it in all (`reached_from.len()` or more).
    pub reached_from_total: usize,
    /// `file:line:col`, when the IR has one.
    pub location: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub location: Option<String>,
    pub message: String,
}

/// Kernels named in one warning: a helper every kernel enters would
/// otherwise list them all in each of its warnings (kernels × functions of
/// output for one module).
pub const KERNELS_NAMED: usize = 3;

fn kernels_text(f: &ImageFunction) -> String {
    let more = f.reached_from_total.saturating_sub(f.reached_from.len());
    let named = f.reached_from.iter().map(|k| format!("'{k}'")).collect::<Vec<_>>().join(", ");
    match (f.reached_from.len(), more) {
        (0, _) => "its calling kernel".to_owned(),
        (1, 0) => format!("its calling kernel {named}"),
        (_, 0) => format!("its calling kernels {named}"),
        (_, more) => format!("its calling kernels {named} and {more} more"),
    }
}

/// `intel_gpu_pvc,cpu`: names as written, aspects (DPC++'s `!{i32 1}`
/// form) by their names when the module names them.
fn targets_text(targets: &[FixedTarget], aspect_name: &dyn Fn(i32) -> String) -> String {
    if targets.is_empty() {
        "none".to_owned()
    } else {
        targets
            .iter()
            .map(|t| match t {
                // Target names come from the IR: escaped, as every name in a message.
                FixedTarget::Name(n) => escape_for_message(n).into_owned(),
                FixedTarget::Aspect(a) => aspect_name(*a),
            })
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// Runs the checks on one image: `req` is updated to the `Final*` sets;
/// `aspect_name` names an aspect value for messages.
pub fn check_image(
    req: &mut DeviceRequirements,
    functions: &[ImageFunction],
    aspect_name: &dyn Fn(i32) -> String,
) -> Vec<Warning> {
    let mut warnings = Vec::new();
    let image_aspects: BTreeSet<u32> = req.aspects.clone();
    let image_sub_group = req.reqd_sub_group_size;
    let image_targets = req.fixed_targets.clone();
    for f in functions {
        let warn = |message: String| Warning { location: f.location.clone(), message };
        match &image_targets {
            None => {
                let mut seen = BTreeSet::new();
                for &a in f.used_aspects.iter().chain(&f.declared_aspects) {
                    let Ok(value) = u32::try_from(a) else { continue };
                    if image_aspects.contains(&value) || !seen.insert(value) {
                        continue;
                    }
                    warnings.push(warn(format!(
                        "function '{}' uses aspect '{}' not expected by {}. Missing [[sycl::device_has()]] on SYCL_EXTERNAL function?",
                        f.display_name,
                        aspect_name(a),
                        kernels_text(f)
                    )));
                    req.aspects.insert(value);
                }
                if let Some(size) = f.reqd_sub_group_size.filter(|s| Some(*s) != image_sub_group) {
                    warnings.push(warn(format!(
                        "function '{}' has required sub-group size '{size}' that does not match {}. Missing [[sycl::reqd_sub_group_size()]] attribute on SYCL_EXTERNAL function?",
                        f.display_name,
                        kernels_text(f)
                    )));
                    // DPC++'s property holds one uint32: the kernel's size is
                    // kept when the image has one (docs/post-link.md).
                    req.reqd_sub_group_size.get_or_insert(size);
                }
                if let Some(targets) = f.fixed_targets.as_ref().filter(|t| !t.is_empty()) {
                    warnings.push(warn(format!(
                        "function '{}' compiled with a different `-fsycl-fixed-targets` switch than {} ({} instead of none)",
                        f.display_name,
                        kernels_text(f),
                        targets_text(targets, aspect_name)
                    )));
                    // The function runs only where its translation unit
                    // was fixed to, so the image does: it gets a
                    // fixed_target property (DPC++'s computeDeviceRequirements
                    // takes every function's list; two functions' lists
                    // narrow to their common targets, as in rule 2).
                    match &mut req.fixed_targets {
                        None => req.fixed_targets = Some(targets.clone()),
                        Some(final_targets) => final_targets.retain(|t| targets.contains(t)),
                    }
                }
            }
            Some(image) => {
                let Some(own) = &f.fixed_targets else { continue };
                let same = own.len() == image.len() && own.iter().all(|t| image.contains(t));
                if same {
                    continue;
                }
                warnings.push(warn(format!(
                    "function '{}' compiled with a different `-fsycl-fixed-targets` switch than {} ({} instead of {})",
                    f.display_name,
                    kernels_text(f),
                    targets_text(own, aspect_name),
                    targets_text(image, aspect_name)
                )));
                if !own.is_empty() {
                    if let Some(final_targets) = req.fixed_targets.as_mut() {
                        final_targets.retain(|t| own.contains(t));
                    }
                }
            }
        }
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(a: i32) -> String {
        match a {
            6 => "fp64".into(),
            5 => "fp16".into(),
            _ => format!("{a}"),
        }
    }

    fn func(name: &str) -> ImageFunction {
        ImageFunction { display_name: name.into(), reached_from: vec!["kernel".into()], reached_from_total: 1, ..Default::default() }
    }

    #[test]
    fn aspect_not_expected() {
        let mut req = DeviceRequirements { aspects: [5].into_iter().collect(), ..Default::default() };
        let mut f = func("foo()");
        f.used_aspects = vec![6, 5, 6, -1];
        f.declared_aspects = vec![6];
        f.location = Some("b.cpp:3:1".into());
        let w = check_image(&mut req, &[f], &name);
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].location.as_deref(), Some("b.cpp:3:1"));
        assert_eq!(
            w[0].message,
            "function 'foo()' uses aspect 'fp64' not expected by its calling kernel 'kernel'. Missing [[sycl::device_has()]] on SYCL_EXTERNAL function?"
        );
        assert_eq!(req.aspects.into_iter().collect::<Vec<_>>(), [5, 6]);
    }

    #[test]
    fn sub_group_mismatch_keeps_the_kernels_size() {
        let mut req = DeviceRequirements { reqd_sub_group_size: Some(16), ..Default::default() };
        let mut f = func("bar()");
        f.reqd_sub_group_size = Some(32);
        f.reached_from = vec!["k1".into(), "k2".into()];
        f.reached_from_total = 2;
        let w = check_image(&mut req, &[f], &name);
        assert!(w[0].message.starts_with("function 'bar()' has required sub-group size '32' that does not match its calling kernels 'k1', 'k2'."));
        assert_eq!(req.reqd_sub_group_size, Some(16));
    }

    #[test]
    fn fixed_targets() {
        let pvc = FixedTarget::Name("intel_gpu_pvc".into());
        let dg1 = FixedTarget::Name("intel_gpu_dg1".into());
        let mut req = DeviceRequirements { fixed_targets: Some(vec![pvc.clone(), dg1.clone()]), ..Default::default() };
        let mut same = func("same()");
        same.fixed_targets = Some(vec![dg1.clone(), pvc.clone()]);
        let mut none = func("none()");
        none.fixed_targets = Some(vec![]);
        let mut narrower = func("narrower()");
        narrower.fixed_targets = Some(vec![pvc.clone(), FixedTarget::Name("x86_64".into())]);
        let w = check_image(&mut req, &[same, none, narrower, func("no-metadata()")], &name);
        let messages: Vec<&str> = w.iter().map(|w| w.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "function 'none()' compiled with a different `-fsycl-fixed-targets` switch than its calling kernel 'kernel' (none instead of intel_gpu_pvc,intel_gpu_dg1)",
                "function 'narrower()' compiled with a different `-fsycl-fixed-targets` switch than its calling kernel 'kernel' (intel_gpu_pvc,x86_64 instead of intel_gpu_pvc,intel_gpu_dg1)",
            ]
        );
        assert_eq!(req.fixed_targets, Some(vec![pvc]));
    }

    #[test]
    fn fixed_function_in_unfixed_image() {
        let mut req = DeviceRequirements::default();
        let mut f = func("f()");
        f.fixed_targets = Some(vec![FixedTarget::Aspect(1)]);
        let mut g = func("g()");
        g.fixed_targets = Some(vec![FixedTarget::Aspect(2), FixedTarget::Aspect(1)]);
        let w = check_image(&mut req, &[f, g], &name);
        assert_eq!(w.len(), 2);
        assert!(w[0].message.contains("(1 instead of none)"));
        // The image runs only where the functions can: their common targets.
        assert_eq!(req.fixed_targets, Some(vec![FixedTarget::Aspect(1)]));
    }

    #[test]
    fn many_kernels_are_counted_not_listed() {
        let mut req = DeviceRequirements::default();
        let mut f = func("helper()");
        f.used_aspects = vec![6];
        f.reached_from = vec!["k1".into(), "k2".into(), "k3".into()];
        f.reached_from_total = 1000;
        let w = check_image(&mut req, &[f], &name);
        assert!(w[0].message.contains("not expected by its calling kernels 'k1', 'k2', 'k3' and 997 more."), "{}", w[0].message);
    }

    #[test]
    fn each_function_is_warned_about_even_for_an_aspect_already_added() {
        // The image's set grows with the first warning; the second function
        // still uses fp64 that its kernel does not expect.
        let mut req = DeviceRequirements::default();
        let mut first = func("first()");
        first.used_aspects = vec![6];
        let mut second = func("second()");
        second.used_aspects = vec![6];
        let w = check_image(&mut req, &[first, second], &name);
        let names: Vec<bool> = w.iter().map(|w| w.message.contains("'second()'")).collect();
        assert_eq!(names, [false, true]);
    }
}
