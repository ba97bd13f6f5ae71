//! Behaviour shared by the command-line tools (sycl-targets, sycl-clang,
//! sycl-post-link, sycl-aspect-filter).

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
        static ALWAYS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);
        // (Fails only for a signal signal-hook does not know, not SIGPIPE:
        // the write error is then reported as any other.)
        let _ = signal_hook::flag::register_conditional_default(signal_hook::consts::SIGPIPE, &ALWAYS);
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
