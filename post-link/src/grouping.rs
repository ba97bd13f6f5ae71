//! Which entry points share an output image, and in which order images are
//! numbered.
//!
//! Algorithm (DPC++'s `getDeviceCodeSplitter`, newest revision):
//!  1. `none`: one group.
//!  2. Otherwise each entry point gets a key: its name (`kernel`), or for
//!     `source` and `auto` (DPC++'s `auto` is per source) DPC++'s category
//!     string: `sycl-module-id`, the code-generation attributes, sorted
//!     used ∪ declared aspects, required work-group size,
//!     `work_group_num_dim` (not ours: always empty), required sub-group
//!     size, `sycl-optlevel`, the joint-matrix lists (never ours). With a
//!     non-empty `!sycl_fixed_targets`, the targets replace the aspect and
//!     size rules (design: same non-empty fixed targets bundle together
//!     whatever they use).
//!  3. Groups are ordered by key and numbered from the largest key down, as
//!     DPC++ does, so DPC++'s tests find the same file numbers. With
//!     `-split-esimd` a group's ESIMD and SYCL parts keep its number.

use crate::requirements::FixedTarget;
use std::collections::BTreeMap;
use std::fmt::Write as _;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SplitMode {
    Kernel,
    Source,
    Auto,
    None,
}

impl SplitMode {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "kernel" => Some(Self::Kernel),
            "source" => Some(Self::Source),
            "auto" => Some(Self::Auto),
            "none" => Some(Self::None),
            _ => None,
        }
    }
}

/// What grouping needs to know about one entry point.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EntryPointInfo {
    pub name: String,
    pub module_id: Option<String>,
    pub used_aspects: Vec<i32>,
    pub declared_aspects: Vec<i32>,
    /// `None` without `!sycl_fixed_targets`; `Some(vec![])` for `!{}`.
    pub fixed_targets: Option<Vec<FixedTarget>>,
    pub reqd_work_group_size: Option<Vec<u64>>,
    pub reqd_sub_group_size: Option<u32>,
    /// DPC++'s other key attributes, as (name, value), in DPC++'s order:
    /// `indirectly-callable`, `sycl-register-alloc-mode`, `sycl-grf-size`.
    pub codegen_attributes: Vec<(String, String)>,
    pub opt_level: Option<String>,
    /// Marked `!sycl_explicit_simd` (an ESIMD kernel or function).
    pub is_esimd: bool,
    /// A kernel (a kernel calling convention, or Intel's launch wrapper, the
    /// kernel of stock clang), not a SYCL_EXTERNAL function.
    pub is_kernel: bool,
}

impl EntryPointInfo {
    /// used ∪ declared, sorted, as the image's `UsedAspects`.
    pub fn aspect_key(&self) -> Vec<i32> {
        let mut all: Vec<i32> = self.used_aspects.iter().chain(&self.declared_aspects).copied().collect();
        all.sort_unstable();
        all.dedup();
        all
    }

    pub fn has_fixed_targets(&self) -> bool {
        self.fixed_targets.as_ref().is_some_and(|t| !t.is_empty())
    }

    /// A code-generation attribute's value (empty when absent).
    fn codegen_attribute(&self, name: &str) -> &str {
        self.codegen_attributes.iter().find(|(n, _)| n == name).map_or("", |(_, v)| v.as_str())
    }

    /// DPC++'s category string (`computeFuncCategoryForSplitting`): the
    /// name alone for `kernel`; for `source` and `auto` (DPC++'s `auto` is
    /// per source) each rule appends its text and a `-`, in DPC++'s order:
    /// `sycl-module-id`, `indirectly-callable`, `sycl-register-alloc-mode`,
    /// `sycl-grf-size` (attribute values), the sorted aspects, the required
    /// work-group size, `work_group_num_dim`, the required sub-group size
    /// (`-<value>` per element), `sycl-optlevel`, and the two joint-matrix
    /// lists (never ours: empty). With non-empty fixed targets the aspect
    /// and size rules are replaced by the targets (the design: same fixed
    /// targets bundle together whatever they use).
    fn key(&self, mode: SplitMode) -> String {
        if mode == SplitMode::Kernel {
            return self.name.clone();
        }
        let mut key = String::new();
        key.push_str(self.module_id.as_deref().unwrap_or(""));
        key.push('-');
        for name in CODEGEN_KEY_ATTRIBUTES {
            key.push_str(self.codegen_attribute(name));
            key.push('-');
        }
        match self.fixed_targets.as_deref() {
            Some(targets) if !targets.is_empty() => {
                key.push_str("fixed-targets");
                for t in targets {
                    let _ = write!(key, ":{t}");
                }
                key.push_str("----");
            }
            _ => {
                for a in self.aspect_key() {
                    let _ = write!(key, "-{}", a as u32);
                }
                key.push('-');
                for d in self.reqd_work_group_size.iter().flatten() {
                    let _ = write!(key, "-{d}");
                }
                key.push_str("--");
                if let Some(s) = self.reqd_sub_group_size {
                    let _ = write!(key, "-{s}");
                }
                key.push('-');
            }
        }
        if let Some(level) = &self.opt_level {
            key.push_str(level);
        }
        key.push_str("---");
        key
    }
}

/// DPC++'s code-generation attributes of the group key, in its order.
pub const CODEGEN_KEY_ATTRIBUTES: [&str; 3] = ["indirectly-callable", "sycl-register-alloc-mode", "sycl-grf-size"];

/// Groups entry points (indices into `entries`) into images, in output order.
pub fn group_entry_points(entries: &[EntryPointInfo], mode: SplitMode) -> Vec<Vec<usize>> {
    match mode {
        SplitMode::None => {
            if entries.is_empty() {
                Vec::new()
            } else {
                vec![(0..entries.len()).collect()]
            }
        }
        SplitMode::Kernel | SplitMode::Source | SplitMode::Auto => {
            let mut groups: BTreeMap<String, Vec<usize>> = BTreeMap::new();
            for (i, e) in entries.iter().enumerate() {
                groups.entry(e.key(mode)).or_default().push(i);
            }
            groups.into_values().rev().collect()
        }
    }
}

/// One output image: its entry points (indices into the entry list),
/// whether it is an ESIMD image, and its number: the number of the group it
/// was split from (DPC++ numbers groups, and a group's SYCL and ESIMD images
/// share the number: `<prefix>_3` and `<prefix>_esimd_3`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageGroup {
    pub entries: Vec<usize>,
    pub esimd: bool,
    pub number: usize,
}

/// `-split-esimd`: each group's SYCL and ESIMD entry points go to separate
/// images, SYCL first (the table order DPC++'s `basic-sycl-esimd-split.ll`
/// checks, and its sycl-post-link.cpp at 14e30d3d writes: SYCL rows, then
/// ESIMD rows; newer revisions' `splitByESIMD` returns ESIMD first, which
/// none of their tests depends on), so the SYCL/ESIMD split composes with
/// every other rule. Without it, groups stay whole and are SYCL images.
pub fn split_esimd(groups: Vec<Vec<usize>>, entries: &[EntryPointInfo], enabled: bool) -> Vec<ImageGroup> {
    let mut out = Vec::with_capacity(groups.len());
    for (number, group) in groups.into_iter().enumerate() {
        if !enabled {
            out.push(ImageGroup { entries: group, esimd: false, number });
            continue;
        }
        let (esimd, sycl): (Vec<usize>, Vec<usize>) = group.into_iter().partition(|&i| entries[i].is_esimd);
        for (part, is_esimd) in [(sycl, false), (esimd, true)] {
            if !part.is_empty() {
                out.push(ImageGroup { entries: part, esimd: is_esimd, number });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ep(name: &str, used: &[i32]) -> EntryPointInfo {
        EntryPointInfo { name: name.into(), used_aspects: used.to_vec(), fixed_targets: Some(vec![]), ..Default::default() }
    }

    fn names(entries: &[EntryPointInfo], groups: &[Vec<usize>]) -> Vec<Vec<String>> {
        groups.iter().map(|g| g.iter().map(|&i| entries[i].name.clone()).collect()).collect()
    }

    #[test]
    fn keys_are_dpcpp_strings() {
        let mut e = ep("k", &[28, 6]);
        e.reqd_work_group_size = Some(vec![8, 4]);
        e.reqd_sub_group_size = Some(16);
        // DPC++'s string: 11 rules, each closed by '-'.
        assert_eq!(e.key(SplitMode::Auto), "-----6-28--8-4---16----");
        e.module_id = Some("a.cpp".into());
        e.codegen_attributes = vec![("sycl-grf-size".into(), "256".into())];
        e.opt_level = Some("2".into());
        assert_eq!(e.key(SplitMode::Source), "a.cpp---256--6-28--8-4---16-2---");
        assert_eq!(ep("a", &[]).key(SplitMode::Source), "-----------");
        assert_eq!(ep("k", &[6]).key(SplitMode::Kernel), "k");
    }

    #[test]
    fn auto_groups_by_aspects_and_sizes() {
        let mut e = vec![ep("a", &[6]), ep("b", &[]), ep("c", &[6]), ep("d", &[]), ep("e", &[])];
        e[3].reqd_sub_group_size = Some(16);
        e[4].declared_aspects = vec![6];
        let g = group_entry_points(&e, SplitMode::Auto);
        // A digit sorts after '-': fp64 first, then sub-group 16, then nothing.
        assert_eq!(names(&e, &g), [vec!["a", "c", "e"], vec!["d"], vec!["b"]]);
    }

    #[test]
    fn work_group_size_and_fixed_targets() {
        let mut e = vec![ep("a", &[6]), ep("b", &[]), ep("c", &[]), ep("d", &[])];
        e[0].fixed_targets = Some(vec![FixedTarget::Name("intel_gpu_pvc".into())]);
        e[1].fixed_targets = Some(vec![FixedTarget::Name("intel_gpu_pvc".into())]);
        e[2].reqd_work_group_size = Some(vec![8, 4]);
        let g = group_entry_points(&e, SplitMode::Auto);
        assert_eq!(names(&e, &g), [vec!["a", "b"], vec!["c"], vec!["d"]]);
    }

    #[test]
    fn every_rule_of_the_key_separates_groups() {
        let base = || {
            let mut e = ep("k", &[]);
            e.module_id = Some("a.cpp".into());
            e
        };
        let variants: Vec<Box<dyn Fn(&mut EntryPointInfo)>> = vec![
            Box::new(|e| e.module_id = Some("b.cpp".into())),
            Box::new(|e| e.codegen_attributes = vec![("indirectly-callable".into(), "set".into())]),
            Box::new(|e| e.codegen_attributes = vec![("sycl-register-alloc-mode".into(), "2".into())]),
            Box::new(|e| e.codegen_attributes = vec![("sycl-grf-size".into(), "256".into())]),
            Box::new(|e| e.used_aspects = vec![6]),
            Box::new(|e| e.declared_aspects = vec![5]),
            Box::new(|e| e.reqd_work_group_size = Some(vec![8])),
            Box::new(|e| e.reqd_sub_group_size = Some(8)),
            Box::new(|e| e.opt_level = Some("0".into())),
            Box::new(|e| e.fixed_targets = Some(vec![FixedTarget::Name("intel_gpu_pvc".into())])),
        ];
        for (n, change) in variants.iter().enumerate() {
            let mut other = base();
            change(&mut other);
            let e = vec![base(), other];
            for mode in [SplitMode::Source, SplitMode::Auto] {
                assert_eq!(group_entry_points(&e, mode).len(), 2, "rule {n} left out of the {mode:?} key");
            }
        }
    }

    #[test]
    fn source_kernel_and_none() {
        let mut e = vec![ep("a", &[]), ep("b", &[]), ep("c", &[])];
        e[0].module_id = Some("x.cpp".into());
        e[1].module_id = Some("y.cpp".into());
        e[2].module_id = Some("x.cpp".into());
        assert_eq!(names(&e, &group_entry_points(&e, SplitMode::Source)), [vec!["b"], vec!["a", "c"]]);
        // DPC++'s auto is per source.
        assert_eq!(names(&e, &group_entry_points(&e, SplitMode::Auto)), [vec!["b"], vec!["a", "c"]]);
        assert_eq!(names(&e, &group_entry_points(&e, SplitMode::Kernel)), [vec!["c"], vec!["b"], vec!["a"]]);
        assert_eq!(group_entry_points(&e, SplitMode::None), [vec![0, 1, 2]]);
        assert!(group_entry_points(&[], SplitMode::None).is_empty());
    }

    #[test]
    fn esimd_split_composes_with_groups() {
        let mut e = vec![ep("s1", &[]), ep("e1", &[]), ep("e2", &[6]), ep("s2", &[6])];
        e[1].is_esimd = true;
        e[2].is_esimd = true;
        let groups = group_entry_points(&e, SplitMode::Auto);
        let images = split_esimd(groups.clone(), &e, true);
        let shown: Vec<(Vec<String>, bool, usize)> =
            images.iter().map(|g| (g.entries.iter().map(|&i| e[i].name.clone()).collect(), g.esimd, g.number)).collect();
        // Each group's SYCL part first; both parts keep the group's number.
        assert_eq!(
            shown,
            [
                (vec!["s2".to_owned()], false, 0),
                (vec!["e2".to_owned()], true, 0),
                (vec!["s1".to_owned()], false, 1),
                (vec!["e1".to_owned()], true, 1)
            ]
        );
        assert_eq!(split_esimd(groups, &e, false).len(), 2);
    }
}
