//! The file-table reader (sycl-post-link's `[Code|Properties|Symbols]`
//! tables): parse arbitrary text; what parses must print and parse back.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sycl_post_link_core::file_table::FileTable;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(table) = FileTable::parse(text) {
        if let Ok(printed) = table.to_text() {
            let reparsed = FileTable::parse(&printed).map(|again| again.to_text());
            assert_eq!(reparsed, Ok(Ok(printed.clone())), "print/parse round trip differs");
        }
    }
});
