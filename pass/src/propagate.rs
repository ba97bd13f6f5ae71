//! `sycl-propagate-aspects-usage`: find the optional features (aspects)
//! each function uses and propagate them up the static call graph.
//!
//! The pass goes down the layers once, and never climbs back:
//!
//!  1. READ (`reader.rs`, with `ir_scan.rs` and the C++ prefilter): the
//!     module into the plain model of `sycl_aspects_analysis::pass_model`:
//!     `!sycl_aspects` and the decorated types, each function's own aspects
//!     with their first origins, the call graph with its call sites and
//!     conditional calls, the virtual-call attributes, the entry points,
//!     the fixed-target inputs and sizes, and the problems of the input.
//!     Nothing is written.
//!  2. DECIDE (`sycl_aspects_analysis::decisions`, no LLVM): propagation
//!     over strongly connected components in DPC++'s order, conditional
//!     aspects, the lists to write, the fixed-target checks, the
//!     `device_has` warnings and the implicit-fp64 subjects.
//!  3. WRITE (`writer.rs`, with `diagnostics.rs`, `report.rs`): the
//!     metadata (`!sycl_used_aspects`, `!sycl_conditionally_used_aspects`,
//!     `!sycl_fixed_targets`, `!sycl_types_that_use_aspects`), the local
//!     entry points kept in `llvm.compiler.used`, then the diagnostics and
//!     the explain report, with names and source locations looked up from
//!     the model's handles for what is reported.
//!
//! docs/architecture.md draws the flow.

use crate::module_state::DiagnosticSink;
use crate::options::PassOptions;
use crate::reader::{self, ModuleRead};
use crate::writer;
use llvm_sys::prelude::*;
use sycl_aspects_analysis::decisions;
use sycl_aspects_analysis::targets::TargetSetup;

/// Runs the pass; returns whether the module changed.
///
/// # Safety
/// `module` must be a valid module.
// Never inlined: the benchmarks' callgrind commands collect from this
// symbol (docs/benchmarks.md).
#[inline(never)]
pub unsafe fn run(module: LLVMModuleRef, options: &PassOptions, setup: &TargetSetup, sink: &mut dyn DiagnosticSink) -> bool {
    let mut read = reader::read_module(module, setup);
    let decisions = match &mut read {
        ModuleRead::Sycl(sycl) => Some(decisions::decide(&mut sycl.model, options, setup)),
        ModuleRead::NotSycl { .. } => None,
    };
    writer::write_module(read, decisions, options, setup, sink)
}
