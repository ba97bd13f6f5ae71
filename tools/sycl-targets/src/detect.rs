//! `sycl-targets detect`: the devices of Intel's SYCL runtime as device
//! configuration entries.
//!
//! Steps:
//! 1. Find the runtime prefix: `--sycl-runtime`, else
//!    `$SYCL_ASPECTS_SYCL_RUNTIME`, else `target/sycl-runtime/2026.2.0` in the
//!    repository's `target/` this tool is built in (`target/release/` or
//!    `target/llvm19/release/`; where scripts/fetch-sycl-runtime.sh puts it),
//!    or `<prefix>/sycl-runtime/2026.2.0` for an installed `<prefix>/bin/`.
//!    It must hold `include/sycl/sycl.hpp` and `lib/libsycl.so`.
//! 2. Write the helper program (detect_helper.cpp) and the runtime library's
//!    C++ headers into a fresh temporary directory and compile it with `$CXX`
//!    (default `g++`) against the runtime (a few seconds; the directory is
//!    removed afterwards whatever happens).
//! 3. Run it with the environment the runtime needs (`LD_LIBRARY_PATH`
//!    gains `<prefix>/lib`; `OCL_ICD_FILENAMES` is set to the CPU driver
//!    unless already set) and parse its device lines.
//! 4. Print each device as an entry (runtime/src/yaml.rs), blank-line
//!    separated; keys made unique with `_2`, `_3`... No device found is an
//!    error, never an empty table.

use std::path::{Path, PathBuf};
use std::process::Command;
use sycl_aspects_runtime::device::DeviceDescription;
use sycl_aspects_runtime::yaml::{device_config_entry, target_key};

const HELPER_SOURCE: &str = include_str!("detect_helper.cpp");
const RUNTIME_HPP: &str = include_str!("../../../runtime/include/sycl-aspects/runtime.hpp");
const RUNTIME_H: &str = include_str!("../../../runtime/include/sycl-aspects/runtime.h");
const DEFAULT_VERSION: &str = "2026.2.0";

/// `$SYCL_ASPECTS_SYCL_RUNTIME`, else `sycl-runtime/<version>` in
/// `sycl_device_config::cli::fetched_cache_dir` (the repository's
/// `target/` from `target/release/` and `target/llvm19/release/` alike; the
/// prefix of an installed `<prefix>/bin/`).
fn default_prefix() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("SYCL_ASPECTS_SYCL_RUNTIME").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let exe = std::env::current_exe().ok()?;
    Some(sycl_device_config::cli::fetched_cache_dir(exe.parent()?)?.join("sycl-runtime").join(DEFAULT_VERSION))
}

/// A temporary directory removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<Self, String> {
        let base = std::env::temp_dir();
        for attempt in 0..100u32 {
            let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
            let path = base.join(format!("sycl-targets-detect-{}-{nanos}-{attempt}", std::process::id()));
            if std::fs::create_dir(&path).is_ok() {
                return Ok(Self(path));
            }
        }
        Err(format!("cannot create a temporary directory in {}", base.display()))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Parses the helper's lines into device descriptions.
pub fn parse_helper_output(text: &str) -> Result<Vec<DeviceDescription>, String> {
    let mut devices = Vec::new();
    let mut current: Option<DeviceDescription> = None;
    let numbers = |rest: &str, line_no: usize| -> Result<Vec<u64>, String> {
        rest.split_whitespace()
            .map(|n| n.parse::<u64>().map_err(|_| format!("helper output line {line_no}: '{n}' is not a number")))
            .collect()
    };
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        if word == "device" {
            if current.is_some() {
                return Err(format!("helper output line {line_no}: 'device' before 'end'"));
            }
            current = Some(DeviceDescription { name: rest.to_owned(), ..Default::default() });
            continue;
        }
        let device = current.as_mut().ok_or_else(|| format!("helper output line {line_no}: '{word}' outside a device"))?;
        match word {
            "aspect" => {
                let (name, has) = rest.split_once(' ').ok_or_else(|| format!("helper output line {line_no}: expected 'aspect <name> <0|1>'"))?;
                let has = match has {
                    "0" => false,
                    "1" => true,
                    other => return Err(format!("helper output line {line_no}: '{other}' is not 0 or 1")),
                };
                device.aspects.push((name.to_owned(), has));
            }
            "sub-group-sizes" => device.sub_group_sizes = numbers(rest, line_no)?,
            "max-work-group-size" => {
                device.max_work_group_size = match numbers(rest, line_no)?.as_slice() {
                    [n] => *n,
                    _ => return Err(format!("helper output line {line_no}: expected one number")),
                }
            }
            "max-work-item-sizes" => device.max_work_item_sizes = numbers(rest, line_no)?,
            "end" => devices.extend(current.take()),
            other => return Err(format!("helper output line {line_no}: unknown line '{other}'")),
        }
    }
    if current.is_some() {
        return Err("helper output ends inside a device".to_owned());
    }
    Ok(devices)
}

/// The YAML for all devices; `name` renames a single device.
pub fn entries(devices: &[DeviceDescription], name: Option<&str>) -> Result<String, String> {
    if name.is_some() && devices.len() != 1 {
        return Err(format!("--name needs exactly one device, but the runtime reports {}", devices.len()));
    }
    let mut used: Vec<String> = Vec::new();
    let mut out = String::new();
    for device in devices {
        let base = name.map_or_else(|| target_key(&device.name), str::to_owned);
        let mut key = base.clone();
        let mut n = 2;
        while used.contains(&key) {
            key = format!("{base}_{n}");
            n += 1;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&device_config_entry(device, Some(&key)));
        used.push(key);
    }
    Ok(out)
}

pub fn detect(prefix: Option<&Path>, name: Option<&str>) -> Result<String, String> {
    let prefix = prefix.map(Path::to_path_buf).or_else(default_prefix).ok_or("cannot locate Intel's SYCL runtime; pass --sycl-runtime <prefix>")?;
    for needed in ["include/sycl/sycl.hpp", "lib/libsycl.so"] {
        if !prefix.join(needed).exists() {
            return Err(format!(
                "Intel's SYCL runtime is not at '{}' (no {needed}); run scripts/fetch-sycl-runtime.sh or pass --sycl-runtime <prefix>",
                prefix.display()
            ));
        }
    }
    let tmp = TempDir::new()?;
    write(&tmp.0.join("detect.cpp"), HELPER_SOURCE)?;
    write(&tmp.0.join("include/sycl-aspects/runtime.hpp"), RUNTIME_HPP)?;
    write(&tmp.0.join("include/sycl-aspects/runtime.h"), RUNTIME_H)?;
    let compiler = std::env::var("CXX").unwrap_or_else(|_| "g++".to_owned());
    let lib = prefix.join("lib");
    let helper = tmp.0.join("detect");
    let output = Command::new(&compiler)
        .args(["-std=c++17", "-O0", "-DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING"])
        .arg(format!("-I{}", prefix.join("include").display()))
        .arg(format!("-I{}", tmp.0.join("include").display()))
        .arg(tmp.0.join("detect.cpp"))
        .arg("-o")
        .arg(&helper)
        .arg(format!("-L{}", lib.display()))
        .arg("-lsycl")
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .output()
        .map_err(|e| format!("cannot run the C++ compiler '{compiler}' (set CXX): {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "compiling the device query helper against '{}' failed:\n{}",
            prefix.display(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let mut run = Command::new(&helper);
    let library_path = match std::env::var_os("LD_LIBRARY_PATH") {
        Some(old) if !old.is_empty() => format!("{}:{}", lib.display(), old.to_string_lossy()),
        _ => lib.display().to_string(),
    };
    run.env("LD_LIBRARY_PATH", library_path);
    if std::env::var_os("OCL_ICD_FILENAMES").is_none() {
        run.env("OCL_ICD_FILENAMES", lib.join("libintelocl.so"));
    }
    let output = run.output().map_err(|e| format!("cannot run the device query helper: {e}"))?;
    if !output.status.success() {
        return Err(format!("the device query helper failed: {}", String::from_utf8_lossy(&output.stderr).trim_end()));
    }
    let devices = parse_helper_output(&String::from_utf8_lossy(&output.stdout))?;
    if devices.is_empty() {
        return Err(format!(
            "the SYCL runtime at '{}' reports no device (it needs OCL_ICD_FILENAMES to name an OpenCL driver, e.g. {})",
            prefix.display(),
            lib.join("libintelocl.so").display()
        ));
    }
    entries(&devices, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_names() {
        let text = "device CPU X\naspect cpu 1\naspect gpu 0\nsub-group-sizes 8 16\nmax-work-group-size 256\nmax-work-item-sizes 256 256 256\nend\n\
                    device CPU X\naspect cpu 1\nsub-group-sizes\nmax-work-group-size 64\nmax-work-item-sizes 64 64 64\nend\n";
        let devices = parse_helper_output(text).unwrap();
        assert_eq!(devices.len(), 2);
        assert_eq!(devices[0].sub_group_sizes, [8, 16]);
        let yaml = entries(&devices, None).unwrap();
        assert!(yaml.contains("\ncpu_x:\n  aspects: [cpu]\n"), "{yaml}");
        assert!(yaml.contains("\ncpu_x_2:\n"), "{yaml}");
        assert!(entries(&devices, Some("mine")).is_err());
        assert!(entries(&devices[..1], Some("mine")).unwrap().contains("\nmine:\n"));
    }

    #[test]
    fn bad_output_is_an_error() {
        assert!(parse_helper_output("aspect cpu 1\n").is_err());
        assert!(parse_helper_output("device a\naspect cpu 2\nend\n").is_err());
        assert!(parse_helper_output("device a\nmax-work-group-size x\nend\n").is_err());
        assert!(parse_helper_output("device a\n").is_err());
        assert!(parse_helper_output("device a\ndevice b\n").is_err());
    }
}
