//! Reachability over the module's reference graph (functions, variables,
//! aliases as nodes; calls and references as edges), iterative so deep call
//! chains cannot overflow the stack.

/// Nodes reachable from `roots` (roots included), in ascending order, so
/// output modules list globals in input order. `seen` is scratch space of
/// `edges.len()` entries, all false on entry and on return, reused across
/// calls so the cost is that of what is reached.
pub fn reachable(edges: &[Vec<u32>], roots: &[u32], seen: &mut [bool]) -> Vec<u32> {
    reachable_within(edges, roots, seen, |_| false)
}

/// As [`reachable`], but a node for which `blocked` holds is neither kept
/// nor walked through unless it is a root: what another image provides
/// (DPC++'s dependency graph leaves out functions an image imports, and
/// `cleanup` turns virtual functions of other images into declarations).
pub fn reachable_within(edges: &[Vec<u32>], roots: &[u32], seen: &mut [bool], blocked: impl Fn(u32) -> bool) -> Vec<u32> {
    let mut out = Vec::new();
    let mut stack: Vec<u32> = Vec::new();
    for &r in roots {
        if !std::mem::replace(&mut seen[r as usize], true) {
            stack.push(r);
        }
        while let Some(n) = stack.pop() {
            out.push(n);
            for &m in &edges[n as usize] {
                if seen[m as usize] || blocked(m) {
                    continue;
                }
                if !std::mem::replace(&mut seen[m as usize], true) {
                    stack.push(m);
                }
            }
        }
    }
    for &n in &out {
        seen[n as usize] = false;
    }
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reaches_through_cycles_and_resets_scratch() {
        let edges = vec![vec![1], vec![2], vec![1, 3], vec![], vec![0]];
        let mut seen = vec![false; 5];
        assert_eq!(reachable(&edges, &[0], &mut seen), [0, 1, 2, 3]);
        assert!(seen.iter().all(|s| !s));
        assert_eq!(reachable(&edges, &[3, 4], &mut seen), [0, 1, 2, 3, 4]);
    }

    #[test]
    fn blocked_nodes_are_left_out_unless_roots() {
        // 0 -> 1 -> 2, 0 -> 3 -> 2; 1 is blocked.
        let edges = vec![vec![1, 3], vec![2], vec![], vec![2]];
        let mut seen = vec![false; 4];
        assert_eq!(reachable_within(&edges, &[0], &mut seen, |n| n == 1), [0, 2, 3]);
        assert_eq!(reachable_within(&edges, &[1], &mut seen, |n| n == 1), [1, 2]);
        assert!(seen.iter().all(|s| !s));
    }

    #[test]
    fn deep_chain() {
        let n = 1_000_000u32;
        let edges: Vec<Vec<u32>> = (0..n).map(|i| if i + 1 < n { vec![i + 1] } else { vec![] }).collect();
        let mut seen = vec![false; n as usize];
        assert_eq!(reachable(&edges, &[0], &mut seen).len(), n as usize);
    }
}
