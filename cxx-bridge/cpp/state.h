// State shared by the attribute handlers and the AST consumer of one
// compiler instance (clang runs one translation unit per cc1 process).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Token.h"
#include "clang/Sema/ParsedAttr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm_version.h"
#include <optional>
#include <vector>

#include "sycl-aspects-bridge/src/lib.rs.h"

namespace clang {
class Sema;
class MangleContext;
}

namespace sycl_aspects {

/// Text from clang as bytes for Rust (lib.rs: never a rust::Str or
/// rust::String, whose constructors throw on non-UTF-8 data).
inline rust::Slice<const uint8_t> bytesOf(llvm::StringRef S) {
  return rust::Slice<const uint8_t>(
      reinterpret_cast<const uint8_t *>(S.data()), S.size());
}
/// A Rust `&'static str` constant, as LLVM's string type.
inline llvm::StringRef toStringRef(rust::Str S) {
  return llvm::StringRef(S.data(), S.size());
}
inline Bytes toBytes(llvm::StringRef S) {
  Bytes B;
  B.data.reserve(S.size());
  for (char C : S)
    B.data.push_back(static_cast<uint8_t>(C));
  return B;
}

/// Annotation strings that carry attribute arguments through templates.
/// All start with AnnotationPrefix (facts::ANNOTATION_PREFIX in Rust).
inline constexpr llvm::StringLiteral AnnotationPrefix = "sycl-aspects:";
inline constexpr const char *DeviceHasAnnotation = "sycl-aspects:device_has";
inline constexpr const char *UsesAspectsAnnotation = "sycl-aspects:uses_aspects";
inline constexpr const char *SyclExternalAnnotation = "sycl-aspects:sycl_external";
inline constexpr const char *ReqdWorkGroupSizeAnnotation =
    "sycl-aspects:reqd_work_group_size";
inline constexpr const char *ReqdSubGroupSizeAnnotation =
    "sycl-aspects:reqd_sub_group_size";
inline constexpr const char *IrAttributesAnnotation =
    "sycl-aspects:add_ir_attributes_function";
inline constexpr const char *ExplicitSimdAnnotation = "sycl-aspects:sycl_explicit_simd";
/// Prefix of the tag annotation ("sycl-aspects:fn:<N>") put on a function
/// definition whose mangled name our own MangleContext cannot reproduce
/// (facts::FUNCTION_TAG_PREFIX in Rust): codegen lists the function it
/// emitted in @llvm.global.annotations, so lowering finds it by tag.
inline constexpr llvm::StringLiteral FunctionTagPrefix = "sycl-aspects:fn:";

/// Whether `A` was written by the user as `annotate` /
/// `[[clang::annotate]]` (whatever its string), rather than made by the
/// plugin. The plugin creates its annotations from a source range only (no
/// attribute name) or named after its own attribute
/// (`add_ir_attributes_function`, so clang's constant-expression errors name
/// it), and clang keeps that name through redeclarations, template
/// instantiation and PCH.
inline bool isUserAnnotation(const clang::AnnotateAttr *A) {
  const clang::IdentifierInfo *Name = A->getAttrName();
  return Name && Name->getName() == "annotate";
}

/// Whether `A` is one of the plugin's own annotations (named `Name`, or any
/// when `Name` is empty): a user's "sycl-aspects:..." string is never read
/// as an aspect attribute.
inline bool isPluginAnnotation(const clang::AnnotateAttr *A,
                               llvm::StringRef Name = {}) {
  if (!A || isUserAnnotation(A))
    return false;
  return Name.empty() ? A->getAnnotation().starts_with(AnnotationPrefix)
                      : A->getAnnotation() == Name;
}

/// A user-written `annotate` whose string has the plugin's prefix.
inline bool isUserAnnotationWithOurPrefix(const clang::AnnotateAttr *A) {
  return A && isUserAnnotation(A) &&
         A->getAnnotation().starts_with(AnnotationPrefix);
}

/// The attribute names whose argument tokens the watcher captures.
inline constexpr const char *AttributeNamesWithArguments[] = {
    "device_has", "__uses_aspects__", "uses_aspects", "sycl_type",
    "reqd_work_group_size", "reqd_sub_group_size", "add_ir_attributes_function",
    // Takes none: captured so that written arguments can be reported.
    "sycl_explicit_simd"};

/// The attributes that may be written after a lambda's parameter list
/// (the SYCL specification's kernel-attribute position): the token watcher
/// makes clang's "cannot be applied to types" error for them a remark at
/// exactly their name token (see PluginState::mapTypePosition).
inline constexpr const char *TypePositionAttributeNames[] = {
    "device_has", "__uses_aspects__", "uses_aspects", "reqd_work_group_size",
    "reqd_sub_group_size", "sycl_explicit_simd"};

/// One of our attributes that clang rejected as a type attribute (the
/// remark the mapped error became): written after a parameter list, a
/// trailing `mutable`, `noexcept`, ...; claimed by the lambda whose
/// declarator holds it, else an error at the end of the translation unit.
struct TypePositionAttribute {
  clang::SourceLocation Loc;     // where clang reported it: the scope
  clang::SourceLocation NameLoc; // the attribute-name token
  const clang::IdentifierInfo *Name = nullptr;
  /// The scope as written (`intel` of `intel::reqd_sub_group_size`); null
  /// if unknown (then the attribute's current scope is used).
  const clang::IdentifierInfo *Scope = nullptr;
  bool Claimed = false;
};

/// One aspect argument Sema resolved to an enumerator, and what the first
/// identifier of its name found then (to check the cache still applies).
struct ResolvedArgument {
  const clang::EnumConstantDecl *Enumerator = nullptr;
  unsigned NameToken = 0;  // for deprecation warnings
  unsigned FirstToken = 0; // first identifier of the name
  bool Global = false;     // written with a leading ::
  bool Qualified = false;  // the first identifier is a qualifier
  const clang::NamedDecl *FirstDecl = nullptr;
};

/// An attribute whose arguments were evaluated when it was parsed (not in a
/// template, no dependent argument). Kept here rather than as an attribute
/// on the declaration: clang's attribute lookups on every declaration that
/// has attributes are slower, and codegen would emit annotations for it.
struct DirectAttribute {
  const clang::Decl *D;
  const char *Annotation;
  std::vector<int64_t> Values;
  clang::SourceLocation Loc;
};

/// A `uses_aspects` list on a primary class template, at namespace scope,
/// whose arguments do not depend on the template: its values are known
/// when parsed, so no annotation is carried (clang would copy one into
/// every specialization, where each of its many attribute queries would
/// cost a table lookup); the end-of-TU walk gives these values to every
/// specialization instantiated from this declaration
/// (`classTemplateList`).
struct ClassTemplateList {
  std::vector<int64_t> Values;
  clang::SourceLocation Loc;
};

/// One argument of a `FunctionTemplateList`: the function template's own
/// non-type parameter `Param` (of the aspect enum), or the value `Value`
/// when `Param` is negative.
struct TemplateListArgument {
  int Param = -1;
  int32_t Value = 0;
};

/// A `device_has` or `uses_aspects` list on a declaration of a function
/// template at namespace scope whose arguments are each an aspect or one
/// of the template's own aspect parameters: kept beside the declaration
/// instead of as an annotation clang would copy into every specialization
/// (see ClassTemplateList); the end-of-TU walk reads each specialization's
/// values off its template arguments (`functionTemplateList`).
struct FunctionTemplateList {
  std::vector<TemplateListArgument> Arguments;
  clang::SourceLocation Loc;
  /// Whether an argument is a template parameter.
  bool dependent() const {
    for (const TemplateListArgument &A : Arguments)
      if (A.Param >= 0)
        return true;
    return false;
  }
};

/// An add_ir_attributes_function evaluated when parsed: its IR attributes,
/// and its filter list and location for DPC++'s merge rule between the
/// lists of one function (`ir_attribute_conflicts`).
struct DirectIrAttributes {
  const clang::FunctionDecl *D;
  rust::Vec<Bytes> Names;
  rust::Vec<Bytes> Values;
  bool HasFilter = false;
  rust::Vec<Bytes> Filter;
  /// The pairs before the filter applies.
  rust::Vec<Bytes> WrittenNames;
  rust::Vec<Bytes> WrittenValues;
  clang::SourceLocation Loc;
  /// Written in a template (its arguments depend on no template
  /// parameter): only compared with the function's other lists, as DPC++
  /// compares them at the template's redeclarations; its IR attributes
  /// come per instantiation, from the annotation.
  bool Templated = false;
};

struct PluginState {
  /// Attribute argument tokens captured by the token watcher, keyed by the
  /// raw encoding of the attribute-name token's location.
  llvm::DenseMap<unsigned, std::vector<clang::Token>> Captured;
  /// The enum marked [[__sycl_detail__::sycl_type(aspect)]], if any.
  const clang::EnumDecl *AspectEnum = nullptr;
  /// Set once any of our attributes was handled: the end-of-TU walk is
  /// skipped for code that uses none of them.
  bool SawAttribute = false;
  /// Set once a device_has or uses_aspects attribute was handled: without
  /// an aspect enum its list cannot be lowered (a warning says so).
  bool SawAspectList = false;
  std::vector<DirectAttribute> Direct;
  /// By the (first and only) declaration of the class template.
  llvm::DenseMap<const clang::ClassTemplateDecl *, ClassTemplateList> ClassTemplateLists;
  /// The declaration each annotation the plugin attached sits on, by the
  /// raw location of the attribute (for AttributePositionFilter).
  llvm::DenseMap<unsigned, const clang::Decl *> AnnotatedAt;
  /// Per function template specialization, the declaration of its
  /// template its attributes come from (SpecializationSources in
  /// action.cpp).
  llvm::DenseMap<const clang::FunctionDecl *, const clang::FunctionDecl *> SpecializationSources;
  /// By (the function template's declaration it is written on, as its
  /// templated FunctionDecl; annotation).
  llvm::DenseMap<std::pair<const clang::FunctionDecl *, const char *>, FunctionTemplateList>
      FunctionTemplateLists;
  std::vector<DirectIrAttributes> DirectIr;
  /// The declarations (templates) with an add_ir_attributes_function whose
  /// arguments depend on a template parameter: DPC++ merges nothing with
  /// such a list, so their functions' lists are not compared.
  std::vector<const clang::FunctionDecl *> DependentIr;
  /// The filter lists (`{"name", ...}` first arguments) of
  /// add_ir_attributes_function carried as annotations (templates), by the
  /// raw encoding of the attribute's location, which instantiations keep.
  llvm::DenseMap<unsigned, std::vector<std::string>> IrAttributeFilters;
  /// (declaration, annotation) -> attribute location, for duplicates.
  llvm::DenseMap<std::pair<const clang::Decl *, const char *>, clang::SourceLocation> DirectIndex;
  /// Aspect argument lists outside templates that Sema resolved to
  /// enumerators of the aspect enum, by resolvedArgumentsKey (context +
  /// tokens).
  llvm::StringMap<std::vector<ResolvedArgument>> ResolvedArguments;
  /// Required sizes evaluated when parsed, by (declaration, annotation):
  /// a second attribute must agree with the first. (Redeclarations are
  /// compared at the end of the TU, once clang has linked them.)
  llvm::DenseMap<std::pair<const clang::Decl *, const char *>,
                 std::pair<clang::SourceLocation, std::vector<int64_t>>>
      DirectSizes;
  /// The sycl_type argument each class or enum got first, by its canonical
  /// declaration: a different one later (same or a redeclaration) is an
  /// error, as in DPC++.
  llvm::DenseMap<const clang::Decl *, std::pair<std::string, clang::SourceLocation>> SyclTypes;
  /// Set when an attribute had to be carried as an annotation (templates):
  /// only then does the end-of-TU walk run.
  bool SawTemplatedAttribute = false;
  /// Set when one of our attributes sits inside a function (a lambda or a
  /// local class): only then must the end-of-TU walk enter function bodies.
  bool SawAttributeInFunction = false;
  /// Definitions tagged with FunctionTagPrefix, by tag number.
  std::vector<const clang::FunctionDecl *> TaggedFunctions;
  llvm::DenseMap<const clang::FunctionDecl *, unsigned> TagOf;
  /// IR name -> tagged definition, told by lowering (ast_bind_function):
  /// what codegen really called the tagged functions.
  llvm::StringMap<const clang::FunctionDecl *> BoundNames;
  /// IR name of a version of a multiversioned function (`target_clones`:
  /// `_Z1fd.avx2.0`) -> the function's own IR name (`_Z1fd`), told by
  /// lowering (ast_bind_version): the version's source is the function's.
  llvm::StringMap<std::string> VersionOf;
  /// Inside clang, with the action created: the pass reports through
  /// these.
  bool Active = false;
  /// -save-temps' bitcode step: clang writes bitcode with the LLVM passes
  /// disabled and optimises it in a later step without our front end, so
  /// the propagation pass runs here, just before the bitcode is written.
  bool PropagateBeforeOutput = false;
  clang::DiagnosticsEngine *Diags = nullptr;
  /// Set at the end of the TU; kept alive through the LLVM pipeline.
  clang::ASTContext *Context = nullptr;
  clang::SourceManager *SourceMgr = nullptr;

  /// The identifiers of our attribute names, looked up once, so the token
  /// watcher compares pointers, not strings, for every identifier.
  llvm::SmallVector<const clang::IdentifierInfo *, 7> AttributeNames;
  /// A 256-bit filter of AttributeNames' identifier addresses: most other
  /// identifiers hash to a clear bit and are rejected without a call
  /// (watch() runs for every token of the translation unit).
  uint64_t AttributeNameFilter[4] = {0, 0, 0, 0};
  static unsigned attributeNameFilterBit(const clang::IdentifierInfo *II) {
    return unsigned((uint64_t(reinterpret_cast<uintptr_t>(II)) * 0x9E3779B97F4A7C15ull) >> 56);
  }
  void addAttributeName(const clang::IdentifierInfo *II) {
    AttributeNames.push_back(II);
    unsigned Bit = attributeNameFilterBit(II);
    AttributeNameFilter[Bit >> 6] |= uint64_t(1) << (Bit & 63);
  }
  bool mayBeAttributeName(const clang::IdentifierInfo *II) const {
    unsigned Bit = attributeNameFilterBit(II);
    return (AttributeNameFilter[Bit >> 6] >> (Bit & 63)) & 1;
  }

  /// Whether the attributes of TypePositionAttributeNames are accepted
  /// after a lambda's parameter list: the diagnostic filter is installed
  /// (not with -verify) and clang is built without assertions
  /// (DiagnosticsEngine::setSeverity asserts that errors are not remapped).
  bool TypePositionEnabled = false;
  /// The identifiers of TypePositionAttributeNames.
  llvm::SmallVector<const clang::IdentifierInfo *, 6> TypePositionNames;
  /// Name tokens already mapped (raw locations): a replayed token
  /// (backtracking) must not add a diagnostic-state transition again.
  llvm::DenseSet<unsigned> TypePositionMapped;
  /// The start of each mapping (the scope token, raw location) -> the name
  /// token, where the watcher keeps the arguments, and the scope written.
  struct TypePositionName {
    clang::SourceLocation NameLoc;
    const clang::IdentifierInfo *Scope = nullptr;
  };
  llvm::DenseMap<unsigned, TypePositionName> TypePositionNameAt;
  /// The text of each deprecated-spelling warning (warnDeprecatedSpelling),
  /// by the raw location clang reports it at, for the diagnostic filter.
  llvm::DenseMap<unsigned, std::string> DeprecatedSpellingAt;
  /// Reported by the diagnostic filter, in source order.
  std::vector<TypePositionAttribute> TypePositionAttributes;
  /// The lambda closure classes clang completed that are not template
  /// patterns (not dependent contexts): written outside templates, or
  /// instantiated. The AST walks (the end-of-TU Collector, the
  /// source-location index) find a lambda through its LambdaExpr, and the
  /// one an alias template's use instantiates (`A<int>` of `template <class
  /// T> using A = decltype([](T) [[...]] {})`), or a default template
  /// argument, is in no declaration or statement they enter: its call
  /// operator lost its attributes, and warnings about it their location.
  std::vector<clang::CXXRecordDecl *> ConcreteClosures;
  /// What the end-of-TU Collector looks for: each declaration given an
  /// annotation or a kept template list. The walk enters a system header's
  /// namespace, class or function only if it is one of these or around one
  /// (walkTargets), or instantiated from such a pattern: nothing else
  /// there can carry one of our annotations.
  std::vector<const clang::Decl *> WalkTargetRoots;
  void noteWalkTarget(const clang::Decl *D) { WalkTargetRoots.push_back(D); }
  /// The roots, every declaration around them (semantic and lexical
  /// parents) and the template a specialization among them specializes, by
  /// canonical declaration. Computed at the end of the TU:
  /// clang links a function to its previous declaration only after its
  /// attributes are handled, so a canonical declaration taken then can be
  /// the wrong one.
  llvm::DenseSet<const clang::Decl *> walkTargets() const;
  /// How many of TypePositionAttributes are claimed (lambdas) or reported.
  size_t TypePositionSettled = 0;

  // Token-watcher state machine.
  /// The last identifier token seen (an attribute's scope, `sycl` in
  /// `sycl::device_has`: clang reports the type-position error there).
  clang::SourceLocation LastIdentifier;
  const clang::IdentifierInfo *LastIdentifierInfo = nullptr;
  bool NamePending = false;
  clang::SourceLocation PendingName;
  llvm::StringRef PendingIdentifier;
  llvm::StringRef CaptureName;
  bool Capturing = false;
  unsigned Depth = 0;
  clang::SourceLocation CaptureKey;
  std::vector<clang::Token> Current;

  void onToken(const clang::Token &T);
  /// What the watcher calls for every token of the translation unit: the
  /// common case (nothing pending, a token that cannot name one of our
  /// attributes) answered inline, without a call.
  void watch(const clang::Token &T) {
    if (LLVM_LIKELY(!Capturing && !NamePending)) {
      if (!T.is(clang::tok::identifier))
        return;
      if (LLVM_LIKELY(!mayBeAttributeName(T.getIdentifierInfo()))) {
        LastIdentifier = T.getLocation();
        LastIdentifierInfo = T.getIdentifierInfo();
        return;
      }
    }
    onToken(T);
  }
  /// True for an identifier token naming one of our attributes.
  bool isAttributeName(const clang::Token &T) const;
  /// Called for each name token of our attributes: for those of
  /// TypePositionAttributeNames, maps clang's error
  /// err_attribute_not_type_attr to a remark at exactly this token.
  void mapTypePosition(const clang::Token &T);

  /// Records an aspect-list attribute evaluated when parsed.
  void recordDirect(const clang::Decl *D, const char *Annotation,
                    std::vector<int64_t> Values, clang::SourceLocation Loc) {
    DirectIndex[{D, Annotation}] = Loc;
    Direct.push_back({D, Annotation, std::move(Values), Loc});
  }
};

PluginState &state();

/// The class template whose aspect list on `D` can be kept in
/// `PluginState::ClassTemplateLists` rather than as an annotation: D is the
/// pattern of a primary class template declared once so far, at namespace
/// scope (partial specializations, member and local classes keep the
/// annotation). Null otherwise.
const clang::ClassTemplateDecl *listedClassTemplate(const clang::Decl *D);

/// The list `ClassTemplateLists` holds for the class template
/// specialization `RD`: RD is instantiated (implicitly or explicitly, not
/// an explicit specialization) from that template's own pattern, not from
/// a partial specialization. Null otherwise.
const ClassTemplateList *classTemplateList(const clang::CXXRecordDecl *RD);

/// The function template whose aspect lists on `D` can be kept in
/// `PluginState::FunctionTemplateLists`: D is the pattern of a function
/// template at namespace scope (not a friend, member or local function).
/// Null otherwise.
const clang::FunctionTemplateDecl *listedFunctionTemplate(const clang::Decl *D);

/// Whether the function template declaration D (its templated
/// FunctionDecl) has a kept list of either kind (FunctionTemplateList).
bool hasKeptList(const clang::FunctionDecl *D);

/// How diagnostics name a plugin attribute (`Name` bare or scoped): bare,
/// without its scope, as clang 16 and 19 print their own attributes
/// ('noinline' for `[[gnu::noinline]]`) and as DPC++'s SemaSYCL tests for
/// those clangs expect them ('device_has', '__uses_aspects__',
/// 'add_ir_attributes_function', 'reqd_work_group_size', 'sycl_type').
/// (Clang prints the scope only since llvm-project PR 144619, which is in
/// neither.) The one place the plugin chooses how a name is shown.
inline std::string diagnosticAttributeName(llvm::StringRef Name) {
  size_t Colons = Name.rfind("::");
  return (Colons == llvm::StringRef::npos ? Name : Name.drop_front(Colons + 2)).str();
}

/// How diagnostics name attribute `A` as parsed: its name as written
/// (`uses_aspects` for `sycl_detail::uses_aspects`), without the scope,
/// as clang 16 and 19 print a ParsedAttr.
inline std::string diagnosticAttributeName(const clang::ParsedAttr &A) {
  return diagnosticAttributeName(A.getAttrName()->getName());
}

/// The attribute an aspect-list annotation carries, for messages.
inline std::string listAttributeName(llvm::StringRef Annotation) {
  return diagnosticAttributeName(Annotation == DeviceHasAnnotation ? "device_has" : "__uses_aspects__");
}

/// Whether the template D (a declaration being merged) redeclares keeps
/// a list (Class/FunctionTemplateList) on its definition or before it:
/// with annotations that definition carried one, so clang would not have
/// said that an annotation added after it must precede the definition.
bool keptListBeforeDefinition(const clang::Decl *D);

/// Whether D has a plugin annotation `Annotation` of its own (not inherited).
bool hasOwnAnnotation(const clang::Decl *D, const char *Annotation);

/// The list `Annotation` kept in `FunctionTemplateLists` that FD, a
/// function template specialization (an explicit one without a list of its
/// own too), would carry as an annotation, found as clang inherits
/// annotations: on the declaration FD's attributes come from
/// (`SpecializationSources`) or else the nearest earlier one. `*On` is
/// that declaration, `*Inherited` whether it is an earlier one. Null if
/// there is none, or if the nearest is a declaration with an annotation
/// (the specialization then carries it).
const FunctionTemplateList *functionTemplateList(const clang::FunctionDecl *FD,
                                                 const char *Annotation,
                                                 const clang::FunctionDecl **On = nullptr,
                                                 bool *Inherited = nullptr);

/// The values of `List` in FD, a specialization of its template; nullopt
/// if a template argument is not an integer (it always is for a parameter
/// of the aspect enum).
std::optional<std::vector<int64_t>> functionTemplateListValues(const FunctionTemplateList &List,
                                                               const clang::FunctionDecl *FD);

/// True for the identifiers that name our attributes.
bool isOurAttributeName(llvm::StringRef Name);

/// Attaches the attributes clang rejected as type attributes inside the
/// declarator of lambda `Closure` (after its parameter list, before its
/// body) to its call operator, as if written before the parameter list:
/// called when the closure class is completed, with Sema in the scope
/// around the lambda expression.
void claimLambdaTypeAttributes(clang::Sema &S, clang::CXXRecordDecl *Closure);

/// Reports, at the end of the translation unit, the type-position
/// attributes no lambda claimed (written after a function's parameter
/// list, or on a type).
void reportUnclaimedTypeAttributes(clang::DiagnosticsEngine &DE);

/// The attribute as written in the messages about its position:
/// `sycl::device_has(...)`, `intel::sycl_explicit_simd`, ...
std::string typePositionSpelling(llvm::StringRef Name);

/// Emits one of the Rust-defined diagnostics.
clang::DiagnosticBuilder report(clang::DiagnosticsEngine &DE,
                                clang::SourceLocation Loc, Diag D);

/// Checks one argument of a required-size attribute (an integer constant,
/// positive, at most INT64_MAX for reqd_work_group_size and INT32_MAX for
/// reqd_sub_group_size) and returns its value; diagnoses and
/// returns nullopt otherwise. E must not be value-dependent.
std::optional<int64_t> checkSizeArgument(clang::DiagnosticsEngine &DE,
                                         const clang::ASTContext &Ctx,
                                         const clang::Expr *E,
                                         llvm::StringRef AttrName);

/// What one add_ir_attributes_function argument evaluates to (E must not
/// be dependent).
IrAttrArg classifyIrArgument(const clang::Expr *E, const clang::ASTContext &Ctx);

/// Pairs the arguments of one add_ir_attributes_function (names..., values...)
/// after the filter list (null: none); diagnoses and returns false if they
/// are invalid.
bool irAttributePairs(clang::DiagnosticsEngine &DE, const clang::ASTContext &Ctx,
                      llvm::ArrayRef<const clang::Expr *> Args,
                      const std::vector<std::string> *Filter,
                      clang::SourceLocation AttrLoc, IrAttrPairs &Out);

/// The attribute name of a required-size annotation, for diagnostics.
llvm::StringRef sizeAttributeName(llvm::StringRef Annotation);

/// True if the mangled name of FD (OwnName, from our own MangleContext) may
/// differ from codegen's: a MangleContext numbers unnamed classes and
/// lambdas without a mangling number (`$_N`), internal local entities
/// other than numbered lambdas, and blocks in the order it is asked, and
/// codegen asks in emission order.
bool nameDependsOnMangleOrder(const clang::FunctionDecl *FD,
                              llvm::StringRef OwnName);

/// True if ED is the aspect enum (marked, or named sycl::aspect when no
/// enum is marked).
bool isAspectEnum(const clang::EnumDecl *ED);

/// The symbol name codegen gives `GD` (its plain name when clang does not
/// mangle it).
std::string mangledName(clang::MangleContext &MC, clang::GlobalDecl GD);

/// Publishes the facts of one kernel launch (kernel_launches.cpp) for the
/// outliner and the integration header; the accessors' `__init` functions
/// it needs are appended to `Inits` (to be handed to codegen). `Operators`:
/// the kernel object's call operators.
void publishKernelLaunch(clang::ASTContext &Ctx, clang::Sema &S, clang::MangleContext &MC,
                         clang::FunctionDecl *Wrapper,
                         llvm::ArrayRef<const clang::FunctionDecl *> Operators,
                         std::vector<clang::FunctionDecl *> &Inits);

} // namespace sycl_aspects
