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
//! attributes make a function a kernel in device compiles.

/// One evaluated argument, as the shim reports it.
#[derive(Clone, Debug, PartialEq)]
pub enum IrAttrValue {
    /// `nullptr` or a null `const char *`.
    Null,
    /// A `const char *` (or string literal) with its characters.
    Str(String),
    /// An integer, enumerator or character, in decimal.
    Int(String),
    Bool(bool),
    /// A floating point value, as text.
    Float(String),
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

/// The IR string attributes (name, value) an argument list stands for, in
/// order, each name once (the last value wins). `filter`: the optional
/// leading list of names to keep.
pub fn name_value_pairs(filter: Option<&[String]>, args: &[IrAttrValue]) -> Result<Vec<(String, String)>, IrAttrError> {
    if args.len() % 2 != 0 {
        return Err(IrAttrError::UnpairedName);
    }
    let half = args.len() / 2;
    let (names, values) = args.split_at(half);
    let mut pairs: Vec<(String, String)> = Vec::with_capacity(half);
    for (i, (name, value)) in names.iter().zip(values).enumerate() {
        let name = match name {
            IrAttrValue::Str(s) => Some(s),
            IrAttrValue::Null => None,
            _ => return Err(IrAttrError::InvalidName(i)),
        };
        let value = match value {
            IrAttrValue::Null => String::new(),
            IrAttrValue::Str(s) | IrAttrValue::Int(s) | IrAttrValue::Float(s) => s.clone(),
            IrAttrValue::Bool(b) => b.to_string(),
            IrAttrValue::Invalid => return Err(IrAttrError::InvalidValue(half + i)),
        };
        let Some(name) = name else { continue };
        if filter.is_some_and(|keep| !keep.iter().any(|k| k == name)) {
            continue;
        }
        match pairs.iter_mut().find(|(n, _)| n == name) {
            Some(pair) => pair.1 = value,
            None => pairs.push((name.clone(), value)),
        }
    }
    Ok(pairs)
}

/// The property of the free-function kernel extension that marks an
/// nd-range kernel (value: its dimensions).
pub const ND_RANGE_KERNEL: &str = "sycl-nd-range-kernel";
/// The property that marks a single-task kernel (value `0`).
pub const SINGLE_TASK_KERNEL: &str = "sycl-single-task-kernel";

/// True for the IR attributes that make a function a free-function kernel
/// (`SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((nd_range_kernel<N>))` /
/// `((single_task_kernel))`).
pub fn is_free_function_kernel_property(name: &str) -> bool {
    name == ND_RANGE_KERNEL || name == SINGLE_TASK_KERNEL
}

#[cfg(test)]
mod tests {
    use super::IrAttrValue::*;
    use super::*;

    fn s(text: &str) -> IrAttrValue {
        Str(text.to_owned())
    }
    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
    }

    #[test]
    fn names_then_values() {
        let args = [s("sycl-nd-range-kernel"), s("b"), Int("1".into()), Bool(true)];
        assert_eq!(name_value_pairs(None, &args), Ok(pairs(&[("sycl-nd-range-kernel", "1"), ("b", "true")])));
        assert_eq!(name_value_pairs(None, &[]), Ok(vec![]));
    }

    #[test]
    fn intel_single_task_wrapper_form() {
        // "sycl-single-task", Names..., nullptr, Values... with one property.
        let args = [s("sycl-single-task"), s("sycl-sub-group-size"), Null, Int("16".into())];
        assert_eq!(
            name_value_pairs(None, &args),
            Ok(pairs(&[("sycl-single-task", ""), ("sycl-sub-group-size", "16")]))
        );
    }

    #[test]
    fn null_names_drop_their_pair_and_filters_keep_listed_names() {
        let args = [Null, s("a"), s("b"), Int("1".into()), Float("2.5".into()), s("x")];
        assert_eq!(name_value_pairs(None, &args), Ok(pairs(&[("a", "2.5"), ("b", "x")])));
        let keep = ["b".to_owned()];
        assert_eq!(name_value_pairs(Some(&keep), &args), Ok(pairs(&[("b", "x")])));
        assert_eq!(name_value_pairs(Some(&[]), &args), Ok(vec![]));
    }

    #[test]
    fn later_pair_wins() {
        let args = [s("a"), s("a"), Int("1".into()), Int("2".into())];
        assert_eq!(name_value_pairs(None, &args), Ok(pairs(&[("a", "2")])));
    }

    #[test]
    fn errors_name_the_argument() {
        assert_eq!(name_value_pairs(None, &[s("a")]), Err(IrAttrError::UnpairedName));
        assert_eq!(name_value_pairs(None, &[s("a"), s("b"), Int("1".into())]), Err(IrAttrError::UnpairedName));
        assert_eq!(name_value_pairs(None, &[Int("1".into()), Int("1".into())]), Err(IrAttrError::InvalidName(0)));
        assert_eq!(name_value_pairs(None, &[s("a"), s("b"), Int("1".into()), Invalid]), Err(IrAttrError::InvalidValue(3)));
    }

    #[test]
    fn kernel_properties() {
        assert!(is_free_function_kernel_property("sycl-nd-range-kernel"));
        assert!(is_free_function_kernel_property("sycl-single-task-kernel"));
        assert!(!is_free_function_kernel_property("sycl-single-task"));
    }
}
