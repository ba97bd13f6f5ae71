//! Whether a clang command line compiles LLVM IR input (`-x ir`, or an
//! input file ending in `.ll` / `.bc`). For IR input clang runs no AST
//! action, so the plugin's action never sees its arguments and the
//! propagation pass is never added: the plugin would do nothing without a
//! word. The shim reads the process's command line and warns.
//!
//! Algorithm:
//!  1. Walk the arguments after the program name in order; `-x <lang>` /
//!     `-x<lang>` sets the language of the inputs that follow (`none`
//!     resets it to "by extension").
//!  2. Skip the value of options that take one as the next argument (`-o`,
//!     `-MF`, `-include`, `-Xclang`, ...), so an output named `x.bc` is not
//!     an input.
//!  3. `-save-temps` anywhere: not IR input of the user's (clang's own
//!     optimisation step; the pass already ran in the bitcode step before,
//!     see docs/install.md, "-save-temps").
//!  4. Any other argument not starting with `-` is an input: it is IR when
//!     the current language is `ir`, or, with no `-x`, when it ends in `.ll`
//!     or `.bc`.

/// Options whose value is the next argument (the common ones; the check
/// only decides whether to warn).
const OPTIONS_WITH_SEPARATE_VALUE: &[&str] = &[
    "-o", "-MF", "-MT", "-MQ", "-include", "-include-pch", "-imacros", "-I", "-isystem", "-iquote", "-idirafter",
    "-L", "-l", "-Xclang", "-Xlinker", "-Xassembler", "-Xpreprocessor", "-mllvm", "-target", "-arch", "-D", "-U",
    "-main-file-name", "-fdebug-compilation-dir", "-resource-dir", "-dependency-file", "-isysroot", "--sysroot",
    "-z", "-T", "-u", "-e",
];

/// True when `args` (a whole command line, program name first) compiles an
/// LLVM IR input.
pub fn has_ir_input(args: &[String]) -> bool {
    // -save-temps optimises clang's own intermediate bitcode in a separate
    // step; the pass already ran when that bitcode was written.
    if args.iter().any(|a| a.starts_with("-save-temps")) {
        return false;
    }
    let mut language: Option<String> = None;
    let mut rest = args.iter().skip(1);
    while let Some(arg) = rest.next() {
        if arg == "-x" {
            language = rest.next().cloned().filter(|l| l != "none");
            continue;
        }
        if let Some(l) = arg.strip_prefix("-x") {
            // `-xir`, `-xc++`: the joined spelling (no other clang option
            // starts with a lowercase `-x`).
            language = Some(l.to_owned()).filter(|l| l != "none");
            continue;
        }
        if OPTIONS_WITH_SEPARATE_VALUE.contains(&arg.as_str()) {
            rest.next();
            continue;
        }
        if arg.starts_with('-') || arg.is_empty() {
            continue;
        }
        let is_ir = match &language {
            Some(l) => l == "ir",
            None => arg.ends_with(".ll") || arg.ends_with(".bc"),
        };
        if is_ir {
            return true;
        }
    }
    false
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
