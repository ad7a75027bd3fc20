//! `runcases [--root DIR] [--check | --write] (--all | PROBLEM...)`: the judge-style run of
//! `make test`. `--check` (the default) fails when a committed submission is stale; `--write`
//! refreshes it instead.

use judge::runner::{run_problem, Submission, Tally};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: runcases [--root DIR] [--check | --write] (--all | PROBLEM...)";

fn main() -> ExitCode {
    let mut root = PathBuf::from(".");
    let mut submission = Submission::Check;
    let mut all = false;
    let mut problems = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--root" => match args.next() {
                Some(dir) => root = PathBuf::from(dir),
                None => return usage_error("--root needs a folder"),
            },
            "--check" => submission = Submission::Check,
            "--write" => submission = Submission::Write,
            "--all" => all = true,
            _ if arg.starts_with('-') => return usage_error(&format!("unknown option `{arg}`")),
            _ => problems.push(arg),
        }
    }
    // Absolute paths make the messages point at files unambiguously.
    root = root.canonicalize().unwrap_or(root);
    if all {
        match bundler::problems(&root) {
            Ok(found) => problems = found,
            Err(e) => return usage_error(&e.to_string()),
        }
    }
    if problems.is_empty() {
        return usage_error("no problem given");
    }
    let mut total = Tally::default();
    let mut failing = Vec::new();
    for problem in &problems {
        let tally = run_problem(&root, problem, submission, all);
        total.add(tally);
        if tally.failed > 0 {
            failing.push(problem.as_str());
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
    if total.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("runcases: {message}\n{USAGE}");
    ExitCode::FAILURE
}
