//! Command line: DPC++'s `sycl-post-link` spellings (LLVM `cl` style, one
//! dash, `-opt=value` or `-opt value`; two dashes also work). `clap` cannot
//! parse one-dash long options, which DPC++'s pipelines pass, hence this
//! small parser.

use sycl_post_link_core::cli::{Arg, Args};
use sycl_post_link_core::grouping::SplitMode;
use std::path::PathBuf;

pub const USAGE: &str = "\
OVERVIEW: sycl-post-link: splits SYCL device code by the optional features it
uses and writes DPC++'s device images, property sets, symbol files and table

USAGE: sycl-post-link [options] <input.bc|input.ll|-> [more inputs, linked]

OPTIONS:
  -o <table>                 the file table to write; output files are named
                             after it (<dir>/<name without last extension>_N.*)
  -o <target>,<table>        also a table with only the images <target> can run
                             (repeatable); their .prop files add compile_target
  -out-dir <dir>             directory for the output files
  -split=<kernel|source|auto|none>
                             kernel: one image per entry point; source: one
                             per source file and feature set; auto: as source
                             (DPC++'s auto is per source); none: one image
  -symbols                   write a .sym file per image (entry-point names)
  -split-esimd               ESIMD entry points (!sycl_explicit_simd) get their own
                             images (<prefix>_esimd_N), marked isEsimdImage
  -properties                write a .prop file per image (device requirements)
  -S                         write textual IR (.ll) instead of bitcode
  -lower-esimd               accepted for DPC++'s pipelines: a no-op without
                             ESIMD entry points (DPC++ lowers only ESIMD
                             images); with them an error (not implemented)
  -ir-output-only            write only the (unsplit) IR to -o, no table
  -emit-only-kernels-as-entry-points
                             SYCL_EXTERNAL functions are not entry points
  -support-dynamic-linking   images may call SYCL_EXTERNAL functions of other
                             images: those are declared, not copied, and other
                             non-kernel functions become internal
  -emit-imported-symbols     with -support-dynamic-linking: [SYCL/imported
                             symbols] lists the functions an image declares
                             that other images export
  -emit-exported-symbols     accepted: [SYCL/exported symbols] is always written
  -device-config-file=<yaml> device configuration merged over the embedded
                             table (for -o <target>,<table>; repeatable)
  -v                         say which images a target table leaves out, and why
  --print-properties <file>  decode a .prop file into names and numbers
  --help                     this text
";

#[derive(Debug, Default)]
pub struct Options {
    pub inputs: Vec<String>,
    pub table: Option<String>,
    pub target_tables: Vec<(String, String)>,
    /// The first `-o` value, which names the outputs.
    first_output: Option<String>,
    pub out_dir: Option<String>,
    pub split: SplitModeOption,
    /// `-split`'s value as written, for messages.
    split_spelled: String,
    pub symbols: bool,
    pub split_esimd: bool,
    pub properties: bool,
    pub text_output: bool,
    pub ir_output_only: bool,
    pub kernels_only: bool,
    /// DPC++'s `-support-dynamic-linking`.
    pub dynamic_linking: bool,
    /// DPC++'s `-lower-esimd`, which lowers only ESIMD images.
    pub lower_esimd: bool,
    /// DPC++'s `-emit-imported-symbols`.
    pub imported_symbols: bool,
    pub device_config_files: Vec<String>,
    pub print_properties: Option<String>,
    pub verbose: bool,
}

/// `-split` as given: DPC++ treats a missing `-split` as no split, but only
/// an explicit one counts as an action.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum SplitModeOption {
    #[default]
    NotGiven,
    Given(SplitMode),
}

impl Options {
    pub fn split_mode(&self) -> SplitMode {
        match self.split {
            SplitModeOption::NotGiven => SplitMode::None,
            SplitModeOption::Given(m) => m,
        }
    }

    /// Parses the arguments; `Ok(None)` when `--help` was printed.
    pub fn parse(args: &[String]) -> Result<Option<Self>, String> {
        let mut o = Options::default();
        let mut args = Args::new(args, true);
        while let Some(arg) = args.next() {
            let (arg, name, inline) = match arg {
                Arg::Input(word) => {
                    o.inputs.push(word.to_owned());
                    continue;
                }
                Arg::Option { spelled, name, inline } => (spelled, name, inline),
            };
            let mut value = |what: &str| args.value(name, inline, what);
            let flag = |inline: Option<&str>| Args::flag(name, inline);
            match name {
                "help" | "h" => {
                    return sycl_device_config::cli::write_stdout(USAGE).map(|()| None).map_err(|e| format!("error: {e}"));
                }
                "o" => {
                    let v = value("a file name")?;
                    if v.is_empty() {
                        return Err("error: -o needs a file name".into());
                    }
                    if o.first_output.is_none() {
                        o.first_output = Some(v.split_once(',').map_or(v.clone(), |(_, t)| t.to_owned()));
                    }
                    match v.split_once(',') {
                        Some((target, table)) if !target.is_empty() && !table.is_empty() => {
                            o.target_tables.push((target.to_owned(), table.to_owned()))
                        }
                        Some(_) => return Err(format!("error: -o {v}: expected <target>,<table>")),
                        None if o.table.is_some() => return Err("error: -o <table> given more than once".into()),
                        None => o.table = Some(v),
                    }
                }
                "out-dir" => o.out_dir = Some(value("a directory")?),
                "split" => {
                    let v = value("a mode")?;
                    let mode = SplitMode::parse(&v).ok_or_else(|| {
                        format!("for the --split option: Cannot find option named '{v}'!")
                    })?;
                    o.split = SplitModeOption::Given(mode);
                    o.split_spelled = v;
                }
                "symbols" => o.symbols = flag(inline)?,
                "properties" => o.properties = flag(inline)?,
                "S" => o.text_output = flag(inline)?,
                "split-esimd" => o.split_esimd = flag(inline)?,
                "ir-output-only" => o.ir_output_only = flag(inline)?,
                "emit-only-kernels-as-entry-points" => o.kernels_only = flag(inline)?,
                "support-dynamic-linking" => o.dynamic_linking = flag(inline)?,
                "lower-esimd" => o.lower_esimd = flag(inline)?,
                "emit-imported-symbols" => o.imported_symbols = flag(inline)?,
                // Written in any case (docs/design-choices.md).
                "emit-exported-symbols" => {
                    flag(inline)?;
                }
                "v" | "verbose" => o.verbose = flag(inline)?,
                "device-config-file" => o.device_config_files.push(value("a file name")?),
                "print-properties" => o.print_properties = Some(value("a .prop file")?),
                _ => return Err(format!("Unknown command line argument '{arg}'.  Try: 'sycl-post-link --help'")),
            }
        }
        if o.print_properties.is_some() {
            return Ok(Some(o));
        }
        if !(o.ir_output_only || o.symbols || o.properties || o.split_esimd || o.split != SplitModeOption::NotGiven) {
            return Err("no actions specified; try --help for usage info".into());
        }
        // DPC++'s checks in its order (sycl-post-link.cpp, newest stored
        // revision): a split mode other than auto and none, then
        // -split-esimd, -symbols, -properties; the first one met is named.
        if o.ir_output_only {
            let split = match o.split {
                SplitModeOption::Given(SplitMode::Kernel | SplitMode::Source) => Some(format!("split={}", o.split_spelled)),
                _ => None,
            };
            let conflict = split
                .or_else(|| o.split_esimd.then(|| "split-esimd".to_owned()))
                .or_else(|| o.symbols.then(|| "symbols".to_owned()))
                .or_else(|| o.properties.then(|| "properties".to_owned()));
            if let Some(option) = conflict {
                return Err(format!("error: -{option} can't be used with -ir-output-only"));
            }
        }
        if o.ir_output_only && !o.target_tables.is_empty() {
            return Err("error: -o <target>,<table> can't be used with -ir-output-only".into());
        }
        if o.first_output.is_none() {
            return Err("error: no output given; use -o <table> (or -o <file> with -ir-output-only)".into());
        }
        if o.inputs.len() > 1 && o.inputs.iter().any(|i| i == "-") {
            return Err("error: '-' (stdin) cannot be linked with other inputs".into());
        }
        let prefix = o.output_prefix();
        if prefix.to_string_lossy().contains(['|', '\n', '\r']) {
            return Err(format!(
                "error: output path '{}' contains '|' or a line break, which a file table cannot hold",
                prefix.display().to_string().escape_debug()
            ));
        }
        Ok(Some(o))
    }

    /// `<out-dir or dir of the first -o>/<first -o name minus last extension>`.
    pub fn output_prefix(&self) -> PathBuf {
        let first = PathBuf::from(self.first_output.clone().unwrap_or_default());
        let stem = first.file_stem().map(|s| s.to_owned()).unwrap_or_default();
        let dir = match &self.out_dir {
            Some(d) => PathBuf::from(d),
            None => first.parent().map(PathBuf::from).unwrap_or_default(),
        };
        dir.join(stem)
    }

    /// With `-ir-output-only`, `-o` names the IR file itself.
    pub fn ir_output_path(&self) -> PathBuf {
        let first = PathBuf::from(self.first_output.clone().unwrap_or_default());
        match &self.out_dir {
            Some(d) => PathBuf::from(d).join(first.file_name().unwrap_or_default()),
            None => first,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Option<Options>, String> {
        Options::parse(&args.iter().map(|a| (*a).to_owned()).collect::<Vec<_>>())
    }

    #[test]
    fn dpcpp_spellings() {
        let o = parse(&["-split=auto", "-symbols", "--properties", "-o", "out/x.files.table", "in.bc"]).unwrap().unwrap();
        assert_eq!(o.split_mode(), SplitMode::Auto);
        assert_eq!(o.output_prefix(), PathBuf::from("out/x.files"));
        let o = parse(&["-split", "kernel", "-o=intel_gpu_pvc,t.table", "-out-dir", "d", "-"]).unwrap().unwrap();
        assert_eq!(o.target_tables, [("intel_gpu_pvc".to_owned(), "t.table".to_owned())]);
        assert_eq!(o.output_prefix(), PathBuf::from("d/t"));
    }

    #[test]
    fn dpcpp_errors() {
        assert_eq!(parse(&["-o", "x.table", "in.bc"]).unwrap_err(), "no actions specified; try --help for usage info");
        let ir_only = |extra: &[&str]| parse(&[&["-ir-output-only", "-o", "x.bc"], extra].concat()).map(|_| ()).unwrap_err();
        assert_eq!(ir_only(&["-symbols"]), "error: -symbols can't be used with -ir-output-only");
        assert_eq!(ir_only(&["-properties"]), "error: -properties can't be used with -ir-output-only");
        assert_eq!(ir_only(&["-split-esimd"]), "error: -split-esimd can't be used with -ir-output-only");
        assert_eq!(ir_only(&["-split", "kernel"]), "error: -split=kernel can't be used with -ir-output-only");
        assert_eq!(ir_only(&["-properties", "-symbols", "-split=source"]), "error: -split=source can't be used with -ir-output-only");
        assert_eq!(ir_only(&["-properties", "-symbols"]), "error: -symbols can't be used with -ir-output-only");
        assert!(parse(&["-ir-output-only", "-split=none", "-o", "x.bc"]).is_ok());
        assert!(parse(&["-ir-output-only", "-split=auto", "-o", "x.bc"]).is_ok());
        assert!(parse(&["-split=bad", "-o", "x"]).unwrap_err().contains("Cannot find option named 'bad'"));
        assert!(parse(&["-frobnicate"]).unwrap_err().starts_with("Unknown command line argument '-frobnicate'"));
        assert!(parse(&["-symbols", "-o", "a|b.table"]).unwrap_err().contains("'a|b'"));
        assert!(parse(&["-symbols=1", "-o", "x"]).unwrap_err().contains("takes no value"));
    }
}
