//! `DIR/kernels.hpp`: the host side of a device-image directory's
//! free-function kernels, what DPC++'s compiler writes into its integration
//! header during the device compile, so that a host program compiled with
//! `g++` against Intel's SYCL headers can use the free-function kernel
//! extension's host API (`syclexp::get_kernel_id<func>()`,
//! `get_kernel_bundle<func, State>(ctx)`, `kernel_bundle::
//! ext_oneapi_get_kernel<func>()`, `syclexp::nd_launch(..., kernel_function<
//! func>, ...)`) on the images `images.o` registers.
//!
//! Algorithm ([`generate`]):
//! 1. The free-function kernels and their kinds come from the linked device
//!    IR (textual, [`kernel_kinds`]): every `spir_kernel` definition whose
//!    attribute group carries `"sycl-nd-range-kernel"="<dims>"` or
//!    `"sycl-single-task-kernel"` (what `SYCL_EXT_ONEAPI_FUNCTION_PROPERTY`
//!    writes). Only kernels that are entry points of an image (a `.sym`
//!    name, so `images.o` registers them) are kept; SYCL_EXTERNAL functions
//!    and Intel's lambda launch wrappers carry no such attribute.
//! 2. Each kernel's C++ declaration is read back from its mangled name
//!    ([`declaration`]): the Itanium mangling of a function holds its
//!    qualified name and exact parameter types, so the declaration written
//!    declares the very function the device compile saw. Kernels whose
//!    declaration cannot be written from the name are left out, each with
//!    its reason (a comment in the header and a note on stderr):
//!    asm labels (the plugin's `"sycl-aspects-asm-label"`: the symbol is
//!    no C++ name), `extern "C"` names (no parameter types), internal linkage,
//!    anonymous namespaces, function template instances (the template
//!    cannot be declared from one instance), and parameter types that are
//!    not plain (possibly qualified) names, pointers or references
//!    (templates, arrays, function pointers, vendor qualifiers).
//! 3. Write, per kernel and inside a guard macro named after the mangled
//!    name (so headers of several directories can be included together),
//!    as DPC++'s integration header does: the declaration in its
//!    namespaces (inline ones declared inline: the plugin names them in
//!    the kernel's `"sycl-aspects-inline-namespaces"` attribute, which
//!    step 1 reads too); a `constexpr` shim returning the function's address as its
//!    exact type (which picks the overload); `sycl::detail::
//!    FreeFunctionInfoData<shim()>` (parameter count, entry-point name);
//!    `is_kernel<shim()>` and `is_nd_range_kernel<shim(), dims>` or
//!    `is_single_task_kernel<shim()>`. Then the kernel names and parameter
//!    counts, given to `sycl::detail::free_function_info_map::add` by a
//!    static object's constructor (and `remove` by its destructor), as
//!    DPC++'s `GlobalMapUpdater` does.
//!
//! Parameter types that name classes or enums must be declared before the
//! header is included (they cannot be forward-declared from a mangled
//! name: it does not tell a class from an enum, or a namespace from an
//! enclosing class); kernels taking only fundamental types and pointers
//! or references to them need nothing, so the header can also be given
//! with `-include`.

use cpp_demangle::{DemangleOptions, Symbol};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The header's file name inside the image directory.
pub const HEADER: &str = "kernels.hpp";

// The IR attributes `SYCL_EXT_ONEAPI_FUNCTION_PROPERTY` writes for the two
// kernel kinds (Intel's and our headers alike), and the two the plugin adds
// for this header (see [`inline_namespaces_of_group`]).
pub use sycl_aspects_frontend::ir_attributes::{ASM_LABEL, INLINE_NAMESPACES, ND_RANGE_KERNEL, SINGLE_TASK_KERNEL};

/// A free-function kernel's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    NdRange(u32),
    SingleTask,
}

/// The C++ declaration of a kernel read from its mangled name.
#[derive(Debug, PartialEq, Eq)]
pub struct Declaration {
    /// Enclosing namespaces, outermost first.
    pub namespaces: Vec<String>,
    pub name: String,
    /// Parameter types as C++ spells them (`double*`, `const int&`).
    pub params: Vec<String>,
}

impl Declaration {
    fn qualified(&self) -> String {
        let mut out = String::new();
        for ns in &self.namespaces {
            let _ = write!(out, "::{ns}");
        }
        let _ = write!(out, "::{}", self.name);
        out
    }
    fn pointer_type(&self) -> String {
        format!("void (*)({})", self.params.join(", "))
    }
}

/// The attribute-group numbers (`#N`) after a `define`'s parameter list.
fn attribute_groups(after_params: &str) -> Vec<&str> {
    after_params
        .split_whitespace()
        .take_while(|t| *t != "{")
        .filter_map(|t| t.strip_prefix('#'))
        .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .collect()
}

/// A quoted IR name as its bytes: LLVM writes `\XX` (two hex digits) for
/// each byte outside printable ASCII and for `"` and `\`; the `.sym` names
/// it is compared with are the bytes themselves (a kernel named in UTF-8
/// was left out of the header without the note every kernel left out
/// gets).
fn unescape_ir_name(quoted: &str) -> String {
    let bytes = quoted.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'\\' {
            if let (Some(h), Some(l)) = (bytes.get(i + 1).and_then(|&b| hex(b)), bytes.get(i + 2).and_then(|&b| hex(b))) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Name and the text after the parameter list of a `define ... spir_kernel`
/// line; `None` for any other line.
fn kernel_definition(line: &str) -> Option<(String, &str)> {
    if !line.starts_with("define ") {
        return None;
    }
    let at = line.find(" @")? + 2;
    if !line[..at].split_whitespace().any(|t| t == "spir_kernel") {
        return None;
    }
    let rest = &line[at..];
    let (name, params) = if let Some(quoted) = rest.strip_prefix('"') {
        let end = quoted.find('"')?;
        (unescape_ir_name(&quoted[..end]), &quoted[end + 1..])
    } else {
        let end = rest.find('(')?;
        (rest[..end].to_owned(), &rest[end..])
    };
    // The parameter list, parentheses nested (`ptr addrspace(1)`).
    let mut depth = 0usize;
    for (i, c) in params.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some((name, &params[i + 1..]));
                }
            }
            _ => {}
        }
    }
    None
}

/// The kind of kernel an attribute group gives, if any.
fn kind_of_group(body: &str) -> Result<Option<Kind>, String> {
    let nd = format!("\"{ND_RANGE_KERNEL}\"=\"");
    if let Some(at) = body.find(&nd) {
        let value = &body[at + nd.len()..];
        let dims = value.split('"').next().unwrap_or("");
        return match dims.parse::<u32>() {
            Ok(d @ 1..=3) => Ok(Some(Kind::NdRange(d))),
            _ => Err(format!("\"{ND_RANGE_KERNEL}\"=\"{dims}\" is not 1, 2 or 3 dimensions")),
        };
    }
    Ok(body.contains(&format!("\"{SINGLE_TASK_KERNEL}\"")).then_some(Kind::SingleTask))
}

/// The positions (outermost first, from 0) of the inline namespaces among
/// a kernel's enclosing namespaces, from the plugin's
/// `"sycl-aspects-inline-namespaces"="0,2"`: a mangled name does not tell
/// an inline namespace from another, and the header must declare it as
/// the source does (a namespace first declared without `inline` cannot be
/// reopened with it).
fn inline_namespaces_of_group(body: &str) -> Result<Vec<usize>, String> {
    let key = format!("\"{INLINE_NAMESPACES}\"=\"");
    let Some(at) = body.find(&key) else { return Ok(Vec::new()) };
    let value = body[at + key.len()..].split('"').next().unwrap_or("");
    value.split(',').map(|p| p.parse::<usize>().map_err(|_| format!("\"{INLINE_NAMESPACES}\"=\"{value}\" is not a list of positions"))).collect()
}

/// What the plugin tells of a kernel that its symbol name does not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceFacts {
    /// Positions of the inline namespaces among the enclosing ones.
    pub inline_namespaces: Vec<usize>,
    /// The symbol is an asm label, no C++ name.
    pub asm_label: bool,
}

/// Step 1: free-function kernels of textual IR, by name: their kind and
/// what the plugin recorded of their declaration.
pub fn kernel_kinds(ir: &str) -> Result<BTreeMap<String, (Kind, SourceFacts)>, String> {
    let mut kinds = BTreeMap::new();
    let mut facts: BTreeMap<String, SourceFacts> = BTreeMap::new();
    for line in ir.lines() {
        if let Some(rest) = line.strip_prefix("attributes #") {
            if let Some((number, body)) = rest.split_once(" = ") {
                let in_group = |e: String| format!("attributes #{number}: {e}");
                if let Some(kind) = kind_of_group(body).map_err(in_group)? {
                    kinds.insert(number.to_owned(), kind);
                }
                let group_facts = SourceFacts {
                    inline_namespaces: inline_namespaces_of_group(body).map_err(in_group)?,
                    asm_label: body.contains(&format!("\"{ASM_LABEL}\"")),
                };
                if group_facts != SourceFacts::default() {
                    facts.insert(number.to_owned(), group_facts);
                }
            }
        }
    }
    let mut kernels = BTreeMap::new();
    for line in ir.lines() {
        if let Some((name, after)) = kernel_definition(line) {
            let groups = attribute_groups(after);
            if let Some(kind) = groups.iter().find_map(|g| kinds.get(*g)) {
                let source = groups.iter().find_map(|g| facts.get(*g)).cloned().unwrap_or_default();
                kernels.insert(name, (*kind, source));
            }
        }
    }
    Ok(kernels)
}

fn is_identifier(text: &str) -> bool {
    let mut bytes = text.bytes();
    matches!(bytes.next(), Some(b) if b == b'_' || b.is_ascii_alphabetic()) && bytes.all(|b| b == b'_' || b.is_ascii_alphanumeric())
}

/// A parameter type kernels.hpp can write: identifiers (`unsigned long`,
/// `ns::Type`), `const`/`volatile`, `*` and `&` only.
fn plain_type(text: &str) -> bool {
    let words = text.replace(['*', '&'], " ");
    let words: Vec<&str> = words.split_whitespace().collect();
    !words.is_empty()
        && words.iter().all(|w| w.split("::").all(is_identifier))
        // clang's vendor qualifiers (`AS1`, address spaces) print as a word
        // the C++ compiler would take for a type.
        && !words.iter().any(|w| w.starts_with("AS") && w[2..].bytes().all(|b| b.is_ascii_digit()))
        // C's `restrict` is no C++ keyword.
        && !words.contains(&"restrict")
}

/// Step 2: the declaration of kernel `mangled`, or why it cannot be written.
pub fn declaration(mangled: &str) -> Result<Declaration, String> {
    if !mangled.starts_with("_Z") {
        return Err("its name is not mangled (extern \"C\"), so it carries no parameter types".to_owned());
    }
    if mangled.starts_with("_ZL") {
        return Err("it has internal linkage (static), so another translation unit cannot name it".to_owned());
    }
    let symbol = Symbol::new(mangled.as_bytes()).map_err(|_| "its mangled name cannot be read".to_owned())?;
    let full = symbol.demangle(&DemangleOptions::new()).map_err(|_| "its mangled name cannot be read".to_owned())?;
    let bare = symbol
        .demangle(&DemangleOptions::new().no_params().no_return_type())
        .map_err(|_| "its mangled name cannot be read".to_owned())?;
    if bare.contains('<') || full.starts_with("void ") {
        return Err("it is a function template instance, whose template cannot be declared from the instance".to_owned());
    }
    if bare.contains("(anonymous namespace)") {
        return Err("it is in an anonymous namespace, so another translation unit cannot name it".to_owned());
    }
    let mut components: Vec<String> = bare.split("::").map(str::to_owned).collect();
    if !components.iter().all(|c| is_identifier(c)) {
        return Err(format!("'{bare}' is not a plain qualified function name"));
    }
    if components[0] == "sycl" || components[0] == "std" {
        return Err(format!("'{bare}' is in the '{}' namespace", components[0]));
    }
    let params = full
        .strip_prefix(bare.as_str())
        .and_then(|rest| rest.strip_prefix('('))
        .and_then(|rest| rest.strip_suffix(')'))
        .ok_or_else(|| format!("'{full}' is not a plain function signature"))?;
    let params: Vec<String> = if params.is_empty() { Vec::new() } else { params.split(", ").map(str::to_owned).collect() };
    if let Some(bad) = params.iter().find(|p| !plain_type(p)) {
        return Err(format!("its parameter type '{bad}' is not a plain name, pointer or reference (templates, arrays and function pointers cannot be written from the mangled name)"));
    }
    let name = components.pop().unwrap_or_default();
    Ok(Declaration { namespaces: components, name, params })
}

/// A kernel to write, or one left out.
pub struct Kernel {
    pub mangled: String,
    pub kind: Kind,
    pub source: SourceFacts,
}

/// Step 3: the header's text for `kernels` (in entry order) and the notes
/// naming those left out.
pub fn generate(kernels: &[Kernel]) -> (String, Vec<String>) {
    let mut written: Vec<(&Kernel, Declaration)> = Vec::new();
    let mut left_out = Vec::new();
    for kernel in kernels {
        let declared = if kernel.source.asm_label {
            Err("its symbol name is an asm label (__asm__(\"...\")), not its C++ name".to_owned())
        } else {
            declaration(&kernel.mangled)
        };
        match declared {
            Ok(decl) => written.push((kernel, decl)),
            Err(why) => {
                let shown = sycl_aspects_analysis::messages::demangle(&kernel.mangled);
                left_out.push(format!("kernel '{shown}' ({}) is not in {HEADER}: {why}", kernel.mangled));
            }
        }
    }
    let mut out = String::from(
        "// Generated by sycl-clang --sycl-device-images: the host side of this\n\
         // directory's free-function kernels (what DPC++'s compiler writes into its\n\
         // integration header), for host programs compiled against Intel's SYCL\n\
         // headers and linked with images.o. It enables syclexp::get_kernel_id<f>(),\n\
         // get_kernel_bundle<f, State>(ctx), kernel_bundle::ext_oneapi_get_kernel<f>()\n\
         // and syclexp::nd_launch / single_task with kernel_function<f>.\n\
         // Class and enum parameter types must be declared before this header.\n",
    );
    for note in &left_out {
        let _ = writeln!(out, "// Left out: {}", note.replace('\n', " "));
    }
    out.push_str("#pragma once\n#include <sycl/sycl.hpp>\n#include <sycl/detail/kernel_global_info.hpp>\n");
    for (kernel, decl) in &written {
        let guard = format!("SYCL_ASPECTS_KERNEL_{}", kernel.mangled);
        let _ = writeln!(out, "\n// {}\n#ifndef {guard}\n#define {guard}", sycl_aspects_analysis::messages::demangle(&kernel.mangled));
        for (at, ns) in decl.namespaces.iter().enumerate() {
            let inline = if kernel.source.inline_namespaces.contains(&at) { "inline " } else { "" };
            let _ = write!(out, "{inline}namespace {ns} {{ ");
        }
        let _ = write!(out, "void {}({});", decl.name, decl.params.join(", "));
        for _ in &decl.namespaces {
            out.push_str(" }");
        }
        let shim = format!("shim_{}", kernel.mangled);
        let _ = writeln!(
            out,
            "\nnamespace sycl_aspects_kernels {{\n\
             static constexpr auto {shim}() {{ return static_cast<{ptr}>(&{q}); }}\n\
             }}\n\
             template <> struct sycl::detail::FreeFunctionInfoData<sycl_aspects_kernels::{shim}()> {{\n  \
               static constexpr unsigned getNumParams() {{ return {n}; }}\n  \
               static constexpr const char *getFunctionName() {{ return \"{m}\"; }}\n\
             }};\n\
             template <> struct sycl::ext::oneapi::experimental::is_kernel<sycl_aspects_kernels::{shim}()> {{\n  \
               static constexpr bool value = true;\n\
             }};",
            ptr = decl.pointer_type(),
            q = decl.qualified(),
            n = decl.params.len(),
            m = kernel.mangled,
        );
        let kind = match kernel.kind {
            Kind::NdRange(dims) => format!("is_nd_range_kernel<sycl_aspects_kernels::{shim}(), {dims}>"),
            Kind::SingleTask => format!("is_single_task_kernel<sycl_aspects_kernels::{shim}()>"),
        };
        let _ = writeln!(
            out,
            "template <> struct sycl::ext::oneapi::experimental::{kind} {{\n  static constexpr bool value = true;\n}};\n#endif"
        );
    }
    if !written.is_empty() {
        let names: Vec<String> = written.iter().map(|(k, _)| format!("\"{}\"", k.mangled)).collect();
        let counts: Vec<String> = written.iter().map(|(_, d)| d.params.len().to_string()).collect();
        let space = info_namespace(&written.iter().map(|(k, _)| k.mangled.as_str()).collect::<Vec<_>>());
        // The same kernels registered once per translation unit, however
        // many directories' headers of them it includes (the names and
        // counts are the same: the mangled name fixes the parameters).
        let _ = write!(
            out,
            "\n// The parameter count of each kernel, for the runtime (DPC++'s GlobalMapUpdater).\n\
             #ifndef {guard}\n#define {guard}\n\
             namespace {{\n\
             namespace {space} {{\n\
             const char *const names[] = {{{names}}};\n\
             const unsigned params[] = {{{counts}}};\n\
             struct registration {{\n  \
               registration() {{ sycl::detail::free_function_info_map::add(names, params, {count}); }}\n  \
               ~registration() {{ sycl::detail::free_function_info_map::remove(names, params, {count}); }}\n\
             }} the_registration;\n\
             }}\n\
             }} // namespace\n#endif\n",
            guard = space.to_uppercase(),
            names = names.join(", "),
            counts = counts.join(", "),
            count = written.len()
        );
    }
    (out, left_out)
}

/// The namespace of a header's kernel-name table: named after a hash of its
/// kernels, so the headers of several directories can share a translation
/// unit (FNV-1a, 64 bits).
fn info_namespace(kernels: &[&str]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in kernels.iter().flat_map(|k| k.bytes().chain(std::iter::once(b'\n'))) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("sycl_aspects_kernel_info_{hash:016x}")
}

/// The kernels of `ir` (textual, linked device IR) that are entry points of
/// the images (`entries`), in entry order.
pub fn kernels_of(ir: &str, entries: &[String]) -> Result<Vec<Kernel>, String> {
    let kinds = kernel_kinds(ir)?;
    let mut seen = BTreeSet::new();
    Ok(entries
        .iter()
        .filter(|e| seen.insert(e.as_str()))
        .filter_map(|e| {
            kinds.get(e).map(|(kind, source)| Kernel { mangled: e.clone(), kind: *kind, source: source.clone() })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_come_from_the_kernels_attribute_groups() {
        let ir = "define dso_local spir_kernel void @_Z7add_onePi(ptr addrspace(1) noundef align 4 %0) #0 !srcloc !5 {\n\
                  define spir_kernel void @_ZN4math5scaleEPdd(ptr addrspace(1) %0, double %1) local_unnamed_addr #1 {\n\
                  define dso_local spir_func void @_Z6helperPi(ptr addrspace(4) %p) #0 {\n\
                  define spir_kernel void @_Z9wrapperv() #2 {\n\
                  define spir_kernel void @\"quoted\"() #1 {\n\
                  attributes #0 = { convergent \"sycl-module-id\"=\"a.cpp\" \"sycl-nd-range-kernel\"=\"2\" }\n\
                  attributes #1 = { \"sycl-single-task-kernel\"=\"0\" }\n\
                  attributes #2 = { convergent }\n";
        let kinds = kernel_kinds(ir).unwrap();
        let kind = |name: &str| kinds.get(name).map(|(kind, _)| *kind);
        assert_eq!(kind("_Z7add_onePi"), Some(Kind::NdRange(2)));
        assert_eq!(kind("_ZN4math5scaleEPdd"), Some(Kind::SingleTask));
        assert_eq!(kind("quoted"), Some(Kind::SingleTask));
        assert_eq!(kinds.get("_Z6helperPi"), None, "not a kernel");
        assert_eq!(kinds.get("_Z9wrapperv"), None, "a kernel without a free-function kind");
        assert!(kernel_kinds("attributes #0 = { \"sycl-nd-range-kernel\"=\"4\" }\n").unwrap_err().contains("is not 1, 2 or 3"));
        let entries = ["_Z9wrapperv".to_owned(), "_ZN4math5scaleEPdd".to_owned(), "_Z7add_onePi".to_owned(), "_Z7add_onePi".to_owned()];
        let kept: Vec<String> = kernels_of(ir, &entries).unwrap().into_iter().map(|k| k.mangled).collect();
        assert_eq!(kept, ["_ZN4math5scaleEPdd", "_Z7add_onePi"]);
    }

    #[test]
    fn declarations_from_mangled_names() {
        let d = declaration("_ZN4math5scaleEPdd").unwrap();
        assert_eq!((d.namespaces.as_slice(), d.name.as_str(), d.params.as_slice()), (&["math".to_owned()][..], "scale", &["double*".to_owned(), "double".to_owned()][..]));
        assert_eq!(d.qualified(), "::math::scale");
        assert_eq!(d.pointer_type(), "void (*)(double*, double)");
        let d = declaration("_Z1fPKiRmj").unwrap();
        assert_eq!(d.params, ["int const*", "unsigned long&", "unsigned int"]);
        assert_eq!(declaration("_Z1fv").unwrap().params, Vec::<String>::new());
        assert_eq!(declaration("_Z1fN2ns3AggE").unwrap().params, ["ns::Agg"]);
    }

    #[test]
    fn undeclarable_kernels_say_why() {
        let why = |m: &str| declaration(m).unwrap_err();
        assert!(why("add_one").contains("extern \"C\""));
        assert!(why("_ZL1fPi").contains("internal linkage"));
        assert!(why("_Z4ff_3IiEvPT_S0_S0_").contains("function template instance"));
        assert!(why("_ZN12_GLOBAL__N_11fEPi").contains("anonymous namespace"));
        assert!(why("_Z1fN2ns3VecIiEE").contains("parameter type 'ns::Vec<int>'"));
        assert!(why("_Z1fPA4_i").contains("parameter type"));
        assert!(why("_Z1fPFviE").contains("parameter type"));
        assert!(why("_Z1fPU3AS1i").contains("parameter type"), "{}", why("_Z1fPU3AS1i"));
        assert!(why("_Z1fPri").contains("parameter type"), "{}", why("_Z1fPri"));
        assert!(why("_ZN4sycl3_V16detail1fEv").contains("'sycl' namespace"));
        assert!(why("_Z1").contains("cannot be read"));
    }

    #[test]
    fn the_header_holds_what_dpcpp_integration_header_holds() {
        let kernels = [
            Kernel { mangled: "_ZN4math5scaleEPdd".into(), kind: Kind::NdRange(1), source: SourceFacts::default() },
            Kernel { mangled: "_Z9needs_gpuPi".into(), kind: Kind::SingleTask, source: SourceFacts::default() },
            Kernel { mangled: "add_one".into(), kind: Kind::NdRange(1), source: SourceFacts::default() },
        ];
        let (text, notes) = generate(&kernels);
        assert_eq!(notes, ["kernel 'add_one' (add_one) is not in kernels.hpp: its name is not mangled (extern \"C\"), so it carries no parameter types"]);
        for expected in [
            "// Left out: kernel 'add_one' (add_one)",
            "namespace math { void scale(double*, double); }",
            "static constexpr auto shim__ZN4math5scaleEPdd() { return static_cast<void (*)(double*, double)>(&::math::scale); }",
            "template <> struct sycl::detail::FreeFunctionInfoData<sycl_aspects_kernels::shim__ZN4math5scaleEPdd()> {",
            "static constexpr unsigned getNumParams() { return 2; }",
            "static constexpr const char *getFunctionName() { return \"_ZN4math5scaleEPdd\"; }",
            "is_nd_range_kernel<sycl_aspects_kernels::shim__ZN4math5scaleEPdd(), 1>",
            "is_single_task_kernel<sycl_aspects_kernels::shim__Z9needs_gpuPi()>",
            "#ifndef SYCL_ASPECTS_KERNEL__Z9needs_gpuPi",
            "const char *const names[] = {\"_ZN4math5scaleEPdd\", \"_Z9needs_gpuPi\"};",
            "const unsigned params[] = {2, 1};",
            "free_function_info_map::add(names, params, 2)",
            "free_function_info_map::remove(names, params, 2)",
        ] {
            assert!(text.contains(expected), "missing {expected:?} in\n{text}");
        }
        assert!(text.contains(&format!("namespace {} {{", info_namespace(&["_ZN4math5scaleEPdd", "_Z9needs_gpuPi"]))));
        assert_ne!(info_namespace(&["a", "b"]), info_namespace(&["ab"]));
        let (empty, _) = generate(&[]);
        assert!(!empty.contains("free_function_info_map::add"));
    }
}
