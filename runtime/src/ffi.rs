//! The C ABI (declared in include/sycl-aspects/runtime.h) under the C++ API.
//!
//! Rules every function follows:
//! 1. No panic crosses the boundary: each body runs in `catch_unwind`; a
//!    panic becomes `SYCLRT_ERROR` with a message.
//! 2. Pointers from C are checked for null before use; strings must be
//!    UTF-8 (an error says which argument is not).
//! 3. Errors are returned as a status code and, when `error` is not null, a
//!    message the caller frees with `syclrt_free_string`.
//! 4. A `syclrt_runtime` is used behind a mutex, so the C++ API may call in
//!    from several threads.

use crate::device::DeviceDescription;
use crate::model::ModuleError;
use crate::runtime::Runtime;
use std::ffi::{c_char, c_int, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::Mutex;

pub const SYCLRT_OK: c_int = 0;
pub const SYCLRT_KERNEL_NOT_SUPPORTED: c_int = 1;
pub const SYCLRT_KERNEL_NOT_FOUND: c_int = 2;
pub const SYCLRT_INVALID: c_int = 3;
pub const SYCLRT_ERROR: c_int = 4;

pub struct SyclrtRuntime {
    inner: Mutex<Runtime>,
}

/// Mirrors `syclrt_device_desc` in runtime.h.
#[repr(C)]
pub struct SyclrtDeviceDesc {
    pub name: *const c_char,
    pub aspect_names: *const *const c_char,
    pub aspect_has: *const u8,
    pub aspect_count: usize,
    pub sub_group_sizes: *const u64,
    pub sub_group_size_count: usize,
    pub max_work_group_size: u64,
    pub max_work_item_sizes: *const u64,
    pub max_work_item_dims: usize,
    pub target_names: *const *const c_char,
    pub target_count: usize,
}

type Failure = (c_int, String);

fn set_error(error: *mut *mut c_char, message: &str) {
    if error.is_null() {
        return;
    }
    // Interior NULs cannot be represented in a C string; show them.
    let text = CString::new(message.replace('\0', "\\0")).unwrap_or_default();
    // SAFETY: the caller passed a writable `char **` (checked non-null).
    unsafe { *error = text.into_raw() };
}

fn guarded(error: *mut *mut c_char, body: impl FnOnce() -> Result<(), Failure>) -> c_int {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => SYCLRT_OK,
        Ok(Err((code, message))) => {
            set_error(error, &message);
            code
        }
        Err(_) => {
            set_error(error, "internal error in the sycl-aspects runtime library (a Rust panic was caught)");
            SYCLRT_ERROR
        }
    }
}

fn text<'a>(pointer: *const c_char, what: &str) -> Result<&'a str, Failure> {
    if pointer.is_null() {
        return Err((SYCLRT_INVALID, format!("{what} is null")));
    }
    // SAFETY: non-null, and the C API requires a NUL-terminated string.
    unsafe { CStr::from_ptr(pointer) }.to_str().map_err(|_| (SYCLRT_INVALID, format!("{what} is not UTF-8")))
}

fn slice<'a, T>(pointer: *const T, count: usize, what: &str) -> Result<&'a [T], Failure> {
    if count == 0 {
        return Ok(&[]);
    }
    if pointer.is_null() {
        return Err((SYCLRT_INVALID, format!("{what} is null but its count is {count}")));
    }
    // SAFETY: non-null; the C API requires `count` readable elements.
    Ok(unsafe { std::slice::from_raw_parts(pointer, count) })
}

fn runtime<'a>(handle: *const SyclrtRuntime) -> Result<std::sync::MutexGuard<'a, Runtime>, Failure> {
    if handle.is_null() {
        return Err((SYCLRT_INVALID, "the runtime handle is null".to_owned()));
    }
    // SAFETY: non-null handles come from syclrt_open and live until syclrt_close.
    let handle = unsafe { &*handle };
    // A poisoned lock only means a caught panic elsewhere; the data stays
    // consistent (every update is a single push or increment).
    Ok(handle.inner.lock().unwrap_or_else(|p| p.into_inner()))
}

fn module_failure(error: ModuleError) -> Failure {
    let code = match error {
        ModuleError::KernelNotSupported(_) => SYCLRT_KERNEL_NOT_SUPPORTED,
        ModuleError::KernelNotFound(_) => SYCLRT_KERNEL_NOT_FOUND,
        ModuleError::InvalidObject(_) => SYCLRT_INVALID,
        ModuleError::LinkProgramError(_) => SYCLRT_ERROR,
    };
    (code, error.message().to_owned())
}

/// Reads a C device description into Rust.
///
/// # Safety
/// `desc` must be null or point to a valid `syclrt_device_desc`.
unsafe fn read_device(desc: *const SyclrtDeviceDesc) -> Result<DeviceDescription, Failure> {
    if desc.is_null() {
        return Err((SYCLRT_INVALID, "the device description is null".to_owned()));
    }
    let d = &*desc;
    let names = slice(d.aspect_names, d.aspect_count, "aspect_names")?;
    let has = slice(d.aspect_has, d.aspect_count, "aspect_has")?;
    let mut aspects = Vec::with_capacity(names.len());
    for (i, (&name, &has)) in names.iter().zip(has).enumerate() {
        aspects.push((text(name, &format!("aspect_names[{i}]"))?.to_owned(), has != 0));
    }
    let mut target_names = Vec::new();
    for (i, &name) in slice(d.target_names, d.target_count, "target_names")?.iter().enumerate() {
        target_names.push(text(name, &format!("target_names[{i}]"))?.to_owned());
    }
    Ok(DeviceDescription {
        name: if d.name.is_null() { String::new() } else { text(d.name, "name")?.to_owned() },
        aspects,
        sub_group_sizes: slice(d.sub_group_sizes, d.sub_group_size_count, "sub_group_sizes")?.to_vec(),
        max_work_group_size: d.max_work_group_size,
        max_work_item_sizes: slice(d.max_work_item_sizes, d.max_work_item_dims, "max_work_item_sizes")?.to_vec(),
        target_names,
    })
}

/// Opens an image directory.
///
/// # Safety
/// `directory` a NUL-terminated string; `out` writable; `error` null or writable.
#[no_mangle]
pub unsafe extern "C" fn syclrt_open(directory: *const c_char, out: *mut *mut SyclrtRuntime, error: *mut *mut c_char) -> c_int {
    guarded(error, || {
        if out.is_null() {
            return Err((SYCLRT_INVALID, "the output pointer is null".to_owned()));
        }
        let directory = text(directory, "the image directory")?;
        let runtime = Runtime::open(Path::new(directory)).map_err(|e| (SYCLRT_ERROR, e))?;
        *out = Box::into_raw(Box::new(SyclrtRuntime { inner: Mutex::new(runtime) }));
        Ok(())
    })
}

/// # Safety
/// `handle` null or from `syclrt_open`, not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn syclrt_close(handle: *mut SyclrtRuntime) {
    if !handle.is_null() {
        // Dropping cannot panic in a way we could report; guard anyway.
        let _ = catch_unwind(AssertUnwindSafe(|| drop(Box::from_raw(handle))));
    }
}

/// # Safety
/// `text` null or a string this library returned.
#[no_mangle]
pub unsafe extern "C" fn syclrt_free_string(text: *mut c_char) {
    if !text.is_null() {
        drop(CString::from_raw(text));
    }
}

/// Registers a device; `*out_id` receives its id.
///
/// # Safety
/// Pointers as documented in runtime.h.
#[no_mangle]
pub unsafe extern "C" fn syclrt_add_device(
    handle: *const SyclrtRuntime,
    desc: *const SyclrtDeviceDesc,
    out_id: *mut usize,
    error: *mut *mut c_char,
) -> c_int {
    guarded(error, || {
        if out_id.is_null() {
            return Err((SYCLRT_INVALID, "the output pointer is null".to_owned()));
        }
        let device = read_device(desc)?;
        *out_id = runtime(handle)?.add_device(device);
        Ok(())
    })
}

/// Picks the image to run `kernel` on device `device_id`.
///
/// # Safety
/// Pointers as documented in runtime.h.
#[no_mangle]
pub unsafe extern "C" fn syclrt_select(
    handle: *const SyclrtRuntime,
    device_id: usize,
    kernel: *const c_char,
    out_image: *mut usize,
    error: *mut *mut c_char,
) -> c_int {
    guarded(error, || {
        if out_image.is_null() {
            return Err((SYCLRT_INVALID, "the output pointer is null".to_owned()));
        }
        let kernel = text(kernel, "the kernel name")?;
        *out_image = runtime(handle)?.select(device_id, kernel).map_err(module_failure)?;
        Ok(())
    })
}

/// The SPIR-V of an image; the bytes live as long as the runtime handle.
///
/// # Safety
/// Pointers as documented in runtime.h.
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_code(
    handle: *const SyclrtRuntime,
    image: usize,
    out_data: *mut *const u8,
    out_size: *mut usize,
    error: *mut *mut c_char,
) -> c_int {
    guarded(error, || {
        if out_data.is_null() || out_size.is_null() {
            return Err((SYCLRT_INVALID, "an output pointer is null".to_owned()));
        }
        let guard = runtime(handle)?;
        let code = guard.code(image).map_err(|e| (SYCLRT_ERROR, e))?;
        // The bytes are owned by the image (an Arc held by the runtime),
        // which outlives the lock guard.
        *out_data = code.as_ptr();
        *out_size = code.len();
        Ok(())
    })
}

/// Counts one build of `image` for device `device_id`.
///
/// # Safety
/// Pointers as documented in runtime.h.
#[no_mangle]
pub unsafe extern "C" fn syclrt_record_build(
    handle: *const SyclrtRuntime,
    device_id: usize,
    image: usize,
    error: *mut *mut c_char,
) -> c_int {
    guarded(error, || runtime(handle)?.record_build(device_id, image).map_err(|e| (SYCLRT_INVALID, e)))
}

/// Number of images; 0 for a null handle.
///
/// # Safety
/// `handle` null or from `syclrt_open`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_count(handle: *const SyclrtRuntime) -> usize {
    catch_unwind(AssertUnwindSafe(|| runtime(handle).map(|r| r.images().images.len()).unwrap_or(0))).unwrap_or(0)
}

/// Builds of one image, or of all images when `image` is `SIZE_MAX`;
/// `UINT64_MAX` for a null handle or an image that does not exist.
///
/// # Safety
/// `handle` null or from `syclrt_open`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_build_count(handle: *const SyclrtRuntime, image: usize) -> u64 {
    catch_unwind(AssertUnwindSafe(|| {
        let Ok(r) = runtime(handle) else { return u64::MAX };
        if image == usize::MAX {
            r.total_builds()
        } else {
            r.build_count(image).unwrap_or(u64::MAX)
        }
    }))
    .unwrap_or(u64::MAX)
}

/// The kernels of one image, one per line (caller frees); null when the
/// handle is null or the image does not exist.
///
/// # Safety
/// `handle` null or from `syclrt_open`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_kernels(handle: *const SyclrtRuntime, image: usize) -> *mut c_char {
    catch_unwind(AssertUnwindSafe(|| {
        let Ok(r) = runtime(handle) else { return std::ptr::null_mut() };
        let Ok(image) = r.images().image(image) else { return std::ptr::null_mut() };
        CString::new(image.kernels.join("\n")).map_or(std::ptr::null_mut(), CString::into_raw)
    }))
    .unwrap_or(std::ptr::null_mut())
}

/// A device as a device-configuration YAML entry (`sycl-targets detect`);
/// `name` null for a key made from the device name.
///
/// # Safety
/// Pointers as documented in runtime.h.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_yaml(
    desc: *const SyclrtDeviceDesc,
    name: *const c_char,
    out_yaml: *mut *mut c_char,
    error: *mut *mut c_char,
) -> c_int {
    guarded(error, || {
        if out_yaml.is_null() {
            return Err((SYCLRT_INVALID, "the output pointer is null".to_owned()));
        }
        let device = read_device(desc)?;
        let name = if name.is_null() { None } else { Some(text(name, "the target name")?) };
        let yaml = crate::yaml::device_config_entry(&device, name);
        *out_yaml = CString::new(yaml).map_err(|_| (SYCLRT_ERROR, "the entry holds a NUL byte".to_owned()))?.into_raw();
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ptr;

    #[test]
    fn null_and_bad_arguments_are_errors_not_crashes() {
        let mut error: *mut c_char = ptr::null_mut();
        let mut handle: *mut SyclrtRuntime = ptr::null_mut();
        unsafe {
            assert_eq!(syclrt_open(ptr::null(), &mut handle, &mut error), SYCLRT_INVALID);
            assert_eq!(CStr::from_ptr(error).to_str().unwrap(), "the image directory is null");
            syclrt_free_string(error);
            let dir = CString::new("/nonexistent/dir").unwrap();
            assert_eq!(syclrt_open(dir.as_ptr(), &mut handle, &mut error), SYCLRT_ERROR);
            assert!(CStr::from_ptr(error).to_str().unwrap().starts_with("cannot read '/nonexistent/dir/images.table'"));
            syclrt_free_string(error);
            assert!(handle.is_null());
            let mut image = 0usize;
            let kernel = CString::new("k").unwrap();
            assert_eq!(syclrt_select(ptr::null(), 0, kernel.as_ptr(), &mut image, ptr::null_mut()), SYCLRT_INVALID);
            assert_eq!(syclrt_build_count(ptr::null(), 0), u64::MAX);
            assert_eq!(syclrt_image_count(ptr::null()), 0);
            assert!(syclrt_image_kernels(ptr::null(), 0).is_null());
            let mut id = 0usize;
            let desc = SyclrtDeviceDesc {
                name: ptr::null(),
                aspect_names: ptr::null(),
                aspect_has: ptr::null(),
                aspect_count: 2,
                sub_group_sizes: ptr::null(),
                sub_group_size_count: 0,
                max_work_group_size: 0,
                max_work_item_sizes: ptr::null(),
                max_work_item_dims: 0,
                target_names: ptr::null(),
                target_count: 0,
            };
            let mut yaml: *mut c_char = ptr::null_mut();
            assert_eq!(syclrt_device_yaml(&desc, ptr::null(), &mut yaml, &mut error), SYCLRT_INVALID);
            assert_eq!(CStr::from_ptr(error).to_str().unwrap(), "aspect_names is null but its count is 2");
            syclrt_free_string(error);
            assert_eq!(syclrt_add_device(ptr::null(), &desc, &mut id, ptr::null_mut()), SYCLRT_INVALID);
        }
    }
}
