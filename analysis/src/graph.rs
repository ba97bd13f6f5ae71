//! The static call graph on dense function indices, with the two
//! algorithms the pass needs, both iterative so that a 100,000-deep call
//! chain cannot overflow the stack:
//!
//! * [`CallGraph::sccs`]: Tarjan's strongly connected components, emitted
//!   callees-first (reverse topological order of the condensation);
//! * [`CallGraph::nearest_origins`]: multi-source BFS on the reversed
//!   graph, giving every function its next hop on a shortest call chain to
//!   the nearest function that uses a given aspect itself.

/// A call edge: `callee` is called at call site `site` (an opaque id the
/// caller uses to find the call instruction).
use rustc_hash::FxHashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub callee: u32,
    pub site: u32,
}

#[derive(Clone, Debug, Default)]
pub struct CallGraph {
    pub edges: Vec<Vec<Edge>>,
}

impl CallGraph {
    pub fn with_nodes(n: usize) -> Self {
        Self { edges: vec![Vec::new(); n] }
    }

    pub fn len(&self) -> usize {
        self.edges.len()
    }

    pub fn is_empty(&self) -> bool {
        self.edges.is_empty()
    }

    pub fn add_edge(&mut self, caller: u32, callee: u32, site: u32) {
        self.edges[caller as usize].push(Edge { callee, site });
    }

    /// Strongly connected components, callees before callers.
    pub fn sccs(&self) -> Vec<Vec<u32>> {
        const UNVISITED: u32 = u32::MAX;
        let n = self.edges.len();
        let mut index = vec![UNVISITED; n];
        let mut lowlink = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        let mut next_index = 0u32;
        let mut out = Vec::new();
        // Explicit DFS stack of (node, next edge position).
        let mut dfs: Vec<(u32, usize)> = Vec::new();
        for root in 0..n as u32 {
            if index[root as usize] != UNVISITED {
                continue;
            }
            dfs.push((root, 0));
            index[root as usize] = next_index;
            lowlink[root as usize] = next_index;
            next_index += 1;
            stack.push(root);
            on_stack[root as usize] = true;
            while let Some(&mut (v, ref mut pos)) = dfs.last_mut() {
                let edges = &self.edges[v as usize];
                if *pos < edges.len() {
                    let w = edges[*pos].callee;
                    *pos += 1;
                    if index[w as usize] == UNVISITED {
                        index[w as usize] = next_index;
                        lowlink[w as usize] = next_index;
                        next_index += 1;
                        stack.push(w);
                        on_stack[w as usize] = true;
                        dfs.push((w, 0));
                    } else if on_stack[w as usize] {
                        lowlink[v as usize] = lowlink[v as usize].min(index[w as usize]);
                    }
                    continue;
                }
                dfs.pop();
                if let Some(&(parent, _)) = dfs.last() {
                    lowlink[parent as usize] = lowlink[parent as usize].min(lowlink[v as usize]);
                }
                if lowlink[v as usize] == index[v as usize] {
                    let mut component = Vec::new();
                    loop {
                        let w = stack.pop().expect("Tarjan stack holds v");
                        on_stack[w as usize] = false;
                        component.push(w);
                        if w == v {
                            break;
                        }
                    }
                    out.push(component);
                }
            }
        }
        out
    }

    /// The graph reversed (callers of each function), built once and
    /// shared by every [`CallGraph::nearest_origins`] search.
    pub fn callers(&self) -> Callers {
        let n = self.edges.len();
        let mut offsets = vec![0u32; n + 1];
        for edges in &self.edges {
            for e in edges {
                offsets[e.callee as usize + 1] += 1;
            }
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets.clone();
        let mut callers = vec![0u32; offsets[n] as usize];
        for (caller, edges) in self.edges.iter().enumerate() {
            for e in edges {
                let slot = &mut fill[e.callee as usize];
                callers[*slot as usize] = caller as u32;
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
            if let Some(e) = self.edges[caller as usize].iter().find(|e| dist.get(&e.callee) == Some(&(d - 1))) {
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
        let mut g = CallGraph::with_nodes(n);
        for (i, &(a, b)) in edges.iter().enumerate() {
            g.add_edge(a, b, i as u32);
        }
        g
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
    fn cycles_terminate() {
        let g = graph(3, &[(0, 1), (1, 0), (1, 2)]);
        let next = g.nearest_origins(&g.callers(), [2]);
        assert_eq!(next.get(&0).map(|h| h.edge.callee), Some(1));
        assert_eq!(next.get(&1).map(|h| h.edge.callee), Some(2));
    }
}
