//! The module metadata reader (`!sycl_aspects`,
//! `!sycl_types_that_use_aspects`) on the plain model the pass builds from
//! IR (`sycl_aspects_analysis::module_metadata`). The bytes are decoded
//! into the two lists of nodes; the reader must not panic, and:
//! - the aspect table is one-to-one (names <-> values are inverse maps);
//! - every pair in the table is a well-formed entry of the input;
//! - every well-formed entry of the input is in the table, or a problem
//!   names it (first entry wins; nothing is dropped silently);
//! - every decorated type's aspects are integer operands of its entries;
//! - every problem message is one line with no control character, of
//!   bounded length, and there is at most one per entry or operand.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sycl_aspects_analysis::messages::NAME_SHOWN;
use sycl_aspects_analysis::module_metadata::{read_aspects, read_decorated_types, Node, Operand, TypeLookup};

/// Decodes `data`: per operand, a tag byte (low 3 bits) and its payload.
/// 0: string (length: 2 bytes little-endian, then the bytes, invalid UTF-8
/// replaced); 1: integer (8
/// bytes, little-endian i64); 2: integer too wide for i64 (its digits); 3:
/// other operand; 4: end of the node; 5: end of the aspect list (the
/// types follow); else: a
/// small integer (tag >> 3) - 4.
fn decode(data: &[u8]) -> (Vec<Node>, Vec<Node>) {
    let (mut aspects, mut types) = (Vec::new(), Vec::new());
    let mut in_types = false;
    let mut node = Node::new();
    let mut at = 0;
    let take = |n: usize, at: &mut usize| {
        let bytes = &data[(*at).min(data.len())..(*at + n).min(data.len())];
        *at += n;
        bytes
    };
    while at < data.len() {
        let tag = data[at];
        at += 1;
        match tag & 7 {
            0 => {
                let len = match take(2, &mut at) {
                    [lo, hi] => usize::from(*lo) | usize::from(*hi) << 8,
                    [lo] => usize::from(*lo),
                    _ => 0,
                };
                node.push(Operand::String(String::from_utf8_lossy(take(len, &mut at)).into_owned()));
            }
            1 => {
                let mut bytes = [0u8; 8];
                let got = take(8, &mut at);
                bytes[..got.len()].copy_from_slice(got);
                node.push(Operand::Int(Ok(i64::from_le_bytes(bytes))));
            }
            2 => node.push(Operand::Int(Err(format!("i128 {}", u128::from(tag) << 70)))),
            3 => node.push(Operand::Other),
            4 => if in_types { &mut types } else { &mut aspects }.push(std::mem::take(&mut node)),
            5 => {
                if !node.is_empty() {
                    if in_types { &mut types } else { &mut aspects }.push(std::mem::take(&mut node));
                }
                in_types = true;
            }
            _ => node.push(Operand::Int(Ok(i64::from(tag >> 3) - 4))),
        }
    }
    if !node.is_empty() {
        if in_types { &mut types } else { &mut aspects }.push(node);
    }
    (aspects, types)
}

/// A type lookup by name: `struct.*` names are structs (numbered by
/// length, so different names can share a type, as after renaming),
/// `i*` and `float` are not, anything else is unknown.
fn lookup(name: &str) -> TypeLookup<usize> {
    if name.starts_with("struct.") {
        TypeLookup::Struct(name.len())
    } else if name.starts_with('i') || name == "float" {
        TypeLookup::NotStruct
    } else {
        TypeLookup::Unknown
    }
}

fuzz_target!(|data: &[u8]| {
    let (aspect_nodes, type_nodes) = decode(data);
    let mut problems = Vec::new();
    let table = read_aspects(&aspect_nodes, &mut problems);
    let aspect_problems = problems.len();
    assert!(aspect_problems <= aspect_nodes.len(), "at most one problem per entry");
    assert_eq!(table.names.len(), table.values.len(), "names and values are one-to-one");
    for (name, value) in &table.values {
        assert_eq!(table.names.get(value), Some(name), "names and values are inverse maps");
        let entry = [Operand::String(name.clone()), Operand::Int(Ok(i64::from(*value)))];
        assert!(aspect_nodes.iter().any(|n| n.as_slice() == entry), "{name} = {value} is no entry of the input");
    }
    for (i, node) in aspect_nodes.iter().enumerate() {
        let [Operand::String(name), Operand::Int(Ok(v))] = node.as_slice() else { continue };
        let in_table = i32::try_from(*v).is_ok_and(|v| table.values.get(name) == Some(&v));
        let entry = format!("entry {i}");
        let reported = problems[..aspect_problems].iter().any(|p| p.detail.starts_with(&entry)
            && p.detail[entry.len()..].starts_with([' ', ':']));
        assert!(in_table || reported, "entry {i} ({name} = {v}) is neither used nor reported");
    }

    let types = read_decorated_types(&type_nodes, lookup, &mut problems);
    let int_operands: usize =
        type_nodes.iter().map(|n| n.iter().skip(1).filter(|o| matches!(o, Operand::Int(_))).count()).sum();
    assert!(types.values().map(Vec::len).sum::<usize>() <= int_operands);
    for aspects in types.values() {
        for a in aspects {
            let op = Operand::Int(Ok(i64::from(*a)));
            assert!(type_nodes.iter().any(|n| n.iter().skip(1).any(|o| *o == op)), "aspect {a} is no operand");
        }
    }

    // Linear output: at most one problem per aspect entry and per operand
    // of a type entry, each of bounded length (a problem quotes at most two
    // names, each cut at NAME_SHOWN characters of at most 4 bytes).
    let type_operands: usize = type_nodes.iter().map(|n| n.len().max(1)).sum();
    assert!(problems.len() <= aspect_nodes.len() + type_operands);
    for p in &problems {
        let message = p.message();
        assert!(!message.chars().any(char::is_control), "control character in {message:?}");
        assert!(message.len() <= 256 + 2 * (4 * NAME_SHOWN + 64), "{} bytes", message.len());
    }
});
