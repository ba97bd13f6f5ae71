//! The `sycl-propagate-aspects-usage` LLVM pass and its registration.

// The LLVM-free core: sets, graph, messages (crate::aspect_set etc. below).
pub use sycl_aspects_analysis::{aspect_set, graph, messages};
mod diagnostics;
pub mod esimd_verifier;
mod handle;
pub mod implicit_fp64;
pub mod ir_scan;
pub mod module_state;
pub mod options;
pub mod propagate;
pub mod reader;
pub mod report;
pub mod writer;

use options::PassOptions;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use sycl_aspects_analysis::targets::{TargetError, TargetSetup};

pub const PASS_NAME: &str = "sycl-propagate-aspects-usage";

/// Sends warnings to clang's diagnostics when running inside clang, else
/// to the LLVM context's diagnostic handler (opt).
struct BridgeSink {
    module: usize,
}

impl module_state::DiagnosticSink for BridgeSink {
    fn warning(&mut self, location: Option<&ir_scan::SourceLocation>, message: &str) {
        let (shown, path, line, column) =
            location.map_or((String::new(), String::new(), 0, 0), |l| (l.to_string(), l.path(), l.line, l.column));
        sycl_aspects_bridge::ffi::emit_pass_diagnostic(self.module, false, &shown, &path, line, column, message);
    }

    fn note(&mut self, location: Option<&ir_scan::SourceLocation>, message: &str) {
        let (shown, path, line, column) =
            location.map_or((String::new(), String::new(), 0, 0), |l| (l.to_string(), l.path(), l.line, l.column));
        sycl_aspects_bridge::ffi::emit_pass_note(self.module, &shown, &path, line, column, message);
    }

    fn attaches_notes(&self) -> bool {
        sycl_aspects_bridge::ffi::frontend_active()
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
    /// The rendered warnings of the device configuration files (also when
    /// `targets` failed) that this pass still has to report: under opt,
    /// through LLVM's diagnostic handler when it first runs. Empty inside
    /// clang, whose plugin printed them when it read its arguments.
    pub config_warnings: String,
}

impl PropagateAspectsUsage {
    pub fn new(options: PassOptions) -> Self {
        let (targets, config_warnings) = TargetSetup::resolve(&options);
        Self { options, targets: targets.map(Arc::new), config_warnings }
    }
}

/// Whether `warnings` (rendered configuration-file warnings) are reported
/// for the first time in this process: LLVM builds the pass twice per
/// pipeline name, a pipeline may hold it twice, and one instance may run on
/// several modules, but a file's warnings are printed once per run.
fn first_report_of_config_warnings(warnings: &str) -> bool {
    static SHOWN: Mutex<Option<HashSet<String>>> = Mutex::new(None);
    let mut shown = SHOWN.lock().unwrap_or_else(|p| p.into_inner());
    !warnings.is_empty() && shown.get_or_insert_with(HashSet::new).insert(warnings.to_owned())
}

impl PropagateAspectsUsage {
    /// Runs the pass on `raw`; returns whether the module changed. A panic
    /// is caught and reported: it never unwinds into LLVM.
    pub fn run_on(&self, raw: llvm_sys::prelude::LLVMModuleRef) -> bool {
        let changed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut sink = BridgeSink { module: raw as usize };
            // The device configuration files' warnings, as clang's plugin
            // prints them (file:line:col, source line, caret), once.
            if first_report_of_config_warnings(&self.config_warnings) {
                module_state::DiagnosticSink::warning(&mut sink, None, &format!("{PASS_NAME}: {}", self.config_warnings));
            }
            match &self.targets {
                Ok(setup) => unsafe { propagate::run(raw, &self.options, setup, &mut sink) },
                Err(e) => {
                    module_state::DiagnosticSink::error(&mut sink, &format!("{PASS_NAME}: {e}"));
                    false
                }
            }
        }));
        changed.unwrap_or_else(|_| {
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
        })
    }
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

impl handle::HandledPass for PropagateAspectsUsage {
    fn pipeline_params(&self) -> String {
        self.options.to_params()
    }
    fn run_module(&self, module: llvm_sys::prelude::LLVMModuleRef) -> bool {
        self.run_on(module)
    }
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

/// Registers the pass on an `llvm::PassBuilder`: the C++ shim owns the
/// LLVM-facing class (so LLVM prints the pass by its pipeline name), these
/// functions do the work.
///
/// # Safety
/// `pass_builder` must be the address of a live `llvm::PassBuilder`.
pub unsafe fn register(pass_builder: usize) {
    sycl_aspects_bridge::ffi::register_propagate_pass(
        pass_builder,
        ffi::create as *const () as usize,
        ffi::create_for_clang as *const () as usize,
        handle::run::<PropagateAspectsUsage> as *const () as usize,
        handle::params::<PropagateAspectsUsage> as *const () as usize,
        handle::destroy::<PropagateAspectsUsage> as *const () as usize,
    );
    esimd_verifier::register(pass_builder);
}

/// The entry points the C++ pass class calls. None unwinds into C++.
mod ffi {
    use super::*;
    use crate::handle::into_handle;
    use std::ffi::{c_char, c_void};

    /// `sycl-propagate-aspects-usage[<params>]` in a pipeline text. DPC++'s
    /// `-sycl-propagate-aspects-usage-*` options (`opt -load`) add to the
    /// parameters. Null (reported once) when they are wrong.
    pub extern "C" fn create(text: *const c_char, len: usize, has_params: bool) -> *mut c_void {
        std::panic::catch_unwind(|| {
            let params = unsafe { crate::handle::pipeline_text(text, len) };
            let parsed = if has_params { PassOptions::parse_params(&params) } else { Ok(PassOptions::new()) };
            let mut options = match parsed {
                Ok(options) => options,
                Err(e) => {
                    report_once(format!("{PASS_NAME}: {e}"));
                    return std::ptr::null_mut();
                }
            };
            let legacy = default_options();
            options.fixed_targets.extend(legacy.fixed_targets);
            options.exclude_aspects.extend(legacy.exclude_aspects);
            let pass = PropagateAspectsUsage::new(options);
            // Configuration errors are reported once, at parse time, and
            // the pipeline is rejected; the files' warnings come first (no
            // module, so no diagnostic handler, to send them to).
            if let Err(e) = &pass.targets {
                if first_report_of_config_warnings(&pass.config_warnings) {
                    eprintln!("warning: {PASS_NAME}: {}", pass.config_warnings);
                }
                report_once(format!("{PASS_NAME}: {e}"));
                return std::ptr::null_mut();
            }
            into_handle(pass)
        })
        .unwrap_or(std::ptr::null_mut())
    }

    /// The instance clang runs at pipeline start: plugin arguments, then
    /// DPC++'s -mllvm spellings. Configuration errors are reported when the
    /// pass runs.
    pub extern "C" fn create_for_clang() -> *mut c_void {
        std::panic::catch_unwind(|| {
            let options = default_options();
            // The plugin arguments were resolved (and errors reported) when
            // clang read them; DPC++'s -mllvm spellings may add targets.
            let mut pass = match sycl_aspects_bridge::plugin_target_setup() {
                Some(setup) if setup_matches(&setup, &options) => {
                    PropagateAspectsUsage { options, targets: Ok(setup), config_warnings: String::new() }
                }
                _ => PropagateAspectsUsage::new(options),
            };
            // The files are the plugin's: clang printed their warnings when
            // it read its arguments (even if the setup failed).
            pass.config_warnings.clear();
            // The first of DPC++'s two runs (see aspects_rerun_wanted).
            pass.options.defer_fp64 = sycl_aspects_bridge::aspects_rerun_wanted();
            into_handle(pass)
        })
        .unwrap_or(std::ptr::null_mut())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_parameters_parse_back() {
        let o = PassOptions::parse_params(
            "fixed-targets=a;b;exclude-aspects=fp64;explain=r.json;device-config-file=x.yaml;device-config-file=y.yaml;no-validate;warn-implicit-fp64",
        )
        .unwrap();
        let printed = o.to_params();
        assert_eq!(PassOptions::parse_params(&printed).unwrap(), o);
        assert_eq!(PassOptions::new().to_params(), "");
    }
}
