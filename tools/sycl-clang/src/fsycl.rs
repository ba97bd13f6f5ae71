//! `sycl-clang -fsycl`: a SYCL program from its sources, as DPC++'s
//! `icpx -fsycl` builds one, with stock clang and Intel's SYCL runtime.
//!
//! Algorithm ([`run`]):
//! 1. Read the request ([`parse`]): source files (by extension) and other
//!    inputs (objects, archives, libraries: linked), `-c`, `-o`,
//!    `-fsycl-targets=` (SPIR-V, `spir64`, only), `-fsycl-device-code-split=`,
//!    `--sycl-runtime=`, `-fsycl-allow-device-image-dependencies`; link-only
//!    flags (`-L`, `-l`, `-Wl,`, ...) go to the link; make's dependency
//!    flags (`-MD`, `-M`, ...) to the host compile (dependencies.rs);
//!    flags whose compile writes a file named for its object are refused
//!    with a reason; everything else goes to both compiles of every source.
//! 2. Find the tools and the runtime (its headers and `libsycl.so`) before
//!    any work: device_images.rs's `find_tools`; no runtime is an error.
//! 3. Device half of each source: the plugin's device compile with
//!    `int-header=` (the plugin outlines the kernels of lambdas and functors
//!    and writes the integration header, docs/design-choices.md), linked
//!    with the device code of the object inputs and of the members of the
//!    static archives the link reads, split and translated into
//!    SPIR-V images with the registration object `images.o`
//!    (device_images.rs), in a temporary directory.
//! 4. Host half of each source: the same clang with `-fsycl-is-host`,
//!    `__SYCL_UNNAMED_LAMBDA__` (Intel's headers then find every kernel's
//!    `KernelInfoData` by `__builtin_sycl_unique_stable_name`) and the
//!    source's integration header forced in; its dependency file, if asked
//!    for, without that header.
//! 5. `-c`: the object is the host object with the device bitcode in its
//!    section `.sycl_aspects.device` (`llvm-objcopy`), so a later
//!    `sycl-clang -fsycl a.o b.o -o app` finds it; else the host objects,
//!    the other inputs and `images.o` are linked with `-lsycl` (an rpath to
//!    the runtime's `lib/`). Every output is written through
//!    `output_file::OutputSet` (a symlink through, a device in place, a
//!    regular file renamed into place once complete), so `-o` holds the old
//!    file or the new one; `-c -o -` is standard output.

use crate::dependencies::{self, Dependencies};
use crate::device_images::{self, run_step, Request, Tools, DEVICE_FLAGS};
use std::ffi::{OsStr, OsString};
use std::io::Write;
use sycl_device_config::output_file::OutputSet;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::Command;

pub const FLAG: &str = "-fsycl";
/// The section of a `-c` object that holds its device bitcode.
pub const DEVICE_SECTION: &str = ".sycl_aspects.device";
const OBJCOPY: &str = concat!("llvm-objcopy-", env!("SYCL_ASPECTS_LLVM_MAJOR"));

/// Flags that only the link takes.
fn is_link_flag(arg: &[u8]) -> bool {
    [&b"-L"[..], b"-l", b"-Wl,", b"-fuse-ld=", b"-static", b"-shared", b"-rdynamic", b"-pie", b"-no-pie", b"-rpath"]
        .iter()
        .any(|p| arg.starts_with(p))
}

/// Flags that both compiles and the link take.
fn is_common_flag(arg: &[u8]) -> bool {
    arg == b"-pthread" || arg.starts_with(b"-fsanitize") || arg == b"-g" || arg.starts_with(b"-O")
}

/// Why a flag whose compile writes a file beside its object, or one named
/// for it, is refused: the host object is a temporary in sycl-clang's own
/// directory, and the device compile of the same source runs with the
/// same flags, so the file would be lost, wrong or written twice.
fn side_output_refused(arg: &[u8]) -> Option<&'static str> {
    if arg.starts_with(b"-gsplit-dwarf") {
        Some("the host object would send the debugger to a .dwo file in sycl-clang's temporary directory, removed on exit")
    } else if arg.starts_with(b"-save-temps") {
        Some("the device and the host compile of a source would write the same intermediate files")
    } else if matches!(arg, b"--coverage" | b"-ftest-coverage" | b"-fprofile-arcs") {
        Some("the .gcno and .gcda files would be named for an object in sycl-clang's temporary directory")
    } else if arg == b"-ftime-trace" || arg.starts_with(b"-ftime-trace=") {
        Some("the device and the host compile would each write a report, named for temporary objects")
    } else if arg.starts_with(b"-MJ") {
        Some("the compilation database entries would describe sycl-clang's internal compiles, not the command given")
    } else {
        None
    }
}

/// What the user asked for (step 1).
#[derive(Debug, Default)]
pub struct FsyclRequest {
    pub output: Option<PathBuf>,
    pub compile_only: bool,
    pub sources: Vec<OsString>,
    /// Objects, archives and other link inputs.
    pub link_inputs: Vec<OsString>,
    pub compile_flags: Vec<OsString>,
    pub link_flags: Vec<OsString>,
    /// What device_images.rs takes as it is (split mode, runtime, ...).
    pub device_args: Vec<OsString>,
    /// `-MD`, `-M` and their companions: the host compile's only.
    pub dependencies: Dependencies,
}

/// Whether `args` (without `-fsycl`) only ask the compiler about itself:
/// `--version`, `-v`, `--help` (`--sycl-help`), `-dumpversion`, `-print-...`
/// and no input.
/// Then `-fsycl` has nothing to build and clang answers, as `icpx -fsycl
/// --version` answers (build systems ask so with the project's flags).
pub fn asks_about_the_compiler(args: &[OsString]) -> bool {
    let mut informational = false;
    let mut i = 0;
    while i < args.len() {
        let bytes = args[i].as_bytes();
        if !bytes.starts_with(b"-") || bytes == b"-" {
            return false;
        }
        informational |= matches!(bytes, b"--version" | b"-v" | b"--help" | b"-help" | b"--sycl-help" | b"-dumpversion" | b"-dumpmachine")
            || bytes.starts_with(b"-print-")
            || bytes.starts_with(b"--print-");
        if device_images::takes_separate_value(bytes) || bytes == b"-o" {
            i += 1;
        }
        i += 1;
    }
    informational
}

/// Step 1.
pub fn parse(args: &[OsString]) -> Result<FsyclRequest, String> {
    let mut r = FsyclRequest::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let bytes = arg.as_bytes();
        let next = |flag: &str| -> Result<OsString, String> {
            args.get(i + 1).cloned().ok_or_else(|| format!("'{flag}' needs a value (the next argument)"))
        };
        if !bytes.starts_with(b"-") || bytes == b"-" {
            if device_images::is_source(arg) {
                r.sources.push(arg.clone());
            } else {
                r.link_inputs.push(arg.clone());
            }
        } else if bytes == b"-o" {
            r.output = Some(PathBuf::from(next("-o")?));
            i += 1;
        } else if let Some(rest) = bytes.strip_prefix(b"-o") {
            r.output = Some(PathBuf::from(OsStr::from_bytes(rest)));
        } else if bytes == b"-c" {
            r.compile_only = true;
        } else if matches!(bytes, b"-M" | b"-MM" | b"-MD" | b"-MMD") {
            r.dependencies.mode = Some(arg.clone());
        } else if matches!(bytes, b"-MP" | b"-MG" | b"-MV") {
            r.dependencies.flags.push(arg.clone());
        } else if let Some((flag, value)) = dependencies::option_with_value(bytes) {
            let value = if value.is_empty() {
                let value = next(flag)?;
                i += 1;
                value
            } else {
                OsStr::from_bytes(value).to_owned()
            };
            if flag == "-MF" {
                r.dependencies.file = Some(PathBuf::from(value));
            } else {
                r.dependencies.flags.extend([flag.into(), value]);
            }
        } else if let Some(reason) = side_output_refused(bytes) {
            return Err(format!("'{}' is not supported with {FLAG} yet: {reason}", arg.to_string_lossy()));
        } else if bytes == b"-###" {
            return Err(format!(
                "'-###' is not supported with {FLAG}: its steps depend on each other's outputs (which kernels, which \
                 images); '-v' shows each clang command as it runs"
            ));
        } else if matches!(bytes, b"-S" | b"-E" | b"-emit-llvm" | b"-fsyntax-only") {
            return Err(format!(
                "'{}' is not supported with {FLAG}, which builds objects and programs; for the device IR use \
                 'sycl-clang --sycl-headers=<prefix> -S -emit-llvm' (docs/real-headers.md)",
                arg.to_string_lossy()
            ));
        } else if let Some(value) = bytes.strip_prefix(b"-fsycl-targets=") {
            for target in value.split(|&b| b == b',') {
                if !matches!(target, b"spir64" | b"spir64-unknown-unknown") {
                    return Err(format!(
                        "{FLAG} builds SPIR-V images only (-fsycl-targets=spir64); '{}' needs an ahead-of-time \
                         compiler, which sycl-clang does not run",
                        String::from_utf8_lossy(target)
                    ));
                }
            }
        } else if bytes.starts_with(b"-fsycl-device-code-split")
            || bytes.starts_with(b"--sycl-runtime")
            || bytes.starts_with(b"--sycl-llvm-spirv")
            || bytes == b"-fsycl-allow-device-image-dependencies"
        {
            r.device_args.push(arg.clone());
        } else if bytes == b"-Xspirv-translator" {
            r.device_args.push(arg.clone());
            r.device_args.push(next("-Xspirv-translator")?);
            i += 1;
        } else if is_link_flag(bytes) {
            r.link_flags.push(arg.clone());
            // Their value as the next argument (`-L dir`): the link's too,
            // not an input.
            if matches!(bytes, b"-rpath" | b"-L" | b"-l") {
                r.link_flags.push(next(&arg.to_string_lossy())?);
                i += 1;
            }
        } else {
            if is_common_flag(bytes) {
                r.link_flags.push(arg.clone());
            }
            r.compile_flags.push(arg.clone());
            if device_images::takes_separate_value(bytes) {
                r.compile_flags.push(next(&arg.to_string_lossy())?);
                i += 1;
            }
        }
        i += 1;
    }
    if r.sources.is_empty() && r.link_inputs.is_empty() {
        return Err(format!("{FLAG}: no input files"));
    }
    if r.dependencies.mode.is_none() && (r.dependencies.file.is_some() || !r.dependencies.flags.is_empty()) {
        // Without -MD or -M, clang ignores them (and says so): so do we.
        let mut ignored: Vec<String> = r.dependencies.flags.iter().map(|f| f.to_string_lossy().into_owned()).collect();
        if r.dependencies.file.is_some() {
            ignored.push("-MF".to_owned());
        }
        eprintln!("sycl-clang: warning: {} without -MD, -MMD, -M or -MM: no dependency file is written", ignored.join(" "));
        r.dependencies = Dependencies::default();
    }
    if r.dependencies.only() {
        if r.sources.is_empty() {
            return Err(format!("{FLAG}: no source files to list the dependencies of"));
        }
        return Ok(r);
    }
    if r.compile_only {
        if !r.link_inputs.is_empty() {
            return Err(format!(
                "{FLAG} -c compiles sources; '{}' is not a C++ source file",
                r.link_inputs[0].to_string_lossy()
            ));
        }
        if r.output.is_some() && r.sources.len() > 1 {
            return Err("'-o' with '-c' and several sources: each source needs its own object".to_owned());
        }
    }
    Ok(r)
}


/// Which compiler compiles the host half.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostCompiler {
    /// The clang sycl-clang runs, with the plugin (its attributes are
    /// known; it warns about nothing the device compile does not).
    Ours,
    /// Another clang (`CXX=clang++-18`): SYCL host mode, no plugin.
    OtherClang,
    /// Any other compiler (`CXX=g++`): no `__builtin_sycl_unique_stable_name`,
    /// so kernels are found by their kernel-name types (the integration
    /// header's `KernelInfo`), which must be declared at namespace scope.
    Other,
}

impl HostCompiler {
    /// What `CXX`'s program is.
    pub fn of(program: &OsStr) -> Self {
        let name = Path::new(program).file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if name.contains("clang") {
            HostCompiler::OtherClang
        } else {
            HostCompiler::Other
        }
    }
}

/// How to run the compiler for one half: `line(flags)` is the command.
pub struct Compilers<'a> {
    /// The device compile (plugin, Intel's headers, device flags).
    pub device: &'a dyn Fn(Vec<OsString>) -> Vec<OsString>,
    /// The host compile (and the link).
    pub host: &'a dyn Fn(Vec<OsString>) -> Vec<OsString>,
    pub host_kind: HostCompiler,
}

/// Host flags (step 4) for a source whose integration header is `header`
/// (none when only its dependencies are listed).
fn host_flags(kind: HostCompiler, runtime: &Path, header: Option<&Path>) -> Vec<OsString> {
    let mode: &[&str] = match kind {
        HostCompiler::Ours => &["-fplugin-arg-sycl_aspects-no-validate", "-Xclang", "-fsycl-is-host", "-D__SYCL_UNNAMED_LAMBDA__"],
        HostCompiler::OtherClang => &["-Xclang", "-fsycl-is-host", "-D__SYCL_UNNAMED_LAMBDA__", "-Wno-unknown-attributes"],
        // The SYCL attributes mean nothing to it.
        HostCompiler::Other => &["-Wno-attributes"],
    };
    let mut flags: Vec<OsString> = mode.iter().map(OsString::from).collect();
    let common: &[&str] = &[
        "-D__SYCL_DISABLE_PARALLEL_FOR_RANGE_ROUNDING__",
        "-DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING",
        "-isystem",
    ];
    flags.extend(common.iter().map(OsString::from));
    if kind != HostCompiler::Other {
        // clang's warning that `[[clang::sycl_kernel]]` means nothing on
        // the host: Intel's headers write it for DPC++'s compiler.
        flags.insert(flags.len() - 1, "-Wno-ignored-attributes".into());
    }
    flags.push(runtime.join("include").into_os_string());
    if let Some(header) = header {
        flags.push("-include".into());
        flags.push(header.as_os_str().to_owned());
    }
    flags
}

/// The integration header of source `n` (device_images.rs writes it).
fn header_of(dir: &Path, n: usize) -> PathBuf {
    dir.join(format!("tu{n}.h"))
}

/// Steps 2-5.
pub fn run(request: &FsyclRequest, tools: &Tools, device_request: Request, compilers: &Compilers) -> Result<(), String> {
    let runtime = tools.sycl_runtime.clone().ok_or_else(|| {
        format!(
            "{FLAG} needs Intel's SYCL runtime (its headers and libsycl.so): run scripts/fetch-sycl-runtime.sh, or pass \
             --sycl-runtime=<prefix>"
        )
    })?;
    if request.dependencies.only() {
        return list_dependencies(request, &runtime, compilers);
    }
    sycl_device_config::output_file::remove_temporaries_on_signal();
    let work = sycl_device_config::output_file::TemporaryDirectory::create(
        &std::env::temp_dir().join(format!("sycl-clang-{}", std::process::id())),
    )?;
    let headers = work.path().join("headers");
    std::fs::create_dir(&headers).map_err(|e| format!("cannot create '{}': {e}", headers.display()))?;

    if request.compile_only {
        return compile_only(request, &runtime, work.path(), &headers, compilers);
    }

    // Step 3: the device code of the object inputs, then of the sources.
    let mut bitcode = Vec::new();
    for (k, input) in request.link_inputs.iter().enumerate() {
        let path = Path::new(input);
        if path.extension().is_some_and(|e| e == "o") && path.is_file() {
            let bc = work.path().join(format!("input{k}.bc"));
            if extract_device_code(path, &bc, work.path())? {
                bitcode.push(bc);
            }
        }
    }
    // Static archives of `-c` objects: the device code of every member
    // (a kernel in an archive had no image: the program crashed when it
    // ran it).
    for (k, archive) in archives(request).iter().enumerate() {
        bitcode.extend(archive_device_code(archive, &work.path().join(format!("archive{k}")), work.path())?);
    }
    let images = work.path().join("images");
    let device = Request {
        output: images.clone(),
        sources: request.sources.clone(),
        bitcode,
        integration_headers: Some(headers.clone()),
        ..device_request
    };
    device_images::run(&device, tools, compilers.device)?;

    // Step 4.
    let mut objects = Vec::new();
    for (n, source) in request.sources.iter().enumerate() {
        let object = work.path().join(format!("tu{n}.o"));
        host_compile(request, &runtime, source, &header_of(&headers, n), &object, compilers)?;
        objects.push(object);
    }

    // Step 5: the link.
    let output = request.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
    // Written as every tool writes its outputs (device-config's
    // output_file): a symlink through, a device or FIFO in place, a
    // regular file to a temporary beside it, renamed once complete.
    let mut outputs = OutputSet::new();
    let partial = outputs.stage_program(&output)?;
    let mut link: Vec<OsString> = (compilers.host)(Vec::new());
    if compilers.host_kind == HostCompiler::Ours {
        // Our host command's plugin argument means nothing to a link.
        link.truncate(1);
    }
    link.extend(objects.iter().map(|o| o.as_os_str().to_owned()));
    link.extend(request.link_inputs.iter().cloned());
    let registration = images.join("images.o");
    if registration.is_file() {
        link.push(registration.into_os_string());
    }
    let lib = runtime.join("lib");
    let mut search = OsString::from("-L");
    search.push(&lib);
    let mut rpath = OsString::from("-Wl,-rpath,");
    rpath.push(&lib);
    link.extend([search, "-lsycl".into(), rpath]);
    link.extend(request.link_flags.iter().cloned());
    link.push("-o".into());
    link.push(partial.clone().into_os_string());
    run_step(Command::new(&link[0]).args(&link[1..]), "the link")?;
    outputs.commit()
}

fn host_compile(
    request: &FsyclRequest,
    runtime: &Path,
    source: &OsStr,
    header: &Path,
    object: &Path,
    compilers: &Compilers,
) -> Result<(), String> {
    let mut flags = request.compile_flags.clone();
    flags.extend(host_flags(compilers.host_kind, runtime, Some(header)));
    // The object the user asked for names the dependencies' rule (clang's
    // default target: `-o`, else the source's `.o`).
    let deps = &request.dependencies;
    let partial_deps = object.with_extension("d");
    let named_object = request.output.clone().unwrap_or_else(|| default_object(source));
    flags.extend(deps.host_flags(&partial_deps, &named_object));
    flags.extend(["-c".into(), source.to_owned(), "-o".into(), object.as_os_str().to_owned()]);
    let line = (compilers.host)(flags);
    run_step(
        Command::new(&line[0]).args(&line[1..]).env(crate::RUNNING_MARKER, "1"),
        &format!("the host compile of '{}'", source.to_string_lossy()),
    )?;
    if deps.mode.is_some() {
        dependencies::write(&partial_deps, header, &deps.destination(&named_object))?;
    }
    Ok(())
}

/// The object `-c` writes for `source` without `-o`: `<stem>.o` here.
fn default_object(source: &OsStr) -> PathBuf {
    PathBuf::from(Path::new(source).with_extension("o").file_name().unwrap_or(OsStr::new("a.o")))
}

/// `-M` / `-MM`: the host compile's preprocessor lists the sources'
/// dependencies; nothing is compiled, so there is no integration header.
fn list_dependencies(request: &FsyclRequest, runtime: &Path, compilers: &Compilers) -> Result<(), String> {
    let mut flags = request.compile_flags.clone();
    flags.extend(host_flags(compilers.host_kind, runtime, None));
    flags.extend(request.dependencies.listing_flags());
    flags.extend(request.sources.iter().cloned());
    if let Some(output) = &request.output {
        flags.extend(["-o".into(), output.clone().into_os_string()]);
    }
    let line = (compilers.host)(flags);
    run_step(Command::new(&line[0]).args(&line[1..]).env(crate::RUNNING_MARKER, "1"), "the host preprocessor")
}

/// Step 5 for `-c`: per source, the device bitcode inside the host object.
fn compile_only(request: &FsyclRequest, runtime: &Path, work: &Path, headers: &Path, compilers: &Compilers) -> Result<(), String> {
    for (n, source) in request.sources.iter().enumerate() {
        let header = header_of(headers, n);
        let bc = work.join(format!("tu{n}.bc"));
        let mut flags = device_images::device_debug_flags(&request.compile_flags);
        flags.extend(DEVICE_FLAGS.iter().map(OsString::from));
        flags.push(device_images::integration_header_arg(&header)?);
        flags.extend([device_images::DEVICE_IR_OUTPUT.into(), "-emit-llvm".into(), source.clone(), "-o".into(), bc.clone().into_os_string()]);
        let line = (compilers.device)(flags);
        run_step(
            Command::new(&line[0]).args(&line[1..]).env(crate::RUNNING_MARKER, "1"),
            &format!("the device compile of '{}'", source.to_string_lossy()),
        )?;
        let host_object = work.join(format!("tu{n}.o"));
        host_compile(request, runtime, source, &header, &host_object, compilers)?;
        let output = request.output.clone().unwrap_or_else(|| default_object(source));
        // `-o -`: the object on standard output, as clang writes it.
        let to_stdout = output.as_os_str() == "-";
        let mut outputs = OutputSet::new();
        let partial = if to_stdout { work.join(format!("tu{n}.final.o")) } else { outputs.stage(&output)? };
        let mut section = OsString::from(format!("--add-section={DEVICE_SECTION}="));
        section.push(&bc);
        run_step(
            Command::new(OBJCOPY)
                .arg(section)
                .arg(format!("--set-section-flags={DEVICE_SECTION}=noload,readonly"))
                .arg(&host_object)
                .arg(&partial),
            OBJCOPY,
        )?;
        if to_stdout {
            let bytes = std::fs::read(&partial).map_err(|e| format!("cannot read '{}': {e}", partial.display()))?;
            std::io::stdout().write_all(&bytes).map_err(|e| format!("cannot write the object to standard output: {e}"))?;
        } else {
            outputs.commit()?;
        }
    }
    Ok(())
}

/// The static archives the link reads: `.a` inputs, and each `-l<name>`
/// (`-l:<file>`) that the `-L` directories hold as an archive, searched as
/// the linker searches them (a directory's `lib<name>.so` first). The
/// system directories are not searched: libraries built with `-fsycl` are
/// the project's own.
fn archives(request: &FsyclRequest) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = request
        .link_inputs
        .iter()
        .map(PathBuf::from)
        .filter(|p| p.extension().is_some_and(|e| e == "a") && p.is_file())
        .collect();
    // `-L` directories serve every `-l`, wherever they stand (as in ld);
    // either takes its value joined or as the next argument.
    let (mut dirs, mut names) = (Vec::new(), Vec::new());
    let flags = &request.link_flags;
    let mut i = 0;
    while i < flags.len() {
        let flag = flags[i].as_bytes();
        for (prefix, into) in [(&b"-L"[..], &mut dirs), (&b"-l"[..], &mut names)] {
            if let Some(value) = flag.strip_prefix(prefix) {
                if value.is_empty() {
                    i += 1;
                    into.extend(flags.get(i).map(|v| v.as_bytes().to_vec()));
                } else {
                    into.push(value.to_vec());
                }
            }
        }
        i += 1;
    }
    let dirs: Vec<PathBuf> = dirs.iter().map(|d| PathBuf::from(OsStr::from_bytes(d))).collect();
    for name in &names {
        let name = &name[..];
        let candidates: Vec<OsString> = match name.strip_prefix(b":") {
            Some(file) => vec![OsStr::from_bytes(file).to_owned()],
            None => ["so", "a"]
                .iter()
                .map(|ext| {
                    let mut file = OsString::from("lib");
                    file.push(OsStr::from_bytes(name));
                    file.push(format!(".{ext}"));
                    file
                })
                .collect(),
        };
        let first = dirs.iter().find_map(|dir| candidates.iter().map(|c| dir.join(c)).find(|p| p.is_file()));
        if let Some(archive) = first.filter(|p| p.extension().is_some_and(|e| e == "a")) {
            found.push(archive);
        }
    }
    found
}

/// The device bitcode of each member of `archive` that has any, extracted
/// into the new directory `dir` (`work` for scratch files: `dir` holds
/// only the members, whatever their names).
fn archive_device_code(archive: &Path, dir: &Path, work: &Path) -> Result<Vec<PathBuf>, String> {
    let ar = OBJCOPY.replace("objcopy", "ar");
    let listing = Command::new(&ar)
        .arg("t")
        .arg(archive)
        .output()
        .map_err(|e| format!("cannot run {ar} on '{}': {e}", archive.display()))?;
    if !listing.status.success() {
        return Err(format!(
            "cannot list the archive '{}': {}",
            archive.display(),
            String::from_utf8_lossy(&listing.stderr).trim()
        ));
    }
    let members: Vec<&[u8]> = listing.stdout.split(|&b| b == b'\n').filter(|m| !m.is_empty()).collect();
    let mut seen = std::collections::HashSet::new();
    if let Some(twice) = members.iter().find(|m| !seen.insert(**m)) {
        // Extracted by name, one would overwrite the other.
        return Err(format!(
            "the archive '{}' has two members named '{}': sycl-clang cannot read the device code of both; rename one",
            archive.display(),
            String::from_utf8_lossy(twice)
        ));
    }
    std::fs::create_dir(dir).map_err(|e| format!("cannot create '{}': {e}", dir.display()))?;
    let absolute = std::fs::canonicalize(archive).map_err(|e| format!("cannot read '{}': {e}", archive.display()))?;
    run_step(Command::new(&ar).arg("x").arg(&absolute).current_dir(dir), &format!("{ar} on '{}'", archive.display()))?;
    let mut bitcode = Vec::new();
    for (k, member) in members.iter().enumerate() {
        // A member name is a file name (llvm-ar stores no directories).
        let path = dir.join(OsStr::from_bytes(member));
        let bc = work.join(format!("{}-member{k}.bc", dir.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned())));
        if path.is_file() && extract_device_code(&path, &bc, work)? {
            bitcode.push(bc);
        }
    }
    Ok(bitcode)
}

/// The device bitcode of a `-c` object, into `to`; `false` if the object
/// has none (a host-only object).
fn extract_device_code(object: &Path, to: &Path, work: &Path) -> Result<bool, String> {
    let listing = Command::new(OBJCOPY.replace("objcopy", "objdump"))
        .arg("--section-headers")
        .arg(object)
        .output()
        .map_err(|e| format!("cannot run llvm-objdump on '{}': {e}", object.display()))?;
    if !String::from_utf8_lossy(&listing.stdout).contains(DEVICE_SECTION) {
        return Ok(false);
    }
    let mut dump = OsString::from(format!("--dump-section={DEVICE_SECTION}="));
    dump.push(to);
    run_step(
        Command::new(OBJCOPY).arg(dump).arg(object).arg(work.join("discarded.o")),
        &format!("{OBJCOPY} on '{}'", object.display()),
    )?;
    Ok(true)
}
