// The pass's per-instruction prefilter: one tight C++ loop over every
// instruction that decides which functions the (exact, slower) Rust scan
// must read and hands back the direct calls of all the others in flat
// arrays. It contains no aspect logic: which types matter comes from Rust
// (the leaf types), and any function with anything unusual goes to Rust.
//
// Algorithm:
//  1. Number the module's functions in module order (the pass's indices)
//     and decide each one's facts as a callee (step 3d) and its attribute
//     facts (step 4).
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
//     What a direct call needs from its callee (its function type may
//     carry aspects; it is conditional) is decided in step 1 for every
//     function, in module order: per call it was a string-attribute lookup
//     (a fifth of the time), on a callee's first call a cache miss.
//  4. Flag each function's own facts, so that Rust reads only what is
//     there: its aspect-list metadata, its required-size metadata, the
//     `sycl-device-has`, `calls-indirectly` and `indirectly-callable`
//     attributes (looked up once per distinct attribute list), and whether
//     it may be an entry point (a definition that is a `spir_kernel` or has
//     `sycl-module-id`: Rust decides the rest from its name).
//  5. For every function whose instructions need no scan, record its calls
//     (callee index and call instruction, in instruction order): all its
//     instructions contribute to the pass is call-graph edges. (A function
//     sent to the scan only by its own metadata, attributes or signature
//     is scanned without its instructions.)
//  6. For every function whose instructions need the scan, record the
//     instructions the scan can get anything from (`instructionContribution`:
//     the scan's own per-instruction rule), in order, those that are only
//     a plain direct call marked as such: the Rust scan reads those and
//     skips the rest (at -O0 most of a function's instructions are loads,
//     stores and arithmetic on scalars and pointers).
//  The answer stays in C++ arrays that Rust reads as slices: pushing into
//  a Rust `Vec` from C++ costs several calls across the bridge per element.
//  Steps 3-5 run a chunk of functions at a time (`prefilter_next`), so that
//  Rust scans the functions a chunk hands over while their instructions
//  are still in the cache.

#include "shim.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Value.h"
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
#include "llvm/Support/Compiler.h"

#include <vector>

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
  llvm::Type *LastFunctionType = nullptr;
  bool LastFunctionAnswer = false;

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

  /// Asked for every result and constant-operand type: the scalar and
  /// pointer cases (nearly all) are answered inline, without a call.
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool mayCarry(llvm::Type *T) {
    switch (T->getTypeID()) {
    case llvm::Type::DoubleTyID:
      return DoubleIsLeaf;
    case llvm::Type::FunctionTyID:
      // Every call asks about its function type, and most calls share
      // one: a slot of its own, apart from the other types' last answer.
      if (T != LastFunctionType) {
        LastFunctionType = T;
        LastFunctionAnswer = mayCarryAggregate(T);
      }
      return LastFunctionAnswer;
    case llvm::Type::StructTyID:
    case llvm::Type::ArrayTyID:
    case llvm::Type::FixedVectorTyID:
    case llvm::Type::ScalableVectorTyID:
      // The last answer inline: an alloca and its GEP mostly ask about
      // the same struct.
      return T == LastType ? LastAnswer : mayCarryAggregate(T);
    default:
      return false;
    }
  }

private:
  LLVM_ATTRIBUTE_NOINLINE bool mayCarryAggregate(llvm::Type *T) {
    if (T == LastType)
      return LastAnswer;
    bool Answer;
    if (!known(T, Answer))
      Answer = compute(T);
    LastType = T;
    LastAnswer = Answer;
    return Answer;
  }
};

/// Step 3d's per-callee facts, decided for every function while numbering
/// them (step 1 walks the function list in order anyway): looking at a
/// callee on its first call instead cost a cache miss per callee, at
/// random places in a module far larger than the cache.
class Callees {
  std::vector<uint8_t> NeedsScan;

public:
  explicit Callees(std::size_t Count) { NeedsScan.reserve(Count); }

  /// Decides for the next function in module order: a direct call of it
  /// needs the scan when its function type may carry aspects or it is
  /// conditional.
  void add(const llvm::Function &F, bool Conditional, AspectTypes &Types) {
    NeedsScan.push_back(Conditional || Types.mayCarry(F.getFunctionType()));
  }

  /// Whether a direct call of function `Index` needs the scan.
  bool needsScan(uint32_t Index) const {
    return Index >= NeedsScan.size() || NeedsScan[Index];
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

/// Step 1's numbering: only the module's functions are keys.
using FunctionIndex = llvm::DenseMap<const llvm::Value *, uint32_t>;

/// Steps 3a-3d for one instruction; `Calls` gets a direct call's callee.
LLVM_ATTRIBUTE_ALWAYS_INLINE bool
instructionNeedsScan(llvm::Instruction &I, AspectTypes &Types,
                          Callees &CalleeFacts, unsigned UsedKind,
                          const FunctionIndex &Index,
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
  auto *Call = llvm::dyn_cast<llvm::CallBase>(&I);
  // The called operand is looked at below (once per callee).
  const llvm::Use *CalledUse = Call ? &Call->getCalledOperandUse() : nullptr;
  // Only constant operands need a look: an argument's type is in the
  // signature and an instruction's is its result type, both checked on
  // their own; labels and metadata never carry aspects.
  for (const llvm::Use &U : I.operands())
    if (&U != CalledUse)
      if (const auto *C = llvm::dyn_cast_or_null<llvm::Constant>(U.get()))
        if (Types.mayCarry(C->getType()) || constantNeedsScan(C, Types))
          return true;
  if (Call) {
    // A called function of this module (only those are in `Index`, so the
    // callee itself is not read here): its pointer type carries nothing,
    // its value type (the function type) is the callee's fact; anything
    // else called (an alias, a cast, inline assembly, a computed pointer)
    // needs the scan.
    const llvm::Value *Called = Call->getCalledOperand();
    auto It = Index.find(Called);
    if (It == Index.end() || CalleeFacts.needsScan(It->second))
      return true;
    // The call's own function type (it may differ from the callee's).
    if (Types.mayCarry(Call->getFunctionType()))
      return true;
    Calls.push_back({It->second, &I});
  }
  return false;
}

/// Step 6 for one instruction of a function the Rust scan reads
/// instruction by instruction: what the scan can get from it.
enum class Contribution {
  /// Nothing: it leaves the scan's state as it was.
  None,
  /// Only a direct call of a plain function (step 3d), whose types and
  /// arguments bring nothing: the scan records the call and nothing else.
  PlainCall,
  /// Possibly anything (an aspect, an origin, a place in DPC++'s order, a
  /// message): the scan reads it.
  Scan,
};

/// The scan's own per-instruction rule: a call (every call is recorded);
/// `!sycl_used_aspects`; a type that may carry aspects among the result,
/// allocated and GEP source types and every operand's type (arguments'
/// and instructions' too: the scan orders them); a constant operand the
/// scan looks through (step 3c). `Scratch` is room for step 3's call.
/// The contribution of an instruction step 3 let through: only its
/// arguments' and instructions' types are left to look at.
Contribution plainInstructionContribution(llvm::Instruction &I,
                                          AspectTypes &Types) {
  for (const llvm::Use &U : I.operands())
    if (const llvm::Value *V = U.get())
      if (!llvm::isa<llvm::Constant>(V) && Types.mayCarry(V->getType()))
        return Contribution::Scan;
  return llvm::isa<llvm::CallBase>(&I) ? Contribution::PlainCall
                                       : Contribution::None;
}

Contribution instructionContribution(
    llvm::Instruction &I, AspectTypes &Types, Callees &CalleeFacts,
    unsigned UsedKind, const FunctionIndex &Index,
    llvm::SmallVectorImpl<std::pair<uint32_t, llvm::Instruction *>> &Scratch) {
  Scratch.clear();
  if (instructionNeedsScan(I, Types, CalleeFacts, UsedKind, Index, Scratch))
    return Contribution::Scan;
  return plainInstructionContribution(I, Types);
}

/// The walk between two `prefilter_next` calls: where it is and what it
/// has learnt (per-type, per-callee and per-attribute-list answers).
struct Walk {
  llvm::Module::iterator Next, End;
  AspectTypes Types;
  Callees CalleeFacts;
  unsigned UsedKind, DeclaredKind;
  llvm::SmallVector<unsigned, 2> SizeKinds;
  /// Attribute facts per attribute list (`sycl-device-has`; the virtual
  /// call attributes; `sycl-call-if-on-device-conditionally`): lists are
  /// uniqued in the context, so functions with the same attributes share
  /// one and the string lookups run once per distinct list, not per
  /// function.
  struct AttributeFacts {
    bool DeviceHas, VirtualCalls, Conditional, ModuleId;
  };
  llvm::DenseMap<const void *, AttributeFacts> AttributeCache;
  llvm::SmallVector<std::pair<uint32_t, llvm::Instruction *>, 16> Calls;
  llvm::SmallVector<std::pair<uint32_t, llvm::Instruction *>, 1> Scratch;
  /// Each function's attribute facts, in module order (step 1).
  std::vector<AttributeFacts> FunctionAttributes;

  Walk(llvm::Module &M, std::size_t Count,
       rust::Slice<const std::size_t> LeafTypes, bool DoubleIsLeaf,
       unsigned UsedKind, unsigned DeclaredKind,
       rust::Slice<const uint32_t> SizeKinds)
      : Next(M.begin()), End(M.end()), Types(LeafTypes, DoubleIsLeaf),
        CalleeFacts(Count), UsedKind(UsedKind), DeclaredKind(DeclaredKind),
        SizeKinds(SizeKinds.begin(), SizeKinds.end()) {}

  AttributeFacts attributeFacts(const llvm::Function &F) {
    auto [It, New] = AttributeCache.try_emplace(
        F.getAttributes().getRawPointer(),
        AttributeFacts{false, false, false, false});
    if (New)
      It->second = {F.hasFnAttribute("sycl-device-has"),
                    F.hasFnAttribute("calls-indirectly") ||
                        F.hasFnAttribute("indirectly-callable"),
                    F.hasFnAttribute("sycl-call-if-on-device-conditionally"),
                    F.hasFnAttribute("sycl-module-id")};
    return It->second;
  }

  bool hasSizeMetadata(const llvm::Function &F) const {
    for (unsigned Kind : SizeKinds)
      if (F.getMetadata(Kind))
        return true;
    return false;
  }
};

} // namespace

struct PrefilterWalk : Walk {
  using Walk::Walk;
};

PrefilterResult::PrefilterResult() = default;
PrefilterResult::~PrefilterResult() = default;

std::unique_ptr<PrefilterResult>
prefilter_functions(std::size_t ModuleAddr,
                    rust::Slice<const std::size_t> LeafTypes,
                    bool DoubleIsLeaf, uint32_t UsedKind,
                    uint32_t DeclaredKind,
                    rust::Slice<const uint32_t> SizeKinds) {
  auto Result = std::make_unique<PrefilterResult>();
  auto *M = reinterpret_cast<llvm::Module *>(ModuleAddr);
  if (!M)
    return Result;
  // Step 1 (`Module::size` walks the function list: counted once), with
  // each function's facts as a callee (step 3d).
  std::size_t Count = 0;
  for (const llvm::Function &F : *M) {
    (void)F;
    ++Count;
  }
  Result->State = std::make_unique<PrefilterWalk>(
      *M, Count, LeafTypes, DoubleIsLeaf, UsedKind, DeclaredKind, SizeKinds);
  PrefilterWalk &W = *Result->State;
  FunctionIndex &Index = Result->Index;
  Index.reserve(Count);
  W.FunctionAttributes.reserve(Count);
  // Neighbouring functions mostly share their attribute list (none, or
  // the same few attributes): the last list's facts are tested inline.
  const void *LastList = nullptr;
  Walk::AttributeFacts LastFacts{};
  bool HaveLast = false;
  for (const llvm::Function &F : *M) {
    Index.try_emplace(&F, static_cast<uint32_t>(Index.size()));
    const void *List = F.getAttributes().getRawPointer();
    if (!HaveLast || List != LastList) {
      LastFacts = W.attributeFacts(F);
      LastList = List;
      HaveLast = true;
    }
    W.FunctionAttributes.push_back(LastFacts);
    W.CalleeFacts.add(F, W.FunctionAttributes.back().Conditional, W.Types);
  }
  Result->Flags.reserve(Count);
  Result->CallOffsets.reserve(Count + 1);
  Result->CallOffsets.push_back(0);
  Result->ScanOffsets.reserve(Count + 1);
  Result->ScanOffsets.push_back(0);
  // Direct calls: a few per function; reserving address space for them
  // costs no memory until written, and spares copying megabytes (and
  // touching fresh pages twice) while the arrays double.
  Result->Callees.reserve(Count * 4);
  Result->CallSites.reserve(Count * 4);
  return Result;
}

std::size_t prefilter_next(PrefilterResult &Result, std::size_t MaxFunctions) {
  if (!Result.State)
    return 0;
  PrefilterWalk &W = *Result.State;
  std::size_t Done = 0;
  for (; Done < MaxFunctions && W.Next != W.End; ++Done) {
    llvm::Function &F = *W.Next++;
    // Step 3: the function's own facts, then its instructions (walked
    // also when its own facts already send it to the scan: if none of
    // them needs the scan, the scan reads only the function's facts).
    W.Calls.clear();
    bool HasMetadata = F.hasMetadata();
    bool ListMetadata = HasMetadata && (F.getMetadata(W.UsedKind) ||
                                        F.getMetadata(W.DeclaredKind));
    // Step 1 decided them for this function (numbered as the flags).
    std::size_t Position = Result.Flags.size();
    Walk::AttributeFacts Attributes = Position < W.FunctionAttributes.size()
                                          ? W.FunctionAttributes[Position]
                                          : W.attributeFacts(F);
    bool Own = ListMetadata || Attributes.DeviceHas ||
               W.Types.mayCarry(F.getFunctionType());
    bool Instructions = false;
    // The first instruction that needs the scan (step 6 starts from it).
    const llvm::Instruction *FirstNeeding = nullptr;
    for (llvm::BasicBlock &BB : F) {
      if (Instructions)
        break;
      for (llvm::Instruction &I : BB) {
        // The walk waits on memory: each instruction's first load misses
        // when the module is larger than the cache (a verifier or codegen
        // walked it last). Instructions are allocated mostly in order, so
        // asking for the memory 1-2 KiB ahead brings the next ones in while
        // this one is decided (at 10^5 functions: 10% of the pass's wall
        // time; docs/benchmarks.md). A prefetch never faults.
        __builtin_prefetch(reinterpret_cast<const char *>(&I) + 1024);
        __builtin_prefetch(reinterpret_cast<const char *>(&I) + 2048);
        if (instructionNeedsScan(I, W.Types, W.CalleeFacts, W.UsedKind,
                                 Result.Index, W.Calls)) {
          Instructions = true;
          FirstNeeding = &I;
          break;
        }
      }
    }
    // Bits as in src/lib.rs: PREFILTER_NEEDS_SCAN,
    // PREFILTER_ENTRY_CANDIDATE, PREFILTER_PLAIN_INSTRUCTIONS, then step
    // 4's PREFILTER_LIST_METADATA, PREFILTER_DEVICE_HAS,
    // PREFILTER_SIZE_METADATA, PREFILTER_VIRTUAL_CALLS.
    // (`isDeclaration` is a call: asked only of the few candidates.)
    bool EntryCandidate =
        (F.getCallingConv() == llvm::CallingConv::SPIR_KERNEL ||
         Attributes.ModuleId) &&
        !F.isDeclaration();
    Result.Flags.push_back(
        (Own || Instructions ? 1 : 0) | (EntryCandidate ? 2 : 0) |
        (Instructions ? 0 : 4) | (ListMetadata ? 8 : 0) |
        (Attributes.DeviceHas ? 16 : 0) |
        (HasMetadata && W.hasSizeMetadata(F) ? 32 : 0) |
        (Attributes.VirtualCalls ? 64 : 0));
    // Step 6: the instructions the Rust scan must read, in order; a plain
    // call's address has its lowest bit set (instructions are aligned).
    // Those before the first that needs the scan passed step 3 already:
    // only their arguments' and instructions' types are left to look at.
    if (Instructions) {
      bool Before = true;
      for (llvm::BasicBlock &BB : F)
        for (llvm::Instruction &I : BB) {
          if (&I == FirstNeeding)
            Before = false;
          Contribution C =
              &I == FirstNeeding ? Contribution::Scan
              : Before ? plainInstructionContribution(I, W.Types)
                       : instructionContribution(I, W.Types, W.CalleeFacts,
                                                 W.UsedKind, Result.Index,
                                                 W.Scratch);
          switch (C) {
          case Contribution::None:
            break;
          case Contribution::PlainCall:
            Result.ScanInstructions.push_back(
                reinterpret_cast<std::size_t>(&I) | 1);
            break;
          case Contribution::Scan:
            Result.ScanInstructions.push_back(
                reinterpret_cast<std::size_t>(&I));
            break;
          }
        }
    }
    Result.ScanOffsets.push_back(
        static_cast<uint32_t>(Result.ScanInstructions.size()));
    // Step 5.
    if (!Instructions)
      for (auto &[Callee, Site] : W.Calls) {
        Result.Callees.push_back(Callee);
        Result.CallSites.push_back(reinterpret_cast<std::size_t>(Site));
      }
    Result.CallOffsets.push_back(static_cast<uint32_t>(Result.Callees.size()));
  }
  return Done;
}

uint32_t prefilter_function_index(const PrefilterResult &R,
                                  std::size_t Function) {
  auto It = R.Index.find(reinterpret_cast<const llvm::Value *>(Function));
  return It == R.Index.end() ? UINT32_MAX : It->second;
}

rust::Slice<const uint8_t> prefilter_flags(const PrefilterResult &R) {
  return {R.Flags.data(), R.Flags.size()};
}

rust::Slice<const uint32_t> prefilter_call_offsets(const PrefilterResult &R) {
  return {R.CallOffsets.data(), R.CallOffsets.size()};
}

rust::Slice<const uint32_t> prefilter_callees(const PrefilterResult &R) {
  return {R.Callees.data(), R.Callees.size()};
}

rust::Slice<const std::size_t> prefilter_call_sites(const PrefilterResult &R) {
  return {R.CallSites.data(), R.CallSites.size()};
}

rust::Slice<const uint32_t> prefilter_scan_offsets(const PrefilterResult &R) {
  return {R.ScanOffsets.data(), R.ScanOffsets.size()};
}

rust::Slice<const std::size_t>
prefilter_scan_instructions(const PrefilterResult &R) {
  return {R.ScanInstructions.data(), R.ScanInstructions.size()};
}

} // namespace sycl_aspects
