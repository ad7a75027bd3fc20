//! A verdict is a typed value: the runner decides it once, and one printer formats it.

use crate::compare::{compare, Comparison, Difference};
use crate::conf::Tolerance;
use std::fmt;
use std::time::Duration;

/// What one run of a program on one input did.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub elapsed: Duration,
    /// Killed for running far past the limit.
    pub timed_out: bool,
    /// The exit status when it was not success (`exit status: 101`, `signal: 11`, ...).
    pub failure: Option<String>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// The judge's answer for one case (or, for a compile error, for the whole submission).
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    Accepted,
    /// Accepted: the tokens are right, but the whitespace differs from the expected file.
    AcceptedWhitespace,
    WrongAnswer(Difference),
    RuntimeError {
        status: String,
        /// The first two non-empty lines the program wrote to standard error.
        message: String,
    },
    TimeLimit {
        elapsed: Duration,
        limit: Duration,
    },
    CompileError {
        edition: String,
        message: String,
    },
}

impl Verdict {
    /// The verdict of `run` against the `expected` output, under `limit` and `tolerance`.
    pub fn of(run: &Run, expected: &[u8], tolerance: &Tolerance, limit: Duration) -> Verdict {
        if run.timed_out || run.elapsed > limit {
            return Verdict::TimeLimit {
                elapsed: run.elapsed,
                limit,
            };
        }
        if let Some(status) = &run.failure {
            let lines: Vec<&str> = run
                .stderr
                .lines()
                .filter(|l| !l.trim().is_empty())
                .take(2)
                .collect();
            return Verdict::RuntimeError {
                status: status.clone(),
                message: lines.join(" "),
            };
        }
        match compare(expected, &run.stdout, tolerance) {
            Comparison::Identical | Comparison::WithinTolerance => Verdict::Accepted,
            Comparison::SameTokens => Verdict::AcceptedWhitespace,
            Comparison::Differs(difference) => Verdict::WrongAnswer(difference),
        }
    }

    /// Whether the case counts as passed.
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Accepted | Verdict::AcceptedWhitespace)
    }

    /// The judges' short code: `AC`, `WA`, `RE`, `TLE` or `CE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted | Verdict::AcceptedWhitespace => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimit { .. } => "TLE",
            Verdict::CompileError { .. } => "CE",
        }
    }
}

/// The detail line under a case's verdict (empty for a plain `AC`).
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted => Ok(()),
            Verdict::AcceptedWhitespace => write!(
                f,
                "note: accepted, but the output differs from the expected file in whitespace"
            ),
            Verdict::WrongAnswer(difference) => write!(f, "{difference}"),
            Verdict::RuntimeError { status, message } => {
                write!(f, "{status}: {message}")
            }
            Verdict::TimeLimit { elapsed, limit } => write!(
                f,
                "{} ms, limit {} ms",
                elapsed.as_millis(),
                limit.as_millis()
            ),
            Verdict::CompileError { edition, message } => {
                write!(f, "edition {edition}: {message}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(stdout: &str) -> Run {
        Run {
            elapsed: Duration::from_millis(5),
            timed_out: false,
            failure: None,
            stdout: stdout.as_bytes().to_vec(),
            stderr: String::new(),
        }
    }

    const SECOND: Duration = Duration::from_secs(1);

    #[test]
    fn accepts_equal_tokens_and_notes_whitespace() {
        let exact = Tolerance::default();
        assert_eq!(
            Verdict::of(&run("1 2\n"), b"1 2\n", &exact, SECOND),
            Verdict::Accepted
        );
        let spaced = Verdict::of(&run("1\n2"), b"1 2\n", &exact, SECOND);
        assert_eq!(spaced, Verdict::AcceptedWhitespace);
        assert!(spaced.passed() && spaced.to_string().starts_with("note:"));
    }

    #[test]
    fn wrong_answer_carries_the_first_difference() {
        let verdict = Verdict::of(&run("1 3\n"), b"1 2\n", &Tolerance::default(), SECOND);
        assert_eq!(verdict.code(), "WA");
        assert_eq!(
            verdict.to_string(),
            "line 1, token 2: expected `2`, found `3`"
        );
    }

    #[test]
    fn time_comes_before_exit_status_and_output() {
        let mut slow = run("1\n");
        slow.elapsed = Duration::from_millis(1500);
        slow.failure = Some("signal: 9".into());
        let verdict = Verdict::of(&slow, b"1\n", &Tolerance::default(), SECOND);
        assert_eq!(verdict.code(), "TLE");
        assert_eq!(verdict.to_string(), "1500 ms, limit 1000 ms");
    }

    #[test]
    fn runtime_error_shows_the_status_and_the_panic() {
        let mut crashed = run("");
        crashed.failure = Some("exit status: 101".into());
        crashed.stderr = "\nthread 'main' panicked at x.rs:1:1:\nboom\nnote: backtrace\n".into();
        let verdict = Verdict::of(&crashed, b"1\n", &Tolerance::default(), SECOND);
        assert_eq!(verdict.code(), "RE");
        assert_eq!(
            verdict.to_string(),
            "exit status: 101: thread 'main' panicked at x.rs:1:1: boom"
        );
        assert!(!verdict.passed());
    }
}
