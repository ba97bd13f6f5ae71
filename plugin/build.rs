// For LLVM 19 only: builds libsycl_aspects_opt19.so (cpp/opt_option_fix.cpp,
// which says why) next to the plugin library and makes it the plugin's last
// needed library, found through $ORIGIN. LLVM 16 builds need nothing here.
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=cpp/opt_option_fix.cpp");
    let major = std::env::var("DEP_SYCL_ASPECTS_LLVM_MAJOR").expect("the llvm/ crate names the LLVM major");
    if major != "19" {
        return;
    }
    let config = std::env::var("DEP_SYCL_ASPECTS_LLVM_CONFIG").expect("the llvm/ crate names llvm-config");
    let ask = |arg: &str| {
        let out = Command::new(&config).arg(arg).output().unwrap_or_else(|e| panic!("cannot run {config}: {e}"));
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    };
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let name = "libsycl_aspects_opt19.so";
    let built = out_dir.join(name);
    let status = Command::new(format!("{}/bin/clang++", ask("--prefix")))
        .args(["-shared", "-fPIC", "-O2", "-std=c++17", "-fno-exceptions", "-Wall", "-Wextra"])
        .arg(format!("-I{}", ask("--includedir")))
        .arg("cpp/opt_option_fix.cpp")
        .arg("-o")
        .arg(&built)
        .arg(format!("-Wl,-soname,{name}"))
        .arg(format!("-L{}", ask("--libdir")))
        .arg("-lLLVM-19")
        .status()
        .expect("cannot run clang++");
    assert!(status.success(), "compiling cpp/opt_option_fix.cpp failed");
    // target/<dir>/<profile>/build/<pkg>-<hash>/out -> target/<dir>/<profile>
    let profile_dir = out_dir.ancestors().nth(3).expect("OUT_DIR is target/<profile>/build/<pkg>/out");
    std::fs::copy(&built, profile_dir.join(name)).expect("cannot copy libsycl_aspects_opt19.so next to the plugin");
    // Last on the link line: last needed library, first initialized.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,$ORIGIN");
    println!("cargo:rustc-cdylib-link-arg=-L{}", out_dir.display());
    println!("cargo:rustc-cdylib-link-arg=-Wl,--no-as-needed");
    println!("cargo:rustc-cdylib-link-arg=-lsycl_aspects_opt19");
}
