// The clang plugin action: installs the token watcher and the diagnostic
// filter, makes clang load this same library as its pass plugin, and at the
// end of the translation unit evaluates every aspect attribute and publishes
// the facts (mangled names, type markers, the aspect enum) for lowering.

#include "preprocess.h"
#include "state.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTMutationListener.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CodeGenOptions.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Sema.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <memory>
#include <optional>
#include <set>
#include <string>

using namespace clang;

namespace sycl_aspects {
namespace {

/// Replaces clang's bare "'device_has' attribute cannot be applied to types"
/// (the attribute written after a parameter list, where a clang plugin
/// never sees it) with a diagnostic that says which spelling to use.
class AttributePositionFilter : public DiagnosticConsumer {
  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;

public:
  AttributePositionFilter(DiagnosticConsumer *Inner,
                          std::unique_ptr<DiagnosticConsumer> Owned)
      : Inner(Inner), Owned(std::move(Owned)) {
    // Errors reported before the filter was installed (bad plugin
    // arguments) must still fail the compilation.
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    syncCounts();
  }
  void finish() override {
    Inner->finish();
    syncCounts();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner->IncludeInDiagnosticCounts();
  }
  void clear() override {
    DiagnosticConsumer::clear();
    Inner->clear();
  }

  /// Set after a dropped warning: its notes are dropped too.
  bool DroppingNotes = false;

  /// The counts clang reads (the exit status) are the wrapped client's:
  /// under -verify, VerifyDiagnosticConsumer counts only the mismatches it
  /// finds when the source file ends, not the expected diagnostics.
  void syncCounts() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note && DroppingNotes)
      return;
    DroppingNotes = false;
    // "attribute declaration must precede definition" for one of our
    // annotations, on a template whose definition's list the plugin keeps
    // beside it (state.h, ClassTemplateList / FunctionTemplateList): with
    // the annotation it used to carry, clang said nothing. Only a warning
    // is dropped: made an error (-Werror), the engine has counted it
    // already, so clang would write no output yet exit with 0.
    if (Info.getID() == diag::warn_attribute_precede_definition &&
        Level < DiagnosticsEngine::Error) {
      const PluginState &St = state();
      auto It = St.AnnotatedAt.find(Info.getLocation().getRawEncoding());
      if (It != St.AnnotatedAt.end() && keptListBeforeDefinition(It->second)) {
        DroppingNotes = true;
        return;
      }
    }
    // A deprecated spelling of one of our attributes (warnDeprecatedSpelling):
    // clang's warning in -Wdeprecated-attributes, with DPC++'s text.
    if (Info.getID() == diag::warn_type_attribute_deprecated_on_decl) {
      const PluginState &St = state();
      auto It = St.DeprecatedSpellingAt.find(Info.getLocation().getRawEncoding());
      if (It != St.DeprecatedSpellingAt.end()) {
        Diagnostic Replaced(Info.getDiags(), It->second);
        Inner->HandleDiagnostic(Level, Replaced);
        syncCounts();
        return;
      }
    }
    const IdentifierInfo *Attribute =
        Info.getID() == diag::err_attribute_not_type_attr && Info.getNumArgs() > 0 &&
                Info.getArgKind(0) == DiagnosticsEngine::ak_identifierinfo
            ? Info.getArgIdentifier(0)
            : nullptr;
    // One of our attributes in a type position, where the token watcher
    // made clang's error a remark (PluginState::mapTypePosition): a lambda
    // claims it when it is completed, or it is reported at the end of the
    // translation unit.
    if (Level == DiagnosticsEngine::Remark && Info.getID() == diag::err_attribute_not_type_attr) {
      if (Attribute && llvm::is_contained(TypePositionAttributeNames, Attribute->getName())) {
        PluginState &St = state();
        SourceLocation Loc = Info.getLocation();
        auto Name = St.TypePositionNameAt.find(Loc.getRawEncoding());
        bool Mapped = Name != St.TypePositionNameAt.end();
        St.TypePositionAttributes.push_back({Loc, Mapped ? Name->second.NameLoc : Loc, Attribute,
                                             Mapped ? Name->second.Scope : nullptr});
        DroppingNotes = true;
        return;
      }
      // (Not ours: never silenced.)
      Level = DiagnosticsEngine::Error;
    }
    if (Attribute && isOurAttributeName(Attribute->getName())) {
      llvm::StringRef Name = Attribute->getName();
      // Where the position is not accepted at all: clang built with
      // assertions, or an attribute that has no meaning there.
      std::string Shown = diagnosticAttributeName(Name);
      rust::String Message = type_position_message(
          bytesOf(Name), bytesOf(Shown),
          !state().TypePositionEnabled && llvm::is_contained(TypePositionAttributeNames, Name));
      std::string Text(Message.data(), Message.size());
      Diagnostic Replaced(Info.getDiags(), Text);
      Inner->HandleDiagnostic(Level, Replaced);
      syncCounts();
      return;
    }
    Inner->HandleDiagnostic(Level, Info);
    syncCounts();
  }
};

/// Finds every declaration that carries one of our annotations, including
/// template instantiations and lambda call operators.
class Collector : public RecursiveASTVisitor<Collector> {
  const SourceManager &SM;
  const llvm::DenseSet<const Decl *> &Targets;

public:
  Collector(const SourceManager &SM, const llvm::DenseSet<const Decl *> &Targets)
      : SM(SM), Targets(Targets) {}

  llvm::SetVector<FunctionDecl *> Functions;
  llvm::SetVector<CXXRecordDecl *> Records;
  llvm::SetVector<TypedefNameDecl *> Aliases;

  bool shouldVisitTemplateInstantiations() const { return true; }

  /// A system header's declarations are entered only on the way to an
  /// annotated one (PluginState::walkTargets) or when instantiated from
  /// one: Intel's headers are most of a translation unit, and their
  /// attributes few. User code is walked whole (a user-written annotation
  /// with our prefix is warned about there). Lambdas' classes and call
  /// operators are always entered (and every concrete lambda is visited
  /// from PluginState::ConcreteClosures as well).
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && !isLambdaPart(D) && D->getLocation().isValid() &&
        SM.isInSystemHeader(D->getLocation()) && !leadsToTarget(D))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  static bool isLambdaPart(const Decl *D) {
    if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
      return RD->isLambda();
    if (const auto *MD = dyn_cast<CXXMethodDecl>(D))
      return MD->getParent()->isLambda();
    return false;
  }

  bool isTarget(const Decl *D) const { return D && Targets.contains(D->getCanonicalDecl()); }

  /// D is a target, or instantiated or specialized from one (through
  /// member templates of class template specializations too). The chains
  /// are short (one step per enclosing template); the bound only guards
  /// against a cycle.
  bool leadsToTarget(const Decl *D) const {
    for (unsigned Step = 0; D && Step < 64; ++Step) {
      if (isTarget(D))
        return true;
      const Decl *Next = nullptr;
      if (const auto *Template = dyn_cast<RedeclarableTemplateDecl>(D)) {
        if (isTarget(Template->getTemplatedDecl()))
          return true;
        Next = Template->getInstantiatedFromMemberTemplate();
      } else if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
        if (const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate())
          if (leadsToTarget(Primary))
            return true;
        Next = FD->getTemplateInstantiationPattern(/*ForDefinition=*/false);
        if (!Next)
          Next = FD->getInstantiatedFromMemberFunction();
      } else if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
        if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
          if (leadsToTarget(Spec->getSpecializedTemplate()))
            return true;
        Next = RD->getTemplateInstantiationPattern();
        if (!Next)
          Next = RD->getInstantiatedFromMemberClass();
      }
      if (Next == D)
        break;
      D = Next;
    }
    return false;
  }

  /// Statements matter only for lambdas and local classes; skipping
  /// function bodies otherwise keeps the walk proportional to declarations.
  bool TraverseStmt(Stmt *S, DataRecursionQueue *Queue = nullptr) {
    if (!state().SawAttributeInFunction)
      return true;
    return RecursiveASTVisitor::TraverseStmt(S, Queue);
  }

  /// Likewise types as written: the declarations we look for are reached
  /// through their contexts (C++ defines no class inside a type as
  /// written); only expressions inside types (decltype, array sizes,
  /// template arguments) can hold a lambda or a local class.
  bool TraverseTypeLoc(TypeLoc TL) {
    if (!state().SawAttributeInFunction)
      return true;
    return RecursiveASTVisitor::TraverseTypeLoc(TL);
  }

  /// User-written annotations with our prefix met (not read; warned).
  llvm::SetVector<const AnnotateAttr *> UserAnnotations;

  bool hasOurAnnotation(const Decl *D) {
    bool Ours = false;
    for (const auto *A : D->specific_attrs<AnnotateAttr>()) {
      if (isPluginAnnotation(A))
        Ours = true;
      else if (isUserAnnotationWithOurPrefix(A) && !A->isInherited())
        UserAnnotations.insert(A);
    }
    return Ours;
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (hasOurAnnotation(FD) ||
        (!state().FunctionTemplateLists.empty() && FD->getPrimaryTemplate() &&
         (functionTemplateList(FD, DeviceHasAnnotation) ||
          functionTemplateList(FD, UsesAspectsAnnotation))))
      Functions.insert(FD);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *LE) {
    visitClosure(LE->getLambdaClass());
    return true;
  }
  /// A lambda's call operator, or each specialization of a generic one's.
  void visitClosure(CXXRecordDecl *Closure) {
    if (!Closure)
      return;
    if (CXXMethodDecl *Op = Closure->getLambdaCallOperator())
      VisitFunctionDecl(Op);
    if (FunctionTemplateDecl *FTD = Closure->getDependentLambdaCallOperator())
      for (FunctionDecl *Spec : FTD->specializations())
        VisitFunctionDecl(Spec);
  }
  bool VisitCXXRecordDecl(CXXRecordDecl *RD) {
    if (hasOurAnnotation(RD) || classTemplateList(RD))
      Records.insert(RD);
    return true;
  }
  bool VisitTypedefNameDecl(TypedefNameDecl *TND) {
    if (hasOurAnnotation(TND))
      Aliases.insert(TND);
    return true;
  }
};

/// The declarations of kind `T` named `Name` in `DC` (lookup in a
/// namespace also finds the members of its inline namespaces, such as
/// Intel's `sycl::_V1`).
template <typename T>
llvm::SmallVector<T *, 2> declsNamed(DeclContext *DC, ASTContext &Ctx, llvm::StringRef Name) {
  llvm::SmallVector<T *, 2> Found;
  for (NamedDecl *ND : DC->lookup(&Ctx.Idents.get(Name)))
    if (auto *D = dyn_cast<T>(ND))
      Found.push_back(D);
  return Found;
}

/// The enum `sycl::aspect` (in any inline namespace of `sycl`), for headers
/// that do not mark it with `sycl_type(aspect)`. Null if there is none.
const EnumDecl *findAspectEnumByName(ASTContext &Ctx) {
  for (NamespaceDecl *Sycl : declsNamed<NamespaceDecl>(Ctx.getTranslationUnitDecl(), Ctx, "sycl"))
    for (EnumDecl *ED : declsNamed<EnumDecl>(Sycl, Ctx, "aspect"))
      if (isAspectEnum(ED))
        return ED;
  return nullptr;
}

FunctionAttr annotationKind(llvm::StringRef Annotation) {
  return Annotation == DeviceHasAnnotation ? FunctionAttr::DeviceHas
         : Annotation == ReqdWorkGroupSizeAnnotation ? FunctionAttr::ReqdWorkGroupSize
         : Annotation == ReqdSubGroupSizeAnnotation ? FunctionAttr::ReqdSubGroupSize
         : Annotation == ExplicitSimdAnnotation ? FunctionAttr::ExplicitSimd
         : Annotation == SyclExternalAnnotation ? FunctionAttr::SyclExternal
                                                : FunctionAttr::UsesAspects;
}

/// Intel's kernel launch wrappers: the member function templates named
/// `kernel_*` (kernel_single_task, kernel_parallel_for, ...) of
/// `sycl::detail::KernelWrapperHelperFuncs`. DPC++'s front end makes each
/// instantiation a kernel (it recognises them by these names); stock clang 16
/// does not, so the plugin makes them entry points, else the kernels of
/// parallel_for / single_task would get no metadata, silently. Empty if the
/// headers have no such struct (the project's own headers).
std::vector<FunctionDecl *> kernelWrapperInstantiations(ASTContext &Ctx) {
  std::vector<FunctionDecl *> Found;
  for (NamespaceDecl *Sycl : declsNamed<NamespaceDecl>(Ctx.getTranslationUnitDecl(), Ctx, "sycl"))
    for (NamespaceDecl *Detail : declsNamed<NamespaceDecl>(Sycl, Ctx, "detail"))
      for (CXXRecordDecl *RD : declsNamed<CXXRecordDecl>(Detail, Ctx, "KernelWrapperHelperFuncs")) {
        if (!RD->hasDefinition())
          continue;
        for (Decl *Member : RD->getDefinition()->decls()) {
          auto *FTD = dyn_cast<FunctionTemplateDecl>(Member);
          if (!FTD || !FTD->getName().starts_with("kernel_"))
            continue;
          for (FunctionDecl *Spec : FTD->specializations())
            Found.push_back(Spec);
        }
      }
  return Found;
}

/// The call operators of the kernel functor a launch wrapper runs (the
/// class its first parameter refers to): a lambda's, or a functor's
/// `operator()`s.
llvm::SmallVector<const FunctionDecl *, 2> kernelCallOperators(const FunctionDecl *Wrapper) {
  llvm::SmallVector<const FunctionDecl *, 2> Operators;
  if (Wrapper->getNumParams() == 0)
    return Operators;
  const CXXRecordDecl *Functor =
      Wrapper->getParamDecl(0)->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!Functor || !Functor->hasDefinition())
    return Operators;
  Functor = Functor->getDefinition();
  if (const CXXMethodDecl *Op = Functor->getLambdaCallOperator()) {
    Operators.push_back(Op);
    return Operators;
  }
  for (const Decl *Member : Functor->decls())
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Member))
      if (Method->getOverloadedOperator() == OO_Call)
        Operators.push_back(Method);
  return Operators;
}

/// Records, for each function template specialization clang creates, the
/// declaration its attributes are instantiated from: the template's
/// definition if there is one at that moment, else the declaration of the
/// template it was found through (clang's InitFunctionInstantiation).
/// A list kept beside a declaration (FunctionTemplateList) is found from
/// there as clang would have found the annotation.
class SpecializationSources : public ASTMutationListener {
  CompilerInstance &CI;

public:
  explicit SpecializationSources(CompilerInstance &CI) : CI(CI) {}

  /// A lambda's closure class is completed when the lambda expression is
  /// (Sema::BuildLambdaExpr, after its body), in the scope around the
  /// expression, before any instantiation of a generic lambda's call
  /// operator or of an enclosing template: the attributes written after
  /// its parameter list, which clang rejected as type attributes, are
  /// attached to its call operator now (claimLambdaTypeAttributes).
  ///
  /// Every closure that is not itself a template pattern is kept
  /// (PluginState::ConcreteClosures): the AST walks cannot reach every
  /// instantiated lambda.
  void CompletedTagDefinition(const TagDecl *D) override {
    auto *RD = dyn_cast<CXXRecordDecl>(const_cast<TagDecl *>(D));
    if (!RD || !RD->isLambda() || !CI.hasSema())
      return;
    PluginState &St = state();
    Sema &S = CI.getSema();
    // An instantiated closure (an enclosing template's) gets the
    // attributes from its pattern's call operator, as clang instantiates
    // them. (Clang 19 instantiates an alias template's lambda outside any
    // instantiation context: its pattern claimed them already.)
    if (!S.inTemplateInstantiation() && St.TypePositionSettled != St.TypePositionAttributes.size())
      claimLambdaTypeAttributes(S, RD);
    if (!RD->isDependentContext())
      St.ConcreteClosures.push_back(RD);
  }

  void AddedCXXTemplateSpecialization(const FunctionTemplateDecl *TD,
                                      const FunctionDecl *D) override {
    // Only specializations of templates with a kept list matter (one that
    // gets a list later was instantiated without it: functionTemplateList
    // then finds none from the declaration it was found through); this
    // runs for every function template specialization of the TU.
    PluginState &St = state();
    if (St.FunctionTemplateLists.empty())
      return;
    const FunctionDecl *Source = TD->getTemplatedDecl();
    if (llvm::none_of(Source->redecls(), hasKeptList))
      return;
    const FunctionDecl *Definition = nullptr;
    if (Source->isDefined(Definition) && Definition)
      Source = Definition;
    St.SpecializationSources[D] = Source;
  }
};

class Consumer : public ASTConsumer {
  CompilerInstance &CI;
  SpecializationSources Sources;
  bool InjectingMarker = false;
  llvm::DenseSet<const Expr *> Diagnosed;
  /// Locations of required-size arguments already diagnosed: each
  /// instantiation has its own expressions, but one written argument is
  /// reported once.
  llvm::DenseSet<unsigned> DiagnosedSizeArguments;
  /// (later, earlier) attribute locations of redeclared aspect lists
  /// already reported.
  llvm::DenseSet<std::pair<unsigned, unsigned>> ReportedRedeclarations;
  /// Attribute locations given the kernel-properties warning.
  llvm::DenseSet<unsigned> ReportedPropertyConflicts;

  /// Inline member functions marked `used` that codegen will emit at the
  /// end of the current top-level declaration.
  llvm::SmallVector<FunctionDecl *, 2> UsedInlineDefinitions;
  /// Set once the facts are published: definitions handed to codegen after
  /// that (kernel launches) get no tag.
  bool Published = false;

  /// Whether one of the plugin's function attributes is on FD or a
  /// redeclaration: as an annotation (templates) or recorded directly.
  static bool carriesOurAttribute(const FunctionDecl *FD) {
    for (const auto *A : FD->specific_attrs<AnnotateAttr>())
      if (isPluginAnnotation(A))
        return true;
    const Decl *Canonical = FD->getCanonicalDecl();
    const PluginState &St = state();
    return llvm::any_of(St.Direct, [&](const DirectAttribute &DA) {
             return DA.D->getCanonicalDecl() == Canonical;
           }) ||
           llvm::any_of(St.DirectIr, [&](const DirectIrAttributes &DI) {
             return DI.D->getCanonicalDecl() == Canonical;
           });
  }

  /// Tags an internal definition that codegen is about to emit at once,
  /// before the end of the translation unit (`used`): the tag added at the
  /// end would come too late for clang 16, which lists a function's
  /// annotations when it emits the definition, so a function whose name
  /// depends on the order of mangling (a member of an unnamed class) was
  /// not found (see functionTag).
  void tagIfEmittedNow(FunctionDecl *FD) {
    if (Published || !FD->hasAttr<UsedAttr>() || !isConcrete(FD) ||
        !FD->doesThisDeclarationHaveABody() || !carriesOurAttribute(FD) ||
        FD->isExternallyVisible())
      return;
    auto [Tag, New] = functionTag(FD);
    if (New)
      FD->addAttr(AnnotateAttr::CreateImplicit(FD->getASTContext(), Tag, nullptr, 0));
  }

public:
  explicit Consumer(CompilerInstance &CI) : CI(CI), Sources(CI) {}

  /// The tag naming internal definition Def (FunctionTagPrefix + number)
  /// and whether it is new (not yet attached to Def).
  static std::pair<std::string, bool> functionTag(const FunctionDecl *Def) {
    PluginState &St = state();
    auto [It, New] = St.TagOf.try_emplace(Def, St.TaggedFunctions.size());
    if (New)
      St.TaggedFunctions.push_back(Def);
    return {(FunctionTagPrefix + llvm::Twine(It->second)).str(), New};
  }

  void HandleInlineFunctionDefinition(FunctionDecl *FD) override {
    if (!Published && FD->hasAttr<UsedAttr>())
      UsedInlineDefinitions.push_back(FD);
  }

  /// Runs before codegen's turn on the same declarations (the plugin's
  /// consumer comes first).
  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    if (!state().SawAttribute) {
      UsedInlineDefinitions.clear();
      return true;
    }
    for (Decl *D : DG)
      if (auto *FD = dyn_cast<FunctionDecl>(D))
        tagIfEmittedNow(FD);
    for (FunctionDecl *FD : UsedInlineDefinitions)
      tagIfEmittedNow(FD);
    UsedInlineDefinitions.clear();
    return true;
  }

  ASTMutationListener *GetASTMutationListener() override { return &Sources; }

  /// The annotation `Name` on D: the declaration's own attribute if it has
  /// one, else an inherited one.
  static const AnnotateAttr *chooseAnnotation(const Decl *D,
                                              llvm::StringRef Name) {
    const AnnotateAttr *Chosen = nullptr;
    for (const auto *A : D->specific_attrs<AnnotateAttr>()) {
      if (!isPluginAnnotation(A, Name))
        continue;
      if (!Chosen || (Chosen->isInherited() && !A->isInherited()))
        Chosen = A;
    }
    return Chosen;
  }

  /// The declaration whose annotations are being evaluated.
  const Decl *Evaluating = nullptr;

  /// After an error in an instantiated attribute: clang's own note saying
  /// which instantiation, at its point of instantiation (the evaluation
  /// runs after Sema, outside clang's instantiation context, which would
  /// add it by itself).
  void noteInstantiation() {
    DiagnosticsEngine &DE = CI.getDiagnostics();
    if (const auto *FD = dyn_cast_or_null<FunctionDecl>(Evaluating)) {
      SourceLocation Point = FD->getPointOfInstantiation();
      if (Point.isInvalid())
        return;
      if (FD->getPrimaryTemplate())
        DE.Report(Point, diag::note_function_template_spec_here) << FD;
      else if (FD->getInstantiatedFromMemberFunction())
        DE.Report(Point, diag::note_template_member_function_here) << FD;
    } else if (const auto *CTSD =
                   dyn_cast_or_null<ClassTemplateSpecializationDecl>(Evaluating)) {
      SourceLocation Point = CTSD->getPointOfInstantiation();
      if (Point.isValid())
        DE.Report(Point, diag::note_template_class_instantiation_here) << CTSD;
    }
  }

  /// Evaluates the arguments of one required-size annotation; nullopt if
  /// one is invalid (diagnosed once per written argument, not once per
  /// instantiation that shares it).
  std::optional<std::vector<int64_t>> evaluateSizeArguments(const AnnotateAttr *A,
                                                            llvm::StringRef Name) {
    std::vector<int64_t> Values;
    DiagnosticsEngine &DE = CI.getDiagnostics();
    for (const Expr *E : A->args()) {
      if (E->isValueDependent() || E->isTypeDependent())
        return std::nullopt;
      unsigned Written = E->getExprLoc().getRawEncoding();
      bool Suppress = DiagnosedSizeArguments.count(Written) &&
                      !DE.getSuppressAllDiagnostics();
      if (Suppress)
        DE.setSuppressAllDiagnostics(true);
      std::optional<int64_t> V =
          checkSizeArgument(DE, CI.getASTContext(), E, sizeAttributeName(Name));
      if (Suppress)
        DE.setSuppressAllDiagnostics(false);
      if (!V) {
        if (DiagnosedSizeArguments.insert(Written).second)
          noteInstantiation();
        return std::nullopt;
      }
      Values.push_back(*V);
    }
    return Values;
  }

  /// Evaluates the required-size annotation `Name` on D (after
  /// instantiation). The first attribute wins (inherited ones come from
  /// earlier declarations); a later one with other values gets the
  /// "already applied with different arguments" warning. Returns nullopt if
  /// absent or invalid.
  std::optional<std::vector<int64_t>> evaluateSizes(const Decl *D,
                                                    llvm::StringRef Name) {
    Evaluating = D;
    llvm::SmallVector<const AnnotateAttr *, 2> All;
    for (bool Inherited : {true, false})
      for (const auto *A : D->specific_attrs<AnnotateAttr>())
        if (isPluginAnnotation(A, Name) && A->isInherited() == Inherited)
          All.push_back(A);
    if (All.empty())
      return std::nullopt;
    std::optional<std::vector<int64_t>> First = evaluateSizeArguments(All[0], Name);
    if (!First)
      return std::nullopt;
    for (const AnnotateAttr *Later : llvm::ArrayRef(All).drop_front()) {
      std::optional<std::vector<int64_t>> Values = evaluateSizeArguments(Later, Name);
      if (Values && valuesDiffer(*First, *Values) &&
          DiagnosedSizeArguments.insert(Later->getLocation().getRawEncoding()).second)
        reportConflict(Diag::AlreadyAppliedDifferently, sizeAttributeName(Name),
                       Later->getLocation(), All[0]->getLocation());
    }
    // An instantiation carries only its template's definition's
    // attributes (clang inherits an annotation only into a redeclaration
    // without one of the same name): a declaration of the template before
    // the definition wins over it, as for functions that are not templates.
    const auto *FD = dyn_cast<FunctionDecl>(D);
    const FunctionDecl *Pattern = FD ? FD->getTemplateInstantiationPattern() : nullptr;
    const AnnotateAttr *Earliest = nullptr;
    for (const FunctionDecl *Prev = Pattern ? Pattern->getPreviousDecl() : nullptr; Prev;
         Prev = Prev->getPreviousDecl())
      if (const AnnotateAttr *A = chooseAnnotation(Prev, Name))
        Earliest = A;
    if (!Earliest || llvm::any_of(Earliest->args(), [](const Expr *E) {
          return E->isValueDependent() || E->isTypeDependent();
        }))
      return First; // a dependent earlier list cannot be compared here
    std::optional<std::vector<int64_t>> EarlierValues = evaluateSizeArguments(Earliest, Name);
    if (!EarlierValues)
      return std::nullopt;
    if (valuesDiffer(*EarlierValues, *First) &&
        DiagnosedSizeArguments.insert(All[0]->getLocation().getRawEncoding()).second)
      reportConflict(Diag::AlreadyAppliedDifferently, sizeAttributeName(Name),
                     All[0]->getLocation(), Earliest->getLocation());
    return EarlierValues;
  }

  /// `Diag` at attribute `At` (naming `AttrName`) with the
  /// previous-attribute note at `Previous`.
  void reportConflict(Diag D, llvm::StringRef AttrName, SourceLocation At,
                      SourceLocation Previous) {
    report(CI.getDiagnostics(), At, D) << diagnosticAttributeName(AttrName);
    report(CI.getDiagnostics(), Previous, Diag::PreviousAttribute);
  }

  /// DPC++'s warning for an aspect list on a redeclaration that differs
  /// from the earlier declaration's (the later list applies; Rust compared
  /// them); once per pair of attributes, whatever the number of
  /// instantiations.
  void reportRedeclaredList(llvm::StringRef Annotation, SourceLocation Later,
                            SourceLocation Earlier) {
    if (ReportedRedeclarations.insert({Later.getRawEncoding(), Earlier.getRawEncoding()}).second)
      reportConflict(Diag::AlreadyApplied, listAttributeName(Annotation), Later, Earlier);
  }

  static bool valuesDiffer(const std::vector<int64_t> &Earlier,
                           const std::vector<int64_t> &Later) {
    return attribute_values_differ(rust::Slice<const int64_t>(Earlier.data(), Earlier.size()),
                                   rust::Slice<const int64_t>(Later.data(), Later.size()));
  }

  /// Evaluates the aspect-list annotation `Name` on D. Returns nullopt if
  /// absent or invalid (invalid arguments are diagnosed once). A list of
  /// D's own replaces an inherited one (from an earlier declaration), with
  /// a warning if they differ.
  std::optional<std::vector<int64_t>> evaluate(const Decl *D,
                                               llvm::StringRef Name) {
    const AnnotateAttr *Chosen = chooseAnnotation(D, Name);
    if (!Chosen)
      return std::nullopt;
    Evaluating = D;
    std::optional<std::vector<int64_t>> Values = evaluateArgs(Chosen, Name);
    if (!Values || Chosen->isInherited())
      return Values;
    // Clang inherits an annotation only into a redeclaration that has none
    // of the same name, so an earlier declaration's list is found on the
    // earlier declaration (of the template, for an instantiation).
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (const FunctionDecl *Pattern = FD ? FD->getTemplateInstantiationPattern() : nullptr)
      FD = Pattern;
    if (FD)
      compareWithEarlierList(FD, listAnnotation(Name), Chosen->getLocation(), *Values,
                             dyn_cast<FunctionDecl>(D));
    return Values;
  }

  /// DPC++'s warning when the nearest declaration before `From` with a
  /// list `Annotation` (an annotation, or a kept list evaluated in
  /// `Instance`) has other values than the later list (at `Later`, with
  /// `LaterValues`). A dependent earlier list cannot be compared outside an
  /// instantiation of its own; it is not checked.
  void compareWithEarlierList(const FunctionDecl *From, const char *Annotation,
                              SourceLocation Later, const std::vector<int64_t> &LaterValues,
                              const FunctionDecl *Instance) {
    const PluginState &St = state();
    for (const FunctionDecl *Prev = From->getPreviousDecl(); Prev; Prev = Prev->getPreviousDecl()) {
      std::optional<std::vector<int64_t>> EarlierValues;
      SourceLocation EarlierLoc;
      if (const AnnotateAttr *Earlier = chooseAnnotation(Prev, Annotation)) {
        if (llvm::any_of(Earlier->args(), [](const Expr *E) {
              return E->isValueDependent() || E->isTypeDependent() ||
                     E->containsUnexpandedParameterPack();
            }))
          return;
        EarlierValues = (Evaluating = Prev, evaluateArgs(Earlier, Annotation));
        EarlierLoc = Earlier->getLocation();
      } else {
        auto Listed = St.FunctionTemplateLists.find({Prev, Annotation});
        if (!Instance || Listed == St.FunctionTemplateLists.end())
          continue;
        if (Listed->second.dependent())
          return;
        EarlierValues = functionTemplateListValues(Listed->second, Instance);
        EarlierLoc = Listed->second.Loc;
      }
      if (EarlierValues && valuesDiffer(*EarlierValues, LaterValues))
        reportRedeclaredList(Annotation, Later, EarlierLoc);
      return;
    }
  }

  /// Clang's "attribute declaration must precede definition" for a kept
  /// list (FunctionTemplateList) on a declaration after the template's
  /// definition, when the definition had no annotation (clang gave it for
  /// the annotation the list used to be; the list is ignored, as clang
  /// dropped that annotation). In source order.
  void reportListsAfterDefinitions(ASTContext &Ctx) {
    const PluginState &St = state();
    std::vector<std::pair<SourceLocation, const FunctionDecl *>> Late;
    for (const auto &[Key, List] : St.FunctionTemplateLists) {
      const FunctionDecl *Definition = nullptr;
      for (const FunctionDecl *P = Key.first->getPreviousDecl(); P && !Definition;
           P = P->getPreviousDecl())
        if (P->isThisDeclarationADefinition())
          Definition = P;
      if (!Definition || Definition->hasAttr<AnnotateAttr>())
        continue;
      bool Kept = false;
      for (const FunctionDecl *P = Definition; P && !Kept; P = P->getPreviousDecl())
        Kept = hasKeptList(P);
      if (!Kept)
        Late.push_back({List.Loc, Definition});
    }
    SourceManager &SM = Ctx.getSourceManager();
    llvm::sort(Late, [&](const auto &A, const auto &B) {
      return SM.isBeforeInTranslationUnit(A.first, B.first);
    });
    DiagnosticsEngine &DE = CI.getDiagnostics();
    for (const auto &[Loc, Definition] : Late) {
      DE.Report(Loc, diag::warn_attribute_precede_definition);
      DE.Report(Definition->getLocation(), diag::note_previous_definition);
    }
  }

  /// DPC++'s errors for add_ir_attributes_function lists of a function
  /// that cannot be merged (Rust decides: `ir_attribute_conflicts`): the
  /// lists evaluated when parsed, in source order; a template's too, as
  /// DPC++ compares them at its redeclarations, unless one of its lists
  /// depends on a template parameter (DPC++ merges nothing with that one).
  void reportIrAttributeConflicts(const std::vector<DirectIrAttributes> &All,
                                  const std::vector<const FunctionDecl *> &DependentIr) {
    llvm::DenseSet<const Decl *> Dependent;
    for (const FunctionDecl *D : DependentIr)
      Dependent.insert(D->getCanonicalDecl());
    std::vector<const DirectIrAttributes *> Lists;
    for (const DirectIrAttributes &DI : All)
      if (!Dependent.contains(DI.D->getCanonicalDecl()))
        Lists.push_back(&DI);
    rust::Vec<IrAttrList> Passed;
    for (const DirectIrAttributes *Each : Lists) {
      const DirectIrAttributes &DI = *Each;
      IrAttrList L;
      L.function = reinterpret_cast<size_t>(DI.D->getCanonicalDecl());
      L.declaration = reinterpret_cast<size_t>(DI.D);
      L.has_filter = DI.HasFilter;
      L.filter = DI.Filter;
      L.names = DI.WrittenNames;
      L.values = DI.WrittenValues;
      Passed.push_back(std::move(L));
    }
    DiagnosticsEngine &DE = CI.getDiagnostics();
    for (const IrAttrConflict &C : ir_attribute_conflicts(Passed)) {
      if (C.error_at >= Lists.size() || C.note_at >= Lists.size())
        continue;
      report(DE, Lists[C.error_at]->Loc, Diag::IrAttributesConflict)
          << diagnosticAttributeName("add_ir_attributes_function");
      report(DE, Lists[C.note_at]->Loc, Diag::ConflictingAttribute);
    }
  }

  /// For DPC++'s rule that a free-function kernel's first declaration
  /// carries its kernel property (its integration header declares the
  /// kernel there): per function outside templates (canonical declaration),
  /// its earliest declaration with a kernel property, when that is not its
  /// first declaration.
  static llvm::DenseMap<const Decl *, const FunctionDecl *>
  lateKernelProperties(const std::vector<DirectIrAttributes> &Lists) {
    llvm::DenseMap<const Decl *, const FunctionDecl *> Late;
    llvm::DenseSet<const Decl *> Seen;
    for (const DirectIrAttributes &DI : Lists)
      if (!DI.Templated && has_free_function_kernel_property(DI.Names) &&
          Seen.insert(DI.D->getCanonicalDecl()).second && DI.D->getFirstDecl() != DI.D)
        Late[DI.D->getCanonicalDecl()] = DI.D;
    return Late;
  }

  /// Whether a class could be forward-declared where DPC++'s integration
  /// header declares kernel parameter types: its enclosing scopes up to
  /// the translation unit are only namespaces and linkage blocks.
  static bool atNamespaceScope(const CXXRecordDecl *RD) {
    const DeclContext *DC = RD->getDeclContext();
    while (DC && (isa<NamespaceDecl>(DC) || isa<LinkageSpecDecl>(DC)))
      DC = DC->getParent();
    return DC && DC->isTranslationUnit();
  }

  /// The facts DPC++'s parameter-type rules are decided on in Rust
  /// (`kernel_params`): each parameter of FD, and each class reached from
  /// a class parameter through base lists, once (Classes[i] is the class
  /// of Records[i]; a worklist, no recursion).
  static void gatherParameterFacts(const FunctionDecl *FD,
                                   rust::Vec<KernelParamFact> &Params,
                                   rust::Vec<KernelRecordFact> &Records,
                                   std::vector<const CXXRecordDecl *> &Classes) {
    llvm::DenseMap<const CXXRecordDecl *, uint32_t> Index;
    auto indexOf = [&](const CXXRecordDecl *RD) -> int64_t {
      RD = RD ? RD->getDefinition() : nullptr;
      if (!RD)
        return -1;
      auto [It, New] = Index.try_emplace(RD, static_cast<uint32_t>(Classes.size()));
      if (New)
        Classes.push_back(RD);
      return It->second;
    };
    for (const ParmVarDecl *P : FD->parameters()) {
      QualType T = P->getType();
      KernelParamFact Fact{KernelParamKind::Other, 0};
      if (T->isReferenceType()) {
        Fact.kind = KernelParamKind::Reference;
      } else if (T->isStructureOrClassType()) {
        int64_t I = indexOf(T->getAsCXXRecordDecl());
        if (I >= 0)
          Fact = {KernelParamKind::Class, static_cast<uint32_t>(I)};
      } else if (!T->isDependentType() && !T->isScalarType()) {
        // A union, a vector type: DPC++'s visitor of kernel parameters
        // has no case for them.
        Fact.kind = KernelParamKind::Unsupported;
      }
      Params.push_back(Fact);
    }
    for (size_t I = 0; I < Classes.size(); ++I) {
      const CXXRecordDecl *RD = Classes[I];
      KernelRecordFact Fact;
      Fact.named = RD->getIdentifier() != nullptr;
      Fact.at_namespace_scope = atNamespaceScope(RD);
      for (const CXXBaseSpecifier &B : RD->bases())
        Fact.bases.push_back({indexOf(B.getType()->getAsCXXRecordDecl()), B.isVirtual()});
      Records.push_back(std::move(Fact));
    }
  }

  /// The annotation constant named `Name` (device_has or uses_aspects).
  static const char *listAnnotation(llvm::StringRef Name) {
    return Name == DeviceHasAnnotation ? DeviceHasAnnotation : UsesAspectsAnnotation;
  }

  /// The values of the list `Annotation` that FD, a function template
  /// specialization, gets from its template's declarations: `Listed`, on
  /// `On` (`Inherited`: an earlier declaration than the one FD's
  /// attributes come from), as `functionTemplateList` found it; with
  /// DPC++'s warning when an earlier declaration's list differs, as
  /// `evaluate` gives for annotations.
  std::optional<std::vector<int64_t>> evaluateListed(const FunctionDecl *FD,
                                                     const char *Annotation,
                                                     const FunctionTemplateList *Listed,
                                                     const FunctionDecl *On, bool Inherited) {
    std::optional<std::vector<int64_t>> Values = functionTemplateListValues(*Listed, FD);
    if (!Values) {
      report(CI.getDiagnostics(), Listed->Loc, Diag::InvalidAspectArgument)
          << listAttributeName(Annotation);
      return std::nullopt;
    }
    // An inherited list (into the declaration FD's attributes come from,
    // or into an explicit specialization) is not compared with earlier
    // ones, as `evaluate` does not compare an inherited annotation.
    bool Explicit = FD->getTemplateSpecializationKind() == TSK_ExplicitSpecialization;
    if (!Explicit && !Inherited)
      compareWithEarlierList(On, Annotation, Listed->Loc, *Values, FD);
    return Values;
  }

  /// Evaluates the arguments of one aspect-list annotation.
  std::optional<std::vector<int64_t>> evaluateArgs(const AnnotateAttr *Chosen,
                                                   llvm::StringRef Name) {
    ASTContext &Ctx = CI.getASTContext();
    std::vector<int64_t> Values;
    bool Ok = true;
    for (const Expr *E : Chosen->args()) {
      const auto *ET = E->getType().getCanonicalType()->getAs<EnumType>();
      Expr::EvalResult R;
      if (E->isValueDependent() || !ET || !isAspectEnum(ET->getDecl()) ||
          !E->EvaluateAsInt(R, Ctx)) {
        if (Diagnosed.insert(E).second) {
          report(CI.getDiagnostics(), E->getExprLoc(),
                 Diag::InvalidAspectArgument)
              << listAttributeName(Name);
          noteInstantiation();
        }
        Ok = false;
        continue;
      }
      Values.push_back(static_cast<int32_t>(R.Val.getInt().getExtValue()));
    }
    if (!Ok)
      return std::nullopt;
    return Values;
  }

  /// Evaluates one add_ir_attributes_function carried as an annotation, in
  /// the instantiation FD; a written argument list is diagnosed once.
  bool evaluateIrAttributes(const FunctionDecl *FD, const AnnotateAttr *A,
                            IrAttrPairs &Out) {
    llvm::SmallVector<const Expr *, 4> Args(A->args_begin(), A->args_end());
    if (llvm::any_of(Args, [](const Expr *E) {
          return E->isValueDependent() || E->isTypeDependent();
        }))
      return false;
    const PluginState &St = state();
    auto Filter = St.IrAttributeFilters.find(A->getLocation().getRawEncoding());
    DiagnosticsEngine &DE = CI.getDiagnostics();
    unsigned Written = A->getLocation().getRawEncoding();
    bool Suppress = DiagnosedSizeArguments.count(Written) && !DE.getSuppressAllDiagnostics();
    if (Suppress)
      DE.setSuppressAllDiagnostics(true);
    bool Ok = irAttributePairs(DE, CI.getASTContext(), Args,
                               Filter == St.IrAttributeFilters.end() ? nullptr : &Filter->second,
                               A->getLocation(), Out);
    if (Suppress)
      DE.setSuppressAllDiagnostics(false);
    if (!Ok && DiagnosedSizeArguments.insert(Written).second) {
      Evaluating = FD;
      noteInstantiation();
    }
    return Ok;
  }

  std::vector<std::string> mangledNames(MangleContext &MC, FunctionDecl *FD) {
    std::vector<GlobalDecl> GDs;
    if (auto *CD = dyn_cast<CXXConstructorDecl>(FD)) {
      GDs = {GlobalDecl(CD, Ctor_Complete), GlobalDecl(CD, Ctor_Base)};
    } else if (auto *DD = dyn_cast<CXXDestructorDecl>(FD)) {
      GDs = {GlobalDecl(DD, Dtor_Complete), GlobalDecl(DD, Dtor_Base),
             GlobalDecl(DD, Dtor_Deleting)};
    } else {
      GDs = {GlobalDecl(FD)};
    }
    std::vector<std::string> Names;
    for (GlobalDecl GD : GDs) {
      std::string Name;
      llvm::raw_string_ostream OS(Name);
      if (MC.shouldMangleDeclName(FD))
        MC.mangleName(GD, OS);
      else if (FD->getIdentifier())
        OS << FD->getName();
      OS.flush();
      if (!Name.empty())
        Names.push_back(std::move(Name));
    }
    return Names;
  }

  /// Drops the attribute carriers; a function tag stays: clang 19 lists
  /// the annotations a definition has at the end of the translation unit.
  static void dropOurAnnotations(Decl *D) {
    AttrVec &Attrs = D->getAttrs();
    Attrs.erase(std::remove_if(Attrs.begin(), Attrs.end(),
                               [](const Attr *A) {
                                 const auto *AA = dyn_cast<AnnotateAttr>(A);
                                 return isPluginAnnotation(AA) &&
                                        !AA->getAnnotation().starts_with(
                                            FunctionTagPrefix);
                               }),
                Attrs.end());
    if (Attrs.empty())
      D->dropAttrs();
  }

  /// Where attribute `Annotation` is written on FD (or a redeclaration):
  /// recorded when parsed, or carried as an annotation (templates; read
  /// before the carriers are dropped).
  static std::optional<SourceLocation> attributeLocation(const FunctionDecl *FD,
                                                         const char *Annotation) {
    const PluginState &St = state();
    for (const FunctionDecl *Redecl : FD->redecls()) {
      if (auto It = St.DirectIndex.find({Redecl, Annotation}); It != St.DirectIndex.end())
        return It->second;
      if (auto It = St.DirectSizes.find({Redecl, Annotation}); It != St.DirectSizes.end())
        return It->second.first;
    }
    for (const auto *A : FD->specific_attrs<AnnotateAttr>())
      if (isPluginAnnotation(A, Annotation))
        return A->getLocation();
    return std::nullopt;
  }

  /// DPC++'s rule for a kernel given both old-style kernel attributes (on
  /// its functor's call operator) and kernel properties (the launch
  /// wrapper's IR attribute pairs): a warning at each attribute, and the
  /// property that says the same is dropped (the attribute wins). The
  /// rule is `sycl_aspects_frontend::kernel_properties`.
  void ignoreConflictingKernelProperties(const FunctionDecl *Wrapper, IrAttrPairs &Pairs) {
    // In KernelAttribute's order; DPC++ has no work_group_size_hint here
    // that the plugin knows.
    static const std::pair<const char *, const char *> Attributes[] = {
        {ReqdWorkGroupSizeAnnotation, "sycl::reqd_work_group_size"},
        {ReqdSubGroupSizeAnnotation, "sycl::reqd_sub_group_size"},
        {nullptr, "sycl::work_group_size_hint"},
        {DeviceHasAnnotation, "sycl::device_has"}};
    std::vector<uint8_t> Kinds;
    std::vector<SourceLocation> Locations;
    for (const FunctionDecl *Op : kernelCallOperators(Wrapper))
      for (uint8_t Kind = 0; Kind < std::size(Attributes); ++Kind)
        if (Attributes[Kind].first)
          if (std::optional<SourceLocation> Loc = attributeLocation(Op, Attributes[Kind].first)) {
            Kinds.push_back(Kind);
            Locations.push_back(*Loc);
          }
    if (Kinds.empty())
      return;
    KernelPropertyConflicts Answer = kernel_property_conflicts(
        Pairs.names, rust::Slice<const uint8_t>(Kinds.data(), Kinds.size()));
    if (Answer.warn)
      for (size_t I = 0; I < Kinds.size(); ++I)
        // Once per written attribute (a template's instantiations share it).
        if (ReportedPropertyConflicts.insert(Locations[I].getRawEncoding()).second)
          report(CI.getDiagnostics(), Locations[I], Diag::KernelAttributeAndProperties)
              << diagnosticAttributeName(Attributes[Kinds[I]].second);
    rust::Vec<Bytes> Names, Values;
    for (size_t I = 0; I < Pairs.names.size(); ++I)
      if (std::find(Answer.ignored.begin(), Answer.ignored.end(), I) == Answer.ignored.end()) {
        Names.push_back(Pairs.names[I]);
        Values.push_back(Pairs.values[I]);
      }
    Pairs.names = std::move(Names);
    Pairs.values = std::move(Values);
  }

  static bool isConcrete(const FunctionDecl *FD) {
    return !FD->isInvalidDecl() && !FD->isDependentContext() &&
           !FD->getDescribedFunctionTemplate() && !FD->isDeleted();
  }

  /// False for an implicit instantiation nothing uses: codegen emits only
  /// used ones. Overload resolution creates the specialization of every
  /// candidate template whose arguments deduce, also of a constrained
  /// overload whose `requires` clause then fails (or that loses), and
  /// that specialization has the same mangled name as the chosen one.
  static bool mayBeEmitted(const FunctionDecl *FD) {
    return FD->getTemplateSpecializationKind() != TSK_ImplicitInstantiation ||
           FD->isUsed();
  }

  /// Gives the aspects of a decorated class to every class that holds it as
  /// a subobject codegen leaves out of the LLVM struct: an empty base, or
  /// an empty `[[no_unique_address]]` member (clang lays both out at size
  /// zero, so `struct D : Tag { int x; }` is `%struct.D = type { i32 }`).
  /// No LLVM type holds the decorated class there, so the pass, which
  /// finds aspects through types, would never see it. Recording the
  /// aspects on the holding class's own type is sound: every object of the
  /// class, and so every use of the subobject, has that type (or a type
  /// holding it, which the pass walks). Transitive: a holder that is itself
  /// empty passes them on to its own holders. Subobjects codegen does lay
  /// out keep their own type, so their holders are left as they are (which
  /// fields those are differs between clang 16 and 19: llvm_version.h).
  static void addHoldersOfElidedSubobjects(
      ASTContext &Ctx, llvm::MapVector<CXXRecordDecl *, std::vector<int64_t>> &Decorated) {
    // Complete classes with at least one elided class subobject, with
    // those subobjects' classes in declaration order (bases, then fields).
    std::vector<std::pair<CXXRecordDecl *, llvm::SmallVector<const CXXRecordDecl *, 2>>> Holders;
    auto elidedClass = [](QualType T) -> const CXXRecordDecl * {
      const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
      return RD && RD->hasDefinition() ? RD->getDefinition() : nullptr;
    };
    for (const Type *T : Ctx.getTypes()) {
      const auto *RT = dyn_cast<RecordType>(T);
      if (!RT || RT->isDependentType())
        continue;
      auto *RD = dyn_cast<CXXRecordDecl>(RT->getDecl());
      if (!RD || RD != RD->getDefinition() || RD->isInvalidDecl() ||
          RD->isDependentContext() || !RD->isCompleteDefinition())
        continue;
      llvm::SmallVector<const CXXRecordDecl *, 2> Elided;
      for (const CXXBaseSpecifier &Base : RD->bases())
        if (const CXXRecordDecl *B = elidedClass(Base.getType()); B && B->isEmpty())
          Elided.push_back(B);
      for (const CXXBaseSpecifier &Base : RD->vbases())
        if (const CXXRecordDecl *B = elidedClass(Base.getType()); B && B->isEmpty())
          Elided.push_back(B);
      for (const FieldDecl *FD : RD->fields())
        if (!FD->isInvalidDecl() && !FD->getType()->isDependentType() &&
            compat::fieldHasNoLLVMTypeOfItsOwn(FD, Ctx))
          if (const CXXRecordDecl *F = elidedClass(FD->getType()))
            Elided.push_back(F);
      if (!Elided.empty())
        Holders.emplace_back(RD, std::move(Elided));
    }
    if (Holders.empty())
      return;
    // Rust passes the aspects on, to a fixed point
    // (redeclarations::merge_into_holders), over classes numbered here.
    std::vector<CXXRecordDecl *> Classes;
    llvm::DenseMap<const CXXRecordDecl *, uint32_t> Number;
    auto numberOf = [&](const CXXRecordDecl *RD) {
      auto [It, New] = Number.try_emplace(RD, Classes.size());
      if (New)
        Classes.push_back(const_cast<CXXRecordDecl *>(RD));
      return It->second;
    };
    rust::Vec<ClassAspects> Lists;
    for (auto &[RD, Aspects] : Decorated) {
      ClassAspects List;
      List.record = numberOf(RD);
      for (int64_t A : Aspects)
        List.aspects.push_back(A);
      Lists.push_back(std::move(List));
    }
    rust::Vec<ElidedHolder> HolderFacts;
    for (auto &[Holder, Elided] : Holders) {
      ElidedHolder H;
      H.record = numberOf(Holder);
      for (const CXXRecordDecl *Sub : Elided)
        H.subobjects.push_back(numberOf(Sub));
      HolderFacts.push_back(std::move(H));
    }
    merge_into_elided_holders(Lists, HolderFacts);
    Decorated.clear();
    for (const ClassAspects &List : Lists)
      if (List.record < Classes.size())
        Decorated[Classes[List.record]].assign(List.aspects.begin(), List.aspects.end());
  }

  /// Emits `static struct { T0 [0]; T1 [0]; ... } <marker>
  /// __attribute__((used))`, so codegen converts every decorated class Ti
  /// and the IR names its exact struct type as element i of the marker's
  /// type. One global for all classes: codegen pays for one global, not one
  /// per class.
  std::string injectMarker(llvm::ArrayRef<CXXRecordDecl *> Classes) {
    ASTContext &Ctx = CI.getASTContext();
    std::string Name = "__sycl_aspects_type_markers";
    SourceLocation Loc = Classes.front()->getLocation();
    // A plain (C) struct: nothing here needs C++ semantics, and adding a
    // member to a CXXRecordDecl updates its C++ properties (triviality,
    // layout kinds...) each time, thousands of times in a large TU.
    auto *Marker = RecordDecl::Create(Ctx, compat::StructTag, Ctx.getTranslationUnitDecl(),
                                      Loc, Loc, &Ctx.Idents.get(Name));
    Marker->setImplicit();
    Marker->startDefinition();
    for (CXXRecordDecl *RD : Classes) {
      QualType Array = Ctx.getConstantArrayType(Ctx.getRecordType(RD), llvm::APInt(64, 0),
                                                nullptr, compat::NormalArraySize, 0);
      // Unnamed: lowering reads the fields by position, and a named field
      // costs an identifier and an entry in the struct's lookup table
      // (DeclContext::addDecl), thousands of times in a large TU.
      auto *Field = FieldDecl::Create(
          Ctx, Marker, Loc, Loc, /*Id=*/nullptr, Array,
          Ctx.getTrivialTypeSourceInfo(Array), /*BW=*/nullptr, /*Mutable=*/false,
          ICIS_NoInit);
      Field->setAccess(AS_public);
      Marker->addDecl(Field);
    }
    Marker->completeDefinition();
    QualType Type = Ctx.getRecordType(Marker);
    auto *VD = VarDecl::Create(Ctx, Ctx.getTranslationUnitDecl(), Loc, Loc,
                               &Ctx.Idents.get(Name), Type,
                               Ctx.getTrivialTypeSourceInfo(Type), SC_Static);
    VD->setImplicit();
    VD->addAttr(UsedAttr::CreateImplicit(Ctx));
    // No debug-info variable for it either (with -g it would outlive the
    // global in the debug info).
    VD->addAttr(NoDebugAttr::CreateImplicit(Ctx));
    VD->addAttr(AsmLabelAttr::CreateImplicit(Ctx, Name, /*LiteralLabel=*/false));
    InjectingMarker = true;
    CI.getASTConsumer().HandleTopLevelDecl(DeclGroupRef(VD));
    InjectingMarker = false;
    return Name;
  }

  /// Makes codegen emit every instantiated kernel launch wrapper (the
  /// kernels with Intel's headers and ours), also one nothing emitted
  /// references: clang emits no code after a call to a `[[noreturn]]`
  /// function (`assert(false)`, `std::abort()`), so a `single_task` or
  /// `parallel_for` there never references its wrapper, and the kernel
  /// would be missing from the device image and never checked. DPC++
  /// emits every kernel its front end builds, reachable or not.
  ///
  /// Codegen defers an implicit instantiation until something references
  /// it; a declaration carrying `used` must be emitted
  /// (ASTContext::DeclMustBeEmitted), so each wrapper definition is handed
  /// to codegen again with `used`, which puts it on codegen's list of
  /// definitions to emit at the end of the translation unit, and the
  /// attribute is taken off again at once: codegen reads it once more when
  /// it emits the definition, to list it in `llvm.used`, which would keep
  /// the wrapper in the output of the final link (the pass keeps local
  /// kernels through optimization with `llvm.compiler.used` instead). A
  /// wrapper codegen already emitted, or already has on that list, is not
  /// emitted twice (codegen skips definitions it has). Templates never
  /// instantiated have no wrapper instantiation, so nothing of theirs is
  /// emitted.
  void emitKernelLaunches(ASTContext &Ctx) {
    llvm::SmallVector<FunctionDecl *, 8> Definitions;
    for (FunctionDecl *FD : kernelWrapperInstantiations(Ctx)) {
      const FunctionDecl *Def = nullptr;
      // Used: a specialization that overload resolution created but that
      // lost (or only appears in an unevaluated operand) is no launch.
      if (isConcrete(FD) && FD->isUsed() && FD->isDefined(Def) && Def &&
          !Def->hasAttr<UsedAttr>())
        Definitions.push_back(const_cast<FunctionDecl *>(Def));
    }
    // Free-function kernels codegen would skip as unreferenced (inline,
    // static, anonymous namespace, constexpr); a consteval function has no
    // code at all, so it cannot be a kernel.
    for (FunctionDecl *FD : FreeFunctionKernels) {
      const FunctionDecl *Def = nullptr;
      if (!FD->isDefined(Def) || !Def || !isConcrete(FD))
        continue;
      if (Def->isConsteval()) {
        DiagnosticsEngine &DE = CI.getDiagnostics();
        DE.Report(Def->getLocation(),
                  DE.getCustomDiagID(DiagnosticsEngine::Error,
                                     "a consteval function cannot be a SYCL free function kernel: it "
                                     "has no code at run time"));
        continue;
      }
      if (!Def->hasAttr<UsedAttr>() && llvm::find(Definitions, Def) == Definitions.end())
        Definitions.push_back(const_cast<FunctionDecl *>(Def));
    }
    // The accessors' `__init`s the outlined kernels call.
    for (FunctionDecl *Init : LaunchInits) {
      const FunctionDecl *Def = nullptr;
      if (Init->isDefined(Def) && Def && !Def->hasAttr<UsedAttr>() &&
          llvm::find(Definitions, Def) == Definitions.end())
        Definitions.push_back(const_cast<FunctionDecl *>(Def));
    }
    for (FunctionDecl *Def : Definitions) {
      Def->addAttr(UsedAttr::CreateImplicit(Ctx));
      CI.getASTConsumer().HandleTopLevelDecl(DeclGroupRef(Def));
      Def->dropAttr<UsedAttr>();
    }
  }

  /// Launch wrappers already described (publishFacts can run twice), and
  /// the `__init`s their kernels call.
  llvm::DenseSet<const FunctionDecl *> LaunchesPublished;
  std::vector<FunctionDecl *> LaunchInits;
  /// Free-function kernels (device compiles), to be emitted.
  std::vector<FunctionDecl *> FreeFunctionKernels;

  void HandleTranslationUnit(ASTContext &Ctx) override {
    publishFacts(Ctx);
    Published = true;
    if (!InjectingMarker && CI.getLangOpts().SYCLIsDevice)
      emitKernelLaunches(Ctx);
  }

  /// Evaluates every aspect attribute and publishes the facts for lowering.
  void publishFacts(ASTContext &Ctx) {
    PluginState &St = state();
    if (!InjectingMarker)
      reportUnclaimedTypeAttributes(CI.getDiagnostics());
    if (!InjectingMarker)
      St.Context = &Ctx;
    if (!InjectingMarker)
      if (const EnumDecl *ED = findAspectEnumByName(Ctx); ED && ED->isFromASTFile()) {
        // The attributes in it were handled, if at all, by the compiler run
        // that built it, and the plugin's state is not stored there: every
        // aspect the headers declare would be missing without a word.
        llvm::StringRef Pch = CI.getPreprocessorOpts().ImplicitPCHInclude;
        report(CI.getDiagnostics(), ED->getLocation(), Diag::PrecompiledSyclHeaders)
            << (Pch.empty() ? std::string() : (" ('" + Pch + "')").str());
        return;
      }
    // With errors elsewhere in the file the attributes are still checked
    // (their diagnostics are wanted too); nothing is published. A file
    // without SYCL still gets its (empty) integration header: the host
    // compile of `sycl-clang -fsycl` includes it whatever the file holds.
    if (InjectingMarker)
      return;
    if (!St.SawAttribute) {
      writeIntegrationHeader();
      return;
    }
    reportListsAfterDefinitions(Ctx);
    facts_begin();

    // The enum marked sycl_type(aspect), else the one named sycl::aspect:
    // Intel's headers write the attribute only when __has_cpp_attribute
    // sees it, which clang 16 never does for a plugin attribute.
    const EnumDecl *AspectEnum =
        St.AspectEnum ? St.AspectEnum : findAspectEnumByName(Ctx);
    if (!AspectEnum && St.SawAspectList)
      report(CI.getDiagnostics(), SourceLocation(), Diag::NoAspectEnum);
    if (AspectEnum) {
      if (const EnumDecl *Def = AspectEnum->getDefinition()) {
        rust::Vec<Bytes> Names;
        std::vector<int64_t> Values;
        for (const EnumConstantDecl *ECD : Def->enumerators()) {
          Names.push_back(toBytes(ECD->getName()));
          Values.push_back(ECD->getInitVal().getSExtValue());
        }
        facts_set_aspect_enum(Names, rust::Slice<const int64_t>(
                                         Values.data(), Values.size()));
      }
    }

    std::unique_ptr<MangleContext> MC(Ctx.createMangleContext());
    std::string ModuleId;
    SourceManager &SM = Ctx.getSourceManager();
    if (std::optional<llvm::StringRef> Main = compat::mainFileName(SM))
      ModuleId = Main->str();
    // Preprocessed input: the source it came from, as compiling it gives.
    if (std::optional<std::string> Source = preprocessedSourceName(SM))
      ModuleId = *Source;
    // Every entry point gets it: SYCL_EXTERNAL functions and kernels, free-
    // function kernels included (a translation unit holding only those had
    // an empty id, so -split=source put two such files in one image).
    facts_set_module_id(bytesOf(ModuleId));
    // Definitions to tag once the walk below has dropped its annotations.
    std::vector<std::pair<FunctionDecl *, std::string>> NewTags;
    // A function whose name our mangle context may get wrong is named by
    // a tag on its definition instead (facts::FUNCTION_TAG_PREFIX).
    // Internal functions are the only ones (names of externally visible
    // entities never depend on the order of mangling); one without a
    // definition here is never emitted, so its own name is as good as any.
    auto tagOf = [&](FunctionDecl *FD) -> std::optional<std::string> {
      if (FD->isExternallyVisible())
        return std::nullopt;
      const FunctionDecl *Def = nullptr;
      if (!FD->isDefined(Def) || !Def)
        return std::nullopt;
      auto [Tag, New] = functionTag(Def);
      if (New)
        NewTags.emplace_back(const_cast<FunctionDecl *>(Def), Tag);
      return Tag;
    };
    // The names lowering finds FD's IR functions by: its tag, if it has
    // one, and its mangled names.
    auto namesOf = [&](FunctionDecl *FD) {
      std::vector<std::string> Names;
      std::optional<std::string> Tag = tagOf(FD);
      if (Tag)
        Names.push_back(*Tag);
      for (std::string &Name : mangledNames(*MC, FD)) {
        // A tagged function whose name is stable is named both ways: codegen
        // emits an internal function eagerly (before the tag is attached)
        // when it must, e.g. __attribute__((used)).
        if (Tag && nameDependsOnMangleOrder(FD, Name))
          continue;
        Names.push_back(std::move(Name));
      }
      return Names;
    };
    auto addFunction = [&](FunctionDecl *FD, llvm::StringRef Annotation,
                           const std::vector<int64_t> &Values) {
      FunctionAttr Kind = annotationKind(Annotation);
      for (const std::string &Name : namesOf(FD)) {
        if (Annotation == SyclExternalAnnotation)
          facts_add_entry_point(bytesOf(Name));
        else
          facts_add_function(bytesOf(Name), Kind,
                             rust::Slice<const int64_t>(Values.data(), Values.size()));
      }
    };
    // DPC++'s rules for free-function kernels (its SemaSYCL errors): in a
    // device compile a function with a kernel property must be a
    // non-variadic namespace-scope function returning void, without default
    // arguments (on any declaration); the parameters of its definition
    // must have types DPC++ accepts (decided in Rust, `kernel_params`: no
    // references, unions or vector types; classes its integration header
    // can forward-declare, without virtual bases). Checked here, where every property is
    // known (templates per instantiation), so the error stops the
    // compilation before codegen: lowering would make such a function a
    // spir_kernel the LLVM verifier rejects ("Broken module found", and the
    // driver still exited 0). All rules a function breaks, the signature's
    // once per function (per template for its instantiations: same
    // location), a parameter's once per location and type (instantiations
    // of other types get theirs).
    llvm::DenseSet<const FunctionDecl *> ReportedKernels;
    std::set<std::pair<unsigned, std::string>> ReportedParameters;
    auto checkParameterTypes = [&](const FunctionDecl *FD) {
      const FunctionDecl *Def = nullptr;
      if (!FD->isDefined(Def) || !Def)
        return;
      rust::Vec<KernelParamFact> Params;
      rust::Vec<KernelRecordFact> Records;
      std::vector<const CXXRecordDecl *> Classes;
      gatherParameterFacts(Def, Params, Records, Classes);
      DiagnosticsEngine &DE = CI.getDiagnostics();
      for (const KernelParamProblem &Problem : free_function_parameter_problems(Params, Records)) {
        if (Problem.param >= Def->getNumParams())
          continue;
        const ParmVarDecl *P = Def->getParamDecl(Problem.param);
        if (Problem.kind == KernelParamProblemKind::VirtualBase) {
          if (Problem.record >= Classes.size() || Problem.base >= Classes[Problem.record]->getNumBases())
            continue;
          const CXXRecordDecl *RD = Classes[Problem.record];
          std::string Base = (RD->bases_begin() + Problem.base)->getType().getAsString();
          std::string Key = "v" + RD->getNameAsString() + "\n" + Base;
          if (ReportedParameters.insert({P->getLocation().getRawEncoding(), Key}).second)
            report(DE, P->getLocation(), Diag::FreeFunctionVirtualBase) << RD->getName() << Base;
          continue;
        }
        bool Forward = Problem.kind == KernelParamProblemKind::NotForwardDeclarable;
        std::string Key = (Forward ? "f" : "t") + P->getType().getCanonicalType().getAsString();
        if (!ReportedParameters.insert({P->getLocation().getRawEncoding(), Key}).second)
          continue;
        report(DE, P->getLocation(), Diag::FreeFunctionParameterType) << P->getType();
        if (Forward)
          report(DE, P->getLocation(), Diag::FreeFunctionParameterNotForwardDeclarable) << P->getType();
      }
    };
    llvm::DenseMap<const Decl *, const FunctionDecl *> LateProperties =
        lateKernelProperties(St.DirectIr);
    auto checkSignature = [&](FunctionDecl *FD, const FunctionDecl *Key) {
      DiagnosticsEngine &DE = CI.getDiagnostics();
      unsigned ErrorsBefore = DE.getNumErrors();
      SourceLocation Loc = FD->getLocation();
      if (const FunctionDecl *Late = LateProperties.lookup(Key)) {
        report(DE, Late->getLocation(), Diag::FreeFunctionFirstDeclaration);
        report(DE, Late->getFirstDecl()->getLocation(), Diag::PreviousDeclaration);
      }
      if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
        report(DE, Loc, MD->isStatic() ? Diag::FreeFunctionStaticMethod
                                       : Diag::FreeFunctionMethod);
      if (FD->isVariadic())
        report(DE, Loc, Diag::FreeFunctionVariadic);
      QualType Ret = FD->getReturnType();
      if (!Ret->isVoidType() && !Ret->isUndeducedType())
        report(DE, Loc, Diag::FreeFunctionReturnType);
      bool DefaultArgument = false;
      for (const FunctionDecl *R : FD->redecls())
        for (const ParmVarDecl *P : R->parameters())
          DefaultArgument |= P->hasDefaultArg();
      if (DefaultArgument)
        report(DE, Loc, Diag::FreeFunctionDefaultArgument);
      if (DE.getNumErrors() != ErrorsBefore)
        ReportedKernels.insert(Key);
    };
    auto checkFreeFunctionKernel = [&](FunctionDecl *FD, const rust::Vec<Bytes> &Names) {
      if (!CI.getLangOpts().SYCLIsDevice || !has_free_function_kernel_property(Names))
        return;
      // Emitted even when nothing references it (inline, static, in an
      // anonymous namespace, constexpr): a kernel is an entry point.
      FreeFunctionKernels.push_back(FD);
      const FunctionDecl *Key = FD->getTemplateInstantiationPattern();
      Key = (Key ? Key : FD)->getCanonicalDecl();
      // The signature's errors first, then the parameters' (in DPC++'s
      // order of checks).
      if (!ReportedKernels.count(Key))
        checkSignature(FD, Key);
      checkParameterTypes(FD);
    };
    auto addIrAttributes = [&](FunctionDecl *FD, const rust::Vec<Bytes> &Names,
                               const rust::Vec<Bytes> &Values) {
      if (Names.empty())
        return;
      checkFreeFunctionKernel(FD, Names);
      for (const std::string &Name : namesOf(FD))
        facts_add_ir_attributes(bytesOf(Name), Names, Values);
      // What the kernels.hpp sycl-clang writes needs to know of a
      // free-function kernel and cannot read from its symbol name: which
      // of its namespaces are inline (the header must declare them so),
      // and whether the name is an asm label (then it is no C++ name).
      if (CI.getLangOpts().SYCLIsDevice && has_free_function_kernel_property(Names)) {
        rust::Vec<Bytes> HeaderNames, HeaderValues;
        if (FD->hasAttr<AsmLabelAttr>()) {
          HeaderNames.push_back(toBytes(toStringRef(asm_label_attribute())));
          HeaderValues.push_back(toBytes("true"));
        }
        llvm::SmallVector<const NamespaceDecl *, 4> Namespaces;
        for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
          if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
            Namespaces.push_back(NS);
        std::string Positions;
        for (size_t I = 0; I < Namespaces.size(); ++I)
          if (Namespaces[Namespaces.size() - 1 - I]->isInline())
            Positions += (Positions.empty() ? "" : ",") + std::to_string(I);
        if (!Positions.empty()) {
          HeaderNames.push_back(toBytes(toStringRef(inline_namespaces_attribute())));
          HeaderValues.push_back(toBytes(Positions));
        }
        if (!HeaderNames.empty())
          for (const std::string &Name : namesOf(FD))
            facts_add_ir_attributes(bytesOf(Name), HeaderNames, HeaderValues);
      }
    };
    facts_set_sycl_device(CI.getLangOpts().SYCLIsDevice);
    // Classes and aliases of classes: one marker per distinct class.
    llvm::MapVector<CXXRecordDecl *, std::vector<int64_t>> Decorated;
    auto addRecord = [&](const CXXRecordDecl *RD, const std::vector<int64_t> &Values) {
      if (!RD || !RD->hasDefinition() || RD->isInvalidDecl())
        return;
      auto &List = Decorated[RD->getDefinition()];
      List.insert(List.end(), Values.begin(), Values.end());
    };

    // Attributes evaluated when parsed: Rust applies DPC++'s redeclaration
    // rules (redeclarations::resolve_direct) and says what to record and
    // what to report.
    auto apply = [&](const DirectAttribute &DA) {
      if (const auto *FD = dyn_cast<FunctionDecl>(DA.D)) {
        if (!FD->isDeleted())
          addFunction(const_cast<FunctionDecl *>(FD), DA.Annotation, DA.Values);
      } else if (const auto *RD = dyn_cast<CXXRecordDecl>(DA.D)) {
        addRecord(RD, DA.Values);
      } else if (const auto *TND = dyn_cast<TypedefNameDecl>(DA.D)) {
        QualType T = TND->getUnderlyingType();
        if (!T->isDependentType())
          addRecord(T->getAsCXXRecordDecl(), DA.Values);
      }
    };
    rust::Vec<DirectAttr> DirectFacts;
    for (const DirectAttribute &DA : St.Direct) {
      DirectAttr Fact;
      Fact.declaration = reinterpret_cast<size_t>(DA.D->getCanonicalDecl());
      Fact.attribute = annotationKind(DA.Annotation);
      for (int64_t V : DA.Values)
        Fact.values.push_back(V);
      Fact.invalid = DA.D->isInvalidDecl();
      DirectFacts.push_back(std::move(Fact));
    }
    for (const DirectStep &Step : resolve_direct_attributes(DirectFacts)) {
      if (Step.entry >= St.Direct.size() || Step.previous >= St.Direct.size())
        continue;
      const DirectAttribute &DA = St.Direct[Step.entry];
      if (Step.apply)
        apply(DA);
      else if (Step.diag == Diag::AlreadyApplied)
        reportRedeclaredList(DA.Annotation, DA.Loc, St.Direct[Step.previous].Loc);
      else
        reportConflict(Step.diag, sizeAttributeName(DA.Annotation), DA.Loc,
                       St.Direct[Step.previous].Loc);
    }

    reportIrAttributeConflicts(St.DirectIr, St.DependentIr);
    for (const DirectIrAttributes &DI : St.DirectIr)
      if (!DI.Templated && !DI.D->isInvalidDecl() && !DI.D->isDeleted())
        addIrAttributes(const_cast<FunctionDecl *>(DI.D), DI.Names, DI.Values);

    std::vector<FunctionDecl *> KernelWrappers = kernelWrapperInstantiations(Ctx);
    llvm::DenseSet<const FunctionDecl *> KernelWrapperSet(KernelWrappers.begin(),
                                                          KernelWrappers.end());
    // With an integration header to write (sycl-clang -fsycl), each
    // launch becomes a kernel of its own (kernel_launches.cpp) and the
    // wrapper an ordinary function it calls; else the wrapper stands for
    // the kernel as an entry point.
    bool Outline = CI.getLangOpts().SYCLIsDevice && outline_kernels() && !InjectingMarker;
    for (FunctionDecl *FD : KernelWrappers)
      if (isConcrete(FD) && FD->isDefined()) {
        if (Outline && FD->isUsed() && !LaunchesPublished.contains(FD)) {
          LaunchesPublished.insert(FD);
          publishKernelLaunch(Ctx, CI.getSema(), *MC, FD, kernelCallOperators(FD), LaunchInits);
        } else if (!Outline) {
          addFunction(FD, SyclExternalAnnotation, {});
        }
        std::optional<std::string> Tag = tagOf(FD);
        if (Tag)
          facts_add_kernel(bytesOf(*Tag));
        for (const std::string &Name : mangledNames(*MC, FD))
          if (!Tag || !nameDependsOnMangleOrder(FD, Name))
            facts_add_kernel(bytesOf(Name));
      }

    // Attributes carried through templates as annotations.
    if (St.SawTemplatedAttribute) {
      llvm::DenseSet<const Decl *> Targets = St.walkTargets();
      Collector C(Ctx.getSourceManager(), Targets);
      C.TraverseDecl(Ctx.getTranslationUnitDecl());
      for (CXXRecordDecl *Closure : St.ConcreteClosures)
        C.visitClosure(Closure);
      // Once per written annotation: a template's instantiations carry
      // copies at the same location.
      llvm::DenseSet<SourceLocation> Reported;
      for (const AnnotateAttr *A : C.UserAnnotations)
        if (Reported.insert(A->getLocation()).second)
          report(CI.getDiagnostics(), A->getLocation(), Diag::ReservedAnnotation)
              << A->getAnnotation();
      bool AnyFunctionAnnotation = false;
      for (FunctionDecl *FD : C.Functions) {
        AnyFunctionAnnotation = true;
        if (!isConcrete(FD) || !mayBeEmitted(FD))
          continue;
        for (const char *Marker : {SyclExternalAnnotation, ExplicitSimdAnnotation})
          if (llvm::any_of(FD->specific_attrs<AnnotateAttr>(), [Marker](const AnnotateAttr *A) {
                return isPluginAnnotation(A, Marker);
              }))
            addFunction(FD, Marker, {});
        for (const char *List : {DeviceHasAnnotation, UsesAspectsAnnotation}) {
          // A kept list (FunctionTemplateList) applies when it is the
          // nearest list from the declaration FD's attributes come from;
          // else the annotation FD carries (an earlier declaration's
          // annotation can also be copied into a later declaration whose
          // list is kept, and from there into FD: the kept list wins, as
          // the later declaration's own annotation did).
          const FunctionDecl *On = nullptr;
          bool Inherited = false;
          if (const FunctionTemplateList *Listed = functionTemplateList(FD, List, &On, &Inherited)) {
            if (auto Values = evaluateListed(FD, List, Listed, On, Inherited))
              addFunction(FD, List, *Values);
          } else if (chooseAnnotation(FD, List)) {
            if (auto Values = evaluate(FD, List))
              addFunction(FD, List, *Values);
          }
        }
        for (const char *Size : {ReqdWorkGroupSizeAnnotation, ReqdSubGroupSizeAnnotation})
          if (auto Sizes = evaluateSizes(FD, Size))
            addFunction(FD, Size, *Sizes);
        for (const auto *A : FD->specific_attrs<AnnotateAttr>()) {
          if (!isPluginAnnotation(A, IrAttributesAnnotation))
            continue;
          IrAttrPairs Pairs;
          if (evaluateIrAttributes(FD, A, Pairs)) {
            if (KernelWrapperSet.contains(FD))
              ignoreConflictingKernelProperties(FD, Pairs);
            addIrAttributes(FD, Pairs.names, Pairs.values);
          }
        }
      }
      if (AnyFunctionAnnotation)
        facts_note_annotations();
      // Everything is evaluated: spare codegen the annotations of functions
      // it has not emitted yet (lowering removes those already emitted).
      for (FunctionDecl *FD : C.Functions)
        dropOurAnnotations(FD);
      for (CXXRecordDecl *RD : C.Records) {
        if (RD->isInvalidDecl() || RD->isDependentContext() ||
            !RD->isThisDeclarationADefinition())
          continue;
        // An annotation the specialization carries (from a later
        // declaration of the template) wins over the template's list.
        if (chooseAnnotation(RD, UsesAspectsAnnotation)) {
          if (auto Aspects = evaluate(RD, UsesAspectsAnnotation))
            addRecord(RD, *Aspects);
        } else if (const ClassTemplateList *Listed = classTemplateList(RD)) {
          addRecord(RD, Listed->Values);
        }
      }
      for (TypedefNameDecl *TND : C.Aliases) {
        QualType T = TND->getUnderlyingType();
        if (TND->isInvalidDecl() || T->isDependentType())
          continue;
        if (auto Aspects = evaluate(TND, UsesAspectsAnnotation))
          addRecord(T->getAsCXXRecordDecl(), *Aspects);
      }
      // Codegen asks classes for their attributes again and again: a class
      // without any is answered from a flag, not a table lookup.
      for (CXXRecordDecl *RD : C.Records)
        dropOurAnnotations(RD);
      for (TypedefNameDecl *TND : C.Aliases)
        dropOurAnnotations(TND);
    }
    if (CI.getDiagnostics().hasErrorOccurred())
      return;
    // Codegen has not emitted these definitions yet (internal functions
    // are emitted at the end of the TU, when used): it will list each in
    // @llvm.global.annotations with its tag.
    for (auto &[Def, Tag] : NewTags) {
      Def->addAttr(AnnotateAttr::CreateImplicit(Ctx, Tag, nullptr, 0));
      compat::announceLateAnnotation(CI.getASTConsumer(), Def);
    }
    // Tags attached earlier (tagIfEmittedNow) are in the IR too.
    if (!St.TaggedFunctions.empty())
      facts_note_annotations();
    // An object or assembly file compiled with -disable-llvm-passes is
    // never lowered (no instrumented pass runs before codegen), so nothing
    // would delete the marker: it would stay in the object as a local
    // symbol. Without it the output is what clang gives without the plugin.
    frontend::ActionKind Output = CI.getFrontendOpts().ProgramAction;
    if (CI.getCodeGenOpts().DisableLLVMPasses &&
        (Output == frontend::EmitObj || Output == frontend::EmitAssembly))
      Decorated.clear();
    if (!Decorated.empty())
      addHoldersOfElidedSubobjects(Ctx, Decorated);
    if (!Decorated.empty()) {
      std::vector<CXXRecordDecl *> Classes;
      for (auto &Entry : Decorated) {
        Classes.push_back(Entry.first);
        facts_add_marked_type(rust::Slice<const int64_t>(Entry.second.data(),
                                                         Entry.second.size()));
      }
      facts_set_type_marker_global(bytesOf(injectMarker(Classes)));
    }
    writeIntegrationHeader();
    facts_publish();
  }

  /// The integration header, when `int-header=` asks for one (it holds the
  /// launches published so far); a failure is an error.
  void writeIntegrationHeader() {
    rust::String HeaderError = facts_write_integration_header();
    if (!HeaderError.empty()) {
      DiagnosticsEngine &DE = CI.getDiagnostics();
      DE.Report(DE.getCustomDiagID(DiagnosticsEngine::Error, "%0")) << std::string(HeaderError);
    }
  }
};

void libraryAnchor() {}

/// Whether the LLVM/Clang the plugin was loaded into is built with
/// assertions: LLVM registers its `-debug` option only then (NDEBUG not
/// defined; Debian's packages are built without). The environment variable
/// SYCL_ASPECTS_ASSUME_ASSERTIONS=1 makes the plugin behave as on such a
/// build (tests of the fallback).
bool clangHasAssertions() {
  static const bool Has = [] {
    if (const char *Assume = std::getenv("SYCL_ASPECTS_ASSUME_ASSERTIONS"))
      if (llvm::StringRef(Assume) == "1")
        return true;
    return llvm::cl::getRegisteredOptions().count("debug") != 0;
  }();
  return Has;
}

} // namespace

bool nameDependsOnMangleOrder(const FunctionDecl *FD, llvm::StringRef OwnName) {
  if (FD->isExternallyVisible())
    return false;
  // `$_N`: unnamed classes and lambdas without a mangling number, also
  // as template arguments or parameter types; blocks are numbered too.
  if (OwnName.contains("$_") || OwnName.contains("_block_invoke"))
    return true;
  // Discriminators of internal local entities: a local class is numbered
  // among its namesakes in the order a mangle context meets them. A lambda
  // is not: Sema numbered it when it was parsed (its mangling number), so
  // the call operator of a kernel lambda in a plain function has a stable
  // name, found through its enclosing lambdas and functions. Outermost
  // first: a class is local when a function encloses it.
  llvm::SmallVector<const DeclContext *, 8> Contexts;
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
    Contexts.push_back(DC);
  bool InFunction = false;
  for (const DeclContext *DC : llvm::reverse(Contexts)) {
    if (isa<BlockDecl>(DC) || isa<CapturedDecl>(DC))
      return true;
    if (DC->isFunctionOrMethod()) {
      InFunction = true;
      continue;
    }
    if (!InFunction)
      continue;
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    // A lambda mangled after the declaration it initializes (a local
    // static, a default argument) is named through that declaration,
    // which a local one makes order-dependent again.
    if (!RD || !RD->isLambda() || RD->getLambdaManglingNumber() == 0 ||
        RD->getLambdaContextDecl())
      return true;
  }
  return false;
}

/// For LLVM IR input clang runs no AST action: the plugin's arguments are
/// never read and the propagation pass is never added, so the plugin would
/// do nothing without a word. Clang asks every loaded plugin for its action
/// type before choosing the action, for every input kind, which is the only
/// hook a plugin gets there; the command line (the driver's with the
/// integrated cc1, else cc1's) says whether the input is IR. Warned once per
/// process.
void warnIfIrInput() {
  static bool Checked = false;
  if (Checked)
    return;
  Checked = true;
  auto Buffer = llvm::MemoryBuffer::getFileAsStream("/proc/self/cmdline");
  if (!Buffer)
    return;
  // Bytes: arguments (-DNAME=\xe4, a Latin-1 file name) need not be UTF-8.
  rust::Vec<Bytes> Args;
  llvm::SmallVector<llvm::StringRef, 32> Parts;
  (*Buffer)->getBuffer().split(Parts, '\0', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts)
    Args.push_back(toBytes(Part));
  if (command_line_has_ir_input(Args))
    llvm::errs() << "warning: sycl_aspects plugin: the input is LLVM IR, for "
                    "which clang runs no plugin action: the plugin's "
                    "arguments are ignored and sycl-propagate-aspects-usage "
                    "does not run; use 'opt -load-pass-plugin=<libsycl_aspects.so> "
                    "-passes=sycl-propagate-aspects-usage<...>' on IR\n";
}

namespace {

class Action : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    PluginState &St = state();
    St.Active = true;
    St.Diags = &CI.getDiagnostics();
    St.SourceMgr = &CI.getSourceManager();
    // The pass asks the AST for source locations when the IR has none
    // (no -g): keep the AST until the backend is done (the driver passes
    // -clear-ast-before-backend, which frees it first).
    CI.getCodeGenOpts().ClearASTBeforeBackend = false;
    Preprocessor &PP = CI.getPreprocessor();
    for (const char *Name : AttributeNamesWithArguments)
      St.addAttributeName(PP.getIdentifierInfo(Name));
    PP.setTokenWatcher([&St](const Token &T) { St.watch(T); });
    // Lets the headers write their internal attributes only when we are
    // here to understand them.
    // Also the any_device_has / all_devices_have macros of the targets.
    PP.setPredefines(PP.getPredefines() + std::string(plugin_predefines()));
    // Preprocessed input: made with the plugin loaded (its marker), or
    // without it (a warning); preprocess.cpp.
    const auto &Inputs = CI.getFrontendOpts().Inputs;
    watchPreprocessing(CI, !Inputs.empty() && Inputs[0].getKind().isPreprocessed());

    DiagnosticsEngine &DE = CI.getDiagnostics();
    if (DE.getClient()) {
      std::unique_ptr<DiagnosticConsumer> Owned = DE.takeClient();
      DiagnosticConsumer *Inner = Owned ? Owned.get() : DE.getClient();
      DE.setClient(new AttributePositionFilter(Inner, std::move(Owned)),
                   /*ShouldOwnClient=*/true);
      // The attributes after a lambda's parameter list: clang's error there
      // becomes a remark the filter takes. DiagnosticsEngine::setSeverity
      // asserts that no error is remapped, so not on a clang built with
      // assertions (the error then stays, with our text).
      St.TypePositionEnabled = !clangHasAssertions();
      for (const char *Name : TypePositionAttributeNames)
        St.TypePositionNames.push_back(PP.getIdentifierInfo(Name));
    }

    // Make clang load this very library as its LLVM pass plugin.
    Dl_info Info;
    if (dladdr(reinterpret_cast<void *>(&libraryAnchor), &Info) && Info.dli_fname) {
      auto &Plugins = CI.getCodeGenOpts().PassPlugins;
      if (std::find(Plugins.begin(), Plugins.end(), Info.dli_fname) ==
          Plugins.end())
        Plugins.push_back(Info.dli_fname);
    }
    return std::make_unique<Consumer>(CI);
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    rust::Vec<Bytes> RustArgs;
    for (const std::string &A : Args)
      RustArgs.push_back(toBytes(A));
    PluginArgsResult Result = set_plugin_args(RustArgs);
    // Device configuration diagnostics come rendered (file:line:col, the
    // source line and a caret), like clang's own.
    for (const rust::String *Rendered : {&Result.rendered_warnings, &Result.rendered_errors})
      if (!Rendered->empty())
        llvm::errs() << std::string(*Rendered) << "\n";
    DiagnosticsEngine &DE = CI.getDiagnostics();
    unsigned ID = DE.getCustomDiagID(DiagnosticsEngine::Error, "sycl_aspects plugin: %0");
    if (!Result.rendered_errors.empty())
      DE.Report(ID) << "invalid device configuration file (errors above)";
    if (!Result.error.empty())
      DE.Report(ID) << std::string(Result.error);
    // Returning false would drop the action but keep our attributes
    // registered, so every attribute would then be misread: report the
    // errors (clang fails the compilation) and keep going.
    return true;
  }

  ActionType getActionType() override {
    warnIfIrInput();
    return AddBeforeMainAction;
  }
};

} // namespace
} // namespace sycl_aspects

static clang::FrontendPluginRegistry::Add<sycl_aspects::Action>
    RegisterAction("sycl_aspects",
                   "SYCL optional kernel features: aspect attributes to IR metadata");
