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
    // A task with a helper module is a folder (a helper.rs beside src/bin/b.rs would be a
    // binary of its own, which cargo fails to build).
    write(
        "src/bin/b/main.rs",
        "mod helper;\n\nuse blockxor::BlockXor;\nuse fastio::{Scanner, Writer};\n\nfn main() {\n    \
         let mut sc = Scanner::stdin();\n    let mut out = Writer::stdout();\n    let n: usize = sc.read();\n    \
         let values: Vec<u32> = sc.read_vec(n);\n    let mut xor = BlockXor::new(n);\n    \
         for (i, &v) in values.iter().enumerate() {\n        xor.xor(i, v);\n    }\n    \
         out.put(helper::twice(xor.range(0, n))).ln();\n}\n",
    );
    write(
        "src/bin/b/helper.rs",
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
        &dir.join("src/bin/b/main.rs"),
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

/// Pastes `libraries` below `main` as one file, compiles it like a judge under every judge
/// edition (`-D warnings`) and returns what the program prints, the same under each.
fn paste_below_and_run(test: &str, main: &str, libraries: &str) -> String {
    let dir = std::env::temp_dir().join(format!("gamebook-lib-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("pasted.rs");
    std::fs::write(&source, format!("{main}\n{libraries}")).unwrap();
    let mut printed = Vec::new();
    for edition in bundler::JUDGE_EDITIONS {
        let binary = dir.join(format!("pasted{edition}"));
        if let Err(error) = bundler::compile_like_judge(&source, edition, &binary) {
            panic!("{error}");
        }
        let ran = Command::new(&binary).output().unwrap();
        assert!(
            ran.status.success(),
            "{}",
            String::from_utf8_lossy(&ran.stderr)
        );
        printed.push(String::from_utf8(ran.stdout).unwrap());
    }
    std::fs::remove_dir_all(dir).unwrap();
    assert!(
        printed.windows(2).all(|pair| pair[0] == pair[1]),
        "{printed:?}"
    );
    printed.swap_remove(0)
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
    assert_eq!(paste_below_and_run("blockxor", main, &libraries), "12\n");
}

/// The games library whole (what `bundler --lib fastio,games` prints) below a main that calls
/// an item of each part: every other item is unused, and the paste still passes `-D warnings`.
#[test]
fn games_library_alone_pastes_below_a_main() {
    let libraries =
        bundler::bundle_libraries(&workspace(), &["fastio", "games"], &Default::default()).unwrap();
    assert!(libraries.starts_with("// fastio, games from gamebook, whole"));
    for item in [
        "pub fn explore<",
        "pub fn grundy_table<",
        "pub struct MexBuffer",
    ] {
        assert!(libraries.contains(item), "`{item}` missing from the paste");
    }
    let main = r#"use games::{Digraph, Outcome};
use std::io::Write;

fn letter(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "W",
        Outcome::Lose => "L",
        Outcome::Draw => "D",
    }
}

fn main() {
    let mut sc = fastio::Scanner::new(b"3
1 3 4".to_vec());
    let mut out = fastio::Writer::new(std::io::stdout());
    let count: usize = sc.read();
    let moves: Vec<usize> = sc.read_vec(count);
    let grundy = games::subtraction_grundy(&moves, 13);
    let period = games::subtraction_period(&moves, 100).unwrap();
    out.put(grundy[13]).sp().put(period.period).sp().put(period.at(10u64.pow(12))).ln();
    let mut buffer = games::MexBuffer::new();
    out.put(games::mex([0, 1, 3])).sp().put(buffer.mex([0, 2])).ln();
    out.put(games::nim_sum([3u64, 5, 6])).sp();
    let (pile, size) = games::nim_winning_move(&[1u64, 2, 4]).unwrap();
    out.put(pile).sp().put(size).sp().put(games::staircase_nim(&[9u32, 3, 8, 3])).ln();
    out.put(letter(games::bachet_outcome(8, 3))).ln();
    let graph = Digraph::from_edges(3, &[(0, 1), (1, 2), (0, 2)]);
    for value in games::dag_grundy(&graph).unwrap() {
        out.put(value).sp();
    }
    let solved = games::retrograde(&graph);
    for v in 0..graph.len() {
        out.put(letter(solved.outcome[v])).put(solved.length[v]).sp();
    }
    out.ln();
    let take_1_3_4 = |&h: &u32| -> Vec<u32> {
        [1, 3, 4].iter().filter(|&&t| t <= h).map(|&t| h - t).collect()
    };
    out.put(games::outcome_table(0u32..8, take_1_3_4));
    let nim = |&(a, b): &(u32, u32)| {
        let mut next: Vec<(u32, u32)> = (0..a).map(|x| (x, b)).collect();
        next.extend((0..b).map(|y| (a, y)));
        next
    };
    out.put(games::implicit_grundy([(5u32, 3u32)], nim).unwrap()[&(5, 3)]).ln();
    out.flush();
    std::io::stdout().flush().unwrap();
}
"#;
    let expected = "2 7 1\n2 1\n0 2 3 0\nL\n2 1 0 W1 W1 L0 \n\
                    0: L\n1: W\n2: L\n3: W\n4: W\n5: W\n6: W\n7: L\n6\n";
    assert_eq!(paste_below_and_run("games", main, &libraries), expected);
}
