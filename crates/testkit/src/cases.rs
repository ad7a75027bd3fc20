use crate::compare::{compare, Outcome};
use crate::conf::JudgeConf;
use fastio::{Scanner, Writer};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// A problem's `solve`, instantiated for in-memory output.
pub type Solve = fn(&mut Scanner, &mut Writer<Vec<u8>>);

/// One `NAME.in` with its `NAME.out`.
#[derive(Clone, Debug, PartialEq)]
pub struct CasePair {
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
}

/// The workspace this crate belongs to.
pub fn workspace_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// Where the official judge data of `problem` lives: `$GAMEBOOK_OFFICIAL/<problem>` when that
/// variable is set, else `<root>/../shared/official/<problem>`.
pub fn official_dir(root: &Path, problem: &str) -> PathBuf {
    match std::env::var_os("GAMEBOOK_OFFICIAL") {
        Some(dir) => PathBuf::from(dir).join(problem),
        None => root.join("../shared/official").join(problem),
    }
}

/// The `*.in`/`*.out` pairs of `dir` in natural order (`2` before `10`); an empty list when the
/// folder does not exist. An input without its output is an error.
pub fn case_pairs(dir: &Path) -> Result<Vec<CasePair>, String> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    let mut pairs = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.extension().is_none_or(|ext| ext != "in") {
            continue;
        }
        let output = path.with_extension("out");
        if !output.is_file() {
            return Err(format!(
                "{}: no matching {}",
                path.display(),
                output.display()
            ));
        }
        let name = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        pairs.push(CasePair {
            name,
            input: path,
            output,
        });
    }
    pairs.sort_by_key(|pair| natural_key(&pair.name));
    Ok(pairs)
}

/// Splits a name into text and number parts so that `case2` sorts before `case10`.
fn natural_key(name: &str) -> Vec<(String, u64)> {
    let mut key = Vec::new();
    let mut rest = name;
    while !rest.is_empty() {
        let text_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (text, tail) = rest.split_at(text_len);
        let digits_len = tail
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(tail.len());
        let (digits, tail) = tail.split_at(digits_len);
        key.push((text.to_string(), digits.parse().unwrap_or(0)));
        rest = tail;
    }
    key
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
    let root = workspace_root();
    let own_dir = root.join("testdata").join(problem);
    let official = official_dir(&root, problem);
    let conf = JudgeConf::load(&own_dir).unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    for (label, dir) in [("testdata", &own_dir), ("official", &official)] {
        let pairs = case_pairs(dir).unwrap_or_else(|e| panic!("{e}"));
        if pairs.is_empty() {
            println!("{problem}: no {label} cases in {} (skipped)", dir.display());
            continue;
        }
        for pair in &pairs {
            if let Err(why) = check_pair(solve, pair, &conf) {
                failures.push(format!("{label}/{}: {why}", pair.name));
            }
        }
        println!(
            "{problem}: {} {label} cases from {}",
            pairs.len(),
            dir.display()
        );
    }
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
        Outcome::Identical | Outcome::SameTokens | Outcome::WithinTolerance => Ok(()),
        Outcome::Differs(difference) => Err(difference.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order_puts_2_before_10() {
        let mut names = vec!["case10", "case2", "a", "case1b", "case1"];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(names, ["a", "case1", "case1b", "case2", "case10"]);
    }

    #[test]
    fn missing_folder_has_no_cases_and_a_lone_input_is_an_error() {
        assert_eq!(
            case_pairs(Path::new("/nonexistent/gamebook")),
            Ok(Vec::new())
        );
        let dir = std::env::temp_dir().join(format!("testkit-lone-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("x.in"), "1").unwrap();
        let error = case_pairs(&dir).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(error.contains("x.in: no matching"), "{error}");
    }

    #[test]
    fn run_solve_captures_the_output() {
        fn double(sc: &mut Scanner, out: &mut Writer<Vec<u8>>) {
            let x: u32 = sc.read();
            out.put(2 * x).ln();
        }
        assert_eq!(run_solve(double, b"21"), b"42\n");
    }
}
