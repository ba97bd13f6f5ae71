//! DPC++'s rules for the parameter types of a free-function kernel (its
//! SemaSYCL errors for `sycl-nd-range-kernel` / `sycl-single-task-kernel`
//! functions), decided from facts the shim gathers from the AST: what each
//! parameter is, and for each class reached, whether DPC++'s integration
//! header could forward-declare it and what its direct bases are.
//!
//! Algorithm ([`parameter_problems`], once per kernel definition):
//! 1. For each parameter in order: a reference is an error (DPC++ passes
//!    kernel arguments by value), and so is a union or any other type that
//!    is neither a class nor a scalar or pointer (a vector type): DPC++'s
//!    kernel-argument visitor has no case for them.
//! 2. A class (struct or class, not a union) must be forward-declarable,
//!    since DPC++ declares every class parameter type in its integration
//!    header: it needs a name, and its enclosing scopes up to the
//!    translation unit may only be namespaces or `extern "C"` / `extern
//!    "C++"` blocks (a class in a function, in a block or in another class
//!    cannot be declared there). The standard namespace is allowed for
//!    kernel parameters (unlike for kernel names). Only the class itself is
//!    looked at, not its template arguments, as DPC++ does. If the class
//!    cannot be forward-declared, that is the parameter's error and its
//!    bases are not looked at (DPC++ stops visiting the parameter there).
//! 3. Otherwise its bases are walked depth first, in declaration order
//!    (an explicit stack, no recursion): for each class, first each of its
//!    own virtual bases is an error naming the class and that base, then
//!    its bases (virtual or not) are walked in turn. Each class is walked
//!    once per kernel, so two parameters of the same class, or a class
//!    reached twice through a diamond, give one error per virtual base
//!    (DPC++'s `free_function_negative.cpp` expects one error for two
//!    parameters of one class).

/// What a parameter of the kernel is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// An lvalue or rvalue reference.
    Reference,
    /// A union, a vector type, anything neither class nor scalar.
    Unsupported,
    /// A struct or class (by value); `record` indexes the facts.
    Class { record: usize },
    /// A scalar or a pointer: fine.
    Other,
}

/// A direct base of a class: `record` indexes the facts of the base class,
/// `None` when the shim could not see its definition (not walked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BaseFact {
    pub record: Option<usize>,
    pub is_virtual: bool,
}

/// What the shim found out about a class reached from a parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordFact {
    /// The class has a name (not an anonymous struct, not a lambda).
    pub named: bool,
    /// Its enclosing scopes up to the translation unit are only namespaces
    /// and linkage blocks.
    pub at_namespace_scope: bool,
    pub bases: Vec<BaseFact>,
}

/// One error to report, in report order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamProblem {
    /// Parameter `param` is a reference.
    Reference { param: usize },
    /// Parameter `param` has a type DPC++ has no kernel argument for.
    Unsupported { param: usize },
    /// Parameter `param`'s class cannot be forward-declared (an error, then
    /// a note saying so).
    NotForwardDeclarable { param: usize },
    /// Class `record`, reached from parameter `param`, has its base number
    /// `base` (an index into its `bases`) virtual.
    VirtualBase { param: usize, record: usize, base: usize },
}

/// The errors DPC++ gives for a kernel with these parameters (see the
/// module comment). Record indices out of range are ignored, never a panic.
pub fn parameter_problems(params: &[ParamKind], records: &[RecordFact]) -> Vec<ParamProblem> {
    let mut problems = Vec::new();
    let mut walked = vec![false; records.len()];
    for (param, kind) in params.iter().enumerate() {
        let record = match *kind {
            ParamKind::Reference => {
                problems.push(ParamProblem::Reference { param });
                continue;
            }
            ParamKind::Unsupported => {
                problems.push(ParamProblem::Unsupported { param });
                continue;
            }
            ParamKind::Class { record } => record,
            ParamKind::Other => continue,
        };
        let Some(fact) = records.get(record) else { continue };
        if !fact.named || !fact.at_namespace_scope {
            problems.push(ParamProblem::NotForwardDeclarable { param });
            continue;
        }
        let mut stack = vec![record];
        while let Some(current) = stack.pop() {
            if std::mem::replace(&mut walked[current], true) {
                continue;
            }
            let bases = &records[current].bases;
            for (base, b) in bases.iter().enumerate() {
                if b.is_virtual {
                    problems.push(ParamProblem::VirtualBase { param, record: current, base });
                }
            }
            // Reversed, so the first base is walked first.
            stack.extend(bases.iter().rev().filter_map(|b| b.record).filter(|&r| r < records.len() && !walked[r]));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(bases: &[(usize, bool)]) -> RecordFact {
        RecordFact {
            named: true,
            at_namespace_scope: true,
            bases: bases.iter().map(|&(r, v)| BaseFact { record: Some(r), is_virtual: v }).collect(),
        }
    }

    #[test]
    fn references_unions_and_local_classes_are_errors() {
        let local = RecordFact { named: true, at_namespace_scope: false, bases: vec![] };
        let unnamed = RecordFact { named: false, at_namespace_scope: true, bases: vec![] };
        let params = [
            ParamKind::Other,
            ParamKind::Reference,
            ParamKind::Unsupported,
            ParamKind::Class { record: 0 },
            ParamKind::Class { record: 1 },
            ParamKind::Class { record: 7 },
        ];
        assert_eq!(
            parameter_problems(&params, &[local, unnamed]),
            vec![
                ParamProblem::Reference { param: 1 },
                ParamProblem::Unsupported { param: 2 },
                ParamProblem::NotForwardDeclarable { param: 3 },
                ParamProblem::NotForwardDeclarable { param: 4 },
            ]
        );
    }

    #[test]
    fn virtual_bases_anywhere_are_reported_once_per_class() {
        // 0 Base; 1 Derived : virtual Base; 2 Derived1 : Derived;
        // 3 Derived5 : Derived1, virtual Base.
        let records = [class(&[]), class(&[(0, true)]), class(&[(1, false)]), class(&[(2, false), (0, true)])];
        let params = [ParamKind::Class { record: 3 }, ParamKind::Class { record: 1 }, ParamKind::Class { record: 2 }];
        assert_eq!(
            parameter_problems(&params, &records),
            vec![
                ParamProblem::VirtualBase { param: 0, record: 3, base: 1 },
                ParamProblem::VirtualBase { param: 0, record: 1, base: 0 },
            ]
        );
    }

    #[test]
    fn a_local_class_hides_its_bases() {
        let records = [class(&[]), RecordFact { named: true, at_namespace_scope: false, bases: vec![BaseFact { record: Some(0), is_virtual: true }] }];
        assert_eq!(
            parameter_problems(&[ParamKind::Class { record: 1 }], &records),
            vec![ParamProblem::NotForwardDeclarable { param: 0 }]
        );
    }

    #[test]
    fn deep_and_bad_indices_do_not_recurse_or_panic() {
        let mut records: Vec<RecordFact> = (0..100_000).map(|i| class(&[(i + 1, i % 2 == 0)])).collect();
        records.push(RecordFact { named: true, at_namespace_scope: true, bases: vec![BaseFact { record: Some(usize::MAX), is_virtual: false }, BaseFact { record: None, is_virtual: true }] });
        let problems = parameter_problems(&[ParamKind::Class { record: 0 }], &records);
        assert_eq!(problems.len(), 50_001);
    }
}
