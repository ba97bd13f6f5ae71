//! `DIR/images.o`: the registration object of a device-image directory, so
//! that Intel's SYCL runtime itself runs the images (`sycl::get_kernel_ids`,
//! `is_compatible`, kernel bundles, `errc::kernel_not_supported` from
//! `[SYCL/device requirements]`), as DPC++'s offload wrapper makes it.
//!
//! Algorithm ([`write_object`]):
//! 1. [`inspect`] the runtime the object is for (a prefix holding
//!    `include/sycl/` and `lib/libsycl.so.N`): its library major version
//!    from `include/sycl/version.hpp` (`__LIBSYCL_MAJOR_VERSION`), which
//!    decides the descriptor layout; a version whose layout we have not
//!    measured is refused (a descriptor in the wrong layout makes
//!    `__sycl_register_lib` crash, it checks no version field); and the
//!    aspect names of its `sycl::aspect` (`include/sycl/info/aspects.def`,
//!    `aspects_deprecated.def`).
//! 2. For each row of the directory's table: the SPIR-V bytes, the `.sym`
//!    names (the image's entries) and the `.prop` sets. Each aspect value of
//!    `aspects` and `fixed_target` is named through the image's
//!    `[SYCL/aspect names]` (the numbering of the headers the kernels were
//!    compiled with), else this project's enum; a name the runtime's enum
//!    lacks is an error naming it and the image's kernels.
//! 3. Write C++ (`images.cpp`, in the build's work directory) holding the
//!    descriptor in that layout, with aspect values written
//!    `static_cast<std::uint32_t>(sycl::aspect::NAME)` and compiled against
//!    the runtime's own `<sycl/sycl.hpp>`, so they are the runtime's numbers
//!    whatever the numbering of the device compile. Other sets are copied
//!    as they are; `[SYCL/aspect names]` is left out (its values would be
//!    the other numbering; the runtime ignores the set). The object
//!    registers the descriptor from a global constructor and unregisters it
//!    at exit; before registering, it checks (with `dladdr`) that the
//!    `__sycl_register_lib` it calls comes from `libsycl.so.<N>` of the
//!    layout it was built for, and otherwise says so on stderr and registers
//!    nothing (never a crash).
//! 4. Compile it with `$CXX` (default `g++`) to `images.o`.
//!
//! Layout for libsycl 9 (Intel oneAPI 2026.x; measured against the 2026.2.0
//! wheels, see docs/runtime.md): descriptor `{u16 version = 1; u16 count;
//! image *images; entry *host_begin, *host_end}` (32 bytes); image (80
//! bytes, no manifest pointers) `{u16 version; u8 kind = 4 (SYCL); u8
//! format = 2 (SPIR-V); const char *target = "spir64", *compile_options,
//! *link_options; const u8 *code_begin, *code_end; entry *entries_begin,
//! *entries_end; property_set *sets_begin, *sets_end}`; property set `{const
//! char *name; property *begin, *end}`; property `{const char *name; void
//! *value; u32 type; u64 size}` (type 1: the uint32 in `size`, `value`
//! null; type 2: `value` points at an 8-byte little-endian bit count and
//! the bytes, `size` counts both); entry `{void *addr; const char *name;
//! size_t size; i32 flags; i32 reserved}` (32 bytes, `addr` null).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use sycl_post_link_core::file_table::{FileTable, CODE, PROPERTIES, SYMBOLS};
use sycl_post_link_core::filter::ASPECT_NAMES;
use sycl_post_link_core::property_set::{PropertySets, PropertyValue, DEVICE_REQUIREMENTS};

/// The object's file name inside the image directory.
pub const OBJECT: &str = "images.o";
/// The C++ source's file name (in the work directory, not kept).
pub const SOURCE: &str = "images.cpp";

/// libsycl major versions whose registration layout we write, with the
/// release they were measured with.
pub const KNOWN_LAYOUTS: &[(u32, &str)] = &[(9, "Intel oneAPI 2026.x, measured with intel-sycl-rt 2026.2.0")];

/// The `version` field of each image (DPC++'s value for the layout without
/// manifest pointers; the 2026.2 runtime does not read it).
const IMAGE_VERSION: u16 = 3;

/// What the object needs to know about the runtime it is for.
#[derive(Debug)]
pub struct RuntimeInfo {
    pub prefix: PathBuf,
    pub libsycl_major: u32,
    /// `__SYCL_COMPILER_VERSION`, for messages.
    pub compiler_version: String,
    /// Every enumerator of the runtime's `sycl::aspect` (deprecated ones
    /// included) with its value, from `sycl/info/aspects*.def`.
    pub aspects: BTreeMap<String, u32>,
}

fn read(path: &Path) -> Result<String, String> {
    let limit = sycl_device_config::input_file::FileLimit::new(1 << 20, "a SYCL runtime header");
    sycl_device_config::input_file::read_regular_text_file(path, limit).map_err(|e| format!("cannot read '{}': {e}", path.display()))
}

/// `#define NAME VALUE` in a header's text.
fn define<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.lines().find_map(|line| {
        let rest = line.trim().strip_prefix("#define")?.trim_start();
        let value = rest.strip_prefix(name)?;
        value.starts_with(char::is_whitespace).then(|| value.trim())
    })
}

/// The enumerators of an aspects X-macro file: the name and value (first
/// and second arguments) of every `__SYCL_ASPECT(` /
/// `__SYCL_ASPECT_DEPRECATED(` / `__SYCL_ASPECT_DEPRECATED_ALIAS(` use (an
/// alias's second argument names another enumerator, resolved later).
fn aspect_entries(text: &str) -> Vec<(String, String)> {
    let mut entries = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| l.starts_with("__SYCL_ASPECT")) {
        if let Some((_, args)) = line.split_once('(') {
            let mut parts = args.split(',').map(|p| p.trim().trim_end_matches(')').trim());
            if let (Some(name), Some(value)) = (parts.next(), parts.next()) {
                if !name.is_empty() {
                    entries.push((name.to_owned(), value.to_owned()));
                }
            }
        }
    }
    entries
}

/// Step 1.
pub fn inspect(prefix: &Path) -> Result<RuntimeInfo, String> {
    let include = prefix.join("include").join("sycl");
    if !include.join("sycl.hpp").is_file() {
        return Err(format!(
            "'{}' is not a SYCL runtime prefix (no include/sycl/sycl.hpp); run scripts/fetch-sycl-runtime.sh or pass --sycl-runtime=<prefix>",
            prefix.display()
        ));
    }
    let version_path = include.join("version.hpp");
    let version = read(&version_path)?;
    let major = define(&version, "__LIBSYCL_MAJOR_VERSION")
        .ok_or_else(|| format!("'{}' defines no __LIBSYCL_MAJOR_VERSION: cannot tell the runtime's device-image layout", version_path.display()))?;
    let libsycl_major: u32 =
        major.parse().map_err(|_| format!("'{}': __LIBSYCL_MAJOR_VERSION is '{major}', not a number", version_path.display()))?;
    let compiler_version = define(&version, "__SYCL_COMPILER_VERSION").unwrap_or("unknown").to_owned();
    if !KNOWN_LAYOUTS.iter().any(|(m, _)| *m == libsycl_major) {
        let known: Vec<String> = KNOWN_LAYOUTS.iter().map(|(m, what)| format!("libsycl {m} ({what})")).collect();
        return Err(format!(
            "the SYCL runtime at '{}' is libsycl {libsycl_major} (__SYCL_COMPILER_VERSION {compiler_version}), whose device-image \
             registration layout sycl-clang does not know (it knows {}); a descriptor in another layout crashes the runtime, so no \
             {OBJECT} is written: pass --sycl-runtime=<prefix of a known runtime>, or --sycl-runtime=none for the directory alone",
            prefix.display(),
            known.join(", ")
        ));
    }
    let library = prefix.join("lib").join(format!("libsycl.so.{libsycl_major}"));
    if !library.exists() {
        return Err(format!(
            "the SYCL runtime at '{}' has headers of libsycl {libsycl_major} but no '{}'",
            prefix.display(),
            library.display()
        ));
    }
    let mut entries = Vec::new();
    for file in ["aspects.def", "aspects_deprecated.def"] {
        let path = include.join("info").join(file);
        if file == "aspects.def" || path.exists() {
            entries.extend(aspect_entries(&read(&path)?));
        }
    }
    // Values are numbers, or (aliases) the names of other enumerators.
    let mut aspects = BTreeMap::new();
    for _ in 0..2 {
        for (name, value) in &entries {
            if let Some(v) = value.parse::<u32>().ok().or_else(|| aspects.get(value).copied()) {
                aspects.insert(name.clone(), v);
            }
        }
    }
    if aspects.is_empty() {
        return Err(format!("'{}' names no aspects", include.join("info").join("aspects.def").display()));
    }
    Ok(RuntimeInfo { prefix: prefix.to_owned(), libsycl_major, compiler_version, aspects })
}

/// A C++ string literal for `text` (octal escapes for anything unusual).
fn c_string(text: &str) -> String {
    let mut out = String::from("\"");
    for &b in text.as_bytes() {
        match b {
            b'"' | b'\\' | b'?' => {
                let _ = write!(out, "\\{:03o}", b);
            }
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{:03o}", b);
            }
        }
    }
    out.push('"');
    out
}

/// `bytes` (a file name) as a GNU assembler string: quotes and
/// backslashes escaped, bytes outside printable ASCII as octal escapes.
fn assembler_string(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push('"');
    out
}

/// `bytes` as the body of a C++ array initializer.
fn byte_list(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 5 + bytes.len() / 4);
    for (i, b) in bytes.iter().enumerate() {
        let _ = write!(out, "{b},");
        if i % 24 == 23 {
            out.push('\n');
        }
    }
    out
}

/// One image as read from the directory.
struct ImageData {
    /// The SPIR-V file's name in the directory.
    file: String,
    kernels: Vec<String>,
    sets: PropertySets,
    label: String,
}

fn read_images(dir: &Path, table: &FileTable) -> Result<Vec<ImageData>, String> {
    let column = |name: &str| table.column(name).ok_or_else(|| format!("the image table has no '{name}' column"));
    let (code, props, syms) = (column(CODE)?, column(PROPERTIES)?, column(SYMBOLS)?);
    let text = |cell: &str| std::fs::read_to_string(dir.join(cell)).map_err(|e| format!("cannot read '{cell}': {e}"));
    let mut images = Vec::new();
    for row in &table.rows {
        let size = std::fs::metadata(dir.join(&row[code])).map_err(|e| format!("cannot read '{}': {e}", row[code]))?.len();
        if size == 0 {
            return Err(format!("'{}' is empty", row[code]));
        }
        let sets = PropertySets::parse(&text(&row[props])?).map_err(|(line, e)| format!("{}:{line}: {e}", row[props]))?;
        let kernels = text(&row[syms])?.lines().filter(|l| !l.is_empty()).map(str::to_owned).collect();
        images.push(ImageData { file: row[code].clone(), kernels, sets, label: row[code].clone() });
    }
    if images.len() > usize::from(u16::MAX) {
        return Err(format!("{} images do not fit the descriptor's 16-bit count", images.len()));
    }
    Ok(images)
}

/// The name of an image's aspect value (see the module comment, step 2).
fn aspect_name(sets: &PropertySets, value: u32) -> Option<String> {
    let own = sets.get(ASPECT_NAMES).and_then(|s| s.entries.iter().find(|(_, v)| *v == PropertyValue::Uint32(value)));
    own.map(|(n, _)| n.clone()).or_else(|| sycl_device_config::aspect_by_value(value).map(|a| a.name.to_owned()))
}

/// Step 3: the C++ source of the registration object.
pub fn generate(dir: &Path, table: &FileTable, runtime: &RuntimeInfo) -> Result<String, String> {
    let images = read_images(dir, table)?;
    let major = runtime.libsycl_major;
    let mut out = String::new();
    let _ = write!(
        out,
        r#"// Generated by sycl-clang --sycl-device-images: registers the device
// images of this directory with Intel's SYCL runtime (libsycl {major},
// __SYCL_COMPILER_VERSION {cv}), as DPC++'s offload wrapper does. Aspect
// values are the runtime's own (its sycl/info/aspects.def); only its
// version header is included, so this compiles in a moment.
#include <sycl/version.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>

#if !defined(__LIBSYCL_MAJOR_VERSION) || __LIBSYCL_MAJOR_VERSION != {major}
#error "sycl-clang generated this registration object for libsycl {major}; the <sycl/sycl.hpp> found is another version, whose layout may differ"
#endif

namespace {{
struct entry_t {{ void *addr; const char *name; std::size_t size; std::int32_t flags; std::int32_t reserved; }};
struct property_t {{ const char *name; const void *value; std::uint32_t type; std::uint64_t size; }};
struct property_set_t {{ const char *name; property_t *begin; property_t *end; }};
struct image_t {{
  std::uint16_t version; std::uint8_t kind; std::uint8_t format;
  const char *target; const char *compile_options; const char *link_options;
  const unsigned char *code_begin; const unsigned char *code_end;
  entry_t *entries_begin; entry_t *entries_end;
  property_set_t *sets_begin; property_set_t *sets_end;
}};
struct descriptor_t {{ std::uint16_t version; std::uint16_t count; image_t *images; entry_t *host_begin; entry_t *host_end; }};
static_assert(sizeof(entry_t) == 32 && sizeof(property_t) == 32 && sizeof(property_set_t) == 24, "layout");
static_assert(sizeof(image_t) == 80 && sizeof(descriptor_t) == 32, "libsycl {major}'s layout");
}}

extern "C" void __sycl_register_lib(void *);
extern "C" void __sycl_unregister_lib(void *);

namespace {{
"#,
        cv = runtime.compiler_version
    );
    for (i, image) in images.iter().enumerate() {
        let _ = writeln!(out, "// image {i}: {}", image.label.replace('\n', " "));
        // The SPIR-V goes into the object as it is (`.incbin`, as DPC++'s
        // offload wrapper embeds it), not as a C++ initializer: compile time
        // and memory stay near the size of the bytes (a decimal initializer
        // of 55 MB of SPIR-V exhausted 4 GB of g++'s memory).
        let spv = std::fs::canonicalize(dir.join(&image.file))
            .map_err(|e| format!("cannot find '{}': {e}", dir.join(&image.file).display()))?;
        let _ = writeln!(out, "extern \"C\" const unsigned char sycl_aspects_code_{i}[], sycl_aspects_code_{i}_end[];");
        let _ = writeln!(
            out,
            "__asm__({});",
            c_string(&format!(
                ".pushsection .rodata.sycl_aspects_code,\"a\",@progbits\n.balign 8\n.local sycl_aspects_code_{i}\n\
                 .local sycl_aspects_code_{i}_end\nsycl_aspects_code_{i}:\n.incbin {}\nsycl_aspects_code_{i}_end:\n.popsection\n",
                assembler_string(spv.as_os_str().as_encoded_bytes())
            ))
        );
        if !image.kernels.is_empty() {
            let _ = writeln!(out, "entry_t entries_{i}[] = {{");
            for k in &image.kernels {
                let _ = writeln!(out, "  {{nullptr, {}, 0, 0, 0}},", c_string(k));
            }
            let _ = writeln!(out, "}};");
        }
        let mut set_names = Vec::new();
        for (s, set) in image.sets.sets.iter().enumerate().filter(|(_, s)| s.name != ASPECT_NAMES && !s.entries.is_empty()) {
            let mut props = Vec::new();
            for (p, (key, value)) in set.entries.iter().enumerate() {
                let var = format!("value_{i}_{s}_{p}");
                let aspect_valued = set.name == DEVICE_REQUIREMENTS && (key == "aspects" || key == "fixed_target");
                match value {
                    PropertyValue::Uint32(v) => props.push(format!("{{{}, nullptr, 1, {v}u}}", c_string(key))),
                    PropertyValue::ByteArray(bytes) if aspect_valued => {
                        let values = value.as_u32_array().ok_or_else(|| format!("{}: '{key}' is not a uint32 array", image.label))?;
                        let mut items = Vec::new();
                        for v in values {
                            let name = aspect_name(&image.sets, v).ok_or_else(|| {
                                format!("{}: aspect value {v} has no name (not in its [{ASPECT_NAMES}] nor in SYCL's enum)", image.label)
                            })?;
                            let Some(&runtime_value) = runtime.aspects.get(&name) else {
                                return Err(format!(
                                    "aspect '{name}', needed by {} (kernels: {}), is not in the SYCL runtime's sycl::aspect ('{}'): \
                                     that runtime cannot run these kernels",
                                    image.label,
                                    image.kernels.join(", "),
                                    runtime.prefix.join("include/sycl/info/aspects.def").display()
                                ));
                            };
                            items.push(format!("{runtime_value}u /* {name} */"));
                        }
                        let bits = (bytes.len() as u64) * 8;
                        let _ = writeln!(
                            out,
                            "alignas(8) std::uint32_t {var}[] = {{{}u, {}u, {}}};",
                            bits & 0xffff_ffff,
                            bits >> 32,
                            items.join(", ")
                        );
                        props.push(format!("{{{}, {var}, 2, {}u}}", c_string(key), 8 + bytes.len()));
                    }
                    PropertyValue::ByteArray(bytes) => {
                        let mut all = ((bytes.len() as u64) * 8).to_le_bytes().to_vec();
                        all.extend_from_slice(bytes);
                        let _ = writeln!(out, "alignas(8) unsigned char {var}[] = {{{}}};", byte_list(&all));
                        props.push(format!("{{{}, {var}, 2, {}u}}", c_string(key), all.len()));
                    }
                    PropertyValue::String(_) => {
                        return Err(format!("{}: property '{key}' of [{}] is a string, which the registration object does not write", image.label, set.name));
                    }
                }
            }
            let _ = writeln!(out, "property_t props_{i}_{s}[] = {{\n  {}\n}};", props.join(",\n  "));
            set_names.push((s, set.name.clone()));
        }
        if !set_names.is_empty() {
            let _ = writeln!(out, "property_set_t sets_{i}[] = {{");
            for (s, name) in &set_names {
                let _ = writeln!(out, "  {{{}, props_{i}_{s}, props_{i}_{s} + sizeof props_{i}_{s} / sizeof *props_{i}_{s}}},", c_string(name));
            }
            let _ = writeln!(out, "}};");
        }
        image_fields(&mut out, i, !image.kernels.is_empty(), !set_names.is_empty());
    }
    let _ = writeln!(out, "image_t images[] = {{");
    for i in 0..images.len() {
        let _ = writeln!(out, "  image_{i},");
    }
    if images.is_empty() {
        return Err("the directory holds no image to register".to_owned());
    }
    let _ = write!(
        out,
        r#"}};
descriptor_t descriptor = {{1, {count}, images, nullptr, nullptr}};

// The runtime this object was built for provides __sycl_register_lib from
// libsycl.so.{major}; another one would read the descriptor in its own layout.
bool runtime_matches() {{
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&__sycl_register_lib), &info) == 0 || info.dli_fname == nullptr) {{
    std::fprintf(stderr, "sycl-aspects images.o: cannot tell which SYCL runtime provides __sycl_register_lib; the device images are not registered\n");
    return false;
  }}
  const char *base = std::strrchr(info.dli_fname, '/');
  base = base ? base + 1 : info.dli_fname;
  const char expected[] = "libsycl.so.{major}";
  if (std::strncmp(base, expected, sizeof expected - 1) != 0 || (base[sizeof expected - 1] != '\0' && base[sizeof expected - 1] != '.')) {{
    std::fprintf(stderr, "sycl-aspects images.o: the SYCL runtime in use is '%s', but these device images were registered for %s (its descriptor layout); they are not registered: rebuild them with sycl-clang --sycl-device-images --sycl-runtime=<that runtime's prefix>\n", info.dli_fname, expected);
    return false;
  }}
  return true;
}}

struct registration {{
  bool registered = false;
  registration() {{
    if (runtime_matches()) {{
      __sycl_register_lib(&descriptor);
      registered = true;
    }}
  }}
  ~registration() {{
    if (registered)
      __sycl_unregister_lib(&descriptor);
  }}
}} the_registration;
}} // namespace
"#,
        count = images.len()
    );
    Ok(out)
}

fn image_fields(out: &mut String, i: usize, entries: bool, sets: bool) {
    let entries = if entries {
        format!("entries_{i}, entries_{i} + sizeof entries_{i} / sizeof *entries_{i}")
    } else {
        "nullptr, nullptr".to_owned()
    };
    let sets = if sets { format!("sets_{i}, sets_{i} + sizeof sets_{i} / sizeof *sets_{i}") } else { "nullptr, nullptr".to_owned() };
    let _ = writeln!(
        out,
        "#define image_{i} image_t{{{IMAGE_VERSION}, 4, 2, \"spir64\", \"\", \"\", sycl_aspects_code_{i}, sycl_aspects_code_{i}_end, {entries}, {sets}}}"
    );
}

/// Steps 1-4: `dir` holds the finished table and images; `work` is where
/// the C++ source goes; writes `dir/images.o`.
pub fn write_object(dir: &Path, work: &Path, table: &FileTable, prefix: &Path) -> Result<(), String> {
    let runtime = inspect(prefix)?;
    let source = generate(dir, table, &runtime)?;
    let cpp = work.join(SOURCE);
    std::fs::write(&cpp, source).map_err(|e| format!("cannot write '{}': {e}", cpp.display()))?;
    let words = super::cxx_command().unwrap_or_else(|| vec!["g++".into()]);
    let (compiler, compiler_args) = words.split_first().ok_or("CXX names no compiler")?;
    let include = runtime.prefix.join("include");
    let status = Command::new(compiler)
        .args(compiler_args)
        .args(["-std=c++17", "-c", "-fPIC", "-O0", "-w", "-DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING"])
        .arg(format!("-I{}", include.display()))
        .arg(&cpp)
        .arg("-o")
        .arg(dir.join(OBJECT))
        .status()
        .map_err(|e| format!("cannot run the host compiler '{}' for {OBJECT}: {e} (set CXX)", compiler.to_string_lossy()))?;
    if !status.success() {
        return Err(format!("the host compile of {OBJECT} against '{}' failed ({status})", include.display()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_version_defines_and_aspect_names() {
        let text = "// x\n#define __SYCL_COMPILER_VERSION 20260930\n#define __LIBSYCL_MAJOR_VERSION 9\n#define __LIBSYCL_MAJOR_VERSIONX 1\n";
        assert_eq!(define(text, "__LIBSYCL_MAJOR_VERSION"), Some("9"));
        assert_eq!(define(text, "__SYCL_COMPILER_VERSION"), Some("20260930"));
        assert_eq!(define(text, "__LIBSYCL_MINOR_VERSION"), None);
        let def = "// c\n__SYCL_ASPECT(host, 0)\n__SYCL_ASPECT(cpu, 1)\n__SYCL_ASPECT_DEPRECATED(image, 9, \"use x\")\n";
        let names: Vec<String> = aspect_entries(def).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["host", "cpu", "image"]);
        assert_eq!(aspect_entries(def)[2].1, "9");
    }

    #[test]
    fn c_strings_are_escaped() {
        assert_eq!(c_string("_Z3addPii"), "\"_Z3addPii\"");
        assert_eq!(c_string("a\"b\\c?\n\u{e9}"), "\"a\\042b\\134c\\077\\012\\303\\251\"");
    }

    #[test]
    fn unknown_runtime_versions_are_refused() {
        let dir = std::env::temp_dir().join(format!("sycl-clang-registration-{}", std::process::id()));
        let include = dir.join("include").join("sycl");
        std::fs::create_dir_all(include.join("info")).unwrap();
        std::fs::write(include.join("sycl.hpp"), "").unwrap();
        std::fs::write(include.join("version.hpp"), "#define __SYCL_COMPILER_VERSION 20250101\n#define __LIBSYCL_MAJOR_VERSION 8\n").unwrap();
        let err = inspect(&dir).unwrap_err();
        assert!(err.contains("is libsycl 8 (__SYCL_COMPILER_VERSION 20250101), whose device-image registration layout sycl-clang does not know"), "{err}");
        std::fs::write(include.join("version.hpp"), "#define __LIBSYCL_MAJOR_VERSION 9\n").unwrap();
        assert!(inspect(&dir).unwrap_err().contains("has headers of libsycl 9 but no"));
        std::fs::write(include.join("version.hpp"), "\n").unwrap();
        assert!(inspect(&dir).unwrap_err().contains("defines no __LIBSYCL_MAJOR_VERSION"));
        assert!(inspect(&dir.join("nothing")).unwrap_err().contains("is not a SYCL runtime prefix"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
