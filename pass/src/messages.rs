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

pub fn format_chain(chain: &[ChainLink]) -> String {
    let mut text = String::from("\nuse is from this call chain:");
    for link in chain {
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
            ChainLink { function: "_Z3foov".into(), call_site: None },
            ChainLink { function: "_Z3barv".into(), call_site: Some("hw.cpp:15:3".into()) },
            ChainLink { function: "_Z3boov".into(), call_site: Some("hw.cpp:25:5".into()) },
        ];
        assert_eq!(
            device_has_mismatch("_Z3foov", "fp64", DeclaredBy::Attribute, &chain, false),
            "function 'foo' uses aspect 'fp64' not listed in 'sycl::device_has'\n\
             use is from this call chain:\n  foo()\n  bar() hw.cpp:15:3\n  boo() hw.cpp:25:5"
        );
    }

    #[test]
    fn hint_without_locations_and_property_wording() {
        let chain = [ChainLink { function: "f".into(), call_site: None }];
        let text = device_has_mismatch("f", "fp16", DeclaredBy::Property, &chain, true);
        assert!(text.starts_with("function 'f' uses aspect 'fp16' not listed in its 'device_has' property"));
        assert!(text.ends_with("\ncompile with '-g' to get source location"));
    }
}
