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

/// The full scans (`Scanner::scan`) of the functions the prefilter handed
/// over, and an empty one standing for every other function (they use no
/// aspect themselves): one record per scanned function, not per function.
pub struct Scans {
    /// The records in chunks of `SCAN_CHUNK`, so that adding one never
    /// moves the others (a growing `Vec` of ~300-byte records copied
    /// megabytes and touched fresh pages twice); `records[0][0]` is the
    /// empty scan.
    records: Vec<Vec<FunctionScan>>,
    count: u32,
    /// Per function, its record's index (0: not scanned).
    of: Vec<u32>,
}

const SCAN_CHUNK: usize = 1024;

impl Scans {
    pub fn new(count: usize) -> Self {
        let mut first = Vec::with_capacity(SCAN_CHUNK);
        first.push(FunctionScan::default());
        Self { records: vec![first], count: 1, of: vec![0; count] }
    }

    pub fn set(&mut self, v: usize, scan: FunctionScan) {
        self.of[v] = self.count;
        self.count += 1;
        match self.records.last_mut() {
            Some(chunk) if chunk.len() < SCAN_CHUNK => chunk.push(scan),
            _ => {
                let mut chunk = Vec::with_capacity(SCAN_CHUNK);
                chunk.push(scan);
                self.records.push(chunk);
            }
        }
    }

    pub fn is_scanned(&self, v: usize) -> bool {
        self.of[v] != 0
    }

    fn record(&self, r: u32) -> &FunctionScan {
        let r = r as usize;
        &self.records[r / SCAN_CHUNK][r % SCAN_CHUNK]
    }

    pub fn get(&self, v: usize) -> &FunctionScan {
        self.record(self.of[v])
    }

    /// The scanned functions and their scans, in function order.
    pub fn scanned(&self) -> impl Iterator<Item = (usize, &FunctionScan)> + '_ {
        self.of.iter().enumerate().filter(|(_, &r)| r != 0).map(|(v, &r)| (v, self.record(r)))
    }
}

pub struct ModuleState {
    pub functions: Vec<LLVMValueRef>,
    /// Per function, [`is_entry_point`].
    pub entry_points: Vec<bool>,
    pub names: FunctionNames,
    pub scans: Scans,
    pub sites: Vec<LLVMValueRef>,
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
    /// Per function with `device_has`: the aspects it and its callees *use*
    /// (callees' declared aspects left out), what DPC++'s pass validates
    /// against `device_has` before it merges declared aspects.
    pub(crate) used_for_validation: FxHashMap<usize, AspectSet>,
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
    !(name.starts_with(b"__spirv_") || name.starts_with(b"__sycl_"))
}
