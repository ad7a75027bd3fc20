//! `cargo gamebook` as a contestant uses it: a contest package made by `new` in a temporary
//! folder, tasks judged and bundled from inside it with relative paths, and one test per way
//! a submission fails on a real judge.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

/// A contest package made by `cargo gamebook new`, removed when the test ends.
struct Contest {
    parent: PathBuf,
    dir: PathBuf,
}

impl Drop for Contest {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.parent);
    }
}

impl Contest {
    /// `cargo gamebook new NAME --tasks TASKS [--judge JUDGE]` in a fresh temporary folder.
    fn new(test: &str, tasks: &str, judge: Option<&str>) -> Contest {
        let parent =
            std::env::temp_dir().join(format!("gamebook-cli-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&parent);
        std::fs::create_dir_all(&parent).unwrap();
        let mut args = vec!["new", "abc999", "--tasks", tasks];
        if let Some(judge) = judge {
            args.extend(["--judge", judge]);
        }
        let made = gamebook(&parent, &args);
        assert!(made.status.success(), "{}", text(&made));
        let dir = parent.join("abc999");
        Contest { parent, dir }
    }

    fn write(&self, path: &str, text: &str) {
        let path = self.dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// `cargo gamebook ARGS` from the package folder.
    fn run(&self, args: &[&str]) -> Output {
        gamebook(&self.dir, args)
    }
}

fn gamebook(cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-gamebook"))
        .arg("gamebook")
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap()
}

/// Standard output and error together, for assertion messages and searches.
fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Asserts the exit code and that every piece of `expected` appears; returns the text.
fn expect(output: &Output, code: i32, expected: &[&str]) -> String {
    let all = text(output);
    assert_eq!(output.status.code(), Some(code), "{all}");
    for piece in expected {
        assert!(all.contains(piece), "expected `{piece}` in:\n{all}");
    }
    all
}

/// A std-only solution that reads the whole input and applies `body` to it (`input: String`).
fn std_solution(body: &str) -> String {
    format!(
        "use std::io::Read;\n\nfn main() {{\n    let mut input = String::new();\n    \
         std::io::stdin().read_to_string(&mut input).unwrap();\n{body}\n}}\n"
    )
}

const SUM: &str =
    "use fastio::{Scanner, Writer};\n\nfn main() {\n    let mut sc = Scanner::stdin();\n    \
    let mut out = Writer::stdout();\n    let (a, b): (u64, u64) = (sc.read(), sc.read());\n    \
    out.put(a + b).ln();\n}\n";

const NIM: &str = "use games::nim_sum;\nuse fastio::{Scanner, Writer};\n\nfn main() {\n    \
    let mut sc = Scanner::stdin();\n    let mut out = Writer::stdout();\n    let n: usize = sc.read();\n    \
    let piles: Vec<u64> = sc.read_vec(n);\n    \
    out.put(if nim_sum(piles.iter().copied()) != 0 { \"First\" } else { \"Second\" }).ln();\n}\n";

#[test]
fn three_tasks_judge_and_bundle_from_inside_the_package_with_relative_paths() {
    let contest = Contest::new("three", "a,b,c", None);
    for task in ["a", "b", "c"] {
        assert!(contest.dir.join(format!("src/bin/{task}.rs")).is_file());
        assert!(contest.dir.join(format!("test/{task}")).is_dir());
    }
    contest.write("src/bin/a.rs", SUM);
    contest.write("test/a/sample-1.in", "1 2\n");
    contest.write("test/a/sample-1.out", "3\n");
    contest.write("test/a/sample-2.in", "40 2\n");
    contest.write("test/a/sample-2.out", "42\n");
    contest.write("src/bin/b.rs", NIM);
    contest.write("test/b/sample-1.in", "3\n1 2 3\n");
    contest.write("test/b/sample-1.out", "Second\n");
    contest.write("test/b/sample-2.in", "2\n1 2\n");
    contest.write("test/b/sample-2.out", "First\n");
    contest.write(
        "src/bin/c.rs",
        &std_solution("    print!(\"{}\", input.to_uppercase());"),
    );
    contest.write("test/c/one.in", "yes\n");
    contest.write("test/c/one.out", "YES\n");

    expect(
        &contest.run(&["judge", "a"]),
        0,
        &["AC   sample-2", "2 passed, 0 failed"],
    );
    // A path relative to a folder inside the package.
    let b = gamebook(&contest.dir.join("src"), &["judge", "bin/b.rs"]);
    expect(&b, 0, &["2 passed, 0 failed"]);
    let c = gamebook(&contest.dir.join("test"), &["judge", "c"]);
    expect(&c, 0, &["1 passed, 0 failed"]);

    // A wrong answer: its diff, and exit 1.
    contest.write("test/a/sample-2.out", "41\n");
    expect(
        &contest.run(&["judge", "a"]),
        1,
        &[
            "WA   sample-2",
            "expected `41`, found `42`",
            "1 passed, 1 failed",
        ],
    );

    // `bundle`'s standard output is the paste alone, and it compiles as it is.
    let bundled = gamebook(&contest.dir.join("src/bin"), &["bundle", "b.rs"]);
    assert!(bundled.status.success(), "{}", text(&bundled));
    assert!(String::from_utf8_lossy(&bundled.stderr).contains("bytes"));
    let paste = contest.parent.join("paste.rs");
    std::fs::write(&paste, &bundled.stdout).unwrap();
    let binary = contest.parent.join("paste");
    bundler::compile_like_judge(&paste, "2021", &binary).unwrap();
    let ran = Command::new(&binary)
        .stdin(std::fs::File::open(contest.dir.join("test/b/sample-2.in")).unwrap())
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "First\n");

    // `-o FILE` gets the paste only when bundling succeeds.
    let out = contest.parent.join("out.rs");
    expect(
        &contest.run(&["bundle", "a", "-o", out.to_str().unwrap()]),
        0,
        &[],
    );
    assert!(std::fs::read_to_string(&out).unwrap().contains("fn main"));
    contest.write("src/bin/d.rs", "fn main() {\n    let x: u32 = \"no\";\n}\n");
    let failed_out = contest.parent.join("failed.rs");
    let failed = contest.run(&["bundle", "d", "-o", failed_out.to_str().unwrap()]);
    assert_eq!(failed.status.code(), Some(1), "{}", text(&failed));
    assert!(!failed_out.exists());
}

#[test]
fn a_warning_is_shown_but_not_fatal_unless_strict() {
    let contest = Contest::new("warning", "a", Some("codeforces"));
    contest.write(
        "src/bin/a.rs",
        &std_solution("    let unused = 3;\n    print!(\"{input}\");"),
    );
    contest.write("test/a/1.in", "7\n");
    contest.write("test/a/1.out", "7\n");
    expect(
        &contest.run(&["judge", "a"]),
        0,
        &[
            "warning: unused variable: `unused`",
            "AC   1",
            "1 passed, 0 failed",
        ],
    );
    expect(
        &contest.run(&["judge", "a", "--strict"]),
        1,
        &["CE   src/bin/a.rs", "-D warnings", "0 passed, 1 failed"],
    );
}

#[test]
fn edition_2024_syntax_is_accepted_by_a_2024_judge() {
    let contest = Contest::new("let-chains", "a", Some("atcoder"));
    contest.write(
        "src/bin/a.rs",
        &std_solution(
            "    let first = input.split_whitespace().next();\n    \
             if let Some(word) = first && word.len() > 2 {\n        println!(\"long\");\n    \
             } else {\n        println!(\"short\");\n    }",
        ),
    );
    contest.write("test/a/1.in", "abcd\n");
    contest.write("test/a/1.out", "long\n");
    expect(
        &contest.run(&["judge", "a"]),
        0,
        &["AtCoder", "1 passed, 0 failed"],
    );
    // The same file is a compile error under edition 2021 (Codeforces' default).
    expect(
        &contest.run(&["judge", "a", "--judge", "codeforces"]),
        1,
        &["CE"],
    );
}

#[test]
fn memory_beyond_the_limit_is_mle() {
    let contest = Contest::new("mle", "a", None);
    // `touch N`: N MiB written; `reserve N`: N MiB of capacity never touched (a judge measures
    // resident memory, so that is no MLE).
    contest.write(
        "src/bin/a.rs",
        &std_solution(
            "    let mut words = input.split_whitespace();
    \
             let (how, n) = (words.next().unwrap(), words.next().unwrap().parse::<usize>().unwrap());
    \
             if how == \"touch\" {\n        let big = vec![1u8; n << 20];\n        \
             println!(\"{}\", big.iter().map(|&b| b as u64).sum::<u64>());\n    } else {\n        \
             let spare: Vec<u8> = Vec::with_capacity(n << 20);\n        \
             println!(\"{}\", std::hint::black_box(spare).len());\n    }",
        ),
    );
    contest.write("test/a/small.in", "touch 16\n");
    contest.write("test/a/small.out", "16777216\n");
    contest.write("test/a/huge.in", "touch 1024\n");
    contest.write("test/a/huge.out", "1073741824\n");
    contest.write("test/a/reserved.in", "reserve 600\n");
    contest.write("test/a/reserved.out", "0\n");
    contest.write("test/a/runaway.in", "touch 16384\n");
    contest.write("test/a/runaway.out", "0\n");
    expect(
        &contest.run(&["judge", "a", "--ml", "256"]),
        1,
        &[
            "AC   small",
            "MLE  huge",
            "limit 256 MiB",
            "AC   reserved",
            "MLE  runaway",
            "2 passed, 2 failed",
        ],
    );
}

#[test]
fn a_paste_above_the_judges_size_limit_is_refused_by_judge_and_bundle() {
    let contest = Contest::new("size", "a", None);
    let blob = "x".repeat(70 * 1024);
    contest.write(
        "src/bin/a.rs",
        &format!("const BLOB: &str = \"{blob}\";\n\nfn main() {{\n    println!(\"{{}}\", BLOB.len());\n}}\n"),
    );
    contest.write("test/a/1.in", "");
    contest.write("test/a/1.out", "71680\n");
    expect(
        &contest.run(&["judge", "a"]),
        1,
        &["above the limit of 65536 bytes"],
    );
    expect(
        &contest.run(&["bundle", "a"]),
        1,
        &["above the limit of 65536 bytes"],
    );
    expect(
        &contest.run(&["judge", "a", "--judge", "atcoder"]),
        0,
        &["1 passed, 0 failed"],
    );
}

#[test]
fn a_checker_accepts_another_right_answer() {
    let contest = Contest::new("checker", "a", None);
    // "Print any divisor of n other than 1 and n": 6 has two.
    contest.write(
        "src/bin/a.rs",
        &std_solution(
            "    let n: u64 = input.trim().parse().unwrap();\n    \
             let d = (2..n).rev().find(|d| n % d == 0).unwrap();\n    println!(\"{d}\");",
        ),
    );
    contest.write("test/a/1.in", "6\n");
    contest.write("test/a/1.out", "2\n");
    contest.write(
        "check.sh",
        "n=$(cat \"$1\"); d=$(cat \"$2\")\n\
         [ \"$d\" -gt 1 ] && [ \"$d\" -lt \"$n\" ] && [ $((n % d)) -eq 0 ] || { echo \"$d does not divide $n\"; exit 1; }\n",
    );
    expect(
        &contest.run(&["judge", "a"]),
        1,
        &["WA   1", "expected `2`, found `3`"],
    );
    expect(
        &contest.run(&["judge", "a", "--checker", "sh check.sh"]),
        0,
        &["AC   1", "1 passed, 0 failed"],
    );
    contest.write("test/a/1.in", "9\n");
    expect(
        &contest.run(&["judge", "a", "--checker", "sh check.sh"]),
        0,
        &["1 passed"],
    );
    contest.write("test/a/1.in", "8\n");
    contest.write("src/bin/a.rs", &std_solution("    println!(\"3\");"));
    expect(
        &contest.run(&["judge", "a", "--checker", "sh check.sh"]),
        1,
        &["WA   1", "checker", "3 does not divide 8"],
    );
}

#[test]
fn floats_pass_within_the_tolerance_from_the_command_line_or_judge_conf() {
    let contest = Contest::new("float", "a", None);
    contest.write(
        "src/bin/a.rs",
        &std_solution("    println!(\"{:.9}\", 1.0f64 / 3.0);"),
    );
    contest.write("test/a/1.in", "");
    contest.write("test/a/1.out", "0.3333334\n");
    expect(&contest.run(&["judge", "a"]), 1, &["WA   1"]);
    expect(
        &contest.run(&["judge", "a", "--error", "1e-6"]),
        0,
        &["AC   1"],
    );
    contest.write("test/a/judge.conf", "absolute_error = 1e-6\n");
    expect(&contest.run(&["judge", "a"]), 0, &["AC   1"]);
}

#[test]
fn an_input_without_output_runs_and_shows_what_it_printed() {
    let contest = Contest::new("lone-input", "a", None);
    contest.write(
        "src/bin/a.rs",
        &std_solution("    print!(\"echo: {input}\");"),
    );
    contest.write("test/a/1.in", "checked\n");
    contest.write("test/a/1.out", "echo: checked\n");
    contest.write("test/a/2.in", "look at me\n");
    expect(
        &contest.run(&["judge", "a"]),
        0,
        &[
            "AC   1",
            "RAN  2",
            "echo: look at me",
            "1 passed, 0 failed, 1 not checked",
        ],
    );
}

/// The milliseconds on the verdict line of `case`.
fn reported_ms(output: &str, code: &str, case: &str) -> u64 {
    let line = output
        .lines()
        .find(|l| l.starts_with(code) && l.split_whitespace().nth(1) == Some(case))
        .unwrap_or_else(|| panic!("no {code} line for {case} in:\n{output}"));
    line.split_whitespace()
        .rev()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn a_time_limit_stops_the_program_within_a_second_of_the_limit() {
    let contest = Contest::new("tle", "a", None);
    contest.write(
        "src/bin/a.rs",
        &std_solution(
            "    if input.trim() == \"spin\" {\n        let mut x = 0u64;\n        loop {\n            \
             x = std::hint::black_box(x.wrapping_add(1));\n        }\n    }\n    \
             std::thread::sleep(std::time::Duration::from_secs(3600));",
        ),
    );
    contest.write("test/a/spin.in", "spin\n");
    contest.write("test/a/spin.out", "\n");
    contest.write("test/a/sleep.in", "sleep\n");
    contest.write("test/a/sleep.out", "\n");
    let output = expect(
        &contest.run(&["judge", "a", "--tl", "300"]),
        1,
        &["TLE  spin", "TLE  sleep", "0 passed, 2 failed"],
    );
    for case in ["spin", "sleep"] {
        let ms = reported_ms(&output, "TLE", case);
        assert!((300..1300).contains(&ms), "{case}: {ms} ms\n{output}");
    }
}

#[test]
fn endless_output_is_stopped_as_ole() {
    let contest = Contest::new("ole", "a", None);
    contest.write(
        "src/bin/a.rs",
        "use std::io::Write;\n\nfn main() {\n    let mut out = std::io::BufWriter::new(std::io::stdout().lock());\n    \
         loop {\n        if out.write_all(b\"spam spam spam spam\\n\").is_err() {\n            return;\n        }\n    }\n}\n",
    );
    contest.write("test/a/1.in", "");
    contest.write("test/a/1.out", "spam\n");
    expect(
        &contest.run(&["judge", "a", "--tl", "10000"]),
        1,
        &["OLE  1", "stopped after 64 MiB of output"],
    );
}

#[test]
fn compile_errors_and_panics_are_reported_at_the_contestants_line() {
    let contest = Contest::new("locations", "a", None);
    contest.write(
        "src/bin/a.rs",
        "use fastio::Scanner;\n\nfn main() {\n    let mut sc = Scanner::stdin();\n    \
         let n: u64 = sc.read();\n    let answer: u32 = n;\n    println!(\"{answer}\");\n}\n",
    );
    contest.write("test/a/1.in", "1\n");
    contest.write("test/a/1.out", "1\n");
    expect(&contest.run(&["judge", "a"]), 1, &["src/bin/a.rs:6"]);
    contest.write(
        "src/bin/a.rs",
        "use fastio::Scanner;\n\nfn main() {\n    let mut sc = Scanner::stdin();\n    \
         let n: u64 = sc.read();\n    let v: Vec<u64> = Vec::new();\n    println!(\"{}\", v[n as usize]);\n}\n",
    );
    let ran = expect(
        &contest.run(&["judge", "a"]),
        1,
        &["RE   1", "src/bin/a.rs:7"],
    );
    assert!(!ran.contains("target/gamebook"), "{ran}");
}

/// The interactor of a Nim task: it sends the piles of its case file, then reads the
/// solution's moves (`pile count`) and answers with its own, the optimal one when there is
/// one. Exit 0 when the solution took the last stone, 1 on an illegal move or a loss.
const NIM_INTERACTOR: &str = r#"use std::io::{BufRead, Write};

fn main() {
    let case = std::env::args().last().unwrap();
    let mut piles: Vec<u64> = std::fs::read_to_string(case).unwrap()
        .split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut out = std::io::stdout();
    writeln!(out, "{}", piles.len()).unwrap();
    let shown: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
    writeln!(out, "{}", shown.join(" ")).unwrap();
    out.flush().unwrap();
    let mut lines = std::io::stdin().lock().lines();
    loop {
        let Some(Ok(line)) = lines.next() else {
            eprintln!("no move from the solution");
            std::process::exit(1);
        };
        let numbers: Vec<u64> = line.split_whitespace().filter_map(|t| t.parse().ok()).collect();
        let (pile, count) = match numbers[..] {
            [pile, count] if pile >= 1 && (pile as usize) <= piles.len() => ((pile - 1) as usize, count),
            _ => {
                eprintln!("illegal move `{line}`");
                std::process::exit(1);
            }
        };
        if count == 0 || count > piles[pile] {
            eprintln!("illegal move `{line}`: pile {} has {}", pile + 1, piles[pile]);
            std::process::exit(1);
        }
        piles[pile] -= count;
        if piles.iter().all(|&p| p == 0) {
            std::process::exit(0);
        }
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        let (pile, count) = match piles.iter().position(|&p| xor != 0 && p ^ xor < p) {
            Some(i) => (i, piles[i] - (piles[i] ^ xor)),
            None => (piles.iter().position(|&p| p > 0).unwrap(), 1),
        };
        piles[pile] -= count;
        writeln!(out, "{} {count}", pile + 1).unwrap();
        out.flush().unwrap();
        if piles.iter().all(|&p| p == 0) {
            eprintln!("the solution lost");
            std::process::exit(1);
        }
    }
}
"#;

/// A Nim player reading the interactor's moves; `choose` is its move rule (`piles`, `xor`).
fn nim_player(choose: &str) -> String {
    format!(
        r#"use std::io::BufRead;

fn main() {{
    let mut lines = std::io::stdin().lock().lines().map(|l| l.unwrap());
    let _count: usize = lines.next().unwrap().trim().parse().unwrap();
    let mut piles: Vec<u64> = lines.next().unwrap().split_whitespace().map(|t| t.parse().unwrap()).collect();
    loop {{
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        let (pile, count): (usize, u64) = {choose};
        piles[pile] -= count;
        println!("{{}} {{count}}", pile + 1);
        if piles.iter().all(|&p| p == 0) {{
            return;
        }}
        let reply = lines.next().unwrap();
        let mut numbers = reply.split_whitespace().map(|t| t.parse::<u64>().unwrap());
        let (pile, count) = (numbers.next().unwrap() as usize - 1, numbers.next().unwrap());
        piles[pile] -= count;
    }}
}}
"#
    )
}

#[test]
fn an_interactive_nim_task_is_judged_against_its_interactor() {
    let contest = Contest::new("interactive", "a", None);
    contest.write("interactor.rs", NIM_INTERACTOR);
    let interactor = contest.dir.join("target/interactor");
    std::fs::create_dir_all(contest.dir.join("target")).unwrap();
    let built = Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&interactor)
        .arg(contest.dir.join("interactor.rs"))
        .output()
        .unwrap();
    assert!(built.status.success(), "{}", text(&built));
    contest.write("test/a/three.in", "3 4 5\n");
    contest.write("test/a/two.in", "1 2\n");
    // The interactor behind a script that leaves a helper running: stopping the pair must
    // stop it too, or its open pipes would keep both the solution and the judge waiting.
    contest.write(
        "interact.sh",
        "sleep 120 &\nexec target/interactor \"$@\"\n",
    );
    let judge = |tl: &str| {
        contest.run(&[
            "judge",
            "a",
            "--interactor",
            "sh interact.sh",
            "--tl",
            tl,
            "--repeat",
            "2",
        ])
    };

    let winning = "match piles.iter().position(|&p| p ^ xor < p) {
            Some(i) => (i, piles[i] - (piles[i] ^ xor)),
            None => (piles.iter().position(|&p| p > 0).unwrap(), 1),
        }";
    contest.write("src/bin/a.rs", &nim_player(winning));
    expect(
        &judge("2000"),
        0,
        &["AC   three", "AC   two", "2 passed, 0 failed"],
    );

    contest.write("src/bin/a.rs", &nim_player("(0, piles[0] + 1)"));
    expect(
        &judge("2000"),
        1,
        &[
            "WA   three",
            "interactor",
            "illegal move",
            "0 passed, 2 failed",
        ],
    );

    let silent = "{ std::thread::sleep(std::time::Duration::from_secs(3600)); (0, 0) }";
    contest.write("src/bin/a.rs", &nim_player(silent));
    let started = std::time::Instant::now();
    let silent_run = judge("300");
    let output = expect(&silent_run, 1, &["TLE  three", "TLE  two"]);
    for case in ["three", "two"] {
        let ms = reported_ms(&output, "TLE", case);
        assert!((300..1300).contains(&ms), "{case}: {ms} ms\n{output}");
    }
    // Two cases, stopped at the first failing run each: never the hour the solution sleeps.
    assert!(started.elapsed() < Duration::from_secs(60));
}

/// proconio is never built: the test has no network, and the paste is AtCoder's to build.
#[test]
fn atcoder_keeps_the_crates_it_provides_in_the_paste() {
    let contest = Contest::new("proconio", "a", Some("atcoder"));
    let manifest = std::fs::read_to_string(contest.dir.join("Cargo.toml")).unwrap();
    contest.write(
        "Cargo.toml",
        &manifest.replace("[dependencies]\n", "[dependencies]\nproconio = \"0.4\"\n"),
    );
    contest.write(
        "src/bin/a.rs",
        "use proconio::input;\n\nfn main() {\n    input! {\n        n: u64,\n    }\n    println!(\"{}\", n * 2);\n}\n",
    );
    let bundled = expect(&contest.run(&["bundle", "a"]), 0, &["proconio"]);
    assert!(bundled.contains("use proconio::input;"), "{bundled}");
    contest.write("test/a/1.in", "2\n");
    contest.write("test/a/1.out", "4\n");
    expect(&contest.run(&["judge", "a"]), 1, &["cannot build it here"]);
}

#[test]
fn a_registry_crate_the_judge_does_not_provide_is_refused_where_the_code_uses_it() {
    let contest = Contest::new("registry", "a", None);
    let manifest = std::fs::read_to_string(contest.dir.join("Cargo.toml")).unwrap();
    contest.write(
        "Cargo.toml",
        &manifest.replace("[dependencies]\n", "[dependencies]\nfancy-io = \"1\"\n"),
    );
    // Listed but unused (a template's manifest for every task): nothing to refuse.
    contest.write("src/bin/a.rs", "fn main() {}\n");
    expect(&contest.run(&["bundle", "a"]), 0, &["fn main() {}"]);
    contest.write(
        "src/bin/a.rs",
        "use fancy_io::Reader;\n\nfn main() {\n    Reader::new();\n}\n",
    );
    expect(
        &contest.run(&["bundle", "a"]),
        1,
        &[
            "src/bin/a.rs:1: uses `fancy_io`, a registry crate",
            "codeforces",
            "Codeforces provides no crates",
        ],
    );
    expect(
        &contest.run(&["bundle", "a", "--judge", "atcoder"]),
        1,
        &["uses `fancy_io`, a registry crate", "atcoder"],
    );
    expect(
        &contest.run(&["judge", "a", "--judge", "atcoder"]),
        1,
        &["uses `fancy_io`, a registry crate"],
    );
}

#[test]
fn help_lists_every_command_and_option() {
    let help = gamebook(Path::new("."), &["--help"]);
    let all = expect(&help, 0, &[]);
    for word in [
        "new",
        "judge",
        "bundle",
        "--tasks",
        "--judge",
        "--tl",
        "--ml",
        "--error",
        "--checker",
        "--interactor",
        "--repeat",
        "--cases",
        "--strict",
        "-o FILE",
        "--copy",
        "--keep-all",
        "codeforces",
        "atcoder",
        "library-checker",
        "yukicoder",
        "luogu",
    ] {
        assert!(all.contains(word), "`{word}` missing from --help:\n{all}");
    }
}

/// Ctrl-C in a terminal: SIGINT to the whole process group, while a case runs.
#[cfg(unix)]
#[test]
fn an_interrupted_run_leaves_nothing_in_the_temporary_folder() {
    use std::io::{BufRead, BufReader};
    use std::os::unix::process::CommandExt;
    let contest = Contest::new("interrupt", "a", None);
    contest.write(
        "src/bin/a.rs",
        &std_solution("    std::thread::sleep(std::time::Duration::from_secs(3600));"),
    );
    contest.write("test/a/1.in", "\n");
    contest.write("test/a/1.out", "\n");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-gamebook"))
        .args(["gamebook", "judge", "a", "--tl", "20000"])
        .current_dir(&contest.dir)
        .stdout(std::process::Stdio::piped())
        .process_group(0)
        .spawn()
        .unwrap();
    let pid = child.id();
    // The first line comes once the bundle is written; the case then runs for 20 s.
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.contains("bundled"), "{first}");
    std::thread::sleep(Duration::from_millis(300));
    let killed = Command::new("kill")
        .args(["-INT", "--", &format!("-{pid}")])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    assert!(!status.success());
    let left: Vec<String> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains(&format!("-{pid}-")) || name.ends_with(&format!("-{pid}")))
        .collect();
    assert!(left.is_empty(), "left in the temporary folder: {left:?}");
    // The next run starts clean and works.
    contest.write("src/bin/a.rs", &std_solution("    print!(\"{input}\");"));
    expect(&contest.run(&["judge", "a"]), 0, &["1 passed, 0 failed"]);
    assert!(!contest.dir.join("target/gamebook/a/tmp").exists());
}

#[cfg(unix)]
#[test]
fn copy_hands_the_paste_to_a_clipboard_tool_or_says_none_was_found() {
    use std::os::unix::fs::PermissionsExt;
    let contest = Contest::new("copy", "a", None);
    contest.write("src/bin/a.rs", &std_solution("    print!(\"{input}\");"));
    let bin = contest.parent.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let clipboard = contest.parent.join("clipboard");
    let tool = bin.join("wl-copy");
    std::fs::write(
        &tool,
        format!("#!/bin/sh\ncat > '{}'\n", clipboard.display()),
    )
    .unwrap();
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    let copy = |path: &str| {
        Command::new(env!("CARGO_BIN_EXE_cargo-gamebook"))
            .args(["gamebook", "bundle", "a", "--copy"])
            .current_dir(&contest.dir)
            .env("PATH", path)
            .env("RUSTC", rustc_path())
            .output()
            .unwrap()
    };
    let copied = copy(&format!("{}:/usr/bin:/bin", bin.display()));
    expect(&copied, 0, &["copied to the clipboard with wl-copy"]);
    assert!(copied.stdout.is_empty(), "{}", text(&copied));
    let pasted = std::fs::read_to_string(&clipboard).unwrap();
    assert!(pasted.contains("fn main()"), "{pasted}");
    // No tool at all on PATH (rustc stays reachable for the bundler's check through RUSTC).
    std::fs::remove_file(&tool).unwrap();
    let none = copy(&bin.display().to_string());
    expect(&none, 1, &["no clipboard tool found (tried wl-copy"]);
}

/// The rustc that `PATH` finds now, as a full path.
fn rustc_path() -> PathBuf {
    let found = Command::new("sh")
        .args(["-c", "command -v rustc"])
        .output()
        .unwrap();
    PathBuf::from(String::from_utf8_lossy(&found.stdout).trim())
}
