//! Texts of the pass's diagnostics, built from plain data so they can be
//! unit-tested without LLVM. Function names are demangled, and every name
//! or other text taken from the input (function, aspect, target names,
//! call-site locations) is escaped with [`shown`]: a name is IR data and
//! may hold control characters or terminal escape sequences, which must
//! not reach the terminal raw.

use cpp_demangle::{DemangleOptions, Symbol};

/// How names from the input are shown in every message (escaped, cut):
/// one rule for every tool, kept in the device configuration crate that
/// they all use.
pub use sycl_device_config::{shown, NAME_SHOWN};

/// `foo(int)` for `_Z3fooi`; the name itself if it is not mangled; as shown
/// in a message ([`shown`]).
pub fn demangle(name: &str) -> String {
    shown(&demangle_raw(name)).into_owned()
}

/// `foo` for `_Z3fooi`: the name without its parameter list, as shown in
/// a message ([`shown`]).
pub fn demangle_base(name: &str) -> String {
    shown(&demangle_with(name, DemangleOptions::new().no_params().no_return_type())).into_owned()
}

/// Intel's kernel launch wrappers (`<sycl/detail/kernel_launch_helper.hpp>`):
/// with stock clang these instantiations are the kernels, and the kernel the
/// user wrote is their first template argument (the kernel name type, or
/// the lambda's own type when the launch names none).
const LAUNCH_WRAPPERS: &[&str] = &["sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_"];

/// Functions inside the SYCL headers' implementation namespace, left out of
/// call chains (the user's frames and the SYCL API they called stay).
const HEADER_INTERNALS: &str = "sycl::_V1::detail::";

/// Whether mangled function `name` is inside the SYCL headers'
/// implementation namespace (`sycl::_V1::detail::`).
pub fn is_header_internal(name: &str) -> bool {
    demangle_with(name, DemangleOptions::new().no_params().no_return_type()).starts_with(HEADER_INTERNALS)
}

/// How a message names function `mangled`: `kernel 'fill_with_value'` for a
/// kernel launched with a kernel name, `kernel (lambda(sycl::id<1>) #1 in
/// 'fill')` for an unnamed lambda kernel ([`launched_kernel`]), else
/// `function 'name'` (escaped, cut).
pub fn subject(mangled: &str) -> String {
    let base = demangle_with(mangled, DemangleOptions::new().no_params().no_return_type());
    match launched_kernel(&base) {
        Some(kernel) => kernel,
        None => format!("function '{}'", shown(&base)),
    }
}

/// The kernel a launch wrapper of Intel's headers stands for (`kernel
/// 'fill_with_value'`), by the wrapper's mangled name; `None` for any other
/// function.
pub fn launch_wrapper_kernel(mangled: &str) -> Option<String> {
    launched_kernel(&demangle_with(mangled, DemangleOptions::new().no_params().no_return_type()))
}

/// Whether mangled function `name` is code of the SYCL or C++ headers'
/// namespaces (`sycl::`, `std::`, `__` names), not the user's: where a
/// kernel's own location is looked for (the pass's
/// `kernel_body_location`), these are walked through.
pub fn is_sycl_or_std(name: &str) -> bool {
    let base = demangle_with(name, DemangleOptions::new().no_params().no_return_type());
    ["sycl::", "std::", "__", "llvm."].iter().any(|p| base.starts_with(p))
}

/// The user's kernel behind a launch wrapper's demangled name, as a message
/// names it; `None` for any other function.
///
/// The wrapper's first template argument is the kernel's name type: the
/// kernel name the user gave, or the kernel's own type when the launch
/// names none. The headers' own kernels carry the user's kernel inside
/// it: a reduction's `MainKrn<Name, strategy, ...>` (named launch), or a
/// lambda of `reduction.hpp` whose enclosing function has the user's name
/// or lambda among its template arguments (unnamed launch: the name is
/// `auto_name` and the kernel is the headers' lambda). [`user_kernel_type`]
/// finds it; a kernel of the headers that names nothing of the user's
/// (`reduSaveFinalResultToUserMem<auto_name, ...>`, shared by every
/// unnamed reduction of one type) is named as the headers' lambda.
pub fn launched_kernel(base: &str) -> Option<String> {
    let rest = LAUNCH_WRAPPERS.iter().find_map(|w| base.strip_prefix(w))?;
    let arguments = &rest[rest.find('<')? + 1..];
    let name_type = first_template_argument(arguments)?;
    let kernel_type = user_kernel_type(name_type, 0).unwrap_or(name_type);
    // The kernel name (a class declared anywhere, also inside the command
    // group lambda) is the last component; an unnamed kernel is the
    // lambda itself.
    let last = last_component(kernel_type);
    if last.starts_with("{lambda(") {
        return Some(format!("kernel ({})", shown(&lambda_kernel_name(kernel_type))));
    }
    Some(format!("kernel '{}'", shown(last)))
}

/// How deep [`user_kernel_type`] looks into the headers' template
/// arguments (a reduction kernel's lambda is three levels down).
const USER_TYPE_DEPTH: usize = 8;

/// The user's type inside kernel name type `ty` (demangled): `ty` itself
/// unless it is the headers' (`sycl::`, `std::`); else the first user
/// type among its template arguments, depth first in text order, not
/// looking into a reduction object's arguments (`reduction_impl<double,
/// Op, ...>`: the user's reduction operator, which can be a lambda, comes
/// before the kernel in `reduction_parallel_for<Name, Strategy, Dims,
/// Properties, Reductions..., Kernel>`). `None` when there is none.
fn user_kernel_type(ty: &str, depth: usize) -> Option<&str> {
    let ty = ty.trim();
    if depth > USER_TYPE_DEPTH || is_literal(ty) {
        return None;
    }
    let in_headers = ty.starts_with("sycl::") || ty.starts_with("std::") || ty.starts_with("__");
    if !in_headers {
        return is_class_type(ty).then_some(ty);
    }
    for component in components(ty) {
        let Some(open) = template_open(component) else { continue };
        let name = &component[..open];
        if name.contains("reduction_impl") || name.contains("reducer") {
            continue;
        }
        for argument in template_arguments(&component[open + 1..]) {
            if let Some(found) = user_kernel_type(argument, depth + 1) {
                return Some(found);
            }
        }
    }
    None
}

/// A template argument that is a value, not a type: `1`, `-1`,
/// `(sycl::_V1::detail::reduction::strategy)1`, `true`.
fn is_literal(argument: &str) -> bool {
    let first = argument.chars().next().unwrap_or('0');
    (first == '(' && !argument.starts_with("(anonymous namespace)"))
        || first.is_ascii_digit()
        || first == '-'
        || argument == "true"
        || argument == "false"
}

/// Whether a demangled type (outside the headers) can be a kernel: a class
/// or lambda, not a fundamental, pointer, reference or array type.
fn is_class_type(ty: &str) -> bool {
    const FUNDAMENTAL: &[&str] = &[
        "void", "bool", "char", "signed", "unsigned", "short", "int", "long", "float", "double", "wchar_t",
        "char8_t", "char16_t", "char32_t", "decltype", "auto", "_Float16", "__int128", "__fp16", "_BitInt",
    ];
    let first_word = ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or("");
    !ty.is_empty() && !FUNDAMENTAL.contains(&first_word) && !ty.ends_with(['*', '&', ']', ')'])
}

/// The `::` components of demangled name `qualified` at bracket depth 0:
/// `f(int)::{lambda(int)#1}::operator()(int) const` gives `f(int)`,
/// `{lambda(int)#1}`, `operator()(int) const`. Operator names
/// (`operator()`, `operator<<`) are not brackets.
fn components(qualified: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let bytes = qualified.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if let Some(len) = operator_at(qualified, i) {
            i += len;
            continue;
        }
        match bytes[i] {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => depth -= 1,
            b':' if depth == 0 && bytes.get(i + 1) == Some(&b':') => {
                parts.push(&qualified[start..i]);
                start = i + 2;
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    parts.push(&qualified[start..]);
    parts
}

/// The length of the operator name starting at byte `i` of `text`
/// (`operator<<` in `ns::operator<<<int>`), so that its brackets are not
/// counted; `None` when none starts there (also inside a longer
/// identifier such as `my_operator`).
fn operator_at(text: &str, i: usize) -> Option<usize> {
    let before = text[..i].bytes().next_back();
    if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return None;
    }
    operator_name_len(&text[i..])
}

/// The length of an operator's name at the start of `text` (`operator()`,
/// `operator<<=`, `operator->`), so its brackets are not counted; `None`
/// if `text` does not start with one. Conversion operators
/// (`operator int`) are plain words.
fn operator_name_len(text: &str) -> Option<usize> {
    let rest = text.strip_prefix("operator")?;
    const SYMBOLS: &[&str] = &[
        "()", "[]", "<=>", "<<=", ">>=", "->*", "<<", ">>", "<=", ">=", "->", "<", ">", "==", "!=", "&&", "||",
        "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "+", "-", "*", "/", "%", "&", "|", "^", "!",
        "~", "=", ",",
    ];
    SYMBOLS.iter().find(|s| rest.starts_with(**s)).map(|s| "operator".len() + s.len())
}

/// Where a component's template argument list opens (its `<` at depth
/// 0, after any operator name), if it has one.
fn template_open(component: &str) -> Option<usize> {
    if component.starts_with('{') {
        return None;
    }
    let skip = operator_name_len(component).unwrap_or(0);
    let open = component[skip..].find(['<', '('])? + skip;
    (component.as_bytes()[open] == b'<').then_some(open)
}

/// The arguments of a template argument list (`arguments` starts after
/// its `<`), bracket depth counted.
fn template_arguments(arguments: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let bytes = arguments.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if let Some(len) = operator_at(arguments, i) {
            i += len;
            continue;
        }
        match bytes[i] {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'>' if depth == 0 => {
                found.push(arguments[start..i].trim());
                return found;
            }
            b'>' => depth -= 1,
            b',' if depth == 0 => {
                found.push(arguments[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// How a message names an unnamed lambda kernel, from the lambda's
/// demangled type: `lambda(sycl::id<1>) #2 in lambda(sycl::handler&) #1
/// in 'main'` for the second lambda taking a `sycl::id<1>` inside the
/// first lambda taking a `sycl::handler&` (the command group) of `main`.
/// The numbers are the C++ ABI's: lambdas are counted per parameter list
/// in their scope, from 1 in source order. The function is shown without
/// its parameters, `sycl::_V1::` as `sycl::`, generic parameters as
/// `auto`.
fn lambda_kernel_name(lambda_type: &str) -> String {
    let parts = components(lambda_type);
    let mut lambdas = Vec::new();
    let mut end = parts.len();
    // The kernel's lambda, then each lambda whose call operator it is in.
    while end > 0 && parts[end - 1].starts_with("{lambda(") {
        lambdas.push(lambda_shown(parts[end - 1]));
        end -= 1;
        if end >= 2 && parts[end - 1].starts_with("operator()") && parts[end - 2].starts_with("{lambda(") {
            end -= 1;
        } else {
            break;
        }
    }
    let mut text = lambdas.join(" in ");
    if end > 0 {
        let function = parts[..end].join("::");
        let last_start = function.len() - parts[end - 1].len();
        let params = parameter_list_start(parts[end - 1]).map_or(function.len(), |p| last_start + p);
        text.push_str(&format!(" in '{}'", readable(&function[..params])));
    }
    text
}

/// Where a component's parameter list starts (its first `(` at depth 0
/// after its name and template arguments), if it has one.
fn parameter_list_start(component: &str) -> Option<usize> {
    let skip = operator_name_len(component).unwrap_or(0);
    let mut depth = 0i32;
    for (i, c) in component[skip..].char_indices() {
        match c {
            '<' | '[' | '{' => depth += 1,
            '>' | ']' | '}' => depth -= 1,
            '(' if depth == 0 => return Some(skip + i),
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// `lambda(sycl::id<1>) #2` for `{lambda(sycl::_V1::id<1>)#2}`.
fn lambda_shown(component: &str) -> String {
    let inner = component.trim_start_matches('{').trim_end_matches('}');
    match inner.rfind('#') {
        Some(hash) => format!("{} #{}", readable(&inner[..hash]), &inner[hash + 1..]),
        None => readable(inner),
    }
}

/// A demangled name as users write it: `sycl::` for `sycl::_V1::`, `auto`
/// for a generic lambda's `auto:1`.
fn readable(name: &str) -> String {
    let name = name.replace("sycl::_V1::", "sycl::");
    let mut out = String::with_capacity(name.len());
    let mut rest = name.as_str();
    while let Some(at) = rest.find("auto:") {
        out.push_str(&rest[..at + 4]);
        rest = rest[at + 5..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

/// The text of the first argument of a template argument list (`arguments`
/// starts after the `<`), bracket depth counted.
fn first_template_argument(arguments: &str) -> Option<&str> {
    template_arguments(arguments).into_iter().next()
}

/// The last `::` component at bracket depth 0 (`fill(...)::fill_with_value`
/// gives `fill_with_value`).
fn last_component(qualified: &str) -> &str {
    components(qualified).pop().unwrap_or(qualified)
}

/// `foo(int)` for `_Z3fooi`, unescaped: for data (JSON reports), not for
/// messages.
pub fn demangle_raw(name: &str) -> String {
    demangle_with(name, DemangleOptions::new())
}

thread_local! {
    /// The module's aspect names by value while a pass names functions
    /// (`name_aspect_values`).
    static ASPECT_NAMES: std::cell::RefCell<Vec<(i64, String)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// While the returned guard lives, demangled names on this thread show an
/// aspect template argument by its name (`sycl::aspect::fp64`) instead of
/// the demangler's cast of its value (`(sycl::_V1::aspect)6`).
pub fn name_aspect_values(names: impl IntoIterator<Item = (i64, String)>) -> AspectNamesGuard {
    ASPECT_NAMES.with(|n| *n.borrow_mut() = names.into_iter().collect());
    AspectNamesGuard(())
}

/// Ends [`name_aspect_values`] when dropped.
pub struct AspectNamesGuard(());

impl Drop for AspectNamesGuard {
    fn drop(&mut self) {
        ASPECT_NAMES.with(|n| n.borrow_mut().clear());
    }
}

/// `(sycl::_V1::aspect)6` (also without `_V1::`) replaced by
/// `sycl::aspect::fp64` for the values `names` knows. Linear in `text`.
fn with_aspect_names(text: String, names: &[(i64, String)]) -> String {
    if names.is_empty() || !text.contains("aspect)") {
        return text;
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(open) = rest.find('(') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let cast = ["sycl::_V1::aspect)", "sycl::aspect)"].iter().find_map(|c| after.strip_prefix(c));
        let replaced = cast.and_then(|digits_on| {
            let len = digits_on.bytes().take_while(|b| b.is_ascii_digit() || *b == b'-').count();
            let value: i64 = digits_on[..len].parse().ok()?;
            let (_, name) = names.iter().find(|(v, _)| *v == value)?;
            Some((format!("sycl::aspect::{name}"), &digits_on[len..]))
        });
        match replaced {
            Some((named, tail)) => {
                out.push_str(&named);
                rest = tail;
            }
            None => {
                out.push('(');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

fn demangle_with(name: &str, options: DemangleOptions) -> String {
    // Only Itanium-mangled names: a bare `f` would demangle as `float`.
    if !name.starts_with("_Z") {
        return name.to_owned();
    }
    let demangled = |mangled: &str| Symbol::new(mangled.as_bytes()).ok().and_then(|s| s.demangle(&options).ok());
    let text = demangled(name)
        .or_else(|| without_lambda_template_parameters(name).and_then(|plain| demangled(&plain)))
        .unwrap_or_else(|| name.to_owned());
    ASPECT_NAMES.with(|n| with_aspect_names(text, &n.borrow()))
}

/// `name` without the template parameter declarations of its lambdas'
/// signatures (`UlTyT_E_`, a C++20 `[]<typename T>(T)`, becomes `UlT_E_`,
/// which reads as a generic lambda `lambda(auto:1)`), which `cpp_demangle`
/// cannot parse (neither 0.4 nor 0.5). Declarations: `Ty`, `Tk<name>`,
/// `Tn<builtin type>`, `Tt<declaration>*E`, `Tp<declaration>`; None when a
/// lambda signature starts with anything else after `T` than a parameter
/// reference (`T_`, `T0_`), or when there is nothing to remove.
fn without_lambda_template_parameters(name: &str) -> Option<String> {
    // One declaration at the start of `rest`: its length.
    fn declaration(rest: &[u8]) -> Option<usize> {
        const BUILTIN: &[u8] = b"vwbcahstijlmxynofdegz";
        match rest {
            [b'T', b'y', ..] => Some(2),
            [b'T', b'n', t, ..] if BUILTIN.contains(t) => Some(3),
            [b'T', b'k', tail @ ..] => {
                let digits = tail.iter().take_while(|b| b.is_ascii_digit()).count();
                let len: usize = std::str::from_utf8(&tail[..digits]).ok()?.parse().ok()?;
                (len > 0 && digits + len <= tail.len()).then_some(2 + digits + len)
            }
            [b'T', b'p', tail @ ..] => declaration(tail).map(|n| 2 + n),
            [b'T', b't', tail @ ..] => {
                let mut at = 0;
                while tail.get(at) != Some(&b'E') {
                    at += declaration(tail.get(at..)?)?;
                }
                Some(2 + at + 1)
            }
            _ => None,
        }
    }
    let bytes = name.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    let mut removed = false;
    while at < bytes.len() {
        if bytes[at..].starts_with(b"Ul") {
            out.extend_from_slice(b"Ul");
            at += 2;
            while bytes.get(at) == Some(&b'T') && !matches!(bytes.get(at + 1), Some(b'_' | b'0'..=b'9')) {
                at += declaration(&bytes[at..])?;
                removed = true;
            }
            continue;
        }
        out.push(bytes[at]);
        at += 1;
    }
    removed.then(|| String::from_utf8(out).ok()).flatten()
}

/// One line of a call chain: the function and, for all but the first, the
/// call site in its caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainLink {
    pub function: String,
    pub call_site: Option<String>,
    /// Calls left out of a long chain just before this link (0: none).
    pub omitted_before: usize,
}

/// Where the allowed set of the warned function came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclaredBy {
    Attribute,
    Property,
}

/// DPC++'s warning for an aspect used but not listed (its
/// `DiagnosticInfoAspectsMismatch` as clang prints it), word for word:
///
/// ```text
/// function 'foo(int)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
/// ```
///
/// `function` is the mangled name; it is shown demangled with its
/// parameters, as DPC++ shows it.
pub fn device_has_mismatch_headline(function: &str, aspect: &str, declared_by: DeclaredBy) -> String {
    let listed_in = match declared_by {
        DeclaredBy::Attribute => "its 'sycl::device_has' attribute",
        DeclaredBy::Property => "its 'device_has' property",
    };
    // A launch wrapper of Intel's headers is named as the user's kernel
    // (its demangled name runs to a thousand characters).
    let base = demangle_with(function, DemangleOptions::new().no_params().no_return_type());
    let named = launched_kernel(&base).unwrap_or_else(|| format!("function '{}'", demangle(function)));
    format!("{named} uses aspect '{}' not listed in {listed_in}", shown(aspect))
}

/// DPC++'s note at each function of a mismatch warning's call chain.
pub fn propagated_from_call(function: &str) -> String {
    format!("propagated from call to function '{}'", demangle(function))
}

/// The note this project adds after DPC++'s chain: where the last
/// function of the chain uses the aspect itself.
pub fn aspect_used_here(aspect: &str) -> String {
    format!("aspect '{}' is used here", shown(aspect))
}

/// What a diagnostic adds when some of its locations are unknown and the
/// module has no debug information.
pub const GET_SOURCE_LOCATION_HINT: &str = "compile with '-g' to get source location";

/// The warning as one text, for where notes cannot be attached (opt and
/// other tools without clang): DPC++'s headline, then the call chain with
/// call sites (without the leading location, which the diagnostic
/// carries):
///
/// ```text
/// function 'foo()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
/// use is from this call chain:
///   foo()
///   bar() hw.cpp:15:3
/// compile with '-g' to get source location
/// ```
pub fn device_has_mismatch(
    function: &str,
    aspect: &str,
    declared_by: DeclaredBy,
    chain: &[ChainLink],
    locations_missing: bool,
) -> String {
    let mut text = device_has_mismatch_headline(function, aspect, declared_by);
    text.push_str(&format_chain(chain));
    if locations_missing {
        text.push('\n');
        text.push_str(GET_SOURCE_LOCATION_HINT);
    }
    text
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
fn quoted_list(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("'{}'", shown(i))).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

fn fixed_targets_phrase(targets: &[&str]) -> String {
    let noun = if targets.len() == 1 { "fixed target" } else { "fixed targets" };
    format!("{noun} {}", quoted_list(targets))
}

/// A used aspect some fixed targets lack, with the call chain to the use:
///
/// ```text
/// function 'k' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
/// use is from this call chain:
///   k()
///   helper() a.cpp:7:3
/// ```
pub fn fixed_target_use(
    function: &str,
    aspect: &str,
    targets: &[&str],
    chain: &[ChainLink],
    locations_missing: bool,
) -> String {
    let verb = if targets.len() == 1 { "does" } else { "do" };
    let mut text = format!(
        "{} uses aspect '{}', which {} {verb} not support",
        subject(function),
        shown(aspect),
        fixed_targets_phrase(targets)
    );
    text.push_str(&format_chain(chain));
    if locations_missing {
        text.push_str("\ncompile with '-g' to get source location");
    }
    text
}

/// A `device_has` aspect some fixed targets lack.
pub fn fixed_target_declared(function: &str, aspect: &str, targets: &[&str]) -> String {
    let verb = if targets.len() == 1 { "does" } else { "do" };
    format!(
        "{} declares aspect '{}' in 'sycl::device_has', which {} {verb} not support",
        subject(function),
        shown(aspect),
        fixed_targets_phrase(targets)
    )
}

/// A required sub-group size a fixed target does not offer.
pub fn fixed_target_sub_group(function: &str, size: u32, target: &str, sizes: &[u32]) -> String {
    let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
    format!(
        "{} requires sub-group size {size}, which fixed target '{}' does not support \
         (its sub-group sizes: {})",
        subject(function),
        shown(target),
        sizes.join(", ")
    )
}

/// A required work-group size larger than a fixed target's limit.
/// `dims` in source order.
pub fn fixed_target_work_group(function: &str, dims: &[u64], target: &str, limit: u32) -> String {
    let shape: Vec<String> = dims.iter().map(u64::to_string).collect();
    // u128 (u64 overflows: 2^22 x 2^21 x 2^21); sizes of up to 64 bits can
    // overflow even that, said as such rather than as a wrong count.
    let total = dims
        .iter()
        .try_fold(1u128, |total, &d| total.checked_mul(u128::from(d)))
        .map_or_else(|| format!("more than {}", u128::MAX), |t| t.to_string());
    format!(
        "{} requires work-group size {} ({total} work-items), more than fixed target '{}' \
         allows ({limit})",
        subject(function),
        shape.join("x"),
        shown(target)
    )
}

pub fn format_chain(chain: &[ChainLink]) -> String {
    format_chain_as("use", chain)
}

/// Links of a call chain shown in a warning, error or report: longer
/// chains show their first and last halves of this and say how many calls
/// are left out (an 8,000-function cycle would otherwise print 8,000 links
/// per warning).
pub const CHAIN_SHOWN: usize = 20;

/// The chain under the heading "<what> is from this call chain:" (the
/// propagation pass says "use", the ESIMD verifier "call"); links left out
/// of a long chain are counted where they were.
///
/// A launch wrapper of Intel's headers is shown as the user's kernel, and
/// frames inside the headers' implementation namespace (`sycl::_V1::
/// detail::`) are left out and counted, so a chain starts at the user's
/// kernel and goes through the user's code.
pub fn format_chain_as(what: &str, chain: &[ChainLink]) -> String {
    let mut text = format!("\n{what} is from this call chain:");
    let mut left_out = 0usize;
    let mut after_wrapper = false;
    for (i, link) in chain.iter().enumerate() {
        if link.omitted_before > 0 {
            text.push_str(&format!("\n  ... {} more calls ...", link.omitted_before));
        }
        let base = demangle_with(&link.function, DemangleOptions::new().no_params().no_return_type());
        let shown_as = if i == 0 { launched_kernel(&base) } else { None };
        if shown_as.is_none() && i > 0 && base.starts_with(HEADER_INTERNALS) && i + 1 < chain.len() {
            left_out += 1;
            continue;
        }
        text.push_str("\n  ");
        let launched = shown_as.is_some();
        text.push_str(&shown_as.unwrap_or_else(|| demangle(&link.function)));
        // The wrapper's call of the user's kernel body is a line of the
        // headers, not of the user's code: it is left out.
        if let Some(site) = link.call_site.as_ref().filter(|_| !after_wrapper) {
            text.push(' ');
            text.push_str(&shown(site));
        }
        after_wrapper = launched;
    }
    if left_out > 0 {
        let frames = if left_out == 1 { "frame" } else { "frames" };
        text.push_str(&format!("\n  ({left_out} {frames} inside the SYCL headers left out)"));
    }
    text
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;
    use super::*;

    #[test]
    fn long_names_are_cut() {
        let long = "x".repeat(NAME_SHOWN + 5);
        assert_eq!(shown(&long), format!("{}... (5 more characters)", &long[..NAME_SHOWN]));
        assert!(matches!(shown(&long[..NAME_SHOWN]), Cow::Borrowed(_)));
        // Cut on a character boundary, after escaping.
        let wide = "\u{e9}".repeat(NAME_SHOWN + 1);
        assert!(shown(&wide).ends_with("\u{e9}... (1 more characters)"));
        assert_eq!(demangle(&"\u{1b}".repeat(NAME_SHOWN)).chars().count(), NAME_SHOWN + "... (12288 more characters)".len());
    }

    #[test]
    fn input_text_is_escaped() {
        assert_eq!(demangle("k\u{1b}[31m\n"), "k\\x1b[31m\\n");
        assert_eq!(demangle_raw("k\u{1b}"), "k\u{1b}");
        let chain = [
            ChainLink { function: "k\u{7}".into(), call_site: None, omitted_before: 0 },
            ChainLink { function: "g".into(), call_site: Some("a\u{1b}.cpp:1:2".into()), omitted_before: 0 },
        ];
        let text = device_has_mismatch("f\u{1b}", "fp\u{1b}[31m", DeclaredBy::Attribute, &chain, false);
        assert!(!text.contains('\u{1b}') && !text.contains('\u{7}'), "{text}");
        let text = fixed_target_use("f", "fp\u{1b}", &["t\u{1b}"], &chain, false);
        assert!(!text.contains('\u{1b}'), "{text}");
        assert!(!fixed_target_declared("f", "a\u{1b}", &["t"]).contains('\u{1b}'));
        assert!(!fixed_target_sub_group("f", 8, "t\u{1b}", &[16]).contains('\u{1b}'));
        assert!(!fixed_target_work_group("f", &[2048], "t\u{1b}", 1024).contains('\u{1b}'));
    }

    #[test]
    fn template_lambdas_read_as_generic_lambdas() {
        // clang 16 and 19 for `auto twice = []<typename T>(T v) {...};` in
        // main, called with a float; and with a non-type parameter, a
        // template template parameter and a pack.
        assert_eq!(demangle_raw("_ZZ4mainENKUlTyT_E_clIfEEDaS_"), "auto main::{lambda(auto:1)#1}::operator()<float>(float) const");
        assert_eq!(without_lambda_template_parameters("_ZZ4mainENKUlTyTniT_E_clIfLi3EEEDaS_").as_deref(), Some("_ZZ4mainENKUlT_E_clIfLi3EEEDaS_"));
        assert_eq!(without_lambda_template_parameters("_ZZ4mainENKUlTtTyETpTyT_E_").as_deref(), Some("_ZZ4mainENKUlT_E_"));
        assert_eq!(without_lambda_template_parameters("_ZZ4mainENKUlTk3FooT_E_").as_deref(), Some("_ZZ4mainENKUlT_E_"));
        // Nothing to remove, or a declaration it does not know: None.
        assert_eq!(without_lambda_template_parameters("_ZZ4mainENKUlT_E_clIfEEDaS_"), None);
        assert_eq!(without_lambda_template_parameters("_ZZ4mainENKUlTnPiT_E_"), None);
        assert_eq!(without_lambda_template_parameters("_ZZ4mainENKUlTtTy"), None);
        assert_eq!(without_lambda_template_parameters("_ZZ4mainENKUlTk99FooT_E_"), None);
    }

    #[test]
    fn demangles_and_keeps_plain_names() {
        assert_eq!(demangle("_Z3fooi"), "foo(int)");
        assert_eq!(demangle_base("_Z3fooi"), "foo");
        assert_eq!(demangle_base("_ZN2ns3barEv"), "ns::bar");
        assert_eq!(demangle("main"), "main");
        assert_eq!(demangle_base("not_mangled"), "not_mangled");
    }

    #[test]
    fn design_text_with_locations() {
        let chain = [
            ChainLink { function: "_Z3foov".into(), call_site: None, omitted_before: 0 },
            ChainLink { function: "_Z3barv".into(), call_site: Some("hw.cpp:15:3".into()), omitted_before: 0 },
            ChainLink { function: "_Z3boov".into(), call_site: Some("hw.cpp:25:5".into()), omitted_before: 0 },
        ];
        assert_eq!(
            device_has_mismatch("_Z3foov", "fp64", DeclaredBy::Attribute, &chain, false),
            "function 'foo()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute\n\
             use is from this call chain:\n  foo()\n  bar() hw.cpp:15:3\n  boo() hw.cpp:25:5"
        );
    }

    #[test]
    fn fixed_target_texts() {
        let chain = [
            ChainLink { function: "_Z1kv".into(), call_site: None, omitted_before: 0 },
            ChainLink { function: "_Z1hv".into(), call_site: Some("a.cpp:7:3".into()), omitted_before: 0 },
        ];
        assert_eq!(
            fixed_target_use("_Z1kv", "fp64", &["intel_gpu_tgllp"], &chain, false),
            "function 'k' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support\n\
             use is from this call chain:\n  k()\n  h() a.cpp:7:3"
        );
        assert_eq!(
            fixed_target_declared("_Z1kv", "fp64", &["a", "b", "c"]),
            "function 'k' declares aspect 'fp64' in 'sycl::device_has', which fixed targets 'a', 'b' and 'c' do not support"
        );
        assert_eq!(
            fixed_target_sub_group("_Z1kv", 8, "intel_gpu_pvc", &[16, 32]),
            "function 'k' requires sub-group size 8, which fixed target 'intel_gpu_pvc' does not support (its sub-group sizes: 16, 32)"
        );
        assert_eq!(
            fixed_target_work_group("_Z1kv", &[64, 32], "nvidia_gpu_sm_80", 1024),
            "function 'k' requires work-group size 64x32 (2048 work-items), more than fixed target 'nvidia_gpu_sm_80' allows (1024)"
        );
    }

    #[test]
    fn aspect_values_print_by_name() {
        let names = [(6, "fp64".to_owned()), (27, "ext_oneapi_atomic16".to_owned())];
        assert_eq!(
            with_aspect_names("k<(sycl::_V1::aspect)27, (sycl::aspect)6, (sycl::_V1::aspect)99>(int)".into(), &names),
            "k<sycl::aspect::ext_oneapi_atomic16, sycl::aspect::fp64, (sycl::_V1::aspect)99>(int)"
        );
        assert_eq!(with_aspect_names("f(int)".into(), &names), "f(int)");
        // _Z1fILN4sycl3_V16aspectE6EEvv: f<(sycl::_V1::aspect)6>()
        let guard = name_aspect_values(names.clone());
        assert_eq!(demangle("_Z1fILN4sycl3_V16aspectE6EEvv"), "void f<sycl::aspect::fp64>()");
        drop(guard);
        assert_eq!(demangle("_Z1fILN4sycl3_V16aspectE6EEvv"), "void f<(sycl::_V1::aspect)6>()");
    }

    #[test]
    fn kernel_names_inside_lambdas_and_header_wrappers() {
        // h.parallel_for<class scale_k> inside q.submit([&](handler &h) {...}).
        let submit = "sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_parallel_for<scale(sycl::_V1::queue&)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::scale_k, sycl::_V1::item<1, true>>";
        assert_eq!(launched_kernel(submit).as_deref(), Some("kernel 'scale_k'"));
        let reduction = "sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_parallel_for<sycl::_V1::detail::reduction::MainKrn<f(sycl::_V1::queue&)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::sum_in_double, (sycl::_V1::detail::reduction::strategy)1>, sycl::_V1::nd_item<1>>";
        assert_eq!(launched_kernel(reduction).as_deref(), Some("kernel 'sum_in_double'"));
        let unnamed = "sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_single_task<fill(sycl::_V1::queue&)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::{lambda()#1}>";
        assert_eq!(launched_kernel(unnamed).as_deref(), Some("kernel (lambda() #1 in lambda(sycl::handler&) #1 in 'fill')"));
    }

    #[test]
    fn dpcpp_texts() {
        assert_eq!(
            device_has_mismatch_headline("_Z5func1i", "fp16", DeclaredBy::Attribute),
            "function 'func1(int)' uses aspect 'fp16' not listed in its 'sycl::device_has' attribute"
        );
        assert_eq!(
            device_has_mismatch_headline("_ZZ4mainENKUlvE_clEv", "cpu", DeclaredBy::Property),
            "function 'main::{lambda()#1}::operator()() const' uses aspect 'cpu' not listed in its 'device_has' property"
        );
        assert_eq!(propagated_from_call("_ZN7Struct1C2Ev"), "propagated from call to function 'Struct1::Struct1()'");
        assert_eq!(aspect_used_here("fp\u{1b}"), "aspect 'fp\\x1b' is used here");
    }

    #[test]
    fn hint_without_locations_and_property_wording() {
        let chain = [ChainLink { function: "f".into(), call_site: None, omitted_before: 0 }];
        let text = device_has_mismatch("f", "fp16", DeclaredBy::Property, &chain, true);
        assert!(text.starts_with("function 'f' uses aspect 'fp16' not listed in its 'device_has' property"));
        assert!(text.ends_with("\ncompile with '-g' to get source location"));
    }

    #[test]
    fn kernels_are_named_as_the_user_wrote_them() {
        let named = "_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forIZ4fillRNS0_5queueEPddE15fill_with_valueNS0_4itemILi1ELb1EEEZ4fillS4_S5_dEUlNS0_2idILi1EEEE_JEEEvRKT1_";
        let base = demangle_with(named, DemangleOptions::new().no_params().no_return_type());
        assert!(base.starts_with(LAUNCH_WRAPPERS[0]), "{base}");
        assert_eq!(subject(named), "kernel 'fill_with_value'");
        let unnamed = "_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forIZ3runRNS0_5queueEPdPfmEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEESA_JEEEvRKT1_";
        assert_eq!(subject(unnamed), "kernel (lambda(sycl::id<1>) #1 in 'run')");
        assert_eq!(subject("_Z3fooi"), "function 'foo'");
        assert_eq!(first_template_argument("a<b, c>, d>"), Some("a<b, c>"));
        assert_eq!(last_component("f(x::y)::k<a::b>"), "k<a::b>");
    }

    #[test]
    fn chains_leave_out_the_headers_internals() {
        let link = |f: &str| ChainLink { function: f.into(), call_site: None, omitted_before: 0 };
        let chain = [
            link("_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forIZ3runRNS0_5queueEPdPfmEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEESA_JEEEvRKT1_"),
            ChainLink { function: "_Z4bodyv".into(), call_site: Some("kernel_launch_helper.hpp:131:5".into()), omitted_before: 0 },
            link("_ZN4sycl3_V16detail6helperEv"),
            link("_Z4userv"),
        ];
        let text = format_chain(&chain);
        assert_eq!(
            text,
            "\nuse is from this call chain:\n  kernel (lambda(sycl::id<1>) #1 in 'run')\n  body()\n  user()\n  (1 frame inside the SYCL headers left out)"
        );
    }

    /// A launch wrapper's demangled name (without parameters) for kernel
    /// name type `name`.
    fn wrapper(name: &str) -> String {
        format!("sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_parallel_for<{name}, sycl::_V1::item<1, true>, {name}, >")
    }

    #[test]
    fn unnamed_lambdas_are_named_by_position_and_scope() {
        // Lambdas inside the command group lambda of main (which demangles
        // without a parameter list): each kernel its own name.
        let cg = "main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const";
        assert_eq!(
            launched_kernel(&wrapper(&format!("{cg}::{{lambda(sycl::_V1::id<1>)#2}}"))).as_deref(),
            Some("kernel (lambda(sycl::id<1>) #2 in lambda(sycl::handler&) #1 in 'main')")
        );
        assert_eq!(
            launched_kernel(&wrapper(&format!("{cg}::{{lambda(sycl::_V1::id<1>)#1}}"))).as_deref(),
            Some("kernel (lambda(sycl::id<1>) #1 in lambda(sycl::handler&) #1 in 'main')")
        );
        assert_eq!(
            launched_kernel(&wrapper("main::{lambda(sycl::_V1::id<1>)#3}")).as_deref(),
            Some("kernel (lambda(sycl::id<1>) #3 in 'main')")
        );
        // A generic command group lambda (its operator() has template
        // arguments), a function template, a member function, an operator.
        assert_eq!(
            launched_kernel(&wrapper("scale<double>(sycl::_V1::queue&, double*)::{lambda(auto:1&)#1}::operator()<sycl::_V1::handler>(sycl::_V1::handler&) const::{lambda()#1}")).as_deref(),
            Some("kernel (lambda() #1 in lambda(auto&) #1 in 'scale<double>')")
        );
        assert_eq!(
            launched_kernel(&wrapper("ns::Solver::step(sycl::_V1::queue&) const::{lambda(sycl::_V1::nd_item<2>)#1}")).as_deref(),
            Some("kernel (lambda(sycl::nd_item<2>) #1 in 'ns::Solver::step')")
        );
        assert_eq!(
            launched_kernel(&wrapper("Body::operator()(sycl::_V1::handler&) const::{lambda(sycl::_V1::id<1>)#1}")).as_deref(),
            Some("kernel (lambda(sycl::id<1>) #1 in 'Body::operator()')")
        );
        assert_eq!(
            launched_kernel(&wrapper("operator<<(std::ostream&, Grid const&)::{lambda(sycl::_V1::id<1>)#1}")).as_deref(),
            Some("kernel (lambda(sycl::id<1>) #1 in 'operator<<')")
        );
        assert_eq!(
            launched_kernel(&wrapper("(anonymous namespace)::run(sycl::_V1::queue&)::{lambda(sycl::_V1::id<1>)#1}")).as_deref(),
            Some("kernel (lambda(sycl::id<1>) #1 in '(anonymous namespace)::run')")
        );
        // Named kernels stay named by their last component.
        assert_eq!(launched_kernel(&wrapper("(anonymous namespace)::k")).as_deref(), Some("kernel 'k'"));
        assert_eq!(components("a<b::c>::operator()<d>(e::f) const::{lambda(g::h)#1}"), ["a<b::c>", "operator()<d>(e::f) const", "{lambda(g::h)#1}"]);
        assert_eq!(readable("f<auto:12, sycl::_V1::id<1>>"), "f<auto, sycl::id<1>>");
    }

    #[test]
    fn unnamed_reduction_kernels_are_the_users_lambda() {
        // Intel's reduction.hpp with auto_name: the kernel is the headers'
        // lambda, the user's lambda a template argument of its enclosing
        // functions (after the reduction, whose operator can be a lambda
        // too). Shortened from tests/real-headers/reduction-kernel-name.cpp.
        let user = "total(sycl::_V1::queue&, float const*, double*)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::{lambda(sycl::_V1::id<1>, auto:1&)#1}";
        let op = "total(sycl::_V1::queue&, float const*, double*)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::{lambda(double, double)#1}";
        let redu = format!("sycl::_V1::detail::reduction_impl<double, {op}, 0, (unsigned long)1, false, double*>");
        let props = "sycl::_V1::ext::oneapi::experimental::properties<sycl::_V1::ext::oneapi::experimental::detail::properties_type_list<> >";
        let range_pf = format!("sycl::_V1::detail::reduction_parallel_for<sycl::_V1::detail::auto_name, (sycl::_V1::detail::reduction::strategy)0, 1, {props}, {redu}, {user}>(sycl::_V1::handler&, sycl::_V1::range<1>, {props}, {redu}, {user})::{{lambda(auto:1, auto:2&)#1}}");
        let main = format!("sycl::_V1::detail::NDRangeReduction<(sycl::_V1::detail::reduction::strategy)1>::run<sycl::_V1::detail::auto_name, 1, {props}, {range_pf}, {redu} >(sycl::_V1::handler&, sycl::_V1::nd_range<1>, {props}&, {redu}&, {range_pf}&)::{{lambda(auto:1)#1}}::operator()<int*>(int*) const::{{lambda(sycl::_V1::nd_item<1>)#1}}");
        let expected = "kernel (lambda(sycl::id<1>, auto&) #1 in lambda(sycl::handler&) #1 in 'total')";
        assert_eq!(launched_kernel(&wrapper(&main)).as_deref(), Some(expected));
        // Its first values' kernel: a lambda of the reduction object's
        // member (the object's arguments are not looked into).
        let init = format!("sycl::_V1::detail::reduction_impl_algo<double, {op}, 0, (unsigned long)1, false, double*>::withInitializedMem<sycl::_V1::detail::auto_name, {main}, true>(sycl::_V1::handler&, {main})::{{lambda(auto:1&)#1}}::operator()<double*>(double*&) const::{{lambda(sycl::_V1::handler&)#1}}::operator()(sycl::_V1::handler&) const::{{lambda()#1}}");
        assert_eq!(launched_kernel(&wrapper(&init)).as_deref(), Some(expected));
        // A functor.
        let functor = format!("sycl::_V1::detail::NDRangeReduction<(sycl::_V1::detail::reduction::strategy)6>::run<sycl::_V1::detail::auto_name, 1, {props}, Summer, {redu} >(sycl::_V1::handler&)::{{lambda(sycl::_V1::nd_item<1>)#1}}");
        assert_eq!(launched_kernel(&wrapper(&functor)).as_deref(), Some("kernel 'Summer'"));
        // The named launch: MainKrn<Name, strategy, ...>, also inside the
        // first values' kernel name InitMemKrn<MainKrn<...>>.
        let named = "sycl::_V1::detail::reduction::MainKrn<f(sycl::_V1::queue&)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::sum_in_double, (sycl::_V1::detail::reduction::strategy)1, int*>";
        assert_eq!(launched_kernel(&wrapper(named)).as_deref(), Some("kernel 'sum_in_double'"));
        let init_named = format!("sycl::_V1::detail::reduction::InitMemKrn<{named}>");
        assert_eq!(launched_kernel(&wrapper(&init_named)).as_deref(), Some("kernel 'sum_in_double'"));
        // A kernel of the headers naming nothing of the user's (shared by
        // every unnamed reduction of its type) is the headers' lambda.
        let copy = "sycl::_V1::detail::reduSaveFinalResultToUserMem<sycl::_V1::detail::auto_name, sycl::_V1::detail::reduction_impl<double, std::plus<double>, 0, (unsigned long)1, false, double*> >(sycl::_V1::handler&, sycl::_V1::detail::reduction_impl<double, std::plus<double>, 0, (unsigned long)1, false, double*>&)::{lambda()#1}";
        assert_eq!(
            launched_kernel(&wrapper(copy)).as_deref(),
            Some("kernel (lambda() #1 in 'sycl::detail::reduSaveFinalResultToUserMem<sycl::detail::auto_name, sycl::detail::reduction_impl<double, std::plus<double>, 0, (unsigned long)1, false, double*> >')")
        );
        assert!(is_sycl_or_std("_ZN4sycl3_V16detail6helperEv") && is_sycl_or_std("llvm.memcpy.p0.p0.i64"));
        assert!(!is_sycl_or_std("_Z4userv") && !is_sycl_or_std("main"));
    }
}
