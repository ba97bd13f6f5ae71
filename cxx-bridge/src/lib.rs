//! The FFI boundary between the C++ shim and the Rust crates.
//!
//! Kept small on purpose: touching this file rebuilds the C++ side. The Rust
//! functions named here are implemented in [`glue`], which converts to the
//! domain types and guarantees that no panic crosses into C++.
//!
//! Rules that keep clang alive whatever it hands us (issue 18):
//! * text from clang (arguments, paths, names, string literals) crosses as
//!   bytes (`&[u8]`, [`ffi::Bytes`]), never as `&str` / `String`: cxx's
//!   `rust::Str` / `rust::String` constructors throw on non-UTF-8 data, and
//!   a C++ exception unwinding into clang (built without exceptions) aborts
//!   it. What C++ returns to Rust as `String` (`AstLocation::file`,
//!   `legacy_option_value`) is built with `rust::String::lossy`;
//! * no Rust function here returns `Result` (cxx would throw `rust::Error`
//!   into C++), and each catches panics (`glue::guarded`);
//! * the shim is compiled with `-fno-exceptions` and never calls a throwing
//!   cxx API (`rust::Str(..)`, `rust::String(..)`, `.at()`): the unit test
//!   `shim_uses_no_throwing_cxx_api` checks the sources.

mod glue;
use glue::*;
pub use glue::{aspects_rerun_wanted, frontend_esimd_roles, ir_services, plugin_pass_options, plugin_target_setup, take_deferred_types};

/// Owner of the prefilter's result (`ffi::prefilter_functions`).
pub use cxx::UniquePtr;

/// `prefilter_functions` flag: the function needs the full Rust scan.
pub const PREFILTER_NEEDS_SCAN: u8 = 1;
/// `prefilter_functions` flag: the function may be an entry point (a
/// definition with the `spir_kernel` calling convention or the
/// `sycl-module-id` attribute); without it, it is none.
pub const PREFILTER_ENTRY_CANDIDATE: u8 = 2;
/// `prefilter_functions` flag: none of the function's instructions needs
/// the Rust scan (its calls are recorded); with `PREFILTER_NEEDS_SCAN`, only
/// its own metadata, attributes or signature do.
pub const PREFILTER_PLAIN_INSTRUCTIONS: u8 = 4;
/// `prefilter_functions` flag: the function has `!sycl_used_aspects` or
/// `!sycl_declared_aspects` (the kinds given).
pub const PREFILTER_LIST_METADATA: u8 = 8;
/// `prefilter_functions` flag: the function has the `sycl-device-has`
/// attribute.
pub const PREFILTER_DEVICE_HAS: u8 = 16;
/// `prefilter_functions` flag: the function has required-size metadata (of
/// the `size_kinds` given).
pub const PREFILTER_SIZE_METADATA: u8 = 32;
/// `prefilter_functions` flag: the function has the `calls-indirectly` or
/// `indirectly-callable` attribute (virtual calls).
pub const PREFILTER_VIRTUAL_CALLS: u8 = 64;
/// What the flags say of a function the prefilter did not answer for:
/// anything may be there.
pub const PREFILTER_UNKNOWN: u8 = PREFILTER_NEEDS_SCAN
    | PREFILTER_ENTRY_CANDIDATE
    | PREFILTER_LIST_METADATA
    | PREFILTER_DEVICE_HAS
    | PREFILTER_SIZE_METADATA
    | PREFILTER_VIRTUAL_CALLS;

#[cxx::bridge(namespace = "sycl_aspects")]
pub mod ffi {
    /// Token kinds the shim reports for captured attribute arguments.
    #[derive(Clone, Copy, Debug)]
    enum TokKind {
        Identifier,
        ColonColon,
        Comma,
        Ellipsis,
        LParen,
        RParen,
        NumericLiteral,
        StringLiteral,
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
        Period,
        Arrow,
        LBrace,
        RBrace,
        Other,
    }

    /// Every front-end diagnostic; texts come from Rust.
    #[derive(Clone, Copy, Debug)]
    enum Diag {
        OnlyAppliesToFunctions,
        OnlyAppliesToClassesAndFunctions,
        InvalidAspectArgument,
        AlreadyApplied,
        PreviousAttribute,
        SyclTypeRequiresIdentifier,
        SyclTypeTakesOneArgument,
        SyclTypeNotSupported,
        AspectEnumRedefinition,
        PreviousDefinition,
        FunctionTypePosition,
        AliasOfNonClass,
        ArgumentsUnavailable,
        RequiresIntegerConstant,
        RequiresPositiveInteger,
        IntegerTooLarge,
        TakesAtLeastOneArgument,
        TakesAtMostThreeArguments,
        TakesOneArgument,
        AlreadyAppliedDifferently,
        OnlyAppliesToClasses,
        UnterminatedArguments,
        IrAttributesUnpairedName,
        IrAttributesInvalidName,
        IrAttributesInvalidValue,
        IrAttributesInvalidFilter,
        TakesNoArguments,
        OnlyAppliesToFunctionsAndGlobals,
        FunctionTypePositionAssertions,
        TypePositionNotLambda,
        LambdaArgumentNamesOwn,
        ReservedAnnotation,
        FreeFunctionReturnType,
        FreeFunctionVariadic,
        FreeFunctionDefaultArgument,
        FreeFunctionMethod,
        FreeFunctionStaticMethod,
        FreeFunctionParameterType,
        FreeFunctionParameterNotForwardDeclarable,
        FreeFunctionVirtualBase,
        IrAttributesConflict,
        SyclTypeConflict,
        ConflictingAttribute,
        FreeFunctionFirstDeclaration,
        PreviousDeclaration,
        KernelAttributeAndProperties,
        NoAspectEnum,
        PrecompiledSyclHeaders,
        AttributeSpellingDeprecated,
        SpellingSuggestion,
    }

    /// `kernel_property_conflicts`' answer for one kernel launch wrapper.
    struct KernelPropertyConflicts {
        warn: bool,
        ignored: Vec<u32>,
    }

    /// What a parameter of a free-function kernel is
    /// (`sycl_aspects_frontend::kernel_params`).
    #[derive(Clone, Copy, Debug)]
    enum KernelParamKind {
        Other,
        Reference,
        /// A union, a vector type: neither class nor scalar.
        Unsupported,
        /// A struct or class by value (`KernelParamFact::record`).
        Class,
    }

    /// One parameter: for `Class`, `record` indexes the record facts.
    struct KernelParamFact {
        kind: KernelParamKind,
        record: u32,
    }

    /// A direct base: `record` indexes the record facts, -1 when its
    /// definition is not known.
    struct KernelBaseFact {
        record: i64,
        is_virtual: bool,
    }

    /// One kernel argument taken from a launched kernel object
    /// (`sycl_aspects_frontend::kernel_launches::Piece`).
    struct LaunchPiece {
        /// DPC++'s kind: 0 accessor, 1 std_layout, 3 pointer.
        kind: u8,
        offset: u64,
        size: u64,
        /// Accessors: the access target.
        target: i32,
        /// Accessors: the mangled name of `__init`.
        init: Vec<u8>,
        init_this_offset: u64,
    }

    /// A class reached from a parameter: it has a name, its enclosing
    /// scopes are only namespaces and linkage blocks, its direct bases.
    struct KernelRecordFact {
        named: bool,
        at_namespace_scope: bool,
        bases: Vec<KernelBaseFact>,
    }

    #[derive(Clone, Copy, Debug)]
    enum KernelParamProblemKind {
        /// `FreeFunctionParameterType` with the parameter's type.
        Reference,
        /// The same, for a union or vector parameter.
        Unsupported,
        /// `FreeFunctionParameterType` and its note, with the type.
        NotForwardDeclarable,
        /// `FreeFunctionVirtualBase` for base `base` of class `record`.
        VirtualBase,
    }

    /// One error, in report order, at parameter `param`.
    struct KernelParamProblem {
        kind: KernelParamProblemKind,
        param: u32,
        record: u32,
        base: u32,
    }

    /// What an `add_ir_attributes_function` argument evaluated to.
    #[derive(Clone, Copy, Debug)]
    enum IrArgKind {
        Null,
        String,
        Integer,
        Bool,
        Float,
        Invalid,
    }

    /// One evaluated argument: `text` is the string (its bytes, any
    /// encoding), the decimal integer, `true`/`false`, or the floating point
    /// value as clang prints it.
    struct IrAttrArg {
        kind: IrArgKind,
        text: Vec<u8>,
    }

    /// Text from clang (names, paths, arguments, string literals): bytes,
    /// never validated as UTF-8 on the C++ side (a `rust::String` built from
    /// non-UTF-8 bytes throws, and the exception would abort clang).
    struct Bytes {
        data: Vec<u8>,
    }

    /// The IR attributes of one `add_ir_attributes_function`, or an error:
    /// `error` 0 none, 1 a name without a value, 2 an invalid name, 3 an
    /// invalid value; `at` the argument (not counting the filter list).
    struct IrAttrPairs {
        error: u8,
        at: u32,
        names: Vec<Bytes>,
        values: Vec<Bytes>,
    }

    /// One add_ir_attributes_function evaluated where it is written, for
    /// `ir_attribute_conflicts`: `function` identifies the function (its
    /// canonical declaration), `declaration` the declaration it is written
    /// on; names/values as `ir_attribute_pairs` gave them without the
    /// filter.
    struct IrAttrList {
        function: usize,
        declaration: usize,
        has_filter: bool,
        filter: Vec<Bytes>,
        names: Vec<Bytes>,
        values: Vec<Bytes>,
    }

    /// Lists that cannot be merged (indices into the lists given): the
    /// error goes at `error_at`, the note at `note_at`.
    struct IrAttrConflict {
        error_at: u32,
        note_at: u32,
    }

    /// The function attributes lowered to function metadata.
    #[derive(Clone, Copy, Debug)]
    enum FunctionAttr {
        DeviceHas,
        UsesAspects,
        ReqdWorkGroupSize,
        ReqdSubGroupSize,
        /// `[[intel::sycl_explicit_simd]]` (no values).
        ExplicitSimd,
        /// `sycl_external` (no values; an entry point, not for
        /// `facts_add_function`).
        SyclExternal,
    }

    /// An attribute evaluated when parsed, for `resolve_direct_attributes`
    /// (`sycl_aspects_frontend::redeclarations`): `declaration` identifies
    /// the function or class (its canonical declaration).
    struct DirectAttr {
        declaration: usize,
        attribute: FunctionAttr,
        values: Vec<i64>,
        invalid: bool,
    }

    /// What to do with direct attribute `entry` (an index into the list
    /// given): record it (`apply`), or report `diag` at it with the
    /// previous-attribute note at `previous`.
    struct DirectStep {
        apply: bool,
        entry: u32,
        previous: u32,
        diag: Diag,
    }

    /// A required-size check: `ok`, or `diag` (`max`: the largest value
    /// allowed, in decimal, for `IntegerTooLarge`).
    struct SizeCheck {
        ok: bool,
        diag: Diag,
        max: String,
    }

    /// An aspect list once its arguments are rebuilt
    /// (`redeclarations::AspectListFacts`); `arguments` -1: clang's parser
    /// failed on them.
    struct ListFacts {
        templated: bool,
        class_template: bool,
        function_template: bool,
        arguments_ok: bool,
        arguments: i64,
        valid: u32,
        wrong_type: u32,
        dependent: bool,
    }

    /// Where an aspect list goes (`redeclarations::AspectListOutcome`).
    #[derive(Clone, Copy, Debug)]
    enum ListOutcome {
        Drop,
        KeepWithWrongTypes,
        TemplateListOrAnnotate,
        EvaluateNow,
        Annotate,
    }

    /// Tokens `start..end` of the captured arguments.
    struct TokenRange {
        start: u32,
        end: u32,
    }

    /// The leading `{...}` filter list of `add_ir_attributes_function`
    /// (`attr_args::parse_filter_list`): the names (each a run of string
    /// literals; the `,` or `}` after it at `end`), then `error` 0 and
    /// `rest` the first name/value token, or `error` 1 (not string
    /// literals) or 2 (`,` expected) at token `at`.
    struct FilterList {
        names: Vec<TokenRange>,
        error: u8,
        at: u32,
        rest: u32,
    }

    /// A declaration of a lambda its attributes' arguments may not name
    /// (`attr_args::OwnName`): `identifier` an `IdentifierInfo*`.
    struct OwnDecl {
        identifier: usize,
        also_as_qualifier: bool,
    }

    /// The first argument token naming one of the `OwnDecl`s given (`own`,
    /// an index into them), if `found`.
    struct OwnNameHit {
        found: bool,
        token: u32,
        own: u32,
    }

    /// The aspects of class number `record`.
    struct ClassAspects {
        record: u32,
        aspects: Vec<i64>,
    }

    /// Class number `record` and those of its subobjects codegen lays out
    /// at size zero.
    struct ElidedHolder {
        record: u32,
        subobjects: Vec<u32>,
    }

    #[derive(Clone, Copy, Debug)]
    enum IntNodeKind {
        Literal,
        Name,
        Unary,
        Binary,
        Paren,
    }

    /// One node of an integer argument expression (see
    /// `sycl_aspects_frontend::int_args`). `token`: the literal, operator or
    /// `(`; `close`: the `)`; `lhs`/`rhs`: node indices (operand of a unary
    /// or parenthesized expression in `lhs`), -1 if none; `name`: for names.
    struct IntNode {
        kind: IntNodeKind,
        token: u32,
        close: u32,
        lhs: i32,
        rhs: i32,
        name: AspectArg,
    }

    /// Parsed integer arguments: the root node of each argument, or
    /// `error_at` >= 0, the token of a form that cannot be rebuilt.
    struct IntArgs {
        nodes: Vec<IntNode>,
        roots: Vec<u32>,
        error_at: i32,
    }

    /// One aspect-list argument. `is_name` false: invalid, diagnose at `at`.
    struct AspectArg {
        is_name: bool,
        global: bool,
        qualifiers: Vec<u32>,
        name: u32,
        /// Index of `...`, or -1.
        ellipsis: i32,
        at: u32,
    }

    /// Result of checking a `sycl_type` argument. `error`: 0 none,
    /// 1 requires identifier, 2 takes one argument, 3 not supported.
    struct SyclTypeCheck {
        error: u8,
        /// Token index for the diagnostic, or -1 for the attribute itself.
        at: i32,
        value: String,
    }

    /// Outcome of reading the plugin arguments: one-line errors (`; `
    /// separated), and device configuration diagnostics rendered clang-style
    /// (`file:line:col: error: ...`, source line, caret). All empty: valid.
    struct PluginArgsResult {
        error: String,
        rendered_errors: String,
        rendered_warnings: String,
    }

    /// A source location from the AST; `line` 0 when unknown. `file` is
    /// converted lossily (U+FFFD for bytes that are not UTF-8);
    /// `emit_pass_diagnostic` finds such a file again by the same conversion.
    struct AstLocation {
        file: String,
        line: u32,
        column: u32,
    }

    extern "Rust" {
        fn parse_aspect_args(tokens: &[TokKind]) -> Vec<AspectArg>;
        fn check_sycl_type(tokens: &[TokKind], texts: &Vec<Bytes>) -> SyclTypeCheck;
        fn parse_int_args(tokens: &[TokKind]) -> IntArgs;
        fn diag_format(diag: Diag) -> &'static str;
        /// The attribute as users write it (`sycl::device_has(...)`).
        fn attribute_spelling(name: &[u8]) -> String;
        /// The scope of an attribute written after a lambda's parameter list.
        fn type_position_scope(name: &[u8]) -> &'static str;
        /// For a deprecated spelling `scope::name` that is still applied,
        /// the scope that replaces `scope`; empty for a current spelling.
        fn deprecated_spelling_replacement(scope: &[u8], name: &[u8]) -> &'static str;
        /// DPC++'s warning text for deprecated spelling `written`.
        fn deprecated_spelling_message(written: &[u8]) -> String;
        /// The text replacing clang's "attribute cannot be applied to types"
        /// for attribute `name`, named `shown` (`assertions`: on a clang
        /// built with them).
        fn type_position_message(name: &[u8], shown: &[u8], assertions: bool) -> String;
        fn parse_filter_list(tokens: &[TokKind]) -> FilterList;
        /// `identifiers`: each token's `IdentifierInfo*` (0 for others).
        fn first_own_name(tokens: &[TokKind], identifiers: &[usize], own: &Vec<OwnDecl>) -> OwnNameHit;
        /// 0 error, 1 warning, 2 note.
        fn diag_severity(diag: Diag) -> u8;

        fn facts_begin();
        fn facts_set_aspect_enum(names: &Vec<Bytes>, values: &[i64]);
        /// The marker global whose struct type has one `[0 x T]` element
        /// per decorated class, added in order by `facts_add_marked_type`.
        fn facts_set_type_marker_global(global_name: &[u8]);
        fn facts_add_marked_type(aspects: &[i64]);
        /// `values`: aspects (32-bit enumerator values) or required sizes
        /// (work-group sizes up to 64 bits).
        fn facts_add_function(mangled_name: &[u8], attribute: FunctionAttr, values: &[i64]);
        fn facts_note_annotations();
        fn facts_add_entry_point(mangled_name: &[u8]);
        /// The translation unit's `"sycl-module-id"` value (its main file),
        /// for every entry point.
        fn facts_set_module_id(module_id: &[u8]);
        /// A kernel (an instantiation of Intel's kernel launch wrappers):
        /// ESIMD if the kernel function it calls is marked.
        fn facts_add_kernel(mangled_name: &[u8]);
        /// A kernel launched through Intel's headers, to be outlined
        /// (`sycl_aspects_frontend::kernel_launches::KernelLaunch`; the
        /// location is the lambda's or functor's; `problem`: why it cannot
        /// be built, empty if it can).
        #[rustfmt::skip]
        fn facts_add_kernel_launch(wrapper: &[u8], name: &[u8], shown: &[u8], size: u64, align: u64, pieces: &Vec<LaunchPiece>, operators: &Vec<Bytes>, file: &[u8], line: u32, column: u32, problem: &[u8], forward_declaration: &[u8], qualified: &[u8]);
        /// Whether kernels launched through Intel's headers are outlined
        /// (the plugin argument `int-header=` was given).
        fn outline_kernels() -> bool;
        /// Writes the integration header (`int-header=`); an error
        /// message, or empty.
        fn facts_write_integration_header() -> String;
        fn facts_publish();
        /// Pairs the evaluated arguments of `add_ir_attributes_function`
        /// (`has_filter`: the leading `{...}` list was given).
        fn ir_attribute_pairs(has_filter: bool, filter: &Vec<Bytes>, args: &Vec<IrAttrArg>) -> IrAttrPairs;
        /// DPC++'s merge rule for the lists of each function, all given in
        /// source order (`ir_attributes::merge_conflicts_per_function`).
        fn ir_attribute_conflicts(lists: &Vec<IrAttrList>) -> Vec<IrAttrConflict>;
        fn facts_add_ir_attributes(mangled_name: &[u8], names: &Vec<Bytes>, values: &Vec<Bytes>);
        /// DPC++'s rule for a kernel launch wrapper with IR attribute
        /// `names` whose kernel functor's call operator has the old-style
        /// kernel attributes `attributes` (numbers of
        /// `sycl_aspects_frontend::kernel_properties::KernelAttribute`).
        fn kernel_property_conflicts(names: &Vec<Bytes>, attributes: &[u8]) -> KernelPropertyConflicts;
        /// DPC++'s redeclaration rules for the attributes evaluated when
        /// parsed, in source order: what to record and what to report.
        fn resolve_direct_attributes(attributes: &Vec<DirectAttr>) -> Vec<DirectStep>;
        /// Whether a later list of aspects or sizes differs from an earlier one.
        fn attribute_values_differ(earlier: &[i64], later: &[i64]) -> bool;
        /// The argument count of a required size (`attribute`).
        fn size_count_check(attribute: FunctionAttr, count: usize) -> SizeCheck;
        /// One evaluated required-size argument.
        fn size_value_check(attribute: FunctionAttr, integer_constant: bool, positive: bool, active_bits: u32) -> SizeCheck;
        /// Whether an aspect list on this declaration is evaluated when parsed.
        fn aspect_list_evaluated_when_parsed(facts: &ListFacts) -> bool;
        fn aspect_list_outcome(facts: &ListFacts) -> ListOutcome;
        /// Gives holders of elided subobjects their classes' aspects
        /// (`decorated` in marker order; holders are appended).
        fn merge_into_elided_holders(decorated: &mut Vec<ClassAspects>, holders: &Vec<ElidedHolder>);
        /// Whether IR attribute names hold a free-function kernel property.
        fn has_free_function_kernel_property(names: &Vec<Bytes>) -> bool;
        /// The IR attributes the plugin adds to a free-function kernel for
        /// sycl-clang's kernels.hpp (`sycl_aspects_frontend::ir_attributes`):
        /// its name is an asm label; the positions of its inline namespaces.
        fn asm_label_attribute() -> &'static str;
        fn inline_namespaces_attribute() -> &'static str;
        /// DPC++'s errors for the parameter types of a free-function
        /// kernel (`sycl_aspects_frontend::kernel_params`).
        fn free_function_parameter_problems(params: &Vec<KernelParamFact>, records: &Vec<KernelRecordFact>) -> Vec<KernelParamProblem>;
        /// `-fsycl-is-device`: free-function kernels become kernels.
        fn facts_set_sycl_device(device: bool);
        /// clang's pipeline-start callback: whether the pipeline optimizes.
        fn note_pipeline_optimizes(optimizes: bool);
        /// Whether clang runs the aspect pass a second time, after the
        /// optimizer (`glue::aspects_rerun_wanted`).
        fn aspects_rerun_wanted() -> bool;

        /// Called before every LLVM pass with the module and the pass's
        /// name; lowers the published facts the first time.
        fn lower_published_facts(module: usize, pass_id: &[u8]);

        /// Records `-fplugin-arg-sycl_aspects-*` values and loads the
        /// device configuration they name.
        fn set_plugin_args(args: &Vec<Bytes>) -> PluginArgsResult;
        /// Macros the plugin predefines (`__SYCL_ASPECTS_PLUGIN__`, the
        /// `any_device_has` / `all_devices_have` macros).
        fn plugin_predefines() -> String;
        /// Whether a command line (program name first) compiles LLVM IR
        /// input (`sycl_aspects_frontend::ir_input`).
        fn command_line_has_ir_input(args: &Vec<Bytes>) -> bool;
    }

    unsafe extern "C++" {
        include!("sycl-aspects-bridge/cpp/shim.h");

        /// `GlobalVariable::removeDeadConstantUsers` then erase if unused.
        fn erase_global_if_unused(global: usize) -> bool;
        /// Adds IR string attributes to function `function` in one step
        /// (one `AttrBuilder`, one new attribute list): names and values
        /// alternate in `texts`, text `i` ending at `ends[i]`.
        fn add_string_attributes(function: usize, texts: &[u8], ends: &[usize]);
        /// Installs the pass-instrumentation hook on an `llvm::PassBuilder`.
        /// Unsafe: `pass_builder` must be the address of a live
        /// `llvm::PassBuilder` (C++ dereferences it).
        unsafe fn register_pass_builder_hooks(pass_builder: usize);
        /// `LLVM_PLUGIN_API_VERSION` of the LLVM the shim is compiled against.
        fn plugin_api_version() -> u32;
        /// `LLVM_VERSION_MAJOR` of the LLVM the shim is compiled against.
        fn llvm_major() -> u32;
        /// Registers `sycl-propagate-aspects-usage` on an `llvm::PassBuilder`
        /// (pipeline text and, inside clang, the pipeline-start extension
        /// point) as a C++ `PassInfoMixin` class that LLVM prints by its
        /// pipeline name with its parameters. The other arguments are the
        /// addresses of the pass crate's `extern "C"` entry points (see
        /// `sycl_aspects_pass::ffi`).
        /// Unsafe: `pass_builder` must be a live `llvm::PassBuilder`, the
        /// other addresses the pass crate's entry points of these types.
        unsafe fn register_propagate_pass(
            pass_builder: usize,
            create: usize,
            create_for_clang: usize,
            run: usize,
            params: usize,
            destroy: usize,
        );
        /// Registers `esimd-verifier` the same way (see
        /// `sycl_aspects_pass::esimd_verifier`).
        /// Unsafe: as `register_propagate_pass`.
        unsafe fn register_esimd_verifier_pass(
            pass_builder: usize,
            create: usize,
            create_for_clang: usize,
            run: usize,
            params: usize,
            destroy: usize,
        );
        /// A warning (or, `error` true, an error) from the pass: a clang
        /// diagnostic (warnings under `-Wbackend-plugin`) at path:line:col
        /// inside clang, else through the module's LLVMContext prefixed with
        /// `shown` (`file:line:col` as printed). `line` 0: no location.
        fn emit_pass_diagnostic(
            module: usize,
            error: bool,
            shown: &str,
            path: &str,
            line: u32,
            column: u32,
            message: &str,
        );
        /// A note on the warning or error emitted just before it (inside
        /// clang a `note:` attached to it, silenced with it; else a
        /// diagnostic of note severity).
        fn emit_pass_note(module: usize, shown: &str, path: &str, line: u32, column: u32, message: &str);
        /// The pass's prefilter (`cpp/ir_prefilter.cpp`): per function in
        /// module order, `flags` (`PREFILTER_NEEDS_SCAN`: the Rust scan must
        /// read it; `PREFILTER_ENTRY_CANDIDATE`: it may be an entry point;
        /// `PREFILTER_PLAIN_INSTRUCTIONS`: no instruction needs the scan;
        /// the function's own facts `PREFILTER_LIST_METADATA`,
        /// `PREFILTER_DEVICE_HAS`, `PREFILTER_SIZE_METADATA` (of
        /// `size_kinds`), `PREFILTER_VIRTUAL_CALLS`);
        /// for those with plain instructions their direct calls, callee indices and call
        /// instructions, function `i`'s at `call_offsets[i]..call_offsets[i + 1]`.
        /// `leaf_types`: the decorated struct types (`Type*`). The arrays
        /// stay in C++ (filled without a call across the bridge per
        /// element) and are read through the `prefilter_*` slices. This
        /// numbers the functions; `prefilter_next` fills the arrays.
        fn prefilter_functions(
            module: usize,
            leaf_types: &[usize],
            double_is_leaf: bool,
            used_kind: u32,
            declared_kind: u32,
            size_kinds: &[u32],
        ) -> UniquePtr<PrefilterResult>;
        type PrefilterResult;
        /// Prefilters up to `max_functions` more functions (in module
        /// order); returns how many (0 at the end).
        fn prefilter_next(result: Pin<&mut PrefilterResult>, max_functions: usize) -> usize;
        /// The index of function `function` (a `Function*`) in module
        /// order, `u32::MAX` for anything else.
        fn prefilter_function_index(result: &PrefilterResult, function: usize) -> u32;
        fn prefilter_flags(result: &PrefilterResult) -> &[u8];
        fn prefilter_call_offsets(result: &PrefilterResult) -> &[u32];
        fn prefilter_callees(result: &PrefilterResult) -> &[u32];
        fn prefilter_call_sites(result: &PrefilterResult) -> &[usize];
        /// Per function (`scan_offsets[i]..scan_offsets[i + 1]`), the
        /// instructions the Rust scan must read, in order: empty unless its
        /// flags say its instructions need the scan.
        fn prefilter_scan_offsets(result: &PrefilterResult) -> &[u32];
        fn prefilter_scan_instructions(result: &PrefilterResult) -> &[usize];
        /// Value of DPC++'s `-sycl-propagate-aspects-usage-<name>` option
        /// (registered when the library is loaded with `-load`).
        fn legacy_option_value(name: &str) -> String;
        /// True inside clang with the front-end plugin active.
        fn frontend_active() -> bool;

        // Source locations from the AST (inside clang only), by mangled
        // name, for modules without debug locations.
        /// The first call from `caller` to `callee`.
        fn ast_call_site(caller: &str, callee: &str) -> AstLocation;
        /// The first expression or variable of type double in `function`.
        fn ast_double_use(function: &str) -> AstLocation;
        /// The first use in `function` of the class an LLVM struct names.
        fn ast_type_use(function: &str, llvm_struct_name: &str) -> AstLocation;
        /// Where `function` is defined, else (declared only) its last declaration.
        fn ast_function_location(function: &str) -> AstLocation;
        /// Whether `path:line:column` (a debug location, or one of the
        /// locations above) is in a system header: the SYCL headers (which
        /// `sycl-clang --sycl-headers` includes as system headers), the C++
        /// library. False when clang does not know the file, and outside
        /// clang. A warning whose use is in such a header points at the
        /// last call site of the chain that is not (the user's call into
        /// the header), with the header's location as a note.
        fn ast_in_system_header(path: &str, line: u32, column: u32) -> bool;
        /// Codegen named the definition tagged `tag` (see
        /// `facts::FUNCTION_TAG_PREFIX`) `ir_name`.
        fn ast_bind_function(tag: &str, ir_name: &str);
        /// Codegen emitted `version_ir_name` as one version of the
        /// multiversioned function named `function_ir_name`.
        fn ast_bind_version(version_ir_name: &str, function_ir_name: &str);
    }
}

#[cfg(test)]
mod tests {
    /// The shim never builds a `rust::Str` / `rust::String` from C++ text
    /// (their constructors throw on non-UTF-8 bytes: clang aborts) and never
    /// calls a bounds-checked `.at()` (throws `std::out_of_range`); the
    /// Rust functions C++ calls take no `&str` / `String` (C++ would have to
    /// build one) and return no `Result` (cxx throws the error into C++).
    #[test]
    fn shim_uses_no_throwing_cxx_api() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cpp");
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                for banned in ["rust::Str(", "rust::String(", "rust::Str{", "rust::String{", ".at("] {
                    let allowed = banned == "rust::String(" && code.contains("rust::String()");
                    assert!(allowed || !code.contains(banned), "{}:{}: {banned}: {line}", path.display(), n + 1);
                }
            }
        }
        let bridge = include_str!("lib.rs");
        let start = bridge.find("extern \"Rust\" {").unwrap();
        let end = start + bridge[start..].find("\n    }\n").unwrap();
        for line in bridge[start..end].lines().filter(|l| l.trim_start().starts_with("fn ")) {
            let params = &line[line.find('(').unwrap()..line.rfind(')').unwrap()];
            assert!(!params.contains("str") && !params.contains("String"), "text parameter: {line}");
            assert!(!line.contains("Result<"), "Result return: {line}");
        }
    }
}
