// The LLVM calls the C API lacks for sycl-post-link: build a new module
// holding only a given subset of a module's globals, and check it.
//
// Each output costs what it contains, not the input size: llvm::CloneModule
// (what DPC++ uses) declares every global of the input in every output,
// which makes -split=kernel quadratic. Instead the subset is cloned with
// LLVM's own function cloner and value mapper, and every reference to a
// global outside the subset -- from an instruction, a constant, an
// initializer, a personality function, prefix or prologue data, or any
// metadata (`!callees`, named metadata, debug info) -- is given a
// declaration on demand by a ValueMaterializer. So the copy is complete by
// construction: no reference can be left pointing into the input module or
// be dropped to null, whatever the caller's reachability missed.
//
// Steps:
//  1. Create the module: same context, name, triple, data layout, inline asm.
//  2. Create every kept global first (variables, functions, aliases,
//     ifuncs), with the same name, type, linkage and attributes, so bodies
//     can refer to each other, and the declarations the caller names (what
//     another image provides) in their places; remember old -> new in a
//     ValueToValueMapTy.
//  3. Copy variable initializers, function bodies (CloneFunctionInto,
//     DifferentModule: it also maps personality, prefix and prologue data),
//     alias and ifunc targets, and attached metadata through the map; a
//     global outside the subset becomes an external declaration when first
//     referenced (step 2's attributes minus what a declaration cannot have).
//     A block address mapped before its function was cloned is re-pointed
//     at the cloned block.
//  4. Set the linkage the caller asks for, per global: keep it, internal
//     (the global leaves its comdat), or external (DPC++'s cleanup gives
//     virtual functions external linkage in the image defining them);
//     only definitions keep a comdat.
//  5. Copy named metadata, mapping operands the same way and keeping
//     repeated operands (DPC++ keeps `!{!0, !0}`); llvm.dbg.cu, which
//     CloneFunctionInto already filled, gets each compile unit once.
//     `llvm.used` and `llvm.compiler.used` are not copied: they kept
//     kernels and markers alive through optimization, and the SPIR-V
//     translator rejects the function pointers in them (DPC++ removes
//     llvm.used before splitting for the same reason). Other appending
//     arrays (llvm.global_ctors) keep only the elements whose global was
//     kept.
//  6. The caller verifies the result (sycl_post_link_verify) before it is
//     written: a module LLVM would reject is an error, never an output.
#include <llvm-c/Types.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalAlias.h>
#include <llvm/IR/GlobalIFunc.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <cstring>

using namespace llvm;

namespace {

// A declaration cannot carry a personality, prefix or prologue data, or a
// comdat; copyAttributesFrom copies the first three from the source, which
// would leave them pointing into the input module.
void dropDefinitionOnlyProperties(GlobalObject &object) {
  if (auto *f = dyn_cast<Function>(&object)) {
    f->setPersonalityFn(nullptr);
    f->setPrefixData(nullptr);
    f->setPrologueData(nullptr);
  }
  object.setComdat(nullptr);
}

// An external declaration of `old` in `out`, shaped by its value type (an
// alias or ifunc of a function becomes a function declaration).
GlobalValue *declare(Module &out, const GlobalValue &old) {
  GlobalObject *decl;
  if (auto *type = dyn_cast<FunctionType>(old.getValueType())) {
    auto *f = Function::Create(type, GlobalValue::ExternalLinkage, old.getAddressSpace(), old.getName(), &out);
    if (auto *source = dyn_cast<Function>(&old)) f->copyAttributesFrom(source);
    decl = f;
  } else {
    auto *v = new GlobalVariable(out, old.getValueType(), false, GlobalValue::ExternalLinkage, nullptr, old.getName(),
                                 nullptr, old.getThreadLocalMode(), old.getAddressSpace());
    if (auto *source = dyn_cast<GlobalVariable>(&old)) {
      v->copyAttributesFrom(source);
      v->setConstant(source->isConstant());
    }
    decl = v;
  }
  dropDefinitionOnlyProperties(*decl);
  decl->setLinkage(GlobalValue::ExternalLinkage);
  decl->setVisibility(GlobalValue::DefaultVisibility);
  return decl;
}

// Gives every global the subset does not hold a declaration when a mapped
// value first refers to it.
class DeclareOnDemand final : public ValueMaterializer {
public:
  explicit DeclareOnDemand(Module &out) : out(out) {}
  Value *materialize(Value *value) override {
    auto *global = dyn_cast<GlobalValue>(value);
    if (!global || global->getParent() == &out) return nullptr;
    return declare(out, *global);
  }

private:
  Module &out;
};

void copyGlobalProperties(GlobalValue &to, const GlobalValue &from) {
  if (auto *f = dyn_cast<Function>(&to))
    f->copyAttributesFrom(cast<Function>(&from));
  else if (auto *v = dyn_cast<GlobalVariable>(&to))
    v->copyAttributesFrom(cast<GlobalVariable>(&from));
  else {
    to.setVisibility(from.getVisibility());
    to.setUnnamedAddr(from.getUnnamedAddr());
    to.setDLLStorageClass(from.getDLLStorageClass());
    to.setThreadLocalMode(from.getThreadLocalMode());
  }
  if (auto *object = dyn_cast<GlobalObject>(&to)) dropDefinitionOnlyProperties(*object);
  to.setLinkage(from.getLinkage());
}

// Keeps only the elements of an appending array (llvm.used) whose global
// was kept.
void rebuildAppendingArray(Module &out, const GlobalVariable &old, ValueToValueMapTy &map, ValueMaterializer &declare) {
  auto *init = old.hasInitializer() ? dyn_cast<ConstantArray>(old.getInitializer()) : nullptr;
  if (!init) return;
  SmallVector<Constant *, 8> kept;
  for (const Use &element : init->operands()) {
    auto *target = dyn_cast<GlobalValue>(element->stripPointerCasts());
    if (target && map.count(target)) kept.push_back(MapValue(cast<Constant>(element.get()), map, RF_None, nullptr, &declare));
  }
  if (kept.empty()) return;
  auto *type = ArrayType::get(init->getType()->getElementType(), kept.size());
  auto *copy = new GlobalVariable(out, type, old.isConstant(), old.getLinkage(), ConstantArray::get(type, kept),
                                  old.getName());
  copy->setSection(old.getSection());
}

} // namespace

// What step 4 does with a kept definition's linkage.
// DeclareOnly: a global the image leaves to another image, declared in its
// place in the input's order (as DPC++'s CloneModule places it) rather than
// where it is first referenced.
enum LinkageAction : unsigned char { KeepLinkage = 0, MakeInternal = 1, MakeExternal = 2, DeclareOnly = 3 };

extern "C" LLVMModuleRef sycl_post_link_extract(LLVMModuleRef source, LLVMValueRef *globals,
                                                const unsigned char *linkage, size_t count) {
  Module &in = *unwrap(source);
  auto out = std::make_unique<Module>(in.getModuleIdentifier(), in.getContext());
  out->setSourceFileName(in.getSourceFileName());
  out->setDataLayout(in.getDataLayout());
  out->setTargetTriple(in.getTargetTriple());
  out->setModuleInlineAsm(in.getModuleInlineAsm());
  DeclareOnDemand declareMissing(*out);

  // Step 2.
  ValueToValueMapTy map;
  std::vector<std::pair<GlobalValue *, GlobalValue *>> pairs;
  std::vector<unsigned char> linkagePair;
  for (size_t i = 0; i < count; ++i) {
    auto *old = cast<GlobalValue>(unwrap(globals[i]));
    if (linkage[i] == DeclareOnly) {
      if (!map.count(old)) map[old] = declare(*out, *old);
      continue;
    }
    GlobalValue *copy = nullptr;
    if (auto *f = dyn_cast<Function>(old)) {
      copy = Function::Create(f->getFunctionType(), f->getLinkage(), f->getAddressSpace(), f->getName(), out.get());
    } else if (auto *v = dyn_cast<GlobalVariable>(old)) {
      if (v->hasAppendingLinkage()) continue; // step 5
      copy = new GlobalVariable(*out, v->getValueType(), v->isConstant(), v->getLinkage(), nullptr, v->getName(),
                                nullptr, v->getThreadLocalMode(), v->getAddressSpace());
    } else if (auto *a = dyn_cast<GlobalAlias>(old)) {
      copy = GlobalAlias::create(a->getValueType(), a->getAddressSpace(), a->getLinkage(), a->getName(), out.get());
    } else if (auto *f = dyn_cast<GlobalIFunc>(old)) {
      copy = GlobalIFunc::create(f->getValueType(), f->getAddressSpace(), f->getLinkage(), f->getName(), nullptr,
                                 out.get());
    } else {
      continue;
    }
    copyGlobalProperties(*copy, *old);
    map[old] = copy;
    pairs.emplace_back(old, copy);
    linkagePair.push_back(linkage[i]);
  }

  // Step 3.
  auto mapMetadata = [&](GlobalObject &to, const GlobalObject &from) {
    SmallVector<std::pair<unsigned, MDNode *>, 4> mds;
    from.getAllMetadata(mds);
    for (auto &[kind, node] : mds) to.addMetadata(kind, *MapMetadata(node, map, RF_None, nullptr, &declareMissing));
  };
  for (auto &[old, copy] : pairs) {
    if (auto *v = dyn_cast<GlobalVariable>(old)) {
      auto *nv = cast<GlobalVariable>(copy);
      if (v->hasInitializer()) nv->setInitializer(MapValue(v->getInitializer(), map, RF_None, nullptr, &declareMissing));
      mapMetadata(*nv, *v);
    } else if (auto *f = dyn_cast<Function>(old)) {
      auto *nf = cast<Function>(copy);
      if (f->isDeclaration()) {
        mapMetadata(*nf, *f);
        continue;
      }
      auto arg = nf->arg_begin();
      for (const Argument &a : f->args()) {
        arg->setName(a.getName());
        map[&a] = &*arg++;
      }
      SmallVector<ReturnInst *, 8> returns;
      CloneFunctionInto(nf, f, map, CloneFunctionChangeType::DifferentModule, returns, "", nullptr, nullptr,
                        &declareMissing);
    } else if (auto *a = dyn_cast<GlobalAlias>(old)) {
      cast<GlobalAlias>(copy)->setAliasee(MapValue(a->getAliasee(), map, RF_None, nullptr, &declareMissing));
    } else if (auto *f = dyn_cast<GlobalIFunc>(old)) {
      cast<GlobalIFunc>(copy)->setResolver(MapValue(f->getResolver(), map, RF_None, nullptr, &declareMissing));
    }
  }

  // Step 3b. A block address mapped before its function's body was cloned
  // (a variable initializer, or another function's body, copied first)
  // was given the input's block: LLVM's value mapper falls back to the old
  // block when the new one does not exist yet. Re-point each such address
  // at the cloned block (CloneFunctionInto recorded old -> new block).
  for (auto &[old, copy] : pairs) {
    auto *f = dyn_cast<Function>(old);
    if (!f || f->isDeclaration()) continue;
    for (BasicBlock &block : *f) {
      if (!block.hasAddressTaken()) continue;
      auto *newBlock = cast_or_null<BasicBlock>(map.lookup(&block));
      if (!newBlock) continue;
      SmallVector<BlockAddress *, 2> stale;
      for (User *user : block.users())
        if (auto *address = dyn_cast<BlockAddress>(user); address && address->getFunction()->getParent() == out.get())
          stale.push_back(address);
      for (BlockAddress *address : stale) {
        address->replaceAllUsesWith(BlockAddress::get(address->getFunction(), newBlock));
        address->destroyConstant();
      }
    }
  }

  // Step 4. Comdats: a kept definition keeps its comdat (renamed into the
  // new module) unless it is internalized.
  for (size_t i = 0; i < pairs.size(); ++i) {
    GlobalValue *old = pairs[i].first, *copy = pairs[i].second;
    // As LLVM's InternalizePass: local (internal, private) and
    // available_externally definitions keep their linkage.
    if (linkagePair[i] == MakeInternal && !copy->isDeclaration() && !copy->hasLocalLinkage() &&
        !copy->hasAvailableExternallyLinkage()) {
      copy->setLinkage(GlobalValue::InternalLinkage);
      copy->setVisibility(GlobalValue::DefaultVisibility);
      continue;
    }
    if (linkagePair[i] == MakeExternal && !copy->isDeclaration()) copy->setLinkage(GlobalValue::ExternalLinkage);
    auto *object = dyn_cast<GlobalObject>(copy);
    if (!object || copy->isDeclaration()) continue;
    if (const Comdat *c = cast<GlobalObject>(old)->getComdat()) {
      Comdat *nc = out->getOrInsertComdat(c->getName());
      nc->setSelectionKind(c->getSelectionKind());
      object->setComdat(nc);
    }
  }

  // Step 5.
  for (const GlobalVariable &v : in.globals())
    if (v.hasAppendingLinkage() && v.getName() != "llvm.used" && v.getName() != "llvm.compiler.used")
      rebuildAppendingArray(*out, v, map, declareMissing);
  for (const NamedMDNode &named : in.named_metadata()) {
    NamedMDNode *copy = out->getOrInsertNamedMetadata(named.getName());
    bool onceEach = named.getName() == "llvm.dbg.cu";
    SmallPtrSet<const MDNode *, 8> present(copy->op_begin(), copy->op_end());
    for (const MDNode *op : named.operands()) {
      MDNode *mapped = MapMetadata(op, map, RF_None, nullptr, &declareMissing);
      if (!onceEach || present.insert(mapped).second) copy->addOperand(mapped);
    }
  }
  if (NamedMDNode *cus = out->getNamedMetadata("llvm.dbg.cu"); cus && cus->getNumOperands() == 0)
    out->eraseNamedMetadata(cus);
  return wrap(out.release());
}

// Step 6: 0 when the module verifies; otherwise the verifier's first
// problem (at most `size - 1` bytes, NUL-terminated) in `message`.
extern "C" int sycl_post_link_verify(LLVMModuleRef module, char *message, size_t size) {
  std::string text;
  raw_string_ostream os(text);
  Module &m = *unwrap(module);
  bool broken = verifyModule(m, &os);
  // The verifier does not look at block addresses; the bitcode and text
  // readers refuse one whose block is not in its function, or that names a
  // function the module only declares.
  if (!broken) {
    for (Function &f : m) {
      for (User *user : f.users()) {
        auto *address = dyn_cast<BlockAddress>(user);
        if (!address || address->use_empty()) continue;
        if (f.isDeclaration() || address->getBasicBlock()->getParent() != &f) {
          os << "blockaddress of a block that is not in '" << f.getName() << "' of this module" << (f.isDeclaration() ? " (declared only)" : "") << "\n";
          broken = true;
          break;
        }
      }
      if (broken) break;
    }
  }
  if (!broken) return 0;
  os.flush();
  if (size > 0) {
    size_t n = std::min(text.size(), size - 1);
    std::memcpy(message, text.data(), n);
    message[n] = '\0';
  }
  return 1;
}
