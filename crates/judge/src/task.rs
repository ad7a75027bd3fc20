//! A contest package and its tasks, found the way cargo finds things: from the working folder
//! up to the nearest `Cargo.toml`, a task by name (`a` is `src/bin/a.rs` or
//! `src/bin/a/main.rs`) or by path, its cases in `test/<task>/` (or `test/` for a package
//! with one task), and the package's default judge in `gamebook.conf`.

use crate::profile::Profile;
use std::path::{Path, PathBuf};

/// The file beside a contest package's `Cargo.toml` that names its judge (`judge = atcoder`).
pub const CONFIG_FILE: &str = "gamebook.conf";

/// One task of a contest package.
#[derive(Clone, Debug, PartialEq)]
pub struct Task {
    /// The package folder (absolute).
    pub package: PathBuf,
    /// The solution file (absolute).
    pub file: PathBuf,
    /// `a` for `src/bin/a.rs` and `src/bin/a/main.rs`.
    pub name: String,
}

impl Task {
    /// The task `which` (a task name, or a path relative to `cwd`) of the package around `cwd`
    /// or around the file.
    pub fn find(cwd: &Path, which: &str) -> Result<Task, String> {
        let as_path = cwd.join(which);
        let by_path = which.ends_with(".rs") || which.contains('/') || as_path.is_file();
        let file = if by_path {
            as_path
                .canonicalize()
                .map_err(|e| format!("{which}: {e}"))?
        } else {
            let package = package_dir(cwd)?;
            let candidates = [
                package.join("src/bin").join(format!("{which}.rs")),
                package.join("src/bin").join(which).join("main.rs"),
            ];
            candidates.iter().find(|c| c.is_file()).cloned().ok_or_else(|| {
                format!(
                    "no task `{which}` in {}: neither src/bin/{which}.rs nor src/bin/{which}/main.rs",
                    package.display()
                )
            })?
        };
        if file.extension().is_none_or(|ext| ext != "rs") {
            return Err(format!("{which}: not a .rs file"));
        }
        let package = package_dir(file.parent().unwrap_or(&file))?;
        let name = task_name(&file);
        Ok(Task {
            package,
            file,
            name,
        })
    }

    /// `path` relative to the package when it is inside it (`src/bin/a.rs`), else as it is.
    pub fn shown(&self, path: &Path) -> String {
        path.strip_prefix(&self.package)
            .unwrap_or(path)
            .display()
            .to_string()
    }

    /// `text` with the package folder's absolute prefix taken off every path in it.
    pub fn relative_text(&self, text: &str) -> String {
        text.replace(&format!("{}/", self.package.display()), "")
    }

    /// The task's cases: `test/<task>/` when it exists, else `test/`.
    pub fn cases_dir(&self) -> PathBuf {
        let own = self.package.join("test").join(&self.name);
        if own.is_dir() {
            own
        } else {
            self.package.join("test")
        }
    }

    /// Where the task's paste, binaries and outputs go: one folder per task under the
    /// package's `target/`, reused by every run (nothing is left in the system's temporary
    /// folder, even when a run is interrupted).
    pub fn scratch(&self) -> PathBuf {
        self.package.join("target/gamebook").join(&self.name)
    }

    /// Points the system's temporary folder (`TMPDIR`, which the bundler and rustc use for
    /// their own scratch files) into this task's scratch folder, emptied first: whatever an
    /// interrupted run left there goes with the next run, and nothing lands in `/tmp`. The
    /// folder is removed when the guard is dropped. Call it before starting any thread.
    pub fn private_temp(&self) -> Result<PrivateTemp, String> {
        let dir = self.scratch().join("tmp");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        std::env::set_var("TMPDIR", &dir);
        Ok(PrivateTemp { dir })
    }

    /// The judge the package names in `gamebook.conf`, else the default one.
    pub fn default_profile(&self) -> Result<Profile, String> {
        let path = self.package.join(CONFIG_FILE);
        let Ok(text) = std::fs::read_to_string(&path) else {
            return Ok(Profile::default_profile());
        };
        for (index, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("");
            match line.split_once('=') {
                Some((key, value)) if key.trim() == "judge" => {
                    return Profile::named(value.trim())
                        .map_err(|e| format!("{}:{}: {e}", path.display(), index + 1));
                }
                Some((key, _)) => {
                    return Err(format!(
                        "{}:{}: unknown key `{}` (known: judge)",
                        path.display(),
                        index + 1,
                        key.trim()
                    ))
                }
                None if line.trim().is_empty() => {}
                None => {
                    return Err(format!(
                        "{}:{}: expected `judge = NAME`",
                        path.display(),
                        index + 1
                    ))
                }
            }
        }
        Ok(Profile::default_profile())
    }
}

/// The task's own temporary folder while it is alive (see [`Task::private_temp`]).
#[derive(Debug)]
pub struct PrivateTemp {
    dir: PathBuf,
}

impl Drop for PrivateTemp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The folder of the nearest `Cargo.toml` with a `[package]` at or above `dir`.
pub fn package_dir(dir: &Path) -> Result<PathBuf, String> {
    let dir = dir
        .canonicalize()
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    bundler::package::Package::owning(&dir.join("Cargo.toml"))
        .map(|package| package.dir)
        .map_err(|_| {
            format!(
                "{}: not inside a package (no Cargo.toml with [package] here or above; \
                 `cargo gamebook new NAME` makes one)",
                dir.display()
            )
        })
}

fn task_name(file: &Path) -> String {
    let stem = file.file_stem().unwrap_or_default().to_string_lossy();
    if stem == "main" {
        if let Some(folder) = file.parent().and_then(|p| p.file_name()) {
            if folder != "src" {
                return folder.to_string_lossy().into_owned();
            }
        }
    }
    stem.into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn package_with_config(test: &str, config: Option<&str>) -> (PathBuf, Task) {
        let dir = std::env::temp_dir().join(format!("judge-task-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src/bin/a")).unwrap();
        std::fs::write(
            dir.join("Cargo.toml"),
            "[package]\nname = \"x\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
        )
        .unwrap();
        std::fs::write(dir.join("src/bin/a/main.rs"), "fn main() {}\n").unwrap();
        if let Some(config) = config {
            std::fs::write(dir.join(CONFIG_FILE), config).unwrap();
        }
        let task = Task::find(&dir.join("src"), "a").unwrap();
        (dir, task)
    }

    #[test]
    fn the_package_config_names_the_default_judge_or_says_what_is_wrong() {
        let (dir, task) = package_with_config("none", None);
        assert_eq!(task.name, "a");
        assert_eq!(task.shown(&task.file), "src/bin/a/main.rs");
        assert_eq!(task.cases_dir(), task.package.join("test"));
        assert_eq!(task.default_profile().unwrap().name, "codeforces");
        std::fs::remove_dir_all(dir).unwrap();
        let (dir, task) = package_with_config("atcoder", Some("# comment\njudge = atcoder\n"));
        assert_eq!(task.default_profile().unwrap().name, "atcoder");
        std::fs::remove_dir_all(dir).unwrap();
        let (dir, task) = package_with_config("typo", Some("\njugde = atcoder\n"));
        let error = task.default_profile().unwrap_err();
        assert!(
            error.ends_with("gamebook.conf:2: unknown key `jugde` (known: judge)"),
            "{error}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn task_names_come_from_the_file_or_its_folder() {
        assert_eq!(task_name(Path::new("/c/src/bin/a.rs")), "a");
        assert_eq!(task_name(Path::new("/c/src/bin/b/main.rs")), "b");
        assert_eq!(task_name(Path::new("/c/src/main.rs")), "main");
    }
}
