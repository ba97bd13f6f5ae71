//! Span-aware YAML reading: turns one YAML document into a small tree of
//! mappings, sequences and scalars, each carrying the byte range it covers
//! in the source text, so later checks can point at the exact spot.
//!
//! Built on saphyr-parser's event stream. The device configuration format
//! needs only plain data, so aliases, tags, non-scalar mapping keys and
//! several documents in one file are reported as errors (anchors alone are
//! harmless and ignored). This module is also compiled into `build.rs`.

use std::ops::Range;

use saphyr_parser::{Event, Marker, Parser, ScalarStyle, Span};

/// Deepest nesting accepted. The format needs three levels (targets, keys,
/// lists); the limit keeps malicious input from exhausting memory or stack.
const MAX_DEPTH: usize = 32;

/// A YAML node with the byte range it covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub span: Range<usize>,
    pub value: Value,
}

/// The three node kinds of a YAML document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A scalar; `quoted` is true for single- and double-quoted scalars and
    /// block scalars, which are always strings.
    Scalar { text: String, quoted: bool },
    Sequence(Vec<Node>),
    Mapping(Vec<MapEntry>),
}

/// One `key: value` pair of a mapping. Keys are always scalars.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapEntry {
    pub key: String,
    pub key_span: Range<usize>,
    pub value: Node,
}

/// A YAML syntax error, or a YAML feature the format does not accept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub span: Range<usize>,
    pub message: String,
    /// For errors inside a `[...]` or `{...}` collection: where the
    /// innermost one starts (an unclosed bracket is reported where the
    /// scanner gives up, often lines later).
    pub open_collection: Option<Range<usize>>,
}

impl Node {
    /// The scalar text, for scalars.
    pub fn as_scalar(&self) -> Option<&str> {
        match &self.value {
            Value::Scalar { text, .. } => Some(text),
            _ => None,
        }
    }

    /// A plain (unquoted) scalar's text.
    pub fn as_plain_scalar(&self) -> Option<&str> {
        match &self.value {
            Value::Scalar { text, quoted: false } => Some(text),
            _ => None,
        }
    }

    /// YAML 1.2 core-schema null: an empty value, `~` or `null`.
    pub fn is_null(&self) -> bool {
        matches!(self.as_plain_scalar(), Some("" | "~" | "null" | "Null" | "NULL"))
    }

    /// How the node is described in messages ("expected a list, found ...").
    pub fn kind_name(&self) -> &'static str {
        match &self.value {
            _ if self.is_null() => "an empty value",
            Value::Scalar { quoted: true, .. } => "a string",
            Value::Scalar { text, .. } if parse_bool(text).is_some() => "a boolean",
            Value::Scalar { text, .. } if parse_integer(text).is_some() => "an integer",
            Value::Scalar { .. } => "a string",
            Value::Sequence(_) => "a list",
            Value::Mapping(_) => "a mapping",
        }
    }
}

/// YAML 1.2 core-schema booleans.
pub fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "true" | "True" | "TRUE" => Some(true),
        "false" | "False" | "FALSE" => Some(false),
        _ => None,
    }
}

/// A decimal integer as read: its value, or the fact that it does not fit
/// an `i64` (messages then show the text as written, never a clamped value).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Integer {
    Value(i64),
    OutOfRange { negative: bool },
}

impl Integer {
    pub fn value(self) -> Option<i64> {
        match self {
            Integer::Value(value) => Some(value),
            Integer::OutOfRange { .. } => None,
        }
    }

    pub fn is_positive(self) -> bool {
        match self {
            Integer::Value(value) => value > 0,
            Integer::OutOfRange { negative } => !negative,
        }
    }
}

/// Decimal integers with an optional sign (YAML 1.2 core schema, base 10),
/// parsed at full width. `None` if the text is not an integer.
pub fn parse_integer(text: &str) -> Option<Integer> {
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Parsing with the sign keeps i64::MIN in range.
    let signed = if negative { format!("-{digits}") } else { digits.to_owned() };
    Some(match signed.parse::<i64>() {
        Ok(value) => Integer::Value(value),
        Err(_) => Integer::OutOfRange { negative },
    })
}

/// Maps saphyr's character indices to byte offsets of the text.
struct Offsets {
    /// Byte offset of each character, plus one entry for the end.
    byte_of_char: Vec<usize>,
    /// Added to every offset (the length of a skipped byte-order mark).
    base: usize,
}

impl Offsets {
    fn new(text: &str, base: usize) -> Self {
        let mut byte_of_char: Vec<usize> = text.char_indices().map(|(b, _)| b + base).collect();
        byte_of_char.push(text.len() + base);
        Self { byte_of_char, base }
    }

    fn byte(&self, marker: &Marker) -> usize {
        let last = self.byte_of_char.last().copied().unwrap_or(self.base);
        self.byte_of_char.get(marker.index()).copied().unwrap_or(last)
    }

    fn span(&self, span: &Span) -> Range<usize> {
        let start = self.byte(&span.start);
        start..self.byte(&span.end).max(start)
    }

    /// A one-character range at `marker` (empty at the end of the text).
    fn point(&self, marker: &Marker) -> Range<usize> {
        let start = self.byte(marker);
        let end = self.byte_of_char.get(marker.index() + 1).copied().unwrap_or(start);
        start..end
    }
}

/// A collection being read.
enum Frame {
    Sequence { start: usize, items: Vec<Node> },
    Mapping { start: usize, entries: Vec<MapEntry>, pending_key: Option<(String, Range<usize>)> },
}

/// Parses `text` as at most one YAML document. `Ok(None)` for a text with
/// no document (empty, or only comments). Stops at the first syntax error:
/// the parser cannot recover from one.
pub fn parse(text: &str) -> Result<Option<Node>, SyntaxError> {
    // A parser bug must not take the caller down with it: report it as an
    // error at the start of the file instead.
    std::panic::catch_unwind(|| parse_document(text)).unwrap_or_else(|_| {
        Err(SyntaxError::new(0..0, "internal error in the YAML parser"))
    })
}

fn parse_document(text: &str) -> Result<Option<Node>, SyntaxError> {
    let document = text;
    let bom = if text.starts_with('\u{feff}') { '\u{feff}'.len_utf8() } else { 0 };
    let body = &text[bom..];
    // YAML would take a second mark as text (it became part of a target
    // name); it is almost always a concatenation accident, so say so.
    if let Some(at) = body.find('\u{feff}') {
        let at = at + bom;
        return Err(SyntaxError::new(
            at..at + '\u{feff}'.len_utf8(),
            "byte-order mark (U+FEFF) is only allowed at the start of the file",
        ));
    }
    let offsets = Offsets::new(body, bom);
    let mut parser = Parser::new_from_str(body);
    let mut stack: Vec<Frame> = Vec::new();
    let mut root: Option<Node> = None;
    let mut documents = 0usize;

    while let Some(next) = parser.next_event() {
        let (event, span) = match next {
            Ok(pair) => pair,
            Err(error) => {
                return Err(SyntaxError {
                    span: offsets.point(error.marker()),
                    message: format!("invalid YAML: {}", error.info()),
                    open_collection: innermost_flow_collection(&stack, text),
                })
            }
        };
        let range = offsets.span(&span);
        let finished = match event {
            Event::Nothing | Event::StreamStart | Event::DocumentEnd => None,
            Event::StreamEnd => break,
            Event::DocumentStart(_) => {
                documents += 1;
                if documents > 1 {
                    return Err(SyntaxError::new(
                        range,
                        "only one YAML document is allowed in a device configuration file",
                    ));
                }
                None
            }
            Event::Alias(_) => {
                return Err(SyntaxError::new(range, "YAML aliases are not supported here"))
            }
            Event::Scalar(text, style, _anchor, tag) => {
                if tag.is_some() {
                    return Err(tag_error(tag_span(document, range)));
                }
                let quoted = !matches!(style, ScalarStyle::Plain);
                Some(Node { span: range, value: Value::Scalar { text: text.into_owned(), quoted } })
            }
            Event::SequenceStart(_anchor, tag) | Event::MappingStart(_anchor, tag) if tag.is_some() => {
                return Err(tag_error(tag_span(document, range)));
            }
            Event::SequenceStart(..) => {
                push_frame(&mut stack, Frame::Sequence { start: range.start, items: Vec::new() }, &range)?;
                None
            }
            Event::MappingStart(..) => {
                let frame = Frame::Mapping { start: range.start, entries: Vec::new(), pending_key: None };
                push_frame(&mut stack, frame, &range)?;
                None
            }
            Event::SequenceEnd => match stack.pop() {
                Some(Frame::Sequence { start, items }) => {
                    Some(Node { span: start..range.end.max(start), value: Value::Sequence(items) })
                }
                _ => return Err(unbalanced(range)),
            },
            Event::MappingEnd => match stack.pop() {
                Some(Frame::Mapping { start, entries, pending_key: None }) => {
                    Some(Node { span: start..range.end.max(start), value: Value::Mapping(entries) })
                }
                _ => return Err(unbalanced(range)),
            },
        };
        if let Some(node) = finished {
            attach(&mut stack, &mut root, node)?;
        }
    }
    Ok(root)
}

impl SyntaxError {
    fn new(span: Range<usize>, message: impl Into<String>) -> Self {
        Self { span, message: message.into(), open_collection: None }
    }
}

/// The one-character span of the innermost open `[` or `{`, if any.
fn innermost_flow_collection(stack: &[Frame], text: &str) -> Option<Range<usize>> {
    stack.iter().rev().find_map(|frame| {
        let start = match frame {
            Frame::Sequence { start, .. } | Frame::Mapping { start, .. } => *start,
        };
        matches!(text.as_bytes().get(start), Some(b'[' | b'{')).then_some(start..start + 1)
    })
}

/// The span of a node's tag: the parser marks the node (a scalar's value, a
/// block collection's first entry on the next line), the tag is the token
/// before it.
fn tag_span(text: &str, marked: Range<usize>) -> Range<usize> {
    let before = text.get(..marked.start).unwrap_or("").trim_end();
    let token = before.rfind(char::is_whitespace).map_or(0, |i| i + 1);
    if before[token..].starts_with('!') {
        token..before.len()
    } else {
        marked
    }
}

fn tag_error(span: Range<usize>) -> SyntaxError {
    SyntaxError::new(span, "YAML tags are not supported here")
}

fn unbalanced(span: Range<usize>) -> SyntaxError {
    SyntaxError::new(span, "invalid YAML: unbalanced collection")
}

fn push_frame(stack: &mut Vec<Frame>, frame: Frame, span: &Range<usize>) -> Result<(), SyntaxError> {
    if stack.len() >= MAX_DEPTH {
        return Err(SyntaxError::new(span.clone(), format!("YAML nesting deeper than {MAX_DEPTH} levels is not supported")));
    }
    stack.push(frame);
    Ok(())
}

/// Adds a finished node to the collection being read, or makes it the root.
fn attach(stack: &mut [Frame], root: &mut Option<Node>, node: Node) -> Result<(), SyntaxError> {
    match stack.last_mut() {
        None => *root = Some(node),
        Some(Frame::Sequence { items, .. }) => items.push(node),
        Some(Frame::Mapping { entries, pending_key, .. }) => match pending_key.take() {
            Some((key, key_span)) => entries.push(MapEntry { key, key_span, value: node }),
            None => match node.value {
                Value::Scalar { text, .. } => *pending_key = Some((text, node.span)),
                _ => {
                    return Err(SyntaxError::new(
                        node.span,
                        format!("mapping keys must be strings, found {}", node_kind_of(&node.value)),
                    ))
                }
            },
        },
    }
    Ok(())
}

fn node_kind_of(value: &Value) -> &'static str {
    match value {
        Value::Scalar { .. } => "a scalar",
        Value::Sequence(_) => "a list",
        Value::Mapping(_) => "a mapping",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scalar(node: &Node) -> &str {
        node.as_scalar().unwrap_or("<not a scalar>")
    }

    #[test]
    fn spans_are_byte_ranges_even_after_multibyte_text() {
        let text = "é: x\nfoo:\n  aspects: [fp65, \"gpu\"]\n";
        let root = parse(text).unwrap().unwrap();
        let Value::Mapping(entries) = &root.value else { panic!("not a mapping") };
        assert_eq!(entries[0].key, "é");
        assert_eq!(&text[entries[0].key_span.clone()], "é");
        assert_eq!(&text[entries[0].value.span.clone()], "x");
        let Value::Mapping(inner) = &entries[1].value.value else { panic!("not a mapping") };
        let Value::Sequence(items) = &inner[0].value.value else { panic!("not a list") };
        assert_eq!(&text[items[0].span.clone()], "fp65");
        assert_eq!(&text[items[1].span.clone()], "\"gpu\"");
        assert_eq!(scalar(&items[1]), "gpu");
        assert_eq!(items[1].value, Value::Scalar { text: "gpu".into(), quoted: true });
        assert_eq!(&text[inner[0].value.span.clone()], "[fp65, \"gpu\"]");
    }

    #[test]
    fn empty_value_is_null_and_empty_text_has_no_document() {
        let root = parse("a:\nb: ~\nc: null\nd: 'null'\n").unwrap().unwrap();
        let Value::Mapping(entries) = &root.value else { panic!("not a mapping") };
        let nulls: Vec<bool> = entries.iter().map(|e| e.value.is_null()).collect();
        assert_eq!(nulls, [true, true, true, false]);
        assert_eq!(parse("").unwrap(), None);
        assert_eq!(parse("# only a comment\n").unwrap(), None);
    }

    #[test]
    fn byte_order_mark_is_skipped_and_offsets_stay_in_the_original_text() {
        let text = "\u{feff}a: 1\r\nb: 2\r\n";
        let root = parse(text).unwrap().unwrap();
        let Value::Mapping(entries) = &root.value else { panic!("not a mapping") };
        assert_eq!(entries[0].key, "a");
        assert_eq!(&text[entries[1].value.span.clone()], "2");
    }

    #[test]
    fn a_second_byte_order_mark_is_an_error() {
        let text = "\u{feff}\u{feff}intel_gpu_x: {}\n";
        let error = parse(text).unwrap_err();
        assert_eq!(error.span, 3..6);
        assert!(error.message.contains("byte-order mark"), "{}", error.message);
        let text = "a: {}\nb\u{feff}: {}\n";
        assert_eq!(parse(text).unwrap_err().span, 7..10);
    }

    #[test]
    fn unsupported_features_are_errors_with_spans() {
        let text = "a: &x [1]\nb: *x\n";
        let error = parse(text).unwrap_err();
        assert_eq!(&text[error.span.clone()], "*x");
        assert!(error.message.contains("aliases"));

        let text = "a: 1\n---\nb: 2\n";
        let error = parse(text).unwrap_err();
        assert_eq!(&text[error.span.clone()], "---");

        let text = "a: !!str 5\n";
        assert!(parse(text).unwrap_err().message.contains("tags"));

        let text = "? [a]\n: 1\n";
        let error = parse(text).unwrap_err();
        assert_eq!(&text[error.span.clone()], "[a]");
    }

    #[test]
    fn syntax_errors_point_at_the_scanner_marker() {
        let text = "a:\n\t- x\n";
        let error = parse(text).unwrap_err();
        assert_eq!(&text[error.span.clone()], "-");
        assert!(error.message.starts_with("invalid YAML: tabs"), "{}", error.message);
    }

    #[test]
    fn errors_inside_flow_collections_point_at_the_opening_bracket() {
        let text = "t:\n  aspects: [gpu, fp16\n  sub-group-sizes: [8]\n";
        let error = parse(text).unwrap_err();
        assert_eq!(&text[error.open_collection.clone().unwrap_or_default()], "[");
        assert_eq!(parse("a: b: c\n").unwrap_err().open_collection, None);
    }

    #[test]
    fn nesting_is_limited() {
        let text = format!("{}{}", "[".repeat(40), "]".repeat(40));
        assert!(parse(&text).unwrap_err().message.contains("nesting"));
        // saphyr's own limit comes first for very deep input.
        let text = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        assert!(parse(&text).is_err());
    }

    #[test]
    fn integers_and_booleans() {
        assert_eq!(parse_integer("16"), Some(Integer::Value(16)));
        assert_eq!(parse_integer("+8"), Some(Integer::Value(8)));
        assert_eq!(parse_integer("-4"), Some(Integer::Value(-4)));
        assert_eq!(parse_integer("-9223372036854775808"), Some(Integer::Value(i64::MIN)));
        assert_eq!(parse_integer("99999999999999999999999"), Some(Integer::OutOfRange { negative: false }));
        assert_eq!(parse_integer("-99999999999999999999999"), Some(Integer::OutOfRange { negative: true }));
        assert_eq!(parse_integer("8.0"), None);
        assert_eq!(parse_integer("0x10"), None);
        assert_eq!(parse_integer("-"), None);
        assert_eq!(parse_bool("True"), Some(true));
        assert_eq!(parse_bool("yes"), None);
    }
}
