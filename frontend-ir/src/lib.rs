//! The front end's IR writer: the adapter between what the front end learnt
//! (`sycl-aspects-frontend`, LLVM-free) and the module clang's codegen
//! built. It is the only part of the front end that calls LLVM.
//!
//! * [`lower`]: writing the recorded facts as DPC++ IR metadata and
//!   attributes into the module, before the first pass;
//! * [`kernels`]: free functions made `spir_kernel` entry points;
//! * [`outline`]: the `spir_kernel` of each lambda or functor launched
//!   through Intel's headers, built from the facts the shim read off the
//!   AST (`sycl_aspects_frontend::kernel_launches`).

pub mod kernels;
pub mod lower;
pub mod outline;
