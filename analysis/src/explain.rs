//! The explain report: for every entry point, each aspect it requires and
//! the shortest call chain to where the requirement comes from. This is
//! the report's model and its two renderings (JSON, text); the pass
//! (pass/src/report.rs) fills it from the analysed module with the names,
//! types and locations only the IR has.
//!
//! JSON schema (`"schema": "sycl-aspects-explain/1"`), stable:
//!
//! ```text
//! { "schema": "sycl-aspects-explain/1",
//!   "entry_points": [
//!     { "function": "<mangled>", "demangled": "<name>",
//!       "aspects": [
//!         { "aspect": "fp64", "value": 6,
//!           "origin": { "kind": "double" | "type" | "uses_aspects" |
//!                               "device_has" | "instruction_metadata",
//!                       "function": "<mangled>", "demangled": "<name>",
//!                       "type": "<LLVM type name>" | null,
//!                       "contains": "<decorated type inside type>" | null,
//!                       "location": {"file","line","column"} | null },
//!           "chain": [ { "function", "demangled",
//!                        "call_site": {"file","line","column"} | null,
//!                        "omitted_before": <calls left out> (only if any) } ] } ] } ] }
//! ```
//!
//! A chain longer than `CHAIN_SHOWN` (20) links lists its first and last
//! ten; the first step after the gap says how many calls were left out, so
//! the report stays linear in the module.
//!
//! Entry points are kernels and `SYCL_EXTERNAL` definitions; a module with
//! none (typical of hand-written IR) reports every external definition.

use serde::Serialize;
use std::io::Write;

#[derive(Serialize)]
pub struct Report {
    pub schema: &'static str,
    pub entry_points: Vec<EntryPoint>,
}

#[derive(Serialize)]
pub struct EntryPoint {
    pub function: String,
    pub demangled: String,
    pub aspects: Vec<RequiredAspect>,
}

#[derive(Serialize)]
pub struct RequiredAspect {
    pub aspect: String,
    pub value: i32,
    pub origin: OriginReport,
    pub chain: Vec<ChainStep>,
}

#[derive(Serialize)]
pub struct OriginReport {
    pub kind: &'static str,
    pub function: String,
    pub demangled: String,
    #[serde(rename = "type")]
    pub type_name: Option<String>,
    /// The decorated type inside `type` that brings the aspect, if not
    /// `type` itself.
    pub contains: Option<String>,
    pub location: Option<SourceLocation>,
}

#[derive(Serialize)]
pub struct ChainStep {
    /// Calls left out of a long chain just before this step (absent: none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub omitted_before: Option<usize>,
    pub function: String,
    pub demangled: String,
    pub call_site: Option<SourceLocation>,
}

/// A source position (`file:line:col`, or `file:line` without a column).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SourceLocation {
    pub file: String,
    /// Directory a relative `file` is relative to (not in reports).
    #[serde(skip)]
    pub directory: String,
    pub line: u32,
    pub column: u32,
}

impl SourceLocation {
    /// The path to open the file from anywhere.
    pub fn path(&self) -> String {
        if self.file.starts_with('/') || self.directory.is_empty() {
            self.file.clone()
        } else {
            format!("{}/{}", self.directory.trim_end_matches('/'), self.file)
        }
    }
}

impl std::fmt::Display for SourceLocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.column > 0 {
            write!(f, "{}:{}:{}", self.file, self.line, self.column)
        } else {
            write!(f, "{}:{}", self.file, self.line)
        }
    }
}

/// Readable text form of the report.
pub fn to_text(report: &Report) -> String {
    let mut out = String::new();
    for ep in &report.entry_points {
        if ep.aspects.is_empty() {
            out.push_str(&format!("'{}' requires no aspects\n", ep.demangled));
            continue;
        }
        out.push_str(&format!("'{}' requires:\n", ep.demangled));
        for a in &ep.aspects {
            let what = match (a.origin.kind, &a.origin.type_name, &a.origin.contains) {
                ("double", Some(t), _) if t != "double" => format!("double (in {t}) used"),
                ("double", _, _) => "double used".to_owned(),
                ("type", Some(t), Some(inner)) => format!("type {t} (contains {inner}) used"),
                ("type", Some(t), None) => format!("type {t} used"),
                ("device_has", _, _) => "declared by device_has".to_owned(),
                ("uses_aspects", _, _) => "uses_aspects".to_owned(),
                ("instruction_metadata", _, _) => "!sycl_used_aspects on an instruction".to_owned(),
                _ => "unknown origin".to_owned(),
            };
            let at = a.origin.location.as_ref().map(|l| format!(" at {l}")).unwrap_or_default();
            out.push_str(&format!("  {} ({}): {what}{at} in '{}'\n", a.aspect, a.value, a.origin.demangled));
            for step in &a.chain {
                if let Some(n) = step.omitted_before {
                    out.push_str(&format!("      ... {n} more calls ...\n"));
                }
                let site = step.call_site.as_ref().map(|l| format!(" {l}")).unwrap_or_default();
                out.push_str(&format!("      {}{site}\n", step.demangled));
            }
        }
    }
    out
}

/// Writes JSON to a `.json` path, text to any other path, text to stderr
/// for `-`.
pub fn write(report: &Report, target: &str) -> std::io::Result<()> {
    if target == "-" {
        return std::io::stderr().write_all(to_text(report).as_bytes());
    }
    let body = if target.ends_with(".json") {
        serde_json::to_string_pretty(report).map_err(std::io::Error::other)? + "\n"
    } else {
        to_text(report)
    };
    // As every output of the project: a device or FIFO in place, a link
    // through, a regular file atomically.
    sycl_device_config::output_file::write_output(std::path::Path::new(target), body.as_bytes()).map_err(std::io::Error::other)
}
