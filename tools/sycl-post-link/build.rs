// Builds the one C++ file (module extraction, which the LLVM C API lacks)
// against Debian's LLVM of the selected major (SYCL_ASPECTS_LLVM, chosen by
// the llvm/ crate, which also links libLLVM-N).
use std::process::Command;

fn llvm_config(arg: &str) -> String {
    let tool = std::env::var("DEP_SYCL_ASPECTS_LLVM_CONFIG").expect("the llvm/ crate names llvm-config");
    let out = Command::new(&tool).arg(arg).output().unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
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
    println!("cargo:rerun-if-changed=cpp/split_module.cpp");
}
