// C++ functions the Rust side calls (declared in src/lib.rs).
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "llvm/ADT/DenseMap.h"

namespace llvm {
class Value;
} // namespace llvm

#include "rust/cxx.h"

namespace sycl_aspects {
bool erase_global_if_unused(std::size_t global);
void add_string_attributes(std::size_t function, rust::Slice<const uint8_t> texts,
                           rust::Slice<const std::size_t> ends);
void register_pass_builder_hooks(std::size_t pass_builder);
uint32_t plugin_api_version();
uint32_t llvm_major();
void register_propagate_pass(std::size_t pass_builder, std::size_t create,
                             std::size_t create_for_clang, std::size_t run,
                             std::size_t params, std::size_t destroy);
void register_esimd_verifier_pass(std::size_t pass_builder, std::size_t create,
                                  std::size_t create_for_clang, std::size_t run,
                                  std::size_t params, std::size_t destroy);
void emit_pass_diagnostic(std::size_t module, bool error, rust::Str shown,
                          rust::Str path, uint32_t line, uint32_t column,
                          rust::Str message);
void emit_pass_note(std::size_t module, rust::Str shown, rust::Str path,
                    uint32_t line, uint32_t column, rust::Str message);
/// The prefilter's answer (ir_prefilter.cpp), read by Rust through the
/// slices below without copying, and its numbering of the functions.
struct PrefilterWalk;
struct PrefilterResult {
  PrefilterResult();
  ~PrefilterResult();
  llvm::DenseMap<const llvm::Value *, uint32_t> Index;
  std::vector<uint8_t> Flags;
  std::vector<uint32_t> CallOffsets;
  std::vector<uint32_t> Callees;
  std::vector<std::size_t> CallSites;
  std::vector<uint32_t> ScanOffsets;
  std::vector<std::size_t> ScanInstructions;
  /// Where the walk is (`prefilter_next`).
  std::unique_ptr<PrefilterWalk> State;
};
std::unique_ptr<PrefilterResult>
prefilter_functions(std::size_t module,
                    rust::Slice<const std::size_t> leaf_types,
                    bool double_is_leaf, uint32_t used_kind,
                    uint32_t declared_kind,
                    rust::Slice<const uint32_t> size_kinds);
std::size_t prefilter_next(PrefilterResult &result, std::size_t max_functions);
uint32_t prefilter_function_index(const PrefilterResult &result,
                                  std::size_t function);
rust::Slice<const uint8_t> prefilter_flags(const PrefilterResult &result);
rust::Slice<const uint32_t>
prefilter_call_offsets(const PrefilterResult &result);
rust::Slice<const uint32_t> prefilter_callees(const PrefilterResult &result);
rust::Slice<const std::size_t>
prefilter_call_sites(const PrefilterResult &result);
rust::Slice<const uint32_t>
prefilter_scan_offsets(const PrefilterResult &result);
rust::Slice<const std::size_t>
prefilter_scan_instructions(const PrefilterResult &result);
rust::String legacy_option_value(rust::Str name);
bool frontend_active();
struct AstLocation;
AstLocation ast_call_site(rust::Str caller, rust::Str callee);
AstLocation ast_double_use(rust::Str function);
AstLocation ast_type_use(rust::Str function, rust::Str llvm_struct_name);
AstLocation ast_function_location(rust::Str function);
bool ast_in_system_header(rust::Str path, uint32_t line, uint32_t column);
void ast_bind_function(rust::Str tag, rust::Str ir_name);
void ast_bind_version(rust::Str version_ir_name, rust::Str function_ir_name);
} // namespace sycl_aspects
