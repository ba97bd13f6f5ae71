//! ESIMD rules without LLVM: which SYCL API functions ESIMD code may call
//! (the `esimd-verifier` pass's allow-list), how a callee's mangled name is
//! classified, and the texts of the ESIMD diagnostics.
//!
//! Classification of a direct callee's mangled name (DPC++'s ESIMDVerifier):
//! 1. Only Itanium names (`_Z...`) are read; a name `cpp_demangle` cannot
//!    demangle is skipped (never an error, never a crash).
//! 2. Local entities (lambdas and local classes: `_ZZ...`, the local-name
//!    encoding) are skipped.
//! 3. The qualified name without parameters and return type must start
//!    with `sycl::_V1::`; names under `detail::`, `ext::intel::esimd::`,
//!    `ext::intel::experimental::esimd::` and `ext::oneapi::this_work_item::`
//!    there are skipped.
//! 4. The rest of the name (after the SYCL namespace prefix) is matched
//!    against the allow-list patterns, each anchored at the start only
//!    (DPC++'s `^...` regular expressions: a prefix match); in stateless
//!    memory mode the stateless patterns are tried too. No match: the call
//!    is rejected.
//!
//! The allow-list is [`DPCPP_ALLOWED`] and [`DPCPP_ALLOWED_STATELESS`]
//! (DPC++'s lists, written relative to the SYCL namespace), extended by the
//! user's patterns (`allow=` / `allow-file=`), in the same syntax.

use crate::messages::{demangle, demangle_base, ChainLink, CHAIN_SHOWN};
use regex::bytes::{RegexBuilder, RegexSet, RegexSetBuilder};

/// The SYCL namespace prefix whose functions are checked. DPC++'s newest
/// verifier checks `sycl::_V1::` only; older revisions (before the `_V1`
/// namespace) checked `cl::sycl::`, whose names the newest one skips, and
/// so does this one.
pub const SYCL_PREFIXES: &[&str] = &["sycl::_V1::"];

/// Namespaces inside SYCL's that are never checked, relative to the SYCL
/// prefix: ESIMD's own, the implementation's, and (DPC++'s newest
/// revision) `ext::oneapi::this_work_item::`.
pub const SKIPPED_NAMESPACES: &[&str] =
    &["detail::", "ext::intel::esimd::", "ext::intel::experimental::esimd::", "ext::oneapi::this_work_item::"];

/// DPC++'s allow-list (`LegalSYCLFunctions` in the newest
/// llvm/lib/SYCLLowerIR/ESIMD/ESIMDVerifier.cpp, intel/llvm 0cf33acc),
/// relative to `sycl::_V1::`, in its order: each is a regular expression
/// matched at the start of the demangled qualified name (no parameters;
/// template arguments included).
pub const DPCPP_ALLOWED: &[&str] = &[
    r"accessor<.+>::accessor",
    r"accessor<.+>::~accessor",
    r"accessor<.+>::getQualifiedPtr",
    r"accessor<.+>::__init_esimd",
    r"address_space_cast",
    r"local_accessor<.+>::local_accessor",
    r"local_accessor<.+>::__init_esimd",
    r"local_accessor<.+>::get_pointer",
    r"local_accessor<.+>::get_multi_ptr",
    r"local_accessor_base<.+>::local_accessor_base",
    r"local_accessor_base<.+>::__init_esimd",
    r"local_accessor_base<.+>::getQualifiedPtr",
    r"local_accessor_base<.+>::getSize",
    r"local_accessor_base<.+>::operator\[\]",
    r"ext::oneapi::experimental::printf",
    r"id<.+>::.+",
    r"item<.+>::.+",
    r"multi_ptr<.+>::.+",
    r"nd_item<.+>::.+",
    r"group<.+>::.+",
    r"group_barrier<.+>",
    r"sub_group::.+",
    r"range<.+>::.+",
    r"kernel_handler::.+",
    // Without template arguments: a prefix, so `cosh`, `sincos`, `log2`,
    // `exp10`... are allowed too, as in DPC++.
    r"cos",
    r"sin",
    r"log",
    r"exp",
    r"bit_cast<.+>",
    r"operator.+<.+>",
    r"ext::oneapi::experimental::properties",
    r"ext::oneapi::experimental::detail::ExtractProperties",
    r"ext::oneapi::experimental::root_group<.+>::.+",
    r"ext::oneapi::experimental::this_group<.+>",
    r"ext::oneapi::sub_group::.+",
    r"ext::oneapi::experimental::spec_constant<.+>::.+",
    r"ext::oneapi::experimental::this_sub_group",
    r"ext::oneapi::experimental::this_work_item::get_root_group<.+>",
    r"ext::oneapi::experimental::uniform<.+>::.+",
    r"ext::oneapi::bfloat16::.+",
    r"ext::oneapi::experimental::if_architecture_is",
];

/// DPC++'s `LegalSYCLFunctionsInStatelessMode`: allowed too when ESIMD
/// memory accesses are stateless (`stateless-memory`). `get_pointer` and
/// `get_multi_ptr` need something after the name (their template
/// arguments), as DPC++ writes them.
pub const DPCPP_ALLOWED_STATELESS: &[&str] = &[
    r"accessor<.+>::get_pointer.+",
    r"accessor<.+>::get_multi_ptr.+",
    r"accessor<.+>::getPointerAdjusted",
    r"accessor<.+>::getTotalOffset",
    r"accessor<.+>::getLinearIndex",
    r"accessor<.+>::getAccessRange",
    r"accessor<.+>::getMemoryRange",
    r"accessor<.+>::getOffset",
    r"accessor<.+>::operator\[\]",
];

/// The compiled allow-list: every pattern in one `RegexSet`.
///
/// Why one set, and why ASCII: a `Regex` per pattern costs its own
/// automata and caches, and each name was tried against each pattern in
/// turn; with Unicode classes (`\w`, `.`) a bounded repetition such as
/// `\w{1,30}` compiles to megabytes. A 30 KB file of 1,200 such patterns
/// took 28 s and 2.2 GB. The set is one automaton searched once per name
/// (lazy DFA, cache bounded by `DFA_CACHE_LIMIT`), and classes are ASCII,
/// matched on bytes, as DPC++'s byte-based `llvm::Regex` matches them:
/// mangled and demangled names are ASCII (a literal non-ASCII character in
/// a pattern still matches its UTF-8 bytes).
#[derive(Clone, Debug)]
pub struct AllowList {
    set: RegexSet,
}

/// What the set's compiled program may take (the whole list's; a pattern
/// alone is bounded by the regex crate's default, 10 MB).
const SET_SIZE_LIMIT: usize = 256 << 20;
/// The lazy DFA's cache (grown only as needed): too small a cache makes a
/// large set fall back to the slow NFA simulation.
const DFA_CACHE_LIMIT: usize = 32 << 20;

/// What a direct callee is, for the verifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// Not a SYCL API function (or skipped: undemangleable, local, ESIMD's
    /// own or implementation detail).
    NotChecked,
    /// A SYCL API function the allow-list accepts.
    Allowed,
    /// A SYCL API function ESIMD code may not call; the full demangled name.
    Rejected(String),
}

/// `pattern` anchored at the start (DPC++'s `^...`: a prefix match).
fn anchored(pattern: &str) -> String {
    format!("^(?:{pattern})")
}

impl AllowList {
    /// DPC++'s list (with the stateless additions if `stateless_memory`),
    /// then `extra` patterns given as (pattern, origin) pairs.
    pub fn new(stateless_memory: bool, extra: &[(String, String)]) -> Result<Self, String> {
        let stateless: &[&str] = if stateless_memory { DPCPP_ALLOWED_STATELESS } else { &[] };
        let patterns: Vec<(&str, &str)> = DPCPP_ALLOWED
            .iter()
            .chain(stateless)
            .map(|p| (*p, "built-in"))
            .chain(extra.iter().map(|(p, o)| (p.as_str(), o.as_str())))
            .collect();
        let set = RegexSetBuilder::new(patterns.iter().map(|(p, _)| anchored(p)))
            .unicode(false)
            .size_limit(SET_SIZE_LIMIT)
            .dfa_size_limit(DFA_CACHE_LIMIT)
            .build();
        set.map(|set| Self { set }).map_err(|set_error| {
            // Name the first pattern that is wrong on its own (only on this
            // path are patterns compiled one by one); else the list as a
            // whole is too large.
            for (p, origin) in &patterns {
                if let Err(e) = RegexBuilder::new(&anchored(p)).unicode(false).build() {
                    return format!("invalid ESIMD allow-list pattern '{p}' ({origin}): {e}");
                }
            }
            format!("the ESIMD allow-list ({} patterns) is too large to compile: {set_error}", patterns.len())
        })
    }

    /// Whether `name` (relative to the SYCL namespace) is allowed.
    pub fn allows(&self, name: &str) -> bool {
        self.set.is_match(name.as_bytes())
    }

    /// Classifies the callee named `mangled` (steps 1-4 above).
    pub fn classify(&self, mangled: &str) -> Callee {
        match sycl_api_name(mangled) {
            Some(relative) if self.allows(&relative) => Callee::Allowed,
            Some(_) => Callee::Rejected(demangle(mangled)),
            None => Callee::NotChecked,
        }
    }
}

/// Reads an allow-list file: one pattern per line; blank lines and lines
/// starting with `#` are ignored. Returns (pattern, `file:line`) pairs.
pub fn parse_allow_file(path: &str, text: &str) -> Vec<(String, String)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let line = line.trim();
            (!line.is_empty() && !line.starts_with('#')).then(|| (line.to_owned(), format!("{path}:{}", i + 1)))
        })
        .collect()
}

/// The demangled qualified name of `mangled` relative to the SYCL
/// namespace, if it is a SYCL API function the verifier checks (steps 1-3).
pub fn sycl_api_name(mangled: &str) -> Option<String> {
    if !mangled.starts_with("_Z") || mangled.starts_with("_ZZ") {
        return None;
    }
    let qualified = qualified_name(mangled)?;
    let relative = SYCL_PREFIXES.iter().find_map(|p| qualified.strip_prefix(p))?;
    if SKIPPED_NAMESPACES.iter().any(|ns| relative.starts_with(ns)) {
        return None;
    }
    Some(relative.to_owned())
}

/// `ns::C<int>::f` for `_ZNK2ns1CIiE1fEv`: the qualified name without
/// parameters, return type or cv-qualifiers; None if it cannot be demangled.
pub fn qualified_name(mangled: &str) -> Option<String> {
    let base = demangle_base(mangled);
    if base == mangled {
        return None; // not demangled
    }
    // cpp_demangle keeps a member function's qualifiers (` const`, ` &&`)
    // after the name even without parameters.
    let mut name = base.as_str();
    for suffix in [" const", " volatile", " &&", " &"] {
        while let Some(stripped) = name.strip_suffix(suffix) {
            name = stripped;
        }
    }
    Some(name.to_owned())
}

/// The unqualified name of a function (`f` for `ns::C<int>::f`), for the
/// rule that functions whose names start with `__` are not device
/// functions in the ESIMD sense. Plain (extern "C") names are their own.
pub fn unqualified_name(mangled: &str) -> String {
    let Some(qualified) = qualified_name(mangled) else { return mangled.to_owned() };
    let mut depth = 0i32;
    let bytes = qualified.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'<' | b'(' => depth += 1,
            b'>' | b')' => depth -= 1,
            b':' if depth == 0 && bytes.get(i + 1) == Some(&b':') => {
                start = i + 2;
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    qualified[start..].to_owned()
}

/// `function '<name>' is not supported in ESIMD context` (DPC++'s text),
/// with the chain from the ESIMD function when the call is in a callee.
pub fn not_supported(full_name: &str, chain: &[ChainLink]) -> String {
    format!("function '{full_name}' is not supported in ESIMD context{}", chain_text(chain))
}

/// DPC++'s text for a kernel without the attribute reaching an ESIMD
/// function, with the chain from the kernel.
pub fn kernel_calls_esimd(chain: &[ChainLink]) -> String {
    format!(
        "SYCL kernel without 'sycl_explicit_simd' attribute can't call a function with this attribute{}",
        chain_text(chain)
    )
}

/// DPC++'s text for an ESIMD function calling a (non-ESIMD) SYCL device
/// function.
pub fn device_function_from_esimd(callee: &str) -> String {
    format!("SYCL device function cannot be called from ESIMD context\ncalled function: '{}'", demangle(callee))
}

/// DPC++'s text for an ESIMD kernel reaching a function with another
/// required sub-group size.
pub fn conflicting_sub_group_size(size: i64, chain: &[ChainLink]) -> String {
    format!(
        "conflicting attributes applied to a SYCL kernel\n'sycl_explicit_simd' requires sub-group size 1, \
         but '{}' requires sub-group size {size}{}",
        chain.last().map_or(String::new(), |l| demangle_base(&l.function)),
        chain_text(chain)
    )
}

/// The call chain, when it has more than the ESIMD function itself.
fn chain_text(chain: &[ChainLink]) -> String {
    if chain.len() < 2 {
        return String::new();
    }
    crate::messages::format_chain_as("call", chain)
}

/// The verifier's options: `esimd-verifier<stateless-memory;allow=RE;allow-file=F>`
/// in a pipeline, `esimd-stateless-memory`, `esimd-allow=RE` and
/// `esimd-allow-file=F` as plugin arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EsimdOptions {
    /// DPC++'s `-fsycl-esimd-force-stateless-mem`: accessor members that
    /// stateless accesses need are allowed too.
    pub stateless_memory: bool,
    /// Extra allow-list patterns (same syntax as [`DPCPP_ALLOWED`]).
    pub allow: Vec<String>,
    /// Files of extra patterns, one per line (`#` comments).
    pub allow_files: Vec<String>,
}

impl EsimdOptions {
    pub const HELP: &'static str = "expected stateless-memory, allow=<pattern> or allow-file=<file>";

    /// Parses the text between `<` and `>` (items separated by `;`).
    pub fn parse_params(text: &str) -> Result<Self, String> {
        let mut options = Self::default();
        for item in text.split(';').map(str::trim).filter(|i| !i.is_empty()) {
            match item.split_once('=') {
                Some(("allow", "")) | Some(("allow-file", "")) => {
                    return Err(format!("parameter '{item}' needs a value"));
                }
                Some(("allow", pattern)) => options.allow.push(pattern.to_owned()),
                Some(("allow-file", file)) => options.allow_files.push(file.to_owned()),
                Some(("stateless-memory", _)) => {
                    return Err(format!("parameter 'stateless-memory' takes no value; write 'stateless-memory', not '{item}'"));
                }
                None if item == "stateless-memory" => options.stateless_memory = true,
                _ => return Err(format!("unknown parameter '{item}'; {}", Self::HELP)),
            }
        }
        Ok(options)
    }

    /// The parameters that [`parse_params`](Self::parse_params) reads back.
    pub fn to_params(&self) -> String {
        let mut items = Vec::new();
        if self.stateless_memory {
            items.push("stateless-memory".to_owned());
        }
        items.extend(self.allow.iter().map(|p| format!("allow={p}")));
        items.extend(self.allow_files.iter().map(|f| format!("allow-file={f}")));
        items.join(";")
    }

    /// The allow-list these options describe; `read` reads a file (so this
    /// stays testable without a file system). Errors name the file or the
    /// pattern.
    pub fn allow_list(&self, read: impl Fn(&str) -> Result<String, String>) -> Result<AllowList, String> {
        let mut extra: Vec<(String, String)> =
            self.allow.iter().map(|p| (p.clone(), "from 'allow='".to_owned())).collect();
        for file in &self.allow_files {
            let text = read(file).map_err(|e| format!("cannot read ESIMD allow-list file '{file}': {e}"))?;
            extra.extend(parse_allow_file(file, &text));
        }
        AllowList::new(self.stateless_memory, &extra)
    }
}

/// One function of the module as the ESIMD checks see it (plain data read
/// from IR by the pass).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionInfo {
    /// The IR (mangled) name.
    pub name: String,
    pub defined: bool,
    /// Has `!sycl_explicit_simd`.
    pub esimd: bool,
    /// A kernel (`spir_kernel`, or a kernel the front end named).
    pub kernel: bool,
    /// A kernel or `SYCL_EXTERNAL` definition (an ESIMD entry for the
    /// sub-group check).
    pub entry: bool,
    /// A `SYCL_EXTERNAL` function that is not a kernel.
    pub device_function: bool,
    /// `!intel_reqd_sub_group_size`, if any.
    pub sub_group_size: Option<i64>,
    /// Direct calls in instruction order: (callee index, call-site id).
    pub calls: Vec<(u32, u32)>,
}

/// One step of a chain: a function and the call site (in the previous
/// step's function) that reached it; the first step has none.
pub type Step = (u32, Option<u32>);

/// A call chain as shown in an error: when it has more than
/// [`CHAIN_SHOWN`] steps, only its first and last halves, with the number of
/// steps left out between them (`omitted`, before `steps[CHAIN_SHOWN / 2]`).
/// Built from the search tree in O([`CHAIN_SHOWN`]), whatever the chain's
/// length, so a module of N calls costs O(N) however deep it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chain {
    pub steps: Vec<Step>,
    pub omitted: usize,
}

impl Chain {
    /// A chain short enough to be shown whole.
    pub fn whole(steps: Vec<Step>) -> Self {
        debug_assert!(steps.len() <= CHAIN_SHOWN);
        Self { steps, omitted: 0 }
    }
}

/// What the checks found; sites and functions are the pass's indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// A call at `site` to a SYCL API function the allow-list rejects;
    /// `chain` runs from the ESIMD function to the caller.
    NotSupported { site: u32, callee: u32, full_name: String, chain: Chain },
    /// An ESIMD function calls a non-ESIMD `SYCL_EXTERNAL` function.
    DeviceFunctionFromEsimd { site: u32, callee: u32 },
    /// A kernel without the attribute reaches an ESIMD function; `chain`
    /// runs from the kernel to the ESIMD function.
    KernelCallsEsimd { site: u32, chain: Chain },
    /// An ESIMD entry reaches a function requiring another sub-group size;
    /// `chain` runs from the entry to that function (just the entry when it
    /// is the function itself).
    ConflictingSubGroupSize { function: u32, size: i64, chain: Chain },
}

/// The last steps before the omitted ones, and the number after them.
const HALF: usize = CHAIN_SHOWN / 2;

/// Breadth-first search trees over calls to definitions, reusable from one
/// root to the next without clearing (reached functions carry the number
/// of the search that reached them). Per reached function it keeps what a
/// bounded [`Chain`] needs: the step that reached it, its distance from the
/// chain's first function, and the function at distance `HALF - 1` on the
/// way (the end of the chain's first half).
struct Tree {
    search: u32,
    /// The functions the current walk reached, in breadth-first order.
    order: Vec<u32>,
    reached_in: Vec<u32>,
    parent: Vec<Step>,
    depth: Vec<u32>,
    head_end: Vec<u32>,
}

impl Tree {
    fn new(n: usize) -> Self {
        Self {
            search: 0,
            order: Vec::new(),
            reached_in: vec![0; n],
            parent: vec![(0, None); n],
            depth: vec![0; n],
            head_end: vec![0; n],
        }
    }

    /// Starts a new search: nothing is reached.
    fn start(&mut self) {
        self.search += 1;
    }

    fn reached(&self, f: u32) -> bool {
        self.reached_in[f as usize] == self.search
    }

    /// `f` is reached and starts chains (a root; in check 1 also an ESIMD
    /// function, since a chain is shown from the nearest ESIMD function).
    fn reach_as_first(&mut self, f: u32) {
        let i = f as usize;
        self.reached_in[i] = self.search;
        self.parent[i] = (f, None);
        self.depth[i] = 0;
        self.head_end[i] = f;
    }

    /// `callee` is reached by the call at `site` in `caller`.
    fn reach(&mut self, callee: u32, caller: u32, site: u32) {
        let (c, f) = (callee as usize, caller as usize);
        self.reached_in[c] = self.search;
        self.parent[c] = (caller, Some(site));
        self.depth[c] = self.depth[f] + 1;
        self.head_end[c] = if (self.depth[c] as usize) < HALF { callee } else { self.head_end[f] };
    }

    /// Breadth-first from `root` (reached as a chain start) over calls in
    /// instruction order, within the current search: `on_call(tree, caller,
    /// callee, site)` sees every call of every reached function (the tree
    /// then holds the chain down to the caller), and a callee not reached
    /// yet is entered as `enter` says.
    fn walk(
        &mut self,
        functions: &[FunctionInfo],
        root: u32,
        enter: impl Fn(&FunctionInfo) -> Enter,
        mut on_call: impl FnMut(&Tree, u32, u32, u32),
    ) {
        self.reach_as_first(root);
        self.order.clear();
        self.order.push(root);
        let mut next = 0;
        while next < self.order.len() {
            let f = self.order[next];
            next += 1;
            for &(callee, site) in &functions[f as usize].calls {
                on_call(self, f, callee, site);
                if self.reached(callee) {
                    continue;
                }
                match enter(&functions[callee as usize]) {
                    Enter::No => continue,
                    Enter::Step => self.reach(callee, f, site),
                    Enter::Restart => self.reach_as_first(callee),
                }
                self.order.push(callee);
            }
        }
    }

    /// The chain from the first function on the way to `to` down to `to`,
    /// then `last` when given (a call out of `to`).
    fn chain(&self, to: u32, last: Option<Step>) -> Chain {
        // `n` steps back from `from` (itself first), in chain order.
        let back = |from: u32, n: usize| -> Vec<Step> {
            let mut steps = Vec::with_capacity(n);
            let mut at = from;
            for _ in 0..n {
                let (caller, site) = self.parent[at as usize];
                steps.push((at, if self.depth[at as usize] == 0 { None } else { site }));
                at = caller;
            }
            steps.reverse();
            steps
        };
        let to_len = self.depth[to as usize] as usize + 1;
        let len = to_len + usize::from(last.is_some());
        let (mut steps, omitted) = if len <= CHAIN_SHOWN {
            (back(to, to_len), 0)
        } else {
            let mut steps = back(self.head_end[to as usize], HALF);
            steps.extend(back(to, HALF - usize::from(last.is_some())));
            (steps, len - CHAIN_SHOWN)
        };
        steps.extend(last);
        Chain { steps, omitted }
    }
}

/// How a walk treats a callee it has not reached yet.
enum Enter {
    /// Not entered (its calls are not followed).
    No,
    /// Entered, its chain continuing the caller's.
    Step,
    /// Entered as the start of its own chains.
    Restart,
}

/// Per function: whether it calls an ESIMD function directly, or through
/// unmarked definitions (the paths check 3 follows).
fn reaching_esimd(functions: &[FunctionInfo]) -> Vec<bool> {
    let n = functions.len();
    let mut callers: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (f, info) in functions.iter().enumerate() {
        for &(callee, _) in &info.calls {
            callers[callee as usize].push(f as u32);
        }
    }
    let mut reaches = vec![false; n];
    // Start from the ESIMD functions' callers; continue backwards only
    // through unmarked definitions (check 3 does not enter ESIMD ones).
    let mut stack: Vec<u32> = Vec::new();
    for (f, info) in functions.iter().enumerate() {
        if info.esimd {
            stack.extend(&callers[f]);
        }
    }
    while let Some(f) = stack.pop() {
        let info = &functions[f as usize];
        if reaches[f as usize] || info.esimd || !info.defined {
            continue;
        }
        reaches[f as usize] = true;
        stack.extend(&callers[f as usize]);
    }
    reaches
}

/// Every ESIMD check on the module. Chains are the shortest ones
/// (breadth-first, calls in instruction order) and are built in bounded
/// time (see [`Chain`]).
/// 1. API restrictions: from each ESIMD definition (module order; one
///    shared visited set, so a call is reported once, with the chain from
///    the first ESIMD function that reaches it), every direct call in a
///    reached definition is classified; rejected SYCL API calls are
///    findings, with the chain from the nearest ESIMD function. Every
///    defined callee is entered (marked or not). Linear in the module.
/// 2. Each direct call from an ESIMD definition to a non-ESIMD
///    `SYCL_EXTERNAL` function whose unqualified name does not start with
///    `__` is a finding (DPC++ checks the direct call only).
/// 3. From each non-ESIMD kernel that can reach an ESIMD function (found
///    first, backwards from the ESIMD functions, in linear time), through
///    non-ESIMD definitions: the first call reaching each ESIMD function is
///    a finding.
/// 4. From each ESIMD entry (kernel or `SYCL_EXTERNAL` definition), through
///    every definition, when some function requires a sub-group size other
///    than 1: each reached function (itself included, and declarations)
///    with such a size is a finding.
/// Checks 3 and 4 search once per kernel or entry, each search costing
/// what it reaches (no per-search clearing): kernels x reached functions.
pub fn check(functions: &[FunctionInfo], allow: &AllowList) -> Vec<Finding> {
    let mut findings = Vec::new();
    let n = functions.len();
    let classes: Vec<Callee> = functions.iter().map(|f| allow.classify(&f.name)).collect();
    let mut tree = Tree::new(n);

    // 1. API restrictions. One breadth-first walk per ESIMD root that no
    // earlier walk reached, entering only functions no walk has reached:
    // every function is scanned once, and the steps of one walk are never
    // overwritten by another.
    tree.start();
    for (root, info) in functions.iter().enumerate() {
        let root = root as u32;
        if !info.esimd || !info.defined || tree.reached(root) {
            continue;
        }
        let enter = |c: &FunctionInfo| match (c.defined, c.esimd) {
            (false, _) => Enter::No,
            (true, false) => Enter::Step,
            (true, true) => Enter::Restart,
        };
        tree.walk(functions, root, enter, |tree, f, callee, site| {
            if let Callee::Rejected(full_name) = &classes[callee as usize] {
                let chain = tree.chain(f, None);
                findings.push(Finding::NotSupported { site, callee, full_name: full_name.clone(), chain });
            }
        });
    }

    // 2. SYCL device functions called from ESIMD functions.
    for info in functions.iter().filter(|f| f.esimd && f.defined) {
        for &(callee, site) in &info.calls {
            let c = &functions[callee as usize];
            if c.device_function && !c.esimd && !unqualified_name(&c.name).starts_with("__") {
                findings.push(Finding::DeviceFunctionFromEsimd { site, callee });
            }
        }
    }

    // 3. Kernels without the attribute reaching ESIMD functions; `reported`
    // holds, per ESIMD function, the last kernel that reported it.
    let reaches_esimd = reaching_esimd(functions);
    let mut reported = vec![u32::MAX; n];
    for (kernel, info) in functions.iter().enumerate() {
        let kernel = kernel as u32;
        if !info.kernel || info.esimd || !info.defined || !reaches_esimd[kernel as usize] {
            continue;
        }
        tree.start();
        let enter = |c: &FunctionInfo| if c.defined && !c.esimd { Enter::Step } else { Enter::No };
        tree.walk(functions, kernel, enter, |tree, f, callee, site| {
            if functions[callee as usize].esimd && std::mem::replace(&mut reported[callee as usize], kernel) != kernel {
                findings.push(Finding::KernelCallsEsimd { site, chain: tree.chain(f, Some((callee, Some(site)))) });
            }
        });
    }

    // 4. Required sub-group sizes other than 1 below ESIMD entries (no
    // walk at all when no function requires another size).
    let other_size = |f: u32| functions[f as usize].sub_group_size.filter(|&s| s != 1);
    let any_other_size = (0..n as u32).any(|f| other_size(f).is_some());
    reported.fill(u32::MAX);
    for (entry, info) in functions.iter().enumerate().filter(|_| any_other_size) {
        let entry = entry as u32;
        if !info.entry || !info.esimd || !info.defined {
            continue;
        }
        if let Some(size) = other_size(entry) {
            reported[entry as usize] = entry;
            findings.push(Finding::ConflictingSubGroupSize { function: entry, size, chain: Chain::whole(vec![(entry, None)]) });
        }
        tree.start();
        let enter = |c: &FunctionInfo| if c.defined { Enter::Step } else { Enter::No };
        tree.walk(functions, entry, enter, |tree, f, callee, site| {
            let Some(size) = other_size(callee).filter(|_| callee != entry) else { return };
            if std::mem::replace(&mut reported[callee as usize], entry) != entry {
                let chain = tree.chain(f, Some((callee, Some(site))));
                findings.push(Finding::ConflictingSubGroupSize { function: callee, size, chain });
            }
        });
    }
    findings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(stateless: bool) -> AllowList {
        AllowList::new(stateless, &[]).unwrap()
    }

    #[test]
    fn dpcpp_names_classified() {
        let l = list(false);
        // sycl::_V1::id<1>::operator[](int) const
        assert_eq!(l.classify("_ZNK4sycl3_V12idILi1EEixEi"), Callee::Allowed);
        // sycl::_V1::cos<float>(float)
        assert_eq!(l.classify("_ZN4sycl3_V13cosIfEET_S2_"), Callee::Allowed);
        // sycl::_V1::sqrt<float>(float): not in the list
        assert!(matches!(l.classify("_ZN4sycl3_V14sqrtIfEET_S2_"), Callee::Rejected(n) if n.starts_with("float sycl::_V1::sqrt<float>")));
        // sycl::_V1::detail::foo(): implementation detail, skipped
        assert_eq!(l.classify("_ZN4sycl3_V16detail3fooEv"), Callee::NotChecked);
        // sycl::_V1::ext::intel::esimd::foo()
        assert_eq!(l.classify("_ZN4sycl3_V13ext5intel5esimd3fooEv"), Callee::NotChecked);
        // not SYCL
        assert_eq!(l.classify("_Z3foov"), Callee::NotChecked);
        assert_eq!(l.classify("foo"), Callee::NotChecked);
        // cl::sycl::sqrt<float>: the pre-_V1 namespace, which DPC++'s
        // newest verifier no longer checks
        assert_eq!(l.classify("_ZN2cl4sycl4sqrtIfEET_S2_"), Callee::NotChecked);
    }

    #[test]
    fn newest_dpcpp_list() {
        let l = list(false);
        // sycl::_V1::cos(float) and sycl::_V1::cosh<float>(float): `cos` is
        // a prefix without template arguments
        assert_eq!(l.classify("_ZN4sycl3_V13cosEf"), Callee::Allowed);
        assert_eq!(l.classify("_ZN4sycl3_V14coshIfEET_S2_"), Callee::Allowed);
        // sycl::_V1::group_barrier<sycl::_V1::group<1>>(group<1>, memory_scope)
        assert_eq!(l.classify("_ZN4sycl3_V113group_barrierINS0_5groupILi1EEEEEvT_NS0_12memory_scopeE"), Callee::Allowed);
        // sycl::_V1::ext::oneapi::experimental::this_group<1>()
        assert_eq!(l.classify("_ZN4sycl3_V13ext6oneapi12experimental10this_groupILi1EEENS0_5groupIXT_EEEv"), Callee::Allowed);
        // sycl::_V1::this_group<1>(): not in the list
        assert!(matches!(l.classify("_ZN4sycl3_V110this_groupILi1EEENS0_5groupIXT_EEEv"), Callee::Rejected(_)));
        // sycl::_V1::ext::oneapi::this_work_item::get_nd_item<1>(): skipped
        assert_eq!(
            l.classify("_ZN4sycl3_V13ext6oneapi14this_work_item11get_nd_itemILi1EEENS0_7nd_itemIXT_EEEv"),
            Callee::NotChecked
        );
        // sycl::_V1::local_accessor<int, 1>::operator[](id<1>) const: DPC++
        // lists it for local_accessor_base only
        assert!(matches!(l.classify("_ZNK4sycl3_V114local_accessorIiLi1EEixENS0_2idILi1EEE"), Callee::Rejected(_)));
    }

    #[test]
    fn undemangleable_and_local_names_skipped() {
        let l = list(false);
        assert_eq!(l.classify("_ZN4sycl3_V1"), Callee::NotChecked);
        assert_eq!(l.classify("_Z"), Callee::NotChecked);
        assert_eq!(l.classify("_ZZN4sycl3_V14sqrtEvENKUlvE_clEv"), Callee::NotChecked);
    }

    #[test]
    fn stateless_mode_adds_accessor_members() {
        // sycl::_V1::accessor<int, 1>::get_pointer<(sycl::_V1::access::target)2014, void>() const
        let name = "_ZNK4sycl3_V18accessorIiLi1EE11get_pointerILNS0_6access6targetE2014EvEEPiv";
        assert!(matches!(list(false).classify(name), Callee::Rejected(_)));
        assert_eq!(list(true).classify(name), Callee::Allowed);
        // Without template arguments DPC++'s `get_pointer.+` does not match.
        let plain = "_ZNK4sycl3_V18accessorIiLi1EE11get_pointerEv";
        assert!(matches!(list(true).classify(plain), Callee::Rejected(_)));
    }

    #[test]
    fn user_patterns_extend_and_bad_ones_are_errors() {
        let extra = vec![("sqrt<.+>".to_owned(), "test".to_owned())];
        let l = AllowList::new(false, &extra).unwrap();
        assert_eq!(l.classify("_ZN4sycl3_V14sqrtIfEET_S2_"), Callee::Allowed);
        let bad = vec![("sqrt<(".to_owned(), "x.txt:3".to_owned())];
        let e = AllowList::new(false, &bad).unwrap_err();
        assert!(e.starts_with("invalid ESIMD allow-list pattern 'sqrt<(' (x.txt:3)"), "{e}");
    }

    #[test]
    fn large_lists_are_one_linear_set() {
        // 1,200 patterns with bounded repetitions of classes (28 s and
        // 2.2 GB as one Unicode Regex each), 3,000 names: well under a
        // second as one ASCII set.
        let extra: Vec<(String, String)> =
            (0..1200).map(|i| (format!(r"\w{{1,30}}::h{i}<[\w:, ]+>"), format!("f:{i}"))).collect();
        let start = std::time::Instant::now();
        let l = AllowList::new(false, &extra).unwrap();
        for i in 0..3000 {
            assert!(!l.allows(&format!("func{i}")));
        }
        assert!(l.allows("abc::h1199<int, x::y>"));
        assert!(start.elapsed() < std::time::Duration::from_secs(5), "{:?}", start.elapsed());
        // A pattern wrong on its own is named among many.
        let mut bad = extra.clone();
        bad.push(("sqrt<(".to_owned(), "x.txt:9".to_owned()));
        let e = AllowList::new(false, &bad).unwrap_err();
        assert!(e.starts_with("invalid ESIMD allow-list pattern 'sqrt<(' (x.txt:9)"), "{e}");
    }

    #[test]
    fn prefix_match_only() {
        let l = list(false);
        // "cos" is anchored at the start: "acos<float>" is not allowed.
        assert!(matches!(l.classify("_ZN4sycl3_V14acosIfEET_S2_"), Callee::Rejected(_)));
    }

    #[test]
    fn names() {
        assert_eq!(qualified_name("_ZNK4sycl3_V12idILi1EEixEi").as_deref(), Some("sycl::_V1::id<1>::operator[]"));
        assert_eq!(unqualified_name("_ZN2ns7__innerEv"), "__inner");
        assert_eq!(unqualified_name("__devicelib_foo"), "__devicelib_foo");
        assert_eq!(unqualified_name("_ZN2ns1CIN1a1bEE1fEv"), "f");
    }

    fn function(name: &str, calls: &[(u32, u32)]) -> FunctionInfo {
        FunctionInfo { name: name.into(), defined: true, calls: calls.to_vec(), ..Default::default() }
    }

    #[test]
    fn api_check_reports_calls_in_callees_with_chain() {
        // 0: esimd root -> 1: helper -> 2: sycl::_V1::sqrt<float> (declared)
        let mut fs = vec![
            function("_Z4rootv", &[(1, 10)]),
            function("_Z6helperv", &[(2, 11), (3, 12)]),
            FunctionInfo { defined: false, ..function("_ZN4sycl3_V14sqrtIfEET_S2_", &[]) },
            FunctionInfo { defined: false, ..function("_ZN4sycl3_V13cosIfEET_S2_", &[]) },
        ];
        fs[0].esimd = true;
        let findings = check(&fs, &list(false));
        assert_eq!(findings.len(), 1);
        let Finding::NotSupported { site, chain, full_name, .. } = &findings[0] else { panic!() };
        assert_eq!(*site, 11);
        assert_eq!(chain, &Chain::whole(vec![(0, None), (1, Some(10))]));
        // The chain starts at the nearest ESIMD function.
        fs[1].esimd = true;
        let findings = check(&fs, &list(false));
        let Finding::NotSupported { chain, .. } = &findings[0] else { panic!() };
        assert_eq!(chain, &Chain::whole(vec![(1, None)]));
        fs[1].esimd = false;
        assert!(full_name.contains("sycl::_V1::sqrt<float>"));
        // Unmarked: nothing checked.
        fs[0].esimd = false;
        assert!(check(&fs, &list(false)).is_empty());
    }

    /// The shown form of a whole chain: its first and last `HALF` steps.
    fn shown(steps: Vec<Step>) -> Chain {
        if steps.len() <= CHAIN_SHOWN {
            return Chain::whole(steps);
        }
        let omitted = steps.len() - CHAIN_SHOWN;
        Chain { steps: [&steps[..HALF], &steps[steps.len() - HALF..]].concat(), omitted }
    }

    #[test]
    fn long_chains_are_cut_in_bounded_time() {
        // 0: ESIMD kernel -> 1 -> 2 -> ... -> n-1, each calling sqrt (index n).
        for n in [2usize, 9, 10, 11, 19, 20, 21, 22, 45] {
            let mut fs: Vec<FunctionInfo> = (0..n)
                .map(|i| {
                    let mut calls = vec![(n as u32, 1000 + i as u32)];
                    if i + 1 < n {
                        calls.push((i as u32 + 1, i as u32 + 1));
                    }
                    function(&format!("_Z1f{i}v"), &calls)
                })
                .collect();
            fs.push(FunctionInfo { defined: false, ..function("_ZN4sycl3_V14sqrtIfEET_S2_", &[]) });
            fs[0].esimd = true;
            let whole = |from: usize, to: usize| -> Vec<Step> {
                (from..=to).map(|j| (j as u32, if j == from { None } else { Some(j as u32) })).collect()
            };
            let findings = check(&fs, &list(false));
            assert_eq!(findings.len(), n);
            for (i, finding) in findings.iter().enumerate() {
                let Finding::NotSupported { chain, .. } = finding else { panic!() };
                assert_eq!(chain, &shown(whole(0, i)), "n {n}, call in f{i}");
            }
            // An ESIMD function in the middle starts the chains below it.
            if n > 5 {
                fs[5].esimd = true;
                let findings = check(&fs, &list(false));
                let Finding::NotSupported { chain, .. } = &findings[n - 1] else { panic!() };
                assert_eq!(chain, &shown(whole(5, n - 1)), "n {n}, restart at f5");
                fs[5].esimd = false;
            }
            // The same chains with a last call appended (checks 3 and 4):
            // the ESIMD function at the end of a kernel's chain.
            fs[0].esimd = false;
            fs[0].kernel = true;
            fs[n - 1].esimd = true;
            let findings = check(&fs, &list(false));
            let kernel_chains: Vec<&Chain> = findings
                .iter()
                .filter_map(|f| match f {
                    Finding::KernelCallsEsimd { chain, .. } => Some(chain),
                    _ => None,
                })
                .collect();
            if n > 1 {
                assert_eq!(kernel_chains, [&shown(whole(0, n - 1))], "n {n}, kernel chain");
            }
        }
    }

    #[test]
    fn structural_checks() {
        // 0: kernel (not ESIMD) -> 1: helper -> 2: esimd function -> 3: SYCL_EXTERNAL
        // 4: __internal SYCL_EXTERNAL, 5: function requiring sub-group 16
        let mut fs = vec![
            FunctionInfo { kernel: true, entry: true, ..function("_Z1kv", &[(1, 1)]) },
            function("_Z1hv", &[(2, 2)]),
            FunctionInfo { esimd: true, ..function("_Z1ev", &[(3, 3), (4, 4)]) },
            FunctionInfo { device_function: true, defined: false, ..function("_Z1dv", &[]) },
            FunctionInfo { device_function: true, defined: false, ..function("_Z10__internalv", &[]) },
            FunctionInfo { sub_group_size: Some(16), ..function("_Z1sv", &[]) },
            FunctionInfo { kernel: true, entry: true, esimd: true, ..function("_Z2ekv", &[(5, 5), (2, 6)]) },
        ];
        fs[6].sub_group_size = Some(1);
        let findings = check(&fs, &list(false));
        assert!(findings.contains(&Finding::DeviceFunctionFromEsimd { site: 3, callee: 3 }), "{findings:?}");
        assert!(!findings.iter().any(|f| matches!(f, Finding::DeviceFunctionFromEsimd { callee: 4, .. })));
        assert!(findings.contains(&Finding::KernelCallsEsimd { site: 2, chain: Chain::whole(vec![(0, None), (1, Some(1)), (2, Some(2))]) }));
        assert!(findings.contains(&Finding::ConflictingSubGroupSize { function: 5, size: 16, chain: Chain::whole(vec![(6, None), (5, Some(5))]) }));
        assert_eq!(findings.len(), 3, "{findings:?}");
        // The ESIMD kernel's own conflicting size.
        fs[6].sub_group_size = Some(8);
        assert!(check(&fs, &list(false)).contains(&Finding::ConflictingSubGroupSize { function: 6, size: 8, chain: Chain::whole(vec![(6, None)]) }));
    }

    #[test]
    fn options() {
        let o = EsimdOptions::parse_params("stateless-memory;allow=sqrt<.+>;allow-file=a.txt").unwrap();
        assert!(o.stateless_memory);
        assert_eq!(o.allow, ["sqrt<.+>"]);
        assert_eq!(EsimdOptions::parse_params(&o.to_params()).unwrap(), o);
        assert!(EsimdOptions::parse_params("bogus").unwrap_err().contains("unknown parameter 'bogus'"));
        assert!(EsimdOptions::parse_params("allow=").is_err());
        assert!(EsimdOptions::parse_params("stateless-memory=1").is_err());
        let l = o.allow_list(|_| Ok("tan<.+>\n".replace("\\n", "\n"))).unwrap();
        assert_eq!(l.classify("_ZN4sycl3_V13tanIfEET_S2_"), Callee::Allowed);
        let e = o.allow_list(|_| Err("No such file".into())).unwrap_err();
        assert_eq!(e, "cannot read ESIMD allow-list file 'a.txt': No such file");
    }

    #[test]
    fn texts() {
        let chain = [
            ChainLink { function: "_Z1kv".into(), call_site: None, omitted_before: 0 },
            ChainLink { function: "_Z1hv".into(), call_site: Some("a.cpp:7:3".into()), omitted_before: 0 },
        ];
        assert_eq!(
            not_supported("sycl::_V1::sqrt(float)", &chain),
            "function 'sycl::_V1::sqrt(float)' is not supported in ESIMD context\ncall is from this call chain:\n  k()\n  h() a.cpp:7:3"
        );
        assert_eq!(not_supported("f()", &chain[..1]), "function 'f()' is not supported in ESIMD context");
        assert_eq!(
            parse_allow_file("f", "# c\n\n sqrt<.+> \n"),
            vec![("sqrt<.+>".to_owned(), "f:3".to_owned())]
        );
    }
}
