// Preprocessed input made with the plugin loaded (preprocess.cpp).
#pragma once

#include "clang/Frontend/CompilerInstance.h"
#include <optional>
#include <string>

namespace sycl_aspects {

/// Called by the plugin's AST action once its predefines are set: marks
/// `CI`'s preprocessor as one the action serves (so the headers'
/// `#pragma sycl_aspects_predefine` does nothing there) and, when the input
/// is already preprocessed, checks it for the marker that the plugin was
/// loaded when it was preprocessed, warning at the end of the file when it
/// was not or when the targets differ.
void watchPreprocessing(clang::CompilerInstance &CI, bool InputIsPreprocessed);

/// For input that starts with a line marker (`clang -E` or
/// `-frewrite-includes` output): the source file it was made from, so
/// "sycl-module-id" matches compiling the source. Otherwise nothing.
std::optional<std::string> preprocessedSourceName(const clang::SourceManager &SM);

/// For input that starts with a line marker: the location in the main file
/// whose presumed location (line markers) is `Path`:`Line`:`Column`, so
/// warnings the pass reports by source position point into the input as
/// when compiling the source. Invalid when there is none.
clang::SourceLocation locationInPreprocessedInput(const clang::SourceManager &SM,
                                                  llvm::StringRef Path,
                                                  unsigned Line, unsigned Column);

} // namespace sycl_aspects
