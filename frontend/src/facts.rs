//! What the front end learnt about the translation unit, handed from the
//! clang half of the library to the LLVM half in the same process.
//!
//! The clang plugin fills a [`FrontendFacts`] at the end of the translation
//! unit and publishes it; the first pass that runs on the module takes it and
//! lowers it (see `sycl_aspects_frontend_ir::lower`). One cc1 process compiles one translation
//! unit, so a single slot suffices; taking empties it so nothing is applied
//! twice.

use std::sync::Mutex;

/// Prefix of the `annotate` strings the shim attaches to carry attribute
/// arguments through template instantiation. Codegen turns them into
/// `@llvm.global.annotations` entries, which lowering removes again.
pub const ANNOTATION_PREFIX: &str = "sycl-aspects:";

/// Prefix of the tag (`sycl-aspects:fn:<N>`) that stands for a function in
/// place of its mangled name when our own mangle context cannot reproduce
/// codegen's name (lambdas and unnamed classes at namespace scope are
/// numbered `$_N` in the order a mangle context is asked; internal local
/// classes likewise). The shim attaches the tag as an `annotate` attribute
/// to the function's definition, so `@llvm.global.annotations` names the
/// very function codegen emitted; lowering resolves the tag through it.
pub const FUNCTION_TAG_PREFIX: &str = "sycl-aspects:fn:";

/// The aspect enum marked `[[__sycl_detail__::sycl_type(aspect)]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AspectEnum {
    pub enumerators: Vec<(String, i64)>,
}

/// The classes decorated with `uses_aspects`, identified through one marker
/// global whose value type is a struct with one `[0 x <the class's LLVM
/// struct type>]` element per class, in order: codegen names each class's
/// exact struct type there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeMarkers {
    pub global_name: String,
    /// The aspects of the class of each element.
    pub aspects: Vec<Vec<i32>>,
}

/// Attribute-derived metadata for one function, by mangled name (or by
/// [`FUNCTION_TAG_PREFIX`] tag).
///
/// Names, module ids and IR attribute texts are bytes as clang gave them:
/// an `asm("...")` label or a string literal of a Latin-1 source file need
/// not be UTF-8, and the IR takes them unchanged.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionFacts {
    pub mangled_name: Vec<u8>,
    /// From `[[sycl::device_has(...)]]`: `!sycl_declared_aspects`.
    pub declared: Option<Vec<i32>>,
    /// From `uses_aspects`: `!sycl_used_aspects`.
    pub used: Option<Vec<i32>>,
    /// From `[[sycl::reqd_work_group_size(x, y, z)]]`, in source order.
    /// Up to 64 bits, as DPC++ takes them (`reqd_work_group_size_uint64_t`).
    pub reqd_work_group_size: Option<Vec<u64>>,
    /// From `[[sycl::reqd_sub_group_size(n)]]`.
    pub reqd_sub_group_size: Option<u32>,
    /// From `[[intel::sycl_explicit_simd]]`: `!sycl_explicit_simd !{}` and,
    /// unless a `reqd_sub_group_size` says otherwise (a conflict the ESIMD
    /// verifier reports), `!intel_reqd_sub_group_size !{i32 1}`.
    pub explicit_simd: bool,
}

/// The function attributes the front end lowers to metadata.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionAttribute {
    DeviceHas,
    UsesAspects,
    ReqdWorkGroupSize,
    ReqdSubGroupSize,
    ExplicitSimd,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrontendFacts {
    pub aspect_enum: Option<AspectEnum>,
    pub type_markers: TypeMarkers,
    pub functions: Vec<FunctionFacts>,
    /// Mangled names of `SYCL_EXTERNAL` functions: their definitions get
    /// `"sycl-module-id"="<module_id>"`, which makes them entry points.
    pub entry_points: Vec<Vec<u8>>,
    /// Mangled names of kernels (instantiations of Intel's kernel launch
    /// wrappers): ESIMD kernels when the kernel function they call is
    /// marked `sycl_explicit_simd`.
    pub kernels: Vec<Vec<u8>>,
    /// The translation unit's main file name.
    pub module_id: Vec<u8>,
    /// Kernels launched through Intel's headers, to be outlined (only when
    /// the driver asked for an integration header: `int-header=`).
    pub launches: Vec<crate::kernel_launches::KernelLaunch>,
    /// The device compile of a whole program (`int-header=`): other device
    /// functions defined here become `weak_odr` (see `lower`).
    pub whole_program: bool,
    /// True when the front end attached annotations that must be removed.
    pub annotations_added: bool,
    /// `add_ir_attributes_function` results: IR string attributes (name,
    /// value; an empty value is an attribute without one) by mangled name
    /// (or tag), in the order given.
    pub ir_attributes: Vec<(Vec<u8>, Vec<(Vec<u8>, Vec<u8>)>)>,
    /// A SYCL device compile (`-fsycl-is-device`): free functions with a
    /// kernel property become kernels.
    pub sycl_device: bool,
    /// Position of each function in `functions`, by mangled name.
    function_index: rustc_hash::FxHashMap<Vec<u8>, usize>,
    /// Position of each function in `ir_attributes`, by mangled name.
    ir_attribute_index: rustc_hash::FxHashMap<Vec<u8>, usize>,
    /// The kernels already in `kernels`.
    kernel_set: rustc_hash::FxHashSet<Vec<u8>>,
}

impl FrontendFacts {
    pub fn is_empty(&self) -> bool {
        self.aspect_enum.is_none()
            && self.type_markers.aspects.is_empty()
            && self.functions.is_empty()
            && self.entry_points.is_empty()
            && self.ir_attributes.is_empty()
            && self.kernels.is_empty()
            && self.launches.is_empty()
            && !self.annotations_added
    }

    /// Records one function attribute with its evaluated arguments; a second
    /// record of the same attribute for the same name (another
    /// redeclaration) is ignored: the first one wins.
    /// `values`: aspect enumerator values (32-bit) or sizes.
    pub fn add_function(&mut self, mangled_name: &[u8], attribute: FunctionAttribute, values: &[i64]) {
        let index = match self.function_index.get(mangled_name) {
            Some(&i) => i,
            None => {
                self.function_index.insert(mangled_name.to_owned(), self.functions.len());
                self.functions.push(FunctionFacts { mangled_name: mangled_name.to_owned(), ..Default::default() });
                self.functions.len() - 1
            }
        };
        let function = &mut self.functions[index];
        // Sizes were checked positive by the shim (work-group sizes at
        // most i64::MAX, sub-group sizes at most i32::MAX); aspects are the
        // shim's 32-bit enumerator values.
        let sizes = || values.iter().map(|&v| v as u64).collect::<Vec<u64>>();
        let aspects = || values.iter().map(|&v| v as i32).collect::<Vec<i32>>();
        match attribute {
            FunctionAttribute::DeviceHas => {
                function.declared.get_or_insert_with(aspects);
            }
            FunctionAttribute::UsesAspects => {
                function.used.get_or_insert_with(aspects);
            }
            FunctionAttribute::ReqdWorkGroupSize => {
                function.reqd_work_group_size.get_or_insert_with(sizes);
            }
            FunctionAttribute::ReqdSubGroupSize => {
                if let Some(&n) = values.first() {
                    function.reqd_sub_group_size.get_or_insert(n as u32);
                }
            }
            FunctionAttribute::ExplicitSimd => function.explicit_simd = true,
        }
    }
}

impl FrontendFacts {
    /// Records IR string attributes for a function; pairs for a name already
    /// recorded are added after its earlier ones (a later value for the same
    /// attribute replaces the earlier one when written).
    pub fn add_ir_attributes(&mut self, mangled_name: &[u8], pairs: Vec<(Vec<u8>, Vec<u8>)>) {
        // Indexed: one lookup per call, not a scan of every function so far.
        match self.ir_attribute_index.get(mangled_name) {
            Some(&i) => self.ir_attributes[i].1.extend(pairs),
            None => {
                self.ir_attribute_index.insert(mangled_name.to_owned(), self.ir_attributes.len());
                self.ir_attributes.push((mangled_name.to_owned(), pairs));
            }
        }
    }

    /// Records a kernel (once).
    pub fn add_kernel(&mut self, mangled_name: &[u8]) {
        if self.kernel_set.insert(mangled_name.to_owned()) {
            self.kernels.push(mangled_name.to_owned());
        }
    }
}

static PUBLISHED: Mutex<Option<FrontendFacts>> = Mutex::new(None);

/// Makes the facts of the finished translation unit available to the LLVM half.
pub fn publish(facts: FrontendFacts) {
    let mut slot = PUBLISHED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    *slot = Some(facts);
}

/// Takes the published facts, if any; later calls get `None`.
pub fn take_published() -> Option<FrontendFacts> {
    let mut slot = PUBLISHED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    slot.take()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redeclarations_fill_missing_parts_only() {
        let mut facts = FrontendFacts::default();
        facts.add_function(b"_Z1fv", FunctionAttribute::DeviceHas, &[6]);
        facts.add_function(b"_Z1fv", FunctionAttribute::DeviceHas, &[5]);
        facts.add_function(b"_Z1fv", FunctionAttribute::UsesAspects, &[1]);
        facts.add_function(b"_Z1fv", FunctionAttribute::ReqdWorkGroupSize, &[8, 4]);
        facts.add_function(b"_Z1fv", FunctionAttribute::ReqdSubGroupSize, &[16]);
        facts.add_function(b"_Z1fv", FunctionAttribute::ReqdSubGroupSize, &[32]);
        facts.add_function(b"_Z1fv", FunctionAttribute::ExplicitSimd, &[]);
        assert_eq!(facts.functions.len(), 1);
        let f = &facts.functions[0];
        assert_eq!(f.declared, Some(vec![6]));
        assert_eq!(f.used, Some(vec![1]));
        assert_eq!(f.reqd_work_group_size, Some(vec![8, 4]));
        assert_eq!(f.reqd_sub_group_size, Some(16));
        assert!(f.explicit_simd);
    }

    #[test]
    fn publish_then_take_once() {
        publish(FrontendFacts { annotations_added: true, ..Default::default() });
        assert!(take_published().is_some());
        assert!(take_published().is_none());
    }
}
