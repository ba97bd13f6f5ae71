// Registration and handling of the SYCL aspect attributes.
//
// Clang 16 drops the arguments of C++11-spelled plugin attributes, so the
// token watcher (PluginState::onToken) captures the tokens after each of our
// attribute names; the handlers ask Rust what they mean and rebuild the named
// arguments with Sema, then attach an AnnotateAttr holding the expressions so
// clang instantiates them with templates. The end-of-TU consumer (action.cpp)
// evaluates them.

#include "state.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Parse/Parser.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/Lookup.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace sycl_aspects {

llvm::DenseSet<const Decl *> PluginState::walkTargets() const {
  llvm::DenseSet<const Decl *> Targets;
  llvm::DenseSet<const Decl *> Seen;
  llvm::SmallVector<const Decl *, 8> Work(WalkTargetRoots.begin(), WalkTargetRoots.end());
  while (!Work.empty()) {
    const Decl *X = Work.pop_back_val();
    if (!X || isa<TranslationUnitDecl>(X) || !Seen.insert(X).second)
      continue;
    Targets.insert(X->getCanonicalDecl());
    // The walk reaches a template's specializations (those instantiated
    // from a partial specialization too) through the template.
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(X))
      Work.push_back(Spec->getSpecializedTemplate());
    if (const auto *FD = dyn_cast<FunctionDecl>(X))
      Work.push_back(FD->getPrimaryTemplate());
    if (const DeclContext *DC = X->getDeclContext())
      Work.push_back(Decl::castFromDeclContext(DC));
    if (const DeclContext *DC = X->getLexicalDeclContext())
      Work.push_back(Decl::castFromDeclContext(DC));
    // A lambda in a variable's or a member's initializer is reached
    // through that declaration, which is no context of the lambda's.
    if (const auto *RD = dyn_cast<CXXRecordDecl>(X); RD && RD->isLambda())
      Work.push_back(RD->getLambdaContextDecl());
  }
  return Targets;
}

PluginState &state() {
  static PluginState S;
  return S;
}

bool isOurAttributeName(llvm::StringRef Name) {
  return llvm::is_contained(AttributeNamesWithArguments, Name);
}

DiagnosticBuilder report(DiagnosticsEngine &DE, SourceLocation Loc, Diag D) {
  static const DiagnosticIDs::Level Levels[] = {
      DiagnosticIDs::Error, DiagnosticIDs::Warning, DiagnosticIDs::Note};
  uint8_t Severity = diag_severity(D);
  rust::Str Format = diag_format(D);
  unsigned ID = DE.getDiagnosticIDs()->getCustomDiagID(
      Levels[Severity > 2 ? 0 : Severity],
      llvm::StringRef(Format.data(), Format.size()));
  return DE.Report(Loc, ID);
}

bool isAspectEnum(const EnumDecl *ED) {
  if (!ED)
    return false;
  const PluginState &S = state();
  if (S.AspectEnum)
    return ED->getCanonicalDecl() == S.AspectEnum->getCanonicalDecl();
  std::string Name = ED->getQualifiedNameAsString();
  return Name == "sycl::aspect" || Name == "sycl::_V1::aspect";
}

bool PluginState::isAttributeName(const Token &T) const {
  if (!T.is(tok::identifier))
    return false;
  const IdentifierInfo *II = T.getIdentifierInfo();
  return mayBeAttributeName(II) && llvm::is_contained(AttributeNames, II);
}

void PluginState::mapTypePosition(const Token &T) {
  if (!llvm::is_contained(TypePositionNames, T.getIdentifierInfo()))
    return;
  SourceLocation Name = T.getLocation();
  if (Name.isInvalid() || T.getLength() < 2 || !Diags || !SourceMgr ||
      !TypePositionMapped.insert(Name.getRawEncoding()).second)
    return;
  // Clang reports the error at the attribute's scope (`sycl` of
  // `sycl::device_has`), the identifier before the name, when it is spelled
  // in the same file or macro expansion.
  SourceLocation From = Name;
  const IdentifierInfo *Scope = nullptr;
  if (LastIdentifier.isValid() && LastIdentifier != Name) {
    auto [ScopeFile, ScopeOffset] = SourceMgr->getDecomposedLoc(LastIdentifier);
    auto [NameFile, NameOffset] = SourceMgr->getDecomposedLoc(Name);
    if (ScopeFile == NameFile && ScopeOffset < NameOffset) {
      From = LastIdentifier;
      Scope = LastIdentifierInfo;
    }
  }
  // What `#pragma clang diagnostic push`, a severity and `pop` do, from the
  // scope to the last character of the name: only clang's
  // "'device_has' attribute cannot be applied to types" becomes a remark,
  // which the diagnostic filter takes (AttributePositionFilter) and which
  // neither counts as an error nor is promoted by -Werror.
  TypePositionNameAt[From.getRawEncoding()] = {Name, Scope};
  Diags->pushMappings(From);
  Diags->setSeverity(diag::err_attribute_not_type_attr, diag::Severity::Remark, From);
  Diags->popMappings(Name.getLocWithOffset(T.getLength() - 1));
}

void PluginState::onToken(const Token &T) {
  // The common case first: an identifier that passed watch()'s filter.
  if (LLVM_LIKELY(!Capturing && !NamePending)) {
    if (isAttributeName(T)) {
      NamePending = true;
      PendingName = T.getLocation();
      PendingIdentifier = T.getIdentifierInfo()->getName();
      if (TypePositionEnabled)
        mapTypePosition(T);
    }
    LastIdentifier = T.getLocation();
    LastIdentifierInfo = T.getIdentifierInfo();
    return;
  }
  if (Capturing) {
    if (T.getLocation() == CaptureKey) {
      // The parser backtracked and replays the attribute: start over.
      // (Its remark mapping is in place already.)
      Capturing = false;
      NamePending = true;
      PendingName = T.getLocation();
      PendingIdentifier = T.getIdentifierInfo()->getName();
      return;
    }
    if (T.is(tok::eof)) {
      Capturing = false;
      // The real end of the file (the parser's own end markers carry
      // data): the argument list was never closed. Clang skips to the end
      // of the file without a word in this case.
      if (!T.getEofData() && Diags)
        report(*Diags, CaptureKey, Diag::UnterminatedArguments)
            << diagnosticAttributeName(CaptureName);
      return;
    }
    if (T.is(tok::l_paren))
      ++Depth;
    if (T.is(tok::r_paren) && --Depth == 0) {
      Captured[CaptureKey.getRawEncoding()] = std::move(Current);
      Current.clear();
      Capturing = false;
      return;
    }
    Current.push_back(T);
    return;
  }
  if (NamePending) {
    NamePending = false;
    if (T.is(tok::l_paren)) {
      Capturing = true;
      Depth = 1;
      CaptureKey = PendingName;
      CaptureName = PendingIdentifier;
      Current.clear();
      return;
    }
  }
  if (isAttributeName(T)) {
    NamePending = true;
    PendingName = T.getLocation();
    PendingIdentifier = T.getIdentifierInfo()->getName();
    if (TypePositionEnabled)
      mapTypePosition(T);
  }
  if (T.is(tok::identifier)) {
    LastIdentifier = T.getLocation();
    LastIdentifierInfo = T.getIdentifierInfo();
  }
}

const ClassTemplateDecl *listedClassTemplate(const Decl *D) {
  const auto *RD = dyn_cast<CXXRecordDecl>(D);
  if (!RD || isa<ClassTemplatePartialSpecializationDecl>(RD) ||
      !RD->getDeclContext()->isFileContext())
    return nullptr;
  const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate();
  return CTD && !CTD->getPreviousDecl() ? CTD : nullptr;
}

const ClassTemplateList *classTemplateList(const CXXRecordDecl *RD) {
  PluginState &St = state();
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  if (St.ClassTemplateLists.empty() || !Spec ||
      isa<ClassTemplatePartialSpecializationDecl>(Spec) ||
      Spec->getSpecializationKind() == TSK_ExplicitSpecialization ||
      Spec->getSpecializationKind() == TSK_Undeclared)
    return nullptr;
  const ClassTemplateDecl *CTD = Spec->getSpecializedTemplate()->getCanonicalDecl();
  auto It = St.ClassTemplateLists.find(CTD);
  if (It == St.ClassTemplateLists.end())
    return nullptr;
  const CXXRecordDecl *Pattern = Spec->getTemplateInstantiationPattern();
  if (!Pattern || Pattern->getCanonicalDecl() != CTD->getTemplatedDecl()->getCanonicalDecl())
    return nullptr;
  return &It->second;
}

const FunctionTemplateDecl *listedFunctionTemplate(const Decl *D) {
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (!FD || FD->getFriendObjectKind() != Decl::FOK_None ||
      !FD->getDeclContext()->isFileContext() ||
      !FD->getLexicalDeclContext()->isFileContext())
    return nullptr;
  // (Redeclarations are not linked yet when attributes are handled: they
  // are told apart at the end of the TU, in functionTemplateList.)
  const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate();
  if (!FTD || FTD->getTemplateParameters()->getDepth() != 0)
    return nullptr;
  return FTD;
}

bool hasKeptList(const FunctionDecl *D) {
  const PluginState &St = state();
  return St.FunctionTemplateLists.count({D, DeviceHasAnnotation}) ||
         St.FunctionTemplateLists.count({D, UsesAspectsAnnotation});
}

bool keptListBeforeDefinition(const Decl *D) {
  const PluginState &St = state();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
    const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate();
    return CTD && St.ClassTemplateLists.count(CTD->getCanonicalDecl());
  }
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (!FD || St.FunctionTemplateLists.empty())
    return false;
  // Redeclarations may not be linked yet (this runs while D is merged):
  // the function templates of D's name in its context.
  for (const NamedDecl *Found : FD->getDeclContext()->lookup(FD->getDeclName())) {
    const auto *FTD = dyn_cast<FunctionTemplateDecl>(Found);
    if (!FTD)
      continue;
    const FunctionDecl *Definition = nullptr;
    if (!FTD->getTemplatedDecl()->isDefined(Definition) || !Definition)
      continue;
    for (const FunctionDecl *R = Definition; R; R = R->getPreviousDecl())
      if (hasKeptList(R))
        return true;
  }
  return false;
}

bool hasOwnAnnotation(const Decl *D, const char *Annotation) {
  return llvm::any_of(D->specific_attrs<AnnotateAttr>(), [&](const AnnotateAttr *A) {
    return isPluginAnnotation(A, Annotation) && !A->isInherited();
  });
}

const FunctionTemplateList *functionTemplateList(const FunctionDecl *FD,
                                                 const char *Annotation,
                                                 const FunctionDecl **On,
                                                 bool *Inherited) {
  PluginState &St = state();
  if (St.FunctionTemplateLists.empty())
    return nullptr;
  // The declaration FD's attributes come from, then the earlier ones it
  // inherited from.
  const FunctionTemplateDecl *FTD = FD->getPrimaryTemplate();
  if (!FTD || FD->getTemplateSpecializationKind() == TSK_Undeclared)
    return nullptr;
  // An explicit specialization inherits the template's list, as clang
  // inherits the annotation into it, unless it has its own.
  if (FD->getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
    for (const FunctionDecl *R : FD->redecls())
      if (St.DirectIndex.count({R, Annotation}) || hasOwnAnnotation(R, Annotation))
        return nullptr;
  // (An explicit specialization redeclares the specialization deduction
  // made first, whose attributes it inherits: that one's source.)
  const FunctionDecl *Source = FTD->getTemplatedDecl();
  if (const FunctionDecl *Recorded = St.SpecializationSources.lookup(FD))
    Source = Recorded;
  else if (const FunctionDecl *First = St.SpecializationSources.lookup(FD->getFirstDecl()))
    Source = First;
  for (const FunctionDecl *D = Source; D; D = D->getPreviousDecl()) {
    if (hasOwnAnnotation(D, Annotation))
      return nullptr;
    auto It = St.FunctionTemplateLists.find({D, Annotation});
    if (It != St.FunctionTemplateLists.end()) {
      if (On)
        *On = D;
      if (Inherited)
        *Inherited = D != Source;
      return &It->second;
    }
  }
  return nullptr;
}

std::optional<std::vector<int64_t>> functionTemplateListValues(const FunctionTemplateList &List,
                                                               const FunctionDecl *FD) {
  const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs();
  std::vector<int64_t> Values;
  for (const TemplateListArgument &A : List.Arguments) {
    if (A.Param < 0) {
      Values.push_back(A.Value);
      continue;
    }
    if (!Args || unsigned(A.Param) >= Args->size() ||
        Args->get(A.Param).getKind() != TemplateArgument::Integral)
      return std::nullopt;
    Values.push_back(static_cast<int32_t>(Args->get(A.Param).getAsIntegral().getExtValue()));
  }
  return Values;
}

namespace {

/// Attaches one of the plugin's annotations (clang instantiates it with a
/// template) and records where it sits, for AttributePositionFilter.
void addPluginAnnotation(Sema &S, Decl *D, const AttributeCommonInfo &Info,
                         llvm::StringRef Annotation, llvm::MutableArrayRef<Expr *> Exprs) {
  S.AddAnnotationAttr(D, Info, Annotation, Exprs);
  state().AnnotatedAt[Info.getRange().getBegin().getRawEncoding()] = D;
  state().noteWalkTarget(D);
}

/// The arguments of a list on function template FTD as
/// `TemplateListArgument`s: each must be a value (not dependent) or a plain
/// reference to one of FTD's own non-pack parameters of the aspect enum.
std::optional<std::vector<TemplateListArgument>>
templateListArguments(const ASTContext &Ctx, llvm::ArrayRef<Expr *> Exprs,
                      const FunctionTemplateDecl *FTD) {
  std::vector<TemplateListArgument> Out;
  for (const Expr *E : Exprs) {
    if (isa<PackExpansionExpr>(E) || E->containsUnexpandedParameterPack())
      return std::nullopt;
    if (!E->isValueDependent() && !E->isTypeDependent()) {
      Expr::EvalResult R;
      if (!E->EvaluateAsInt(R, Ctx))
        return std::nullopt;
      Out.push_back({-1, static_cast<int32_t>(R.Val.getInt().getExtValue())});
      continue;
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParens());
    const auto *P = DRE ? dyn_cast<NonTypeTemplateParmDecl>(DRE->getDecl()) : nullptr;
    if (!P || P->isParameterPack() || P->getDepth() != 0)
      return std::nullopt;
    const TemplateParameterList *Params = FTD->getTemplateParameters();
    if (P->getIndex() >= Params->size() || Params->getParam(P->getIndex()) != P)
      return std::nullopt;
    const auto *ET = P->getType().getCanonicalType()->getAs<EnumType>();
    if (!ET || !isAspectEnum(ET->getDecl()))
      return std::nullopt;
    Out.push_back({static_cast<int>(P->getIndex()), 0});
  }
  return Out;
}

TokKind kindOf(const Token &T) {
  switch (T.getKind()) {
  case tok::identifier: return TokKind::Identifier;
  case tok::coloncolon: return TokKind::ColonColon;
  case tok::comma: return TokKind::Comma;
  case tok::ellipsis: return TokKind::Ellipsis;
  case tok::l_paren: return TokKind::LParen;
  case tok::r_paren: return TokKind::RParen;
  case tok::numeric_constant: return TokKind::NumericLiteral;
  case tok::plus: return TokKind::Plus;
  case tok::minus: return TokKind::Minus;
  case tok::star: return TokKind::Star;
  case tok::slash: return TokKind::Slash;
  case tok::percent: return TokKind::Percent;
  case tok::lessless: return TokKind::LessLess;
  case tok::greatergreater: return TokKind::GreaterGreater;
  case tok::amp: return TokKind::Amp;
  case tok::pipe: return TokKind::Pipe;
  case tok::caret: return TokKind::Caret;
  case tok::tilde: return TokKind::Tilde;
  case tok::exclaim: return TokKind::Exclaim;
  case tok::period: return TokKind::Period;
  case tok::arrow: return TokKind::Arrow;
  case tok::l_brace: return TokKind::LBrace;
  case tok::r_brace: return TokKind::RBrace;
  default:
    return tok::isStringLiteral(T.getKind()) ? TokKind::StringLiteral
                                             : TokKind::Other;
  }
}

/// The captured argument tokens of attribute A, keyed by the location of its
/// name token (the end of its range: clang parsed no arguments).
const std::vector<Token> *capturedArgs(const ParsedAttr &A) {
  auto &Map = state().Captured;
  auto It = Map.find(A.getRange().getEnd().getRawEncoding());
  return It == Map.end() ? nullptr : &It->second;
}

std::vector<TokKind> kindsOf(const std::vector<Token> &Toks) {
  std::vector<TokKind> Kinds;
  Kinds.reserve(Toks.size());
  for (const Token &T : Toks)
    Kinds.push_back(kindOf(T));
  return Kinds;
}

/// Rebuilds `[::] a::b::name [...]` as an expression in the current scope.
/// Lookup failures are diagnosed by clang itself.
ExprResult buildName(Sema &S, const std::vector<Token> &Toks,
                     const AspectArg &Arg) {
  CXXScopeSpec SS;
  unsigned First = Arg.qualifiers.empty() ? Arg.name : Arg.qualifiers[0];
  if (Arg.global && First > 0)
    SS.MakeGlobal(S.Context, Toks[First - 1].getLocation());
  for (uint32_t Q : Arg.qualifiers) {
    Sema::NestedNameSpecInfo Info(Toks[Q].getIdentifierInfo(),
                                  Toks[Q].getLocation(),
                                  Toks[Q + 1].getLocation());
    if (S.ActOnCXXNestedNameSpecifier(S.getCurScope(), Info,
                                      /*EnteringContext=*/false, SS))
      return ExprError();
  }
  UnqualifiedId Id;
  Id.setIdentifier(Toks[Arg.name].getIdentifierInfo(),
                   Toks[Arg.name].getLocation());
  ExprResult E = S.ActOnIdExpression(S.getCurScope(), SS, SourceLocation(), Id,
                                     /*HasTrailingLParen=*/false,
                                     /*IsAddressOfOperand=*/false);
  // An unknown name is a delayed typo: diagnose it now, not as a
  // dependent argument that fails later.
  if (E.isUsable())
    E = S.CorrectDelayedTyposInExpr(E);
  if (E.isInvalid() || Arg.ellipsis < 0)
    return E;
  return S.ActOnPackExpansion(E.get(), Toks[Arg.ellipsis].getLocation());
}

/// Outcome of parsing captured argument tokens with clang's parser.
struct ClangParsedArgs {
  /// False if clang's parser cannot be used here (then nothing happened).
  bool Available = false;
  /// False if clang diagnosed an argument (syntax, lookup, types).
  bool Ok = true;
  llvm::SmallVector<Expr *, 4> Exprs;
};

/// Parses the captured argument tokens of an attribute as a list of
/// constant expressions (each may end in `...`), with clang's own parser
/// and in the current scope, so any expression clang accepts is accepted:
/// constexpr calls, casts, conditionals, members of traits, templates.
///
/// Clang 16 skips the arguments of plugin attributes written as C++11
/// attributes, and Sema has no parser; but the parser is the
/// preprocessor's code-completion handler. The tokens are re-entered into
/// the preprocessor followed by an end marker and the parser's current
/// token (as clang does for late-parsed default arguments), parsed, and
/// the parser is left on its current token again.
ClangParsedArgs parseWithClang(Sema &S, const std::vector<Token> &Toks) {
  ClangParsedArgs Out;
  Preprocessor &PP = S.getPreprocessor();
  auto *P = dynamic_cast<Parser *>(PP.getCodeCompletionHandler());
  // While the parser is backtracking, tokens entered now would be replayed.
  if (!P || PP.isBacktrackEnabled() || Toks.empty())
    return Out;
  // The parser's current token is consumed once now and again when it
  // comes back: a bracket is first matched by a counterpart of ours, so the
  // parser's bracket counts stay right ('{' then '}', or '}' then '{').
  const Token Current = P->getCurToken();
  if (Current.is(tok::eof))
    return Out;
  Out.Available = true;
  std::vector<Token> Stream;
  static const std::pair<tok::TokenKind, tok::TokenKind> Counterparts[] = {
      {tok::l_paren, tok::r_paren},   {tok::r_paren, tok::l_paren},
      {tok::l_brace, tok::r_brace},   {tok::r_brace, tok::l_brace},
      {tok::l_square, tok::r_square}, {tok::r_square, tok::l_square}};
  for (auto [Kind, Counterpart] : Counterparts) {
    if (Current.isNot(Kind))
      continue;
    Token Match;
    Match.startToken();
    Match.setKind(Counterpart);
    Match.setLocation(Current.getLocation());
    Stream.push_back(Match);
  }
  size_t Skip = Stream.size();
  Stream.insert(Stream.end(), Toks.begin(), Toks.end());
  Token End;
  End.startToken();
  End.setKind(tok::eof);
  End.setLocation(Toks.back().getLocation());
  End.setEofData(&Toks);
  Stream.push_back(End);
  Stream.push_back(Current);
  auto isEnd = [&](const Token &T) {
    return T.is(tok::eof) && T.getEofData() == &Toks;
  };
  PP.EnterTokenStream(Stream, /*DisableMacroExpansion=*/true, /*IsReinject=*/true);
  // Step onto the first argument token (past our closing bracket, if any);
  // the current token comes back after the marker.
  P->ConsumeAnyToken();
  for (size_t I = 0; I < Skip; ++I)
    P->ConsumeAnyToken();
  while (true) {
    ExprResult E;
    {
      EnterExpressionEvaluationContext Constant(
          S, Sema::ExpressionEvaluationContext::ConstantEvaluated);
      E = P->ParseAssignmentExpression();
      if (E.isUsable())
        E = S.CorrectDelayedTyposInExpr(E);
      if (E.isUsable() && P->getCurToken().is(tok::ellipsis))
        E = S.ActOnPackExpansion(E.get(), P->ConsumeToken());
    }
    if (E.isUsable())
      Out.Exprs.push_back(E.get());
    else
      Out.Ok = false;
    if (P->getCurToken().is(tok::comma) && !isEnd(P->getCurToken())) {
      P->ConsumeToken();
      continue;
    }
    break;
  }
  if (!isEnd(P->getCurToken())) {
    if (Out.Ok)
      S.Diag(P->getCurToken().getLocation(), diag::err_expected) << tok::comma;
    Out.Ok = false;
    // Stops at the marker: a real end of file cannot come first, the
    // marker and the parser's token are queued before anything the lexer
    // would read.
    P->SkipUntil(tok::eof, Parser::StopBeforeMatch);
  }
  if (isEnd(P->getCurToken()))
    P->ConsumeToken();
  return Out;
}

/// Whether E converts explicitly to a type that depends on a template
/// parameter: `Ty{}`, `Ty(v)`, `(Ty)v`, `static_cast<Ty>(v)`.
bool isDependentConversion(const Expr *E) {
  E = E->IgnoreParens();
  return isa<CXXUnresolvedConstructExpr>(E) || isa<ExplicitCastExpr>(E) ||
         isa<InitListExpr>(E) || isa<CXXConstructExpr>(E);
}

/// Whether an attribute argument is a value of the aspect enum where it is
/// written. The check is by type, also in a template: an argument whose
/// type is another enum is wrong whatever its value (`template <other V>
/// [[sycl::device_has(V)]]`), as in DPC++. An argument whose type only
/// instantiation tells (`needs<T>::value`, `T::value`, a call of a
/// function template) is checked per instantiation, like its value
/// (docs/design-choices.md: DPC++'s code rejects every type-dependent
/// argument at the definition; its tests pin only the explicit conversion
/// `Ty{}`, which stays an error here). A pack expansion of device_has
/// (`PackWaits`) waits for instantiation, one of __uses_aspects__ is
/// checked by its pattern at once, as in DPC++.
bool isValidAspectArgument(const ASTContext &Ctx, const Expr *E, bool PackWaits) {
  bool Pack = isa<PackExpansionExpr>(E) || E->containsUnexpandedParameterPack();
  if (PackWaits && Pack)
    return true;
  if (!Pack && E->isTypeDependent() && !isDependentConversion(E))
    return true;
  const auto *ET = E->getType().getCanonicalType()->getAs<EnumType>();
  if (!ET || !isAspectEnum(ET->getDecl()))
    return false;
  if (E->isValueDependent() || E->containsUnexpandedParameterPack())
    return true;
  Expr::EvalResult R;
  return E->EvaluateAsInt(R, Ctx);
}

/// The enumerator an aspect argument names, if it is a plain reference to
/// an enumerator of the aspect enum.
const EnumConstantDecl *aspectEnumerator(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *ECD = DRE ? dyn_cast<EnumConstantDecl>(DRE->getDecl()) : nullptr;
  if (!ECD || !isAspectEnum(dyn_cast<EnumDecl>(ECD->getDeclContext())))
    return nullptr;
  return ECD;
}

/// A ResolvedArguments key, built without a heap allocation for the usual
/// short lists.
using ArgumentsKey = llvm::SmallString<128>;

/// Key of an argument list in PluginState::ResolvedArguments: the
/// declaration context (where the names are looked up) and each token's
/// kind and identifier. Empty if a token is not part of a name.
ArgumentsKey resolvedArgumentsKey(const DeclContext *DC,
                                  const std::vector<Token> &Toks) {
  ArgumentsKey Key;
  Key.append(reinterpret_cast<const char *>(&DC), reinterpret_cast<const char *>(&DC) + sizeof DC);
  for (const Token &T : Toks) {
    const IdentifierInfo *II = T.is(tok::identifier) ? T.getIdentifierInfo() : nullptr;
    if (!II && !T.isOneOf(tok::coloncolon, tok::comma))
      return ArgumentsKey();
    Key.push_back(static_cast<char>(T.getKind()));
    Key.append(reinterpret_cast<const char *>(&II), reinterpret_cast<const char *>(&II) + sizeof II);
  }
  return Key;
}

/// What the first identifier of an argument's name finds from here: an
/// unqualified lookup (a qualified one in the global namespace after a
/// leading `::`), as a nested-name qualifier if `Qualifier`. Null if not a
/// single declaration.
const NamedDecl *lookupFirstName(Sema &S, const Token &T, bool Global,
                                 bool Qualifier) {
  LookupResult R(S, DeclarationNameInfo(T.getIdentifierInfo(), T.getLocation()),
                 Qualifier ? Sema::LookupNestedNameSpecifierName
                           : Sema::LookupOrdinaryName);
  R.suppressDiagnostics();
  bool Found = Global ? S.LookupQualifiedName(R, S.Context.getTranslationUnitDecl())
                      : S.LookupName(R, S.getCurScope());
  if (!Found || !R.isSingleResult())
    return nullptr;
  return cast<NamedDecl>(R.getFoundDecl()->getUnderlyingDecl()->getCanonicalDecl());
}

const NamedDecl *lookupFirstName(Sema &S, const std::vector<Token> &Toks,
                                 const ResolvedArgument &Arg) {
  return lookupFirstName(S, Toks[Arg.FirstToken], Arg.Global, Arg.Qualified);
}

/// Handles device_has and uses_aspects on D: arguments, duplicates, and the
/// carrier AnnotateAttr.
void attachAspectList(Sema &S, Decl *D, const ParsedAttr &A,
                      const char *Annotation) {
  PluginState &St = state();
  St.SawAttribute = true;
  St.SawAspectList = true;
  DiagnosticsEngine &DE = S.getDiagnostics();
  std::string AttrName = diagnosticAttributeName(A);

  if (auto It = St.DirectIndex.find({D, Annotation}); It != St.DirectIndex.end()) {
    report(DE, A.getLoc(), Diag::AlreadyApplied) << AttrName;
    report(DE, It->second, Diag::PreviousAttribute);
    return;
  }
  for (const auto *Existing : D->specific_attrs<AnnotateAttr>()) {
    if (isPluginAnnotation(Existing, Annotation) && !Existing->isInherited()) {
      report(DE, A.getLoc(), Diag::AlreadyApplied) << AttrName;
      report(DE, Existing->getLocation(), Diag::PreviousAttribute);
      return;
    }
  }

  static const std::vector<Token> NoTokens;
  const std::vector<Token> *Toks = capturedArgs(A);
  if (!Toks)
    Toks = &NoTokens;
  // Outside templates, the same argument tokens in the same context name the
  // same enumerators (there is only one aspect enum) as long as the first
  // identifier of each name still finds the same declaration (a using
  // directive in a block, or a later declaration, can change that): then
  // reuse what Sema found the first time instead of rebuilding every
  // argument.
  ArgumentsKey Key;
  // A list on a primary class template that does not depend on it is
  // evaluated now, as outside templates (see ClassTemplateList).
  const ClassTemplateDecl *ListedTemplate =
      Annotation == UsesAspectsAnnotation ? listedClassTemplate(D) : nullptr;
  // Likewise a list on a function template whose arguments are aspects or
  // the template's own aspect parameters.
  const FunctionTemplateDecl *ListedFunction = listedFunctionTemplate(D);
  auto recordFunctionTemplate = [&](std::vector<TemplateListArgument> Arguments) {
    St.DirectIndex[{D, Annotation}] = A.getLoc();
    St.FunctionTemplateLists[{cast<FunctionDecl>(D), Annotation}] = {std::move(Arguments), A.getLoc()};
    St.noteWalkTarget(D);
    St.SawTemplatedAttribute = true; // the end-of-TU walk finds its specializations
  };
  auto record = [&](std::vector<int64_t> Values) {
    if (ListedFunction) {
      std::vector<TemplateListArgument> Arguments;
      for (int64_t V : Values)
        Arguments.push_back({-1, static_cast<int32_t>(V)}); // an aspect
      recordFunctionTemplate(std::move(Arguments));
    } else if (ListedTemplate) {
      St.DirectIndex[{D, Annotation}] = A.getLoc();
      St.ClassTemplateLists[ListedTemplate] = {std::move(Values), A.getLoc()};
      St.noteWalkTarget(ListedTemplate->getTemplatedDecl());
      St.SawTemplatedAttribute = true; // the end-of-TU walk finds its specializations
    } else {
      St.recordDirect(D, Annotation, std::move(Values), A.getLoc());
    }
  };
  ListFacts Facts{};
  Facts.templated = D->isTemplated();
  Facts.class_template = ListedTemplate != nullptr;
  Facts.function_template = ListedFunction != nullptr;
  if (aspect_list_evaluated_when_parsed(Facts)) {
    Key = resolvedArgumentsKey(S.CurContext, *Toks);
    auto Hit = Key.empty() ? St.ResolvedArguments.end() : St.ResolvedArguments.find(Key);
    // Arguments whose names start alike (`sycl::aspect::fp16,
    // sycl::aspect::fp64`) look their first identifier up once.
    llvm::SmallVector<std::pair<const ResolvedArgument *, const NamedDecl *>, 4> Looked;
    auto stillFinds = [&](const ResolvedArgument &Arg) {
      const IdentifierInfo *First = (*Toks)[Arg.FirstToken].getIdentifierInfo();
      for (const auto &[Earlier, Found] : Looked)
        if (Earlier->Global == Arg.Global && Earlier->Qualified == Arg.Qualified &&
            (*Toks)[Earlier->FirstToken].getIdentifierInfo() == First)
          return Found == Arg.FirstDecl;
      const NamedDecl *Found = lookupFirstName(S, *Toks, Arg);
      Looked.push_back({&Arg, Found});
      return Found == Arg.FirstDecl;
    };
    if (Hit != St.ResolvedArguments.end() && llvm::all_of(Hit->second, stillFinds)) {
      std::vector<int64_t> Values;
      for (const ResolvedArgument &Arg : Hit->second) {
        S.DiagnoseUseOfDecl(const_cast<EnumConstantDecl *>(Arg.Enumerator),
                            (*Toks)[Arg.NameToken].getLocation());
        Values.push_back(static_cast<int32_t>(Arg.Enumerator->getInitVal().getExtValue()));
      }
      record(std::move(Values));
      return;
    }
  }

  // DPC++ checks the type of a device_has pack expansion only once it is
  // expanded, that of a __uses_aspects__ one (its pattern's) at once.
  bool PackWaits = Annotation == DeviceHasAnnotation;
  std::vector<TokKind> Kinds = kindsOf(*Toks);
  rust::Vec<AspectArg> Args =
      parse_aspect_args(rust::Slice<const TokKind>(Kinds.data(), Kinds.size()));

  llvm::SmallVector<Expr *, 4> Exprs;
  // Arguments that are expressions, but not of the aspect enum.
  llvm::SmallVector<Expr *, 2> WrongType;
  std::vector<ResolvedArgument> Enumerators;
  bool Ok = true;
  // Names are rebuilt directly (the common case, and cacheable); any
  // other expression goes to clang's parser.
  bool AllNames = llvm::all_of(Args, [](const AspectArg &Arg) { return Arg.is_name; });
  ClangParsedArgs Parsed;
  if (!AllNames)
    Parsed = parseWithClang(S, *Toks);
  size_t ArgumentCount = Args.size();
  if (Parsed.Available) {
    ArgumentCount = Parsed.Ok ? Parsed.Exprs.size() : SIZE_MAX;
    Key.clear(); // not a list of names: never cached
    Ok = Parsed.Ok;
    for (Expr *E : Parsed.Exprs) {
      if (!isValidAspectArgument(S.Context, E, PackWaits)) {
        report(DE, E->getExprLoc(), Diag::InvalidAspectArgument) << AttrName;
        Ok = false;
        WrongType.push_back(E);
        continue;
      }
      Exprs.push_back(E);
    }
    Args.clear();
  }
  for (const AspectArg &Arg : Args) {
    if (!Arg.is_name) {
      SourceLocation Loc = Arg.at < Toks->size() ? (*Toks)[Arg.at].getLocation()
                                                  : A.getLoc();
      report(DE, Loc, Diag::InvalidAspectArgument) << AttrName;
      Ok = false;
      continue;
    }
    ExprResult E = buildName(S, *Toks, Arg);
    if (E.isInvalid()) {
      Ok = false;
      continue;
    }
    if (!isValidAspectArgument(S.Context, E.get(), PackWaits)) {
      report(DE, E.get()->getExprLoc(), Diag::InvalidAspectArgument) << AttrName;
      Ok = false;
      WrongType.push_back(E.get());
      continue;
    }
    Exprs.push_back(E.get());
    ResolvedArgument Resolved;
    Resolved.Enumerator = aspectEnumerator(E.get());
    Resolved.NameToken = Arg.name;
    Resolved.FirstToken = Arg.qualifiers.empty() ? Arg.name : Arg.qualifiers[0];
    Resolved.Global = Arg.global;
    Resolved.Qualified = !Arg.qualifiers.empty();
    if (Resolved.Enumerator)
      Resolved.FirstDecl = lookupFirstName(S, *Toks, Resolved);
    Enumerators.push_back(Resolved);
  }
  // Where the list goes is Rust's rule (redeclarations::aspect_list_outcome).
  Facts.arguments_ok = Ok;
  Facts.arguments = ArgumentCount == SIZE_MAX ? -1 : int64_t(ArgumentCount);
  Facts.valid = Exprs.size();
  Facts.wrong_type = WrongType.size();
  Facts.dependent = llvm::any_of(Exprs, [](const Expr *E) {
    return E->isValueDependent() || E->containsUnexpandedParameterPack();
  });
  ListOutcome Outcome = aspect_list_outcome(Facts);
  if (Outcome == ListOutcome::Drop)
    return;
  if (Outcome == ListOutcome::KeepWithWrongTypes)
    Exprs.append(WrongType.begin(), WrongType.end());
  if (Outcome == ListOutcome::TemplateListOrAnnotate)
    if (std::optional<std::vector<TemplateListArgument>> Arguments =
            templateListArguments(S.Context, Exprs, ListedFunction)) {
      recordFunctionTemplate(std::move(*Arguments));
      return;
    }
  if (Outcome == ListOutcome::EvaluateNow) {
    std::vector<int64_t> Values;
    for (const Expr *E : Exprs) {
      Expr::EvalResult R;
      if (!E->EvaluateAsInt(R, S.Context))
        return; // isValidAspectArgument evaluated it already
      Values.push_back(static_cast<int32_t>(R.Val.getInt().getExtValue()));
    }
    if (!Key.empty() && llvm::all_of(Enumerators, [](const ResolvedArgument &E) {
          return E.Enumerator && E.FirstDecl;
        }))
      St.ResolvedArguments[Key] = std::move(Enumerators);
    record(std::move(Values));
    return;
  }
  // Carried as an annotation, evaluated per instantiation.
  St.SawTemplatedAttribute = true;
  // Annotations inside function bodies (lambdas, local classes of
  // templates) are found only if the end-of-TU walk enters bodies.
  if (D->getParentFunctionOrMethod() ||
      (isa<CXXMethodDecl>(D) && cast<CXXMethodDecl>(D)->getParent()->isLambda()))
    St.SawAttributeInFunction = true;
  addPluginAnnotation(S, D, compat::annotationInfo(A.getRange()), Annotation, Exprs);
}

/// Rebuilds node `Index` of an integer argument with Sema.
ExprResult buildIntExpr(Sema &S, const std::vector<Token> &Toks,
                        const IntArgs &Args, int32_t Index) {
  if (Index < 0 || size_t(Index) >= Args.nodes.size())
    return ExprError();
  const IntNode &N = Args.nodes[Index];
  const Token &T = Toks[N.token];
  switch (N.kind) {
  case IntNodeKind::Literal:
    return S.ActOnNumericConstant(T);
  case IntNodeKind::Name:
    return buildName(S, Toks, N.name);
  case IntNodeKind::Unary: {
    ExprResult Operand = buildIntExpr(S, Toks, Args, N.lhs);
    if (Operand.isInvalid())
      return Operand;
    return S.ActOnUnaryOp(S.getCurScope(), T.getLocation(), T.getKind(),
                          Operand.get());
  }
  case IntNodeKind::Binary: {
    ExprResult L = buildIntExpr(S, Toks, Args, N.lhs);
    ExprResult R = L.isInvalid() ? L : buildIntExpr(S, Toks, Args, N.rhs);
    if (R.isInvalid())
      return R;
    return S.ActOnBinOp(S.getCurScope(), T.getLocation(), T.getKind(), L.get(),
                        R.get());
  }
  case IntNodeKind::Paren: {
    ExprResult Inner = buildIntExpr(S, Toks, Args, N.lhs);
    if (Inner.isInvalid())
      return Inner;
    return S.ActOnParenExpr(T.getLocation(), Toks[N.close].getLocation(),
                            Inner.get());
  }
  default:
    return ExprError();
  }
}

/// DPC++'s warning for a deprecated spelling of one of our attributes that
/// is still applied (`intel::reqd_sub_group_size`; Rust's
/// deprecated_spelling_replacement says which), with its note and fix-it
/// (SemaSYCL::diagnoseDeprecatedAttribute). The warning is clang's own
/// warn_type_attribute_deprecated_on_decl, whose text the diagnostic filter
/// replaces (AttributePositionFilter): so it belongs to
/// -Wdeprecated-attributes as DPC++'s does (-Wno-..., -Werror=...,
/// pragmas, system headers), which a plugin's custom diagnostic cannot.
void warnDeprecatedSpelling(Sema &S, const ParsedAttr &A) {
  const IdentifierInfo *Scope = A.getScopeName();
  if (!Scope)
    return;
  llvm::StringRef Name = A.getAttrName()->getName();
  rust::Str NewScope = deprecated_spelling_replacement(bytesOf(Scope->getName()), bytesOf(Name));
  if (NewScope.empty())
    return;
  DiagnosticsEngine &DE = S.getDiagnostics();
  std::string Written = (Scope->getName() + "::" + Name).str();
  std::string Replacement =
      (llvm::StringRef(NewScope.data(), NewScope.size()) + "::" + Name).str();
  rust::String Text = deprecated_spelling_message(bytesOf(Written));
  state().DeprecatedSpellingAt[A.getLoc().getRawEncoding()] = std::string(Text.data(), Text.size());
  DE.Report(A.getLoc(), diag::warn_type_attribute_deprecated_on_decl) << Written;
  report(DE, A.getLoc(), Diag::SpellingSuggestion)
      << Replacement
      << FixItHint::CreateReplacement(A.getScopeLoc(),
                                      llvm::StringRef(NewScope.data(), NewScope.size()));
}

/// Handles reqd_work_group_size (1 to 3 arguments) and reqd_sub_group_size
/// (one argument) on a function: arguments, agreement between
/// redeclarations, and the carrier annotation for templates.
void attachRequiredSize(Sema &S, Decl *D, const ParsedAttr &A,
                        const char *Annotation) {
  PluginState &St = state();
  St.SawAttribute = true;
  DiagnosticsEngine &DE = S.getDiagnostics();
  llvm::StringRef AttrName = A.getAttrName()->getName();
  bool WorkGroup = Annotation == ReqdWorkGroupSizeAnnotation;
  warnDeprecatedSpelling(S, A);

  static const std::vector<Token> NoTokens;
  const std::vector<Token> *Toks = capturedArgs(A);
  if (!Toks)
    Toks = &NoTokens;
  std::vector<TokKind> Kinds = kindsOf(*Toks);
  IntArgs Args =
      parse_int_args(rust::Slice<const TokKind>(Kinds.data(), Kinds.size()));
  // Forms the rebuilder does not know (constexpr calls, casts, members of
  // traits, ...) go to clang's parser.
  ClangParsedArgs Parsed;
  if (Args.error_at >= 0)
    Parsed = parseWithClang(S, *Toks);
  if (Parsed.Available) {
    if (!Parsed.Ok)
      return; // clang diagnosed it
    Args.error_at = -1;
    Args.roots.clear();
  } else if (Args.error_at >= 0) {
    SourceLocation Loc = size_t(Args.error_at) < Toks->size()
                             ? (*Toks)[Args.error_at].getLocation()
                             : A.getLoc();
    report(DE, Loc, Diag::RequiresIntegerConstant) << diagnosticAttributeName(AttrName);
    return;
  }
  size_t Count = Parsed.Available ? Parsed.Exprs.size() : Args.roots.size();
  SizeCheck CountCheck = size_count_check(
      WorkGroup ? FunctionAttr::ReqdWorkGroupSize : FunctionAttr::ReqdSubGroupSize, Count);
  if (!CountCheck.ok) {
    report(DE, A.getLoc(), CountCheck.diag) << diagnosticAttributeName(AttrName);
    return;
  }

  llvm::SmallVector<Expr *, 3> Exprs(Parsed.Exprs.begin(), Parsed.Exprs.end());
  for (uint32_t Root : Args.roots) {
    ExprResult E = buildIntExpr(S, *Toks, Args, int32_t(Root));
    if (E.isInvalid())
      return; // clang diagnosed it (unknown name, bad operands, ...)
    Exprs.push_back(E.get());
  }
  bool Dependent = llvm::any_of(Exprs, [](const Expr *E) {
    return E->isValueDependent() || E->isTypeDependent();
  });
  std::vector<int64_t> Values;
  bool Ok = true;
  for (const Expr *E : Exprs) {
    if (E->isValueDependent() || E->isTypeDependent())
      continue;
    if (auto V = checkSizeArgument(DE, S.Context, E, AttrName))
      Values.push_back(*V);
    else
      Ok = false;
  }
  if (!Ok)
    return;
  if (D->isTemplated() || Dependent) {
    St.SawTemplatedAttribute = true;
    if (D->getParentFunctionOrMethod() ||
        (isa<CXXMethodDecl>(D) && cast<CXXMethodDecl>(D)->getParent()->isLambda()))
      St.SawAttributeInFunction = true;
    // Every attribute is kept: after instantiation the first one wins and
    // the others must agree with it (evaluateSizes).
    addPluginAnnotation(S, D, compat::annotationInfo(A.getRange()), Annotation, Exprs);
    return;
  }
  auto Key = std::make_pair(static_cast<const Decl *>(D), Annotation);
  if (auto It = St.DirectSizes.find(Key); It != St.DirectSizes.end()) {
    if (attribute_values_differ(
            rust::Slice<const int64_t>(It->second.second.data(), It->second.second.size()),
            rust::Slice<const int64_t>(Values.data(), Values.size()))) {
      report(DE, A.getLoc(), Diag::AlreadyAppliedDifferently) << diagnosticAttributeName(AttrName);
      report(DE, It->second.first, Diag::PreviousAttribute);
    }
    return;
  }
  St.DirectSizes[Key] = {A.getLoc(), Values};
  St.Direct.push_back({D, Annotation, std::move(Values), A.getLoc()});
}

/// Reads a leading filter list `{"name", ...}` of add_ir_attributes_function
/// from the captured tokens (Rust reads its grammar:
/// attr_args::parse_filter_list): the names into Filter, and the index of
/// the first name/value token into Rest. False (diagnosed) if the list holds
/// anything but narrow string literals or is not followed by `,` or the end.
bool readIrAttributeFilter(Sema &S, const std::vector<Token> &Toks,
                           const ParsedAttr &A, std::vector<std::string> &Filter,
                           size_t &Rest) {
  DiagnosticsEngine &DE = S.getDiagnostics();
  llvm::StringRef AttrName = A.getAttrName()->getName();
  std::vector<TokKind> Kinds = kindsOf(Toks);
  FilterList List = parse_filter_list(rust::Slice<const TokKind>(Kinds.data(), Kinds.size()));
  // The names first, in order: adjacent literals are one string.
  for (const TokenRange &Name : List.names) {
    if (Name.start >= Name.end || Name.end >= Toks.size())
      return false;
    llvm::SmallVector<Token, 2> Literal(Toks.begin() + Name.start, Toks.begin() + Name.end);
    ExprResult E = S.ActOnStringLiteral(Literal);
    const auto *SL = E.isUsable() ? dyn_cast<StringLiteral>(E.get()) : nullptr;
    if (!SL || SL->getCharByteWidth() != 1) {
      report(DE, Toks[Name.end].getLocation(), Diag::IrAttributesInvalidFilter) << diagnosticAttributeName(AttrName);
      return false;
    }
    Filter.push_back(SL->getString().str());
  }
  SourceLocation At = List.at < Toks.size() ? Toks[List.at].getLocation() : A.getLoc();
  if (List.error == 1) {
    report(DE, At, Diag::IrAttributesInvalidFilter) << diagnosticAttributeName(AttrName);
    return false;
  }
  if (List.error == 2) {
    S.Diag(At, diag::err_expected) << tok::comma;
    return false;
  }
  Rest = List.rest;
  return true;
}

bool isDependentArgument(const Expr *E) {
  return E->isValueDependent() || E->isTypeDependent() ||
         E->containsUnexpandedParameterPack() || isa<PackExpansionExpr>(E);
}

/// [[__sycl_detail__::add_ir_attributes_function(["{...}",] names..., values...)]]
/// on D: evaluated at once outside templates, else carried as an annotation
/// (with its filter list kept aside) and evaluated per instantiation.
void attachIrAttributes(Sema &S, FunctionDecl *D, const ParsedAttr &A) {
  PluginState &St = state();
  St.SawAttribute = true;
  static const std::vector<Token> NoTokens;
  const std::vector<Token> *Toks = capturedArgs(A);
  if (!Toks)
    Toks = &NoTokens;
  std::vector<std::string> Filter;
  bool HasFilter = !Toks->empty() && Toks->front().is(tok::l_brace);
  size_t Rest = 0;
  if (HasFilter && !readIrAttributeFilter(S, *Toks, A, Filter, Rest))
    return;
  std::vector<Token> ArgTokens(Toks->begin() + Rest, Toks->end());
  llvm::SmallVector<Expr *, 4> Exprs;
  if (!ArgTokens.empty()) {
    ClangParsedArgs Parsed = parseWithClang(S, ArgTokens);
    if (!Parsed.Available) {
      report(S.getDiagnostics(), A.getLoc(), Diag::ArgumentsUnavailable)
          << diagnosticAttributeName(A);
      return;
    }
    if (!Parsed.Ok)
      return; // clang diagnosed it
    Exprs.assign(Parsed.Exprs.begin(), Parsed.Exprs.end());
  }
  // Evaluated now: outside templates, and a template's list whose
  // arguments depend on no template parameter (quietly: its errors come
  // per instantiation), the latter only for DPC++'s merge rule, which
  // compares it at the template's redeclarations.
  auto evaluateNow = [&](DiagnosticsEngine &DE, DirectIrAttributes &Direct) {
    IrAttrPairs Pairs;
    llvm::SmallVector<const Expr *, 4> Args(Exprs.begin(), Exprs.end());
    if (!irAttributePairs(DE, S.Context, Args, HasFilter ? &Filter : nullptr, A.getLoc(), Pairs))
      return false;
    Direct.D = D;
    Direct.Names = std::move(Pairs.names);
    Direct.Values = std::move(Pairs.values);
    Direct.HasFilter = HasFilter;
    for (const std::string &Name : Filter)
      Direct.Filter.push_back(toBytes(Name));
    // DPC++ compares the pairs as written, also those the filter drops.
    IrAttrPairs Written;
    if (HasFilter && irAttributePairs(DE, S.Context, Args, nullptr, A.getLoc(), Written)) {
      Direct.WrittenNames = std::move(Written.names);
      Direct.WrittenValues = std::move(Written.values);
    } else {
      Direct.WrittenNames = Direct.Names;
      Direct.WrittenValues = Direct.Values;
    }
    Direct.Loc = A.getLoc();
    Direct.Templated = D->isTemplated();
    return true;
  };
  DirectIrAttributes Direct;
  if (llvm::any_of(Exprs, isDependentArgument)) {
    St.DependentIr.push_back(D);
  } else if (!D->isTemplated()) {
    if (evaluateNow(S.getDiagnostics(), Direct))
      St.DirectIr.push_back(std::move(Direct));
    return;
  } else {
    DiagnosticsEngine &DE = S.getDiagnostics();
    bool WasQuiet = DE.getSuppressAllDiagnostics();
    DE.setSuppressAllDiagnostics(true);
    bool Ok = evaluateNow(DE, Direct);
    DE.setSuppressAllDiagnostics(WasQuiet);
    if (Ok)
      St.DirectIr.push_back(std::move(Direct));
  }
  St.SawTemplatedAttribute = true;
  if (D->getParentFunctionOrMethod() ||
      (isa<CXXMethodDecl>(D) && cast<CXXMethodDecl>(D)->getParent()->isLambda()))
    St.SawAttributeInFunction = true;
  if (HasFilter)
    St.IrAttributeFilters[A.getRange().getBegin().getRawEncoding()] = Filter;
  // Named after our attribute, so that clang's own "requires parameter N to
  // be a constant expression" (checked again at each instantiation) names it.
  AttributeCommonInfo Info = compat::namedAnnotationInfo(A.getAttrName(), A.getRange());
  addPluginAnnotation(S, D, Info, IrAttributesAnnotation, Exprs);
}

bool isFunctionLike(const Decl *D) {
  return isa<FunctionDecl>(D) || isa<FunctionTemplateDecl>(D);
}

Decl *functionOf(Decl *D) {
  if (auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
    return FTD->getTemplatedDecl();
  return D;
}

/// An attribute that applies to functions only.
struct FunctionAttrInfo : public ParsedAttrInfo {
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    if (isFunctionLike(D))
      return true;
    report(S.getDiagnostics(), A.getLoc(), Diag::OnlyAppliesToFunctions)
        << diagnosticAttributeName(A);
    return false;
  }
};

struct DeviceHasInfo : public FunctionAttrInfo {
  DeviceHasInfo() {
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "sycl::device_has"}};
    Spellings = S;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    attachAspectList(S, functionOf(D), A, DeviceHasAnnotation);
    return AttributeApplied;
  }
};

/// [[sycl::reqd_work_group_size(...)]] and [[sycl::reqd_sub_group_size(n)]]
/// (also as [[intel::reqd_sub_group_size(n)]], deprecated): one handler,
/// told apart by the annotation that carries the values.
template <const char *const *Annotation>
struct RequiredSizeInfo : public FunctionAttrInfo {
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    attachRequiredSize(S, functionOf(D), A, *Annotation);
    return AttributeApplied;
  }
};

struct ReqdWorkGroupSizeInfo : public RequiredSizeInfo<&ReqdWorkGroupSizeAnnotation> {
  ReqdWorkGroupSizeInfo() {
    // (No `intel::` spelling: DPC++ no longer knows one.)
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "sycl::reqd_work_group_size"}};
    Spellings = S;
  }
};

struct ReqdSubGroupSizeInfo : public RequiredSizeInfo<&ReqdSubGroupSizeAnnotation> {
  ReqdSubGroupSizeInfo() {
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "sycl::reqd_sub_group_size"},
                                     {ParsedAttr::AS_CXX11, "intel::reqd_sub_group_size"}};
    Spellings = S;
  }
};

/// [[__sycl_detail__::add_ir_attributes_function(...)]]: DPC++'s IR string
/// attributes, which carry the free-function kernel properties.
struct AddIrAttributesFunctionInfo : public FunctionAttrInfo {
  AddIrAttributesFunctionInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_CXX11, "__sycl_detail__::add_ir_attributes_function"}};
    Spellings = S;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    if (auto *FD = dyn_cast<FunctionDecl>(functionOf(D)))
      attachIrAttributes(S, FD, A);
    return AttributeApplied;
  }
};

struct UsesAspectsInfo : public ParsedAttrInfo {
  UsesAspectsInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_CXX11, "__sycl_detail__::__uses_aspects__"},
        {ParsedAttr::AS_CXX11, "sycl_detail::uses_aspects"}};
    Spellings = S;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    if (isFunctionLike(D) || isa<CXXRecordDecl>(D) ||
        isa<ClassTemplateDecl>(D) || isa<TypedefNameDecl>(D))
      return true;
    report(S.getDiagnostics(), A.getLoc(),
           Diag::OnlyAppliesToClassesAndFunctions)
        << diagnosticAttributeName(A);
    return false;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    if (auto *CTD = dyn_cast<ClassTemplateDecl>(D))
      D = CTD->getTemplatedDecl();
    if (auto *TND = dyn_cast<TypedefNameDecl>(D)) {
      QualType T = TND->getUnderlyingType();
      if (!T->isDependentType() && !T->getAsCXXRecordDecl()) {
        report(S.getDiagnostics(), A.getLoc(), Diag::AliasOfNonClass)
            << diagnosticAttributeName(A);
        return AttributeApplied;
      }
    }
    attachAspectList(S, functionOf(D), A, UsesAspectsAnnotation);
    return AttributeApplied;
  }
};

/// Records an argument-less function attribute carried by `Annotation`:
/// directly outside templates, as an annotation (inherited by
/// redeclarations and instantiations) inside them.
void attachMarker(Sema &S, Decl *FD, const ParsedAttr &A, const char *Annotation) {
  PluginState &St = state();
  St.SawAttribute = true;
  if (!FD->isTemplated()) {
    if (St.DirectIndex.try_emplace({FD, Annotation}, A.getLoc()).second)
      St.Direct.push_back({FD, Annotation, {}, A.getLoc()});
    return;
  }
  for (const auto *Existing : FD->specific_attrs<AnnotateAttr>())
    if (isPluginAnnotation(Existing, Annotation))
      return;
  St.SawTemplatedAttribute = true;
  if (FD->getParentFunctionOrMethod() ||
      (isa<CXXMethodDecl>(FD) && cast<CXXMethodDecl>(FD)->getParent()->isLambda()))
    St.SawAttributeInFunction = true;
  addPluginAnnotation(S, FD, compat::annotationInfo(A.getRange()), Annotation, {});
}

/// [[__sycl_detail__::sycl_external]], what SYCL_EXTERNAL expands to in our
/// headers, and __attribute__((sycl_device)), what it expands to in Intel's
/// (DPC++'s driver defines SYCL_EXTERNAL so): marks a device entry point.
/// Carried as an argument-less annotation so that redeclarations and
/// instantiations inherit it.
struct SyclExternalInfo : public FunctionAttrInfo {
  SyclExternalInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_CXX11, "__sycl_detail__::sycl_external"},
        {ParsedAttr::AS_GNU, "sycl_device"}};
    Spellings = S;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    attachMarker(S, functionOf(D), A, SyclExternalAnnotation);
    return AttributeApplied;
  }
};

/// [[intel::sycl_explicit_simd]] and __attribute__((sycl_explicit_simd)):
/// marks an ESIMD kernel function or ESIMD function. DPC++ also accepts it
/// on global variables ("private globals", which need its ESIMD back end):
/// accepted there without effect (docs/esimd.md).
struct ExplicitSimdInfo : public ParsedAttrInfo {
  ExplicitSimdInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_CXX11, "intel::sycl_explicit_simd"},
        {ParsedAttr::AS_GNU, "sycl_explicit_simd"}};
    Spellings = S;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    if (isFunctionLike(D))
      return true;
    if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->hasGlobalStorage())
      return true;
    report(S.getDiagnostics(), A.getLoc(), Diag::OnlyAppliesToFunctionsAndGlobals)
        << diagnosticAttributeName(A);
    return false;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    // GNU spelling: clang parsed the arguments; C++11 spelling: clang
    // skipped them and the token watcher kept them.
    const std::vector<Token> *Toks = capturedArgs(A);
    if (A.getNumArgs() > 0 || (Toks && !Toks->empty())) {
      report(S.getDiagnostics(), A.getLoc(), Diag::TakesNoArguments)
          << diagnosticAttributeName(A);
      return AttributeApplied;
    }
    if (!isFunctionLike(D))
      return AttributeApplied;
    attachMarker(S, functionOf(D), A, ExplicitSimdAnnotation);
    return AttributeApplied;
  }
};

struct SyclTypeInfo : public ParsedAttrInfo {
  SyclTypeInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_CXX11, "__sycl_detail__::sycl_type"},
        {ParsedAttr::AS_CXX11, "sycl_detail::sycl_type"}};
    Spellings = S;
  }
  /// Classes (templates and partial specializations included) and enums,
  /// DPC++'s subjects; its text names classes only.
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    if (isa<CXXRecordDecl>(D) || isa<ClassTemplateDecl>(D) || isa<EnumDecl>(D))
      return true;
    report(S.getDiagnostics(), A.getLoc(), Diag::OnlyAppliesToClasses)
        << diagnosticAttributeName(A);
    return false;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    PluginState &St = state();
    DiagnosticsEngine &DE = S.getDiagnostics();
    static const std::vector<Token> NoTokens;
    const std::vector<Token> *Toks = capturedArgs(A);
    if (!Toks)
      Toks = &NoTokens;
    std::vector<TokKind> Kinds = kindsOf(*Toks);
    rust::Vec<Bytes> Texts;
    for (const Token &T : *Toks)
      Texts.push_back(toBytes(T.is(tok::identifier)
                                  ? T.getIdentifierInfo()->getName()
                                  : llvm::StringRef()));
    SyclTypeCheck Check = check_sycl_type(
        rust::Slice<const TokKind>(Kinds.data(), Kinds.size()), Texts);
    SourceLocation Loc = Check.at >= 0 && size_t(Check.at) < Toks->size()
                             ? (*Toks)[Check.at].getLocation()
                             : A.getLoc();
    switch (Check.error) {
    case 1: report(DE, Loc, Diag::SyclTypeRequiresIdentifier); return AttributeApplied;
    case 2: report(DE, Loc, Diag::SyclTypeTakesOneArgument); return AttributeApplied;
    case 3:
      report(DE, Loc, Diag::SyclTypeNotSupported)
          << std::string(Check.value.data(), Check.value.size());
      return AttributeApplied;
    default: break;
    }
    std::string Value(Check.value.data(), Check.value.size());
    auto [Previous, First] =
        St.SyclTypes.try_emplace(D->getCanonicalDecl(), Value, A.getLoc());
    if (!First && Previous->second.first != Value) {
      report(DE, A.getLoc(), Diag::SyclTypeConflict) << diagnosticAttributeName(A);
      report(DE, Previous->second.second, Diag::PreviousAttribute);
      return AttributeApplied;
    }
    if (Value != "aspect")
      return AttributeApplied;
    const auto *ED = dyn_cast<EnumDecl>(D);
    if (!ED)
      return AttributeApplied;
    St.SawAttribute = true;
    if (St.AspectEnum &&
        St.AspectEnum->getCanonicalDecl() != ED->getCanonicalDecl()) {
      report(DE, ED->getLocation(), Diag::AspectEnumRedefinition);
      report(DE, St.AspectEnum->getLocation(), Diag::PreviousDefinition);
      return AttributeApplied;
    }
    St.AspectEnum = ED;
    return AttributeApplied;
  }
};

} // namespace

std::string typePositionSpelling(llvm::StringRef Name) {
  rust::String Spelling = attribute_spelling(bytesOf(Name));
  return std::string(Spelling.data(), Spelling.size());
}

namespace {

/// Reports the first argument token that names one of Closure's own
/// parameters, init-captures or template parameters (Rust decides which:
/// attr_args::first_own_name); true if there is one. Declared by the lambda
/// itself, they are not visible around the lambda expression, where the
/// arguments are evaluated (a namesake there would be used silently).
bool namesOwnDeclaration(Sema &S, const CXXRecordDecl *Closure,
                         const CXXMethodDecl *Op, const std::vector<Token> &Toks,
                         llvm::StringRef AttrName) {
  rust::Vec<OwnDecl> Own;
  llvm::SmallVector<std::pair<const IdentifierInfo *, const char *>, 8> Names;
  auto add = [&](const IdentifierInfo *II, const char *Kind, bool AlsoAsQualifier) {
    Own.push_back(OwnDecl{reinterpret_cast<size_t>(II), AlsoAsQualifier});
    Names.push_back({II, Kind});
  };
  for (const ParmVarDecl *P : Op->parameters())
    if (P->getIdentifier())
      add(P->getIdentifier(), "parameter", false);
  for (const LambdaCapture &C : Closure->captures())
    if (C.capturesVariable())
      if (const auto *V = dyn_cast_or_null<VarDecl>(C.getCapturedVar());
          V && V->isInitCapture() && V->getIdentifier())
        add(V->getIdentifier(), "init-capture", false);
  if (const TemplateParameterList *TPL = Closure->getGenericLambdaTemplateParameterList())
    for (const NamedDecl *P : *TPL)
      if (P->getIdentifier() && !P->isImplicit())
        add(P->getIdentifier(), "template parameter", true);
  if (Own.empty())
    return false;
  std::vector<TokKind> Kinds = kindsOf(Toks);
  std::vector<size_t> Identifiers;
  for (const Token &T : Toks)
    Identifiers.push_back(T.is(tok::identifier) ? reinterpret_cast<size_t>(T.getIdentifierInfo()) : 0);
  OwnNameHit Hit = first_own_name(rust::Slice<const TokKind>(Kinds.data(), Kinds.size()),
                                  rust::Slice<const size_t>(Identifiers.data(), Identifiers.size()), Own);
  if (!Hit.found || Hit.token >= Toks.size() || Hit.own >= Names.size())
    return false;
  report(S.getDiagnostics(), Toks[Hit.token].getLocation(), Diag::LambdaArgumentNamesOwn)
      << diagnosticAttributeName(AttrName) << Names[Hit.own].second << Names[Hit.own].first->getName();
  return true;
}

/// Attaches one attribute written after the parameter list of lambda
/// Closure to its call operator Op, as the handlers do for an attribute
/// written before the parameter list.
void attachTypePositionAttribute(Sema &S, CXXRecordDecl *Closure, CXXMethodDecl *Op,
                                 const TypePositionAttribute &TA) {
  PluginState &St = state();
  llvm::StringRef Name = TA.Name->getName();
  static const std::vector<Token> NoTokens;
  auto It = St.Captured.find(TA.NameLoc.getRawEncoding());
  const std::vector<Token> &Toks = It == St.Captured.end() ? NoTokens : It->second;
  if (namesOwnDeclaration(S, Closure, Op, Toks, Name))
    return;
  // The attribute as clang would have parsed it: its range ends at the
  // name token, the key of the captured arguments.
  AttributeFactory Factory;
  ParsedAttributes Attrs(Factory);
  // The scope as written (`intel::reqd_sub_group_size` keeps its
  // deprecation warning), else the attribute's own.
  rust::Str ScopeName = type_position_scope(bytesOf(Name));
  IdentifierInfo *Scope = TA.Scope ? const_cast<IdentifierInfo *>(TA.Scope)
                                   : &S.getPreprocessor().getIdentifierTable().get(
                                         llvm::StringRef(ScopeName.data(), ScopeName.size()));
  ParsedAttr *A = Attrs.addNew(const_cast<IdentifierInfo *>(TA.Name), SourceRange(TA.Loc, TA.NameLoc),
                               Scope, TA.Loc, nullptr, 0, compat::cxx11Syntax());
  // Arguments are constant expressions: evaluated, not odr-used (no
  // capture by an enclosing lambda).
  EnterExpressionEvaluationContext Constant(S, Sema::ExpressionEvaluationContext::ConstantEvaluated);
  if (Name == "device_has") {
    attachAspectList(S, Op, *A, DeviceHasAnnotation);
  } else if (Name == "__uses_aspects__" || Name == "uses_aspects") {
    attachAspectList(S, Op, *A, UsesAspectsAnnotation);
  } else if (Name == "reqd_work_group_size") {
    attachRequiredSize(S, Op, *A, ReqdWorkGroupSizeAnnotation);
  } else if (Name == "reqd_sub_group_size") {
    attachRequiredSize(S, Op, *A, ReqdSubGroupSizeAnnotation);
  } else if (Name == "sycl_explicit_simd") {
    if (!Toks.empty()) {
      report(S.getDiagnostics(), TA.Loc, Diag::TakesNoArguments) << diagnosticAttributeName(Name);
      return;
    }
    attachMarker(S, Op, *A, ExplicitSimdAnnotation);
  }
}

} // namespace

void claimLambdaTypeAttributes(Sema &S, CXXRecordDecl *Closure) {
  PluginState &St = state();
  CXXMethodDecl *Op = Closure->getLambdaCallOperator();
  if (!Op)
    return;
  const SourceManager &SM = S.getSourceManager();
  // The lambda's declarator after its parameter list: from the `)` (the
  // introducer's `[` when there is no parameter list) to the body's `{`.
  SourceLocation Begin = Closure->getLocation();
  if (const TypeSourceInfo *TSI = Op->getTypeSourceInfo())
    if (auto FTL = TSI->getTypeLoc().getAsAdjusted<FunctionTypeLoc>())
      if (FTL.getRParenLoc().isValid())
        Begin = FTL.getRParenLoc();
  const Stmt *Body = Op->getBody();
  SourceLocation End = Body ? Body->getBeginLoc() : Op->getEndLoc();
  if (Begin.isInvalid() || End.isInvalid())
    return;
  bool Invalid = Closure->isInvalidDecl() || Op->isInvalidDecl() || !Body;
  for (TypePositionAttribute &TA : St.TypePositionAttributes) {
    if (TA.Claimed || !SM.isBeforeInTranslationUnit(Begin, TA.NameLoc) ||
        !SM.isBeforeInTranslationUnit(TA.NameLoc, End))
      continue;
    TA.Claimed = true;
    ++St.TypePositionSettled;
    // (An invalid lambda has its errors already.)
    if (!Invalid)
      attachTypePositionAttribute(S, Closure, Op, TA);
  }
}

void reportUnclaimedTypeAttributes(DiagnosticsEngine &DE) {
  PluginState &St = state();
  for (TypePositionAttribute &TA : St.TypePositionAttributes) {
    if (TA.Claimed)
      continue;
    TA.Claimed = true;
    ++St.TypePositionSettled;
    llvm::StringRef Name = TA.Name->getName();
    report(DE, TA.Loc, Diag::TypePositionNotLambda)
        << diagnosticAttributeName(Name) << typePositionSpelling(Name);
  }
}

std::optional<int64_t> checkSizeArgument(DiagnosticsEngine &DE,
                                         const ASTContext &Ctx, const Expr *E,
                                         llvm::StringRef AttrName) {
  std::optional<llvm::APSInt> V;
  if (E->getType()->isIntegralOrUnscopedEnumerationType())
    V = E->getIntegerConstantExpr(Ctx);
  // The range is Rust's rule (redeclarations::check_size_value).
  bool Positive = V && (V->isSigned() ? V->isStrictlyPositive() : !V->isZero());
  SizeCheck Check = size_value_check(
      AttrName == "reqd_work_group_size" ? FunctionAttr::ReqdWorkGroupSize
                                         : FunctionAttr::ReqdSubGroupSize,
      V.has_value(), Positive, V ? V->getActiveBits() : 0);
  if (Check.ok)
    return static_cast<int64_t>(V->getZExtValue());
  auto D = report(DE, E->getExprLoc(), Check.diag);
  D << diagnosticAttributeName(AttrName);
  if (Check.diag == Diag::IntegerTooLarge)
    D << toString(*V, 10) << std::string(Check.max.data(), Check.max.size());
  return std::nullopt;
}

IrAttrArg classifyIrArgument(const Expr *E, const ASTContext &Ctx) {
  // Bytes: a string literal of a Latin-1 source is not UTF-8.
  auto make = [](IrArgKind Kind, llvm::StringRef Text = llvm::StringRef()) {
    return IrAttrArg{Kind, std::move(toBytes(Text).data)};
  };
  QualType T = E->getType().getCanonicalType();
  if (T->isNullPtrType())
    return make(IrArgKind::Null);
  // Strings: a literal, or a constant `const char *` pointing into one (the
  // headers' `PropertyMetaInfo<...>::name`), or into a constant array.
  if (T->isArrayType() || T->isPointerType()) {
    QualType Element = T->isArrayType() ? Ctx.getAsArrayType(T)->getElementType()
                                        : T->getPointeeType();
    // Clang 16 decays a string literal argument of an annotation to a
    // pointer to the whole array (`const char (*)[N]`), not to its first
    // character.
    if (const ArrayType *AT = Ctx.getAsArrayType(Element))
      Element = AT->getElementType();
    if (!Element->isCharType())
      return make(IrArgKind::Invalid);
    if (const auto *SL = dyn_cast<StringLiteral>(E->IgnoreParenImpCasts()))
      return SL->getCharByteWidth() == 1 ? make(IrArgKind::String, SL->getString())
                                         : make(IrArgKind::Invalid);
    // A pointer's value, or an array's address (instantiated arguments are
    // wrapped in ConstantExpr, which the literal test above does not see
    // through).
    Expr::EvalResult R;
    bool Evaluated = T->isPointerType() ? E->EvaluateAsRValue(R, Ctx)
                                        : E->EvaluateAsLValue(R, Ctx);
    if (!Evaluated || !R.Val.isLValue())
      return make(IrArgKind::Invalid);
    if (R.Val.isNullPointer())
      return make(IrArgKind::Null);
    APValue::LValueBase Base = R.Val.getLValueBase();
    int64_t Offset = R.Val.getLValueOffset().getQuantity();
    const StringLiteral *SL = nullptr;
    if (const Expr *BE = Base.dyn_cast<const Expr *>()) {
      SL = dyn_cast<StringLiteral>(BE->IgnoreParenImpCasts());
    } else if (const auto *VD = dyn_cast_or_null<VarDecl>(Base.dyn_cast<const ValueDecl *>())) {
      if (const Expr *Init = VD->getAnyInitializer())
        SL = dyn_cast<StringLiteral>(Init->IgnoreParenImpCasts());
      // A constant character array built otherwise, e.g. Intel's
      // `CharsToStr<Chars...>::value[] = {Chars..., '\0'}` behind the
      // "sycl-work-group-size" property's value.
      const APValue *Array = SL ? nullptr : VD->evaluateValue();
      if (Array && Array->isArray() && Offset >= 0) {
        std::string Text;
        for (unsigned I = unsigned(Offset); I < Array->getArraySize(); ++I) {
          const APValue &C = I < Array->getArrayInitializedElts()
                                 ? Array->getArrayInitializedElt(I)
                                 : Array->getArrayFiller();
          if (!C.isInt())
            return make(IrArgKind::Invalid);
          if (C.getInt() == 0)
            return make(IrArgKind::String, Text);
          Text.push_back(char(C.getInt().getExtValue()));
        }
        return make(IrArgKind::Invalid); // not terminated
      }
    }
    if (!SL || SL->getCharByteWidth() != 1 || Offset < 0 ||
        uint64_t(Offset) > SL->getLength())
      return make(IrArgKind::Invalid);
    llvm::StringRef Text = SL->getString().drop_front(Offset);
    return make(IrArgKind::String, Text.take_until([](char C) { return C == 0; }));
  }
  Expr::EvalResult R;
  if (T->isBooleanType()) {
    if (!E->EvaluateAsInt(R, Ctx))
      return make(IrArgKind::Invalid);
    return make(IrArgKind::Bool, R.Val.getInt().getBoolValue() ? "true" : "false");
  }
  if (T->isIntegralOrEnumerationType()) {
    if (!E->EvaluateAsInt(R, Ctx))
      return make(IrArgKind::Invalid);
    return make(IrArgKind::Integer, llvm::StringRef(toString(R.Val.getInt(), 10)));
  }
  if (T->isRealFloatingType()) {
    llvm::APFloat F(0.0);
    if (!E->EvaluateAsFloat(F, Ctx))
      return make(IrArgKind::Invalid);
    llvm::SmallString<32> Text;
    F.toString(Text);
    return make(IrArgKind::Float, Text.str());
  }
  return make(IrArgKind::Invalid);
}

bool irAttributePairs(DiagnosticsEngine &DE, const ASTContext &Ctx,
                      llvm::ArrayRef<const Expr *> Args,
                      const std::vector<std::string> *Filter,
                      SourceLocation AttrLoc, IrAttrPairs &Out) {
  rust::Vec<IrAttrArg> Values;
  for (const Expr *E : Args) {
    Values.push_back(classifyIrArgument(E, Ctx));
  }
  rust::Vec<Bytes> FilterNames;
  if (Filter)
    for (const std::string &Name : *Filter)
      FilterNames.push_back(toBytes(Name));
  Out = ir_attribute_pairs(Filter != nullptr, FilterNames, Values);
  if (Out.error == 0)
    return true;
  static const Diag ByError[] = {Diag::IrAttributesUnpairedName, Diag::IrAttributesUnpairedName,
                                 Diag::IrAttributesInvalidName, Diag::IrAttributesInvalidValue};
  SourceLocation Loc = Out.error != 1 && Out.at < Args.size()
                           ? Args[Out.at]->getExprLoc()
                           : AttrLoc;
  report(DE, Loc, ByError[Out.error > 3 ? 3 : Out.error])
      << diagnosticAttributeName("add_ir_attributes_function");
  return false;
}

llvm::StringRef sizeAttributeName(llvm::StringRef Annotation) {
  return Annotation.drop_front(AnnotationPrefix.size());
}

} // namespace sycl_aspects

static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::ReqdWorkGroupSizeInfo>
    RegisterReqdWorkGroupSize("sycl_reqd_work_group_size",
                              "[[sycl::reqd_work_group_size(x[, y[, z]])]]");
static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::ReqdSubGroupSizeInfo>
    RegisterReqdSubGroupSize("sycl_reqd_sub_group_size",
                             "[[sycl::reqd_sub_group_size(n)]]");
static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::DeviceHasInfo>
    RegisterDeviceHas("sycl_device_has", "[[sycl::device_has(aspects...)]]");
static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::UsesAspectsInfo>
    RegisterUsesAspects("sycl_uses_aspects",
                        "[[__sycl_detail__::__uses_aspects__(aspects...)]]");
static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::SyclExternalInfo>
    RegisterSyclExternal("sycl_external", "[[__sycl_detail__::sycl_external]]");
static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::AddIrAttributesFunctionInfo>
    RegisterAddIrAttributesFunction(
        "sycl_add_ir_attributes_function",
        "[[__sycl_detail__::add_ir_attributes_function(names..., values...)]]");
static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::ExplicitSimdInfo>
    RegisterExplicitSimd("sycl_explicit_simd", "[[intel::sycl_explicit_simd]]");
static clang::ParsedAttrInfoRegistry::Add<sycl_aspects::SyclTypeInfo>
    RegisterSyclType("sycl_type", "[[__sycl_detail__::sycl_type(kind)]]");
