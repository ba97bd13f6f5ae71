//! The module-level aspect metadata, read from a plain model of its nodes:
//! `!sycl_aspects` (aspect names and values) and
//! `!sycl_types_that_use_aspects` (decorated struct types and their
//! aspects). The pass turns each named-metadata operand into a [`Node`]
//! (no LLVM here, so the reader is unit-tested and fuzzed on plain data:
//! `fuzz/fuzz_targets/module_metadata.rs`). Nothing in the input is
//! trusted: every malformed piece is a [`Problem`] (a warning naming the
//! entry) and is skipped.
//!
//! Algorithm:
//!  1. `!sycl_aspects`, entries in order: an entry must be exactly
//!     `!{!"name", iN value}` with the value fitting in i32 (a wider value
//!     is reported as written). The first entry for a name or a value wins;
//!     a later entry giving the same name another value, or the same value
//!     another name, is reported naming both entries; an exact repeat (as
//!     after `llvm-link`) is silent.
//!  2. `!sycl_types_that_use_aspects`, entries in order: the first operand
//!     must be a type name; the caller resolves it ([`TypeLookup`]): a
//!     struct type is kept with the i32 operands that follow (others
//!     reported one by one), a name of a non-struct type is reported, and a
//!     name the module does not know is skipped silently (normal after
//!     linking or optimization) unless it spells a primitive type.
//!  3. Names and other user text in problems are escaped and cut as in
//!     every message (`messages::shown`): a problem is one line with no
//!     control character or terminal escape sequence, and its length is
//!     bounded whatever the names' (a later entry quotes an earlier one's
//!     name, so uncut names would make the output entries x name length).

use crate::messages::shown;
use rustc_hash::FxHashMap;

/// One operand of a metadata node, as far as the readers care.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// An `MDString` (invalid UTF-8 replaced).
    String(String),
    /// An integer constant: its value if it fits in i64, else the
    /// constant as written (`i128 18446744073709551622`).
    Int(Result<i64, String>),
    /// Anything else (null, another node, a non-integer constant).
    Other,
}

/// The operands of one metadata node.
pub type Node = Vec<Operand>;

/// Something wrong in the input metadata; reported as a warning and skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The function carrying the metadata, if it is function metadata.
    pub function: Option<String>,
    pub metadata: &'static str,
    pub detail: String,
}

impl Problem {
    /// The warning's text, on one line, user text escaped.
    pub fn message(&self) -> String {
        let detail = sycl_device_config::escape_for_message(&self.detail);
        match &self.function {
            Some(f) => format!(
                "ignoring malformed !{} on function '{}': {detail}",
                self.metadata,
                shown(f)
            ),
            None => format!("ignoring malformed !{}: {detail}", self.metadata),
        }
    }
}

pub const SYCL_ASPECTS: &str = "sycl_aspects";
pub const SYCL_TYPES_THAT_USE_ASPECTS: &str = "sycl_types_that_use_aspects";

/// Aspect names and values from `!sycl_aspects`, one-to-one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AspectTable {
    pub names: FxHashMap<i32, String>,
    pub values: FxHashMap<String, i32>,
}

fn fits_i32(value: &Result<i64, String>) -> Result<i32, String> {
    match value {
        Ok(v) => i32::try_from(*v).map_err(|_| v.to_string()),
        Err(written) => Err(written.clone()),
    }
}

/// Step 1.
pub fn read_aspects(entries: &[Node], problems: &mut Vec<Problem>) -> AspectTable {
    // Value -> (entry, name) and name -> (entry, value), for conflicts.
    let mut names: FxHashMap<i32, (usize, String)> = FxHashMap::default();
    let mut values: FxHashMap<String, (usize, i32)> = FxHashMap::default();
    let mut problem = |detail: String| problems.push(Problem { function: None, metadata: SYCL_ASPECTS, detail });
    for (i, node) in entries.iter().enumerate() {
        let (name, value) = match node.as_slice() {
            [Operand::String(name), Operand::Int(value)] => (name, value),
            _ => {
                problem(format!("entry {i} is not !{{!\"name\", i32 value}}"));
                continue;
            }
        };
        let v = match fits_i32(value) {
            Ok(v) => v,
            Err(written) => {
                problem(format!("entry {i}: value {written} does not fit in i32"));
                continue;
            }
        };
        let earlier_by_name = values.get(name).map(|&(j, w)| (j, name.clone(), w));
        let earlier_by_value = names.get(&v).map(|(j, n)| (*j, n.clone(), v));
        match earlier_by_name.or(earlier_by_value) {
            Some((_, n, w)) if n == *name && w == v => {}
            Some((j, n, w)) => problem(format!(
                "entry {i} !{{!\"{}\", i32 {v}}} conflicts with entry {j} !{{!\"{}\", i32 {w}}} (same {}); \
                 the first is used",
                shown(name),
                shown(&n),
                if n == *name { "name" } else { "value" }
            )),
            None => {
                names.insert(v, (i, name.clone()));
                values.insert(name.clone(), (i, v));
            }
        }
    }
    AspectTable {
        names: names.into_iter().map(|(v, (_, n))| (v, n)).collect(),
        values: values.into_iter().map(|(n, (_, v))| (n, v)).collect(),
    }
}

/// What a type name is in the module (step 2).
pub enum TypeLookup<T> {
    /// A struct type.
    Struct(T),
    /// A type that is not a struct.
    NotStruct,
    /// No type of that name.
    Unknown,
}

/// Step 2: the decorated types `lookup` resolves, each with its aspects in
/// entry order (a type listed twice gets both lists, in order).
pub fn read_decorated_types<T: Copy + Eq + std::hash::Hash>(
    entries: &[Node],
    mut lookup: impl FnMut(&str) -> TypeLookup<T>,
    problems: &mut Vec<Problem>,
) -> FxHashMap<T, Vec<i32>> {
    let mut types: FxHashMap<T, Vec<i32>> = FxHashMap::default();
    let mut problem =
        |detail: String| problems.push(Problem { function: None, metadata: SYCL_TYPES_THAT_USE_ASPECTS, detail });
    for (i, node) in entries.iter().enumerate() {
        let Some(Operand::String(type_name)) = node.first() else {
            problem(format!("entry {i} does not start with a type name string"));
            continue;
        };
        let ty = match lookup(type_name) {
            TypeLookup::Struct(ty) => ty,
            // A decorated type the module never uses is normal after
            // linking or optimization; only non-struct names are wrong.
            TypeLookup::Unknown if !names_primitive_type(type_name) => continue,
            TypeLookup::Unknown | TypeLookup::NotStruct => {
                problem(format!("'{}' is not a struct type", shown(type_name)));
                continue;
            }
        };
        let mut aspects = Vec::new();
        for (j, op) in node.iter().enumerate().skip(1) {
            match op {
                Operand::Int(value) => match fits_i32(value) {
                    Ok(v) => aspects.push(v),
                    Err(written) => problem(format!(
                        "entry for '{}': operand {j}: value {written} does not fit in i32",
                        shown(type_name)
                    )),
                },
                _ => problem(format!("entry for '{}': operand {j} is not an i32 constant", shown(type_name))),
            }
        }
        types.entry(ty).or_default().extend(aspects);
    }
    types
}

/// True for the spelling of an LLVM type that is not a struct (`i32`,
/// `double`, `ptr`, ...), which can never name a decorated class.
pub fn names_primitive_type(name: &str) -> bool {
    const PRIMITIVES: &[&str] =
        &["void", "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128", "ptr", "label", "metadata", "token"];
    PRIMITIVES.contains(&name)
        || name.strip_prefix('i').is_some_and(|bits| !bits.is_empty() && bits.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aspect(name: &str, v: i64) -> Node {
        vec![Operand::String(name.into()), Operand::Int(Ok(v))]
    }

    fn details(problems: &[Problem]) -> Vec<String> {
        problems.iter().map(Problem::message).collect()
    }

    #[test]
    fn aspects_first_entry_wins_and_repeats_are_silent() {
        let mut problems = Vec::new();
        let entries = vec![aspect("fp64", 6), aspect("fp64", 6), aspect("fp64", 99), aspect("double", 6), aspect("fp16", 5)];
        let table = read_aspects(&entries, &mut problems);
        assert_eq!(table.values.get("fp64"), Some(&6));
        assert_eq!(table.names.get(&6).map(String::as_str), Some("fp64"));
        assert_eq!(table.values.len(), 2);
        assert_eq!(
            details(&problems),
            [
                "ignoring malformed !sycl_aspects: entry 2 !{!\"fp64\", i32 99} conflicts with entry 0 !{!\"fp64\", i32 6} (same name); the first is used",
                "ignoring malformed !sycl_aspects: entry 3 !{!\"double\", i32 6} conflicts with entry 0 !{!\"fp64\", i32 6} (same value); the first is used",
            ]
        );
    }

    #[test]
    fn aspects_malformed_entries() {
        let mut problems = Vec::new();
        let entries = vec![
            vec![Operand::String("a".into())],
            vec![Operand::Int(Ok(1)), Operand::String("a".into())],
            vec![Operand::String("a".into()), Operand::Other],
            aspect("b", 1 << 40),
            vec![Operand::String("c".into()), Operand::Int(Err("i128 18446744073709551622".into()))],
        ];
        let table = read_aspects(&entries, &mut problems);
        assert!(table.names.is_empty());
        assert_eq!(
            details(&problems),
            [
                "ignoring malformed !sycl_aspects: entry 0 is not !{!\"name\", i32 value}",
                "ignoring malformed !sycl_aspects: entry 1 is not !{!\"name\", i32 value}",
                "ignoring malformed !sycl_aspects: entry 2 is not !{!\"name\", i32 value}",
                "ignoring malformed !sycl_aspects: entry 3: value 1099511627776 does not fit in i32",
                "ignoring malformed !sycl_aspects: entry 4: value i128 18446744073709551622 does not fit in i32",
            ]
        );
    }

    #[test]
    fn names_in_problems_are_escaped() {
        let mut problems = Vec::new();
        read_aspects(&[aspect("fp\u{1b}[31m\n", 6), aspect("fp\u{1b}[31m\n", 7)], &mut problems);
        let message = problems[0].message();
        assert!(!message.contains(['\u{1b}', '\n']), "{message}");
        assert!(message.contains("fp\\x1b[31m\\n"), "{message}");
        let p = Problem { function: Some("f\u{7}".into()), metadata: "sycl_used_aspects", detail: "x".into() };
        assert_eq!(p.message(), "ignoring malformed !sycl_used_aspects on function 'f\\x07': x");
    }

    #[test]
    fn decorated_types() {
        let mut problems = Vec::new();
        let entries = vec![
            vec![Operand::String("struct.A".into()), Operand::Int(Ok(6)), Operand::Other, Operand::Int(Ok(1 << 33))],
            vec![Operand::Int(Ok(1))],
            vec![Operand::String("struct.Gone".into()), Operand::Int(Ok(6))],
            vec![Operand::String("i32".into()), Operand::Int(Ok(6))],
            vec![Operand::String("struct.NotStruct".into())],
            vec![Operand::String("struct.A".into()), Operand::Int(Ok(5))],
        ];
        let lookup = |name: &str| match name {
            "struct.A" => TypeLookup::Struct(1u32),
            "struct.NotStruct" => TypeLookup::NotStruct,
            _ => TypeLookup::Unknown,
        };
        let types = read_decorated_types(&entries, lookup, &mut problems);
        assert_eq!(types.get(&1), Some(&vec![6, 5]));
        assert_eq!(types.len(), 1);
        assert_eq!(
            details(&problems),
            [
                "ignoring malformed !sycl_types_that_use_aspects: entry for 'struct.A': operand 2 is not an i32 constant",
                "ignoring malformed !sycl_types_that_use_aspects: entry for 'struct.A': operand 3: value 8589934592 does not fit in i32",
                "ignoring malformed !sycl_types_that_use_aspects: entry 1 does not start with a type name string",
                "ignoring malformed !sycl_types_that_use_aspects: 'i32' is not a struct type",
                "ignoring malformed !sycl_types_that_use_aspects: 'struct.NotStruct' is not a struct type",
            ]
        );
    }

    #[test]
    fn primitive_type_names() {
        assert!(names_primitive_type("i1") && names_primitive_type("i128") && names_primitive_type("ptr"));
        assert!(!names_primitive_type("i") && !names_primitive_type("i3x") && !names_primitive_type("struct.S"));
    }
}
