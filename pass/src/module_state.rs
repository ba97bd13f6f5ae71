//! What the writer's diagnostics share (`diagnostics.rs`, `report.rs`):
//! the analysed module (the model's parts and the propagation's sets,
//! `sycl_aspects_analysis`) beside the IR it came from (functions, names
//! read lazily, call instructions), where diagnostics go, and which
//! functions are entry points.

use crate::aspect_set::{AspectNumbering, AspectSet};
use crate::graph::CallGraph;
use crate::ir_scan::*;
pub use sycl_aspects_analysis::pass_model::Scans;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::MODULE_ID_ATTRIBUTE;

/// Where the pass's diagnostics go (clang diagnostics or LLVM's handler).
pub trait DiagnosticSink {
    fn warning(&mut self, location: Option<&SourceLocation>, message: &str);
    /// A note on the warning just emitted. Only asked for when
    /// [`DiagnosticSink::attaches_notes`] holds.
    fn note(&mut self, location: Option<&SourceLocation>, message: &str);
    /// Whether notes attach to their warning as clang's do (inside clang);
    /// elsewhere a warning carries its call chain in its own text.
    fn attaches_notes(&self) -> bool;
    /// An error that stops the pass (bad configuration).
    fn error(&mut self, message: &str);
}

/// Function names, read from LLVM only when a message or report needs
/// one: a 100,000-function module names a handful of them, and copying
/// every name was a string allocation per function.
pub struct FunctionNames(Vec<std::cell::OnceCell<String>>);

impl FunctionNames {
    pub fn new(count: usize) -> Self {
        Self((0..count).map(|_| std::cell::OnceCell::new()).collect())
    }

    /// The name of function `v`, which is `f`.
    ///
    /// # Safety
    /// `f` must be a valid function, the same for every call with `v`.
    pub unsafe fn get(&self, v: usize, f: LLVMValueRef) -> &str {
        self.0[v].get_or_init(|| ir::value_name(f))
    }
}

pub struct ModuleState {
    pub functions: Vec<LLVMValueRef>,
    /// Per function, [`is_entry_point`].
    pub entry_points: Vec<bool>,
    pub names: FunctionNames,
    pub scans: Scans,
    /// Per call site id: the call instruction.
    pub sites: Vec<IrRef>,
    /// Caller and callee of each call site.
    pub(crate) site_ends: Vec<(u32, u32)>,
    /// The symbol each call site names when it is not the callee itself
    /// (an alias or ifunc): chains show the function as it was called.
    /// Only sites that name another symbol are present.
    pub(crate) site_called: FxHashMap<u32, String>,
    pub graph: CallGraph,
    /// Aspects used per strongly connected component, and each function's
    /// component: every member of a component uses the same set.
    pub(crate) scc_used: Vec<AspectSet>,
    pub(crate) scc_of: Vec<u32>,
    pub numbering: AspectNumbering,
    pub aspects: ModuleAspects,
    /// Call chains asked for so far (`sycl_aspects_analysis::chains`).
    pub(crate) chains: sycl_aspects_analysis::chains::Chains,
    /// The module was compiled with debug information (`llvm.dbg.cu`): a
    /// location still missing is not for want of `-g`, so the warnings do
    /// not tell the user to add it.
    pub has_debug_info: bool,
}

impl ModuleState {
    /// The name of function `v`.
    pub fn name(&self, v: usize) -> &str {
        // SAFETY: `functions` are the module's functions, valid while the
        // pass runs.
        unsafe { self.names.get(v, self.functions[v]) }
    }
}

/// Kernels, `SYCL_EXTERNAL` functions and other entry points: definitions
/// with the `spir_kernel` calling convention or the `sycl-module-id`
/// attribute (not the `__spirv_*` / `__sycl_*` builtins).
pub unsafe fn is_entry_point(f: LLVMValueRef) -> bool {
    const SPIR_KERNEL: u32 = 76;
    if LLVMIsDeclaration(f) != 0 {
        return false;
    }
    if LLVMGetFunctionCallConv(f) == SPIR_KERNEL {
        return true;
    }
    // Presence only, and the name's bytes in place: this runs for every
    // function, several times per module, so nothing is copied.
    let attr = LLVMGetStringAttributeAtIndex(
        f,
        llvm_sys::LLVMAttributeFunctionIndex,
        MODULE_ID_ATTRIBUTE.as_ptr() as *const _,
        MODULE_ID_ATTRIBUTE.len() as u32,
    );
    if attr.is_null() {
        return false;
    }
    let mut len = 0usize;
    let p = LLVMGetValueName2(f, &mut len);
    let name: &[u8] = if p.is_null() { &[] } else { std::slice::from_raw_parts(p as *const u8, len) };
    !is_spirv_sycl_builtin(name)
}

/// DPC++'s `isSpirvSyclBuiltin`: an Itanium-mangled name whose identifier
/// starts with `__spirv_` or `__sycl_` (`_Z20__spirv_GlobalSize_xv`). An
/// unmangled name is never one.
fn is_spirv_sycl_builtin(name: &[u8]) -> bool {
    let Some(rest) = name.strip_prefix(b"_Z") else { return false };
    let start = rest.iter().position(|b| !b.is_ascii_digit()).unwrap_or(rest.len());
    let identifier = &rest[start..];
    identifier.starts_with(b"__spirv_") || identifier.starts_with(b"__sycl_")
}

#[cfg(test)]
mod tests {
    #[test]
    fn spirv_sycl_builtins_as_dpcpp_names_them() {
        use super::is_spirv_sycl_builtin as b;
        assert!(b(b"_Z20__spirv_GlobalSize_xv") && b(b"_Z10__sycl_fooi"));
        assert!(!b(b"__spirv_GlobalSize_x") && !b(b"_Z3fooi") && !b(b"_Z") && !b(b""));
    }
}
