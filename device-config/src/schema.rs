//! The device configuration file format: the keys of a target entry, the
//! values they take, and the checks that turn a YAML document into target
//! entries with precise diagnostics.
//!
//! ```yaml
//! intel_gpu_skl:
//!   aspects: [gpu, fp16, fp64]        # names or numeric values
//!   may_support_other_aspects: false
//!   sub-group-sizes: [8, 16, 32]
//!   max-work-group-size: 256          # optional
//!   aot-toolchain: ocloc              # optional
//!   aot-toolchain-options: -device skl # optional
//! ```
//!
//! Compiled into `build.rs` as well, so the embedded `targets.yaml` and user
//! files are held to the same rules.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

use crate::aspects::AspectRegistry;
use crate::diagnostics::{did_you_mean, Diagnostic, DiagnosticLimiter, SourceFile};
use crate::yaml::{self, MapEntry, Node, Value};

pub const KEY_ASPECTS: &str = "aspects";
pub const KEY_MAY_SUPPORT_OTHER_ASPECTS: &str = "may_support_other_aspects";
pub const KEY_SUB_GROUP_SIZES: &str = "sub-group-sizes";
pub const KEY_MAX_WORK_GROUP_SIZE: &str = "max-work-group-size";
pub const KEY_AOT_TOOLCHAIN: &str = "aot-toolchain";
pub const KEY_AOT_TOOLCHAIN_OPTIONS: &str = "aot-toolchain-options";

/// Every key of a target entry, in the order they are written out.
pub const KEYS: &[&str] = &[
    KEY_ASPECTS,
    KEY_MAY_SUPPORT_OTHER_ASPECTS,
    KEY_SUB_GROUP_SIZES,
    KEY_MAX_WORK_GROUP_SIZE,
    KEY_AOT_TOOLCHAIN,
    KEY_AOT_TOOLCHAIN_OPTIONS,
];

/// Older aspect spellings still found in device tables, with their current
/// names (same values).
pub const RENAMED_ASPECTS: &[(&str, &str)] = &[
    ("ext_oneapi_interop_memory_import", "ext_oneapi_external_memory_import"),
    ("ext_oneapi_interop_semaphore_import", "ext_oneapi_external_semaphore_import"),
];

/// One target entry of a file: the keys it gives (`None`: not given).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TargetEntry {
    pub name: String,
    /// Where the target name is written.
    pub name_span: Range<usize>,
    pub aspects: Option<Vec<u32>>,
    pub may_support_other_aspects: Option<bool>,
    pub sub_group_sizes: Option<Vec<u32>>,
    pub max_work_group_size: Option<u32>,
    pub aot_toolchain: Option<String>,
    pub aot_toolchain_options: Option<String>,
}

/// The result of checking one file: its entries in file order (duplicates
/// included, later ones win) and every diagnostic, in source order. The
/// entries must not be used if a diagnostic is an error.
#[derive(Debug, Default)]
pub struct Checked {
    pub entries: Vec<TargetEntry>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Checked {
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Parses and checks a whole file, collecting every problem (at most
/// [`crate::diagnostics::MAX_SHOWN_PER_KIND`] of each kind are kept, then
/// a summary line).
pub fn check_file(file: &Arc<SourceFile>, registry: AspectRegistry) -> Checked {
    let mut checker = Checker { file, registry, diagnostics: DiagnosticLimiter::new(file) };
    let entries = match yaml::parse(&file.text) {
        Err(error) => {
            let mut diagnostic = Diagnostic::error(file, error.span, error.message);
            if let Some(open) = error.open_collection {
                let kind = if file.text.as_bytes().get(open.start) == Some(&b'{') { "mapping" } else { "list" };
                diagnostic = diagnostic.with_note_at(file, open, format!("in the {kind} that starts here"));
            }
            checker.diagnostics.push(kind::SYNTAX, diagnostic);
            Vec::new()
        }
        Ok(None) => Vec::new(),
        Ok(Some(root)) => checker.targets(&root),
    };
    Checked { entries, diagnostics: checker.diagnostics.finish() }
}

/// Kinds of diagnostics, capped separately (the plural is shown in the
/// "... and N more" summary).
pub(crate) mod kind {
    pub const SYNTAX: &str = "syntax errors";
    pub const TOP_LEVEL: &str = "top-level errors";
    pub const INVALID_TARGET_NAME: &str = "invalid target names";
    pub const REPEATED_TARGET: &str = "repeated target entries";
    pub const TARGET_NOT_MAPPING: &str = "targets that are not mappings";
    pub const REPEATED_KEY: &str = "repeated keys";
    pub const UNKNOWN_KEY: &str = "unknown keys";
    pub const WRONG_TYPE: &str = "values of the wrong type";
    pub const UNKNOWN_ASPECT: &str = "unknown aspects";
    pub const DEPRECATED_ASPECT: &str = "deprecated aspects";
    pub const REPEATED_ASPECT: &str = "repeated aspects";
    pub const INVALID_INTEGER: &str = "invalid integers";
    pub const REPEATED_SIZE: &str = "repeated sub-group sizes";
}

struct Checker<'a> {
    file: &'a Arc<SourceFile>,
    registry: AspectRegistry,
    diagnostics: DiagnosticLimiter,
}

/// Where a node is shown: an empty value has an empty span, sometimes at
/// the start of the next line, so its key is shown instead.
fn shown_span(node: &Node, key_span: &Range<usize>) -> Range<usize> {
    if node.span.is_empty() {
        key_span.clone()
    } else {
        node.span.clone()
    }
}

impl Checker<'_> {
    /// Records an error; `None` once its kind has reached the cap (the
    /// caller then skips its notes).
    fn error(&mut self, kind: &'static str, span: Range<usize>, message: impl Into<String>) -> Option<&mut Diagnostic> {
        self.push(kind, Diagnostic::error(self.file, span, message))
    }

    fn warning(&mut self, kind: &'static str, span: Range<usize>, message: impl Into<String>) -> Option<&mut Diagnostic> {
        self.push(kind, Diagnostic::warning(self.file, span, message))
    }

    fn push(&mut self, kind: &'static str, diagnostic: Diagnostic) -> Option<&mut Diagnostic> {
        self.diagnostics.push(kind, diagnostic)
    }

    fn targets(&mut self, root: &Node) -> Vec<TargetEntry> {
        let Value::Mapping(entries) = &root.value else {
            let kind = root.kind_name();
            self.error(
                kind::TOP_LEVEL,
                root.span.clone(),
                format!("the top level must be a mapping from target names to their properties, found {kind}"),
            );
            return Vec::new();
        };
        let mut first_seen: HashMap<&str, Range<usize>> = HashMap::new();
        let mut targets = Vec::new();
        for entry in entries {
            let name = entry.key.as_str();
            if name.trim().is_empty() || (entry.key == "~" && entry.key_span.is_empty()) {
                self.error(kind::INVALID_TARGET_NAME, entry.key_span.clone(), "empty target name");
                continue;
            }
            if let Some(bad) = name.chars().find(|c| c.is_whitespace() || *c == ',') {
                self.error(
                    kind::INVALID_TARGET_NAME,
                    entry.key_span.clone(),
                    format!("invalid target name '{name}': target names cannot contain {}", describe_char(bad)),
                );
                continue;
            }
            match first_seen.get(name) {
                Some(first) if self.diagnostics.will_show(kind::REPEATED_TARGET) => {
                    let first = first.clone();
                    let warning = Diagnostic::warning(
                        self.file,
                        entry.key_span.clone(),
                        format!("duplicate entry for target '{name}'; the later entry wins"),
                    )
                    .with_note_at(self.file, first, format!("previous entry for '{name}' is here"));
                    self.push(kind::REPEATED_TARGET, warning);
                }
                Some(_) => {
                    self.push(kind::REPEATED_TARGET, Diagnostic::warning(self.file, entry.key_span.clone(), ""));
                }
                None => {
                    first_seen.insert(name, entry.key_span.clone());
                }
            }
            if let Some(target) = self.target(entry) {
                targets.push(target);
            }
        }
        targets
    }

    fn target(&mut self, entry: &MapEntry) -> Option<TargetEntry> {
        let name = &entry.key;
        let Value::Mapping(properties) = &entry.value.value else {
            let kind = entry.value.kind_name();
            let diagnostic = self.error(
                kind::TARGET_NOT_MAPPING,
                shown_span(&entry.value, &entry.key_span),
                format!("target '{name}' must be a mapping of properties, found {kind}"),
            );
            if let (Some(diagnostic), true) = (diagnostic, entry.value.is_null()) {
                diagnostic.notes.push(note("write '{}' for a target with default properties"));
            }
            return None;
        };
        let mut target = TargetEntry { name: name.clone(), name_span: entry.key_span.clone(), ..TargetEntry::default() };
        let mut seen: HashMap<&str, Range<usize>> = HashMap::new();
        for property in properties {
            let key = property.key.as_str();
            if let Some(first) = seen.get(key) {
                let duplicate = Diagnostic::error(
                    self.file,
                    property.key_span.clone(),
                    format!("duplicate key '{key}' in target '{name}'"),
                )
                .with_note_at(self.file, first.clone(), format!("'{key}' is first given here"));
                self.push(kind::REPEATED_KEY, duplicate);
                continue;
            }
            seen.insert(key, property.key_span.clone());
            let value = &property.value;
            let span = shown_span(value, &property.key_span);
            match key {
                KEY_ASPECTS => target.aspects = self.aspects(value, span),
                KEY_MAY_SUPPORT_OTHER_ASPECTS => {
                    target.may_support_other_aspects = match value.as_plain_scalar().and_then(yaml::parse_bool) {
                        Some(flag) => Some(flag),
                        None => {
                            let kind = value.kind_name();
                            self.error(kind::WRONG_TYPE, span, format!("'{key}' must be true or false, found {kind}"));
                            None
                        }
                    }
                }
                KEY_SUB_GROUP_SIZES => target.sub_group_sizes = self.sub_group_sizes(value, span),
                KEY_MAX_WORK_GROUP_SIZE => {
                    target.max_work_group_size = self.positive_integer(value, span, &format!("'{key}'"))
                }
                KEY_AOT_TOOLCHAIN => target.aot_toolchain = self.string(value, span, key),
                KEY_AOT_TOOLCHAIN_OPTIONS => target.aot_toolchain_options = self.string(value, span, key),
                _ => {
                    let message = format!("unknown key '{key}' in target '{name}'");
                    if let Some(diagnostic) = self.error(kind::UNKNOWN_KEY, property.key_span.clone(), message) {
                        let suggestion = did_you_mean(&crate::diagnostics::closest_matches(key, KEYS.iter().copied()));
                        diagnostic.notes.push(note(
                            suggestion.unwrap_or_else(|| format!("valid keys are: {}", KEYS.join(", "))),
                        ));
                    }
                }
            }
        }
        Some(target)
    }

    /// The items of a list-valued key, or an error.
    fn list<'n>(&mut self, value: &'n Node, span: Range<usize>, key: &str) -> Option<&'n [Node]> {
        match &value.value {
            Value::Sequence(items) => Some(items),
            _ => {
                let kind = value.kind_name();
                let diagnostic = self.error(kind::WRONG_TYPE, span, format!("'{key}' must be a list, found {kind}"));
                if let (Some(diagnostic), true) = (diagnostic, value.is_null()) {
                    diagnostic.notes.push(note("write '[]' for an empty list"));
                }
                None
            }
        }
    }

    fn aspects(&mut self, value: &Node, span: Range<usize>) -> Option<Vec<u32>> {
        let items = self.list(value, span, KEY_ASPECTS)?;
        let mut values: Vec<u32> = Vec::new();
        let mut first_at: HashMap<u32, Range<usize>> = HashMap::new();
        let mut ok = true;
        for item in items {
            let Some(aspect) = self.aspect(item) else {
                ok = false;
                continue;
            };
            if let Some(first) = first_at.get(&aspect) {
                if !self.diagnostics.will_show(kind::REPEATED_ASPECT) {
                    self.push(kind::REPEATED_ASPECT, Diagnostic::warning(self.file, item.span.clone(), ""));
                    continue;
                }
                let name = self.registry.by_value(aspect).map_or("?", |a| a.name);
                let warning =
                    Diagnostic::warning(self.file, item.span.clone(), format!("aspect '{name}' is listed more than once"))
                        .with_note_at(self.file, first.clone(), "first listed here");
                self.push(kind::REPEATED_ASPECT, warning);
                continue;
            }
            first_at.insert(aspect, item.span.clone());
            values.push(aspect);
        }
        ok.then_some(values)
    }

    /// One aspect: a known name, or a plain integer that is a known value.
    fn aspect(&mut self, item: &Node) -> Option<u32> {
        let span = item.span.clone();
        let Some(text) = item.as_scalar().filter(|_| !item.is_null()) else {
            let kind = item.kind_name();
            self.error(kind::WRONG_TYPE, span, format!("an aspect must be a name or a numeric value, found {kind}"));
            return None;
        };
        if let Some(number) = item.as_plain_scalar().and_then(yaml::parse_integer) {
            let known = number.value().and_then(|v| u32::try_from(v).ok()).and_then(|v| self.registry.by_value(v));
            return match known {
                Some(aspect) => Some(aspect.value),
                None => {
                    // The value as written: a number too wide for i64 is not
                    // shown as a clamped one.
                    let message = format!("unknown aspect value {text}");
                    if let Some(diagnostic) = self.error(kind::UNKNOWN_ASPECT, span, message) {
                        diagnostic.notes.push(note("'sycl-targets aspects' lists the aspect names and values"));
                    }
                    None
                }
            };
        }
        if let Some(aspect) = self.registry.by_name(text) {
            if let Some(message) = aspect.deprecated {
                self.warning(kind::DEPRECATED_ASPECT, span, format!("aspect '{text}' is deprecated: {message}"));
            }
            return Some(aspect.value);
        }
        let registry = self.registry;
        if let Some(diagnostic) = self.error(kind::UNKNOWN_ASPECT, span, format!("unknown aspect '{text}'")) {
            let renamed = RENAMED_ASPECTS.iter().find(|(old, _)| *old == text).map(|(_, new)| *new);
            let hint = match renamed {
                Some(new) => Some(format!("renamed to '{new}'")),
                None => did_you_mean(&registry.closest_names(text)),
            };
            diagnostic.notes.extend(hint.map(note));
        }
        None
    }

    fn sub_group_sizes(&mut self, value: &Node, span: Range<usize>) -> Option<Vec<u32>> {
        let items = self.list(value, span, KEY_SUB_GROUP_SIZES)?;
        let mut sizes: Vec<u32> = Vec::new();
        let mut first_at: HashMap<u32, Range<usize>> = HashMap::new();
        let mut ok = true;
        for item in items {
            let Some(size) = self.positive_integer(item, item.span.clone(), "sub-group size") else {
                ok = false;
                continue;
            };
            if let Some(first) = first_at.get(&size) {
                if !self.diagnostics.will_show(kind::REPEATED_SIZE) {
                    self.push(kind::REPEATED_SIZE, Diagnostic::warning(self.file, item.span.clone(), ""));
                    continue;
                }
                let warning =
                    Diagnostic::warning(self.file, item.span.clone(), format!("sub-group size {size} is listed more than once"))
                        .with_note_at(self.file, first.clone(), "first listed here");
                self.push(kind::REPEATED_SIZE, warning);
                continue;
            }
            first_at.insert(size, item.span.clone());
            sizes.push(size);
        }
        ok.then_some(sizes)
    }

    /// A plain integer in `1..=u32::MAX`; `what` names it in messages.
    fn positive_integer(&mut self, value: &Node, span: Range<usize>, what: &str) -> Option<u32> {
        // Numbers are shown as written, however wide.
        let found = match value.as_plain_scalar().filter(|_| !value.is_null()) {
            Some(text) => match yaml::parse_integer(text) {
                Some(number) if number.is_positive() => match number.value().map(u32::try_from) {
                    Some(Ok(number)) => return Some(number),
                    _ => format!("{text}, which is too large"),
                },
                Some(_) => text.to_owned(),
                None => format!("'{text}'"),
            },
            None => value.kind_name().to_owned(),
        };
        self.error(kind::INVALID_INTEGER, span, format!("{what} must be a positive integer, found {found}"));
        None
    }

    fn string(&mut self, value: &Node, span: Range<usize>, key: &str) -> Option<String> {
        match value.as_scalar().filter(|_| !value.is_null()) {
            Some(text) => Some(text.to_owned()),
            None => {
                let kind = value.kind_name();
                self.error(kind::WRONG_TYPE, span, format!("'{key}' must be a string, found {kind}"));
                None
            }
        }
    }
}

fn note(message: impl Into<String>) -> crate::diagnostics::Note {
    crate::diagnostics::Note { message: message.into(), location: None }
}

fn describe_char(c: char) -> &'static str {
    if c == ',' {
        "','"
    } else {
        "whitespace"
    }
}
