// The pass's per-instruction prefilter: one tight C++ loop over every
// instruction that decides which functions the (exact, slower) Rust scan
// must read and hands back the direct calls of all the others in flat
// arrays. It contains no aspect logic: which types matter comes from Rust
// (the leaf types), and any function with anything unusual goes to Rust.
//
// Algorithm:
//  1. Number the module's functions in module order (the pass's indices).
//  2. A type "may carry aspects" when it is one of the leaf types (the
//     decorated structs; `double` when the module has fp64) or contains one
//     by value: struct elements, array and vector elements, a function
//     type's return and parameter types (the containment the Rust type walk
//     uses). Decided once per type, children first, with an explicit stack
//     (types nest by value arbitrarily deep), and cached.
//  3. A function needs the Rust scan when anything that scan reads could
//     bring an aspect, an origin or a message: its own !sycl_used_aspects,
//     !sycl_declared_aspects or `sycl-device-has`; a signature type that may
//     carry aspects; or an instruction that
//       a. has !sycl_used_aspects;
//       b. has a result, allocated, GEP source, called-function or
//          constant-operand type that may carry aspects (other operands are
//          arguments and instructions, whose types are checked as the
//          signature and as results);
//       c. names a global variable or function whose value type may carry
//          aspects, or an alias, an ifunc or a constant expression (the
//          Rust scan looks through those);
//       d. is a call that is not a direct call of a function (indirect
//          calls, inline assembly, calls through casts or aliases) or calls
//          a `sycl-call-if-on-device-conditionally` function.
//  4. Flag the functions with any metadata attachment (only those can
//     carry size metadata to check).
//  5. For every other function, record its calls (callee index and call
//     instruction, in instruction order): all it contributes to the pass is
//     call-graph edges.

#include "shim.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace sycl_aspects {
namespace {

/// Step 2: which types may carry aspects, cached per type.
class AspectTypes {
  llvm::DenseSet<llvm::Type *> Leaves;
  bool DoubleIsLeaf;
  llvm::DenseMap<llvm::Type *, bool> Cache;
  /// Consecutive instructions mostly ask about the same type.
  llvm::Type *LastType = nullptr;
  bool LastAnswer = false;

  static bool isAggregate(llvm::Type *T) {
    return T->isStructTy() || T->isArrayTy() || T->isVectorTy() ||
           T->isFunctionTy();
  }

  /// The answer without walking, when there is one.
  bool known(llvm::Type *T, bool &Answer) const {
    if (T->isDoubleTy()) {
      Answer = DoubleIsLeaf;
      return true;
    }
    if (!isAggregate(T)) {
      Answer = false;
      return true;
    }
    auto It = Cache.find(T);
    if (It == Cache.end())
      return false;
    Answer = It->second;
    return true;
  }

  bool compute(llvm::Type *Root) {
    // (type, children pushed): a type is decided when popped the second
    // time, after all its children.
    llvm::SmallVector<std::pair<llvm::Type *, bool>, 16> Stack;
    // By-value types cannot contain themselves; this only keeps a
    // malformed context from looping.
    llvm::SmallPtrSet<llvm::Type *, 16> InProgress;
    Stack.push_back({Root, false});
    while (!Stack.empty()) {
      auto [T, Expanded] = Stack.pop_back_val();
      bool Answer;
      if (known(T, Answer))
        continue;
      if (!Expanded) {
        if (!InProgress.insert(T).second)
          continue;
        Stack.push_back({T, true});
        for (llvm::Type *Child : T->subtypes())
          if (!known(Child, Answer))
            Stack.push_back({Child, false});
        continue;
      }
      bool Carries = Leaves.contains(T);
      for (llvm::Type *Child : T->subtypes())
        if (!Carries && known(Child, Answer))
          Carries = Answer;
      Cache[T] = Carries;
    }
    bool Answer = false;
    known(Root, Answer);
    return Answer;
  }

public:
  AspectTypes(rust::Slice<const std::size_t> LeafTypes, bool DoubleIsLeaf)
      : DoubleIsLeaf(DoubleIsLeaf) {
    for (std::size_t T : LeafTypes)
      Leaves.insert(reinterpret_cast<llvm::Type *>(T));
  }

  bool mayCarry(llvm::Type *T) {
    if (T == LastType)
      return LastAnswer;
    // Pointers, integers and most scalars: no lookup.
    if (!isAggregate(T) && !T->isDoubleTy())
      return false;
    bool Answer;
    if (!known(T, Answer))
      Answer = compute(T);
    LastType = T;
    LastAnswer = Answer;
    return Answer;
  }
};

/// Step 3c for one constant operand: true when the Rust scan must see it.
bool constantNeedsScan(const llvm::Constant *C, AspectTypes &Types) {
  if (llvm::isa<llvm::ConstantExpr>(C) || llvm::isa<llvm::GlobalAlias>(C) ||
      llvm::isa<llvm::GlobalIFunc>(C))
    return true;
  if (const auto *G = llvm::dyn_cast<llvm::GlobalObject>(C))
    return Types.mayCarry(G->getValueType());
  return false;
}

/// Steps 3a-3d for one instruction; `Calls` gets a direct call's callee.
bool instructionNeedsScan(llvm::Instruction &I, AspectTypes &Types,
                          unsigned UsedKind,
                          const llvm::DenseMap<const llvm::Function *, uint32_t> &Index,
                          llvm::SmallVectorImpl<std::pair<uint32_t, llvm::Instruction *>> &Calls) {
  if (I.hasMetadata() && I.getMetadata(UsedKind))
    return true;
  if (Types.mayCarry(I.getType()))
    return true;
  if (auto *A = llvm::dyn_cast<llvm::AllocaInst>(&I)) {
    if (Types.mayCarry(A->getAllocatedType()))
      return true;
  } else if (auto *G = llvm::dyn_cast<llvm::GetElementPtrInst>(&I)) {
    if (Types.mayCarry(G->getSourceElementType()))
      return true;
  }
  // Only constant operands need a look: an argument's type is in the
  // signature and an instruction's is its result type, both checked on
  // their own; labels and metadata never carry aspects.
  for (const llvm::Use &U : I.operands())
    if (const auto *C = llvm::dyn_cast_or_null<llvm::Constant>(U.get()))
      if (Types.mayCarry(C->getType()) || constantNeedsScan(C, Types))
        return true;
  if (auto *Call = llvm::dyn_cast<llvm::CallBase>(&I)) {
    if (Types.mayCarry(Call->getFunctionType()))
      return true;
    auto *Callee = llvm::dyn_cast<llvm::Function>(Call->getCalledOperand());
    if (!Callee ||
        Callee->hasFnAttribute("sycl-call-if-on-device-conditionally"))
      return true;
    auto It = Index.find(Callee);
    if (It == Index.end())
      return true;
    Calls.push_back({It->second, &I});
  }
  return false;
}

} // namespace

void prefilter_functions(std::size_t ModuleAddr,
                         rust::Slice<const std::size_t> LeafTypes,
                         bool DoubleIsLeaf, uint32_t UsedKind,
                         uint32_t DeclaredKind, rust::Vec<uint8_t> &Flags,
                         rust::Vec<uint32_t> &CallOffsets,
                         rust::Vec<uint32_t> &Callees,
                         rust::Vec<std::size_t> &CallSites) {
  auto *M = reinterpret_cast<llvm::Module *>(ModuleAddr);
  if (!M)
    return;
  // Step 1.
  llvm::DenseMap<const llvm::Function *, uint32_t> Index;
  Index.reserve(M->size());
  for (const llvm::Function &F : *M)
    Index.try_emplace(&F, static_cast<uint32_t>(Index.size()));
  Flags.reserve(M->size());
  CallOffsets.reserve(M->size() + 1);
  AspectTypes Types(LeafTypes, DoubleIsLeaf);
  llvm::SmallVector<std::pair<uint32_t, llvm::Instruction *>, 16> Calls;
  CallOffsets.push_back(0);
  for (llvm::Function &F : *M) {
    // Step 3.
    Calls.clear();
    bool Needs = F.getMetadata(UsedKind) || F.getMetadata(DeclaredKind) ||
                 F.hasFnAttribute("sycl-device-has") ||
                 Types.mayCarry(F.getFunctionType());
    for (llvm::BasicBlock &BB : F) {
      if (Needs)
        break;
      for (llvm::Instruction &I : BB)
        if (instructionNeedsScan(I, Types, UsedKind, Index, Calls)) {
          Needs = true;
          break;
        }
    }
    // Bits as in src/lib.rs: PREFILTER_NEEDS_SCAN, PREFILTER_HAS_METADATA.
    Flags.push_back((Needs ? 1 : 0) | (F.hasMetadata() ? 2 : 0));
    // Step 5.
    if (!Needs)
      for (auto &[Callee, Site] : Calls) {
        Callees.push_back(Callee);
        CallSites.push_back(reinterpret_cast<std::size_t>(Site));
      }
    CallOffsets.push_back(static_cast<uint32_t>(Callees.size()));
  }
}

} // namespace sycl_aspects
