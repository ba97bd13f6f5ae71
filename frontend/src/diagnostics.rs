//! Texts of the front-end diagnostics, in clang's custom-diagnostic format
//! (`%0` is the attribute name as written, e.g. `device_has`). The texts are
//! the ones DPC++ users know; the shim registers them with clang once.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

/// Every diagnostic the front-end plugin can emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrontendDiag {
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
    // Integer-constant attributes (reqd_work_group_size, reqd_sub_group_size):
    // clang's own texts for the same mistakes.
    RequiresIntegerConstant,
    RequiresPositiveInteger,
    IntegerTooLarge,
    TakesAtLeastOneArgument,
    TakesAtMostThreeArguments,
    TakesOneArgument,
    AlreadyAppliedDifferently,
    OnlyAppliesToClasses,
    UnterminatedArguments,
    // add_ir_attributes_function: DPC++'s texts.
    IrAttributesUnpairedName,
    IrAttributesInvalidName,
    IrAttributesInvalidValue,
    IrAttributesInvalidFilter,
    // [[intel::sycl_explicit_simd]]: DPC++'s texts.
    TakesNoArguments,
    OnlyAppliesToFunctionsAndGlobals,
    /// An attribute that is accepted after a lambda's parameter list, there,
    /// on a clang built with assertions (the plugin cannot silence clang's
    /// error there).
    FunctionTypePositionAssertions,
    /// An attribute that is accepted after a lambda's parameter list, in a
    /// type position of anything else (a function declarator, a type).
    TypePositionNotLambda,
    /// An argument of an attribute after a lambda's parameter list names
    /// the lambda's own parameter, init-capture or template parameter.
    LambdaArgumentNamesOwn,
    /// A user-written `annotate("sycl-aspects:...")`: not read as ours.
    ReservedAnnotation,
    // Free-function kernels that cannot be kernels: DPC++'s texts.
    FreeFunctionReturnType,
    FreeFunctionVariadic,
    FreeFunctionDefaultArgument,
    FreeFunctionMethod,
    FreeFunctionStaticMethod,
    /// A parameter of a free-function kernel whose type DPC++ refuses: a
    /// reference, a class its integration header cannot forward-declare
    /// (`%0`: the type, quoted by clang).
    FreeFunctionParameterType,
    /// The note after that error for a class that cannot be
    /// forward-declared.
    FreeFunctionParameterNotForwardDeclarable,
    /// A class parameter of a free-function kernel with a virtual base
    /// anywhere among its bases (`%0`: the class's name, `%1`: the base
    /// type as written in the class's base list).
    FreeFunctionVirtualBase,
    /// Two add_ir_attributes_function lists of a function that DPC++ does
    /// not merge (`ir_attributes::merge_conflicts`).
    IrAttributesConflict,
    /// Two different `sycl_type` arguments for one class or enum (an error
    /// in DPC++, where the size attributes' same text is a warning).
    SyclTypeConflict,
    ConflictingAttribute,
    /// A free-function kernel whose first declaration has no kernel
    /// property (DPC++'s text), with a note at that first declaration.
    FreeFunctionFirstDeclaration,
    PreviousDeclaration,
    /// A kernel whose functor has an old-style kernel attribute and whose
    /// launch passes properties (`kernel_properties`): DPC++'s text.
    KernelAttributeAndProperties,
    /// Aspect lists are written but the code declares no aspect enum.
    NoAspectEnum,
    /// The SYCL headers come from a precompiled header or module (`%0`:
    /// ` ('<file>')` or nothing).
    PrecompiledSyclHeaders,
    /// A deprecated spelling that is still applied (`%0`:
    /// `intel::reqd_sub_group_size`): DPC++'s text. Shown through clang's
    /// own warning of -Wdeprecated-attributes (the shim's filter puts this
    /// text in), so its severity here is only what it starts as.
    AttributeSpellingDeprecated,
    /// The note after it (`%0`: `sycl::reqd_sub_group_size`), with a fix-it.
    SpellingSuggestion,
}

impl FrontendDiag {
    pub fn severity(self) -> Severity {
        use FrontendDiag::*;
        match self {
            AlreadyApplied
            | AliasOfNonClass
            | AlreadyAppliedDifferently
            | OnlyAppliesToFunctionsAndGlobals
            | ReservedAnnotation
            | KernelAttributeAndProperties
            | NoAspectEnum
            | AttributeSpellingDeprecated => Severity::Warning,
            PreviousAttribute
            | SpellingSuggestion
            | PreviousDefinition
            | ConflictingAttribute
            | PreviousDeclaration
            | FreeFunctionParameterNotForwardDeclarable => Severity::Note,
            _ => Severity::Error,
        }
    }

    /// The text with `%0`, `%1`, ... replaced by `args` (for text clang
    /// does not format: a diagnostic the shim rewrites).
    pub fn render(self, args: &[&str]) -> String {
        let mut text = self.format().to_owned();
        for (n, arg) in args.iter().enumerate() {
            text = text.replace(&format!("%{n}"), arg);
        }
        text
    }

    pub fn format(self) -> &'static str {
        use FrontendDiag::*;
        match self {
            OnlyAppliesToFunctions => "'%0' attribute only applies to functions",
            OnlyAppliesToClassesAndFunctions => "'%0' attribute only applies to classes and functions",
            OnlyAppliesToClasses => "'%0' attribute only applies to classes",
            UnterminatedArguments => "expected ')' to end the arguments of attribute '%0'",
            ReservedAnnotation => {
                "annotation '%0' uses the prefix 'sycl-aspects:' reserved for the sycl_aspects plugin; \
                 it is not read as an aspect attribute"
            }
            InvalidAspectArgument => {
                "'%0' attribute argument is invalid; argument must be device aspect of type sycl::aspect"
            }
            AlreadyApplied => "attribute '%0' is already applied",
            KernelAttributeAndProperties => {
                "kernel has both attribute '%0' and kernel properties; conflicting properties are ignored"
            }
            PreviousAttribute => "previous attribute is here",
            SyclTypeRequiresIdentifier => "'sycl_type' attribute requires an identifier",
            SyclTypeTakesOneArgument => "'sycl_type' attribute takes one argument",
            SyclTypeNotSupported => "'sycl_type' attribute argument '%0' is not supported",
            AspectEnumRedefinition => "redefinition of aspect enum",
            PreviousDefinition => "previous definition is here",
            FunctionTypePosition => {
                "'%0' written after a parameter list applies to the function type, which a clang plugin \
                 cannot see; write it before the declaration ('[[%1]] void f();') or, for a lambda, between \
                 the capture list and the parameter list ('[=] [[%1]] (auto i) {...}')"
            }
            FunctionTypePositionAssertions => {
                "'%0' after a parameter list is not supported on a clang built with assertions, as this one is; \
                 write it before the declaration ('[[%1]] void f();') or, for a lambda, between the capture \
                 list and the parameter list ('[=] [[%1]] (auto i) {...}')"
            }
            TypePositionNotLambda => {
                "'%0' written here applies to a type, not to a function; it is accepted after a lambda's \
                 parameter list ('[=](auto i) [[%1]] {...}') and before a declaration ('[[%1]] void f();')"
            }
            LambdaArgumentNamesOwn => {
                "argument of '%0' names the lambda's own %1 '%2', which is not visible where an attribute \
                 after the parameter list is evaluated (around the lambda expression); use a constant \
                 declared outside the lambda"
            }
            AliasOfNonClass => "'%0' attribute on an alias of a non-class type has no effect",
            RequiresIntegerConstant => "'%0' attribute requires an integer constant",
            RequiresPositiveInteger => "'%0' attribute requires a positive integral compile time constant expression",
            IntegerTooLarge => "'%0' attribute argument %1 is too large; the maximum is %2",
            TakesAtLeastOneArgument => "'%0' attribute takes at least 1 argument",
            TakesAtMostThreeArguments => "'%0' attribute takes no more than 3 arguments",
            TakesOneArgument => "'%0' attribute takes one argument",
            AlreadyAppliedDifferently | IrAttributesConflict | SyclTypeConflict => "attribute '%0' is already applied with different arguments",
            ConflictingAttribute => "conflicting attribute is here",
            PreviousDeclaration => "previous declaration is here",
            FreeFunctionFirstDeclaration => {
                "the first occurrence of SYCL kernel free function should be declared with 'sycl-nd-range-kernel' \
                 or 'sycl-single-task-kernel' compile time properties"
            }
            IrAttributesUnpairedName => "attribute '%0' must have an attribute value for each attribute name",
            IrAttributesInvalidName => "each name argument in '%0' must be a 'const char *' usable in a constant expression",
            IrAttributesInvalidValue => {
                "each value argument in '%0' must be an integer, a floating point, a character, a boolean, \
                 'const char *', or an enumerator usable as a constant expression"
            }
            IrAttributesInvalidFilter => {
                "initializer list in the first argument of '%0' must contain only string literals"
            }
            TakesNoArguments => "'%0' attribute takes no arguments",
            OnlyAppliesToFunctionsAndGlobals => "'%0' attribute only applies to functions and global variables",
            FreeFunctionReturnType => "SYCL free function kernel should have return type 'void'",
            FreeFunctionVariadic => "free function kernel cannot be a variadic function",
            FreeFunctionDefaultArgument => {
                "a function with a default argument value cannot be used to define SYCL free function kernel"
            }
            FreeFunctionMethod => "class method cannot be used to define a SYCL kernel free function kernel",
            FreeFunctionStaticMethod => "static class method cannot be used to define a SYCL kernel free function kernel",
            FreeFunctionParameterType => "%0 cannot be used as the type of a kernel parameter",
            FreeFunctionParameterNotForwardDeclarable => "%0 is not forward declarable",
            NoAspectEnum => {
                "sycl_aspects plugin: the code uses 'device_has' or '__uses_aspects__' but \
                 declares no aspect enum (an enum marked [[__sycl_detail__::sycl_type(aspect)]], or sycl::aspect), \
                 so no !sycl_aspects metadata is written and aspect usage cannot be computed"
            }
            PrecompiledSyclHeaders => {
                "sycl_aspects plugin: the SYCL headers come from a precompiled header or module%0; the plugin \
                 cannot read the aspect attributes stored there, so the aspects they declare would be lost; \
                 include the SYCL headers as source instead"
            }
            FreeFunctionVirtualBase => {
                "argument type '%0' virtually inherited from base class `%1` is not supported as a SYCL kernel argument"
            }
            AttributeSpellingDeprecated => "attribute '%0' is deprecated",
            SpellingSuggestion => "did you mean to use '%0' instead?",
            ArgumentsUnavailable => {
                "the arguments of '%0' could not be recovered from the token stream; spell the attribute directly, not through a precompiled header"
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn render_replaces_every_placeholder() {
        let text = FrontendDiag::TypePositionNotLambda.render(&["device_has", "sycl::device_has(...)"]);
        assert!(text.starts_with("'device_has' written here applies to a type"));
        assert!(text.contains("'[=](auto i) [[sycl::device_has(...)]] {...}'"));
        assert!(text.contains("'[[sycl::device_has(...)]] void f();'"));
        assert!(!text.contains('%'));
    }

    use super::*;

    #[test]
    fn dpcpp_texts_are_exact() {
        assert_eq!(
            FrontendDiag::InvalidAspectArgument.format().replace("%0", "device_has"),
            "'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect"
        );
        assert_eq!(FrontendDiag::AlreadyApplied.format().replace("%0", "device_has"), "attribute 'device_has' is already applied");
        assert_eq!(FrontendDiag::AlreadyApplied.severity(), Severity::Warning);
        assert_eq!(FrontendDiag::PreviousDefinition.severity(), Severity::Note);
        assert_eq!(
            FrontendDiag::TakesNoArguments.format().replace("%0", "sycl_explicit_simd"),
            "'sycl_explicit_simd' attribute takes no arguments"
        );
        assert_eq!(
            FrontendDiag::OnlyAppliesToFunctionsAndGlobals.format().replace("%0", "sycl_explicit_simd"),
            "'sycl_explicit_simd' attribute only applies to functions and global variables"
        );
        assert_eq!(FrontendDiag::OnlyAppliesToFunctionsAndGlobals.severity(), Severity::Warning);
        assert_eq!(
            FrontendDiag::AttributeSpellingDeprecated.render(&["intel::reqd_sub_group_size"]),
            "attribute 'intel::reqd_sub_group_size' is deprecated"
        );
        assert_eq!(
            FrontendDiag::SpellingSuggestion.render(&["sycl::reqd_sub_group_size"]),
            "did you mean to use 'sycl::reqd_sub_group_size' instead?"
        );
        assert_eq!(FrontendDiag::SpellingSuggestion.severity(), Severity::Note);
    }
}
