//! Item-level tree shaking: of each library, only what the solution reaches stays.
//!
//! Reachability is the compiler's to decide, not ours: the bundle is checked with a bare
//! `rustc --emit=metadata` (no code generation, a tenth of a second), and every item that its
//! dead-code and unused-import lints report inside a library module goes, with what depends on
//! it (the impls of a removed type or trait, a removed trait method in every impl). This repeats
//! until rustc reports nothing. An item rustc calls unused is called by nothing, so removing it
//! cannot make another item take over a call.
//!
//! Trait impls are never reported unused, so they get their own step: every impl of a library
//! trait for a concrete type (and every item-level macro invocation, which is how a library
//! stamps such impls one type at a time) is removed at once; rustc's "trait bound not satisfied"
//! errors name the ones that were needed, which come back (anything else it reports brings
//! them all back). A trait with a blanket impl, or impls for both `X` and `&X`, keeps its impls:
//! there, removing one could let another take its calls silently.
//!
//! rustc counts impls of standard traits as used, and with them their types: so when it has
//! nothing more to report, what no kept code names goes too (the `unreferenced` module), if the
//! bundle still compiles. A removal can leave code that names what went (an import, an impl in
//! another module, a macro invocation): that goes with it, as rustc's "cannot find" errors
//! point it out.

use crate::cfg::holds;
use crate::edits::{apply, tidy, Edit};
use crate::error::{Error, ErrorKind};
use crate::expand::{
    attributes_start, delete_tokens, item_end, File, ITEM_KEYWORDS, JUDGE_CFG_MARK,
};
use crate::json::{self, Json};
use crate::lexer::Kind;
use crate::rustc::rustc;
use crate::unreferenced::{impl_generics, list_entries, unreferenced_items};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Enough for any library: each round removes everything rustc reported.
const MAX_ROUNDS: usize = 64;

/// `text` with every unused item of the library modules `modules` removed.
pub fn shake(text: &str, modules: &[String], edition: &str) -> Result<String, Error> {
    let mut text = without_dead_code_allows(text, modules)?;
    let mut pinned: BTreeSet<String> = BTreeSet::new();
    let mut refused: BTreeSet<String> = BTreeSet::new();
    for round in 0..MAX_ROUNDS {
        let diagnostics = check(&text, edition)?;
        let file = File::lex(Path::new("<bundle>"), &text)?;
        let shape = Shape::of(&file, modules);
        // What the last round's removals left dangling (an import, a stamped method) goes too.
        let dangling = dangling_removals(&file, &shape, &diagnostics);
        if !dangling.is_empty() {
            text = apply(&text, merged(dangling));
            continue;
        }
        if let Some(error) = diagnostics.iter().find(|d| d.level == "error") {
            // Before any removal, the errors are the solution's (as the user wrote it, with
            // the libraries it uses); after one, they are the shaker's own.
            return Err(if round == 0 {
                Error::in_file(Path::new("<bundle>"), error.rendered.clone())
                    .kind(ErrorKind::DoesNotCompile)
            } else {
                Error::in_file(
                    Path::new("<bundle>"),
                    format!(
                        "shaking left a bundle that does not compile (a bundler bug; \
                         `--keep-all` avoids it):\n{}",
                        error.rendered
                    ),
                )
                .kind(ErrorKind::Internal)
            });
        }
        let hidden = HiddenItems::find(&file, &shape);
        let edits = removals_for(&file, &shape, &hidden, &diagnostics);
        if !edits.is_empty() {
            text = apply(&text, merged(edits));
            continue;
        }
        // Whole items first; then the entries of list invocations too, which rest on a
        // guess at the list's shape (a failed guess costs only its trial).
        let mut shaken = None;
        for split_lists in [false, true] {
            shaken = without_unreferenced(&text, modules, edition, split_lists, &mut refused)?;
            if shaken.is_some() {
                break;
            }
        }
        if let Some(shaken) = shaken {
            text = shaken;
            continue;
        }
        let candidates: Vec<Candidate> = shape
            .candidates(&file)
            .into_iter()
            .filter(|c| !pinned.contains(&c.key))
            .collect();
        if candidates.is_empty() {
            return finish(&text, modules, edition);
        }
        text = remove_candidates(&text, &file, &candidates, edition, &mut pinned)?;
    }
    Err(Error::in_file(
        Path::new("<bundle>"),
        format!("tree shaking did not settle in {MAX_ROUNDS} rounds"),
    )
    .kind(ErrorKind::Internal))
}

/// `text` without the library items that nothing kept names (see [`crate::unreferenced`]),
/// once the imports that leaves dangling are gone too, if that compiles. `None` when there is
/// nothing of the kind, or when the same removal failed before (`refused` remembers it).
/// `split_lists`: entries of list invocations go too (see `unreferenced_items`).
fn without_unreferenced(
    text: &str,
    modules: &[String],
    edition: &str,
    split_lists: bool,
    refused: &mut BTreeSet<String>,
) -> Result<Option<String>, Error> {
    let file = File::lex(Path::new("<bundle>"), text)?;
    let shape = Shape::of(&file, modules);
    let hidden = HiddenItems::find(&file, &shape);
    let also_named = hidden.imported_names(&file);
    let spans = unreferenced_items(&file, &shape.libraries, &also_named, split_lists);
    if spans.is_empty() {
        return Ok(None);
    }
    let key: Vec<&str> = spans.iter().map(|&(f, l)| file.span_text(f, l)).collect();
    let key = key.join("\n");
    if refused.contains(&key) {
        return Ok(None);
    }
    let removals = spans
        .iter()
        .map(|&(first, last)| delete_tokens(&file, first, last))
        .collect();
    let mut trial = apply(text, merged(removals));
    for _ in 0..MAX_ROUNDS {
        let diagnostics = check(&trial, edition)?;
        let dangling = {
            let file = File::lex(Path::new("<bundle>"), &trial)?;
            let edits = dangling_removals(&file, &Shape::of(&file, modules), &diagnostics);
            (!edits.is_empty()).then(|| apply(&trial, merged(edits)))
        };
        match dangling {
            Some(next) => trial = next,
            None if diagnostics.iter().any(|d| d.level == "error") => break,
            None => return Ok(Some(trial)),
        }
    }
    refused.insert(key);
    Ok(None)
}

/// Removes what of `candidates` the bundle can do without: all at once when that compiles;
/// else the impls that rustc's "trait bound not satisfied" errors name are pinned, and when an
/// error names none, each candidate is tried alone (a few dozen checks at most).
fn remove_candidates(
    text: &str,
    file: &File,
    candidates: &[Candidate],
    edition: &str,
    pinned: &mut BTreeSet<String>,
) -> Result<String, Error> {
    let without = |chosen: &[&Candidate]| {
        let removals = chosen
            .iter()
            .map(|c| delete_tokens(file, c.first, c.last))
            .collect();
        apply(text, merged(removals))
    };
    let all: Vec<&Candidate> = candidates.iter().collect();
    let trial = without(&all);
    let errors = compile_errors(&trial, edition)?;
    if errors.is_empty() {
        return Ok(trial);
    }
    let mut needed: BTreeSet<String> = BTreeSet::new();
    let mut unexplained = false;
    for error in &errors {
        let named: Vec<&Candidate> = candidates.iter().filter(|c| c.named_by(error)).collect();
        unexplained |= named.is_empty();
        needed.extend(named.iter().map(|c| c.key.clone()));
    }
    if !unexplained {
        pinned.extend(needed);
        return Ok(text.to_string());
    }
    // One at a time: keep each removal that compiles on its own.
    let mut removable = Vec::new();
    for candidate in candidates.iter().take(MAX_SINGLE_TRIALS) {
        if compile_errors(&without(&[candidate]), edition)?.is_empty() {
            removable.push(candidate);
        } else {
            pinned.insert(candidate.key.clone());
        }
    }
    pinned.extend(
        candidates
            .iter()
            .skip(MAX_SINGLE_TRIALS)
            .map(|c| c.key.clone()),
    );
    if removable.is_empty() {
        return Ok(text.to_string());
    }
    let together = without(&removable);
    if compile_errors(&together, edition)?.is_empty() {
        Ok(together)
    } else {
        pinned.extend(removable.iter().map(|c| c.key.clone()));
        Ok(text.to_string())
    }
}

/// How many candidates may be tried one by one before the rest are simply kept.
const MAX_SINGLE_TRIALS: usize = 48;

/// The first compile error of `text` as rustc renders it, if any: the check of a bundle that
/// was not shaken (shaking ends on a bundle that compiles).
pub fn first_compile_error(text: &str, edition: &str) -> Result<Option<String>, Error> {
    Ok(compile_errors(text, edition)?
        .into_iter()
        .next()
        .map(|d| d.rendered))
}

fn compile_errors(text: &str, edition: &str) -> Result<Vec<Diagnostic>, Error> {
    Ok(check(text, edition)?
        .into_iter()
        .filter(|d| d.level == "error" && !d.message.starts_with("aborting due to"))
        .collect())
}

/// The shaken text, tidied, without the libraries' comments and the library modules that
/// ended up empty.
fn finish(text: &str, modules: &[String], edition: &str) -> Result<String, Error> {
    // A library's own comments explain it to its maintainers; the paste is read for the
    // solution (the marks on cfgs left to the judge stay). They go first: a module left with
    // nothing but comments is empty.
    let file = File::lex(Path::new("<bundle>"), text)?;
    let shape = Shape::of(&file, modules);
    let comments: Vec<Edit> = (0..file.tokens.len())
        .filter(|&i| {
            file.kind(i) == Some(Kind::Comment)
                && shape.in_library(i)
                && file.text(i) != JUDGE_CFG_MARK
        })
        .map(|i| delete_tokens(&file, i, i))
        .collect();
    let mut text = apply(text, merged(comments));
    loop {
        let file = File::lex(Path::new("<bundle>"), &text)?;
        let shape = Shape::of(&file, modules);
        let empty: Vec<Edit> = (0..file.tokens.len())
            .filter(|&i| {
                file.is_ident(i, "mod")
                    && file.kind(i + 1) == Some(Kind::Ident)
                    && file.is(i + 2, Kind::Open, "{")
                    && only_inner_attributes(&file, i + 3, file.partner[i + 2])
                    && shape.in_library(i)
            })
            .map(|i| delete_tokens(&file, attributes_start(&file, i), file.partner[i + 2]))
            .collect();
        if empty.is_empty() {
            break;
        }
        let trial = apply(&text, merged(empty));
        if !compile_errors(&trial, edition)?.is_empty() {
            break;
        }
        text = trial;
    }
    Ok(tidy(&text))
}

/// Whether tokens `first..end` are inner attributes (`#![...]`) and nothing else.
fn only_inner_attributes(file: &File, first: usize, end: usize) -> bool {
    let mut i = first;
    while i < end {
        let attribute =
            file.is_punct(i, "#") && file.is_punct(i + 1, "!") && file.is(i + 2, Kind::Open, "[");
        if !attribute {
            return false;
        }
        i = file.partner[i + 2] + 1;
    }
    true
}

/// Removals found in one round may overlap (a method and its whole impl, an item and the twin
/// of its line): overlapping deletions become one, and an insertion inside a deletion goes.
fn merged(mut edits: Vec<Edit>) -> Vec<Edit> {
    edits.sort_by_key(|e| (e.start, std::cmp::Reverse(e.end)));
    let mut out: Vec<Edit> = Vec::with_capacity(edits.len());
    for edit in edits {
        match out.last_mut() {
            Some(last) if edit.start < last.end || (edit.start == last.start && edit == *last) => {
                if edit.text.is_empty() && last.text.is_empty() {
                    last.end = last.end.max(edit.end);
                }
            }
            _ => out.push(edit),
        }
    }
    out
}

/// The lints that say what is unused: a library's own `allow` of them would hide its dead code
/// from the shaking.
const UNUSED_LINTS: &[&str] = &["dead_code", "unused_imports", "unused_macros", "unused"];

/// `text` without the libraries' `#[allow(...)]`/`#![allow(...)]` of [`UNUSED_LINTS`] (other
/// lints in the same attribute stay).
fn without_dead_code_allows(text: &str, modules: &[String]) -> Result<String, Error> {
    let file = File::lex(Path::new("<bundle>"), text)?;
    let shape = Shape::of(&file, modules);
    let mut edits = Vec::new();
    for i in 0..file.tokens.len() {
        if !file.is_punct(i, "#") || !shape.in_library(i) {
            continue;
        }
        let bracket = if file.is_punct(i + 1, "!") {
            i + 2
        } else {
            i + 1
        };
        if !(file.is(bracket, Kind::Open, "[")
            && file.is_ident(bracket + 1, "allow")
            && file.is(bracket + 2, Kind::Open, "("))
        {
            continue;
        }
        let close = file.partner[bracket + 2];
        let lints: Vec<&str> = (bracket + 3..close)
            .filter(|&t| !file.is_punct(t, ","))
            .map(|t| file.text(t))
            .collect();
        let kept: Vec<&str> = lints
            .iter()
            .copied()
            .filter(|lint| !UNUSED_LINTS.contains(lint))
            .collect();
        if kept.len() == lints.len() {
            continue;
        }
        let end = file.partner[bracket];
        if kept.is_empty() {
            edits.push(delete_tokens(&file, i, end));
        } else {
            edits.push(Edit {
                start: file.tokens[bracket + 3].start,
                end: file.tokens[close].start,
                text: kept.join(", "),
            });
        }
    }
    Ok(apply(text, edits))
}

/// One diagnostic of rustc's JSON output.
#[derive(Debug)]
struct Diagnostic {
    level: String,
    lint: String,
    message: String,
    rendered: String,
    /// Byte ranges of the primary spans.
    primary: Vec<(usize, usize)>,
    /// `(start, end, replacement)` of the machine-applicable suggestions.
    suggestions: Vec<(usize, usize, String)>,
    /// Byte ranges of the outermost macro invocations that the primary spans come from.
    invocations: Vec<(usize, usize)>,
}

impl Diagnostic {
    fn from_json(value: &Json) -> Diagnostic {
        let spans = |value: &Json| -> Vec<(usize, usize, bool, Option<String>)> {
            value
                .get("spans")
                .items()
                .iter()
                .map(|span| {
                    (
                        span.get("byte_start").number().unwrap_or(0.0) as usize,
                        span.get("byte_end").number().unwrap_or(0.0) as usize,
                        span.get("is_primary") == &Json::Bool(true),
                        span.get("suggested_replacement").str().map(str::to_string),
                    )
                })
                .collect()
        };
        let primary = spans(value)
            .into_iter()
            .filter(|s| s.2)
            .map(|s| (s.0, s.1))
            .collect();
        let invocations = value
            .get("spans")
            .items()
            .iter()
            .filter(|span| span.get("is_primary") == &Json::Bool(true))
            .filter_map(|span| {
                let mut site = None;
                let mut expansion = span.get("expansion");
                while let Some(start) = expansion.get("span").get("byte_start").number() {
                    let end = expansion
                        .get("span")
                        .get("byte_end")
                        .number()
                        .unwrap_or(start);
                    site = Some((start as usize, end as usize));
                    expansion = expansion.get("span").get("expansion");
                }
                site
            })
            .collect();
        let suggestions = value
            .get("children")
            .items()
            .iter()
            .flat_map(spans)
            .filter_map(|(start, end, _, replacement)| Some((start, end, replacement?)))
            .collect();
        Diagnostic {
            level: value.get("level").str().unwrap_or("").to_string(),
            lint: value
                .get("code")
                .get("code")
                .str()
                .unwrap_or("")
                .to_string(),
            message: value.get("message").str().unwrap_or("").to_string(),
            rendered: value.get("rendered").str().unwrap_or("").to_string(),
            primary,
            suggestions,
            invocations,
        }
    }
}

/// The name the bundle is checked under, as rustc's messages show it (run in its folder, so
/// that no temporary path reaches a message): [`crate::LineMap::translate`] takes it back to
/// the user's files.
pub const PASTE_FILE_NAME: &str = "paste.rs";

static CHECKS: AtomicUsize = AtomicUsize::new(0);

/// What the judges' `-O` turns off: the checks here see `cfg(debug_assertions)` as the judge
/// does (proconio picks its `AutoSource` by it), so what they keep is what the judge compiles.
const JUDGE_FLAGS: [&str; 2] = ["-C", "debug-assertions=off"];

/// rustc's diagnostics for `text`, checked (not compiled) as a binary crate, as a judge's
/// optimized build would see it.
fn check(text: &str, edition: &str) -> Result<Vec<Diagnostic>, Error> {
    let folder = std::env::temp_dir().join(format!(
        "gamebook-shake-{}-{}",
        std::process::id(),
        CHECKS.fetch_add(1, Ordering::Relaxed)
    ));
    let fail =
        |message: String| Error::in_file(Path::new("<bundle>"), message).kind(ErrorKind::Internal);
    std::fs::create_dir_all(&folder).map_err(|e| fail(format!("{}: {e}", folder.display())))?;
    let source: PathBuf = folder.join(PASTE_FILE_NAME);
    let result = std::fs::write(&source, text)
        .map_err(|e| fail(format!("{}: {e}", source.display())))
        .and_then(|()| {
            Command::new(rustc())
                .args([
                    "--edition",
                    edition,
                    "--crate-type",
                    "bin",
                    "--crate-name",
                    "bundle",
                ])
                .args(JUDGE_FLAGS)
                .args(["--emit=metadata", "--error-format=json", "--out-dir", "."])
                .arg(PASTE_FILE_NAME)
                .current_dir(&folder)
                .output()
                .map_err(|e| fail(format!("cannot run rustc: {e}")))
        });
    let _ = std::fs::remove_dir_all(&folder);
    let output = result?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut diagnostics = Vec::new();
    for line in stderr.lines().filter(|l| l.starts_with('{')) {
        let value = json::parse(line).map_err(|e| fail(format!("rustc's JSON: {e}")))?;
        diagnostics.push(Diagnostic::from_json(&value));
    }
    Ok(diagnostics)
}

/// Where the library modules are in the bundle, and which brace encloses each token.
struct Shape {
    /// Token ranges `(open, close)` of the library modules' braces.
    libraries: Vec<(usize, usize)>,
    /// The innermost `{` around each token (`usize::MAX` at the top).
    enclosing: Vec<usize>,
}

impl Shape {
    fn of(file: &File, modules: &[String]) -> Shape {
        let mut enclosing = Vec::with_capacity(file.tokens.len());
        let mut stack: Vec<usize> = Vec::new();
        let mut libraries = Vec::new();
        for (i, token) in file.tokens.iter().enumerate() {
            enclosing.push(stack.last().copied().unwrap_or(usize::MAX));
            match token.kind {
                Kind::Open if file.text(i) == "{" => {
                    if stack.is_empty()
                        && i >= 2
                        && file.is_ident(i - 2, "mod")
                        && modules.iter().any(|m| m == file.text(i - 1))
                    {
                        libraries.push((i, file.partner[i]));
                    }
                    stack.push(i);
                }
                Kind::Close if file.text(i) == "}" => {
                    stack.pop();
                }
                _ => {}
            }
        }
        Shape {
            libraries,
            enclosing,
        }
    }

    fn in_library(&self, token: usize) -> bool {
        self.libraries
            .iter()
            .any(|&(open, close)| open < token && token < close)
    }

    /// Whether token `i` stands where an item may (directly in a module's braces).
    fn at_module_level(&self, file: &File, i: usize) -> bool {
        let brace = self.enclosing[i];
        brace != usize::MAX && brace >= 2 && file.is_ident(brace - 2, "mod")
    }

    /// Every `impl` at module level in the libraries, with its header read.
    fn impls<'f>(&self, file: &'f File) -> Vec<Impl<'f>> {
        (0..file.tokens.len())
            .filter(|&i| {
                file.is_ident(i, "impl") && self.in_library(i) && self.at_module_level(file, i)
            })
            .filter_map(|i| Impl::read(file, i))
            .collect()
    }

    /// Every `impl` in the libraries, module level or inside a macro body.
    fn all_impls<'f>(&self, file: &'f File) -> Vec<Impl<'f>> {
        (0..file.tokens.len())
            .filter(|&i| {
                file.is_ident(i, "impl")
                    && self.in_library(i)
                    && !file.is_punct(i.wrapping_sub(1), "-")
                    && matches!(
                        file.text(i.wrapping_sub(1)),
                        "}" | ";" | "{" | "(" | "]" | "unsafe"
                    )
            })
            .filter_map(|i| Impl::read(file, i))
            .collect()
    }

    /// The trait impls and item-level macro invocations that may go (see the module doc).
    fn candidates(&self, file: &File) -> Vec<Candidate> {
        let impls = self.impls(file);
        let library_traits: BTreeSet<&str> = (0..file.tokens.len())
            .filter(|&i| file.is_ident(i, "trait") && self.in_library(i))
            .map(|i| file.text(i + 1))
            .collect();
        let mut found = Vec::new();
        for item in &impls {
            let Some(trait_name) = item.trait_name else {
                continue;
            };
            let generic_self = item.self_idents.iter().any(|s| item.generics.contains(s));
            let blanket_or_references = impls.iter().any(|other| {
                other.trait_name == Some(trait_name)
                    && (other.self_idents.iter().any(|s| other.generics.contains(s))
                        || (other.self_type != item.self_type
                            && other
                                .self_type
                                .trim_start_matches(['&', '\''])
                                .trim_start_matches("mut")
                                == item.self_type.trim_start_matches('&')))
            });
            if !library_traits.contains(trait_name) || generic_self || blanket_or_references {
                continue;
            }
            let first = attributes_start(file, item.at);
            found.push(Candidate {
                key: format!("impl {trait_name} for {}", item.self_type),
                first,
                last: item.last,
                trait_name: Some(trait_name.to_string()),
                self_type: item.self_type.clone(),
                idents: item.self_idents.iter().map(|s| s.to_string()).collect(),
                stamped_traits: Vec::new(),
            });
        }
        let stamped = stamped_traits(file);
        for (i, _) in item_level_invocations(file, self) {
            let close = file.partner[i + 2];
            let last = if file.is_punct(close + 1, ";") {
                close + 1
            } else {
                close
            };
            let idents: Vec<String> = (i + 3..close)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .map(|t| file.text(t).to_string())
                .collect();
            if idents.is_empty() {
                continue;
            }
            let arguments = file.span_text(i + 2, close);
            // The arguments as one type (`&str`, `Vec<u8>`), for errors about a stamped impl.
            let self_type = arguments[1..arguments.len() - 1]
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            found.push(Candidate {
                key: format!("{}!{arguments}", file.text(i)),
                first: attributes_start(file, i),
                last,
                trait_name: None,
                self_type,
                idents,
                stamped_traits: stamped.get(file.text(i)).cloned().unwrap_or_default(),
            });
        }
        found
    }
}

/// An `impl` block's header: `impl<generics> [Trait for] SelfType { ... }`.
struct Impl<'f> {
    at: usize,
    last: usize,
    generics: Vec<&'f str>,
    trait_name: Option<&'f str>,
    /// The self type as written, without spaces.
    self_type: String,
    self_idents: Vec<&'f str>,
}

impl<'f> Impl<'f> {
    fn read(file: &'f File, at: usize) -> Option<Impl<'f>> {
        let (generics, mut i) = impl_generics(file, at);
        let header_start = i;
        let mut depth = 0i32;
        let mut for_at = None;
        while i < file.tokens.len() {
            match file.text(i) {
                "<" => depth += 1,
                ">" if !file.is_punct(i - 1, "-") => depth -= 1,
                "for" if depth == 0 => for_at = Some(i),
                "{" | "where" if depth == 0 => break,
                _ => {}
            }
            i = if file.kind(i) == Some(Kind::Open) && file.text(i) != "{" {
                file.partner[i] + 1
            } else {
                i + 1
            };
        }
        let mut body = i;
        while body < file.tokens.len() && !file.is(body, Kind::Open, "{") {
            body += 1;
        }
        let last = *file.partner.get(body)?;
        let (trait_name, self_start) = match for_at {
            Some(f) => {
                let name = (header_start..f)
                    .take_while(|&t| !file.is_punct(t, "<"))
                    .filter(|&t| file.kind(t) == Some(Kind::Ident))
                    .last()
                    .map(|t| file.text(t));
                (name, f + 1)
            }
            None => (None, header_start),
        };
        let self_end = (self_start..body)
            .find(|&t| file.is_ident(t, "where"))
            .unwrap_or(body);
        let self_type: String = (self_start..self_end).map(|t| file.text(t)).collect();
        let self_idents = (self_start..self_end)
            .filter(|&t| {
                file.kind(t) == Some(Kind::Ident) && !matches!(file.text(t), "mut" | "dyn")
            })
            .map(|t| file.text(t))
            .collect();
        Some(Impl {
            at,
            last,
            generics,
            trait_name,
            self_type,
            self_idents,
        })
    }
}

/// An impl or macro invocation that the impl step may remove.
struct Candidate {
    /// What it is, as written: stable across rounds, so a needed one stays pinned.
    key: String,
    first: usize,
    last: usize,
    /// The trait of an impl (`None` for a macro invocation).
    trait_name: Option<String>,
    /// The self type of an impl, or the arguments of a macro invocation, without spaces.
    self_type: String,
    /// The identifiers of the self type, or of the arguments.
    idents: Vec<String>,
    /// For a macro invocation, the traits its macro implements (`impl Trait for $t`).
    stamped_traits: Vec<String>,
}

/// For each `macro_rules!` of the bundle, the traits that its body implements: the
/// identifiers just before a `for` (as in `impl Trait for $t`).
fn stamped_traits(file: &File) -> BTreeMap<String, Vec<String>> {
    let mut traits = BTreeMap::new();
    for i in 0..file.tokens.len() {
        let definition = file.is_ident(i, "macro_rules")
            && file.is_punct(i + 1, "!")
            && file.kind(i + 2) == Some(Kind::Ident)
            && file.kind(i + 3) == Some(Kind::Open);
        if !definition {
            continue;
        }
        let body = i + 4..file.partner[i + 3];
        let implemented: &mut Vec<String> = traits.entry(file.text(i + 2).to_string()).or_default();
        for t in body.filter(|&t| file.kind(t) == Some(Kind::Ident) && file.is_ident(t + 1, "for"))
        {
            implemented.push(file.text(t).to_string());
        }
    }
    traits
}

impl Candidate {
    /// Whether `error` says that this impl was needed ("the trait bound `T: Trait` is not
    /// satisfied", `T` being its self type or, for a macro invocation, its arguments or one
    /// of their identifiers).
    fn named_by(&self, error: &Diagnostic) -> bool {
        let Some(bound) = error
            .message
            .strip_prefix("the trait bound `")
            .and_then(|rest| rest.split("` is not satisfied").next())
        else {
            return false;
        };
        let Some((ty, trait_path)) = bound.split_once(": ") else {
            return false;
        };
        let ty: String = ty.chars().filter(|c| !c.is_whitespace()).collect();
        // An unsuffixed literal's type falls back to i32 (or f64) when nothing else decides it.
        let ty = match ty.as_str() {
            "{integer}" => "i32".to_string(),
            "{float}" => "f64".to_string(),
            _ => ty,
        };
        let trait_name = trait_path
            .split('<')
            .next()
            .unwrap_or("")
            .rsplit("::")
            .next()
            .unwrap_or("");
        match &self.trait_name {
            Some(name) => name == trait_name && self.self_type == ty,
            None => {
                let implements = self.stamped_traits.is_empty()
                    || self.stamped_traits.iter().any(|t| t == trait_name);
                implements && (self.self_type == ty || self.idents.contains(&ty))
            }
        }
    }
}

/// The edits that remove what the lints report inside the libraries.
fn removals_for(
    file: &File,
    shape: &Shape,
    hidden: &HiddenItems,
    diagnostics: &[Diagnostic],
) -> Vec<Edit> {
    let mut edits = Vec::new();
    let token_at = |byte: usize| file.tokens.binary_search_by_key(&byte, |t| t.start).ok();
    for diagnostic in diagnostics {
        match diagnostic.lint.as_str() {
            "unused_imports" => {
                for &(start, end, ref replacement) in &diagnostic.suggestions {
                    let Some(at) = token_at(start).filter(|&t| shape.in_library(t)) else {
                        continue;
                    };
                    edits.push(Edit {
                        start,
                        end,
                        text: replacement.clone(),
                    });
                    let keyword = (at..file.tokens.len())
                        .take_while(|&t| file.tokens[t].end <= end)
                        .find(|&t| file.is_ident(t, "use"));
                    if let (true, Some(keyword)) = (replacement.is_empty(), keyword) {
                        edits.extend(hidden.import_twins_of(file, shape, keyword));
                    }
                }
            }
            "dead_code" | "unused_macros" => {
                for &(start, _) in &diagnostic.primary {
                    let Some(name) = token_at(start).filter(|&t| shape.in_library(t)) else {
                        continue;
                    };
                    // What a hidden item needs stays, unused as rustc here sees it; so does a
                    // field never read or a variant never built, which cannot go without its
                    // uses. Each gets an `allow` of its own (nothing wider).
                    let needed = hidden.needed.contains(file.text(name));
                    let removal = if needed {
                        Vec::new()
                    } else {
                        item_removal(file, shape, name)
                    };
                    if removal.is_empty() {
                        let first = item_start(file, name)
                            .map_or_else(|| attributes_start(file, name), |(_, first)| first);
                        let at = file.tokens[first].start;
                        edits.push(Edit {
                            start: at,
                            end: at,
                            text: format!("#[allow({})] ", diagnostic.lint),
                        });
                    }
                    if needed {
                        continue;
                    }
                    edits.extend(removal);
                    edits.extend(hidden.twins_of(file, shape, name));
                }
            }
            _ => {}
        }
    }
    edits
}

/// Removals of what an earlier round's removals left dangling in the libraries: an import
/// that no longer resolves (E0432: the whole `use` when the path is all of it, else the path
/// and its comma inside the braces), a method of a trait that no longer has it (E0407: in a
/// macro that stamps impls, out of the reach of the companion removals), a macro's
/// `$( ... )*` left with nothing to repeat once the impls in it went, and what names a removed
/// item where rustc "cannot find" it (see [`UNRESOLVED_NAME`]).
fn dangling_removals(file: &File, shape: &Shape, diagnostics: &[Diagnostic]) -> Vec<Edit> {
    let unresolved: Vec<&Diagnostic> = diagnostics
        .iter()
        .filter(|d| UNRESOLVED_NAME.contains(&d.lint.as_str()))
        .collect();
    let mut edits = invocations_naming_removed(file, shape, &unresolved);
    for diagnostic in diagnostics {
        if UNRESOLVED_NAME.contains(&diagnostic.lint.as_str()) {
            edits.extend(impls_of_removed(file, shape, diagnostic));
            edits.extend(unlinted_items_naming_removed(file, shape, diagnostic));
        }
        let empty_repetition = diagnostic
            .message
            .starts_with("attempted to repeat an expression containing no syntax variables");
        for &(start, end) in &diagnostic.primary {
            let Some(first) = file.tokens.iter().position(|t| t.start == start) else {
                continue;
            };
            if empty_repetition && shape.in_library(first) && file.kind(first) == Some(Kind::Open) {
                // `$( ... )*` in a macro body whose impls all went: the repetition goes too.
                let close = file.partner[first];
                let operator = close + usize::from(matches!(file.text(close + 1), "*" | "+" | "?"));
                let dollar = first - usize::from(file.is_punct(first.wrapping_sub(1), "$"));
                edits.push(delete_tokens(file, dollar, operator));
                continue;
            }
            let Some(last) = file.tokens.iter().position(|t| t.end == end) else {
                continue;
            };
            if !shape.in_library(first) {
                continue;
            }
            match diagnostic.lint.as_str() {
                "E0407" => edits.push(delete_tokens(file, attributes_start(file, first), last)),
                "E0432" => {
                    // The whole tree under an unresolved segment (`self::Gone::{A, B}`).
                    let (mut first, mut last) = (first, last);
                    while first >= 2 && file.kind(first - 1) == Some(Kind::PathSep) {
                        first -= 2;
                    }
                    while file.kind(last + 1) == Some(Kind::PathSep) {
                        last = if file.kind(last + 2) == Some(Kind::Open) {
                            file.partner[last + 2]
                        } else {
                            last + 2
                        };
                    }
                    let whole =
                        file.is_ident(first.wrapping_sub(1), "use") && file.is_punct(last + 1, ";");
                    if whole {
                        let item = attributes_start(file, first - 1);
                        edits.push(delete_tokens(file, item, last + 1));
                    } else if file.is_punct(last + 1, ",") {
                        edits.push(delete_tokens(file, first, last + 1));
                    } else if file.is_punct(first.wrapping_sub(1), ",") {
                        edits.push(delete_tokens(file, first - 1, last));
                    } else {
                        edits.push(delete_tokens(file, first, last));
                    }
                }
                _ => {}
            }
        }
    }
    edits
}

/// The codes of "cannot find" errors: a name that is no longer there.
const UNRESOLVED_NAME: &[&str] = &[
    "E0405", "E0412", "E0422", "E0425", "E0433", "E0531", "E0532",
];

/// Removals of the item-level macro invocations in the libraries that `diagnostics` (names
/// not found) come from: one whose macro stamps impls for a type named in its body, or one
/// whose own arguments name it (`thread_local!` of a static whose type alias went). Once the
/// name is gone they cannot compile, and nothing needs them: rustc found the name unused, so
/// what they define is unused too. Of a list, only the entries that name it go, unless all
/// of them do.
fn invocations_naming_removed(
    file: &File,
    shape: &Shape,
    diagnostics: &[&Diagnostic],
) -> Vec<Edit> {
    let sites: Vec<usize> = diagnostics
        .iter()
        .flat_map(|d| d.invocations.iter().chain(&d.primary))
        .filter_map(|&(start, _)| file.tokens.iter().position(|t| t.start == start))
        .collect();
    let mut edits = Vec::new();
    for (first, group) in item_level_invocations(file, shape) {
        let close = file.partner[group];
        if !sites
            .iter()
            .any(|&at| at == first || (group < at && at < close))
        {
            continue;
        }
        // In a list of a library macro (`zero! { Mod7; Mod11; }`), only the entries that
        // name it go.
        let library_macro = (0..file.tokens.len())
            .any(|t| file.is_ident(t, "macro_rules") && file.text(t + 2) == file.text(group - 2));
        let entries = if library_macro {
            list_entries(file, group, close)
        } else {
            Vec::new()
        };
        let naming: Vec<&(usize, usize)> = entries
            .iter()
            .filter(|&&(f, l)| sites.iter().any(|&at| f <= at && at <= l))
            .collect();
        if entries.len() >= 2 && !naming.is_empty() && naming.len() < entries.len() {
            edits.extend(naming.iter().map(|&&(f, l)| delete_tokens(file, f, l)));
        } else {
            let last = close + usize::from(file.is_punct(close + 1, ";"));
            edits.push(delete_tokens(file, attributes_start(file, first), last));
        }
    }
    edits
}

/// The macro invocations that stand as items in the libraries: `(name token, opening of the
/// argument group)`.
fn item_level_invocations(file: &File, shape: &Shape) -> Vec<(usize, usize)> {
    (0..file.tokens.len())
        .filter(|&i| {
            file.kind(i) == Some(Kind::Ident)
                && file.is_punct(i + 1, "!")
                && file.kind(i + 2) == Some(Kind::Open)
                && !file.is_ident(i, "macro_rules")
                && shape.in_library(i)
                && shape.at_module_level(file, i)
                && matches!(file.text(i.wrapping_sub(1)), ";" | "}" | "{" | "]")
        })
        .map(|i| (i, i + 2))
        .collect()
}

/// Removals of the library items named with a leading `_`, which rustc's lints never report,
/// that name what `diagnostic` (a name not found) says is gone (proconio's
/// `__acquire_global_stdin_lock_line`, once the `StdinSource` of its signature went): had one
/// been used, what it names would have been used too.
fn unlinted_items_naming_removed(file: &File, shape: &Shape, diagnostic: &Diagnostic) -> Vec<Edit> {
    let mut edits = Vec::new();
    for &(start, _) in &diagnostic.primary {
        let Some(at) = file.tokens.iter().position(|t| t.start == start) else {
            continue;
        };
        let item = (0..at).rev().find(|&t| {
            ITEM_KEYWORDS.contains(&file.text(t))
                && file.kind(t + 1) == Some(Kind::Ident)
                && shape.in_library(t)
                && shape.at_module_level(file, t)
        });
        let Some(keyword) = item.filter(|&k| file.text(k + 1).starts_with('_')) else {
            continue;
        };
        let first = attributes_start(file, keyword);
        let last = item_end(file, first);
        if at <= last {
            edits.push(delete_tokens(file, first, last));
        }
    }
    edits
}

/// Removals of the library impls whose header names what `diagnostic` (a name not found)
/// says is gone: the impls of a removed type that live in another module than the type
/// (`impl Graph` in a submodule, after `use super::Graph`), which the type's removal did not
/// reach. No value of the type is left, so none of them can be called.
fn impls_of_removed(file: &File, shape: &Shape, diagnostic: &Diagnostic) -> Vec<Edit> {
    let impls = shape.impls(file);
    let mut edits = Vec::new();
    for &(start, _) in &diagnostic.primary {
        let Some(at) = file.tokens.iter().position(|t| t.start == start) else {
            continue;
        };
        let header = impls.iter().find(|item| {
            let body = (item.at..item.last).find(|&t| file.is(t, Kind::Open, "{"));
            item.at < at && body.is_some_and(|body| at < body)
        });
        if let Some(item) = header {
            edits.push(delete_tokens(
                file,
                attributes_start(file, item.at),
                item.last,
            ));
        }
    }
    edits
}

/// The library items under a `cfg` that rustc here does not compile (the judge's compiler may):
/// rustc never sees what they use, so those names are kept; and when the visible twin of one
/// (`#[cfg(unix)] fn f` beside `#[cfg(not(unix))] fn f`) is unused, the hidden one goes too.
struct HiddenItems {
    /// `(first, last, name token, enclosing brace)` of every hidden item.
    items: Vec<(usize, usize, usize, usize)>,
    /// Every identifier inside a hidden item, but its own name.
    needed: BTreeSet<String>,
}

impl HiddenItems {
    fn find(file: &File, shape: &Shape) -> HiddenItems {
        let active = host_cfg();
        let mut hidden = HiddenItems {
            items: Vec::new(),
            needed: BTreeSet::new(),
        };
        for i in 0..file.tokens.len() {
            let judge_cfg = file.is_punct(i, "#")
                && file.is_ident(i + 2, "cfg")
                && file.is(i + 3, Kind::Open, "(")
                && shape.in_library(i)
                && file.text(file.partner[i + 1] + 1) == JUDGE_CFG_MARK;
            if !judge_cfg {
                continue;
            }
            let predicate: Vec<(Kind, &str)> = (i + 4..file.partner[i + 3])
                .map(|t| (file.tokens[t].kind, file.text(t)))
                .collect();
            if holds(&predicate, &active) {
                continue;
            }
            let first = attributes_start(file, i);
            let last = item_end(file, first);
            let name = (first..last)
                .find(|&t| {
                    ITEM_KEYWORDS.contains(&file.text(t)) && file.kind(t + 1) == Some(Kind::Ident)
                })
                .map_or(first, |t| t + 1);
            hidden
                .items
                .push((first, last, name, shape.enclosing[first]));
            hidden.needed.extend(
                (first..=last)
                    .filter(|&t| t != name && file.kind(t) == Some(Kind::Ident))
                    .map(|t| file.text(t).to_string()),
            );
        }
        hidden.close_over_needed_types(file, shape);
        hidden
    }

    /// Adds what a needed type needs: every identifier of its definition and of its impls
    /// (the methods they call, on other types too), to a fixed point. rustc, seeing no use of
    /// the type, calls all of that unused.
    fn close_over_needed_types(&mut self, file: &File, shape: &Shape) {
        if self.items.is_empty() {
            return;
        }
        let impls = shape.impls(file);
        let definitions: Vec<(usize, usize, usize)> = (0..file.tokens.len())
            .filter(|&t| {
                matches!(file.text(t), "struct" | "enum" | "union" | "type")
                    && file.kind(t + 1) == Some(Kind::Ident)
                    && shape.in_library(t)
                    && shape.at_module_level(file, t)
            })
            .map(|t| {
                let first = attributes_start(file, t);
                (t + 1, first, item_end(file, first))
            })
            .collect();
        let idents = |first: usize, last: usize| -> Vec<String> {
            (first..=last)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .map(|t| file.text(t).to_string())
                .collect()
        };
        loop {
            let before = self.needed.len();
            for &(name, first, last) in &definitions {
                if self.needed.contains(file.text(name)) {
                    self.needed.extend(idents(first, last));
                }
            }
            for item in &impls {
                if item
                    .self_idents
                    .first()
                    .is_some_and(|ty| self.needed.contains(*ty))
                {
                    self.needed.extend(idents(item.at, item.last));
                }
            }
            if self.needed.len() == before {
                return;
            }
        }
    }

    /// Every identifier of the hidden `use` items: rustc here never reports them unused, so
    /// they stay, and what they import must stay with them.
    fn imported_names(&self, file: &File) -> BTreeSet<String> {
        self.items
            .iter()
            .filter(|&&(first, last, _, _)| {
                (first..=last)
                    .find(|&t| {
                        file.kind(t) == Some(Kind::Ident)
                            && (ITEM_KEYWORDS.contains(&file.text(t))
                                || matches!(file.text(t), "use" | "impl" | "macro_rules"))
                    })
                    .is_some_and(|t| file.is_ident(t, "use"))
            })
            .flat_map(|&(first, last, _, _)| {
                (first..=last)
                    .filter(|&t| file.kind(t) == Some(Kind::Ident))
                    .map(|t| file.text(t).to_string())
            })
            .collect()
    }

    /// Removals of the hidden `use` items that import, in the same module, the name that the
    /// unused `use` whose keyword is at token `keyword` imports (proconio's `AutoSource`, one
    /// `use` per side of `debug_assertions`): with the visible side unused, the hidden one is
    /// too.
    fn import_twins_of(&self, file: &File, shape: &Shape, keyword: usize) -> Vec<Edit> {
        let imported = |keyword: usize| {
            (keyword..file.tokens.len())
                .find(|&t| file.is_punct(t, ";"))
                .map(|semicolon| file.text(semicolon - 1))
        };
        let name = imported(keyword);
        self.items
            .iter()
            .filter(|&&(first, last, _, brace)| {
                let twin = (first..=last).find(|&t| file.is_ident(t, "use"));
                brace == shape.enclosing[keyword]
                    && twin.is_some_and(|t| name.is_some() && imported(t) == name)
            })
            .map(|&(first, last, _, _)| delete_tokens(file, first, last))
            .collect()
    }

    /// Removals of the hidden items that share the name and module of the item at `name`.
    fn twins_of(&self, file: &File, shape: &Shape, name: usize) -> Vec<Edit> {
        self.items
            .iter()
            .filter(|&&(_, _, twin, brace)| {
                file.text(twin) == file.text(name) && brace == shape.enclosing[name]
            })
            .map(|&(first, last, _, _)| delete_tokens(file, first, last))
            .collect()
    }
}

/// The active configuration of the rustc here (`rustc --print cfg`), asked once.
fn host_cfg() -> BTreeSet<String> {
    static ACTIVE: std::sync::OnceLock<BTreeSet<String>> = std::sync::OnceLock::new();
    ACTIVE
        .get_or_init(|| {
            Command::new(rustc())
                .args(JUDGE_FLAGS)
                .args(["--print", "cfg"])
                .output()
                .map(|o| {
                    String::from_utf8_lossy(&o.stdout)
                        .lines()
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default()
        })
        .clone()
}

/// The keyword of the item named at token `name` (`fn`, `struct`, `macro_rules`, ...) and the
/// first token of the item, its attributes included; `None` for a field or a variant.
fn item_start(file: &File, name: usize) -> Option<(usize, usize)> {
    let macro_or_static_mut = (file.is_punct(name.wrapping_sub(1), "!")
        && file.is_ident(name.wrapping_sub(2), "macro_rules"))
        || (file.is_ident(name.wrapping_sub(1), "mut")
            && file.is_ident(name.wrapping_sub(2), "static"));
    let keyword = if macro_or_static_mut {
        name - 2
    } else if matches!(
        file.text(name.wrapping_sub(1)),
        "fn" | "struct" | "enum" | "trait" | "type" | "union" | "mod" | "const" | "static"
    ) && file.kind(name - 1) == Some(Kind::Ident)
    {
        name - 1
    } else {
        return None;
    };
    let mut start = keyword;
    while start >= 1
        && (matches!(
            file.text(start - 1),
            "const" | "unsafe" | "async" | "default"
        ) || (file.kind(start - 1) == Some(Kind::Str) && file.is_ident(start - 2, "extern")))
    {
        start -= if file.kind(start - 1) == Some(Kind::Str) {
            2
        } else {
            1
        };
    }
    Some((keyword, attributes_start(file, start)))
}

/// The removal of the item named at token `name`, with what cannot stay without it.
fn item_removal(file: &File, shape: &Shape, name: usize) -> Vec<Edit> {
    let Some((keyword, first)) = item_start(file, name) else {
        // A field or a variant: it cannot go without its uses.
        return Vec::new();
    };
    let last = item_end(file, first);
    let mut edits = vec![delete_tokens(file, first, last)];
    let item_name = file.text(name);
    match file.text(keyword) {
        "struct" | "enum" | "union" | "trait" | "type" => {
            // A type's impls are looked for in its own module (two modules may each have a
            // type of that name); a trait's anywhere in the library.
            let module = shape.enclosing[keyword];
            // Impls of a trait are also sought inside macro bodies that stamp them.
            let impls = if file.text(keyword) == "trait" {
                shape.all_impls(file)
            } else {
                shape.impls(file)
            };
            for item in impls {
                let about_it = (file.text(keyword) == "trait"
                    && item.trait_name == Some(item_name))
                    || (item.self_idents.first() == Some(&item_name)
                        && shape.enclosing[item.at] == module);
                if about_it {
                    edits.push(delete_tokens(
                        file,
                        attributes_start(file, item.at),
                        item.last,
                    ));
                }
            }
        }
        "fn" | "const" => {
            // A trait's own method or constant goes from every impl of that trait too.
            let brace = shape.enclosing[keyword];
            let in_trait = brace != usize::MAX
                && (0..brace)
                    .rev()
                    .take(16)
                    .find(|&t| file.is_ident(t, "trait"))
                    .is_some_and(|t| {
                        (t..brace).all(|u| file.kind(u) != Some(Kind::Open) || file.text(u) == "<")
                    });
            if in_trait {
                let trait_name = (0..brace)
                    .rev()
                    .find(|&t| file.is_ident(t, "trait"))
                    .map(|t| file.text(t + 1));
                for item in shape.impls(file) {
                    if item.trait_name.is_none() || item.trait_name != trait_name {
                        continue;
                    }
                    for member in item.at..item.last {
                        if file.text(member) == file.text(keyword)
                            && file.text(member + 1) == item_name
                            && shape.enclosing[member] != usize::MAX
                            && file.partner[shape.enclosing[member]] == item.last
                        {
                            let first = attributes_start(file, member);
                            edits.push(delete_tokens(file, first, item_end(file, first)));
                        }
                    }
                }
            }
        }
        _ => {}
    }
    edits
}
