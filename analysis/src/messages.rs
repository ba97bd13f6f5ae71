//! Texts of the pass's diagnostics, built from plain data so they can be
//! unit-tested without LLVM. Function names are demangled.

use cpp_demangle::{DemangleOptions, Symbol};

/// `foo(int)` for `_Z3fooi`; the name itself if it is not mangled.
pub fn demangle(name: &str) -> String {
    demangle_with(name, DemangleOptions::new())
}

/// `foo` for `_Z3fooi`: the name without its parameter list.
pub fn demangle_base(name: &str) -> String {
    demangle_with(name, DemangleOptions::new().no_params().no_return_type())
}

fn demangle_with(name: &str, options: DemangleOptions) -> String {
    // Only Itanium-mangled names: a bare `f` would demangle as `float`.
    if !name.starts_with("_Z") {
        return name.to_owned();
    }
    Symbol::new(name.as_bytes())
        .ok()
        .and_then(|s| s.demangle(&options).ok())
        .unwrap_or_else(|| name.to_owned())
}

/// One line of a call chain: the function and, for all but the first, the
/// call site in its caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainLink {
    pub function: String,
    pub call_site: Option<String>,
    /// Calls left out of a long chain just before this link (0: none).
    pub omitted_before: usize,
}

/// Where the allowed set of the warned function came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclaredBy {
    Attribute,
    Property,
}

/// The design's warning text (without the leading location, which the
/// diagnostic carries):
///
/// ```text
/// function 'foo' uses aspect 'fp64' not listed in 'sycl::device_has'
/// use is from this call chain:
///   foo()
///   bar() hw.cpp:15:3
/// compile with '-g' to get source location
/// ```
pub fn device_has_mismatch(
    function: &str,
    aspect: &str,
    declared_by: DeclaredBy,
    chain: &[ChainLink],
    locations_missing: bool,
) -> String {
    let listed_in = match declared_by {
        DeclaredBy::Attribute => "'sycl::device_has'",
        DeclaredBy::Property => "its 'device_has' property",
    };
    let mut text = format!("function '{}' uses aspect '{aspect}' not listed in {listed_in}", demangle_base(function));
    text.push_str(&format_chain(chain));
    if locations_missing {
        text.push_str("\ncompile with '-g' to get source location");
    }
    text
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
fn quoted_list(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("'{i}'")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

fn fixed_targets_phrase(targets: &[&str]) -> String {
    let noun = if targets.len() == 1 { "fixed target" } else { "fixed targets" };
    format!("{noun} {}", quoted_list(targets))
}

/// A used aspect some fixed targets lack, with the call chain to the use:
///
/// ```text
/// function 'k' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
/// use is from this call chain:
///   k()
///   helper() a.cpp:7:3
/// ```
pub fn fixed_target_use(
    function: &str,
    aspect: &str,
    targets: &[&str],
    chain: &[ChainLink],
    locations_missing: bool,
) -> String {
    let verb = if targets.len() == 1 { "does" } else { "do" };
    let mut text = format!(
        "function '{}' uses aspect '{aspect}', which {} {verb} not support",
        demangle_base(function),
        fixed_targets_phrase(targets)
    );
    text.push_str(&format_chain(chain));
    if locations_missing {
        text.push_str("\ncompile with '-g' to get source location");
    }
    text
}

/// A `device_has` aspect some fixed targets lack.
pub fn fixed_target_declared(function: &str, aspect: &str, targets: &[&str]) -> String {
    let verb = if targets.len() == 1 { "does" } else { "do" };
    format!(
        "function '{}' declares aspect '{aspect}' in 'sycl::device_has', which {} {verb} not support",
        demangle_base(function),
        fixed_targets_phrase(targets)
    )
}

/// A required sub-group size a fixed target does not offer.
pub fn fixed_target_sub_group(function: &str, size: u32, target: &str, sizes: &[u32]) -> String {
    let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
    format!(
        "function '{}' requires sub-group size {size}, which fixed target '{target}' does not support \
         (its sub-group sizes: {})",
        demangle_base(function),
        sizes.join(", ")
    )
}

/// A required work-group size larger than a fixed target's limit.
/// `dims` in source order.
pub fn fixed_target_work_group(function: &str, dims: &[u32], target: &str, limit: u32) -> String {
    let shape: Vec<String> = dims.iter().map(u32::to_string).collect();
    // u128: a product of three u32 cannot overflow it (u64 can: 2^22 x 2^21 x 2^21).
    let total: u128 = dims.iter().fold(1u128, |total, &d| total.saturating_mul(u128::from(d)));
    format!(
        "function '{}' requires work-group size {} ({total} work-items), more than fixed target '{target}' \
         allows ({limit})",
        demangle_base(function),
        shape.join("x")
    )
}

pub fn format_chain(chain: &[ChainLink]) -> String {
    format_chain_as("use", chain)
}

/// Links of a call chain shown in a warning, error or report: longer
/// chains show their first and last halves of this and say how many calls
/// are left out (an 8,000-function cycle would otherwise print 8,000 links
/// per warning).
pub const CHAIN_SHOWN: usize = 20;

/// The chain under the heading "<what> is from this call chain:" (the
/// propagation pass says "use", the ESIMD verifier "call"); links left out
/// of a long chain are counted where they were.
pub fn format_chain_as(what: &str, chain: &[ChainLink]) -> String {
    let mut text = format!("\n{what} is from this call chain:");
    for link in chain {
        if link.omitted_before > 0 {
            text.push_str(&format!("\n  ... {} more calls ...", link.omitted_before));
        }
        text.push_str("\n  ");
        text.push_str(&demangle(&link.function));
        if let Some(site) = &link.call_site {
            text.push(' ');
            text.push_str(site);
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demangles_and_keeps_plain_names() {
        assert_eq!(demangle("_Z3fooi"), "foo(int)");
        assert_eq!(demangle_base("_Z3fooi"), "foo");
        assert_eq!(demangle_base("_ZN2ns3barEv"), "ns::bar");
        assert_eq!(demangle("main"), "main");
        assert_eq!(demangle_base("not_mangled"), "not_mangled");
    }

    #[test]
    fn design_text_with_locations() {
        let chain = [
            ChainLink { function: "_Z3foov".into(), call_site: None, omitted_before: 0 },
            ChainLink { function: "_Z3barv".into(), call_site: Some("hw.cpp:15:3".into()), omitted_before: 0 },
            ChainLink { function: "_Z3boov".into(), call_site: Some("hw.cpp:25:5".into()), omitted_before: 0 },
        ];
        assert_eq!(
            device_has_mismatch("_Z3foov", "fp64", DeclaredBy::Attribute, &chain, false),
            "function 'foo' uses aspect 'fp64' not listed in 'sycl::device_has'\n\
             use is from this call chain:\n  foo()\n  bar() hw.cpp:15:3\n  boo() hw.cpp:25:5"
        );
    }

    #[test]
    fn fixed_target_texts() {
        let chain = [
            ChainLink { function: "_Z1kv".into(), call_site: None, omitted_before: 0 },
            ChainLink { function: "_Z1hv".into(), call_site: Some("a.cpp:7:3".into()), omitted_before: 0 },
        ];
        assert_eq!(
            fixed_target_use("_Z1kv", "fp64", &["intel_gpu_tgllp"], &chain, false),
            "function 'k' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support\n\
             use is from this call chain:\n  k()\n  h() a.cpp:7:3"
        );
        assert_eq!(
            fixed_target_declared("_Z1kv", "fp64", &["a", "b", "c"]),
            "function 'k' declares aspect 'fp64' in 'sycl::device_has', which fixed targets 'a', 'b' and 'c' do not support"
        );
        assert_eq!(
            fixed_target_sub_group("_Z1kv", 8, "intel_gpu_pvc", &[16, 32]),
            "function 'k' requires sub-group size 8, which fixed target 'intel_gpu_pvc' does not support (its sub-group sizes: 16, 32)"
        );
        assert_eq!(
            fixed_target_work_group("_Z1kv", &[64, 32], "nvidia_gpu_sm_80", 1024),
            "function 'k' requires work-group size 64x32 (2048 work-items), more than fixed target 'nvidia_gpu_sm_80' allows (1024)"
        );
    }

    #[test]
    fn hint_without_locations_and_property_wording() {
        let chain = [ChainLink { function: "f".into(), call_site: None, omitted_before: 0 }];
        let text = device_has_mismatch("f", "fp16", DeclaredBy::Property, &chain, true);
        assert!(text.starts_with("function 'f' uses aspect 'fp16' not listed in its 'device_has' property"));
        assert!(text.ends_with("\ncompile with '-g' to get source location"));
    }
}
