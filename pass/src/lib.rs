//! The `sycl-propagate-aspects-usage` LLVM pass and its registration.

pub mod aspect_set;
pub mod graph;
pub mod fixed_targets;
pub mod implicit_fp64;
pub mod ir_scan;
pub mod messages;
pub mod options;
pub mod propagate;
pub mod report;

use llvm_plugin::inkwell::module::Module;
use llvm_plugin::{LlvmModulePass, ModuleAnalysisManager, PassBuilder, PipelineParsing, PreservedAnalyses};
use options::PassOptions;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use sycl_aspects_frontend::targets::{TargetError, TargetSetup};

pub const PASS_NAME: &str = "sycl-propagate-aspects-usage";

/// Sends warnings to clang's diagnostics when running inside clang, else
/// to the LLVM context's diagnostic handler (opt).
struct BridgeSink {
    module: usize,
}

impl propagate::DiagnosticSink for BridgeSink {
    fn warning(&mut self, location: Option<&ir_scan::SourceLocation>, message: &str) {
        let (shown, path, line, column) =
            location.map_or((String::new(), String::new(), 0, 0), |l| (l.to_string(), l.path(), l.line, l.column));
        sycl_aspects_bridge::ffi::emit_pass_diagnostic(self.module, false, &shown, &path, line, column, message);
    }

    fn error(&mut self, message: &str) {
        sycl_aspects_bridge::ffi::emit_pass_diagnostic(self.module, true, "", "", 0, 0, message);
    }
}

pub struct PropagateAspectsUsage {
    pub options: PassOptions,
    /// The device table and the resolved targets, or why they could not be
    /// set up (reported when the pass runs).
    pub targets: Result<Arc<TargetSetup>, TargetError>,
}

impl PropagateAspectsUsage {
    pub fn new(options: PassOptions) -> Self {
        let targets = TargetSetup::from_options(&options).map(Arc::new);
        Self { options, targets }
    }
}

impl LlvmModulePass for PropagateAspectsUsage {
    fn run_pass(&self, module: &mut Module, _manager: &ModuleAnalysisManager) -> PreservedAnalyses {
        let raw = module.as_mut_ptr();
        let changed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut sink = BridgeSink { module: raw as usize };
            match &self.targets {
                Ok(setup) => unsafe { propagate::run(raw, &self.options, setup, &mut sink) },
                Err(e) => {
                    propagate::DiagnosticSink::error(&mut sink, &format!("{PASS_NAME}: {e}"));
                    false
                }
            }
        }));
        let changed = match changed {
            Ok(changed) => changed,
            Err(_) => {
                sycl_aspects_bridge::ffi::emit_pass_diagnostic(
                    raw as usize,
                    false,
                    "",
                    "",
                    0,
                    0,
                    "sycl-propagate-aspects-usage: internal error; the module was left as it was",
                );
                false
            }
        };
        if changed {
            PreservedAnalyses::None
        } else {
            PreservedAnalyses::All
        }
    }
}

/// Parses `sycl-propagate-aspects-usage[<params>]`. `Ok(None)`: not ours.
pub fn parse_pipeline_name(name: &str) -> Option<Result<PassOptions, String>> {
    if name == PASS_NAME {
        return Some(Ok(PassOptions::new()));
    }
    let params = name.strip_prefix(PASS_NAME)?.strip_prefix('<')?.strip_suffix('>')?;
    Some(PassOptions::parse_params(params))
}

/// Options for the pass when clang runs it: plugin arguments, then DPC++'s
/// command-line spellings (legacy `-load`).
fn default_options() -> PassOptions {
    let mut options = sycl_aspects_bridge::plugin_pass_options();
    let fixed = sycl_aspects_bridge::ffi::legacy_option_value("fixed-targets");
    options.fixed_targets.extend(options::split_list(&fixed));
    let excluded = sycl_aspects_bridge::ffi::legacy_option_value("exclude-aspects");
    options.exclude_aspects.extend(options::split_list(&excluded));
    options
}

/// Whether a setup resolved from the plugin arguments covers `options`.
fn setup_matches(setup: &TargetSetup, options: &PassOptions) -> bool {
    setup.fixed.len() == options.fixed_targets.len()
        && setup.fixed.iter().zip(&options.fixed_targets).all(|(f, n)| f.name() == n)
}

/// Reports a pipeline-text error once (LLVM calls the parsing callback
/// twice per name).
fn report_once(message: String) {
    static SEEN: Mutex<Option<HashSet<String>>> = Mutex::new(None);
    let mut seen = SEEN.lock().unwrap_or_else(|p| p.into_inner());
    if seen.get_or_insert_with(HashSet::new).insert(message.clone()) {
        eprintln!("error: {message}");
    }
}

pub fn register(builder: &mut PassBuilder) {
    builder.add_module_pipeline_parsing_callback(|name, manager| match parse_pipeline_name(name) {
        None => PipelineParsing::NotParsed,
        Some(Err(e)) => {
            report_once(format!("{PASS_NAME}: {e}"));
            PipelineParsing::NotParsed
        }
        Some(Ok(mut options)) => {
            let legacy = default_options();
            options.fixed_targets.extend(legacy.fixed_targets);
            options.exclude_aspects.extend(legacy.exclude_aspects);
            let pass = PropagateAspectsUsage::new(options);
            // Configuration errors are reported once, at parse time, and
            // the pipeline is rejected.
            if let Err(e) = &pass.targets {
                report_once(format!("{PASS_NAME}: {e}"));
                return PipelineParsing::NotParsed;
            }
            manager.add_pass(pass);
            PipelineParsing::Parsed
        }
    });
    // Inside clang, run first in every pipeline, before inlining or dead
    // code elimination can hide a use.
    if sycl_aspects_bridge::ffi::frontend_active() {
        builder.add_pipeline_start_ep_callback(|manager, _level| {
            let options = default_options();
            // The plugin arguments were resolved (and errors reported) when
            // clang read them; DPC++'s -mllvm spellings may add targets.
            let pass = match sycl_aspects_bridge::plugin_target_setup() {
                Some(setup) if setup_matches(&setup, &options) => {
                    PropagateAspectsUsage { options, targets: Ok(setup) }
                }
                _ => PropagateAspectsUsage::new(options),
            };
            manager.add_pass(pass);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipeline_names() {
        assert!(parse_pipeline_name("verify").is_none());
        assert!(parse_pipeline_name("sycl-propagate-aspects-usagex").is_none());
        assert_eq!(parse_pipeline_name(PASS_NAME).unwrap().unwrap(), PassOptions::new());
        let o = parse_pipeline_name("sycl-propagate-aspects-usage<fixed-targets=a;b>").unwrap().unwrap();
        assert_eq!(o.fixed_targets, vec!["a", "b"]);
        assert!(parse_pipeline_name("sycl-propagate-aspects-usage<oops>").unwrap().is_err());
    }
}
