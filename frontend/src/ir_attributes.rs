//! `[[__sycl_detail__::add_ir_attributes_function(...)]]`: DPC++'s attribute
//! that puts string attributes on a function's IR, and what makes a free
//! function a kernel.
//!
//! Argument form (DPC++'s, as Intel's headers write it): an optional filter
//! list `{"name", ...}` of string literals first, then N names and N values
//! (`names..., values...`), each a constant expression. The shim evaluates
//! every argument into an [`IrAttrValue`]; this module decides:
//!
//! 1. an odd number of name/value arguments is an error (each name needs a
//!    value);
//! 2. a name must be a `const char *` (a string) or a null pointer; a null
//!    name drops its pair (Intel's `kernel_single_task` writes
//!    `"sycl-single-task", Names..., nullptr, Values...`, so the `nullptr` there
//!    is a value);
//! 3. a value must be an integer, enumerator, boolean, character, floating
//!    point number, string or null pointer; it is written as text: integers
//!    and enumerators in decimal, booleans `true` / `false`, floating point
//!    as the shim prints it, strings as they are, and a null pointer as an
//!    attribute without a value (`"sycl-single-task"`);
//! 4. with a filter list, only the pairs whose name is in it are kept;
//! 5. a later pair with the same name replaces an earlier one (LLVM keeps one
//!    string attribute per name).
//!
//! Then [`is_free_function_kernel_property`] tells which of the resulting
//! attributes make a function a kernel in device compiles, and
//! [`merge_conflicts`] which lists of one function (several attributes on a
//! declaration, or redeclarations) cannot be merged, as DPC++'s Sema
//! decides (`checkSYCLAddIRAttributesMergeability`, newest revision).

/// One evaluated argument, as the shim reports it. Texts are bytes: a
/// string literal of a Latin-1 source file is not UTF-8, and IR string
/// attributes take any bytes.
#[derive(Clone, Debug, PartialEq)]
pub enum IrAttrValue {
    /// `nullptr` or a null `const char *`.
    Null,
    /// A `const char *` (or string literal) with its characters.
    Str(Vec<u8>),
    /// An integer, enumerator or character, in decimal.
    Int(Vec<u8>),
    Bool(bool),
    /// A floating point value, as text.
    Float(Vec<u8>),
    /// Anything else (a class, a pointer to a non-character type, a value that
    /// is not a constant expression).
    Invalid,
}

/// Why an argument list is rejected; indices count the name/value arguments
/// (the filter list not included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrAttrError {
    /// An odd number of name/value arguments.
    UnpairedName,
    /// Argument `index` is a name that is not a string or null pointer.
    InvalidName(usize),
    /// Argument `index` is a value of a type that cannot be written.
    InvalidValue(usize),
}

/// One IR string attribute: name and value bytes.
pub type IrAttrPair = (Vec<u8>, Vec<u8>);

/// The IR string attributes (name, value) an argument list stands for, in
/// order, each name once (the last value wins). `filter`: the optional
/// leading list of names to keep.
///
/// Linear in the arguments: the filter and the names seen so far are hash
/// sets/maps (a scan of the pairs kept so far made 8,000 pairs quadratic).
pub fn name_value_pairs(filter: Option<&[Vec<u8>]>, args: &[IrAttrValue]) -> Result<Vec<IrAttrPair>, IrAttrError> {
    if args.len() % 2 != 0 {
        return Err(IrAttrError::UnpairedName);
    }
    let half = args.len() / 2;
    let (names, values) = args.split_at(half);
    let keep: Option<rustc_hash::FxHashSet<&[u8]>> = filter.map(|f| f.iter().map(Vec::as_slice).collect());
    let mut pairs: Vec<IrAttrPair> = Vec::with_capacity(half);
    let mut position: rustc_hash::FxHashMap<&[u8], usize> = Default::default();
    for (i, (name, value)) in names.iter().zip(values).enumerate() {
        let name = match name {
            IrAttrValue::Str(s) => Some(s),
            IrAttrValue::Null => None,
            _ => return Err(IrAttrError::InvalidName(i)),
        };
        let value = match value {
            IrAttrValue::Null => Vec::new(),
            IrAttrValue::Str(s) | IrAttrValue::Int(s) | IrAttrValue::Float(s) => s.clone(),
            IrAttrValue::Bool(b) => b.to_string().into_bytes(),
            IrAttrValue::Invalid => return Err(IrAttrError::InvalidValue(half + i)),
        };
        let Some(name) = name else { continue };
        if keep.as_ref().is_some_and(|keep| !keep.contains(name.as_slice())) {
            continue;
        }
        match position.get(name.as_slice()) {
            Some(&at) => pairs[at].1 = value,
            None => {
                position.insert(name, pairs.len());
                pairs.push((name.clone(), value));
            }
        }
    }
    Ok(pairs)
}

/// The property of the free-function kernel extension that marks an
/// nd-range kernel (value: its dimensions).
pub const ND_RANGE_KERNEL: &str = "sycl-nd-range-kernel";
/// The property that marks a single-task kernel (value `0`).
pub const SINGLE_TASK_KERNEL: &str = "sycl-single-task-kernel";
/// What the plugin adds to a free-function kernel in an inline namespace:
/// the positions of the inline ones, outermost 0 (`0,2`), for the
/// `kernels.hpp` sycl-clang writes, which must declare them so.
pub const INLINE_NAMESPACES: &str = "sycl-aspects-inline-namespaces";
/// What the plugin adds to a free-function kernel declared with an asm
/// label (`void k(int *) __asm__("name")`): its symbol is no C++ name.
pub const ASM_LABEL: &str = "sycl-aspects-asm-label";

/// True for the IR attributes that make a function a free-function kernel
/// (`SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((nd_range_kernel<N>))` /
/// `((single_task_kernel))`).
pub fn is_free_function_kernel_property(name: &[u8]) -> bool {
    name == ND_RANGE_KERNEL.as_bytes() || name == SINGLE_TASK_KERNEL.as_bytes()
}

/// One `add_ir_attributes_function` of a function, evaluated where it is
/// written, for [`merge_conflicts`].
#[derive(Clone, Debug)]
pub struct WrittenIrAttributes<'a> {
    /// Which declaration of the function it is written on: equal for the
    /// attributes of one declaration (which come one after the other).
    pub declaration: usize,
    /// The filter list, if one was written.
    pub filter: Option<&'a [Vec<u8>]>,
    /// Its IR attributes before the filter applies ([`name_value_pairs`]
    /// without a filter): DPC++ compares these (a conflict on a name the
    /// filter drops is an error too, in its merge test).
    pub pairs: &'a [IrAttrPair],
}

/// Two lists that cannot be merged: DPC++'s error `attribute ... is already
/// applied with different arguments` goes at list `error_at`, its note
/// `conflicting attribute is here` at list `note_at` (indices into the
/// lists given to [`merge_conflicts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IrAttrConflict {
    pub error_at: usize,
    pub note_at: usize,
}

/// What a declaration carries once its lists are merged: the filter, the
/// union of the IR attributes, and the list whose location the merged
/// attribute has.
struct MergedIrAttributes<'a> {
    filter: Option<rustc_hash::FxHashSet<&'a [u8]>>,
    pairs: rustc_hash::FxHashMap<&'a [u8], &'a [u8]>,
    at: usize,
}

impl<'a> MergedIrAttributes<'a> {
    fn of(list: &WrittenIrAttributes<'a>, at: usize) -> Self {
        MergedIrAttributes {
            filter: list.filter.map(|f| f.iter().map(Vec::as_slice).collect()),
            pairs: list.pairs.iter().map(|(n, v)| (n.as_slice(), v.as_slice())).collect(),
            at,
        }
    }

    /// DPC++'s rule: the filter lists differ (as sets: their order does not
    /// matter; a written list never equals none), or a name both generate
    /// has different values. Names only one of them generates merge.
    fn conflicts_with(&self, other: &MergedIrAttributes<'a>) -> bool {
        self.filter != other.filter
            || self.pairs.iter().any(|(name, value)| other.pairs.get(name).is_some_and(|v| v != value))
    }

    fn absorb(&mut self, other: MergedIrAttributes<'a>) {
        self.pairs.extend(other.pairs);
    }
}

/// The conflicts among the `add_ir_attributes_function` lists of one
/// function, given in source order, as DPC++ reports them:
///
/// 1. on one declaration, each list is merged into the ones before it; a
///    list that conflicts with them is an error at the merged attribute
///    (which has the location of the last list merged into it) with the
///    note at the new list, and is dropped;
/// 2. a redeclaration's merged lists are merged with what the earlier
///    declarations carry; a conflict is an error at the redeclaration's
///    attribute with the note at the earlier one, and the redeclaration
///    then carries its own lists only; merged, the attribute keeps the
///    earlier location.
pub fn merge_conflicts(lists: &[WrittenIrAttributes]) -> Vec<IrAttrConflict> {
    let mut conflicts = Vec::new();
    let mut earlier: Option<MergedIrAttributes> = None;
    let mut at = 0;
    while at < lists.len() {
        let declaration = lists[at].declaration;
        // Step 1: this declaration's own lists.
        let mut own = MergedIrAttributes::of(&lists[at], at);
        at += 1;
        while at < lists.len() && lists[at].declaration == declaration {
            let new = MergedIrAttributes::of(&lists[at], at);
            if own.conflicts_with(&new) {
                conflicts.push(IrAttrConflict { error_at: own.at, note_at: at });
            } else {
                own.absorb(new);
                own.at = at;
            }
            at += 1;
        }
        // Step 2: with the earlier declarations.
        earlier = Some(match earlier {
            Some(before) if own.conflicts_with(&before) => {
                conflicts.push(IrAttrConflict { error_at: own.at, note_at: before.at });
                own
            }
            Some(mut before) => {
                before.absorb(own);
                before
            }
            None => own,
        });
    }
    conflicts
}

/// [`merge_conflicts`] for the lists of every function at once, in source
/// order: `functions[i]` identifies the function of `lists[i]`; each
/// function's lists are taken in their order. Indices are into `lists`.
pub fn merge_conflicts_per_function(functions: &[usize], lists: &[WrittenIrAttributes]) -> Vec<IrAttrConflict> {
    // Functions in the order of their first list.
    let mut order: Vec<usize> = Vec::new();
    let mut members: rustc_hash::FxHashMap<usize, Vec<usize>> = rustc_hash::FxHashMap::default();
    for (index, &function) in functions.iter().enumerate().take(lists.len()) {
        members
            .entry(function)
            .or_insert_with(|| {
                order.push(function);
                Vec::new()
            })
            .push(index);
    }
    let mut conflicts = Vec::new();
    for function in order {
        let indices = &members[&function];
        let own: Vec<WrittenIrAttributes> = indices.iter().map(|&i| lists[i].clone()).collect();
        conflicts.extend(
            merge_conflicts(&own)
                .into_iter()
                .map(|c| IrAttrConflict { error_at: indices[c.error_at], note_at: indices[c.note_at] }),
        );
    }
    conflicts
}

#[cfg(test)]
mod tests {
    use super::IrAttrValue::*;
    use super::*;

    fn s(text: &str) -> IrAttrValue {
        Str(text.as_bytes().to_vec())
    }
    fn pairs(list: &[(&str, &str)]) -> Vec<IrAttrPair> {
        list.iter().map(|(n, v)| (n.as_bytes().to_vec(), v.as_bytes().to_vec())).collect()
    }

    #[test]
    fn names_then_values() {
        let args = [s("sycl-nd-range-kernel"), s("b"), Int("1".as_bytes().to_vec()), Bool(true)];
        assert_eq!(name_value_pairs(None, &args), Ok(pairs(&[("sycl-nd-range-kernel", "1"), ("b", "true")])));
        assert_eq!(name_value_pairs(None, &[]), Ok(vec![]));
    }

    #[test]
    fn intel_single_task_wrapper_form() {
        // "sycl-single-task", Names..., nullptr, Values... with one property.
        let args = [s("sycl-single-task"), s("sycl-sub-group-size"), Null, Int("16".as_bytes().to_vec())];
        assert_eq!(
            name_value_pairs(None, &args),
            Ok(pairs(&[("sycl-single-task", ""), ("sycl-sub-group-size", "16")]))
        );
    }

    #[test]
    fn null_names_drop_their_pair_and_filters_keep_listed_names() {
        let args = [Null, s("a"), s("b"), Int("1".as_bytes().to_vec()), Float("2.5".as_bytes().to_vec()), s("x")];
        assert_eq!(name_value_pairs(None, &args), Ok(pairs(&[("a", "2.5"), ("b", "x")])));
        let keep = [b"b".to_vec()];
        assert_eq!(name_value_pairs(Some(&keep), &args), Ok(pairs(&[("b", "x")])));
        assert_eq!(name_value_pairs(Some(&[]), &args), Ok(vec![]));
    }

    #[test]
    fn later_pair_wins() {
        let args = [s("a"), s("a"), Int("1".as_bytes().to_vec()), Int("2".as_bytes().to_vec())];
        assert_eq!(name_value_pairs(None, &args), Ok(pairs(&[("a", "2")])));
    }

    #[test]
    fn errors_name_the_argument() {
        assert_eq!(name_value_pairs(None, &[s("a")]), Err(IrAttrError::UnpairedName));
        assert_eq!(name_value_pairs(None, &[s("a"), s("b"), Int("1".as_bytes().to_vec())]), Err(IrAttrError::UnpairedName));
        assert_eq!(name_value_pairs(None, &[Int("1".as_bytes().to_vec()), Int("1".as_bytes().to_vec())]), Err(IrAttrError::InvalidName(0)));
        assert_eq!(name_value_pairs(None, &[s("a"), s("b"), Int("1".as_bytes().to_vec()), Invalid]), Err(IrAttrError::InvalidValue(3)));
    }

    #[test]
    fn bytes_are_kept_and_many_pairs_are_linear() {
        let args = [Str(b"name\xff".to_vec()), Str(b"v\xe4".to_vec())];
        assert_eq!(name_value_pairs(None, &args), Ok(vec![(b"name\xff".to_vec(), b"v\xe4".to_vec())]));
        // 100,000 distinct pairs and a filter of 100,000 names: instant
        // when linear (was minutes when each name scanned the kept pairs).
        let n = 100_000;
        let mut args: Vec<IrAttrValue> = (0..n).map(|i| s(&format!("n{i}"))).collect();
        args.extend((0..n).map(|i| Int(i.to_string().into_bytes())));
        let keep: Vec<Vec<u8>> = (0..n).map(|i| format!("n{i}").into_bytes()).collect();
        assert_eq!(name_value_pairs(Some(&keep), &args).map(|p| p.len()), Ok(n));
    }

    fn written<'a>(declaration: usize, filter: Option<&'a [Vec<u8>]>, pairs: &'a [IrAttrPair]) -> WrittenIrAttributes<'a> {
        WrittenIrAttributes { declaration, filter, pairs }
    }
    fn conflict(error_at: usize, note_at: usize) -> IrAttrConflict {
        IrAttrConflict { error_at, note_at }
    }

    #[test]
    fn redeclarations_merge_unless_a_value_or_the_filter_differs() {
        let a = pairs(&[("Attr1", "1"), ("Attr2", "true")]);
        let reordered = pairs(&[("Attr2", "true"), ("Attr1", "1")]);
        let changed = pairs(&[("Attr1", "1"), ("Attr2", "false")]);
        let other = pairs(&[("Attr3", "false")]);
        // Same, reordered, then a changed value: error there, note at the
        // first; then a new name merges with the changed declaration.
        let lists = [written(0, None, &a), written(1, None, &a), written(2, None, &reordered), written(3, None, &changed), written(4, None, &other)];
        assert_eq!(merge_conflicts(&lists), vec![conflict(3, 0)]);
        // Issue 29: a definition that only adds a name merges (DPC++'s
        // FunctionRedecl4), whatever the names before it.
        assert_eq!(merge_conflicts(&[written(0, None, &reordered), written(1, None, &other)]), vec![]);
        // Filters: order does not matter; another set, or none, conflicts
        // with the declaration before it.
        let f13 = [b"Attr1".to_vec(), b"Attr3".to_vec()];
        let f31 = [b"Attr3".to_vec(), b"Attr1".to_vec()];
        let f1 = [b"Attr1".to_vec()];
        let lists = [
            written(0, Some(&f13), &a),
            written(1, Some(&f31), &a),
            written(2, Some(&f13), &changed),
            written(3, Some(&f1), &a),
            written(4, None, &a),
        ];
        assert_eq!(merge_conflicts(&lists), vec![conflict(2, 0), conflict(3, 2), conflict(4, 3)]);
    }

    #[test]
    fn each_function_is_merged_on_its_own() {
        let a = pairs(&[("Attr1", "1")]);
        let changed = pairs(&[("Attr1", "2")]);
        // Functions 7 and 9 interleaved: 7's second declaration conflicts
        // with its first, 9's lists agree; indices are the lists given.
        let lists = [written(70, None, &a), written(90, None, &a), written(71, None, &changed), written(91, None, &a)];
        assert_eq!(merge_conflicts_per_function(&[7, 9, 7, 9], &lists), vec![conflict(2, 0)]);
        // A function's declarations alternate (70, 71, 70): three runs.
        let lists = [written(70, None, &a), written(71, None, &a), written(70, None, &changed)];
        assert_eq!(merge_conflicts_per_function(&[7, 7, 7], &lists), vec![conflict(2, 0)]);
        assert_eq!(merge_conflicts_per_function(&[], &[]), vec![]);
    }

    #[test]
    fn lists_on_one_declaration_report_at_the_merged_one() {
        let a = pairs(&[("Attr1", "1"), ("Attr2", "true")]);
        let reordered = pairs(&[("Attr2", "true"), ("Attr1", "1")]);
        let changed = pairs(&[("Attr1", "1"), ("Attr2", "false")]);
        let f13 = [b"Attr1".to_vec(), b"Attr3".to_vec()];
        let f1 = [b"Attr1".to_vec()];
        // Each later conflicting list: error at the last merged (2), note
        // at itself.
        let lists = [
            written(0, Some(&f13), &a),
            written(0, Some(&f13), &reordered),
            written(0, Some(&f13), &a),
            written(0, Some(&f13), &changed),
            written(0, Some(&f1), &a),
            written(0, None, &a),
        ];
        assert_eq!(merge_conflicts(&lists), vec![conflict(2, 3), conflict(2, 4), conflict(2, 5)]);
        assert_eq!(merge_conflicts(&[]), vec![]);
    }

    #[test]
    fn kernel_properties() {
        assert!(is_free_function_kernel_property(b"sycl-nd-range-kernel"));
        assert!(is_free_function_kernel_property(b"sycl-single-task-kernel"));
        assert!(!is_free_function_kernel_property(b"sycl-single-task"));
    }
}
