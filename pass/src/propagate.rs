//! `sycl-propagate-aspects-usage`: find the optional features (aspects)
//! each function uses and propagate them up the static call graph.
//!
//! Algorithm:
//!  1. Read `!sycl_aspects` (nothing to do without it) and resolve every
//!     `!sycl_types_that_use_aspects` name to its `Type*` once (inside
//!     clang, the front end may hand over its decorated `Type*`s instead,
//!     and the pass writes the entries of those step 2 meets).
//!  2. Prefilter in C++ (`cxx-bridge/cpp/ir_prefilter.cpp`, one tight loop
//!     over every instruction): a function that touches no type that may
//!     carry aspects and nothing unusual (metadata, aliases, constant
//!     expressions, indirect or conditional calls) uses no aspect itself;
//!     only its direct calls are kept. One whose instructions are plain but
//!     whose own metadata, attributes or signature are not is scanned
//!     without its instructions (the prefilter kept its calls). The others
//!     get the full scan, a
//!     chunk of functions at a time right after the prefilter read them
//!     (their instructions still cached). Scan each such function once: its `!sycl_used_aspects`,
//!     `!sycl_declared_aspects` and `sycl-device-has` values, the aspects of
//!     the types in its signature and instructions (compared by `Type*`,
//!     `double` meaning fp64), instruction `!sycl_used_aspects`, and its
//!     direct calls. Remember the first origin of each aspect.
//!  3. Build the call graph (flat: one array of edges, grouped by
//!     caller in call order): direct calls (through casts, aliases and
//!     ifuncs whose resolver returns constant functions); `sycl-call-if-on-device-
//!     conditionally` calls as conditional edges to their action function;
//!     for functions with `calls-indirectly` that reach an indirect call,
//!     edges to every `indirectly-callable` function of the named sets.
//!  4. Visit strongly connected components callees-first (iterative Tarjan):
//!     each component's set is the union of its members' own sets and its
//!     callees' sets; conditional edges feed conditional sets instead.
//!  5. Order the sets as DPC++'s pass does (`ordered_propagation`: own
//!     uses in DPC++'s scan order, then callees' in first-call order; used
//!     and declared apart, on interned sets: one memoized lookup per edge)
//!     and write `!sycl_used_aspects` (used minus
//!     excluded, then declared, then values already present),
//!     `!sycl_conditionally_used_aspects` (by default as DPC++ writes it:
//!     every path from an entry point through a conditional call walked,
//!     functions reached only conditionally without `!sycl_used_aspects`;
//!     `conditional-aspects=merged` gives one merged pair per condition
//!     set), and `!sycl_fixed_targets` on entry points
//!     (docs/design-choices.md, "Metadata order").
//!  6a. Validate `device_has` against the used aspects only, before the
//!     callees' declared aspects are merged (DPC++'s order).
//!  6. For each function with `device_has`, warn once per aspect it uses but
//!     does not declare, with a shortest call chain to the aspect's origin
//!     (multi-source BFS on the reversed graph, one per aspect warned).

use crate::aspect_set::{AspectNumbering, AspectSet, OrderedSets, SmallAspectSet};
use crate::graph::{CallGraph, CallGraphBuilder, Edge, NextHops, Sccs};
use crate::fixed_targets;
use crate::implicit_fp64;
use crate::ir_scan::*;
use crate::messages::{self, ChainLink, DeclaredBy};
use crate::options::{ConditionalAspects as ConditionalAspectsMode, PassOptions};
use crate::report::{self, Report};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use sycl_aspects_bridge::ffi as bridge;
use sycl_aspects_metadata::ir;
use sycl_aspects_analysis::targets::TargetSetup;
pub use crate::module_state::{is_entry_point, DiagnosticSink, FunctionNames, ModuleState, Scans};
use sycl_aspects_metadata::{
    INTEL_REQD_SUB_GROUP_SIZE, REQD_WORK_GROUP_SIZE, SYCL_CONDITIONALLY_USED_ASPECTS, SYCL_DECLARED_ASPECTS,
    SYCL_USED_ASPECTS,
};

/// Site id of edges that are not call instructions (virtual-call sets).
const NO_SITE: u32 = u32::MAX;

pub use sycl_aspects_analysis::messages::CHAIN_SHOWN;

/// A call chain (see `ModuleState::chain`): function indices with the call
/// site used to reach each; `omitted` calls left out before `steps[omitted_at]`.
pub struct Chain {
    pub steps: Vec<(u32, Option<u32>)>,
    pub omitted: usize,
    pub omitted_at: usize,
}

impl std::ops::Deref for Chain {
    type Target = [(u32, Option<u32>)];
    fn deref(&self) -> &Self::Target {
        &self.steps
    }
}

/// Runs the pass; returns whether the module changed.
///
/// # Safety
/// `module` must be a valid module.
pub unsafe fn run(module: LLVMModuleRef, options: &PassOptions, setup: &TargetSetup, sink: &mut dyn DiagnosticSink) -> bool {
    let mut problems = Vec::new();
    // Decorated types whose list entries the front end's lowering left to
    // us: we write those the scan meets (step 2).
    let deferred = sycl_aspects_bridge::take_deferred_types(module as usize);
    let Some(mut aspects) = ModuleAspects::read(module, &mut problems) else {
        // No aspect enum: not SYCL code (e.g. OpenCL C compiled with the
        // plugin loaded), so the module stays as it was, unless the user
        // asked for fixed targets, which entry points then get as DPC++'s
        // pass writes them. (SYCL_EXTERNAL definitions get their list from
        // the front end.)
        let mut changed = !options.fixed_targets.is_empty()
            && {
                let functions = module_functions(module);
                let entry_points: Vec<bool> = functions.iter().map(|&f| is_entry_point(f)).collect();
                fixed_targets::write_metadata(LLVMGetModuleContext(module), &functions, &entry_points, &options.fixed_targets, &setup.fixed, None, sink)
            };
        if let Some(decorated) = deferred {
            sycl_aspects_metadata::type_refs::write_referenced_types(module, decorated);
            changed = true;
        }
        return changed;
    };
    if let Some(decorated) = &deferred {
        for (ty, values) in decorated {
            aspects.decorated_types.entry(*ty).or_default().extend(values);
        }
    }
    // Names in messages show aspect template arguments by name.
    let _aspect_names = messages::name_aspect_values(aspects.names.iter().map(|(&v, n)| (i64::from(v), n.clone())));
    let ctx = LLVMGetModuleContext(module);
    let used_kind = ir::md_kind(ctx, SYCL_USED_ASPECTS);
    let declared_kind = ir::md_kind(ctx, SYCL_DECLARED_ASPECTS);

    let functions = module_functions(module);

    let mut numbering = AspectNumbering::default();
    let names = FunctionNames::new(functions.len());
    let mut types = TypeAspects::new(&aspects, &mut numbering);
    let mut prefilter_result = Prefilter::run(module, &aspects, used_kind, declared_kind);
    let mut scans = Scans::new(functions.len());
    let prefilter = {
        let mut scanner = Scanner {
            module: &aspects,
            numbering: &mut numbering,
            types: &mut types,
            problems: &mut problems,
            used_kind,
            declared_kind,
            touched: Default::default(),
        };
        // Only functions the prefilter cannot settle are scanned; the
        // others use no aspect themselves and contribute only their calls.
        // A chunk at a time, right after the prefilter read it: the
        // functions' instructions are still in the cache.
        const CHUNK: usize = 512;
        let mut done = 0;
        // Functions scanned without their instructions (whose calls the
        // prefilter recorded): scanned again in full if its answer is not
        // used after all.
        let mut own_facts_only = Vec::new();
        while let Some(r) = prefilter_result.as_mut() {
            let count = bridge::prefilter_next(r, CHUNK);
            let flags = prefilter_result.as_ref().map_or(&[][..], |r| bridge::prefilter_flags(r));
            if count == 0 || flags.len() != done + count || flags.len() > functions.len() {
                break;
            }
            for i in done..done + count {
                if flags[i] & sycl_aspects_bridge::PREFILTER_NEEDS_SCAN != 0 {
                    let f = functions[i];
                    let instructions = flags[i] & sycl_aspects_bridge::PREFILTER_PLAIN_INSTRUCTIONS == 0;
                    if !instructions {
                        own_facts_only.push(i);
                    }
                    scans.set(i, scanner.scan(f, &|| names.get(i, f), instructions, flags[i]));
                }
            }
            done += count;
        }
        let prefilter = Prefilter::new(prefilter_result.as_ref(), &functions);
        if prefilter.result.is_none() {
            for i in own_facts_only {
                let f = functions[i];
                scans.set(i, scanner.scan(f, &|| names.get(i, f), true, sycl_aspects_bridge::PREFILTER_UNKNOWN));
            }
        }
        // If the prefilter did not answer for every function (it cannot
        // fail on a valid module), every function not scanned yet is.
        for (i, &f) in functions.iter().enumerate() {
            if prefilter.needs_scan(i) && !scans.is_scanned(i) {
                scans.set(i, scanner.scan(f, &|| names.get(i, f), true, prefilter.flags(i)));
            }
        }
        prefilter
    };
    fixed_targets::check_size_metadata(ctx, &functions, |i| names.get(i, functions[i]).to_owned(), |i| prefilter.has(i, sycl_aspects_bridge::PREFILTER_SIZE_METADATA), &mut problems);
    if let Some(decorated) = &deferred {
        // Global variables nobody's code uses still reference their types.
        let mut g = LLVMGetFirstGlobal(module);
        while !g.is_null() {
            types.of(LLVMGlobalGetValueType(g), &aspects, &mut numbering);
            g = LLVMGetNextGlobal(g);
        }
        sycl_aspects_metadata::type_refs::write_types_that_use_aspects(module, decorated, |t| types.reached.contains(&t));
    }

    // Call graph: direct calls, then conditional edges kept aside.
    // Sized once: growing these by doubling copied megabytes.
    let edge_count = prefilter.call_count() + scans.scanned().map(|(_, s)| s.calls.len()).sum::<usize>();
    let mut graph = CallGraphBuilder::with_capacity(functions.len(), edge_count);
    let mut sites = Vec::with_capacity(edge_count);
    let mut site_ends = Vec::with_capacity(edge_count);
    let mut site_called = FxHashMap::default();
    let mut conditional: Vec<ConditionalCall> = Vec::new();
    for caller in 0..functions.len() {
        let scan = scans.get(caller);
        for (callee, inst) in prefilter.calls(caller) {
            sites.push(inst);
            site_ends.push((caller as u32, callee));
            graph.add_edge(caller as u32, callee, (sites.len() - 1) as u32);
        }
        for call in &scan.calls {
            let Some(callee) = prefilter.index_of(call.callee) else { continue };
            match &call.conditions {
                Some(conds) => conditional.push(ConditionalCall {
                    caller: caller as u32,
                    action: callee,
                    conditions: conds.clone(),
                    inst: call.inst,
                    via: u32::MAX,
                }),
                None => {
                    // The `sycl-call-if-on-device-conditionally` function a
                    // conditional call names comes right after its actions.
                    for c in conditional.iter_mut().rev().take_while(|c| c.caller == caller as u32 && c.inst == call.inst) {
                        if c.via == u32::MAX {
                            c.via = callee;
                        }
                    }
                    sites.push(call.inst);
                    site_ends.push((caller as u32, callee));
                    if let Some(name) = &call.called_name {
                        site_called.insert((sites.len() - 1) as u32, name.clone());
                    }
                    graph.add_edge(caller as u32, callee, (sites.len() - 1) as u32);
                }
            }
        }
    }
    let graph = add_virtual_call_edges(graph.build(), &functions, &scans, |i| prefilter.has(i, sycl_aspects_bridge::PREFILTER_VIRTUAL_CALLS));

    // Propagation over SCCs, callees first.
    let sccs = graph.sccs();
    let mut scc_of = vec![0u32; functions.len()];
    for (i, c) in sccs.iter().enumerate() {
        for &v in c {
            scc_of[v as usize] = i as u32;
        }
    }
    let mut scc_used: Vec<AspectSet> = vec![AspectSet::default(); sccs.len()];
    for (i, component) in sccs.iter().enumerate() {
        let mut set = AspectSet::default();
        for &v in component {
            set.union_with(&scans.get(v as usize).own);
            for e in graph.edges(v) {
                let c = scc_of[e.callee as usize] as usize;
                if c != i {
                    set.union_with(&scc_used[c]);
                }
            }
        }
        scc_used[i] = set;
    }
    let used = |v: usize| &scc_used[scc_of[v] as usize];
    // The same sets in DPC++'s order, used aspects and declared aspects
    // apart (they are written used first, then declared).
    // Sets are interned (`OrderedSets`): ids per function, one lookup per
    // edge.
    let mut ordered = OrderedSets::default();
    let mut own = vec![[0u32; 2]; functions.len()];
    for (v, scan) in scans.scanned() {
        own[v] = [ordered.intern(&scan.own_used_ordered), ordered.intern(&scan.own_declared_ordered)];
    }
    let propagated = ordered_propagation(&sccs, &scc_of, &graph, &own, &mut ordered);
    drop(own);
    let all_ordered = |v: usize| {
        let [used, declared] = propagated[v];
        let mut set = ordered.get(used).clone();
        set.extend_from(ordered.get(declared));
        set
    };
    let merged_conditional = options.conditional_aspects == ConditionalAspectsMode::Merged;
    let conditional_sets = if merged_conditional {
        conditional_aspects(&conditional, &all_ordered, &graph)
    } else {
        ConditionalSets::default()
    };
    let dpcpp_conditional = if merged_conditional {
        None
    } else {
        let entry_points: Vec<bool> = if conditional.is_empty() { Vec::new() } else { functions.iter().map(|&f| is_entry_point(f)).collect() };
        Some(dpcpp_conditional_aspects(functions.len(), &graph, &conditional, &entry_points, &|v| {
            // DPC++ counts a function's own uses, not its existing
            // `!sycl_used_aspects`, as conditional.
            let scan = scans.get(v);
            let mut own = SmallAspectSet::default();
            for &a in scan.own_used_ordered.values() {
                if !scan.existing_used.contains(&a) {
                    own.insert(a);
                }
            }
            own
        }))
    };

    let mut excluded = AspectSet::default();
    for name in &options.exclude_aspects {
        match aspects.values.get(name) {
            Some(&v) => {
                excluded.insert(numbering.index_of(v));
            }
            None => sink.warning(
                None,
                &format!("sycl-propagate-aspects-usage: excluded aspect '{}' is not in !sycl_aspects; ignored", messages::shown(name)),
            ),
        }
    }

    // Write the results, as DPC++ does: used aspects not excluded, then
    // declared aspects (never excluded); nothing to write leaves the
    // function's metadata as it was; else the existing values are kept
    // (excluded ones too) after the computed ones.
    let is_excluded = |value: i32| numbering.get(value).is_some_and(|i| excluded.contains(i));
    let mut list_nodes = ListNodes::default();
    // The list of a function without existing values depends only on its
    // two set ids: computed once per pair.
    let mut lists: FxHashMap<(u32, u32), Option<LLVMMetadataRef>> = FxHashMap::default();
    for (v, &f) in functions.iter().enumerate() {
        let [used_id, declared_id] = propagated[v];
        let existing = &scans.get(v).existing_used;
        if dpcpp_conditional.as_ref().is_some_and(|d| d.conditional_only[v]) {
            // DPC++: a function reached only through conditional calls has
            // no used aspects of its own code or its callees; its existing
            // lists are still written as for any function.
            let mut written = SmallAspectSet::default();
            for &a in existing {
                if excluded.is_empty() || !is_excluded(a) {
                    written.insert(a);
                }
            }
            written.extend_from(&scans.get(v).own_declared_ordered);
            if !written.is_empty() {
                written.extend_values(existing);
                ir::set_global_md(f, used_kind, list_nodes.node(ctx, written.values()));
            }
        } else if used_id != 0 || declared_id != 0 {
            let list = |list_nodes: &mut ListNodes| {
                let mut written = SmallAspectSet::default();
                for &a in ordered.get(used_id).values() {
                    if excluded.is_empty() || !is_excluded(a) {
                        written.insert(a);
                    }
                }
                written.extend_from(ordered.get(declared_id));
                if written.is_empty() {
                    return None;
                }
                written.extend_values(existing);
                Some(list_nodes.node(ctx, written.values()))
            };
            let node = if existing.is_empty() {
                *lists.entry((used_id, declared_id)).or_insert_with(|| list(&mut list_nodes))
            } else {
                list(&mut list_nodes)
            };
            if let Some(node) = node {
                ir::set_global_md(f, used_kind, node);
            }
        }
        if let Some(d) = &dpcpp_conditional {
            if let Some(pairs) = d.lists.get(&(v as u32)) {
                write_dpcpp_conditional(ctx, f, pairs, &d.pairs);
            }
            continue;
        }
        if conditional_sets.is_empty() {
            continue;
        }
        if let Some(entries) = conditional_sets.get(&(v as u32)) {
            write_conditional(ctx, f, entries, used(v), &excluded, &numbering);
        }
    }
    // Entry points, decided once (the checks below ask again per function).
    let entry_points: Vec<bool> = functions.iter().map(|&f| is_entry_point(f)).collect();
    fixed_targets::write_metadata(ctx, &functions, &entry_points, &options.fixed_targets, &setup.fixed, Some(&aspects.values), sink);
    keep_local_entry_points(module, &functions, &entry_points);

    for p in &problems {
        sink.warning(None, &p.message());
    }
    for (_, scan) in scans.scanned() {
        for why in &scan.unresolved {
            sink.warning(None, &format!("sycl-propagate-aspects-usage: {why}"));
        }
    }

    // DPC++'s validation order: device_has is checked against the used
    // aspects only (own uses and callees' uses), before declared aspects
    // are merged in; a callee's device_has list is no use.
    let mut used_for_validation: FxHashMap<usize, AspectSet> = FxHashMap::default();
    for (v, scan) in scans.scanned() {
        if scan.declared.is_some() {
            used_for_validation.insert(v, numbering.set_of(ordered.get(propagated[v][0]).values()));
        }
    }

    let mut state = ModuleState {
        functions,
        entry_points,
        names,
        scans,
        sites,
        site_ends,
        site_called,
        graph,
        scc_used,
        scc_of,
        used_for_validation,
        numbering,
        aspects,
        nearest: FxHashMap::default(),
        chain_index: None,
        anchors: FxHashMap::default(),
        has_debug_info: !ir::named_operands(module, "llvm.dbg.cu").is_empty(),
        unchecked_aspects: Default::default(),
    };
    if options.validate {
        state.warn_device_has_mismatches(&excluded, sink);
    }
    state.warn_fixed_target_conflicts(ctx, setup, &excluded, sink);
    if options.warn_implicit_fp64 {
        state.warn_implicit_fp64(&excluded, sink);
    }
    if let Some(target) = &options.explain {
        let report: Report = report::build(&mut state);
        if let Err(e) = report::write(&report, target) {
            sink.warning(None, &format!("sycl-propagate-aspects-usage: cannot write explain report to '{target}': {e}"));
        }
    }
    true
}

/// `!{i32 ...}` nodes by their values: most functions get one of a few
/// lists, and building a node (constants, uniquing) costs far more than a
/// hash lookup.
#[derive(Default)]
struct ListNodes(FxHashMap<Box<[i32]>, LLVMMetadataRef>);

impl ListNodes {
    unsafe fn node(&mut self, ctx: LLVMContextRef, values: &[i32]) -> LLVMMetadataRef {
        if let Some(&node) = self.0.get(values) {
            return node;
        }
        let node = ir::md_i32_list(ctx, values);
        self.0.insert(values.into(), node);
        node
    }
}

/// What the C++ prefilter (`cxx-bridge/cpp/ir_prefilter.cpp`) found: which
/// functions need the full scan, and the direct calls of the others. The
/// arrays live in C++ (`bridge::PrefilterResult`) and are read in place.
struct Prefilter<'a> {
    /// The prefilter's numbering of the functions, when it answered.
    result: Option<&'a bridge::PrefilterResult>,
    /// Function indices when it did not.
    fallback_index: FxHashMap<LLVMValueRef, u32>,
    /// Per function, `sycl_aspects_bridge::PREFILTER_*` bits; empty when
    /// the prefilter did not answer for every function (it cannot fail on
    /// a valid module): every function is then scanned.
    flags: &'a [u8],
    call_offsets: &'a [u32],
    callees: &'a [u32],
    call_sites: &'a [usize],
}

impl<'a> Prefilter<'a> {
    /// Runs the prefilter over `module`; the answer lives in the returned
    /// owner, read through [`Prefilter::new`].
    unsafe fn run(
        module: LLVMModuleRef,
        aspects: &ModuleAspects,
        used_kind: u32,
        declared_kind: u32,
    ) -> sycl_aspects_bridge::UniquePtr<bridge::PrefilterResult> {
        let leaf_types: Vec<usize> = aspects.decorated_types.keys().map(|&t| t as usize).collect();
        let ctx = LLVMGetModuleContext(module);
        let size_kinds = [ir::md_kind(ctx, REQD_WORK_GROUP_SIZE), ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE)];
        bridge::prefilter_functions(module as usize, &leaf_types, aspects.fp64.is_some(), used_kind, declared_kind, &size_kinds)
    }

    /// The answer for a module of `functions`, if it is complete and
    /// consistent; else none (every function is scanned).
    fn new(result: Option<&'a bridge::PrefilterResult>, functions: &[LLVMValueRef]) -> Self {
        let count = functions.len();
        let none = || Prefilter {
            result: None,
            fallback_index: functions.iter().enumerate().map(|(i, &f)| (f, i as u32)).collect(),
            flags: &[],
            call_offsets: &[],
            callees: &[],
            call_sites: &[],
        };
        let Some(r) = result else { return none() };
        let p = Prefilter {
            result: Some(r),
            fallback_index: FxHashMap::default(),
            flags: bridge::prefilter_flags(r),
            call_offsets: bridge::prefilter_call_offsets(r),
            callees: bridge::prefilter_callees(r),
            call_sites: bridge::prefilter_call_sites(r),
        };
        let consistent = p.flags.len() == count
            && p.call_offsets.len() == count + 1
            && p.call_sites.len() == p.callees.len()
            && p.call_offsets.windows(2).all(|w| w[0] <= w[1])
            && p.call_offsets.last().is_some_and(|&end| end as usize == p.callees.len());
        if consistent {
            p
        } else {
            none()
        }
    }

    /// The index of function `f` in module order (none for anything that
    /// is not one of the module's functions).
    fn index_of(&self, f: LLVMValueRef) -> Option<u32> {
        match self.result {
            Some(r) => Some(bridge::prefilter_function_index(r, f as usize)).filter(|&i| i != u32::MAX),
            None => self.fallback_index.get(&f).copied(),
        }
    }

    fn flags(&self, function: usize) -> u8 {
        self.flags.get(function).copied().unwrap_or(sycl_aspects_bridge::PREFILTER_UNKNOWN)
    }

    fn needs_scan(&self, function: usize) -> bool {
        self.has(function, sycl_aspects_bridge::PREFILTER_NEEDS_SCAN)
    }

    /// Whether the function may have what the `PREFILTER_*` bit `fact`
    /// says (always, when the prefilter did not answer for it).
    fn has(&self, function: usize, fact: u8) -> bool {
        self.flags(function) & fact != 0
    }

    /// Number of direct calls recorded, all functions together.
    fn call_count(&self) -> usize {
        self.callees.len()
    }

    /// The direct calls of a function the prefilter settled: callee index
    /// and call instruction, in instruction order.
    fn calls(&self, function: usize) -> impl Iterator<Item = (u32, LLVMValueRef)> + 'a {
        let range = match (self.call_offsets.get(function), self.call_offsets.get(function + 1)) {
            (Some(&a), Some(&b)) => a as usize..b as usize,
            _ => 0..0,
        };
        self.callees[range.clone()].iter().zip(&self.call_sites[range]).map(|(&c, &s)| (c, s as LLVMValueRef))
    }
}

unsafe fn module_functions(module: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut functions = Vec::new();
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        functions.push(f);
        f = LLVMGetNextFunction(f);
    }
    functions
}

/// Asks the AST (inside clang only) for a location.
fn ast_location(query: impl FnOnce() -> bridge::AstLocation) -> Option<SourceLocation> {
    if !bridge::frontend_active() {
        return None;
    }
    let found = query();
    (found.line > 0).then(|| SourceLocation { file: found.file, directory: String::new(), line: found.line, column: found.column })
}


/// `calls-indirectly="set1,set2"` on a function that reaches an indirect
/// call adds edges to every function whose `indirectly-callable` set is one
/// of those.
unsafe fn add_virtual_call_edges(
    graph: CallGraph,
    functions: &[LLVMValueRef],
    scans: &Scans,
    may_have_attributes: impl Fn(usize) -> bool,
) -> CallGraph {
    let mut by_set: FxHashMap<String, Vec<u32>> = FxHashMap::default();
    let mut callers = Vec::new();
    for (i, &f) in functions.iter().enumerate() {
        if !may_have_attributes(i) {
            continue;
        }
        if let Some(set) = string_attribute(f, ATTR_INDIRECTLY_CALLABLE) {
            by_set.entry(set).or_default().push(i as u32);
        }
        if let Some(sets) = string_attribute(f, ATTR_CALLS_INDIRECTLY) {
            callers.push((i as u32, sets));
        }
    }
    if callers.is_empty() {
        return graph;
    }
    // Which functions reach an indirect call through direct calls.
    let sccs = graph.sccs();
    let mut reaches = vec![false; functions.len()];
    for component in sccs.iter() {
        let any = component.iter().any(|&v| {
            scans.get(v as usize).has_indirect_call || graph.edges(v).iter().any(|e| reaches[e.callee as usize])
        });
        for &v in component {
            reaches[v as usize] = any;
        }
    }
    let mut extra = Vec::new();
    for (caller, sets) in callers {
        if !reaches[caller as usize] {
            continue;
        }
        for set in sets.split(',').map(str::trim) {
            for &target in by_set.get(set).map(Vec::as_slice).unwrap_or(&[]) {
                extra.push((caller, Edge { callee: target, site: NO_SITE }));
            }
        }
    }
    graph.with_extra_edges(&extra, |site| site)
}

/// DPC++'s propagation order, on complete sets. A function outside any
/// cycle gets its own set, then (as one set) the union of its callees' sets
/// in callee order, exactly as DPC++'s post-order walk does. DPC++ reads a
/// cycle member before it is complete (its result depends on the walk);
/// here every member of a cycle gets the whole cycle's aspects, in this
/// deterministic order: the member's own set, then its callees' sets in
/// callee order, where a callee inside the cycle stands for the cycle's
/// union (members' own sets in module order, then the sets of the cycle's
/// outside callees, members in module order, callees in callee order).
///
/// Both lists a function gets (used aspects, declared aspects) are
/// propagated in the same walk over the edges, each on its own: `own[v]`
/// and the result hold one set id per list.
fn ordered_propagation(sccs: &Sccs, scc_of: &[u32], graph: &CallGraph, own: &[[u32; 2]], sets: &mut OrderedSets) -> Vec<[u32; 2]> {
    let n = scc_of.len();
    let mut out: Vec<[u32; 2]> = vec![[0; 2]; n];
    // Callees in first-call order, each once: `seen[c] == v + 1` marks
    // callee `c` as met already in function `v`.
    let mut seen: Vec<u32> = vec![0; n];
    let mut members = Vec::new();
    for (i, component) in sccs.iter().enumerate() {
        let i = i as u32;
        let cyclic = component.len() > 1 || graph.calls_itself(component[0]);
        let cycle_union = if cyclic {
            members.clear();
            members.extend_from_slice(component);
            members.sort_unstable();
            let mut union = [0; 2];
            for &m in &members {
                for k in 0..2 {
                    union[k] = sets.extend(union[k], own[m as usize][k]);
                }
            }
            for &m in &members {
                for e in graph.edges(m) {
                    if scc_of[e.callee as usize] != i {
                        for k in 0..2 {
                            union[k] = sets.extend(union[k], out[e.callee as usize][k]);
                        }
                    }
                }
            }
            Some(union)
        } else {
            None
        };
        for &v in component {
            let mut from_callees = [0; 2];
            for e in graph.edges(v) {
                let c = e.callee as usize;
                if seen[c] == v + 1 {
                    continue;
                }
                seen[c] = v + 1;
                let callee_sets = match cycle_union {
                    Some(union) if scc_of[c] == i => union,
                    _ => out[c],
                };
                for k in 0..2 {
                    from_callees[k] = sets.extend(from_callees[k], callee_sets[k]);
                }
            }
            for k in 0..2 {
                out[v as usize][k] = sets.extend(own[v as usize][k], from_callees[k]);
            }
        }
    }
    out
}

/// A `sycl-call-if-on-device-conditionally` call: `caller` calls `via`
/// (the declared function with the attribute), which runs `action` under
/// `conditions` (operands 2 on, in order).
pub struct ConditionalCall {
    caller: u32,
    action: u32,
    conditions: Vec<i32>,
    inst: LLVMValueRef,
    /// `u32::MAX` when unknown (not seen: the scan records it after the actions).
    via: u32,
}

/// DPC++'s `!sycl_conditionally_used_aspects` (`conditional-aspects=dpcpp`).
struct DpcppConditional {
    /// Per function, the pairs it lists (ids into `pairs`), in DPC++'s order.
    /// Every function on a path DPC++ processes, except its first, has a
    /// list, empty ones too (written `!{}`, as DPC++ writes them).
    lists: FxHashMap<u32, Vec<u32>>,
    /// (conditions, aspects), each in DPC++'s set order.
    pairs: Vec<(SmallAspectSet, SmallAspectSet)>,
    /// Functions reached only through conditional calls: DPC++ gives them
    /// no `!sycl_used_aspects` of their own code or callees.
    conditional_only: Vec<bool>,
}

/// DPC++'s rules for conditional aspects (SYCLPropagateAspectsUsage.cpp,
/// the revision with conditional support), computed without enumerating
/// every call path:
///
///  * Graph: each function's direct calls, where a conditional call is an
///    edge to the `sycl-call-if-on-device-conditionally` function `CF`,
///    and `CF` has an edge to every action any call of it runs.
///  * Roots: the entry points (module order), then functions nobody calls
///    (DPC++ starts from entry points only; this pass analyzes every
///    function, as for `!sycl_used_aspects`).
///  * A function is *conditional* if reached through some `CF`, *only
///    conditional* if it cannot be reached from a root without one. A
///    conditional function's own uses (not its existing
///    `!sycl_used_aspects`) are its conditional aspects.
///  * Conditions: DPC++ walks every path from each root and writes, for
///    each function, the conditions of the `CF`s on the path (a caller's
///    calls of the same `CF` joined); the last path written wins. That is
///    the lexicographically last path from the last root reaching the
///    function: a depth-first search over roots and callees in reverse
///    order, first discovery wins.
///  * Pairs: DPC++ takes each root-to-leaf path that contains a `CF`,
///    bottom-up: a function joins its callee's conditional aspects, takes
///    the callee's conditions if it has none, adds the pair (conditions,
///    aspects) when both are non-empty and the pair (as sets) is new,
///    then adds the callee's pairs it lacks. Paths are taken in DPC++'s
///    order (roots, then depth first in call order), but a callee already
///    walked that way is not walked again: the path ends at it, with its
///    state as it is (a no-op below it, as DPC++'s repeated walk is when
///    nothing below changed meanwhile); a step whose inputs did not change
///    since it was last taken is skipped. Each function is walked at most
///    twice (paths without and with a `CF` above it), so the work is
///    bounded by edges times depth, not by the number of paths.
///  * Cycles (DPC++ recurses forever) are cut: a callee already on the
///    path is not followed.
fn dpcpp_conditional_aspects(
    n: usize,
    graph: &CallGraph,
    conditional: &[ConditionalCall],
    entry_points: &[bool],
    own_conditional: &dyn Fn(usize) -> SmallAspectSet,
) -> DpcppConditional {
    let mut out = DpcppConditional { lists: FxHashMap::default(), pairs: Vec::new(), conditional_only: vec![false; n] };
    if conditional.iter().all(|c| c.via == u32::MAX) {
        return out;
    }
    // The graph: callees in first-call order, each once; CF -> actions.
    let mut is_cf = vec![false; n];
    let mut succ: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut stamp = vec![u32::MAX; n];
    for v in 0..n {
        for e in graph.edges(v as u32) {
            if stamp[e.callee as usize] != v as u32 {
                stamp[e.callee as usize] = v as u32;
                succ[v].push(e.callee);
            }
        }
    }
    let mut cf_edges: FxHashMap<(u32, u32), ()> = FxHashMap::default();
    // A caller's conditions per CF: all its calls of that CF joined.
    let mut local: FxHashMap<(u32, u32), SmallAspectSet> = FxHashMap::default();
    for c in conditional.iter().filter(|c| c.via != u32::MAX) {
        is_cf[c.via as usize] = true;
        if cf_edges.insert((c.via, c.action), ()).is_none() && !succ[c.via as usize].contains(&c.action) {
            succ[c.via as usize].push(c.action);
        }
        local.entry((c.caller, c.via)).or_default().extend_values(&c.conditions);
    }
    let mut has_caller = vec![false; n];
    for s in &succ {
        for &c in s {
            has_caller[c as usize] = true;
        }
    }
    let roots: Vec<u32> = (0..n)
        .filter(|&v| entry_points.get(v).copied().unwrap_or(false))
        .chain((0..n).filter(|&v| !has_caller[v] && !entry_points.get(v).copied().unwrap_or(false)))
        .map(|v| v as u32)
        .collect();

    // Unconditional: reached from a root without a CF (or not reached at
    // all, as DPC++ counts functions its walk does not visit);
    // conditional: reached from a CF.
    let mut reached = vec![false; n];
    let mut unconditional = vec![false; n];
    let mut cond = vec![false; n];
    mark_reachable(&succ, roots.iter().copied(), &mut unconditional, |v| !is_cf[v]);
    mark_reachable(&succ, roots.iter().copied(), &mut reached, |_| true);
    let reached_cfs: Vec<u32> = (0..n).filter(|&v| is_cf[v] && reached[v]).map(|v| v as u32).collect();
    mark_reachable(&succ, reached_cfs, &mut cond, |_| true);
    for v in 0..n {
        if !reached[v] {
            unconditional[v] = true;
        }
        out.conditional_only[v] = cond[v] && !unconditional[v];
    }

    // Conditions: the last path DPC++ writes (see above).
    let mut conds: Vec<SmallAspectSet> = vec![SmallAspectSet::default(); n];
    let mut discovered = vec![false; n];
    for &r in roots.iter().rev() {
        // (function, next callee from the end)
        let mut stack: Vec<(u32, usize)> = vec![(r, succ[r as usize].len())];
        let root_conds = conds[r as usize].clone();
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            if top.1 == 0 {
                stack.pop();
                continue;
            }
            top.1 -= 1;
            let c = succ[v as usize][top.1];
            if discovered[c as usize] || c == r {
                continue;
            }
            discovered[c as usize] = true;
            let mut value = if v == r { root_conds.clone() } else { conds[v as usize].clone() };
            if is_cf[c as usize] {
                if let Some(l) = local.get(&(v, c)) {
                    value.extend_from(l);
                }
            }
            conds[c as usize] = value;
            stack.push((c, succ[c as usize].len()));
        }
    }

    // Functions from which a CF is reachable (paths through others are
    // never kept unless a CF is above them).
    let mut callers: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (v, s) in succ.iter().enumerate() {
        for &c in s {
            callers[c as usize].push(v as u32);
        }
    }
    let mut reaches_cf = vec![false; n];
    mark_reachable(&callers, (0..n as u32).filter(|&v| is_cf[v as usize]), &mut reaches_cf, |_| true);
    drop(callers);

    let mut state = PathState {
        cu: (0..n).map(|v| if cond[v] { own_conditional(v) } else { SmallAspectSet::default() }).collect(),
        conds,
        ca: vec![Vec::new(); n],
        ca_keys: vec![Default::default(); n],
        has_list: vec![false; n],
        version: vec![0; n],
        stepped: vec![false; n],
        edge_seen: FxHashMap::default(),
        exact: FxHashMap::default(),
        canonical: FxHashMap::default(),
        pair_canonical: Vec::new(),
        pairs: Vec::new(),
    };
    // done: 0 not walked, 1 walked for paths without a CF above, 2 for all.
    let mut done = vec![0u8; n];
    let mut on_path = vec![false; n];
    let mut path: Vec<u32> = Vec::new();
    struct Frame {
        v: u32,
        next: usize,
        kept: bool,
        followed: bool,
    }
    for &r in &roots {
        let kept = is_cf[r as usize];
        if done[r as usize] >= if kept { 2 } else { 1 } || (!kept && !reaches_cf[r as usize]) {
            continue;
        }
        let mut frames = vec![Frame { v: r, next: 0, kept, followed: false }];
        path.push(r);
        on_path[r as usize] = true;
        while let Some(top) = frames.last_mut() {
            let v = top.v as usize;
            if top.next < succ[v].len() {
                let c = succ[v][top.next];
                top.next += 1;
                if on_path[c as usize] {
                    continue;
                }
                top.followed = true;
                let kept = top.kept;
                if !kept && !reaches_cf[c as usize] {
                    continue;
                }
                let c_kept = kept || is_cf[c as usize];
                if done[c as usize] >= if c_kept { 2 } else { 1 } {
                    path.push(c);
                    state.process(&path);
                    path.pop();
                    continue;
                }
                frames.push(Frame { v: c, next: 0, kept: c_kept, followed: false });
                path.push(c);
                on_path[c as usize] = true;
            } else {
                if !top.followed && top.kept {
                    state.process(&path);
                }
                done[v] = done[v].max(if top.kept { 2 } else { 1 });
                on_path[v] = false;
                path.pop();
                frames.pop();
            }
        }
    }
    for v in 0..n {
        if state.has_list[v] {
            out.lists.insert(v as u32, std::mem::take(&mut state.ca[v]));
        }
    }
    out.pairs = state.pairs;
    out
}

/// The state DPC++'s path walk updates (see `dpcpp_conditional_aspects`).
struct PathState {
    /// Conditional aspects gathered so far, conditions, pairs listed.
    cu: Vec<SmallAspectSet>,
    conds: Vec<SmallAspectSet>,
    ca: Vec<Vec<u32>>,
    /// The listed pairs as sets (DPC++ compares pairs as sets).
    ca_keys: Vec<rustc_hash::FxHashSet<u32>>,
    has_list: Vec<bool>,
    /// Bumped whenever a function's state changes.
    version: Vec<u32>,
    /// Whether a step was taken at the function (its own pair is listed).
    stepped: Vec<bool>,
    /// (caller, callee) -> the callee's version when the step was taken.
    edge_seen: FxHashMap<(u32, u32), u32>,
    exact: FxHashMap<(Vec<i32>, Vec<i32>), u32>,
    canonical: FxHashMap<(Vec<i32>, Vec<i32>), u32>,
    pair_canonical: Vec<u32>,
    pairs: Vec<(SmallAspectSet, SmallAspectSet)>,
}

impl PathState {
    fn intern(&mut self, conds: &SmallAspectSet, aspects: &SmallAspectSet) -> u32 {
        let key = (conds.values().to_vec(), aspects.values().to_vec());
        if let Some(&id) = self.exact.get(&key) {
            return id;
        }
        let mut sorted = key.clone();
        sorted.0.sort_unstable();
        sorted.1.sort_unstable();
        let next = self.canonical.len() as u32;
        let canonical = *self.canonical.entry(sorted).or_insert(next);
        let id = self.pairs.len() as u32;
        self.pairs.push((conds.clone(), aspects.clone()));
        self.pair_canonical.push(canonical);
        self.exact.insert(key, id);
        id
    }

    /// Adds pair `id` to `v`'s list unless an equal pair is there.
    fn add_pair(&mut self, v: usize, id: u32) -> bool {
        if self.ca_keys[v].insert(self.pair_canonical[id as usize]) {
            self.ca[v].push(id);
            true
        } else {
            false
        }
    }

    /// DPC++'s walk of one path, bottom-up.
    fn process(&mut self, path: &[u32]) {
        let last = path.len() - 1;
        for i in (0..=last).rev() {
            let x = path[i] as usize;
            let mut changed = false;
            let child = (i != last).then(|| path[i + 1] as usize);
            if let Some(c) = child {
                self.has_list[c] = true;
                if self.stepped[x] && self.edge_seen.get(&(x as u32, c as u32)) == Some(&self.version[c]) {
                    continue;
                }
                let before = self.cu[x].values().len();
                let (cu_x, cu_c) = two(&mut self.cu, x, c);
                cu_x.extend_from(cu_c);
                changed |= self.cu[x].values().len() != before;
                if self.conds[x].is_empty() && !self.conds[c].is_empty() {
                    self.conds[x] = self.conds[c].clone();
                    changed = true;
                }
            }
            if !self.conds[x].is_empty() && !self.cu[x].is_empty() {
                let (conds, cu) = (self.conds[x].clone(), self.cu[x].clone());
                let id = self.intern(&conds, &cu);
                if self.add_pair(x, id) {
                    changed = true;
                }
                self.has_list[x] = true;
            }
            if let Some(c) = child {
                if !self.ca[c].is_empty() {
                    self.has_list[x] = true;
                    for k in 0..self.ca[c].len() {
                        let id = self.ca[c][k];
                        changed |= self.add_pair(x, id);
                    }
                }
                self.edge_seen.insert((x as u32, c as u32), self.version[c]);
            }
            self.stepped[x] = true;
            if changed {
                self.version[x] += 1;
            }
        }
    }
}

/// Two distinct elements of a slice, the first mutable.
fn two<T>(v: &mut [T], a: usize, b: usize) -> (&mut T, &T) {
    if a < b {
        let (l, r) = v.split_at_mut(b);
        (&mut l[a], &r[0])
    } else {
        let (l, r) = v.split_at_mut(a);
        (&mut r[0], &l[b])
    }
}

/// Writes DPC++'s `!{ !{ !{conds...}, !{aspects...} }, ... }` as it is
/// (DPC++'s writer neither leaves excluded aspects out nor keeps existing
/// entries).
unsafe fn write_dpcpp_conditional(ctx: LLVMContextRef, f: LLVMValueRef, list: &[u32], pairs: &[(SmallAspectSet, SmallAspectSet)]) {
    let mut nodes: Vec<LLVMMetadataRef> = list
        .iter()
        .map(|&id| {
            let (conds, aspects) = &pairs[id as usize];
            let mut pair = [ir::md_i32_list(ctx, conds.values()), ir::md_i32_list(ctx, aspects.values())];
            ir::md_node(ctx, &mut pair)
        })
        .collect();
    let kind = ir::md_kind(ctx, SYCL_CONDITIONALLY_USED_ASPECTS);
    ir::set_global_md(f, kind, ir::md_node(ctx, &mut nodes));
}

/// Per caller: condition list -> aspects, both in DPC++'s set order.
type ConditionalSets = FxHashMap<u32, Vec<(SmallAspectSet, SmallAspectSet)>>;

/// Aspects reached through `sycl-call-if-on-device-conditionally` calls, per
/// caller and condition list.
///
/// Algorithm (independent of the order functions appear in the module):
///  1. Build the graph of plain edges (calls, virtual-function sets) and
///     conditional edges (caller -> action, with the call's conditions).
///  2. Visit its strongly connected components callees-first.
///  3. For each function `f` of a component, repeat until nothing changes
///     (one round unless the component is a cycle):
///     * a plain edge `f -> g` brings every entry of `g` as it is;
///     * a conditional edge `f -> a` with conditions `k` brings
///       `(k, used(a))` and, for every entry `(c, s)` of `a` (a conditional
///       call nested in the action, directly or behind plain calls),
///       `(k ∪ c, s)`.
///     Condition lists are sets (compared whatever their order), so the
///     entries are finitely many and the repetition ends.
///
/// Lists keep DPC++'s set order: a call's conditions in argument order,
/// nested ones after the outer ones; an entry's aspects in the order the
/// action's set has them, later contributions after.
fn conditional_aspects(
    conditional: &[ConditionalCall],
    used: &dyn Fn(usize) -> SmallAspectSet,
    graph: &CallGraph,
) -> ConditionalSets {
    let mut out: ConditionalSets = FxHashMap::default();
    if conditional.is_empty() {
        return out;
    }
    // Step 1: one graph with both kinds of edges; a conditional edge's site
    // is its index in `conditional`, marked by the high bit.
    const CONDITIONAL_EDGE: u32 = 1 << 31;
    let extra: Vec<(u32, Edge)> = conditional
        .iter()
        .enumerate()
        .map(|(i, c)| (c.caller, Edge { callee: c.action, site: CONDITIONAL_EDGE | i as u32 }))
        .collect();
    let combined = graph.with_extra_edges(&extra, |_| 0);
    // Steps 2 and 3.
    for component in combined.sccs().iter() {
        let cyclic = component.len() > 1 || combined.calls_itself(component[0]);
        loop {
            let mut changed = false;
            for &v in component {
                for e in combined.edges(v) {
                    let callee_entries = out.get(&e.callee).cloned().unwrap_or_default();
                    if e.site & CONDITIONAL_EDGE == 0 {
                        if callee_entries.is_empty() {
                            continue;
                        }
                        let entry = out.entry(v).or_default();
                        for (conds, set) in callee_entries {
                            changed |= merge_entry(entry, conds, &set);
                        }
                    } else {
                        let mut conds = SmallAspectSet::default();
                        conds.extend_values(&conditional[(e.site & !CONDITIONAL_EDGE) as usize].conditions);
                        let action_set = used(e.callee as usize);
                        let entry = out.entry(v).or_default();
                        changed |= merge_entry(entry, conds.clone(), &action_set);
                        for (inner, set) in callee_entries {
                            let mut all = conds.clone();
                            all.extend_from(&inner);
                            changed |= merge_entry(entry, all, &set);
                        }
                    }
                }
            }
            if !cyclic || !changed {
                break;
            }
        }
    }
    out.retain(|_, entries| !entries.is_empty());
    out
}

/// Adds `set` under the condition list `conds` (compared as a set); returns
/// whether anything was new.
fn merge_entry(entries: &mut Vec<(SmallAspectSet, SmallAspectSet)>, conds: SmallAspectSet, set: &SmallAspectSet) -> bool {
    match entries.iter_mut().find(|(c, _)| c.same_values(&conds)) {
        Some((_, existing)) => {
            let before = existing.values().len();
            existing.extend_from(set);
            existing.values().len() != before
        }
        None => {
            entries.push((conds, set.clone()));
            true
        }
    }
}

unsafe fn write_conditional(
    ctx: LLVMContextRef,
    f: LLVMValueRef,
    entries: &[(SmallAspectSet, SmallAspectSet)],
    unconditional: &AspectSet,
    excluded: &AspectSet,
    numbering: &AspectNumbering,
) {
    let mut nodes = Vec::new();
    for (conds, set) in entries {
        // Aspects also used unconditionally, or excluded, are left out.
        let only: Vec<i32> = set
            .values()
            .iter()
            .copied()
            .filter(|&a| numbering.get(a).map_or(true, |i| !unconditional.contains(i) && !excluded.contains(i)))
            .collect();
        if only.is_empty() {
            continue;
        }
        let mut pair = [ir::md_i32_list(ctx, conds.values()), ir::md_i32_list(ctx, &only)];
        nodes.push(ir::md_node(ctx, &mut pair));
    }
    if !nodes.is_empty() {
        let kind = ir::md_kind(ctx, SYCL_CONDITIONALLY_USED_ASPECTS);
        ir::set_global_md(f, kind, ir::md_node(ctx, &mut nodes));
    }
}

impl ModuleState {
    /// Aspects function `v` uses, itself or through its callees.
    pub fn used(&self, v: usize) -> &AspectSet {
        &self.scc_used[self.scc_of[v] as usize]
    }

    /// Next hops toward the nearest functions that use `aspect` themselves.
    pub fn nearest_origins(&mut self, aspect: usize) -> &NextHops {
        let (scans, graph, numbering) = (&self.scans, &self.graph, &self.numbering);
        let (scc_used, scc_of) = (&self.scc_used, &self.scc_of);
        let (callers, origins) = self.chain_index.get_or_insert_with(|| {
            // A chain ends where the aspect is used; a function that only
            // declares it (device_has) ends one only when nothing uses it.
            // A function whose aspect comes from its own !sycl_used_aspects
            // while a callee also reaches it (a module the pass already ran
            // on: every caller carries the propagated list) is no origin
            // either: the chain goes on to the callee.
            let mut origins: FxHashMap<usize, Vec<u32>> = FxHashMap::default();
            let mut declaring: FxHashMap<usize, Vec<u32>> = FxHashMap::default();
            for (v, scan) in scans.scanned() {
                for a in scan.own.iter() {
                    let uses = scan.own_used_ordered.contains(numbering.value(a));
                    let listed_only = matches!(scan.origins.get(&a).map(|o| o.kind), Some(OriginKind::UsesAspects));
                    let callee_reaches =
                        || graph.edges(v as u32).iter().any(|e| scc_used[scc_of[e.callee as usize] as usize].contains(a));
                    let origin = uses && !(listed_only && callee_reaches());
                    (if origin { &mut origins } else { &mut declaring }).entry(a).or_default().push(v as u32);
                }
            }
            for (a, functions) in declaring {
                origins.entry(a).or_insert(functions);
            }
            (graph.callers(), origins)
        });
        self.nearest.entry(aspect).or_insert_with(|| {
            graph.nearest_origins(callers, origins.get(&aspect).map(Vec::as_slice).unwrap_or(&[]).iter().copied())
        })
    }

    /// The call chain from `start` to the origin of `aspect`: function
    /// indices and the call-site id used to reach each (none for `start`).
    /// A chain longer than `CHAIN_SHOWN` links keeps its first and last
    /// `CHAIN_SHOWN / 2` and counts the calls in between as omitted, so
    /// that warnings and reports stay linear in the module. The tail is
    /// found without walking the gap: the hop from the function at distance
    /// `CHAIN_SHOWN / 2` (its "anchor"), memoized per aspect, so every
    /// chain costs O(CHAIN_SHOWN) amortized however long it is.
    pub fn chain(&mut self, start: u32, aspect: usize) -> Chain {
        const HALF: u32 = (CHAIN_SHOWN / 2) as u32;
        self.nearest_origins(aspect);
        let next = &self.nearest[&aspect];
        let distance = next.get(&start).map_or(0, |h| h.distance);
        let mut steps = vec![(start, None)];
        let mut v = start;
        if distance as usize + 1 <= CHAIN_SHOWN {
            while let Some(h) = next.get(&v) {
                steps.push((h.edge.callee, Some(h.edge.site)));
                v = h.edge.callee;
            }
            return Chain { steps, omitted: 0, omitted_at: 0 };
        }
        for _ in 1..HALF {
            let Some(h) = next.get(&v) else { break };
            steps.push((h.edge.callee, Some(h.edge.site)));
            v = h.edge.callee;
        }
        let omitted_at = steps.len();
        // The function at distance HALF on the chain (its tail starts with
        // the hop out of it), memoized with path compression.
        let anchors = self.anchors.entry(aspect).or_default();
        let mut walked = Vec::new();
        let mut u = v;
        let anchor = loop {
            if let Some(&a) = anchors.get(&u) {
                break a;
            }
            match next.get(&u) {
                Some(h) if h.distance > HALF => {
                    walked.push(u);
                    u = h.edge.callee;
                }
                _ => break u,
            }
        };
        for w in walked {
            anchors.insert(w, anchor);
        }
        let omitted = next.get(&v).map_or(0, |h| h.distance).saturating_sub(next.get(&anchor).map_or(0, |h| h.distance)) as usize;
        let mut u = anchor;
        while let Some(h) = next.get(&u) {
            steps.push((h.edge.callee, Some(h.edge.site)));
            u = h.edge.callee;
        }
        Chain { steps, omitted, omitted_at }
    }

    /// The chain as printable links, and whether a call site lacked a
    /// location.
    pub(crate) unsafe fn chain_links(&self, chain: &Chain) -> (Vec<ChainLink>, bool) {
        let mut missing = false;
        let links = chain
            .iter()
            .enumerate()
            .map(|(i, &(f, site))| ChainLink {
                omitted_before: if i == chain.omitted_at { chain.omitted } else { 0 },
                function: self.link_name(f, site).to_owned(),
                call_site: site.filter(|&s| s != NO_SITE).and_then(|s| {
                    let loc = self.site_location(s);
                    missing |= loc.is_none();
                    loc.map(|l| l.to_string())
                }),
            })
            .collect();
        (links, missing)
    }

    /// Whether a warning with a `missing` location should suggest `-g`:
    /// only when the module really has no debug information.
    pub fn suggest_g(&self, missing: bool) -> bool {
        missing && !self.has_debug_info
    }

    /// The name of function `f` as the call at `site` names it: the alias
    /// or ifunc the call went through, else the function's own name.
    pub fn link_name(&self, f: u32, site: Option<u32>) -> &str {
        site.and_then(|s| self.site_called.get(&s))
            .map(String::as_str)
            .unwrap_or_else(|| self.name(f as usize))
    }

    /// Where call site `site` is: its debug location, else (inside clang)
    /// the first call from the caller to the callee (as the call names
    /// it) in the AST.
    pub unsafe fn site_location(&self, site: u32) -> Option<SourceLocation> {
        let inst = *self.sites.get(site as usize)?;
        instruction_location(inst).or_else(|| {
            let (caller, callee) = *self.site_ends.get(site as usize)?;
            let called = self.link_name(callee, Some(site));
            ast_location(|| bridge::ast_call_site(self.name(caller as usize), called))
        })
    }

    /// Where function `v` uses `aspect` itself: the debug location of the
    /// origin, else (inside clang) the first matching use in the AST.
    pub unsafe fn origin_location(&self, v: u32, aspect: usize) -> Option<SourceLocation> {
        let origin = self.scans.get(v as usize).origins.get(&aspect)?;
        let direct = match origin.inst {
            Some(inst) => instruction_location(inst),
            None => function_location(self.functions[v as usize]),
        };
        direct.or_else(|| {
            let name = self.name(v as usize);
            match origin.kind {
                OriginKind::SignatureType(t) | OriginKind::InstructionType(t) => {
                    let value = self.numbering.value(aspect);
                    match self.aspects.decorated_source(t, value).and_then(|s| ir::struct_name_of(s)) {
                        Some(struct_name) => ast_location(|| bridge::ast_type_use(name, &struct_name)),
                        None => ast_location(|| bridge::ast_double_use(name)),
                    }
                }
                _ => self.function_ast_location(v as usize),
            }
        })
    }

    /// Where function `v` is defined, from the AST (inside clang only).
    pub fn function_ast_location(&self, v: usize) -> Option<SourceLocation> {
        ast_location(|| bridge::ast_function_location(self.name(v)))
    }

    /// Where function `v` is declared: from the AST inside clang (there is
    /// no debug information without -g), else its debug location.
    pub unsafe fn declaration_location(&self, v: u32) -> Option<SourceLocation> {
        self.function_ast_location(v as usize).or_else(|| function_location(self.functions[v as usize]))
    }

    /// Entry points without `device_has` that use fp64 somewhere below.
    unsafe fn warn_implicit_fp64(&mut self, excluded: &AspectSet, sink: &mut dyn DiagnosticSink) {
        let Some(fp64) = self.aspects.fp64 else { return };
        let aspect = self.numbering.index_of(fp64);
        if excluded.contains(aspect) {
            return;
        }
        for v in 0..self.functions.len() {
            if self.scans.get(v).declared.is_some() || !self.entry_points[v] || !self.used(v).contains(aspect) {
                continue;
            }
            let chain = self.chain(v as u32, aspect);
            let last = chain.last().map_or(v as u32, |c| c.0);
            let found = implicit_fp64::first_double_use(self.functions[last as usize]);
            let location = found
                .as_ref()
                .and_then(|u| instruction_location(u.inst))
                .or_else(|| self.origin_location(last, aspect));
            let (links, links_missing) = self.chain_links(&chain);
            let missing_location = self.suggest_g(location.is_none() || links_missing);
            let kind = found.as_ref().map_or("use of 'double'".to_owned(), |u| u.kind.clone());
            let mut text = format!(
                "{} implicitly uses aspect 'fp64' ({kind}) but has no 'sycl::device_has'",
                messages::subject(self.name(v))
            );
            text.push_str(&messages::format_chain(&links));
            if let Some(hint) = found.and_then(|u| u.hint) {
                text.push_str(&format!("
hint: {hint}"));
            }
            text.push_str("
hint: or declare it: [[sycl::device_has(sycl::aspect::fp64)]]");
            if missing_location {
                text.push_str("
compile with '-g' to get source location");
            }
            sink.warning(location.as_ref(), &text);
        }
    }

    unsafe fn warn_device_has_mismatches(&mut self, excluded: &AspectSet, sink: &mut dyn DiagnosticSink) {
        let as_dpcpp = sink.attaches_notes();
        for v in 0..self.functions.len() {
            let Some(declared) = self.scans.get(v).declared.clone() else { continue };
            let Some(mut missing) = self.used_for_validation.get(&v).cloned() else { continue };
            missing.remove_all(&declared);
            missing.remove_all(excluded);
            let mut aspects: Vec<usize> = missing.iter().collect();
            aspects.sort_by_key(|&a| self.numbering.value(a));
            let declared_by =
                if self.scans.get(v).declared_by_property { DeclaredBy::Property } else { DeclaredBy::Attribute };
            for aspect in aspects {
                // An entry point: a kernel whose device_has came from the
                // body it calls (the lambda's attribute) leaves the warning
                // to that body, which carries the same declaration. With
                // the `device_has` property DPC++ names the first callee
                // (in call order) that uses the aspect, the kernel's body,
                // not the launch wrapper around it. (DPC++ skips entry
                // points with the attribute altogether; a SYCL_EXTERNAL
                // function with device_has is then never checked, so we
                // check it.)
                let mut named = v as u32;
                if self.entry_points[v] {
                    if let Some(first) = self.dpcpp_chain(named, aspect).first() {
                        if self.scans.get(first.0 as usize).declared.as_ref() == Some(&declared) {
                            continue;
                        }
                        if declared_by == DeclaredBy::Property {
                            named = first.0;
                        }
                    }
                }
                let aspect_name = self.aspects.aspect_name(self.numbering.value(aspect));
                if as_dpcpp {
                    self.warn_with_notes(named, aspect, &aspect_name, declared_by, sink);
                    continue;
                }
                let chain = self.chain(named, aspect);
                let (links, links_missing) = self.chain_links(&chain);
                let last = chain.last().map_or(named, |c| c.0);
                let location = self.origin_location(last, aspect);
                let missing_location = self.suggest_g(links_missing || location.is_none());
                let text = messages::device_has_mismatch(
                    self.name(named as usize),
                    &aspect_name,
                    declared_by,
                    &links,
                    missing_location,
                );
                sink.warning(location.as_ref(), &text);
            }
        }
    }

    /// DPC++'s call chain for a `device_has` warning (its
    /// `getAspectUsageChain`): from `start`, the first callee in call order
    /// whose used aspects hold `aspect`, then the same from that callee,
    /// until no callee does; each function is looked at once. Pairs of
    /// function and the call site into it. (DPC++ does not mark `start`
    /// itself as seen; recursion, which SYCL forbids, would bring the chain
    /// back to it once. Marking it keeps a cycle's chain ending before
    /// `start`.)
    pub fn dpcpp_chain(&self, start: u32, aspect: usize) -> Vec<(u32, u32)> {
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(start);
        let mut chain = Vec::new();
        let mut v = start;
        loop {
            let next = self
                .graph
                .edges(v)
                .iter()
                .find(|e| seen.insert(e.callee) && self.used(e.callee as usize).contains(aspect));
            let Some(e) = next else { break };
            chain.push((e.callee, e.site));
            v = e.callee;
        }
        chain
    }

    /// Inside clang, DPC++'s shape of a `device_has` warning: DPC++'s text
    /// at the declaration of the function, a note at the declaration of
    /// each function of DPC++'s chain, and (ours) a note where the last of
    /// them uses the aspect. Chains longer than `CHAIN_SHOWN` show their
    /// first and last halves; functions inside the SYCL headers'
    /// implementation namespace are left out and counted.
    unsafe fn warn_with_notes(
        &mut self,
        named: u32,
        aspect: usize,
        aspect_name: &str,
        declared_by: DeclaredBy,
        sink: &mut dyn DiagnosticSink,
    ) {
        let chain = self.dpcpp_chain(named, aspect);
        let last = chain.last().map_or(named, |c| c.0);
        let last_declared_at = self.declaration_location(last);
        let use_location = self.origin_location(last, aspect);
        let headline = messages::device_has_mismatch_headline(self.name(named as usize), aspect_name, declared_by);
        let named_at = if chain.is_empty() { last_declared_at.clone() } else { self.declaration_location(named) };
        sink.warning(named_at.as_ref().or(use_location.as_ref()), &headline);
        let half = CHAIN_SHOWN / 2;
        let mut inside_headers = 0usize;
        for (i, &(f, site)) in chain.iter().enumerate() {
            if chain.len() > CHAIN_SHOWN && i == half {
                sink.note(None, &format!("... {} more calls ...", chain.len() - CHAIN_SHOWN));
            }
            if chain.len() > CHAIN_SHOWN && (half..chain.len() - half).contains(&i) {
                continue;
            }
            let called = self.link_name(f, Some(site));
            if i + 1 < chain.len() && messages::is_header_internal(called) {
                inside_headers += 1;
                continue;
            }
            let mut text = messages::propagated_from_call(called);
            if inside_headers > 0 {
                let calls = if inside_headers == 1 { "call" } else { "calls" };
                text.push_str(&format!(" (after {inside_headers} {calls} inside the SYCL headers, left out)"));
                inside_headers = 0;
            }
            let at = if i + 1 == chain.len() { last_declared_at.clone() } else { self.declaration_location(f) };
            sink.note(at.as_ref(), &text);
        }
        // Where the use is, unless that is the last declaration itself (a
        // function-level attribute or signature).
        if let Some(used_at) = use_location {
            let same_place = last_declared_at.as_ref().is_some_and(|d| {
                d.path() == used_at.path() && d.line == used_at.line && d.column == used_at.column
            });
            if !same_place {
                sink.note(Some(&used_at), &messages::aspect_used_here(aspect_name));
            }
        }
    }
}

/// Entry points with local linkage (Intel's launch wrappers are internal
/// template instantiations over local lambda types) are listed in
/// `llvm.compiler.used`, so that optimization cannot inline and delete them
/// with their metadata: at -O2 nothing in the device module calls them, and
/// post-link would have no kernel to split. (Their linkage stays local: two
/// translation units may hold kernels of the same mangled name.)
unsafe fn keep_local_entry_points(module: LLVMModuleRef, functions: &[LLVMValueRef], entry_points: &[bool]) {
    use llvm_sys::LLVMLinkage::{LLVMInternalLinkage, LLVMPrivateLinkage};
    let local: Vec<LLVMValueRef> = functions
        .iter()
        .zip(entry_points)
        .filter(|&(&f, &entry)| entry && matches!(LLVMGetLinkage(f), LLVMInternalLinkage | LLVMPrivateLinkage))
        .map(|(&f, _)| f)
        .collect();
    if !local.is_empty() {
        ir::append_to_appending_array(module, "llvm.compiler.used", &sycl_aspects_bridge::ir_services(), &local);
    }
}

/// Marks in `marks` every function reached from `seeds` along `succ`
/// (the seeds included) through functions for which `enter` holds.
fn mark_reachable(succ: &[Vec<u32>], seeds: impl IntoIterator<Item = u32>, marks: &mut [bool], enter: impl Fn(usize) -> bool) {
    let mut work: Vec<u32> = Vec::new();
    for s in seeds {
        if enter(s as usize) && !marks[s as usize] {
            marks[s as usize] = true;
            work.push(s);
        }
    }
    while let Some(v) = work.pop() {
        for &c in &succ[v as usize] {
            if enter(c as usize) && !marks[c as usize] {
                marks[c as usize] = true;
                work.push(c);
            }
        }
    }
}
