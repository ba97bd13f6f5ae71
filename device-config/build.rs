//! Generates the aspect registry and the embedded target table:
//!
//! * `$OUT_DIR/aspects.rs`: `ASPECTS`, every `sycl::aspect` enumerator of
//!   `headers/sycl/detail/aspects.def` and `aspects_deprecated.def`;
//! * `$OUT_DIR/default_targets.rs`: `DEFAULT_TARGETS`, the targets of
//!   `targets.yaml` as static data, aspects stored as values.
//!
//! `targets.yaml` is read and checked by the library's own modules (compiled
//! in here), so it obeys exactly the rules of user files; any diagnostic,
//! warning or error, fails the build with `file:line:col` text.

#[allow(dead_code)]
#[path = "src/aspects.rs"]
mod aspects;
#[allow(dead_code)]
#[path = "src/diagnostics.rs"]
mod diagnostics;
#[allow(dead_code)]
#[path = "src/schema.rs"]
mod schema;
#[allow(dead_code)]
#[path = "src/yaml.rs"]
mod yaml;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use aspects::{AspectInfo, AspectRegistry};
use diagnostics::SourceFile;

fn main() {
    let manifest_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    let workspace_dir = manifest_dir.parent().unwrap_or(&manifest_dir);
    let def_dir = workspace_dir.join("headers/sycl/detail");
    let current_def = def_dir.join("aspects.def");
    let deprecated_def = def_dir.join("aspects_deprecated.def");
    let targets_yaml = manifest_dir.join("targets.yaml");
    for input in [&current_def, &deprecated_def, &targets_yaml] {
        println!("cargo:rerun-if-changed={}", input.display());
    }
    for module in ["aspects", "diagnostics", "schema", "yaml"] {
        println!("cargo:rerun-if-changed=src/{module}.rs");
    }

    let mut aspects = read_def(&current_def, "__SYCL_ASPECT", false);
    aspects.extend(read_def(&deprecated_def, "__SYCL_ASPECT_DEPRECATED", true));
    aspects.sort_by_key(|a| a.value);
    check_unique(&aspects);
    let aspects: &'static [AspectInfo] = Vec::leak(aspects);
    let registry = AspectRegistry::new(aspects);

    let text = read(&targets_yaml);
    let file = SourceFile::new(targets_yaml.display().to_string(), text);
    let checked = schema::check_file(&file, registry);
    if !checked.diagnostics.is_empty() {
        fail(&format!(
            "{}note: the embedded device table must be free of errors and warnings\n",
            diagnostics::render(&checked.diagnostics)
        ));
    }

    write(&out_dir.join("aspects.rs"), &aspects_source(aspects));
    write(&out_dir.join("default_targets.rs"), &targets_source(&checked.entries, registry));
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(1);
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("{}: error: cannot read: {e}", path.display())))
}

fn write(path: &Path, text: &str) {
    if let Err(e) = std::fs::write(path, text) {
        fail(&format!("{}: error: cannot write: {e}", path.display()));
    }
}

/// Reads `MACRO(name, value)` / `MACRO(name, value, "message")` lines;
/// blank lines and `//` comments are skipped, anything else is an error.
fn read_def(path: &Path, macro_name: &str, deprecated: bool) -> Vec<AspectInfo> {
    let text = read(path);
    let mut aspects = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let parsed = line
            .strip_prefix(macro_name)
            .and_then(|rest| rest.trim_start().strip_prefix('('))
            .and_then(|rest| rest.trim_end().strip_suffix(')'))
            .and_then(|args| parse_def_args(args, deprecated));
        match parsed {
            Some(aspect) => aspects.push(aspect),
            None => fail(&format!(
                "{}:{}: error: expected {macro_name}(name, value{}), found '{line}'",
                path.display(),
                number + 1,
                if deprecated { ", \"message\"" } else { "" }
            )),
        }
    }
    aspects
}

fn parse_def_args(args: &str, deprecated: bool) -> Option<AspectInfo> {
    let mut parts = args.splitn(3, ',').map(str::trim);
    let name = parts.next().filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))?;
    let value = parts.next()?.parse::<u32>().ok()?;
    let message = match (parts.next(), deprecated) {
        (None, false) => None,
        (Some(message), true) => Some(message.strip_prefix('"')?.strip_suffix('"')?),
        _ => return None,
    };
    Some(AspectInfo {
        name: String::leak(name.to_owned()),
        value,
        deprecated: message.map(|m| &*String::leak(m.to_owned())),
    })
}

fn check_unique(aspects: &[AspectInfo]) {
    for (i, a) in aspects.iter().enumerate() {
        for b in &aspects[..i] {
            if a.name == b.name || a.value == b.value {
                fail(&format!(
                    "error: aspects '{}' ({}) and '{}' ({}) share a name or a value in aspects*.def",
                    b.name, b.value, a.name, a.value
                ));
            }
        }
    }
}

fn aspects_source(aspects: &[AspectInfo]) -> String {
    let mut out = String::from(
        "/// Every `sycl::aspect` enumerator, current and deprecated, in value order\n\
         /// (generated from `headers/sycl/detail/aspects.def` and `aspects_deprecated.def`).\n\
         pub static ASPECTS: &[AspectInfo] = &[\n",
    );
    for a in aspects {
        let _ = writeln!(
            out,
            "    AspectInfo {{ name: {:?}, value: {}, deprecated: {:?} }},",
            a.name, a.value, a.deprecated
        );
    }
    out.push_str("];\n");
    out
}

fn targets_source(entries: &[schema::TargetEntry], registry: AspectRegistry) -> String {
    let mut out = String::from(
        "/// The embedded targets, in `targets.yaml` order (generated from `device-config/targets.yaml`).\n\
         pub static DEFAULT_TARGETS: &[StaticTarget] = &[\n",
    );
    for entry in entries {
        let aspects: Vec<String> = entry
            .aspects
            .iter()
            .flatten()
            .map(|&v| format!("{v} /* {} */", registry.by_value(v).map_or("?", |a| a.name)))
            .collect();
        let sizes: Vec<String> = entry.sub_group_sizes.iter().flatten().map(u32::to_string).collect();
        let _ = writeln!(
            out,
            "    StaticTarget {{\n        name: {:?},\n        aspects: &[{}],\n        may_support_other_aspects: {},\n        \
             sub_group_sizes: &[{}],\n        max_work_group_size: {:?},\n        aot_toolchain: {:?},\n        \
             aot_toolchain_options: {:?},\n    }},",
            entry.name,
            aspects.join(", "),
            entry.may_support_other_aspects.unwrap_or(false),
            sizes.join(", "),
            entry.max_work_group_size,
            entry.aot_toolchain.as_deref(),
            entry.aot_toolchain_options.as_deref(),
        );
    }
    out.push_str("];\n");
    out
}
