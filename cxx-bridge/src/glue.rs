//! Implementations of the bridge's Rust functions: conversions between the
//! bridge's shared types and the domain crates, and the no-panic guarantee
//! (every entry point catches unwinding and returns a neutral value).

use crate::ffi::{
    self, AspectArg, FilterList, TokenRange, OwnDecl, OwnNameHit, Bytes, ClassAspects, Diag, DirectAttr, DirectStep, ElidedHolder, FunctionAttr, ListFacts, ListOutcome, SizeCheck, IntArgs, IntNode, IntNodeKind, IrArgKind, IrAttrArg, IrAttrConflict, IrAttrList, IrAttrPairs,
    KernelParamFact, LaunchPiece, KernelParamKind, KernelParamProblem, KernelParamProblemKind, KernelPropertyConflicts, KernelRecordFact, PluginArgsResult,
    SyclTypeCheck, TokKind,
};
use sycl_aspects_frontend::ir_attributes::{self, IrAttrError, IrAttrValue};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use sycl_aspects_frontend::attr_args::{self, AspectArgument, SyclTypeError, TokenKind};
use sycl_aspects_frontend::diagnostics::{FrontendDiag, Severity};
use sycl_aspects_frontend::facts::{self, AspectEnum, FrontendFacts, FunctionAttribute};
use sycl_aspects_frontend::int_args::{self, IntExpr};
use sycl_aspects_frontend::kernel_properties::{self, KernelAttribute};
use sycl_aspects_frontend_ir::lower::DecoratedTypes;
use sycl_aspects_frontend::redeclarations::{self, AttributeKind, AspectListOutcome, SizeError};
use sycl_aspects_frontend::options::PassOptions;
use sycl_aspects_frontend::targets::{TargetError, TargetSetup};
use std::sync::Arc;
use sycl_aspects_metadata::ir::IrServices;

fn guarded<T>(fallback: T, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(fallback)
}

fn token_kind(k: TokKind) -> TokenKind {
    match k {
        TokKind::Identifier => TokenKind::Identifier,
        TokKind::ColonColon => TokenKind::ColonColon,
        TokKind::Comma => TokenKind::Comma,
        TokKind::Ellipsis => TokenKind::Ellipsis,
        TokKind::LParen => TokenKind::LParen,
        TokKind::RParen => TokenKind::RParen,
        TokKind::NumericLiteral => TokenKind::NumericLiteral,
        TokKind::StringLiteral => TokenKind::StringLiteral,
        TokKind::Plus => TokenKind::Plus,
        TokKind::Minus => TokenKind::Minus,
        TokKind::Star => TokenKind::Star,
        TokKind::Slash => TokenKind::Slash,
        TokKind::Percent => TokenKind::Percent,
        TokKind::LessLess => TokenKind::LessLess,
        TokKind::GreaterGreater => TokenKind::GreaterGreater,
        TokKind::Amp => TokenKind::Amp,
        TokKind::Pipe => TokenKind::Pipe,
        TokKind::Caret => TokenKind::Caret,
        TokKind::Tilde => TokenKind::Tilde,
        TokKind::Exclaim => TokenKind::Exclaim,
        TokKind::Period => TokenKind::Period,
        TokKind::Arrow => TokenKind::Arrow,
        TokKind::LBrace => TokenKind::LBrace,
        TokKind::RBrace => TokenKind::RBrace,
        _ => TokenKind::Other,
    }
}

pub fn parse_aspect_args(tokens: &[TokKind]) -> Vec<AspectArg> {
    guarded(Vec::new(), || {
        let kinds: Vec<TokenKind> = tokens.iter().map(|&k| token_kind(k)).collect();
        attr_args::parse_aspect_arguments(&kinds)
            .into_iter()
            .map(|arg| match arg {
                AspectArgument::Name { global, qualifiers, name, ellipsis } => AspectArg {
                    is_name: true,
                    global,
                    qualifiers: qualifiers.into_iter().map(|q| q as u32).collect(),
                    name: name as u32,
                    ellipsis: ellipsis.map_or(-1, |e| e as i32),
                    at: name as u32,
                },
                AspectArgument::Invalid { at } => AspectArg {
                    is_name: false,
                    global: false,
                    qualifiers: Vec::new(),
                    name: 0,
                    ellipsis: -1,
                    at: at as u32,
                },
            })
            .collect()
    })
}

fn no_name() -> AspectArg {
    AspectArg { is_name: false, global: false, qualifiers: Vec::new(), name: 0, ellipsis: -1, at: 0 }
}

/// Appends `expr`'s nodes (children first) and returns its index.
fn flatten_int_expr(expr: &IntExpr, nodes: &mut Vec<IntNode>) -> i32 {
    let node = |kind, token: usize| IntNode { kind, token: token as u32, close: 0, lhs: -1, rhs: -1, name: no_name() };
    let flat = match expr {
        IntExpr::Literal { token } => node(IntNodeKind::Literal, *token),
        IntExpr::Name { global, qualifiers, name } => IntNode {
            name: AspectArg {
                is_name: true,
                global: *global,
                qualifiers: qualifiers.iter().map(|&q| q as u32).collect(),
                name: *name as u32,
                ellipsis: -1,
                at: *name as u32,
            },
            ..node(IntNodeKind::Name, *name)
        },
        IntExpr::Unary { operator, operand } => {
            IntNode { lhs: flatten_int_expr(operand, nodes), ..node(IntNodeKind::Unary, *operator) }
        }
        IntExpr::Binary { operator, lhs, rhs } => IntNode {
            lhs: flatten_int_expr(lhs, nodes),
            rhs: flatten_int_expr(rhs, nodes),
            ..node(IntNodeKind::Binary, *operator)
        },
        IntExpr::Paren { open, close, inner } => IntNode {
            lhs: flatten_int_expr(inner, nodes),
            close: *close as u32,
            ..node(IntNodeKind::Paren, *open)
        },
    };
    nodes.push(flat);
    nodes.len() as i32 - 1
}

pub fn parse_int_args(tokens: &[TokKind]) -> IntArgs {
    let fallback = IntArgs { nodes: Vec::new(), roots: Vec::new(), error_at: 0 };
    guarded(fallback, || {
        let kinds: Vec<TokenKind> = tokens.iter().map(|&k| token_kind(k)).collect();
        match int_args::parse_integer_arguments(&kinds) {
            Ok(args) => {
                let mut nodes = Vec::new();
                let roots = args.iter().map(|a| flatten_int_expr(a, &mut nodes) as u32).collect();
                IntArgs { nodes, roots, error_at: -1 }
            }
            Err(at) => IntArgs { nodes: Vec::new(), roots: Vec::new(), error_at: at as i32 },
        }
    })
}

/// Text from clang as a `String` where only UTF-8 can matter (identifiers,
/// which clang requires to be valid UTF-8; pass names): other bytes become
/// U+FFFD.
fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

pub fn check_sycl_type(tokens: &[TokKind], texts: &Vec<Bytes>) -> SyclTypeCheck {
    let fallback = SyclTypeCheck { error: 1, at: -1, value: String::new() };
    guarded(fallback, || {
        let kinds: Vec<TokenKind> = tokens.iter().map(|&k| token_kind(k)).collect();
        let texts: Vec<String> = texts.iter().map(|t| lossy(&t.data)).collect();
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        match attr_args::parse_sycl_type(&kinds, &texts) {
            Ok(value) => SyclTypeCheck { error: 0, at: -1, value: value.to_owned() },
            Err(SyclTypeError::RequiresIdentifier(at)) => {
                SyclTypeCheck { error: 1, at: at.map_or(-1, |a| a as i32), value: String::new() }
            }
            Err(SyclTypeError::TakesOneArgument(at)) => SyclTypeCheck { error: 2, at: at as i32, value: String::new() },
            Err(SyclTypeError::NoArgument) => SyclTypeCheck { error: 2, at: -1, value: String::new() },
            Err(SyclTypeError::NotSupported(at)) => {
                SyclTypeCheck { error: 3, at: at as i32, value: texts.get(at).copied().unwrap_or("").to_owned() }
            }
        }
    })
}

fn frontend_diag(d: Diag) -> FrontendDiag {
    match d {
        Diag::OnlyAppliesToFunctions => FrontendDiag::OnlyAppliesToFunctions,
        Diag::OnlyAppliesToClassesAndFunctions => FrontendDiag::OnlyAppliesToClassesAndFunctions,
        Diag::InvalidAspectArgument => FrontendDiag::InvalidAspectArgument,
        Diag::AlreadyApplied => FrontendDiag::AlreadyApplied,
        Diag::PreviousAttribute => FrontendDiag::PreviousAttribute,
        Diag::SyclTypeRequiresIdentifier => FrontendDiag::SyclTypeRequiresIdentifier,
        Diag::SyclTypeTakesOneArgument => FrontendDiag::SyclTypeTakesOneArgument,
        Diag::SyclTypeNotSupported => FrontendDiag::SyclTypeNotSupported,
        Diag::AspectEnumRedefinition => FrontendDiag::AspectEnumRedefinition,
        Diag::PreviousDefinition => FrontendDiag::PreviousDefinition,
        Diag::FunctionTypePosition => FrontendDiag::FunctionTypePosition,
        Diag::AliasOfNonClass => FrontendDiag::AliasOfNonClass,
        Diag::RequiresIntegerConstant => FrontendDiag::RequiresIntegerConstant,
        Diag::RequiresPositiveInteger => FrontendDiag::RequiresPositiveInteger,
        Diag::IntegerTooLarge => FrontendDiag::IntegerTooLarge,
        Diag::TakesAtLeastOneArgument => FrontendDiag::TakesAtLeastOneArgument,
        Diag::TakesAtMostThreeArguments => FrontendDiag::TakesAtMostThreeArguments,
        Diag::TakesOneArgument => FrontendDiag::TakesOneArgument,
        Diag::AlreadyAppliedDifferently => FrontendDiag::AlreadyAppliedDifferently,
        Diag::OnlyAppliesToClasses => FrontendDiag::OnlyAppliesToClasses,
        Diag::UnterminatedArguments => FrontendDiag::UnterminatedArguments,
        Diag::IrAttributesUnpairedName => FrontendDiag::IrAttributesUnpairedName,
        Diag::IrAttributesInvalidName => FrontendDiag::IrAttributesInvalidName,
        Diag::IrAttributesInvalidValue => FrontendDiag::IrAttributesInvalidValue,
        Diag::IrAttributesInvalidFilter => FrontendDiag::IrAttributesInvalidFilter,
        Diag::TakesNoArguments => FrontendDiag::TakesNoArguments,
        Diag::OnlyAppliesToFunctionsAndGlobals => FrontendDiag::OnlyAppliesToFunctionsAndGlobals,
        Diag::FunctionTypePositionAssertions => FrontendDiag::FunctionTypePositionAssertions,
        Diag::TypePositionNotLambda => FrontendDiag::TypePositionNotLambda,
        Diag::LambdaArgumentNamesOwn => FrontendDiag::LambdaArgumentNamesOwn,
        Diag::ReservedAnnotation => FrontendDiag::ReservedAnnotation,
        Diag::FreeFunctionReturnType => FrontendDiag::FreeFunctionReturnType,
        Diag::FreeFunctionVariadic => FrontendDiag::FreeFunctionVariadic,
        Diag::FreeFunctionDefaultArgument => FrontendDiag::FreeFunctionDefaultArgument,
        Diag::FreeFunctionMethod => FrontendDiag::FreeFunctionMethod,
        Diag::FreeFunctionStaticMethod => FrontendDiag::FreeFunctionStaticMethod,
        Diag::FreeFunctionParameterType => FrontendDiag::FreeFunctionParameterType,
        Diag::FreeFunctionParameterNotForwardDeclarable => FrontendDiag::FreeFunctionParameterNotForwardDeclarable,
        Diag::FreeFunctionVirtualBase => FrontendDiag::FreeFunctionVirtualBase,
        Diag::IrAttributesConflict => FrontendDiag::IrAttributesConflict,
        Diag::SyclTypeConflict => FrontendDiag::SyclTypeConflict,
        Diag::ConflictingAttribute => FrontendDiag::ConflictingAttribute,
        Diag::FreeFunctionFirstDeclaration => FrontendDiag::FreeFunctionFirstDeclaration,
        Diag::PreviousDeclaration => FrontendDiag::PreviousDeclaration,
        Diag::KernelAttributeAndProperties => FrontendDiag::KernelAttributeAndProperties,
        Diag::NoAspectEnum => FrontendDiag::NoAspectEnum,
        Diag::PrecompiledSyclHeaders => FrontendDiag::PrecompiledSyclHeaders,
        Diag::AttributeSpellingDeprecated => FrontendDiag::AttributeSpellingDeprecated,
        Diag::SpellingSuggestion => FrontendDiag::SpellingSuggestion,
        _ => FrontendDiag::ArgumentsUnavailable,
    }
}

pub fn diag_format(diag: Diag) -> &'static str {
    frontend_diag(diag).format()
}

pub fn attribute_spelling(name: &[u8]) -> String {
    guarded(String::new(), || attr_args::attribute_spelling(&lossy(name)))
}

pub fn type_position_scope(name: &[u8]) -> &'static str {
    guarded("sycl", || attr_args::type_position_scope(&lossy(name)))
}

pub fn deprecated_spelling_replacement(scope: &[u8], name: &[u8]) -> &'static str {
    guarded("", || attr_args::deprecated_spelling_replacement(&lossy(scope), &lossy(name)).unwrap_or(""))
}

pub fn deprecated_spelling_message(written: &[u8]) -> String {
    guarded(String::new(), || FrontendDiag::AttributeSpellingDeprecated.render(&[&lossy(written)]))
}

pub fn type_position_message(name: &[u8], shown: &[u8], assertions: bool) -> String {
    guarded(String::new(), || {
        let diag = if assertions { FrontendDiag::FunctionTypePositionAssertions } else { FrontendDiag::FunctionTypePosition };
        diag.render(&[&lossy(shown), &attr_args::attribute_spelling(&lossy(name))])
    })
}

pub fn parse_filter_list(tokens: &[TokKind]) -> FilterList {
    let fail = |at| FilterList { names: Vec::new(), error: 1, at, rest: 0 };
    guarded(fail(0), || {
        let kinds: Vec<TokenKind> = tokens.iter().map(|&k| token_kind(k)).collect();
        let (names, result) = attr_args::parse_filter_list(&kinds);
        let names = names.into_iter().map(|(start, end)| TokenRange { start: start as u32, end: end as u32 }).collect();
        let (error, at, rest) = match result {
            Ok(rest) => (0, 0, rest as u32),
            Err(attr_args::FilterError::NotStringLiterals(at)) => (1, at as u32, 0),
            Err(attr_args::FilterError::ExpectedComma(at)) => (2, at as u32, 0),
        };
        FilterList { names, error, at, rest }
    })
}

pub fn first_own_name(tokens: &[TokKind], identifiers: &[usize], own: &Vec<OwnDecl>) -> OwnNameHit {
    let none = OwnNameHit { found: false, token: 0, own: 0 };
    guarded(none, || {
        let kinds: Vec<TokenKind> = tokens.iter().map(|&k| token_kind(k)).collect();
        let own: Vec<attr_args::OwnName> =
            own.iter().map(|o| attr_args::OwnName { identifier: o.identifier, also_as_qualifier: o.also_as_qualifier }).collect();
        match attr_args::first_own_name(&kinds, identifiers, &own) {
            Some((token, own)) => OwnNameHit { found: true, token: token as u32, own: own as u32 },
            None => OwnNameHit { found: false, token: 0, own: 0 },
        }
    })
}

pub fn diag_severity(diag: Diag) -> u8 {
    match frontend_diag(diag).severity() {
        Severity::Error => 0,
        Severity::Warning => 1,
        Severity::Note => 2,
    }
}

/// Facts of the translation unit being finished, before publication.
static BUILDING: Mutex<Option<FrontendFacts>> = Mutex::new(None);
/// Set when facts are published and not yet lowered: a cheap check before
/// every LLVM pass.
static PENDING: AtomicBool = AtomicBool::new(false);

fn with_building(f: impl FnOnce(&mut FrontendFacts)) {
    guarded((), || {
        let mut slot = BUILDING.lock().unwrap_or_else(|p| p.into_inner());
        f(slot.get_or_insert_with(FrontendFacts::default));
    })
}

pub fn facts_begin() {
    guarded((), || *BUILDING.lock().unwrap_or_else(|p| p.into_inner()) = Some(FrontendFacts::default()));
}

pub fn facts_set_aspect_enum(names: &Vec<Bytes>, values: &[i64]) {
    with_building(|f| {
        let names = names.iter().map(|n| lossy(&n.data));
        f.aspect_enum = Some(AspectEnum { enumerators: names.zip(values.iter().copied()).collect() })
    });
}

pub fn facts_set_type_marker_global(global_name: &[u8]) {
    // The shim's own ASCII name.
    with_building(|f| f.type_markers.global_name = lossy(global_name));
}

pub fn facts_add_marked_type(aspects: &[i64]) {
    // Aspect values are the shim's 32-bit enumerator values.
    with_building(|f| f.type_markers.aspects.push(aspects.iter().map(|&a| a as i32).collect()));
}

pub fn facts_add_function(mangled_name: &[u8], attribute: FunctionAttr, values: &[i64]) {
    let attribute = match attribute {
        FunctionAttr::DeviceHas => FunctionAttribute::DeviceHas,
        FunctionAttr::UsesAspects => FunctionAttribute::UsesAspects,
        FunctionAttr::ReqdWorkGroupSize => FunctionAttribute::ReqdWorkGroupSize,
        FunctionAttr::ReqdSubGroupSize => FunctionAttribute::ReqdSubGroupSize,
        FunctionAttr::ExplicitSimd => FunctionAttribute::ExplicitSimd,
        _ => return,
    };
    with_building(|f| f.add_function(mangled_name, attribute, values));
}

pub fn facts_add_entry_point(mangled_name: &[u8]) {
    with_building(|f| f.entry_points.push(mangled_name.to_owned()));
}

pub fn facts_set_module_id(module_id: &[u8]) {
    with_building(|f| f.module_id = module_id.to_owned());
}

pub fn ir_attribute_pairs(has_filter: bool, filter: &Vec<Bytes>, args: &Vec<IrAttrArg>) -> IrAttrPairs {
    let fail = |error, at| IrAttrPairs { error, at, names: Vec::new(), values: Vec::new() };
    guarded(fail(3, 0), || {
        let values: Vec<IrAttrValue> = args
            .iter()
            .map(|a| match a.kind {
                IrArgKind::Null => IrAttrValue::Null,
                IrArgKind::String => IrAttrValue::Str(a.text.clone()),
                IrArgKind::Integer => IrAttrValue::Int(a.text.clone()),
                IrArgKind::Bool => IrAttrValue::Bool(a.text == b"true"),
                IrArgKind::Float => IrAttrValue::Float(a.text.clone()),
                _ => IrAttrValue::Invalid,
            })
            .collect();
        let filter: Vec<Vec<u8>> = filter.iter().map(|b| b.data.clone()).collect();
        match ir_attributes::name_value_pairs(has_filter.then_some(&filter[..]), &values) {
            Ok(pairs) => {
                let (names, values) = pairs.into_iter().map(|(n, v)| (Bytes { data: n }, Bytes { data: v })).unzip();
                IrAttrPairs { error: 0, at: 0, names, values }
            }
            Err(IrAttrError::UnpairedName) => fail(1, 0),
            Err(IrAttrError::InvalidName(at)) => fail(2, at as u32),
            Err(IrAttrError::InvalidValue(at)) => fail(3, at as u32),
        }
    })
}

pub fn facts_add_ir_attributes(mangled_name: &[u8], names: &Vec<Bytes>, values: &Vec<Bytes>) {
    with_building(|f| {
        f.add_ir_attributes(mangled_name, names.iter().zip(values).map(|(n, v)| (n.data.clone(), v.data.clone())).collect())
    });
}

pub fn ir_attribute_conflicts(lists: &Vec<IrAttrList>) -> Vec<IrAttrConflict> {
    guarded(Vec::new(), || {
        let filters: Vec<Vec<Vec<u8>>> = lists.iter().map(|l| l.filter.iter().map(|b| b.data.clone()).collect()).collect();
        let pairs: Vec<Vec<ir_attributes::IrAttrPair>> = lists
            .iter()
            .map(|l| l.names.iter().zip(&l.values).map(|(n, v)| (n.data.clone(), v.data.clone())).collect())
            .collect();
        let written: Vec<ir_attributes::WrittenIrAttributes> = lists
            .iter()
            .zip(filters.iter().zip(&pairs))
            .map(|(l, (filter, pairs))| ir_attributes::WrittenIrAttributes {
                declaration: l.declaration,
                filter: l.has_filter.then_some(&filter[..]),
                pairs,
            })
            .collect();
        let functions: Vec<usize> = lists.iter().map(|l| l.function).collect();
        ir_attributes::merge_conflicts_per_function(&functions, &written)
            .into_iter()
            .map(|c| IrAttrConflict { error_at: c.error_at as u32, note_at: c.note_at as u32 })
            .collect()
    })
}

pub fn kernel_property_conflicts(names: &Vec<Bytes>, attributes: &[u8]) -> KernelPropertyConflicts {
    guarded(KernelPropertyConflicts { warn: false, ignored: Vec::new() }, || {
        let attributes: Vec<KernelAttribute> = attributes.iter().filter_map(|&a| KernelAttribute::from_index(a)).collect();
        let names: Vec<&[u8]> = names.iter().map(|n| n.data.as_slice()).collect();
        let answer = kernel_properties::property_conflicts(&names, &attributes);
        KernelPropertyConflicts { warn: answer.warn, ignored: answer.ignored.into_iter().map(|i| i as u32).collect() }
    })
}

fn attribute_kind(attribute: FunctionAttr) -> Option<AttributeKind> {
    Some(match attribute {
        FunctionAttr::DeviceHas => AttributeKind::DeviceHas,
        FunctionAttr::UsesAspects => AttributeKind::UsesAspects,
        FunctionAttr::ReqdWorkGroupSize => AttributeKind::ReqdWorkGroupSize,
        FunctionAttr::ReqdSubGroupSize => AttributeKind::ReqdSubGroupSize,
        FunctionAttr::ExplicitSimd => AttributeKind::ExplicitSimd,
        FunctionAttr::SyclExternal => AttributeKind::SyclExternal,
        _ => return None,
    })
}

/// The diagnostic's bridge value (the texts live in `FrontendDiag`).
fn bridge_diag(diag: FrontendDiag) -> Diag {
    match diag {
        FrontendDiag::TakesAtLeastOneArgument => Diag::TakesAtLeastOneArgument,
        FrontendDiag::TakesAtMostThreeArguments => Diag::TakesAtMostThreeArguments,
        FrontendDiag::TakesOneArgument => Diag::TakesOneArgument,
        FrontendDiag::RequiresIntegerConstant => Diag::RequiresIntegerConstant,
        FrontendDiag::RequiresPositiveInteger => Diag::RequiresPositiveInteger,
        FrontendDiag::IntegerTooLarge => Diag::IntegerTooLarge,
        FrontendDiag::AlreadyApplied => Diag::AlreadyApplied,
        _ => Diag::AlreadyAppliedDifferently,
    }
}

pub fn resolve_direct_attributes(attributes: &Vec<DirectAttr>) -> Vec<DirectStep> {
    let apply = |entry: usize| DirectStep { apply: true, entry: entry as u32, previous: 0, diag: Diag::PreviousAttribute };
    // (A panic would be a bug: then every attribute is recorded, unchecked.)
    let unchecked: Vec<DirectStep> = (0..attributes.len()).filter(|&i| !attributes[i].invalid).map(apply).collect();
    guarded(unchecked, || {
        let direct: Vec<redeclarations::DirectAttribute> = attributes
            .iter()
            .map(|a| redeclarations::DirectAttribute {
                declaration: a.declaration,
                kind: attribute_kind(a.attribute).unwrap_or(AttributeKind::SyclExternal),
                values: &a.values,
                invalid: a.invalid || attribute_kind(a.attribute).is_none(),
            })
            .collect();
        let report = |entry: usize, previous: usize, diag| DirectStep { apply: false, entry: entry as u32, previous: previous as u32, diag };
        redeclarations::resolve_direct(&direct)
            .into_iter()
            .map(|step| match step {
                redeclarations::DirectStep::Apply(entry) => apply(entry),
                redeclarations::DirectStep::SizeConflict { later, first } => report(later, first, Diag::AlreadyAppliedDifferently),
                redeclarations::DirectStep::ListReplaced { later, earlier } => report(later, earlier, Diag::AlreadyApplied),
            })
            .collect()
    })
}

pub fn attribute_values_differ(earlier: &[i64], later: &[i64]) -> bool {
    guarded(true, || redeclarations::values_differ(earlier, later))
}

fn size_check(result: Result<(), (FrontendDiag, u64)>) -> SizeCheck {
    match result {
        Ok(()) => SizeCheck { ok: true, diag: Diag::RequiresIntegerConstant, max: String::new() },
        Err((diag, max)) => SizeCheck { ok: false, diag: bridge_diag(diag), max: max.to_string() },
    }
}

pub fn size_count_check(attribute: FunctionAttr, count: usize) -> SizeCheck {
    guarded(size_check(Err((FrontendDiag::TakesOneArgument, 0))), || {
        let kind = attribute_kind(attribute).unwrap_or(AttributeKind::ReqdSubGroupSize);
        size_check(redeclarations::size_count_error(kind, count).map_or(Ok(()), |d| Err((d, 0))))
    })
}

pub fn size_value_check(attribute: FunctionAttr, integer_constant: bool, positive: bool, active_bits: u32) -> SizeCheck {
    guarded(size_check(Err((FrontendDiag::RequiresIntegerConstant, 0))), || {
        let kind = attribute_kind(attribute).unwrap_or(AttributeKind::ReqdSubGroupSize);
        let value = redeclarations::SizeValue { integer_constant, positive, active_bits };
        size_check(redeclarations::check_size_value(kind, value).map_err(|e| match e {
            SizeError::NotIntegerConstant => (FrontendDiag::RequiresIntegerConstant, 0),
            SizeError::NotPositive => (FrontendDiag::RequiresPositiveInteger, 0),
            SizeError::TooLarge { max } => (FrontendDiag::IntegerTooLarge, max),
        }))
    })
}

fn list_facts(facts: &ListFacts) -> redeclarations::AspectListFacts {
    redeclarations::AspectListFacts {
        templated: facts.templated,
        class_template: facts.class_template,
        function_template: facts.function_template,
        arguments_ok: facts.arguments_ok,
        arguments: usize::try_from(facts.arguments).ok(),
        valid: facts.valid as usize,
        wrong_type: facts.wrong_type as usize,
        dependent: facts.dependent,
    }
}

pub fn aspect_list_evaluated_when_parsed(facts: &ListFacts) -> bool {
    guarded(false, || redeclarations::evaluated_when_parsed(&list_facts(facts)))
}

pub fn aspect_list_outcome(facts: &ListFacts) -> ListOutcome {
    // (A panic would be a bug: the list is then dropped, not misread.)
    guarded(ListOutcome::Drop, || match redeclarations::aspect_list_outcome(&list_facts(facts)) {
        AspectListOutcome::Drop => ListOutcome::Drop,
        AspectListOutcome::KeepWithWrongTypes => ListOutcome::KeepWithWrongTypes,
        AspectListOutcome::TemplateListOrAnnotate => ListOutcome::TemplateListOrAnnotate,
        AspectListOutcome::EvaluateNow => ListOutcome::EvaluateNow,
        AspectListOutcome::Annotate => ListOutcome::Annotate,
    })
}

pub fn merge_into_elided_holders(decorated: &mut Vec<ClassAspects>, holders: &Vec<ElidedHolder>) {
    guarded((), || {
        let mut lists: Vec<(usize, Vec<i64>)> =
            decorated.iter().map(|c| (c.record as usize, c.aspects.clone())).collect();
        let holders: Vec<redeclarations::ElidedHolder> = holders
            .iter()
            .map(|h| redeclarations::ElidedHolder {
                class: h.record as usize,
                subobjects: h.subobjects.iter().map(|&s| s as usize).collect(),
            })
            .collect();
        redeclarations::merge_into_holders(&mut lists, &holders);
        *decorated = lists.into_iter().map(|(class, aspects)| ClassAspects { record: class as u32, aspects }).collect();
    })
}

pub fn asm_label_attribute() -> &'static str {
    ir_attributes::ASM_LABEL
}

pub fn inline_namespaces_attribute() -> &'static str {
    ir_attributes::INLINE_NAMESPACES
}

pub fn has_free_function_kernel_property(names: &Vec<Bytes>) -> bool {
    guarded(false, || names.iter().any(|n| ir_attributes::is_free_function_kernel_property(&n.data)))
}

pub fn free_function_parameter_problems(
    params: &Vec<KernelParamFact>,
    records: &Vec<KernelRecordFact>,
) -> Vec<KernelParamProblem> {
    use sycl_aspects_frontend::kernel_params::{self, BaseFact, ParamKind, ParamProblem, RecordFact};
    guarded(Vec::new(), || {
        let kinds: Vec<ParamKind> = params
            .iter()
            .map(|p| match p.kind {
                KernelParamKind::Reference => ParamKind::Reference,
                KernelParamKind::Unsupported => ParamKind::Unsupported,
                KernelParamKind::Class => ParamKind::Class { record: p.record as usize },
                _ => ParamKind::Other,
            })
            .collect();
        let facts: Vec<RecordFact> = records
            .iter()
            .map(|r| RecordFact {
                named: r.named,
                at_namespace_scope: r.at_namespace_scope,
                bases: r
                    .bases
                    .iter()
                    .map(|b| BaseFact { record: usize::try_from(b.record).ok(), is_virtual: b.is_virtual })
                    .collect(),
            })
            .collect();
        let index = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
        kernel_params::parameter_problems(&kinds, &facts)
            .into_iter()
            .map(|p| match p {
                ParamProblem::Reference { param } => {
                    KernelParamProblem { kind: KernelParamProblemKind::Reference, param: index(param), record: 0, base: 0 }
                }
                ParamProblem::Unsupported { param } => {
                    KernelParamProblem { kind: KernelParamProblemKind::Unsupported, param: index(param), record: 0, base: 0 }
                }
                ParamProblem::NotForwardDeclarable { param } => KernelParamProblem {
                    kind: KernelParamProblemKind::NotForwardDeclarable,
                    param: index(param),
                    record: 0,
                    base: 0,
                },
                ParamProblem::VirtualBase { param, record, base } => KernelParamProblem {
                    kind: KernelParamProblemKind::VirtualBase,
                    param: index(param),
                    record: index(record),
                    base: index(base),
                },
            })
            .collect()
    })
}

pub fn facts_set_sycl_device(device: bool) {
    SYCL_DEVICE_COMPILE.store(device, Ordering::Release);
    with_building(|f| f.sycl_device = device);
}

/// A SYCL device compile (`-fsycl-is-device`), as the front end saw it.
static SYCL_DEVICE_COMPILE: AtomicBool = AtomicBool::new(false);
/// clang's pipeline optimizes (-O1 and above), as its pipeline-start
/// callback last said.
static CLANG_OPTIMIZES: AtomicBool = AtomicBool::new(false);

pub fn note_pipeline_optimizes(optimizes: bool) {
    CLANG_OPTIMIZES.store(optimizes, Ordering::Release);
}

/// Whether the aspect pass runs twice, as DPC++'s clang runs it in SYCL
/// device compiles (BackendUtil.cpp): at pipeline start with fp64 left out
/// of the lists, and after the optimizer, quietly, to add fp64 where a
/// `double` survived. Only when the pipeline optimizes: at -O0 nothing is
/// folded away, and one run gives the same lists.
pub fn aspects_rerun_wanted() -> bool {
    SYCL_DEVICE_COMPILE.load(Ordering::Acquire) && CLANG_OPTIMIZES.load(Ordering::Acquire)
}

pub fn facts_add_kernel(mangled_name: &[u8]) {
    with_building(|f| f.add_kernel(mangled_name));
}

#[allow(clippy::too_many_arguments)]
pub fn facts_add_kernel_launch(
    wrapper: &[u8],
    name: &[u8],
    shown: &[u8],
    size: u64,
    align: u64,
    pieces: &Vec<LaunchPiece>,
    operators: &Vec<Bytes>,
    file: &[u8],
    line: u32,
    column: u32,
    problem: &[u8],
    forward_declaration: &[u8],
    qualified: &[u8],
) {
    use sycl_aspects_frontend::kernel_launches::{KernelLaunch, Piece};
    let launch = KernelLaunch {
        wrapper: wrapper.to_vec(),
        name: name.to_vec(),
        shown: shown.to_vec(),
        size,
        align,
        pieces: pieces
            .iter()
            .map(|p| Piece {
                kind: p.kind,
                offset: p.offset,
                size: p.size,
                target: p.target,
                init: p.init.clone(),
                init_this_offset: p.init_this_offset,
            })
            .collect(),
        operators: operators.iter().map(|o| o.data.clone()).collect(),
        file: file.to_vec(),
        line,
        column,
        problem: problem.to_vec(),
        forward_declaration: forward_declaration.to_vec(),
        qualified: qualified.to_vec(),
    };
    with_building(|f| f.launches.push(launch));
}

/// The `int-header=` plugin argument, if given.
fn integration_header_path() -> Option<String> {
    PLUGIN_OPTIONS.lock().unwrap_or_else(|p| p.into_inner()).as_ref().and_then(|(o, _)| o.integration_header.clone())
}

pub fn outline_kernels() -> bool {
    guarded(false, || integration_header_path().is_some())
}

/// Writes the integration header for the launches gathered so far
/// (DPC++'s `-fsycl-int-header`), whole or not at all, if `int-header=`
/// names one; the error message for clang to report, else empty.
pub fn facts_write_integration_header() -> String {
    guarded("sycl_aspects plugin: internal error while writing the integration header".to_owned(), || {
        let Some(path) = integration_header_path() else { return String::new() };
        let building = BUILDING.lock().unwrap_or_else(|p| p.into_inner());
        let launches = building.as_ref().map_or(&[][..], |f| &f.launches[..]);
        let text = sycl_aspects_frontend::kernel_launches::integration_header(launches);
        match sycl_device_config::output_file::write_output(std::path::Path::new(&path), text.as_bytes()) {
            Ok(()) => String::new(),
            Err(e) => format!("sycl_aspects plugin: cannot write the integration header: {e}"),
        }
    })
}

pub fn facts_note_annotations() {
    with_building(|f| f.annotations_added = true);
}

pub fn facts_publish() {
    guarded((), || {
        let mut built = BUILDING.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(f) = built.as_mut() {
            f.whole_program = f.sycl_device && integration_header_path().is_some();
        }

        if let Some(built) = built.filter(|f| !f.is_empty()) {
            facts::publish(built);
            PENDING.store(true, Ordering::Release);
        }
    });
}

unsafe fn erase_global(global: llvm_sys::prelude::LLVMValueRef) -> bool {
    ffi::erase_global_if_unused(global as usize)
}

/// The C++ services the Rust IR code needs.
pub fn ir_services() -> IrServices {
    IrServices { erase_global_if_unused: erase_global }
}

/// Decorated types whose `!sycl_types_that_use_aspects` entries wait for
/// the propagation pass, with the module they belong to.
struct Deferred(usize, DecoratedTypes);
// SAFETY: the type handles are only used by the thread compiling the
// module they belong to (clang compiles one module per cc1, on one thread);
// the mutex only moves them from the lowering hook to the pass.
unsafe impl Send for Deferred {}
static DEFERRED_TYPES: Mutex<Option<Deferred>> = Mutex::new(None);
/// Set while `DEFERRED_TYPES` holds something: a cheap check per pass.
static TYPES_DEFERRED: AtomicBool = AtomicBool::new(false);

/// Passes that write the module out: after them nothing can complete the
/// type list, so it is completed before them.
fn is_output_pass(pass_id: &str) -> bool {
    matches!(pass_id, "PrintModulePass" | "BitcodeWriterPass" | "ThinLTOBitcodeWriterPass")
}

pub fn lower_published_facts(module: usize, pass_id: &[u8]) {
    let pass_id = &lossy(pass_id);
    if PENDING.swap(false, Ordering::AcqRel) {
        guarded((), || {
            if let Some(published) = facts::take_published() {
                let setup = plugin_target_setup();
                let fixed = setup.as_deref().map_or(&[][..], |s| &s.fixed[..]);
                // The pass registered at pipeline start will see every
                // instruction; unless the module is being written out now.
                let defer = !is_output_pass(pass_id);
                let lowered = unsafe {
                    sycl_aspects_frontend_ir::lower::lower_into_module(
                        module as _,
                        &published,
                        fixed,
                        &ir_services(),
                        defer,
                        add_string_attributes,
                    )
                };
                // The AST lookups behind warnings without -g learn the
                // names codegen gave the tagged functions.
                for (tag, ir_name) in &lowered.bound_functions {
                    ffi::ast_bind_function(tag, ir_name);
                }
                for (version, function) in &lowered.multiversion_versions {
                    ffi::ast_bind_version(version, function);
                }
                for name in &lowered.unnumbered_fixed_targets {
                    ffi::emit_pass_diagnostic(
                        module,
                        false,
                        "",
                        "",
                        0,
                        0,
                        &format!("sycl_aspects plugin: fixed target '{name}' is a device type, but the translation unit's aspect enum has no aspect of that name to number it; it is left out of !sycl_fixed_targets"),
                    );
                }
                for (function, message) in &lowered.kernel_errors {
                    // At the function's declaration, from the AST (there is
                    // no debug location without -g).
                    let at = ffi::ast_function_location(function);
                    let shown = format!("{}:{}:{}", at.file, at.line, at.column);
                    ffi::emit_pass_diagnostic(module, true, &shown, &at.file, at.line, at.column, message);
                }
                for e in &lowered.launch_errors {
                    let shown = format!("{}:{}:{}", e.file, e.line, e.column);
                    ffi::emit_pass_diagnostic(module, true, &shown, &e.file, e.line, e.column, &e.message);
                }
                *ESIMD_ROLES.lock().unwrap_or_else(|p| p.into_inner()) =
                    Some(EsimdRoles { module, kernels: lowered.kernels, device_functions: lowered.device_functions });
                let decorated = lowered.decorated;
                if defer && !decorated.is_empty() {
                    *DEFERRED_TYPES.lock().unwrap_or_else(|p| p.into_inner()) = Some(Deferred(module, decorated));
                    TYPES_DEFERRED.store(true, Ordering::Release);
                }
            }
        });
        return;
    }
    // The pass did not run (or not on this module): complete the list
    // before the module is written.
    if TYPES_DEFERRED.load(Ordering::Acquire) && is_output_pass(pass_id) {
        if let Some(decorated) = take_deferred_types(module) {
            guarded((), || unsafe { sycl_aspects_frontend_ir::lower::write_referenced_types(module as _, decorated) });
        }
    }
}

/// The decorated types whose list entries the pass must write for `module`
/// (only referenced ones), if the lowering left them to it.
pub fn take_deferred_types(module: usize) -> Option<DecoratedTypes> {
    if !TYPES_DEFERRED.load(Ordering::Acquire) {
        return None;
    }
    let mut slot = DEFERRED_TYPES.lock().unwrap_or_else(|p| p.into_inner());
    if slot.as_ref().is_some_and(|d| d.0 == module) {
        TYPES_DEFERRED.store(false, Ordering::Release);
        return slot.take().map(|d| d.1);
    }
    None
}

/// What the front end knows and the IR does not say: which functions are
/// kernels and which are `SYCL_EXTERNAL` device functions (IR names), for
/// the ESIMD checks of the `esimd-verifier` pass.
pub struct EsimdRoles {
    module: usize,
    pub kernels: Vec<String>,
    pub device_functions: Vec<String>,
}
static ESIMD_ROLES: Mutex<Option<EsimdRoles>> = Mutex::new(None);

/// The front end's kernels and device functions for `module`, if the
/// front end lowered its facts into it.
pub fn frontend_esimd_roles(module: usize) -> Option<(Vec<String>, Vec<String>)> {
    let slot = ESIMD_ROLES.lock().unwrap_or_else(|p| p.into_inner());
    slot.as_ref().filter(|r| r.module == module).map(|r| (r.kernels.clone(), r.device_functions.clone()))
}

/// Options from `-fplugin-arg-sycl_aspects-*`, for the pass clang runs, and
/// the target setup they resolve to.
static PLUGIN_OPTIONS: Mutex<Option<(PassOptions, Option<Arc<TargetSetup>>)>> = Mutex::new(None);

pub fn set_plugin_args(args: &Vec<Bytes>) -> PluginArgsResult {
    let internal = PluginArgsResult {
        error: "internal error while reading plugin arguments".to_owned(),
        rendered_errors: String::new(),
        rendered_warnings: String::new(),
    };
    guarded(internal, || {
        let mut options = PassOptions::new();
        let mut errors = Vec::new();
        for arg in args {
            // Values are file names, target and aspect names, patterns:
            // read as UTF-8, and refused (not guessed) otherwise.
            let Ok(arg) = std::str::from_utf8(&arg.data) else {
                let shown: String = lossy(&arg.data)
                    .chars()
                    .map(|c| if c.is_control() { format!("\\u{{{:x}}}", c as u32) } else { c.to_string() })
                    .collect();
                errors.push(format!(
                    "plugin argument '{shown}' is not valid UTF-8 (U+FFFD marks the bytes); plugin arguments, file names included, must be UTF-8"
                ));
                continue;
            };
            if let Err(e) = options.apply_plugin_arg(arg) {
                errors.push(e);
            }
        }
        let mut result = PluginArgsResult { error: String::new(), rendered_errors: String::new(), rendered_warnings: String::new() };
        // The files' warnings also when the setup then fails (clang prints
        // them before the errors); the pass clang runs does not repeat them.
        let (resolved, warnings) = TargetSetup::resolve(&options);
        result.rendered_warnings = warnings;
        let setup = match resolved {
            Ok(setup) => Some(Arc::new(setup)),
            Err(TargetError::Config(rendered)) => {
                result.rendered_errors = rendered;
                None
            }
            Err(TargetError::UnknownTarget(message)) => {
                errors.push(message);
                None
            }
        };
        *PLUGIN_OPTIONS.lock().unwrap_or_else(|p| p.into_inner()) = Some((options, setup));
        result.error = errors.join("; ");
        result
    })
}

pub fn plugin_predefines() -> String {
    guarded("#define __SYCL_ASPECTS_PLUGIN__ 1\n".to_owned(), || {
        let setup = plugin_target_setup().or_else(|| TargetSetup::from_options(&PassOptions::new()).ok().map(Arc::new));
        let macros = setup.map(|s| s.trait_macros()).unwrap_or_default();
        format!("#define __SYCL_ASPECTS_PLUGIN__ 1\n{macros}")
    })
}

pub fn command_line_has_ir_input(args: &Vec<Bytes>) -> bool {
    guarded(false, || {
        let args: Vec<&[u8]> = args.iter().map(|a| a.data.as_slice()).collect();
        sycl_aspects_frontend::ir_input::has_ir_input(&args)
    })
}

/// The IR string attributes of one function, added through the shim in one
/// step (see `sycl_aspects_frontend_ir::lower::AddStringAttributes`): names
/// and values alternate in `texts`, text `i` ends at `ends[i]`.
unsafe fn add_string_attributes(f: llvm_sys::prelude::LLVMValueRef, pairs: &[sycl_aspects_frontend::ir_attributes::IrAttrPair]) {
    let mut texts = Vec::new();
    let mut ends = Vec::with_capacity(pairs.len() * 2);
    for (name, value) in pairs {
        texts.extend_from_slice(name);
        ends.push(texts.len());
        texts.extend_from_slice(value);
        ends.push(texts.len());
    }
    ffi::add_string_attributes(f as usize, &texts, &ends);
}

/// The options given as plugin arguments (defaults outside clang).
pub fn plugin_pass_options() -> PassOptions {
    PLUGIN_OPTIONS.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map_or_else(PassOptions::new, |o| o.0.clone())
}

/// The target setup of the plugin arguments, if they were read and valid.
pub fn plugin_target_setup() -> Option<Arc<TargetSetup>> {
    PLUGIN_OPTIONS.lock().unwrap_or_else(|p| p.into_inner()).as_ref().and_then(|o| o.1.clone())
}
