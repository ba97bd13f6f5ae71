//! The device configuration reader: YAML parsing, schema checks, merging
//! and rendering of every diagnostic, on arbitrary text. Nothing may panic,
//! and the rendered output stays bounded by the input (capped diagnostics,
//! windowed source lines).
#![no_main]
use libfuzzer_sys::fuzz_target;
use sycl_device_config::{render, TargetTable};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut table = TargetTable::embedded();
    let diagnostics = match table.merge_yaml("fuzz.yaml", &text) {
        Ok(warnings) => warnings,
        Err(errors) => errors,
    };
    let rendered = render(&diagnostics);
    // 15 kinds x (20 shown + summary) x a few 200-character lines, plus
    // notes: far below this unless a cap is broken.
    assert!(rendered.len() < 400_000 + 4 * text.len().min(100_000), "{} bytes of diagnostics", rendered.len());
    // A table that accepted the file must write itself back out.
    let _ = table.to_yaml();
});
