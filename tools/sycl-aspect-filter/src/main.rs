//! `sycl-aspect-filter`: the design's aspect filter tool. Keeps the rows of
//! a file table whose device image the target can run.
//!
//! Algorithm (design, "Aspect filter tool"):
//!  1. Parse the options; load the embedded device table and merge the
//!     `-device-config-file`s over it; find the target (an unknown one is an
//!     error naming the closest known targets).
//!  2. Read the input table. Without a `Properties` column it is copied
//!     unchanged.
//!  3. For each row, read its `.prop` file and keep the row when the image
//!     has no `[SYCL/device requirements]` or passes every check of
//!     `post-link/src/filter.rs` (aspects by name, sub-group size,
//!     work-group limit, fixed targets).
//!  4. Write the output table (temporary name, then renamed).

use std::path::Path;
use std::process::ExitCode;
use sycl_post_link_core::cli::{Arg, Args};
use sycl_post_link_core::file_table::{FileTable, PROPERTIES};
use sycl_post_link_core::filter::{check, find_target, load_table, Verdict};
use sycl_device_config::input_file::{read_bounded, text};
use sycl_post_link_core::files::{read_file_table_text, read_property_file, FILE_TABLE_LIMIT};

const TOOL: &str = "sycl-aspect-filter";

const USAGE: &str = "\
OVERVIEW: sycl-aspect-filter: keeps the rows of a sycl-post-link file table
whose device images the target can run

USAGE: sycl-aspect-filter -target=<target> [options] <input table> -o <output table>

OPTIONS:
  -target=<target>           target device architecture (a name of 'sycl-targets list')
  -device-config-file=<yaml> device configuration merged over the embedded table (repeatable)
  -o <table>                 the filtered table (default: standard output)
  -v                         say which rows are left out, and why
  --help                     this text
";

#[derive(Default)]
struct Options {
    target: Option<String>,
    config_files: Vec<String>,
    input: Option<String>,
    output: Option<String>,
    verbose: bool,
}

fn parse(args: &[String]) -> Result<Option<Options>, String> {
    let mut o = Options::default();
    let mut args = Args::new(args, false);
    while let Some(arg) = args.next() {
        let (arg, name, inline) = match arg {
            Arg::Input(word) => {
                if o.input.replace(word.to_owned()).is_some() {
                    return Err("error: more than one input table given".into());
                }
                continue;
            }
            Arg::Option { spelled, name, inline } => (spelled, name, inline),
        };
        let mut value = || -> Result<String, String> {
            let v = args.value(name, inline, "a value")?;
            if v.is_empty() {
                return Err(format!("error: -{name} needs a value"));
            }
            Ok(v)
        };
        match name {
            "help" | "h" => {
                return sycl_device_config::cli::write_stdout(USAGE).map(|()| None).map_err(|e| format!("error: {e}"));
            }
            "target" => o.target = Some(value()?),
            "device-config-file" => o.config_files.push(value()?),
            "o" => o.output = Some(value()?),
            "v" | "verbose" if inline.is_none() => o.verbose = true,
            _ => return Err(format!("Unknown command line argument '{arg}'.  Try: '{TOOL} --help'")),
        }
    }
    if o.target.is_none() {
        return Err("error: no target given; use -target=<target>".into());
    }
    if o.input.is_none() {
        return Err("error: no input table given".into());
    }
    Ok(Some(o))
}

fn write_output(path: Option<&str>, text: &str) -> Result<(), String> {
    let Some(path) = path.filter(|p| *p != "-") else {
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        return out.write_all(text.as_bytes()).and_then(|()| out.flush()).map_err(|e| format!("<stdout>: {e}"));
    };
    sycl_device_config::output_file::write_output(Path::new(path), text.as_bytes())
}

fn run(o: &Options) -> Result<(), String> {
    let (table, warnings) = load_table(&o.config_files).map_err(|rendered| {
        eprint!("{rendered}");
        "invalid device configuration file; nothing was written".to_owned()
    })?;
    eprint!("{warnings}");
    let target = find_target(&table, o.target.as_deref().unwrap_or_default())?;
    let input = o.input.as_deref().unwrap_or("-");
    let text = if input == "-" {
        read_bounded(std::io::stdin().lock(), FILE_TABLE_LIMIT).and_then(text).map_err(|e| format!("<stdin>: {e}"))?
    } else {
        read_file_table_text(Path::new(input))?
    };
    let mut files = FileTable::parse(&text).map_err(|(line, m)| format!("{input}:{line}: {m}"))?;
    if let Some(column) = files.column(PROPERTIES) {
        let mut kept = Vec::new();
        for row in std::mem::take(&mut files.rows) {
            let prop = &row[column];
            let sets = read_property_file(prop)?;
            match check(&sets, target).map_err(|m| format!("{prop}: {m}"))? {
                Verdict::Keep => kept.push(row),
                Verdict::Drop(reason) => {
                    if o.verbose {
                        eprintln!("{TOOL}: note: {} left out: image {reason}", row[0]);
                    }
                }
            }
        }
        files.rows = kept;
    }
    write_output(o.output.as_deref(), &files.to_text()?)
}

fn main() -> ExitCode {
    // A closed pipe (`| head -1`) ends the tool quietly, not with a panic.
    sycl_device_config::cli::exit_quietly_on_closed_pipe();
    sycl_device_config::output_file::remove_temporaries_on_signal();
    let args: Vec<String> = match std::env::args_os().skip(1).map(|a| a.into_string()).collect() {
        Ok(a) => a,
        Err(bad) => {
            eprintln!("{TOOL}: error: argument {bad:?} is not valid UTF-8");
            return ExitCode::FAILURE;
        }
    };
    let options = match parse(&args) {
        Ok(Some(o)) => o,
        Ok(None) => return ExitCode::SUCCESS,
        Err(m) => {
            eprintln!("{TOOL}: {m}");
            return ExitCode::FAILURE;
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(m) => {
            eprintln!("{TOOL}: error: {m}");
            ExitCode::FAILURE
        }
    }
}
