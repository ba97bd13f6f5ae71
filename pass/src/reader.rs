//! READ: the module into the plain model of
//! `sycl_aspects_analysis::pass_model`. The pass reads the module here and
//! nowhere else: the analysis decides on the model without LLVM, and the
//! writer (`writer.rs`) changes the module and renders the diagnostics,
//! turning the model's handles (`IrRef`: call instructions, types) into
//! names and source locations when a message needs one.
//!
//! Algorithm:
//!  1. Read `!sycl_aspects` (no model without it: not SYCL code) and
//!     resolve every `!sycl_types_that_use_aspects` name to its `Type*`
//!     once (`ir_scan.rs`; inside clang, the front end may hand over its
//!     decorated `Type*`s instead, and the writer writes the entries of
//!     those the module reaches).
//!  2. Read each function's own facts. Prefilter in C++
//!     (`cxx-bridge/cpp/ir_prefilter.cpp`, one tight loop over every
//!     instruction): a function that touches no type that may carry
//!     aspects and nothing unusual (metadata, aliases, constant
//!     expressions, indirect or conditional calls) uses no aspect itself;
//!     only its direct calls are kept. One whose instructions are plain but
//!     whose own metadata, attributes or signature are not is scanned
//!     without its instructions (the prefilter kept its calls). The others
//!     get the full scan (`ir_scan.rs`) of the instructions the prefilter
//!     lists as able to bring anything (the rest would change nothing;
//!     plain direct calls are listed as calls only), a chunk of functions at a time
//!     right after the prefilter read them (their instructions still
//!     cached): its `!sycl_used_aspects`, `!sycl_declared_aspects` and
//!     `sycl-device-has` values, the aspects of the types in its signature
//!     and instructions (compared by `Type*`, `double` meaning fp64),
//!     instruction `!sycl_used_aspects`, and its direct calls, with the
//!     first origin of each aspect.
//!  3. Read `!reqd_work_group_size` and `!intel_reqd_sub_group_size` once,
//!     of the functions the prefilter saw them on; malformed ones are
//!     reported as problems and ignored.
//!  4. Number the calls into the model's call graph (flat: one array of
//!     edges, grouped by caller in call order): direct calls (through
//!     casts, aliases and ifuncs whose resolver returns constant
//!     functions), with their call sites; `sycl-call-if-on-device-
//!     conditionally` calls kept apart as conditional calls to their action
//!     function; the `calls-indirectly` / `indirectly-callable` attributes.
//!  5. The entry points, what the fixed-target checks need of them
//!     (`!sycl_fixed_targets` when the option is not given, the sizes of
//!     step 3), and whether the module has debug information.

use crate::aspect_set::AspectNumbering;
use crate::graph::InOrderBuilder;
use crate::ir_scan::*;
use crate::messages::{self, AspectNamesGuard};
pub use crate::module_state::{is_entry_point, FunctionNames};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use sycl_aspects_analysis::fixed_target_checks::FunctionTargetInputs;
use sycl_aspects_analysis::pass_model::{ConditionalCall, ModuleModel, Scans};
use sycl_aspects_analysis::targets::{FixedTarget, TargetSetup};
use sycl_aspects_bridge::ffi as bridge;
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::type_refs::DecoratedTypes;
use sycl_aspects_metadata::{
    INTEL_REQD_SUB_GROUP_SIZE, REQD_WORK_GROUP_SIZE, SYCL_CONDITIONALLY_USED_ASPECTS, SYCL_DECLARED_ASPECTS,
    SYCL_EXPLICIT_SIMD, SYCL_FIXED_TARGETS, SYCL_USED_ASPECTS,
};

/// What the reader read of a module.
pub enum ModuleRead {
    /// No `!sycl_aspects`: not SYCL code (e.g. OpenCL C compiled with the
    /// plugin loaded). Only what the writer may still write is read: the
    /// functions and which are entry points (only with `-fixed-targets`: empty
    /// otherwise), and the decorated types the front end deferred.
    NotSycl { module: LLVMModuleRef, functions: Vec<LLVMValueRef>, entry_points: Vec<bool>, deferred: Option<DecoratedTypes> },
    Sycl(SyclModule),
}

/// A SYCL module, read: the model the analysis decides on, and the IR
/// side the writer needs (the functions in model order, their names, the
/// aspect metadata with its `Type*`s).
pub struct SyclModule {
    pub module: LLVMModuleRef,
    pub model: ModuleModel,
    pub functions: Vec<LLVMValueRef>,
    pub names: FunctionNames,
    pub aspects: ModuleAspects,
    /// Problems of the input, in the order they were found.
    pub problems: Vec<Problem>,
    /// Decorated types the front end deferred, and those the module
    /// reaches (their `!sycl_types_that_use_aspects` entries are written).
    pub deferred: Option<DecoratedTypes>,
    pub reached_types: FxHashSet<LLVMTypeRef>,
    /// Demangled names show aspect template arguments by name while the
    /// module is read and its diagnostics rendered.
    pub _aspect_names: AspectNamesGuard,
}

/// Reads `module` (steps 1-5).
///
/// # Safety
/// `module` must be a valid module.
pub unsafe fn read_module(module: LLVMModuleRef, setup: &TargetSetup) -> ModuleRead {
    let mut problems = Vec::new();
    // Decorated types whose list entries the front end's lowering left to
    // the pass: those the module reaches are written.
    let deferred = sycl_aspects_bridge::take_deferred_types(module as usize);
    let Some(mut aspects) = ModuleAspects::read(module, &mut problems) else {
        // Functions and entry points only for `-fixed-targets`: every
        // non-SYCL compile with the plugin loaded comes here.
        let functions = if setup.fixed.is_empty() { Vec::new() } else { module_functions(module) };
        let entry_points = functions.iter().map(|&f| is_entry_point(f)).collect();
        return ModuleRead::NotSycl { module, functions, entry_points, deferred };
    };
    if let Some(decorated) = &deferred {
        for (ty, values) in decorated {
            aspects.decorated_types.entry(*ty).or_default().extend(values);
        }
    }
    // Names in messages show aspect template arguments by name.
    let aspect_names = messages::name_aspect_values(aspects.names.iter().map(|(&v, n)| (i64::from(v), n.clone())));
    let (model, functions, names, reached_types) = read_model(module, &aspects, deferred.as_ref(), setup, &mut problems);
    ModuleRead::Sycl(SyclModule {
        module,
        model,
        functions,
        names,
        aspects,
        problems,
        deferred,
        reached_types,
        _aspect_names: aspect_names,
    })
}

/// A function's `!reqd_work_group_size` and `!intel_reqd_sub_group_size`
/// (step 3): `Ok(None)` when absent, `Err` with what is wrong when
/// malformed.
struct FunctionSizes {
    work_group: Result<Option<Vec<u64>>, String>,
    sub_group: Result<Option<Vec<u64>>, String>,
}

/// Step 3: the sizes of the functions `may_have_sizes` says may have them
/// (by function index). Every malformed one is reported with the
/// "ignoring malformed" warning the other kinds get, in function order,
/// the work-group size first; the checks then ignore it.
unsafe fn read_size_metadata(
    ctx: LLVMContextRef,
    functions: &[LLVMValueRef],
    name: impl Fn(usize) -> String,
    may_have_sizes: impl Fn(usize) -> bool,
    problems: &mut Vec<Problem>,
) -> FxHashMap<u32, FunctionSizes> {
    let work_group_kind = ir::md_kind(ctx, REQD_WORK_GROUP_SIZE);
    let sub_group_kind = ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE);
    let mut sizes = FxHashMap::default();
    for (i, &f) in functions.iter().enumerate() {
        if !may_have_sizes(i) {
            continue;
        }
        let read = FunctionSizes {
            work_group: read_sizes(f, work_group_kind, MAX_WORK_GROUP_DIMS, MAX_WORK_GROUP_SIZE),
            sub_group: read_sizes(f, sub_group_kind, 1, MAX_SUB_GROUP_SIZE),
        };
        for (metadata, result) in [(REQD_WORK_GROUP_SIZE, &read.work_group), (INTEL_REQD_SUB_GROUP_SIZE, &read.sub_group)] {
            if let Err(detail) = result {
                problems.push(Problem { function: Some(name(i)), metadata, detail: detail.clone() });
            }
        }
        sizes.insert(i as u32, read);
    }
    sizes
}

/// Step 5: the inputs of the fixed-target checks. `option_targets` says
/// whether the option names table targets (then every function is checked
/// against them; else entry points against their own lists).
unsafe fn read_target_inputs(
    ctx: LLVMContextRef,
    functions: &[LLVMValueRef],
    entry_points: &[bool],
    sizes: &FxHashMap<u32, FunctionSizes>,
    option_given: bool,
    option_targets: bool,
) -> Vec<FunctionTargetInputs> {
    let fixed_kind = ir::md_kind(ctx, SYCL_FIXED_TARGETS);
    let esimd_kind = ir::md_kind(ctx, SYCL_EXPLICIT_SIMD);
    let mut inputs = Vec::new();
    for (v, &f) in functions.iter().enumerate() {
        let mut input = FunctionTargetInputs { function: v as u32, ..Default::default() };
        if option_given {
            if !option_targets {
                continue;
            }
        } else {
            if !entry_points[v] {
                continue;
            }
            let Some(md) = ir::global_mds(f, [fixed_kind])[0] else { continue };
            input.fixed_targets = operands_of(LLVMMetadataAsValue(ctx, md));
            if input.fixed_targets.is_empty() {
                continue;
            }
        }
        let read = sizes.get(&(v as u32));
        // ESIMD code's sub-group size 1 is not checked against targets.
        if !ir::has_md(f, esimd_kind) {
            if let Some(Ok(Some(sizes))) = read.map(|r| &r.sub_group) {
                if let [size] = sizes[..] {
                    input.sub_group_size = Some(size as u32); // at most i32::MAX
                }
            }
        }
        input.work_group_size = read.and_then(|r| r.work_group.clone().ok().flatten());
        inputs.push(input);
    }
    inputs
}

/// Steps 2-5: the module's functions, their names (read lazily), the
/// plain model of the module, and the decorated types the module reaches
/// (of those the front end deferred, `deferred`). Problems of the input
/// are collected for the diagnostics.
unsafe fn read_model(
    module: LLVMModuleRef,
    aspects: &ModuleAspects,
    deferred: Option<&DecoratedTypes>,
    setup: &TargetSetup,
    problems: &mut Vec<Problem>,
) -> (ModuleModel, Vec<LLVMValueRef>, FunctionNames, FxHashSet<LLVMTypeRef>) {
    let ctx = LLVMGetModuleContext(module);
    let used_kind = ir::md_kind(ctx, SYCL_USED_ASPECTS);
    let declared_kind = ir::md_kind(ctx, SYCL_DECLARED_ASPECTS);

    let functions = module_functions(module);

    let mut numbering = AspectNumbering::default();
    let names = FunctionNames::new(functions.len());
    let mut types = TypeAspects::new(aspects, &mut numbering);
    // Step 2: the prefilter, then the scan of what it cannot settle.
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
            let Some(r) = prefilter_result.as_ref() else { break };
            let (flags, scan_offsets, listed) =
                (bridge::prefilter_flags(r), bridge::prefilter_scan_offsets(r), bridge::prefilter_scan_instructions(r));
            if count == 0 || flags.len() != done + count || flags.len() > functions.len() {
                break;
            }
            for i in done..done + count {
                if flags[i] & sycl_aspects_bridge::PREFILTER_NEEDS_SCAN != 0 {
                    let f = functions[i];
                    let instructions = if flags[i] & sycl_aspects_bridge::PREFILTER_PLAIN_INSTRUCTIONS != 0 {
                        own_facts_only.push(i);
                        Instructions::None
                    } else {
                        // The instructions the scan can get anything from
                        // (all of them if the list is not consistent).
                        match (scan_offsets.get(i), scan_offsets.get(i + 1)) {
                            (Some(&a), Some(&b)) if a <= b && b as usize <= listed.len() => {
                                Instructions::Listed(&listed[a as usize..b as usize])
                            }
                            _ => Instructions::All,
                        }
                    };
                    scans.set(i, scanner.scan(f, &|| names.get(i, f), instructions, flags[i]));
                }
            }
            done += count;
        }
        let prefilter = Prefilter::new(prefilter_result.as_ref(), &functions);
        if prefilter.result.is_none() {
            for i in own_facts_only {
                let f = functions[i];
                scans.set(i, scanner.scan(f, &|| names.get(i, f), Instructions::All, sycl_aspects_bridge::PREFILTER_UNKNOWN));
            }
        }
        // If the prefilter did not answer for every function (it cannot
        // fail on a valid module), every function not scanned yet is.
        for (i, &f) in functions.iter().enumerate() {
            if prefilter.needs_scan(i) && !scans.is_scanned(i) {
                scans.set(i, scanner.scan(f, &|| names.get(i, f), Instructions::All, prefilter.flags(i)));
            }
        }
        prefilter
    };
    // Step 3: the work-group and sub-group sizes, once.
    let sizes = read_size_metadata(ctx, &functions, |i| names.get(i, functions[i]).to_owned(), |i| prefilter.has(i, sycl_aspects_bridge::PREFILTER_SIZE_METADATA), problems);
    if deferred.is_some() {
        // Global variables nobody's code uses still reference their types.
        let mut g = LLVMGetFirstGlobal(module);
        while !g.is_null() {
            types.of(LLVMGlobalGetValueType(g), aspects, &mut numbering);
            g = LLVMGetNextGlobal(g);
        }
    }

    // Step 4: the call graph, direct calls, conditional calls kept aside.
    // Sized once: growing these by doubling copied megabytes.
    let edge_count = prefilter.call_count() + scans.scanned().map(|(_, s)| s.calls.len()).sum::<usize>();
    let mut graph = InOrderBuilder::with_capacity(functions.len(), edge_count);
    let mut sites = Vec::with_capacity(edge_count);
    let mut site_ends = Vec::with_capacity(edge_count);
    let mut site_called = FxHashMap::default();
    let mut conditional: Vec<ConditionalCall> = Vec::new();
    for caller in 0..functions.len() {
        let scan = scans.get(caller);
        for (callee, inst) in prefilter.calls(caller) {
            sites.push(ir_ref(inst));
            site_ends.push((caller as u32, callee));
            graph.add_edge(callee, (sites.len() - 1) as u32);
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
                    graph.add_edge(callee, (sites.len() - 1) as u32);
                }
            }
        }
        graph.end_caller();
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
    // Step 5: entry points (only the prefilter's candidates need a look)
    // and what the fixed-target checks read.
    let entry_points: Vec<bool> = functions
        .iter()
        .enumerate()
        .map(|(i, &f)| prefilter.has(i, sycl_aspects_bridge::PREFILTER_ENTRY_CANDIDATE) && is_entry_point(f))
        .collect();
    drop(prefilter);
    // LLVM prints a function's metadata attachments in the order their
    // kinds were registered: the kinds this pass writes are registered in
    // the order it writes them (used, conditionally used, fixed targets)
    // before the reads below register the fixed-target kind.
    ir::md_kind(ctx, SYCL_CONDITIONALLY_USED_ASPECTS);
    let option_targets = setup.fixed.iter().any(|t| matches!(t, FixedTarget::Device(_)));
    let target_inputs = read_target_inputs(ctx, &functions, &entry_points, &sizes, !setup.fixed.is_empty(), option_targets);
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
    (model, functions, names, types.reached)
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

/// The largest `!reqd_work_group_size` operand: DPC++ takes work-group
/// sizes up to 64 bits (`reqd_work_group_size_uint64_t`), any integer
/// width; read as a signed constant, so up to i64::MAX.
const MAX_WORK_GROUP_SIZE: i64 = i64::MAX;
/// The largest `!intel_reqd_sub_group_size` operand (an i32 in DPC++).
const MAX_SUB_GROUP_SIZE: i64 = i32::MAX as i64;

/// A function's `!reqd_work_group_size` (1-3 operands) or
/// `!intel_reqd_sub_group_size` (1 operand): `Ok(None)` when absent, `Err`
/// with what is wrong when malformed (each operand a positive integer of
/// at most `max`, read at full width).
unsafe fn read_sizes(f: LLVMValueRef, kind: u32, max_len: usize, max: i64) -> Result<Option<Vec<u64>>, String> {
    let Some(md) = ir::global_mds(f, [kind])[0] else { return Ok(None) };
    let node = LLVMMetadataAsValue(LLVMGetModuleContext(LLVMGetGlobalParent(f)), md);
    if LLVMIsAMDNode(node).is_null() {
        return Err("not a metadata node".into());
    }
    let ops = ir::node_operands(node);
    if ops.is_empty() || ops.len() > max_len {
        let expected = if max_len == 1 { "1 operand".to_owned() } else { format!("1 to {max_len} operands") };
        return Err(format!("{} operands, expected {expected}", ops.len()));
    }
    let mut values = Vec::with_capacity(ops.len());
    for (i, op) in ops.into_iter().enumerate() {
        if op.is_null() || LLVMIsAConstantInt(op).is_null() {
            return Err(format!("operand {i} is not an integer constant"));
        }
        match ir::const_int_i64(op) {
            Ok(v) if v > 0 && v <= max => values.push(v as u64),
            Ok(v) if max == MAX_SUB_GROUP_SIZE => return Err(format!("operand {i}: {v} is not a positive i32 size")),
            Ok(v) => return Err(format!("operand {i}: {v} is not a positive size")),
            Err(written) if max == MAX_SUB_GROUP_SIZE => return Err(format!("operand {i}: value {written} does not fit in i32")),
            Err(written) => return Err(format!("operand {i}: value {written} does not fit in i64")),
        }
    }
    Ok(Some(values))
}

const MAX_WORK_GROUP_DIMS: usize = 3;
