//! Where a problem's cases are: `testdata/<problem>/` first, then the official judge data
//! when it is present beside the repository.

use std::path::{Path, PathBuf};

/// One `NAME.in` with its `NAME.out`.
#[derive(Clone, Debug, PartialEq)]
pub struct CasePair {
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
}

/// A case of a problem, with the set it comes from (`testdata` or `official`).
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    pub set: &'static str,
    pub pair: CasePair,
}

impl Case {
    /// `set/name`, as the runner prints it.
    pub fn label(&self) -> String {
        format!("{}/{}", self.set, self.pair.name)
    }
}

/// The cases of a problem and the case folders that do not exist or are empty.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProblemCases {
    pub cases: Vec<Case>,
    /// `(set, folder)` of every set with no case, for a "skipped" note.
    pub empty_sets: Vec<(&'static str, PathBuf)>,
}

/// Every case of `problem` in the workspace at `root`: `testdata/<problem>/`, then
/// [`official_dir`], each in natural order.
pub fn problem_cases(root: &Path, problem: &str) -> Result<ProblemCases, String> {
    let mut found = ProblemCases::default();
    for (set, dir) in [
        ("testdata", root.join("testdata").join(problem)),
        ("official", official_dir(root, problem)),
    ] {
        let pairs = case_pairs(&dir)?;
        if pairs.is_empty() {
            found.empty_sets.push((set, dir));
        }
        found
            .cases
            .extend(pairs.into_iter().map(|pair| Case { set, pair }));
    }
    Ok(found)
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
/// folder does not exist. An input without its output is an error (a problem's own cases are
/// always complete; contest samples go through [`case_files`]).
pub fn case_pairs(dir: &Path) -> Result<Vec<CasePair>, String> {
    case_files(dir)?
        .into_iter()
        .map(|file| match file.output {
            Some(output) => Ok(CasePair {
                name: file.name,
                input: file.input,
                output,
            }),
            None => Err(format!(
                "{}: no matching {}",
                file.input.display(),
                file.input.with_extension("out").display()
            )),
        })
        .collect()
}

/// One `NAME.in`, with its `NAME.out` when there is one.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseFile {
    pub name: String,
    pub input: PathBuf,
    pub output: Option<PathBuf>,
}

/// Every `*.in` of `dir` in natural order, with its `*.out` when present (oj runs an input
/// without output and shows what the program printed); empty when the folder does not exist.
pub fn case_files(dir: &Path) -> Result<Vec<CaseFile>, String> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.extension().is_none_or(|ext| ext != "in") || !path.is_file() {
            continue;
        }
        let output = path.with_extension("out");
        let name = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        files.push(CaseFile {
            name,
            input: path,
            output: output.is_file().then_some(output),
        });
    }
    files.sort_by_key(|file| natural_key(&file.name));
    Ok(files)
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
        let dir = std::env::temp_dir().join(format!("judge-lone-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("x.in"), "1").unwrap();
        let error = case_pairs(&dir).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(error.contains("x.in: no matching"), "{error}");
    }

    #[test]
    fn case_files_keep_a_lone_input_without_output() {
        let dir = std::env::temp_dir().join(format!("judge-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in [
            ("b10.in", "1"),
            ("b2.in", "2"),
            ("b2.out", "2"),
            ("notes.txt", ""),
        ] {
            std::fs::write(dir.join(name), text).unwrap();
        }
        let files = case_files(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        let found: Vec<(&str, bool)> = files
            .iter()
            .map(|f| (f.name.as_str(), f.output.is_some()))
            .collect();
        assert_eq!(found, [("b2", true), ("b10", false)]);
    }
}
