//! `sycl-targets`: the SYCL device configuration table on the command line.
//!
//! Lists the targets, shows one, validates device configuration files,
//! dumps the merged table (YAML that reads back, or JSON) and lists the
//! aspect names and values, and describes the devices of Intel's SYCL
//! runtime as entries (`detect`, see detect.rs). `--device-config-file` merges user files into
//! the embedded table first, as the compiler would. Diagnostics go to
//! stderr in clang's style; the exit status is 1 on any error.

use std::path::PathBuf;
use std::process::ExitCode;

mod detect;

use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use sycl_device_config::{aspect_by_value, detect_aot_toolchain, escape_for_message, render, shown, Diagnostic, Target, TargetTable, ASPECTS};

#[derive(Parser)]
#[command(name = "sycl-targets", version, about = "Query and check the SYCL device configuration table")]
struct Cli {
    /// Merge this device configuration file into the embedded table
    /// (repeatable; files are merged in order, later entries win).
    #[arg(long = "device-config-file", value_name = "PATH", global = true)]
    device_config_files: Vec<PathBuf>,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// One line per target: name, sub-group sizes, AOT toolchain, number of aspects
    List,
    /// Every field of one target
    Show {
        /// Target name, as in -fsycl-targets
        target: String,
    },
    /// Check device configuration files, merged in order into the embedded table
    Validate {
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// The merged table, as a device configuration file (yaml) or JSON
    Dump {
        #[arg(long, value_enum, default_value_t = Format::Yaml)]
        format: Format,
    },
    /// Every sycl::aspect as `name value`; deprecated ones end with `deprecated: <message>`
    Aspects,
    /// Ask Intel's SYCL runtime for its devices and print each as a device configuration entry
    Detect {
        /// Prefix of Intel's SYCL runtime (default: $SYCL_ASPECTS_SYCL_RUNTIME,
        /// else target/sycl-runtime/2026.2.0 from scripts/fetch-sycl-runtime.sh)
        #[arg(long = "sycl-runtime", value_name = "PREFIX")]
        sycl_runtime: Option<PathBuf>,
        /// Target name for the entry (only when the runtime reports one device;
        /// default: made from the device name)
        #[arg(long, value_name = "TARGET")]
        name: Option<String>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Yaml,
    Json,
}

/// Version of the JSON dump's shape.
const JSON_SCHEMA: &str = "sycl-device-config/1";

fn main() -> ExitCode {
    // A closed pipe (`| head -1`) ends the tool quietly, not with a panic.
    sycl_device_config::cli::exit_quietly_on_closed_pipe();
    let cli = Cli::parse();
    let mut table = TargetTable::embedded();
    let mut ok = true;
    for path in &cli.device_config_files {
        ok &= load(&mut table, path);
    }
    let mut out = String::new();
    match &cli.command {
        Command::Validate { files } => {
            for path in files {
                if load(&mut table, path) {
                    // Printed at once, so it stays in order with the file's warnings.
                    if let Err(message) = emit(&format!("{}: ok\n", path.display())) {
                        eprintln!("{message}");
                        return ExitCode::FAILURE;
                    }
                } else {
                    ok = false;
                }
            }
        }
        // A table with a failed file is not the one the user meant.
        _ if !ok => {}
        Command::List => out = list(&table),
        Command::Show { target } => match table.get(target) {
            Some(target) => out = show(target),
            None => {
                let mut message = format!("error: unknown target '{}'\n", escape_for_message(target));
                let note = table
                    .unknown_target_hint(target)
                    .note()
                    .unwrap_or_else(|| "'sycl-targets list' shows every target".to_owned());
                message.push_str(&format!("note: {note}\n"));
                eprint!("{message}");
                ok = false;
            }
        },
        Command::Dump { format: Format::Yaml } => out = table.to_yaml(),
        Command::Dump { format: Format::Json } => out = json(&table),
        Command::Aspects => out = aspects(),
        Command::Detect { sycl_runtime, name } => match detect::detect(sycl_runtime.as_deref(), name.as_deref()) {
            Ok(yaml) => out = yaml,
            Err(message) => {
                eprintln!("error: {message}");
                ok = false;
            }
        },
    }
    if let Err(message) = emit(&out) {
        eprintln!("{message}");
        return ExitCode::FAILURE;
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Writes to stdout now. A closed pipe (`| head`) ends the process by
/// SIGPIPE before this returns; any other write error (a full disk,
/// `> /dev/full`) is returned, so the tool stops and says so instead of
/// reporting success over a cut output.
fn emit(text: &str) -> Result<(), String> {
    sycl_device_config::cli::write_stdout(text).map_err(|e| format!("error: {e}"))
}

/// Merges one file, printing its diagnostics; false if it had errors.
fn load(table: &mut TargetTable, path: &std::path::Path) -> bool {
    let (ok, diagnostics): (bool, Vec<Diagnostic>) = match table.load_file(path) {
        Ok(warnings) => (true, warnings),
        Err(diagnostics) => (false, diagnostics),
    };
    eprint!("{}", render(&diagnostics));
    ok
}

fn aspect_names(target: &Target) -> Vec<String> {
    target.aspects.iter().map(|&v| aspect_by_value(v).map_or_else(|| v.to_string(), |a| a.name.to_owned())).collect()
}

fn join_or_dash(values: &[u32]) -> String {
    if values.is_empty() {
        "-".to_owned()
    } else {
        values.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
    }
}

fn list(table: &TargetTable) -> String {
    let rows: Vec<[String; 4]> = table
        .targets()
        .map(|t| {
            let other = if t.may_support_other_aspects { "+other" } else { "" };
            // Names and toolchains come from YAML files: escaped and cut as
            // every name in the project's output.
            [
                shown(&t.name).into_owned(),
                join_or_dash(&t.sub_group_sizes),
                t.aot_toolchain.as_deref().map_or_else(|| "-".to_owned(), |a| shown(a).into_owned()),
                format!("{}{other}", t.aspects.len()),
            ]
        })
        .collect();
    let header = ["TARGET", "SUB-GROUP-SIZES", "AOT-TOOLCHAIN", "ASPECTS"].map(str::to_owned);
    let mut widths = [0usize; 4];
    for row in std::iter::once(&header).chain(&rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        let line = format!(
            "{:w0$}  {:w1$}  {:w2$}  {}",
            row[0],
            row[1],
            row[2],
            row[3],
            w0 = widths[0],
            w1 = widths[1],
            w2 = widths[2]
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn show(target: &Target) -> String {
    let detected = detect_aot_toolchain(&target.name);
    let described = |value: &Option<String>, detected: Option<&String>| match value {
        Some(v) if Some(v) == detected => format!("{} (auto-detected)", shown(v)),
        Some(v) => shown(v).into_owned(),
        None => "none".to_owned(),
    };
    let mut out = format!("target: {}\n", shown(&target.name));
    let unlisted = if target.may_support_other_aspects { "maybe" } else { "no" };
    out.push_str(&format!(
        "may_support_other_aspects: {} (unlisted aspects: {unlisted})\n",
        target.may_support_other_aspects
    ));
    let sizes = target.sub_group_sizes.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    out.push_str(&format!("sub-group-sizes: {}\n", if sizes.is_empty() { "none listed" } else { &sizes }));
    let max = target.max_work_group_size.map_or_else(|| "unknown".to_owned(), |n| n.to_string());
    out.push_str(&format!("max-work-group-size: {max}\n"));
    out.push_str(&format!("aot-toolchain: {}\n", described(&target.aot_toolchain, detected.as_ref().map(|d| &d.0))));
    out.push_str(&format!(
        "aot-toolchain-options: {}\n",
        described(&target.aot_toolchain_options, detected.as_ref().map(|d| &d.1))
    ));
    out.push_str(&format!("aspects ({}):\n", target.aspects.len()));
    for (name, value) in aspect_names(target).iter().zip(&target.aspects) {
        out.push_str(&format!("  {name} {value}\n"));
    }
    out
}

#[derive(Serialize)]
struct JsonDump<'a> {
    schema: &'static str,
    targets: Vec<JsonTarget<'a>>,
}

/// One target, with the keys of the YAML format.
#[derive(Serialize)]
struct JsonTarget<'a> {
    name: &'a str,
    aspects: Vec<String>,
    may_support_other_aspects: bool,
    #[serde(rename = "sub-group-sizes")]
    sub_group_sizes: &'a [u32],
    #[serde(rename = "max-work-group-size")]
    max_work_group_size: Option<u32>,
    #[serde(rename = "aot-toolchain")]
    aot_toolchain: Option<&'a str>,
    #[serde(rename = "aot-toolchain-options")]
    aot_toolchain_options: Option<&'a str>,
}

fn json(table: &TargetTable) -> String {
    let targets = table
        .targets()
        .map(|t| JsonTarget {
            name: &t.name,
            aspects: aspect_names(t),
            may_support_other_aspects: t.may_support_other_aspects,
            sub_group_sizes: &t.sub_group_sizes,
            max_work_group_size: t.max_work_group_size,
            aot_toolchain: t.aot_toolchain.as_deref(),
            aot_toolchain_options: t.aot_toolchain_options.as_deref(),
        })
        .collect();
    let dump = JsonDump { schema: JSON_SCHEMA, targets };
    // Serializing plain strings, numbers and options cannot fail.
    let mut text = serde_json::to_string_pretty(&dump).unwrap_or_default();
    text.push('\n');
    text
}

fn aspects() -> String {
    let mut out = String::new();
    for aspect in ASPECTS {
        match aspect.deprecated {
            None => out.push_str(&format!("{} {}\n", aspect.name, aspect.value)),
            Some(message) => out.push_str(&format!("{} {} deprecated: {message}\n", aspect.name, aspect.value)),
        }
    }
    out
}
