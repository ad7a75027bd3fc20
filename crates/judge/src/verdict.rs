//! A verdict is a typed value: the runner decides it once, and one printer formats it.

use crate::compare::{compare, Comparison, Difference};
use crate::conf::Tolerance;
use std::fmt;
use std::time::Duration;

/// What one run of a program on one input did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Run {
    pub elapsed: Duration,
    /// Killed for running past the limit (plus the grace).
    pub timed_out: bool,
    /// The exit status when it was not success (`exit status: 101`, `signal: 11`, ...).
    pub failure: Option<String>,
    pub stdout: Vec<u8>,
    pub stderr: String,
    /// Stopped for printing more than the output cap (`stdout` holds the first bytes).
    pub output_exceeded: bool,
    /// Refused memory beyond the memory limit, or its peak resident size passed it.
    pub memory_exceeded: bool,
    /// The peak resident size seen while it ran, in KiB (`None`: not measured).
    pub peak_kib: Option<u64>,
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
    /// Used more memory than the limit allows.
    MemoryLimit {
        limit_mib: u64,
        peak_kib: Option<u64>,
    },
    /// Printed more than the output cap, and was stopped.
    OutputLimit {
        cap_bytes: usize,
    },
    /// A checker or an interactor (`by`) rejected the output; `message` is what it said.
    Rejected {
        by: String,
        message: String,
    },
    /// No expected output to compare with (an `.in` without its `.out`): the output is shown,
    /// and the case counts as neither passed nor failed.
    Unchecked {
        output: String,
    },
    CompileError {
        edition: String,
        message: String,
    },
}

/// The limits a run is judged against.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub time: Duration,
    /// `None`: no memory limit (what `make test` runs with).
    pub memory_mib: Option<u64>,
    pub output_bytes: usize,
}

impl Verdict {
    /// The verdict of `run` against the `expected` output, under `limit` and `tolerance`.
    pub fn of(run: &Run, expected: &[u8], tolerance: &Tolerance, limit: Duration) -> Verdict {
        if let Some(verdict) = Verdict::of_run(run, limit, None) {
            return verdict;
        }
        Verdict::of_comparison(compare(expected, &run.stdout, tolerance))
    }

    /// The verdict of an output compared with the expected one.
    pub fn of_comparison(comparison: Comparison) -> Verdict {
        match comparison {
            Comparison::Identical | Comparison::WithinTolerance => Verdict::Accepted,
            Comparison::SameTokens => Verdict::AcceptedWhitespace,
            Comparison::Differs(difference) => Verdict::WrongAnswer(difference),
        }
    }

    /// The verdict that the run alone decides, before its output is looked at: TLE, then OLE,
    /// then MLE (a limit breached explains a crash that follows), then RE; `None` when it ran
    /// to a successful end within its limits.
    pub fn of_run(run: &Run, limit: Duration, memory_mib: Option<u64>) -> Option<Verdict> {
        if run.timed_out || run.elapsed > limit {
            return Some(Verdict::TimeLimit {
                elapsed: run.elapsed,
                limit,
            });
        }
        if run.output_exceeded {
            return Some(Verdict::OutputLimit {
                cap_bytes: run.stdout.len(),
            });
        }
        if let (true, Some(limit_mib)) = (run.memory_exceeded, memory_mib) {
            // A peak under the limit means an allocation was refused before it was touched.
            return Some(Verdict::MemoryLimit {
                limit_mib,
                peak_kib: run.peak_kib.filter(|&kib| kib > limit_mib * 1024),
            });
        }
        let status = run.failure.as_ref()?;
        Some(Verdict::RuntimeError {
            status: status.clone(),
            message: first_lines(&run.stderr, 2, " "),
        })
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
            Verdict::MemoryLimit { .. } => "MLE",
            Verdict::OutputLimit { .. } => "OLE",
            Verdict::Rejected { .. } => "WA",
            Verdict::Unchecked { .. } => "RAN",
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
            Verdict::MemoryLimit {
                limit_mib,
                peak_kib,
            } => match peak_kib {
                Some(kib) => write!(f, "peak {} MiB, limit {limit_mib} MiB", kib / 1024),
                None => write!(f, "an allocation passed the limit of {limit_mib} MiB"),
            },
            Verdict::OutputLimit { cap_bytes } => write!(
                f,
                "stopped after {} MiB of output",
                cap_bytes / (1024 * 1024)
            ),
            Verdict::Rejected { by, message } => write!(f, "{by}: {message}"),
            Verdict::Unchecked { output } => {
                write!(f, "no .out to compare with; it printed:")?;
                for line in output.lines() {
                    write!(f, "\n         {line}")?;
                }
                Ok(())
            }
            Verdict::CompileError { edition, message } => {
                write!(f, "edition {edition}: {message}")
            }
        }
    }
}

/// The first `count` non-empty lines of `text`, joined by `separator`.
pub fn first_lines(text: &str, count: usize, separator: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(count)
        .collect();
    lines.join(separator)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(stdout: &str) -> Run {
        Run {
            elapsed: Duration::from_millis(5),
            stdout: stdout.as_bytes().to_vec(),
            ..Run::default()
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
    fn output_and_memory_limits_come_before_the_crash_they_cause() {
        let mut flooded = run("spam");
        flooded.output_exceeded = true;
        flooded.failure = Some("killed".into());
        let verdict = Verdict::of_run(&flooded, SECOND, Some(256)).unwrap();
        assert_eq!(verdict.code(), "OLE");
        let mut greedy = run("");
        greedy.memory_exceeded = true;
        greedy.failure = Some("signal: 6 (SIGABRT)".into());
        greedy.peak_kib = Some(300 * 1024);
        let verdict = Verdict::of_run(&greedy, SECOND, Some(256)).unwrap();
        assert_eq!(verdict.to_string(), "peak 300 MiB, limit 256 MiB");
        greedy.peak_kib = Some(40 * 1024);
        let verdict = Verdict::of_run(&greedy, SECOND, Some(256)).unwrap();
        assert_eq!(
            verdict.to_string(),
            "an allocation passed the limit of 256 MiB"
        );
        assert_eq!(Verdict::of_run(&run("1"), SECOND, Some(256)), None);
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
