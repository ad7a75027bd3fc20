//! Test support shared by the problem crates: a seeded random generator, the stress-test loop
//! behind `make stress`, the case-file checks, and the output comparison that the case runner
//! (`bundler/src/bin/runcases.rs`) uses too.
//!
//! Only test code depends on this crate; the bundler never inlines it into a submission.

mod cases;
mod compare;
mod conf;
mod rng;
mod stress;

pub use cases::{
    case_pairs, check_case_files, official_dir, run_solve, workspace_root, CasePair, Solve,
};
pub use compare::{compare, Difference, Outcome};
pub use conf::{JudgeConf, Tolerance};
pub use rng::Rng;
pub use stress::{cross_check, cross_check_within, for_each_case, StressPlan};
