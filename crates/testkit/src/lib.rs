//! Test support shared by the problem crates: a seeded random generator, the stress-test loop
//! behind `make stress`, and the case-file checks. Output comparison, case folders and judge
//! settings come from the `judge` crate, so a test and `make test` judge alike.
//!
//! Only test code depends on this crate; the bundler never inlines it into a submission.

mod check;
mod rng;
mod stress;

pub use check::{check_case_files, problem_conf, run_solve, workspace_root, Solve};
pub use judge::Tolerance;
pub use rng::Rng;
pub use stress::{cross_check, cross_check_within, for_each_case, StressPlan};
