// Builds the one C++ file (module extraction, which the LLVM C API lacks)
// against Debian's LLVM 16 and links libLLVM-16.
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
    cc::Build::new()
        .cpp(true)
        .compiler(format!("{}/bin/clang++", llvm_config("--prefix")))
        .file("cpp/split_module.cpp")
        .include(llvm_config("--includedir"))
        .std("c++17")
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        .flag("-Wno-unused-parameter")
        .compile("sycl_post_link_cpp");
    println!("cargo:rustc-link-search=native={}", llvm_config("--libdir"));
    println!("cargo:rustc-link-lib=dylib=LLVM-16");
    println!("cargo:rerun-if-changed=cpp/split_module.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_160_PREFIX");
}
