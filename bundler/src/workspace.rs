//! Finding crates: the problem crate, the workspace libraries, and the dependencies a crate's
//! `Cargo.toml` declares.

use crate::error::Error;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The crates under `<root>/crates/`.
pub struct Workspace {
    pub root: PathBuf,
    /// Module name (hyphens as underscores) → crate directory, for every crate with a
    /// `src/lib.rs`.
    pub libraries: BTreeMap<String, PathBuf>,
}

/// A crate that a problem's code can refer to by path, as Rust spells it.
pub fn module_name(crate_name: &str) -> String {
    crate_name.replace('-', "_")
}

impl Workspace {
    /// Scans `<root>/crates/`.
    pub fn load(root: &Path) -> Result<Workspace, Error> {
        let libraries = crate_dirs(root, "src/lib.rs")?
            .into_iter()
            .map(|(name, dir)| (module_name(&name), dir))
            .collect();
        Ok(Workspace {
            root: root.to_path_buf(),
            libraries,
        })
    }

    /// The names of the problem crates (those with a `src/main.rs`), sorted.
    pub fn problems(&self) -> Result<Vec<String>, Error> {
        let mut names: Vec<String> = crate_dirs(&self.root, "src/main.rs")?
            .into_iter()
            .map(|(name, _)| name)
            .collect();
        names.sort();
        Ok(names)
    }

    /// The directory of problem crate `name`.
    pub fn problem_dir(&self, name: &str) -> Result<PathBuf, Error> {
        let dir = self.root.join("crates").join(name);
        let main = dir.join("src/main.rs");
        if main.is_file() {
            return Ok(dir);
        }
        let why = if dir.join("src/lib.rs").is_file() {
            format!("`{name}` is a library, not a problem crate")
        } else {
            format!("unknown crate `{name}`: no {}", main.display())
        };
        Err(Error::in_file(&main, why))
    }

    /// The workspace libraries that the `[dependencies]` of `crate_dir/Cargo.toml` name
    /// (module name → line in Cargo.toml). Any other dependency is an error: a submission can
    /// use nothing but the standard library and the workspace libraries.
    pub fn library_dependencies(&self, crate_dir: &Path) -> Result<BTreeMap<String, usize>, Error> {
        let manifest = crate_dir.join("Cargo.toml");
        let text = std::fs::read_to_string(&manifest)
            .map_err(|e| Error::in_file(&manifest, format!("cannot read: {e}")))?;
        let mut found = BTreeMap::new();
        for (name, line) in dependencies_in_manifest(&text) {
            let module = module_name(&name);
            if !self.libraries.contains_key(&module) {
                return Err(Error::at(
                    &manifest,
                    line,
                    format!("unknown crate `{name}`: not a workspace library under crates/ (submissions use only std and the workspace libraries)"),
                ));
            }
            found.insert(module, line);
        }
        Ok(found)
    }
}

/// `(name, directory)` of every folder under `<root>/crates/` that holds the file `marker`.
fn crate_dirs(root: &Path, marker: &str) -> Result<Vec<(String, PathBuf)>, Error> {
    let crates = root.join("crates");
    let entries = std::fs::read_dir(&crates)
        .map_err(|e| Error::in_file(&crates, format!("cannot list the workspace crates: {e}")))?;
    let mut found = Vec::new();
    for entry in entries {
        let dir = entry
            .map_err(|e| Error::in_file(&crates, e.to_string()))?
            .path();
        if dir.join(marker).is_file() {
            let name = dir
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            found.push((name, dir));
        }
    }
    Ok(found)
}

/// `(name, line)` of every entry of the `[dependencies]` table of a Cargo manifest, written as
/// `name = ...`, `name.key = ...` or as a `[dependencies.name]` table.
fn dependencies_in_manifest(text: &str) -> Vec<(String, usize)> {
    let mut found = Vec::new();
    let mut in_dependencies = false;
    for (index, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if let Some(header) = line.strip_prefix('[') {
            let header = header.trim_end_matches(']').trim();
            in_dependencies = header == "dependencies";
            if let Some(name) = header.strip_prefix("dependencies.") {
                found.push((name.trim().trim_matches('"').to_string(), index + 1));
            }
            continue;
        }
        if in_dependencies {
            if let Some((key, _)) = line.split_once('=') {
                let name = key.split('.').next().unwrap_or("").trim().trim_matches('"');
                if !name.is_empty() {
                    found.push((name.to_string(), index + 1));
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_dependency_spelling() {
        let manifest = "[package]\nname = \"x\"\n\n[dependencies]\nfastio = { path = \"../fastio\" }\n\
                        blockxor.workspace = true # shared\n\n[dependencies.other-lib]\npath = \"y\"\n\n\
                        [dev-dependencies]\ntestkit = { path = \"../testkit\" }\n";
        assert_eq!(
            dependencies_in_manifest(manifest),
            [
                ("fastio".to_string(), 5),
                ("blockxor".to_string(), 6),
                ("other-lib".to_string(), 8)
            ]
        );
    }
}
