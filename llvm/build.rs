//! Selects the LLVM major the whole workspace is built for, from
//! `SYCL_ASPECTS_LLVM` (`16`, the default, or `19`), and finds Debian's
//! LLVM of that major: `$SYCL_ASPECTS_LLVM_PREFIX`, else `/usr/lib/llvm-N`
//! (never the unversioned `llvm-config`, which is LLVM 14 on Debian 12).
//!
//! * `cfg(llvm_19)` for this crate (lib.rs re-exports `llvm-sys` 191, else 160);
//! * links `libLLVM-N.so` into everything that depends on this crate;
//! * `DEP_SYCL_ASPECTS_LLVM_MAJOR`, `_PREFIX` and `_CONFIG` (llvm-config's
//!   path) for the build scripts of direct dependents (cxx-bridge,
//!   tools/sycl-post-link), so they compile their C++ against the same LLVM.
use std::path::PathBuf;

/// The supported majors.
const SUPPORTED: [u32; 2] = [16, 19];

fn main() {
    println!("cargo:rerun-if-env-changed=SYCL_ASPECTS_LLVM");
    println!("cargo:rerun-if-env-changed=SYCL_ASPECTS_LLVM_PREFIX");
    println!("cargo::rustc-check-cfg=cfg(llvm_19)");
    let requested = std::env::var("SYCL_ASPECTS_LLVM").unwrap_or_default();
    let major = match requested.trim() {
        "" => 16,
        text => match text.parse::<u32>() {
            Ok(m) if SUPPORTED.contains(&m) => m,
            _ => fail(&format!("SYCL_ASPECTS_LLVM={text:?}: supported LLVM majors are 16 and 19")),
        },
    };
    let prefix = std::env::var_os("SYCL_ASPECTS_LLVM_PREFIX")
        .filter(|p| !p.is_empty())
        .map_or_else(|| PathBuf::from(format!("/usr/lib/llvm-{major}")), PathBuf::from);
    let config = prefix.join("bin/llvm-config");
    let package = format!("llvm-{major}-dev");
    let output = std::process::Command::new(&config)
        .arg("--version")
        .output()
        .unwrap_or_else(|e| fail(&format!("cannot run {} (install {package}): {e}", config.display())));
    let version = String::from_utf8_lossy(&output.stdout).trim().to_owned();
    if version.split('.').next() != Some(major.to_string().as_str()) {
        fail(&format!("{} says LLVM {version:?}, but SYCL_ASPECTS_LLVM selects {major}", config.display()));
    }
    if major == 19 {
        println!("cargo:rustc-cfg=llvm_19");
    }
    let libdir = prefix.join("lib");
    println!("cargo:rustc-link-search=native={}", libdir.display());
    println!("cargo:rustc-link-lib=dylib=LLVM-{major}");
    println!("cargo:rustc-env=SYCL_ASPECTS_LLVM_MAJOR={major}");
    println!("cargo:major={major}");
    println!("cargo:prefix={}", prefix.display());
    println!("cargo:config={}", config.display());
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1);
}
