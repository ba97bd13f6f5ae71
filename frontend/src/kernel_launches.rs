//! Kernels launched through Intel's headers (`parallel_for`, `single_task`
//! with a lambda or a functor), as the device compile outlines them and as
//! the host compile finds them: the LLVM-free half.
//!
//! Stock clang does not turn the launch wrappers
//! (`sycl::detail::KernelWrapperHelperFuncs::kernel_*<Name, ...>`) into
//! kernels. The front end gathers, per wrapper instantiation, a
//! [`KernelLaunch`]: the kernel's name (DPC++'s: `__builtin_sycl_unique_stable_name`
//! of the kernel-name type, `_ZTS...`), the kernel object's size and the
//! pieces it is passed in ([`Piece`], DPC++'s parameter kinds). From it:
//!
//! 1. `sycl_aspects_frontend_ir::outline` builds the `spir_kernel` in the IR (one parameter
//!    per piece, an accessor's four; the object rebuilt, `__init` called,
//!    the wrapper called);
//! 2. [`integration_header`] writes what the host compile needs: a
//!    `KernelInfoData<'_','Z','T','S',...>` specialization per kernel, the
//!    form Intel's `sycl/detail/kernel_desc.hpp` looks up under
//!    `__SYCL_UNNAMED_LAMBDA__` for named and unnamed kernels alike
//!    (DPC++'s integration header for `-fsycl-unnamed-lambda`, its
//!    default), so no kernel-name type needs a forward declaration.
//!
//! Both read the same pieces, so the parameters the runtime sets are the
//! ones the kernel takes.

use std::fmt::Write as _;

/// DPC++'s `kernel_param_kind_t` values for the pieces we pass.
pub const KIND_ACCESSOR: u8 = 0;
pub const KIND_STD_LAYOUT: u8 = 1;
pub const KIND_POINTER: u8 = 3;

/// One kernel argument taken from the kernel object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// [`KIND_STD_LAYOUT`], [`KIND_POINTER`] or [`KIND_ACCESSOR`].
    pub kind: u8,
    /// Byte offset in the kernel object.
    pub offset: u64,
    /// Bytes copied (std_layout, pointer).
    pub size: u64,
    /// Accessors: the access target (2014 global_buffer, 2015
    /// constant_buffer, 2016 local), DPC++'s `info`.
    pub target: i32,
    /// Accessors: the mangled name of the `__init` the kernel calls.
    pub init: Vec<u8>,
    /// Accessors: where the object `__init` runs on sits, from `offset`
    /// (an `__init` of a base class).
    pub init_this_offset: u64,
}

/// One launch-wrapper instantiation, as the device compile saw it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelLaunch {
    /// The wrapper's mangled name (what the kernel calls).
    pub wrapper: Vec<u8>,
    /// The kernel's name: the entry point, and `getName()` on the host.
    pub name: Vec<u8>,
    /// The kernel-name type as the user wrote it, for messages.
    pub shown: Vec<u8>,
    /// `sizeof` and `alignof` of the kernel object.
    pub size: u64,
    pub align: u64,
    pub pieces: Vec<Piece>,
    /// Mangled names of the kernel object's `operator()`s: required sizes
    /// written there move to the kernel.
    pub operators: Vec<Vec<u8>>,
    /// Where the lambda or functor is (presumed location).
    pub file: Vec<u8>,
    pub line: u32,
    pub column: u32,
    /// Why the kernel cannot be built, if so (reported by the front end).
    pub problem: Vec<u8>,
    /// For host compilers without `__builtin_sycl_unique_stable_name`
    /// (g++): a forward declaration of the kernel-name type
    /// (`namespace ns { class k; }`) and its qualified name (`::ns::k`);
    /// empty when it has none (a lambda, a local class, a template).
    pub forward_declaration: Vec<u8>,
    pub qualified: Vec<u8>,
}

/// A C++ narrow string literal holding `bytes` exactly.
fn c_string(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'?' => out.push_str("\\?"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push('"');
    out
}

/// A character literal for one byte of a kernel name.
fn char_literal(b: u8) -> String {
    match b {
        b'\'' => "'\\''".to_owned(),
        b'\\' => "'\\\\'".to_owned(),
        0x20..=0x7e => format!("'{}'", b as char),
        _ => format!("'\\{b:03o}'"),
    }
}

/// The integration header for the kernels of one translation unit (see
/// the module comment). Kernels with a problem are left out (the device
/// compile failed on them). Deterministic: the launches' order.
pub fn integration_header(launches: &[KernelLaunch]) -> String {
    let mut out = String::from(
        "// Integration header written by the sycl-aspects plugin's device compile\n\
         // (docs/runtime.md): what Intel's SYCL headers need to launch the kernels\n\
         // of this translation unit. With clang as the host compiler\n\
         // (-Xclang -fsycl-is-host -D__SYCL_UNNAMED_LAMBDA__) every kernel is found\n\
         // by the unique stable name of its kernel-name type (KernelInfoData);\n\
         // with another host compiler (g++) by that type (KernelInfo), which must\n\
         // then be a class declared at namespace scope.\n\
         #pragma once\n\
         #include <sycl/detail/kernel_desc.hpp>\n",
    );
    let mut seen = std::collections::HashSet::new();
    let described: Vec<&KernelLaunch> = launches
        .iter()
        .filter(|l| l.problem.is_empty())
        // One kernel launched twice (two wrappers: with and without
        // properties) is described once.
        .filter(|l| seen.insert(l.name.clone()))
        .collect();
    // Without __SYCL_UNNAMED_LAMBDA__: the kernel-name types, declared.
    out.push_str("#ifndef __SYCL_UNNAMED_LAMBDA__\n");
    for launch in &described {
        let shown = String::from_utf8_lossy(&launch.shown).replace('\n', " ");
        if launch.forward_declaration.is_empty() {
            let _ = writeln!(
                out,
                "#error \"kernel '{}' ({}:{}) has no name this host compiler can see: it is a lambda, a local class or a \
                 template; name it with a class declared at namespace scope, or compile the host part with clang \
                 (sycl-clang -fsycl does)\"",
                shown.replace(['"', '\\'], "'"),
                String::from_utf8_lossy(&launch.file).replace(['"', '\\'], "'"),
                launch.line
            );
        } else {
            let _ = writeln!(out, "{}", String::from_utf8_lossy(&launch.forward_declaration));
        }
    }
    out.push_str("#endif\nnamespace sycl {\ninline namespace _V1 {\nnamespace detail {\n");
    for launch in &described {
        let _ = writeln!(out, "// {}", String::from_utf8_lossy(&launch.shown).replace('\n', " "));
        let chars: Vec<String> = launch.name.iter().map(|&b| char_literal(b)).collect();
        let key = if launch.forward_declaration.is_empty() {
            format!("KernelInfoData<{}>", chars.join(", "))
        } else {
            format!(
                "\n#ifdef __SYCL_UNNAMED_LAMBDA__\nKernelInfoData<{}>\n#else\nKernelInfo<{}>\n#endif\n",
                chars.join(", "),
                String::from_utf8_lossy(&launch.qualified)
            )
        };
        let _ = writeln!(out, "template <> struct {key} {{");
        let _ = writeln!(out, "  static constexpr unsigned getNumParams() {{ return {}; }}", launch.pieces.len());
        out.push_str("  static constexpr const kernel_param_desc_t &getParamDesc(unsigned i) { return Params[i]; }\n");
        let _ = writeln!(out, "  static constexpr const char *getName() {{ return {}; }}", c_string(&launch.name));
        out.push_str("  static constexpr bool isESIMD() { return false; }\n");
        let _ = writeln!(out, "  static constexpr const char *getFileName() {{ return {}; }}", c_string(&launch.file));
        out.push_str("  static constexpr const char *getFunctionName() { return \"\"; }\n");
        let _ = writeln!(out, "  static constexpr unsigned getLineNumber() {{ return {}; }}", launch.line);
        let _ = writeln!(out, "  static constexpr unsigned getColumnNumber() {{ return {}; }}", launch.column);
        let _ = writeln!(out, "  static constexpr int64_t getKernelSize() {{ return {}; }}", launch.size);
        // A zero-length array is not valid C++: an empty list gets one
        // unused entry (getNumParams() is 0).
        let descriptors: Vec<String> = launch
            .pieces
            .iter()
            .map(|p| {
                let (kind, info) = match p.kind {
                    KIND_ACCESSOR => ("kind_accessor", p.target as i64),
                    KIND_POINTER => ("kind_pointer", p.size as i64),
                    _ => ("kind_std_layout", p.size as i64),
                };
                format!("{{kernel_param_kind_t::{kind}, {info}, {}}}", p.offset)
            })
            .collect();
        let list = if descriptors.is_empty() { "{kernel_param_kind_t::kind_invalid, 0, 0}".to_owned() } else { descriptors.join(", ") };
        let _ = writeln!(
            out,
            "  static constexpr kernel_param_desc_t Params[{}] = {{{list}}};\n}};",
            launch.pieces.len().max(1)
        );
    }
    // (KernelInfoData exists only under __SYCL_UNNAMED_LAMBDA__: a kernel
    // without a forward declaration stopped the other compile above.)
    out.push_str("} // namespace detail\n} // namespace _V1\n} // namespace sycl\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch() -> KernelLaunch {
        KernelLaunch {
            wrapper: b"_Zwrap".to_vec(),
            name: b"_ZTSN2ns1kE".to_vec(),
            shown: b"ns::k".to_vec(),
            size: 40,
            align: 8,
            pieces: vec![
                Piece { kind: KIND_ACCESSOR, offset: 0, size: 32, target: 2014, init: b"_Zinit".to_vec(), init_this_offset: 0 },
                Piece { kind: KIND_STD_LAYOUT, offset: 32, size: 4, target: 0, init: Vec::new(), init_this_offset: 0 },
            ],
            operators: Vec::new(),
            file: b"a \"b\".cpp".to_vec(),
            line: 3,
            column: 7,
            problem: Vec::new(),
            forward_declaration: b"namespace ns { class k; }".to_vec(),
            qualified: b"::ns::k".to_vec(),
        }
    }

    #[test]
    fn header_describes_each_parameter_as_dpcpp() {
        let text = integration_header(&[launch()]);
        assert!(text.contains("KernelInfoData<'_', 'Z', 'T', 'S', 'N', '2', 'n', 's', '1', 'k', 'E'>"), "{text}");
        assert!(text.contains("#else\nKernelInfo<::ns::k>\n#endif"), "{text}");
        assert!(text.contains("namespace ns { class k; }"), "{text}");
        assert!(text.contains("{kernel_param_kind_t::kind_accessor, 2014, 0}, {kernel_param_kind_t::kind_std_layout, 4, 32}"), "{text}");
        assert!(text.contains("getKernelSize() { return 40; }"));
        assert!(text.contains("getFileName() { return \"a \\\"b\\\".cpp\"; }"), "{text}");
    }

    #[test]
    fn kernels_with_problems_and_repeats_are_left_out() {
        let mut bad = launch();
        bad.name = b"_ZTS3bad".to_vec();
        bad.problem = b"stream".to_vec();
        let text = integration_header(&[launch(), launch(), bad]);
        assert_eq!(text.matches("KernelInfoData<").count(), 1);
    }

    #[test]
    fn kernels_without_a_visible_name_stop_other_host_compilers() {
        let mut lambda = launch();
        lambda.forward_declaration.clear();
        lambda.shown = b"(lambda at a.cpp:3:5)".to_vec();
        let text = integration_header(&[lambda]);
        assert!(text.contains("#ifndef __SYCL_UNNAMED_LAMBDA__\n#error \"kernel '(lambda at a.cpp:3:5)' (a \'b\'.cpp:3)"), "{text}");
        assert!(text.contains("template <> struct KernelInfoData<"), "{text}");
    }

    #[test]
    fn no_parameters_is_still_valid_cpp() {
        let mut empty = launch();
        empty.pieces.clear();
        let text = integration_header(&[empty]);
        assert!(text.contains("Params[1] = {{kernel_param_kind_t::kind_invalid, 0, 0}}"), "{text}");
        assert!(text.contains("getNumParams() { return 0; }"));
    }

    #[test]
    fn odd_bytes_are_escaped() {
        assert_eq!(c_string(b"a\n\xff?"), "\"a\\012\\377\\?\"");
        assert_eq!(char_literal(b'\''), "'\\''");
    }
}
