//! Behaviour shared by the command-line tools (sycl-targets, sycl-clang,
//! sycl-post-link, sycl-aspect-filter).

/// Makes writing to a closed pipe (`sycl-targets list | head -1`,
/// `--help | true`) end the process quietly, as coreutils do, instead of a
/// panic with a backtrace: Rust starts programs with SIGPIPE ignored, so
/// the write fails and `print!` panics; this restores the default action.
/// Call it first thing in `main`, before any thread exists.
pub fn exit_quietly_on_closed_pipe() {
    #[cfg(unix)]
    {
        extern "C" {
            fn signal(signum: i32, handler: usize) -> usize;
        }
        // SIGPIPE is 13 and SIG_DFL is 0 on Linux and the BSDs.
        const SIGPIPE: i32 = 13;
        const SIG_DFL: usize = 0;
        // SAFETY: `signal` with a valid signal number and SIG_DFL only
        // changes this process's disposition; no handler code is involved.
        unsafe {
            signal(SIGPIPE, SIG_DFL);
        }
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
