//! The case runner behind `make test` and `make judge`: compiles a submission as the judges do
//! (bare `rustc`, editions 2021 and 2024, `-D warnings`), runs it on every case as a separate
//! process, prints one line per case with its verdict, and a summary.

use crate::cases::{problem_cases, Case};
use crate::conf::JudgeConf;
use crate::verdict::{Run, Verdict};
use bundler::{compile_like_judge, write_atomically, JUDGE_EDITIONS};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// What to do when `submissions/<problem>.rs` differs from a fresh bundle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Submission {
    /// Fail: the committed file is stale (what CI does).
    Check,
    /// Rewrite it (what `make test P=...` does while you work).
    Write,
}

/// Cases that passed and failed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
}

impl Tally {
    pub fn add(&mut self, other: Tally) {
        self.passed += other.passed;
        self.failed += other.failed;
    }

    const ONE_FAILURE: Tally = Tally {
        passed: 0,
        failed: 1,
    };
}

/// Runs problem `problem` of the workspace at `root` on its cases; prints one line per case
/// and a summary. An error (no bundle, stale file, ...) counts as one failure.
pub fn run_problem(
    root: &Path,
    problem: &str,
    submission: Submission,
    require_cases: bool,
) -> Tally {
    let result = (|| {
        let source = current_submission(root, problem, submission)?;
        let conf = JudgeConf::load(&root.join("testdata").join(problem))?;
        let found = problem_cases(root, problem)?;
        for (set, dir) in &found.empty_sets {
            match *set {
                "official" => println!(
                    "     {problem}: no official data at {} (skipped)",
                    dir.display()
                ),
                _ if require_cases => return Err(format!("no cases in {}", dir.display())),
                _ => println!("     {problem}: no cases in {}", dir.display()),
            }
        }
        let scratch = root.join("target/judge").join(problem);
        Ok(judge_source(&source, &found.cases, &conf, &scratch))
    })();
    let tally = result.unwrap_or_else(|message: String| {
        println!("FAIL {problem}: {message}");
        Tally::ONE_FAILURE
    });
    println!(
        "{problem}: {} passed, {} failed",
        tally.passed, tally.failed
    );
    tally
}

/// Where the contest template's source is, and where `make template` writes its bundle.
pub const TEMPLATE_SOURCE: &str = "crates/judge/templates/contest/src/main.rs";
pub const TEMPLATE: &str = "submissions/template.rs";

/// Checks (or refreshes) `submissions/template.rs` against a fresh bundle of the template
/// source, with its libraries whole, and compiles it as the judges do.
pub fn check_template(root: &Path, submission: Submission) -> Tally {
    let options = bundler::Options {
        max_bytes: None,
        keep_all: true,
        ..bundler::Options::default()
    };
    let fresh = bundler::bundle_file(&root.join(TEMPLATE_SOURCE), &options);
    let result = fresh
        .map_err(|e| e.to_string())
        .and_then(|fresh| refresh(&root.join(TEMPLATE), &fresh, submission, "make template"));
    let tally = match result {
        Ok(path) => judge_source(
            &path,
            &[],
            &JudgeConf::default(),
            &root.join("target/judge/template"),
        ),
        Err(message) => {
            println!("FAIL template: {message}");
            Tally::ONE_FAILURE
        }
    };
    if tally.failed == 0 {
        println!("template: {TEMPLATE} is current and compiles under every judge edition");
    }
    tally
}

/// Bundles `file` (any solution) and runs it on the `NAME.in`/`NAME.out` pairs of `cases`
/// within `time_limit`; prints one line per case and the summary.
pub fn judge_file(file: &Path, cases: &Path, time_limit: Duration, scratch: &Path) -> Tally {
    let result = (|| {
        let options = bundler::Options {
            max_bytes: None,
            ..bundler::Options::default()
        };
        let text = bundler::bundle_file(file, &options).map_err(|e| e.to_string())?;
        std::fs::create_dir_all(scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
        let stem = file.file_stem().unwrap_or_default().to_string_lossy();
        let source = scratch.join(format!("{stem}.rs"));
        write_atomically(&source, text.as_bytes())
            .map_err(|e| format!("{}: {e}", source.display()))?;
        println!(
            "     bundled {} into {} ({} bytes)",
            file.display(),
            source.display(),
            text.len()
        );
        let pairs = crate::cases::case_pairs(cases)?;
        if pairs.is_empty() {
            return Err(format!(
                "no NAME.in / NAME.out pairs in {}",
                cases.display()
            ));
        }
        let found: Vec<Case> = pairs
            .into_iter()
            .map(|pair| Case { set: "cases", pair })
            .collect();
        let conf = JudgeConf {
            time_limit_ms: time_limit.as_millis() as u64,
            ..JudgeConf::default()
        };
        Ok(judge_source(&source, &found, &conf, scratch))
    })();
    let tally = result.unwrap_or_else(|message: String| {
        println!("FAIL {}: {message}", file.display());
        Tally::ONE_FAILURE
    });
    println!("{} passed, {} failed", tally.passed, tally.failed);
    tally
}

/// Compiles `source` under every judge edition and runs it on `cases` within the limits of
/// `conf`, printing one line per case (binaries and outputs go to `scratch`). A compile error
/// is printed as `CE` and counts as one failure.
pub fn judge_source(source: &Path, cases: &[Case], conf: &JudgeConf, scratch: &Path) -> Tally {
    let binaries = match compile_all(source, scratch) {
        Ok(binaries) => binaries,
        Err(verdict) => {
            println!("CE   {}", source.display());
            println!("       {verdict}");
            return Tally::ONE_FAILURE;
        }
    };
    let limit = Duration::from_millis(conf.time_limit_ms);
    let mut tally = Tally::default();
    for case in cases {
        let (verdict, worst) = match judge_case(&binaries, case, conf, limit, scratch) {
            Ok(result) => result,
            Err(message) => {
                println!("FAIL {}: {message}", case.label());
                tally.failed += 1;
                continue;
            }
        };
        let (edition, verdict) = verdict;
        println!(
            "{:<4} {:<40} {:>6} ms",
            verdict.code(),
            case.label(),
            worst.as_millis()
        );
        match &verdict {
            Verdict::Accepted => {}
            Verdict::AcceptedWhitespace => println!("       {verdict}"),
            _ => println!("       [edition {edition}] {verdict}"),
        }
        if verdict.passed() {
            tally.passed += 1;
        } else {
            tally.failed += 1;
        }
    }
    tally
}

/// The verdict of one case (the first failing edition's, else the first edition's) with its
/// edition, and the slowest run.
fn judge_case(
    binaries: &[(&'static str, PathBuf)],
    case: &Case,
    conf: &JudgeConf,
    limit: Duration,
    scratch: &Path,
) -> Result<((&'static str, Verdict), Duration), String> {
    let expected = std::fs::read(&case.pair.output)
        .map_err(|e| format!("{}: {e}", case.pair.output.display()))?;
    let mut worst = Duration::ZERO;
    let mut verdicts = Vec::new();
    for (edition, binary) in binaries {
        let run = run_case(binary, &case.pair.input, scratch, limit)?;
        worst = worst.max(run.elapsed);
        verdicts.push((
            *edition,
            Verdict::of(&run, &expected, &conf.tolerance, limit),
        ));
    }
    let shown = match verdicts.iter().position(|(_, v)| !v.passed()) {
        Some(failing) => verdicts.swap_remove(failing),
        None => verdicts.swap_remove(0),
    };
    Ok((shown, worst))
}

/// The submission file, after checking (or refreshing) `submissions/<problem>.rs` against a
/// fresh bundle.
fn current_submission(
    root: &Path,
    problem: &str,
    submission: Submission,
) -> Result<PathBuf, String> {
    let fresh = bundler::Options::for_problem(root, problem)
        .and_then(|options| bundler::bundle_problem(root, problem, &options))
        .map_err(|e| e.to_string())?;
    let path = root.join("submissions").join(format!("{problem}.rs"));
    refresh(
        &path,
        &fresh,
        submission,
        &format!("make submit P={problem}"),
    )
}

/// Compares the committed `path` with the `fresh` bundle: a difference fails under
/// [`Submission::Check`] (naming the `make` command that fixes it) and rewrites the file under
/// [`Submission::Write`].
fn refresh(path: &Path, fresh: &str, submission: Submission, fix: &str) -> Result<PathBuf, String> {
    let committed = std::fs::read_to_string(path).ok();
    if committed.as_deref() == Some(fresh) {
        return Ok(path.to_path_buf());
    }
    match submission {
        Submission::Check => {
            let state = if committed.is_some() {
                "is stale (the bundler now produces something else)"
            } else {
                "is missing"
            };
            Err(format!(
                "{} {state}: run `{fix}` and commit it",
                path.display()
            ))
        }
        Submission::Write => {
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder)
                    .map_err(|e| format!("{}: {e}", folder.display()))?;
            }
            write_atomically(path, fresh.as_bytes())
                .map_err(|e| format!("{}: {e}", path.display()))?;
            println!("     wrote {} ({} bytes)", path.display(), fresh.len());
            Ok(path.to_path_buf())
        }
    }
}

/// Compiles `source` once per judge edition, in parallel, into `scratch`.
fn compile_all(source: &Path, scratch: &Path) -> Result<Vec<(&'static str, PathBuf)>, Verdict> {
    std::fs::create_dir_all(scratch).map_err(|e| Verdict::CompileError {
        edition: "any".into(),
        message: format!("{}: {e}", scratch.display()),
    })?;
    let results: Vec<(&'static str, PathBuf, Result<(), String>)> = std::thread::scope(|scope| {
        let jobs: Vec<_> = JUDGE_EDITIONS
            .iter()
            .map(|&edition| {
                let binary = scratch.join(format!("edition{edition}"));
                scope.spawn(move || {
                    let result = compile_like_judge(source, edition, &binary);
                    (edition, binary, result)
                })
            })
            .collect();
        jobs.into_iter()
            .map(|job| job.join().expect("compile thread"))
            .collect()
    });
    let mut binaries = Vec::new();
    for (edition, binary, result) in results {
        match result {
            Ok(()) => binaries.push((edition, binary)),
            Err(message) => {
                return Err(Verdict::CompileError {
                    edition: edition.to_string(),
                    message,
                })
            }
        }
    }
    Ok(binaries)
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
    let failure = status.filter(|s| !s.success()).map(|s| s.to_string());
    let stdout = std::fs::read(&stdout_path).map_err(|e| e.to_string())?;
    let stderr =
        String::from_utf8_lossy(&std::fs::read(&stderr_path).unwrap_or_default()).into_owned();
    Ok(Run {
        elapsed,
        timed_out,
        failure,
        stdout,
        stderr,
    })
}
