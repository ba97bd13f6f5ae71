//! What the user told us about the devices the code will run on: the device
//! table (embedded, plus `device-config-file=` files), the fixed targets
//! (`fixed-targets=`, `-fsycl-fixed-targets` in the design) and the
//! compilation targets (`targets=`, mirroring `-fsycl-targets`).
//!
//! Shared by the clang plugin (which reports errors when it reads its
//! arguments and predefines the `any_device_has` / `all_devices_have`
//! macros) and the pass (which checks code against the fixed targets).
//!
//! A fixed-target name is either a target of the table (the design's form,
//! written as a string in `!sycl_fixed_targets`) or, as DPC++'s pass accepts
//! it, the name of an aspect such as `gpu` or `cpu` (written as its i32
//! value, DPC++'s form). Only table targets take part in the checks.

use crate::options::PassOptions;
use std::path::Path;
use sycl_device_config::{
    all_devices_have, any_device_has, aspect_registry, escape_for_message, render, Diagnostic, Target, TargetHint, TargetTable,
};

/// One entry of the fixed-target list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FixedTarget {
    /// A target of the device table.
    Device(Target),
    /// DPC++'s form: an aspect name (`cpu`, `gpu`, ...) standing for a
    /// device type; recorded as the aspect's value, not checked.
    DeviceType { name: String, aspect: u32 },
}

impl FixedTarget {
    pub fn name(&self) -> &str {
        match self {
            FixedTarget::Device(t) => &t.name,
            FixedTarget::DeviceType { name, .. } => name,
        }
    }
}

/// Why the targets could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TargetError {
    /// Rendered diagnostics of a device configuration file (`file:line:col:
    /// error: ...`, source line, caret).
    Config(String),
    /// One line about an unknown target name, with the closest names.
    UnknownTarget(String),
}

impl std::fmt::Display for TargetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TargetError::Config(text) | TargetError::UnknownTarget(text) => f.write_str(text),
        }
    }
}

/// The resolved target setup.
#[derive(Clone, Debug)]
pub struct TargetSetup {
    pub table: TargetTable,
    pub fixed: Vec<FixedTarget>,
    /// The targets `any_device_has` / `all_devices_have` are computed for:
    /// `targets=` if given, else the fixed targets of the table.
    pub compile_targets: Vec<Target>,
    /// Rendered warnings from the device configuration files.
    pub warnings: String,
}

impl TargetSetup {
    /// Loads the configuration files and resolves the target names. The
    /// files' warnings are in [`TargetSetup::warnings`]; a caller that
    /// reports errors uses [`TargetSetup::resolve`], which keeps them when
    /// the setup fails.
    pub fn from_options(options: &PassOptions) -> Result<Self, TargetError> {
        Self::resolve(options).0
    }

    /// [`TargetSetup::from_options`], with the rendered warnings of the
    /// configuration files that were read, also when the setup then fails
    /// (an unknown target after a file with warnings, a file with errors
    /// after one with warnings; a failing file's own warnings are in its
    /// `Config` error, with its errors, in source order). Every tool prints
    /// them before any error, so a warning is never lost.
    pub fn resolve(options: &PassOptions) -> (Result<Self, TargetError>, String) {
        let mut warnings: Vec<Diagnostic> = Vec::new();
        let setup = Self::resolve_into(options, &mut warnings);
        let rendered = render(&warnings).trim_end().to_owned();
        (setup.map(|s| Self { warnings: rendered.clone(), ..s }), rendered)
    }

    fn resolve_into(options: &PassOptions, warnings: &mut Vec<Diagnostic>) -> Result<Self, TargetError> {
        let mut table = TargetTable::embedded();
        for path in &options.device_config_files {
            match table.load_file(Path::new(path)) {
                Ok(w) => warnings.extend(w),
                Err(errors) => return Err(TargetError::Config(render(&errors).trim_end().to_owned())),
            }
        }
        // A name given twice counts once.
        let mut fixed: Vec<FixedTarget> = Vec::new();
        for name in &options.fixed_targets {
            if fixed.iter().all(|f| f.name() != name) {
                fixed.push(resolve_fixed_target(&table, name)?);
            }
        }
        let mut compile_targets: Vec<Target> = Vec::new();
        for name in &options.targets {
            if compile_targets.iter().any(|t| &t.name == name) {
                continue;
            }
            match table.get(name) {
                Some(t) => compile_targets.push(t.clone()),
                None => return Err(unknown_target(&table, name, "target")),
            }
        }
        if options.targets.is_empty() {
            compile_targets = fixed
                .iter()
                .filter_map(|f| match f {
                    FixedTarget::Device(t) => Some(t.clone()),
                    FixedTarget::DeviceType { .. } => None,
                })
                .collect();
        }
        Ok(Self { table, fixed, compile_targets, warnings: String::new() })
    }

    /// Predefined macros for `<sycl/device_aspect_traits.hpp>`: for every
    /// aspect, `__SYCL_ANY_DEVICE_HAS_<name>__` and
    /// `__SYCL_ALL_DEVICES_HAVE_<name>__` as 0 or 1 (DPC++'s macro names).
    /// Without known targets every aspect is "maybe": any 1, all 0.
    ///
    /// When some device may have aspects beyond those listed (no targets, or
    /// a target with `may_support_other_aspects`), also
    /// `__SYCL_ANY_DEVICE_HAS_ANY_ASPECT__ 1`, DPC++'s driver macro: Intel's
    /// `<sycl/device_aspect_traits.hpp>` then makes `any_device_has` true for
    /// every aspect, including those of its own enum this table does not
    /// know by name (without it they would default to 0, "no device has it").
    pub fn trait_macros(&self) -> String {
        let targets: Vec<&Target> = self.compile_targets.iter().collect();
        let mut text = String::new();
        if targets.is_empty() || targets.iter().any(|t| t.may_support_other_aspects) {
            text.push_str("#define __SYCL_ANY_DEVICE_HAS_ANY_ASPECT__ 1\n");
        }
        for aspect in aspect_registry().all() {
            let any = any_device_has(&targets, aspect.value) as u8;
            let all = all_devices_have(&targets, aspect.value) as u8;
            text.push_str(&format!(
                "#define __SYCL_ANY_DEVICE_HAS_{name}__ {any}\n#define __SYCL_ALL_DEVICES_HAVE_{name}__ {all}\n",
                name = aspect.name
            ));
        }
        text
    }
}

fn resolve_fixed_target(table: &TargetTable, name: &str) -> Result<FixedTarget, TargetError> {
    if let Some(target) = table.get(name) {
        return Ok(FixedTarget::Device(target.clone()));
    }
    if let Some(aspect) = aspect_registry().by_name(name) {
        // DPC++ takes only the device-kind aspects as fixed targets; any
        // other aspect (fp64) names no device and was a silent no-op.
        if DEVICE_KIND_ASPECTS.contains(&name) {
            return Ok(FixedTarget::DeviceType { name: name.to_owned(), aspect: aspect.value });
        }
        return Err(TargetError::UnknownTarget(format!(
            "fixed target '{}' is an aspect, not a device; a fixed target is a target of the device table \
             ('sycl-targets list') or one of the device kinds {}",
            escape_for_message(name),
            DEVICE_KIND_ASPECTS.join(", ")
        )));
    }
    Err(unknown_target(table, name, "fixed target"))
}

/// Aspect names DPC++ accepts as fixed targets, standing for device kinds
/// (`host` too: DPC++'s sycl-fixed-targets test gives `host,cpu,gpu`).
pub const DEVICE_KIND_ASPECTS: &[&str] = &["host", "cpu", "gpu", "accelerator"];

fn unknown_target(table: &TargetTable, name: &str, what: &str) -> TargetError {
    let hint = match table.unknown_target_hint(name) {
        TargetHint::Close(closest) => match closest.as_slice() {
            [one] => format!("; did you mean '{one}'?"),
            many => {
                let quoted: Vec<String> = many.iter().map(|n| format!("'{n}'")).collect();
                format!("; did you mean one of {}?", quoted.join(", "))
            }
        },
        family @ TargetHint::Family { .. } => format!("; {}", family.note().unwrap_or_default()),
        TargetHint::None => String::new(),
    };
    TargetError::UnknownTarget(format!(
        "unknown {what} '{}'{hint} ('sycl-targets list' shows all {} known targets)",
        escape_for_message(name),
        table.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(fixed: &[&str], targets: &[&str]) -> Result<TargetSetup, TargetError> {
        let options = PassOptions {
            fixed_targets: fixed.iter().map(|s| s.to_string()).collect(),
            targets: targets.iter().map(|s| s.to_string()).collect(),
            ..PassOptions::new()
        };
        TargetSetup::from_options(&options)
    }

    #[test]
    fn fixed_targets_resolve_to_table_targets_or_device_types() {
        let s = setup(&["intel_gpu_pvc", "gpu"], &[]).unwrap();
        assert!(matches!(&s.fixed[0], FixedTarget::Device(t) if t.name == "intel_gpu_pvc"));
        assert_eq!(s.fixed[1], FixedTarget::DeviceType { name: "gpu".into(), aspect: 2 });
        assert_eq!(s.compile_targets.len(), 1);
    }

    #[test]
    fn repeated_names_count_once() {
        let s = setup(&["intel_gpu_pvc", "intel_gpu_pvc"], &["spir64", "spir64"]).unwrap();
        assert_eq!(s.fixed.len(), 1);
        assert_eq!(s.compile_targets.len(), 1);
    }

    #[test]
    fn unknown_targets_suggest_close_names() {
        let e = setup(&["intel_gpu_pvcc"], &[]).unwrap_err().to_string();
        assert!(e.starts_with("unknown fixed target 'intel_gpu_pvcc'; did you mean"), "{e}");
        assert!(e.contains("'intel_gpu_pvc'"), "{e}");
        let e = setup(&[], &["nvidia_gpu_sm_8"]).unwrap_err().to_string();
        assert!(e.starts_with("unknown target 'nvidia_gpu_sm_8'"), "{e}");
    }

    #[test]
    fn only_device_kind_aspects_are_fixed_targets() {
        let e = setup(&["fp64"], &[]).unwrap_err().to_string();
        assert!(e.starts_with("fixed target 'fp64' is an aspect, not a device;"), "{e}");
        assert!(e.ends_with("one of the device kinds host, cpu, gpu, accelerator"), "{e}");
        for kind in DEVICE_KIND_ASPECTS {
            assert!(setup(&[kind], &[]).is_ok(), "{kind}");
        }
    }

    #[test]
    fn unknown_targets_far_from_any_name_list_their_family() {
        let e = setup(&["intel_gpu_nosuchchip"], &[]).unwrap_err().to_string();
        assert!(e.starts_with("unknown fixed target 'intel_gpu_nosuchchip'; known intel_gpu_* targets: "), "{e}");
        assert!(e.contains("intel_gpu_pvc, ") && !e.contains("nvidia"), "{e}");
        let e = setup(&["a\u{1b}[31m"], &[]).unwrap_err().to_string();
        assert!(e.starts_with("unknown fixed target 'a\\x1b[31m'"), "{e}");
    }

    #[test]
    fn warnings_survive_a_failed_setup() {
        let dir = std::env::temp_dir().join(format!("sycl-aspects-targets-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let warn = dir.join("w.yaml");
        let bad = dir.join("bad.yaml");
        std::fs::write(&warn, "my_gpu:\n  aspects: [gpu, int64_base_atomics]\n").unwrap();
        std::fs::write(&bad, "my_fpga:\n  aspects: [fp65]\n").unwrap();
        let files = |names: &[&std::path::Path]| names.iter().map(|p| p.display().to_string()).collect::<Vec<_>>();
        let deprecated = "warning: aspect 'int64_base_atomics' is deprecated";
        let ok = PassOptions { device_config_files: files(&[&warn]), ..PassOptions::new() };
        let (setup, warnings) = TargetSetup::resolve(&ok);
        assert!(warnings.contains(deprecated), "{warnings}");
        assert_eq!(setup.unwrap().warnings, warnings);
        let unknown = PassOptions { fixed_targets: vec!["no_such_gpu".into()], ..ok.clone() };
        let (setup, warnings) = TargetSetup::resolve(&unknown);
        assert!(matches!(setup, Err(TargetError::UnknownTarget(_))));
        assert!(warnings.contains(deprecated), "{warnings}");
        let later_error = PassOptions { device_config_files: files(&[&warn, &bad]), ..PassOptions::new() };
        let (setup, warnings) = TargetSetup::resolve(&later_error);
        assert!(matches!(setup, Err(TargetError::Config(e)) if e.contains("unknown aspect 'fp65'")));
        assert!(warnings.contains(deprecated), "{warnings}");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn trait_macros_follow_the_targets() {
        let none = setup(&[], &[]).unwrap().trait_macros();
        assert!(none.contains("#define __SYCL_ANY_DEVICE_HAS_fp64__ 1\n"));
        assert!(none.contains("#define __SYCL_ALL_DEVICES_HAVE_fp64__ 0\n"));
        // tgllp has no fp64; pvc has it.
        let both = setup(&[], &["intel_gpu_tgllp", "intel_gpu_pvc"]).unwrap().trait_macros();
        assert!(both.contains("#define __SYCL_ANY_DEVICE_HAS_fp64__ 1\n"));
        assert!(both.contains("#define __SYCL_ALL_DEVICES_HAVE_fp64__ 0\n"));
        assert!(both.contains("#define __SYCL_ALL_DEVICES_HAVE_fp16__ 1\n"));
        let tgl = setup(&["intel_gpu_tgllp"], &[]).unwrap().trait_macros();
        assert!(tgl.contains("#define __SYCL_ANY_DEVICE_HAS_fp64__ 0\n"));
        // DPC++'s "some device may have any aspect" macro: only when nothing
        // is known or a target may support unlisted aspects.
        const ANY_ASPECT: &str = "#define __SYCL_ANY_DEVICE_HAS_ANY_ASPECT__ 1\n";
        assert!(none.contains(ANY_ASPECT));
        assert!(!both.contains(ANY_ASPECT) && !tgl.contains(ANY_ASPECT));
        assert!(setup(&[], &["spir64"]).unwrap().trait_macros().contains(ANY_ASPECT));
        assert!(setup(&[], &["intel_gpu_pvc", "nvidia_gpu_sm_80"]).unwrap().trait_macros().contains(ANY_ASPECT));
    }
}
