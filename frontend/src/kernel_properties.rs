//! A kernel given both an old-style kernel attribute and kernel properties,
//! as DPC++ treats it (`SemaSYCL::checkSYCLAddIRAttributesFunctionAttrConflicts`,
//! its `attr-add-ir-attributes-function-conflict` Sema tests, newest
//! revision):
//!
//! 1. The kernel is the launch wrapper; its properties are the pairs of its
//!    `add_ir_attributes_function`, and its old-style attributes are those
//!    of the kernel functor's call operator (DPC++ copies them onto the
//!    kernel).
//! 2. Nothing happens when the wrapper has no pair, or only the pair
//!    `"sycl-single-task"` that Intel's headers add to every `single_task`
//!    (it could only conflict with `max_global_work_dim`, with the same
//!    value).
//! 3. Otherwise every attribute present gets the warning `kernel has both
//!    attribute '...' and kernel properties; conflicting properties are
//!    ignored`, whether or not a property conflicts with it.
//! 4. The property an attribute stands for is dropped from the wrapper:
//!    the attribute wins, as DPC++'s propagation pass prefers a kernel's
//!    `!sycl_declared_aspects` to its `"sycl-device-has"` attribute.

/// An old-style kernel attribute, in the order DPC++ reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelAttribute {
    ReqdWorkGroupSize,
    ReqdSubGroupSize,
    WorkGroupSizeHint,
    DeviceHas,
}

impl KernelAttribute {
    /// The IR attribute of the kernel property that says the same.
    pub fn property(self) -> &'static [u8] {
        match self {
            KernelAttribute::ReqdWorkGroupSize => b"sycl-work-group-size",
            KernelAttribute::ReqdSubGroupSize => b"sycl-sub-group-size",
            KernelAttribute::WorkGroupSizeHint => b"sycl-work-group-size-hint",
            KernelAttribute::DeviceHas => b"sycl-device-has",
        }
    }

    /// From the bridge's number (the declaration order above).
    pub fn from_index(index: u8) -> Option<Self> {
        [Self::ReqdWorkGroupSize, Self::ReqdSubGroupSize, Self::WorkGroupSizeHint, Self::DeviceHas]
            .get(usize::from(index))
            .copied()
    }
}

/// What to do with one kernel launch wrapper.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct PropertyConflicts {
    /// Warn at each attribute given (step 3).
    pub warn: bool,
    /// Indices of the wrapper's pairs to drop (step 4), ascending.
    pub ignored: Vec<usize>,
}

/// Steps 2–4 for a wrapper with IR attribute `names` whose functor has
/// `attributes`.
pub fn property_conflicts<N: AsRef<[u8]>>(names: &[N], attributes: &[KernelAttribute]) -> PropertyConflicts {
    let only_single_task = names.len() == 1 && names[0].as_ref() == b"sycl-single-task";
    if attributes.is_empty() || names.is_empty() || only_single_task {
        return PropertyConflicts::default();
    }
    let ignored = names
        .iter()
        .enumerate()
        .filter(|(_, name)| attributes.iter().any(|a| a.property() == name.as_ref()))
        .map(|(i, _)| i)
        .collect();
    PropertyConflicts { warn: true, ignored }
}

#[cfg(test)]
mod tests {
    use super::KernelAttribute::*;
    use super::*;

    #[test]
    fn no_properties_or_only_single_task_is_quiet() {
        let none: [&[u8]; 0] = [];
        assert_eq!(property_conflicts(&none, &[DeviceHas]), PropertyConflicts::default());
        assert_eq!(property_conflicts(&[b"sycl-single-task"], &[DeviceHas]), PropertyConflicts::default());
    }

    #[test]
    fn no_attribute_is_quiet() {
        assert_eq!(property_conflicts(&[b"sycl-device-has"], &[]), PropertyConflicts::default());
    }

    #[test]
    fn any_property_warns_and_only_the_matching_one_is_dropped() {
        let names: [&[u8]; 3] = [b"sycl-device-has", b"sycl-single-task", b"sycl-work-group-size"];
        assert_eq!(property_conflicts(&names, &[DeviceHas]), PropertyConflicts { warn: true, ignored: vec![0] });
        assert_eq!(
            property_conflicts(&names, &[ReqdWorkGroupSize, DeviceHas]),
            PropertyConflicts { warn: true, ignored: vec![0, 2] }
        );
        // A property that says something else still gets the warning.
        assert_eq!(property_conflicts(&[b"Attr1"], &[ReqdSubGroupSize]), PropertyConflicts { warn: true, ignored: vec![] });
    }

    #[test]
    fn single_task_with_another_pair_warns() {
        let names: [&[u8]; 2] = [b"sycl-single-task", b"Attr1"];
        assert!(property_conflicts(&names, &[WorkGroupSizeHint]).warn);
    }

    #[test]
    fn bridge_numbers() {
        assert_eq!(KernelAttribute::from_index(3), Some(DeviceHas));
        assert_eq!(KernelAttribute::from_index(4), None);
    }
}
