//! The `esimd-verifier` LLVM pass (DPC++'s name): ESIMD code may call only
//! an allow-listed part of the SYCL API, and the front end's ESIMD rules
//! that need the whole call graph.
//!
//! Algorithm:
//! 1. Read the module into plain data ([`FunctionInfo`]), functions in
//!    module order: name, defined or not, `!sycl_explicit_simd`, kernel
//!    (`spir_kernel`, or a kernel the front end named), `SYCL_EXTERNAL`
//!    device function (the front end's list inside clang, else a
//!    `"sycl-module-id"` definition that is not a kernel),
//!    `!intel_reqd_sub_group_size`, and the direct calls (through aliases)
//!    in instruction order, each with a call-site number.
//! 2. Nothing is marked ESIMD: done (the module is never changed). Asked
//!    before step 1 with one metadata look-up per function, so a module
//!    without ESIMD code is not read further.
//! 3. Run the checks of [`sycl_aspects_analysis::esimd::check`] (no LLVM:
//!    name classification, allow-list matching, chains): rejected SYCL API
//!    calls reached from ESIMD functions, SYCL device functions called from
//!    ESIMD functions, kernels without the attribute reaching ESIMD
//!    functions, and ESIMD entries reaching another required sub-group size.
//! 4. Report each finding as an error at the call's location (its debug
//!    location, else, inside clang, the call in the AST), with the call
//!    chain (each call site located the same way); when a location is
//!    missing inside clang and the module has no debug information, the
//!    message ends with the propagation pass's hint to compile with `-g`.
//!
//! Options (`esimd-verifier<stateless-memory;allow=RE;allow-file=F>`, or
//! the plugin arguments `esimd-stateless-memory`, `esimd-allow=`,
//! `esimd-allow-file=` inside clang) are described in docs/esimd.md.

use crate::ir_scan::{function_location, instruction_location, resolve_aliases, SourceLocation};
use crate::handle;
use crate::diagnostics::CHAIN_SHOWN;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use sycl_aspects_analysis::esimd::{self, AllowList, Chain, EsimdOptions, Finding, FunctionInfo};
use sycl_aspects_analysis::messages::ChainLink;
use sycl_aspects_bridge::ffi as bridge;
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::{INTEL_REQD_SUB_GROUP_SIZE, MODULE_ID_ATTRIBUTE, SYCL_EXPLICIT_SIMD};
use std::collections::{HashMap, HashSet};

pub const PASS_NAME: &str = "esimd-verifier";

/// LLVM's `CallingConv::SPIR_KERNEL`.
const SPIR_KERNEL: u32 = 76;

/// The module read for the checks, with the call-site instructions.
struct ModuleCalls {
    functions: Vec<LLVMValueRef>,
    infos: Vec<FunctionInfo>,
    /// Call-site number -> (instruction, caller index, callee index).
    sites: Vec<(LLVMValueRef, u32, u32)>,
}

/// Step 1.
unsafe fn read_module(module: LLVMModuleRef, roles: Option<&(Vec<String>, Vec<String>)>) -> ModuleCalls {
    let ctx = LLVMGetModuleContext(module);
    let esimd_kind = ir::md_kind(ctx, SYCL_EXPLICIT_SIMD);
    let sub_group_kind = ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE);
    let mut functions = Vec::new();
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        functions.push(f);
        f = LLVMGetNextFunction(f);
    }
    let index: HashMap<LLVMValueRef, u32> = functions.iter().enumerate().map(|(i, &f)| (f, i as u32)).collect();
    let named_kernels: HashSet<&str> = roles.map(|r| r.0.iter().map(String::as_str).collect()).unwrap_or_default();
    let named_device_functions: Option<HashSet<&str>> = roles.map(|r| r.1.iter().map(String::as_str).collect());
    let mut infos = Vec::with_capacity(functions.len());
    let mut sites = Vec::new();
    for (i, &f) in functions.iter().enumerate() {
        let name = ir::value_name(f);
        let defined = LLVMIsDeclaration(f) == 0;
        let [esimd_md, sub_group_md] = ir::global_mds(f, [esimd_kind, sub_group_kind]);
        let kernel = LLVMGetFunctionCallConv(f) == SPIR_KERNEL || named_kernels.contains(name.as_str());
        let module_id = defined && ir::string_attribute(f, MODULE_ID_ATTRIBUTE).is_some();
        let device_function = match &named_device_functions {
            Some(names) => names.contains(name.as_str()),
            None => module_id && !kernel,
        };
        let mut calls = Vec::new();
        let mut block = LLVMGetFirstBasicBlock(f);
        while !block.is_null() {
            let mut inst = LLVMGetFirstInstruction(block);
            while !inst.is_null() {
                if !LLVMIsACallInst(inst).is_null() || !LLVMIsAInvokeInst(inst).is_null() || !LLVMIsACallBrInst(inst).is_null() {
                    let target = resolve_aliases(LLVMGetCalledValue(inst)).unwrap_or(std::ptr::null_mut());
                    if let Some(&callee) = index.get(&target) {
                        calls.push((callee, sites.len() as u32));
                        sites.push((inst, i as u32, callee));
                    }
                }
                inst = LLVMGetNextInstruction(inst);
            }
            block = LLVMGetNextBasicBlock(block);
        }
        infos.push(FunctionInfo {
            name,
            defined,
            esimd: esimd_md.is_some(),
            kernel,
            entry: kernel || module_id,
            device_function,
            sub_group_size: sub_group_md.and_then(|node| ir::md_first_i64(ctx, node)),
            calls,
        });
    }
    ModuleCalls { functions, infos, sites }
}

/// Whether any function carries `!sycl_explicit_simd` (what step 1 reads
/// as [`FunctionInfo::esimd`]). Asked first so that a module without ESIMD
/// code, nearly every one, costs one metadata look-up per function instead
/// of reading every name and call (about 16 million instructions for 6,000
/// small functions inside clang).
unsafe fn any_function_marked_esimd(module: LLVMModuleRef) -> bool {
    let esimd_kind = ir::md_kind(LLVMGetModuleContext(module), SYCL_EXPLICIT_SIMD);
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        if ir::has_md(f, esimd_kind) {
            return true;
        }
        f = LLVMGetNextFunction(f);
    }
    false
}

/// Asks the AST (inside clang only) for a location.
fn ast_location(query: impl FnOnce() -> bridge::AstLocation) -> Option<SourceLocation> {
    if !bridge::frontend_active() {
        return None;
    }
    let found = query();
    (found.line > 0).then(|| SourceLocation { file: found.file, directory: String::new(), line: found.line, column: found.column })
}

impl ModuleCalls {
    /// Where call site `site` is (step 4).
    unsafe fn site_location(&self, site: u32) -> Option<SourceLocation> {
        let &(inst, caller, callee) = self.sites.get(site as usize)?;
        instruction_location(inst).or_else(|| {
            ast_location(|| bridge::ast_call_site(&self.infos[caller as usize].name, &self.infos[callee as usize].name))
        })
    }

    unsafe fn function_location(&self, f: u32) -> Option<SourceLocation> {
        function_location(self.functions[f as usize])
            .or_else(|| ast_location(|| bridge::ast_function_location(&self.infos[f as usize].name)))
    }

    /// The chain's links, and whether a call site in it has no location.
    /// The analysis already left out the middle of a long chain
    /// (`esimd::Chain`); the links say how many calls are left out, as the
    /// propagation pass's warnings do.
    unsafe fn chain(&self, chain: &Chain) -> (Vec<ChainLink>, bool) {
        let omitted_at = CHAIN_SHOWN / 2;
        let mut missing = false;
        let links = chain
            .steps
            .iter()
            .enumerate()
            .map(|(i, &(f, site))| ChainLink {
                function: self.infos[f as usize].name.clone(),
                call_site: site.and_then(|s| {
                    let location = self.site_location(s);
                    missing |= location.is_none();
                    location.map(|l| l.to_string())
                }),
                omitted_before: if i == omitted_at { chain.omitted } else { 0 },
            })
            .collect();
        (links, missing)
    }
}

/// Reports one error (see `crate::BridgeSink`).
fn report(module: LLVMModuleRef, location: Option<&SourceLocation>, message: &str) {
    let (shown, path, line, column) =
        location.map_or((String::new(), String::new(), 0, 0), |l| (l.to_string(), l.path(), l.line, l.column));
    bridge::emit_pass_diagnostic(module as usize, true, &shown, &path, line, column, message);
}

/// Reports the errors: one clang diagnostic each inside clang; outside it
/// one LLVM error holding them all, one `error:` line each (LLVM's default
/// handler exits at the first error, which would hide the others).
fn report_all(module: LLVMModuleRef, errors: Vec<(Option<SourceLocation>, String)>) {
    if bridge::frontend_active() {
        for (location, message) in &errors {
            report(module, location.as_ref(), message);
        }
        return;
    }
    let texts: Vec<String> = errors
        .iter()
        .map(|(location, message)| match location {
            Some(l) => format!("{l}: {message}"),
            None => message.clone(),
        })
        .collect();
    if !texts.is_empty() {
        report(module, None, &texts.join("\nerror: "));
    }
}

/// Steps 1-4 on `module`; never changes it.
///
/// # Safety
/// `module` must be a valid module.
pub unsafe fn run(module: LLVMModuleRef, allow: &AllowList) {
    if !any_function_marked_esimd(module) {
        return; // step 2, decided before step 1 reads names and calls
    }
    let roles = if bridge::frontend_active() { sycl_aspects_bridge::frontend_esimd_roles(module as usize) } else { None };
    let calls = read_module(module, roles.as_ref());
    if !calls.infos.iter().any(|f| f.esimd) {
        return; // step 2
    }
    let mut errors = Vec::new();
    for finding in esimd::check(&calls.infos, allow) {
        errors.push(match finding {
            Finding::NotSupported { site, full_name, chain, .. } => {
                let (links, missing) = calls.chain(&chain);
                (calls.site_location(site), esimd::not_supported(&full_name, &links), missing)
            }
            Finding::DeviceFunctionFromEsimd { site, callee } => {
                (calls.site_location(site), esimd::device_function_from_esimd(&calls.infos[callee as usize].name), false)
            }
            Finding::KernelCallsEsimd { site, chain } => {
                let (links, missing) = calls.chain(&chain);
                (calls.site_location(site), esimd::kernel_calls_esimd(&links), missing)
            }
            Finding::ConflictingSubGroupSize { function, size, chain } => {
                let location = match chain.steps.last() {
                    Some(&(_, Some(site))) => calls.site_location(site),
                    _ => calls.function_location(function),
                };
                let (links, missing) = calls.chain(&chain);
                (location, esimd::conflicting_sub_group_size(size, &links), missing)
            }
        });
    }
    // Inside clang, as the propagation pass does: when a location could not
    // be found and the module has no debug information, say how to get one.
    // (Under opt the IR is given, and the hint would be noise in every
    // message.)
    let has_debug_info = !bridge::frontend_active() || !ir::named_operands(module, "llvm.dbg.cu").is_empty();
    let errors = errors
        .into_iter()
        .map(|(location, message, chain_missing)| {
            let hint = !has_debug_info && (location.is_none() || chain_missing);
            let hint = if hint { format!("\n{}", sycl_aspects_analysis::messages::GET_SOURCE_LOCATION_HINT) } else { String::new() };
            (location, format!("{message}{hint}"))
        })
        .collect();
    report_all(module, errors);
}

/// One configured verifier: its options and the allow-list they give, or
/// why it could not be built (reported when the pass runs).
pub struct EsimdVerifier {
    pub options: EsimdOptions,
    /// Built on first need: compiling DPC++'s list (some 60 regular
    /// expressions) cost ~12M instructions per compile, in every clang
    /// run, most of which have no ESIMD code at all.
    allow: std::cell::OnceCell<Result<AllowList, String>>,
}

impl EsimdVerifier {
    /// A verifier whose allow-list is built now: `opt` rejects a pipeline
    /// with a bad pattern or file at once.
    pub fn new(options: EsimdOptions) -> Self {
        let verifier = Self::new_lazy(options);
        verifier.allow();
        verifier
    }

    /// A verifier whose allow-list is built when a module has ESIMD code,
    /// or at once when the user gave patterns or files (so that a bad one
    /// is reported on every module, as before, not only on ESIMD ones).
    pub fn new_lazy(options: EsimdOptions) -> Self {
        let eager = !options.allow.is_empty() || !options.allow_files.is_empty();
        let verifier = Self { options, allow: std::cell::OnceCell::new() };
        if eager {
            verifier.allow();
        }
        verifier
    }

    pub fn allow(&self) -> &Result<AllowList, String> {
        self.allow.get_or_init(|| self.options.allow_list(read_allow_file))
    }

    /// Runs on `raw`; a panic is caught and reported, never unwinding into
    /// LLVM. Returns false: the module is never changed.
    pub fn run_on(&self, raw: LLVMModuleRef) -> bool {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            // Without ESIMD code there is nothing to check (step 2), and an
            // allow-list not built yet is not needed.
            if self.allow.get().is_none() && !unsafe { any_function_marked_esimd(raw) } {
                return;
            }
            match self.allow() {
                Ok(allow) => unsafe { run(raw, allow) },
                Err(e) => report(raw, None, &format!("{PASS_NAME}: {e}")),
            }
        }));
        if outcome.is_err() {
            bridge::emit_pass_diagnostic(raw as usize, true, "", "", 0, 0, "esimd-verifier: internal error; ESIMD code was not checked");
        }
        false
    }
}

impl crate::handle::HandledPass for EsimdVerifier {
    fn pipeline_params(&self) -> String {
        self.options.to_params()
    }
    fn run_module(&self, module: LLVMModuleRef) -> bool {
        self.run_on(module)
    }
}

/// Reads an allow-list file, refusing anything but a regular file of at
/// most 1 MiB (a pattern list; `/dev/zero` must not hang the compiler).
fn read_allow_file(path: &str) -> Result<String, String> {
    const LIMIT: u64 = 1 << 20;
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    if meta.len() > LIMIT {
        return Err(format!("larger than {LIMIT} bytes"));
    }
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|_| "not UTF-8 text".into())
}

/// Registers the pass on an `llvm::PassBuilder` (pipeline name and, inside
/// clang, pipeline start), through the shim's pass class.
///
/// # Safety
/// `pass_builder` must be the address of a live `llvm::PassBuilder`.
pub unsafe fn register(pass_builder: usize) {
    bridge::register_esimd_verifier_pass(
        pass_builder,
        ffi::create as *const () as usize,
        ffi::create_for_clang as *const () as usize,
        handle::run::<EsimdVerifier> as *const () as usize,
        handle::params::<EsimdVerifier> as *const () as usize,
        handle::destroy::<EsimdVerifier> as *const () as usize,
    );
}

/// The entry points the C++ pass class calls. None unwinds into C++.
mod ffi {
    use super::*;
    use crate::handle::into_handle;
    use std::ffi::{c_char, c_void};

    /// `esimd-verifier[<params>]` in a pipeline text; null (reported once)
    /// when the parameters or the allow-list are wrong.
    pub extern "C" fn create(text: *const c_char, len: usize, has_params: bool) -> *mut c_void {
        std::panic::catch_unwind(|| {
            let params = unsafe { crate::handle::pipeline_text(text, len) };
            let options = if has_params { EsimdOptions::parse_params(&params) } else { Ok(EsimdOptions::default()) };
            let verifier = match options {
                Ok(options) => EsimdVerifier::new(options),
                Err(e) => {
                    crate::report_once(format!("{PASS_NAME}: {e}"));
                    return std::ptr::null_mut();
                }
            };
            if let Err(e) = verifier.allow() {
                crate::report_once(format!("{PASS_NAME}: {e}"));
                return std::ptr::null_mut();
            }
            into_handle(verifier)
        })
        .unwrap_or(std::ptr::null_mut())
    }

    /// The instance clang runs at pipeline start, configured by the plugin
    /// arguments; a bad allow-list is reported when it runs.
    pub extern "C" fn create_for_clang() -> *mut c_void {
        std::panic::catch_unwind(|| into_handle(EsimdVerifier::new_lazy(sycl_aspects_bridge::plugin_pass_options().esimd)))
            .unwrap_or(std::ptr::null_mut())
    }
}
