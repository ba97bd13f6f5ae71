//! `sycl-propagate-aspects-usage`: find the optional features (aspects)
//! each function uses and propagate them up the static call graph.
//!
//! The pass goes down the layers once: it READS the module into the plain
//! model of `sycl_aspects_analysis::pass_model` (this file and
//! `ir_scan.rs`, with the C++ prefilter), ANALYSES the model without LLVM
//! (`sycl_aspects_analysis::propagation`), then WRITES the results back as
//! metadata and reports its diagnostics.
//!
//! Algorithm:
//!  1. Read `!sycl_aspects` (nothing to do without it) and resolve every
//!     `!sycl_types_that_use_aspects` name to its `Type*` once (inside
//!     clang, the front end may hand over its decorated `Type*`s instead,
//!     and the pass writes the entries of those step 2 meets).
//!  2. Read each function's own facts. Prefilter in C++
//!     (`cxx-bridge/cpp/ir_prefilter.cpp`, one tight loop over every
//!     instruction): a function that touches no type that may carry
//!     aspects and nothing unusual (metadata, aliases, constant
//!     expressions, indirect or conditional calls) uses no aspect itself;
//!     only its direct calls are kept. One whose instructions are plain but
//!     whose own metadata, attributes or signature are not is scanned
//!     without its instructions (the prefilter kept its calls). The others
//!     get the full scan (`ir_scan.rs`), a chunk of functions at a time
//!     right after the prefilter read them (their instructions still
//!     cached): its `!sycl_used_aspects`, `!sycl_declared_aspects` and
//!     `sycl-device-has` values, the aspects of the types in its signature
//!     and instructions (compared by `Type*`, `double` meaning fp64),
//!     instruction `!sycl_used_aspects`, and its direct calls, with the
//!     first origin of each aspect.
//!  3. Number the calls into the model's call graph (flat: one array of
//!     edges, grouped by caller in call order): direct calls (through
//!     casts, aliases and ifuncs whose resolver returns constant
//!     functions), with their call sites; `sycl-call-if-on-device-
//!     conditionally` calls kept apart as conditional calls to their action
//!     function; the `calls-indirectly` / `indirectly-callable` attributes;
//!     the entry points.
//!  4. Analyse (`propagation::propagate`, no LLVM): virtual-call edges,
//!     propagation over strongly connected components, DPC++'s order
//!     (`ordered_propagation`), conditional aspects (DPC++'s
//!     `dpcpp_conditional_aspects` or the merged `conditional_aspects`),
//!     and the lists to write (excluded aspects left out, existing values
//!     kept).
//!  5. Write `!sycl_used_aspects`, `!sycl_conditionally_used_aspects` and,
//!     on entry points, `!sycl_fixed_targets` (docs/design-choices.md,
//!     "Metadata order"); keep local entry points alive.
//!  6. Diagnostics, decided on the model and rendered here with the IR's
//!     names and locations: problems of the input; `device_has` validated
//!     against the used aspects only, before the callees' declared aspects
//!     are merged (DPC++'s order), one warning per function and aspect it
//!     uses but does not declare, with a shortest call chain to the
//!     aspect's origin (`sycl_aspects_analysis::chains`: multi-source BFS on
//!     the reversed graph, one per aspect warned); the fixed-target checks
//!     (`fixed_target_checks`); implicit fp64 (`validation`); the explain
//!     report (`explain`).

use crate::aspect_set::{AspectNumbering, AspectSet};
use crate::fixed_targets;
use crate::graph::CallGraphBuilder;
use crate::implicit_fp64;
use crate::ir_scan::*;
use crate::messages::{self, ChainLink, DeclaredBy};
use crate::options::PassOptions;
use crate::report::{self, Report};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use sycl_aspects_analysis::pass_model::{ConditionalCall, ModuleModel, Scans, NO_SITE};
use sycl_aspects_analysis::propagation::{self, Propagation};
use sycl_aspects_analysis::chains::{Chain, ChainInputs};
use sycl_aspects_analysis::fixed_target_checks;
use sycl_aspects_analysis::targets::{FixedTarget, TargetSetup};
use sycl_aspects_analysis::validation::{self, DeviceHasWarning};
use sycl_aspects_bridge::ffi as bridge;
use sycl_aspects_metadata::ir;
pub use crate::module_state::{is_entry_point, DiagnosticSink, FunctionNames, ModuleState};
use sycl_aspects_metadata::{
    INTEL_REQD_SUB_GROUP_SIZE, REQD_WORK_GROUP_SIZE, SYCL_CONDITIONALLY_USED_ASPECTS, SYCL_DECLARED_ASPECTS,
    SYCL_USED_ASPECTS,
};

pub use sycl_aspects_analysis::messages::CHAIN_SHOWN;

/// Runs the pass; returns whether the module changed.
///
/// # Safety
/// `module` must be a valid module.
pub unsafe fn run(module: LLVMModuleRef, options: &PassOptions, setup: &TargetSetup, sink: &mut dyn DiagnosticSink) -> bool {
    // READ (steps 1-3).
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
    let (mut model, functions, names) = read_model(module, &aspects, deferred.as_ref(), setup, &mut problems);

    // ANALYSE (step 4).
    let result = propagation::propagate(&mut model, options);
    let target_checks = fixed_target_checks::check(&model, &result, setup);

    // WRITE (step 5).
    for name in &result.unknown_excluded {
        sink.warning(None, &propagation::unknown_excluded_message(name));
    }
    write_lists(ctx, &functions, &result);
    if options.rerun {
        // DPC++'s run after the optimizer: the lists only; the warnings and
        // `!sycl_fixed_targets` are the first run's.
        keep_local_entry_points(module, &functions, &model.entry_points);
        return true;
    }
    fixed_targets::write_metadata(ctx, &functions, &model.entry_points, &options.fixed_targets, &setup.fixed, Some(&aspects.values), sink);
    keep_local_entry_points(module, &functions, &model.entry_points);

    for p in &problems {
        sink.warning(None, &p.message());
    }
    for (_, scan) in model.scans.scanned() {
        for why in &scan.unresolved {
            sink.warning(None, &format!("sycl-propagate-aspects-usage: {why}"));
        }
    }

    // Diagnostics (step 6): decided on the model, rendered with the IR's
    // names and locations.
    let device_has_warnings = if options.validate { validation::device_has_warnings(&model, &result) } else { Vec::new() };
    let fp64_subjects = if options.warn_implicit_fp64 { validation::implicit_fp64(&model, &result) } else { None };
    let Propagation { scc_used, scc_of, .. } = result;
    let ModuleModel { entry_points, scans, graph, sites, site_ends, site_called, numbering, has_debug_info, .. } = model;
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
        numbering,
        aspects,
        chains: Default::default(),
        has_debug_info,
    };
    if options.validate {
        state.warn_device_has_mismatches(&device_has_warnings, sink);
    }
    fixed_targets::warn(&mut state, &target_checks, sink);
    if options.warn_implicit_fp64 {
        state.warn_implicit_fp64(fp64_subjects, sink);
    }
    if let Some(target) = &options.explain {
        let report: Report = report::build(&mut state);
        if let Err(e) = report::write(&report, target) {
            sink.warning(None, &format!("sycl-propagate-aspects-usage: cannot write explain report to '{target}': {e}"));
        }
    }
    true
}

/// Steps 2 and 3: the module's functions, their names (read lazily), and
/// the plain model of the module. Problems of the input are collected for
/// the diagnostics; decorated types the front end deferred (`deferred`)
/// get their `!sycl_types_that_use_aspects` entries written when reached.
unsafe fn read_model(
    module: LLVMModuleRef,
    aspects: &ModuleAspects,
    deferred: Option<&sycl_aspects_metadata::type_refs::DecoratedTypes>,
    setup: &TargetSetup,
    problems: &mut Vec<Problem>,
) -> (ModuleModel, Vec<LLVMValueRef>, FunctionNames) {
    let ctx = LLVMGetModuleContext(module);
    let used_kind = ir::md_kind(ctx, SYCL_USED_ASPECTS);
    let declared_kind = ir::md_kind(ctx, SYCL_DECLARED_ASPECTS);

    let functions = module_functions(module);

    let mut numbering = AspectNumbering::default();
    let names = FunctionNames::new(functions.len());
    let mut types = TypeAspects::new(aspects, &mut numbering);
    let mut prefilter_result = Prefilter::run(module, aspects, used_kind, declared_kind);
    let mut scans = Scans::new(functions.len());
    let prefilter = {
        let mut scanner = Scanner {
            module: aspects,
            numbering: &mut numbering,
            types: &mut types,
            problems: &mut *problems,
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
    fixed_targets::check_size_metadata(ctx, &functions, |i| names.get(i, functions[i]).to_owned(), |i| prefilter.has(i, sycl_aspects_bridge::PREFILTER_SIZE_METADATA), problems);
    if let Some(decorated) = deferred {
        // Global variables nobody's code uses still reference their types.
        let mut g = LLVMGetFirstGlobal(module);
        while !g.is_null() {
            types.of(LLVMGlobalGetValueType(g), aspects, &mut numbering);
            g = LLVMGetNextGlobal(g);
        }
        sycl_aspects_metadata::type_refs::write_types_that_use_aspects(module, decorated, |t| types.reached.contains(&t));
    }

    // Step 3: the call graph, direct calls, conditional calls kept aside.
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
            sites.push(ir_ref(inst));
            site_ends.push((caller as u32, callee));
            graph.add_edge(caller as u32, callee, (sites.len() - 1) as u32);
        }
        for call in &scan.calls {
            let Some(callee) = prefilter.index_of(value_of(call.callee)) else { continue };
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
    // The virtual-call attributes, of the functions that may have them.
    let mut indirectly_callable = Vec::new();
    let mut calls_indirectly = Vec::new();
    for (i, &f) in functions.iter().enumerate() {
        if !prefilter.has(i, sycl_aspects_bridge::PREFILTER_VIRTUAL_CALLS) {
            continue;
        }
        if let Some(set) = string_attribute(f, ATTR_INDIRECTLY_CALLABLE) {
            indirectly_callable.push((i as u32, set));
        }
        if let Some(sets) = string_attribute(f, ATTR_CALLS_INDIRECTLY) {
            calls_indirectly.push((i as u32, sets));
        }
    }
    drop(prefilter);
    let entry_points: Vec<bool> = functions.iter().map(|&f| is_entry_point(f)).collect();
    // LLVM prints a function's metadata attachments in the order their
    // kinds were registered: the kinds this pass writes are registered in
    // the order it writes them (used, conditionally used, fixed targets)
    // before the reads below register the fixed-target kind.
    ir::md_kind(ctx, SYCL_CONDITIONALLY_USED_ASPECTS);
    let option_targets = setup.fixed.iter().any(|t| matches!(t, FixedTarget::Device(_)));
    let target_inputs = fixed_targets::read_inputs(ctx, &functions, &entry_points, !setup.fixed.is_empty(), option_targets);
    let model = ModuleModel {
        function_count: functions.len(),
        entry_points,
        scans,
        graph: graph.build(),
        sites,
        site_ends,
        site_called,
        conditional,
        indirectly_callable,
        calls_indirectly,
        aspect_names: aspects.names.clone(),
        aspect_values: aspects.values.clone(),
        fp64: aspects.fp64,
        numbering,
        target_inputs,
        has_debug_info: !ir::named_operands(module, "llvm.dbg.cu").is_empty(),
    };
    (model, functions, names)
}

/// Step 5: the `!sycl_used_aspects` and `!sycl_conditionally_used_aspects`
/// lists the analysis decided, one node per distinct list.
unsafe fn write_lists(ctx: LLVMContextRef, functions: &[LLVMValueRef], result: &Propagation) {
    let used_kind = ir::md_kind(ctx, SYCL_USED_ASPECTS);
    let conditional_kind = ir::md_kind(ctx, SYCL_CONDITIONALLY_USED_ASPECTS);
    let mut nodes: Vec<Option<LLVMMetadataRef>> = vec![None; result.lists.len()];
    let mut conditional = result.conditional_lists.iter().peekable();
    for (v, &f) in functions.iter().enumerate() {
        let id = result.used_list[v] as usize;
        if id != 0 {
            let node = *nodes[id].get_or_insert_with(|| ir::md_i32_list(ctx, &result.lists[id]));
            ir::set_global_md(f, used_kind, node);
        }
        if let Some((_, pairs)) = conditional.next_if(|(w, _)| *w as usize == v) {
            // `!{ !{ !{conds...}, !{aspects...} }, ... }`
            let mut pair_nodes: Vec<LLVMMetadataRef> = pairs
                .iter()
                .map(|(conds, aspects)| {
                    let mut pair = [ir::md_i32_list(ctx, conds), ir::md_i32_list(ctx, aspects)];
                    ir::md_node(ctx, &mut pair)
                })
                .collect();
            ir::set_global_md(f, conditional_kind, ir::md_node(ctx, &mut pair_nodes));
        }
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


/// Functions [`ModuleState::kernel_body_location`] looks at before it gives
/// up (a reduction's user kernel is two or three calls below the wrapper).
const KERNEL_BODY_SEARCH: usize = 256;

/// Whether `l` is in a system header (inside clang only: elsewhere nothing
/// is known to be one).
fn in_system_header(l: &SourceLocation) -> bool {
    bridge::ast_in_system_header(&l.path(), l.line, l.column)
}

/// What chains read of the state (`ChainInputs`), borrowing its fields
/// one by one so that `self.chains` stays free to update.
macro_rules! chain_inputs {
    ($state:expr) => {
        ChainInputs {
            scans: &$state.scans,
            graph: &$state.graph,
            numbering: &$state.numbering,
            scc_used: &$state.scc_used,
            scc_of: &$state.scc_of,
        }
    };
}

impl ModuleState {
    /// Aspects function `v` uses, itself or through its callees.
    pub fn used(&self, v: usize) -> &AspectSet {
        &self.scc_used[self.scc_of[v] as usize]
    }

    /// The call chain from `start` to the origin of `aspect`
    /// (`sycl_aspects_analysis::chains`).
    pub fn chain(&mut self, start: u32, aspect: usize) -> Chain {
        let inputs = chain_inputs!(self);
        self.chains.chain(&inputs, start, aspect)
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
        let inst = value_of(*self.sites.get(site as usize)?);
        instruction_location(inst).or_else(|| {
            let (caller, callee) = *self.site_ends.get(site as usize)?;
            let called = self.link_name(callee, Some(site));
            ast_location(|| bridge::ast_call_site(self.name(caller as usize), called))
        })
    }

    /// Where a warning about a use at `origin` reached through the call
    /// `sites` (in chain order) points: at `origin`, unless that is inside
    /// a system header (a double reached only through Intel's
    /// `accessor::operator[]`); then at the last call site in the user's
    /// code, the call into the header, with `origin` returned second for a
    /// note. Inside clang only (elsewhere nothing is known to be a system
    /// header).
    pub unsafe fn in_user_code(
        &self,
        origin: Option<SourceLocation>,
        sites: impl DoubleEndedIterator<Item = u32>,
    ) -> (Option<SourceLocation>, Option<SourceLocation>) {
        let in_header = in_system_header;
        match origin {
            Some(o) if in_header(&o) => {
                let user = sites
                    .rev()
                    .filter(|&s| s != NO_SITE)
                    .filter_map(|s| self.site_location(s))
                    .find(|l| !in_header(l));
                match user {
                    Some(u) => (Some(u), Some(o)),
                    None => (Some(o), None),
                }
            }
            other => (other, None),
        }
    }

    /// Where a warning about entry point `v` and a use at `origin` reached
    /// through the call `sites` points ([`ModuleState::in_user_code`]), and
    /// the header's line for a note. When that is still no location or a
    /// line of the SYCL headers and `v` is a launch wrapper of Intel's
    /// headers (a reduction's kernels use the reduction's `double` in
    /// `reduction.hpp`, on a chain that never leaves the headers), the
    /// warning points at the user's kernel itself
    /// ([`ModuleState::kernel_body_location`]), or, for a kernel of the
    /// headers that calls no user code, at another launch wrapper's of the
    /// same kernel name (`kernel 'sum_in_double'`, `kernel
    /// (lambda(sycl::id<1>, auto&) #1 in 'total')`).
    pub unsafe fn use_location(
        &self,
        v: u32,
        origin: Option<SourceLocation>,
        sites: impl DoubleEndedIterator<Item = u32>,
    ) -> (Option<SourceLocation>, Option<SourceLocation>) {
        let (location, note) = self.in_user_code(origin, sites);
        let in_headers = match &location {
            None => true,
            Some(l) => note.is_none() && in_system_header(l),
        };
        if !in_headers {
            return (location, note);
        }
        let Some(kernel) = messages::launch_wrapper_kernel(self.name(v as usize)) else { return (location, note) };
        // A reduction's helper kernels (its first values, the sums of the
        // work-groups' partial results) call none of the user's code: they
        // point where the user's kernel of the same name is.
        let body = self.kernel_body_location(v).or_else(|| {
            (0..self.functions.len() as u32)
                .filter(|&w| w != v && self.entry_points[w as usize])
                .filter(|&w| messages::launch_wrapper_kernel(self.name(w as usize)).as_ref() == Some(&kernel))
                .find_map(|w| self.kernel_body_location(w))
        });
        match body {
            Some(body) => (Some(body), location),
            None => (location, note),
        }
    }

    /// Where the user's code of kernel `v` (a launch wrapper) is: the
    /// first function it reaches, breadth first in call order, that is not
    /// the headers' (`sycl::`, `std::`; [`messages::is_sycl_or_std`]) and
    /// is defined outside a system header: the lambda or functor the user
    /// passed (for a reduction, below the headers' kernel lambda), at its
    /// definition (the lambda's `[`). The headers' functions are walked
    /// through, at most [`KERNEL_BODY_SEARCH`] of them.
    pub unsafe fn kernel_body_location(&self, v: u32) -> Option<SourceLocation> {
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(v);
        let mut queue = std::collections::VecDeque::from([v]);
        while let Some(f) = queue.pop_front() {
            for edge in self.graph.edges(f) {
                let callee = edge.callee;
                if !seen.insert(callee) || LLVMIsDeclaration(self.functions[callee as usize]) != 0 {
                    continue;
                }
                if !messages::is_sycl_or_std(self.name(callee as usize)) {
                    match self.declaration_location(callee) {
                        Some(l) if !in_system_header(&l) => return Some(l),
                        _ => {}
                    }
                }
                if seen.len() <= KERNEL_BODY_SEARCH {
                    queue.push_back(callee);
                }
            }
        }
        None
    }

    /// Where function `v` uses `aspect` itself: the debug location of the
    /// origin, else (inside clang) the first matching use in the AST.
    pub unsafe fn origin_location(&self, v: u32, aspect: usize) -> Option<SourceLocation> {
        let origin = self.scans.get(v as usize).origins.get(&aspect)?;
        let direct = match origin.inst {
            Some(inst) => instruction_location(value_of(inst)),
            None => function_location(self.functions[v as usize]),
        };
        direct.or_else(|| {
            let name = self.name(v as usize);
            match origin.kind {
                OriginKind::SignatureType(t) | OriginKind::InstructionType(t) => {
                    let value = self.numbering.value(aspect);
                    match self.aspects.decorated_source(type_of(t), value).and_then(|s| ir::struct_name_of(s)) {
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
    /// The entry points the analysis chose (`validation::implicit_fp64`).
    unsafe fn warn_implicit_fp64(&mut self, subjects: Option<(usize, Vec<u32>)>, sink: &mut dyn DiagnosticSink) {
        let Some((aspect, entry_points)) = subjects else { return };
        for v in entry_points {
            let v = v as usize;
            let chain = self.chain(v as u32, aspect);
            let last = chain.last().map_or(v as u32, |c| c.0);
            let found = implicit_fp64::first_double_use(self.functions[last as usize]);
            let origin = found
                .as_ref()
                .and_then(|u| instruction_location(u.inst))
                .or_else(|| self.origin_location(last, aspect));
            let (location, in_header) = self.use_location(v as u32, origin, chain.iter().filter_map(|&(_, site)| site));
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
                text.push('\n');
                text.push_str(messages::GET_SOURCE_LOCATION_HINT);
            }
            sink.warning(location.as_ref(), &text);
            if let Some(header) = in_header.filter(|_| sink.attaches_notes()) {
                sink.note(Some(&header), &messages::aspect_used_here("fp64"));
            }
        }
    }

    /// The `device_has` warnings the analysis decided
    /// (`validation::device_has_warnings`).
    unsafe fn warn_device_has_mismatches(&mut self, warnings: &[DeviceHasWarning], sink: &mut dyn DiagnosticSink) {
        let as_dpcpp = sink.attaches_notes();
        for warning in warnings {
            let (named, aspect) = (warning.function, warning.aspect);
            let declared_by = if warning.by_property { DeclaredBy::Property } else { DeclaredBy::Attribute };
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

    /// DPC++'s call chain for a `device_has` warning
    /// (`sycl_aspects_analysis::chains::dpcpp_chain`).
    pub fn dpcpp_chain(&self, start: u32, aspect: usize) -> Vec<(u32, u32)> {
        let inputs = chain_inputs!(self);
        sycl_aspects_analysis::chains::dpcpp_chain(&inputs, start, aspect)
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
        // A function clang names by its order (a lambda in a non-inline
        // function, `$_0`) has no location without -g: say so, as the
        // warning without notes does, rather than leave a note without one.
        // (A use without a place of its own is the last function's
        // declaration: a function-level attribute.)
        let mut locations_missing = use_location.is_none() && last_declared_at.is_none();
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
            locations_missing |= at.is_none();
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
        if self.suggest_g(locations_missing) {
            sink.note(None, messages::GET_SOURCE_LOCATION_HINT);
        }
    }
}

/// Entry points that optimization may delete once nothing calls them are
/// listed in `llvm.compiler.used`, so that it cannot inline and delete them
/// with their metadata: at -O2 nothing in the device module calls them, and
/// post-link would have no kernel to split. Those are Intel's launch
/// wrappers: internal template instantiations over local lambda types, and
/// `linkonce_odr` ones for functor kernels and kernels launched from
/// function templates or inline functions. (Their linkage stays: two
/// translation units may hold kernels of the same mangled name.)
unsafe fn keep_local_entry_points(module: LLVMModuleRef, functions: &[LLVMValueRef], entry_points: &[bool]) {
    use llvm_sys::LLVMLinkage::{
        LLVMInternalLinkage, LLVMLinkOnceAnyLinkage, LLVMLinkOnceODRLinkage, LLVMPrivateLinkage,
    };
    let local: Vec<LLVMValueRef> = functions
        .iter()
        .zip(entry_points)
        .filter(|&(&f, &entry)| {
            entry
                && matches!(
                    LLVMGetLinkage(f),
                    LLVMInternalLinkage | LLVMPrivateLinkage | LLVMLinkOnceAnyLinkage | LLVMLinkOnceODRLinkage
                )
        })
        .map(|(&f, _)| f)
        .collect();
    if !local.is_empty() {
        ir::append_to_appending_array(module, "llvm.compiler.used", &sycl_aspects_bridge::ir_services(), &local);
    }
}
