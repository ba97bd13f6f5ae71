//! `sycl-clang`: runs `clang++-N` (N: the LLVM major it is built for, 16 or
//! 19, `SYCL_ASPECTS_LLVM`) with the `sycl_aspects` plugin loaded and
//! the SYCL headers on the include path, accepting the design's driver
//! spellings:
//!
//! | design spelling                 | plugin argument                                        |
//! |---------------------------------|--------------------------------------------------------|
//! | `-fsycl-fixed-targets=a,b`      | `-fplugin-arg-sycl_aspects-fixed-targets=a,b`          |
//! | `-fsycl-targets=a,b`            | `-fplugin-arg-sycl_aspects-targets=a,b`                |
//! | `-fsycl-device-config-file=<p>` | `-fplugin-arg-sycl_aspects-device-config-file=<p>`     |
//!
//! Everything else goes to clang unchanged and in order, after
//! `-fplugin=<library>` and `-I<headers>`. Arguments after `--` are inputs
//! and are never translated. `--sycl-print-command` prints the command
//! instead of running it; `--sycl-help` prints the usage.
//!
//! `--sycl-headers=<prefix>` compiles device code against Intel's real SYCL
//! headers in `<prefix>/include` (PyPI `intel-sycl-rt`, see
//! docs/real-headers.md) instead of the repository's `headers/`:
//! 1. check that `<prefix>/include/sycl/sycl.hpp` exists;
//! 2. ask the compiler for the host's C++ include directories
//!    (`<cxx> -x c++ -E -v -`), which a spir64 compile does not search;
//! 3. put, before the user's arguments, the device flags DPC++'s driver
//!    would pass (`--target=spir64-unknown-unknown`, `-fsycl-is-device`,
//!    the x86_64 aux triple, `-D__SYCL_DEVICE_ONLY__`,
//!    `-DSYCL_EXTERNAL=__attribute__((sycl_device))`, `-fno-exceptions`),
//!    our overlay directory and `<prefix>/include` as system directories,
//!    the host directories after them, and `-include` of our prelude.
//!
//! Arguments are `OsString`s throughout: bytes that are not UTF-8 reach
//! clang untouched.
//!
//! Response files (`@file`) are expanded first, as clang would (GNU
//! quoting: whitespace separates, `'...'`, `"..."` and `\` quote; nested
//! `@file`s up to 16 levels; an `@name` that is no readable file stays as
//! written), so the design spellings inside them are translated too; clang
//! then receives the expanded arguments.
//!
//! Hostile setups end with a clear error: `SYCL_CLANG_CXX` naming
//! sycl-clang itself (directly, or through a script that runs it again) is
//! detected instead of looping forever (the environment marker
//! `SYCL_CLANG_RUNNING` is set for the compiler), and a closed output pipe
//! (`--sycl-help | true`) ends the process quietly as coreutils do.

mod dependencies;
mod device_images;
mod fsycl;

use std::ffi::{OsStr, OsString};
use sycl_aspects_analysis::clang_inputs::{input_kinds, InputKind};
use std::io::Write;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::collections::HashMap;
use sycl_device_config::input_file::{read_regular_file, FileLimit, MAX_TEXT_FILE_BYTES};

/// A design spelling and the plugin argument it becomes.
struct Mapping {
    flag: &'static str,
    plugin_arg: &'static str,
    /// What the value is, for error messages.
    value: &'static str,
}

const PLUGIN_ARG_PREFIX: &str = "-fplugin-arg-sycl_aspects-";

const MAPPINGS: &[Mapping] = &[
    Mapping { flag: "-fsycl-fixed-targets", plugin_arg: "fixed-targets", value: "<target>,..." },
    Mapping { flag: "-fsycl-targets", plugin_arg: "targets", value: "<target>,..." },
    Mapping { flag: "-fsycl-device-config-file", plugin_arg: "device-config-file", value: "<path>" },
];

const PRINT_COMMAND: &str = "--sycl-print-command";
const HELP: &str = "--sycl-help";
const SYCL_HEADERS: &str = "--sycl-headers";

/// The user's arguments after translation.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Translation {
    /// The arguments for clang, in the user's order (our own flags removed).
    pub args: Vec<OsString>,
    /// `--sycl-print-command`: print the command, do not run it.
    pub print_command: bool,
    /// `--sycl-help`: print the usage.
    pub help: bool,
    /// `--sycl-headers=<prefix>`: Intel's real headers (the last one given).
    pub sycl_headers: Option<PathBuf>,
    /// `--sycl-device-images`: build device images (device_images.rs).
    pub device_images: bool,
}

/// Translates the user's arguments (without the program name).
pub fn translate(args: &[OsString]) -> Result<Translation, String> {
    let mut out = Translation::default();
    let mut inputs_only = false;
    for arg in args {
        if inputs_only {
            out.args.push(arg.clone());
            continue;
        }
        let bytes = arg.as_bytes();
        if bytes == b"--" {
            inputs_only = true;
            out.args.push(arg.clone());
        } else if bytes == PRINT_COMMAND.as_bytes() {
            out.print_command = true;
        } else if bytes == HELP.as_bytes() {
            out.help = true;
        } else if bytes == device_images::FLAG.as_bytes() {
            out.device_images = true;
        } else if let Some(rest) = bytes.strip_prefix(SYCL_HEADERS.as_bytes()) {
            out.sycl_headers = Some(sycl_headers_value(rest)?);
        } else if let Some(translated) = translate_one(bytes)? {
            out.args.push(translated);
        } else {
            out.args.push(arg.clone());
        }
    }
    Ok(out)
}

/// The `<prefix>` of `--sycl-headers=<prefix>` (`rest` is what follows the
/// flag name).
fn sycl_headers_value(rest: &[u8]) -> Result<PathBuf, String> {
    match rest.strip_prefix(b"=") {
        Some(value) if !value.is_empty() => Ok(PathBuf::from(OsStr::from_bytes(value))),
        _ => Err(format!("'{SYCL_HEADERS}' needs a value in the same argument: '{SYCL_HEADERS}=<prefix>'")),
    }
}

/// `Some(plugin argument)` for a design spelling, `None` for anything else.
fn translate_one(arg: &[u8]) -> Result<Option<OsString>, String> {
    for m in MAPPINGS {
        let Some(rest) = arg.strip_prefix(m.flag.as_bytes()) else { continue };
        if rest.is_empty() {
            return Err(format!("'{0}' needs a value in the same argument: '{0}={1}'", m.flag, m.value));
        }
        let Some(value) = rest.strip_prefix(b"=") else {
            // Some other flag that merely starts with ours (`-fsycl-targets-x`).
            continue;
        };
        if value.is_empty() {
            return Err(format!("'{}=' needs a value: '{}={}'", m.flag, m.flag, m.value));
        }
        // `-fsycl-fixed-targets=,` is as empty as `-fsycl-fixed-targets=`.
        if m.value.ends_with(",...") && value.split(|&b| b == b',').any(|item| item.trim_ascii().is_empty()) {
            return Err(format!(
                "'{}' has an empty name in its list: '{}={}'",
                String::from_utf8_lossy(arg),
                m.flag,
                m.value
            ));
        }
        let mut translated = format!("{PLUGIN_ARG_PREFIX}{}=", m.plugin_arg).into_bytes();
        translated.extend_from_slice(value);
        return Ok(Some(OsString::from_vec(translated)));
    }
    Ok(None)
}

/// An environment variable, an empty value counting as unset.
fn env_path(variable: &str) -> Option<PathBuf> {
    std::env::var_os(variable).filter(|v| !v.is_empty()).map(PathBuf::from)
}

/// The directory holding this executable (`None` if the OS cannot say).
fn exe_dir() -> Option<PathBuf> {
    std::env::current_exe().ok().and_then(|exe| exe.parent().map(Path::to_path_buf))
}

const PLUGIN_FILE: &str = "libsycl_aspects.so";

/// Where the plugin may be, relative to the directory of this executable:
/// next to it (the build tree, `target/release/`), then `../lib` (an
/// installed prefix, `<prefix>/bin/sycl-clang` and `<prefix>/lib/`).
fn plugin_candidates(exe_dir: &Path) -> [PathBuf; 2] {
    [exe_dir.join(PLUGIN_FILE), exe_dir.join("..").join("lib").join(PLUGIN_FILE)]
}

/// `$SYCL_ASPECTS_PLUGIN`, else the first of `plugin_candidates` that exists
/// (the first one when none does, so the error names a real place).
fn plugin_path() -> Result<PathBuf, String> {
    if let Some(path) = env_path("SYCL_ASPECTS_PLUGIN") {
        return Ok(path);
    }
    let dir = exe_dir().ok_or_else(|| {
        "cannot find the plugin: cannot locate sycl-clang itself; set SYCL_ASPECTS_PLUGIN".to_owned()
    })?;
    let [beside, installed] = plugin_candidates(&dir);
    Ok(if !beside.is_file() && installed.is_file() { installed } else { beside })
}

/// `$SYCL_ASPECTS_HEADERS`, else `<exe>/../include` when it holds this
/// project's headers (an installed prefix), else the repository's `headers/`
/// (fixed at build time).
fn headers_path() -> PathBuf {
    env_path("SYCL_ASPECTS_HEADERS")
        .or_else(|| exe_dir().and_then(|dir| installed_headers(&dir)))
        .unwrap_or_else(default_headers)
}

/// `<exe_dir>/../include` if it holds our headers. The marker is
/// `intel-sycl/prelude.hpp`, which only this project ships: a prefix such as
/// `/usr` may also hold another implementation's `sycl/sycl.hpp`.
fn installed_headers(exe_dir: &Path) -> Option<PathBuf> {
    let include = exe_dir.join("..").join("include");
    include.join("intel-sycl").join("prelude.hpp").is_file().then_some(include)
}

fn default_headers() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    // tools/sycl-clang -> the workspace root.
    manifest.ancestors().nth(2).unwrap_or(manifest).join("headers")
}

/// The LLVM major this sycl-clang and the plugin beside it are built for.
pub const LLVM_MAJOR: &str = env!("SYCL_ASPECTS_LLVM_MAJOR");

/// The compiler run by default: `clang++-16` or `clang++-19`, matching the
/// plugin built with this sycl-clang (a plugin loaded into another major's
/// clang stops it with an error naming the right one).
pub const DEFAULT_CXX: &str = concat!("clang++-", env!("SYCL_ASPECTS_LLVM_MAJOR"));

/// `$SYCL_CLANG_CXX`, else [`DEFAULT_CXX`].
fn compiler() -> OsString {
    std::env::var_os("SYCL_CLANG_CXX").filter(|v| !v.is_empty()).unwrap_or_else(|| DEFAULT_CXX.into())
}

/// The full command line: compiler, plugin, header arguments, then the user's
/// arguments.
fn command_line_with(
    compiler: OsString,
    plugin: &Path,
    header_args: Vec<OsString>,
    user_args: Vec<OsString>,
) -> Vec<OsString> {
    let mut fplugin = OsString::from("-fplugin=");
    fplugin.push(plugin);
    let mut line = vec![compiler, fplugin];
    line.extend(header_args);
    line.extend(user_args);
    line
}

/// The device flags DPC++'s driver passes for a spir64 device compile that
/// stock clang 16 understands (docs/real-headers.md).
const REAL_HEADER_DEVICE_FLAGS: &[&str] = &[
    "--target=spir64-unknown-unknown",
    "-Xclang",
    "-fsycl-is-device",
    "-Xclang",
    "-aux-triple",
    "-Xclang",
    "x86_64-unknown-linux-gnu",
    "-D__SYCL_DEVICE_ONLY__",
    "-DSYCL_EXTERNAL=__attribute__((sycl_device))",
    "-fno-exceptions",
];

/// The arguments that replace `-I<headers>` for Intel's headers in
/// `<prefix>/include`: device flags, our overlay, Intel's include directory,
/// the host's C++ directories, our prelude. `ours` is the repository's
/// `headers/` (which holds `intel-sycl/`).
fn real_header_args(prefix: &Path, ours: &Path, host_dirs: &[PathBuf]) -> Vec<OsString> {
    let mut args: Vec<OsString> = REAL_HEADER_DEVICE_FLAGS.iter().map(OsString::from).collect();
    let ours = ours.join("intel-sycl");
    let mut dirs = vec![ours.join("overlay"), prefix.join("include")];
    dirs.extend(host_dirs.iter().cloned());
    for dir in dirs {
        args.push("-isystem".into());
        args.push(dir.into_os_string());
    }
    args.push("-include".into());
    args.push(ours.join("prelude.hpp").into_os_string());
    args
}

/// Whether every input on the command line is already preprocessed (`.i`,
/// `.ii`): distcc's servers and the compile step of `-save-temps`-style
/// builds get such a file, where clang would warn that our `-I`, `-isystem`,
/// `-include` and `-D` arguments are unused (an error under `-Werror`).
/// Inputs are classified as the plugin's IR-input check does
/// (`sycl_aspects_analysis::clang_inputs`: by `-x` language, else by
/// extension); the answer is no for a command with no preprocessed input or
/// with any source file.
fn only_preprocessed_inputs(args: &[OsString]) -> bool {
    let kinds = input_kinds(args.iter().map(|a| a.as_bytes()));
    kinds.contains(&InputKind::Preprocessed) && !kinds.contains(&InputKind::Source)
}

/// `header_args` without what only the preprocessor reads (include
/// directories, forced includes, macro definitions): what a compile of a
/// preprocessed file still needs is the target and the device flags.
fn without_preprocessor_args(header_args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::new();
    let mut args = header_args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_bytes() {
            b"-isystem" | b"-include" | b"-I" => {
                args.next();
            }
            bytes if bytes.starts_with(b"-I") || bytes.starts_with(b"-D") => {}
            _ => out.push(arg),
        }
    }
    out
}

/// Checks that `<prefix>/include/sycl/sycl.hpp` exists.
fn check_real_headers(prefix: &Path) -> Result<(), String> {
    let header = prefix.join("include").join("sycl").join("sycl.hpp");
    if header.is_file() {
        return Ok(());
    }
    Err(format!(
        "'{SYCL_HEADERS}={}': '{}' not found; the prefix must hold Intel's include/ directory \
         (scripts/fetch-sycl-headers.sh <version> puts it in target/intel-sycl/<version>)",
        prefix.display(),
        header.display()
    ))
}

/// The directories of the `#include <...>` search list in `clang -v` output.
fn parse_search_list(verbose_output: &str) -> Vec<PathBuf> {
    verbose_output
        .lines()
        .skip_while(|l| !l.starts_with("#include <...> search starts here:"))
        .skip(1)
        .take_while(|l| !l.starts_with("End of search list."))
        .map(|l| l.trim())
        .filter(|l| !l.is_empty())
        .map(|l| PathBuf::from(l.trim_end_matches(" (framework directory)")))
        .collect()
}

/// The host's C++ include directories, as `compiler` searches them for its
/// default (host) target.
fn host_include_dirs(compiler: &OsStr) -> Result<Vec<PathBuf>, String> {
    let output = Command::new(compiler)
        .args(["-x", "c++", "-E", "-v", "-o", "/dev/null", "/dev/null"])
        .output()
        .map_err(|e| format!("cannot run '{}' to find the host C++ include directories: {e}", compiler.to_string_lossy()))?;
    let dirs = parse_search_list(&String::from_utf8_lossy(&output.stderr));
    if !output.status.success() || dirs.is_empty() {
        return Err(format!(
            "'{}' did not report its C++ include directories ('-x c++ -E -v' {}); \
             '{SYCL_HEADERS}' needs them",
            compiler.to_string_lossy(),
            if output.status.success() { "listed none".to_owned() } else { format!("failed: {}", output.status) }
        ));
    }
    Ok(dirs)
}

/// Quotes one word for a POSIX shell (bytes, so non-UTF-8 survives).
fn shell_quote(word: &OsStr, first: bool) -> Vec<u8> {
    let bytes = word.as_bytes();
    let safe = |b: &u8| b.is_ascii_alphanumeric() || b"_-+=%@:,./".contains(b);
    // `NAME=value` as the first word would be an assignment.
    if !bytes.is_empty() && bytes.iter().all(safe) && !(first && bytes.contains(&b'=')) {
        return bytes.to_vec();
    }
    let mut quoted = vec![b'\''];
    for &b in bytes {
        if b == b'\'' {
            quoted.extend_from_slice(b"'\\''");
        } else {
            quoted.push(b);
        }
    }
    quoted.push(b'\'');
    quoted
}

fn shell_line(words: &[OsString]) -> Vec<u8> {
    let mut line = Vec::new();
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            line.push(b' ');
        }
        line.extend(shell_quote(word, i == 0));
    }
    line.push(b'\n');
    line
}

fn usage() -> String {
    let mut text = String::from(
        "usage: sycl-clang [clang++ arguments...]\n\n\
         Runs {CXX} with the sycl_aspects plugin (-fplugin=) and the SYCL headers (-I),\n\
         translating these design spellings into plugin arguments (single argument, with '='):\n",
    )
    .replace("{CXX}", DEFAULT_CXX);
    for m in MAPPINGS {
        let design = format!("{}={}", m.flag, m.value);
        text.push_str(&format!("  {design:<34} -> {PLUGIN_ARG_PREFIX}{}={}\n", m.plugin_arg, m.value));
    }
    text.push_str(
        "Every other argument is passed to clang unchanged, in order; nothing after '--' is translated.\n\n\
         Own options (not passed to clang):\n  \
         --sycl-headers=<prefix>  compile device code (spir64) against Intel's SYCL headers in\n                          \
         <prefix>/include instead of the repository's headers (docs/real-headers.md)\n  \
         --sycl-device-images -o <dir> <sources...>\n                          \
         build SPIR-V device images in one command: device compile of each source with the plugin,\n                          \
         llvm-link-LLVM, sycl-post-link, llvm-spirv per image; <dir> holds images.table\n                          \
         [Code|Properties|Symbols] and images_N.spv/.prop/.sym (docs/device-images.md). With it:\n    \
         -fsycl-device-code-split=per_kernel|per_source|auto|off   how images are split (default auto)\n    \
         -fsycl-allow-device-image-dependencies   SYCL_EXTERNAL functions are image entry points too\n    \
         -Xspirv-translator <arg>   pass <arg> to llvm-spirv (e.g. --spirv-preserve-auxdata)\n    \
         --sycl-llvm-spirv=<path>   the translator (else SYCL_ASPECTS_LLVM_SPIRV, the build tree's\n                               \
         target/llvm-spirv from scripts/fetch-llvm-spirv.sh, or PATH)\n    \
         --sycl-runtime=<prefix>|none   Intel's SYCL runtime images.o and kernels.hpp are written for\n                               \
         (else SYCL_ASPECTS_SYCL_RUNTIME, or the build tree's target/sycl-runtime cache)\n  \
         -fsycl [-c] <sources and objects...> [-o <output>]\n                          \
         build a SYCL program (lambda and functor kernels included) for Intel's SYCL runtime, as\n                          \
         icpx -fsycl does: device and host compile of each source, SPIR-V images, link with -lsycl;\n                          \
         -c writes objects holding their device code; takes the options of --sycl-device-images\n                          \
         and -fsycl-targets=spir64 (docs/driver.md)\n  \
         --sycl-print-command   print the clang command line (shell-quoted) and exit without running it\n  \
         --sycl-help            print this help\n\n\
         Environment:\n  \
         SYCL_CLANG_CXX         the compiler (default: CXX)\n  \
         SYCL_ASPECTS_PLUGIN    the plugin library (default: libsycl_aspects.so next to sycl-clang,\n                         \
         else in ../lib as installed)\n  \
         SYCL_ASPECTS_HEADERS   the SYCL headers directory (default: ../include as installed, else\n                         \
         the repository's headers/)\n  \
         SYCL_ASPECTS_LLVM_SPIRV   the SPIR-V translator for --sycl-device-images\n  \
         SYCL_ASPECTS_LLVM_LINK    llvm-link for --sycl-device-images (default: llvm-link-LLVM on PATH)\n  \
         SYCL_POST_LINK_TOOL       sycl-post-link for --sycl-device-images (default: next to sycl-clang)\n",
    );
    text.replace("(default: CXX)", &format!("(default: {DEFAULT_CXX})"))
        .replace("llvm-link-LLVM", &format!("llvm-link-{LLVM_MAJOR}"))
}

fn error(message: &str) -> ExitCode {
    eprintln!("sycl-clang: error: {message}");
    ExitCode::from(1)
}

/// Set in the compiler's environment: seeing it on start means
/// SYCL_CLANG_CXX leads back to sycl-clang.
pub(crate) const RUNNING_MARKER: &str = "SYCL_CLANG_RUNNING";

/// Deepest nesting of response files.
const MAX_RESPONSE_FILE_DEPTH: usize = 16;

/// Largest response file read.
const RESPONSE_FILE_LIMIT: FileLimit = FileLimit::new(MAX_TEXT_FILE_BYTES, "a response file");

/// Most arguments the expansion produces, counting each expanded `@file`
/// too: files that name the next one k times would otherwise expand to
/// k^depth arguments (10 files naming the next 10 times: 10^10).
const MAX_EXPANDED_ARGUMENTS: usize = 1_000_000;

/// Most bytes the expanded arguments hold (each counted with a separator),
/// for a long argument repeated through the same multiplication.
const MAX_EXPANDED_BYTES: usize = 64 * 1024 * 1024;

/// Most bytes read from response files in total (each file is read once).
const MAX_RESPONSE_BYTES_READ: u64 = 64 * 1024 * 1024;

/// Expands `@file` arguments (before `--` only) into the arguments the
/// files hold, recursively up to [`MAX_RESPONSE_FILE_DEPTH`] levels, within
/// the budgets above.
fn expand_response_files(args: &[OsString]) -> Result<Vec<OsString>, String> {
    let mut expansion = Expansion::default();
    expansion.expand(args, &mut false)?;
    Ok(expansion.out)
}

/// Identifies a file whatever path names it (device, inode).
type FileId = (u64, u64);

#[derive(Default)]
struct Expansion {
    out: Vec<OsString>,
    /// Arguments written and `@file`s expanded so far.
    arguments: usize,
    /// Bytes of the arguments written so far (plus one per argument).
    bytes: usize,
    /// Bytes read from response files so far.
    bytes_read: u64,
    /// Each response file's arguments, split once however often it is named.
    files: HashMap<FileId, std::rc::Rc<[OsString]>>,
    /// What each `@path` named, looked up once.
    ids: HashMap<PathBuf, Option<FileId>>,
    /// The response files being expanded, outermost first, as named.
    open: Vec<(FileId, PathBuf)>,
}

impl Expansion {
    /// `inputs_only` is set at `--`, after which nothing is expanded (also
    /// inside a response file, as clang does).
    fn expand(&mut self, args: &[OsString], inputs_only: &mut bool) -> Result<(), String> {
        for arg in args {
            let bytes = arg.as_bytes();
            *inputs_only |= bytes == b"--";
            let path = bytes.strip_prefix(b"@").filter(|p| !*inputs_only && !p.is_empty());
            // Like clang: an argument that names no regular file stays.
            let Some((path, id)) = path.map(|p| Path::new(OsStr::from_bytes(p))).and_then(|p| self.file_id(p).map(|id| (p, id)))
            else {
                self.count(1, bytes.len() + 1)?;
                self.out.push(arg.clone());
                continue;
            };
            self.count(1, 0)?;
            if let Some(at) = self.open.iter().position(|(open, _)| *open == id) {
                let chain: Vec<String> =
                    self.open[at..].iter().map(|(_, p)| p.display().to_string()).chain([path.display().to_string()]).collect();
                return Err(format!(
                    "response file '{}' includes itself ({}): it would expand forever",
                    path.display(),
                    chain.join(" -> ")
                ));
            }
            if self.open.len() >= MAX_RESPONSE_FILE_DEPTH {
                return Err(format!(
                    "response file '{}' is nested more than {MAX_RESPONSE_FILE_DEPTH} levels deep",
                    path.display()
                ));
            }
            let file_args = match self.files.get(&id) {
                Some(file_args) => std::rc::Rc::clone(file_args),
                None => {
                    let text = read_regular_file(path, RESPONSE_FILE_LIMIT)
                        .map_err(|e| format!("cannot read response file '{}': {e}", path.display()))?;
                    self.bytes_read += text.len() as u64;
                    if self.bytes_read > MAX_RESPONSE_BYTES_READ {
                        return Err(format!(
                            "response files hold more than {} MiB in total (at '{}')",
                            MAX_RESPONSE_BYTES_READ >> 20,
                            path.display()
                        ));
                    }
                    let file_args: std::rc::Rc<[OsString]> = split_response_file(&text).into();
                    self.files.insert(id, std::rc::Rc::clone(&file_args));
                    file_args
                }
            };
            self.open.push((id, path.to_path_buf()));
            self.expand(&file_args, inputs_only)?;
            self.open.pop();
        }
        Ok(())
    }

    /// [`response_file_id`], asked once per path: a file named a million
    /// times is not looked up a million times.
    fn file_id(&mut self, path: &Path) -> Option<FileId> {
        if let Some(&id) = self.ids.get(path) {
            return id;
        }
        let id = response_file_id(path);
        self.ids.insert(path.to_path_buf(), id);
        id
    }

    /// Charges `arguments` and `bytes` to the budgets.
    fn count(&mut self, arguments: usize, bytes: usize) -> Result<(), String> {
        self.arguments += arguments;
        self.bytes += bytes;
        if self.arguments > MAX_EXPANDED_ARGUMENTS || self.bytes > MAX_EXPANDED_BYTES {
            let at = self.open.last().map_or_else(String::new, |(_, p)| format!(" (while expanding '{}')", p.display()));
            return Err(format!(
                "response files expand to more than {} arguments or {} MiB{at}; do they name one another repeatedly?",
                sycl_device_config::group_thousands(MAX_EXPANDED_ARGUMENTS),
                MAX_EXPANDED_BYTES >> 20
            ));
        }
        Ok(())
    }
}

/// The identity of `path` if it is a regular file (after symbolic links),
/// `None` otherwise: clang passes such an `@name` on unchanged.
fn response_file_id(path: &Path) -> Option<FileId> {
    use std::os::unix::fs::MetadataExt as _;
    let metadata = std::fs::metadata(path).ok()?;
    metadata.is_file().then(|| (metadata.dev(), metadata.ino()))
}

/// GNU response-file quoting (clang's default on Linux): whitespace
/// separates arguments; `\` takes the next byte literally; `'...'` is
/// literal; inside `"..."`, `\` escapes the next byte.
fn split_response_file(text: &[u8]) -> Vec<OsString> {
    let mut args = Vec::new();
    let mut current: Option<Vec<u8>> = None;
    let mut bytes = text.iter().copied();
    while let Some(b) = bytes.next() {
        match b {
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c' => {
                if let Some(arg) = current.take() {
                    args.push(OsString::from_vec(arg));
                }
            }
            b'\\' => {
                let arg = current.get_or_insert_with(Vec::new);
                if let Some(next) = bytes.next() {
                    arg.push(next);
                }
            }
            b'\'' => {
                let arg = current.get_or_insert_with(Vec::new);
                for q in bytes.by_ref() {
                    if q == b'\'' {
                        break;
                    }
                    arg.push(q);
                }
            }
            b'"' => {
                let arg = current.get_or_insert_with(Vec::new);
                while let Some(q) = bytes.next() {
                    match q {
                        b'"' => break,
                        b'\\' => {
                            if let Some(next) = bytes.next() {
                                arg.push(next);
                            }
                        }
                        q => arg.push(q),
                    }
                }
            }
            b => current.get_or_insert_with(Vec::new).push(b),
        }
    }
    if let Some(arg) = current {
        args.push(OsString::from_vec(arg));
    }
    args
}

/// An error if the compiler to run is sycl-clang itself: the marker is set
/// (we were started by ourselves, perhaps through a script), or the
/// compiler resolves to this very executable.
fn check_not_ourselves(compiler: &OsStr) -> Result<(), String> {
    let message = format!(
        "SYCL_CLANG_CXX leads back to sycl-clang itself, which would run itself forever; \
         set SYCL_CLANG_CXX to a clang++ (e.g. {DEFAULT_CXX})"
    );
    if std::env::var_os(RUNNING_MARKER).is_some() || is_sycl_clang(compiler) {
        return Err(message);
    }
    Ok(())
}

/// Whether `program` (a path, or a name looked up in PATH as exec would)
/// is this sycl-clang executable.
pub fn is_sycl_clang(program: &OsStr) -> bool {
    let Ok(own) = std::env::current_exe().and_then(std::fs::canonicalize) else { return false };
    let program = Path::new(program);
    let candidates: Vec<PathBuf> = if program.components().count() > 1 {
        vec![program.to_path_buf()]
    } else {
        std::env::var_os("PATH").map(|p| std::env::split_paths(&p).map(|dir| dir.join(program)).collect()).unwrap_or_default()
    };
    // The first existing candidate is what exec would run.
    let resolved = candidates.into_iter().find(|c| c.is_file()).and_then(|c| std::fs::canonicalize(c).ok());
    resolved.as_deref() == Some(own.as_path())
}

/// The one message for a plugin library that does not exist, whatever the
/// mode (`docs/driver.md` shows it).
fn missing_plugin(plugin: &Path) -> String {
    format!(
        "plugin library '{}' not found; build it with 'cargo build --release -p sycl-aspects', \
         install it with scripts/install.sh (<prefix>/lib next to <prefix>/bin/sycl-clang) \
         or point SYCL_ASPECTS_PLUGIN at it",
        plugin.display()
    )
}

/// `--sycl-device-images`: the whole device build (device_images.rs).
fn build_device_images(args: &[OsString], compiler: OsString, plugin: &Path, header_args: Vec<OsString>) -> ExitCode {
    let request = match device_images::parse(args) {
        Ok(r) => r,
        Err(message) => return error(&message),
    };
    if !plugin.is_file() {
        return error(&missing_plugin(plugin));
    }
    let tools = match device_images::find_tools(&request, exe_dir().as_deref()) {
        Ok(t) => t,
        Err(message) => return error(&message),
    };
    let compile = |flags: Vec<OsString>| command_line_with(compiler.clone(), plugin, header_args.clone(), flags);
    match device_images::run(&request, &tools, &compile) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => error(&message),
    }
}

/// The plugin library and the compiler to run (never sycl-clang itself).
fn plugin_and_compiler() -> Result<(PathBuf, OsString), String> {
    let plugin = plugin_path()?;
    let compiler = compiler();
    check_not_ourselves(&compiler)?;
    Ok((plugin, compiler))
}

/// `-fsycl`: a whole SYCL program (fsycl.rs). `args` without `-fsycl`.
fn build_program(args: &[OsString], compiler: OsString, plugin: &Path) -> ExitCode {
    let request = match fsycl::parse(args) {
        Ok(r) => r,
        Err(message) => return error(&message),
    };
    if !plugin.is_file() {
        return error(&missing_plugin(plugin));
    }
    // The device-image options, read as --sycl-device-images reads them.
    let mut device_args = request.device_args.clone();
    device_args.extend(["-o".into(), "images".into(), "program.cpp".into()]);
    let mut device_request = match device_images::parse(&device_args) {
        Ok(r) => r,
        Err(message) => return error(&message),
    };
    let tools = match device_images::find_tools(&device_request, exe_dir().as_deref()) {
        Ok(t) => t,
        Err(message) => return error(&message),
    };
    let Some(runtime) = tools.sycl_runtime.clone() else {
        return error(&format!(
            "{} needs Intel's SYCL runtime (its headers and libsycl.so): run scripts/fetch-sycl-runtime.sh, or pass \
             --sycl-runtime=<prefix>",
            fsycl::FLAG
        ));
    };
    let translated = match translate(&request.compile_flags) {
        Ok(t) => t.args,
        Err(message) => return error(&message),
    };
    let header_args = match check_real_headers(&runtime).and_then(|()| host_include_dirs(&compiler)) {
        Ok(host_dirs) => real_header_args(&runtime, &headers_path(), &host_dirs),
        Err(message) => return error(&message),
    };
    let mut compile_flags = translated.clone();
    compile_flags.push("-D__SYCL_DISABLE_PARALLEL_FOR_RANGE_ROUNDING__".into());
    device_request.compile_flags = compile_flags;
    let request = fsycl::FsyclRequest { compile_flags: translated, ..request };
    let device = |flags: Vec<OsString>| command_line_with(compiler.clone(), plugin, header_args.clone(), flags);
    // The host compiler: CXX when set (a command, split at whitespace),
    // else the clang sycl-clang runs, with the plugin.
    let cxx = device_images::cxx_command();
    let host_kind = cxx.as_ref().map_or(fsycl::HostCompiler::Ours, |words| fsycl::HostCompiler::of(&words[0]));
    let host = |flags: Vec<OsString>| match &cxx {
        Some(words) => words.iter().cloned().chain(flags).collect(),
        None => command_line_with(compiler.clone(), plugin, Vec::new(), flags),
    };
    let compilers = fsycl::Compilers { device: &device, host: &host, host_kind };
    match fsycl::run(&request, &tools, device_request, &compilers) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => error(&message),
    }
}

fn main() -> ExitCode {
    sycl_device_config::cli::exit_quietly_on_closed_pipe();
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let args = match expand_response_files(&args) {
        Ok(args) => args,
        Err(message) => return error(&message),
    };
    let without_fsycl: Vec<OsString> = args.iter().filter(|a| a.as_bytes() != fsycl::FLAG.as_bytes()).cloned().collect();
    let with_fsycl = without_fsycl.len() < args.len();
    // A build, unless `-fsycl --version` and the like, which clang answers.
    if with_fsycl && !fsycl::asks_about_the_compiler(&without_fsycl) {
        if without_fsycl.iter().any(|a| a.as_bytes() == device_images::FLAG.as_bytes()) {
            return error(&format!("{} and {} are two ways to build; give one", fsycl::FLAG, device_images::FLAG));
        }
        return match plugin_and_compiler() {
            Ok((plugin, compiler)) => build_program(&without_fsycl, compiler, &plugin),
            Err(message) => error(&message),
        };
    }
    let args = if with_fsycl { without_fsycl } else { args };
    let translation = match translate(&args) {
        Ok(t) => t,
        Err(message) => return error(&message),
    };
    if translation.help {
        return match sycl_device_config::cli::write_stdout(usage()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => error(&message),
        };
    }
    let (plugin, compiler) = match plugin_and_compiler() {
        Ok(found) => found,
        Err(message) => return error(&message),
    };
    let preprocessed = only_preprocessed_inputs(&translation.args);
    let header_args = match &translation.sycl_headers {
        None if preprocessed => Vec::new(),
        None => {
            let mut include = OsString::from("-I");
            include.push(headers_path());
            vec![include]
        }
        Some(prefix) => {
            if preprocessed {
                without_preprocessor_args(real_header_args(prefix, &headers_path(), &[]))
            } else {
                match check_real_headers(prefix).and_then(|()| host_include_dirs(&compiler)) {
                    Ok(host_dirs) => real_header_args(prefix, &headers_path(), &host_dirs),
                    Err(message) => return error(&message),
                }
            }
        }
    };
    if translation.device_images {
        return build_device_images(&translation.args, compiler, &plugin, header_args);
    }
    let line = command_line_with(compiler, &plugin, header_args, translation.args);
    if translation.print_command {
        let mut stdout = std::io::stdout().lock();
        return match stdout.write_all(&shell_line(&line)).and_then(|()| stdout.flush()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => error(&format!("cannot write the command: {e}")),
        };
    }
    if !plugin.is_file() {
        return error(&missing_plugin(&plugin));
    }
    // exec replaces this process: clang's exit status and signals are the user's.
    let failure = Command::new(&line[0]).args(&line[1..]).env(RUNNING_MARKER, "1").exec();
    let hint = match (failure.kind(), env_path("SYCL_CLANG_CXX")) {
        (std::io::ErrorKind::NotFound, Some(_)) => " (the compiler named by SYCL_CLANG_CXX)",
        (std::io::ErrorKind::NotFound, None) => concat!(
            "; install clang-",
            env!("SYCL_ASPECTS_LLVM_MAJOR"),
            " or set SYCL_CLANG_CXX to the compiler"
        ),
        _ => "",
    };
    error(&format!("cannot run '{}': {failure}{hint}", line[0].to_string_lossy()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn empty_list_items_are_errors() {
        for arg in ["-fsycl-fixed-targets=,", "-fsycl-targets=a,,b", "-fsycl-fixed-targets=a, "] {
            let e = translate(&os(&[arg])).map(|_| ()).unwrap_err();
            assert!(e.contains("has an empty name in its list"), "{e}");
        }
    }

    #[test]
    fn response_files_split_with_gnu_quoting() {
        let args = split_response_file(b"-c  'a b'\n\"c\\\" d\" e\\ f -fsycl-targets=x");
        assert_eq!(args, os(&["-c", "a b", "c\" d", "e f", "-fsycl-targets=x"]));
        assert_eq!(split_response_file(b"''"), os(&[""]));
        assert!(split_response_file(b"  \n").is_empty());
    }

    fn translated(args: &[&str]) -> Vec<OsString> {
        translate(&os(args)).expect("translates").args
    }

    #[test]
    fn design_spellings_become_plugin_arguments_in_place() {
        assert_eq!(
            translated(&[
                "-std=c++17",
                "-fsycl-fixed-targets=intel_gpu_pvc,intel_gpu_tgllp",
                "-c",
                "-fsycl-targets=intel_gpu_pvc",
                "-fsycl-device-config-file=my devices.yaml",
                "k.cpp",
            ]),
            os(&[
                "-std=c++17",
                "-fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc,intel_gpu_tgllp",
                "-c",
                "-fplugin-arg-sycl_aspects-targets=intel_gpu_pvc",
                "-fplugin-arg-sycl_aspects-device-config-file=my devices.yaml",
                "k.cpp",
            ])
        );
    }

    #[test]
    fn other_arguments_pass_through_in_order() {
        let args = [
            "-O2",
            "-fsycl",
            "-fsycl-is-device",
            "-fsycl-targets-extra=x",
            "-Xclang",
            "-v",
            "-fplugin-arg-sycl_aspects-no-validate",
        ];
        assert_eq!(translated(&args), os(&args));
        assert_eq!(translated(&[]), Vec::<OsString>::new());
    }

    #[test]
    fn repeated_flags_each_translated() {
        assert_eq!(
            translated(&["-fsycl-fixed-targets=a", "-fsycl-fixed-targets=b"]),
            os(&["-fplugin-arg-sycl_aspects-fixed-targets=a", "-fplugin-arg-sycl_aspects-fixed-targets=b"])
        );
    }

    #[test]
    fn own_flags_are_consumed() {
        let t = translate(&os(&["--sycl-print-command", "-c", "k.cpp"])).unwrap();
        assert!(t.print_command && !t.help);
        assert_eq!(t.args, os(&["-c", "k.cpp"]));
        let t = translate(&os(&["-c", "--sycl-help"])).unwrap();
        assert!(t.help && !t.print_command);
        assert_eq!(t.args, os(&["-c"]));
        // clang's own help is clang's.
        assert_eq!(translated(&["--help", "-h"]), os(&["--help", "-h"]));
    }

    #[test]
    fn nothing_after_double_dash_is_translated() {
        let t =
            translate(&os(&["-c", "--", "-fsycl-fixed-targets=x", "--sycl-print-command", "-fsycl-targets"])).unwrap();
        assert!(!t.print_command);
        assert_eq!(t.args, os(&["-c", "--", "-fsycl-fixed-targets=x", "--sycl-print-command", "-fsycl-targets"]));
    }

    #[test]
    fn missing_equals_is_an_error() {
        for (flag, value) in [
            ("-fsycl-fixed-targets", "<target>,..."),
            ("-fsycl-targets", "<target>,..."),
            ("-fsycl-device-config-file", "<path>"),
        ] {
            let message = translate(&os(&["-c", flag, "x"])).unwrap_err();
            assert_eq!(message, format!("'{flag}' needs a value in the same argument: '{flag}={value}'"));
        }
    }

    #[test]
    fn empty_value_is_an_error() {
        let message = translate(&os(&["-fsycl-fixed-targets="])).unwrap_err();
        assert_eq!(message, "'-fsycl-fixed-targets=' needs a value: '-fsycl-fixed-targets=<target>,...'");
        assert!(translate(&os(&["-fsycl-device-config-file="])).unwrap_err().contains("<path>"));
    }

    #[test]
    fn non_utf8_arguments_pass_through_untouched() {
        let latin1 = OsString::from_vec(b"caf\xe9.cpp".to_vec());
        let define = OsString::from_vec(b"-DNAME=\xff\xfe".to_vec());
        let config = OsString::from_vec(b"-fsycl-device-config-file=d\xe9vices.yaml".to_vec());
        let t = translate(&[latin1.clone(), define.clone(), config]).unwrap();
        assert_eq!(
            t.args,
            vec![
                latin1,
                define,
                OsString::from_vec(b"-fplugin-arg-sycl_aspects-device-config-file=d\xe9vices.yaml".to_vec())
            ]
        );
    }

    #[test]
    fn preprocessed_inputs_are_recognised_by_extension() {
        assert!(only_preprocessed_inputs(&os(&["-c", "k.ii", "-o", "k.o"])));
        assert!(only_preprocessed_inputs(&os(&["-c", "a.i", "b.ii"])));
        assert!(!only_preprocessed_inputs(&os(&["-c", "k.cpp", "-o", "k.o"])));
        assert!(!only_preprocessed_inputs(&os(&["-E", "k.cpp", "-o", "k.ii"])));
        assert!(!only_preprocessed_inputs(&os(&["-c", "k.ii", "b.cpp"])));
        assert!(!only_preprocessed_inputs(&os(&["-x", "c++", "-c", "k.ii"])));
        assert!(only_preprocessed_inputs(&os(&["-x", "c++-cpp-output", "-c", "k.cpp"])));
        assert!(only_preprocessed_inputs(&os(&["-include", "x.h", "-c", "k.ii"])));
        assert!(!only_preprocessed_inputs(&os(&["k.o", "-o", "app"])));
    }

    #[test]
    fn preprocessed_compiles_keep_only_the_device_flags() {
        let args = real_header_args(Path::new("/opt/intel"), Path::new("/h"), &[PathBuf::from("/usr/include/c++/12")]);
        let kept = without_preprocessor_args(args);
        let expected: Vec<OsString> = REAL_HEADER_DEVICE_FLAGS
            .iter()
            .filter(|f| !f.starts_with("-D"))
            .map(OsString::from)
            .collect();
        assert_eq!(kept, expected);
    }

    #[test]
    fn command_line_puts_plugin_and_headers_first() {
        let line = command_line_with("clang++-16".into(), Path::new("/p/lib.so"), os(&["-I/h"]), os(&["-c", "k.cpp"]));
        assert_eq!(line, os(&["clang++-16", "-fplugin=/p/lib.so", "-I/h", "-c", "k.cpp"]));
    }

    #[test]
    fn shell_quoting() {
        let line =
            os(&["clang++-16", "-DX=1", "a b.cpp", "it's", "", "-fplugin-arg-sycl_aspects-targets=a,b", "*.cpp"]);
        assert_eq!(
            String::from_utf8(shell_line(&line)).unwrap(),
            "clang++-16 -DX=1 'a b.cpp' 'it'\\''s' '' -fplugin-arg-sycl_aspects-targets=a,b '*.cpp'\n"
        );
        // A first word with '=' would be an assignment.
        assert_eq!(shell_quote(OsStr::new("A=b"), true), b"'A=b'".to_vec());
        assert_eq!(shell_quote(OsStr::from_bytes(b"caf\xe9"), false), b"'caf\xe9'".to_vec());
    }

    #[test]
    fn sycl_headers_is_consumed_and_needs_a_value() {
        let t = translate(&os(&["--sycl-headers=/opt/intel", "-c", "k.cpp"])).unwrap();
        assert_eq!(t.sycl_headers, Some(PathBuf::from("/opt/intel")));
        assert_eq!(t.args, os(&["-c", "k.cpp"]));
        for bad in ["--sycl-headers", "--sycl-headers="] {
            assert_eq!(
                translate(&os(&[bad])).unwrap_err(),
                "'--sycl-headers' needs a value in the same argument: '--sycl-headers=<prefix>'"
            );
        }
        // After '--' it is an input like any other.
        let t = translate(&os(&["--", "--sycl-headers=x"])).unwrap();
        assert_eq!(t.sycl_headers, None);
    }

    #[test]
    fn real_header_arguments_in_order() {
        let args = real_header_args(Path::new("/p"), Path::new("/h"), &[PathBuf::from("/usr/include/c++/12")]);
        let text: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
        assert_eq!(&text[..REAL_HEADER_DEVICE_FLAGS.len()], REAL_HEADER_DEVICE_FLAGS);
        assert_eq!(
            &text[REAL_HEADER_DEVICE_FLAGS.len()..],
            [
                "-isystem",
                "/h/intel-sycl/overlay",
                "-isystem",
                "/p/include",
                "-isystem",
                "/usr/include/c++/12",
                "-include",
                "/h/intel-sycl/prelude.hpp"
            ]
        );
        assert!(check_real_headers(Path::new("/nonexistent")).unwrap_err().contains("fetch-sycl-headers.sh"));
    }

    #[test]
    fn search_list_from_verbose_output() {
        let out = "clang version 16\n#include \"...\" search starts here:\n#include <...> search starts here:\n \
                   /usr/include/c++/12\n /usr/include\nEnd of search list.\n# 1 \"x\"\n";
        assert_eq!(parse_search_list(out), vec![PathBuf::from("/usr/include/c++/12"), PathBuf::from("/usr/include")]);
        assert!(parse_search_list("no list").is_empty());
    }

    #[test]
    fn headers_default_is_the_repository_headers() {
        let header = default_headers().join("sycl/sycl.hpp");
        assert!(header.is_file(), "{}", header.display());
        assert!(!default_headers().to_string_lossy().contains(".."));
        assert!(usage().contains("-fsycl-fixed-targets=<target>,..."));
    }
}
