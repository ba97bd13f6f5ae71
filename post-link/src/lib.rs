//! The LLVM-free core of `sycl-post-link` and `sycl-aspect-filter`:
//! DPC++'s file formats (property sets with DPC++'s base64, symbol files,
//! the file table), the device requirements of an image, grouping of entry
//! points into images, the design's SYCL_EXTERNAL checks and the per-target
//! filter. The tools only read and write IR and files around it.

pub mod base64;
pub mod cli;
pub mod external_checks;
pub mod file_table;
pub mod files;
pub mod filter;
pub mod grouping;
pub mod property_set;
pub mod reach;
pub mod requirements;
