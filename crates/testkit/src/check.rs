//! Running a problem's `solve` in memory: on its case files, and on any input.

use fastio::{Scanner, Writer};
use judge::{compare, problem_cases, CasePair, Comparison, JudgeConf};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// A problem's `solve`, instantiated for in-memory output.
pub type Solve = fn(&mut Scanner, &mut Writer<Vec<u8>>);

/// The workspace this crate belongs to.
pub fn workspace_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// The judge settings of `problem` (`testdata/<problem>/judge.conf`); panics on a bad file.
pub fn problem_conf(problem: &str) -> JudgeConf {
    JudgeConf::load(&workspace_root().join("testdata").join(problem))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `solve` on `input` and returns what it printed.
pub fn run_solve(solve: Solve, input: &[u8]) -> Vec<u8> {
    let mut scanner = Scanner::new(input.to_vec());
    let mut out = Writer::new(Vec::new());
    solve(&mut scanner, &mut out);
    out.into_inner()
}

/// Runs `solve` on every case of `testdata/<problem>/` and of the official data (when that
/// folder exists) and panics listing every case that fails. Prints what it ran.
pub fn check_case_files(problem: &str, solve: Solve) {
    let conf = problem_conf(problem);
    let found = problem_cases(&workspace_root(), problem).unwrap_or_else(|e| panic!("{e}"));
    for (set, dir) in &found.empty_sets {
        println!("{problem}: no {set} cases in {} (skipped)", dir.display());
    }
    let failures: Vec<String> = found
        .cases
        .iter()
        .filter_map(|case| {
            let why = check_pair(solve, &case.pair, &conf).err()?;
            Some(format!("{}: {why}", case.label()))
        })
        .collect();
    println!("{problem}: {} cases checked", found.cases.len());
    assert!(
        failures.is_empty(),
        "{problem}: failing cases:\n{}",
        failures.join("\n")
    );
}

fn check_pair(solve: Solve, pair: &CasePair, conf: &JudgeConf) -> Result<(), String> {
    let read = |path: &Path| std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()));
    let input = read(&pair.input)?;
    let expected = read(&pair.output)?;
    let actual = catch_unwind(AssertUnwindSafe(|| run_solve(solve, &input)))
        .map_err(|_| "solve panicked (message above)".to_string())?;
    match compare(&expected, &actual, &conf.tolerance) {
        Comparison::Differs(difference) => Err(difference.to_string()),
        Comparison::Identical | Comparison::SameTokens | Comparison::WithinTolerance => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_solve_captures_the_output() {
        fn double(sc: &mut Scanner, out: &mut Writer<Vec<u8>>) {
            let x: u32 = sc.read();
            out.put(2 * x).ln();
        }
        assert_eq!(run_solve(double, b"21"), b"42\n");
    }
}
