// Builds the C++ shim against Debian's LLVM/Clang 16 and links it whole into
// the final library (static registration objects must not be dropped).
use std::process::Command;

fn llvm_config(arg: &str) -> String {
    let prefix = std::env::var("LLVM_SYS_160_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-16".into());
    let tool = format!("{prefix}/bin/llvm-config");
    let out = Command::new(&tool)
        .arg(arg)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {tool} (install llvm-16-dev): {e}"));
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

fn main() {
    let include = llvm_config("--includedir");
    let libdir = llvm_config("--libdir");
    let sources = ["cpp/attributes.cpp", "cpp/action.cpp", "cpp/llvm_hooks.cpp", "cpp/source_locations.cpp", "cpp/preprocess.cpp", "cpp/ir_prefilter.cpp"];
    let mut build = cxx_build::bridge("src/lib.rs");
    // clang++-16, not g++: GCC rejects the explicit instantiation declaration
    // in llvm_hooks.cpp that makes us use libLLVM's `Any` type ids.
    build
        .compiler(format!("{}/bin/clang++", llvm_config("--prefix")))
        .files(sources)
        .include(&include)
        .std("c++17")
        .flag("-fno-exceptions")
        .flag("-Wno-unused-parameter")
        .flag("-Wno-comment")
        .flag("-Wno-unused-command-line-argument")
        .define("_GNU_SOURCE", None)
        .link_lib_modifier("+whole-archive");
    build.compile("sycl_aspects_shim");
    println!("cargo:rustc-link-search=native={libdir}");
    // Named with its version: Debian ships no unversioned libclang-cpp.so.
    println!("cargo:rustc-link-lib=dylib:+verbatim=libclang-cpp.so.16");
    println!("cargo:rustc-link-lib=dylib=LLVM-16");
    for s in sources.iter().chain(["cpp/shim.h", "cpp/state.h", "cpp/preprocess.h", "src/lib.rs"].iter()) {
        println!("cargo:rerun-if-changed={s}");
    }
    println!("cargo:rerun-if-env-changed=LLVM_SYS_160_PREFIX");
}
