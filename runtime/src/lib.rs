//! The runtime library: runs kernels of post-linked SPIR-V device images on
//! a real SYCL 2020 runtime, picking per device an image it can run.
//!
//! Rust core, no LLVM: [`images`] loads an image directory, [`device`]
//! describes a device by aspect *names*, [`compat`] decides with DPC++'s
//! reasons whether a device can run an image, [`model`] is the SYCL modules
//! proposal's model of device images, [`runtime`] the per-directory state
//! and counters, [`ffi`] the C ABI under the header-only C++ API
//! (include/sycl-aspects/runtime.hpp), and [`yaml`] renders a device as a
//! device-configuration entry (`sycl-targets detect`). docs/runtime.md has
//! the whole picture.

pub mod compat;
pub mod device;
pub mod ffi;
pub mod images;
pub mod model;
pub mod runtime;
pub mod yaml;
