//! The static call graph on dense function indices, with the two
//! algorithms the pass needs, both iterative so that a 100,000-deep call
//! chain cannot overflow the stack:
//!
//! * [`CallGraph::sccs`]: Tarjan's strongly connected components, emitted
//!   callees-first (reverse topological order of the condensation);
//! * [`CallGraph::nearest_origins`]: multi-source BFS on the reversed
//!   graph, giving every function its next hop on a shortest call chain to
//!   the nearest function that uses a given aspect itself.
//!
//! Both the graph and the component list are flat (compressed sparse
//! rows: one offsets array, one array of all edges or members), so a
//! 100,000-function module costs a handful of allocations, not one per
//! function.

use rustc_hash::FxHashMap;

/// A call edge: `callee` is called at call site `site` (an opaque id the
/// caller uses to find the call instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub callee: u32,
    pub site: u32,
}

/// Edges per caller, in the order they were added (the order of the
/// caller's call instructions: shortest chains prefer the first call site,
/// and DPC++'s metadata order follows callee order).
#[derive(Clone, Debug, Default)]
pub struct CallGraph {
    /// Caller `v`'s edges are `edges[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<u32>,
    edges: Vec<Edge>,
}

/// Collects edges in any caller order; [`CallGraphBuilder::build`] groups
/// them by caller, keeping each caller's edges in the order added.
#[derive(Clone, Debug, Default)]
pub struct CallGraphBuilder {
    nodes: usize,
    callers: Vec<u32>,
    edges: Vec<Edge>,
}

impl CallGraphBuilder {
    pub fn with_nodes(n: usize) -> Self {
        Self { nodes: n, callers: Vec::new(), edges: Vec::new() }
    }

    #[inline]
    pub fn add_edge(&mut self, caller: u32, callee: u32, site: u32) {
        self.callers.push(caller);
        self.edges.push(Edge { callee, site });
    }

    pub fn build(self) -> CallGraph {
        let n = self.nodes;
        let mut offsets = vec![0u32; n + 1];
        for &c in &self.callers {
            offsets[c as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        // Added caller by caller (`with_extra_edges` adds the virtual-call
        // edges after all others, so mostly when there are none): already
        // grouped. (The reader, which always adds in caller order, uses
        // `InOrderBuilder`.)
        if self.callers.windows(2).all(|w| w[0] <= w[1]) {
            return CallGraph { offsets, edges: self.edges };
        }
        // Otherwise a stable counting sort by caller.
        let mut fill = offsets.clone();
        let mut edges = vec![Edge { callee: 0, site: 0 }; self.edges.len()];
        for (&c, &e) in self.callers.iter().zip(&self.edges) {
            let slot = &mut fill[c as usize];
            edges[*slot as usize] = e;
            *slot += 1;
        }
        CallGraph { offsets, edges }
    }
}

/// Edges added caller by caller, callers in ascending order from 0 (the
/// reader's order): each caller's offset is known when its edges end, so
/// no caller is kept per edge and nothing is sorted.
#[derive(Clone, Debug)]
pub struct InOrderBuilder {
    offsets: Vec<u32>,
    edges: Vec<Edge>,
}

impl InOrderBuilder {
    /// Room for `nodes` callers and `edges` edges up front.
    pub fn with_capacity(nodes: usize, edges: usize) -> Self {
        let mut offsets = Vec::with_capacity(nodes + 1);
        offsets.push(0);
        Self { offsets, edges: Vec::with_capacity(edges) }
    }

    /// An edge out of the current caller (caller 0 until the first
    /// [`InOrderBuilder::end_caller`]).
    #[inline]
    pub fn add_edge(&mut self, callee: u32, site: u32) {
        self.edges.push(Edge { callee, site });
    }

    /// Ends the current caller's edges: the next ones are the next caller's.
    #[inline]
    pub fn end_caller(&mut self) {
        self.offsets.push(self.edges.len() as u32);
    }

    /// The graph of the callers ended; edges added after the last end
    /// belong to no caller and are dropped.
    pub fn build(mut self) -> CallGraph {
        let end = *self.offsets.last().unwrap_or(&0) as usize;
        self.edges.truncate(end);
        CallGraph { offsets: self.offsets, edges: self.edges }
    }
}

/// Strongly connected components as one flat list: component `i` is
/// `members[starts[i]..starts[i + 1]]`.
#[derive(Clone, Debug, Default)]
pub struct Sccs {
    starts: Vec<u32>,
    members: Vec<u32>,
}

impl Sccs {
    pub fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, i: usize) -> &[u32] {
        &self.members[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    pub fn iter(&self) -> impl Iterator<Item = &[u32]> + '_ {
        self.starts.windows(2).map(|w| &self.members[w[0] as usize..w[1] as usize])
    }
}

impl CallGraph {
    pub fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The edges out of `caller`, in the order added.
    #[inline]
    pub fn edges(&self, caller: u32) -> &[Edge] {
        &self.edges[self.offsets[caller as usize] as usize..self.offsets[caller as usize + 1] as usize]
    }

    /// The same graph with `extra` edges after each caller's own (in the
    /// order given), every existing edge's site mapped through `site`.
    pub fn with_extra_edges(&self, extra: &[(u32, Edge)], site: impl Fn(u32) -> u32) -> CallGraph {
        let mut builder = CallGraphBuilder::with_nodes(self.len());
        builder.callers.reserve(self.edges.len() + extra.len());
        builder.edges.reserve(self.edges.len() + extra.len());
        for v in 0..self.len() as u32 {
            for e in self.edges(v) {
                builder.add_edge(v, e.callee, site(e.site));
            }
        }
        for &(caller, e) in extra {
            builder.add_edge(caller, e.callee, e.site);
        }
        builder.build()
    }

    /// Strongly connected components, callees before callers.
    pub fn sccs(&self) -> Sccs {
        let n = self.len();
        let mut out = Sccs { starts: Vec::with_capacity(n + 1), members: Vec::with_capacity(n) };
        out.starts.push(0);
        self.for_each_scc(|members, _| {
            out.members.extend_from_slice(members);
            out.starts.push(out.members.len() as u32);
        });
        out
    }

    /// Tarjan's strongly connected components (iterative), each handed to
    /// `visit` as soon as it is complete, callees first: when a component
    /// is visited, every component it calls has been. `visit` gets the
    /// members (in the order [`CallGraph::sccs`] lists them) and whether
    /// the component is a cycle (more than one member, or one that calls
    /// itself). A caller that needs each component once can do its work
    /// here, in the same walk, instead of keeping the list and walking it
    /// again.
    pub fn for_each_scc(&self, mut visit: impl FnMut(&[u32], bool)) {
        const UNVISITED: u32 = u32::MAX;
        // A node whose component is complete: its index becomes larger than
        // every real index, so the `min` a later edge to it takes changes
        // nothing. (Tarjan's on-stack test, without an array for it: a
        // visited node is on the stack exactly until its component is.)
        const DONE: u32 = u32::MAX - 1;
        let n = self.len();
        let mut index = vec![UNVISITED; n];
        let mut lowlink = vec![0u32; n];
        // Nodes met calling themselves (a one-member cycle), seen on the
        // edge walk Tarjan does anyway.
        let mut calls_itself = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        let mut members: Vec<u32> = Vec::new();
        let mut next_index = 0u32;
        // Explicit DFS stack of (node, next edge position).
        let mut dfs: Vec<(u32, u32)> = Vec::new();
        for root in 0..n as u32 {
            if index[root as usize] != UNVISITED {
                continue;
            }
            dfs.push((root, self.offsets[root as usize]));
            index[root as usize] = next_index;
            lowlink[root as usize] = next_index;
            next_index += 1;
            stack.push(root);
            'frames: while let Some(&(v, pos)) = dfs.last() {
                let vi = v as usize;
                let mut low = lowlink[vi];
                // The node's remaining edges, until one leads somewhere new.
                for p in pos..self.offsets[vi + 1] {
                    let w = self.edges[p as usize].callee;
                    let wi = index[w as usize];
                    if wi == UNVISITED {
                        lowlink[vi] = low;
                        if let Some(top) = dfs.last_mut() {
                            top.1 = p + 1;
                        }
                        index[w as usize] = next_index;
                        lowlink[w as usize] = next_index;
                        next_index += 1;
                        stack.push(w);
                        dfs.push((w, self.offsets[w as usize]));
                        continue 'frames;
                    }
                    if w == v {
                        calls_itself[vi] = true;
                    }
                    low = low.min(wi);
                }
                lowlink[vi] = low;
                dfs.pop();
                if let Some(&(parent, _)) = dfs.last() {
                    lowlink[parent as usize] = lowlink[parent as usize].min(low);
                }
                if low == index[vi] {
                    members.clear();
                    while let Some(w) = stack.pop() {
                        index[w as usize] = DONE;
                        members.push(w);
                        if w == v {
                            break;
                        }
                    }
                    let cyclic = members.len() > 1 || calls_itself[vi];
                    visit(&members, cyclic);
                }
            }
        }
    }

    /// The graph reversed (callers of each function), built once and
    /// shared by every [`CallGraph::nearest_origins`] search.
    pub fn callers(&self) -> Callers {
        let n = self.len();
        let mut offsets = vec![0u32; n + 1];
        for e in &self.edges {
            offsets[e.callee as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets.clone();
        let mut callers = vec![0u32; offsets[n] as usize];
        for caller in 0..n as u32 {
            for e in self.edges(caller) {
                let slot = &mut fill[e.callee as usize];
                callers[*slot as usize] = caller;
                *slot += 1;
            }
        }
        Callers { offsets, callers }
    }

    /// The first edge of a shortest call chain to a function in `origins`,
    /// for every function that reaches one (origins themselves and
    /// functions that reach none are absent). Ties keep the first call site
    /// in instruction order of the caller. Time and memory are proportional
    /// to the functions that reach an origin and their edges, not to the
    /// whole graph, so one search per aspect costs what the aspect's users
    /// cost.
    pub fn nearest_origins(&self, callers: &Callers, origins: impl IntoIterator<Item = u32>) -> NextHops {
        let mut dist: FxHashMap<u32, u32> = FxHashMap::default();
        let mut order = Vec::new();
        for o in origins {
            if dist.insert(o, 0).is_none() {
                order.push(o);
            }
        }
        let mut next = 0;
        while next < order.len() {
            let v = order[next];
            next += 1;
            let d = dist[&v];
            for &caller in callers.of(v) {
                if let std::collections::hash_map::Entry::Vacant(slot) = dist.entry(caller) {
                    slot.insert(d + 1);
                    order.push(caller);
                }
            }
        }
        let mut hops = NextHops::default();
        for &caller in &order {
            let d = dist[&caller];
            if d == 0 {
                continue;
            }
            if let Some(e) = self.edges(caller).iter().find(|e| dist.get(&e.callee) == Some(&(d - 1))) {
                hops.insert(caller, Hop { edge: *e, distance: d });
            }
        }
        hops
    }
}

/// Next hop toward the nearest origin, for the functions that reach one.
pub type NextHops = FxHashMap<u32, Hop>;

/// The first edge of a shortest chain to an origin, and the chain's length
/// in calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hop {
    pub edge: Edge,
    pub distance: u32,
}

/// The callers of each function (the reversed graph, compact).
#[derive(Clone, Debug, Default)]
pub struct Callers {
    offsets: Vec<u32>,
    callers: Vec<u32>,
}

impl Callers {
    pub fn of(&self, callee: u32) -> &[u32] {
        let i = callee as usize;
        match (self.offsets.get(i), self.offsets.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.callers[a as usize..b as usize],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(u32, u32)]) -> CallGraph {
        let mut g = CallGraphBuilder::with_nodes(n);
        for (i, &(a, b)) in edges.iter().enumerate() {
            g.add_edge(a, b, i as u32);
        }
        g.build()
    }

    #[test]
    fn sccs_come_callees_first() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3
        let g = graph(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        let sccs = g.sccs();
        let pos = |x: u32| sccs.iter().position(|c| c.contains(&x)).unwrap();
        assert_eq!(sccs.len(), 3);
        assert_eq!(pos(1), pos(2));
        assert!(pos(3) < pos(1));
        assert!(pos(1) < pos(0));
    }

    #[test]
    fn deep_chain_does_not_overflow() {
        let n = 200_000u32;
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        let g = graph(n as usize, &edges);
        assert_eq!(g.sccs().len(), n as usize);
        let next = g.nearest_origins(&g.callers(), [n - 1]);
        assert_eq!(next.get(&0).map(|h| h.edge), Some(Edge { callee: 1, site: 0 }));
        assert_eq!(next.get(&0).map(|h| h.distance), Some(n - 1));
        assert_eq!(next.len(), n as usize - 1);
    }

    #[test]
    fn nearest_origin_is_on_a_shortest_chain() {
        // 0 -> 1 -> 2 -> 3 (origin), 0 -> 4 -> 3
        let g = graph(5, &[(0, 1), (1, 2), (2, 3), (0, 4), (4, 3)]);
        let next = g.nearest_origins(&g.callers(), [3]);
        assert_eq!(next.get(&0).map(|h| h.edge.callee), Some(4));
        assert_eq!(next.get(&3), None);
        assert_eq!(next.get(&2).map(|h| h.edge.callee), Some(3));
    }

    #[test]
    fn ties_prefer_first_call_site() {
        // 0 -> 1 -> 3, 0 -> 2 -> 3 ; both length 2.
        let g = graph(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let next = g.nearest_origins(&g.callers(), [3]);
        assert_eq!(next.get(&0).map(|h| h.edge), Some(Edge { callee: 1, site: 0 }));
    }

    #[test]
    fn only_functions_reaching_an_origin_are_stored() {
        // 0 -> 1 (origin); 2 -> 3 -> 4 reach nothing.
        let g = graph(5, &[(0, 1), (2, 3), (3, 4)]);
        let next = g.nearest_origins(&g.callers(), [1]);
        assert_eq!(next.len(), 1);
        assert_eq!(next.get(&0).map(|h| h.edge.callee), Some(1));
    }

    #[test]
    fn builder_groups_edges_by_caller_in_order_added() {
        let mut b = CallGraphBuilder::with_nodes(3);
        b.add_edge(2, 0, 10);
        b.add_edge(0, 1, 11);
        b.add_edge(2, 1, 12);
        b.add_edge(0, 2, 13);
        let g = b.build();
        assert_eq!(g.edges(0), &[Edge { callee: 1, site: 11 }, Edge { callee: 2, site: 13 }]);
        assert_eq!(g.edges(1), &[]);
        assert_eq!(g.edges(2), &[Edge { callee: 0, site: 10 }, Edge { callee: 1, site: 12 }]);
    }

    #[test]
    fn extra_edges_follow_each_callers_own() {
        let g = graph(3, &[(0, 1), (1, 2)]);
        let extra = [(1, Edge { callee: 0, site: 7 }), (0, Edge { callee: 2, site: 8 })];
        let h = g.with_extra_edges(&extra, |_| 0);
        assert_eq!(h.edges(0), &[Edge { callee: 1, site: 0 }, Edge { callee: 2, site: 8 }]);
        assert_eq!(h.edges(1), &[Edge { callee: 2, site: 0 }, Edge { callee: 0, site: 7 }]);
        assert_eq!(h.sccs().len(), 2);
        assert!(h.edges(0).iter().all(|e| e.callee != 0));
    }

    #[test]
    fn cycles_terminate() {
        let g = graph(3, &[(0, 1), (1, 0), (1, 2)]);
        let next = g.nearest_origins(&g.callers(), [2]);
        assert_eq!(next.get(&0).map(|h| h.edge.callee), Some(1));
        assert_eq!(next.get(&1).map(|h| h.edge.callee), Some(2));
    }

    #[test]
    fn in_order_builder_matches_builder() {
        let mut any = CallGraphBuilder::with_nodes(4);
        let mut in_order = InOrderBuilder::with_capacity(4, 0);
        for (caller, callees) in [(0u32, &[1u32, 2][..]), (1, &[]), (2, &[3, 0, 3]), (3, &[])] {
            for (k, &callee) in callees.iter().enumerate() {
                any.add_edge(caller, callee, caller * 10 + k as u32);
                in_order.add_edge(callee, caller * 10 + k as u32);
            }
            in_order.end_caller();
        }
        in_order.add_edge(1, 99); // after the last caller: dropped
        let (a, b) = (any.build(), in_order.build());
        assert_eq!(a.len(), b.len());
        for v in 0..4 {
            assert_eq!(a.edges(v), b.edges(v));
        }
    }

    /// Random graphs (self-loops, cycles, parallel edges) against a
    /// reference from reachability: the same components, each emitted
    /// after every component it calls into.
    #[test]
    fn sccs_match_reachability_on_random_graphs() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % u64::from(bound)) as u32
        };
        for _ in 0..300 {
            let n = 1 + next(12) as usize;
            let mut b = CallGraphBuilder::with_nodes(n);
            for _ in 0..next(3 * n as u32 + 1) {
                let (from, to) = (next(n as u32), next(n as u32));
                b.add_edge(from, to, 0);
            }
            let g = b.build();
            let mut reach = vec![vec![false; n]; n];
            for v in 0..n {
                reach[v][v] = true;
                for e in g.edges(v as u32) {
                    reach[v][e.callee as usize] = true;
                }
            }
            for k in 0..n {
                for i in 0..n {
                    for j in 0..n {
                        if reach[i][k] && reach[k][j] {
                            reach[i][j] = true;
                        }
                    }
                }
            }
            let sccs = g.sccs();
            let mut component = vec![usize::MAX; n];
            for (c, members) in sccs.iter().enumerate() {
                for &m in members {
                    assert_eq!(component[m as usize], usize::MAX, "node {m} in two components");
                    component[m as usize] = c;
                }
            }
            for i in 0..n {
                assert_ne!(component[i], usize::MAX, "node {i} in no component");
                for j in 0..n {
                    assert_eq!(component[i] == component[j], reach[i][j] && reach[j][i]);
                }
                for e in g.edges(i as u32) {
                    assert!(component[e.callee as usize] <= component[i], "a callee's component comes first");
                }
            }
            // `for_each_scc` (which `sccs` is built on) says a component is
            // a cycle exactly when it has two members or its one member
            // calls itself.
            let mut visited = Vec::new();
            g.for_each_scc(|members, cyclic| visited.push((members.to_vec(), cyclic)));
            for (members, cyclic) in &visited {
                let self_call = g.edges(members[0]).iter().any(|e| e.callee == members[0]);
                assert_eq!(*cyclic, members.len() > 1 || self_call);
            }
        }
    }
}
