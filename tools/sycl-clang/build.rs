// The LLVM major this sycl-clang is built for (SYCL_ASPECTS_LLVM: 16, the
// default, or 19; the llvm/ crate rejects anything else): the clang++-N it
// runs by default and the tools it names. sycl-clang itself links no LLVM.
fn main() {
    println!("cargo:rerun-if-env-changed=SYCL_ASPECTS_LLVM");
    let major = match std::env::var("SYCL_ASPECTS_LLVM").unwrap_or_default().trim() {
        "" | "16" => "16",
        "19" => "19",
        other => {
            eprintln!("error: SYCL_ASPECTS_LLVM={other:?}: supported LLVM majors are 16 and 19");
            std::process::exit(1);
        }
    };
    println!("cargo:rustc-env=SYCL_ASPECTS_LLVM_MAJOR={major}");
}
