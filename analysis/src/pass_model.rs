//! The plain model of a module that `sycl-propagate-aspects-usage` reads
//! (pass/src/reader.rs and pass/src/ir_scan.rs fill it in one walk of
//! the module) and analyses here without LLVM (`crate::propagation`): per
//! function its own aspect facts with their origins, its calls with their
//! sites, its attributes; the module's entry points and call graph.
//!
//! IR objects the analysis never looks into (instructions, types, the
//! functions a call names before they are numbered) are [`IrRef`]s: opaque
//! values the reader hands over and the writer turns back into its own
//! references (for debug locations and AST look-ups). The analysis only
//! stores, compares and returns them.

use crate::aspect_set::{AspectNumbering, AspectSet, SmallAspectSet};
use crate::fixed_target_checks::FunctionTargetInputs;
use crate::graph::CallGraph;
use rustc_hash::FxHashMap;

/// An IR object of the reader's (an instruction, a type, a function), kept
/// as an opaque number; only the reader/writer knows what it refers to.
pub type IrRef = usize;

/// Why a function uses an aspect itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OriginKind {
    /// Listed in the function's `device_has` (metadata or property).
    Declared,
    /// Listed in the function's own `!sycl_used_aspects` (`uses_aspects`).
    UsesAspects,
    /// A type that uses the aspect (this type) appears in the signature.
    SignatureType(IrRef),
    /// A type that uses the aspect (this type) is used by the instruction.
    InstructionType(IrRef),
    /// `!sycl_used_aspects` on the instruction.
    InstructionMetadata,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    pub kind: OriginKind,
    /// The instruction, for origins inside the body.
    pub inst: Option<IrRef>,
}

/// A call from the scanned function.
#[derive(Clone, Debug)]
pub struct Call {
    /// The function that runs (an alias or ifunc resolved to it), as the
    /// reader names it; numbered when the call graph is built.
    pub callee: IrRef,
    /// The symbol the call names when it is not `callee` itself (an alias,
    /// such as a complete-object constructor `C1` of the base-object `C2`,
    /// or an ifunc): chains show the function as the source called it.
    pub called_name: Option<String>,
    /// The call instruction.
    pub inst: IrRef,
    /// For `sycl-call-if-on-device-conditionally` calls: the conditions.
    pub conditions: Option<Vec<i32>>,
}

/// The origin of each aspect a function uses itself, by aspect index: a
/// handful per function, so a list searched in place, its first entry
/// inline (a hash map per scanned function cost an allocation and a hash
/// per aspect; most functions use one aspect).
#[derive(Clone, Debug, Default)]
pub struct Origins {
    first: Option<(usize, Origin)>,
    rest: Vec<(usize, Origin)>,
}

impl Origins {
    pub fn get(&self, idx: &usize) -> Option<&Origin> {
        self.first.iter().chain(&self.rest).find(|(i, _)| i == idx).map(|(_, o)| o)
    }

    /// Sets the origin of aspect `idx`, replacing any.
    pub fn insert(&mut self, idx: usize, origin: Origin) {
        if let Some((_, o)) = self.first.iter_mut().chain(&mut self.rest).find(|(i, _)| *i == idx) {
            *o = origin;
        } else if self.first.is_none() {
            self.first = Some((idx, origin));
        } else {
            self.rest.push((idx, origin));
        }
    }
}

/// What one function brings itself: the result of the reader's full scan.
#[derive(Default)]
pub struct FunctionScan {
    pub own: AspectSet,
    /// The aspects the function uses itself, in the order DPC++'s pass
    /// collects them (see the reader's `Scanner::scan`), declared ones apart.
    pub own_used_ordered: SmallAspectSet,
    /// Its `!sycl_declared_aspects` then `sycl-device-has` values, in order.
    pub own_declared_ordered: SmallAspectSet,
    /// Existing `!sycl_used_aspects` values, kept as they are.
    pub existing_used: Vec<i32>,
    /// Allowed set from `device_has`; `declared_by_property` when it came
    /// from the `sycl-device-has` attribute.
    pub declared: Option<AspectSet>,
    pub declared_by_property: bool,
    pub origins: Origins,
    /// Aspects whose recorded origin has a debug location.
    located: AspectSet,
    pub calls: Vec<Call>,
    pub has_indirect_call: bool,
    /// Call targets the scan could not resolve to functions (an ifunc
    /// whose resolver does not return constant functions, an alias chain
    /// that is cyclic or too long), as messages: the pass warns.
    pub unresolved: Vec<String>,
}

impl FunctionScan {
    /// Records `origin` for aspect `idx`: the first one, replaced once by
    /// the first later use that has a debug location (at -O0 the first use
    /// of a type is often an `alloca`, which has none). `has_location`
    /// tells whether an instruction has one (asked only when it matters).
    pub fn note_origin(&mut self, idx: usize, origin: Origin, has_location: impl Fn(IrRef) -> bool) {
        let located = |o: &Origin| o.inst.is_some_and(&has_location);
        if self.own.insert(idx) {
            if located(&origin) {
                self.located.insert(idx);
            }
            self.origins.insert(idx, origin);
        } else if origin.inst.is_some() && !self.located.contains(idx) && located(&origin) {
            self.located.insert(idx);
            self.origins.insert(idx, origin);
        } else if !self.located.contains(idx)
            && !matches!(origin.kind, OriginKind::UsesAspects | OriginKind::Declared)
            && matches!(self.origins.get(&idx).map(|o| o.kind), Some(OriginKind::UsesAspects))
        {
            // A real use explains the aspect better than the function's own
            // !sycl_used_aspects, which in a module the pass already ran on
            // is its own earlier result (read first, so it would otherwise
            // win).
            self.origins.insert(idx, origin);
        }
    }
}

/// The full scans of the functions the reader scanned, and an empty one
/// standing for every other function (they use no aspect themselves): one
/// record per scanned function, not per function.
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

/// Site id of edges that are not call instructions (virtual-call sets).
pub const NO_SITE: u32 = u32::MAX;

/// A `sycl-call-if-on-device-conditionally` call: `caller` calls `via`
/// (the declared function with the attribute), which runs `action` under
/// `conditions` (operands 2 on, in order).
pub struct ConditionalCall {
    pub caller: u32,
    pub action: u32,
    pub conditions: Vec<i32>,
    /// The call instruction.
    pub inst: IrRef,
    /// `u32::MAX` when unknown (not seen: the scan records it after the actions).
    pub via: u32,
}

/// The module as the pass reads it, numbered: function `v` is the `v`-th
/// function of the module.
pub struct ModuleModel {
    pub function_count: usize,
    /// Per function: a kernel, `SYCL_EXTERNAL` function or other entry point.
    pub entry_points: Vec<bool>,
    pub scans: Scans,
    /// Direct calls (virtual-call edges are the analysis's to add), site
    /// ids indexing `sites`.
    pub graph: CallGraph,
    /// Per call site: the call instruction, caller and callee.
    pub sites: Vec<IrRef>,
    pub site_ends: Vec<(u32, u32)>,
    /// The symbol each call site names when it is not the callee itself
    /// (an alias or ifunc). Only sites that name another symbol are present.
    pub site_called: FxHashMap<u32, String>,
    /// Conditional calls, kept out of `graph`.
    pub conditional: Vec<ConditionalCall>,
    /// `indirectly-callable` (set name) and `calls-indirectly` (set names,
    /// comma-separated) attributes, per function that has them, in module
    /// order.
    pub indirectly_callable: Vec<(u32, String)>,
    pub calls_indirectly: Vec<(u32, String)>,
    /// `!sycl_aspects`: names and values, and the value of `fp64`.
    pub aspect_names: FxHashMap<i32, String>,
    pub aspect_values: FxHashMap<String, i32>,
    pub fp64: Option<i32>,
    /// The dense numbering of every aspect value the reader met.
    pub numbering: AspectNumbering,
    /// What the fixed-target checks read, per function that may have
    /// targets, in module order.
    pub target_inputs: Vec<FunctionTargetInputs>,
    /// The module was compiled with debug information (`llvm.dbg.cu`).
    pub has_debug_info: bool,
}

impl ModuleModel {
    pub fn aspect_name(&self, value: i32) -> String {
        self.aspect_names.get(&value).cloned().unwrap_or_else(|| value.to_string())
    }
}

/// A model of `n` functions with `calls` (caller, callee) in call order,
/// function `v` using `uses[v]` itself (values, in order), entry points
/// `entries`; aspects fp64 (6), fp16 (5), gpu (3).
#[cfg(test)]
pub(crate) fn test_model(n: usize, calls: &[(u32, u32)], uses: &[(usize, &[i32])], entries: &[usize]) -> ModuleModel {
    use crate::graph::CallGraphBuilder;
    let mut numbering = AspectNumbering::default();
    let mut scans = Scans::new(n);
    for &(v, values) in uses {
        let mut scan = FunctionScan::default();
        for &a in values {
            let idx = numbering.index_of(a);
            scan.note_origin(idx, Origin { kind: OriginKind::UsesAspects, inst: None }, |_| false);
            scan.own_used_ordered.insert(a);
        }
        scans.set(v, scan);
    }
    let mut graph = CallGraphBuilder::with_nodes(n);
    for (site, &(caller, callee)) in calls.iter().enumerate() {
        graph.add_edge(caller, callee, site as u32);
    }
    let names: FxHashMap<i32, String> = [(6, "fp64".to_owned()), (5, "fp16".to_owned()), (3, "gpu".to_owned())].into_iter().collect();
    ModuleModel {
        function_count: n,
        entry_points: (0..n).map(|v| entries.contains(&v)).collect(),
        scans,
        graph: graph.build(),
        sites: calls.iter().map(|_| 0).collect(),
        site_ends: calls.to_vec(),
        site_called: FxHashMap::default(),
        conditional: Vec::new(),
        indirectly_callable: Vec::new(),
        calls_indirectly: Vec::new(),
        aspect_values: names.iter().map(|(v, n)| (n.clone(), *v)).collect(),
        aspect_names: names,
        fp64: Some(6),
        numbering,
        target_inputs: Vec::new(),
        has_debug_info: false,
    }
}

