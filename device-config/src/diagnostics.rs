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
//! Line and column numbers are 1-based, columns in characters. Also holds
//! the "did you mean" helpers. This module is also compiled into `build.rs`.
//!
//! Hostile input stays cheap (see docs/robustness.md):
//! 1. each source file's line table is built once, on first use, and every
//!    diagnostic finds its line by binary search in it;
//! 2. a shown source line is cut to a window of [`MAX_SHOWN_LINE_CHARS`]
//!    characters around the caret, so a 1 MB line is never printed whole;
//! 3. control characters, escape sequences (ESC), bidirectional overrides
//!    and byte-order marks in file names, messages and source lines are
//!    printed escaped (`\x1b`, `\u{202e}`), never raw to the terminal;
//! 4. [`DiagnosticLimiter`] keeps at most [`MAX_SHOWN_PER_KIND`] diagnostics
//!    of each kind and ends with one summary per kind ("... and 19,990 more
//!    repeated aspects not shown"), so output and memory stay bounded.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::fmt::Write as _;
use std::ops::Range;
use std::sync::{Arc, OnceLock};

/// A named source text that diagnostics point into.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    /// Byte offset where each line starts; built on first use, once.
    line_starts: OnceLock<Vec<usize>>,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Arc<Self> {
        Arc::new(Self { name: name.into(), text: text.into(), line_starts: OnceLock::new() })
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0).chain(self.text.match_indices('\n').map(|(at, _)| at + 1)).collect()
        })
    }

    /// 0-based line index and the byte range of that line (without its
    /// line break) holding byte `offset` (a char boundary).
    fn line_of(&self, offset: usize) -> (usize, Range<usize>) {
        let starts = self.line_starts();
        let index = starts.partition_point(|&start| start <= offset).saturating_sub(1);
        let start = starts.get(index).copied().unwrap_or(0);
        let end = starts.get(index + 1).map_or(self.text.len(), |&next| next - 1);
        let line = &self.text[start..end];
        let end = start + line.trim_end_matches('\r').len();
        (index, start..end)
    }

    /// 1-based line and column (in characters) of byte `offset`.
    fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = clamp(&self.text, offset);
        let (index, line) = self.line_of(offset);
        let column = self.text[line.start..offset.max(line.start)].chars().count() + 1;
        (index + 1, column)
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
    /// (it cannot be read) and for "... and N more" summaries.
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
        Some(self.file.line_column(span.start))
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(std::slice::from_ref(self)))
    }
}

/// Most diagnostics of one kind kept by a [`DiagnosticLimiter`].
pub const MAX_SHOWN_PER_KIND: usize = 20;

/// Longest part of a source line shown under a diagnostic, in characters.
pub const MAX_SHOWN_LINE_CHARS: usize = 160;

/// Collects diagnostics, keeping the first [`MAX_SHOWN_PER_KIND`] of each
/// kind and only counting the rest, so a file with 300,000 errors costs
/// the memory and output of a few dozen. A kind is a plural noun phrase
/// used in the summary ("repeated aspects").
#[derive(Debug)]
pub struct DiagnosticLimiter {
    file: Arc<SourceFile>,
    shown: Vec<Diagnostic>,
    /// Per kind: diagnostics seen, and the severity of the first one.
    seen: HashMap<&'static str, (usize, Severity)>,
    /// Kinds in the order they first appeared, for stable summaries.
    kinds: Vec<&'static str>,
}

impl DiagnosticLimiter {
    pub fn new(file: &Arc<SourceFile>) -> Self {
        Self { file: Arc::clone(file), shown: Vec::new(), seen: HashMap::new(), kinds: Vec::new() }
    }

    /// Whether the next diagnostic of `kind` will be kept (so callers can
    /// skip building expensive notes for the rest).
    pub fn will_show(&self, kind: &'static str) -> bool {
        self.seen.get(kind).map_or(0, |seen| seen.0) < MAX_SHOWN_PER_KIND
    }

    /// Records a diagnostic of `kind`; the kept one is returned for notes.
    pub fn push(&mut self, kind: &'static str, diagnostic: Diagnostic) -> Option<&mut Diagnostic> {
        let entry = self.seen.entry(kind).or_insert_with(|| {
            self.kinds.push(kind);
            (0, diagnostic.severity)
        });
        entry.0 += 1;
        // An error hidden among warnings of its kind must still count.
        if diagnostic.is_error() {
            entry.1 = Severity::Error;
        }
        if entry.0 > MAX_SHOWN_PER_KIND {
            return None;
        }
        self.shown.push(diagnostic);
        self.shown.last_mut()
    }


    /// The kept diagnostics in source order, then one "... and N more"
    /// summary per kind that had more than [`MAX_SHOWN_PER_KIND`].
    pub fn finish(self) -> Vec<Diagnostic> {
        let mut diagnostics = self.shown;
        sort_by_position(&mut diagnostics);
        for kind in self.kinds {
            let Some(&(seen, severity)) = self.seen.get(kind) else { continue };
            if seen > MAX_SHOWN_PER_KIND {
                let hidden = group_thousands(seen - MAX_SHOWN_PER_KIND);
                let message = format!("... and {hidden} more {kind} not shown");
                diagnostics.push(Diagnostic::new(severity, &self.file, None, message));
            }
        }
        diagnostics
    }
}

/// Sorts diagnostics by where they start; ones without a position (whole-
/// file errors, summaries) keep their order after the others.
pub fn sort_by_position(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by_key(|d| d.span.as_ref().map_or(usize::MAX, |s| s.start));
}

/// `19990` as `19,990`.
pub fn group_thousands(number: usize) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// Whether `c` must not reach a terminal raw: control characters (ESC
/// starts terminal escape sequences), bidirectional overrides and marks
/// (they reorder what is shown), zero-width no-break space (a stray
/// byte-order mark).
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// How an escaped character is written: `\t`, `\n`, `\r`, `\x1b`,
/// `\u{202e}`.
fn escaped_char(c: char) -> String {
    match c {
        '\t' => "\\t".to_owned(),
        '\n' => "\\n".to_owned(),
        '\r' => "\\r".to_owned(),
        c if (c as u32) < 0x80 => format!("\\x{:02x}", c as u32),
        c => format!("\\u{{{:04x}}}", c as u32),
    }
}

/// `text` with control characters, escape sequences, bidirectional
/// controls and byte-order marks escaped, for messages about user-written
/// names: `intel\x1b[31m` instead of a red terminal.
pub fn escape_for_message(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if needs_escape(c) {
            out.push_str(&escaped_char(c));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// At most this many characters of one name are shown in a message: a
/// name is input data of any length, and one name can appear in many
/// messages (every chain through its function), so an uncut 1 MB name
/// would multiply the output. Generous for real C++ names (long template
/// instantiations run to a few thousand characters).
pub const NAME_SHOWN: usize = 4096;

/// `text` as shown in any tool's output: escaped as by
/// [`escape_for_message`], and cut after [`NAME_SHOWN`] characters
/// (`... (N more characters)`).
pub fn shown(text: &str) -> Cow<'_, str> {
    let escaped = escape_for_message(text);
    match escaped.char_indices().nth(NAME_SHOWN) {
        None => escaped,
        Some((cut, _)) => {
            let more = escaped[cut..].chars().count();
            Cow::Owned(format!("{}... ({more} more characters)", &escaped[..cut]))
        }
    }
}

/// Renders diagnostics in clang's style, one after the other.
pub fn render(diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    for diagnostic in diagnostics {
        let severity = match diagnostic.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        match &diagnostic.span {
            Some(span) => render_located(&mut out, severity, &diagnostic.file, span, &diagnostic.message),
            None => {
                let _ = writeln!(
                    out,
                    "{}: {severity}: {}",
                    escape_for_message(&diagnostic.file.name),
                    escape_for_message(&diagnostic.message)
                );
            }
        }
        for note in &diagnostic.notes {
            match &note.location {
                Some(at) => render_located(&mut out, "note", &at.file, &at.span, &note.message),
                None => {
                    let _ = writeln!(out, "note: {}", escape_for_message(&note.message));
                }
            }
        }
    }
    out
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
fn render_located(out: &mut String, severity: &str, file: &SourceFile, span: &Range<usize>, message: &str) {
    let start = clamp(&file.text, span.start);
    let end = clamp(&file.text, span.end).max(start);
    let (line, column) = file.line_column(start);
    let _ = writeln!(
        out,
        "{}:{line}:{column}: {severity}: {}",
        escape_for_message(&file.name),
        escape_for_message(message)
    );
    let (_, line_range) = file.line_of(start);
    let line = &file.text[line_range.clone()];
    let (shown, caret) = excerpt(line, start.saturating_sub(line_range.start), end.saturating_sub(line_range.start));
    out.push_str(&shown);
    out.push('\n');
    out.push_str(&caret);
    out.push('\n');
}

/// The part of `line` shown (at most [`MAX_SHOWN_LINE_CHARS`] characters
/// around byte `start`, `...` where cut, special characters escaped) and
/// the caret line under it: `^` under byte `start`, `~` under the rest of
/// the span on that line. Tabs before the caret are kept so it lines up.
fn excerpt(line: &str, start: usize, end: usize) -> (String, String) {
    let caret_char = line[..start.min(line.len())].chars().count();
    let total_chars = caret_char + line[start.min(line.len())..].chars().count();
    let first = if total_chars <= MAX_SHOWN_LINE_CHARS {
        0
    } else {
        caret_char.saturating_sub(MAX_SHOWN_LINE_CHARS / 2).min(total_chars - MAX_SHOWN_LINE_CHARS)
    };
    let last = (first + MAX_SHOWN_LINE_CHARS).min(total_chars);
    let (mut shown, mut caret) = (String::new(), String::new());
    if first > 0 {
        shown.push_str("...");
        caret.push_str("   ");
    }
    let mut marked = 0usize;
    for (offset, c) in line.char_indices().skip(first).take(last - first) {
        let (text, width) = if c == '\t' {
            ("\t".to_owned(), 1)
        } else if needs_escape(c) {
            let text = escaped_char(c);
            let width = text.len();
            (text, width)
        } else {
            (c.to_string(), 1)
        };
        shown.push_str(&text);
        for _ in 0..width {
            if offset < start {
                caret.push(if c == '\t' { '\t' } else { ' ' });
            } else if offset < end {
                caret.push(if marked == 0 { '^' } else { '~' });
                marked += 1;
            }
        }
    }
    if last < total_chars {
        shown.push_str("...");
    }
    if marked == 0 {
        caret.push('^');
    }
    (shown, caret)
}

/// Up to three candidates close to `name`, closest first (ties in candidate
/// order): edit distance at most a third of the name's length (at least 2)
/// and at most 2 more than the closest candidate's, so one obvious match is
/// not followed by far-fetched ones.
pub fn closest_matches<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let length = name.chars().count();
    let limit = (length / 3).max(2);
    let mut scored: Vec<(usize, usize, &'a str)> = candidates
        .into_iter()
        .enumerate()
        // The distance is at least the length difference; skipping those
        // keeps a hostile 1 MB name from costing a 1 MB x 30 matrix each.
        .filter(|(_, candidate)| candidate.chars().count().abs_diff(length) <= limit)
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
    fn limiter_keeps_twenty_per_kind_then_one_summary() {
        let file = SourceFile::new("many.yaml", "x".repeat(30_000));
        let mut limiter = DiagnosticLimiter::new(&file);
        for at in 0..30_000 {
            limiter.push("repeated aspects", Diagnostic::warning(&file, at..at + 1, "w"));
        }
        limiter.push("unknown aspects", Diagnostic::error(&file, 5..6, "e"));
        let kept = limiter.finish();
        assert_eq!(kept.len(), MAX_SHOWN_PER_KIND + 2);
        assert_eq!(kept[0].span, Some(0..1));
        assert_eq!(kept[6].message, "e");
        let summary = &kept[kept.len() - 1];
        assert_eq!(summary.message, "... and 29,980 more repeated aspects not shown");
        assert_eq!(summary.severity, Severity::Warning);
        assert_eq!(render(std::slice::from_ref(summary)), "many.yaml: warning: ... and 29,980 more repeated aspects not shown\n");
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1_234_567), "1,234,567");
    }

    #[test]
    fn control_characters_and_escape_sequences_are_escaped() {
        assert_eq!(escape_for_message("a\u{1b}[31mb\tc\u{202e}d\u{feff}"), "a\\x1b[31mb\\tc\\u{202e}d\\u{feff}");
        assert!(matches!(escape_for_message("intel_gpu_pvc é"), Cow::Borrowed(_)));
        let file = SourceFile::new("t\u{1b}.yaml", "a: [fp\u{1b}[2J64, x]\n");
        let diagnostic = Diagnostic::error(&file, 4..13, "unknown aspect 'fp\u{1b}[2J64'").with_note("n\u{7}");
        assert_eq!(
            render(&[diagnostic]),
            "t\\x1b.yaml:1:5: error: unknown aspect 'fp\\x1b[2J64'\na: [fp\\x1b[2J64, x]\n    ^~~~~~~~~~~~\nnote: n\\x07\n"
        );
    }

    #[test]
    fn long_lines_are_shown_as_a_window_around_the_caret() {
        let line = format!("{}BAD{}", "a".repeat(100_000), "b".repeat(100_000));
        let file = SourceFile::new("long.yaml", format!("{line}\n"));
        let text = render(&[Diagnostic::error(&file, 100_000..100_003, "m")]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "long.yaml:1:100001: error: m");
        assert_eq!(lines[1].chars().count(), MAX_SHOWN_LINE_CHARS + 6);
        assert!(lines[1].starts_with("...aaa") && lines[1].ends_with("bbb..."), "{}", lines[1]);
        let caret = lines[2].find('^').unwrap_or(0);
        assert_eq!(&lines[1][caret..caret + 3], "BAD");
        assert!(lines[2].ends_with("^~~"), "{}", lines[2]);
    }

    #[test]
    fn line_table_is_built_once() {
        let file = SourceFile::new("t.yaml", "a\r\nbb\nccc");
        assert_eq!(file.line_column(0), (1, 1));
        assert_eq!(file.line_column(4), (2, 2));
        assert_eq!(file.line_column(8), (3, 3));
        assert_eq!(file.line_of(0).1, 0..1);
        let first = file.line_starts().as_ptr();
        assert_eq!(file.line_starts().as_ptr(), first);
        assert_eq!(file.line_starts(), [0, 3, 6]);
    }

    #[test]
    fn suggestions_skip_candidates_of_a_very_different_length() {
        let long = "x".repeat(1_000_000);
        assert_eq!(closest_matches(&long, ["fp64", "gpu"]), Vec::<&str>::new());
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
