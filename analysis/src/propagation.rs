//! The analysis of `sycl-propagate-aspects-usage`, on the plain model the
//! pass reads (`crate::pass_model::ModuleModel`), without LLVM: which
//! aspects each function uses through its callees, in DPC++'s order, and
//! what the pass writes back. The pass reads the module (pass/src/reader.rs),
//! calls [`propagate`] through `crate::decisions::decide`, and writes the
//! lists it returns (pass/src/writer.rs).
//!
//! Algorithm:
//!  1. Complete the call graph: for functions with `calls-indirectly` that
//!     reach an indirect call, edges to every `indirectly-callable`
//!     function of the named sets.
//!  2. Visit strongly connected components callees-first, each as the
//!     iterative Tarjan completes it (`CallGraph::for_each_scc`): the
//!     component's set is the union of its members' own sets and its
//!     callees' sets (conditional calls are not edges).
//!  3. In the same visit, the same sets in DPC++'s order (`SccWalk`: own
//!     uses in DPC++'s scan order, then callees' in first-call order; used
//!     and declared apart, on interned sets: one memoized lookup per edge).
//!  4. Conditional aspects: by default as DPC++ writes
//!     `!sycl_conditionally_used_aspects` (`dpcpp_conditional_aspects`:
//!     every path from an entry point through a conditional call walked,
//!     functions reached only conditionally get no `!sycl_used_aspects` of
//!     their code); `conditional-aspects=merged` gives one merged pair per
//!     condition set (`conditional_aspects`).
//!  5. The lists to write, as DPC++ does: `!sycl_used_aspects` = used
//!     aspects minus excluded ones, then declared ones, then the values
//!     already present (nothing to write leaves the function as it was);
//!     the conditional pairs; and, per function with `device_has`, the
//!     aspects it and its callees *use* (declared ones left out), which
//!     DPC++ validates `device_has` against before merging declared ones.

use crate::aspect_set::{AspectNumbering, AspectSet, OrderedSets, SmallAspectSet};
use crate::graph::{CallGraph, Edge};
use crate::messages;
use crate::options::{ConditionalAspects, PassOptions};
use crate::pass_model::{ConditionalCall, ModuleModel, Scans, NO_SITE};
use rustc_hash::FxHashMap;

/// An aspect list to write (`!{i32 ...}`), by id into [`Propagation::lists`].
pub type ListId = u32;

/// What the analysis found, and what the pass writes back.
pub struct Propagation {
    /// Aspects used per strongly connected component, and each function's
    /// component: every member of a component uses the same set.
    pub scc_used: Vec<AspectSet>,
    pub scc_of: Vec<u32>,
    /// The distinct `!sycl_used_aspects` lists; `lists[0]` is unused.
    pub lists: Vec<Vec<i32>>,
    /// Per function: the id of its new `!sycl_used_aspects` (0: left as it is).
    pub used_list: Vec<ListId>,
    /// Functions whose `!sycl_conditionally_used_aspects` is written, in
    /// module order, with its (conditions, aspects) pairs in order (the
    /// list may be empty: DPC++ writes `!{}`).
    pub conditional_lists: Vec<(u32, Vec<(Vec<i32>, Vec<i32>)>)>,
    /// Aspects of `exclude-aspects` (indices into the numbering).
    pub excluded: AspectSet,
    /// Names of `exclude-aspects` that `!sycl_aspects` lacks, in the order
    /// given: the pass warns.
    pub unknown_excluded: Vec<String>,
    /// Per function with `device_has`: the aspects it and its callees *use*
    /// (callees' declared aspects left out), what DPC++'s pass validates
    /// against `device_has` before it merges declared aspects.
    pub used_for_validation: FxHashMap<usize, AspectSet>,
}

impl Propagation {
    /// Aspects function `v` uses, itself or through its callees.
    pub fn used(&self, v: usize) -> &AspectSet {
        &self.scc_used[self.scc_of[v] as usize]
    }
}

/// Steps 1-5 of the module comment; `model.graph` gets the virtual-call
/// edges (step 1).
pub fn propagate(model: &mut ModuleModel, options: &PassOptions) -> Propagation {
    let n = model.function_count;
    model.graph = add_virtual_call_edges(std::mem::take(&mut model.graph), model);
    let (graph, scans) = (&model.graph, &model.scans);

    // Steps 2 and 3 in one walk: each component as Tarjan completes it
    // (callees first), its set and its members' ordered sets at once.
    let mut walk = SccWalk {
        scc_of: vec![u32::MAX; n],
        // About one component per function.
        scc_used: Vec::with_capacity(n),
        ordered: OrderedSets::default(),
        propagated: vec![[0u32; 2]; n],
        seen: vec![0u32; n],
        members: Vec::new(),
    };
    graph.for_each_scc(|component, cyclic| walk.visit(graph, scans, component, cyclic));
    let SccWalk { scc_of, scc_used, ordered, propagated, .. } = walk;
    let all_ordered = |v: usize| {
        let [used, declared] = propagated[v];
        let mut set = ordered.get(used).clone();
        set.extend_from(ordered.get(declared));
        set
    };

    // Step 4: conditional aspects.
    let merged_conditional = options.conditional_aspects == ConditionalAspects::Merged;
    let conditional_sets = if merged_conditional {
        conditional_aspects(&model.conditional, &all_ordered, graph)
    } else {
        ConditionalSets::default()
    };
    let dpcpp_conditional = if merged_conditional {
        None
    } else {
        Some(dpcpp_conditional_aspects(n, graph, &model.conditional, &model.entry_points, &|v| {
            // A conditional function's own uses *and* its existing
            // `!sycl_used_aspects` (a front end's, another translation
            // unit's) are its conditional aspects. DPC++'s code counts only
            // the first, so aspects known from metadata vanish from a
            // function reached only conditionally, and from its kernel:
            // a silent wrong answer we do not copy (docs/design-choices.md).
            let scan = scans.get(v);
            let mut own = SmallAspectSet::default();
            for &a in scan.own_used_ordered.values() {
                own.insert(a);
            }
            own
        }))
    };

    // Step 5: the lists to write.
    let numbering = &mut model.numbering;
    let mut excluded = AspectSet::default();
    let mut unknown_excluded = Vec::new();
    for name in &options.exclude_aspects {
        match model.aspect_values.get(name) {
            Some(&v) => {
                excluded.insert(numbering.index_of(v));
            }
            None => unknown_excluded.push(name.clone()),
        }
    }
    let numbering: &AspectNumbering = numbering;
    // Used aspects not excluded, then declared aspects (never excluded);
    // nothing to write leaves the function's metadata as it was; else the
    // existing values are kept (excluded ones too) after the computed ones.
    // `defer-fp64` (the first of clang's two runs at -O1 and above, as
    // DPC++'s BackendUtil.cpp runs it): fp64 is left out of the written
    // lists only, for the run after the optimizer to add where a `double`
    // is still there; checks and warnings still see it.
    let deferred = if options.defer_fp64 { model.aspect_values.get("fp64").copied().map(|v| v as i32) } else { None };
    let is_excluded =
        |value: i32| numbering.get(value).is_some_and(|i| excluded.contains(i)) || deferred == Some(value);
    let nothing_excluded = excluded.is_empty() && deferred.is_none();
    let mut lists = UsedLists::default();
    // The list of a function without existing values depends only on its
    // two set ids: computed once per pair.
    let mut by_sets: FxHashMap<(u32, u32), ListId> = FxHashMap::default();
    let mut used_list = vec![0; n];
    let mut conditional_lists = Vec::new();
    for v in 0..n {
        let [used_id, declared_id] = propagated[v];
        let existing = &scans.get(v).existing_used;
        if dpcpp_conditional.as_ref().is_some_and(|d| d.conditional_only[v]) {
            // DPC++: a function reached only through conditional calls has
            // no used aspects of its own code or its callees; its existing
            // lists are still written as for any function.
            let mut written = SmallAspectSet::default();
            for &a in existing {
                if nothing_excluded || !is_excluded(a) {
                    written.insert(a);
                }
            }
            written.extend_from(&scans.get(v).own_declared_ordered);
            if !written.is_empty() {
                written.extend_values(existing);
                used_list[v] = lists.id(written.values());
            }
        } else if used_id != 0 || declared_id != 0 {
            let list = |lists: &mut UsedLists| {
                let mut written = SmallAspectSet::default();
                for &a in ordered.get(used_id).values() {
                    if nothing_excluded || !is_excluded(a) {
                        written.insert(a);
                    }
                }
                written.extend_from(ordered.get(declared_id));
                if written.is_empty() {
                    return 0;
                }
                written.extend_values(existing);
                lists.id(written.values())
            };
            used_list[v] = if existing.is_empty() {
                *by_sets.entry((used_id, declared_id)).or_insert_with(|| list(&mut lists))
            } else {
                list(&mut lists)
            };
        }
        if let Some(d) = &dpcpp_conditional {
            if let Some(pairs) = d.lists.get(&(v as u32)) {
                // DPC++'s writer neither leaves excluded aspects out nor
                // keeps existing entries.
                let pairs = pairs
                    .iter()
                    .map(|&id| {
                        let (conds, aspects) = &d.pairs[id as usize];
                        (conds.values().to_vec(), aspects.values().to_vec())
                    })
                    .collect();
                conditional_lists.push((v as u32, pairs));
            }
            continue;
        }
        if let Some(entries) = conditional_sets.get(&(v as u32)) {
            let used = &scc_used[scc_of[v] as usize];
            let mut pairs = Vec::new();
            for (conds, set) in entries {
                // Aspects also used unconditionally, or excluded, are left out.
                let only: Vec<i32> = set
                    .values()
                    .iter()
                    .copied()
                    .filter(|&a| numbering.get(a).map_or(true, |i| !used.contains(i) && !excluded.contains(i)))
                    .collect();
                if !only.is_empty() {
                    pairs.push((conds.values().to_vec(), only));
                }
            }
            if !pairs.is_empty() {
                conditional_lists.push((v as u32, pairs));
            }
        }
    }

    // DPC++'s validation order: device_has is checked against the used
    // aspects only (own uses and callees' uses), before declared aspects
    // are merged in; a callee's device_has list is no use.
    let mut used_for_validation: FxHashMap<usize, AspectSet> = FxHashMap::default();
    for (v, scan) in scans.scanned() {
        if scan.declared.is_some() {
            used_for_validation.insert(v, model.numbering.set_of(ordered.get(propagated[v][0]).values()));
        }
    }

    Propagation {
        scc_used,
        scc_of,
        lists: lists.lists,
        used_list,
        conditional_lists,
        excluded,
        unknown_excluded,
        used_for_validation,
    }
}

/// The warning for an `exclude-aspects` name `!sycl_aspects` lacks.
pub fn unknown_excluded_message(name: &str) -> String {
    format!("sycl-propagate-aspects-usage: excluded aspect '{}' is not in !sycl_aspects; ignored", messages::shown(name))
}

/// Distinct lists by their values: most functions get one of a few.
struct UsedLists {
    lists: Vec<Vec<i32>>,
    ids: FxHashMap<Box<[i32]>, ListId>,
}

impl Default for UsedLists {
    fn default() -> Self {
        Self { lists: vec![Vec::new()], ids: FxHashMap::default() }
    }
}

impl UsedLists {
    fn id(&mut self, values: &[i32]) -> ListId {
        if let Some(&id) = self.ids.get(values) {
            return id;
        }
        let id = self.lists.len() as ListId;
        self.lists.push(values.to_vec());
        self.ids.insert(values.into(), id);
        id
    }
}

/// `calls-indirectly="set1,set2"` on a function that reaches an indirect
/// call adds edges to every function whose `indirectly-callable` set is one
/// of those.
fn add_virtual_call_edges(graph: CallGraph, model: &ModuleModel) -> CallGraph {
    if model.calls_indirectly.is_empty() {
        return graph;
    }
    let mut by_set: FxHashMap<&str, Vec<u32>> = FxHashMap::default();
    for (i, set) in &model.indirectly_callable {
        by_set.entry(set.as_str()).or_default().push(*i);
    }
    // Which functions reach an indirect call through direct calls.
    let sccs = graph.sccs();
    let mut reaches = vec![false; model.function_count];
    for component in sccs.iter() {
        let any = component.iter().any(|&v| {
            model.scans.get(v as usize).has_indirect_call || graph.edges(v).iter().any(|e| reaches[e.callee as usize])
        });
        for &v in component {
            reaches[v as usize] = any;
        }
    }
    let mut extra = Vec::new();
    for (caller, sets) in &model.calls_indirectly {
        if !reaches[*caller as usize] {
            continue;
        }
        for set in sets.split(',').map(str::trim) {
            for &target in by_set.get(set).map(Vec::as_slice).unwrap_or(&[]) {
                extra.push((*caller, Edge { callee: target, site: NO_SITE }));
            }
        }
    }
    graph.with_extra_edges(&extra, |site| site)
}

/// Steps 2 and 3, one strongly connected component at a time, callees
/// first (`CallGraph::for_each_scc`).
///
/// Step 2: a component's [`AspectSet`] is the union of its members' own
/// sets and the sets of the components they call.
///
/// Step 3, DPC++'s propagation order, on complete sets. A function outside
/// any cycle gets its own set, then (as one set) the union of its callees'
/// sets in callee order, exactly as DPC++'s post-order walk does. DPC++
/// reads a cycle member before it is complete (its result depends on the
/// walk); here every member of a cycle gets the whole cycle's aspects, in
/// this deterministic order: the member's own set, then its callees' sets
/// in callee order, where a callee inside the cycle stands for the cycle's
/// union (members' own sets in module order, then the sets of the cycle's
/// outside callees, members in module order, callees in callee order).
/// Both lists a function gets (used aspects, declared aspects) are
/// propagated in the same walk over the edges, each on its own, as ids of
/// interned sets: one memoized lookup per edge.
struct SccWalk {
    scc_of: Vec<u32>,
    scc_used: Vec<AspectSet>,
    ordered: OrderedSets,
    /// Per function, its (used, declared) ordered set ids.
    propagated: Vec<[u32; 2]>,
    /// Callees in first-call order, each once: `seen[c] == v + 1` marks
    /// callee `c` as met already in function `v`.
    seen: Vec<u32>,
    /// A cycle's members in module order.
    members: Vec<u32>,
}

impl SccWalk {
    /// Function `v`'s own (used, declared) ordered set ids.
    fn own(&mut self, scans: &Scans, v: usize) -> [u32; 2] {
        if !scans.is_scanned(v) {
            return [0; 2];
        }
        let scan = scans.get(v);
        [self.ordered.intern(&scan.own_used_ordered), self.ordered.intern(&scan.own_declared_ordered)]
    }

    fn visit(&mut self, graph: &CallGraph, scans: &Scans, component: &[u32], cyclic: bool) {
        let i = self.scc_used.len() as u32;
        for &v in component {
            self.scc_of[v as usize] = i;
        }
        let mut set = AspectSet::default();
        if !cyclic {
            // Nearly every component: one function, all its callees done.
            let v = component[0];
            set.union_with(&scans.get(v as usize).own);
            self.order_member(graph, scans, v, None, Some(&mut set));
            self.scc_used.push(set);
            return;
        }
        self.members.clear();
        self.members.extend_from_slice(component);
        self.members.sort_unstable();
        let members = std::mem::take(&mut self.members);
        let mut union = [0; 2];
        for &m in &members {
            let own = self.own(scans, m as usize);
            for k in 0..2 {
                union[k] = self.ordered.extend(union[k], own[k]);
            }
        }
        for &m in &members {
            set.union_with(&scans.get(m as usize).own);
            for e in graph.edges(m) {
                let c = self.scc_of[e.callee as usize];
                if c != i {
                    set.union_with(&self.scc_used[c as usize]);
                    let callee_sets = self.propagated[e.callee as usize];
                    for k in 0..2 {
                        union[k] = self.ordered.extend(union[k], callee_sets[k]);
                    }
                }
            }
        }
        self.members = members;
        for &v in component {
            self.order_member(graph, scans, v, Some((i, union)), None);
        }
        self.scc_used.push(set);
    }

    /// Member `v`'s ordered sets: its own, then its callees' in first-call
    /// order, each callee once. In a cycle (`cycle`: the component's index
    /// and union), a callee inside it stands for the union. With `set`, the
    /// callees' component sets are joined into it in the same walk.
    /// (Inlined into both callers, where `cycle` and `set` are constants:
    /// not inlined, their tests on every edge cost 1.9M at 10^5 functions.)
    #[inline(always)]
    fn order_member(
        &mut self,
        graph: &CallGraph,
        scans: &Scans,
        v: u32,
        cycle: Option<(u32, [u32; 2])>,
        mut set: Option<&mut AspectSet>,
    ) {
        let own = self.own(scans, v as usize);
        let mut from_callees = [0; 2];
        for e in graph.edges(v) {
            let c = e.callee as usize;
            if self.seen[c] == v + 1 {
                continue;
            }
            self.seen[c] = v + 1;
            if let Some(set) = set.as_deref_mut() {
                set.union_with(&self.scc_used[self.scc_of[c] as usize]);
            }
            let callee_sets = match cycle {
                Some((i, union)) if self.scc_of[c] == i => union,
                _ => self.propagated[c],
            };
            for k in 0..2 {
                from_callees[k] = self.ordered.extend(from_callees[k], callee_sets[k]);
            }
        }
        for k in 0..2 {
            self.propagated[v as usize][k] = self.ordered.extend(own[k], from_callees[k]);
        }
    }
}

/// DPC++'s `!sycl_conditionally_used_aspects` (`conditional-aspects=dpcpp`).
struct DpcppConditional {
    /// Per function, the pairs it lists (ids into `pairs`), in DPC++'s order.
    /// Every function on a path DPC++ processes, except its first, has a
    /// list, empty ones too (written `!{}`, as DPC++ writes them).
    lists: FxHashMap<u32, Vec<u32>>,
    /// (conditions, aspects), each in DPC++'s set order.
    pairs: Vec<(SmallAspectSet, SmallAspectSet)>,
    /// Functions reached only through conditional calls: DPC++ gives them
    /// no `!sycl_used_aspects` of their own code or callees.
    conditional_only: Vec<bool>,
}

/// DPC++'s rules for conditional aspects (SYCLPropagateAspectsUsage.cpp,
/// the revision with conditional support), computed without enumerating
/// every call path:
///
///  * Graph: each function's direct calls, where a conditional call is an
///    edge to the `sycl-call-if-on-device-conditionally` function `CF`,
///    and `CF` has an edge to every action any call of it runs.
///  * Roots: the entry points (module order), then functions nobody calls
///    (DPC++ starts from entry points only; this pass analyzes every
///    function, as for `!sycl_used_aspects`).
///  * A function is *conditional* if reached through some `CF`, *only
///    conditional* if it cannot be reached from a root without one. A
///    conditional function's own uses (not its existing
///    `!sycl_used_aspects`) are its conditional aspects.
///  * Conditions: DPC++ walks every path from each root and writes, for
///    each function, the conditions of the `CF`s on the path (a caller's
///    calls of the same `CF` joined); the last path written wins. That is
///    the lexicographically last path from the last root reaching the
///    function: a depth-first search over roots and callees in reverse
///    order, first discovery wins.
///  * Pairs: DPC++ takes each root-to-leaf path that contains a `CF`,
///    bottom-up: a function joins its callee's conditional aspects, takes
///    the callee's conditions if it has none, adds the pair (conditions,
///    aspects) when both are non-empty and the pair (as sets) is new,
///    then adds the callee's pairs it lacks. Paths are taken in DPC++'s
///    order (roots, then depth first in call order), but a callee already
///    walked that way is not walked again: the path ends at it, with its
///    state as it is (a no-op below it, as DPC++'s repeated walk is when
///    nothing below changed meanwhile); a step whose inputs did not change
///    since it was last taken is skipped. Each function is walked at most
///    twice (paths without and with a `CF` above it), so the work is
///    bounded by edges times depth, not by the number of paths.
///  * Cycles (DPC++ recurses forever) are cut: a callee already on the
///    path is not followed.
fn dpcpp_conditional_aspects(
    n: usize,
    graph: &CallGraph,
    conditional: &[ConditionalCall],
    entry_points: &[bool],
    own_conditional: &dyn Fn(usize) -> SmallAspectSet,
) -> DpcppConditional {
    let mut out = DpcppConditional { lists: FxHashMap::default(), pairs: Vec::new(), conditional_only: vec![false; n] };
    if conditional.iter().all(|c| c.via == u32::MAX) {
        return out;
    }
    // The graph: callees in first-call order, each once; CF -> actions.
    let mut is_cf = vec![false; n];
    let mut succ: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut stamp = vec![u32::MAX; n];
    for v in 0..n {
        for e in graph.edges(v as u32) {
            if stamp[e.callee as usize] != v as u32 {
                stamp[e.callee as usize] = v as u32;
                succ[v].push(e.callee);
            }
        }
    }
    let mut cf_edges: FxHashMap<(u32, u32), ()> = FxHashMap::default();
    // A caller's conditions per CF: all its calls of that CF joined.
    let mut local: FxHashMap<(u32, u32), SmallAspectSet> = FxHashMap::default();
    for c in conditional.iter().filter(|c| c.via != u32::MAX) {
        is_cf[c.via as usize] = true;
        if cf_edges.insert((c.via, c.action), ()).is_none() && !succ[c.via as usize].contains(&c.action) {
            succ[c.via as usize].push(c.action);
        }
        local.entry((c.caller, c.via)).or_default().extend_values(&c.conditions);
    }
    let mut has_caller = vec![false; n];
    for s in &succ {
        for &c in s {
            has_caller[c as usize] = true;
        }
    }
    let roots: Vec<u32> = (0..n)
        .filter(|&v| entry_points.get(v).copied().unwrap_or(false))
        .chain((0..n).filter(|&v| !has_caller[v] && !entry_points.get(v).copied().unwrap_or(false)))
        .map(|v| v as u32)
        .collect();

    // Unconditional: reached from a root without a CF (or not reached at
    // all, as DPC++ counts functions its walk does not visit);
    // conditional: reached from a CF.
    let mut reached = vec![false; n];
    let mut unconditional = vec![false; n];
    let mut cond = vec![false; n];
    mark_reachable(&succ, roots.iter().copied(), &mut unconditional, |v| !is_cf[v]);
    mark_reachable(&succ, roots.iter().copied(), &mut reached, |_| true);
    let reached_cfs: Vec<u32> = (0..n).filter(|&v| is_cf[v] && reached[v]).map(|v| v as u32).collect();
    mark_reachable(&succ, reached_cfs, &mut cond, |_| true);
    for v in 0..n {
        if !reached[v] {
            unconditional[v] = true;
        }
        out.conditional_only[v] = cond[v] && !unconditional[v];
    }

    // Conditions: the last path DPC++ writes (see above).
    let mut conds: Vec<SmallAspectSet> = vec![SmallAspectSet::default(); n];
    let mut discovered = vec![false; n];
    for &r in roots.iter().rev() {
        // (function, next callee from the end)
        let mut stack: Vec<(u32, usize)> = vec![(r, succ[r as usize].len())];
        let root_conds = conds[r as usize].clone();
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            if top.1 == 0 {
                stack.pop();
                continue;
            }
            top.1 -= 1;
            let c = succ[v as usize][top.1];
            if discovered[c as usize] || c == r {
                continue;
            }
            discovered[c as usize] = true;
            let mut value = if v == r { root_conds.clone() } else { conds[v as usize].clone() };
            if is_cf[c as usize] {
                if let Some(l) = local.get(&(v, c)) {
                    value.extend_from(l);
                }
            }
            conds[c as usize] = value;
            stack.push((c, succ[c as usize].len()));
        }
    }

    // Functions from which a CF is reachable (paths through others are
    // never kept unless a CF is above them).
    let mut callers: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (v, s) in succ.iter().enumerate() {
        for &c in s {
            callers[c as usize].push(v as u32);
        }
    }
    let mut reaches_cf = vec![false; n];
    mark_reachable(&callers, (0..n as u32).filter(|&v| is_cf[v as usize]), &mut reaches_cf, |_| true);
    drop(callers);

    let mut state = PathState {
        cu: (0..n).map(|v| if cond[v] { own_conditional(v) } else { SmallAspectSet::default() }).collect(),
        conds,
        ca: vec![Vec::new(); n],
        ca_keys: vec![Default::default(); n],
        has_list: vec![false; n],
        version: vec![0; n],
        stepped: vec![false; n],
        edge_seen: FxHashMap::default(),
        exact: FxHashMap::default(),
        canonical: FxHashMap::default(),
        pair_canonical: Vec::new(),
        pairs: Vec::new(),
    };
    // done: 0 not walked, 1 walked for paths without a CF above, 2 for all.
    let mut done = vec![0u8; n];
    let mut on_path = vec![false; n];
    let mut path: Vec<u32> = Vec::new();
    struct Frame {
        v: u32,
        next: usize,
        kept: bool,
        followed: bool,
    }
    for &r in &roots {
        let kept = is_cf[r as usize];
        if done[r as usize] >= if kept { 2 } else { 1 } || (!kept && !reaches_cf[r as usize]) {
            continue;
        }
        let mut frames = vec![Frame { v: r, next: 0, kept, followed: false }];
        path.push(r);
        on_path[r as usize] = true;
        while let Some(top) = frames.last_mut() {
            let v = top.v as usize;
            if top.next < succ[v].len() {
                let c = succ[v][top.next];
                top.next += 1;
                if on_path[c as usize] {
                    continue;
                }
                top.followed = true;
                let kept = top.kept;
                if !kept && !reaches_cf[c as usize] {
                    continue;
                }
                let c_kept = kept || is_cf[c as usize];
                if done[c as usize] >= if c_kept { 2 } else { 1 } {
                    path.push(c);
                    state.process(&path);
                    path.pop();
                    continue;
                }
                frames.push(Frame { v: c, next: 0, kept: c_kept, followed: false });
                path.push(c);
                on_path[c as usize] = true;
            } else {
                if !top.followed && top.kept {
                    state.process(&path);
                }
                done[v] = done[v].max(if top.kept { 2 } else { 1 });
                on_path[v] = false;
                path.pop();
                frames.pop();
            }
        }
    }
    for v in 0..n {
        if state.has_list[v] {
            out.lists.insert(v as u32, std::mem::take(&mut state.ca[v]));
        }
    }
    out.pairs = state.pairs;
    out
}

/// The state DPC++'s path walk updates (see `dpcpp_conditional_aspects`).
struct PathState {
    /// Conditional aspects gathered so far, conditions, pairs listed.
    cu: Vec<SmallAspectSet>,
    conds: Vec<SmallAspectSet>,
    ca: Vec<Vec<u32>>,
    /// The listed pairs as sets (DPC++ compares pairs as sets).
    ca_keys: Vec<rustc_hash::FxHashSet<u32>>,
    has_list: Vec<bool>,
    /// Bumped whenever a function's state changes.
    version: Vec<u32>,
    /// Whether a step was taken at the function (its own pair is listed).
    stepped: Vec<bool>,
    /// (caller, callee) -> the callee's version when the step was taken.
    edge_seen: FxHashMap<(u32, u32), u32>,
    exact: FxHashMap<(Vec<i32>, Vec<i32>), u32>,
    canonical: FxHashMap<(Vec<i32>, Vec<i32>), u32>,
    pair_canonical: Vec<u32>,
    pairs: Vec<(SmallAspectSet, SmallAspectSet)>,
}

impl PathState {
    fn intern(&mut self, conds: &SmallAspectSet, aspects: &SmallAspectSet) -> u32 {
        let key = (conds.values().to_vec(), aspects.values().to_vec());
        if let Some(&id) = self.exact.get(&key) {
            return id;
        }
        let mut sorted = key.clone();
        sorted.0.sort_unstable();
        sorted.1.sort_unstable();
        let next = self.canonical.len() as u32;
        let canonical = *self.canonical.entry(sorted).or_insert(next);
        let id = self.pairs.len() as u32;
        self.pairs.push((conds.clone(), aspects.clone()));
        self.pair_canonical.push(canonical);
        self.exact.insert(key, id);
        id
    }

    /// Adds pair `id` to `v`'s list unless an equal pair is there.
    fn add_pair(&mut self, v: usize, id: u32) -> bool {
        if self.ca_keys[v].insert(self.pair_canonical[id as usize]) {
            self.ca[v].push(id);
            true
        } else {
            false
        }
    }

    /// DPC++'s walk of one path, bottom-up.
    fn process(&mut self, path: &[u32]) {
        let last = path.len() - 1;
        for i in (0..=last).rev() {
            let x = path[i] as usize;
            let mut changed = false;
            let child = (i != last).then(|| path[i + 1] as usize);
            if let Some(c) = child {
                self.has_list[c] = true;
                if self.stepped[x] && self.edge_seen.get(&(x as u32, c as u32)) == Some(&self.version[c]) {
                    continue;
                }
                let before = self.cu[x].values().len();
                let (cu_x, cu_c) = two(&mut self.cu, x, c);
                cu_x.extend_from(cu_c);
                changed |= self.cu[x].values().len() != before;
                if self.conds[x].is_empty() && !self.conds[c].is_empty() {
                    self.conds[x] = self.conds[c].clone();
                    changed = true;
                }
            }
            if !self.conds[x].is_empty() && !self.cu[x].is_empty() {
                let (conds, cu) = (self.conds[x].clone(), self.cu[x].clone());
                let id = self.intern(&conds, &cu);
                if self.add_pair(x, id) {
                    changed = true;
                }
                self.has_list[x] = true;
            }
            if let Some(c) = child {
                if !self.ca[c].is_empty() {
                    self.has_list[x] = true;
                    for k in 0..self.ca[c].len() {
                        let id = self.ca[c][k];
                        changed |= self.add_pair(x, id);
                    }
                }
                self.edge_seen.insert((x as u32, c as u32), self.version[c]);
            }
            self.stepped[x] = true;
            if changed {
                self.version[x] += 1;
            }
        }
    }
}

/// Two distinct elements of a slice, the first mutable.
fn two<T>(v: &mut [T], a: usize, b: usize) -> (&mut T, &T) {
    if a < b {
        let (l, r) = v.split_at_mut(b);
        (&mut l[a], &r[0])
    } else {
        let (l, r) = v.split_at_mut(a);
        (&mut r[0], &l[b])
    }
}

/// Per caller: condition list -> aspects, both in DPC++'s set order.
type ConditionalSets = FxHashMap<u32, Vec<(SmallAspectSet, SmallAspectSet)>>;

/// Aspects reached through `sycl-call-if-on-device-conditionally` calls, per
/// caller and condition list.
///
/// Algorithm (independent of the order functions appear in the module):
///  1. Build the graph of plain edges (calls, virtual-function sets) and
///     conditional edges (caller -> action, with the call's conditions).
///  2. Visit its strongly connected components callees-first.
///  3. For each function `f` of a component, repeat until nothing changes
///     (one round unless the component is a cycle):
///     * a plain edge `f -> g` brings every entry of `g` as it is;
///     * a conditional edge `f -> a` with conditions `k` brings
///       `(k, used(a))` and, for every entry `(c, s)` of `a` (a conditional
///       call nested in the action, directly or behind plain calls),
///       `(k ∪ c, s)`.
///     Condition lists are sets (compared whatever their order), so the
///     entries are finitely many and the repetition ends.
///
/// Lists keep DPC++'s set order: a call's conditions in argument order,
/// nested ones after the outer ones; an entry's aspects in the order the
/// action's set has them, later contributions after.
fn conditional_aspects(
    conditional: &[ConditionalCall],
    used: &dyn Fn(usize) -> SmallAspectSet,
    graph: &CallGraph,
) -> ConditionalSets {
    let mut out: ConditionalSets = FxHashMap::default();
    if conditional.is_empty() {
        return out;
    }
    // Step 1: one graph with both kinds of edges; a conditional edge's site
    // is its index in `conditional`, marked by the high bit.
    const CONDITIONAL_EDGE: u32 = 1 << 31;
    let extra: Vec<(u32, Edge)> = conditional
        .iter()
        .enumerate()
        .map(|(i, c)| (c.caller, Edge { callee: c.action, site: CONDITIONAL_EDGE | i as u32 }))
        .collect();
    let combined = graph.with_extra_edges(&extra, |_| 0);
    // Steps 2 and 3.
    combined.for_each_scc(|component, cyclic| {
        loop {
            let mut changed = false;
            for &v in component {
                for e in combined.edges(v) {
                    let callee_entries = out.get(&e.callee).cloned().unwrap_or_default();
                    if e.site & CONDITIONAL_EDGE == 0 {
                        if callee_entries.is_empty() {
                            continue;
                        }
                        let entry = out.entry(v).or_default();
                        for (conds, set) in callee_entries {
                            changed |= merge_entry(entry, conds, &set);
                        }
                    } else {
                        let mut conds = SmallAspectSet::default();
                        conds.extend_values(&conditional[(e.site & !CONDITIONAL_EDGE) as usize].conditions);
                        let action_set = used(e.callee as usize);
                        let entry = out.entry(v).or_default();
                        changed |= merge_entry(entry, conds.clone(), &action_set);
                        for (inner, set) in callee_entries {
                            let mut all = conds.clone();
                            all.extend_from(&inner);
                            changed |= merge_entry(entry, all, &set);
                        }
                    }
                }
            }
            if !cyclic || !changed {
                break;
            }
        }
    });
    out.retain(|_, entries| !entries.is_empty());
    out
}

/// Adds `set` under the condition list `conds` (compared as a set); returns
/// whether anything was new.
fn merge_entry(entries: &mut Vec<(SmallAspectSet, SmallAspectSet)>, conds: SmallAspectSet, set: &SmallAspectSet) -> bool {
    match entries.iter_mut().find(|(c, _)| c.same_values(&conds)) {
        Some((_, existing)) => {
            let before = existing.values().len();
            existing.extend_from(set);
            existing.values().len() != before
        }
        None => {
            entries.push((conds, set.clone()));
            true
        }
    }
}

/// Marks in `marks` every function reached from `seeds` along `succ`
/// (the seeds included) through functions for which `enter` holds.
fn mark_reachable(succ: &[Vec<u32>], seeds: impl IntoIterator<Item = u32>, marks: &mut [bool], enter: impl Fn(usize) -> bool) {
    let mut work: Vec<u32> = Vec::new();
    for s in seeds {
        if enter(s as usize) && !marks[s as usize] {
            marks[s as usize] = true;
            work.push(s);
        }
    }
    while let Some(v) = work.pop() {
        for &c in &succ[v as usize] {
            if enter(c as usize) && !marks[c as usize] {
                marks[c as usize] = true;
                work.push(c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass_model::test_model as model;

    fn used_list(result: &Propagation, v: usize) -> &[i32] {
        &result.lists[result.used_list[v] as usize]
    }

    #[test]
    fn callers_get_own_uses_then_callees_in_call_order() {
        // 0 -> 2, 0 -> 1; 1 uses fp16, 2 uses gpu; 0 uses fp64.
        let mut m = model(3, &[(0, 2), (0, 1)], &[(0, &[6]), (1, &[5]), (2, &[3])], &[0]);
        let r = propagate(&mut m, &PassOptions::default());
        assert_eq!(used_list(&r, 0), &[6, 3, 5]);
        assert_eq!(used_list(&r, 1), &[5]);
        assert_eq!(used_list(&r, 2), &[3]);
    }

    #[test]
    fn cycle_members_share_the_union_and_excluded_aspects_are_left_out() {
        // 0 -> 1 -> 2 -> 1 (cycle {1, 2}); 2 uses fp64 and gpu.
        let mut m = model(3, &[(0, 1), (1, 2), (2, 1)], &[(2, &[6, 3])], &[0]);
        let options = PassOptions { exclude_aspects: vec!["fp64".into(), "nonesuch".into()], ..Default::default() };
        let r = propagate(&mut m, &options);
        for v in 0..3 {
            assert_eq!(used_list(&r, v), &[3], "function {v}");
            assert_eq!(r.used(v).iter().count(), 2, "function {v} still uses both");
        }
        assert_eq!(r.unknown_excluded, vec!["nonesuch".to_owned()]);
    }

    #[test]
    fn a_function_without_aspects_gets_no_list() {
        let mut m = model(2, &[(0, 1)], &[], &[0]);
        let r = propagate(&mut m, &PassOptions::default());
        assert_eq!(r.used_list, vec![0, 0]);
        assert!(r.conditional_lists.is_empty());
    }

    #[test]
    fn conditional_call_in_dpcpp_form() {
        // 0 (entry) calls CF 2 conditionally on gpu (3) with action 1,
        // which uses fp16: 1 is reached only conditionally, so it gets no
        // !sycl_used_aspects; 0 gets the pair (gpu, fp16).
        let mut m = model(3, &[(0, 2)], &[(1, &[5])], &[0]);
        m.conditional.push(ConditionalCall { caller: 0, action: 1, conditions: vec![3], inst: 0, via: 2 });
        let r = propagate(&mut m, &PassOptions::default());
        assert_eq!(r.used_list[1], 0);
        assert_eq!(r.used_list[0], 0);
        let pairs: Vec<_> = r.conditional_lists.iter().map(|(v, p)| (*v, p.clone())).collect();
        assert!(pairs.contains(&(0, vec![(vec![3], vec![5])])), "{pairs:?}");
    }
}
