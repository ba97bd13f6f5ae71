// Preprocessing with the plugin loaded but without its AST action: `clang
// -E`, the preprocessing step of -save-temps, and the preprocessor runs of
// ccache and distcc. Clang 16 runs a plugin's AST action (which predefines
// __SYCL_ASPECTS_PLUGIN__ and the any_device_has / all_devices_have macros)
// only for compilations, so without this the output has lost the headers'
// attributes. docs/install.md ("Preprocessed input") has the reasoning.
//
// 1. headers/sycl/detail/defines.hpp says `#pragma sycl_aspects_predefine`
//    when __SYCL_ASPECTS_PLUGIN__ is not defined (clang only, with its
//    unknown-pragma warning silenced, so a compiler without the plugin sees
//    nothing).
// 2. PredefineHandler, registered through clang's PragmaHandlerRegistry for
//    every preprocessor created while this library is loaded, handles it:
//    a. on a preprocessor the AST action serves (watchPreprocessing marked
//       it) it does nothing: the action predefined the macros, and if the
//       pragma is there the input is a .ii made without the plugin (step 4
//       warns);
//    b. otherwise (preprocessing only) it enters a buffer holding the
//       plugin's predefines (plugin_predefines(), the action's own text) and
//       `#pragma sycl_aspects_preprocessed x<hash>`, the FNV-1a hash of those
//       predefines. No handler knows that pragma in a preprocessing-only run,
//       so `-E` prints it into the output: the marker.
// 3. When the action compiles preprocessed input, MarkerHandler reads the
//    marker and compares its hash with this compilation's predefines:
//    different any_device_has / all_devices_have values (clang 16 passes
//    plugin arguments to AST actions only, so `-E` evaluated them for no
//    targets) are a warning.
// 4. At the end of preprocessed input without a marker, the warning that the
//    input was preprocessed without the plugin.
// 5. -save-temps: the pass runs before the bitcode is written (see watchPreprocessing).
// Warnings the pass reports by source position are mapped back into input
// that starts with a line marker (locationInPreprocessedInput), and its
// "sycl-module-id" is the source it was made from (preprocessedSourceName),
// so compiling `-E` or `-frewrite-includes` output gives what compiling the
// source gives.
#include "preprocess.h"
#include "state.h"
#include "clang/Basic/CodeGenOptions.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdint>
#include <string>

using namespace clang;

namespace sycl_aspects {
namespace {

constexpr const char *PredefinePragma = "sycl_aspects_predefine";
constexpr const char *MarkerPragma = "sycl_aspects_preprocessed";

/// The preprocessor the AST action serves in this process, if any.
const Preprocessor *ActionPreprocessor = nullptr;

/// "x" and the 64-bit FNV-1a hash of `Text` in hex: an identifier token.
std::string hashIdentifier(llvm::StringRef Text) {
  uint64_t Hash = 0xcbf29ce484222325ULL;
  for (unsigned char C : Text) {
    Hash ^= C;
    Hash *= 0x100000001b3ULL;
  }
  return "x" + llvm::utohexstr(Hash, /*LowerCase=*/true);
}

/// Reads the rest of the pragma line; returns its first token's spelling.
std::string readPragmaLine(Preprocessor &PP, Token &Tok) {
  std::string First;
  PP.Lex(Tok);
  if (Tok.isNot(tok::eod))
    First = PP.getSpelling(Tok);
  while (Tok.isNot(tok::eod) && Tok.isNot(tok::eof))
    PP.Lex(Tok);
  return First;
}

class PredefineHandler : public PragmaHandler {
public:
  PredefineHandler() : PragmaHandler(PredefinePragma) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &Tok) override {
    readPragmaLine(PP, Tok);
    if (&PP == ActionPreprocessor)
      return; // 2a
    // 2b. The predefines then the marker, as a file the lexer reads next.
    std::string Predefines(plugin_predefines());
    std::string Text = Predefines + "#pragma " + MarkerPragma + " " +
                       hashIdentifier(Predefines) + "\n";
    SourceManager &SM = PP.getSourceManager();
    FileID Buffer = SM.createFileID(
        llvm::MemoryBuffer::getMemBufferCopy(Text, "<sycl_aspects predefines>"),
        SrcMgr::C_User, 0, 0, Introducer.Loc);
    PP.EnterSourceFile(Buffer, nullptr, Introducer.Loc);
  }
};

struct PreprocessedInput {
  bool SawMarker = false;
};

class MarkerHandler : public PragmaHandler {
  PreprocessedInput &Input;

public:
  explicit MarkerHandler(PreprocessedInput &Input) : PragmaHandler(MarkerPragma), Input(Input) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &Tok) override {
    std::string Hash = readPragmaLine(PP, Tok);
    bool First = !Input.SawMarker;
    Input.SawMarker = true;
    if (!First || Hash == hashIdentifier(std::string(plugin_predefines())))
      return;
    DiagnosticsEngine &DE = PP.getDiagnostics();
    DE.Report(DE.getCustomDiagID(
                  DiagnosticsEngine::Warning,
                  "sycl_aspects plugin: the input was preprocessed with the plugin but for "
                  "other targets (clang 16 gives plugin arguments to compilations only, so "
                  "preprocessing evaluated any_device_has / all_devices_have for no known "
                  "targets); its values may differ from this compilation's targets: compile "
                  "the source file directly when the code uses them"));
  }
};

/// The end of the action's input: forgets the action's preprocessor (the
/// driver may run the next job, e.g. another file's -E, in this process with
/// a new preprocessor at the same address) and, for preprocessed input
/// without a marker, step 4's warning.
class EndOfInputCheck : public PPCallbacks {
  Preprocessor &PP;
  std::unique_ptr<PreprocessedInput> Input; // null: input not preprocessed

public:
  EndOfInputCheck(Preprocessor &PP, std::unique_ptr<PreprocessedInput> Input)
      : PP(PP), Input(std::move(Input)) {}

  void EndOfMainFile() override {
    if (ActionPreprocessor == &PP)
      ActionPreprocessor = nullptr;
    if (!Input || Input->SawMarker)
      return;
    DiagnosticsEngine &DE = PP.getDiagnostics();
    DE.Report(DE.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "sycl_aspects plugin: the input was preprocessed without the plugin "
        "(a .ii file made without -fplugin=), so the SYCL headers' attributes and the "
        "any_device_has / all_devices_have macros are missing; preprocess with "
        "the plugin loaded (-fplugin=...) or compile the source file"));
  }
};

PragmaHandlerRegistry::Add<PredefineHandler>
    RegisterPredefine(PredefinePragma,
                      "predefines the sycl_aspects macros when only preprocessing");

} // namespace

void watchPreprocessing(CompilerInstance &CI, bool InputIsPreprocessed) {
  Preprocessor &PP = CI.getPreprocessor();
  ActionPreprocessor = &PP;
  // 5. -save-temps splits the compilation: this step writes bitcode with
  //    the LLVM passes disabled, and the step that runs them has no front
  //    end. The propagation pass then runs in this step, before the bitcode
  //    is written (llvm_hooks.cpp), where it sees the IR it would see at the
  //    start of the pipeline, and reports with this step's source locations.
  const CodeGenOptions &CG = CI.getCodeGenOpts();
  if (CG.DisableLLVMPasses && !CG.SaveTempsFilePrefix.empty())
    state().PropagateBeforeOutput = true;
  std::unique_ptr<PreprocessedInput> Input;
  if (InputIsPreprocessed) {
    Input = std::make_unique<PreprocessedInput>();
    PP.AddPragmaHandler(new MarkerHandler(*Input));
  }
  PP.addPPCallbacks(std::make_unique<EndOfInputCheck>(PP, std::move(Input)));
}

namespace {

/// Whether the main file starts with a line marker (`# 1 "..."`): output of
/// `clang -E` or `-frewrite-includes`, whatever its extension.
bool startsWithLineMarker(const SourceManager &SM) {
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(SM.getMainFileID(), &Invalid);
  return !Invalid && Buffer.starts_with("# 1 \"");
}

} // namespace

std::optional<std::string> preprocessedSourceName(const SourceManager &SM) {
  if (!startsWithLineMarker(SM))
    return std::nullopt;
  // The first presumed file of the first lines that is not <built-in> or
  // <command line>: `-E` names the source on line 1, `-frewrite-includes`
  // after `# 1 "<built-in>"`.
  FileID Main = SM.getMainFileID();
  for (unsigned Line = 2; Line <= 4; ++Line) {
    PresumedLoc P = SM.getPresumedLoc(SM.translateLineCol(Main, Line, 1));
    if (P.isInvalid())
      return std::nullopt;
    llvm::StringRef Name = P.getFilename();
    if (!Name.empty() && !Name.starts_with("<"))
      return Name.str();
  }
  return std::nullopt;
}

SourceLocation locationInPreprocessedInput(const SourceManager &SM, llvm::StringRef Path,
                                           unsigned Line, unsigned Column) {
  if (Line == 0 || !startsWithLineMarker(SM))
    return SourceLocation();
  FileID Main = SM.getMainFileID();
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(Main, &Invalid);
  if (Invalid)
    return SourceLocation();
  // One pass over the lines of the input (only when a warning is reported).
  unsigned Lines = SM.getLineNumber(Main, Buffer.size());
  for (unsigned I = 1; I <= Lines; ++I) {
    PresumedLoc P = SM.getPresumedLoc(SM.translateLineCol(Main, I, 1));
    if (P.isValid() && P.getLine() == Line && Path == P.getFilename())
      return SM.translateLineCol(Main, I, Column ? Column : 1);
  }
  return SourceLocation();
}

} // namespace sycl_aspects
