// Source locations from the AST, for the pass's warnings when the module
// has no debug locations (no -g). The plugin keeps the AST alive while clang
// runs the LLVM pipeline (it turns off ClearASTBeforeBackend), so the pass
// can ask for the first call from one function to another, or the first use
// of double or of a class in a function, by mangled name. Nothing is
// computed until the first question.

#include "shim.h"
#include "state.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace clang;

namespace sycl_aspects {

std::string mangledName(MangleContext &MC, GlobalDecl GD) {
  std::string Name;
  llvm::raw_string_ostream OS(Name);
  const auto *FD = cast<FunctionDecl>(GD.getDecl());
  if (MC.shouldMangleDeclName(FD))
    MC.mangleName(GD, OS);
  else if (FD->getIdentifier())
    OS << FD->getName();
  return OS.str();
}

namespace {

/// Every symbol name codegen may give `FD`: a constructor or destructor has
/// a complete-object (C1/D1) and a base-object (C2/D2) variant, and clang
/// emits the first as an alias of the second, so the pass meets either.
llvm::SmallVector<std::string, 2> mangledNames(MangleContext &MC, const FunctionDecl *FD) {
  if (const auto *CD = dyn_cast<CXXConstructorDecl>(FD))
    return {mangledName(MC, GlobalDecl(CD, Ctor_Complete)), mangledName(MC, GlobalDecl(CD, Ctor_Base))};
  if (const auto *DD = dyn_cast<CXXDestructorDecl>(FD))
    return {mangledName(MC, GlobalDecl(DD, Dtor_Complete)), mangledName(MC, GlobalDecl(DD, Dtor_Base))};
  return {mangledName(MC, GlobalDecl(FD))};
}

/// Mangled name -> function definition, built on the first question.
class DefinitionIndex : public RecursiveASTVisitor<DefinitionIndex> {
public:
  explicit DefinitionIndex(ASTContext &Ctx) : MC(Ctx.createMangleContext()) {
    TraverseDecl(Ctx.getTranslationUnitDecl());
    // Lambdas the walk does not reach (an alias template's, a default
    // template argument's: PluginState::ConcreteClosures).
    for (CXXRecordDecl *Closure : state().ConcreteClosures) {
      if (CXXMethodDecl *Op = Closure->getLambdaCallOperator())
        VisitFunctionDecl(Op);
      if (FunctionTemplateDecl *FTD = Closure->getDependentLambdaCallOperator())
        for (FunctionDecl *Spec : FTD->specializations())
          VisitFunctionDecl(Spec);
    }
  }
  bool shouldVisitTemplateInstantiations() const { return true; }
  // Implicit members (a class's implicit constructor) are functions of the
  // module too; DPC++ locates them at their class.
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isDependentContext())
      return true;
    if (FD->doesThisDeclarationHaveABody()) {
      for (std::string &Name : mangledNames(*MC, FD))
        // Our name for it may be another function's name in the IR: such
        // functions are found only through BoundNames (tagged ones).
        if (!nameDependsOnMangleOrder(FD, Name))
          ByName.try_emplace(std::move(Name), FD);
    } else if (FD->isFirstDecl() && !FD->isDefined()) {
      // Functions only declared here (their uses_aspects / device_has
      // come with the declaration): located at their last declaration,
      // the one whose attribute list applies.
      for (std::string &Name : mangledNames(*MC, FD))
        if (!nameDependsOnMangleOrder(FD, Name))
          Declared.try_emplace(std::move(Name), FD->getMostRecentDecl());
    }
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *LE) {
    if (CXXMethodDecl *Op = LE->getCallOperator())
      VisitFunctionDecl(Op);
    return true;
  }

  std::unique_ptr<MangleContext> MC;
  llvm::StringMap<FunctionDecl *> ByName;
  /// Functions declared but not defined in the translation unit.
  llvm::StringMap<FunctionDecl *> Declared;
};

DefinitionIndex *index() {
  static std::unique_ptr<DefinitionIndex> Index;
  PluginState &St = state();
  if (!St.Context)
    return nullptr;
  if (!Index)
    Index = std::make_unique<DefinitionIndex>(*St.Context);
  return Index.get();
}

/// Where a warning about code at `Loc` points: for code a macro expanded,
/// where it is spelled if that is the user's code (a macro argument, such
/// as the body of a kernel passed to a LAUNCH(...) macro, or the line of
/// the user's own #define), else where the macro was expanded (a macro of
/// the SYCL headers or the C++ library, a pasted token).
SourceLocation userLocation(const SourceManager &SM, SourceLocation Loc) {
  if (!Loc.isMacroID())
    return Loc;
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  if (Spelling.isValid() && !SM.isWrittenInScratchSpace(Spelling) &&
      !SM.isWrittenInBuiltinFile(Spelling) && !SM.isWrittenInCommandLineFile(Spelling) &&
      !SM.isInSystemHeader(Spelling))
    return Spelling;
  return SM.getExpansionLoc(Loc);
}

AstLocation toLocation(SourceLocation Loc) {
  AstLocation Out{rust::String(), 0, 0};
  PluginState &St = state();
  if (!St.SourceMgr || Loc.isInvalid())
    return Out;
  PresumedLoc P = St.SourceMgr->getPresumedLoc(userLocation(*St.SourceMgr, Loc));
  if (P.isInvalid())
    return Out;
  // Lossy (a Latin-1 file name is no UTF-8); emit_pass_diagnostic finds
  // the file again by the same conversion.
  Out.file = rust::String::lossy(P.getFilename());
  Out.line = P.getLine();
  Out.column = P.getColumn();
  return Out;
}

/// Walks one body in source order and stops at the first match.
template <typename Predicate>
class FirstMatch : public RecursiveASTVisitor<FirstMatch<Predicate>> {
public:
  explicit FirstMatch(Predicate P) : P(P) {}
  bool VisitStmt(Stmt *S) { return !found(P(S)); }
  bool VisitVarDecl(VarDecl *VD) { return !found(P(VD)); }
  SourceLocation Found;

private:
  bool found(SourceLocation Loc) {
    if (Loc.isInvalid())
      return false;
    Found = Loc;
    return true;
  }
  Predicate P;
};

/// The definition codegen emitted under IR name `Name`, if known.
const FunctionDecl *definitionNamed(DefinitionIndex &Index, llvm::StringRef Name) {
  auto Bound = state().BoundNames.find(Name);
  if (Bound != state().BoundNames.end())
    return Bound->second;
  auto It = Index.ByName.find(Name);
  if (It != Index.ByName.end())
    return It->second;
  // A version of a multiversioned function is written as that function
  // (one level: the function's own name is never a version).
  auto Version = state().VersionOf.find(Name);
  if (Version == state().VersionOf.end())
    return nullptr;
  auto Bound2 = state().BoundNames.find(Version->second);
  if (Bound2 != state().BoundNames.end())
    return Bound2->second;
  auto Own = Index.ByName.find(Version->second);
  return Own == Index.ByName.end() ? nullptr : Own->second;
}

template <typename Predicate>
AstLocation firstInBody(rust::Str Function, Predicate P) {
  DefinitionIndex *Index = index();
  if (!Index)
    return toLocation(SourceLocation());
  const FunctionDecl *FD =
      definitionNamed(*Index, llvm::StringRef(Function.data(), Function.size()));
  if (!FD || !FD->getBody())
    return toLocation(SourceLocation());
  FirstMatch<Predicate> Walker(P);
  Walker.TraverseStmt(FD->getBody());
  return toLocation(Walker.Found);
}

bool isDouble(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  while (const auto *AT = dyn_cast<ArrayType>(T.getTypePtr()))
    T = AT->getElementType().getCanonicalType();
  if (const auto *VT = T->getAs<VectorType>())
    T = VT->getElementType().getCanonicalType();
  return T->isSpecificBuiltinType(BuiltinType::Double);
}

/// "class.ns::name.12" -> "ns::name"
std::string sourceNameOf(llvm::StringRef StructName) {
  for (llvm::StringRef Prefix : {"class.", "struct.", "union."})
    if (StructName.consume_front(Prefix))
      break;
  size_t Dot = StructName.rfind('.');
  if (Dot != llvm::StringRef::npos && Dot + 1 < StructName.size() &&
      llvm::all_of(StructName.substr(Dot + 1), llvm::isDigit))
    StructName = StructName.substr(0, Dot);
  return StructName.str();
}

bool containsRecordNamed(QualType T, const std::string &Name, int Depth = 0) {
  if (Depth > 8)
    return false;
  T = T.getNonReferenceType().getCanonicalType();
  while (const auto *AT = dyn_cast<ArrayType>(T.getTypePtr()))
    T = AT->getElementType().getCanonicalType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  // Printed the way codegen names LLVM struct types (inline namespaces kept).
  PrintingPolicy Policy = RD->getASTContext().getPrintingPolicy();
  Policy.SuppressInlineNamespace = false;
  std::string Qualified;
  llvm::raw_string_ostream OS(Qualified);
  RD->printQualifiedName(OS, Policy);
  if (OS.str() == Name)
    return true;
  for (const CXXBaseSpecifier &Base : RD->bases())
    if (containsRecordNamed(Base.getType(), Name, Depth + 1))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (containsRecordNamed(F->getType(), Name, Depth + 1))
      return true;
  return false;
}

} // namespace

AstLocation ast_call_site(rust::Str Caller, rust::Str Callee) {
  std::string Target(Callee);
  DefinitionIndex *Index = index();
  if (!Index)
    return toLocation(SourceLocation());
  MangleContext &MC = *Index->MC;
  const FunctionDecl *Bound = nullptr;
  if (auto It = state().BoundNames.find(Target); It != state().BoundNames.end())
    Bound = It->second;
  // Whether FD is the function the IR calls Target.
  auto isCalled = [&](const FunctionDecl *FD, const std::string &Target) {
    if (Bound)
      return FD->getCanonicalDecl() == Bound->getCanonicalDecl();
    // A constructor or destructor is called by either variant's name.
    return llvm::any_of(mangledNames(MC, FD), [&](const std::string &Name) {
      return Name == Target && !nameDependsOnMangleOrder(FD, Name);
    });
  };
  return firstInBody(Caller, [&](auto *Node) -> SourceLocation {
    if constexpr (std::is_same_v<decltype(Node), Stmt *>) {
      const FunctionDecl *FD = nullptr;
      SourceLocation Loc;
      if (const auto *CE = dyn_cast<CallExpr>(Node)) {
        FD = CE->getDirectCallee();
        Loc = CE->getExprLoc();
      } else if (const auto *CE = dyn_cast<CXXConstructExpr>(Node)) {
        FD = CE->getConstructor();
        Loc = CE->getLocation();
      }
      if (FD && isCalled(FD, Target))
        return Loc;
    }
    return SourceLocation();
  });
}

AstLocation ast_double_use(rust::Str Function) {
  return firstInBody(Function, [](auto *Node) -> SourceLocation {
    if constexpr (std::is_same_v<decltype(Node), Stmt *>) {
      if (const auto *E = dyn_cast<Expr>(Node))
        if (isDouble(E->getType()))
          return E->getExprLoc();
    } else {
      if (isDouble(Node->getType()))
        return Node->getLocation();
    }
    return SourceLocation();
  });
}

AstLocation ast_type_use(rust::Str Function, rust::Str StructName) {
  std::string Name = sourceNameOf(llvm::StringRef(StructName.data(), StructName.size()));
  return firstInBody(Function, [&](auto *Node) -> SourceLocation {
    if constexpr (std::is_same_v<decltype(Node), Stmt *>) {
      if (const auto *E = dyn_cast<Expr>(Node))
        if (containsRecordNamed(E->getType(), Name))
          return E->getExprLoc();
    } else {
      if (containsRecordNamed(Node->getType(), Name))
        return Node->getLocation();
    }
    return SourceLocation();
  });
}

AstLocation ast_function_location(rust::Str Function) {
  DefinitionIndex *Index = index();
  if (!Index)
    return toLocation(SourceLocation());
  llvm::StringRef Name(Function.data(), Function.size());
  if (const FunctionDecl *FD = definitionNamed(*Index, Name))
    return toLocation(FD->getLocation());
  auto Decl = Index->Declared.find(Name);
  return toLocation(Decl == Index->Declared.end() ? SourceLocation() : Decl->second->getLocation());
}

void ast_bind_function(rust::Str Tag, rust::Str IrName) {
  PluginState &St = state();
  llvm::StringRef Text(Tag.data(), Tag.size());
  unsigned Number = 0;
  if (!Text.consume_front(FunctionTagPrefix) || Text.getAsInteger(10, Number) ||
      Number >= St.TaggedFunctions.size())
    return;
  St.BoundNames[llvm::StringRef(IrName.data(), IrName.size())] =
      St.TaggedFunctions[Number];
}

void ast_bind_version(rust::Str VersionIrName, rust::Str FunctionIrName) {
  state().VersionOf[llvm::StringRef(VersionIrName.data(), VersionIrName.size())] =
      std::string(FunctionIrName);
}

} // namespace sycl_aspects
