//! `cargo gamebook new NAME --tasks a,b,c`: a contest package that uses this repository's
//! libraries by path, one `src/bin/<task>.rs` per task from the contest template, an empty
//! `test/<task>/` per task (where `oj download -d test/<task> URL` puts the samples), and a
//! `gamebook.conf` naming the judge.

use crate::profile::Profile;
use crate::task::CONFIG_FILE;
use std::path::{Path, PathBuf};

/// The contest template's `main` (the same one `make template` bundles).
const TEMPLATE: &str = include_str!("../templates/contest/src/main.rs");

/// The workspace this binary was built from: where the libraries are.
pub fn gamebook_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// Makes the contest package `dir` (which must not exist) with `tasks`, judged by `profile`.
pub fn new_contest(dir: &Path, tasks: &[String], profile: &Profile) -> Result<(), String> {
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let plain = |s: &str| {
        !s.is_empty()
            && s.starts_with(|c: char| c.is_ascii_alphabetic())
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    if !plain(&name) {
        return Err(format!(
            "`{name}` is not a package name (letters, digits, `-`, `_`, starting with a letter)"
        ));
    }
    if tasks.is_empty() {
        return Err("no tasks: give them as --tasks a,b,c".into());
    }
    if let Some(bad) = tasks.iter().find(|t| !plain(t)) {
        return Err(format!(
            "`{bad}` is not a task name (letters, digits, `-`, `_`)"
        ));
    }
    if dir.exists() {
        return Err(format!("{} already exists", dir.display()));
    }
    let crates = gamebook_root().join("crates");
    let write = |path: PathBuf, text: &str| -> Result<(), String> {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    write(
        dir.join("Cargo.toml"),
        &format!(
            "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"{edition}\"\npublish = false\n\n\
             [dependencies]\n\
             fastio = {{ path = \"{lib}/fastio\" }}\n\
             games = {{ path = \"{lib}/games\" }}\n\
             blockxor = {{ path = \"{lib}/blockxor\" }}\n\n\
             # A contest package is a workspace of its own, wherever it is made.\n[workspace]\n",
            edition = profile.edition,
            lib = crates.display()
        ),
    )?;
    write(
        dir.join(CONFIG_FILE),
        &format!(
            "# The judge `cargo gamebook judge` and `bundle` follow unless given --judge:\n\
             # {}\njudge = {}\n",
            Profile::names(),
            profile.name
        ),
    )?;
    write(dir.join(".gitignore"), "/target\n")?;
    // The template's own doc is about the template; each task gets a title line instead.
    let body: String = TEMPLATE
        .lines()
        .skip_while(|line| line.starts_with("//!"))
        .map(|line| format!("{line}\n"))
        .collect();
    for task in tasks {
        write(
            dir.join("src/bin").join(format!("{task}.rs")),
            &format!("//! {name} {task}\n{body}"),
        )?;
        let cases = dir.join("test").join(task);
        std::fs::create_dir_all(&cases).map_err(|e| format!("{}: {e}", cases.display()))?;
    }
    Ok(())
}
