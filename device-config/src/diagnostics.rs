//! Diagnostics about device configuration files and their clang-style
//! rendering:
//!
//! ```text
//! bad.yaml:3:14: error: unknown aspect 'fp65'
//!     aspects: [fp65, gpu]
//!               ^~~~
//! note: did you mean 'fp64' or 'fp16'?
//! ```
//!
//! Line and column numbers (1-based, columns in characters) and the headline
//! come from codespan-reporting; the source line and the caret line are
//! added here. Also holds the "did you mean" helpers. This module is also
//! compiled into `build.rs`.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::{Files, SimpleFile};
use codespan_reporting::term;

/// A named source text that diagnostics point into.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Arc<Self> {
        Arc::new(Self { name: name.into(), text: text.into() })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// A place in a source file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: Arc<SourceFile>,
    pub span: Range<usize>,
}

/// Extra information after a diagnostic; with a location it is rendered
/// like a diagnostic of its own (`file:line:col: note: ...` and the line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    pub message: String,
    pub location: Option<Location>,
}

/// An error or warning about a device configuration file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub file: Arc<SourceFile>,
    /// Byte range in `file.text`; `None` for problems with the whole file
    /// (it cannot be read).
    pub span: Option<Range<usize>>,
    pub message: String,
    pub notes: Vec<Note>,
}

impl Diagnostic {
    pub fn error(file: &Arc<SourceFile>, span: Range<usize>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, file, Some(span), message)
    }

    pub fn warning(file: &Arc<SourceFile>, span: Range<usize>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, file, Some(span), message)
    }

    /// An error about the whole file, without a position.
    pub fn file_error(file: &Arc<SourceFile>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, file, None, message)
    }

    fn new(severity: Severity, file: &Arc<SourceFile>, span: Option<Range<usize>>, message: impl Into<String>) -> Self {
        Self { severity, file: Arc::clone(file), span, message: message.into(), notes: Vec::new() }
    }

    /// Adds a note without a location.
    pub fn with_note(mut self, message: impl Into<String>) -> Self {
        self.notes.push(Note { message: message.into(), location: None });
        self
    }

    /// Adds a note, if there is one (e.g. from [`did_you_mean`]).
    pub fn with_optional_note(self, message: Option<String>) -> Self {
        match message {
            Some(message) => self.with_note(message),
            None => self,
        }
    }

    /// Adds a note pointing at another place.
    pub fn with_note_at(mut self, file: &Arc<SourceFile>, span: Range<usize>, message: impl Into<String>) -> Self {
        let location = Some(Location { file: Arc::clone(file), span });
        self.notes.push(Note { message: message.into(), location });
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// 1-based line and column (in characters) of the span start.
    pub fn line_column(&self) -> Option<(usize, usize)> {
        let span = self.span.as_ref()?;
        let location = simple_file(&self.file).location((), clamp(&self.file.text, span.start)).ok()?;
        Some((location.line_number, location.column_number))
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(std::slice::from_ref(self)))
    }
}

/// Renders diagnostics in clang's style, one after the other.
pub fn render(diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    for diagnostic in diagnostics {
        let severity = match diagnostic.severity {
            Severity::Error => cs::Severity::Error,
            Severity::Warning => cs::Severity::Warning,
        };
        match &diagnostic.span {
            Some(span) => render_located(&mut out, severity, &diagnostic.file, span, &diagnostic.message),
            None => out.push_str(&format!(
                "{}: {}: {}\n",
                diagnostic.file.name,
                severity_name(severity),
                diagnostic.message
            )),
        }
        for note in &diagnostic.notes {
            match &note.location {
                Some(at) => render_located(&mut out, cs::Severity::Note, &at.file, &at.span, &note.message),
                None => out.push_str(&format!("note: {}\n", note.message)),
            }
        }
    }
    out
}

fn severity_name(severity: cs::Severity) -> &'static str {
    match severity {
        cs::Severity::Bug => "bug",
        cs::Severity::Error => "error",
        cs::Severity::Warning => "warning",
        cs::Severity::Note => "note",
        cs::Severity::Help => "help",
    }
}

fn simple_file(file: &SourceFile) -> SimpleFile<&str, &str> {
    SimpleFile::new(file.name.as_str(), file.text.as_str())
}

/// The largest char boundary at or before `offset`, within the text.
fn clamp(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// `file:line:col: severity: message`, the source line and the caret line.
fn render_located(out: &mut String, severity: cs::Severity, file: &SourceFile, span: &Range<usize>, message: &str) {
    let files = simple_file(file);
    let start = clamp(&file.text, span.start);
    let end = clamp(&file.text, span.end).max(start);
    let headline = cs::Diagnostic::new(severity)
        .with_message(message)
        .with_labels(vec![cs::Label::primary((), start..end)]);
    let config = term::Config { display_style: term::DisplayStyle::Short, ..term::Config::default() };
    match term::emit_into_string(&config, &files, &headline) {
        Ok(text) => out.push_str(&text),
        // Not expected with clamped offsets; keep the message anyway.
        Err(_) => out.push_str(&format!("{}: {}: {message}\n", file.name, severity_name(severity))),
    }
    let Ok(line_index) = files.line_index((), start) else { return };
    let Ok(line_range) = files.line_range((), line_index) else { return };
    let line = file.text.get(line_range.clone()).unwrap_or("");
    let line = line.trim_end_matches(['\n', '\r']);
    out.push_str(line);
    out.push('\n');
    out.push_str(&caret_line(line, start - line_range.start, end.saturating_sub(line_range.start)));
    out.push('\n');
}

/// The caret under byte `start` of `line`, `~` under the rest of the span
/// on that line. Tabs before the caret are kept so it lines up.
fn caret_line(line: &str, start: usize, end: usize) -> String {
    let mut caret = String::new();
    let mut marked = 0usize;
    for (offset, ch) in line.char_indices() {
        if offset < start {
            caret.push(if ch == '\t' { '\t' } else { ' ' });
        } else if offset < end {
            caret.push(if marked == 0 { '^' } else { '~' });
            marked += 1;
        }
    }
    if marked == 0 {
        caret.push('^');
    }
    caret
}

/// Up to three candidates close to `name`, closest first (ties in candidate
/// order): edit distance at most a third of the name's length (at least 2)
/// and at most 2 more than the closest candidate's, so one obvious match is
/// not followed by far-fetched ones.
pub fn closest_matches<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let limit = (name.chars().count() / 3).max(2);
    let mut scored: Vec<(usize, usize, &'a str)> = candidates
        .into_iter()
        .enumerate()
        .map(|(order, candidate)| (strsim::damerau_levenshtein(name, candidate), order, candidate))
        .filter(|(distance, _, _)| *distance <= limit)
        .collect();
    scored.sort();
    let best = scored.first().map_or(0, |s| s.0);
    scored.retain(|s| s.0 <= best + 2);
    scored.dedup_by(|a, b| a.2 == b.2);
    scored.into_iter().take(3).map(|(_, _, candidate)| candidate).collect()
}

/// `did you mean 'a'?`, `did you mean 'a' or 'b'?`, `did you mean 'a', 'b' or 'c'?`.
pub fn did_you_mean(names: &[&str]) -> Option<String> {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    match quoted.as_slice() {
        [] => None,
        [one] => Some(format!("did you mean {one}?")),
        [init @ .., last] => Some(format!("did you mean {} or {last}?", init.join(", "))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_headline_source_line_caret_and_notes() {
        let file = SourceFile::new("bad.yaml", "a:\n  b: 1\n    aspects: [fp65, gpu]\n");
        let diagnostic = Diagnostic::error(&file, 24..28, "unknown aspect 'fp65'")
            .with_optional_note(did_you_mean(&["fp64", "fp16"]));
        assert_eq!(
            render(std::slice::from_ref(&diagnostic)),
            "bad.yaml:3:15: error: unknown aspect 'fp65'\n    aspects: [fp65, gpu]\n              ^~~~\nnote: did you mean 'fp64' or 'fp16'?\n"
        );
        assert_eq!(diagnostic.line_column(), Some((3, 15)));
    }

    #[test]
    fn warnings_located_notes_and_whole_file_errors() {
        let first = SourceFile::new("a.yaml", "x:\n  aspects: []\n");
        let second = SourceFile::new("b.yaml", "x: {}\n");
        let warning = Diagnostic::warning(&second, 0..1, "duplicate entry for target 'x'").with_note_at(
            &first,
            0..1,
            "previous entry is here",
        );
        assert_eq!(
            render(&[warning]),
            "b.yaml:1:1: warning: duplicate entry for target 'x'\nx: {}\n^\na.yaml:1:1: note: previous entry is here\nx:\n^\n"
        );
        let missing = SourceFile::new("none.yaml", "");
        assert_eq!(
            render(&[Diagnostic::file_error(&missing, "cannot read file: gone")]),
            "none.yaml: error: cannot read file: gone\n"
        );
    }

    #[test]
    fn columns_count_characters_and_tabs_keep_alignment() {
        let file = SourceFile::new("t.yaml", "é\tab: [x]\r\n");
        let diagnostic = Diagnostic::error(&file, 8..9, "m");
        assert_eq!(diagnostic.line_column(), Some((1, 8)));
        assert_eq!(render(&[diagnostic]), "t.yaml:1:8: error: m\né\tab: [x]\n \t     ^\n");
    }

    #[test]
    fn spans_past_the_end_or_inside_characters_do_not_panic() {
        let file = SourceFile::new("t.yaml", "é");
        let text = render(&[Diagnostic::error(&file, 1..100, "m")]);
        assert!(text.starts_with("t.yaml:1:1: error: m\n"), "{text}");
        let empty = SourceFile::new("e.yaml", "");
        assert_eq!(render(&[Diagnostic::error(&empty, 5..9, "m")]), "e.yaml:1:1: error: m\n\n^\n");
    }

    #[test]
    fn suggestions() {
        let names = ["fp16", "fp64", "gpu", "cpu", "atomic64"];
        assert_eq!(closest_matches("fp65", names), ["fp64", "fp16"]);
        assert_eq!(closest_matches("zzzzzz", names), Vec::<&str>::new());
        assert_eq!(did_you_mean(&["a"]).as_deref(), Some("did you mean 'a'?"));
        assert_eq!(did_you_mean(&["a", "b", "c"]).as_deref(), Some("did you mean 'a', 'b' or 'c'?"));
        assert_eq!(did_you_mean(&[]), None);
    }
}
