//! A user's ESIMD allow-list file (`esimd-allow-file=`): any bytes are
//! patterns or an error, never a panic, and compiling them (one RegexSet
//! with DPC++'s list) stays bounded; a compiled list classifies names.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sycl_aspects_analysis::esimd::{parse_allow_file, AllowList};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let patterns = parse_allow_file("fuzz.txt", &text);
    if let Ok(list) = AllowList::new(false, &patterns) {
        let _ = list.allows("sycl::_V1::cos");
        let _ = list.classify("_ZN4sycl3_V13cosEf");
        let _ = list.classify(&text);
    }
});
