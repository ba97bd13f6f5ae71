//! Behaviour shared by the command-line tools (sycl-targets, sycl-clang,
//! sycl-post-link, sycl-aspect-filter).

/// Whether SIGPIPE ends the process at once: true unless temporaries are
/// staged (output_file), which the signal handler thread of
/// `output_file::remove_temporaries_on_signal` removes first.
pub(crate) static QUIT_AT_ONCE_ON_SIGPIPE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Makes writing to a closed pipe (`sycl-targets list | head -1`,
/// `--help | true`) end the process quietly, as coreutils do, instead of a
/// panic with a backtrace: Rust starts programs with SIGPIPE ignored, so
/// the write fails and `print!` panics. With signal-hook's handler the
/// signal is delivered again, and the handler does what the default action
/// does (the process ends killed by SIGPIPE; the shell's status 141);
/// a program the tool runs starts with the default action, as `exec`
/// resets caught signals. Call it first thing in `main`.
pub fn exit_quietly_on_closed_pipe() {
    #[cfg(unix)]
    {
        // (Fails only for a signal signal-hook does not know, not SIGPIPE:
        // the write error is then reported as any other.)
        let _ = signal_hook::flag::register_conditional_default(signal_hook::consts::SIGPIPE, &QUIT_AT_ONCE_ON_SIGPIPE);
    }
}

/// Writes `text` to standard output and flushes it. A closed pipe ends the
/// process by SIGPIPE first (see [`exit_quietly_on_closed_pipe`]); any other
/// write error (a full disk, `> /dev/full`) comes back as `cannot write to
/// standard output: <error>`, for the tool to report and fail, where
/// `print!` would panic and an ignored error would report success over a
/// cut output.
pub fn write_stdout(text: impl AsRef<[u8]>) -> Result<(), String> {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_ref())
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("cannot write to standard output: {e}"))
}

/// The directory that holds the caches of the repository's fetch scripts
/// (`scripts/fetch-llvm-spirv.sh` fills `target/llvm-spirv/`,
/// `scripts/fetch-sycl-runtime.sh` `target/sycl-runtime/`) for a tool whose
/// executable is in `exe_dir`:
///
/// * a build in a directory below the repository's `target/` (LLVM 19's
///   `target/llvm19/release/`, a cross build's `target/<triple>/release/`,
///   or both): that `target/`, the one the scripts fill; found as the
///   directory named `target` one or two levels above `exe_dir/..`;
/// * otherwise `exe_dir/..`: the repository's `target/` for a build in
///   `target/release/` (LLVM 16), the prefix for an installed
///   `<prefix>/bin/` (as always). No directory further up is looked at, so
///   an installed prefix never takes another directory of the machine for
///   a cache.
///
/// The scripts write into `<checkout>/target/` whatever `CARGO_TARGET_DIR`
/// was; a build outside it finds no cache, and the tools then take the
/// paths from their options and variables.
pub fn fetched_cache_dir(exe_dir: &std::path::Path) -> Option<std::path::PathBuf> {
    let parent = exe_dir.parent()?;
    let is_target = |dir: &std::path::Path| dir.file_name() == Some(std::ffi::OsStr::new("target"));
    if is_target(parent) {
        return Some(parent.to_path_buf());
    }
    let above = parent.ancestors().skip(1).take(2).find(|a| is_target(a));
    Some(above.unwrap_or(parent).to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};

    #[test]
    fn caches_of_the_fetch_scripts_are_looked_for_in_the_repository_target() {
        let dir = |exe_dir: &str| fetched_cache_dir(Path::new(exe_dir));
        // LLVM 16's build, LLVM 19's, a cross build: the repository's target/.
        assert_eq!(dir("/r/target/release"), Some(PathBuf::from("/r/target")));
        assert_eq!(dir("/r/target/llvm19/release"), Some(PathBuf::from("/r/target")));
        assert_eq!(dir("/r/target/llvm19/x86_64-unknown-linux-gnu/release"), Some(PathBuf::from("/r/target")));
        // The nearest target/ (a checkout inside another's target/).
        assert_eq!(dir("/r/target/t/target/llvm19/release"), Some(PathBuf::from("/r/target/t/target")));
        // An installed prefix: the prefix, even below some target/.
        assert_eq!(dir("/opt/sycl-aspects/bin"), Some(PathBuf::from("/opt/sycl-aspects")));
        assert_eq!(dir("/r/target/release/lit/t.tmp/prefix/bin"), Some(PathBuf::from("/r/target/release/lit/t.tmp/prefix")));
        assert_eq!(dir("/"), None);
    }
}
