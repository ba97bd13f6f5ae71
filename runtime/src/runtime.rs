//! The runtime library's state for one image directory: the images, the
//! devices described so far, and counters of what was built.
//!
//! Steps of a kernel request ([`Runtime::select`], called by the C++ API's
//! `images::get_kernel`):
//! 1. The executable module of the directory (the modules model, built once
//!    when the directory is opened) selects the image for the kernel and
//!    device: the first image holding the kernel that the device can run.
//! 2. No image holds the kernel: `kernel_not_found`; images hold it but the
//!    device can run none: `kernel_not_supported` with DPC++'s reason. Both
//!    are decided from the property files alone, before any SPIR-V is read.
//! 3. The C++ side builds the chosen image for the device unless its cache
//!    has it, and reports each build ([`Runtime::record_build`]): the
//!    counters count real builds, per image, so a test can prove that a
//!    kernel never caused another image to be built.
//! With `SYCL_ASPECTS_RUNTIME_LOG=1` every selection, rejection and build is
//! also written to standard error, one line each, prefixed
//! `sycl-aspects-runtime:`.

use crate::device::DeviceDescription;
use crate::images::ImageSet;
use crate::model::{build, Module, ModuleError};
use std::path::Path;

/// Environment variable that turns the log on (any value but `0` or empty).
pub const LOG_VARIABLE: &str = "SYCL_ASPECTS_RUNTIME_LOG";

#[derive(Debug)]
pub struct Runtime {
    images: ImageSet,
    executable: Module,
    devices: Vec<DeviceDescription>,
    builds_per_image: Vec<u64>,
    log: bool,
}

impl Runtime {
    pub fn open(directory: &Path) -> Result<Self, String> {
        let images = ImageSet::load(directory)?;
        let log = std::env::var(LOG_VARIABLE).map(|v| !v.is_empty() && v != "0").unwrap_or(false);
        Self::with_images(images, log)
    }

    pub fn with_images(images: ImageSet, log: bool) -> Result<Self, String> {
        let executable = build(&Module::from_images(0, &images)).map_err(|e| format!("{}: {e}", images.directory.display()))?;
        let builds_per_image = vec![0; images.images.len()];
        let runtime = Self { images, executable, devices: Vec::new(), builds_per_image, log };
        runtime.note(|| format!("opened {} ({} images)", runtime.images.directory.display(), runtime.images.images.len()));
        Ok(runtime)
    }

    fn note(&self, line: impl FnOnce() -> String) {
        if self.log {
            eprintln!("sycl-aspects-runtime: {}", line());
        }
    }

    pub fn images(&self) -> &ImageSet {
        &self.images
    }

    pub fn module(&self) -> &Module {
        &self.executable
    }

    /// Registers a device; returns its id for [`Runtime::select`].
    pub fn add_device(&mut self, device: DeviceDescription) -> usize {
        self.devices.push(device);
        self.devices.len() - 1
    }

    pub fn device(&self, id: usize) -> Result<&DeviceDescription, String> {
        self.devices.get(id).ok_or_else(|| format!("no device {id} (registered: {})", self.devices.len()))
    }

    /// The image (index) to run `kernel` on device `device_id`.
    pub fn select(&self, device_id: usize, kernel: &str) -> Result<usize, ModuleError> {
        let device = self.device(device_id).map_err(ModuleError::InvalidObject)?;
        match self.executable.select_image(kernel, device, None) {
            Ok(image) => {
                self.note(|| format!("kernel '{kernel}' on device {device_id} ({}): image {}", device.name, image.index));
                Ok(image.index)
            }
            Err(error) => {
                self.note(|| format!("kernel '{kernel}' on device {device_id} ({}): {error}", device.name));
                Err(error)
            }
        }
    }

    pub fn code(&self, image: usize) -> Result<&[u8], String> {
        self.images.image(image)?.code()
    }

    /// Counts one build of `image` for device `device_id`.
    pub fn record_build(&mut self, device_id: usize, image: usize) -> Result<(), String> {
        let device = self.device(device_id)?.name.clone();
        let path = self.images.image(image)?.code_path.display().to_string();
        let count = self.builds_per_image.get_mut(image).ok_or_else(|| format!("no image {image}"))?;
        *count += 1;
        self.note(|| format!("built image {image} ({path}) for device {device_id} ({device})"));
        Ok(())
    }

    pub fn build_count(&self, image: usize) -> Option<u64> {
        self.builds_per_image.get(image).copied()
    }

    pub fn total_builds(&self) -> u64 {
        self.builds_per_image.iter().sum()
    }
}
