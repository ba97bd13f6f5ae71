//! Whether a clang command line compiles LLVM IR input (`-x ir`, or an
//! input file ending in `.ll` / `.bc`). For IR input clang runs no AST
//! action, so the plugin's action never sees its arguments and the
//! propagation pass is never added: the plugin would do nothing without a
//! word. The shim reads the process's command line and warns.
//!
//! Algorithm:
//!  1. `-save-temps` anywhere: not IR input of the user's (clang's own
//!     optimisation step; the pass already ran in the bitcode step before,
//!     see docs/install.md, "-save-temps").
//!  2. Otherwise: whether any input is LLVM IR, by the shared classifier of
//!     clang inputs (`sycl_aspects_analysis::clang_inputs`: `-x ir`, or
//!     `.ll` / `.bc` with no `-x`; option values are no inputs).

use sycl_aspects_analysis::clang_inputs::{input_kinds, InputKind};

/// True when `args` (a whole command line, program name first) compiles an
/// LLVM IR input.
/// Arguments are bytes: a command line need not be UTF-8.
pub fn has_ir_input<A: AsRef<[u8]>>(args: &[A]) -> bool {
    // -save-temps optimises clang's own intermediate bitcode in a separate
    // step; the pass already ran when that bitcode was written.
    if args.iter().any(|a| a.as_ref().starts_with(b"-save-temps")) {
        return false;
    }
    input_kinds(args.iter().skip(1).map(AsRef::as_ref)).contains(&InputKind::Ir)
}

#[cfg(test)]
mod tests {
    use super::has_ir_input;

    fn line(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_owned).collect()
    }

    #[test]
    fn ir_inputs_are_found() {
        assert!(has_ir_input(&line("clang++ -fplugin=p.so -x ir k.ll -S")));
        assert!(has_ir_input(&line("clang++ -xir k.txt")));
        assert!(has_ir_input(&line("clang++ -c k.bc")));
        assert!(has_ir_input(&line("clang -cc1 -load p.so -x ir k.ll")));
    }

    #[test]
    fn sources_and_ir_outputs_are_not() {
        assert!(!has_ir_input(&line("clang++ -fplugin=p.so -S -emit-llvm k.cpp -o k.ll")));
        assert!(!has_ir_input(&line("clang++ -c -emit-llvm k.cpp -o k.bc -MF k.d")));
        assert!(!has_ir_input(&line("clang++ -x c++ k.ll")));
        assert!(!has_ir_input(&line("clang -cc1 -x c++ k.cpp -o k.ll")));
        assert!(!has_ir_input(&line("clang++ -x ir -x none k.cpp")));
        assert!(!has_ir_input(&line("clang -cc1 -save-temps=cwd -x ir k.bc")));
    }
}
