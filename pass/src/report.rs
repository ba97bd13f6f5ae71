//! The explain report: for every entry point, each aspect it requires and
//! the shortest call chain to where the requirement comes from.
//!
//! JSON schema (`"schema": "sycl-aspects-explain/1"`), stable:
//!
//! ```text
//! { "schema": "sycl-aspects-explain/1",
//!   "entry_points": [
//!     { "function": "<mangled>", "demangled": "<name>",
//!       "aspects": [
//!         { "aspect": "fp64", "value": 6,
//!           "origin": { "kind": "double" | "type" | "uses_aspects" |
//!                               "device_has" | "instruction_metadata",
//!                       "function": "<mangled>", "demangled": "<name>",
//!                       "type": "<LLVM type name>" | null,
//!                       "contains": "<decorated type inside type>" | null,
//!                       "location": {"file","line","column"} | null },
//!           "chain": [ { "function", "demangled",
//!                        "call_site": {"file","line","column"} | null,
//!                        "omitted_before": <calls left out> (only if any) } ] } ] } ] }
//! ```
//!
//! A chain longer than `CHAIN_SHOWN` (20) links lists its first and last
//! ten; the first step after the gap says how many calls were left out, so
//! the report stays linear in the module.
//!
//! Entry points are kernels and `SYCL_EXTERNAL` definitions; a module with
//! none (typical of hand-written IR) reports every external definition.

use crate::ir_scan::{OriginKind, SourceLocation};
use crate::messages::demangle_raw as demangle;
use crate::module_state::ModuleState;
use llvm_sys::core::*;
use serde::Serialize;
use std::io::Write;

#[derive(Serialize)]
pub struct Report {
    pub schema: &'static str,
    pub entry_points: Vec<EntryPoint>,
}

#[derive(Serialize)]
pub struct EntryPoint {
    pub function: String,
    pub demangled: String,
    pub aspects: Vec<RequiredAspect>,
}

#[derive(Serialize)]
pub struct RequiredAspect {
    pub aspect: String,
    pub value: i32,
    pub origin: OriginReport,
    pub chain: Vec<ChainStep>,
}

#[derive(Serialize)]
pub struct OriginReport {
    pub kind: &'static str,
    pub function: String,
    pub demangled: String,
    #[serde(rename = "type")]
    pub type_name: Option<String>,
    /// The decorated type inside `type` that brings the aspect, if not
    /// `type` itself.
    pub contains: Option<String>,
    pub location: Option<SourceLocation>,
}

#[derive(Serialize)]
pub struct ChainStep {
    /// Calls left out of a long chain just before this step (absent: none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub omitted_before: Option<usize>,
    pub function: String,
    pub demangled: String,
    pub call_site: Option<SourceLocation>,
}

/// A struct's name (`class.sycl::half`), else the type as LLVM prints it.
unsafe fn type_name(ty: llvm_sys::prelude::LLVMTypeRef) -> String {
    if let Some(name) = sycl_aspects_metadata::ir::struct_name_of(ty) {
        if LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
            return name;
        }
    }
    let s = LLVMPrintTypeToString(ty);
    let out = std::ffi::CStr::from_ptr(s).to_string_lossy().into_owned();
    LLVMDisposeMessage(s);
    out
}

pub unsafe fn build(state: &mut ModuleState) -> Report {
    let mut roots: Vec<u32> = (0..state.functions.len() as u32).filter(|&v| state.entry_points[v as usize]).collect();
    if roots.is_empty() {
        roots = (0..state.functions.len() as u32)
            .filter(|&v| {
                let f = state.functions[v as usize];
                LLVMIsDeclaration(f) == 0 && LLVMGetLinkage(f) == llvm_sys::LLVMLinkage::LLVMExternalLinkage
            })
            .collect();
    }
    let mut entry_points = Vec::new();
    for v in roots {
        let mut aspects: Vec<usize> = state.used(v as usize).iter().collect();
        aspects.sort_by_key(|&a| state.numbering.value(a));
        let mut required = Vec::new();
        for a in aspects {
            let chain = state.chain(v, a);
            let last = chain.last().map_or(v, |c| c.0);
            let origin = state.scans.get(last as usize).origins.get(&a).copied();
            let value = state.numbering.value(a);
            let (kind, ty, contains) = match origin.map(|o| o.kind) {
                Some(OriginKind::Declared) => ("device_has", None, None),
                Some(OriginKind::UsesAspects) => ("uses_aspects", None, None),
                Some(OriginKind::InstructionMetadata) => ("instruction_metadata", None, None),
                Some(OriginKind::SignatureType(t)) | Some(OriginKind::InstructionType(t)) => {
                    let t = crate::ir_scan::type_of(t);
                    match state.aspects.decorated_source(t, value) {
                        Some(inner) if inner != t => ("type", Some(type_name(t)), Some(type_name(inner))),
                        Some(_) => ("type", Some(type_name(t)), None),
                        None => ("double", Some(type_name(t)), None),
                    }
                }
                None => ("unknown", None, None),
            };
            required.push(RequiredAspect {
                aspect: state.aspects.aspect_name(value),
                value,
                origin: OriginReport {
                    kind,
                    function: state.name(last as usize).to_owned(),
                    demangled: demangle(state.name(last as usize)),
                    type_name: ty,
                    contains,
                    location: state.origin_location(last, a),
                },
                chain: chain
                    .iter()
                    .enumerate()
                    .map(|(i, &(f, site))| ChainStep {
                        omitted_before: (i == chain.omitted_at && chain.omitted > 0).then_some(chain.omitted),
                        function: state.link_name(f, site).to_owned(),
                        demangled: demangle(state.link_name(f, site)),
                        call_site: site.and_then(|s| state.site_location(s)),
                    })
                    .collect(),
            });
        }
        entry_points.push(EntryPoint {
            function: state.name(v as usize).to_owned(),
            demangled: demangle(state.name(v as usize)),
            aspects: required,
        });
    }
    Report { schema: "sycl-aspects-explain/1", entry_points }
}

/// Readable text form of the report.
pub fn to_text(report: &Report) -> String {
    let mut out = String::new();
    for ep in &report.entry_points {
        if ep.aspects.is_empty() {
            out.push_str(&format!("'{}' requires no aspects\n", ep.demangled));
            continue;
        }
        out.push_str(&format!("'{}' requires:\n", ep.demangled));
        for a in &ep.aspects {
            let what = match (a.origin.kind, &a.origin.type_name, &a.origin.contains) {
                ("double", Some(t), _) if t != "double" => format!("double (in {t}) used"),
                ("double", _, _) => "double used".to_owned(),
                ("type", Some(t), Some(inner)) => format!("type {t} (contains {inner}) used"),
                ("type", Some(t), None) => format!("type {t} used"),
                ("device_has", _, _) => "declared by device_has".to_owned(),
                ("uses_aspects", _, _) => "uses_aspects".to_owned(),
                ("instruction_metadata", _, _) => "!sycl_used_aspects on an instruction".to_owned(),
                _ => "unknown origin".to_owned(),
            };
            let at = a.origin.location.as_ref().map(|l| format!(" at {l}")).unwrap_or_default();
            out.push_str(&format!("  {} ({}): {what}{at} in '{}'\n", a.aspect, a.value, a.origin.demangled));
            for step in &a.chain {
                if let Some(n) = step.omitted_before {
                    out.push_str(&format!("      ... {n} more calls ...\n"));
                }
                let site = step.call_site.as_ref().map(|l| format!(" {l}")).unwrap_or_default();
                out.push_str(&format!("      {}{site}\n", step.demangled));
            }
        }
    }
    out
}

/// Writes JSON to a `.json` path, text to any other path, text to stderr
/// for `-`.
pub fn write(report: &Report, target: &str) -> std::io::Result<()> {
    if target == "-" {
        return std::io::stderr().write_all(to_text(report).as_bytes());
    }
    let body = if target.ends_with(".json") {
        serde_json::to_string_pretty(report).map_err(std::io::Error::other)? + "\n"
    } else {
        to_text(report)
    };
    // As every output of the project: a device or FIFO in place, a link
    // through, a regular file atomically.
    sycl_device_config::output_file::write_output(std::path::Path::new(target), body.as_bytes()).map_err(std::io::Error::other)
}
