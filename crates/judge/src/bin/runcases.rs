//! `runcases [--root DIR] [--check | --write] (--all | PROBLEM...)`: the judge-style run of
//! `make test`. `--check` (the default) fails when a committed submission (or the template)
//! is stale; `--write` refreshes it instead.
//!
//! `runcases --file FILE.rs [--cases DIR] [--time-limit MS]`: any solution file under the rules
//! of `make test` (bundled, compiled under both editions with `-D warnings`, run on every
//! `NAME.in`/`NAME.out` of DIR, default `test/` of the file's package; time limit default
//! 2000 ms). A contest uses `cargo gamebook judge` (and `make judge`) instead, judged as one
//! judge judges.

use judge::runner::{check_template, judge_file, run_problem, Submission, Tally};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "usage: runcases [--root DIR] [--check | --write] (--all | PROBLEM...)
       runcases --file FILE.rs [--cases DIR] [--time-limit MS]";

#[derive(Default)]
struct Args {
    root: Option<PathBuf>,
    write: bool,
    all: bool,
    problems: Vec<String>,
    file: Option<PathBuf>,
    cases: Option<PathBuf>,
    time_limit_ms: Option<u64>,
}

fn parse_args() -> Result<Args, String> {
    let mut parsed = Args::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |what: &str| args.next().ok_or(format!("{arg} needs {what}"));
        match arg.as_str() {
            "--root" => parsed.root = Some(PathBuf::from(value("a folder")?)),
            "--check" => parsed.write = false,
            "--write" => parsed.write = true,
            "--all" => parsed.all = true,
            "--file" => parsed.file = Some(PathBuf::from(value("a file")?)),
            "--cases" => parsed.cases = Some(PathBuf::from(value("a folder")?)),
            "--time-limit" => {
                let text = value("milliseconds")?;
                let ms = text.parse().map_err(|_| {
                    format!("--time-limit needs whole milliseconds, found `{text}`")
                })?;
                parsed.time_limit_ms = Some(ms);
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option `{arg}`")),
            _ => parsed.problems.push(arg),
        }
    }
    Ok(parsed)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(message) => return usage_error(&message),
    };
    let tally = match &args.file {
        Some(file) => run_file(file, &args),
        None => run_problems(&args),
    };
    match tally {
        Ok(tally) if tally.failed == 0 => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(message) => usage_error(&message),
    }
}

fn run_file(file: &Path, args: &Args) -> Result<Tally, String> {
    let cases = match &args.cases {
        Some(dir) => dir.clone(),
        None => bundler::package::Package::owning(
            &file
                .canonicalize()
                .map_err(|e| format!("{}: {e}", file.display()))?,
        )
        .map_err(|e| e.to_string())?
        .dir
        .join("test"),
    };
    let limit = Duration::from_millis(args.time_limit_ms.unwrap_or(2000));
    let scratch = std::env::temp_dir().join(format!("gamebook-judge-{}", std::process::id()));
    let tally = judge_file(file, &cases, limit, &scratch);
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(tally)
}

fn run_problems(args: &Args) -> Result<Tally, String> {
    let root = args.root.clone().unwrap_or_else(|| PathBuf::from("."));
    // Absolute paths make the messages point at files unambiguously.
    let root = root.canonicalize().unwrap_or(root);
    let submission = if args.write {
        Submission::Write
    } else {
        Submission::Check
    };
    let mut problems = args.problems.clone();
    if args.all {
        problems = bundler::problems(&root).map_err(|e| e.to_string())?;
    }
    if problems.is_empty() {
        return Err("no problem given".into());
    }
    let mut total = Tally::default();
    let mut failing = Vec::new();
    for problem in &problems {
        let tally = run_problem(&root, problem, submission, args.all);
        total.add(tally);
        if tally.failed > 0 {
            failing.push(problem.clone());
        }
    }
    if args.all {
        let tally = check_template(&root, submission);
        total.add(tally);
        if tally.failed > 0 {
            failing.push("template".into());
        }
    }
    if problems.len() > 1 {
        println!(
            "all {} problems: {} passed, {} failed",
            problems.len(),
            total.passed,
            total.failed
        );
        if !failing.is_empty() {
            println!("failing: {}", failing.join(" "));
        }
    }
    Ok(total)
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("runcases: {message}\n{USAGE}");
    ExitCode::FAILURE
}
