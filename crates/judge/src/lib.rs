//! gamebook's judge: what `make test` and `make bench` run on a submission.
//!
//! [`conf`] reads a problem's limits and float tolerance, [`cases`] gathers its case files,
//! [`compare`] compares an output with the expected one, [`verdict`] turns a run into a typed
//! verdict, and [`runner`] puts them together: compile the bundled submission as the judges
//! do, run it on every case, print one line per case and a summary.

pub mod cases;
pub mod compare;
pub mod compile;
pub mod conf;
pub mod contest;
pub mod execute;
pub mod profile;
pub mod runner;
pub mod scaffold;
pub mod task;
pub mod verdict;

pub use cases::{case_pairs, official_dir, problem_cases, Case, CasePair};
pub use compare::{compare, Comparison, Difference};
pub use conf::{JudgeConf, Tolerance};
pub use verdict::Verdict;
