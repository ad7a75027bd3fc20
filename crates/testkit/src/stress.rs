//! Randomized cross-checks: many generated cases from a replayable seed, each compared with a
//! brute force.

use crate::check::{run_solve, Solve};
use crate::rng::Rng;
use judge::{compare, Comparison, Tolerance};
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

/// How many random cases to run and from which seed. `make stress` overrides the defaults
/// through `GAMEBOOK_STRESS_CASES` and `GAMEBOOK_STRESS_SEED`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StressPlan {
    pub cases: u64,
    pub seed: u64,
}

impl StressPlan {
    /// The plan from the environment, or the given defaults.
    pub fn from_env(default_cases: u64, default_seed: u64) -> StressPlan {
        let read = |name: &str, default: u64| match std::env::var(name) {
            Ok(text) => text
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("{name} must be a whole number, found `{text}`")),
            Err(_) => default,
        };
        StressPlan {
            cases: read("GAMEBOOK_STRESS_CASES", default_cases),
            seed: read("GAMEBOOK_STRESS_SEED", default_seed),
        }
    }
}

/// Runs `check` on `cases` random cases; case `i` gets its own generator seeded with
/// `seed + i`, so a failure prints the one seed that replays it alone.
pub fn for_each_case(
    name: &str,
    default_cases: u64,
    default_seed: u64,
    mut check: impl FnMut(&mut Rng),
) {
    let plan = StressPlan::from_env(default_cases, default_seed);
    println!(
        "{name}: {} random cases from seed {}",
        plan.cases, plan.seed
    );
    for i in 0..plan.cases {
        let case_seed = plan.seed.wrapping_add(i);
        let result = catch_unwind(AssertUnwindSafe(|| check(&mut Rng::new(case_seed))));
        if let Err(panic) = result {
            eprintln!(
                "{name}: case {i} failed; replay it alone with \
                 GAMEBOOK_STRESS_SEED={case_seed} GAMEBOOK_STRESS_CASES=1"
            );
            resume_unwind(panic);
        }
    }
}

/// Generates random inputs with `case` (which returns the input text and the expected output,
/// computed by a brute force), runs `solve` on each, and fails on the first difference,
/// printing the input and both outputs. Outputs must match token for token.
pub fn cross_check(
    name: &str,
    default_cases: u64,
    default_seed: u64,
    solve: Solve,
    case: impl FnMut(&mut Rng) -> (String, String),
) {
    cross_check_within(
        name,
        default_cases,
        default_seed,
        solve,
        &Tolerance::default(),
        case,
    );
}

/// [`cross_check`] for real-valued answers: numbers may differ within `tolerance` (usually
/// `&problem_conf(env!("CARGO_PKG_NAME")).tolerance`).
pub fn cross_check_within(
    name: &str,
    default_cases: u64,
    default_seed: u64,
    solve: Solve,
    tolerance: &Tolerance,
    mut case: impl FnMut(&mut Rng) -> (String, String),
) {
    for_each_case(name, default_cases, default_seed, |rng| {
        let (input, expected) = case(rng);
        let actual = run_solve(solve, input.as_bytes());
        if let Comparison::Differs(difference) = compare(expected.as_bytes(), &actual, tolerance) {
            panic!(
                "{difference}\n--- input\n{input}\n--- brute force\n{expected}\n--- solve\n{}",
                String::from_utf8_lossy(&actual)
            );
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use fastio::{Scanner, Writer};

    fn echo_sum(sc: &mut Scanner, out: &mut Writer<Vec<u8>>) {
        let (a, b): (u64, u64) = (sc.read(), sc.read());
        out.put(a + b).ln();
    }

    #[test]
    fn cross_check_passes_when_outputs_agree() {
        let mut runs = 0;
        cross_check("sum", 50, 1, echo_sum, |rng| {
            runs += 1;
            let (a, b) = (rng.below(100), rng.below(100));
            (format!("{a} {b}\n"), format!("{}\n", a + b))
        });
        assert_eq!(runs, StressPlan::from_env(50, 1).cases);
    }

    fn third(sc: &mut Scanner, out: &mut Writer<Vec<u8>>) {
        let x: f64 = sc.read();
        out.put_f64(x / 3.0, 9).ln();
    }

    #[test]
    fn cross_check_within_accepts_numbers_inside_the_tolerance_only() {
        let loose = Tolerance {
            absolute: Some(1e-6),
            relative: None,
        };
        cross_check_within("third", 20, 1, third, &loose, |rng| {
            let x = rng.below(1000) as f64;
            (format!("{x}\n"), format!("{}\n", x / 3.0))
        });
        let tight = Tolerance {
            absolute: Some(1e-12),
            relative: None,
        };
        let result = catch_unwind(|| {
            cross_check_within("third", 20, 1, third, &tight, |_| {
                ("1\n".into(), "0.333333333333\n".into())
            })
        });
        assert!(result.is_err());
    }

    #[test]
    fn cross_check_fails_on_a_wrong_answer() {
        let result = catch_unwind(|| {
            cross_check("wrong", 20, 1, echo_sum, |rng| {
                let a = rng.below(100);
                (format!("{a} 1\n"), format!("{a}\n"))
            })
        });
        assert!(result.is_err());
    }
}
