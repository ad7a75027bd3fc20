//! The case runner behind `make test`: checks that the committed submission is what the bundler
//! produces now, compiles it as the judges do (bare `rustc`, editions 2021 and 2024,
//! `-D warnings`), and runs it on every case as a separate process with a verdict per case.

use crate::emit::{bundle, write_atomically, MAX_SUBMISSION_BYTES};
use crate::workspace::module_name;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use testkit::{case_pairs, compare, official_dir, JudgeConf, Outcome};

/// What to do when `submissions/<problem>.rs` differs from a fresh bundle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Submission {
    /// Fail: the committed file is stale (what CI does).
    Check,
    /// Rewrite it (what `make test P=...` does while you work).
    Write,
}

/// The editions every submission must compile under.
pub const EDITIONS: [&str; 2] = ["2021", "2024"];

/// Cases that passed and failed for one problem.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
}

/// Runs problem `problem` of the workspace at `root`; prints one line per case and a summary.
/// An error (no bundle, stale file, compile error, ...) counts as one failure.
pub fn run_problem(
    root: &Path,
    problem: &str,
    submission: Submission,
    require_cases: bool,
) -> Tally {
    match try_run_problem(root, problem, submission, require_cases) {
        Ok(tally) => tally,
        Err(message) => {
            println!("FAIL {problem}: {message}");
            Tally {
                passed: 0,
                failed: 1,
            }
        }
    }
}

fn try_run_problem(
    root: &Path,
    problem: &str,
    submission: Submission,
    require_cases: bool,
) -> Result<Tally, String> {
    let source = current_submission(root, problem, submission)?;
    let testdata = root.join("testdata").join(problem);
    let conf = JudgeConf::load(&testdata)?;
    let mut cases = Vec::new();
    for (label, dir) in [
        ("testdata", testdata.clone()),
        ("official", official_dir(root, problem)),
    ] {
        let pairs = case_pairs(&dir)?;
        if label == "official" && pairs.is_empty() {
            println!(
                "     {problem}: no official data at {} (skipped)",
                dir.display()
            );
        }
        cases.extend(pairs.into_iter().map(|pair| (label, pair)));
    }
    if cases.is_empty() {
        let message = format!("no cases in {}", testdata.display());
        if require_cases {
            return Err(message);
        }
        println!("     {problem}: {message}");
    }
    let binaries = compile(root, problem, &source)?;
    let limit = Duration::from_millis(conf.time_limit_ms);
    let scratch = root.join("target/judge").join(problem);
    let mut tally = Tally::default();
    for (label, pair) in &cases {
        let mut worst = Duration::ZERO;
        let mut problems = Vec::new();
        for (edition, binary) in EDITIONS.iter().zip(&binaries) {
            let run = run_case(binary, &pair.input, &scratch, limit)?;
            worst = worst.max(run.elapsed);
            let expected = std::fs::read(&pair.output)
                .map_err(|e| format!("{}: {e}", pair.output.display()))?;
            let verdict = verdict(&run, &expected, &conf, limit);
            if verdict.0 != "AC" {
                problems.push(format!("{} [edition {edition}] {}", verdict.0, verdict.1));
            } else if !verdict.1.is_empty() && *edition == EDITIONS[0] {
                problems.push(verdict.1);
            }
        }
        let failed = problems.iter().any(|p| !p.starts_with("note:"));
        let name = format!("{label}/{}", pair.name);
        let shown = if failed {
            problems[0].split(' ').next().unwrap_or("WA")
        } else {
            "AC"
        };
        println!("{shown:<4} {name:<40} {:>6} ms", worst.as_millis());
        for detail in &problems {
            println!("       {detail}");
        }
        if failed {
            tally.failed += 1;
        } else {
            tally.passed += 1;
        }
    }
    println!(
        "{problem}: {} passed, {} failed",
        tally.passed, tally.failed
    );
    Ok(tally)
}

/// The submission text, after checking (or refreshing) `submissions/<problem>.rs`.
fn current_submission(
    root: &Path,
    problem: &str,
    submission: Submission,
) -> Result<PathBuf, String> {
    let fresh = bundle(root, problem).map_err(|e| e.to_string())?;
    if fresh.len() > MAX_SUBMISSION_BYTES {
        return Err(format!(
            "the bundle is {} bytes, above the 64 KiB limit of Codeforces",
            fresh.len()
        ));
    }
    let path = root.join("submissions").join(format!("{problem}.rs"));
    let committed = std::fs::read_to_string(&path).ok();
    if committed.as_deref() != Some(fresh.as_str()) {
        match submission {
            Submission::Check => {
                let state = if committed.is_some() {
                    "is stale (the bundler now produces something else)"
                } else {
                    "is missing"
                };
                return Err(format!(
                    "{} {state}: run `make submit P={problem}` and commit it",
                    path.display()
                ));
            }
            Submission::Write => {
                let folder = root.join("submissions");
                std::fs::create_dir_all(&folder)
                    .map_err(|e| format!("{}: {e}", folder.display()))?;
                write_atomically(&path, fresh.as_bytes())
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                println!("     wrote {} ({} bytes)", path.display(), fresh.len());
            }
        }
    }
    Ok(path)
}

/// Compiles the submission once per edition, in parallel, as a judge would.
fn compile(root: &Path, problem: &str, source: &Path) -> Result<Vec<PathBuf>, String> {
    let folder = root.join("target/judge").join(problem);
    std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let mut jobs = Vec::new();
    for edition in EDITIONS {
        let binary = folder.join(format!("edition{edition}"));
        let child = Command::new("rustc")
            .args([
                "-O",
                "--edition",
                edition,
                "-D",
                "warnings",
                "--crate-name",
                &module_name(problem),
                "-o",
            ])
            .arg(&binary)
            .arg(source)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run rustc: {e}"))?;
        jobs.push((edition, binary, child));
    }
    let mut binaries = Vec::new();
    let mut errors = Vec::new();
    for (edition, binary, child) in jobs {
        let output = child
            .wait_with_output()
            .map_err(|e| format!("rustc: {e}"))?;
        if output.status.success() {
            binaries.push(binary);
        } else {
            errors.push(format!(
                "CE: `rustc -O --edition {edition} -D warnings {}` failed:\n{}",
                source.display(),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
    }
    if errors.is_empty() {
        Ok(binaries)
    } else {
        Err(errors.join("\n"))
    }
}

/// What one run of a binary on one input did.
pub struct Run {
    pub elapsed: Duration,
    pub timed_out: bool,
    pub exit: Option<String>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// Runs `binary` with `input` as stdin, killing it at twice the limit plus half a second.
pub fn run_case(
    binary: &Path,
    input: &Path,
    scratch: &Path,
    limit: Duration,
) -> Result<Run, String> {
    let open = |path: &Path| File::open(path).map_err(|e| format!("{}: {e}", path.display()));
    let create = |path: &Path| File::create(path).map_err(|e| format!("{}: {e}", path.display()));
    let (stdout_path, stderr_path) = (scratch.join("stdout"), scratch.join("stderr"));
    let started = Instant::now();
    let mut child = Command::new(binary)
        .stdin(open(input)?)
        .stdout(create(&stdout_path)?)
        .stderr(create(&stderr_path)?)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    let deadline = limit * 2 + Duration::from_millis(500);
    let mut pause = Duration::from_micros(100);
    let (status, timed_out) = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break (Some(status), false);
        }
        if started.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    };
    let elapsed = started.elapsed();
    let exit = status.filter(|s| !s.success()).map(|s| s.to_string());
    let stdout = std::fs::read(&stdout_path).map_err(|e| e.to_string())?;
    let stderr =
        String::from_utf8_lossy(&std::fs::read(&stderr_path).unwrap_or_default()).into_owned();
    Ok(Run {
        elapsed,
        timed_out,
        exit,
        stdout,
        stderr,
    })
}

/// The verdict (`AC`, `WA`, `RE`, `TLE`) and a one-line detail.
pub fn verdict(
    run: &Run,
    expected: &[u8],
    conf: &JudgeConf,
    limit: Duration,
) -> (&'static str, String) {
    if run.timed_out || run.elapsed > limit {
        return (
            "TLE",
            format!(
                "{} ms, limit {} ms",
                run.elapsed.as_millis(),
                limit.as_millis()
            ),
        );
    }
    if let Some(exit) = &run.exit {
        let message = run
            .stderr
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .to_string();
        let next = run
            .stderr
            .lines()
            .filter(|l| !l.trim().is_empty())
            .nth(1)
            .unwrap_or("");
        return (
            "RE",
            format!("{exit}: {message} {next}").trim_end().to_string(),
        );
    }
    match compare(expected, &run.stdout, &conf.tolerance) {
        Outcome::Identical | Outcome::WithinTolerance => ("AC", String::new()),
        Outcome::SameTokens => (
            "AC",
            "note: accepted, but the output differs from the expected file in whitespace"
                .to_string(),
        ),
        Outcome::Differs(difference) => ("WA", difference.to_string()),
    }
}
