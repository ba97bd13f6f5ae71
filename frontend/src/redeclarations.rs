//! Rules for attributes written more than once: on redeclarations of one
//! function or class, twice on one declaration, or inherited through empty
//! subobjects. The shim gathers the facts from the AST (which declaration,
//! which attribute, the evaluated values) and acts on the answers given
//! here (emits the diagnostic, records the attribute).
//!
//! The rules, as DPC++ applies them:
//!  1. An aspect list (`device_has`, `uses_aspects`) on a redeclaration
//!     replaces the earlier declaration's; when the two lists differ the
//!     later one gets "attribute already applied" with a note at the
//!     earlier one ([`resolve_direct`]).
//!  2. A required size (`reqd_work_group_size`, `reqd_sub_group_size`): the
//!     first declaration's values win; a later attribute with other values
//!     gets "already applied with different arguments" and is ignored.
//!  3. Marker attributes (`sycl_external`, `sycl_explicit_simd`) have no
//!     values: every one is recorded.
//!  4. Two value lists are the same only element by element, in order
//!     ([`values_differ`]).
//!  5. Arguments of a required size: their count ([`size_count_error`]) and
//!     each value's range ([`check_size_value`]).
//!  6. Where an aspect list goes once its arguments are rebuilt
//!     ([`aspect_list_outcome`]).
//!  7. A class holding a decorated class as a subobject that codegen lays
//!     out at size zero gets its aspects, to a fixed point
//!     ([`merge_into_holders`]).

use crate::diagnostics::FrontendDiag;
use rustc_hash::FxHashMap;

/// The attributes whose values the front end records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttributeKind {
    DeviceHas,
    UsesAspects,
    ReqdWorkGroupSize,
    ReqdSubGroupSize,
    ExplicitSimd,
    SyclExternal,
}

/// How redeclarations of an attribute combine (rules 1–3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedeclarationRule {
    /// Aspect lists: the latest declaration's list applies.
    LatestWins,
    /// Required sizes: the first declaration's values apply.
    FirstWins,
    /// No values: each is recorded.
    Marker,
}

impl AttributeKind {
    pub fn redeclaration_rule(self) -> RedeclarationRule {
        match self {
            AttributeKind::DeviceHas | AttributeKind::UsesAspects => RedeclarationRule::LatestWins,
            AttributeKind::ReqdWorkGroupSize | AttributeKind::ReqdSubGroupSize => RedeclarationRule::FirstWins,
            AttributeKind::ExplicitSimd | AttributeKind::SyclExternal => RedeclarationRule::Marker,
        }
    }
}

/// Rule 4: whether a later list of values differs from an earlier one.
pub fn values_differ(earlier: &[i64], later: &[i64]) -> bool {
    earlier != later
}

/// One attribute evaluated when it was parsed (outside templates), in
/// source order.
#[derive(Clone, Debug)]
pub struct DirectAttribute<'a> {
    /// Identifies the function or class (all its redeclarations alike).
    pub declaration: usize,
    pub kind: AttributeKind,
    pub values: &'a [i64],
    /// The declaration is invalid: the attribute is ignored.
    pub invalid: bool,
}

/// What to do with the direct attributes, in order. Indices are into the
/// slice given to [`resolve_direct`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectStep {
    /// Record attribute `0`.
    Apply(usize),
    /// Rule 2: `later` differs from `first` (diagnose; `later` is ignored).
    SizeConflict { later: usize, first: usize },
    /// Rule 1: `later` replaces `earlier`, whose values differ (diagnose).
    ListReplaced { later: usize, earlier: usize },
}

/// Rules 1–3 over the attributes evaluated when parsed. Markers and the
/// first required sizes are applied where they come; each declaration's
/// aspect list is applied at the end (in the order the declarations first
/// had one), once its latest redeclaration is known.
pub fn resolve_direct(attributes: &[DirectAttribute]) -> Vec<DirectStep> {
    let mut steps = Vec::new();
    let mut first_sizes: FxHashMap<(usize, AttributeKind), usize> = FxHashMap::default();
    // Insertion-ordered: (declaration, kind) -> latest list.
    let mut latest_lists: Vec<usize> = Vec::new();
    let mut list_slot: FxHashMap<(usize, AttributeKind), usize> = FxHashMap::default();
    for (index, attribute) in attributes.iter().enumerate() {
        if attribute.invalid {
            continue;
        }
        let key = (attribute.declaration, attribute.kind);
        match attribute.kind.redeclaration_rule() {
            RedeclarationRule::FirstWins => {
                if let Some(&first) = first_sizes.get(&key) {
                    if values_differ(attributes[first].values, attribute.values) {
                        steps.push(DirectStep::SizeConflict { later: index, first });
                    }
                    continue;
                }
                first_sizes.insert(key, index);
                steps.push(DirectStep::Apply(index));
            }
            RedeclarationRule::LatestWins => match list_slot.get(&key) {
                Some(&slot) => {
                    let earlier = latest_lists[slot];
                    if values_differ(attributes[earlier].values, attribute.values) {
                        steps.push(DirectStep::ListReplaced { later: index, earlier });
                    }
                    latest_lists[slot] = index;
                }
                None => {
                    list_slot.insert(key, latest_lists.len());
                    latest_lists.push(index);
                }
            },
            RedeclarationRule::Marker => steps.push(DirectStep::Apply(index)),
        }
    }
    steps.extend(latest_lists.into_iter().map(DirectStep::Apply));
    steps
}

/// Rule 5: the diagnostic for `count` arguments of a required size, if
/// wrong: a work-group size has one to three, a sub-group size one.
pub fn size_count_error(kind: AttributeKind, count: usize) -> Option<FrontendDiag> {
    match kind {
        AttributeKind::ReqdWorkGroupSize if count == 0 => Some(FrontendDiag::TakesAtLeastOneArgument),
        AttributeKind::ReqdWorkGroupSize if count > 3 => Some(FrontendDiag::TakesAtMostThreeArguments),
        AttributeKind::ReqdWorkGroupSize => None,
        _ if count != 1 => Some(FrontendDiag::TakesOneArgument),
        _ => None,
    }
}

/// What the shim knows of one evaluated size argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeValue {
    /// The argument is an integer constant expression of integral (or
    /// unscoped enumeration) type.
    pub integer_constant: bool,
    /// Its value is greater than zero.
    pub positive: bool,
    /// Bits needed for its magnitude (`APInt::getActiveBits`).
    pub active_bits: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeError {
    NotIntegerConstant,
    NotPositive,
    /// Larger than `max`.
    TooLarge { max: u64 },
}

/// The widest value a size may take, in bits. DPC++ takes work-group sizes
/// up to 64 bits (its post-link property is `reqd_work_group_size_uint64_t`;
/// SYCL-CTS and its e2e tests write 4294967296): only submission rejects what
/// a device cannot run. They travel as signed 64-bit metadata, hence 63
/// bits. A sub-group size stays a 32-bit value (`!intel_reqd_sub_group_size`,
/// `reqd_sub_group_size`), 31 bits.
pub fn max_size_bits(kind: AttributeKind) -> u32 {
    if kind == AttributeKind::ReqdWorkGroupSize {
        63
    } else {
        31
    }
}

/// Rule 5: whether one size argument is acceptable.
pub fn check_size_value(kind: AttributeKind, value: SizeValue) -> Result<(), SizeError> {
    if !value.integer_constant {
        return Err(SizeError::NotIntegerConstant);
    }
    if !value.positive {
        return Err(SizeError::NotPositive);
    }
    let bits = max_size_bits(kind);
    if value.active_bits > bits {
        return Err(SizeError::TooLarge { max: (1u64 << bits) - 1 });
    }
    Ok(())
}

/// What the shim knows of an aspect list once its arguments are rebuilt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AspectListFacts {
    /// The declaration is (inside) a template.
    pub templated: bool,
    /// A primary class template at namespace scope (`uses_aspects` only):
    /// a list that does not depend on it is kept beside it.
    pub class_template: bool,
    /// A function template at namespace scope: a list of aspects and of
    /// its own aspect parameters is kept beside it.
    pub function_template: bool,
    /// Every argument was rebuilt and is an aspect.
    pub arguments_ok: bool,
    /// The number of arguments written; `None` if clang's parser failed
    /// on them.
    pub arguments: Option<usize>,
    /// Arguments that are aspects (or wait for instantiation).
    pub valid: usize,
    /// Arguments that are expressions of another type.
    pub wrong_type: usize,
    /// An argument depends on a template parameter.
    pub dependent: bool,
}

/// Where an aspect list goes (rule 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AspectListOutcome {
    /// Syntax or lookup errors (diagnosed): the list is dropped.
    Drop,
    /// In a template, arguments of the wrong type are diagnosed again in
    /// each instantiation (with clang's "in instantiation of" note, as
    /// DPC++ does): the list, with them, stays on the template.
    KeepWithWrongTypes,
    /// Kept beside the function template if each argument is an aspect or
    /// one of its own aspect parameters; else carried as an annotation.
    TemplateListOrAnnotate,
    /// Evaluated now.
    EvaluateNow,
    /// Carried as an annotation, evaluated per instantiation.
    Annotate,
}

/// Whether a list on this declaration is evaluated when parsed (outside
/// templates, or kept beside a template): only then are its arguments
/// worth caching.
pub fn evaluated_when_parsed(facts: &AspectListFacts) -> bool {
    !facts.templated || facts.class_template || facts.function_template
}

/// Rule 6.
pub fn aspect_list_outcome(facts: &AspectListFacts) -> AspectListOutcome {
    if !facts.arguments_ok {
        let all_accounted = facts.arguments == Some(facts.valid + facts.wrong_type);
        return if facts.templated && facts.wrong_type > 0 && all_accounted {
            AspectListOutcome::KeepWithWrongTypes
        } else {
            AspectListOutcome::Drop
        };
    }
    if facts.function_template && facts.dependent {
        return AspectListOutcome::TemplateListOrAnnotate;
    }
    if evaluated_when_parsed(facts) && !facts.dependent {
        return AspectListOutcome::EvaluateNow;
    }
    AspectListOutcome::Annotate
}

/// A complete class and the classes of its subobjects that codegen lays
/// out at size zero (empty bases, empty `[[no_unique_address]]` members),
/// in declaration order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElidedHolder {
    pub class: usize,
    pub subobjects: Vec<usize>,
}

/// Rule 7: gives each holder the aspects of its elided subobjects' classes
/// (appended, without repeating one it has), to a fixed point, so a holder
/// that is itself elided passes them on. `decorated` is in marker order;
/// a holder gets its entry at the end when it first receives a list. Each
/// round adds at least one aspect to some class, so the rounds are bounded
/// by the number of classes times the number of aspects.
pub fn merge_into_holders(decorated: &mut Vec<(usize, Vec<i64>)>, holders: &[ElidedHolder]) {
    let mut position: FxHashMap<usize, usize> = decorated.iter().enumerate().map(|(i, (class, _))| (*class, i)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for holder in holders {
            for sub in &holder.subobjects {
                let Some(&from) = position.get(sub) else { continue };
                let inherited = decorated[from].1.clone();
                let to = *position.entry(holder.class).or_insert_with(|| {
                    decorated.push((holder.class, Vec::new()));
                    decorated.len() - 1
                });
                let own = &mut decorated[to].1;
                for aspect in inherited {
                    if !own.contains(&aspect) {
                        own.push(aspect);
                        changed = true;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AttributeKind::*;

    fn direct(declaration: usize, kind: AttributeKind, values: &[i64]) -> DirectAttribute<'_> {
        DirectAttribute { declaration, kind, values, invalid: false }
    }

    #[test]
    fn later_aspect_list_replaces_earlier_with_warning_when_different() {
        let a = [direct(1, DeviceHas, &[1, 2]), direct(1, DeviceHas, &[1, 2]), direct(1, DeviceHas, &[3])];
        assert_eq!(
            resolve_direct(&a),
            vec![DirectStep::ListReplaced { later: 2, earlier: 1 }, DirectStep::Apply(2)]
        );
    }

    #[test]
    fn lists_are_kept_per_declaration_and_kind_in_first_seen_order() {
        let a = [
            direct(7, UsesAspects, &[1]),
            direct(5, DeviceHas, &[2]),
            direct(7, DeviceHas, &[3]),
            direct(7, UsesAspects, &[4]),
        ];
        assert_eq!(
            resolve_direct(&a),
            vec![
                DirectStep::ListReplaced { later: 3, earlier: 0 },
                DirectStep::Apply(3),
                DirectStep::Apply(1),
                DirectStep::Apply(2),
            ]
        );
    }

    #[test]
    fn first_required_size_wins_and_later_different_ones_are_reported() {
        let a = [
            direct(1, ReqdWorkGroupSize, &[8, 1]),
            direct(1, ReqdWorkGroupSize, &[8, 1]),
            direct(1, ReqdWorkGroupSize, &[1, 8]),
            direct(1, ReqdSubGroupSize, &[16]),
        ];
        assert_eq!(
            resolve_direct(&a),
            vec![DirectStep::Apply(0), DirectStep::SizeConflict { later: 2, first: 0 }, DirectStep::Apply(3)]
        );
    }

    #[test]
    fn markers_all_apply_in_place_and_invalid_declarations_are_ignored() {
        let mut invalid = direct(2, DeviceHas, &[9]);
        invalid.invalid = true;
        let a = [direct(1, SyclExternal, &[]), direct(1, DeviceHas, &[1]), invalid, direct(1, SyclExternal, &[]), direct(3, ExplicitSimd, &[])];
        assert_eq!(
            resolve_direct(&a),
            vec![DirectStep::Apply(0), DirectStep::Apply(3), DirectStep::Apply(4), DirectStep::Apply(1)]
        );
    }

    #[test]
    fn list_comparison_is_element_by_element() {
        assert!(!values_differ(&[1, 2], &[1, 2]));
        assert!(values_differ(&[1, 2], &[2, 1]));
        assert!(values_differ(&[1], &[1, 1]));
        assert!(!values_differ(&[], &[]));
    }

    #[test]
    fn size_argument_counts() {
        assert_eq!(size_count_error(ReqdWorkGroupSize, 0), Some(FrontendDiag::TakesAtLeastOneArgument));
        assert_eq!(size_count_error(ReqdWorkGroupSize, 1), None);
        assert_eq!(size_count_error(ReqdWorkGroupSize, 3), None);
        assert_eq!(size_count_error(ReqdWorkGroupSize, 4), Some(FrontendDiag::TakesAtMostThreeArguments));
        assert_eq!(size_count_error(ReqdSubGroupSize, 1), None);
        assert_eq!(size_count_error(ReqdSubGroupSize, 0), Some(FrontendDiag::TakesOneArgument));
        assert_eq!(size_count_error(ReqdSubGroupSize, 2), Some(FrontendDiag::TakesOneArgument));
    }

    #[test]
    fn size_values() {
        let v = |integer_constant, positive, active_bits| SizeValue { integer_constant, positive, active_bits };
        assert_eq!(check_size_value(ReqdWorkGroupSize, v(false, true, 3)), Err(SizeError::NotIntegerConstant));
        assert_eq!(check_size_value(ReqdWorkGroupSize, v(true, false, 0)), Err(SizeError::NotPositive));
        // 4294967296 (33 bits) is a valid work-group size, not a sub-group size.
        assert_eq!(check_size_value(ReqdWorkGroupSize, v(true, true, 33)), Ok(()));
        assert_eq!(check_size_value(ReqdSubGroupSize, v(true, true, 33)), Err(SizeError::TooLarge { max: 2147483647 }));
        assert_eq!(check_size_value(ReqdWorkGroupSize, v(true, true, 63)), Ok(()));
        assert_eq!(check_size_value(ReqdWorkGroupSize, v(true, true, 64)), Err(SizeError::TooLarge { max: i64::MAX as u64 }));
        assert_eq!(check_size_value(ReqdSubGroupSize, v(true, true, 31)), Ok(()));
    }

    #[test]
    fn aspect_list_outcomes() {
        let ok = AspectListFacts { arguments_ok: true, arguments: Some(2), valid: 2, ..Default::default() };
        assert_eq!(aspect_list_outcome(&ok), AspectListOutcome::EvaluateNow);
        let templated = AspectListFacts { templated: true, ..ok };
        assert_eq!(aspect_list_outcome(&templated), AspectListOutcome::Annotate);
        assert_eq!(aspect_list_outcome(&AspectListFacts { class_template: true, ..templated }), AspectListOutcome::EvaluateNow);
        let function = AspectListFacts { function_template: true, ..templated };
        assert_eq!(aspect_list_outcome(&function), AspectListOutcome::EvaluateNow);
        assert_eq!(aspect_list_outcome(&AspectListFacts { dependent: true, ..function }), AspectListOutcome::TemplateListOrAnnotate);
        assert_eq!(aspect_list_outcome(&AspectListFacts { dependent: true, ..ok }), AspectListOutcome::Annotate);
        assert_eq!(aspect_list_outcome(&AspectListFacts { dependent: true, class_template: true, ..templated }), AspectListOutcome::Annotate);
    }

    #[test]
    fn lists_with_errors_are_dropped_unless_only_types_are_wrong_in_a_template() {
        let wrong = AspectListFacts { templated: true, arguments: Some(2), valid: 1, wrong_type: 1, ..Default::default() };
        assert_eq!(aspect_list_outcome(&wrong), AspectListOutcome::KeepWithWrongTypes);
        assert!(!evaluated_when_parsed(&wrong));
        // Outside templates: diagnosed once, dropped.
        assert_eq!(aspect_list_outcome(&AspectListFacts { templated: false, ..wrong }), AspectListOutcome::Drop);
        // A lookup error besides the wrong type.
        assert_eq!(aspect_list_outcome(&AspectListFacts { valid: 0, ..wrong }), AspectListOutcome::Drop);
        // clang's parser failed.
        assert_eq!(aspect_list_outcome(&AspectListFacts { arguments: None, ..wrong }), AspectListOutcome::Drop);
        assert_eq!(aspect_list_outcome(&AspectListFacts { wrong_type: 0, valid: 2, ..wrong }), AspectListOutcome::Drop);
    }

    #[test]
    fn holders_get_their_elided_subobjects_aspects_transitively() {
        // 1 decorated with [5, 6]; 2 holds 1; 3 holds 2 and 4; 4 has [6, 7].
        let mut decorated = vec![(1, vec![5, 6]), (4, vec![6, 7])];
        let holders = [
            ElidedHolder { class: 3, subobjects: vec![2, 4] },
            ElidedHolder { class: 2, subobjects: vec![1] },
        ];
        merge_into_holders(&mut decorated, &holders);
        assert_eq!(decorated, vec![(1, vec![5, 6]), (4, vec![6, 7]), (3, vec![6, 7, 5]), (2, vec![5, 6])]);
    }

    #[test]
    fn a_holder_of_an_empty_list_gets_an_empty_entry_and_cycles_end() {
        let mut decorated = vec![(1, vec![])];
        merge_into_holders(&mut decorated, &[ElidedHolder { class: 2, subobjects: vec![1] }]);
        assert_eq!(decorated, vec![(1, vec![]), (2, vec![])]);
        let mut cyclic = vec![(1, vec![3])];
        let holders = [ElidedHolder { class: 1, subobjects: vec![2] }, ElidedHolder { class: 2, subobjects: vec![1] }];
        merge_into_holders(&mut cyclic, &holders);
        assert_eq!(cyclic, vec![(1, vec![3]), (2, vec![3])]);
    }
}
