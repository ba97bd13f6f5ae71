//! Call chains for the pass's warnings and explain report, on the plain
//! model: from a function to the nearest function that uses an aspect
//! itself (its origin), along shortest call chains.
//!
//! Algorithm:
//!  1. Origins of each aspect (built once, on the first chain asked for):
//!     the functions that use it themselves; a function that only declares
//!     it (`device_has`) is one only when nothing uses it; a function whose
//!     aspect comes from its own `!sycl_used_aspects` while a callee also
//!     reaches it (a module the pass already ran on) is none: the chain
//!     goes on to the callee.
//!  2. Per aspect asked for: multi-source BFS from its origins on the
//!     reversed call graph (`CallGraph::nearest_origins`): each function's
//!     next hop toward the nearest origin.
//!  3. A chain follows the hops; one longer than `CHAIN_SHOWN` links keeps
//!     its first and last halves, counting the calls left out, and finds
//!     its tail through memoized anchors (below), so every chain costs
//!     O(CHAIN_SHOWN) amortized however long it is.
//!  4. DPC++'s own chain (`dpcpp_chain`, for warnings in DPC++'s shape):
//!     first callee in call order that uses the aspect, repeatedly.

use crate::aspect_set::{AspectNumbering, AspectSet};
use crate::graph::{CallGraph, Callers, NextHops};
use crate::messages::CHAIN_SHOWN;
use crate::pass_model::{OriginKind, Scans};
use rustc_hash::FxHashSet;
use rustc_hash::FxHashMap;

/// A call chain: function indices with the call-site id used to reach
/// each (none for the first); `omitted` calls left out before
/// `steps[omitted_at]`.
pub struct Chain {
    pub steps: Vec<(u32, Option<u32>)>,
    pub omitted: usize,
    pub omitted_at: usize,
}

impl std::ops::Deref for Chain {
    type Target = [(u32, Option<u32>)];
    fn deref(&self) -> &Self::Target {
        &self.steps
    }
}

/// What chains read of the analysed module.
pub struct ChainInputs<'a> {
    pub scans: &'a Scans,
    pub graph: &'a CallGraph,
    pub numbering: &'a AspectNumbering,
    /// Aspects used per strongly connected component, and each function's
    /// component (`Propagation::scc_used` / `scc_of`).
    pub scc_used: &'a [AspectSet],
    pub scc_of: &'a [u32],
}

/// The chains' memoized state, built as chains are asked for.
#[derive(Default)]
pub struct Chains {
    /// Per aspect warned or explained: the next hop of each function that
    /// reaches a function using it itself (sized by those functions, not by
    /// the module: see `CallGraph::nearest_origins`).
    nearest: FxHashMap<usize, NextHops>,
    /// The reversed call graph and the origins of each aspect (step 1).
    index: Option<(Callers, FxHashMap<usize, Vec<u32>>)>,
    /// Per aspect: the function at distance `CHAIN_SHOWN / 2` on each
    /// function's chain (see [`Chains::chain`]).
    anchors: FxHashMap<usize, FxHashMap<u32, u32>>,
}

impl Chains {
    /// Next hops toward the nearest functions that use `aspect` themselves
    /// (steps 1 and 2).
    pub fn nearest_origins(&mut self, m: &ChainInputs<'_>, aspect: usize) -> &NextHops {
        let (callers, origins) = self.index.get_or_insert_with(|| {
            let mut origins: FxHashMap<usize, Vec<u32>> = FxHashMap::default();
            let mut declaring: FxHashMap<usize, Vec<u32>> = FxHashMap::default();
            for (v, scan) in m.scans.scanned() {
                for a in scan.own.iter() {
                    let uses = scan.own_used_ordered.contains(m.numbering.value(a));
                    let listed_only = matches!(scan.origins.get(&a).map(|o| o.kind), Some(OriginKind::UsesAspects));
                    let callee_reaches =
                        || m.graph.edges(v as u32).iter().any(|e| m.scc_used[m.scc_of[e.callee as usize] as usize].contains(a));
                    let origin = uses && !(listed_only && callee_reaches());
                    (if origin { &mut origins } else { &mut declaring }).entry(a).or_default().push(v as u32);
                }
            }
            for (a, functions) in declaring {
                origins.entry(a).or_insert(functions);
            }
            (m.graph.callers(), origins)
        });
        self.nearest.entry(aspect).or_insert_with(|| {
            m.graph.nearest_origins(callers, origins.get(&aspect).map(Vec::as_slice).unwrap_or(&[]).iter().copied())
        })
    }

    /// The call chain from `start` to the origin of `aspect` (step 3). The
    /// tail of a long chain is found without walking the gap: the hop from
    /// the function at distance `CHAIN_SHOWN / 2` (its "anchor"), memoized
    /// per aspect with path compression.
    pub fn chain(&mut self, m: &ChainInputs<'_>, start: u32, aspect: usize) -> Chain {
        const HALF: u32 = (CHAIN_SHOWN / 2) as u32;
        self.nearest_origins(m, aspect);
        let next = &self.nearest[&aspect];
        let distance = next.get(&start).map_or(0, |h| h.distance);
        let mut steps = vec![(start, None)];
        let mut v = start;
        if distance as usize + 1 <= CHAIN_SHOWN {
            while let Some(h) = next.get(&v) {
                steps.push((h.edge.callee, Some(h.edge.site)));
                v = h.edge.callee;
            }
            return Chain { steps, omitted: 0, omitted_at: 0 };
        }
        for _ in 1..HALF {
            let Some(h) = next.get(&v) else { break };
            steps.push((h.edge.callee, Some(h.edge.site)));
            v = h.edge.callee;
        }
        let omitted_at = steps.len();
        let anchors = self.anchors.entry(aspect).or_default();
        let mut walked = Vec::new();
        let mut u = v;
        let anchor = loop {
            if let Some(&a) = anchors.get(&u) {
                break a;
            }
            match next.get(&u) {
                Some(h) if h.distance > HALF => {
                    walked.push(u);
                    u = h.edge.callee;
                }
                _ => break u,
            }
        };
        for w in walked {
            anchors.insert(w, anchor);
        }
        let omitted = next.get(&v).map_or(0, |h| h.distance).saturating_sub(next.get(&anchor).map_or(0, |h| h.distance)) as usize;
        let mut u = anchor;
        while let Some(h) = next.get(&u) {
            steps.push((h.edge.callee, Some(h.edge.site)));
            u = h.edge.callee;
        }
        Chain { steps, omitted, omitted_at }
    }
}

/// DPC++'s call chain for a `device_has` warning (its
/// `getAspectUsageChain`): from `start`, the first callee in call order
/// whose used aspects hold `aspect`, then the same from that callee, until
/// no callee does; each function is looked at once. Pairs of function and
/// the call site into it. (DPC++ does not mark `start` itself as seen;
/// recursion, which SYCL forbids, would bring the chain back to it once.
/// Marking it keeps a cycle's chain ending before `start`.)
pub fn dpcpp_chain(m: &ChainInputs<'_>, start: u32, aspect: usize) -> Vec<(u32, u32)> {
    let used = |v: u32| &m.scc_used[m.scc_of[v as usize] as usize];
    let mut seen = FxHashSet::default();
    seen.insert(start);
    let mut chain = Vec::new();
    let mut v = start;
    loop {
        let next = m.graph.edges(v).iter().find(|e| seen.insert(e.callee) && used(e.callee).contains(aspect));
        let Some(e) = next else { break };
        chain.push((e.callee, e.site));
        v = e.callee;
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::PassOptions;
    use crate::pass_model::test_model;
    use crate::propagation::propagate;

    #[test]
    fn a_long_chain_keeps_both_ends_and_counts_the_calls_left_out() {
        // 0 -> 1 -> ... -> 99, function 99 uses fp64.
        let n = 100;
        let calls: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        let mut m = test_model(n, &calls, &[(n - 1, &[6])], &[0]);
        let r = propagate(&mut m, &PassOptions::default());
        let inputs = ChainInputs { scans: &m.scans, graph: &m.graph, numbering: &m.numbering, scc_used: &r.scc_used, scc_of: &r.scc_of };
        let mut chains = Chains::default();
        let fp64 = m.numbering.get(6).unwrap();
        let chain = chains.chain(&inputs, 0, fp64);
        assert_eq!(chain.len(), CHAIN_SHOWN);
        assert_eq!(chain[0], (0, None));
        assert_eq!(chain.last().map(|s| s.0), Some(99));
        assert_eq!(chain.omitted + CHAIN_SHOWN, n);
        // Steps on either side of the gap are consecutive functions.
        let before = chain[chain.omitted_at - 1].0;
        let after = chain[chain.omitted_at].0;
        assert_eq!(after - before, chain.omitted as u32 + 1);
        // The same chain again, from the memoized anchors.
        let again = chains.chain(&inputs, 0, fp64);
        assert_eq!(again.steps, chain.steps);
    }
}
