//! Make-style dependency files for `sycl-clang -fsycl` (`-MD`, `-MMD`,
//! `-M`, `-MM`, with `-MF`, `-MT`, `-MQ`, `-MP`, `-MG`, `-MV`), as
//! `clang++` writes them for the same command.
//!
//! Algorithm:
//!  1. The flags are the host compile's alone (fsycl.rs): the device compile
//!     reads the same sources and headers, and its dependency file would
//!     name a temporary object.
//!  2. `-MD` / `-MMD`: the host compile writes the file into the temporary
//!     directory, named for the object the user asked for (`-MT` / `-MQ` as
//!     given, else `-MQ <-o>` or `<source stem>.o`, clang's default).
//!  3. The integration header, a temporary file the host compile
//!     `-include`s, is taken out of the file: its dependency and, with
//!     `-MP`, its phony target. (DPC++'s host compile filters it the same
//!     way, with a cc1 option stock clang lacks, `-dependency-filter`:
//!     clang/test/Driver/sycl-offload.c in intel/llvm.) A later build would
//!     otherwise look for a file that no longer exists.
//!  4. The result goes where clang would put it (`-MF`, else `-o` with the
//!     extension `.d`, else `<source stem>.d`), written to a temporary name
//!     beside it and renamed, or to standard output for `-MF -`.
//!  `-M` / `-MM` only preprocess: the host compile runs alone, without the
//!  integration header, and writes what clang writes.

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// The dependency flags of a `-fsycl` command.
#[derive(Debug, Default)]
pub struct Dependencies {
    /// `-MD` / `-MMD` (beside the compile) or `-M` / `-MM` (instead of
    /// it), the last given; `None`: no dependency output.
    pub mode: Option<OsString>,
    /// `-MF`'s file.
    pub file: Option<PathBuf>,
    /// `-MT` / `-MQ` with their values, in order, and `-MP`, `-MG`, `-MV`.
    pub flags: Vec<OsString>,
}

impl Dependencies {
    /// Only the dependencies (`-M`, `-MM`): nothing is compiled.
    pub fn only(&self) -> bool {
        self.mode.as_ref().is_some_and(|m| m == "-M" || m == "-MM")
    }

    /// Step 2: the host compile's flags, its dependency file `partial`;
    /// `target` is the object the user asked for.
    pub fn host_flags(&self, partial: &Path, target: &Path) -> Vec<OsString> {
        let Some(mode) = &self.mode else { return Vec::new() };
        let mut flags = vec![mode.clone(), "-MF".into(), partial.as_os_str().to_owned()];
        if !self.flags.iter().any(|f| f == "-MT" || f == "-MQ") {
            flags.extend(["-MQ".into(), target.as_os_str().to_owned()]);
        }
        flags.extend(self.flags.iter().cloned());
        flags
    }

    /// Step 4's place for the dependencies of `object`, the object or
    /// program the user asked for (`-o`, else `<source stem>.o`): `-MF`,
    /// else `object` with the extension `.d`, as clang names it.
    pub fn destination(&self, object: &Path) -> PathBuf {
        self.file.clone().unwrap_or_else(|| object.with_extension("d"))
    }

    /// The flags `-M` / `-MM` runs the host compile with, as given.
    pub fn listing_flags(&self) -> Vec<OsString> {
        let mut flags: Vec<OsString> = self.mode.iter().cloned().collect();
        if let Some(file) = &self.file {
            flags.extend(["-MF".into(), file.as_os_str().to_owned()]);
        }
        flags.extend(self.flags.iter().cloned());
        flags
    }
}

/// `-MF`, `-MT`, `-MQ`: the flag and its value when joined (`-MFdeps.d`),
/// empty when the value is the next argument.
pub fn option_with_value(arg: &[u8]) -> Option<(&'static str, &[u8])> {
    ["-MF", "-MT", "-MQ"].into_iter().find_map(|flag| arg.strip_prefix(flag.as_bytes()).map(|value| (flag, value)))
}

/// `path` as clang writes a dependency in Make's syntax
/// (DependencyFile.cpp's `PrintFilename`): `#` and a space escaped with a
/// backslash (the backslashes before a space doubled), `$` as `$$`.
fn make_spelling(path: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(path.len() + 8);
    for (i, &b) in path.iter().enumerate() {
        match b {
            b'#' => out.push(b'\\'),
            b' ' => {
                out.push(b'\\');
                out.extend(path[..i].iter().rev().take_while(|&&c| c == b'\\').map(|_| b'\\'));
            }
            b'$' => out.push(b'$'),
            _ => {}
        }
        out.push(b);
    }
    out
}

/// `path` as clang writes it with `-MV` (NMake's syntax): quoted when it
/// holds a character NMake reads specially.
fn nmake_spelling(path: &[u8]) -> Vec<u8> {
    if path.iter().any(|b| b" #${}^!".contains(b)) {
        [&b"\""[..], path, b"\""].concat()
    } else {
        path.to_vec()
    }
}

/// Whether the byte before `at` ends a token: a line start, or a space
/// that is not escaped (an even number of backslashes before it).
fn token_starts_at(text: &[u8], at: usize) -> bool {
    match at.checked_sub(1).map(|i| text[i]) {
        None | Some(b'\n') | Some(b'\t') => true,
        Some(b' ') => text[..at - 1].iter().rev().take_while(|&&c| c == b'\\').count() % 2 == 0,
        _ => false,
    }
}

/// Step 3: `text`, a dependency file, without `path`: the dependency (with
/// the space before it) and `-MP`'s phony target line for it.
pub fn without(text: &[u8], path: &[u8]) -> Vec<u8> {
    let spellings = [make_spelling(path), nmake_spelling(path)];
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    'scan: while i < text.len() {
        if token_starts_at(text, i) {
            for spelling in &spellings {
                if !text[i..].starts_with(spelling) {
                    continue;
                }
                let end = i + spelling.len();
                match text.get(end) {
                    None | Some(b' ') | Some(b'\n') | Some(b'\r') => {
                        if out.last() == Some(&b' ') {
                            out.pop();
                        }
                        i = end;
                        continue 'scan;
                    }
                    // `-MP`: "\n<path>:\n" after the rule.
                    Some(b':') if (i == 0 || text[i - 1] == b'\n') && matches!(text.get(end + 1), None | Some(b'\n')) => {
                        if out.ends_with(b"\n\n") {
                            out.pop();
                        }
                        i = (end + 2).min(text.len());
                        continue 'scan;
                    }
                    _ => {}
                }
            }
        }
        out.push(text[i]);
        i += 1;
    }
    without_blank_continuations(&out)
}

/// `text` without the lines that hold only a continuation (`  \`): what
/// clang's line wrapping leaves where a removed dependency stood alone.
fn without_blank_continuations(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for line in text.split_inclusive(|&b| b == b'\n') {
        let body = line.strip_suffix(b"\n").unwrap_or(line);
        let blank = body.strip_suffix(b"\\").is_some_and(|rest| !rest.is_empty() && rest.iter().all(|&b| b == b' ' || b == b'\t'));
        if !blank {
            out.extend_from_slice(line);
        }
    }
    out
}

/// Steps 3 and 4: the host compile's dependency file `partial`, without
/// the integration header `header`, to `destination` (`-` is standard
/// output).
pub fn write(partial: &Path, header: &Path, destination: &Path) -> Result<(), String> {
    let text = std::fs::read(partial).map_err(|e| format!("cannot read the dependency file '{}': {e}", partial.display()))?;
    let text = without(&text, header.as_os_str().as_bytes());
    if destination.as_os_str() == "-" {
        return std::io::stdout().write_all(&text).map_err(|e| format!("cannot write the dependencies: {e}"));
    }
    sycl_device_config::output_file::write_output(destination, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &[u8] = b"/tmp/sycl-clang-7/headers/tu0.h";

    #[test]
    fn the_integration_header_leaves_the_rule_and_its_phony_target() {
        let text = b"app.o: a.cpp /tmp/sycl-clang-7/headers/tu0.h \\\n  a.h\n\na.cpp:\n\n/tmp/sycl-clang-7/headers/tu0.h:\n\na.h:\n";
        assert_eq!(without(text, HEADER), b"app.o: a.cpp \\\n  a.h\n\na.cpp:\n\na.h:\n");
    }

    #[test]
    fn a_wrapped_line_left_empty_goes_too() {
        let text = b"a.o: /src/a.cpp \\\n  /tmp/sycl-clang-7/headers/tu0.h \\\n  b.h\n";
        assert_eq!(without(text, HEADER), b"a.o: /src/a.cpp \\\n  b.h\n");
    }

    #[test]
    fn only_the_whole_token_goes() {
        // The same bytes inside another path, or followed by more of it,
        // are another file.
        let text = b"a.o: /x/tmp/sycl-clang-7/headers/tu0.h /tmp/sycl-clang-7/headers/tu0.hpp /tmp/sycl-clang-7/headers/tu0.h\n";
        assert_eq!(without(text, HEADER), b"a.o: /x/tmp/sycl-clang-7/headers/tu0.h /tmp/sycl-clang-7/headers/tu0.hpp\n");
    }

    #[test]
    fn escaped_spellings_are_matched() {
        let header = b"/tmp/my dir#1$/h\\ x.h";
        assert_eq!(make_spelling(header), b"/tmp/my\\ dir\\#1$$/h\\\\\\ x.h");
        let text = [&b"a.o: a.cpp "[..], &make_spelling(header), b" b.h\n"].concat();
        assert_eq!(without(&text, header), b"a.o: a.cpp b.h\n");
        let text = [&b"a.o: a.cpp "[..], &nmake_spelling(header), b"\n"].concat();
        assert_eq!(without(&text, header), b"a.o: a.cpp\n");
    }

    #[test]
    fn an_escaped_space_does_not_start_a_token() {
        // "d\ /tmp/..." is one path, "d /tmp/sycl-clang-7/headers/tu0.h".
        let text = b"a.o: d\\ /tmp/sycl-clang-7/headers/tu0.h\n";
        assert_eq!(without(text, HEADER), text.to_vec());
    }

    #[test]
    fn clang_defaults_name_the_file_and_the_target() {
        let deps = Dependencies { mode: Some("-MD".into()), ..Default::default() };
        assert_eq!(deps.destination(Path::new("out/app")), Path::new("out/app.d"));
        assert_eq!(deps.destination(Path::new("a.o")), Path::new("a.d"));
        let named = Dependencies { file: Some("x/deps".into()), ..Default::default() };
        assert_eq!(named.destination(Path::new("a.o")), Path::new("x/deps"));
        let flags = deps.host_flags(Path::new("/t/tu0.d"), Path::new("a.o"));
        assert_eq!(flags, ["-MD", "-MF", "/t/tu0.d", "-MQ", "a.o"]);
        let named = Dependencies { mode: Some("-MMD".into()), flags: vec!["-MT".into(), "x".into(), "-MP".into()], file: None };
        assert_eq!(named.host_flags(Path::new("/t/tu0.d"), Path::new("a.o")), ["-MMD", "-MF", "/t/tu0.d", "-MT", "x", "-MP"]);
    }
}
