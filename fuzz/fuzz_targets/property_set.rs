//! The property-set reader (DPC++'s `.prop` files): parse arbitrary text;
//! what parses must print and parse back to the same sets.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sycl_post_link_core::property_set::PropertySets;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(sets) = PropertySets::parse(text) {
        let _ = sets.describe();
        let printed = sets.to_text();
        let reparsed = PropertySets::parse(&printed).map(|again| again.to_text());
        assert_eq!(reparsed.as_deref(), Ok(printed.as_str()), "print/parse round trip differs");
    }
});
