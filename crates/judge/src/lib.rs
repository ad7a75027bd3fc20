//! gamebook's judge: what `make test` and `make bench` run on a submission, and the contest
//! command `cargo gamebook`.
//!
//! [`conf`] reads a problem's limits and float tolerance, [`cases`] gathers its case files,
//! [`execute`] runs a program as a judge does (time, memory and output limits; an interactor),
//! [`compare`](mod@compare) compares an output with the expected one, [`verdict`] turns a run into a typed
//! verdict, and [`runner`] puts them together for `make test`: compile the bundled submission
//! under both editions with `-D warnings`, run it on every case, print one line per case and a
//! summary. For contests, [`profile`] describes each judge, [`compile`] compiles as one judge
//! does, [`task`] finds a contest package's tasks and cases, [`contest`] judges and bundles a
//! task, and [`scaffold`] makes a contest package.

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
