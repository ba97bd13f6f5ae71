// Builds the C++ shim against Debian's LLVM/Clang of the selected major (16
// or 19: SYCL_ASPECTS_LLVM, chosen by the llvm/ crate, whose build script
// hands us its llvm-config) and links it whole into the final library
// (static registration objects must not be dropped). What differs between
// the majors is in cpp/llvm_version.h only.
use std::process::Command;

fn llvm_config(arg: &str) -> String {
    let tool = std::env::var("DEP_SYCL_ASPECTS_LLVM_CONFIG").expect("the llvm/ crate names llvm-config");
    let out = Command::new(&tool).arg(arg).output().unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

fn main() {
    let major = std::env::var("DEP_SYCL_ASPECTS_LLVM_MAJOR").expect("the llvm/ crate names the LLVM major");
    let include = llvm_config("--includedir");
    let libdir = llvm_config("--libdir");
    let sources = ["cpp/attributes.cpp", "cpp/action.cpp", "cpp/llvm_hooks.cpp", "cpp/source_locations.cpp", "cpp/preprocess.cpp", "cpp/ir_prefilter.cpp", "cpp/kernel_launches.cpp"];
    let mut build = cxx_build::bridge("src/lib.rs");
    // clang++-N, not g++: GCC rejects the explicit instantiation declaration
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
        // As Debian built the LLVM and clang we load into (assertions off;
        // its llvm-config leaves -DNDEBUG out): without it every inline
        // header function keeps its asserts, such as the two out-of-line
        // calls Token::getIdentifierInfo makes for each identifier the token
        // watcher sees.
        .define("NDEBUG", None)
        .link_lib_modifier("+whole-archive");
    build.compile("sycl_aspects_shim");
    println!("cargo:rustc-link-search=native={libdir}");
    // Named with its version: Debian ships no unversioned libclang-cpp.so
    // (libclang-cpp.so.16, libclang-cpp.so.19.1).
    let clang_cpp = std::fs::read_dir(&libdir)
        .ok()
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.strip_prefix("libclang-cpp.so.").is_some_and(|v| v.split('.').next() == Some(&major)))
        .min_by_key(String::len)
        .unwrap_or_else(|| panic!("no libclang-cpp.so.{major}* in {libdir}: install libclang-{major}-dev"));
    println!("cargo:rustc-link-lib=dylib:+verbatim={clang_cpp}");
    for s in sources.iter().chain(["cpp/shim.h", "cpp/state.h", "cpp/preprocess.h", "cpp/llvm_version.h", "src/lib.rs"].iter()) {
        println!("cargo:rerun-if-changed={s}");
    }
}
