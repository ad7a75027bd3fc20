//! The front door: what to bundle, with which rules, and the driver that runs the stages.

use crate::emit::{
    assemble, has_rule_ending_in_semicolon, header, module_doc, LibraryText, MACRO_SEMICOLON_ALLOW,
};
use crate::error::{Error, ErrorKind};
use crate::expand::{expand_crate, paths_into, root_type_names, Crate, File};
use crate::linemap::LineMap;
use crate::package::{Graph, Package};
use crate::rustc::PASTE_FILE_NAME;
use crate::shake::{first_compile_error, shake, ShakeFailure, KEPT_WHOLE};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Codeforces, the strictest judge we target, accepts at most 64 KiB of source.
pub const DEFAULT_MAX_BYTES: usize = 64 * 1024;

/// The rules of one bundle.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The largest bundle the judge accepts, in bytes (`None`: no limit).
    pub max_bytes: Option<usize>,
    /// Keep every library whole instead of only what the solution reaches.
    pub keep_all: bool,
    /// The edition the bundle is checked in (`None`: the one the solution's package declares).
    pub edition: Option<String>,
    /// Registry crates the judge provides (AtCoder's proconio, ac-library-rs, ...): a
    /// dependency on one is left to the judge, and paths into it stay as they are.
    pub provided: BTreeSet<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_bytes: Some(DEFAULT_MAX_BYTES),
            keep_all: false,
            edition: None,
            provided: BTreeSet::new(),
        }
    }
}

/// A bundle with what a judge runner needs besides its text.
#[derive(Clone, Debug, PartialEq)]
pub struct Bundle {
    pub text: String,
    /// Where each line of `text` came from (absolute paths: [`LineMap::relative_to`] makes
    /// them relative to a folder).
    pub lines: LineMap,
    /// What the user should know about how it was made (one line each, for standard error).
    pub notes: Vec<String>,
    /// The crates of [`Options::provided`] that the bundle uses: a bare `rustc` here cannot
    /// build it, the judge can.
    pub external: Vec<String>,
}

impl Options {
    /// The options of problem `problem`: its `judge.conf` may set `max_bytes` (0: no limit).
    pub fn for_problem(root: &Path, problem: &str) -> Result<Options, Error> {
        let conf = root.join("testdata").join(problem).join("judge.conf");
        let mut options = Options::default();
        let Ok(text) = std::fs::read_to_string(&conf) else {
            return Ok(options);
        };
        for (index, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("");
            if let Some((key, value)) = line.split_once('=') {
                if key.trim() == "max_bytes" {
                    let bytes: usize = value.trim().parse().map_err(|_| {
                        Error::at(&conf, index + 1, "`max_bytes` needs a whole number")
                    })?;
                    options.max_bytes = (bytes > 0).then_some(bytes);
                }
            }
        }
        Ok(options)
    }
}

/// The problem crates of the workspace at `root` (folders of `crates/` with a `src/main.rs`),
/// sorted.
pub fn problems(root: &Path) -> Result<Vec<String>, Error> {
    let crates = root.join("crates");
    let entries = std::fs::read_dir(&crates)
        .map_err(|e| Error::in_file(&crates, format!("cannot list the workspace crates: {e}")))?;
    let mut names = Vec::new();
    for entry in entries {
        let dir = entry
            .map_err(|e| Error::in_file(&crates, e.to_string()))?
            .path();
        if dir.join("src/main.rs").is_file() {
            names.push(
                dir.file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned(),
            );
        }
    }
    names.sort();
    Ok(names)
}

/// The submission of problem crate `problem` of the workspace at `root` (options usually from
/// [`Options::for_problem`]).
pub fn bundle_problem(root: &Path, problem: &str, options: &Options) -> Result<String, Error> {
    let dir = problem_dir(root, problem)?;
    let origin = format!("crates/{problem}");
    let how_to_redo = format!("edit the crate, then `make submit P={problem}`");
    let bundle = bundle_solution(&dir.join("src/main.rs"), &origin, &how_to_redo, options)?;
    Ok(bundle.text)
}

/// The bundle of any solution file: its libraries are the path dependencies of the package
/// that owns it.
pub fn bundle_file(file: &Path, options: &Options) -> Result<String, Error> {
    Ok(bundle_file_mapped(file, options)?.text)
}

/// [`bundle_file`] with the line map, the notes and the judge-provided crates it uses.
pub fn bundle_file_mapped(file: &Path, options: &Options) -> Result<Bundle, Error> {
    if file.extension().is_none_or(|ext| ext != "rs") || !file.is_file() {
        let why = if file.exists() {
            "not a .rs file"
        } else {
            "no such file"
        };
        return Err(Error::in_file(file, why).kind(ErrorKind::Io));
    }
    // Named from its package's folder, so the header is the same from any working folder.
    let absolute = file
        .canonicalize()
        .map_err(|e| Error::in_file(file, format!("cannot read: {e}")).kind(ErrorKind::Io))?;
    let package = Package::owning(&absolute)?;
    let base = package.dir.parent().unwrap_or(&package.dir);
    let origin = absolute.strip_prefix(base).unwrap_or(&absolute);
    let how_to_redo = "edit the source, not this file";
    bundle_solution(file, &origin.display().to_string(), how_to_redo, options)
}

/// The folder of problem crate `name`: a plain folder name under `crates/`.
fn problem_dir(root: &Path, name: &str) -> Result<PathBuf, Error> {
    let plain = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    let dir = root.join("crates").join(name);
    if !plain {
        return Err(Error::in_file(
            &root.join("crates"),
            format!("`{name}` is not a problem name (a folder name under crates/: letters, digits, `-`, `_`)"),
        ));
    }
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

fn bundle_solution(
    file: &Path,
    origin: &str,
    how_to_redo: &str,
    options: &Options,
) -> Result<Bundle, Error> {
    let file = file
        .canonicalize()
        .map_err(|e| Error::in_file(file, format!("cannot read: {e}")).kind(ErrorKind::Io))?;
    let graph = Graph::resolve(Package::owning(&file)?, &options.provided)?;
    let edition = options
        .edition
        .clone()
        .unwrap_or_else(|| graph.packages[0].edition.clone());
    let source = std::fs::read_to_string(&file).unwrap_or_default();
    let root_names = root_names(&file, &source)?;
    let modules = module_names(&graph, &root_names)?;
    let mut expansion = Expansion::new(&graph, modules, Some(&edition), root_names);
    let (solution, uses) = expansion.package(0, &file, None)?;
    let libraries = expansion.libraries(uses)?;
    let sources = expansion.sources;
    // Messages name the files from the working folder, as rustc and cargo do.
    let here = std::env::current_dir().unwrap_or_default();
    let map_of = |text: &str| LineMap::build(text, &sources).relative_to(&here);
    let names: Vec<&str> = libraries.iter().map(|l| l.module.as_str()).collect();
    let mut top = header(&module_doc(&source), origin, &names, how_to_redo);
    let library_macro_semicolon = libraries.iter().any(|library| {
        has_rule_ending_in_semicolon(&library.body)
            || (library.exported_macros.iter()).any(|(_, text)| has_rule_ending_in_semicolon(text))
    });
    if library_macro_semicolon {
        top.push_str(MACRO_SEMICOLON_ALLOW);
    }
    let allow = if options.keep_all {
        WHOLE_LIBRARY_ALLOW
    } else {
        ""
    };
    let mut text = assemble(&top, &solution.body, &libraries, allow);
    let external: Vec<String> = graph.provided.iter().cloned().collect();
    let absent: BTreeSet<&str> = graph
        .absent
        .iter()
        .flat_map(|crates| crates.keys())
        .map(String::as_str)
        .collect();
    // A path into a crate no paste holds, in what the paste keeps, is the error: at its line.
    let uses_absent = |text: &str| absent_crate_use(&graph, &absent, text, &map_of(text));
    let mut notes = Vec::new();
    if !external.is_empty() {
        if let Some(refusal) = uses_absent(&text) {
            return Err(refusal);
        }
        // A bare rustc here has no such crate: the judge's build is the only check.
        notes.push(format!(
            "not checked here and kept whole: it uses {}, which the judge provides",
            external.join(", ")
        ));
    } else if !options.keep_all && !libraries.is_empty() {
        let modules: Vec<String> = libraries.iter().map(|l| l.module.clone()).collect();
        let shaken =
            shake(&text, &modules, &edition, &absent).map_err(|failure| match failure {
                ShakeFailure::DoesNotCompile { text, rendered } => {
                    does_not_compile(&file, &map_of(&text), &rendered)
                }
                ShakeFailure::UsesAbsentCrate { text } => uses_absent(&text).unwrap_or_else(|| {
                    Error::in_file(
                        &file,
                        "shaking found a path into a registry crate, not found again",
                    )
                    .kind(ErrorKind::Internal)
                }),
                ShakeFailure::Other(error) => Error {
                    file: file.clone(),
                    ..error
                },
            })?;
        text = shaken.text;
        notes.extend(shaken.notes);
        let libraries_start = text.find(&format!("\nmod {} {{", modules[0])).unwrap_or(0);
        if library_macro_semicolon && !has_rule_ending_in_semicolon(&text[libraries_start..]) {
            // What needed it is gone: an `allow` less cannot break what compiled.
            text = text.replacen(MACRO_SEMICOLON_ALLOW, "", 1);
        }
    } else if let Some(error) = first_compile_error(&text, &edition)? {
        // Never a paste that cannot compile (shaking checks its own result).
        return Err(
            uses_absent(&text).unwrap_or_else(|| does_not_compile(&file, &map_of(&text), &error))
        );
    }
    check_size(&file, &text, options).map_err(|error| {
        // Too large because shaking gave up: that, not the limit, is what to report.
        match notes.iter().find(|note| note.starts_with(KEPT_WHOLE)) {
            Some(note) => Error {
                message: format!("{}\n(it is this large because {note})", error.message),
                ..error
            },
            None => error,
        }
    })?;
    let lines = LineMap::build(&text, &sources);
    Ok(Bundle {
        text,
        lines,
        notes,
        external,
    })
}

/// The first path in `text` into one of the registry crates `absent` that the judge does not
/// provide ([`Graph::absent`]), as an error at the line of the file it came from.
fn absent_crate_use(
    graph: &Graph,
    absent: &BTreeSet<&str>,
    text: &str,
    map: &LineMap,
) -> Option<Error> {
    if absent.is_empty() {
        return None;
    }
    let file = File::lex(Path::new(PASTE_FILE_NAME), text).ok()?;
    let paths = paths_into(&file, absent);
    let name = file.text(*paths.first()?);
    let listed = graph.absent.iter().find_map(|crates| crates.get(name))?;
    let mut places = paths
        .iter()
        .filter_map(|&at| map.origin(file.line(at)))
        .map(|(origin, line)| (origin.to_path_buf(), line));
    let (origin, line) = places.next()?;
    let others: Vec<String> = places
        .take(MORE_PLACES_SHOWN)
        .map(|(origin, line)| format!("{}:{line}", origin.display()))
        .collect();
    let also = if others.is_empty() {
        String::new()
    } else {
        format!(" (registry crates are named at {} too)", others.join(", "))
    };
    let message = format!(
        "uses `{name}`, a registry crate ({}:{} lists it): a paste carries only std and path \
         libraries, unless the judge provides the crate{also}",
        listed.manifest.display(),
        listed.line
    );
    Some(Error::at(&origin, line, message).kind(ErrorKind::RegistryCrate))
}

/// How many more places that name a registry crate an error lists, beside its own.
const MORE_PLACES_SHOWN: usize = 3;

fn does_not_compile(file: &Path, map: &LineMap, rendered: &str) -> Error {
    let message = map.translate(rendered, Path::new(PASTE_FILE_NAME));
    Error::in_file(file, format!("does not compile:\n{message}")).kind(ErrorKind::DoesNotCompile)
}

/// Libraries alone, whole, for a contest template: `names` are library packages under
/// `<root>/crates/` (by folder, package or crate name), with the libraries they use.
pub fn bundle_libraries(root: &Path, names: &[&str], options: &Options) -> Result<String, Error> {
    let mut libraries: BTreeMap<String, LibraryText> = BTreeMap::new();
    for name in names {
        let package = find_library(root, name)?;
        let graph = Graph::resolve(package, &options.provided)?;
        let mut modules = module_names(&graph, &BTreeSet::new())?;
        let (own, lib_root) = graph.packages[0].lib.clone().expect("a library");
        modules.insert(0, own.clone());
        // Pasted below the user's own code, in an edition we do not know.
        let mut expansion = Expansion::new(&graph, modules, None, BTreeSet::new());
        let (text, uses) = expansion.package(0, &lib_root, Some(&own))?;
        let others = expansion.libraries(uses)?;
        for library in std::iter::once(text).chain(others) {
            libraries.insert(library.module.clone(), library);
        }
    }
    let libraries: Vec<LibraryText> = libraries.into_values().collect();
    let names: Vec<&str> = libraries.iter().map(|l| l.module.as_str()).collect();
    let top = format!(
        "// {} from gamebook, whole, by its bundler: paste below your `main`.\n",
        names.join(", ")
    );
    let text = assemble(&top, "", &libraries, WHOLE_LIBRARY_ALLOW);
    check_size(&root.join("crates"), &text, options)?;
    Ok(text)
}

/// The library package `name` under `<root>/crates/`.
fn find_library(root: &Path, name: &str) -> Result<Package, Error> {
    let crates = root.join("crates");
    let mut candidates = vec![crates.join(name)];
    if let Ok(entries) = std::fs::read_dir(&crates) {
        let mut others: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        others.sort();
        candidates.extend(others);
    }
    for dir in candidates {
        if !dir.join("Cargo.toml").is_file() {
            continue;
        }
        let package = Package::load(&dir)?;
        let lib_name = package.lib.as_ref().map(|(lib, _)| lib.as_str());
        let folder = dir.file_name().and_then(|f| f.to_str());
        if (folder == Some(name) || package.name == name || lib_name == Some(name))
            && package.lib.is_some()
        {
            return Ok(package);
        }
    }
    Err(Error::in_file(
        &crates,
        format!("no library `{name}` under {}", crates.display()),
    ))
}

/// What a library module kept whole may leave unused (a template uses little of it); a shaken
/// one needs nothing, since nothing unused is left.
const WHOLE_LIBRARY_ALLOW: &str = "#[allow(dead_code, unused_imports, unused_macros)]\n";

/// The expansion of the packages of one bundle, and the files it read.
struct Expansion<'g> {
    graph: &'g Graph,
    /// The module name of each library package.
    modules: BTreeMap<usize, String>,
    /// Library names beside the graph's packages (see [`known_libraries`]).
    known: BTreeSet<String>,
    /// The edition the bundle is compiled in, when known.
    edition: Option<&'g str>,
    /// The names the solution's root declares ([`Crate::root_names`]).
    root_names: BTreeSet<String>,
    sources: Vec<(PathBuf, String)>,
}

impl<'g> Expansion<'g> {
    fn new(
        graph: &'g Graph,
        modules: BTreeMap<usize, String>,
        edition: Option<&'g str>,
        root_names: BTreeSet<String>,
    ) -> Expansion<'g> {
        Expansion {
            graph,
            modules,
            known: known_libraries(graph),
            edition,
            root_names,
            sources: Vec::new(),
        }
    }

    /// Every library reachable from `pending`, each expanded once, sorted by module name.
    fn libraries(&mut self, mut pending: Vec<usize>) -> Result<Vec<LibraryText>, Error> {
        let mut expanded: BTreeMap<usize, LibraryText> = BTreeMap::new();
        while let Some(index) = pending.pop() {
            if index == 0 || expanded.contains_key(&index) {
                continue;
            }
            let (_, lib_root) = self.graph.packages[index].lib.clone().expect("a library");
            let module = self.modules[&index].clone();
            let (text, uses) = self.package(index, &lib_root, Some(&module))?;
            pending.extend(uses);
            expanded.insert(index, text);
        }
        let mut libraries: Vec<LibraryText> = expanded.into_values().collect();
        libraries.sort_by(|a, b| a.module.cmp(&b.module));
        Ok(libraries)
    }

    /// Expands package `index` from `root_file`; returns its text and the packages it uses.
    fn package(
        &mut self,
        index: usize,
        root_file: &Path,
        module: Option<&str>,
    ) -> Result<(LibraryText, Vec<usize>), Error> {
        let graph = self.graph;
        let package = &graph.packages[index];
        let externs: BTreeMap<String, String> = graph.externs[index]
            .iter()
            .map(|(name, target)| (name.clone(), self.modules[target].clone()))
            .collect();
        let own = package.lib.as_ref().map(|(name, _)| name.clone());
        let undeclared: BTreeSet<String> = self
            .known
            .iter()
            .filter(|name| !externs.contains_key(*name) && Some(*name) != own.as_ref())
            .cloned()
            .collect();
        let absent: BTreeSet<String> = graph.absent[index].keys().cloned().collect();
        let no_names = BTreeSet::new();
        let krate = Crate {
            module,
            root_names: if module.is_none() {
                &self.root_names
            } else {
                &no_names
            },
            features: &graph.features[index],
            externs: &externs,
            undeclared: &undeclared,
            provided: &graph.provided,
            absent: &absent,
            manifest: &package.manifest,
            edition: &package.edition,
            bundle_edition: self.edition,
        };
        let expanded = expand_crate(root_file, &krate)?;
        self.sources.extend(expanded.sources);
        let uses = expanded
            .used
            .iter()
            .map(|name| graph.externs[index][name])
            .collect();
        Ok((
            LibraryText {
                module: module.unwrap_or_default().to_string(),
                exported_macros: expanded.exported_macros,
                body: expanded.text,
            },
            uses,
        ))
    }
}

/// The names that the root scope of the solution's root file `source` declares in the type
/// namespace ([`root_type_names`]).
fn root_names(file: &Path, source: &str) -> Result<BTreeSet<String>, Error> {
    let lexed = File::lex(file, source)?;
    Ok(root_type_names(&lexed)
        .into_iter()
        .map(str::to_string)
        .collect())
}

/// The module name of every library in the graph: its crate name, which must be unique.
/// A crate name lives in the extern prelude, apart from the root's own names, so a solution
/// may declare it too (`use std::io::{self, Write};` beside a library `io`); the module of
/// such a library is `{name}_crate` (with more `_` until no name has it), as the root holds
/// both in the paste. `taken` are the names the solution's root declares.
fn module_names(graph: &Graph, taken: &BTreeSet<String>) -> Result<BTreeMap<usize, String>, Error> {
    let crate_names: BTreeSet<&str> = graph
        .packages
        .iter()
        .filter_map(|p| p.lib.as_ref().map(|(name, _)| name.as_str()))
        .collect();
    let free = |module: &str| !taken.contains(module) && !crate_names.contains(module);
    let mut names = BTreeMap::new();
    let mut owner: BTreeMap<String, usize> = BTreeMap::new();
    for (index, package) in graph.packages.iter().enumerate().skip(1) {
        let (name, _) = package.lib.as_ref().expect("dependencies are libraries");
        if let Some(&other) = owner.get(name) {
            return Err(Error::in_file(
                &package.manifest,
                format!(
                    "two libraries named `{name}` ({} and {}): a bundle holds one module per name",
                    graph.packages[other].dir.display(),
                    package.dir.display()
                ),
            ));
        }
        owner.insert(name.clone(), index);
        let mut module = name.clone();
        if taken.contains(name) {
            module.push_str("_crate");
            while !free(&module) {
                module.push('_');
            }
        }
        names.insert(index, module);
    }
    Ok(names)
}

/// The library crate names of the folders beside every package of the graph (the other
/// crates of a workspace laid out as `crates/*`, where a contest package's libraries live), so
/// that using one without depending on it is a clear error rather than a compile failure.
fn known_libraries(graph: &Graph) -> BTreeSet<String> {
    let folders: BTreeSet<&Path> = graph
        .packages
        .iter()
        .filter_map(|p| p.dir.parent())
        .collect();
    let mut names = BTreeSet::new();
    for folder in folders {
        let Ok(entries) = std::fs::read_dir(folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let dir = entry.path();
            if dir.join("Cargo.toml").is_file() {
                if let Ok(sibling) = Package::load(&dir) {
                    names.extend(sibling.lib.map(|(name, _)| name));
                }
            }
        }
    }
    names
}

fn check_size(file: &Path, text: &str, options: &Options) -> Result<(), Error> {
    match options.max_bytes {
        Some(limit) if text.len() > limit => Err(Error::in_file(
            file,
            format!(
                "the bundle is {} bytes, above the limit of {limit} bytes ({} KiB; Codeforces \
                 accepts 64 KiB, AtCoder 512 KiB): raise it with --max-bytes N (0: none) or \
                 `max_bytes` in judge.conf; nothing written",
                text.len(),
                limit / 1024
            ),
        )
        .kind(ErrorKind::TooLarge)),
        _ => Ok(()),
    }
}
