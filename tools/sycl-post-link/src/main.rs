//! `sycl-post-link`: splits linked SYCL device code into images by the
//! optional features they need and writes DPC++'s post-link files.
//!
//! Algorithm:
//!  1. Parse the options (DPC++'s spellings, single or double dash) and the
//!     input(s); several inputs are linked with LLVM's linker.
//!  2. Read the module into the core model (`module.rs`): global values and
//!     their references (calls, uses, aliasees, and for an indirect call
//!     every `referenced-indirectly` function of the called type), entry
//!     points (kernel calling conventions, and `sycl-module-id` functions
//!     unless `-emit-only-kernels-as-entry-points`) and their metadata.
//!  3. Group the entry points (`post-link/src/grouping.rs`: the design's
//!     rules, DPC++'s key and order).
//!  4. For each group: everything its entry points reach, extracted into a
//!     new module (only what is kept is created) with the input's linkage
//!     (DPC++'s cleanup: virtual functions of other images only declared;
//!     with -support-dynamic-linking functions other images export are
//!     declared and the other non-kernel functions internalized); the design's SYCL_EXTERNAL checks give the image's
//!     final requirements and warnings; warn about reached functions without
//!     a definition.
//!  5. Write each module, `.sym` and `.prop` (to a temporary name, then
//!     renamed), then the file table; for `-o <target>,<table>` the rows the
//!     target can run (`post-link/src/filter.rs`) with per-target `.prop`s
//!     carrying `compile_target`.

mod module;
mod options;

use module::{demangle, is_device_builtin, Context, ModuleModel};
use options::Options;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use sycl_post_link_core::external_checks::{check_image, ImageFunction, KERNELS_NAMED};
use sycl_device_config::output_file::OutputSet;
use sycl_post_link_core::files::read_property_file;
use sycl_post_link_core::file_table::{line_name, symbols_text, FileTable, CODE, PROPERTIES, SYMBOLS};
use sycl_post_link_core::filter::{self, aspect_names_set, Verdict};
use sycl_post_link_core::grouping::{group_entry_points, split_esimd};
use sycl_post_link_core::property_set::{PropertySet, PropertySets, PropertyValue};
use sycl_post_link_core::reach::{reachable, reachable_within};
use sycl_post_link_core::requirements::{add_compile_target, entry_point_requirements, image_property_sets_for, size_mismatch_warnings, DeviceRequirements};

const TOOL: &str = "sycl-post-link";

fn main() -> ExitCode {
    // A closed pipe (`| head -1`) ends the tool quietly, not with a panic.
    sycl_device_config::cli::exit_quietly_on_closed_pipe();
    sycl_device_config::output_file::remove_temporaries_on_signal();
    let args: Vec<String> = match std::env::args_os().skip(1).map(|a| a.into_string()).collect() {
        Ok(args) => args,
        Err(bad) => {
            eprintln!("{TOOL}: error: argument {bad:?} is not valid UTF-8");
            return ExitCode::FAILURE;
        }
    };
    let options = match Options::parse(&args) {
        Ok(Some(options)) => options,
        Ok(None) => return ExitCode::SUCCESS,
        Err(message) => {
            // DPC++'s texts start with "error:" or are complete sentences.
            if message.starts_with("no actions") {
                eprintln!("{message}");
            } else {
                eprintln!("{TOOL}: {message}");
            }
            return ExitCode::FAILURE;
        }
    };
    if let Some(path) = &options.print_properties {
        return print_properties(path);
    }
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{TOOL}: error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn print_properties(path: &str) -> ExitCode {
    match read_property_file(path) {
        Ok(sets) => match sycl_device_config::cli::write_stdout(sets.describe()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("{TOOL}: error: {message}");
                ExitCode::FAILURE
            }
        },
        Err(message) => {
            eprintln!("{TOOL}: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// A cell of the file table: the path as given (`|` and line breaks are
/// refused by the table writer, before anything is written).
fn cell(path: &Path) -> Result<String, String> {
    path.to_str().map(str::to_owned).ok_or_else(|| format!("{}: path is not valid UTF-8", path.display()))
}

struct Image {
    /// `<prefix>_N` or `<prefix>_esimd_N`.
    stem: String,
    code: PathBuf,
    /// The image's property sets: written with `-properties`, and what the
    /// per-target tables are filtered by in any case (as DPC++ filters).
    sets: PropertySets,
    properties: Option<PathBuf>,
    symbols: Option<PathBuf>,
}

fn run(options: &Options) -> Result<(), String> {
    let (table, warnings) = filter::load_table(&options.device_config_files).map_err(|rendered| {
        eprint!("{rendered}");
        "invalid device configuration file; nothing was written".to_owned()
    })?;
    eprint!("{warnings}");
    // A target the table does not know filters nothing (DPC++'s
    // isTargetCompatibleWithModule accepts it): its table lists every image.
    let mut targets = Vec::new();
    for (target, path) in &options.target_tables {
        match filter::find_target(&table, target) {
            Ok(known) => targets.push(Some(known.clone())),
            Err(unknown) => {
                eprintln!("{TOOL}: warning: {unknown}");
                eprintln!("{TOOL}: note: {path} lists every image, unfiltered (DPC++ filters nothing for a target it does not know)");
                targets.push(None);
            }
        }
    }

    let context = Context::new();
    let mut inputs = options.inputs.iter();
    let first = inputs.next().map_or("-", String::as_str);
    let mut module = context.parse(first)?;
    for input in inputs {
        let other = context.parse(input)?;
        context.link(&mut module, other, input)?;
    }
    let model = ModuleModel::read(&module, options.kernels_only);
    for problem in &model.problems {
        eprintln!("{TOOL}: warning: {problem}");
    }

    // DPC++ runs its ESIMD lowering on ESIMD images only (`LowerESIMD &&
    // MD.isESIMD()`): without ESIMD entry points the option changes nothing.
    if options.lower_esimd {
        if let Some(esimd) = model.entry_info.iter().find(|e| e.is_esimd) {
            return Err(format!(
                "-lower-esimd: entry point '{}' is ESIMD code (!sycl_explicit_simd), and lowering ESIMD constructs (DPC++'s LowerESIMD passes) is not implemented; nothing was written",
                demangle(&esimd.name)
            ));
        }
    }

    let prefix = options.output_prefix();
    if let Some(dir) = prefix.parent().filter(|d| !d.as_os_str().is_empty()) {
        if !dir.is_dir() {
            return Err(format!("output directory '{}' does not exist", dir.display()));
        }
    }
    let extension = if options.text_output { "ll" } else { "bc" };

    // Every output is staged and put in place at the end, together: a run
    // that fails leaves the previous run's outputs as they were.
    let mut outputs = OutputSet::new();
    if options.ir_output_only {
        let out = options.ir_output_path();
        // The same module -split=none writes: what the entry points reach.
        let entries = model.entry_points.clone();
        let has_virtual_functions = entries.iter().any(|&e| model.is_indirectly_callable(e));
        let left_out = |n| model.left_to_other_images(n, has_virtual_functions, options.dynamic_linking);
        let all = reachable_within(&model.edges, &entries, &mut vec![false; model.globals.len()], left_out);
        let copy = model.extract(&all, &model.left_out_references(&all, left_out), options.dynamic_linking);
        copy.verify()
            .map_err(|e| format!("internal error: the module extracted for {} is invalid: {e}", out.display()))
            .and_then(|()| copy.bytes(options.text_output).map_err(|e| text_ir_error(&out, &e)))
            .and_then(|bytes| outputs.stage_bytes(&out, &bytes))?;
        return outputs.commit();
    }

    let groups = split_esimd(group_entry_points(&model.entry_info, options.split_mode()), &model.entry_info, options.split_esimd);
    let mut seen = vec![false; model.globals.len()];
    let mut images = Vec::new();
    let mut unnamed_warned = BTreeSet::new();
    let result = (|| -> Result<(), String> {
        for image in &groups {
            let group = &image.entries;
            // SYCL images are <prefix>_N, ESIMD images <prefix>_esimd_N, N
            // the number of the group they come from (DPC++'s numbering).
            let stem = format!("{}{}_{}", prefix.display(), if image.esimd { "_esimd" } else { "" }, image.number);
            let entries: Vec<u32> = group.iter().map(|&i| model.entry_points[i]).collect();
            // Virtual functions of other images, and with
            // -support-dynamic-linking functions other images export, are
            // declared, not copied (DPC++'s cleanup and dependency graph).
            let has_virtual_functions = entries.iter().any(|&e| model.is_indirectly_callable(e));
            let left_out = |n| model.left_to_other_images(n, has_virtual_functions, options.dynamic_linking);
            let keep = reachable_within(&model.edges, &entries, &mut seen, left_out);
            let code = PathBuf::from(format!("{stem}.{extension}"));
            for &k in &keep {
                let g = &model.globals[k as usize];
                if model.ifuncs[k as usize] {
                    return Err(format!("'{}' is an ifunc, which sycl-post-link cannot place in a device image", demangle(&g.name)));
                }
                if g.is_function && !g.is_definition && !g.name.starts_with("llvm.") && !is_device_builtin(&g.name) {
                    eprintln!(
                        "{TOOL}: warning: Undefined function {} found in {}. This may result in runtime errors.",
                        sycl_device_config::shown(&g.name),
                        code.display()
                    );
                }
            }
            let mut req = image_requirements(&model, group, &entries, &keep);
            if image.esimd {
                // ESIMD code's sub-group size 1 is no device requirement
                // (DPC++'s runtime skips the check for ESIMD images).
                req.reqd_sub_group_size = None;
            }
            // (Each extracted module is disposed once written.)
            let declared_elsewhere = model.left_out_references(&keep, left_out);
            let out = model.extract(&keep, &declared_elsewhere, options.dynamic_linking);
            out.verify().map_err(|e| format!("internal error: the module extracted for {} is invalid: {e}", code.display()))?;
            outputs.stage_bytes(&code, &out.bytes(options.text_output).map_err(|e| text_ir_error(&code, &e))?)?;
            let symbols = if options.symbols {
                let path = PathBuf::from(format!("{stem}.sym"));
                let names = entries.iter().map(|&e| model.globals[e as usize].name.as_str());
                outputs.stage_bytes(&path, symbols_text(names)?.as_bytes())?;
                Some(path)
            } else {
                None
            };
            let mut sets = image_property_sets_for(&req, image.esimd);
            let names = req.aspects.iter().filter_map(|&v| {
                let name = i32::try_from(v).ok().and_then(|v| model.aspect_names.get(&v));
                if name.is_none() && unnamed_warned.insert(v) {
                    let fallback = sycl_device_config::aspect_by_value(v)
                        .map_or_else(|| "nor does SYCL's enum: targets cannot be checked for it".to_owned(), |a| format!("it is taken as SYCL's '{}'", a.name));
                    eprintln!("{TOOL}: warning: aspect value {v} is used but not named in the module's !sycl_aspects; {fallback}");
                }
                Some((name?.clone(), v))
            });
            // DPC++'s [SYCL/exported symbols] (`<name>=1|1`, entry-point
            // order): entry points that are no kernels (SYCL_EXTERNAL
            // functions), so a runtime does not take their .sym names for
            // kernel ids.
            // Virtual functions link by another mechanism (DPC++ lists
            // none of them, index id 2439874575).
            let exported = group
                .iter()
                .filter(|&&i| !model.entry_info[i].is_kernel && !model.is_indirectly_callable(model.entry_points[i]))
                .map(|&i| model.entry_info[i].name.as_str());
            sets.sets.push(symbol_set("SYCL/exported symbols", exported, options.properties)?);
            if options.imported_symbols {
                // DPC++'s [SYCL/imported symbols]: the functions the image
                // declares that another image may export
                // (canBeImportedFunction), virtual functions left out, in
                // module order (`declared_elsewhere` holds none of `keep`).
                let mut declared: Vec<u32> = keep
                    .iter()
                    .copied()
                    .filter(|&k| !model.globals[k as usize].is_definition)
                    .chain(declared_elsewhere.iter().copied())
                    .collect();
                declared.sort_unstable();
                let imported = declared
                    .into_iter()
                    .filter(|&k| model.can_be_imported(k) && !model.is_indirectly_callable(k))
                    .map(|k| model.globals[k as usize].name.as_str());
                sets.sets.push(symbol_set("SYCL/imported symbols", imported, options.properties)?);
            }
            sets.sets.push(aspect_names_set(names));
            let properties = if options.properties {
                let path = PathBuf::from(format!("{stem}.prop"));
                outputs.stage_bytes(&path, sets.to_text().as_bytes())?;
                Some(path)
            } else {
                None
            };
            images.push(Image { code, sets, properties, symbols, stem });
        }
        write_tables(options, &images, &targets, &mut outputs)
    })();
    result.and_then(|()| outputs.commit())
}

/// A set of DPC++'s symbol lists (`<name>=1|1` each, in the given order).
/// A name with a line break cannot be a `.prop` key: an error when the
/// `.prop` is to be written.
fn symbol_set<'a>(title: &str, names: impl Iterator<Item = &'a str>, written: bool) -> Result<PropertySet, String> {
    let mut set = PropertySet::new(title);
    for name in names {
        if written {
            line_name(name)?;
        }
        set.push(name, PropertyValue::Uint32(1));
    }
    Ok(set)
}

/// LLVM printed an image as text it cannot read back.
fn text_ir_error(path: &Path, parser: &str) -> String {
    format!(
        "{}: LLVM's text form of this image does not read back ({parser}; LLVM prints a '\"' in an attribute name unescaped); write bitcode (without -S)",
        path.display()
    )
}

/// The image's requirements: the entry points' used ∪ declared aspects and
/// sizes, then the design's SYCL_EXTERNAL checks over everything reached.
fn image_requirements(model: &ModuleModel, group: &[usize], entries: &[u32], keep: &[u32]) -> DeviceRequirements {
    let infos: Vec<_> = group.iter().map(|&i| &model.entry_info[i]).collect();
    let mut req = entry_point_requirements(&infos);
    for w in size_mismatch_warnings(&infos, &|e| demangle(&e.name)) {
        eprintln!("{TOOL}: warning: {w}");
    }

    let entry_set: BTreeSet<u32> = entries.iter().copied().collect();
    let mut functions = Vec::new();
    let mut candidates = Vec::new();
    for &k in keep {
        let g = &model.globals[k as usize];
        if !g.is_function || entry_set.contains(&k) {
            continue;
        }
        let r = &model.requirements[k as usize];
        if r.used_aspects.is_empty() && r.declared_aspects.is_empty() && r.reqd_sub_group_size.is_none() && r.fixed_targets.is_none() {
            continue;
        }
        candidates.push(k);
    }
    if !candidates.is_empty() {
        // Which entry points reach each candidate: one walk per entry point,
        // keeping a count and the first few names (not a list per candidate,
        // which grows as entry points × functions).
        let slot: std::collections::HashMap<u32, usize> = candidates.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let mut reached_from: Vec<(Vec<String>, usize)> = vec![(Vec::new(), 0); candidates.len()];
        let mut seen = vec![false; model.globals.len()];
        for &e in entries {
            for k in reachable(model.run_edges(), &[e], &mut seen) {
                let Some(&i) = slot.get(&k) else { continue };
                let (names, total) = &mut reached_from[i];
                if k != e {
                    *total += 1;
                    if names.len() < KERNELS_NAMED {
                        names.push(demangle(&model.globals[e as usize].name));
                    }
                }
            }
        }
        for (k, (names, total)) in candidates.into_iter().zip(reached_from) {
            // In the image only for a `blockaddress` of it: nothing runs it.
            if total == 0 {
                continue;
            }
            let r = &model.requirements[k as usize];
            functions.push(ImageFunction {
                display_name: demangle(&model.globals[k as usize].name),
                used_aspects: r.used_aspects.clone(),
                declared_aspects: r.declared_aspects.clone(),
                reqd_sub_group_size: r.reqd_sub_group_size,
                fixed_targets: r.fixed_targets.clone(),
                reached_from: names,
                reached_from_total: total,
                location: r.location.clone(),
            });
        }
    }
    let name = |a: i32| model.aspect_names.get(&a).map_or_else(|| a.to_string(), |n| sycl_aspects_analysis::messages::shown(n).into_owned());
    for w in check_image(&mut req, &functions, &name) {
        match w.location {
            Some(l) => eprintln!("{l}: warning: {}", w.message),
            None => eprintln!("{TOOL}: warning: {}", w.message),
        }
    }
    req
}

fn write_tables(
    options: &Options,
    images: &[Image],
    targets: &[Option<sycl_device_config::Target>],
    outputs: &mut OutputSet,
) -> Result<(), String> {
    let mut columns = vec![CODE];
    if options.properties {
        columns.push(PROPERTIES);
    }
    if options.symbols {
        columns.push(SYMBOLS);
    }
    let row = |image: &Image, props: Option<&Path>| -> Result<Vec<String>, String> {
        let mut row = vec![cell(&image.code)?];
        if let Some(p) = props {
            row.push(cell(p)?);
        }
        if let Some(s) = &image.symbols {
            row.push(cell(s)?);
        }
        Ok(row)
    };
    if let Some(path) = &options.table {
        let mut t = FileTable::new(&columns);
        for image in images {
            t.rows.push(row(image, image.properties.as_deref())?);
        }
        outputs.stage_bytes(Path::new(path), t.to_text().map_err(|e| format!("{path}: {e}"))?.as_bytes())?;
    }
    for ((target_name, path), target) in options.target_tables.iter().zip(targets) {
        let mut t = FileTable::new(&columns);
        for image in images {
            let verdict = match target {
                Some(target) => filter::check(&image.sets, target)?,
                None => Verdict::Keep,
            };
            match verdict {
                Verdict::Drop(reason) => {
                    if options.verbose {
                        eprintln!("{TOOL}: note: {} left out of {path}: {reason}", image.code.display());
                    }
                }
                Verdict::Keep if options.properties => {
                    let mut own = image.sets.clone();
                    add_compile_target(&mut own, target_name);
                    let prop = PathBuf::from(format!("{}.{target_name}.prop", image.stem));
                    outputs.stage_bytes(&prop, own.to_text().as_bytes())?;
                    t.rows.push(row(image, Some(&prop))?);
                }
                Verdict::Keep => t.rows.push(row(image, None)?),
            }
        }
        outputs.stage_bytes(Path::new(path), t.to_text().map_err(|e| format!("{path}: {e}"))?.as_bytes())?;
    }
    Ok(())
}
