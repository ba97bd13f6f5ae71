//! The front-end half of the SYCL optional-kernel-features plugin.
//!
//! The C++ shim in `cxx-bridge/` owns everything that needs clang's C++ API
//! (attribute registration, the token watcher, Sema calls), and
//! `frontend-ir/` everything that writes the module. Everything that is a
//! decision lives here, without LLVM, and is unit-tested without clang:
//!
//! * [`attr_args`]: the grammar of attribute arguments recovered from tokens
//!   ([`int_args`] for integer constants);
//! * [`diagnostics`]: the exact texts of the front-end diagnostics;
//! * [`ir_attributes`]: `add_ir_attributes_function` arguments to IR string
//!   attributes; [`kernel_params`]: DPC++'s rules for free-function
//!   kernels' parameter types; [`kernel_launches`]: the kernels of lambdas
//!   and functors launched through Intel's headers, and their integration
//!   header;
//! * [`kernel_properties`]: a kernel with both old-style attributes and
//!   kernel properties;
//! * [`redeclarations`]: attributes written more than once (redeclarations,
//!   duplicates, inherited through empty subobjects), required-size argument
//!   checks, and where an aspect list goes once rebuilt;
//! * [`facts`]: what the front end learnt about the translation unit (which
//!   `sycl_aspects_frontend_ir::lower` writes into the module);
//! * [`targets`]: the device table and the fixed / compilation targets;
//! * [`options`]: what the user asked for (plugin arguments, pass
//!   parameters), shared by the front end and the pass.

pub mod attr_args;
pub mod diagnostics;
pub mod facts;
pub mod int_args;
pub mod ir_attributes;
pub mod ir_input;
pub mod kernel_launches;
pub mod kernel_params;
pub mod kernel_properties;
pub mod redeclarations;
// The options and target setup live in the analysis core (no LLVM); the
// front end uses them as its own.
pub use sycl_aspects_analysis::{options, targets};
