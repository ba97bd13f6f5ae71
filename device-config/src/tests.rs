//! Tests of the public API: the embedded table, merging, diagnostics and
//! their rendering, support queries, robustness on malformed input.

use super::*;

fn value(name: &str) -> u32 {
    match aspect_by_name(name) {
        Some(aspect) => aspect.value,
        None => panic!("no aspect named {name}"),
    }
}

fn names(target: &Target) -> Vec<&'static str> {
    target.aspects.iter().map(|&v| aspect_by_value(v).map_or("?", |a| a.name)).collect()
}

fn embedded(name: &str) -> Target {
    TargetTable::embedded().get(name).cloned().unwrap_or_else(|| panic!("no embedded target {name}"))
}

/// `(line, column, message)` of each diagnostic.
fn positions(diagnostics: &[Diagnostic]) -> Vec<(usize, usize, String)> {
    diagnostics
        .iter()
        .map(|d| {
            let (line, column) = d.line_column().unwrap_or((0, 0));
            (line, column, d.message.clone())
        })
        .collect()
}

/// The errors of merging `text` into the embedded table.
fn errors(text: &str) -> Vec<Diagnostic> {
    match TargetTable::embedded().merge_yaml("bad.yaml", text) {
        Ok(warnings) => panic!("expected errors, got warnings {warnings:?}"),
        Err(diagnostics) => diagnostics.into_iter().filter(Diagnostic::is_error).collect(),
    }
}

/// The single error of merging `text`: `(line, column, message, notes)`.
fn error(text: &str) -> (usize, usize, String, Vec<String>) {
    let errors = errors(text);
    assert_eq!(errors.len(), 1, "{}", render(&errors));
    let (line, column, message) = positions(&errors).remove(0);
    (line, column, message, errors[0].notes.iter().map(|n| n.message.clone()).collect())
}

/// The position and message of the single error of merging `text`.
fn at(text: &str) -> (usize, usize, String) {
    let (line, column, message, _) = error(text);
    (line, column, message)
}

// ---- the embedded table ----

#[test]
fn embedded_table_has_the_83_targets_in_reference_order() {
    let table = TargetTable::embedded();
    let names: Vec<&str> = table.targets().map(|t| t.name.as_str()).collect();
    assert_eq!(names.len(), 83);
    assert_eq!(&names[..6], ["spir64", "spir64_gen", "spir64_x86_64", "spir64_fpga", "x86_64", "intel_gpu_arl_h"]);
    assert_eq!(names.iter().filter(|n| n.starts_with("intel_gpu_")).count(), 25);
    assert_eq!(names.iter().filter(|n| n.starts_with("nvidia_gpu_")).count(), 15);
    assert_eq!(names.iter().filter(|n| n.starts_with("amd_gpu_")).count(), 38);
    assert_eq!(names.last(), Some(&"amd_gpu_gfx1201"));
    assert_eq!(table.len(), DEFAULT_TARGETS.len());
}

#[test]
fn embedded_rows_match_the_reference_values() {
    // Generic targets: nothing listed, anything possible.
    let spir64 = embedded("spir64");
    assert!(spir64.aspects.is_empty() && spir64.may_support_other_aspects && spir64.sub_group_sizes.is_empty());
    assert_eq!((spir64.aot_toolchain, spir64.max_work_group_size), (None, None));

    // intel_gpu_pvc  0  16,32  ext_intel_esimd,fp16,fp64,atomic64 (+ completion)
    let pvc = embedded("intel_gpu_pvc");
    assert!(!pvc.may_support_other_aspects);
    assert_eq!(pvc.sub_group_sizes, [16, 32]);
    assert_eq!(&names(&pvc)[..4], ["ext_intel_esimd", "fp16", "fp64", "atomic64"]);
    assert_eq!(pvc.max_work_group_size, None);

    // intel_gpu_tgllp  0  8,16,32  ext_intel_esimd,fp16,atomic64 (no fp64)
    let tgllp = embedded("intel_gpu_tgllp");
    assert_eq!(tgllp.sub_group_sizes, [8, 16, 32]);
    assert_eq!(&names(&tgllp)[..3], ["ext_intel_esimd", "fp16", "atomic64"]);
    assert_eq!(tgllp.supports(value("fp64")), Support::No);

    // nvidia_gpu_sm_50  1  32  35 aspects; sm_90 adds ext_oneapi_cuda_cluster_group (39).
    let sm50 = embedded("nvidia_gpu_sm_50");
    assert!(sm50.may_support_other_aspects);
    assert_eq!((sm50.sub_group_sizes.as_slice(), sm50.aspects.len()), ([32].as_slice(), 35));
    assert_eq!(sm50.max_work_group_size, Some(1024));
    let sm90 = embedded("nvidia_gpu_sm_90");
    assert_eq!(sm90.aspects.len(), 39);
    assert_eq!(names(&sm90).last(), Some(&"ext_oneapi_cuda_cluster_group"));
    // The renamed interop aspects, under their current names and values.
    assert!(sm90.aspects.contains(&46) && sm90.aspects.contains(&48));
    assert!(names(&sm90).contains(&"ext_oneapi_external_memory_import"));

    // amd_gpu_gfx90a  0  64  21 aspects, the last ext_oneapi_native_assert.
    let gfx90a = embedded("amd_gpu_gfx90a");
    assert!(!gfx90a.may_support_other_aspects);
    assert_eq!((gfx90a.sub_group_sizes.as_slice(), gfx90a.aspects.len()), ([64].as_slice(), 21));
    assert_eq!(names(&gfx90a).last(), Some(&"ext_oneapi_native_assert"));
    // amd_gpu_gfx1031  0  32,64  16 aspects (no ext_intel_free_memory).
    let gfx1031 = embedded("amd_gpu_gfx1031");
    assert_eq!((gfx1031.sub_group_sizes.as_slice(), gfx1031.aspects.len()), ([32, 64].as_slice(), 16));
    assert_eq!(gfx1031.supports(value("ext_intel_free_memory")), Support::No);
    // amd_gpu_gfx700  0  16  11 aspects.
    assert_eq!(embedded("amd_gpu_gfx700").aspects.len(), 11);

    // The four AMD rows without data: a GPU with unknown other aspects.
    let gfx942 = embedded("amd_gpu_gfx942");
    assert_eq!(names(&gfx942), ["gpu"]);
    assert!(gfx942.may_support_other_aspects && gfx942.sub_group_sizes.is_empty());
}

#[test]
fn intel_rows_are_completed_with_the_level_zero_aspects() {
    let completion = [
        "gpu",
        "usm_device_allocations",
        "usm_host_allocations",
        "usm_shared_allocations",
        "online_compiler",
        "online_linker",
        "queue_profiling",
        "ext_intel_pci_address",
        "ext_intel_device_id",
    ];
    for target in TargetTable::embedded().targets().filter(|t| t.name.starts_with("intel_gpu_")) {
        let names = names(target);
        let given = names.len() - completion.len();
        assert_eq!(&names[given..], completion, "{}", target.name);
        assert!(!target.may_support_other_aspects, "{}", target.name);
    }
}

/// Compares every row with the reference data (the committed copy in
/// `tests/sync/Inputs/reference/`, checked against the original by
/// `tests/sync/reference-data-copy.test`).
#[test]
fn embedded_rows_equal_reference_data_plus_recorded_resolutions() {
    let tsv = include_str!("../../tests/sync/Inputs/reference/targets.tsv");
    let table = TargetTable::embedded();
    let mut rows = 0;
    for line in tsv.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, may, sizes, aspects] = fields[..] else { panic!("bad row {line}") };
        let target = table.get(name).unwrap_or_else(|| panic!("{name} missing"));
        let sizes: Vec<u32> = sizes.split(',').filter(|s| !s.is_empty()).filter_map(|s| s.parse().ok()).collect();
        assert_eq!(target.sub_group_sizes, sizes, "{name}");
        let mut expected: Vec<&str> = aspects
            .split(',')
            .filter(|a| !a.is_empty())
            .map(|a| RENAMED_ASPECTS.iter().find(|(old, _)| *old == a).map_or(a, |(_, new)| *new))
            .collect();
        let mut may_support = may == "1";
        if name.starts_with("intel_gpu_") {
            expected.extend(&names(target)[expected.len()..]);
        } else if name.starts_with("amd_gpu_") && expected.is_empty() {
            expected.push("gpu");
            may_support = true;
        }
        assert_eq!(names(target), expected, "{name}");
        assert_eq!(target.may_support_other_aspects, may_support, "{name}");
        rows += 1;
    }
    assert_eq!(rows, 83);
}

#[test]
fn every_aspect_name_in_targets_yaml_is_in_the_aspect_enum() {
    // Also a build error; stated here explicitly: targets.yaml checked with
    // the generated registry gives no diagnostic at all.
    let mut table = TargetTable::new(&[], aspect_registry());
    let warnings = table.merge_yaml("targets.yaml", include_str!("../targets.yaml")).unwrap_or_else(|e| panic!("{}", render(&e)));
    assert!(warnings.is_empty(), "{}", render(&warnings));
    assert_eq!(table.len(), 83);
    for target in TargetTable::embedded().targets() {
        for &aspect in &target.aspects {
            assert!(aspect_by_value(aspect).is_some_and(|a| a.deprecated.is_none()), "{} {aspect}", target.name);
        }
    }
}

#[test]
fn every_gpu_target_lists_gpu_and_sub_group_sizes_are_powers_of_two() {
    for target in TargetTable::embedded().targets() {
        if target.name.contains("_gpu_") {
            assert_eq!(target.supports(value("gpu")), Support::Yes, "{}", target.name);
        }
        assert!(target.sub_group_sizes.iter().all(|s| s.is_power_of_two()), "{}", target.name);
    }
}

#[test]
fn work_group_limit_is_known_for_nvidia_and_amd_only() {
    for target in TargetTable::embedded().targets() {
        let expected = (target.name.starts_with("nvidia_gpu_sm_") || target.name.starts_with("amd_gpu_gfx")).then_some(1024);
        assert_eq!(target.max_work_group_size, expected, "{}", target.name);
    }
}

#[test]
fn aspect_registry_is_the_aspect_enum() {
    assert_eq!(ASPECTS.len(), 87);
    assert_eq!(ASPECTS.iter().filter(|a| a.deprecated.is_some()).count(), 4);
    assert_eq!(aspect_by_name("fp64").map(|a| a.value), Some(6));
    assert_eq!(aspect_by_value(90).map(|a| a.name), Some("ext_oneapi_exportable_device_mem"));
    assert_eq!(aspect_by_value(71), None);
    assert_eq!(aspect_by_name("int64_base_atomics").and_then(|a| a.deprecated), Some("use atomic64 instead"));
    assert!(ASPECTS.windows(2).all(|w| w[0].value < w[1].value));
}

// ---- auto-detection ----

#[test]
fn intel_targets_get_ocloc_by_auto_detection() {
    let pvc = embedded("intel_gpu_pvc");
    assert_eq!(pvc.aot_toolchain.as_deref(), Some("ocloc"));
    assert_eq!(pvc.aot_toolchain_options.as_deref(), Some("-device pvc"));
    assert_eq!(embedded("intel_gpu_acm_g10").aot_toolchain_options.as_deref(), Some("-device acm_g10"));
    assert_eq!(embedded("nvidia_gpu_sm_80").aot_toolchain, None);
    assert_eq!(detect_aot_toolchain("intel_gpu_"), None);

    let mut table = TargetTable::embedded();
    table.merge_yaml("u.yaml", "intel_gpu_lnl_m:\n  aspects: [gpu]\n").unwrap();
    let lnl = table.get("intel_gpu_lnl_m").unwrap();
    assert_eq!((lnl.aot_toolchain.as_deref(), lnl.aot_toolchain_options.as_deref()), (Some("ocloc"), Some("-device lnl_m")));
}

#[test]
fn user_aot_toolchain_values_take_precedence() {
    let mut table = TargetTable::embedded();
    let text = "intel_gpu_new:\n  aot-toolchain: my-ocloc\nintel_gpu_pvc:\n  aot-toolchain-options: -device 12.60.7\n";
    table.merge_yaml("u.yaml", text).unwrap();
    let new = table.get("intel_gpu_new").unwrap();
    assert_eq!((new.aot_toolchain.as_deref(), new.aot_toolchain_options.as_deref()), (Some("my-ocloc"), Some("-device new")));
    let pvc = table.get("intel_gpu_pvc").unwrap();
    assert_eq!((pvc.aot_toolchain.as_deref(), pvc.aot_toolchain_options.as_deref()), (Some("ocloc"), Some("-device 12.60.7")));
    // A later file that does not give the options keeps the user's value.
    table.merge_yaml("v.yaml", "intel_gpu_pvc:\n  sub-group-sizes: [16]\n").unwrap();
    assert_eq!(table.get("intel_gpu_pvc").unwrap().aot_toolchain_options.as_deref(), Some("-device 12.60.7"));
}

// ---- merging ----

#[test]
fn an_entry_for_an_existing_target_replaces_only_the_given_keys() {
    let before = embedded("nvidia_gpu_sm_80");
    let mut table = TargetTable::embedded();
    let warnings = table.merge_yaml("u.yaml", "nvidia_gpu_sm_80:\n  sub-group-sizes: [16, 32]\n  aspects: [gpu, 6]\n").unwrap();
    assert!(warnings.is_empty());
    let after = table.get("nvidia_gpu_sm_80").unwrap();
    assert_eq!(after.sub_group_sizes, [16, 32]);
    assert_eq!(names(after), ["gpu", "fp64"]);
    assert_eq!(after.may_support_other_aspects, before.may_support_other_aspects);
    assert_eq!(after.max_work_group_size, Some(1024));
    assert_eq!(table.len(), 83);
    // Updating keeps the target's place in the order.
    assert_eq!(table.targets().position(|t| t.name == "nvidia_gpu_sm_80"), Some(39));
}

#[test]
fn an_entry_for_a_new_name_adds_a_target_with_defaults() {
    let mut table = TargetTable::embedded();
    table.merge_yaml("u.yaml", "my_fpga: {}\nmy_gpu:\n  aspects: [gpu, fp16]\n  max-work-group-size: 256\n").unwrap();
    assert_eq!(table.len(), 85);
    let names_in_order: Vec<&str> = table.targets().skip(83).map(|t| t.name.as_str()).collect();
    assert_eq!(names_in_order, ["my_fpga", "my_gpu"]);
    let fpga = table.get("my_fpga").unwrap();
    assert_eq!(*fpga, Target::new("my_fpga"));
    assert!(fpga.aspects.is_empty() && !fpga.may_support_other_aspects && fpga.sub_group_sizes.is_empty());
    let gpu = table.get("my_gpu").unwrap();
    assert_eq!((names(gpu), gpu.max_work_group_size), (vec!["gpu", "fp16"], Some(256)));
}

#[test]
fn numeric_aspects_are_values_of_the_enum() {
    let mut table = TargetTable::embedded();
    table.merge_yaml("u.yaml", "t:\n  aspects: [2, 5, +6, fp64]\n").unwrap_or_else(|e| panic!("{}", render(&e)));
    // fp64 given twice (as 6 and by name) is kept once.
    assert_eq!(names(table.get("t").unwrap()), ["gpu", "fp16", "fp64"]);
    assert_eq!(error("t:\n  aspects: [71]\n").2, "unknown aspect value 71");
    assert_eq!(error("t:\n  aspects: [-1]\n").2, "unknown aspect value -1");
    // A quoted number is a name.
    assert_eq!(error("t:\n  aspects: ['6']\n").2, "unknown aspect '6'");
}

#[test]
fn a_file_with_an_error_changes_nothing() {
    let mut table = TargetTable::embedded();
    let before = table.to_yaml();
    let text = "new_target:\n  aspects: [gpu]\nnvidia_gpu_sm_80:\n  sub-group-sizes: [16]\nbroken:\n  aspects: [fp65]\n";
    assert!(table.merge_yaml("bad.yaml", text).is_err());
    assert_eq!(table.to_yaml(), before);
    assert!(table.get("new_target").is_none());
    // The failed file does not count for later duplicate warnings either.
    assert_eq!(table.merge_yaml("good.yaml", "new_target: {}\n").unwrap(), vec![]);
}

#[test]
fn all_errors_of_a_file_are_reported_in_source_order() {
    let text = "a:\n  aspects: [fp65]\n  colour: red\nb:\n  sub-group-sizes: [0]\n";
    let found: Vec<(usize, usize)> = positions(&errors(text)).into_iter().map(|(l, c, _)| (l, c)).collect();
    assert_eq!(found, [(2, 13), (3, 3), (5, 21)]);
}

// ---- duplicates ----

#[test]
fn duplicate_targets_in_one_file_warn_and_the_later_entry_wins() {
    let mut table = TargetTable::embedded();
    let text = "t:\n  sub-group-sizes: [8]\nt:\n  aspects: [gpu]\n";
    let warnings = table.merge_yaml("d.yaml", text).unwrap();
    assert_eq!(
        render(&warnings),
        "d.yaml:3:1: warning: duplicate entry for target 't'; the later entry wins\nt:\n^\n\
         d.yaml:1:1: note: previous entry for 't' is here\nt:\n^\n"
    );
    // Entries apply in order: the second updates the first.
    let t = table.get("t").unwrap();
    assert_eq!((names(t), t.sub_group_sizes.as_slice()), (vec!["gpu"], [8].as_slice()));
}

#[test]
fn duplicate_targets_across_files_warn_with_both_places() {
    let mut table = TargetTable::embedded();
    assert!(table.merge_yaml("a.yaml", "x:\n  sub-group-sizes: [8]\n").unwrap().is_empty());
    // Updating an embedded target is not a duplicate.
    assert!(table.merge_yaml("b.yaml", "intel_gpu_pvc:\n  sub-group-sizes: [16]\n").unwrap().is_empty());
    let warnings = table.merge_yaml("c.yaml", "# again\nx:\n  sub-group-sizes: [16]\n").unwrap();
    assert_eq!(
        render(&warnings),
        "c.yaml:2:1: warning: duplicate entry for target 'x'; the later entry wins\nx:\n^\n\
         a.yaml:1:1: note: previous entry for 'x' is here\nx:\n^\n"
    );
    assert_eq!(table.get("x").unwrap().sub_group_sizes, [16]);
    // A second update of a user-updated embedded target is a duplicate too.
    assert_eq!(table.merge_yaml("d.yaml", "intel_gpu_pvc: {}\n").unwrap().len(), 1);
}

// ---- each error kind, with its position ----

#[test]
fn yaml_syntax_errors() {
    let (line, column, message, _) = error("t:\n  aspects: [gpu, fp16\n  sub-group-sizes: [8]\n");
    assert_eq!((line, column), (3, 18));
    assert!(message.starts_with("invalid YAML: "), "{message}");
    let (line, column, message, _) = error("t:\n\t- x\n");
    assert_eq!((line, column, message.as_str()), (2, 2, "invalid YAML: tabs disallowed within this context (block indentation)"));
}

#[test]
fn top_level_must_be_a_mapping() {
    let (line, column, message, _) = error("# header\n- intel_gpu_pvc\n- intel_gpu_dg1\n");
    assert_eq!((line, column), (2, 1));
    assert_eq!(message, "the top level must be a mapping from target names to their properties, found a list");
    assert_eq!(error("just text\n").2, "the top level must be a mapping from target names to their properties, found a string");
}

#[test]
fn entries_must_be_mappings() {
    assert_eq!(
        error("t: [gpu]\n"),
        (1, 4, "target 't' must be a mapping of properties, found a list".into(), vec![])
    );
    assert_eq!(
        error("t:\nu: {}\n"),
        (
            1,
            1,
            "target 't' must be a mapping of properties, found an empty value".into(),
            vec!["write '{}' for a target with default properties".into()]
        )
    );
}

#[test]
fn unknown_keys_name_the_closest_valid_key() {
    assert_eq!(
        error("t:\n  sub_group_sizes: [8]\n"),
        (2, 3, "unknown key 'sub_group_sizes' in target 't'".into(), vec!["did you mean 'sub-group-sizes'?".into()])
    );
    assert_eq!(
        error("t:\n  colour: red\n").3,
        ["valid keys are: aspects, may_support_other_aspects, sub-group-sizes, max-work-group-size, aot-toolchain, aot-toolchain-options"]
    );
    assert_eq!(error("t:\n  aspects: []\n  aspects: [gpu]\n").2, "duplicate key 'aspects' in target 't'");
}

#[test]
fn wrong_value_types() {
    assert_eq!(
        at("t:\n  may_support_other_aspects: \"true\"\n"),
        (2, 30, "'may_support_other_aspects' must be true or false, found a string".into())
    );
    assert_eq!(error("t:\n  may_support_other_aspects: 1\n").2, "'may_support_other_aspects' must be true or false, found an integer");
    assert_eq!(at("t:\n  aspects: gpu\n"), (2, 12, "'aspects' must be a list, found a string".into()));
    assert_eq!(error("t:\n  aspects:\n").3, ["write '[]' for an empty list"]);
    assert_eq!(error("t:\n  sub-group-sizes: 8\n").2, "'sub-group-sizes' must be a list, found an integer");
    assert_eq!(error("t:\n  aot-toolchain: [ocloc]\n").2, "'aot-toolchain' must be a string, found a list");
    assert_eq!(at("t:\n  aspects: [[gpu]]\n"), (2, 13, "an aspect must be a name or a numeric value, found a list".into()));
}

#[test]
fn unknown_aspect_names_suggest_close_names() {
    assert_eq!(
        error("t:\n  aspects: [fp65, gpu]\n"),
        (2, 13, "unknown aspect 'fp65'".into(), vec!["did you mean 'fp64' or 'fp16'?".into()])
    );
    assert_eq!(error("t:\n  aspects: [usm_device_alocations]\n").3, ["did you mean 'usm_device_allocations'?"]);
    assert_eq!(error("t:\n  aspects: [quantum]\n").3, Vec::<String>::new());
}

#[test]
fn renamed_interop_aspects_get_a_specific_note() {
    assert_eq!(
        error("t:\n  aspects: [gpu, ext_oneapi_interop_memory_import]\n"),
        (
            2,
            18,
            "unknown aspect 'ext_oneapi_interop_memory_import'".into(),
            vec!["renamed to 'ext_oneapi_external_memory_import'".into()]
        )
    );
    assert_eq!(
        error("t:\n  aspects: [ext_oneapi_interop_semaphore_import]\n").3,
        ["renamed to 'ext_oneapi_external_semaphore_import'"]
    );
}

#[test]
fn deprecated_aspects_are_accepted_with_a_warning() {
    let mut table = TargetTable::embedded();
    let warnings = table.merge_yaml("w.yaml", "t:\n  aspects: [int64_base_atomics]\n").unwrap();
    assert_eq!(positions(&warnings), [(2, 13, "aspect 'int64_base_atomics' is deprecated: use atomic64 instead".into())]);
    assert_eq!(table.get("t").unwrap().aspects, [7]);
}

#[test]
fn sub_group_sizes_must_be_positive_integers() {
    assert_eq!(at("t:\n  sub-group-sizes: [8, 0]\n"), (2, 24, "sub-group size must be a positive integer, found 0".into()));
    assert_eq!(error("t:\n  sub-group-sizes: [-8]\n").2, "sub-group size must be a positive integer, found -8");
    assert_eq!(error("t:\n  sub-group-sizes: [8.5]\n").2, "sub-group size must be a positive integer, found '8.5'");
    assert_eq!(error("t:\n  sub-group-sizes: [\"8\"]\n").2, "sub-group size must be a positive integer, found a string");
    assert_eq!(
        error("t:\n  sub-group-sizes: [4294967296]\n").2,
        "sub-group size must be a positive integer, found 4294967296, which is too large"
    );
    let mut table = TargetTable::embedded();
    let warnings = table.merge_yaml("w.yaml", "t:\n  sub-group-sizes: [8, 8]\n").unwrap();
    assert_eq!(positions(&warnings), [(2, 24, "sub-group size 8 is listed more than once".into())]);
    assert_eq!(table.get("t").unwrap().sub_group_sizes, [8]);
}

#[test]
fn max_work_group_size_must_be_a_positive_integer() {
    assert_eq!(
        at("t:\n  max-work-group-size: 0\n"),
        (2, 24, "'max-work-group-size' must be a positive integer, found 0".into())
    );
    assert_eq!(error("t:\n  max-work-group-size: -256\n").2, "'max-work-group-size' must be a positive integer, found -256");
    assert_eq!(error("t:\n  max-work-group-size: lots\n").2, "'max-work-group-size' must be a positive integer, found 'lots'");
}

#[test]
fn target_names_must_be_non_empty_words() {
    assert_eq!(at("\"\":\n  aspects: []\n"), (1, 1, "empty target name".into()));
    assert_eq!(error("' ':\n  aspects: []\n").2, "empty target name");
    assert_eq!(
        error("\"a,b\": {}\n").2,
        "invalid target name 'a,b': target names cannot contain ','"
    );
}

#[test]
fn io_errors_and_non_utf8_files_are_diagnostics() {
    let dir = std::env::temp_dir().join(format!("sycl-device-config-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let missing = dir.join("missing.yaml");
    let errors = TargetTable::embedded().load_file(&missing).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert!(render(&errors).starts_with(&format!("{}: error: cannot read file: ", missing.display())));

    let latin1 = dir.join("latin1.yaml");
    std::fs::write(&latin1, b"t:\n  aot-toolchain: caf\xe9\n").unwrap();
    let errors = TargetTable::embedded().load_file(&latin1).unwrap_err();
    assert_eq!(
        render(&errors),
        format!(
            "{}:2:21: error: invalid UTF-8: a device configuration file must be UTF-8 text\n  aot-toolchain: caf\u{fffd}\n                    ^\n",
            latin1.display()
        )
    );

    let good = dir.join("good.yaml");
    std::fs::write(&good, "t:\n  aspects: [gpu]\n").unwrap();
    let mut table = TargetTable::embedded();
    assert_eq!(table.load_file(&good), Ok(vec![]));
    assert!(table.get("t").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- rendering ----

#[test]
fn errors_render_in_clang_style() {
    let diagnostics = errors("intel_gpu_x:\n  aspects: [fp65, gpu]\n");
    assert_eq!(
        render(&diagnostics),
        "bad.yaml:2:13: error: unknown aspect 'fp65'\n  aspects: [fp65, gpu]\n            ^~~~\nnote: did you mean 'fp64' or 'fp16'?\n"
    );
    assert_eq!(diagnostics[0].to_string(), render(&diagnostics));
    let diagnostics = errors("t:\n  sub_group_sizes: [8]\n");
    assert_eq!(
        render(&diagnostics),
        "bad.yaml:2:3: error: unknown key 'sub_group_sizes' in target 't'\n  sub_group_sizes: [8]\n  ^~~~~~~~~~~~~~~\nnote: did you mean 'sub-group-sizes'?\n"
    );
}

// ---- support queries ----

#[test]
fn support_follows_the_list_and_may_support_other_aspects() {
    let fp64 = value("fp64");
    let spir64 = embedded("spir64");
    let sm80 = embedded("nvidia_gpu_sm_80");
    let tgllp = embedded("intel_gpu_tgllp");
    let pvc = embedded("intel_gpu_pvc");
    assert_eq!(spir64.supports(fp64), Support::Maybe);
    assert_eq!(sm80.supports(fp64), Support::Yes);
    assert_eq!(sm80.supports(value("ext_intel_esimd")), Support::Maybe);
    assert_eq!(tgllp.supports(fp64), Support::No);
    assert_eq!(pvc.supports(fp64), Support::Yes);

    assert!(any_device_has(&[&tgllp, &pvc], fp64));
    assert!(!all_devices_have(&[&tgllp, &pvc], fp64));
    assert!(!any_device_has(&[&tgllp], fp64));
    // Maybe counts for any, not for all.
    assert!(any_device_has(&[&tgllp, &spir64], fp64));
    assert!(!all_devices_have(&[&sm80, &spir64], fp64));
    assert!(all_devices_have(&[&sm80, &pvc], fp64));
    // No targets: everything is "maybe".
    assert!(any_device_has(&[], fp64));
    assert!(!all_devices_have(&[], fp64));
}

#[test]
fn closest_target_names() {
    let table = TargetTable::embedded();
    assert_eq!(table.closest_names("intel_gpu_pvcc"), ["intel_gpu_pvc", "intel_gpu_pvc_vg"]);
    assert!(table.closest_names("nvidia_gpu_sm_91").contains(&"nvidia_gpu_sm_90"));
    assert!(table.closest_names("completely_different_name_here").is_empty());
}

// ---- YAML output ----

#[test]
fn yaml_output_reads_back_as_the_same_table() {
    let mut table = TargetTable::embedded();
    table
        .merge_yaml("u.yaml", "\"odd:name#1\":\n  aot-toolchain: \"say \\\"hi\\\"\"\n  aot-toolchain-options: true\nintel_gpu_pvc:\n  sub-group-sizes: [32]\n")
        .unwrap_or_else(|e| panic!("{}", render(&e)));
    let yaml = table.to_yaml();
    let mut again = TargetTable::embedded();
    assert_eq!(again.merge_yaml("dump.yaml", &yaml), Ok(vec![]));
    assert_eq!(again.to_yaml(), yaml);
    let odd = again.get("odd:name#1").unwrap();
    assert_eq!(odd.aot_toolchain.as_deref(), Some("say \"hi\""));
    assert_eq!(odd.aot_toolchain_options.as_deref(), Some("true"));
    // Into an empty table it gives the same targets, in the same order.
    let mut fresh = TargetTable::new(&[], aspect_registry());
    assert_eq!(fresh.merge_yaml("dump.yaml", &yaml), Ok(vec![]));
    assert!(fresh.targets().eq(table.targets()));
}

// ---- robustness ----

#[test]
fn malformed_input_gives_diagnostics_never_a_panic() {
    let inputs = [
        "t:\n\taspects: [gpu]\n",
        "t:\n  aspects: [gpu, fp16\n",
        "t:\n  aspects: [gpu, {a: [}]\n",
        "base: &b {aspects: [gpu]}\nt: *b\n",
        "t: &a\n  aspects: *a\n",
        "t: {}\n---\nu: {}\n",
        "--- |\n  text\n",
        "t:\n  aspects: !!seq [gpu]\n",
        "%YAML 1.2\n--- \nt: {}\n",
        "\"unterminated: {}\n",
        "t: {aspects: [gpu], aspects: [fp16]}\n",
        "? complex\n: {}\n",
        "[a]: {}\n",
        "t:\n  aspects: [gpu]\n  - oops\n",
        "\u{0}\u{1}\u{7f}",
        "t:\n  sub-group-sizes: [99999999999999999999999999]\n",
        ":\n",
        "- - - -\n",
        "t:\n  aspects: [\"\\xff\", '']\n",
        "@t: {}\n",
        "t: {aspects: [,,,]}\n",
        "\u{feff}\u{feff}t: {}\n",
        "é: {aspects: [ü]}\n",
        "t:\n  aspects: [gpu]\n   may_support_other_aspects: true\n",
    ];
    for input in inputs {
        let mut table = TargetTable::embedded();
        let before = table.to_yaml();
        match table.merge_yaml("fuzz.yaml", input) {
            Ok(_) => {}
            Err(diagnostics) => {
                assert!(diagnostics.iter().any(Diagnostic::is_error), "{input:?}");
                let text = render(&diagnostics);
                assert!(text.starts_with("fuzz.yaml:"), "{input:?} -> {text}");
                assert_eq!(table.to_yaml(), before, "{input:?}");
            }
        }
    }
    // Random prefixes of a valid file and random byte soup.
    let valid = include_str!("../targets.yaml");
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..300 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let mut cut = (seed % valid.len() as u64) as usize;
        while !valid.is_char_boundary(cut) {
            cut -= 1;
        }
        let _ = TargetTable::embedded().merge_yaml("prefix.yaml", &valid[..cut]);
        let soup: String = (0..64).map(|i| b"[]{}:,-?&*!|>'\"#% \n\tab01"[((seed >> (i % 60)) % 24) as usize] as char).collect();
        let _ = render(&TargetTable::embedded().merge_yaml("soup.yaml", &soup).err().unwrap_or_default());
    }
}

#[test]
fn aliases_multiple_documents_and_tags_are_rejected_with_a_position() {
    assert_eq!(at("base: &b {aspects: [gpu]}\nt: *b\n"), (2, 4, "YAML aliases are not supported here".into()));
    assert_eq!(
        at("t: {}\n---\nu: {}\n"),
        (2, 1, "only one YAML document is allowed in a device configuration file".into())
    );
    assert_eq!(error("t:\n  aspects: !!seq [gpu]\n").2, "YAML tags are not supported here");
}
