// LLVM-side hooks the C API lacks: pass instrumentation (so the front end's
// facts are lowered before the first pass runs, even with
// -disable-llvm-passes) and erasing a global together with its dead
// constant users.

#include "shim.h"
#include "sycl-aspects-bridge/src/lib.rs.h"

#include "llvm/ADT/Any.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Passes/PassBuilder.h"

// Use libLLVM's type id for `const Module *`, not a private copy: the Rust
// linker hides every C++ symbol of this library, so an implicitly
// instantiated copy would never compare equal to the one LLVM stores.
extern template const char llvm::Any::TypeId<const llvm::Module *>::Id;

namespace sycl_aspects {

bool erase_global_if_unused(std::size_t Global) {
  auto *V = reinterpret_cast<llvm::Value *>(Global);
  auto *GV = llvm::dyn_cast_or_null<llvm::GlobalVariable>(V);
  if (!GV)
    return false;
  GV->removeDeadConstantUsers();
  if (!GV->use_empty())
    return false;
  GV->eraseFromParent();
  return true;
}

void register_pass_builder_hooks(std::size_t PassBuilderAddr) {
  auto *PB = reinterpret_cast<llvm::PassBuilder *>(PassBuilderAddr);
  llvm::PassInstrumentationCallbacks *PIC =
      PB ? PB->getPassInstrumentationCallbacks() : nullptr;
  if (!PIC)
    return;
  PIC->registerBeforeNonSkippedPassCallback(
      [](llvm::StringRef, llvm::Any IR) {
        if (const auto *M = llvm::any_cast<const llvm::Module *>(&IR))
          lower_published_facts(
              reinterpret_cast<std::size_t>(const_cast<llvm::Module *>(*M)));
      });
}

} // namespace sycl_aspects
