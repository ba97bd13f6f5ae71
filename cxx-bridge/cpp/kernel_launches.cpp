// Facts about kernels launched through Intel's headers (lambdas and
// functors given to parallel_for / single_task), for the outliner
// (frontend-ir/src/outline.rs) and the integration header
// (frontend/src/kernel_launches.rs). Only gathered when the driver asks for
// an integration header (plugin argument int-header=).
//
// Per launch-wrapper instantiation `KernelWrapperHelperFuncs::kernel_*<Name,
// ..., KernelType>`:
// 1. Refuse what cannot run yet, with the reason: parallel_for_work_group
//    (its work-group scope needs DPC++'s LowerWGScope), a kernel_handler
//    argument (specialization constants), references in the kernel object,
//    special classes other than accessors (stream, sampler, ...), arrays of
//    accessors, virtual bases, bit-fields beside accessors.
// 2. Name the kernel as DPC++ does: the unique stable name of the kernel
//    name type (`_ZTS...`; for an unnamed lambda its closure type).
// 3. The pieces the kernel object is passed in, as DPC++'s SemaSYCL
//    decomposes it: the whole object as one std_layout piece when it holds
//    no special class; else, through bases and nested structs holding one,
//    each pointer as a pointer piece, each accessor as an accessor piece
//    (with its `__init`, instantiated here so codegen emits it), anything
//    else as a std_layout piece at its offset.

#include "state.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace clang;

namespace sycl_aspects {
namespace {

/// Whether RD is one of the classes DPC++ passes specially
/// (`__attribute__((sycl_special_class))` in Intel's headers).
bool isSpecial(const CXXRecordDecl *RD) { return RD && RD->hasAttr<SYCLSpecialClassAttr>(); }

class Decomposer {
public:
  Decomposer(ASTContext &Ctx, Sema &S, MangleContext &MC, std::vector<FunctionDecl *> &Inits)
      : Ctx(Ctx), S(S), MC(MC), Inits(Inits) {}

  rust::Vec<LaunchPiece> Pieces;
  std::string Problem;

  /// Whether RD holds a special class anywhere (fields, bases, arrays).
  bool holdsSpecial(const CXXRecordDecl *RD, unsigned Depth = 0) {
    if (!RD || !RD->hasDefinition() || Depth > 64)
      return false;
    RD = RD->getDefinition();
    auto It = Holds.find(RD);
    if (It != Holds.end())
      return It->second;
    Holds[RD] = false; // cycles through pointers are not followed anyway
    bool Result = isSpecial(RD);
    for (const CXXBaseSpecifier &B : RD->bases())
      Result = Result || holdsSpecial(B.getType()->getAsCXXRecordDecl(), Depth + 1);
    for (const FieldDecl *F : RD->fields()) {
      QualType T = Ctx.getBaseElementType(F->getType());
      Result = Result || holdsSpecial(T->getAsCXXRecordDecl(), Depth + 1);
    }
    Holds[RD] = Result;
    return Result;
  }

  void stdLayout(CharUnits Offset, QualType T) {
    uint64_t Size = Ctx.getTypeSizeInChars(T).getQuantity();
    if (Size == 0)
      return;
    Pieces.push_back(LaunchPiece{1, uint64_t(Offset.getQuantity()), Size, 0, {}, 0});
  }

  /// The `__init` of accessor class RD taking (pointer, range, range, id),
  /// or of one of its bases (`ThisOffset`: where that base is).
  FunctionDecl *findInit(const CXXRecordDecl *RD, CharUnits &ThisOffset, unsigned Depth = 0) {
    if (!RD || Depth > 16)
      return nullptr;
    for (NamedDecl *D : RD->lookup(&Ctx.Idents.get("__init")))
      if (auto *M = dyn_cast<CXXMethodDecl>(D))
        if (M->getNumParams() == 4)
          return M;
    const ASTRecordLayout &L = Ctx.getASTRecordLayout(RD);
    for (const CXXBaseSpecifier &B : RD->bases()) {
      const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
      if (!Base || B.isVirtual())
        continue;
      CharUnits Inner = CharUnits::Zero();
      if (FunctionDecl *M = findInit(Base, Inner, Depth + 1)) {
        ThisOffset = L.getBaseClassOffset(Base) + Inner;
        return M;
      }
    }
    return nullptr;
  }

  void special(CharUnits Offset, const CXXRecordDecl *RD, SourceLocation Loc) {
    std::string Name = RD->getQualifiedNameAsString();
    int Target = 0;
    if (RD->getName() == "local_accessor") {
      Target = 2016;
    } else if (RD->getName() == "accessor") {
      const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
      const TemplateArgumentList *Args = Spec ? &Spec->getTemplateArgs() : nullptr;
      if (Args && Args->size() > 3 && Args->get(3).getKind() == TemplateArgument::Integral)
        Target = int(Args->get(3).getAsIntegral().getExtValue());
    }
    if (Target != 2014 && Target != 2015 && Target != 2016) {
      fail("a '" + Name + "' kernel argument is not supported yet (only accessors to buffers and local accessors)");
      return;
    }
    CharUnits ThisOffset = CharUnits::Zero();
    FunctionDecl *Init = findInit(RD, ThisOffset);
    if (!Init) {
      fail("'" + Name + "' has no '__init' to set it up on the device");
      return;
    }
    if (!Init->isDefined() && Init->getTemplateInstantiationPattern())
      S.InstantiateFunctionDefinition(Loc, Init, /*Recursive=*/true, /*DefinitionRequired=*/false);
    if (!Init->isDefined()) {
      fail("the '__init' of '" + Name + "' has no definition");
      return;
    }
    Inits.push_back(Init);
    uint64_t Size = Ctx.getTypeSizeInChars(Ctx.getRecordType(RD)).getQuantity();
    Pieces.push_back(LaunchPiece{0, uint64_t(Offset.getQuantity()), Size, Target,
                                 toBytes(mangledName(MC, Init)).data, uint64_t(ThisOffset.getQuantity())});
  }

  /// Step 3 for a record that holds a special class, at `Base`.
  void walk(const CXXRecordDecl *RD, CharUnits Base, SourceLocation Loc, unsigned Depth = 0) {
    if (!Problem.empty())
      return;
    if (Depth > 64) {
      fail("the kernel object nests classes too deeply");
      return;
    }
    RD = RD->getDefinition();
    const ASTRecordLayout &L = Ctx.getASTRecordLayout(RD);
    for (const CXXBaseSpecifier &B : RD->bases()) {
      const CXXRecordDecl *BaseRD = B.getType()->getAsCXXRecordDecl();
      if (!BaseRD)
        continue;
      if (B.isVirtual()) {
        fail("a virtual base class in the kernel object is not supported");
        return;
      }
      CharUnits At = Base + L.getBaseClassOffset(BaseRD);
      if (isSpecial(BaseRD))
        special(At, BaseRD, Loc);
      else if (holdsSpecial(BaseRD))
        walk(BaseRD, At, Loc, Depth + 1);
      else if (!BaseRD->isEmpty())
        Pieces.push_back(LaunchPiece{1, uint64_t(At.getQuantity()),
                                     uint64_t(Ctx.getASTRecordLayout(BaseRD).getDataSize().getQuantity()), 0, {}, 0});
    }
    for (const FieldDecl *F : RD->fields()) {
      if (!Problem.empty())
        return;
      QualType T = F->getType();
      if (F->isBitField()) {
        fail("a bit-field next to an accessor in the kernel object is not supported");
        return;
      }
      CharUnits At = Base + Ctx.toCharUnitsFromBits(L.getFieldOffset(F->getFieldIndex()));
      if (T->isReferenceType()) {
        referenceCapture(F);
        return;
      }
      const CXXRecordDecl *FieldRD = T->getAsCXXRecordDecl();
      if (T->isArrayType() && holdsSpecial(Ctx.getBaseElementType(T)->getAsCXXRecordDecl())) {
        fail("an array of accessors in the kernel object is not supported yet");
        return;
      }
      if (isSpecial(FieldRD))
        special(At, FieldRD, Loc);
      else if (holdsSpecial(FieldRD))
        walk(FieldRD, At, Loc, Depth + 1);
      else if (T->isPointerType())
        Pieces.push_back(LaunchPiece{3, uint64_t(At.getQuantity()), 8, 0, {}, 0});
      else
        stdLayout(At, T);
    }
  }

  /// A reference member: a lambda capturing by reference (`[&]`) would
  /// hand the device a host address.
  void referenceCapture(const FieldDecl *F) {
    const auto *RD = dyn_cast<CXXRecordDecl>(F->getParent());
    if (RD && RD->isLambda()) {
      for (const LambdaCapture &C : RD->captures())
        if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef)
          return fail("it captures '" + C.getCapturedVar()->getNameAsString() +
                      "' by reference, which the device cannot reach; capture by value ([=])");
      return fail("it captures a variable by reference, which the device cannot reach; capture by value ([=])");
    }
    fail("its member '" + F->getNameAsString() + "' is a reference, which the device cannot reach");
  }

  /// References anywhere at the top level of a kernel object with no
  /// special class (that object is passed whole).
  void checkNoReferences(const CXXRecordDecl *RD) {
    for (const FieldDecl *F : RD->fields())
      if (F->getType()->isReferenceType())
        return referenceCapture(F);
  }

  void fail(std::string Why) {
    if (Problem.empty())
      Problem = std::move(Why);
  }

private:
  ASTContext &Ctx;
  Sema &S;
  MangleContext &MC;
  std::vector<FunctionDecl *> &Inits;
  llvm::DenseMap<const CXXRecordDecl *, bool> Holds;
};

/// For a host compiler without `__builtin_sycl_unique_stable_name` (g++),
/// the integration header names the kernel by its type: a forward
/// declaration of it and its qualified name, when it is a named class (not
/// a template specialization) whose enclosing scopes are namespaces only.
/// Empty otherwise (a lambda, a local class, a class template
/// specialization, a class nested in a class).
std::pair<std::string, std::string> forwardDeclaration(QualType NameType) {
  const auto *RD = NameType->getAsCXXRecordDecl();
  if (!RD || !RD->getIdentifier() || isa<ClassTemplateSpecializationDecl>(RD))
    return {};
  std::vector<const NamespaceDecl *> Namespaces;
  for (const DeclContext *DC = RD->getDeclContext(); !DC->isTranslationUnit(); DC = DC->getParent()) {
    if (isa<LinkageSpecDecl>(DC))
      continue;
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS || NS->isAnonymousNamespace())
      return {};
    Namespaces.push_back(NS);
  }
  std::string Decl, Qualified;
  for (auto It = Namespaces.rbegin(); It != Namespaces.rend(); ++It) {
    Decl += (*It)->isInline() ? "inline namespace " : "namespace ";
    Decl += (*It)->getName().str() + " { ";
    Qualified += "::" + (*It)->getName().str();
  }
  Decl += std::string(RD->isStruct() ? "struct " : RD->isUnion() ? "union " : "class ") +
          RD->getName().str() + ";";
  for (size_t I = 0; I < Namespaces.size(); ++I)
    Decl += " }";
  Qualified += "::" + RD->getName().str();
  return {Decl, Qualified};
}

} // namespace

void publishKernelLaunch(ASTContext &Ctx, Sema &S, MangleContext &MC, FunctionDecl *Wrapper,
                         llvm::ArrayRef<const FunctionDecl *> Operators,
                         std::vector<FunctionDecl *> &Inits) {
  const TemplateArgumentList *Args = Wrapper->getTemplateSpecializationArgs();
  if (!Args || Args->size() == 0 || Args->get(0).getKind() != TemplateArgument::Type ||
      Wrapper->getNumParams() == 0)
    return;
  QualType NameType = Args->get(0).getAsType();
  QualType ObjectType = Wrapper->getParamDecl(0)->getType().getNonReferenceType().getUnqualifiedType();
  const CXXRecordDecl *Object = ObjectType->getAsCXXRecordDecl();
  if (!Object || !Object->hasDefinition())
    return;
  Object = Object->getDefinition();

  // Step 2.
  std::string Name = SYCLUniqueStableNameExpr::ComputeName(Ctx, NameType);
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  std::string Shown = NameType.getAsString(Policy);

  Decomposer D(Ctx, S, MC, Inits);
  // Step 1.
  llvm::StringRef Kind = Wrapper->getName();
  if (Kind == "kernel_parallel_for_work_group")
    D.fail("parallel_for_work_group is not supported yet (its work-group scope needs DPC++'s "
           "LowerWGScope pass); use parallel_for with an nd_range");
  else if (Wrapper->getNumParams() > 1)
    D.fail("a kernel taking a kernel_handler (specialization constants) is not supported yet");

  // Step 3.
  SourceLocation Loc = Object->getLocation();
  if (D.Problem.empty()) {
    if (!D.holdsSpecial(Object)) {
      D.checkNoReferences(Object);
      if (!Object->isEmpty())
        D.stdLayout(CharUnits::Zero(), ObjectType);
    } else {
      D.walk(Object, CharUnits::Zero(), Loc);
    }
  }

  rust::Vec<Bytes> OperatorNames;
  for (const FunctionDecl *Op : Operators)
    OperatorNames.push_back(toBytes(mangledName(MC, Op)));
  PresumedLoc P = Ctx.getSourceManager().getPresumedLoc(Loc);
  llvm::StringRef File = P.isValid() ? P.getFilename() : "";
  std::string Wrapped = mangledName(MC, Wrapper);
  uint64_t Size = Ctx.getTypeSizeInChars(ObjectType).getQuantity();
  uint64_t Align = Ctx.getTypeAlignInChars(ObjectType).getQuantity();
  auto [ForwardDecl, Qualified] = forwardDeclaration(NameType);
  facts_add_kernel_launch(bytesOf(Wrapped), bytesOf(Name), bytesOf(Shown), Size, Align, D.Pieces, OperatorNames,
                          bytesOf(File), P.isValid() ? P.getLine() : 0, P.isValid() ? P.getColumn() : 0,
                          bytesOf(D.Problem), bytesOf(ForwardDecl), bytesOf(Qualified));
  if (!D.Problem.empty()) {
    unsigned ID = Ctx.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Error,
                                                       "kernel '%0' cannot be built for the device: %1");
    Ctx.getDiagnostics().Report(Loc, ID) << Shown << D.Problem;
  }
}

} // namespace sycl_aspects
