// Link libLLVM so that unit tests of this crate and its dependents can build
// real modules. The plugin library links it anyway.
fn main() {
    let prefix = std::env::var("LLVM_SYS_160_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-16".into());
    println!("cargo:rustc-link-search=native={prefix}/lib");
    println!("cargo:rustc-link-lib=dylib=LLVM-16");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_160_PREFIX");
}
