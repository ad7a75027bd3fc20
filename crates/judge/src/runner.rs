//! The case runner behind `make test` (and `runcases --file`): compiles a submission as every
//! judge must accept it (bare `rustc`, editions 2021 and 2024, `-D warnings`), runs it on every
//! case as a separate process, prints one line per case with its verdict, and a summary. The
//! per-case loop and the printer ([`judge_each`], [`print_case`]) serve `cargo gamebook judge`
//! too.

use crate::cases::{problem_cases, Case};
use crate::conf::JudgeConf;
use crate::execute::{run_program, OUTPUT_CAP};
use crate::verdict::{Limits, Verdict};
use bundler::{compile_like_judge, write_atomically, JUDGE_EDITIONS};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What to do when `submissions/<problem>.rs` differs from a fresh bundle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Submission {
    /// Fail: the committed file is stale (what CI does).
    Check,
    /// Rewrite it (what `make test P=...` does while you work).
    Write,
}

/// Cases that passed and failed, and those with no expected output to check against.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub unchecked: usize,
}

impl Tally {
    pub fn add(&mut self, other: Tally) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.unchecked += other.unchecked;
    }

    /// Counts one case's verdict.
    pub fn count(&mut self, verdict: &Verdict) {
        match verdict {
            Verdict::Unchecked { .. } => self.unchecked += 1,
            v if v.passed() => self.passed += 1,
            _ => self.failed += 1,
        }
    }

    /// `N passed, M failed` (and `, K not checked` when some case had no `.out`).
    pub fn summary(&self) -> String {
        let mut text = format!("{} passed, {} failed", self.passed, self.failed);
        if self.unchecked > 0 {
            text.push_str(&format!(", {} not checked (no .out)", self.unchecked));
        }
        text
    }

    pub const ONE_FAILURE: Tally = Tally {
        passed: 0,
        failed: 1,
        unchecked: 0,
    };
}

/// One case's verdict, as the one printer shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub verdict: Verdict,
    pub elapsed: Duration,
    /// Where the verdict comes from when there are several runs (`edition 2024`, `run 3`).
    pub context: Option<String>,
}

/// Prints one case: `CODE label time`, then the verdict's detail below it.
pub fn print_case(label: &str, judged: &Judged) {
    let verdict = &judged.verdict;
    println!(
        "{:<4} {:<40} {:>6} ms",
        verdict.code(),
        label,
        judged.elapsed.as_millis()
    );
    match (verdict, &judged.context) {
        (Verdict::Accepted, _) => {}
        (Verdict::AcceptedWhitespace, _) | (_, None) => println!("       {verdict}"),
        (_, Some(context)) => println!("       [{context}] {verdict}"),
    }
}

/// Prints a verdict about a whole submission (a compile error): `CODE label`, then every line
/// of its detail, indented.
pub fn print_submission_verdict(label: &str, verdict: &Verdict) {
    println!("{:<4} {label}", verdict.code());
    for line in verdict.to_string().lines() {
        println!("       {line}");
    }
}

/// The per-case loop: judges each case, prints it, counts it. A case that cannot be judged (an
/// unreadable file) is a `FAIL` line and a failure.
pub fn judge_each<C>(
    cases: &[C],
    label: impl Fn(&C) -> String,
    mut judge: impl FnMut(&C) -> Result<Judged, String>,
) -> Tally {
    let mut tally = Tally::default();
    for case in cases {
        match judge(case) {
            Ok(judged) => {
                print_case(&label(case), &judged);
                tally.count(&judged.verdict);
            }
            Err(message) => {
                println!("FAIL {}: {message}", label(case));
                tally.failed += 1;
            }
        }
    }
    tally
}

/// A tally, or the failure that stopped the run before its cases (printed as `FAIL what:`,
/// counted as one failure).
pub fn or_failure(what: &str, result: Result<Tally, String>) -> Tally {
    result.unwrap_or_else(|message| {
        // A bundler error already starts with the file it is about.
        if message.starts_with(&format!("{what}:")) {
            println!("FAIL {message}");
        } else {
            println!("FAIL {what}: {message}");
        }
        Tally::ONE_FAILURE
    })
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
    let tally = or_failure(problem, result);
    println!("{problem}: {}", tally.summary());
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
    let result = bundler::bundle_file(&root.join(TEMPLATE_SOURCE), &options)
        .map_err(|e| e.to_string())
        .and_then(|fresh| refresh(&root.join(TEMPLATE), &fresh, submission, "make template"))
        .map(|path| {
            judge_source(
                &path,
                &[],
                &JudgeConf::default(),
                &root.join("target/judge/template"),
            )
        });
    let tally = or_failure("template", result);
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
    let tally = or_failure(&file.display().to_string(), result);
    println!("{}", tally.summary());
    tally
}

/// Compiles `source` under every judge edition and runs it on `cases` within the limits of
/// `conf`, printing one line per case (binaries and outputs go to `scratch`). A compile error
/// is printed as `CE` and counts as one failure.
pub fn judge_source(source: &Path, cases: &[Case], conf: &JudgeConf, scratch: &Path) -> Tally {
    let binaries = match compile_all(source, scratch) {
        Ok(binaries) => binaries,
        Err(verdict) => {
            print_submission_verdict(&source.display().to_string(), &verdict);
            return Tally::ONE_FAILURE;
        }
    };
    let limit = Duration::from_millis(conf.time_limit_ms);
    judge_each(cases, Case::label, |case| {
        judge_case(&binaries, case, conf, limit)
    })
}

/// The verdict of one case (the first failing edition's, else the first edition's) with its
/// edition, and the slowest run.
fn judge_case(
    binaries: &[(&'static str, PathBuf)],
    case: &Case,
    conf: &JudgeConf,
    limit: Duration,
) -> Result<Judged, String> {
    let expected = std::fs::read(&case.pair.output)
        .map_err(|e| format!("{}: {e}", case.pair.output.display()))?;
    let limits = Limits {
        time: limit,
        memory_mib: None,
        output_bytes: OUTPUT_CAP,
    };
    let mut worst = Duration::ZERO;
    let mut verdicts = Vec::new();
    for (edition, binary) in binaries {
        let run = run_program(binary, &case.pair.input, &limits)?;
        worst = worst.max(run.elapsed);
        verdicts.push((
            *edition,
            Verdict::of(&run, &expected, &conf.tolerance, limit),
        ));
    }
    let (edition, verdict) = match verdicts.iter().position(|(_, v)| !v.passed()) {
        Some(failing) => verdicts.swap_remove(failing),
        None => verdicts.swap_remove(0),
    };
    Ok(Judged {
        verdict,
        elapsed: worst,
        context: Some(format!("edition {edition}")),
    })
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
pub(crate) fn compile_all(
    source: &Path,
    scratch: &Path,
) -> Result<Vec<(&'static str, PathBuf)>, Verdict> {
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
