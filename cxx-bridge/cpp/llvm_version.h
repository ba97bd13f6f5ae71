// The one place where the C++ shim knows which LLVM/Clang major it is
// compiled for (16 or 19, chosen by SYCL_ASPECTS_LLVM; see docs/llvm-versions.md).
// Everything else in cxx-bridge/cpp is written once for both: an API that
// changed between the majors is reached through a name defined here, and
// each entry says what changed. Modelled on Julia's src/llvm-version.h.
#pragma once

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclGroup.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "clang/Basic/AttributeCommonInfo.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Config/llvm-config.h"
#include <optional>

#if LLVM_VERSION_MAJOR != 16 && LLVM_VERSION_MAJOR != 19
#error "sycl-aspects supports LLVM/Clang 16 and 19 (see docs/llvm-versions.md)"
#endif

// Clang 18 moved EnterExpressionEvaluationContext out of Sema.h.
#if LLVM_VERSION_MAJOR >= 19
#include "clang/Sema/EnterExpressionEvaluationContext.h"
#endif

namespace sycl_aspects::compat {

/// `struct` as a tag kind: Clang 18 made TagTypeKind an enum class.
#if LLVM_VERSION_MAJOR >= 19
constexpr clang::TagTypeKind StructTag = clang::TagTypeKind::Struct;
#else
constexpr clang::TagTypeKind StructTag = clang::TTK_Struct;
#endif

/// A plain array bound: Clang 18 moved ArrayType::ArraySizeModifier out of
/// ArrayType into an enum class.
#if LLVM_VERSION_MAJOR >= 19
constexpr clang::ArraySizeModifier NormalArraySize = clang::ArraySizeModifier::Normal;
#else
constexpr clang::ArrayType::ArraySizeModifier NormalArraySize = clang::ArrayType::Normal;
#endif

/// The attribute info of an annotation the plugin attaches at `Range`
/// (what `AttributeCommonInfo(Range)` gave in Clang 16; Clang 17 removed
/// that constructor: the syntax is now a `Form`).
inline clang::AttributeCommonInfo annotationInfo(clang::SourceRange Range) {
#if LLVM_VERSION_MAJOR >= 19
  return clang::AttributeCommonInfo(Range, clang::AttributeCommonInfo::AT_Annotate,
                                    clang::AttributeCommonInfo::Form::GNU());
#else
  return clang::AttributeCommonInfo(Range);
#endif
}

/// The C++11 (`[[...]]`) syntax, as `ParsedAttributes::addNew` takes it: a
/// `Syntax` in Clang 16, a `Form` since Clang 17.
#if LLVM_VERSION_MAJOR >= 19
inline clang::AttributeCommonInfo::Form cxx11Syntax() {
  return clang::AttributeCommonInfo::Form::CXX11();
}
#else
inline clang::AttributeCommonInfo::Syntax cxx11Syntax() {
  return clang::AttributeCommonInfo::AS_CXX11;
}
#endif

/// An `annotate` attribute named `Name`, GNU syntax, at `Range`.
inline clang::AttributeCommonInfo namedAnnotationInfo(const clang::IdentifierInfo *Name,
                                                      clang::SourceRange Range) {
#if LLVM_VERSION_MAJOR >= 19
  return clang::AttributeCommonInfo(Name, nullptr, Range, clang::SourceLocation(),
                                    clang::AttributeCommonInfo::AT_Annotate,
                                    clang::AttributeCommonInfo::Form::GNU());
#else
  return clang::AttributeCommonInfo(Name, nullptr, Range, clang::SourceLocation(),
                                    clang::AttributeCommonInfo::AT_Annotate,
                                    clang::AttributeCommonInfo::AS_GNU);
#endif
}

/// The name the main file was opened by (Clang 19 dropped
/// `FileEntry::getName()`; `FileEntryRef` carries the name).
inline std::optional<llvm::StringRef> mainFileName(const clang::SourceManager &SM) {
#if LLVM_VERSION_MAJOR >= 19
  if (clang::OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
    return Main->getName();
#else
  if (const clang::FileEntry *Main = SM.getFileEntryForID(SM.getMainFileID()))
    return Main->getName();
#endif
  return std::nullopt;
}

/// The file of an entry of `SourceManager::fileinfo_begin()..end()`, whose
/// key became a `FileEntryRef` in Clang 18, and its name.
template <typename Iterator> const clang::FileEntry *fileInfoEntry(Iterator It) {
#if LLVM_VERSION_MAJOR >= 19
  return &It->first.getFileEntry();
#else
  return It->first;
#endif
}
template <typename Iterator> llvm::StringRef fileInfoName(Iterator It) {
#if LLVM_VERSION_MAJOR >= 19
  return It->first.getName();
#else
  return It->first->getName();
#endif
}

/// Whether codegen gives field `FD` no LLVM type of its own (so no LLVM
/// struct type holds its class). Clang 16: only zero-size fields (an empty
/// `[[no_unique_address]]` member). Clang 19 also lays out every other
/// field of empty class type as bytes (`struct L { Tag t; int w; }` is
/// `{ [4 x i8], i32 }`, clang 16's `{ %struct.Tag, i32 }`).
inline bool fieldHasNoLLVMTypeOfItsOwn(const clang::FieldDecl *FD, const clang::ASTContext &Ctx) {
  if (FD->isZeroSize(Ctx))
    return true;
#if LLVM_VERSION_MAJOR >= 19
  if (const clang::CXXRecordDecl *RD = FD->getType()->getAsCXXRecordDecl())
    return RD->hasDefinition() && RD->getDefinition()->isEmpty();
#endif
  return false;
}

/// Makes codegen see an `annotate` attribute added to function definition
/// `Def` after codegen may already have met the function. Clang 16 reads a
/// function's annotations when it emits the definition, which for the
/// internal functions the plugin tags is at the end of the translation
/// unit, after the tag is added: nothing to do. Clang 19 instead records,
/// per mangled name, the declaration whose annotations it will list, at the
/// moment it first creates the function (a call from an earlier function is
/// enough) and only if that declaration has an annotation then; a tag added
/// later is never listed. Handing the definition to codegen again
/// (CodeGenModule::EmitGlobal) refreshes that record; it emits nothing
/// itself (an internal definition stays deferred until it is used, and a
/// definition codegen already has is not emitted twice).
inline void announceLateAnnotation(clang::ASTConsumer &Codegen, clang::FunctionDecl *Def) {
#if LLVM_VERSION_MAJOR >= 19
  Codegen.HandleTopLevelDecl(clang::DeclGroupRef(Def));
#else
  (void)Codegen;
  (void)Def;
#endif
}

} // namespace sycl_aspects::compat
