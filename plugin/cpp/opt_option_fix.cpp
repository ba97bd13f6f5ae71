// libsycl_aspects_opt19.so: lets opt-19 load the plugin (LLVM 19 builds only).
//
// Clang 19's libclang-cpp registers the command-line option
// -pgo-cold-func-opt (clang/lib/CodeGen/BackendUtil.cpp), and opt-19 defines
// an option of the same name itself (its OptDriver), so any library that
// links libclang-cpp.so.19.1 aborts opt-19 as it loads ("Option
// 'pgo-cold-func-opt' registered more than once!", LLVM's fatal error, from
// libclang-cpp's static initializers, before any code of ours runs). LLVM 16
// has no such clash.
//
// The plugin library lists this one as its last needed library, so the
// dynamic loader initializes it before libclang-cpp (siblings are
// initialized in reverse order): when the registered option is not
// libclang-cpp's (the host is opt, not clang), it withdraws that copy from
// the parser, and libclang-cpp then registers its own. opt's option keeps its
// default, which is what opt uses when the option is not given; giving
// -pgo-cold-func-opt to opt-19 with the plugin loaded sets clang's copy
// instead (docs/llvm-versions.md).
#include "llvm/Support/CommandLine.h"

#include <cstring>
#include <dlfcn.h>

namespace {

__attribute__((constructor)) void withdrawOptsDuplicateOption() {
  auto &Options = llvm::cl::getRegisteredOptions();
  auto It = Options.find("pgo-cold-func-opt");
  if (It == Options.end())
    return;
  // Only a copy outside libclang-cpp (opt's): in a clang the registered one
  // is libclang-cpp's own, the only copy, and stays.
  Dl_info Info{};
  if (dladdr(It->second, &Info) && Info.dli_fname &&
      std::strstr(Info.dli_fname, "libclang-cpp"))
    return;
  It->second->removeArgument();
}

} // namespace
