//! Writing the files a user named, for every tool of the project, the way
//! compilers do, so that no run destroys what is not its own:
//!
//! 1. Resolve each output path: a symbolic link is followed to the file it
//!    names (written through, the link stays a link); a path that exists and
//!    is not a regular file (a device, a FIFO, a socket) is written in place;
//!    a directory is an error; anything else is a regular file, new or old.
//! 2. Stage: the caller writes each output to a temporary file of its own
//!    (created exclusively, so nothing existing is clobbered): beside the
//!    destination for a regular file, in the temporary directory for a file
//!    written in place.
//! 3. Commit, once everything is staged: each regular file is renamed over
//!    its destination (atomic), each in-place file gets the staged bytes
//!    copied into it. Until the commit the old outputs are untouched, so a
//!    failed run leaves the complete old output set; after it, the complete
//!    new one.
//! 4. Clean up: staged temporaries that were not committed are removed when
//!    the set is dropped (every error path) and, in the tools, on SIGINT,
//!    SIGTERM and SIGHUP ([`remove_temporaries_on_signal`]); so are the
//!    temporary directories a tool created ([`TemporaryDirectory`]).

use std::collections::HashSet;
use std::fs::{self, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, Once};

/// Symbolic links followed before giving up (Linux's own limit).
const MAX_SYMLINK_HOPS: usize = 40;

/// The temporaries (files and directories) this process created and has
/// not yet committed or removed: what a signal must clean. A set: a run may
/// stage tens of thousands of files (one image per kernel).
static LIVE_TEMPORARIES: Mutex<Option<HashSet<PathBuf>>> = Mutex::new(None);

/// Distinguishes the temporaries of one process.
static COUNTER: AtomicUsize = AtomicUsize::new(0);

fn register(path: &Path) {
    if let Ok(mut live) = LIVE_TEMPORARIES.lock() {
        live.get_or_insert_with(HashSet::new).insert(path.to_path_buf());
        // A closed pipe must now clean up first (remove_temporaries_on_signal).
        crate::cli::QUIT_AT_ONCE_ON_SIGPIPE.store(false, std::sync::atomic::Ordering::SeqCst);
    }
}

fn unregister(path: &Path) {
    if let Ok(mut live) = LIVE_TEMPORARIES.lock() {
        if let Some(live) = live.as_mut() {
            live.remove(path);
            if live.is_empty() {
                crate::cli::QUIT_AT_ONCE_ON_SIGPIPE.store(true, std::sync::atomic::Ordering::SeqCst);
            }
        }
    }
}

/// Removes every temporary still registered (for a process about to end).
fn remove_live_temporaries() {
    let live: Vec<PathBuf> = match LIVE_TEMPORARIES.lock() {
        Ok(live) => live.iter().flatten().cloned().collect(),
        Err(poisoned) => poisoned.into_inner().iter().flatten().cloned().collect(),
    };
    for path in live {
        match fs::symlink_metadata(&path) {
            Ok(m) if m.is_dir() => drop(fs::remove_dir_all(&path)),
            Ok(_) => drop(fs::remove_file(&path)),
            Err(_) => {}
        }
    }
}

/// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove this
/// process's uncommitted temporaries, then end it by the same signal, and
/// does the same, ending it by SIGPIPE, when a write to a closed standard
/// output or error fails while temporaries are staged. For
/// tools only: a library loaded into someone else's process (the plugin in
/// clang, the runtime in a SYCL program) must not take its signals.
pub fn remove_temporaries_on_signal() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGPIPE, SIGTERM};
        // A closed pipe (`2>&1 | head -1`) ends a tool quietly by SIGPIPE
        // (cli::exit_quietly_on_closed_pipe), at once when nothing is
        // staged; while temporaries are, the failed write's panic ("failed
        // printing to stderr") ends it here, after they are gone (before,
        // they stayed beside the outputs).
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let payload = info.payload();
            let message = payload.downcast_ref::<String>().map(String::as_str).or_else(|| payload.downcast_ref::<&str>().copied());
            if message.is_some_and(|m| m.starts_with("failed printing to std")) {
                remove_live_temporaries();
                let _ = signal_hook::low_level::emulate_default_handler(SIGPIPE);
                std::process::exit(128 + SIGPIPE);
            }
            previous(info);
        }));
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else { return };
        let _ = std::thread::Builder::new().name("output-cleanup".into()).spawn(move || {
            if let Some(signal) = signals.forever().next() {
                remove_live_temporaries();
                let _ = signal_hook::low_level::emulate_default_handler(signal);
                std::process::exit(128 + signal);
            }
        });
    });
}

/// What an output path turned out to be (step 1).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Destination {
    /// A regular file, or nothing yet: replaced atomically.
    Replace(PathBuf),
    /// A device, FIFO or socket: written in place, never replaced.
    InPlace(PathBuf),
}

fn resolve(path: &Path) -> Result<Destination, String> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_SYMLINK_HOPS {
        let metadata = match fs::symlink_metadata(&current) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Destination::Replace(current)),
            Err(e) => return Err(format!("{}: {e}", path.display())),
            Ok(m) => m,
        };
        let kind = metadata.file_type();
        if kind.is_symlink() {
            let target = fs::read_link(&current).map_err(|e| format!("{}: {e}", path.display()))?;
            current = match current.parent() {
                Some(dir) if target.is_relative() => dir.join(target),
                _ => target,
            };
        } else if kind.is_file() {
            return Ok(Destination::Replace(current));
        } else if kind.is_dir() {
            return Err(format!("{}: it is a directory, not a file", path.display()));
        } else {
            return Ok(Destination::InPlace(current));
        }
    }
    Err(format!("{}: too many levels of symbolic links", path.display()))
}

/// Creates a new, empty file with a name of this process's own next to
/// `beside` (or in the temporary directory), never opening an existing one.
fn create_temporary(beside: Option<&Path>) -> Result<PathBuf, String> {
    for _ in 0..100 {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = match beside {
            Some(destination) => {
                let mut name = destination.as_os_str().to_owned();
                name.push(format!(".tmp{}-{n}", std::process::id()));
                PathBuf::from(name)
            }
            None => std::env::temp_dir().join(format!("sycl-aspects-output-{}-{n}", std::process::id())),
        };
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(_) => {
                register(&path);
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
                return Err(format!("the directory '{}' does not exist", dir.display()));
            }
            Err(e) => return Err(format!("cannot create a temporary file '{}': {e}", path.display())),
        }
    }
    Err("cannot find a free temporary file name".into())
}

struct Staged {
    /// As the user named it, for messages.
    named: PathBuf,
    destination: Destination,
    temporary: PathBuf,
    /// A program a linker wrote: it keeps the permissions the linker gave
    /// it, as a linker's own output does (a replaced file otherwise keeps
    /// the old file's, which would leave a rebuilt program not executable).
    linked: bool,
}

/// A set of outputs written as one (steps 2-4).
#[derive(Default)]
pub struct OutputSet {
    staged: Vec<Staged>,
    /// The staged destinations, to refuse a second write of one file in
    /// constant time (a run stages one file per image).
    destinations: HashSet<Destination>,
}

impl OutputSet {
    pub fn new() -> Self {
        Self::default()
    }

    /// Stages an output for `path`: the temporary file to write it to.
    pub fn stage(&mut self, path: &Path) -> Result<PathBuf, String> {
        self.stage_as(path, false)
    }

    /// Stages a program for `path` that a linker writes to the temporary
    /// path returned: it keeps the linker's permissions.
    pub fn stage_program(&mut self, path: &Path) -> Result<PathBuf, String> {
        self.stage_as(path, true)
    }

    fn stage_as(&mut self, path: &Path, linked: bool) -> Result<PathBuf, String> {
        let destination = resolve(path)?;
        if !self.destinations.insert(destination.clone()) {
            return Err(format!("{}: the same file is written twice", path.display()));
        }
        let temporary = match &destination {
            Destination::Replace(file) => create_temporary(Some(file)).map_err(|e| format!("{}: {e}", path.display()))?,
            Destination::InPlace(_) => create_temporary(None).map_err(|e| format!("{}: {e}", path.display()))?,
        };
        self.staged.push(Staged { named: path.to_path_buf(), destination, temporary: temporary.clone(), linked });
        Ok(temporary)
    }

    /// Stages `bytes` as the output for `path`.
    pub fn stage_bytes(&mut self, path: &Path, bytes: &[u8]) -> Result<(), String> {
        let temporary = self.stage(path)?;
        fs::write(&temporary, bytes).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Stages what `write` writes to the temporary path it is given.
    pub fn stage_with(&mut self, path: &Path, write: impl FnOnce(&Path) -> Result<(), String>) -> Result<(), String> {
        let temporary = self.stage(path)?;
        write(&temporary)
    }

    /// Puts every staged output in place (step 3).
    pub fn commit(mut self) -> Result<(), String> {
        let staged = std::mem::take(&mut self.staged);
        let mut result = Ok(());
        for s in &staged {
            if result.is_ok() {
                result = Self::put_in_place(s);
            }
            let _ = fs::remove_file(&s.temporary);
            unregister(&s.temporary);
        }
        result
    }

    fn put_in_place(s: &Staged) -> Result<(), String> {
        let failed = |e: io::Error| format!("{}: {e}", s.named.display());
        match &s.destination {
            Destination::Replace(file) => {
                // A replaced file keeps its permissions (a linked program
                // has its linker's).
                if let (false, Ok(old)) = (s.linked, fs::metadata(file)) {
                    let _ = fs::set_permissions(&s.temporary, old.permissions());
                }
                fs::rename(&s.temporary, file).map_err(failed)
            }
            Destination::InPlace(file) => {
                let mut from = fs::File::open(&s.temporary).map_err(failed)?;
                let mut to = OpenOptions::new().write(true).open(file).map_err(failed)?;
                io::copy(&mut from, &mut to).map(drop).map_err(failed)
            }
        }
    }
}

impl Drop for OutputSet {
    fn drop(&mut self) {
        for s in self.staged.drain(..) {
            let _ = fs::remove_file(&s.temporary);
            unregister(&s.temporary);
        }
    }
}

/// Writes one output ([`OutputSet`] of one).
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let mut set = OutputSet::new();
    set.stage_bytes(path, bytes)?;
    set.commit()
}

/// A directory this process created, removed with its contents when
/// dropped or on a signal, unless [`TemporaryDirectory::keep`] is called.
pub struct TemporaryDirectory {
    path: Option<PathBuf>,
}

impl TemporaryDirectory {
    /// Creates `path`, which must not exist.
    pub fn create(path: &Path) -> Result<Self, String> {
        fs::create_dir(path).map_err(|e| format!("cannot create the directory '{}': {e}", path.display()))?;
        register(path);
        Ok(Self { path: Some(path.to_path_buf()) })
    }

    pub fn path(&self) -> &Path {
        self.path.as_deref().unwrap_or(Path::new(""))
    }

    /// No longer removed: the directory is the caller's now.
    pub fn keep(mut self) -> PathBuf {
        let path = self.path.take().unwrap_or_default();
        unregister(&path);
        path
    }
}

impl Drop for TemporaryDirectory {
    fn drop(&mut self) {
        if let Some(path) = self.path.take() {
            let _ = fs::remove_dir_all(&path);
            unregister(&path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sycl-output-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }

    #[test]
    fn a_regular_file_is_replaced_and_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = scratch("regular");
        let file = dir.join("out.txt");
        fs::write(&file, "old").unwrap();
        fs::set_permissions(&file, fs::Permissions::from_mode(0o640)).unwrap();
        write_output(&file, b"new").unwrap();
        assert_eq!(fs::read_to_string(&file).unwrap(), "new");
        assert_eq!(fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o640);
        assert_eq!(entries(&dir), ["out.txt"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_linked_program_keeps_the_linkers_mode() {
        // A linker writes the staged path and makes it executable; the old
        // file's mode (here not executable) must not undo that.
        use std::os::unix::fs::PermissionsExt as _;
        let dir = scratch("program");
        let file = dir.join("app");
        fs::write(&file, "old").unwrap();
        fs::set_permissions(&file, fs::Permissions::from_mode(0o644)).unwrap();
        let mut set = OutputSet::new();
        let staged = set.stage_program(&file).unwrap();
        fs::write(&staged, "program").unwrap();
        fs::set_permissions(&staged, fs::Permissions::from_mode(0o755)).unwrap();
        set.commit().unwrap();
        assert_eq!(fs::read_to_string(&file).unwrap(), "program");
        assert_eq!(fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o755);
        assert_eq!(entries(&dir), ["app"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_symlink_is_written_through() {
        let dir = scratch("symlink");
        fs::create_dir(dir.join("real")).unwrap();
        fs::write(dir.join("real/target.txt"), "old").unwrap();
        std::os::unix::fs::symlink("real/target.txt", dir.join("link")).unwrap();
        std::os::unix::fs::symlink("link", dir.join("link2")).unwrap();
        write_output(&dir.join("link2"), b"new").unwrap();
        assert!(fs::symlink_metadata(dir.join("link")).unwrap().file_type().is_symlink());
        assert!(fs::symlink_metadata(dir.join("link2")).unwrap().file_type().is_symlink());
        assert_eq!(fs::read_to_string(dir.join("real/target.txt")).unwrap(), "new");
        // A dangling link creates the file it names.
        std::os::unix::fs::symlink("real/made.txt", dir.join("dangling")).unwrap();
        write_output(&dir.join("dangling"), b"x").unwrap();
        assert_eq!(fs::read_to_string(dir.join("real/made.txt")).unwrap(), "x");
        // A loop is an error.
        std::os::unix::fs::symlink("loop", dir.join("loop")).unwrap();
        assert!(write_output(&dir.join("loop"), b"x").unwrap_err().contains("too many levels of symbolic links"));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_fifo_is_written_in_place() {
        let dir = scratch("fifo");
        let fifo = dir.join("pipe");
        let status = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(status.success());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || fs::read(&fifo).unwrap())
        };
        write_output(&fifo, b"through the pipe").unwrap();
        assert_eq!(reader.join().unwrap(), b"through the pipe");
        use std::os::unix::fs::FileTypeExt as _;
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
        assert_eq!(entries(&dir), ["pipe"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn nothing_changes_until_commit_and_a_dropped_set_leaves_no_temporary() {
        let dir = scratch("transaction");
        fs::write(dir.join("a"), "old a").unwrap();
        fs::write(dir.join("b"), "old b").unwrap();
        {
            let mut set = OutputSet::new();
            set.stage_bytes(&dir.join("a"), b"new a").unwrap();
            set.stage_bytes(&dir.join("b"), b"new b").unwrap();
            assert_eq!(fs::read_to_string(dir.join("a")).unwrap(), "old a");
            // A failure later in the run: the set is dropped uncommitted.
            assert!(set.stage(&dir).unwrap_err().contains("is a directory"));
        }
        assert_eq!(fs::read_to_string(dir.join("a")).unwrap(), "old a");
        assert_eq!(fs::read_to_string(dir.join("b")).unwrap(), "old b");
        assert_eq!(entries(&dir), ["a", "b"]);
        let mut set = OutputSet::new();
        set.stage_bytes(&dir.join("a"), b"new a").unwrap();
        assert!(set.stage(&dir.join("a")).unwrap_err().contains("written twice"));
        set.stage_bytes(&dir.join("c"), b"new c").unwrap();
        set.commit().unwrap();
        assert_eq!(fs::read_to_string(dir.join("a")).unwrap(), "new a");
        assert_eq!(entries(&dir), ["a", "b", "c"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_temporary_directory_is_removed_unless_kept() {
        let dir = scratch("tempdir");
        let made = TemporaryDirectory::create(&dir.join("t")).unwrap();
        fs::write(made.path().join("f"), "x").unwrap();
        drop(made);
        assert!(!dir.join("t").exists());
        assert!(TemporaryDirectory::create(&dir).is_err(), "an existing directory is never taken over");
        let kept = TemporaryDirectory::create(&dir.join("k")).unwrap().keep();
        assert!(kept.is_dir());
        fs::remove_dir_all(&dir).unwrap();
    }

    /// `stage_with` when the writer fails: the error is the writer's, and
    /// the temporary it had started to write is removed when the caller
    /// gives up on the set, so a failed run leaves nothing beside the
    /// destination.
    #[test]
    fn a_failed_writer_leaves_no_temporary() {
        let dir = scratch("failed-writer");
        fs::write(dir.join("out.bc"), "old").unwrap();
        let mut written_to = None;
        {
            let mut set = OutputSet::new();
            set.stage_bytes(&dir.join("out.sym"), b"kernel\n").unwrap();
            let error = set
                .stage_with(&dir.join("out.bc"), |tmp| {
                    fs::write(tmp, "half a module").unwrap();
                    written_to = Some(tmp.to_path_buf());
                    Err(format!("{}: cannot write bitcode", tmp.display()))
                })
                .unwrap_err();
            assert!(error.ends_with("cannot write bitcode"), "{error}");
            // The caller returns the error: the set is dropped uncommitted.
        }
        let tmp = written_to.expect("the writer ran");
        assert_eq!(tmp.parent(), Some(dir.as_path()), "a regular file's temporary is beside it");
        assert!(!tmp.exists(), "{} was left behind", tmp.display());
        assert_eq!(entries(&dir), ["out.bc"]);
        assert_eq!(fs::read_to_string(dir.join("out.bc")).unwrap(), "old");
        fs::remove_dir_all(&dir).unwrap();
    }
}
