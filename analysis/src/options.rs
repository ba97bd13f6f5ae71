//! Options of `sycl-propagate-aspects-usage`, from the pipeline text
//! (`sycl-propagate-aspects-usage<fixed-targets=a;b;exclude-aspects=x;no-validate>`),
//! from clang plugin arguments, and from DPC++'s `cl::opt` spellings.
//!
//! LLVM 16 splits pipeline text on `,` before it looks at `<>`, so lists
//! inside the angle brackets use `;`. A `;`-separated item without `=` that
//! is not a flag continues the list of the preceding `key=`.

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    pub fixed_targets: Vec<String>,
    pub exclude_aspects: Vec<String>,
    /// Warn when a function uses aspects its `device_has` does not list.
    pub validate: bool,
    /// Where to write the explain report (`.json`: JSON, `-`: stderr text).
    pub explain: Option<String>,
    /// `int-header=<file>` (plugin argument only; DPC++'s
    /// `-fsycl-int-header`): kernels launched through Intel's headers are
    /// outlined, and the integration header the host compile needs is
    /// written to this file.
    pub integration_header: Option<String>,
    /// Opt-in: warn about implicit fp64 use in kernels without device_has.
    pub warn_implicit_fp64: bool,
    /// Device configuration files merged, in order, over the embedded table.
    pub device_config_files: Vec<String>,
    /// Compilation targets (`-fsycl-targets`) for `any_device_has` /
    /// `all_devices_have` (plugin argument only).
    pub targets: Vec<String>,
    /// Options of the `esimd-verifier` pass clang runs (plugin arguments
    /// `esimd-stateless-memory`, `esimd-allow=`, `esimd-allow-file=`).
    pub esimd: crate::esimd::EsimdOptions,
    /// How `!sycl_conditionally_used_aspects` is computed and written
    /// (`conditional-aspects=dpcpp|merged`; docs/design-choices.md).
    pub conditional_aspects: ConditionalAspects,
    /// `rerun`: the run after the optimizer (DPC++'s second run): the lists
    /// are computed again from the optimized code, nothing is reported or
    /// checked, `!sycl_fixed_targets` is left as the first run wrote it.
    pub rerun: bool,
    /// `defer-fp64`: the first of two runs: fp64 is left out of the written
    /// lists (not out of the checks), for `rerun` to add where a `double`
    /// survived the optimizer.
    pub defer_fp64: bool,
}

/// `conditional-aspects=`: DPC++'s output (the default) or this pass's
/// merged form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ConditionalAspects {
    /// DPC++'s pass, pair for pair.
    #[default]
    Dpcpp,
    /// One entry per condition set, aspects also used unconditionally or
    /// excluded left out, actions keep `!sycl_used_aspects`.
    Merged,
}

impl ConditionalAspects {
    fn parse(value: &str, what: &str) -> Result<Self, String> {
        match value.trim() {
            "dpcpp" => Ok(Self::Dpcpp),
            "merged" => Ok(Self::Merged),
            other => Err(format!("{what} 'conditional-aspects={other}': expected conditional-aspects=dpcpp or conditional-aspects=merged")),
        }
    }
}

impl PassOptions {
    pub fn new() -> Self {
        Self { validate: true, ..Default::default() }
    }

    /// Parses the text between `<` and `>`.
    pub fn parse_params(text: &str) -> Result<Self, String> {
        let mut options = Self::new();
        let mut current_list: Option<&str> = None;
        let items: Vec<&str> = text.split(';').map(str::trim).collect();
        for (index, &item) in items.iter().enumerate() {
            if item.is_empty() {
                // `fixed-targets=a;;b` is a mistake, not an empty name: say
                // so, as the plugin arguments do (a trailing `;` is harmless).
                if let Some(key) = current_list.filter(|_| index + 1 < items.len()) {
                    return Err(format!("parameter '{key}=' has an empty name in its list; expected {key}=a;b"));
                }
                continue;
            }
            if let Some((key, value)) = item.split_once('=') {
                current_list = None;
                match key {
                    "fixed-targets" | "exclude-aspects" => {
                        if value.split(',').any(|v| v.trim().is_empty()) {
                            return Err(format!("parameter '{item}' has an empty name in its list; expected {key}=a;b"));
                        }
                        current_list = Some(if key == "fixed-targets" { "fixed-targets" } else { "exclude-aspects" });
                        options.list_mut(key).extend(split_list(value));
                    }
                    "explain" | "device-config-file" if value.trim().is_empty() => {
                        return Err(needs_file_name(key, "parameter"))
                    }
                    "explain" => options.explain = Some(value.to_owned()),
                    "device-config-file" => options.device_config_files.push(value.to_owned()),
                    "conditional-aspects" => options.conditional_aspects = ConditionalAspects::parse(value, "parameter")?,
                    "no-validate" | "validate" | "warn-implicit-fp64" => {
                        return Err(format!("parameter '{key}' takes no value; write '{key}', not '{item}'"))
                    }
                    _ => return Err(format!("unknown parameter '{key}'; {}", Self::HELP)),
                }
                continue;
            }
            match item {
                "no-validate" => options.validate = false,
                "validate" => options.validate = true,
                "rerun" => options.rerun = true,
                "defer-fp64" => options.defer_fp64 = true,
                "warn-implicit-fp64" => options.warn_implicit_fp64 = true,
                _ => match current_list {
                    Some(key) => options.list_mut(key).push(item.to_owned()),
                    None => return Err(format!("unknown parameter '{item}'; {}", Self::HELP)),
                },
            }
        }
        Ok(options)
    }

    /// The pipeline parameters that `parse_params` reads back as these
    /// options (empty for the defaults): what `opt -print-pipeline-passes`
    /// shows between `<` and `>`. `targets` is a plugin argument only and
    /// is not printed. Values containing `;` or `>` cannot be written in a
    /// pipeline text and do not round-trip.
    pub fn to_params(&self) -> String {
        let mut items: Vec<String> = Vec::new();
        for (key, list) in [("fixed-targets", &self.fixed_targets), ("exclude-aspects", &self.exclude_aspects)] {
            if let Some((first, rest)) = list.split_first() {
                items.push(format!("{key}={first}"));
                items.extend(rest.iter().cloned());
            }
        }
        if let Some(explain) = &self.explain {
            items.push(format!("explain={explain}"));
        }
        items.extend(self.device_config_files.iter().map(|f| format!("device-config-file={f}")));
        if !self.validate {
            items.push("no-validate".into());
        }
        if self.warn_implicit_fp64 {
            items.push("warn-implicit-fp64".into());
        }
        if self.conditional_aspects == ConditionalAspects::Merged {
            items.push("conditional-aspects=merged".into());
        }
        if self.defer_fp64 {
            items.push("defer-fp64".into());
        }
        if self.rerun {
            items.push("rerun".into());
        }
        items.join(";")
    }

    pub const HELP: &'static str = "expected fixed-targets=a;b, exclude-aspects=x;y, explain=<file>, \
                                    device-config-file=<file>, conditional-aspects=dpcpp|merged, no-validate, warn-implicit-fp64, defer-fp64 or rerun";

    fn list_mut(&mut self, key: &str) -> &mut Vec<String> {
        if key == "fixed-targets" {
            &mut self.fixed_targets
        } else {
            &mut self.exclude_aspects
        }
    }

    /// Applies one clang plugin argument (`-fplugin-arg-sycl_aspects-<arg>`),
    /// where lists use `,`.
    pub fn apply_plugin_arg(&mut self, arg: &str) -> Result<(), String> {
        let (key, value) = arg.split_once('=').unwrap_or((arg, ""));
        // `fixed-targets=,` or `targets=a,,b` is a mistake, not an empty
        // list: say so instead of silently dropping the empty names.
        if matches!(key, "fixed-targets" | "targets" | "exclude-aspects")
            && value.split([',', ';']).any(|item| item.trim().is_empty())
        {
            return Err(format!("'{arg}' has an empty name in its list; expected {key}=a,b"));
        }
        match key {
            "fixed-targets" => self.fixed_targets.extend(split_list(value)),
            "exclude-aspects" => self.exclude_aspects.extend(split_list(value)),
            "explain" | "device-config-file" | "int-header" if value.trim().is_empty() => {
                return Err(needs_file_name(key, "argument"))
            }
            "explain" => self.explain = Some(value.to_owned()),
            "int-header" => self.integration_header = Some(value.to_owned()),
            "device-config-file" => self.device_config_files.push(value.to_owned()),
            "conditional-aspects" => self.conditional_aspects = ConditionalAspects::parse(value, "argument")?,
            "no-validate" | "warn-implicit-fp64" if arg.contains('=') => {
                return Err(format!("argument '{key}' takes no value; write '{key}', not '{arg}'"))
            }
            "targets" => self.targets.extend(split_list(value)),
            "esimd-allow" | "esimd-allow-file" if value.trim().is_empty() => {
                return Err(format!("argument '{key}=' needs a value: {key}=<{}>", if key == "esimd-allow" { "pattern" } else { "file" }))
            }
            // A pattern is taken whole: it may contain commas.
            "esimd-allow" => self.esimd.allow.push(value.to_owned()),
            "esimd-allow-file" => self.esimd.allow_files.push(value.to_owned()),
            "esimd-stateless-memory" if arg.contains('=') => {
                return Err(format!("argument '{key}' takes no value; write '{key}', not '{arg}'"))
            }
            "esimd-stateless-memory" => self.esimd.stateless_memory = true,
            "no-validate" => self.validate = false,
            "warn-implicit-fp64" => self.warn_implicit_fp64 = true,
            _ => {
                return Err(format!(
                    "unknown argument '{arg}'; expected fixed-targets=a,b, targets=a,b, exclude-aspects=x,y, \
                     device-config-file=<file>, explain=<file>, int-header=<file>, conditional-aspects=dpcpp|merged, no-validate, \
                     warn-implicit-fp64, esimd-stateless-memory, esimd-allow=<pattern> or esimd-allow-file=<file>"
                ))
            }
        }
        Ok(())
    }
}

/// The error for `explain=` / `device-config-file=` without a file name
/// (`what`: "parameter" in pipeline text, "argument" for the plugin).
fn needs_file_name(key: &str, what: &str) -> String {
    let stderr = if key == "explain" { " (or '-' for stderr)" } else { "" };
    format!("{what} '{key}=' needs a file name{stderr}: {key}=<file>")
}

/// Splits a `,`- or `;`-separated list, dropping empty items.
pub fn split_list(value: &str) -> impl Iterator<Item = String> + '_ {
    value.split([',', ';']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipeline_params_with_semicolon_lists() {
        let o = PassOptions::parse_params("fixed-targets=a;b;exclude-aspects=x;y;no-validate").unwrap();
        assert_eq!(o.fixed_targets, vec!["a", "b"]);
        assert_eq!(o.exclude_aspects, vec!["x", "y"]);
        assert!(!o.validate);
    }

    #[test]
    fn empty_names_in_pipeline_lists_are_errors() {
        for text in ["fixed-targets=a;;b", "fixed-targets=", "exclude-aspects=fp64;;fp16", "fixed-targets=a,,b"] {
            let err = PassOptions::parse_params(text).err().unwrap_or_default();
            assert!(err.contains("has an empty name in its list"), "{text}: {err}");
        }
        let err = PassOptions::parse_params("fixed-targets=a;b;;no-validate").err();
        assert!(err.is_some(), "an empty item inside a list is an error even before another parameter");
        let o = PassOptions::parse_params("fixed-targets=a;b;").unwrap_or_default();
        assert_eq!(o.fixed_targets, ["a", "b"]);
        let o = PassOptions::parse_params("no-validate;;exclude-aspects=fp64").unwrap_or_default();
        assert!(!o.validate && o.exclude_aspects == ["fp64"]);
    }

    #[test]
    fn flags_with_values_and_empty_file_names_are_explained() {
        let e = PassOptions::parse_params("no-validate=1").unwrap_err();
        assert!(e.contains("parameter 'no-validate' takes no value"), "{e}");
        let e = PassOptions::parse_params("explain=").unwrap_err();
        assert!(e.contains("'explain=' needs a file name"), "{e}");
        let e = PassOptions::new().apply_plugin_arg("device-config-file=").unwrap_err();
        assert!(e.contains("'device-config-file=' needs a file name"), "{e}");
        let e = PassOptions::new().apply_plugin_arg("warn-implicit-fp64=yes").unwrap_err();
        assert!(e.contains("argument 'warn-implicit-fp64' takes no value"), "{e}");
    }

    #[test]
    fn defaults_and_errors() {
        let o = PassOptions::parse_params("").unwrap();
        assert!(o.validate && o.fixed_targets.is_empty());
        assert!(PassOptions::parse_params("bogus").unwrap_err().contains("unknown parameter 'bogus'"));
        assert!(PassOptions::parse_params("colour=red").is_err());
        let o = PassOptions::parse_params("explain=out.json;warn-implicit-fp64").unwrap();
        assert_eq!(o.explain.as_deref(), Some("out.json"));
        assert!(o.warn_implicit_fp64);
    }

    #[test]
    fn plugin_args_use_commas() {
        let mut o = PassOptions::new();
        o.apply_plugin_arg("exclude-aspects=fp64,fp16").unwrap();
        o.apply_plugin_arg("no-validate").unwrap();
        assert_eq!(o.exclude_aspects, vec!["fp64", "fp16"]);
        assert!(!o.validate);
        assert!(o.apply_plugin_arg("nonsense").is_err());
        o.apply_plugin_arg("esimd-allow=sqrt<.+>|atan2<.+, .+>").unwrap();
        o.apply_plugin_arg("esimd-stateless-memory").unwrap();
        assert_eq!(o.esimd.allow, ["sqrt<.+>|atan2<.+, .+>"]);
        assert!(o.esimd.stateless_memory);
        assert!(o.apply_plugin_arg("esimd-allow-file=").is_err());
        assert!(o.apply_plugin_arg("esimd-stateless-memory=1").is_err());
    }

    #[test]
    fn conditional_aspects_modes() {
        assert_eq!(PassOptions::parse_params("").unwrap().conditional_aspects, ConditionalAspects::Dpcpp);
        let o = PassOptions::parse_params("conditional-aspects=merged;no-validate").unwrap();
        assert_eq!(o.conditional_aspects, ConditionalAspects::Merged);
        assert_eq!(o.to_params(), "no-validate;conditional-aspects=merged");
        assert_eq!(PassOptions::parse_params(&o.to_params()).unwrap(), o);
        assert_eq!(PassOptions::parse_params("conditional-aspects=dpcpp").unwrap().to_params(), "");
        assert!(PassOptions::parse_params("conditional-aspects=other").unwrap_err().contains("expected conditional-aspects=dpcpp"));
        let mut o = PassOptions::new();
        o.apply_plugin_arg("conditional-aspects=merged").unwrap();
        assert_eq!(o.conditional_aspects, ConditionalAspects::Merged);
        assert!(o.apply_plugin_arg("conditional-aspects=").is_err());
    }

    #[test]
    fn device_config_files_and_targets() {
        let o = PassOptions::parse_params("device-config-file=a.yaml;fixed-targets=x").unwrap();
        assert_eq!(o.device_config_files, vec!["a.yaml"]);
        let mut o = PassOptions::new();
        o.apply_plugin_arg("device-config-file=b.yaml").unwrap();
        o.apply_plugin_arg("targets=intel_gpu_pvc,nvidia_gpu_sm_80").unwrap();
        assert_eq!(o.device_config_files, vec!["b.yaml"]);
        assert_eq!(o.targets, vec!["intel_gpu_pvc", "nvidia_gpu_sm_80"]);
    }
}
