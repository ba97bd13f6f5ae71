//! The pass parameters from `opt -passes='name<...>'` text: the
//! propagation pass's and the ESIMD verifier's. Any text is an error or
//! options; options printed back (`-print-pipeline-passes`) parse to the
//! same options.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sycl_aspects_analysis::esimd::EsimdOptions;
use sycl_aspects_analysis::options::PassOptions;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(options) = EsimdOptions::parse_params(text) {
        let printed = options.to_params();
        let again = EsimdOptions::parse_params(&printed).expect("printed ESIMD parameters parse");
        assert_eq!(again.to_params(), printed);
    }
    let _ = PassOptions::parse_params(text);
});
