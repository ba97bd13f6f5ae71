//! The SYCL modules proposal's model of device images
//! (../shared/design/sycl-modules-proposal.txt), over our post-link output.
//!
//! A [`Module`] is bound to a context (an opaque id here), is in one
//! [`ModuleState`] (input, object, executable) and holds device images
//! ([`Image`], one post-link output image each; shared, identity = the
//! allocation). The state is the module's, as the proposal says ("the type of
//! device images contained in a module ... does not affect the state").
//!
//! Operations and their errors (the proposal's names, [`ModuleError`]):
//! 1. [`Module::from_images`] makes the input module of an image directory
//!    (the proposal's `this_module::get<input>`).
//! 2. [`compile`]: input -> object, same images. [`link`]: objects ->
//!    executable, the union of their images; `invalid_object` when the list
//!    is empty or mixes contexts, `link_program_error` when two modules
//!    provide the same kernel ("must not cause an invalid redefinition of
//!    symbols"). [`build`]: input -> executable (compile then link).
//! 3. [`join`]: same state and context, the images of all modules, each
//!    image once; `invalid_object` when the list is empty, mixes states or
//!    contexts, or when the modules do not provide the same kernel names
//!    (the proposal: "must represent the same SYCL device code and contain
//!    the same kernels"; read per module, see docs/runtime.md).
//! 4. [`Module::has_kernel`] and [`Module::get_kernel_names`] need an
//!    executable module (`invalid_object` otherwise; the proposal makes them
//!    "available if state is executable").
//! 5. [`Module::select_image`]: for a kernel and a device, the image to run:
//!    with a selector, the image it picks among all the module's images (its
//!    `device_image selector(begin, end)`); without, the first image holding
//!    the kernel that the device can run ([`crate::compat::check`]). Errors:
//!    `kernel_not_found` (no image holds the kernel, or the selector picked
//!    one that does not), `kernel_not_supported` with DPC++'s reason (of the
//!    first image holding the kernel, as DPC++ reports one reason),
//!    `invalid_object` (the selector picked nothing).
//! 6. [`dispatch_module`]: the proposal's default dispatch search over the
//!    modules of one translation unit (executable, else link the object one,
//!    else build the input one; `kernel_not_found` if none has the kernel).
//!
//! Nothing here builds SPIR-V: states are the model's bookkeeping; the
//! runtime builds an image for a device only when a kernel of it is run
//! ([`crate::runtime`]).

use crate::compat;
use crate::device::DeviceDescription;
use crate::images::{Image, ImageSet};
use std::collections::BTreeSet;
use std::fmt;
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ModuleState {
    Input,
    Object,
    Executable,
}

impl fmt::Display for ModuleState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Input => "input",
            Self::Object => "object",
            Self::Executable => "executable",
        })
    }
}

/// The proposal's exceptions. SYCL 2020 folds them into `errc` codes:
/// [`ModuleError::sycl2020_errc`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModuleError {
    InvalidObject(String),
    KernelNotFound(String),
    KernelNotSupported(String),
    LinkProgramError(String),
}

impl ModuleError {
    /// The SYCL 2020 `errc` name the error becomes on a `kernel_bundle`.
    pub fn sycl2020_errc(&self) -> &'static str {
        match self {
            Self::InvalidObject(_) | Self::KernelNotFound(_) => "invalid",
            Self::KernelNotSupported(_) => "kernel_not_supported",
            Self::LinkProgramError(_) => "build",
        }
    }

    pub fn message(&self) -> &str {
        match self {
            Self::InvalidObject(m) | Self::KernelNotFound(m) | Self::KernelNotSupported(m) | Self::LinkProgramError(m) => m,
        }
    }
}

impl fmt::Display for ModuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self {
            Self::InvalidObject(_) => "invalid_object",
            Self::KernelNotFound(_) => "kernel_not_found",
            Self::KernelNotSupported(_) => "kernel_not_supported",
            Self::LinkProgramError(_) => "link_program_error",
        };
        write!(f, "{kind}: {}", self.message())
    }
}

impl std::error::Error for ModuleError {}

pub type ContextId = u64;

/// The proposal's device image selector: gets all the module's images,
/// returns the index of the one to use (`None`: none).
pub type ImageSelector<'a> = &'a dyn Fn(&[Arc<Image>]) -> Option<usize>;

#[derive(Debug, Clone)]
pub struct Module {
    context: ContextId,
    state: ModuleState,
    images: Vec<Arc<Image>>,
}

impl PartialEq for Module {
    /// The proposal's equality: same context, same state, same images.
    fn eq(&self, other: &Self) -> bool {
        self.context == other.context
            && self.state == other.state
            && self.images.len() == other.images.len()
            && self.images.iter().zip(&other.images).all(|(a, b)| Arc::ptr_eq(a, b))
    }
}

impl Module {
    /// The input module holding every image of a directory.
    pub fn from_images(context: ContextId, set: &ImageSet) -> Self {
        Self { context, state: ModuleState::Input, images: set.images.clone() }
    }

    /// A module without images (the proposal's "empty module").
    pub fn empty(context: ContextId, state: ModuleState) -> Self {
        Self { context, state, images: Vec::new() }
    }

    pub fn context(&self) -> ContextId {
        self.context
    }

    pub fn state(&self) -> ModuleState {
        self.state
    }

    pub fn images(&self) -> &[Arc<Image>] {
        &self.images
    }

    pub fn is_empty(&self) -> bool {
        self.images.is_empty()
    }

    fn require_executable(&self, what: &str) -> Result<(), ModuleError> {
        if self.state == ModuleState::Executable {
            Ok(())
        } else {
            Err(ModuleError::InvalidObject(format!("{what} needs an executable module; this one is {}", self.state)))
        }
    }

    /// Kernel names of all images, sorted, each once (whatever the state).
    fn kernel_names(&self) -> BTreeSet<&str> {
        self.images.iter().flat_map(|i| i.kernels.iter().map(String::as_str)).collect()
    }

    pub fn has_kernel(&self, name: &str) -> Result<bool, ModuleError> {
        self.require_executable("has_kernel")?;
        Ok(self.images.iter().any(|i| i.has_kernel(name)))
    }

    pub fn get_kernel_names(&self) -> Result<Vec<String>, ModuleError> {
        self.require_executable("get_kernel_names")?;
        Ok(self.kernel_names().into_iter().map(str::to_owned).collect())
    }

    /// The image to run `kernel` on `device` (step 5 of the module docs).
    pub fn select_image(
        &self,
        kernel: &str,
        device: &DeviceDescription,
        selector: Option<ImageSelector<'_>>,
    ) -> Result<&Arc<Image>, ModuleError> {
        self.require_executable("selecting a device image")?;
        let not_found = || ModuleError::KernelNotFound(format!("no device image of the module holds kernel '{kernel}'"));
        if !self.images.iter().any(|i| i.has_kernel(kernel)) {
            return Err(not_found());
        }
        if let Some(selector) = selector {
            let image = selector(&self.images).and_then(|i| self.images.get(i)).ok_or_else(|| {
                ModuleError::InvalidObject("the device image selector returned no image of the module".to_owned())
            })?;
            if !image.has_kernel(kernel) {
                return Err(ModuleError::KernelNotFound(format!(
                    "the selected device image {} does not hold kernel '{kernel}'",
                    image.index
                )));
            }
            compat::check(&image.requirements, image.esimd, &image.aspect_names, device).map_err(ModuleError::KernelNotSupported)?;
            return Ok(image);
        }
        let mut first_reason = None;
        for image in self.images.iter().filter(|i| i.has_kernel(kernel)) {
            match compat::check(&image.requirements, image.esimd, &image.aspect_names, device) {
                Ok(()) => return Ok(image),
                Err(reason) => {
                    first_reason.get_or_insert(reason);
                }
            }
        }
        Err(first_reason.map_or_else(not_found, ModuleError::KernelNotSupported))
    }
}

fn require_state(module: &Module, state: ModuleState, operation: &str) -> Result<(), ModuleError> {
    if module.state == state {
        Ok(())
    } else {
        Err(ModuleError::InvalidObject(format!("{operation} needs {state} modules; got an {} module", module.state)))
    }
}

fn same_context(modules: &[Module], operation: &str) -> Result<ContextId, ModuleError> {
    let first = modules.first().ok_or_else(|| ModuleError::InvalidObject(format!("{operation} of an empty list of modules")))?;
    if let Some(other) = modules.iter().find(|m| m.context != first.context) {
        return Err(ModuleError::InvalidObject(format!(
            "{operation} of modules bound to different contexts ({} and {})",
            first.context, other.context
        )));
    }
    Ok(first.context)
}

/// Images of all modules in order, each once.
fn union_of_images(modules: &[Module]) -> Vec<Arc<Image>> {
    let mut images: Vec<Arc<Image>> = Vec::new();
    for image in modules.iter().flat_map(|m| &m.images) {
        if !images.iter().any(|i| Arc::ptr_eq(i, image)) {
            images.push(Arc::clone(image));
        }
    }
    images
}

pub fn compile(input: &Module) -> Result<Module, ModuleError> {
    require_state(input, ModuleState::Input, "compile")?;
    Ok(Module { state: ModuleState::Object, ..input.clone() })
}

pub fn link(objects: &[Module]) -> Result<Module, ModuleError> {
    let context = same_context(objects, "link")?;
    for module in objects {
        require_state(module, ModuleState::Object, "link")?;
    }
    for (i, a) in objects.iter().enumerate() {
        for b in &objects[i + 1..] {
            if let Some(kernel) = a.kernel_names().intersection(&b.kernel_names()).next() {
                return Err(ModuleError::LinkProgramError(format!(
                    "kernel '{kernel}' is defined in more than one of the linked modules"
                )));
            }
        }
    }
    Ok(Module { context, state: ModuleState::Executable, images: union_of_images(objects) })
}

pub fn build(input: &Module) -> Result<Module, ModuleError> {
    link(&[compile(input)?])
}

pub fn join(modules: &[Module]) -> Result<Module, ModuleError> {
    let context = same_context(modules, "join")?;
    let state = modules[0].state;
    for module in modules {
        require_state(module, state, "join")?;
    }
    let names = modules[0].kernel_names();
    if let Some(other) = modules.iter().find(|m| m.kernel_names() != names) {
        let differing: Vec<&str> = names.symmetric_difference(&other.kernel_names()).copied().collect();
        return Err(ModuleError::InvalidObject(format!(
            "join of modules that do not contain the same kernels (differing: {})",
            differing.join(", ")
        )));
    }
    Ok(Module { context, state, images: union_of_images(modules) })
}

/// The proposal's default search for the module a kernel is dispatched
/// from, given the translation unit's modules (at most one per state): its
/// steps 1-3 (executable; else link the object module; else build the input
/// module) and 5 (`kernel_not_found`). The proposal's numbering sends a found
/// kernel to step 5, which throws; we read it as "dispatch" (step 6).
pub fn dispatch_module(
    executable: Option<&Module>,
    object: Option<&Module>,
    input: Option<&Module>,
    kernel: &str,
) -> Result<Module, ModuleError> {
    let candidates = [
        executable.map(|m| Ok(m.clone())),
        object.map(|m| link(std::slice::from_ref(m))),
        input.map(build),
    ];
    // A module that fails to link or build is skipped ("Otherwise, next
    // step"), as the proposal's steps say.
    for module in candidates.into_iter().flatten().flatten() {
        if module.has_kernel(kernel)? {
            return Ok(module);
        }
    }
    Err(ModuleError::KernelNotFound(format!("no module of this translation unit holds kernel '{kernel}'")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;
    use sycl_post_link_core::requirements::DeviceRequirements;

    fn image(index: usize, kernels: &[&str], aspects: &[u32]) -> Arc<Image> {
        let requirements = DeviceRequirements { aspects: aspects.iter().copied().collect(), ..Default::default() };
        Arc::new(Image::new(index, PathBuf::from(format!("i_{index}.spv")), requirements, false, kernels.iter().map(|k| (*k).to_owned()).collect()))
    }

    fn set(images: Vec<Arc<Image>>) -> ImageSet {
        ImageSet { directory: PathBuf::from("."), images }
    }

    fn cpu() -> DeviceDescription {
        DeviceDescription {
            aspects: vec![("cpu".into(), true), ("gpu".into(), false), ("fp64".into(), true)],
            sub_group_sizes: vec![8, 16],
            max_work_group_size: 8192,
            max_work_item_sizes: vec![8192; 3],
            ..Default::default()
        }
    }

    #[test]
    fn states_and_queries() {
        let images = set(vec![image(0, &["b", "a"], &[]), image(1, &["g"], &[2])]);
        let input = Module::from_images(7, &images);
        assert_eq!(input.state(), ModuleState::Input);
        assert_eq!(input.has_kernel("a").unwrap_err().sycl2020_errc(), "invalid");
        assert!(matches!(input.get_kernel_names(), Err(ModuleError::InvalidObject(_))));
        let object = compile(&input).unwrap();
        assert_eq!(object.state(), ModuleState::Object);
        assert!(matches!(compile(&object), Err(ModuleError::InvalidObject(_))));
        let exe = build(&input).unwrap();
        assert_eq!(exe.state(), ModuleState::Executable);
        assert_eq!(exe.context(), 7);
        assert_eq!(exe.get_kernel_names().unwrap(), ["a", "b", "g"]);
        assert_eq!(exe.has_kernel("g"), Ok(true));
        assert_eq!(exe.has_kernel("zz"), Ok(false));
        assert_eq!(exe, link(&[compile(&input).unwrap()]).unwrap(), "same context, state and images");
        assert_ne!(exe, join(&[Module::from_images(7, &images)]).unwrap());
    }

    #[test]
    fn link_errors() {
        assert!(matches!(link(&[]), Err(ModuleError::InvalidObject(m)) if m == "link of an empty list of modules"));
        let a = compile(&Module::from_images(1, &set(vec![image(0, &["k"], &[])]))).unwrap();
        let b = compile(&Module::from_images(1, &set(vec![image(0, &["k"], &[])]))).unwrap();
        let c = compile(&Module::from_images(2, &set(vec![image(1, &["m"], &[])]))).unwrap();
        assert_eq!(
            link(&[a.clone(), b]).unwrap_err(),
            ModuleError::LinkProgramError("kernel 'k' is defined in more than one of the linked modules".into())
        );
        assert!(matches!(link(&[a.clone(), c]), Err(ModuleError::InvalidObject(_))));
        let exe = link(&[a.clone()]).unwrap();
        assert!(matches!(link(&[exe]), Err(ModuleError::InvalidObject(_))));
    }

    #[test]
    fn join_rules() {
        assert!(matches!(join(&[]), Err(ModuleError::InvalidObject(_))));
        let spirv = set(vec![image(0, &["k", "l"], &[])]);
        let split = set(vec![image(1, &["k"], &[6]), image(2, &["l"], &[])]);
        let joined = join(&[Module::from_images(1, &spirv), Module::from_images(1, &split), Module::from_images(1, &spirv)]).unwrap();
        assert_eq!(joined.images().len(), 3, "each image once");
        assert_eq!(joined.state(), ModuleState::Input);
        let other = set(vec![image(3, &["k"], &[])]);
        assert_eq!(
            join(&[Module::from_images(1, &spirv), Module::from_images(1, &other)]).unwrap_err(),
            ModuleError::InvalidObject("join of modules that do not contain the same kernels (differing: l)".into())
        );
        let exe = build(&Module::from_images(1, &spirv)).unwrap();
        assert!(matches!(join(&[exe, Module::from_images(1, &spirv)]), Err(ModuleError::InvalidObject(_))));
        assert!(matches!(join(&[Module::from_images(1, &spirv), Module::from_images(2, &spirv)]), Err(ModuleError::InvalidObject(_))));
    }

    #[test]
    fn image_selection() {
        // Image 0 needs gpu, image 1 holds the same kernel for any device.
        let images = set(vec![image(0, &["k", "g"], &[2]), image(1, &["k"], &[]), image(2, &["f"], &[6])]);
        let exe = build(&Module::from_images(1, &images)).unwrap();
        assert_eq!(exe.select_image("k", &cpu(), None).unwrap().index, 1);
        assert_eq!(exe.select_image("f", &cpu(), None).unwrap().index, 2);
        assert_eq!(
            exe.select_image("g", &cpu(), None).unwrap_err(),
            ModuleError::KernelNotSupported("Required aspect gpu is not supported on the device".into())
        );
        assert!(matches!(exe.select_image("nope", &cpu(), None), Err(ModuleError::KernelNotFound(_))));
        // A selector picks among all images; its choice is checked.
        let last = |all: &[Arc<Image>]| Some(all.len() - 1);
        assert!(matches!(exe.select_image("k", &cpu(), Some(&last)), Err(ModuleError::KernelNotFound(_))));
        let first = |_: &[Arc<Image>]| Some(0);
        assert_eq!(
            exe.select_image("k", &cpu(), Some(&first)).unwrap_err().message(),
            "Required aspect gpu is not supported on the device"
        );
        let second = |_: &[Arc<Image>]| Some(1);
        assert_eq!(exe.select_image("k", &cpu(), Some(&second)).unwrap().index, 1);
        let none = |_: &[Arc<Image>]| None;
        assert!(matches!(exe.select_image("k", &cpu(), Some(&none)), Err(ModuleError::InvalidObject(_))));
        let input = Module::from_images(1, &images);
        assert!(matches!(input.select_image("k", &cpu(), None), Err(ModuleError::InvalidObject(_))));
    }

    #[test]
    fn default_dispatch_search() {
        let images = set(vec![image(0, &["k"], &[])]);
        let input = Module::from_images(1, &images);
        let found = dispatch_module(None, None, Some(&input), "k").unwrap();
        assert_eq!(found.state(), ModuleState::Executable);
        let exe = build(&input).unwrap();
        let empty = Module::empty(1, ModuleState::Executable);
        assert_eq!(dispatch_module(Some(&empty), None, Some(&input), "k").unwrap(), found.clone());
        assert_eq!(dispatch_module(Some(&exe), None, None, "k").unwrap(), exe);
        assert!(matches!(dispatch_module(Some(&empty), None, None, "k"), Err(ModuleError::KernelNotFound(_))));
    }
}
