//! Contest use, end to end: a contest package outside the workspace (one package, binaries in
//! `src/bin/`, oj-style samples in `test/`), bundled by path and judged; libraries alone.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// A fresh contest package in the system's temporary folder, depending on this workspace's
/// libraries by path.
fn contest_package(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gamebook-contest-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let crates = workspace().join("crates");
    let write = |path: &str, text: &str| {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "Cargo.toml",
        &format!(
            "[package]\nname = \"abc999\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [dependencies]\nfastio = {{ path = \"{0}/fastio\" }}\nblockxor = {{ path = \"{0}/blockxor\" }}\n",
            crates.display()
        ),
    );
    write(
        "src/bin/a.rs",
        "use fastio::{Scanner, Writer};\n\nfn main() {\n    let mut sc = Scanner::stdin();\n    \
         let mut out = Writer::stdout();\n    let (a, b): (u64, u64) = (sc.read(), sc.read());\n    \
         out.put(a + b).ln();\n}\n",
    );
    write(
        "src/bin/b.rs",
        "mod helper;\n\nuse blockxor::BlockXor;\nuse fastio::{Scanner, Writer};\n\nfn main() {\n    \
         let mut sc = Scanner::stdin();\n    let mut out = Writer::stdout();\n    let n: usize = sc.read();\n    \
         let values: Vec<u32> = sc.read_vec(n);\n    let mut xor = BlockXor::new(n);\n    \
         for (i, &v) in values.iter().enumerate() {\n        xor.xor(i, v);\n    }\n    \
         out.put(helper::twice(xor.range(0, n))).ln();\n}\n",
    );
    write(
        "src/bin/helper.rs",
        "pub fn twice(x: u32) -> u32 {\n    2 * x\n}\n",
    );
    write("test/sample-1.in", "1 2\n");
    write("test/sample-1.out", "3\n");
    write("test/sample-2.in", "40 2\n");
    write("test/sample-2.out", "42\n");
    write("cases-b/one.in", "3\n1 2 4\n");
    write("cases-b/one.out", "14\n");
    dir
}

fn runcases(args: &[&str], file: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runcases"))
        .arg("--file")
        .arg(file)
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn contest_binaries_bundle_by_path_and_pass_their_samples() {
    let dir = contest_package("pass");
    let a = runcases(&[], &dir.join("src/bin/a.rs"));
    let stdout = String::from_utf8_lossy(&a.stdout);
    assert!(
        a.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&a.stderr)
    );
    assert!(stdout.contains("AC   cases/sample-2"), "{stdout}");
    assert!(stdout.contains("2 passed, 0 failed"), "{stdout}");
    let cases = dir.join("cases-b");
    let b = runcases(
        &["--cases", cases.to_str().unwrap()],
        &dir.join("src/bin/b.rs"),
    );
    let stdout = String::from_utf8_lossy(&b.stdout);
    assert!(
        b.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&b.stderr)
    );
    assert!(stdout.contains("1 passed, 0 failed"), "{stdout}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_wrong_answer_shows_its_diff_and_fails() {
    let dir = contest_package("wrong");
    std::fs::write(dir.join("test/sample-2.out"), "41\n").unwrap();
    let a = runcases(&["--time-limit", "5000"], &dir.join("src/bin/a.rs"));
    let stdout = String::from_utf8_lossy(&a.stdout);
    assert_eq!(a.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("WA   cases/sample-2"), "{stdout}");
    assert!(stdout.contains("expected `41`, found `42`"), "{stdout}");
    assert!(stdout.contains("1 passed, 1 failed"), "{stdout}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_files_are_refused_with_a_clear_error() {
    let dir = contest_package("refused");
    std::fs::write(dir.join("notes.txt"), "x").unwrap();
    let lonely = std::env::temp_dir().join(format!("gamebook-lonely-{}.rs", std::process::id()));
    std::fs::write(&lonely, "fn main() {}\n").unwrap();
    std::fs::write(
        dir.join("src/bin/c.rs"),
        "fn main() {\n    testkit::Rng::new(1);\n}\n",
    )
    .unwrap();
    let cases = [
        (dir.join("notes.txt"), "not a .rs file"),
        (lonely.clone(), "no package owns this file"),
        (dir.join("src/bin/c.rs"), "src/bin/c.rs:2: uses `testkit`"),
    ];
    for (file, message) in cases {
        let error = bundler::bundle_file(&file, &bundler::Options::default())
            .unwrap_err()
            .to_string();
        assert!(error.contains(message), "expected `{message}` in {error}");
    }
    std::fs::remove_file(lonely).unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn libraries_alone_paste_below_a_main() {
    let libraries =
        bundler::bundle_libraries(&workspace(), &["fastio", "blockxor"], &Default::default())
            .unwrap();
    let main = "use std::io::Write;\n\nfn main() {\n    let mut sc = fastio::Scanner::new(b\"3 4\".to_vec());\n    \
                let mut out = fastio::Writer::new(std::io::stdout());\n    let (a, b): (u64, u64) = (sc.read(), sc.read());\n    \
                let mut xor = blockxor::BlockXor::new(2);\n    xor.xor(1, 5u32);\n    \
                out.put(a + b + u64::from(xor.range(0, 2))).ln();\n    out.flush();\n    \
                std::io::stdout().flush().unwrap();\n}\n";
    let dir = std::env::temp_dir().join(format!("gamebook-lib-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("pasted.rs");
    std::fs::write(&source, format!("{main}\n{libraries}")).unwrap();
    for edition in bundler::JUDGE_EDITIONS {
        let binary = dir.join(format!("pasted{edition}"));
        bundler::compile_like_judge(&source, edition, &binary).unwrap();
        let ran = Command::new(&binary).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&ran.stdout), "12\n");
    }
    std::fs::remove_dir_all(dir).unwrap();
}
