// LLVM-side hooks the C API lacks: pass instrumentation (so the front end's
// facts are lowered before the first pass runs, even with
// -disable-llvm-passes, and the propagation pass runs in -save-temps'
// bitcode step), the registration of the propagation pass as a
// real PassInfoMixin class, and likewise esimd-verifier (so LLVM prints it by its pipeline name with its
// parameters), and erasing a global together with its dead constant users.

#include "preprocess.h"
#include "shim.h"
#include "state.h"

#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/FileManager.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/Support/CommandLine.h"

#include "llvm/ADT/Any.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Passes/PassBuilder.h"

#include "llvm/Passes/PassPlugin.h"

#include <cstdio>
#include <dlfcn.h>
#include <memory>
#include <unistd.h>

// Use libLLVM's type id for `const Module *`, not a private copy: the Rust
// linker hides every C++ symbol of this library, so an implicitly
// instantiated copy would never compare equal to the one LLVM stores.
extern template const char llvm::Any::TypeId<const llvm::Module *>::Id;

namespace sycl_aspects {

namespace {

/// Refuses to run inside a program of another LLVM major. The library links
/// the libLLVM and libclang-cpp of the major it was built for; loaded into
/// clang or opt of another major (Debian's versioned symbols keep the two
/// copies apart), its C++ would be handed that program's objects, whose
/// layouts differ, and crash or silently do nothing. So, before any other
/// initializer of the library runs, compare the major it was compiled
/// against with the host's: `LLVMGetVersion` looked up from the program's
/// global scope, where the host's libLLVM comes first. No such symbol (a
/// program without LLVM) means nothing to compare, and is allowed.
__attribute__((constructor(101))) void refuseForeignLLVM() {
  using GetVersion = void (*)(unsigned *, unsigned *, unsigned *);
  auto *Host = reinterpret_cast<GetVersion>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"));
  if (!Host)
    return;
  unsigned Major = 0, Minor = 0, Patch = 0;
  Host(&Major, &Minor, &Patch);
  if (Major == LLVM_VERSION_MAJOR)
    return;
  Dl_info Info{};
  const char *Library = dladdr(reinterpret_cast<void *>(&refuseForeignLLVM), &Info) &&
                                Info.dli_fname
                            ? Info.dli_fname
                            : "libsycl_aspects.so";
  char Program[4096] = "the program";
  ssize_t N = readlink("/proc/self/exe", Program, sizeof(Program) - 1);
  if (N > 0)
    Program[N] = '\0';
  std::fprintf(stderr,
               "error: sycl_aspects plugin: %s is built for LLVM/Clang %d, but %s uses "
               "LLVM %u.%u.%u; load the plugin built for LLVM %u instead (in a build tree: "
               "%s/libsycl_aspects.so; docs/llvm-versions.md)\n",
               Library, LLVM_VERSION_MAJOR, Program, Major, Minor, Patch, Major,
               Major == 16 ? "target/release" : Major == 19 ? "target/llvm19/release"
                                                           : "no such build: LLVM 16 or 19 only");
  std::fflush(stderr);
  // Not exit(): the destructors of half-initialized state must not run.
  _exit(1);
}

} // namespace

uint32_t plugin_api_version() { return LLVM_PLUGIN_API_VERSION; }

uint32_t llvm_major() { return LLVM_VERSION_MAJOR; }

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

namespace {

/// DPC++'s option spellings; registered when the library is loaded with
/// `opt -load=<lib>` (before the command line is parsed).
// Lists: every occurrence adds its comma-separated items (as
// `cl::opt<std::string>` did not: a repeated option silently kept only the
// last value).
llvm::cl::list<std::string> FixedTargetsOption(
    "sycl-propagate-aspects-usage-fixed-targets",
    llvm::cl::desc("Comma-separated fixed targets for sycl-propagate-aspects-usage (repeatable)"),
    llvm::cl::CommaSeparated, llvm::cl::ZeroOrMore);
llvm::cl::list<std::string> ExcludeAspectsOption(
    "sycl-propagate-aspects-usage-exclude-aspects",
    llvm::cl::desc("Comma-separated aspects sycl-propagate-aspects-usage ignores (repeatable)"),
    llvm::cl::CommaSeparated, llvm::cl::ZeroOrMore);

/// The items of every occurrence, joined by ',' (empty items dropped).
std::string joinedItems(const llvm::cl::list<std::string> &Option) {
  std::string Joined;
  for (const std::string &Item : Option) {
    if (Item.empty())
      continue;
    if (!Joined.empty())
      Joined += ',';
    Joined += Item;
  }
  return Joined;
}

/// A pass diagnostic outside clang: LLVM's plugin diagnostic kind.
class AspectDiagnostic : public llvm::DiagnosticInfo {
  const std::string &Message;

public:
  AspectDiagnostic(const std::string &Message, llvm::DiagnosticSeverity Severity)
      : llvm::DiagnosticInfo(kind(), Severity), Message(Message) {}
  static int kind() {
    static const int Kind = llvm::getNextAvailablePluginDiagnosticKind();
    return Kind;
  }
  void print(llvm::DiagnosticPrinter &DP) const override { DP << Message; }
};

/// The file the SourceManager knows whose name, converted to UTF-8 lossily
/// (the way AstLocation::file and the pass's debug-info file names are),
/// is Path: a name that is not UTF-8 reaches us with U+FFFD in it. Only
/// tried when Path holds U+FFFD and no file has that very name.
std::optional<std::string> fileNamedLossily(clang::SourceManager &SM,
                                            llvm::StringRef Path) {
  if (!Path.contains("\xEF\xBF\xBD"))
    return std::nullopt;
  // Debug info names a file by directory + name: the directory may be
  // joined in front of the name clang opened.
  for (auto It = SM.fileinfo_begin(), End = SM.fileinfo_end(); It != End; ++It) {
    llvm::StringRef Name = compat::fileInfoName(It);
    std::string Lossy(rust::String::lossy(Name.data(), Name.size()));
    if (Lossy == Path)
      return Name.str();
    if (!Path.ends_with(Lossy))
      continue;
    llvm::StringRef Prefix = Path.drop_back(Lossy.size());
    if (Prefix.ends_with("/") && !Prefix.contains("\xEF\xBF\xBD")) {
      std::string Candidate = (Prefix + Name).str();
      auto FE = SM.getFileManager().getFile(Candidate);
      if (FE && *FE == compat::fileInfoEntry(It))
        return Candidate;
    }
  }
  return std::nullopt;
}

} // namespace

void add_string_attributes(std::size_t FunctionAddr,
                           rust::Slice<const uint8_t> Texts,
                           rust::Slice<const std::size_t> Ends) {
  auto *F = llvm::dyn_cast_or_null<llvm::Function>(
      reinterpret_cast<llvm::Value *>(FunctionAddr));
  if (!F)
    return;
  // One builder, one new attribute list: adding N attributes one at a time
  // builds (and LLVMContext keeps) N lists of 1..N attributes.
  llvm::AttrBuilder B(F->getContext());
  auto text = [&](std::size_t I) {
    std::size_t Begin = I == 0 ? 0 : Ends[I - 1];
    std::size_t End = std::min(Ends[I], Texts.size());
    return llvm::StringRef(reinterpret_cast<const char *>(Texts.data()) + Begin,
                           End > Begin ? End - Begin : 0);
  };
  for (std::size_t I = 0; I + 1 < Ends.size(); I += 2)
    B.addAttribute(text(I), text(I + 1)); // a later value replaces
  F->addFnAttrs(B);
}

namespace {

/// The clang location of Path:Line:Column, invalid when clang does not
/// know the file (or Line is 0).
clang::SourceLocation clangLocation(clang::SourceManager &SM, rust::Str Path,
                                    uint32_t Line, uint32_t Column) {
  clang::SourceLocation Loc;
  std::string File(Path);
  if (!File.empty() && Line > 0) {
    auto FE = SM.getFileManager().getFile(File);
    if (!FE)
      if (std::optional<std::string> Real = fileNamedLossily(SM, File))
        FE = SM.getFileManager().getFile(File = *Real);
    if (FE)
      Loc = SM.translateFileLineCol(*FE, Line, Column ? Column : 1);
  }
  // Preprocessed input holds the source's lines under line markers.
  if (Loc.isInvalid() && Path.size() > 0)
    Loc = locationInPreprocessedInput(SM, File, Line, Column);
  return Loc;
}

enum class PassDiagnosticKind { Warning, Error, Note };

void emitPassDiagnostic(std::size_t ModuleAddr, PassDiagnosticKind Kind,
                        rust::Str Shown, rust::Str Path, uint32_t Line,
                        uint32_t Column, rust::Str Message) {
  std::string Text(Message);
  // Without a clang location, the location goes into the text.
  auto withShownLocation = [&] {
    if (Line > 0)
      Text = std::string(Shown) + ": " + Text;
  };
  PluginState &St = state();
  if (St.Active && St.Diags && St.SourceMgr) {
    clang::SourceLocation Loc = clangLocation(*St.SourceMgr, Path, Line, Column);
    if (Loc.isInvalid())
      withShownLocation();
    // A note attaches to the warning or error reported just before it
    // (and is dropped with it when -Wno-backend-plugin silences that).
    unsigned Id = Kind == PassDiagnosticKind::Error ? clang::diag::err_fe_backend_plugin
                  : Kind == PassDiagnosticKind::Note ? clang::diag::note_fe_backend_plugin
                                                     : clang::diag::warn_fe_backend_plugin;
    St.Diags->Report(Loc, Id) << Text;
    return;
  }
  withShownLocation();
  auto *M = reinterpret_cast<llvm::Module *>(ModuleAddr);
  llvm::DiagnosticSeverity Severity = Kind == PassDiagnosticKind::Error ? llvm::DS_Error
                                      : Kind == PassDiagnosticKind::Note ? llvm::DS_Note
                                                                         : llvm::DS_Warning;
  M->getContext().diagnose(AspectDiagnostic(Text, Severity));
}

} // namespace

void emit_pass_diagnostic(std::size_t ModuleAddr, bool Error, rust::Str Shown,
                          rust::Str Path, uint32_t Line, uint32_t Column,
                          rust::Str Message) {
  emitPassDiagnostic(ModuleAddr, Error ? PassDiagnosticKind::Error : PassDiagnosticKind::Warning,
                     Shown, Path, Line, Column, Message);
}

void emit_pass_note(std::size_t ModuleAddr, rust::Str Shown, rust::Str Path,
                    uint32_t Line, uint32_t Column, rust::Str Message) {
  emitPassDiagnostic(ModuleAddr, PassDiagnosticKind::Note, Shown, Path, Line,
                     Column, Message);
}

bool ast_in_system_header(rust::Str Path, uint32_t Line, uint32_t Column) {
  PluginState &St = state();
  if (!St.Active || !St.SourceMgr)
    return false;
  clang::SourceLocation Loc = clangLocation(*St.SourceMgr, Path, Line, Column);
  return Loc.isValid() && St.SourceMgr->isInSystemHeader(Loc);
}

rust::String legacy_option_value(rust::Str Name) {
  std::string N(Name);
  if (N == "fixed-targets")
    return rust::String::lossy(joinedItems(FixedTargetsOption));
  if (N == "exclude-aspects")
    return rust::String::lossy(joinedItems(ExcludeAspectsOption));
  return rust::String();
}

bool frontend_active() { return state().Active; }

namespace {

/// The Rust side of a module pass (functions of the pass crate, handed
/// over as addresses when the plugin registers). A handle is one
/// configured pass instance owned by Rust.
struct RustPassCallbacks {
  /// Parameters (the text between `<` and `>`, `HasParams` false for the
  /// bare name) -> handle; null when they are wrong (Rust reported it).
  void *(*Create)(const char *Params, std::size_t Len, bool HasParams);
  /// The instance clang runs at pipeline start (plugin arguments and
  /// DPC++'s -mllvm options); null when the configuration is wrong.
  void *(*CreateForClang)();
  bool (*Run)(void *Handle, void *Module);
  /// The parameters to print, as `<name><...>` accepts them (empty:
  /// none); owned by the handle.
  const char *(*Params)(void *Handle);
  void (*Destroy)(void *Handle);
};

constexpr char PropagateName[] = "sycl-propagate-aspects-usage";
constexpr char EsimdVerifierName[] = "esimd-verifier";

/// One pass implemented in Rust: a thin class so LLVM's pass manager,
/// -debug-pass-manager, -time-passes and -print-pipeline-passes see the
/// pass by its pipeline name; the work is done in Rust.
template <const char *Name> class RustModulePass
    : public llvm::PassInfoMixin<RustModulePass<Name>> {
  /// Owns the Rust handle; LLVM copies and moves pass objects, the handle
  /// is destroyed once, with the last copy.
  struct Instance {
    void *Handle;
    explicit Instance(void *Handle) : Handle(Handle) {}
    Instance(const Instance &) = delete;
    Instance &operator=(const Instance &) = delete;
    ~Instance() { callbacks().Destroy(Handle); }
  };
  std::shared_ptr<Instance> Impl;

public:
  static RustPassCallbacks &callbacks() {
    static RustPassCallbacks Callbacks;
    return Callbacks;
  }

  explicit RustModulePass(void *Handle)
      : Impl(std::make_shared<Instance>(Handle)) {}

  static llvm::StringRef name() { return Name; }

  /// The pass changes nothing but metadata: function attachments of its
  /// own kinds (`!sycl_used_aspects`, `!sycl_conditionally_used_aspects`,
  /// `!sycl_fixed_targets`) and named metadata, all tuples of strings and
  /// integer constants. No instruction, block, global, attribute or
  /// standard metadata kind changes, so every analysis stays valid,
  /// including a cached verifier result: after `verify,<this pass>` opt
  /// need not verify again (without a cached result it still verifies the
  /// output). DPC++'s pass also preserves everything.
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    // Both passes change only metadata (and report): every analysis,
    // the verifier's included, stays valid.
    callbacks().Run(Impl->Handle, &M);
    return llvm::PreservedAnalyses::all();
  }

  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>) {
    OS << Name;
    llvm::StringRef Params = callbacks().Params(Impl->Handle);
    if (!Params.empty())
      OS << '<' << Params << '>';
  }

  /// Runs one pipeline-start instance on `M` now: -save-temps' bitcode
  /// step, which has no pipeline (state.h, PropagateBeforeOutput).
  static void runForClang(llvm::Module &M) {
    RustPassCallbacks &C = callbacks();
    if (!C.CreateForClang)
      return;
    if (void *Handle = C.CreateForClang()) {
      C.Run(Handle, &M);
      C.Destroy(Handle);
    }
  }

  /// Registers the pipeline name and, inside clang, the pipeline-start
  /// instance.
  static void registerOn(llvm::PassBuilder &PB, std::size_t Create,
                         std::size_t CreateForClang, std::size_t Run,
                         std::size_t Params, std::size_t Destroy) {
    RustPassCallbacks &C = callbacks();
    C.Create = reinterpret_cast<decltype(C.Create)>(Create);
    C.CreateForClang = reinterpret_cast<decltype(C.CreateForClang)>(CreateForClang);
    C.Run = reinterpret_cast<decltype(C.Run)>(Run);
    C.Params = reinterpret_cast<decltype(C.Params)>(Params);
    C.Destroy = reinterpret_cast<decltype(C.Destroy)>(Destroy);
    PB.registerPipelineParsingCallback(
        [](llvm::StringRef Text, llvm::ModulePassManager &MPM,
           llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
          if (!Text.consume_front(Name))
            return false;
          bool HasParams = !Text.empty();
          if (HasParams && !(Text.consume_front("<") && Text.consume_back(">")))
            return false;
          void *Handle = callbacks().Create(Text.data(), Text.size(), HasParams);
          if (!Handle)
            return false;
          MPM.addPass(RustModulePass(Handle));
          return true;
        });
    // Inside clang, run first in every pipeline, before inlining or dead
    // code elimination can hide a use or a call.
    if (state().Active)
      PB.registerPipelineStartEPCallback(
          [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level) {
            note_pipeline_optimizes(Level != llvm::OptimizationLevel::O0);
            if (void *Handle = callbacks().CreateForClang())
              MPM.addPass(RustModulePass(Handle));
          });
    // DPC++'s second run of the aspect pass in SYCL device compiles, after
    // the optimizer and without diagnostics (its BackendUtil.cpp): the
    // lists follow the optimized code (a `double` folded away needs no
    // fp64).
    if (state().Active && Name == PropagateName)
      PB.registerOptimizerLastEPCallback(
          [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level) {
            static const char Rerun[] = "rerun";
            if (Level == llvm::OptimizationLevel::O0 || !aspects_rerun_wanted())
              return;
            if (void *Handle = callbacks().Create(Rerun, sizeof(Rerun) - 1, true))
              MPM.addPass(RustModulePass(Handle));
          });
  }
};

bool validCallbacks(std::size_t PassBuilderAddr, std::size_t Create,
                    std::size_t CreateForClang, std::size_t Run,
                    std::size_t Params, std::size_t Destroy) {
  return PassBuilderAddr && Create && CreateForClang && Run && Params && Destroy;
}

} // namespace

void register_propagate_pass(std::size_t PassBuilderAddr, std::size_t Create,
                             std::size_t CreateForClang, std::size_t Run,
                             std::size_t Params, std::size_t Destroy) {
  if (!validCallbacks(PassBuilderAddr, Create, CreateForClang, Run, Params, Destroy))
    return;
  RustModulePass<PropagateName>::registerOn(
      *reinterpret_cast<llvm::PassBuilder *>(PassBuilderAddr), Create,
      CreateForClang, Run, Params, Destroy);
}

void register_esimd_verifier_pass(std::size_t PassBuilderAddr, std::size_t Create,
                                  std::size_t CreateForClang, std::size_t Run,
                                  std::size_t Params, std::size_t Destroy) {
  if (!validCallbacks(PassBuilderAddr, Create, CreateForClang, Run, Params, Destroy))
    return;
  RustModulePass<EsimdVerifierName>::registerOn(
      *reinterpret_cast<llvm::PassBuilder *>(PassBuilderAddr), Create,
      CreateForClang, Run, Params, Destroy);
}

void register_pass_builder_hooks(std::size_t PassBuilderAddr) {
  auto *PB = reinterpret_cast<llvm::PassBuilder *>(PassBuilderAddr);
  llvm::PassInstrumentationCallbacks *PIC =
      PB ? PB->getPassInstrumentationCallbacks() : nullptr;
  if (!PIC)
    return;
  PIC->registerBeforeNonSkippedPassCallback(
      [](llvm::StringRef PassID, llvm::Any IR) {
        const auto *M = llvm::any_cast<const llvm::Module *>(&IR);
        if (!M)
          return;
        auto *Mod = const_cast<llvm::Module *>(*M);
        lower_published_facts(reinterpret_cast<std::size_t>(Mod),
                              bytesOf(PassID));
        // -save-temps' bitcode step (state.h): no pipeline, so the passes
        // clang runs at pipeline start run once, in their pipeline order,
        // on the module about to be written.
        PluginState &St = state();
        if (St.PropagateBeforeOutput && PassID == "BitcodeWriterPass") {
          St.PropagateBeforeOutput = false;
          RustModulePass<PropagateName>::runForClang(*Mod);
          RustModulePass<EsimdVerifierName>::runForClang(*Mod);
        }
      });
}

} // namespace sycl_aspects
