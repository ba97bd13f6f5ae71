//! The metadata contract between the front end, the propagation pass and
//! post-link tools, in DPC++'s exact formats, plus thin safe-ish helpers over
//! the LLVM C API to read and write it.
//!
//! ```text
//! !sycl_aspects = !{!{!"fp64", i32 6}, ...}                 ; name <-> value
//! !sycl_types_that_use_aspects = !{!{!"class.sycl::half", i32 5}, ...}
//! define void @f() !sycl_declared_aspects !{i32 6} !sycl_used_aspects !{i32 5}
//! ```

pub mod ir;
pub mod targets;
pub mod type_refs;

/// Named metadata: one `!{!"name", i32 value}` per aspect enumerator.
pub const SYCL_ASPECTS: &str = "sycl_aspects";
/// Named metadata: `!{!"<struct name>", i32 aspect...}` per decorated type.
pub const SYCL_TYPES_THAT_USE_ASPECTS: &str = "sycl_types_that_use_aspects";
/// Function metadata from `[[sycl::device_has(...)]]`.
pub const SYCL_DECLARED_ASPECTS: &str = "sycl_declared_aspects";
/// Function (and instruction) metadata: aspects used.
pub const SYCL_USED_ASPECTS: &str = "sycl_used_aspects";
/// Function metadata on entry points: the `-fsycl-fixed-targets` list.
pub const SYCL_FIXED_TARGETS: &str = "sycl_fixed_targets";
/// Function metadata (DPC++/OpenCL): `!{i32 ...}`, the dimensions of
/// `[[sycl::reqd_work_group_size(x, y, z)]]` in reverse order (`z, y, x`),
/// only as many as written.
pub const REQD_WORK_GROUP_SIZE: &str = "reqd_work_group_size";
/// Function metadata (DPC++): `!{i32 n}` from `[[sycl::reqd_sub_group_size(n)]]`.
pub const INTEL_REQD_SUB_GROUP_SIZE: &str = "intel_reqd_sub_group_size";
/// Function metadata (DPC++): `!{}` on functions marked
/// `[[intel::sycl_explicit_simd]]` (ESIMD kernels and functions).
pub const SYCL_EXPLICIT_SIMD: &str = "sycl_explicit_simd";
/// Function attribute marking kernels and `SYCL_EXTERNAL` definitions.
pub const MODULE_ID_ATTRIBUTE: &str = "sycl-module-id";
/// DPC++: aspects reached only through conditional calls.
pub const SYCL_CONDITIONALLY_USED_ASPECTS: &str = "sycl_conditionally_used_aspects";
