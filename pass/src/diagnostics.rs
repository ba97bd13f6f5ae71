//! The pass's diagnostics, rendered by the writer from what the analysis
//! decided: each warning's text (`sycl_aspects_analysis::messages`), the
//! call chain to the use, and the source locations, looked up from the
//! model's handles only for what is reported: an instruction's or
//! function's debug location, else (inside clang) the AST's; a use inside
//! a system header moved to the user's call into it.

use crate::aspect_set::AspectSet;
use crate::implicit_fp64;
use crate::ir_scan::*;
use crate::messages::{self, ChainLink, DeclaredBy};
use crate::module_state::{DiagnosticSink, ModuleState};
use llvm_sys::core::*;
use sycl_aspects_analysis::chains::{Chain, ChainInputs};
use sycl_aspects_analysis::fixed_target_checks::{FixedTargetChecks, Finding};
use sycl_aspects_analysis::pass_model::NO_SITE;
use sycl_aspects_analysis::validation::DeviceHasWarning;
use sycl_aspects_bridge::ffi as bridge;
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::SYCL_FIXED_TARGETS;

pub use sycl_aspects_analysis::messages::CHAIN_SHOWN;

/// Asks the AST (inside clang only) for a location.
fn ast_location(query: impl FnOnce() -> bridge::AstLocation) -> Option<SourceLocation> {
    if !bridge::frontend_active() {
        return None;
    }
    let found = query();
    (found.line > 0).then(|| SourceLocation { file: found.file, directory: String::new(), line: found.line, column: found.column })
}


/// Functions [`ModuleState::kernel_body_location`] looks at before it gives
/// up (a reduction's user kernel is two or three calls below the wrapper).
const KERNEL_BODY_SEARCH: usize = 256;

/// Whether `l` is in a system header (inside clang only: elsewhere nothing
/// is known to be one).
fn in_system_header(l: &SourceLocation) -> bool {
    bridge::ast_in_system_header(&l.path(), l.line, l.column)
}

/// What chains read of the state (`ChainInputs`), borrowing its fields
/// one by one so that `self.chains` stays free to update.
macro_rules! chain_inputs {
    ($state:expr) => {
        ChainInputs {
            scans: &$state.scans,
            graph: &$state.graph,
            numbering: &$state.numbering,
            scc_used: &$state.scc_used,
            scc_of: &$state.scc_of,
        }
    };
}

impl ModuleState {
    /// Aspects function `v` uses, itself or through its callees.
    pub fn used(&self, v: usize) -> &AspectSet {
        &self.scc_used[self.scc_of[v] as usize]
    }

    /// The call chain from `start` to the origin of `aspect`
    /// (`sycl_aspects_analysis::chains`).
    pub fn chain(&mut self, start: u32, aspect: usize) -> Chain {
        let inputs = chain_inputs!(self);
        self.chains.chain(&inputs, start, aspect)
    }

    /// The chain as printable links, and whether a call site lacked a
    /// location.
    pub(crate) unsafe fn chain_links(&self, chain: &Chain) -> (Vec<ChainLink>, bool) {
        let mut missing = false;
        let links = chain
            .iter()
            .enumerate()
            .map(|(i, &(f, site))| ChainLink {
                omitted_before: if i == chain.omitted_at { chain.omitted } else { 0 },
                function: self.link_name(f, site).to_owned(),
                call_site: site.filter(|&s| s != NO_SITE).and_then(|s| {
                    let loc = self.site_location(s);
                    missing |= loc.is_none();
                    loc.map(|l| l.to_string())
                }),
            })
            .collect();
        (links, missing)
    }

    /// Whether a warning with a `missing` location should suggest `-g`:
    /// only when the module really has no debug information.
    pub fn suggest_g(&self, missing: bool) -> bool {
        missing && !self.has_debug_info
    }

    /// The name of function `f` as the call at `site` names it: the alias
    /// or ifunc the call went through, else the function's own name.
    pub fn link_name(&self, f: u32, site: Option<u32>) -> &str {
        site.and_then(|s| self.site_called.get(&s))
            .map(String::as_str)
            .unwrap_or_else(|| self.name(f as usize))
    }

    /// Where call site `site` is: its debug location, else (inside clang)
    /// the first call from the caller to the callee (as the call names
    /// it) in the AST.
    pub unsafe fn site_location(&self, site: u32) -> Option<SourceLocation> {
        let inst = value_of(*self.sites.get(site as usize)?);
        instruction_location(inst).or_else(|| {
            let (caller, callee) = *self.site_ends.get(site as usize)?;
            let called = self.link_name(callee, Some(site));
            ast_location(|| bridge::ast_call_site(self.name(caller as usize), called))
        })
    }

    /// Where a warning about a use at `origin` reached through the call
    /// `sites` (in chain order) points: at `origin`, unless that is inside
    /// a system header (a double reached only through Intel's
    /// `accessor::operator[]`); then at the last call site in the user's
    /// code, the call into the header, with `origin` returned second for a
    /// note. Inside clang only (elsewhere nothing is known to be a system
    /// header).
    pub unsafe fn in_user_code(
        &self,
        origin: Option<SourceLocation>,
        sites: impl DoubleEndedIterator<Item = u32>,
    ) -> (Option<SourceLocation>, Option<SourceLocation>) {
        let in_header = in_system_header;
        match origin {
            Some(o) if in_header(&o) => {
                let user = sites
                    .rev()
                    .filter(|&s| s != NO_SITE)
                    .filter_map(|s| self.site_location(s))
                    .find(|l| !in_header(l));
                match user {
                    Some(u) => (Some(u), Some(o)),
                    None => (Some(o), None),
                }
            }
            other => (other, None),
        }
    }

    /// Where a warning about entry point `v` and a use at `origin` reached
    /// through the call `sites` points ([`ModuleState::in_user_code`]), and
    /// the header's line for a note. When that is still no location or a
    /// line of the SYCL headers and `v` is a launch wrapper of Intel's
    /// headers (a reduction's kernels use the reduction's `double` in
    /// `reduction.hpp`, on a chain that never leaves the headers), the
    /// warning points at the user's kernel itself
    /// ([`ModuleState::kernel_body_location`]), or, for a kernel of the
    /// headers that calls no user code, at another launch wrapper's of the
    /// same kernel name (`kernel 'sum_in_double'`, `kernel
    /// (lambda(sycl::id<1>, auto&) #1 in 'total')`).
    pub unsafe fn use_location(
        &self,
        v: u32,
        origin: Option<SourceLocation>,
        sites: impl DoubleEndedIterator<Item = u32>,
    ) -> (Option<SourceLocation>, Option<SourceLocation>) {
        let (location, note) = self.in_user_code(origin, sites);
        let in_headers = match &location {
            None => true,
            Some(l) => note.is_none() && in_system_header(l),
        };
        if !in_headers {
            return (location, note);
        }
        let Some(kernel) = messages::launch_wrapper_kernel(self.name(v as usize)) else { return (location, note) };
        // A reduction's helper kernels (its first values, the sums of the
        // work-groups' partial results) call none of the user's code: they
        // point where the user's kernel of the same name is.
        let body = self.kernel_body_location(v).or_else(|| {
            (0..self.functions.len() as u32)
                .filter(|&w| w != v && self.entry_points[w as usize])
                .filter(|&w| messages::launch_wrapper_kernel(self.name(w as usize)).as_ref() == Some(&kernel))
                .find_map(|w| self.kernel_body_location(w))
        });
        match body {
            Some(body) => (Some(body), location),
            None => (location, note),
        }
    }

    /// Where the user's code of kernel `v` (a launch wrapper) is: the
    /// first function it reaches, breadth first in call order, that is not
    /// the headers' (`sycl::`, `std::`; [`messages::is_sycl_or_std`]) and
    /// is defined outside a system header: the lambda or functor the user
    /// passed (for a reduction, below the headers' kernel lambda), at its
    /// definition (the lambda's `[`). The headers' functions are walked
    /// through, at most [`KERNEL_BODY_SEARCH`] of them.
    pub unsafe fn kernel_body_location(&self, v: u32) -> Option<SourceLocation> {
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(v);
        let mut queue = std::collections::VecDeque::from([v]);
        while let Some(f) = queue.pop_front() {
            for edge in self.graph.edges(f) {
                let callee = edge.callee;
                if !seen.insert(callee) || LLVMIsDeclaration(self.functions[callee as usize]) != 0 {
                    continue;
                }
                if !messages::is_sycl_or_std(self.name(callee as usize)) {
                    match self.declaration_location(callee) {
                        Some(l) if !in_system_header(&l) => return Some(l),
                        _ => {}
                    }
                }
                if seen.len() <= KERNEL_BODY_SEARCH {
                    queue.push_back(callee);
                }
            }
        }
        None
    }

    /// Where function `v` uses `aspect` itself: the debug location of the
    /// origin, else (inside clang) the first matching use in the AST.
    pub unsafe fn origin_location(&self, v: u32, aspect: usize) -> Option<SourceLocation> {
        let origin = self.scans.get(v as usize).origins.get(&aspect)?;
        let direct = match origin.inst {
            Some(inst) => instruction_location(value_of(inst)),
            None => function_location(self.functions[v as usize]),
        };
        direct.or_else(|| {
            let name = self.name(v as usize);
            match origin.kind {
                OriginKind::SignatureType(t) | OriginKind::InstructionType(t) => {
                    let value = self.numbering.value(aspect);
                    match self.aspects.decorated_source(type_of(t), value).and_then(|s| ir::struct_name_of(s)) {
                        Some(struct_name) => ast_location(|| bridge::ast_type_use(name, &struct_name)),
                        None => ast_location(|| bridge::ast_double_use(name)),
                    }
                }
                _ => self.function_ast_location(v as usize),
            }
        })
    }

    /// Where function `v` is defined, from the AST (inside clang only).
    pub fn function_ast_location(&self, v: usize) -> Option<SourceLocation> {
        ast_location(|| bridge::ast_function_location(self.name(v)))
    }

    /// Where function `v` is declared: from the AST inside clang (there is
    /// no debug information without -g), else its debug location.
    pub unsafe fn declaration_location(&self, v: u32) -> Option<SourceLocation> {
        self.function_ast_location(v as usize).or_else(|| function_location(self.functions[v as usize]))
    }

    /// Entry points without `device_has` that use fp64 somewhere below.
    /// The entry points the analysis chose (`validation::implicit_fp64`).
    pub(crate) unsafe fn warn_implicit_fp64(&mut self, subjects: Option<(usize, Vec<u32>)>, sink: &mut dyn DiagnosticSink) {
        let Some((aspect, entry_points)) = subjects else { return };
        for v in entry_points {
            let v = v as usize;
            let chain = self.chain(v as u32, aspect);
            let last = chain.last().map_or(v as u32, |c| c.0);
            let found = implicit_fp64::first_double_use(self.functions[last as usize]);
            let origin = found
                .as_ref()
                .and_then(|u| instruction_location(u.inst))
                .or_else(|| self.origin_location(last, aspect));
            let (location, in_header) = self.use_location(v as u32, origin, chain.iter().filter_map(|&(_, site)| site));
            let (links, links_missing) = self.chain_links(&chain);
            let missing_location = self.suggest_g(location.is_none() || links_missing);
            let kind = found.as_ref().map_or("use of 'double'".to_owned(), |u| u.kind.clone());
            let mut text = format!(
                "{} implicitly uses aspect 'fp64' ({kind}) but has no 'sycl::device_has'",
                messages::subject(self.name(v))
            );
            text.push_str(&messages::format_chain(&links));
            if let Some(hint) = found.and_then(|u| u.hint) {
                text.push_str(&format!("
hint: {hint}"));
            }
            text.push_str("
hint: or declare it: [[sycl::device_has(sycl::aspect::fp64)]]");
            if missing_location {
                text.push('\n');
                text.push_str(messages::GET_SOURCE_LOCATION_HINT);
            }
            sink.warning(location.as_ref(), &text);
            if let Some(header) = in_header.filter(|_| sink.attaches_notes()) {
                sink.note(Some(&header), &messages::aspect_used_here("fp64"));
            }
        }
    }

    /// The `device_has` warnings the analysis decided
    /// (`validation::device_has_warnings`).
    pub(crate) unsafe fn warn_device_has_mismatches(&mut self, warnings: &[DeviceHasWarning], sink: &mut dyn DiagnosticSink) {
        let as_dpcpp = sink.attaches_notes();
        for warning in warnings {
            let (named, aspect) = (warning.function, warning.aspect);
            let declared_by = if warning.by_property { DeclaredBy::Property } else { DeclaredBy::Attribute };
            let aspect_name = self.aspects.aspect_name(self.numbering.value(aspect));
            if as_dpcpp {
                self.warn_with_notes(named, aspect, &aspect_name, declared_by, sink);
                continue;
            }
            let chain = self.chain(named, aspect);
            let (links, links_missing) = self.chain_links(&chain);
            let last = chain.last().map_or(named, |c| c.0);
            let location = self.origin_location(last, aspect);
            let missing_location = self.suggest_g(links_missing || location.is_none());
            let text = messages::device_has_mismatch(
                self.name(named as usize),
                &aspect_name,
                declared_by,
                &links,
                missing_location,
            );
            sink.warning(location.as_ref(), &text);
        }
    }

    /// DPC++'s call chain for a `device_has` warning
    /// (`sycl_aspects_analysis::chains::dpcpp_chain`).
    pub fn dpcpp_chain(&self, start: u32, aspect: usize) -> Vec<(u32, u32)> {
        let inputs = chain_inputs!(self);
        sycl_aspects_analysis::chains::dpcpp_chain(&inputs, start, aspect)
    }

    /// Inside clang, DPC++'s shape of a `device_has` warning: DPC++'s text
    /// at the declaration of the function, a note at the declaration of
    /// each function of DPC++'s chain, and (ours) a note where the last of
    /// them uses the aspect. Chains longer than `CHAIN_SHOWN` show their
    /// first and last halves; functions inside the SYCL headers'
    /// implementation namespace are left out and counted.
    unsafe fn warn_with_notes(
        &mut self,
        named: u32,
        aspect: usize,
        aspect_name: &str,
        declared_by: DeclaredBy,
        sink: &mut dyn DiagnosticSink,
    ) {
        let chain = self.dpcpp_chain(named, aspect);
        let last = chain.last().map_or(named, |c| c.0);
        let last_declared_at = self.declaration_location(last);
        let use_location = self.origin_location(last, aspect);
        let headline = messages::device_has_mismatch_headline(self.name(named as usize), aspect_name, declared_by);
        let named_at = if chain.is_empty() { last_declared_at.clone() } else { self.declaration_location(named) };
        sink.warning(named_at.as_ref().or(use_location.as_ref()), &headline);
        // A function clang names by its order (a lambda in a non-inline
        // function, `$_0`) has no location without -g: say so, as the
        // warning without notes does, rather than leave a note without one.
        // (A use without a place of its own is the last function's
        // declaration: a function-level attribute.)
        let mut locations_missing = use_location.is_none() && last_declared_at.is_none();
        let half = CHAIN_SHOWN / 2;
        let mut inside_headers = 0usize;
        for (i, &(f, site)) in chain.iter().enumerate() {
            if chain.len() > CHAIN_SHOWN && i == half {
                sink.note(None, &format!("... {} more calls ...", chain.len() - CHAIN_SHOWN));
            }
            if chain.len() > CHAIN_SHOWN && (half..chain.len() - half).contains(&i) {
                continue;
            }
            let called = self.link_name(f, Some(site));
            if i + 1 < chain.len() && messages::is_header_internal(called) {
                inside_headers += 1;
                continue;
            }
            let mut text = messages::propagated_from_call(called);
            if inside_headers > 0 {
                let calls = if inside_headers == 1 { "call" } else { "calls" };
                text.push_str(&format!(" (after {inside_headers} {calls} inside the SYCL headers, left out)"));
                inside_headers = 0;
            }
            let at = if i + 1 == chain.len() { last_declared_at.clone() } else { self.declaration_location(f) };
            locations_missing |= at.is_none();
            sink.note(at.as_ref(), &text);
        }
        // Where the use is, unless that is the last declaration itself (a
        // function-level attribute or signature).
        if let Some(used_at) = use_location {
            let same_place = last_declared_at.as_ref().is_some_and(|d| {
                d.path() == used_at.path() && d.line == used_at.line && d.column == used_at.column
            });
            if !same_place {
                sink.note(Some(&used_at), &messages::aspect_used_here(aspect_name));
            }
        }
        if self.suggest_g(locations_missing) {
            sink.note(None, messages::GET_SOURCE_LOCATION_HINT);
        }
    }

    /// The fixed-target findings (`fixed_target_checks`), in order, then the
    /// problems of the entry points' lists and the aspects the table cannot
    /// check.
    pub(crate) unsafe fn warn_fixed_targets(&mut self, checks: &FixedTargetChecks, sink: &mut dyn DiagnosticSink) {
        let state = self;
        for finding in &checks.findings {
            match finding {
                Finding::Use { function, aspect, lacking } => {
                    let (v, aspect) = (*function, *aspect);
                    let chain = state.chain(v, aspect);
                    let (links, links_missing) = state.chain_links(&chain);
                    let last = chain.last().map_or(v, |c| c.0);
                    let origin = state.origin_location(last, aspect);
                    let (location, in_header) = state.use_location(v, origin, chain.iter().filter_map(|&(_, site)| site));
                    let lacking: Vec<&str> = lacking.iter().map(String::as_str).collect();
                    let aspect_name = state.aspects.aspect_name(state.numbering.value(aspect));
                    let text = messages::fixed_target_use(
                        state.name(v as usize),
                        &aspect_name,
                        &lacking,
                        &links,
                        state.suggest_g(links_missing || location.is_none()),
                    );
                    sink.warning(location.as_ref(), &text);
                    if let Some(header) = in_header.filter(|_| sink.attaches_notes()) {
                        sink.note(Some(&header), &messages::aspect_used_here(&aspect_name));
                    }
                }
                Finding::Declared { function, aspect, lacking } => {
                    let lacking: Vec<&str> = lacking.iter().map(String::as_str).collect();
                    let text = messages::fixed_target_declared(
                        state.name(*function as usize),
                        &state.aspects.aspect_name(state.numbering.value(*aspect)),
                        &lacking,
                    );
                    sink.warning(state.origin_location(*function, *aspect).as_ref(), &text);
                }
                Finding::SubGroup { function, size, target, sizes } => {
                    let text = messages::fixed_target_sub_group(state.name(*function as usize), *size, target, sizes);
                    sink.warning(state.size_location(*function as usize).as_ref(), &text);
                }
                Finding::WorkGroup { function, dims, target, limit } => {
                    let text = messages::fixed_target_work_group(state.name(*function as usize), dims, target, *limit);
                    sink.warning(state.size_location(*function as usize).as_ref(), &text);
                }
            }
        }
        for (v, detail) in &checks.problems {
            let problem = Problem { function: Some(state.name(*v as usize).to_owned()), metadata: SYCL_FIXED_TARGETS, detail: detail.clone() };
            sink.warning(None, &problem.message());
        }
        for text in &checks.unchecked {
            sink.warning(None, text);
        }
    }

    /// Where a size warning points: the function's debug location, else
    /// (inside clang) its definition in the AST.
    unsafe fn size_location(&self, v: usize) -> Option<SourceLocation> {
        function_location(self.functions[v]).or_else(|| self.function_ast_location(v))
    }
}
