//! What the runtime knows about a device, as the real SYCL runtime reports
//! it (filled by the C++ API in include/, or by a test).

/// A device as SYCL 2020 describes it, with aspects by *name*: the image's
/// aspect values follow this project's `sycl::aspect` numbering
/// (headers/sycl/detail/aspects.def), which differs from Intel's 2026
/// runtime (its enum was renumbered), so values are never compared across
/// the two; names are.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceDescription {
    /// `info::device::name`, for logs and `sycl-targets detect`.
    pub name: String,
    /// Every aspect the runtime's headers name (`sycl/info/aspects.def`),
    /// with `device::has` for it.
    pub aspects: Vec<(String, bool)>,
    /// `info::device::sub_group_sizes`.
    pub sub_group_sizes: Vec<u64>,
    /// `info::device::max_work_group_size`.
    pub max_work_group_size: u64,
    /// `info::device::max_work_item_sizes<3>`, in SYCL dimension order.
    pub max_work_item_sizes: Vec<u64>,
    /// Names of device-configuration targets this device is (for images
    /// compiled with `-fsycl-fixed-targets=<name>`); SYCL 2020 has no query
    /// that gives them, so the caller supplies them (empty: none known).
    pub target_names: Vec<String>,
}

impl DeviceDescription {
    /// `Some(has)` when the runtime knows the aspect, `None` when it does not
    /// name it at all.
    pub fn has_aspect(&self, name: &str) -> Option<bool> {
        self.aspects.iter().find(|(n, _)| n == name).map(|(_, has)| *has)
    }

    /// Names of the aspects the device has, in the runtime's order.
    pub fn present_aspects(&self) -> impl Iterator<Item = &str> {
        self.aspects.iter().filter(|(_, has)| *has).map(|(n, _)| n.as_str())
    }
}
