//! A lit-compatible runner for the regression tests under `tests/`.
//!
//! Each `*.cpp` / `*.ll` file holds `RUN:` lines (a trailing `\` continues a
//! line) that are run in order with `bash -o pipefail`, after the same
//! substitutions `lit.cfg.py` gives the real `lit`:
//!
//! | substitution      | expands to                                              |
//! |-------------------|---------------------------------------------------------|
//! | `%clang`          | `clang++-N -fplugin=<lib> -I<headers>`                  |
//! | `%clang_cc1`      | `clang-N -cc1 -load <lib> -I<headers>` (cc1 directly)   |
//! | `%clang_noplugin` | `clang++-N -I<headers>` (baseline, no plugin)           |
//! | `%opt`            | `opt-N -load-pass-plugin=<lib>`                         |
//! | `%llvm-major`     | `N`, the LLVM major (16 or 19)                          |
//! | `%other-llvm-bin` | `/usr/lib/llvm-M/bin` of the other supported major      |
//! | `%plugin`         | the library path                                        |
//! | `%headers`        | the headers directory                                   |
//! | `%sycl-targets`   | the `sycl-targets` tool (next to the library)           |
//! | `%sycl-clang`     | the `sycl-clang` driver wrapper (next to the library)   |
//! | `%sycl-post-link` | the `sycl-post-link` tool (next to the library)         |
//! | `%sycl-aspect-filter` | the `sycl-aspect-filter` tool (next to the library) |
//! | `%intel-sycl`     | Intel's real headers: `<dir>/<version>/include`         |
//! | `%llvm-spirv`     | the SPIR-V translator (`scripts/fetch-llvm-spirv.sh`)   |
//! | `%intel-sycl-runtime` | Intel's SYCL runtime prefix (`include/`, `lib/`)    |
//! | `%sycl-aspects-runtime` | the directory of `libsycl_aspects_runtime.so`     |
//! | `%s` `%S` `%t` `%T` `%%` | as in lit                                        |
//!
//! Test files are `*.cpp`, `*.ll` and `*.test` (`Inputs/` directories hold
//! inputs, not tests). The library is `$SYCL_ASPECTS_PLUGIN` or
//! `target/<profile>/libsycl_aspects.so`, the tools `$SYCL_TARGETS_TOOL` or
//! `target/<profile>/sycl-targets` and `$SYCL_CLANG_TOOL` or
//! `target/<profile>/sycl-clang`, and likewise `$SYCL_POST_LINK_TOOL` and
//! `$SYCL_ASPECT_FILTER_TOOL`; a test fails if it uses one that is not
//! built. RUN lines see `SYCL_ASPECTS_PLUGIN` set to the library, so
//! `%sycl-clang` loads the same one as `%clang`, and `SYCL_ASPECTS_LLVM` set
//! to the major (for scripts they run).
//!
//! `%intel-sycl` is `$SYCL_ASPECTS_INTEL_SYCL` or `target/intel-sycl`
//! (filled by `scripts/fetch-sycl-headers.sh`). A test with a
//! `REQUIRES: intel-sycl-headers` line uses them and fails when they are
//! missing; only `SYCL_ASPECTS_SKIP_REAL_HEADERS=1` skips it (as lit's
//! `lit.cfg.py` does).
//!
//! `%llvm-spirv` is `$SYCL_ASPECTS_LLVM_SPIRV` or
//! `target/llvm-spirv/2024.2.0/bin/llvm-spirv`, and RUN lines see
//! `SYCL_ASPECTS_LLVM_SPIRV` set to it. A test with `REQUIRES: llvm-spirv`
//! fails when it is missing; only `SYCL_ASPECTS_SKIP_LLVM_SPIRV=1` skips it.
//!
//! `%intel-sycl-runtime` is `$SYCL_ASPECTS_SYCL_RUNTIME` or
//! `target/sycl-runtime/2026.2.0` (filled by `scripts/fetch-sycl-runtime.sh`);
//! a test with `REQUIRES: sycl-runtime` fails when it is missing; only
//! `SYCL_ASPECTS_SKIP_SYCL_RUNTIME=1` skips it, with a message.
//!
//! `N` is the LLVM major the workspace (this runner included) is built for:
//! 16, or 19 when built with `SYCL_ASPECTS_LLVM=19` (docs/llvm-versions.md).
//! `/usr/lib/llvm-N/bin` comes first on `PATH`, so `FileCheck`, `not`,
//! `count`, `split-file`, `opt` and `llvm-*` are the LLVM N tools: RUN lines
//! name them unversioned.
//!
//! `REQUIRES:`, `UNSUPPORTED:` and `XFAIL:` lines are honoured as lit
//! honours them, against the features below (`lit.cfg.py` declares the
//! same): a test whose `REQUIRES` names a feature that is not available, or
//! whose `UNSUPPORTED` names one that is, is not run and is reported as
//! *ignored*, with the reason on stderr (never as passed; run anyway with
//! `--ignored` or `--include-ignored`, it fails: "SKIPPED, not run"); an `XFAIL` test
//! passes when it fails and fails ("XPASS") when it passes. Features:
//! `intel-sycl-headers`, `sycl-runtime`, `llvm-spirv` (unless their
//! `SYCL_ASPECTS_SKIP_*` variable is `1`), `shared-data` (the design
//! folder's reference data beside the checkout), `linux`, `shell`, the
//! LLVM version `llvm-16` or `llvm-19`, and `other-llvm` when the other
//! supported major's clang is installed (`%other-llvm-bin`). A list item may
//! be `!feature`; `*` in `XFAIL` matches always. Where the two majors' output
//! truly differs, a test says `REQUIRES: llvm-16` or `REQUIRES: llvm-19` and
//! why (docs/llvm-versions.md).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The LLVM major the workspace is built for.
const LLVM_MAJOR: u32 = sycl_aspects_llvm::LLVM_MAJOR;

/// `/usr/lib/llvm-N/bin` of the major the workspace is built for.
fn llvm_bin() -> String {
    format!("/usr/lib/llvm-{LLVM_MAJOR}/bin")
}

/// The tools directory of the other supported major.
fn other_llvm_bin() -> String {
    format!("/usr/lib/llvm-{}/bin", if LLVM_MAJOR == 16 { 19 } else { 16 })
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

/// `target/<profile>/`: the test binary lives in `target/<profile>/deps/`.
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("current_exe");
    exe.parent().and_then(Path::parent).expect("target/<profile>/deps/<exe>").to_path_buf()
}

/// `$<variable>`, or `file` in `target/<profile>/`.
fn built_file(variable: &str, file: &str) -> PathBuf {
    std::env::var_os(variable).map_or_else(|| profile_dir().join(file), PathBuf::from)
}

/// Fails unless `path` exists, when some RUN line uses one of `keys`.
fn require(commands: &[String], keys: &[&str], path: &Path) -> Result<(), String> {
    let used = commands.iter().any(|c| keys.iter().any(|k| c.contains(k)));
    if used && !path.exists() {
        return Err(format!("{} not found: build it first (cargo build --release)", path.display()));
    }
    Ok(())
}

/// The RUN commands of a test file, continuation lines joined.
pub fn run_lines(text: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else { continue };
        let part = line[pos + 4..].trim();
        let (part, continues) = match part.strip_suffix('\\') {
            Some(p) => (p.trim_end(), true),
            None => (part, false),
        };
        let cmd = pending.take().map_or_else(|| part.to_owned(), |prev| format!("{prev} {part}"));
        if continues {
            pending = Some(cmd);
        } else {
            commands.push(cmd);
        }
    }
    commands.extend(pending);
    commands
}

/// The project's tools: substitution, environment override, file next to
/// the library. `%sycl-aspect-filter` before `%s`, like every tool.
const TOOLS: [(&str, &str, &str); 4] = [
    ("%sycl-targets", "SYCL_TARGETS_TOOL", "sycl-targets"),
    ("%sycl-clang", "SYCL_CLANG_TOOL", "sycl-clang"),
    ("%sycl-post-link", "SYCL_POST_LINK_TOOL", "sycl-post-link"),
    ("%sycl-aspect-filter", "SYCL_ASPECT_FILTER_TOOL", "sycl-aspect-filter"),
];

/// The comma-separated items of every `<keyword>:` line of a test.
fn keyword_items(text: &str, keyword: &str) -> Vec<Vec<String>> {
    let marker = format!("{keyword}:");
    text.lines()
        .filter_map(|l| l.find(&marker).map(|pos| &l[pos + marker.len()..]))
        .map(|rest| rest.split(',').map(|f| f.trim().to_owned()).filter(|f| !f.is_empty()).collect())
        .collect()
}

/// Whether a test says `REQUIRES: <feature>`.
fn requires_feature(text: &str, feature: &str) -> bool {
    keyword_items(text, "REQUIRES").iter().flatten().any(|f| f == feature)
}

/// The features this run has (see the module comment).
fn available_features() -> Vec<String> {
    let mut features: Vec<String> = ["linux", "shell"].map(str::to_owned).to_vec();
    features.push(format!("llvm-{LLVM_MAJOR}"));
    if Path::new(&other_llvm_bin()).join("clang").exists() {
        features.push("other-llvm".to_owned());
    }
    for (feature, skip) in SKIPPABLE_FEATURES {
        if std::env::var(skip).as_deref() != Ok("1") {
            features.push((*feature).to_owned());
        }
    }
    if workspace_root().join("../shared/data").is_dir() {
        features.push("shared-data".to_owned());
    }
    features
}

/// Whether one list item holds: `name` or `!name`.
fn item_holds(item: &str, features: &[String]) -> bool {
    evaluate(item, features).unwrap_or(false)
}

/// A lit boolean expression over features (`a`, `!a`, `a && b`, `a || b`,
/// parentheses, `*` and `true`), as lit evaluates `REQUIRES`,
/// `UNSUPPORTED` and `XFAIL` items; `Err` for one lit would reject.
fn evaluate(expression: &str, features: &[String]) -> Result<bool, String> {
    let mut tokens = Vec::new();
    let mut rest = expression.trim();
    while !rest.is_empty() {
        let token_len = if rest.starts_with("&&") || rest.starts_with("||") {
            2
        } else if rest.starts_with(['!', '(', ')']) {
            1
        } else {
            rest.find(|c: char| c.is_whitespace() || "!()&|".contains(c)).unwrap_or(rest.len()).max(1)
        };
        tokens.push(&rest[..token_len]);
        rest = rest[token_len..].trim_start();
    }
    struct Parser<'a> {
        tokens: Vec<&'a str>,
        at: usize,
        features: &'a [String],
    }
    impl Parser<'_> {
        fn or(&mut self) -> Result<bool, String> {
            let mut value = self.and()?;
            while self.tokens.get(self.at) == Some(&"||") {
                self.at += 1;
                value |= self.and()?;
            }
            Ok(value)
        }
        fn and(&mut self) -> Result<bool, String> {
            let mut value = self.not()?;
            while self.tokens.get(self.at) == Some(&"&&") {
                self.at += 1;
                value &= self.not()?;
            }
            Ok(value)
        }
        fn not(&mut self) -> Result<bool, String> {
            let token = *self.tokens.get(self.at).ok_or("expression ends early")?;
            self.at += 1;
            match token {
                "!" => Ok(!self.not()?),
                "(" => {
                    let value = self.or()?;
                    if self.tokens.get(self.at) != Some(&")") {
                        return Err("missing ')'".to_owned());
                    }
                    self.at += 1;
                    Ok(value)
                }
                ")" | "&&" | "||" => Err(format!("unexpected '{token}'")),
                "*" | "true" => Ok(true),
                name => Ok(self.features.iter().any(|f| f == name)),
            }
        }
    }
    let mut parser = Parser { tokens, at: 0, features };
    let value = parser.or()?;
    match parser.tokens.get(parser.at) {
        None => Ok(value),
        Some(extra) => Err(format!("unexpected '{extra}'")),
    }
}

/// What to do with a test, as lit decides it.
#[derive(Debug, PartialEq, Eq)]
enum Plan {
    Run,
    /// Expected to fail.
    ExpectFailure,
    /// Not run: the reason.
    Unsupported(String),
    /// A `REQUIRES` / `UNSUPPORTED` / `XFAIL` line lit would reject: fails.
    Invalid(String),
}

fn plan(text: &str, features: &[String]) -> Plan {
    for keyword in ["REQUIRES", "UNSUPPORTED", "XFAIL"] {
        for item in keyword_items(text, keyword).iter().flatten() {
            if let Err(e) = evaluate(item, features) {
                return Plan::Invalid(format!("{keyword}: '{item}': {e}"));
            }
        }
    }
    for line in keyword_items(text, "REQUIRES") {
        if let Some(missing) = line.iter().find(|item| !item_holds(item, features)) {
            return Plan::Unsupported(format!("requires {missing}, which this run does not have"));
        }
    }
    for line in keyword_items(text, "UNSUPPORTED") {
        if let Some(present) = line.iter().find(|item| item_holds(item, features)) {
            return Plan::Unsupported(format!("unsupported with {present}"));
        }
    }
    if keyword_items(text, "XFAIL").iter().flatten().any(|item| item_holds(item, features)) {
        return Plan::ExpectFailure;
    }
    Plan::Run
}

/// The SPIR-V translator for `%llvm-spirv` and sycl-clang.
fn llvm_spirv() -> PathBuf {
    std::env::var_os("SYCL_ASPECTS_LLVM_SPIRV").filter(|v| !v.is_empty()).map_or_else(
        || workspace_root().join("target/llvm-spirv/2024.2.0/bin/llvm-spirv"),
        PathBuf::from,
    )
}

/// Features a test may require, each with the variable whose value `1` skips
/// such tests (nothing else does: a missing dependency fails them).
const SKIPPABLE_FEATURES: &[(&str, &str)] =
    &[
        ("intel-sycl-headers", "SYCL_ASPECTS_SKIP_REAL_HEADERS"),
        ("sycl-runtime", "SYCL_ASPECTS_SKIP_SYCL_RUNTIME"),
        ("llvm-spirv", "SYCL_ASPECTS_SKIP_LLVM_SPIRV"),
    ];

struct Substitutions {
    pairs: Vec<(&'static str, String)>,
}

impl Substitutions {
    fn new(test: &Path, tmp_base: &Path, plugin: &Path, tools: &[(&'static str, PathBuf)]) -> Self {
        let headers = workspace_root().join("headers");
        let intel_sycl = std::env::var_os("SYCL_ASPECTS_INTEL_SYCL")
            .map_or_else(|| workspace_root().join("target").join("intel-sycl"), PathBuf::from)
            .display()
            .to_string();
        let (plugin, headers) = (plugin.display().to_string(), headers.display().to_string());
        let dir = test.parent().unwrap_or(Path::new(".")).display().to_string();
        let tmp_dir = tmp_base.parent().unwrap_or(Path::new(".")).display().to_string();
        // Longest keys first so `%clang_cc1` wins over `%clang` and
        // `%sycl-targets` and `%sycl-clang` over `%s` (checked below).
        let intel_sycl_runtime = std::env::var_os("SYCL_ASPECTS_SYCL_RUNTIME")
            .map_or_else(|| workspace_root().join("target").join("sycl-runtime").join("2026.2.0"), PathBuf::from)
            .display()
            .to_string();
        let runtime_lib_dir =
            std::env::var_os("SYCL_ASPECTS_RUNTIME_LIB_DIR").map_or_else(profile_dir, PathBuf::from).display().to_string();
        let mut pairs: Vec<(&'static str, String)> = vec![
            ("%intel-sycl-runtime", intel_sycl_runtime),
            ("%intel-sycl", intel_sycl),
            ("%sycl-aspects-runtime", runtime_lib_dir),
            ("%llvm-spirv", llvm_spirv().display().to_string()),
        ];
        pairs.extend(tools.iter().map(|(key, path)| (*key, path.display().to_string())));
        let bin = llvm_bin();
        pairs.extend([
            ("%clang_noplugin", format!("{bin}/clang++ -I{headers}")),
            ("%clang_cc1", format!("{bin}/clang -cc1 -load {plugin} -I{headers}")),
            ("%clang", format!("{bin}/clang++ -fplugin={plugin} -I{headers}")),
            ("%opt", format!("{bin}/opt -load-pass-plugin={plugin}")),
            ("%llvm-major", LLVM_MAJOR.to_string()),
            ("%other-llvm-bin", other_llvm_bin()),
            ("%plugin", plugin),
            ("%headers", headers),
            ("%s", test.display().to_string()),
            ("%S", dir),
            ("%t", tmp_base.display().to_string()),
            ("%T", tmp_dir),
        ]);
        for (i, (earlier, _)) in pairs.iter().enumerate() {
            for (later, _) in &pairs[i + 1..] {
                assert!(!later.starts_with(earlier), "substitution {later} must come before {earlier}");
            }
        }
        Self { pairs }
    }

    fn apply(&self, command: &str) -> String {
        let mut out = String::with_capacity(command.len() * 2);
        let mut rest = command;
        'scan: while let Some(pos) = rest.find('%') {
            out.push_str(&rest[..pos]);
            let tail = &rest[pos..];
            if let Some(after) = tail.strip_prefix("%%") {
                out.push('%');
                rest = after;
                continue;
            }
            for (key, value) in &self.pairs {
                if let Some(after) = tail.strip_prefix(key) {
                    out.push_str(value);
                    rest = after;
                    continue 'scan;
                }
            }
            out.push('%');
            rest = &tail[1..];
        }
        out.push_str(rest);
        out
    }
}

fn run_test(path: &Path) -> Result<(), String> {
    let path = path.canonicalize().map_err(|e| format!("{}: {e}", path.display()))?;
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let commands = run_lines(&text);
    if commands.is_empty() {
        return Err(format!("{}: no RUN lines", path.display()));
    }
    if requires_feature(&text, "llvm-spirv") && !llvm_spirv().is_file() {
        return Err(format!(
            "{}: requires llvm-spirv, but {} does not exist: run scripts/fetch-llvm-spirv.sh \
             (or set SYCL_ASPECTS_SKIP_LLVM_SPIRV=1 to skip)",
            path.display(),
            llvm_spirv().display()
        ));
    }
    let plugin = built_file("SYCL_ASPECTS_PLUGIN", "libsycl_aspects.so");
    require(&commands, &["%clang", "%opt", "%plugin", "%sycl-clang"], &plugin)?;
    let mut tools = Vec::new();
    for (key, variable, file) in TOOLS {
        let path = built_file(variable, file);
        require(&commands, &[key], &path)?;
        tools.push((key, path));
    }
    let rel = path.strip_prefix(workspace_root().join("tests")).unwrap_or(&path).to_path_buf();
    let out_dir = profile_dir().join("lit-output").join(rel.parent().unwrap_or(Path::new("")));
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let tmp_base = out_dir.join(format!("{}.tmp", rel.file_name().unwrap_or_default().to_string_lossy()));
    let subst = Substitutions::new(&path, &tmp_base, &plugin, &tools);
    let search_path = format!("{}:{}", llvm_bin(), std::env::var("PATH").unwrap_or_default());
    // lit runs a file's RUN lines as one script, so a `cd` carries over to
    // the next lines; each line here starts where the previous one ended.
    let cwd_file = tmp_base.with_extension("cwd");
    let mut cwd = out_dir.clone();
    for (i, command) in commands.iter().enumerate() {
        let expanded = subst.apply(command);
        let script = format!("{expanded}\n__lit_status=$?; pwd > '{}'; exit $__lit_status", cwd_file.display());
        let output = Command::new("bash")
            .args(["-o", "pipefail", "-c", &script])
            .current_dir(&cwd)
            .env("PATH", &search_path)
            .env("SYCL_ASPECTS_PLUGIN", &plugin)
            .env("SYCL_ASPECTS_LLVM", LLVM_MAJOR.to_string())
            .env("SYCL_ASPECTS_LLVM_SPIRV", llvm_spirv())
            // The host compiler of sycl-clang's outputs is the tests' choice
            // (a CXX from the caller's environment would change what they
            // build); tests that want one set it.
            .env_remove("CXX")
            .output()
            .map_err(|e| format!("cannot run bash: {e}"))?;
        if !output.status.success() {
            let report = format!(
                "{}: RUN line {} failed with {}\n$ {}\n--- stdout ---\n{}--- stderr ---\n{}",
                path.display(),
                i + 1,
                output.status,
                expanded,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
            eprintln!("{report}");
            return Err(format!("RUN line {} failed ({})", i + 1, output.status));
        }
        if let Ok(dir) = std::fs::read_to_string(&cwd_file) {
            cwd = PathBuf::from(dir.trim_end_matches('\n'));
        }
    }
    let _ = std::fs::remove_file(&cwd_file);
    Ok(())
}

/// A test file: `*.cpp`, `*.ll`, `*.test`, outside `Inputs/` and lit's own
/// `Output/` directories.
fn is_test_file(relative: &Path) -> bool {
    let in_excluded = relative.components().any(|c| matches!(c.as_os_str().to_str(), Some("Inputs" | "Output")));
    let extension = relative.extension().and_then(|e| e.to_str());
    !in_excluded && matches!(extension, Some("cpp" | "ll" | "test"))
}

fn check_plan_rules_trial() -> Result<(), libtest_mimic::Failed> {
    check_plan_rules().map_err(Into::into)
}

/// One trial per test file (libtest-mimic, so a test that is not run is
/// reported as ignored, not as passed).
fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let root = workspace_root().join("tests");
    let features = available_features();
    let mut trials = vec![libtest_mimic::Trial::test("harness/plan-rules", check_plan_rules_trial)];
    for entry in walkdir::WalkDir::new(&root).sort_by_file_name().into_iter().filter_map(Result::ok) {
        let relative = entry.path().strip_prefix(&root).unwrap_or(entry.path()).to_path_buf();
        if !entry.file_type().is_file() || !is_test_file(&relative) {
            continue;
        }
        let name = relative.display().to_string();
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        let path = entry.path().to_path_buf();
        let trial = match plan(&text, &features) {
            Plan::Run => libtest_mimic::Trial::test(name, move || run_test(&path).map_err(Into::into)),
            Plan::ExpectFailure => libtest_mimic::Trial::test(name, move || match run_test(&path) {
                Ok(()) => Err("XPASS: marked XFAIL, but it passed".into()),
                Err(_) => Ok(()),
            }),
            Plan::Invalid(why) => libtest_mimic::Trial::test(name, move || Err(why.clone().into())),
            Plan::Unsupported(reason) => {
                if !args.list {
                    eprintln!("SKIPPED {name}: {reason}");
                }
                // Asked to run anyway (`--ignored`, `--include-ignored`):
                // it still cannot run here, and a test that ran nothing
                // must not count as passed.
                let why = format!("SKIPPED, not run: {reason}");
                libtest_mimic::Trial::test(name, move || Err(why.clone().into())).with_ignored_flag(true)
            }
        };
        trials.push(trial);
    }
    libtest_mimic::run(&args, trials).exit();
}

/// The harness's own rules, run as one more trial (`harness = false`
/// leaves no room for `#[test]` functions here).
fn check_plan_rules() -> Result<(), String> {
    let features: Vec<String> = ["a", "b"].map(str::to_owned).to_vec();
    let cases: [(&str, Plan); 16] = [
        ("RUN: true", Plan::Run),
        ("REQUIRES: a, b", Plan::Run),
        ("REQUIRES: a\nREQUIRES: c", Plan::Unsupported("requires c, which this run does not have".into())),
        ("REQUIRES: !c", Plan::Run),
        ("REQUIRES: !a", Plan::Unsupported("requires !a, which this run does not have".into())),
        ("UNSUPPORTED: c", Plan::Run),
        ("UNSUPPORTED: c, b", Plan::Unsupported("unsupported with b".into())),
        ("XFAIL: *", Plan::ExpectFailure),
        ("XFAIL: c", Plan::Run),
        // lit's boolean expressions.
        ("REQUIRES: a && b", Plan::Run),
        ("REQUIRES: c || b", Plan::Run),
        ("REQUIRES: a && (c || !b)", Plan::Unsupported("requires a && (c || !b), which this run does not have".into())),
        ("UNSUPPORTED: a && !c", Plan::Unsupported("unsupported with a && !c".into())),
        ("XFAIL: c || (a && b)", Plan::ExpectFailure),
        ("REQUIRES: a &&", Plan::Invalid("REQUIRES: 'a &&': expression ends early".into())),
        ("UNSUPPORTED: (a", Plan::Invalid("UNSUPPORTED: '(a': missing ')'".into())),
    ];
    for (text, expected) in cases {
        let got = plan(text, &features);
        if got != expected {
            return Err(format!("{text:?}: expected {expected:?}, got {got:?}"));
        }
    }
    Ok(())
}
