// The one LLVM call the C API lacks for sycl-post-link: build a new module
// holding only a given subset of a module's globals (llvm::CloneFunctionInto
// per function), so each output costs what it contains, not the input size
// (llvm::CloneModule would declare every global of the input in every
// output).
//
// Steps:
//  1. Create the module: same context, name, triple, data layout, inline asm.
//  2. Create every kept global first (variables, functions, aliases), with
//     the same name, type, linkage and attributes, so bodies can refer to
//     each other; remember old -> new in a ValueToValueMapTy.
//  3. Copy variable initializers, function bodies (CloneFunctionInto,
//     DifferentModule) and alias targets through the map. References to
//     globals outside the subset become null (the caller keeps everything
//     reachable, so only metadata lists such as llvm.dbg.cu's can have them).
//  4. Internalize what the caller asks for (entry points stay external);
//     internal globals leave their comdat.
//  5. Copy named metadata, mapping operands the same way; appending arrays
//     (llvm.used, llvm.compiler.used) keep only kept elements.
#include <llvm-c/Types.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalAlias.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

using namespace llvm;

namespace {

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
  to.setLinkage(from.getLinkage());
}

// Keeps only the elements of an appending array (llvm.used) that survived.
void rebuildAppendingArray(Module &out, const GlobalVariable &old, ValueToValueMapTy &map) {
  auto *init = old.hasInitializer() ? dyn_cast<ConstantArray>(old.getInitializer()) : nullptr;
  if (!init) return;
  SmallVector<Constant *, 8> kept;
  for (const Use &element : init->operands()) {
    auto *target = dyn_cast<GlobalValue>(element->stripPointerCasts());
    if (target && map.count(target))
      kept.push_back(MapValue(cast<Constant>(element.get()), map, RF_NullMapMissingGlobalValues));
  }
  if (kept.empty()) return;
  auto *type = ArrayType::get(init->getType()->getElementType(), kept.size());
  auto *copy = new GlobalVariable(out, type, old.isConstant(), old.getLinkage(), ConstantArray::get(type, kept),
                                  old.getName());
  copy->setSection(old.getSection());
}

} // namespace

extern "C" LLVMModuleRef sycl_post_link_extract(LLVMModuleRef source, LLVMValueRef *globals, const bool *internalize,
                                                size_t count) {
  Module &in = *unwrap(source);
  auto out = std::make_unique<Module>(in.getModuleIdentifier(), in.getContext());
  out->setSourceFileName(in.getSourceFileName());
  out->setDataLayout(in.getDataLayout());
  out->setTargetTriple(in.getTargetTriple());
  out->setModuleInlineAsm(in.getModuleInlineAsm());

  ValueToValueMapTy map;
  std::vector<std::pair<GlobalValue *, GlobalValue *>> pairs;
  for (size_t i = 0; i < count; ++i) {
    auto *old = cast<GlobalValue>(unwrap(globals[i]));
    GlobalValue *copy = nullptr;
    if (auto *f = dyn_cast<Function>(old)) {
      copy = Function::Create(f->getFunctionType(), f->getLinkage(), f->getAddressSpace(), f->getName(), out.get());
    } else if (auto *v = dyn_cast<GlobalVariable>(old)) {
      if (v->hasAppendingLinkage()) continue;
      copy = new GlobalVariable(*out, v->getValueType(), v->isConstant(), v->getLinkage(), nullptr, v->getName(),
                                nullptr, v->getThreadLocalMode(), v->getAddressSpace());
    } else if (auto *a = dyn_cast<GlobalAlias>(old)) {
      copy = GlobalAlias::create(a->getValueType(), a->getAddressSpace(), a->getLinkage(), a->getName(), out.get());
    } else {
      continue; // ifuncs: the caller reports them
    }
    copyGlobalProperties(*copy, *old);
    map[old] = copy;
    pairs.emplace_back(old, copy);
  }

  for (auto &[old, copy] : pairs) {
    if (auto *v = dyn_cast<GlobalVariable>(old)) {
      auto *nv = cast<GlobalVariable>(copy);
      if (v->hasInitializer()) nv->setInitializer(MapValue(v->getInitializer(), map, RF_NullMapMissingGlobalValues));
      SmallVector<std::pair<unsigned, MDNode *>, 1> mds;
      v->getAllMetadata(mds);
      for (auto &[kind, node] : mds) nv->addMetadata(kind, *MapMetadata(node, map, RF_NullMapMissingGlobalValues));
    } else if (auto *f = dyn_cast<Function>(old)) {
      auto *nf = cast<Function>(copy);
      if (f->isDeclaration()) {
        SmallVector<std::pair<unsigned, MDNode *>, 4> mds;
        f->getAllMetadata(mds);
        for (auto &[kind, node] : mds) nf->addMetadata(kind, *MapMetadata(node, map, RF_NullMapMissingGlobalValues));
        continue;
      }
      auto arg = nf->arg_begin();
      for (const Argument &a : f->args()) {
        arg->setName(a.getName());
        map[&a] = &*arg++;
      }
      SmallVector<ReturnInst *, 8> returns;
      CloneFunctionInto(nf, f, map, CloneFunctionChangeType::DifferentModule, returns);
    } else if (auto *a = dyn_cast<GlobalAlias>(old)) {
      cast<GlobalAlias>(copy)->setAliasee(MapValue(a->getAliasee(), map, RF_NullMapMissingGlobalValues));
    }
  }

  // Comdats: a kept external member keeps its comdat (renamed into the new
  // module); internalized globals leave theirs.
  for (size_t i = 0; i < pairs.size(); ++i) {
    GlobalValue *old = pairs[i].first, *copy = pairs[i].second;
    auto *object = dyn_cast<GlobalObject>(copy);
    if (!object) continue;
    object->setComdat(nullptr);
    if (const Comdat *c = cast<GlobalObject>(old)->getComdat(); c && !copy->isDeclaration()) {
      Comdat *nc = out->getOrInsertComdat(c->getName());
      nc->setSelectionKind(c->getSelectionKind());
      object->setComdat(nc);
    }
  }
  for (size_t i = 0, p = 0; i < count && p < pairs.size(); ++i) {
    if (unwrap(globals[i]) != pairs[p].first) continue;
    GlobalValue *copy = pairs[p++].second;
    if (internalize[i] && !copy->isDeclaration()) {
      copy->setLinkage(GlobalValue::InternalLinkage);
      copy->setVisibility(GlobalValue::DefaultVisibility);
      if (auto *object = dyn_cast<GlobalObject>(copy)) object->setComdat(nullptr);
    }
  }

  for (const GlobalVariable &v : in.globals())
    if (v.hasAppendingLinkage()) rebuildAppendingArray(*out, v, map);

  // CloneFunctionInto already listed the compile units of cloned
  // subprograms in llvm.dbg.cu: add each operand once.
  for (const NamedMDNode &named : in.named_metadata()) {
    NamedMDNode *copy = out->getOrInsertNamedMetadata(named.getName());
    SmallPtrSet<const MDNode *, 8> present(copy->op_begin(), copy->op_end());
    for (const MDNode *op : named.operands()) {
      MDNode *mapped = MapMetadata(op, map, RF_NullMapMissingGlobalValues);
      if (present.insert(mapped).second) copy->addOperand(mapped);
    }
  }
  if (NamedMDNode *cus = out->getNamedMetadata("llvm.dbg.cu"); cus && cus->getNumOperands() == 0)
    out->eraseNamedMetadata(cus);
  return wrap(out.release());
}
