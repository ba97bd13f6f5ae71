//! Fills the explain report (`sycl_aspects_analysis::explain`: the
//! report's model, its JSON schema and text form) from the analysed module.
//!
//! Algorithm:
//!  1. Roots: the entry points (kernels and `SYCL_EXTERNAL` definitions); a
//!     module with none (typical of hand-written IR) reports every external
//!     definition.
//!  2. For each root and each aspect it uses (by value), the shortest call
//!     chain to the aspect's origin (`sycl_aspects_analysis::chains`).
//!  3. What only the IR knows: the origin's kind and types (the decorated
//!     struct inside a type, found through the type's elements), names as
//!     the calls name them, and source locations.

use crate::ir_scan::OriginKind;
pub use sycl_aspects_analysis::explain::{to_text, write, ChainStep, EntryPoint, OriginReport, Report, RequiredAspect};
use crate::messages::demangle_raw as demangle;
use crate::module_state::ModuleState;
use llvm_sys::core::*;

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

