//! Grammar of the attribute arguments the plugin recovers from the token
//! stream.
//!
//! Clang 16 does not parse the arguments of C++11-spelled plugin attributes,
//! so the shim captures the tokens between the parentheses and asks this
//! module what they mean. Aspect lists accept exactly the forms that name a
//! constant of type `sycl::aspect`: an optionally qualified name (enumerator,
//! constexpr variable, non-type template parameter), optionally followed by
//! `...` for a pack. Anything else is an invalid argument, diagnosed at its
//! first token.

/// The kinds of token the shim reports; everything else is `Other`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Identifier,
    ColonColon,
    Comma,
    Ellipsis,
    LParen,
    RParen,
    NumericLiteral,
    StringLiteral,
    // Operators of integer constant arguments.
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    LessLess,
    GreaterGreater,
    Amp,
    Pipe,
    Caret,
    Tilde,
    Exclaim,
    /// `.` and `->`: a member access (the name after it is not looked up).
    Period,
    Arrow,
    /// `{` `}`: the filter list of `add_ir_attributes_function`.
    LBrace,
    RBrace,
    Other,
}

/// One argument of an aspect list. Indices point into the token slice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AspectArgument {
    /// `[::] a :: b :: name [...]`
    Name {
        global: bool,
        /// Token indices of the qualifier identifiers, outermost first.
        qualifiers: Vec<usize>,
        /// Token index of the final identifier.
        name: usize,
        /// Token index of a trailing `...`, for pack expansions.
        ellipsis: Option<usize>,
    },
    /// Not a name: a literal, an empty argument, or an expression form the
    /// plugin cannot rebuild. `at` is the token to put the diagnostic on.
    Invalid { at: usize },
}

/// Splits `tokens` (the text between the attribute's parentheses) into
/// arguments at top-level commas and classifies each.
pub fn parse_aspect_arguments(tokens: &[TokenKind]) -> Vec<AspectArgument> {
    if tokens.is_empty() {
        return Vec::new();
    }
    split_top_level(tokens)
        .into_iter()
        .map(|(start, end)| classify_argument(tokens, start, end))
        .collect()
}

/// Half-open token ranges of the top-level comma-separated arguments. An
/// empty argument (`a,,b` or a trailing comma) yields an empty range placed
/// on its comma.
pub(crate) fn split_top_level(tokens: &[TokenKind]) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    let mut depth = 0usize;
    let mut start = 0usize;
    for (i, kind) in tokens.iter().enumerate() {
        match kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen => depth = depth.saturating_sub(1),
            TokenKind::Comma if depth == 0 => {
                ranges.push((start, i));
                start = i + 1;
            }
            _ => {}
        }
    }
    ranges.push((start, tokens.len()));
    ranges
}

/// Where to diagnose an empty argument: the comma that ends it, or the one
/// before it.
pub(crate) fn empty_argument_position(tokens: &[TokenKind], start: usize) -> usize {
    if start < tokens.len() {
        start
    } else {
        start.saturating_sub(1)
    }
}

fn classify_argument(tokens: &[TokenKind], start: usize, end: usize) -> AspectArgument {
    if start >= end {
        return AspectArgument::Invalid { at: empty_argument_position(tokens, start) };
    }
    let invalid = AspectArgument::Invalid { at: start };
    let mut i = start;
    let global = tokens[i] == TokenKind::ColonColon;
    if global {
        i += 1;
    }
    let mut identifiers = Vec::new();
    loop {
        if i >= end || tokens[i] != TokenKind::Identifier {
            return invalid;
        }
        identifiers.push(i);
        i += 1;
        if i < end && tokens[i] == TokenKind::ColonColon {
            i += 1;
            continue;
        }
        break;
    }
    let ellipsis = if i < end && tokens[i] == TokenKind::Ellipsis {
        i += 1;
        Some(i - 1)
    } else {
        None
    };
    if i != end {
        return invalid;
    }
    let name = identifiers.pop().expect("loop pushes at least one identifier");
    AspectArgument::Name { global, qualifiers: identifiers, name, ellipsis }
}

/// The `sycl_type` argument values DPC++ accepts. Only `aspect` has an effect
/// in this plugin; the others are accepted so DPC++ headers compile.
pub const SYCL_TYPE_VALUES: &[&str] = &[
    "accessor",
    "local_accessor",
    "work_group_memory",
    "dynamic_work_group_memory",
    "dynamic_local_accessor",
    "spec_constant",
    "specialization_id",
    "kernel_handler",
    "buffer_location",
    "no_alias",
    "accessor_property_list",
    "group",
    "private_memory",
    "aspect",
    "annotated_ptr",
    "annotated_arg",
    "stream",
    "sampler",
    "host_pipe",
    "multi_ptr",
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyclTypeError {
    /// No argument, or the argument is not an identifier. Token index to
    /// diagnose at, if any.
    RequiresIdentifier(Option<usize>),
    /// More than one argument; index of the second argument's first token.
    TakesOneArgument(usize),
    /// An identifier DPC++ does not know; index of that token.
    NotSupported(usize),
    /// `sycl_type()` or `sycl_type` without arguments.
    NoArgument,
}

/// Checks the argument of `[[__sycl_detail__::sycl_type(X)]]`. `texts` are
/// the token spellings (same length as `tokens`). Returns the value.
pub fn parse_sycl_type<'a>(tokens: &[TokenKind], texts: &[&'a str]) -> Result<&'a str, SyclTypeError> {
    if tokens.is_empty() {
        // DPC++: `sycl_type()` "takes one argument".
        return Err(SyclTypeError::NoArgument);
    }
    let args = split_top_level(tokens);
    if args.len() > 1 {
        let second = args[1].0.min(tokens.len() - 1);
        return Err(SyclTypeError::TakesOneArgument(second));
    }
    let (start, end) = args[0];
    if end - start != 1 || tokens[start] != TokenKind::Identifier {
        return Err(SyclTypeError::RequiresIdentifier(Some(start)));
    }
    let value = texts[start];
    if SYCL_TYPE_VALUES.contains(&value) {
        Ok(value)
    } else {
        Err(SyclTypeError::NotSupported(start))
    }
}

/// The attribute as users write it, with its scope (and `(...)` when it
/// takes arguments), for diagnostics that say which spelling to use; an
/// unknown name as it is.
pub fn attribute_spelling(name: &str) -> String {
    match name {
        "device_has" => "sycl::device_has(...)",
        "__uses_aspects__" => "__sycl_detail__::__uses_aspects__(...)",
        "uses_aspects" => "sycl_detail::uses_aspects(...)",
        "reqd_work_group_size" => "sycl::reqd_work_group_size(...)",
        "reqd_sub_group_size" => "sycl::reqd_sub_group_size(...)",
        "sycl_explicit_simd" => "intel::sycl_explicit_simd",
        "sycl_type" => "__sycl_detail__::sycl_type(...)",
        "sycl_external" => "__sycl_detail__::sycl_external",
        "add_ir_attributes_function" => "__sycl_detail__::add_ir_attributes_function(...)",
        _ => name,
    }
    .to_owned()
}

/// The scope that replaces `scope` in a deprecated spelling `scope::name`
/// of one of our attributes, which is still applied (DPC++'s
/// `SemaSYCL::checkDeprecatedSYCLAttributeSpelling`): `intel::reqd_sub_group_size`,
/// which Intel's samples and e2e tests still write, is `sycl::`'s. None for
/// a current spelling.
///
/// Of the other `intel::` spellings of the properties the plugin
/// implements, DPC++ dropped `intel::reqd_work_group_size` (clang's
/// "unknown attribute" warning, as there), and `intel::sub_group_size` is
/// not registered: in DPC++ it is the SYCL 2020-provisional spelling that
/// comes with `intel::named_sub_group_size` and its checks of the
/// functions a kernel calls, which the plugin does not make
/// (docs/fixed-targets.md, "Required sizes").
pub fn deprecated_spelling_replacement(scope: &str, name: &str) -> Option<&'static str> {
    match (scope, name) {
        ("intel", "reqd_sub_group_size") => Some("sycl"),
        _ => None,
    }
}

/// The scope of an attribute that may be written after a lambda's
/// parameter list, for the attribute rebuilt there.
pub fn type_position_scope(name: &str) -> &'static str {
    match name {
        "__uses_aspects__" => "__sycl_detail__",
        "uses_aspects" => "sycl_detail",
        "sycl_explicit_simd" => "intel",
        _ => "sycl",
    }
}

/// A declaration of a lambda that the arguments of an attribute after its
/// parameter list may not name: not visible around the lambda expression,
/// where they are evaluated (a namesake there would be used silently).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwnName {
    /// The identifier (any number the shim gives identifiers).
    pub identifier: usize,
    /// Template parameters are also found as `T::` (nested-name lookup
    /// finds types); variables are not.
    pub also_as_qualifier: bool,
}

/// The first argument token (and the index into `own`) that names one of
/// the lambda's own declarations: an identifier that is not a member
/// (after `.` / `->`) or a qualified name's later part (after `::`), and,
/// followed by `::`, only a template parameter. `identifiers[i]` is token
/// `i`'s identifier (any value for other tokens).
pub fn first_own_name(tokens: &[TokenKind], identifiers: &[usize], own: &[OwnName]) -> Option<(usize, usize)> {
    for (i, kind) in tokens.iter().enumerate() {
        if *kind != TokenKind::Identifier {
            continue;
        }
        if i > 0 && matches!(tokens[i - 1], TokenKind::ColonColon | TokenKind::Period | TokenKind::Arrow) {
            continue;
        }
        let qualifier = tokens.get(i + 1) == Some(&TokenKind::ColonColon);
        let identifier = identifiers.get(i)?;
        if let Some(found) = own.iter().position(|o| o.identifier == *identifier && (!qualifier || o.also_as_qualifier)) {
            return Some((i, found));
        }
    }
    None
}

/// What is wrong with the leading filter list `{"name", ...}` of
/// `add_ir_attributes_function`; the token to diagnose at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilterError {
    /// Something other than string literals separated by commas, or no
    /// closing `}` (then at the `{`).
    NotStringLiterals(usize),
    /// The list is followed by something other than `,`.
    ExpectedComma(usize),
}

/// The filter list at the start of `tokens` (`tokens[0]` is `{`): the
/// names, each a run of adjacent string literals (one string), as token
/// ranges `start..end` where `tokens[end]` is the `,` or `}` after it (where
/// a name that is not a narrow string is diagnosed); then the index of the
/// first name/value argument, or what is wrong. The names before an error
/// are given too: the shim checks them first, in order, as a reader going
/// left to right would.
pub fn parse_filter_list(tokens: &[TokenKind]) -> (Vec<(usize, usize)>, Result<usize, FilterError>) {
    let mut names = Vec::new();
    let mut start = None;
    let mut i = 1;
    while i < tokens.len() {
        let kind = tokens[i];
        if kind == TokenKind::StringLiteral {
            start.get_or_insert(i);
            i += 1;
            continue;
        }
        let end = kind == TokenKind::RBrace;
        // `{}` is an empty filter; `{,`, `"a",,` and `"a",}` are not.
        if (end || kind == TokenKind::Comma) && (start.is_some() || (end && i == 1)) {
            if let Some(first) = start.take() {
                names.push((first, i));
            }
            if end {
                break;
            }
            i += 1;
            continue;
        }
        return (names, Err(FilterError::NotStringLiterals(i)));
    }
    if i >= tokens.len() {
        return (names, Err(FilterError::NotStringLiterals(0)));
    }
    let rest = i + 1;
    match tokens.get(rest) {
        None => (names, Ok(rest)),
        Some(TokenKind::Comma) => (names, Ok(rest + 1)),
        Some(_) => (names, Err(FilterError::ExpectedComma(rest))),
    }
}

#[cfg(test)]
mod tests {
    use super::TokenKind::*;
    use super::*;

    #[test]
    fn empty_list_has_no_arguments() {
        assert!(parse_aspect_arguments(&[]).is_empty());
    }

    #[test]
    fn qualified_names_and_packs() {
        // ::sycl::aspect::fp16, A, As...
        let toks = [
            ColonColon, Identifier, ColonColon, Identifier, ColonColon, Identifier, Comma,
            Identifier, Comma, Identifier, Ellipsis,
        ];
        let args = parse_aspect_arguments(&toks);
        assert_eq!(
            args,
            vec![
                AspectArgument::Name { global: true, qualifiers: vec![1, 3], name: 5, ellipsis: None },
                AspectArgument::Name { global: false, qualifiers: vec![], name: 7, ellipsis: None },
                AspectArgument::Name { global: false, qualifiers: vec![], name: 9, ellipsis: Some(10) },
            ]
        );
    }

    #[test]
    fn literals_and_expressions_are_invalid_at_their_first_token() {
        let toks = [StringLiteral, Comma, NumericLiteral, Comma, Identifier, LParen, NumericLiteral, Comma, Identifier, RParen];
        let args = parse_aspect_arguments(&toks);
        assert_eq!(
            args,
            vec![
                AspectArgument::Invalid { at: 0 },
                AspectArgument::Invalid { at: 2 },
                AspectArgument::Invalid { at: 4 },
            ]
        );
    }

    #[test]
    fn empty_arguments_are_invalid_at_their_comma() {
        let toks = [Identifier, Comma, Comma, Identifier, Comma];
        let args = parse_aspect_arguments(&toks);
        assert_eq!(args[1], AspectArgument::Invalid { at: 2 });
        assert_eq!(args[3], AspectArgument::Invalid { at: 4 });
    }

    #[test]
    fn dangling_qualifier_is_invalid() {
        assert_eq!(parse_aspect_arguments(&[Identifier, ColonColon]), vec![AspectArgument::Invalid { at: 0 }]);
        assert_eq!(parse_aspect_arguments(&[Identifier, Identifier]), vec![AspectArgument::Invalid { at: 0 }]);
    }

    #[test]
    fn filter_lists() {
        // {"a" "b", "c"}, x, 1
        let toks = [LBrace, StringLiteral, StringLiteral, Comma, StringLiteral, RBrace, Comma, StringLiteral, Comma, NumericLiteral];
        assert_eq!(parse_filter_list(&toks), (vec![(1, 3), (4, 5)], Ok(7)));
        // {} alone, and {} followed by the pairs.
        assert_eq!(parse_filter_list(&[LBrace, RBrace]), (vec![], Ok(2)));
        assert_eq!(parse_filter_list(&[LBrace, RBrace, Comma, StringLiteral]), (vec![], Ok(3)));
    }

    #[test]
    fn filter_list_errors() {
        // {"a", x}: at x, after the name before it.
        assert_eq!(
            parse_filter_list(&[LBrace, StringLiteral, Comma, Identifier, RBrace]),
            (vec![(1, 2)], Err(FilterError::NotStringLiterals(3)))
        );
        // {"a",}: no trailing comma.
        assert_eq!(
            parse_filter_list(&[LBrace, StringLiteral, Comma, RBrace]),
            (vec![(1, 2)], Err(FilterError::NotStringLiterals(3)))
        );
        // {,} and {"a",,}
        assert_eq!(parse_filter_list(&[LBrace, Comma, RBrace]), (vec![], Err(FilterError::NotStringLiterals(1))));
        assert_eq!(
            parse_filter_list(&[LBrace, StringLiteral, Comma, Comma, RBrace]),
            (vec![(1, 2)], Err(FilterError::NotStringLiterals(3)))
        );
        // {"a" never closed: at the brace.
        assert_eq!(parse_filter_list(&[LBrace, StringLiteral]), (vec![], Err(FilterError::NotStringLiterals(0))));
        // {"a"} "b": a comma expected.
        assert_eq!(
            parse_filter_list(&[LBrace, StringLiteral, RBrace, StringLiteral]),
            (vec![(1, 2)], Err(FilterError::ExpectedComma(3)))
        );
    }

    #[test]
    fn spellings_and_scopes() {
        assert_eq!(attribute_spelling("device_has"), "sycl::device_has(...)");
        assert_eq!(attribute_spelling("sycl_explicit_simd"), "intel::sycl_explicit_simd");
        assert_eq!(attribute_spelling("other"), "other");
    }

    #[test]
    fn deprecated_spellings() {
        assert_eq!(deprecated_spelling_replacement("intel", "reqd_sub_group_size"), Some("sycl"));
        assert_eq!(deprecated_spelling_replacement("sycl", "reqd_sub_group_size"), None);
        assert_eq!(deprecated_spelling_replacement("intel", "sycl_explicit_simd"), None);
        assert_eq!(deprecated_spelling_replacement("intel", "reqd_work_group_size"), None);
        assert_eq!(type_position_scope("__uses_aspects__"), "__sycl_detail__");
        assert_eq!(type_position_scope("uses_aspects"), "sycl_detail");
        assert_eq!(type_position_scope("sycl_explicit_simd"), "intel");
        assert_eq!(type_position_scope("reqd_work_group_size"), "sycl");
    }

    #[test]
    fn own_names_of_a_lambda() {
        let param = OwnName { identifier: 10, also_as_qualifier: false };
        let tparam = OwnName { identifier: 20, also_as_qualifier: true };
        let own = [param, tparam];
        // N (not own), n
        assert_eq!(first_own_name(&[Identifier, Comma, Identifier], &[5, 0, 10], &own), Some((2, 0)));
        // s.n, p->n, ns::n: members and later parts are not looked up here.
        assert_eq!(first_own_name(&[Identifier, Period, Identifier], &[5, 0, 10], &own), None);
        assert_eq!(first_own_name(&[Identifier, Arrow, Identifier], &[5, 0, 10], &own), None);
        assert_eq!(first_own_name(&[Identifier, ColonColon, Identifier], &[5, 0, 10], &own), None);
        // n::x finds a namespace or type, not the parameter; T::x finds T.
        assert_eq!(first_own_name(&[Identifier, ColonColon, Identifier], &[10, 0, 5], &own), None);
        assert_eq!(first_own_name(&[Identifier, ColonColon, Identifier], &[20, 0, 5], &own), Some((0, 1)));
        assert_eq!(first_own_name(&[], &[], &own), None);
    }

    #[test]
    fn sycl_type_argument() {
        assert_eq!(parse_sycl_type(&[Identifier], &["aspect"]), Ok("aspect"));
        assert_eq!(parse_sycl_type(&[], &[]), Err(SyclTypeError::NoArgument));
        assert_eq!(parse_sycl_type(&[StringLiteral], &["\"aspect\""]), Err(SyclTypeError::RequiresIdentifier(Some(0))));
        assert_eq!(
            parse_sycl_type(&[Identifier, Comma, Identifier], &["aspect", ",", "group"]),
            Err(SyclTypeError::TakesOneArgument(2))
        );
        assert_eq!(parse_sycl_type(&[Identifier], &["banana"]), Err(SyclTypeError::NotSupported(0)));
        // Kinds Intel's 2025.3/2026.2 headers write.
        for kind in ["work_group_memory", "dynamic_work_group_memory", "dynamic_local_accessor", "host_pipe"] {
            assert_eq!(parse_sycl_type(&[Identifier], &[kind]), Ok(kind));
        }
    }
}
