//! Reading a file a user named, for every tool and reader of the project:
//! only a regular file (after symbolic links), up to a size limit. The type
//! is checked before opening, so a FIFO is refused instead of blocking and
//! `/dev/zero` or `/dev/urandom` instead of being read until memory runs
//! out; the opened file is checked again (it may have been replaced in
//! between) and read through a bound one byte over the limit, so a file that
//! grows after the check is reported, never cut silently.

use std::path::Path;

/// Largest text table read (device configuration files, file tables,
/// property sets, response files): far above any real one, far below what
/// would strain memory.
pub const MAX_TEXT_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Largest LLVM module read (bitcode or textual IR); modules are large, but
/// this still bounds what a mistaken path can cost.
pub const MAX_MODULE_FILE_BYTES: u64 = 4 * 1024 * 1024 * 1024;

/// What a file is for and how large it may be, for [`read_regular_file`]:
/// `what` completes "larger than 16 MiB, the limit for ..." (e.g. "a device
/// configuration file").
#[derive(Clone, Copy, Debug)]
pub struct FileLimit {
    pub max_bytes: u64,
    pub what: &'static str,
}

impl FileLimit {
    pub const fn new(max_bytes: u64, what: &'static str) -> Self {
        Self { max_bytes, what }
    }

    /// The message for a file over the limit.
    pub fn too_large(&self) -> String {
        format!("larger than {}, the limit for {}", format_size(self.max_bytes), self.what)
    }
}

/// Reads the whole file at `path` if it is a regular file of at most
/// `limit.max_bytes` bytes. Errors are one phrase without the file name,
/// for the caller to prefix: `it is a FIFO, not a regular file`, `larger
/// than 16 MiB, the limit for a property-set file`, or the I/O error
/// (`No such file or directory (os error 2)`).
pub fn read_regular_file(path: &Path, limit: FileLimit) -> Result<Vec<u8>, String> {
    use std::io::Read as _;
    let metadata = std::fs::metadata(path).map_err(|e| e.to_string())?;
    check_regular_file(&metadata, limit)?;
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    // The file opened may not be the one checked (renamed in between).
    let metadata = file.metadata().map_err(|e| e.to_string())?;
    check_regular_file(&metadata, limit)?;
    let mut bytes = Vec::new();
    // Reserve what the file says it holds (at most the limit), plus one
    // byte for the over-size probe.
    bytes.try_reserve(metadata.len().min(limit.max_bytes).saturating_add(1) as usize).map_err(|e| e.to_string())?;
    file.take(limit.max_bytes.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| e.to_string())?;
    if bytes.len() as u64 > limit.max_bytes {
        return Err(limit.too_large());
    }
    Ok(bytes)
}

/// Reads a stream (standard input) to its end, up to `limit.max_bytes`
/// bytes: more is an error, not a silent cut.
pub fn read_bounded(reader: impl std::io::Read, limit: FileLimit) -> Result<Vec<u8>, String> {
    use std::io::Read as _;
    let mut bytes = Vec::new();
    reader.take(limit.max_bytes.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| e.to_string())?;
    if bytes.len() as u64 > limit.max_bytes {
        return Err(limit.too_large());
    }
    Ok(bytes)
}

/// [`read_regular_file`] for a text: invalid UTF-8 is an error naming the
/// byte offset.
pub fn read_regular_text_file(path: &Path, limit: FileLimit) -> Result<String, String> {
    text(read_regular_file(path, limit)?)
}

/// `bytes` as text (as read by [`read_regular_file`] or [`read_bounded`]):
/// invalid UTF-8 is an error naming the byte offset.
pub fn text(bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        format!("not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to())
    })
}

/// `Ok` for a regular file within the limit; otherwise what it is
/// (`it is a directory, not a regular file`) or that it is too large.
pub fn check_regular_file(metadata: &std::fs::Metadata, limit: FileLimit) -> Result<(), String> {
    let kind = metadata.file_type();
    if !kind.is_file() {
        return Err(format!("it is {}, not a regular file", file_kind_name(&kind)));
    }
    if metadata.len() > limit.max_bytes {
        return Err(limit.too_large());
    }
    Ok(())
}

/// "a directory", "a FIFO", "a character device", ... for a file type that
/// is not a regular file.
pub fn file_kind_name(kind: &std::fs::FileType) -> &'static str {
    if kind.is_dir() {
        return "a directory";
    }
    // From symlink_metadata, which does not follow links.
    if kind.is_symlink() {
        return "a symbolic link";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return "a FIFO";
        } else if kind.is_char_device() {
            return "a character device";
        } else if kind.is_block_device() {
            return "a block device";
        } else if kind.is_socket() {
            return "a socket";
        }
    }
    "a special file"
}

/// `16 MiB`, `4 GiB`, `1536 KiB`, `100 bytes`: the largest unit that
/// divides the size.
fn format_size(bytes: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    for (unit, name) in UNITS {
        if bytes >= unit && bytes % unit == 0 {
            return format!("{} {name}", bytes / unit);
        }
    }
    format!("{bytes} bytes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_named_in_the_largest_unit_that_divides_them() {
        assert_eq!(format_size(16 * 1024 * 1024), "16 MiB");
        assert_eq!(format_size(4 << 30), "4 GiB");
        assert_eq!(format_size(1536 * 1024), "1536 KiB");
        assert_eq!(format_size(100), "100 bytes");
    }

    #[test]
    fn regular_files_are_read_and_others_refused() {
        let dir = std::env::temp_dir().join(format!("sycl-input-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("f.txt");
        std::fs::write(&file, "hello").unwrap();
        let limit = FileLimit::new(5, "a test file");
        assert_eq!(read_regular_text_file(&file, limit).unwrap(), "hello");
        let small = FileLimit::new(4, "a test file");
        assert_eq!(read_regular_file(&file, small).unwrap_err(), "larger than 4 bytes, the limit for a test file");
        assert_eq!(read_regular_file(&dir, limit).unwrap_err(), "it is a directory, not a regular file");
        #[cfg(target_os = "linux")]
        assert_eq!(
            read_regular_file(Path::new("/dev/zero"), limit).unwrap_err(),
            "it is a character device, not a regular file"
        );
        std::fs::write(&file, b"a\xffb").unwrap();
        assert_eq!(read_regular_text_file(&file, limit).unwrap_err(), "not UTF-8 text (invalid byte at offset 1)");
        // A link as symlink_metadata sees it is named, not "a special file".
        let link = dir.join("link");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert_eq!(file_kind_name(&std::fs::symlink_metadata(&link).unwrap().file_type()), "a symbolic link");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
