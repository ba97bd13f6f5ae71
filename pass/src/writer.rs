//! WRITE: applies what the analysis decided (`sycl_aspects_analysis::
//! decisions`) to the module the reader read (`reader.rs`), and renders
//! the diagnostics. The pass changes the module here and nowhere else.
//!
//! Algorithm:
//!  1. Not SYCL code (no `!sycl_aspects`): the module stays as it was,
//!     unless the user asked for fixed targets, which entry points then get
//!     as DPC++'s pass writes them; decorated types the front end deferred
//!     get their `!sycl_types_that_use_aspects` entries. Done.
//!  2. The `!sycl_types_that_use_aspects` entries of the deferred decorated
//!     types the module reaches.
//!  3. `!sycl_used_aspects` and `!sycl_conditionally_used_aspects`, one
//!     node per distinct list; warn about excluded aspects the module does
//!     not know.
//!  4. On entry points, `!sycl_fixed_targets` (not on DPC++'s second run
//!     after the optimizer, whose lists are all it writes;
//!     docs/design-choices.md, "Metadata order"); keep local entry points
//!     alive in `llvm.compiler.used`.
//!  5. Diagnostics (`diagnostics.rs`), in order: problems of the input,
//!     calls that could not be resolved, `device_has` mismatches, the
//!     fixed-target findings, implicit fp64, then the explain report. Names
//!     and source locations are looked up from the model's handles when a
//!     message needs them: a module of 100,000 functions names a handful.

use crate::module_state::{DiagnosticSink, ModuleState};
use crate::reader::{ModuleRead, SyclModule};
use crate::report::{self, Report};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use rustc_hash::FxHashMap;
use sycl_aspects_analysis::decisions::Decisions;
use sycl_aspects_analysis::options::PassOptions;
use sycl_aspects_analysis::pass_model::ModuleModel;
use sycl_aspects_analysis::propagation::{self, Propagation};
use sycl_aspects_analysis::targets::{FixedTarget, TargetSetup};
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::targets::fixed_targets_metadata;
use sycl_aspects_metadata::type_refs;
use sycl_aspects_metadata::{SYCL_CONDITIONALLY_USED_ASPECTS, SYCL_FIXED_TARGETS, SYCL_USED_ASPECTS};

/// Writes what the analysis decided (`decisions`, of a SYCL module) to the
/// module `read` came from; returns whether the module changed.
///
/// # Safety
/// `read` must come from [`crate::reader::read_module`] on a module still
/// valid.
pub unsafe fn write_module(
    read: ModuleRead,
    decisions: Option<Decisions>,
    options: &PassOptions,
    setup: &TargetSetup,
    sink: &mut dyn DiagnosticSink,
) -> bool {
    match (read, decisions) {
        (ModuleRead::Sycl(module), Some(decisions)) => {
            write_sycl(module, decisions, options, setup, sink);
            true
        }
        (ModuleRead::NotSycl { module, functions, entry_points, deferred }, _) => {
            write_not_sycl(module, functions, entry_points, deferred, options, setup, sink)
        }
        // A SYCL module the analysis did not decide on: nothing to write.
        (ModuleRead::Sycl(_), None) => false,
    }
}

/// Step 1.
unsafe fn write_not_sycl(
    module: LLVMModuleRef,
    functions: Vec<LLVMValueRef>,
    entry_points: Vec<bool>,
    deferred: Option<type_refs::DecoratedTypes>,
    options: &PassOptions,
    setup: &TargetSetup,
    sink: &mut dyn DiagnosticSink,
) -> bool {
    let mut changed = !options.fixed_targets.is_empty()
        && write_fixed_targets(LLVMGetModuleContext(module), &functions, &entry_points, &options.fixed_targets, &setup.fixed, None, sink);
    if let Some(decorated) = deferred {
        type_refs::write_referenced_types(module, decorated);
        changed = true;
    }
    changed
}

/// Steps 2-5.
unsafe fn write_sycl(read: SyclModule, decisions: Decisions, options: &PassOptions, setup: &TargetSetup, sink: &mut dyn DiagnosticSink) {
    let SyclModule { module, model, functions, names, aspects, problems, deferred, reached_types, _aspect_names } = read;
    let ctx = LLVMGetModuleContext(module);
    // Step 2.
    if let Some(decorated) = &deferred {
        type_refs::write_types_that_use_aspects(module, decorated, |t| reached_types.contains(&t));
    }
    // Step 3.
    let Decisions { propagation: result, target_checks, device_has_warnings, implicit_fp64 } = decisions;
    for name in &result.unknown_excluded {
        sink.warning(None, &propagation::unknown_excluded_message(name));
    }
    write_lists(ctx, &functions, &result);
    // Step 4.
    if !options.rerun {
        write_fixed_targets(ctx, &functions, &model.entry_points, &options.fixed_targets, &setup.fixed, Some(&aspects.values), sink);
    }
    keep_local_entry_points(module, &functions, &model.entry_points);
    if options.rerun {
        return;
    }

    // Step 5.
    for p in &problems {
        sink.warning(None, &p.message());
    }
    for (_, scan) in model.scans.scanned() {
        for why in &scan.unresolved {
            sink.warning(None, &format!("sycl-propagate-aspects-usage: {why}"));
        }
    }
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
    state.warn_fixed_targets(&target_checks, sink);
    if options.warn_implicit_fp64 {
        state.warn_implicit_fp64(implicit_fp64, sink);
    }
    if let Some(target) = &options.explain {
        let report: Report = report::build(&mut state);
        if let Err(e) = report::write(&report, target) {
            sink.warning(None, &format!("sycl-propagate-aspects-usage: cannot write explain report to '{target}': {e}"));
        }
    }
}

/// Step 3: the `!sycl_used_aspects` and `!sycl_conditionally_used_aspects`
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

/// Step 4: writes `!sycl_fixed_targets` on every entry point (one node shared by
/// all): the option's list (`names` as given, resolved in `option`), or
/// (without the option) an empty list where the entry point has none yet.
/// Device types (`gpu`, ...) are written as the module's value of their
/// name (`aspect_values`: the module's `!sycl_aspects`, `None` when it has
/// none); one the module cannot number is left out and reported. Returns
/// whether anything was written.
///
/// # Safety
/// `functions` must be valid functions of one module.
unsafe fn write_fixed_targets(
    ctx: LLVMContextRef,
    functions: &[LLVMValueRef],
    entry_points: &[bool],
    names: &[String],
    option: &[FixedTarget],
    aspect_values: Option<&FxHashMap<String, i32>>,
    sink: &mut dyn DiagnosticSink,
) -> bool {
    let kind = ir::md_kind(ctx, SYCL_FIXED_TARGETS);
    // DPC++'s list: the names in the order given, duplicates kept (the
    // checks count a target once).
    let given = names.iter().filter_map(|name| option.iter().find(|t| t.name() == name));
    let aspect_value = |name: &str| aspect_values.and_then(|values| values.get(name)).copied();
    let (md, unnumbered) = fixed_targets_metadata(ctx, given, aspect_value);
    for name in unnumbered {
        sink.warning(
            None,
            &format!(
                "sycl-propagate-aspects-usage: fixed target '{name}' is a device type, but the module's !sycl_aspects has no aspect of that name to number it; it is left out of !sycl_fixed_targets"
            ),
        );
    }
    let mut written = false;
    for (&f, &entry) in functions.iter().zip(entry_points) {
        if !entry {
            continue;
        }
        if option.is_empty() && ir::global_mds(f, [kind])[0].is_some() {
            continue;
        }
        ir::set_global_md(f, kind, md);
        written = true;
    }
    written
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
