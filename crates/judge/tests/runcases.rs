//! The case runner on a fixture problem that misbehaves on demand: one verdict per case, the
//! summary line, the exit code, official data, and the stale-submission check.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A scratch copy of the `judged` fixture (the runner writes submissions/ and target/ there).
fn judged_workspace(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    let _ = std::fs::remove_dir_all(&dir);
    copy_tree(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/judged"),
        &dir,
    );
    dir
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_tree(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

fn runcases(root: &Path, mode: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runcases"))
        .args(["--root"])
        .arg(root)
        .args([mode, "echo"])
        .env("GAMEBOOK_OFFICIAL", root.join("official"))
        .output()
        .unwrap()
}

/// The verdict printed for `case`, from the runner's output.
fn verdict_of<'a>(stdout: &'a str, case: &str) -> &'a str {
    stdout
        .lines()
        .find(|line| line.split_whitespace().nth(1) == Some(case))
        .and_then(|line| line.split_whitespace().next())
        .unwrap_or_else(|| panic!("no line for {case} in:\n{stdout}"))
}

#[test]
fn gives_one_verdict_per_case_and_a_summary() {
    let root = judged_workspace("verdicts");
    let result = runcases(&root, "--write");
    let stdout = String::from_utf8_lossy(&result.stdout);
    assert_eq!(result.status.code(), Some(1), "{stdout}");
    assert_eq!(verdict_of(&stdout, "testdata/accepted"), "AC");
    assert_eq!(
        verdict_of(&stdout, "testdata/float"),
        "AC",
        "within absolute_error"
    );
    assert_eq!(verdict_of(&stdout, "testdata/spacing"), "AC");
    assert!(
        stdout.contains("differs from the expected file in whitespace"),
        "{stdout}"
    );
    assert_eq!(verdict_of(&stdout, "official/from-judge"), "AC");
    assert_eq!(verdict_of(&stdout, "testdata/wrong"), "WA");
    assert!(
        stdout.contains("line 1, token 1: expected `goodbye`, found `hello`"),
        "{stdout}"
    );
    assert_eq!(verdict_of(&stdout, "testdata/crash"), "RE");
    assert!(stdout.contains("asked to panic"), "{stdout}");
    assert_eq!(verdict_of(&stdout, "testdata/slow"), "TLE");
    assert!(stdout.contains("echo: 4 passed, 3 failed"), "{stdout}");
    assert!(
        root.join("submissions/echo.rs").is_file(),
        "--write refreshes the submission"
    );
}

#[test]
fn check_mode_fails_on_a_stale_submission() {
    let root = judged_workspace("stale");
    std::fs::create_dir_all(root.join("submissions")).unwrap();
    std::fs::write(root.join("submissions/echo.rs"), "fn main() {}\n").unwrap();
    let result = runcases(&root, "--check");
    let stdout = String::from_utf8_lossy(&result.stdout);
    assert_eq!(result.status.code(), Some(1));
    assert!(stdout.contains("submissions/echo.rs is stale"), "{stdout}");
    assert!(stdout.contains("make submit P=echo"), "{stdout}");
    assert_eq!(
        std::fs::read_to_string(root.join("submissions/echo.rs")).unwrap(),
        "fn main() {}\n"
    );
}

#[test]
fn all_passing_cases_exit_zero() {
    let root = judged_workspace("passing");
    for case in ["wrong", "crash", "slow"] {
        std::fs::remove_file(root.join(format!("testdata/echo/{case}.in"))).unwrap();
    }
    let result = runcases(&root, "--write");
    let stdout = String::from_utf8_lossy(&result.stdout);
    assert!(result.status.success(), "{stdout}");
    assert!(stdout.contains("echo: 4 passed, 0 failed"), "{stdout}");
}
