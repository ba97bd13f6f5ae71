//! The file I/O both post-link tools share: reading a `.prop` file with
//! errors that name the file (and line), and writing through a temporary
//! name in the same directory, renamed into place, so a failed run never
//! leaves a half-written file.

use crate::property_set::PropertySets;
use std::path::{Path, PathBuf};
use sycl_device_config::input_file::{read_regular_text_file, FileLimit, MAX_TEXT_FILE_BYTES};

/// A property-set file is a small text table.
pub const PROPERTY_FILE_LIMIT: FileLimit = FileLimit::new(MAX_TEXT_FILE_BYTES, "a property-set file");

/// A file table (`[Code|Properties|Symbols]`) is a small text table.
pub const FILE_TABLE_LIMIT: FileLimit = FileLimit::new(MAX_TEXT_FILE_BYTES, "a file table");

/// Reads a file table (or any text table) named by the user or written by a
/// tool: `path: <what is wrong>`.
pub fn read_file_table_text(path: &Path) -> Result<String, String> {
    read_regular_text_file(path, FILE_TABLE_LIMIT).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads and parses a property-set file: `path: <io error>` or
/// `path:<line>: <what>`.
pub fn read_property_file(path: &str) -> Result<PropertySets, String> {
    let text = read_regular_text_file(Path::new(path), PROPERTY_FILE_LIMIT).map_err(|e| format!("{path}: {e}"))?;
    PropertySets::parse(&text).map_err(|(line, message)| format!("{path}:{line}: {message}"))
}

/// Runs `write` on `<path>.tmp<pid>`, then renames it to `path`; the
/// temporary file is removed when either step fails.
pub fn write_atomically(path: &Path, write: impl FnOnce(&Path) -> Result<(), String>) -> Result<(), String> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".tmp{}", std::process::id()));
    let tmp = PathBuf::from(tmp);
    if let Err(e) = write(&tmp) {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("{}: {e}", path.display())
    })
}

/// [`write_atomically`] for a text.
pub fn write_text_atomically(path: &Path, text: &str) -> Result<(), String> {
    write_atomically(path, |tmp| std::fs::write(tmp, text).map_err(|e| format!("{}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_through_a_temporary_name_and_cleans_up_on_failure() {
        let dir = std::env::temp_dir().join(format!("post-link-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("x.table");
        write_text_atomically(&file, "[Code]\n").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "[Code]\n");
        // Renaming onto a directory fails: no temporary file is left.
        let busy = dir.join("busy");
        std::fs::create_dir_all(&busy).unwrap();
        assert!(write_text_atomically(&busy, "x").unwrap_err().starts_with(&busy.display().to_string()));
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left.len(), 2, "{left:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn property_file_errors_name_file_and_line() {
        assert!(read_property_file("/nonexistent/x.prop").unwrap_err().starts_with("/nonexistent/x.prop: "));
        let dir = std::env::temp_dir().join(format!("post-link-prop-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("bad.prop");
        std::fs::write(&file, "[s]\nx=1|y\n").unwrap();
        let path = file.display().to_string();
        assert_eq!(read_property_file(&path).unwrap_err(), format!("{path}:2: property 'x': 'y' is not a uint32"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
