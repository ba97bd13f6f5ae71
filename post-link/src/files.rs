//! The file reading both post-link tools share: a `.prop` file or a file
//! table, with errors that name the file (and line). Outputs are written
//! with `sycl_device_config::output_file`.

use crate::property_set::PropertySets;
use std::path::Path;
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

#[cfg(test)]
mod tests {
    use super::*;

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
