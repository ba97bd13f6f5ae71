//! The analysis core shared by the front end, the pass and the tools, with
//! no LLVM dependency (architecture: core model between IR readers and
//! writers): aspect sets with DPC++'s element order, the call graph with its
//! strongly connected components and shortest chains, the texts of the
//! warnings, the options of the plugin and the pass, and the resolution of
//! fixed / compilation targets against the device table. Tested on plain
//! data: `cargo test -p sycl-aspects-analysis` needs no LLVM.

pub mod aspect_set;
pub mod chains;
pub mod clang_inputs;
pub mod decisions;
pub mod esimd;
pub mod explain;
pub mod fixed_target_checks;
pub mod graph;
pub mod messages;
pub mod module_metadata;
pub mod options;
pub mod pass_model;
pub mod propagation;
pub mod targets;
pub mod validation;
