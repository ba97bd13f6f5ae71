//! Loading a device-image directory: the output of the device build.
//!
//! Layout (the contract with `sycl-clang`'s device-image build): a directory
//! holding `images.table`, DPC++'s file table `[Code|Properties|Symbols]` as
//! `sycl-post-link` writes it, with `Code` naming SPIR-V (`.spv`) files and
//! every path relative to the directory; `.prop` files in DPC++'s property-set
//! format; `.sym` files listing the SPIR-V entry-point names, one a line.
//!
//! Steps of [`ImageSet::load`]:
//! 1. Read and parse `<dir>/images.table`; it must have the `Code`,
//!    `Properties` and `Symbols` columns (the runtime needs all three).
//! 2. For each row, resolve the three paths against the directory (absolute
//!    paths are kept), parse the `.prop` file into the image's device
//!    requirements (`[SYCL/device requirements]`), its own aspect names
//!    (`[SYCL/aspect names]`, see [`crate::compat`]) and ESIMD flag
//!    (`[SYCL/misc properties]` `isEsimdImage`), and read the `.sym` file.
//!    Its kernels are the `.sym` names minus those of `[SYCL/exported
//!    symbols]` (SYCL_EXTERNAL functions, no kernels).
//! 3. Check the SPIR-V file exists now, so a broken directory is reported
//!    when it is opened, not when a kernel is first run; its bytes are read
//!    only when the image is first built ([`ImageSet::code`]).
//!
//! Every error names the file (and line, for parse errors).

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use sycl_device_config::input_file::{
    read_regular_file, read_regular_text_file, FileLimit, MAX_MODULE_FILE_BYTES, MAX_TEXT_FILE_BYTES,
};
use sycl_post_link_core::file_table::{FileTable, CODE, PROPERTIES, SYMBOLS};
use sycl_post_link_core::property_set::{PropertySets, PropertyValue, MISC_PROPERTIES};
use sycl_post_link_core::requirements::DeviceRequirements;
use crate::compat::AspectNames;

/// The table's file name inside an image directory.
pub const TABLE_FILE: &str = "images.table";
/// DPC++'s set of an image's non-kernel entry points.
pub const EXPORTED_SYMBOLS: &str = "SYCL/exported symbols";

/// One device image: a SPIR-V module, what it needs, which kernels it holds.
#[derive(Debug)]
pub struct Image {
    /// Row in the table, 0-based: the image's identity in counters and logs.
    pub index: usize,
    pub code_path: PathBuf,
    pub requirements: DeviceRequirements,
    /// The image's own aspect names (`[SYCL/aspect names]`): requirements
    /// are compared with a device by these names, never by value.
    pub aspect_names: AspectNames,
    /// `isEsimdImage` in `[SYCL/misc properties]`: DPC++ skips the
    /// sub-group size check for such images.
    pub esimd: bool,
    /// Entry-point names, in `.sym` order.
    pub kernels: Vec<String>,
    code: OnceLock<Vec<u8>>,
}

impl Image {
    pub fn new(index: usize, code_path: PathBuf, requirements: DeviceRequirements, esimd: bool, kernels: Vec<String>) -> Self {
        Self { index, code_path, requirements, aspect_names: AspectNames::default(), esimd, kernels, code: OnceLock::new() }
    }

    pub fn with_aspect_names(mut self, names: AspectNames) -> Self {
        self.aspect_names = names;
        self
    }

    pub fn has_kernel(&self, name: &str) -> bool {
        self.kernels.iter().any(|k| k == name)
    }
}

/// Every image of one directory, in table order.
#[derive(Debug, Default)]
pub struct ImageSet {
    pub directory: PathBuf,
    /// Shared with the modules of [`crate::model`], which hold images by
    /// reference (an image's identity is its allocation).
    pub images: Vec<Arc<Image>>,
}

/// A text file of an image directory (the table, property sets, symbol
/// lists): a regular file of at most 16 MiB, like every file read by name.
fn read_text(path: &Path) -> Result<String, String> {
    const LIMIT: FileLimit = FileLimit::new(MAX_TEXT_FILE_BYTES, "a file of a device image directory");
    read_regular_text_file(path, LIMIT).map_err(|e| format!("cannot read '{}': {e}", path.display()))
}

impl ImageSet {
    pub fn load(directory: &Path) -> Result<Self, String> {
        let table_path = directory.join(TABLE_FILE);
        let text = read_text(&table_path)?;
        let table = FileTable::parse(&text).map_err(|(line, e)| format!("{}:{line}: {e}", table_path.display()))?;
        let column = |name: &str| {
            table.column(name).ok_or_else(|| {
                format!(
                    "{}: the table has no '{name}' column (found [{}]); build images with -properties -symbols",
                    table_path.display(),
                    table.columns.join("|")
                )
            })
        };
        let (code_col, prop_col, sym_col) = (column(CODE)?, column(PROPERTIES)?, column(SYMBOLS)?);
        let mut images = Vec::with_capacity(table.rows.len());
        for (index, row) in table.rows.iter().enumerate() {
            // Rows were checked to have one cell per column by the parser.
            let resolve = |cell: &str| directory.join(cell);
            let code_path = resolve(&row[code_col]);
            let prop_path = resolve(&row[prop_col]);
            let sym_path = resolve(&row[sym_col]);
            let sets = PropertySets::parse(&read_text(&prop_path)?)
                .map_err(|(line, e)| format!("{}:{line}: {e}", prop_path.display()))?;
            let requirements = DeviceRequirements::from_property_sets(&sets)
                .map_err(|e| format!("{}: {e}", prop_path.display()))?
                .ok_or_else(|| format!("{}: no [SYCL/device requirements] property set", prop_path.display()))?;
            let aspect_names =
                AspectNames::from_property_sets(&sets).map_err(|e| format!("{}: {e}", prop_path.display()))?;
            let esimd = match sets.get(MISC_PROPERTIES).and_then(|s| s.get("isEsimdImage")) {
                None => false,
                Some(PropertyValue::Uint32(v)) => *v != 0,
                Some(_) => return Err(format!("{}: 'isEsimdImage' is not a uint32", prop_path.display())),
            };
            // DPC++'s [SYCL/exported symbols] names the entry points that are
            // no kernels (SYCL_EXTERNAL functions): they are in the .sym but
            // cannot be asked for, as in Intel's runtime.
            let exported: Vec<&str> =
                sets.get(EXPORTED_SYMBOLS).map(|set| set.entries.iter().map(|(n, _)| n.as_str()).collect()).unwrap_or_default();
            let kernels: Vec<String> = read_text(&sym_path)?
                .lines()
                .map(|l| l.strip_suffix('\r').unwrap_or(l))
                .filter(|l| !l.is_empty() && !exported.contains(l))
                .map(str::to_owned)
                .collect();
            if !code_path.is_file() {
                return Err(format!("{}: row {}: code file '{}' does not exist", table_path.display(), index + 2, code_path.display()));
            }
            images.push(Arc::new(Image::new(index, code_path, requirements, esimd, kernels).with_aspect_names(aspect_names)));
        }
        Ok(Self { directory: directory.to_owned(), images })
    }

    pub fn image(&self, index: usize) -> Result<&Arc<Image>, String> {
        self.images.get(index).ok_or_else(|| format!("no image {index} (the directory has {})", self.images.len()))
    }
}

impl Image {
    /// The image's SPIR-V, read from disk on first use and kept.
    pub fn code(&self) -> Result<&[u8], String> {
        if let Some(code) = self.code.get() {
            return Ok(code);
        }
        const LIMIT: FileLimit = FileLimit::new(MAX_MODULE_FILE_BYTES, "a device image");
        let bytes = read_regular_file(&self.code_path, LIMIT)
            .map_err(|e| format!("cannot read '{}': {e}", self.code_path.display()))?;
        Ok(self.code.get_or_init(|| bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory in the system's temporary directory, removed on drop.
    struct Dir(PathBuf);
    impl Dir {
        fn new(name: &str) -> Self {
            let path = std::env::temp_dir().join(format!("sycl-aspects-runtime-{}-{name}", std::process::id()));
            let _ = std::fs::remove_dir_all(&path);
            std::fs::create_dir_all(&path).unwrap();
            Self(path)
        }
        fn file(&self, name: &str, text: &str) {
            std::fs::write(self.0.join(name), text).unwrap();
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    const PROP: &str = "[SYCL/devicelib req mask]\nDeviceLibReqMask=1|0\n[SYCL/device requirements]\naspects=2|ABAAAAAAAAgBAAAAcAAAAA\nreqd_sub_group_size=1|16\n";

    #[test]
    fn loads_relative_paths() {
        let dir = Dir::new("ok");
        dir.file(TABLE_FILE, "[Code|Properties|Symbols]\na.spv|a.prop|a.sym\n");
        dir.file("a.spv", "SPIRV");
        dir.file("a.prop", &format!("{PROP}[SYCL/misc properties]\nisEsimdImage=1|1\n[SYCL/exported symbols]\nhelper=1|1\n"));
        dir.file("a.sym", "k1\nhelper\nk2\n");
        let set = ImageSet::load(&dir.0).unwrap();
        assert_eq!(set.images.len(), 1);
        let image = &set.images[0];
        assert_eq!(image.kernels, ["k1", "k2"]);
        assert_eq!(image.requirements.aspects.iter().copied().collect::<Vec<_>>(), [6, 28]);
        assert_eq!(image.requirements.reqd_sub_group_size, Some(16));
        assert!(image.esimd);
        assert_eq!(image.aspect_names, AspectNames::default());
        assert_eq!(image.code().unwrap(), b"SPIRV");
        assert!(set.image(1).is_err());
    }

    #[test]
    fn errors_name_the_file() {
        let dir = Dir::new("bad");
        let err = ImageSet::load(&dir.0).unwrap_err();
        assert!(err.starts_with("cannot read '") && err.contains("images.table"), "{err}");

        dir.file(TABLE_FILE, "[Code|Properties]\na.spv|a.prop\n");
        let err = ImageSet::load(&dir.0).unwrap_err();
        assert!(err.ends_with("the table has no 'Symbols' column (found [Code|Properties]); build images with -properties -symbols"), "{err}");

        dir.file(TABLE_FILE, "[Code|Properties|Symbols]\na.spv|a.prop\n");
        assert!(ImageSet::load(&dir.0).unwrap_err().ends_with("images.table:2: row has 2 cells but the header names 3 columns"));

        dir.file(TABLE_FILE, "[Code|Properties|Symbols]\na.spv|a.prop|a.sym\n");
        dir.file("a.sym", "k\n");
        dir.file("a.prop", "[SYCL/device requirements]\naspects=9|x\n");
        let err = ImageSet::load(&dir.0).unwrap_err();
        assert!(err.ends_with("a.prop:2: property 'aspects': unknown type '9' (1, 2 or 3)"), "{err}");

        dir.file("a.prop", "[SYCL/devicelib req mask]\nDeviceLibReqMask=1|0\n");
        assert!(ImageSet::load(&dir.0).unwrap_err().ends_with("a.prop: no [SYCL/device requirements] property set"));

        dir.file("a.prop", &format!("{PROP}[SYCL/aspect names]\nfp64=1|6\ngpu=1|6\n"));
        let err = ImageSet::load(&dir.0).unwrap_err();
        assert!(err.ends_with("a.prop: [SYCL/aspect names] names value 6 both 'fp64' and 'gpu'"), "{err}");

        dir.file("a.prop", PROP);
        let err = ImageSet::load(&dir.0).unwrap_err();
        assert!(err.contains("images.table: row 2: code file '") && err.ends_with("a.spv' does not exist"), "{err}");
    }
}
