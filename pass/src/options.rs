//! The pass's options live with the plugin arguments they mirror.
pub use sycl_aspects_analysis::options::*;
