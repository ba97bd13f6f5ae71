//! `sycl-clang --sycl-device-images -o <dir> a.cpp b.cpp ...`: the device
//! build in one command, producing SPIR-V device images split by the
//! features their kernels need.
//!
//! Algorithm ([`run`]):
//! 1. Read our options out of the (already translated) arguments: `-o <dir>`,
//!    `-fsycl-device-code-split=<mode>` (DPC++'s driver spelling, default
//!    `auto`), `-Xspirv-translator <arg>` (repeatable), `--sycl-llvm-spirv=<path>`;
//!    the source files (by extension) are the translation units, everything
//!    else is a compile flag for each of them. `-c`, `-S`, `-E` and
//!    `-emit-llvm` are refused: the outputs are ours to choose.
//! 2. Find the tools first, so a missing one fails before any work:
//!    `llvm-spirv` (`--sycl-llvm-spirv=`, else `$SYCL_ASPECTS_LLVM_SPIRV`, else
//!    the build tree's cache `target/llvm-spirv/<version>/bin/llvm-spirv`
//!    that `scripts/fetch-llvm-spirv.sh` fills, found from sycl-clang's
//!    `target/release/` or `target/llvm19/release/` alike, or
//!    `<prefix>/llvm-spirv/...` for an installed `<prefix>/bin/`
//!    (`sycl_device_config::cli::fetched_cache_dir`), else `PATH`; none: an error
//!    naming the PyPI package `dpcpp-llvm-spirv` and the script), `llvm-link-N` (N: the LLVM major)
//!    (`$SYCL_ASPECTS_LLVM_LINK` or `PATH`) and `sycl-post-link` (next to
//!    sycl-clang, or `$SYCL_POST_LINK_TOOL`).
//! 3. Work in a fresh staging directory beside `<dir>` (`<dir>.partial-<pid>`,
//!    removed on every failure and on SIGINT/SIGTERM/SIGHUP):
//!    compile each translation unit for the device (the usual sycl-clang
//!    command plus `--target=spir64-unknown-unknown -fsycl-is-device
//!    -D__SYCL_DEVICE_ONLY__ -fno-exceptions -c -emit-llvm`) to bitcode,
//!    link the bitcode with `llvm-link-N` (N: the LLVM major), and run
//!    `sycl-post-link -split=<mode>
//!    -emit-only-kernels-as-entry-points -symbols -properties -o
//!    images.table` there (so the table's paths are relative to the
//!    directory). As DPC++'s driver for spir64, only kernels are entry
//!    points unless `-fsycl-allow-device-image-dependencies` is given.
//! 4. Take the launch wrappers of Intel's headers (kernels from lambdas and
//!    functors, which no image can hold) out of the `.sym` files, dropping
//!    images left empty, and warn about those kernels; no image left is an
//!    error. Translate each image's bitcode to `images_N.spv` with llvm-spirv, point
//!    the table's `Code` cells at the `.spv` files, and delete the bitcode
//!    and the intermediate files.
//! 5. Unless `--sycl-runtime=none`: write the registration object
//!    `images.o` for Intel's SYCL runtime (registration.rs), for the runtime
//!    at `--sycl-runtime=<prefix>`, else `$SYCL_ASPECTS_SYCL_RUNTIME`, else
//!    the build tree's cache `target/sycl-runtime/<version>` that
//!    `scripts/fetch-sycl-runtime.sh` fills (found as the translator's). A runtime named by the option
//!    or the variable must be usable; when none is named and the cache is
//!    absent, the directory is written without `images.o` and a note says so.
//!    With `images.o`, also `kernels.hpp` (kernel_header.rs): the host side
//!    of the free-function kernels, from the linked IR made textual by
//!    `llvm-link -S` and the images' `.sym` names; each kernel it leaves out
//!    is named in a note.
//! 6. Record every file name written in `.sycl-device-images` (the
//!    ownership record), then put the staging directory in place of `<dir>`:
//!    a previous output is renamed aside first and removed after the swap,
//!    file by file, so `<dir>` always holds one complete output. `<dir>` is
//!    "a previous output" only when it has the record (a regular file) and
//!    holds nothing but files and symbolic links the record lists; any other
//!    existing file or non-empty directory is left alone and is an error,
//!    checked before any work (step 2) and again just before the swap. Only
//!    record lines that are plain names of the directory's own entries
//!    (bytes, no `/`, not `.`, `..` or empty, no NUL) are ever acted on:
//!    any other line is ignored with a warning naming it, and of the
//!    entries named only regular files and links themselves are removed.
//!    The file table's cells, read back in steps 4-5 to overwrite and
//!    remove files, must be such names too (else an error). The new
//!    directory gets the permissions of the one it replaces; `-o` ending in
//!    `.` or `..`, or naming a directory its owner cannot write to, is an
//!    error before any work.
//!
//! The output contract (read by the runtime library): `<dir>/images.table`
//! is DPC++'s file table `[Code|Properties|Symbols]` with paths relative to
//! `<dir>`; `images_N.spv`, `images_N.prop`, `images_N.sym` beside it; the
//! names in a `.sym` file are the SPIR-V entry point names.

#[path = "kernel_header.rs"]
mod kernel_header;
#[path = "registration.rs"]
mod registration;

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use sycl_post_link_core::file_table::{FileTable, CODE, SYMBOLS};
use sycl_device_config::output_file::TemporaryDirectory;
use sycl_post_link_core::files::read_file_table_text;
use sycl_aspects_analysis::messages;

pub const FLAG: &str = "--sycl-device-images";
const LLVM_SPIRV_FLAG: &str = "--sycl-llvm-spirv";
const SPLIT_FLAG: &str = "-fsycl-device-code-split";
const TRANSLATOR_ARG_FLAG: &str = "-Xspirv-translator";
const DEPENDENCIES_FLAG: &str = "-fsycl-allow-device-image-dependencies";
const RUNTIME_FLAG: &str = "--sycl-runtime";
/// The runtime version `scripts/fetch-sycl-runtime.sh` installs.
const SYCL_RUNTIME_VERSION: &str = "2026.2.0";
/// llvm-link of the LLVM major this sycl-clang is built for.
const LLVM_LINK: &str = concat!("llvm-link-", env!("SYCL_ASPECTS_LLVM_MAJOR"));
/// The translator version `scripts/fetch-llvm-spirv.sh` installs.
const LLVM_SPIRV_VERSION: &str = "2024.2.0";
const TABLE: &str = "images.table";
/// The ownership record of step 6: one file name per line.
const RECORD: &str = ".sycl-device-images";

/// Source file extensions taken as translation units.
const SOURCE_EXTENSIONS: &[&str] = &["cpp", "cc", "cxx", "c++", "C", "cp", "CPP", "ii"];

/// Clang options whose value is the next argument (so that value is never
/// taken for a source file).
const OPTIONS_WITH_SEPARATE_VALUE: &[&str] = &[
    "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote", "-idirafter", "-isysroot", "-Xclang", "-x",
    "-MF", "-MT", "-MQ", "-target", "-Xpreprocessor", "-mllvm",
];

/// What the user asked for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Request {
    pub output: PathBuf,
    pub sources: Vec<OsString>,
    /// Flags for every device compile, in the user's order.
    pub compile_flags: Vec<OsString>,
    /// sycl-post-link's `-split` value.
    pub split: &'static str,
    pub translator_args: Vec<OsString>,
    pub llvm_spirv: Option<PathBuf>,
    /// `--sycl-runtime=<prefix>` (`Some(Some(..))`) or `=none` (`Some(None)`).
    pub sycl_runtime: Option<Option<PathBuf>>,
    /// `-fsycl-allow-device-image-dependencies` (DPC++'s driver flag):
    /// `SYCL_EXTERNAL` functions stay image entry points.
    pub allow_image_dependencies: bool,
    /// Device bitcode linked with the compiled sources (`-fsycl` objects).
    pub bitcode: Vec<PathBuf>,
    /// `-fsycl`: the directory where each source's integration header goes
    /// (`tu<n>.h`); the device compiles then outline the kernels of lambdas
    /// and functors, and a program without kernels is no error.
    pub integration_headers: Option<PathBuf>,
}

/// `CXX`, the host compiler command, split at whitespace as make splits
/// it (`ccache g++`, `g++ -m64`); `None` when unset, blank or sycl-clang.
pub fn cxx_command() -> Option<Vec<OsString>> {
    let cxx = std::env::var_os("CXX")?;
    let words: Vec<OsString> = cxx
        .as_bytes()
        .split(u8::is_ascii_whitespace)
        .filter(|w| !w.is_empty())
        .map(|w| OsStr::from_bytes(w).to_owned())
        .collect();
    // `CXX=sycl-clang` (`export CXX=sycl-clang; cmake ..`, also behind a
    // launcher such as ccache) is the usual way to pick this compiler: it
    // names no other host compiler, and running it would run us again.
    if words.iter().any(|w| crate::is_sycl_clang(w)) {
        return None;
    }
    (!words.is_empty()).then_some(words)
}

/// The plugin argument that makes a device compile outline kernels and
/// write their integration header to `path` (plugin arguments are UTF-8).
pub fn integration_header_arg(path: &Path) -> Result<OsString, String> {
    let path = path.to_str().ok_or_else(|| {
        format!("the temporary directory '{}' is not UTF-8, which plugin arguments must be; set TMPDIR", path.display())
    })?;
    Ok(format!("-fplugin-arg-sycl_aspects-int-header={path}").into())
}

/// Whether clang option `arg` takes its value as the next argument.
pub fn takes_separate_value(arg: &[u8]) -> bool {
    OPTIONS_WITH_SEPARATE_VALUE.iter().any(|o| o.as_bytes() == arg)
}

/// Step 1: reads the request from the translated arguments.
pub fn parse(args: &[OsString]) -> Result<Request, String> {
    let mut request = Request { split: "auto", ..Default::default() };
    let mut output = None;
    let mut i = 0;
    let mut inputs_only = false;
    while i < args.len() {
        let arg = &args[i];
        let bytes = arg.as_bytes();
        let next = |i: usize, flag: &str| -> Result<OsString, String> {
            args.get(i + 1).cloned().ok_or_else(|| format!("'{flag}' needs a value (the next argument)"))
        };
        if inputs_only || !bytes.starts_with(b"-") || bytes == b"-" {
            if bytes == b"--" {
                inputs_only = true;
            } else if is_source(arg) {
                request.sources.push(arg.clone());
            } else {
                return Err(format!(
                    "'{}' is not a C++ source file; {FLAG} compiles sources ({}) and takes no other inputs",
                    arg.to_string_lossy(),
                    SOURCE_EXTENSIONS.iter().map(|e| format!(".{e}")).collect::<Vec<_>>().join(" ")
                ));
            }
        } else if bytes == b"-o" {
            output = Some(PathBuf::from(next(i, "-o")?));
            i += 1;
        } else if let Some(rest) = bytes.strip_prefix(b"-o") {
            output = Some(PathBuf::from(OsStr::from_bytes(rest)));
        } else if let Some(value) = bytes.strip_prefix(SPLIT_FLAG.as_bytes()) {
            request.split = split_mode(value)?;
        } else if bytes == DEPENDENCIES_FLAG.as_bytes() {
            request.allow_image_dependencies = true;
        } else if bytes == TRANSLATOR_ARG_FLAG.as_bytes() {
            request.translator_args.push(next(i, TRANSLATOR_ARG_FLAG)?);
            i += 1;
        } else if let Some(value) = bytes.strip_prefix(LLVM_SPIRV_FLAG.as_bytes()) {
            match value.strip_prefix(b"=") {
                Some(path) if !path.is_empty() => request.llvm_spirv = Some(PathBuf::from(OsStr::from_bytes(path))),
                _ => return Err(format!("'{LLVM_SPIRV_FLAG}' needs a value in the same argument: '{LLVM_SPIRV_FLAG}=<path>'")),
            }
        } else if let Some(value) = bytes.strip_prefix(RUNTIME_FLAG.as_bytes()) {
            match value.strip_prefix(b"=") {
                Some(b"none") => request.sycl_runtime = Some(None),
                Some(path) if !path.is_empty() => request.sycl_runtime = Some(Some(PathBuf::from(OsStr::from_bytes(path)))),
                _ => return Err(format!("'{RUNTIME_FLAG}' needs a value in the same argument: '{RUNTIME_FLAG}=<prefix>' or '{RUNTIME_FLAG}=none'")),
            }
        } else if matches!(bytes, b"-c" | b"-S" | b"-E" | b"-emit-llvm" | b"-fsyntax-only" | b"-###" | b"-M" | b"-MM" | b"-MD" | b"-MMD") {
            return Err(format!(
                "'{}' cannot be combined with {FLAG}: it compiles, links and translates to SPIR-V by itself",
                arg.to_string_lossy()
            ));
        } else {
            request.compile_flags.push(arg.clone());
            if OPTIONS_WITH_SEPARATE_VALUE.contains(&&*arg.to_string_lossy()) {
                request.compile_flags.push(next(i, &arg.to_string_lossy())?);
                i += 1;
            }
        }
        i += 1;
    }
    request.output = output.ok_or_else(|| format!("{FLAG} needs '-o <directory>' for the device images"))?;
    if request.output.as_os_str().is_empty() {
        return Err("'-o' needs a directory name".to_owned());
    }
    if request.sources.is_empty() {
        return Err(format!("{FLAG}: no source files given"));
    }
    Ok(request)
}

pub fn is_source(arg: &OsStr) -> bool {
    Path::new(arg).extension().is_some_and(|e| SOURCE_EXTENSIONS.iter().any(|s| OsStr::new(s) == e))
}

/// DPC++'s `-fsycl-device-code-split=` values as sycl-post-link's `-split`.
fn split_mode(value: &[u8]) -> Result<&'static str, String> {
    match value {
        b"=auto" => Ok("auto"),
        b"=per_kernel" => Ok("kernel"),
        b"=per_source" => Ok("source"),
        b"=off" => Ok("none"),
        _ => Err(format!(
            "'{SPLIT_FLAG}{}': the value must be one of per_kernel, per_source, auto, off",
            String::from_utf8_lossy(value)
        )),
    }
}

/// The tools the build runs.
pub struct Tools {
    pub llvm_spirv: PathBuf,
    pub llvm_link: PathBuf,
    pub post_link: PathBuf,
    /// The SYCL runtime `images.o` is written for (step 5); `None`: no
    /// `images.o`.
    pub sycl_runtime: Option<PathBuf>,
}

/// `name` in a directory of `PATH`, if there is such a file.
fn in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(name)).find(|candidate| candidate.is_file())
}

fn env_path(variable: &str) -> Option<PathBuf> {
    std::env::var_os(variable).filter(|v| !v.is_empty()).map(PathBuf::from)
}

/// Step 2: finds the tools (`exe_dir`: where sycl-clang is).
pub fn find_tools(request: &Request, exe_dir: Option<&Path>) -> Result<Tools, String> {
    let cached = exe_dir
        .and_then(sycl_device_config::cli::fetched_cache_dir)
        .map(|dir| dir.join("llvm-spirv").join(LLVM_SPIRV_VERSION).join("bin").join("llvm-spirv"));
    let llvm_spirv = request
        .llvm_spirv
        .clone()
        .or_else(|| env_path("SYCL_ASPECTS_LLVM_SPIRV"))
        .or_else(|| cached.clone().filter(|c| c.is_file()))
        .or_else(|| in_path("llvm-spirv"));
    let llvm_spirv = match llvm_spirv {
        Some(path) if path.is_file() => path,
        found => {
            let named = match (found, cached) {
                (Some(p), _) => format!(" ('{}' does not exist)", p.display()),
                (None, Some(c)) => format!(" (not in scripts/fetch-llvm-spirv.sh's cache '{}', nor on PATH)", c.display()),
                (None, None) => String::new(),
            };
            return Err(format!(
                "cannot find the SPIR-V translator llvm-spirv{named}; it comes from the PyPI package \
                 dpcpp-llvm-spirv (Debian 12 has none for LLVM 16 or 19): run scripts/fetch-llvm-spirv.sh, then \
                 pass {LLVM_SPIRV_FLAG}=<path>, set SYCL_ASPECTS_LLVM_SPIRV, or put it on PATH"
            ));
        }
    };
    let llvm_link = env_path("SYCL_ASPECTS_LLVM_LINK")
        .or_else(|| in_path(LLVM_LINK))
        .ok_or(concat!(
            "cannot find llvm-link-",
            env!("SYCL_ASPECTS_LLVM_MAJOR"),
            " (package llvm-",
            env!("SYCL_ASPECTS_LLVM_MAJOR"),
            "); or set SYCL_ASPECTS_LLVM_LINK"
        ))?;
    let post_link = env_path("SYCL_POST_LINK_TOOL")
        .or_else(|| exe_dir.map(|dir| dir.join("sycl-post-link")).filter(|p| p.is_file()))
        .ok_or("cannot find sycl-post-link next to sycl-clang; build it (cargo build --release) or set SYCL_POST_LINK_TOOL")?;
    let sycl_runtime = match &request.sycl_runtime {
        Some(choice) => choice.clone(),
        None => match env_path("SYCL_ASPECTS_SYCL_RUNTIME") {
            Some(prefix) => Some(prefix),
            None => {
                let cached = exe_dir
                    .and_then(sycl_device_config::cli::fetched_cache_dir)
                    .map(|dir| dir.join("sycl-runtime").join(SYCL_RUNTIME_VERSION));
                match cached {
                    Some(c) if c.join("include").join("sycl").join("sycl.hpp").is_file() => Some(c),
                    looked => {
                        let looked = looked.map(|c| format!(" '{}'", c.display())).unwrap_or_default();
                        eprintln!(
                            "sycl-clang: note: no {} is written: no SYCL runtime was named and scripts/fetch-sycl-runtime.sh's \
                             cache{looked} is absent; pass {RUNTIME_FLAG}=<prefix> (or {RUNTIME_FLAG}=none to silence this)",
                            registration::OBJECT
                        );
                        None
                    }
                }
            }
        },
    };
    // A named runtime is checked now, before any work.
    if let Some(prefix) = &sycl_runtime {
        registration::inspect(prefix)?;
    }
    Ok(Tools { llvm_spirv, llvm_link, post_link, sycl_runtime })
}

/// The device flags added to every translation unit's compile (after the
/// user's flags; `--sycl-headers` adds its own, which are the same).
pub const DEVICE_FLAGS: &[&str] =
    &["--target=spir64-unknown-unknown", "-Xclang", "-fsycl-is-device", "-D__SYCL_DEVICE_ONLY__", "-fno-exceptions"];

/// How the device compile writes its IR for llvm-link: bitcode (`-c`), but
/// text (`-S`) with clang 19, whose bitcode of a translation unit with a
/// `sycl::buffer` or a reduction its own reader rejects ("Invalid record",
/// also without the plugin; docs/real-headers.md), while the text of the
/// same module (with the plugin's repair of clang 19's address-space
/// bitcasts) reads back. llvm-link takes either, by content.
pub const DEVICE_IR_OUTPUT: &str = if LLVM_19 { "-S" } else { "-c" };

/// Whether this sycl-clang is built for LLVM 19 (else 16).
const LLVM_19: bool = matches!(env!("SYCL_ASPECTS_LLVM_MAJOR").as_bytes(), b"19");

/// The compile flags for the device compile: with LLVM 19, without the
/// debug-information flags (`-g`, `-g2`, `-ggdb`, `-gline-tables-only`,
/// ...; `-gno-*` and `-gsplit-dwarf`-like switches are kept), with a note
/// saying so, because the SPIR-V translator (PyPI dpcpp-llvm-spirv
/// 2024.2.0) cannot read the debug information of clang 19's device code:
/// it fails on every image with only "Invalid record". The host part of
/// `-fsycl` keeps them.
pub fn device_debug_flags(flags: &[OsString]) -> Vec<OsString> {
    if !LLVM_19 {
        return flags.to_vec();
    }
    let is_debug = |f: &OsString| {
        let b = f.as_bytes();
        b.starts_with(b"-g") && !b.starts_with(b"-gno-") && !b.starts_with(b"-gsplit") && !b.starts_with(b"-gcolumn")
    };
    if flags.iter().any(is_debug) {
        eprintln!(
            "sycl-clang: note: the device code is compiled without debug information: the SPIR-V translator \
             ({LLVM_SPIRV_VERSION}) cannot read clang 19's (every image fails with 'Invalid record'); the LLVM 16 \
             build keeps it"
        );
    }
    flags.iter().filter(|f| !is_debug(f)).cloned().collect()
}

/// Runs `command`, an error naming `what` if it cannot start or fails.
pub fn run_step(command: &mut Command, what: &str) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|e| format!("cannot run {what} ('{}'): {e}", command.get_program().to_string_lossy()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed ({status})"))
    }
}

/// Steps 3-5. `compile_command(flags)` is the sycl-clang command line for one
/// device compile with `flags` after the usual plugin and header arguments.
pub fn run(request: &Request, tools: &Tools, compile_command: &dyn Fn(Vec<OsString>) -> Vec<OsString>) -> Result<(), String> {
    let out = &request.output;
    check_output_name(out)?;
    let previous = previous_output(out)?;
    // The directory the images replace keeps its permissions (`mkdir -m 700`
    // stays private); None when `-o` does not exist yet.
    let kept_mode = std::fs::symlink_metadata(out).ok().filter(|m| m.is_dir()).map(|m| m.permissions().mode() & 0o7777);
    if let Some(previous) = &previous {
        for warning in previous.ignored_warnings(out) {
            eprintln!("sycl-clang: warning: {warning}");
        }
    }
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut staging_name = out.file_name().ok_or_else(|| format!("'-o {}' is not a directory name", out.display()))?.to_os_string();
    staging_name.push(format!(".partial-{}", std::process::id()));
    sycl_device_config::output_file::remove_temporaries_on_signal();
    let staging = TemporaryDirectory::create(&parent.join(staging_name))?;
    let work = staging.path().join("work");
    std::fs::create_dir(&work).map_err(|e| format!("cannot create '{}': {e}", work.display()))?;

    // Step 3: per translation unit, then link and post-link.
    let compile_flags = device_debug_flags(&request.compile_flags);
    let mut bitcode = Vec::new();
    for (n, source) in request.sources.iter().enumerate() {
        let bc = work.join(format!("tu{n}.bc"));
        let mut flags: Vec<OsString> = compile_flags.clone();
        flags.extend(DEVICE_FLAGS.iter().map(OsString::from));
        if let Some(dir) = &request.integration_headers {
            flags.push(integration_header_arg(&dir.join(format!("tu{n}.h")))?);
        }
        flags.extend([DEVICE_IR_OUTPUT.into(), "-emit-llvm".into(), source.clone(), "-o".into(), bc.clone().into_os_string()]);
        let line = compile_command(flags);
        let mut compile = Command::new(&line[0]);
        compile.args(&line[1..]).env(crate::RUNNING_MARKER, "1");
        run_step(&mut compile, &format!("the device compile of '{}'", source.to_string_lossy()))?;
        bitcode.push(bc);
    }
    bitcode.extend(request.bitcode.iter().cloned());
    let linked = work.join("linked.bc");
    run_step(Command::new(&tools.llvm_link).args(&bitcode).arg("-o").arg(&linked), LLVM_LINK)?;
    let mut post_link = Command::new(&tools.post_link);
    post_link.current_dir(staging.path()).arg(format!("-split={}", request.split));
    // DPC++'s driver for spir64: only kernels are entry points (and named in
    // the .sym files); SYCL_EXTERNAL functions are kept where called.
    if !request.allow_image_dependencies {
        post_link.arg("-emit-only-kernels-as-entry-points");
    }
    run_step(
        post_link
            .args(["-symbols", "-properties", "-o", TABLE])
            // Relative to the staging directory post-link runs in: the
            // absolute path may hold bytes that are not UTF-8 (the working
            // directory's, -o's), which sycl-post-link's arguments refuse.
            .arg(Path::new("work").join("linked.bc")),
        "sycl-post-link",
    )?;

    // Step 4: SPIR-V per image.
    let table_path = staging.path().join(TABLE);
    let text = read_file_table_text(&table_path).map_err(|e| format!("cannot read {e}"))?;
    let mut table = FileTable::parse(&text)
        .map_err(|(line, what)| format!("sycl-post-link wrote an unreadable table ({TABLE}:{line}: {what})"))?;
    let symbols = drop_launch_wrappers(staging.path(), &mut table)?;
    if let Some(warning) = launched_kernels_warning(&symbols.launched) {
        eprintln!("sycl-clang: warning: {warning}");
    }
    if table.rows.is_empty() && request.integration_headers.is_some() {
        // A program without kernels (-fsycl): nothing to register.
        return Ok(());
    }
    if table.rows.is_empty() {
        return Err(format!(
            "no kernel to build into a device image: the sources define no free-function kernel{}",
            if request.allow_image_dependencies {
                ""
            } else {
                " (SYCL_EXTERNAL functions are image entry points only with -fsycl-allow-device-image-dependencies)"
            }
        ));
    }
    let code = table.column(CODE).ok_or_else(|| format!("sycl-post-link wrote no Code column in {TABLE}"))?;
    for row in &mut table.rows {
        let Some(cell) = row.get_mut(code) else { continue };
        let image = staging.path().join(table_cell_name(cell)?);
        let spv = Path::new(&*cell).with_extension("spv");
        run_step(
            Command::new(&tools.llvm_spirv).args(&request.translator_args).arg(&image).arg("-o").arg(staging.path().join(&spv)),
            &format!("llvm-spirv on '{cell}'"),
        )?;
        std::fs::remove_file(&image).map_err(|e| format!("cannot remove '{}': {e}", image.display()))?;
        *cell = spv.to_string_lossy().into_owned();
    }
    let text = table.to_text()?;
    std::fs::write(&table_path, text).map_err(|e| format!("cannot write '{}': {e}", table_path.display()))?;
    if let Some(prefix) = &tools.sycl_runtime {
        registration::write_object(staging.path(), &work, &table, prefix)?;
        write_kernel_header(staging.path(), &work, &linked, &symbols.entries, tools)?;
    }
    std::fs::remove_dir_all(&work).map_err(|e| format!("cannot remove '{}': {e}", work.display()))?;

    // Step 6.
    let mut names: Vec<Vec<u8>> = std::fs::read_dir(staging.path())
        .and_then(|d| d.map(|e| e.map(|e| e.file_name().into_vec())).collect())
        .map_err(|e| format!("cannot list '{}': {e}", staging.path().display()))?;
    names.sort();
    let record = staging.path().join(RECORD);
    std::fs::write(&record, names.iter().flat_map(|n| n.iter().copied().chain([b'\n'])).collect::<Vec<u8>>())
        .map_err(|e| format!("cannot write '{}': {e}", record.display()))?;
    // The directory may have changed while we worked.
    if previous_output(out)? != previous {
        return Err(format!("'-o {}' changed while the images were built; it is left alone", out.display()));
    }
    let aside = match &previous {
        Some(_) => {
            let mut name = staging.path().as_os_str().to_owned();
            name.push(".old");
            let aside = PathBuf::from(name);
            std::fs::rename(out, &aside).map_err(|e| format!("cannot move the previous '{}' aside: {e}", out.display()))?;
            Some(aside)
        }
        None => None,
    };
    if let Some(mode) = kept_mode {
        std::fs::set_permissions(staging.path(), std::fs::Permissions::from_mode(mode))
            .map_err(|e| format!("cannot give '{}' the permissions of '{}': {e}", staging.path().display(), out.display()))?;
    }
    if let Err(e) = std::fs::rename(staging.path(), out) {
        if let Some(aside) = &aside {
            let _ = std::fs::rename(aside, out);
        }
        return Err(format!("cannot move the images into '{}': {e}", out.display()));
    }
    staging.keep();
    if let (Some(aside), Some(previous)) = (aside, previous) {
        remove_previous_output(&aside, &previous);
    }
    Ok(())
}

/// Removes the previous output, renamed to `aside`: only the entries its
/// record names (plain names, [`is_plain_name`]) that are regular files or
/// symbolic links (the link itself, never what it points to), then the
/// record and the directory, which is then empty. Anything else stays, and
/// a warning names the directory that could not be removed.
fn remove_previous_output(aside: &Path, previous: &PreviousOutput) {
    // `aside` is what the rename moved: a directory, unless `-o` was
    // swapped for something else since it was checked.
    match std::fs::symlink_metadata(aside) {
        Ok(m) if m.is_dir() => {}
        _ => {
            eprintln!(
                "sycl-clang: warning: the previous output, moved to '{}', is no longer a directory; it is left alone",
                aside.display()
            );
            return;
        }
    }
    for name in previous.recorded.iter().filter(|n| n.as_slice() != RECORD.as_bytes()).map(|n| n.as_slice()).chain([RECORD.as_bytes()]) {
        debug_assert!(is_plain_name(name));
        let path = aside.join(OsStr::from_bytes(name));
        // symlink_metadata and remove_file (unlink) never follow a link.
        if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file() || m.is_symlink()) {
            let _ = std::fs::remove_file(&path);
        }
    }
    if let Err(e) = std::fs::remove_dir(aside) {
        eprintln!("sycl-clang: warning: the previous output, moved to '{}', could not be removed: {e}", aside.display());
    }
}

/// Whether `name` (a line of the ownership record, a cell of the file
/// table) names an entry of the directory itself: not empty, not `.` or
/// `..`, and without `/` or NUL. Names read from files are acted on
/// (removed, overwritten) only when they are such names; bytes, as Unix
/// file names are, not UTF-8.
fn is_plain_name(name: &[u8]) -> bool {
    !name.is_empty() && name != b"." && name != b".." && !name.contains(&b'/') && !name.contains(&0)
}

/// `name` for a message: its UTF-8 escaped as every tool escapes names
/// (control characters, bidirectional overrides), each byte that is not
/// UTF-8 as `\xNN`, cut after [`sycl_device_config::NAME_SHOWN`] characters.
fn shown_name(name: &[u8]) -> String {
    let mut text = String::new();
    for chunk in name.utf8_chunks() {
        text.push_str(&sycl_device_config::escape_for_message(chunk.valid()));
        for byte in chunk.invalid() {
            text.push_str(&format!("\\x{byte:02x}"));
        }
    }
    sycl_device_config::shown(&text).into_owned()
}

/// A cell of the file table sycl-post-link wrote, as the name of a file
/// in the staging directory: the files it names are read, overwritten and
/// removed there, so a cell that is no plain name (`../x`, `/x`, a
/// subdirectory's file; [`is_plain_name`]) is an error, never acted on.
fn table_cell_name(cell: &str) -> Result<&Path, String> {
    if is_plain_name(cell.as_bytes()) {
        Ok(Path::new(cell))
    } else {
        Err(format!(
            "sycl-post-link wrote '{}' in {TABLE}, which is not the name of a file in its directory; nothing it names is touched",
            shown_name(cell.as_bytes())
        ))
    }
}

/// The images' symbols once the launch wrappers are taken out.
struct ImageSymbols {
    /// Every image's entry points, in table order.
    entries: Vec<String>,
    /// The kernels the dropped launch wrappers stand for (`kernel 'x'`).
    launched: Vec<String>,
}

/// Takes the launch wrappers of Intel's headers out of the images'
/// symbols: sycl-post-link counts them as kernels (the aspect analysis
/// needs them), but they are `spir_func`s no SPIR-V module has as an entry
/// point, and the `.sym` names must be entry points. An image left with no
/// symbol is dropped with its files (its SPIR-V would hold no kernel).
fn drop_launch_wrappers(dir: &Path, table: &mut FileTable) -> Result<ImageSymbols, String> {
    let symbols = table.column(SYMBOLS).ok_or_else(|| format!("sycl-post-link wrote no Symbols column in {TABLE}"))?;
    let mut found = ImageSymbols { entries: Vec::new(), launched: Vec::new() };
    let mut kept_rows = Vec::with_capacity(table.rows.len());
    for row in std::mem::take(&mut table.rows) {
        let sym = dir.join(table_cell_name(&row[symbols])?);
        let text = std::fs::read_to_string(&sym).map_err(|e| format!("cannot read '{}': {e}", sym.display()))?;
        let mut kept = Vec::new();
        for name in text.lines().filter(|l| !l.is_empty()) {
            match messages::launch_wrapper_kernel(name) {
                Some(kernel) => found.launched.push(kernel),
                None => kept.push(name),
            }
        }
        if kept.is_empty() && !text.trim().is_empty() {
            for cell in &row {
                let file = dir.join(table_cell_name(cell)?);
                std::fs::remove_file(&file).map_err(|e| format!("cannot remove '{}': {e}", file.display()))?;
            }
            continue;
        }
        if kept.len() != text.lines().filter(|l| !l.is_empty()).count() {
            std::fs::write(&sym, kept.iter().map(|l| format!("{l}\n")).collect::<String>())
                .map_err(|e| format!("cannot write '{}': {e}", sym.display()))?;
        }
        found.entries.extend(kept.into_iter().map(str::to_owned));
        kept_rows.push(row);
    }
    table.rows = kept_rows;
    Ok(found)
}

/// How many kernels a warning names before it says "and N more".
const KERNELS_NAMED: usize = 3;

/// The warning for kernels launched through Intel's headers (a lambda or
/// functor passed to `parallel_for`/`single_task`), as `drop_launch_wrappers`
/// found them: stock clang cannot make their launch wrappers device kernels
/// (DPC++'s front end outlines them), so no image holds them and a host
/// program launching them would fail at run time.
fn launched_kernels_warning(launched: &[String]) -> Option<String> {
    let mut kernels: Vec<&str> = Vec::with_capacity(launched.len());
    for kernel in launched {
        if !kernels.contains(&kernel.as_str()) {
            kernels.push(kernel);
        }
    }
    let (first, rest) = kernels.split_at(kernels.len().min(KERNELS_NAMED));
    let named = first.join(", ");
    let more = if rest.is_empty() { String::new() } else { format!(" and {} more", rest.len()) };
    (!first.is_empty()).then(|| {
        format!(
            "{named}{more} launched through the SYCL headers (a lambda or functor) cannot be built into a device \
             image by stock clang and {} in no image; write {} (docs/device-images.md)",
            if kernels.len() == 1 { "is" } else { "are" },
            if kernels.len() == 1 { "it as a free-function kernel" } else { "them as free-function kernels" }
        )
    })
}

/// Step 5's `kernels.hpp` (kernel_header.rs): the free-function kernels of
/// the linked IR (made textual by llvm-link) that are image `entries`.
fn write_kernel_header(dir: &Path, work: &Path, linked: &Path, entries: &[String], tools: &Tools) -> Result<(), String> {
    let text_ir = work.join("linked.ll");
    run_step(Command::new(&tools.llvm_link).arg("-S").arg(linked).arg("-o").arg(&text_ir), LLVM_LINK)?;
    let ir = std::fs::read(&text_ir).map_err(|e| format!("cannot read '{}': {e}", text_ir.display()))?;
    let ir = String::from_utf8_lossy(&ir);
    let kernels = kernel_header::kernels_of(&ir, entries)?;
    let (header, left_out) = kernel_header::generate(&kernels);
    for note in left_out {
        eprintln!("sycl-clang: note: {note}");
    }
    let path = dir.join(kernel_header::HEADER);
    std::fs::write(&path, header).map_err(|e| format!("cannot write '{}': {e}", path.display()))
}

/// A previous output of ours in `-o <dir>`, as [`previous_output`] found it.
#[derive(Debug, PartialEq, Eq)]
struct PreviousOutput {
    /// The record's lines that are plain names ([`is_plain_name`]), in its
    /// order: the only entries a later run may remove.
    recorded: Vec<Vec<u8>>,
    /// The other lines (`../x`, `/x`, `a/b`, `.`, empty, with NUL) with
    /// their line numbers: never acted on.
    ignored: Vec<(usize, Vec<u8>)>,
}

/// How many ignored record lines are named one by one.
const IGNORED_NAMED: usize = 10;

impl PreviousOutput {
    /// One warning per ignored record line (at most [`IGNORED_NAMED`], then
    /// how many more).
    fn ignored_warnings(&self, out: &Path) -> Vec<String> {
        let record = out.join(RECORD);
        let mut warnings: Vec<String> = self
            .ignored
            .iter()
            .take(IGNORED_NAMED)
            .map(|(line, name)| {
                format!(
                    "'{}' line {line}: '{}' is not the name of a file in '{}'; the line is ignored and nothing it names is removed",
                    record.display(),
                    shown_name(name),
                    out.display()
                )
            })
            .collect();
        if self.ignored.len() > IGNORED_NAMED {
            warnings.push(format!(
                "'{}': {} more lines that are not file names in '{}' are ignored",
                record.display(),
                self.ignored.len() - IGNORED_NAMED,
                out.display()
            ));
        }
        warnings
    }
}

/// What `-o <dir>` holds now: `None` when it does not exist or is an empty
/// directory (a rename replaces those), what a previous run recorded when it
/// is one of ours; anything else is an error, and is left alone. Ours: the
/// record is a regular file, and every other entry is a regular file or a
/// symbolic link the record names (names compared as bytes). The record's
/// lines that are no plain name are kept apart, never to be acted on.
/// `-o` must name the directory itself: a last component `.` or `..` (or
/// an empty name) names a directory that cannot be replaced by a rename,
/// which would fail only after the whole build.
fn check_output_name(out: &Path) -> Result<(), String> {
    let bytes = out.as_os_str().as_bytes();
    let trimmed = &bytes[..bytes.iter().rposition(|&b| b != b'/').map_or(0, |i| i + 1)];
    let last = trimmed.rsplit(|&b| b == b'/').next().unwrap_or_default();
    if last.is_empty() || last == b"." || last == b".." {
        return Err(format!("'-o {}' does not end in the directory's own name; name it (for example '-o app.images')", out.display()));
    }
    Ok(())
}

fn previous_output(out: &Path) -> Result<Option<PreviousOutput>, String> {
    let not_ours = |why: String| {
        Err(format!("'-o {}' {why}; it is left alone: choose another name or remove it", out.display()))
    };
    let meta = match std::fs::symlink_metadata(out) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("'-o {}': {e}", out.display())),
        Ok(m) => m,
    };
    if !meta.is_dir() {
        return not_ours(format!("exists and is {}, not a directory", kind_name(&meta.file_type())));
    }
    // A directory its owner may not write to (mode 555) is one they keep
    // from being changed: not replaced, and its files could not be removed.
    if meta.permissions().mode() & 0o200 == 0 {
        return not_ours(format!("is a directory its owner cannot write to (mode {:o})", meta.permissions().mode() & 0o7777));
    }
    // Each entry's own type: DirEntry::file_type does not follow links.
    let present: Vec<(Vec<u8>, std::fs::FileType)> = std::fs::read_dir(out)
        .and_then(|d| d.map(|e| e.and_then(|e| Ok((e.file_name().into_vec(), e.file_type()?)))).collect())
        .map_err(|e| format!("'-o {}': {e}", out.display()))?;
    if present.is_empty() {
        return Ok(None);
    }
    let not_a_record = |why: &str| {
        not_ours(format!("exists and is not a device-image directory written by sycl-clang ({why})"))
    };
    let record_path = out.join(RECORD);
    match std::fs::symlink_metadata(&record_path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return not_a_record(&format!("no {RECORD} in it")),
        Err(e) => return not_a_record(&format!("its {RECORD} cannot be read: {e}")),
        Ok(m) if !m.is_file() => {
            return not_a_record(&format!("its {RECORD} is {}, not a regular file", kind_name(&m.file_type())));
        }
        Ok(_) => {}
    }
    let limit = sycl_device_config::input_file::FileLimit::new(1 << 20, "a device-image ownership record");
    let text = match sycl_device_config::input_file::read_regular_file(&record_path, limit) {
        Ok(text) => text,
        Err(e) => return not_a_record(&format!("its {RECORD} cannot be read: {e}")),
    };
    let mut recorded = Vec::new();
    let mut ignored = Vec::new();
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if text.ends_with(b"\n") || text.is_empty() {
        lines.pop();
    }
    for (n, line) in lines.into_iter().enumerate() {
        if is_plain_name(line) {
            recorded.push(line.to_vec());
        } else {
            ignored.push((n + 1, line.to_vec()));
        }
    }
    let names: std::collections::HashSet<&[u8]> = recorded.iter().map(Vec::as_slice).collect();
    for (name, kind) in &present {
        if name.as_slice() == RECORD.as_bytes() {
            continue;
        }
        if !names.contains(name.as_slice()) {
            return not_ours(format!("holds '{}', which sycl-clang did not write there", shown_name(name)));
        }
        // sycl-clang writes only files; a directory (or a FIFO, ...) under
        // a recorded name is not its own, whatever the record says.
        if !kind.is_file() && !kind.is_symlink() {
            return not_ours(format!(
                "holds '{}', {}, which sycl-clang never writes",
                shown_name(name),
                kind_name(kind)
            ));
        }
    }
    Ok(Some(PreviousOutput { recorded, ignored }))
}

/// "a file", "a symbolic link", "a directory", "a FIFO", ...
fn kind_name(kind: &std::fs::FileType) -> &'static str {
    if kind.is_file() {
        "a file"
    } else {
        sycl_device_config::input_file::file_kind_name(kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn sources_flags_and_own_options() {
        let r = parse(&os(&[
            "-O2", "-I", "inc", "a.cpp", "-o", "app.images", "-DX=1", "b.cc", "-fsycl-device-code-split=per_kernel",
            "-Xspirv-translator", "--spirv-preserve-auxdata", "--sycl-llvm-spirv=/t/llvm-spirv",
        ]))
        .unwrap();
        assert_eq!(r.sources, os(&["a.cpp", "b.cc"]));
        assert_eq!(r.compile_flags, os(&["-O2", "-I", "inc", "-DX=1"]));
        assert_eq!(r.output, PathBuf::from("app.images"));
        assert_eq!(r.split, "kernel");
        assert_eq!(r.translator_args, os(&["--spirv-preserve-auxdata"]));
        assert_eq!(r.llvm_spirv, Some(PathBuf::from("/t/llvm-spirv")));
        assert_eq!(parse(&os(&["-oout", "a.cpp"])).unwrap().output, PathBuf::from("out"));
        assert_eq!(parse(&os(&["-o", "d", "a.cpp"])).unwrap().split, "auto");
    }

    #[test]
    fn a_separate_option_value_is_no_source() {
        let r = parse(&os(&["-include", "pre.cpp", "-o", "d", "a.cpp"])).unwrap();
        assert_eq!(r.sources, os(&["a.cpp"]));
        assert_eq!(r.compile_flags, os(&["-include", "pre.cpp"]));
    }

    #[test]
    fn mistakes_are_errors() {
        assert!(parse(&os(&["a.cpp"])).unwrap_err().contains("needs '-o <directory>'"));
        assert!(parse(&os(&["-o", "d"])).unwrap_err().contains("no source files"));
        assert!(parse(&os(&["-o"])).unwrap_err().contains("'-o' needs a value"));
        assert!(parse(&os(&["-o", "d", "-c", "a.cpp"])).unwrap_err().contains("'-c' cannot be combined"));
        assert!(parse(&os(&["-o", "d", "a.cpp", "x.bc"])).unwrap_err().contains("'x.bc' is not a C++ source file"));
        assert!(parse(&os(&["-o", "d", "a.cpp", "-fsycl-device-code-split=x"])).unwrap_err().contains("per_kernel"));
        assert!(parse(&os(&["-o", "d", "a.cpp", "--sycl-llvm-spirv"])).unwrap_err().contains("<path>"));
        assert!(parse(&os(&["-o", "d", "a.cpp", "-Xspirv-translator"])).unwrap_err().contains("needs a value"));
        assert!(parse(&os(&["-o", "d", "a.cpp", "--sycl-runtime"])).unwrap_err().contains("=none"));
        assert!(parse(&os(&["-o", "d", "a.cpp", "--sycl-runtime="])).unwrap_err().contains("=<prefix>"));
    }

    #[test]
    fn runtime_choice() {
        assert_eq!(parse(&os(&["-o", "d", "a.cpp"])).unwrap().sycl_runtime, None);
        assert_eq!(parse(&os(&["-o", "d", "a.cpp", "--sycl-runtime=none"])).unwrap().sycl_runtime, Some(None));
        assert_eq!(parse(&os(&["-o", "d", "a.cpp", "--sycl-runtime=/r"])).unwrap().sycl_runtime, Some(Some(PathBuf::from("/r"))));
    }

    #[test]
    fn only_plain_names_are_acted_on() {
        for good in [&b"images.table"[..], b"images_0.spv", b".sycl-device-images", b"a b", b"\xff\xfe", b"..x", b"..."] {
            assert!(is_plain_name(good), "{good:?}");
        }
        for bad in [&b""[..], b".", b"..", b"../victim.txt", b"/etc/passwd", b"sub/x", b"x/", b"a\0b"] {
            assert!(!is_plain_name(bad), "{bad:?}");
        }
        assert_eq!(shown_name(b"a\xffb\n"), "a\\xffb\\n");
        assert!(table_cell_name("../x.bc").unwrap_err().contains("'../x.bc'"));
        assert_eq!(table_cell_name("images_0.bc").unwrap(), Path::new("images_0.bc"));
    }

    #[test]
    fn the_record_is_read_as_bytes_and_only_plain_names_count() {
        let dir = std::env::temp_dir().join(format!("sycl-clang-record-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(RECORD), b"images.table\n../victim.txt\n/abs\n\nodd\xff name\n").unwrap();
        std::fs::write(dir.join("images.table"), "").unwrap();
        std::fs::write(dir.join(OsStr::from_bytes(b"odd\xff name")), "").unwrap();
        let found = previous_output(&dir).unwrap().unwrap();
        assert_eq!(found.recorded, [b"images.table".to_vec(), b"odd\xff name".to_vec()]);
        assert_eq!(found.ignored, [(2, b"../victim.txt".to_vec()), (3, b"/abs".to_vec()), (4, Vec::new())]);
        let warnings = found.ignored_warnings(&dir);
        assert_eq!(warnings.len(), 3);
        assert!(warnings[0].contains("line 2: '../victim.txt' is not the name of a file in"), "{}", warnings[0]);
        // A recorded name that is a directory: not ours.
        std::fs::create_dir(dir.join("sub")).unwrap();
        std::fs::write(dir.join(RECORD), b"images.table\nodd\xff name\nsub\n").unwrap();
        assert!(previous_output(&dir).unwrap_err().contains("holds 'sub', a directory, which sycl-clang never writes"));
        std::fs::remove_dir(dir.join("sub")).unwrap();
        // A record that is a link is no record of ours.
        std::fs::rename(dir.join(RECORD), dir.join("real")).unwrap();
        std::os::unix::fs::symlink("real", dir.join(RECORD)).unwrap();
        assert!(previous_output(&dir).unwrap_err().contains("is a symbolic link, not a regular file"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn kernels_launched_through_the_headers_are_named_with_a_bound() {
        let kernels = |names: &[&str]| names.iter().map(|n| format!("kernel '{n}'")).collect::<Vec<_>>();
        assert_eq!(launched_kernels_warning(&[]), None);
        let one = launched_kernels_warning(&kernels(&["only"])).unwrap();
        assert!(one.starts_with("kernel 'only' launched through the SYCL headers"), "{one}");
        assert!(one.contains("is in no image; write it as a free-function kernel ("), "{one}");
        // A kernel named twice (two wrappers, two images) counts once.
        let five = launched_kernels_warning(&kernels(&["a", "b", "a", "c", "d", "e"])).unwrap();
        assert!(five.starts_with("kernel 'a', kernel 'b', kernel 'c' and 2 more launched"), "{five}");
        assert!(five.contains("are in no image; write them as free-function kernels ("), "{five}");
    }
}
