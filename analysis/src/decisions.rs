//! Everything the propagation pass decides about a module, on the plain
//! model its reader built (`pass_model::ModuleModel`), without LLVM: the
//! pass reads the module, calls [`decide`] once, and its writer applies
//! the result.
//!
//! Algorithm:
//!  1. Propagate the aspects over the call graph (`propagation`): the
//!     lists to write, the conditional lists, the sets the checks read.
//!  2. Unless this is DPC++'s second run after the optimizer (which writes
//!     the lists only): the fixed-target checks (`fixed_target_checks`),
//!     the `device_has` warnings (`validation`, when validating) and the
//!     implicit-fp64 subjects (`validation`, when asked for).

use crate::fixed_target_checks::{self, FixedTargetChecks};
use crate::options::PassOptions;
use crate::pass_model::ModuleModel;
use crate::propagation::{self, Propagation};
use crate::targets::TargetSetup;
use crate::validation::{self, DeviceHasWarning};

/// What the pass writes back and warns about.
pub struct Decisions {
    pub propagation: Propagation,
    /// The fixed-target findings (empty on a rerun).
    pub target_checks: FixedTargetChecks,
    /// `device_has` warnings, in order (empty unless validating).
    pub device_has_warnings: Vec<DeviceHasWarning>,
    /// The fp64 aspect and the entry points that use it implicitly (only
    /// with `warn-implicit-fp64`).
    pub implicit_fp64: Option<(usize, Vec<u32>)>,
}

/// Steps 1 and 2. `model` gains the analysis's own edges (virtual calls).
pub fn decide(model: &mut ModuleModel, options: &PassOptions, setup: &TargetSetup) -> Decisions {
    let propagation = propagation::propagate(model, options);
    if options.rerun {
        return Decisions {
            propagation,
            target_checks: FixedTargetChecks::default(),
            device_has_warnings: Vec::new(),
            implicit_fp64: None,
        };
    }
    let target_checks = fixed_target_checks::check(model, &propagation, setup);
    let device_has_warnings =
        if options.validate { validation::device_has_warnings(model, &propagation) } else { Vec::new() };
    let implicit_fp64 = if options.warn_implicit_fp64 { validation::implicit_fp64(model, &propagation) } else { None };
    Decisions { propagation, target_checks, device_has_warnings, implicit_fp64 }
}
