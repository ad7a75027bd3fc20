//! Packages and their libraries, read from Cargo manifests: the package that owns a solution
//! file, its path dependencies (renamed or not, with their `[lib]` names), and the features
//! that Cargo would turn on for each of them.

use crate::error::{Error, ErrorKind};
use crate::toml::{self, Table, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One package, as its manifest describes it.
#[derive(Clone, Debug)]
pub struct Package {
    pub dir: PathBuf,
    pub manifest: PathBuf,
    pub name: String,
    /// The library target: its crate name (`[lib] name`, else the package name with `-` as
    /// `_`) and root file.
    pub lib: Option<(String, PathBuf)>,
    /// `[lib] proc-macro = true`: its macros run inside the compiler, so no paste can hold it.
    pub proc_macro: bool,
    pub edition: String,
    /// `[features]`: each feature with what it turns on.
    pub features: BTreeMap<String, Vec<String>>,
    /// `[dependencies]` (dev- and build-dependencies never reach a submission).
    pub dependencies: Vec<Dependency>,
}

/// One entry of `[dependencies]`.
#[derive(Clone, Debug)]
pub struct Dependency {
    /// The key it is listed under (the name the code uses when `package` renames it).
    pub key: String,
    /// `package = "..."`: the real package name, when the key renames it.
    pub package: Option<String>,
    /// The folder of a path dependency; `None` for a registry or git dependency.
    pub path: Option<PathBuf>,
    pub features: Vec<String>,
    pub default_features: bool,
    pub optional: bool,
    pub line: usize,
}

impl Package {
    /// The package whose manifest is `dir/Cargo.toml`.
    pub fn load(dir: &Path) -> Result<Package, Error> {
        let manifest = dir.join("Cargo.toml");
        let doc = read_manifest(&manifest)?;
        let package = doc
            .table("package")
            .ok_or_else(|| Error::in_file(&manifest, "no [package] table"))?;
        let name = package
            .str("name")
            .ok_or_else(|| Error::in_file(&manifest, "[package] has no name"))?
            .to_string();
        let workspace = WorkspaceManifest::above(dir)?;
        let edition = match package.get("edition") {
            Some(Value::Str(edition)) => edition.clone(),
            Some(Value::Table(_)) => workspace
                .as_ref()
                .and_then(|w| w.doc.table("workspace")?.table("package")?.str("edition"))
                .unwrap_or("2015")
                .to_string(),
            _ => "2015".to_string(),
        };
        let lib = library_target(dir, &doc, &name);
        let proc_macro = doc.table("lib").is_some_and(|lib| {
            lib.bool("proc-macro") == Some(true) || lib.bool("proc_macro") == Some(true)
        });
        let features = doc.table("features").map_or_else(BTreeMap::new, |table| {
            table
                .entries
                .keys()
                .map(|feature| (feature.clone(), table.strings(feature)))
                .collect()
        });
        let mut dependencies = Vec::new();
        if let Some(table) = doc.table("dependencies") {
            for (key, (value, line)) in &table.entries {
                dependencies.push(dependency(dir, key, value, *line, workspace.as_ref())?);
            }
        }
        Ok(Package {
            dir: dir.to_path_buf(),
            manifest,
            name,
            lib,
            proc_macro,
            edition,
            features,
            dependencies,
        })
    }

    /// The package that owns `file`: the nearest `Cargo.toml` with a `[package]` above it.
    pub fn owning(file: &Path) -> Result<Package, Error> {
        let mut dir = file.parent();
        while let Some(candidate) = dir {
            let manifest = candidate.join("Cargo.toml");
            if manifest.is_file() && read_manifest(&manifest)?.table("package").is_some() {
                return Package::load(candidate);
            }
            dir = candidate.parent();
        }
        Err(Error::in_file(
            file,
            "no package owns this file: no Cargo.toml with a [package] in any folder above it",
        ))
    }

    /// The name the code of a dependent uses for this package's library, through `dependency`.
    pub fn extern_name(&self, dependency: &Dependency) -> Option<String> {
        if dependency.package.is_some() {
            return Some(dependency.key.replace('-', "_"));
        }
        self.lib.as_ref().map(|(name, _)| name.clone())
    }
}

fn read_manifest(manifest: &Path) -> Result<Table, Error> {
    let text = std::fs::read_to_string(manifest)
        .map_err(|e| Error::in_file(manifest, format!("cannot read: {e}")))?;
    toml::parse(&text).map_err(|(line, message)| Error::at(manifest, line, message))
}

/// The root manifest of the workspace a package belongs to, for `x.workspace = true`.
struct WorkspaceManifest {
    dir: PathBuf,
    doc: Table,
}

impl WorkspaceManifest {
    fn above(dir: &Path) -> Result<Option<WorkspaceManifest>, Error> {
        let mut candidate = Some(dir);
        while let Some(folder) = candidate {
            let manifest = folder.join("Cargo.toml");
            if manifest.is_file() {
                let doc = read_manifest(&manifest)?;
                if doc.table("workspace").is_some() {
                    return Ok(Some(WorkspaceManifest {
                        dir: folder.to_path_buf(),
                        doc,
                    }));
                }
            }
            candidate = folder.parent();
        }
        Ok(None)
    }
}

fn library_target(dir: &Path, doc: &Table, package_name: &str) -> Option<(String, PathBuf)> {
    let lib = doc.table("lib");
    let path = match lib.and_then(|lib| lib.str("path")) {
        Some(path) => dir.join(path),
        None => dir.join("src/lib.rs"),
    };
    if lib.is_none() && !path.is_file() {
        return None;
    }
    let name = lib
        .and_then(|lib| lib.str("name"))
        .unwrap_or(package_name)
        .replace('-', "_");
    Some((name, path))
}

fn dependency(
    dir: &Path,
    key: &str,
    value: &Value,
    line: usize,
    workspace: Option<&WorkspaceManifest>,
) -> Result<Dependency, Error> {
    let mut found = Dependency {
        key: key.to_string(),
        package: None,
        path: None,
        features: Vec::new(),
        default_features: true,
        optional: false,
        line,
    };
    let Value::Table(table) = value else {
        // `name = "1.0"`: a registry version.
        return Ok(found);
    };
    if table.bool("workspace") == Some(true) {
        let inherited = workspace.and_then(|w| {
            let entry = w.doc.table("workspace")?.table("dependencies")?.get(key)?;
            Some((w, entry))
        });
        if let Some((workspace, Value::Table(entry))) = inherited {
            found.path = entry.str("path").map(|path| workspace.dir.join(path));
            found.package = entry.str("package").map(str::to_string);
            found.features = entry.strings("features");
            found.default_features = entry.bool("default-features").unwrap_or(true);
        }
    } else {
        found.path = table.str("path").map(|path| dir.join(path));
        found.package = table.str("package").map(str::to_string);
        found.default_features = table
            .bool("default-features")
            .or(table.bool("default_features"))
            .unwrap_or(true);
    }
    found.features.extend(table.strings("features"));
    found.optional = table.bool("optional").unwrap_or(false);
    Ok(found)
}

/// The registry (or git) dependencies that are on in each package the solution reaches
/// through dependencies that are on, by the name its code uses; fails with the first other
/// dependency so reached that could not be loaded (a missing folder, a proc-macro crate).
fn reached_registry_crates(
    packages: &[Package],
    edges: &[Vec<Result<usize, Error>>],
    active: &[BTreeSet<usize>],
) -> Result<Vec<BTreeMap<String, Absent>>, Error> {
    let mut absent = vec![BTreeMap::new(); edges.len()];
    let mut reached = vec![false; edges.len()];
    reached[0] = true;
    let mut stack = vec![0];
    while let Some(package) = stack.pop() {
        for &d in &active[package] {
            let dependency = &packages[package].dependencies[d];
            if dependency.path.is_none() {
                let absent_crate = Absent {
                    manifest: packages[package].manifest.clone(),
                    line: dependency.line,
                };
                absent[package].insert(dependency.key.replace('-', "_"), absent_crate);
                continue;
            }
            let target = edges[package][d].clone()?;
            if !std::mem::replace(&mut reached[target], true) {
                stack.push(target);
            }
        }
    }
    Ok(absent)
}

/// A registry or git dependency that is on: no paste can hold it, so the bundle is refused
/// once code it keeps names the crate, and only then (a library whose other modules use
/// `itertools` still gives the module the solution uses).
#[derive(Clone, Debug)]
pub struct Absent {
    /// The manifest that lists it, and the line.
    pub manifest: PathBuf,
    pub line: usize,
}

/// The packages a solution can reach through path dependencies, with what Cargo turns on.
pub struct Graph {
    /// Index 0 is the solution's own package.
    pub packages: Vec<Package>,
    /// The enabled features of each package.
    pub features: Vec<BTreeSet<String>>,
    /// For each package, the libraries its code can name: extern name → package index.
    pub externs: Vec<BTreeMap<String, usize>>,
    /// The registry dependencies that the judge provides (left to it, never loaded).
    pub provided: BTreeSet<String>,
    /// For each package, the registry dependencies that are on and not provided: absent from
    /// any paste ([`Absent`]).
    pub absent: Vec<BTreeMap<String, Absent>>,
}

impl Graph {
    /// Loads `root` and every path dependency reachable from it, and resolves features as
    /// Cargo does for `cargo build` of `root` (default features of the root; each dependency's
    /// defaults unless `default-features = false`, plus the features asked for).
    ///
    /// A registry dependency named in `provided` (a crate the judge installs) is left out of
    /// the graph and listed in [`Graph::provided`]; any other that is on is listed in
    /// [`Graph::absent`], and the bundle is refused only if code it keeps names it.
    pub fn resolve(root: Package, provided: &BTreeSet<String>) -> Result<Graph, Error> {
        let mut graph = Graph {
            packages: vec![root],
            features: vec![BTreeSet::new()],
            externs: vec![BTreeMap::new()],
            provided: BTreeSet::new(),
            absent: Vec::new(),
        };
        // Load every path dependency. One that cannot be (a missing folder) is an error only
        // once it turns out to be on, and a registry package is absent only then: an
        // optional dependency that no enabled feature asks for (proconio's `derive`) is never
        // built, by Cargo or here.
        let mut edges: Vec<Vec<Result<usize, Error>>> = Vec::new();
        let mut next = 0;
        while next < graph.packages.len() {
            let (left_to_judge, own): (Vec<Dependency>, Vec<Dependency>) =
                std::mem::take(&mut graph.packages[next].dependencies)
                    .into_iter()
                    .partition(|d| d.path.is_none() && provided.contains(&d.key));
            graph.packages[next].dependencies = own;
            graph
                .provided
                .extend(left_to_judge.into_iter().map(|d| d.key));
            let mut targets = Vec::new();
            for dependency in graph.packages[next].dependencies.clone() {
                targets.push(graph.load_dependency(next, &dependency));
            }
            edges.push(targets);
            next += 1;
        }
        if graph.packages[0].features.contains_key("default") {
            graph.features[0].insert("default".into());
        }
        let mut active: Vec<BTreeSet<usize>> = graph
            .packages
            .iter()
            .map(|p| {
                (0..p.dependencies.len())
                    .filter(|&d| !p.dependencies[d].optional)
                    .collect()
            })
            .collect();
        // Features only ever get turned on, so repeating until nothing changes terminates.
        loop {
            let mut changed = false;
            for package in 0..graph.packages.len() {
                for &d in &active[package].clone() {
                    let dependency = &graph.packages[package].dependencies[d];
                    let Ok(target) = edges[package][d] else {
                        continue;
                    };
                    let mut asked = dependency.features.clone();
                    if dependency.default_features
                        && graph.packages[target].features.contains_key("default")
                    {
                        asked.push("default".into());
                    }
                    for feature in asked {
                        changed |= graph.enable(target, &feature)?;
                    }
                }
                for feature in graph.features[package].clone() {
                    match graph.packages[package].features.get(&feature).cloned() {
                        Some(turns_on) => {
                            for entry in turns_on {
                                changed |=
                                    graph.apply_entry(package, &entry, &edges, &mut active)?;
                            }
                        }
                        // An optional dependency's implicit feature turns the dependency on.
                        None => {
                            if let Some(d) = graph.optional_dependency(package, &feature) {
                                changed |= active[package].insert(d);
                            }
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        graph.absent = reached_registry_crates(&graph.packages, &edges, &active)?;
        for package in 0..graph.packages.len() {
            let mut externs = BTreeMap::new();
            for &d in &active[package] {
                let Ok(target) = edges[package][d] else {
                    continue;
                };
                let dependency = &graph.packages[package].dependencies[d];
                if let Some(name) = graph.packages[target].extern_name(dependency) {
                    externs.insert(name, target);
                }
            }
            graph.externs[package] = externs;
        }
        Ok(graph)
    }

    /// The package index of a path dependency, loading it on first sight.
    fn load_dependency(&mut self, from: usize, dependency: &Dependency) -> Result<usize, Error> {
        let manifest = self.packages[from].manifest.clone();
        let Some(path) = &dependency.path else {
            // Never reported: `reached_registry_crates` lists a registry crate as absent
            // before it looks at the edge.
            return Err(Error::at(
                &manifest,
                dependency.line,
                format!("`{}` is a registry crate", dependency.key),
            ));
        };
        let dir = path.canonicalize().map_err(|e| {
            Error::at(
                &manifest,
                dependency.line,
                format!("dependency `{}`: {}: {e}", dependency.key, path.display()),
            )
        })?;
        if let Some(known) = self.packages.iter().position(|p| p.dir == dir) {
            return Ok(known);
        }
        let package = Package::load(&dir)?;
        let expected = dependency.package.as_deref().unwrap_or(&dependency.key);
        if package.name != expected {
            return Err(Error::at(
                &manifest,
                dependency.line,
                format!(
                    "dependency `{}` points at package `{}` (write `package = \"{}\"` to rename it)",
                    dependency.key, package.name, package.name
                ),
            ));
        }
        if package.lib.is_none() {
            return Err(Error::at(
                &manifest,
                dependency.line,
                format!("dependency `{}` has no library target", dependency.key),
            ));
        }
        if package.proc_macro {
            return Err(Error::at(
                &manifest,
                dependency.line,
                format!(
                    "dependency `{}` is a proc-macro crate: its macros run inside the \
                     compiler, so a single-file submission cannot hold them; write out the \
                     code they generate instead",
                    dependency.key
                ),
            )
            .kind(ErrorKind::UnknownCrate));
        }
        self.packages.push(package);
        self.features.push(BTreeSet::new());
        self.externs.push(BTreeMap::new());
        Ok(self.packages.len() - 1)
    }

    /// Turns on `feature` of `package`; whether it was off.
    fn enable(&mut self, package: usize, feature: &str) -> Result<bool, Error> {
        let known = self.packages[package].features.contains_key(feature)
            || self.optional_dependency(package, feature).is_some();
        if !known {
            let p = &self.packages[package];
            return Err(Error::in_file(
                &p.manifest,
                format!("package `{}` has no feature `{feature}`", p.name),
            ));
        }
        Ok(self.features[package].insert(feature.to_string()))
    }

    fn optional_dependency(&self, package: usize, key: &str) -> Option<usize> {
        self.packages[package]
            .dependencies
            .iter()
            .position(|d| d.optional && d.key == key)
    }

    /// Applies one entry of a feature's list: `g`, `dep:x`, `x/g` or `x?/g`.
    fn apply_entry(
        &mut self,
        package: usize,
        entry: &str,
        edges: &[Vec<Result<usize, Error>>],
        active: &mut [BTreeSet<usize>],
    ) -> Result<bool, Error> {
        if let Some(key) = entry.strip_prefix("dep:") {
            return Ok(match self.optional_dependency(package, key) {
                Some(d) => active[package].insert(d),
                None => false,
            });
        }
        if let Some((key, feature)) = entry.split_once('/') {
            let (key, weak) = match key.strip_suffix('?') {
                Some(key) => (key, true),
                None => (key, false),
            };
            let Some(d) = self.packages[package]
                .dependencies
                .iter()
                .position(|dep| dep.key == key)
            else {
                return Ok(false);
            };
            let mut changed = false;
            if !weak {
                changed |= active[package].insert(d);
            }
            if let (true, Ok(target)) = (active[package].contains(&d), &edges[package][d]) {
                changed |= self.enable(*target, feature)?;
            }
            return Ok(changed);
        }
        if self.packages[package].features.contains_key(entry) {
            return self.enable(package, entry);
        }
        Ok(match self.optional_dependency(package, entry) {
            Some(d) => active[package].insert(d),
            None => false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of packages written from `(path, text)` pairs; removed when dropped.
    struct Tree(PathBuf);

    impl Tree {
        fn new(name: &str, files: &[(&str, &str)]) -> Tree {
            let root = std::env::temp_dir().join(format!(
                "gamebook-package-test-{}-{name}",
                std::process::id()
            ));
            let _ = std::fs::remove_dir_all(&root);
            for (path, text) in files {
                let file = root.join(path);
                std::fs::create_dir_all(file.parent().unwrap()).unwrap();
                std::fs::write(file, text).unwrap();
            }
            Tree(root.canonicalize().unwrap())
        }

        fn graph(&self, provided: &[&str]) -> Result<Graph, Error> {
            let provided = provided.iter().map(|s| s.to_string()).collect();
            Graph::resolve(Package::load(&self.0.join("app"))?, &provided)
        }
    }

    impl Drop for Tree {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    const APP_MAIN: (&str, &str) = ("app/src/main.rs", "fn main() {}");

    fn library(name: &str, manifest: &str) -> [(String, String); 2] {
        [
            (format!("{name}/Cargo.toml"), manifest.to_string()),
            (format!("{name}/src/lib.rs"), String::new()),
        ]
    }

    fn tree(name: &str, app: &str, libraries: &[[(String, String); 2]]) -> Tree {
        let mut files: Vec<(&str, &str)> = vec![("app/Cargo.toml", app), APP_MAIN];
        for pair in libraries {
            for (path, text) in pair {
                files.push((path, text));
            }
        }
        Tree::new(name, &files)
    }

    #[test]
    fn manifests_give_editions_library_names_and_renamed_dependencies() {
        let tree = tree(
            "manifests",
            "[workspace]\n[workspace.package]\nedition = \"2024\"\n\
             [package]\nname = \"app\"\nedition.workspace = true\n\
             [dependencies]\nnums = { path = \"../number-theory\", package = \"number-theory\" }\n",
            &[library(
                "number-theory",
                "[package]\nname = \"number-theory\"\nedition = \"2018\"\n",
            )],
        );
        let graph = tree.graph(&[]).unwrap();
        assert_eq!(graph.packages[0].edition, "2024");
        let library = &graph.packages[1];
        assert_eq!(library.edition, "2018");
        assert_eq!(library.lib.as_ref().unwrap().0, "number_theory");
        assert_eq!(graph.externs[0].get("nums"), Some(&1), "the key names it");
    }

    #[test]
    fn features_turn_on_as_cargo_turns_them_on() {
        let tree = tree(
            "features",
            "[package]\nname = \"app\"\nedition = \"2021\"\n\
             [features]\ndefault = [\"fast\"]\nfast = [\"algebra/simd\", \"dep:extra\"]\n\
             [dependencies]\nalgebra = { path = \"../algebra\", default-features = false }\n\
             extra = { path = \"../extra\", optional = true }\n\
             unused = { path = \"../unused\", optional = true }\n",
            &[
                library(
                    "algebra",
                    "[package]\nname = \"algebra\"\n[features]\ndefault = [\"slow\"]\nslow = []\nsimd = []\n",
                ),
                library("extra", "[package]\nname = \"extra\"\n"),
                library("unused", "[package]\nname = \"unused\"\n"),
            ],
        );
        let graph = tree.graph(&[]).unwrap();
        let algebra = graph
            .packages
            .iter()
            .position(|p| p.name == "algebra")
            .unwrap();
        assert_eq!(
            graph.features[algebra],
            BTreeSet::from(["simd".to_string()]),
            "asked for, without the defaults it turned off"
        );
        let names: BTreeSet<&str> = graph.externs[0].keys().map(String::as_str).collect();
        assert_eq!(names, BTreeSet::from(["algebra", "extra"]));
    }

    #[test]
    fn a_proc_macro_library_is_an_error_once_on() {
        let macros = library(
            "macros",
            "[package]\nname = \"macros\"\nedition = \"2021\"\n[lib]\nproc-macro = true\n",
        );
        let app = |optional: bool| {
            format!(
                "[package]\nname = \"app\"\nedition = \"2021\"\n\
                 [dependencies]\nmacros = {{ path = \"../macros\", optional = {optional} }}\n"
            )
        };
        let on = tree("procmacro-on", &app(false), std::slice::from_ref(&macros));
        let error = on.graph(&[]).err().expect("a proc-macro crate is on");
        assert_eq!(error.kind, ErrorKind::UnknownCrate);
        assert!(error.message.contains("proc-macro"), "{error}");
        let off = tree("procmacro-off", &app(true), &[macros]);
        assert!(
            off.graph(&[]).is_ok(),
            "an optional one that is off is never built"
        );
    }

    #[test]
    fn a_registry_crate_that_is_on_is_absent_and_left_alone_when_provided_or_off() {
        let app = "[package]\nname = \"app\"\nedition = \"2021\"\n\
             [dependencies]\nproconio = \"0.4\"\nderive = { version = \"1\", optional = true }\n\
             helper = { path = \"../helper\" }\n";
        let helper = library(
            "helper",
            "[package]\nname = \"helper\"\n[dependencies]\nnum-traits = \"0.2\"\n",
        );
        let tree = tree("registry", app, &[helper]);
        let graph = tree.graph(&[]).unwrap();
        let helper = graph.packages.iter().position(|p| p.name == "helper");
        let names = |package: usize| graph.absent[package].keys().cloned().collect::<Vec<_>>();
        assert_eq!(names(0), ["proconio"], "the optional `derive` is off");
        assert_eq!(
            names(helper.unwrap()),
            ["num_traits"],
            "by the name code uses"
        );
        let listed = &graph.absent[0]["proconio"];
        assert!(listed.manifest.ends_with("app/Cargo.toml") && listed.line == 5);
        let graph = tree.graph(&["proconio"]).unwrap();
        assert_eq!(graph.provided, BTreeSet::from(["proconio".to_string()]));
        assert!(graph.absent[0].is_empty());
        assert_eq!(graph.packages.len(), 2, "`derive` is never loaded");
    }

    #[test]
    fn a_dependency_must_be_the_package_it_names_and_have_a_library() {
        let misnamed = tree(
            "misnamed",
            "[package]\nname = \"app\"\n[dependencies]\nalgebra = { path = \"../algebra\" }\n",
            &[library("algebra", "[package]\nname = \"linear\"\n")],
        );
        let error = misnamed.graph(&[]).err().unwrap();
        assert!(
            error.to_string().contains("package = \"linear\""),
            "{error}"
        );
        let no_library = Tree::new(
            "no-library",
            &[
                (
                    "app/Cargo.toml",
                    "[package]\nname = \"app\"\n[dependencies]\ntool = { path = \"../tool\" }\n",
                ),
                APP_MAIN,
                ("tool/Cargo.toml", "[package]\nname = \"tool\"\n"),
                ("tool/src/main.rs", "fn main() {}"),
            ],
        );
        let error = no_library.graph(&[]).err().unwrap();
        assert!(error.to_string().contains("no library target"), "{error}");
    }
}
