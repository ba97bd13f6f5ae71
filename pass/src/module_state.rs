//! What the pass's steps share: the per-module state the propagation
//! builds and the checks and reports read, where diagnostics go, and which
//! functions are entry points. Its own module so that the checks and the
//! report depend on it, not on the propagation that calls them.

use crate::aspect_set::{AspectNumbering, AspectSet};
use crate::graph::{CallGraph, Callers, NextHops};
use crate::ir_scan::*;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::MODULE_ID_ATTRIBUTE;

/// Where the pass's diagnostics go (clang diagnostics or LLVM's handler).
pub trait DiagnosticSink {
    fn warning(&mut self, location: Option<&SourceLocation>, message: &str);
    /// An error that stops the pass (bad configuration).
    fn error(&mut self, message: &str);
}

pub struct ModuleState {
    pub functions: Vec<LLVMValueRef>,
    pub names: Vec<String>,
    pub scans: Vec<FunctionScan>,
    pub sites: Vec<LLVMValueRef>,
    /// Caller and callee of each call site.
    pub(crate) site_ends: Vec<(u32, u32)>,
    /// The symbol each call site names when it is not the callee itself
    /// (an alias or ifunc): chains show the function as it was called.
    pub(crate) site_called: Vec<Option<String>>,
    pub graph: CallGraph,
    /// Aspects used per strongly connected component, and each function's
    /// component: every member of a component uses the same set.
    pub(crate) scc_used: Vec<AspectSet>,
    pub(crate) scc_of: Vec<u32>,
    pub numbering: AspectNumbering,
    pub aspects: ModuleAspects,
    /// Per aspect warned or explained: the next hop of each function that
    /// reaches a function using it itself (sized by those functions, not by
    /// the module: see `CallGraph::nearest_origins`).
    pub(crate) nearest: FxHashMap<usize, NextHops>,
    /// The reversed call graph and the functions using each aspect
    /// themselves, built on the first chain asked for.
    pub(crate) chain_index: Option<(Callers, FxHashMap<usize, Vec<u32>>)>,
    /// Per aspect: the function at distance `CHAIN_SHOWN / 2` on each
    /// function's chain (see `ModuleState::chain`).
    pub(crate) anchors: FxHashMap<usize, FxHashMap<u32, u32>>,
    /// The module was compiled with debug information (`llvm.dbg.cu`): a
    /// location still missing is not for want of `-g`, so the warnings do
    /// not tell the user to add it.
    pub has_debug_info: bool,
    /// Aspects the fixed-target checks could not translate to the device
    /// table by name (reported once each).
    pub unchecked_aspects: rustc_hash::FxHashSet<usize>,
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
    if string_attribute(f, MODULE_ID_ATTRIBUTE).is_none() {
        return false;
    }
    let name = ir::value_name(f);
    !(name.starts_with("__spirv_") || name.starts_with("__sycl_"))
}
