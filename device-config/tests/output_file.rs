//! `OutputSet::stage_with` when the writer fails: the error is the writer's,
//! and the temporary it had started to write is removed (by the set, when
//! the caller gives up on it), so a failed run leaves nothing beside the
//! destination.

use std::fs;
use std::path::{Path, PathBuf};
use sycl_device_config::output_file::OutputSet;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sycl-output-it-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

#[test]
fn a_failed_writer_leaves_no_temporary() {
    let dir = scratch("failed-writer");
    fs::write(dir.join("out.bc"), "old").unwrap();
    let mut written_to = None;
    {
        let mut set = OutputSet::new();
        set.stage_bytes(&dir.join("out.sym"), b"kernel\n").unwrap();
        let error = set
            .stage_with(&dir.join("out.bc"), |tmp| {
                fs::write(tmp, "half a module").unwrap();
                written_to = Some(tmp.to_path_buf());
                Err(format!("{}: cannot write bitcode", tmp.display()))
            })
            .unwrap_err();
        assert!(error.ends_with("cannot write bitcode"), "{error}");
        // The caller returns the error: the set is dropped uncommitted.
    }
    let tmp = written_to.expect("the writer ran");
    assert_eq!(tmp.parent(), Some(dir.as_path()), "a regular file's temporary is beside it");
    assert!(!tmp.exists(), "{} was left behind", tmp.display());
    assert_eq!(entries(&dir), ["out.bc"]);
    assert_eq!(fs::read_to_string(dir.join("out.bc")).unwrap(), "old");
    fs::remove_dir_all(&dir).unwrap();
}
