//! A set of aspect values as a bitset over a per-module dense numbering.
//!
//! Aspect values are `i32` (DPC++ uses negative values for internal
//! aspects), few in number per module; the pass numbers the distinct values
//! it meets and unions bitsets while propagating.

use rustc_hash::FxHashMap;

/// The first 64 indices live inline (`first`), so the sets of a module
/// with up to 64 aspects (every real one) never allocate: the pass keeps
/// one per strongly connected component. Indices from 64 on go to `rest`.
#[derive(Clone, Debug, Default)]
pub struct AspectSet {
    first: u64,
    /// Words 1.. (indices 64..); may end in zero words.
    rest: Vec<u64>,
}

impl PartialEq for AspectSet {
    /// Same indices (trailing zero words do not count).
    fn eq(&self, other: &Self) -> bool {
        let (short, long) = if self.rest.len() <= other.rest.len() { (self, other) } else { (other, self) };
        self.first == other.first
            && short.rest.iter().zip(&long.rest).all(|(a, b)| a == b)
            && long.rest[short.rest.len()..].iter().all(|&w| w == 0)
    }
}

impl Eq for AspectSet {}

impl AspectSet {
    pub fn insert(&mut self, index: usize) -> bool {
        let (w, b) = (index / 64, index % 64);
        let word = if w == 0 {
            &mut self.first
        } else {
            if self.rest.len() < w {
                self.rest.resize(w, 0);
            }
            &mut self.rest[w - 1]
        };
        let had = *word & (1 << b) != 0;
        *word |= 1 << b;
        !had
    }

    pub fn contains(&self, index: usize) -> bool {
        let (w, b) = (index / 64, index % 64);
        let word = if w == 0 { Some(&self.first) } else { self.rest.get(w - 1) };
        word.is_some_and(|word| word & (1 << b) != 0)
    }

    pub fn union_with(&mut self, other: &AspectSet) {
        self.first |= other.first;
        if other.rest.is_empty() {
            return;
        }
        if self.rest.len() < other.rest.len() {
            self.rest.resize(other.rest.len(), 0);
        }
        for (a, b) in self.rest.iter_mut().zip(&other.rest) {
            *a |= b;
        }
    }

    pub fn remove_all(&mut self, other: &AspectSet) {
        self.first &= !other.first;
        for (a, b) in self.rest.iter_mut().zip(&other.rest) {
            *a &= !b;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.first == 0 && self.rest.iter().all(|&w| w == 0)
    }

    /// Whether every index of `self` is in `other`.
    pub fn is_subset_of(&self, other: &AspectSet) -> bool {
        self.first & !other.first == 0
            && self.rest.iter().enumerate().all(|(i, &w)| w & !other.rest.get(i).copied().unwrap_or(0) == 0)
    }

    /// The indices in the set, ascending. Each word yields only its set
    /// bits (lowest first), not a test of all 64: the pass asks this per
    /// aspect-carrying instruction.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        std::iter::once(&self.first)
            .chain(&self.rest)
            .enumerate()
            .flat_map(|(i, &w)| SetBits { rest: w, base: i * 64 })
    }
}

/// The set bits of one word as indices (`base` + bit), lowest first.
struct SetBits {
    rest: u64,
    base: usize,
}

impl Iterator for SetBits {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.rest == 0 {
            return None;
        }
        let bit = self.rest.trailing_zeros() as usize;
        self.rest &= self.rest - 1;
        Some(self.base + bit)
    }
}

/// An aspect list with the iteration order of LLVM's `SmallSet<int, 4>`,
/// the set type DPC++'s pass writes its metadata from: up to 4 distinct
/// values keep their first-insertion order; the 5th distinct value turns it
/// into a set iterated in signed ascending order, for good. Inserting a set
/// into another inserts its values in its own iteration order.
#[derive(Clone, Debug, Default)]
pub struct SmallAspectSet {
    /// Insertion-ordered values while there are at most `SMALL` (inline:
    /// most sets are that small, and the pass makes one per function).
    small: [i32; SmallAspectSet::SMALL],
    len: u8,
    /// Sorted values once a 5th arrived (`small` is then unused).
    sorted: Vec<i32>,
}

impl SmallAspectSet {
    const SMALL: usize = 4;

    fn is_sorted_mode(&self) -> bool {
        !self.sorted.is_empty()
    }

    pub fn insert(&mut self, value: i32) -> bool {
        if self.is_sorted_mode() {
            return match self.sorted.binary_search(&value) {
                Ok(_) => false,
                Err(at) => {
                    self.sorted.insert(at, value);
                    true
                }
            };
        }
        let len = self.len as usize;
        if self.small[..len].contains(&value) {
            return false;
        }
        if len < Self::SMALL {
            self.small[len] = value;
            self.len += 1;
        } else {
            let mut all = Vec::with_capacity(Self::SMALL * 2);
            all.extend_from_slice(&self.small);
            all.push(value);
            all.sort_unstable();
            self.sorted = all;
            self.len = 0;
        }
        true
    }

    pub fn extend_from(&mut self, other: &SmallAspectSet) {
        for &v in other.values() {
            self.insert(v);
        }
    }

    pub fn extend_values(&mut self, values: &[i32]) {
        for &v in values {
            self.insert(v);
        }
    }

    /// The values in iteration order.
    pub fn values(&self) -> &[i32] {
        if self.is_sorted_mode() {
            &self.sorted
        } else {
            &self.small[..self.len as usize]
        }
    }

    pub fn is_empty(&self) -> bool {
        self.values().is_empty()
    }

    pub fn contains(&self, value: i32) -> bool {
        if self.is_sorted_mode() {
            self.sorted.binary_search(&value).is_ok()
        } else {
            self.values().contains(&value)
        }
    }

    /// Same values, whatever the order (SmallSet equality).
    pub fn same_values(&self, other: &SmallAspectSet) -> bool {
        self.values().len() == other.values().len() && self.values().iter().all(|&v| other.contains(v))
    }
}

/// Interned [`SmallAspectSet`]s, named by `u32` ids (0: the empty set),
/// with memoized [`OrderedSets::extend`]. The pass's DPC++-order
/// propagation extends one set by another per call edge; a module has few
/// distinct ordered sets, so an edge then costs a lookup, not a set
/// operation, and a function's result is 4 bytes.
#[derive(Debug)]
pub struct OrderedSets {
    sets: Vec<SmallAspectSet>,
    ids: FxHashMap<Box<[i32]>, u32>,
    /// `(a, b)` -> `a` extended by `b`, for pairs computed once.
    extended: FxHashMap<(u32, u32), u32>,
    /// The last pairs met, direct-mapped in front of `extended`: a module
    /// has few distinct pairs, so most edges find theirs here, inline.
    /// (`(0, 0)` is never asked: the empty set is answered before.)
    recent: [(u32, u32, u32); RECENT_PAIRS],
}

const RECENT_PAIRS: usize = 64;

impl Default for OrderedSets {
    fn default() -> Self {
        let mut ids = FxHashMap::default();
        ids.insert(Box::default(), 0);
        Self {
            sets: vec![SmallAspectSet::default()],
            ids,
            extended: FxHashMap::default(),
            recent: [(0, 0, 0); RECENT_PAIRS],
        }
    }
}

impl OrderedSets {
    /// The id of a set with `set`'s values in `set`'s order. (The values
    /// decide the representation: at most 4 are kept in insertion order,
    /// more are sorted.)
    pub fn intern(&mut self, set: &SmallAspectSet) -> u32 {
        if let Some(&id) = self.ids.get(set.values()) {
            return id;
        }
        let id = self.sets.len() as u32;
        self.sets.push(set.clone());
        self.ids.insert(set.values().into(), id);
        id
    }

    pub fn get(&self, id: u32) -> &SmallAspectSet {
        &self.sets[id as usize]
    }

    /// The id of set `a` extended by set `b` (`SmallAspectSet::extend_from`).
    #[inline]
    pub fn extend(&mut self, a: u32, b: u32) -> u32 {
        // Extending by nothing or by itself changes nothing, and extending
        // the empty set by `b` inserts `b`'s values in `b`'s order, which
        // rebuilds `b` exactly (4 values in order, or sorted from the 5th).
        if b == 0 || a == b {
            return a;
        }
        if a == 0 {
            return b;
        }
        let slot = Self::recent_slot(a, b);
        let (ra, rb, id) = self.recent[slot];
        if ra == a && rb == b {
            return id;
        }
        let id = self.extend_lookup(a, b);
        self.recent[slot] = (a, b, id);
        id
    }

    #[inline]
    fn recent_slot(a: u32, b: u32) -> usize {
        (a.wrapping_mul(0x9E37_79B9) ^ b) as usize % RECENT_PAIRS
    }

    fn extend_lookup(&mut self, a: u32, b: u32) -> u32 {
        if let Some(&id) = self.extended.get(&(a, b)) {
            return id;
        }
        let mut set = self.sets[a as usize].clone();
        set.extend_from(&self.sets[b as usize]);
        let id = self.intern(&set);
        self.extended.insert((a, b), id);
        id
    }
}

/// Dense numbering of the aspect values met in one module.
#[derive(Clone, Debug, Default)]
pub struct AspectNumbering {
    values: Vec<i32>,
    index: FxHashMap<i32, usize>,
}

impl AspectNumbering {
    pub fn index_of(&mut self, value: i32) -> usize {
        if let Some(&i) = self.index.get(&value) {
            return i;
        }
        self.values.push(value);
        self.index.insert(value, self.values.len() - 1);
        self.values.len() - 1
    }

    /// The index of `value`, if it was numbered.
    pub fn get(&self, value: i32) -> Option<usize> {
        self.index.get(&value).copied()
    }

    pub fn value(&self, index: usize) -> i32 {
        self.values[index]
    }

    /// The set's values, sorted ascending (the order written to metadata).
    pub fn sorted_values(&self, set: &AspectSet) -> Vec<i32> {
        let mut v: Vec<i32> = set.iter().map(|i| self.values[i]).collect();
        v.sort_unstable();
        v
    }

    pub fn set_of(&mut self, values: &[i32]) -> AspectSet {
        let mut s = AspectSet::default();
        for &v in values {
            s.insert(self.index_of(v));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_remove_and_order() {
        let mut n = AspectNumbering::default();
        let mut a = n.set_of(&[6, -1]);
        let b = n.set_of(&[5, 6, 200]);
        a.union_with(&b);
        assert_eq!(n.sorted_values(&a), vec![-1, 5, 6, 200]);
        a.remove_all(&n.set_of(&[6]));
        assert_eq!(n.sorted_values(&a), vec![-1, 5, 200]);
        assert!(!a.is_empty());
        assert!(AspectSet::default().is_empty());
    }

    #[test]
    fn small_set_order() {
        let mut s = SmallAspectSet::default();
        for v in [28, 6, 5, 28, -1] {
            s.insert(v);
        }
        assert_eq!(s.values(), &[28, 6, 5, -1]);
        s.insert(3);
        assert_eq!(s.values(), &[-1, 3, 5, 6, 28]);
        s.insert(4);
        assert_eq!(s.values(), &[-1, 3, 4, 5, 6, 28]);
        let mut t = SmallAspectSet::default();
        t.insert(9);
        t.extend_from(&s);
        assert_eq!(t.values(), &[-1, 3, 4, 5, 6, 9, 28]);
        assert!(s.same_values(&s.clone()));
    }

    #[test]
    fn ordered_sets_extend_as_small_sets_do() {
        let mut sets = OrderedSets::default();
        let make = |values: &[i32]| {
            let mut s = SmallAspectSet::default();
            s.extend_values(values);
            s
        };
        let cases: &[(&[i32], &[i32])] = &[
            (&[], &[]),
            (&[], &[28, 6]),
            (&[], &[9, 8, 7, 6, 5]),
            (&[6], &[]),
            (&[6, 5], &[6, 5]),
            (&[6, 5], &[5, 28]),
            (&[28, 6, 5], &[-1, 3]),
            (&[9, 8, 7, 6, 5], &[1, 2]),
        ];
        for &(a, b) in cases {
            let (sa, sb) = (make(a), make(b));
            let (ia, ib) = (sets.intern(&sa), sets.intern(&sb));
            let mut expected = sa.clone();
            expected.extend_from(&sb);
            let id = sets.extend(ia, ib);
            assert_eq!(sets.get(id).values(), expected.values(), "{a:?} + {b:?}");
            // Memoized: the same id again, and equal sets share an id.
            assert_eq!(sets.extend(ia, ib), id);
            assert_eq!(sets.intern(&expected), id);
        }
        assert_eq!(sets.intern(&SmallAspectSet::default()), 0);
    }

    #[test]
    fn ordered_sets_extend_right_past_the_recent_pairs() {
        // Several times more sets than the direct-mapped memo has slots
        // (ids equal modulo the slot count share a slot), pairs in a
        // scrambled order: pairs that share a slot evict each other, and
        // every answer is still the set computed afresh.
        let mut sets = OrderedSets::default();
        let ids: Vec<u32> = (0..200)
            .map(|i| {
                let mut s = SmallAspectSet::default();
                s.extend_values(&[i % 7, i, 200 - i]);
                sets.intern(&s)
            })
            .collect();
        let mut seed = 7u64;
        for _ in 0..2 {
            for _ in 0..20000 {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let (a, b) = (ids[(seed >> 33) as usize % ids.len()], ids[(seed >> 17) as usize % ids.len()]);
                let mut expected = sets.get(a).clone();
                expected.extend_from(sets.get(b));
                let id = sets.extend(a, b);
                assert_eq!(sets.get(id).values(), expected.values());
            }
        }
    }

    #[test]
    fn many_aspects_span_words() {
        let mut n = AspectNumbering::default();
        let values: Vec<i32> = (0..150).collect();
        let s = n.set_of(&values);
        assert_eq!(s.iter().count(), 150);
        assert!(s.contains(n.index_of(149)));
        assert!(!s.contains(150));
        assert!(!AspectSet::default().contains(200));
    }

    #[test]
    fn equality_and_subsets_ignore_trailing_zero_words() {
        let mut a = AspectSet::default();
        a.insert(3);
        let mut b = a.clone();
        b.insert(130);
        assert_ne!(a, b);
        assert!(a.is_subset_of(&b));
        assert!(!b.is_subset_of(&a));
        let mut only = AspectSet::default();
        only.insert(130);
        b.remove_all(&only);
        assert_eq!(a, b);
        assert_eq!(b, a);
        assert!(b.is_subset_of(&a));
        let mut c = AspectSet::default();
        c.insert(64);
        c.union_with(&a);
        assert_eq!(c.iter().collect::<Vec<_>>(), vec![3, 64]);
    }

    #[test]
    fn iter_yields_set_indices_ascending() {
        let mut s = AspectSet::default();
        for index in [130, 0, 63, 64, 1, 127] {
            s.insert(index);
        }
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 1, 63, 64, 127, 130]);
        assert_eq!(AspectSet::default().iter().count(), 0);
    }
}
