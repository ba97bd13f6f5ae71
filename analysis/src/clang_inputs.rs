//! What kind of input each file on a clang command line is: C/C++ source,
//! preprocessed source, LLVM IR, or something else (objects, libraries).
//! Two callers ask: the plugin warns when clang compiles LLVM IR (clang runs
//! no AST action there, so the plugin would do nothing without a word), and
//! `sycl-clang` leaves out preprocessor-only arguments when every source
//! input is already preprocessed (distcc's server compiles `.ii` files).
//!
//! Algorithm:
//!  1. Walk the arguments in order; `-x <lang>` / `-x<lang>` sets the
//!     language of the inputs that follow (`none` resets it to "by
//!     extension").
//!  2. Skip the value of options that take one as the next argument (`-o`,
//!     `-MF`, `-include`, `-Xclang`, ...), so an output named `x.bc` or a
//!     forced include `x.h` is not an input.
//!  3. Any other argument not starting with `-` is an input, classified by
//!     the current language, or with none by its extension.

/// The kind of one input file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// C, C++ (or another language clang preprocesses) source or header.
    Source,
    /// Already preprocessed source (`.i`, `.ii`, `-x c++-cpp-output`).
    Preprocessed,
    /// LLVM IR, textual or bitcode (`.ll`, `.bc`, `-x ir`).
    Ir,
    /// Anything clang only passes on (objects, libraries, unknown names).
    Other,
}

/// Options whose value is the next argument (the common ones: the callers
/// only decide whether to warn or to drop preprocessor arguments).
const OPTIONS_WITH_SEPARATE_VALUE: &[&[u8]] = &[
    b"-o", b"-MF", b"-MT", b"-MQ", b"-include", b"-include-pch", b"-imacros", b"-I", b"-isystem", b"-iquote",
    b"-idirafter", b"-L", b"-l", b"-Xclang", b"-Xlinker", b"-Xassembler", b"-Xpreprocessor", b"-mllvm", b"-target",
    b"-arch", b"-D", b"-U", b"-main-file-name", b"-fdebug-compilation-dir", b"-resource-dir", b"-dependency-file",
    b"-isysroot", b"--sysroot", b"-z", b"-T", b"-u", b"-e",
];

const SOURCE_EXTENSIONS: &[&[u8]] = &[
    b"c", b"cc", b"cp", b"cpp", b"cxx", b"c++", b"C", b"CC", b"CPP", b"cppm", b"m", b"mm", b"M", b"cu", b"cl", b"h",
    b"hh", b"hpp", b"hxx",
];

/// The kind of every input of `args` (the arguments after the program
/// name), in order.
pub fn input_kinds<'a>(args: impl IntoIterator<Item = &'a [u8]>) -> Vec<InputKind> {
    let mut kinds = Vec::new();
    let mut language: Option<&[u8]> = None;
    let mut rest = args.into_iter();
    while let Some(arg) = rest.next() {
        let selected = if arg == b"-x" {
            Some(rest.next().unwrap_or_default())
        } else {
            // `-xir`, `-xc++`: the joined spelling (no other clang option
            // starts with a lowercase `-x`).
            arg.strip_prefix(b"-x")
        };
        if let Some(l) = selected {
            language = Some(l).filter(|l| *l != b"none");
            continue;
        }
        if OPTIONS_WITH_SEPARATE_VALUE.contains(&arg) {
            rest.next();
            continue;
        }
        if arg.starts_with(b"-") || arg.is_empty() {
            continue;
        }
        kinds.push(match language {
            Some(l) => kind_of_language(l),
            None => kind_of_extension(arg),
        });
    }
    kinds
}

fn kind_of_language(language: &[u8]) -> InputKind {
    match language {
        b"ir" => InputKind::Ir,
        b"cpp-output" | b"c++-cpp-output" | b"objective-c-cpp-output" | b"objective-c++-cpp-output" => {
            InputKind::Preprocessed
        }
        _ => InputKind::Source,
    }
}

fn kind_of_extension(path: &[u8]) -> InputKind {
    let file = path.rsplit(|&b| b == b'/').next().unwrap_or(path);
    let Some(dot) = file.iter().rposition(|&b| b == b'.').filter(|&dot| dot > 0) else {
        return InputKind::Other;
    };
    match &file[dot + 1..] {
        b"ll" | b"bc" => InputKind::Ir,
        b"i" | b"ii" => InputKind::Preprocessed,
        ext if SOURCE_EXTENSIONS.contains(&ext) => InputKind::Source,
        _ => InputKind::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::{input_kinds, InputKind::*};

    fn kinds(line: &str) -> Vec<super::InputKind> {
        input_kinds(line.split(' ').map(str::as_bytes))
    }

    #[test]
    fn by_extension() {
        assert_eq!(kinds("-c a.cpp b.ii c.ll d.bc e.o libf.a g.i h.hpp"), [Source, Preprocessed, Ir, Ir, Other, Other, Preprocessed, Source]);
        // The extension of the file name, not of a directory; dot files have none.
        assert_eq!(kinds("dir.cpp/k .ii"), [Other, Other]);
    }

    #[test]
    fn by_language() {
        assert_eq!(kinds("-x ir k.txt -xc++ k.ll -x none k.ll"), [Ir, Source, Ir]);
        assert_eq!(kinds("-x c++-cpp-output k.cpp -xcpp-output k.c"), [Preprocessed, Preprocessed]);
        assert_eq!(kinds("-x ir -x none k.cpp"), [Source]);
        // A trailing `-x` with no language resets nothing into a panic.
        assert_eq!(kinds("k.ii -x"), [Preprocessed]);
    }

    #[test]
    fn option_values_are_not_inputs() {
        assert_eq!(kinds("-S -emit-llvm k.cpp -o k.ll"), [Source]);
        assert_eq!(kinds("-c -emit-llvm k.cpp -o k.bc -MF k.d"), [Source]);
        assert_eq!(kinds("-include x.h -I inc -D N=1 k.ii"), [Preprocessed]);
        // `-load`'s value is not in the list: an `Other` input, harmless.
        assert_eq!(kinds("-cc1 -load p.so -x ir k.ll"), [Other, Ir]);
    }
}
