//! Item-level tree shaking: of each library, only what the solution reaches stays, and the
//! program runs exactly what it ran before.
//!
//! Soundness does not rest on "it still compiles": in Rust a removal after which the bundle
//! compiles can still move a call (autoref picking the `&u8` impl once the `u8` one is gone, a
//! trait method taking over from an inherent one, a literal's type decided by the impls that
//! are left). So every removal here is of one of two kinds:
//! - an item that nothing can call: one that rustc's dead-code and unused-import lints report
//!   (rustc resolved every call, and none reached it), or one that no kept code names (the
//!   `unreferenced` module: rustc counts impls of standard traits as used, and with them their
//!   types and what they call);
//! - a trait impl or impl-stamping macro invocation that runs no code: none of its functions
//!   is among the functions the bundle instantiates (see [`crate::mono`]), and after the
//!   removal the bundle instantiates exactly the same functions, which a moved call would
//!   change.
//!
//! And the driver ([`shake`]) checks the whole result the same way: the shaken bundle must
//! instantiate what the unshaken one did, or the libraries stay whole (with a note).
//!
//! A removal can leave code that names what went (an import, an impl in another module, a
//! macro invocation): that goes with it, as rustc's "cannot find" errors point it out.

use crate::cfg::holds;
use crate::edits::{apply, tidy, Edit};
use crate::error::{Error, ErrorKind};
use crate::expand::{
    attributes_start, declared_names, delete_tokens, item_end, File, ITEM_KEYWORDS, JUDGE_CFG_MARK,
};
use crate::json::{self, Json};
use crate::lexer::Kind;
use crate::mono;
use crate::rustc;
use crate::unreferenced::{
    impl_generics, impls_only, list_entries, rule_bodies, unreferenced_items,
};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Enough for any library: each round removes everything rustc reported.
const MAX_ROUNDS: usize = 64;

/// How the note of a bundle whose libraries shaking had to keep whole begins.
pub const KEPT_WHOLE: &str = "libraries kept whole";

/// A shaken bundle, and what the user should know about how it was shaken.
#[derive(Debug)]
pub struct Shaken {
    pub text: String,
    pub notes: Vec<String>,
}

/// Why a bundle could not be shaken.
#[derive(Debug)]
pub enum ShakeFailure {
    /// The solution does not compile (with the libraries as it reaches them): rustc's first
    /// error, about `text` checked as [`rustc::PASTE_FILE_NAME`].
    DoesNotCompile {
        text: String,
        rendered: String,
    },
    Other(Error),
}

impl From<Error> for ShakeFailure {
    fn from(error: Error) -> ShakeFailure {
        ShakeFailure::Other(error)
    }
}

/// `text` with every unused item of the library modules `modules` removed: the driver.
///
/// 1. What no code reached from the solution names goes first (`unreferenced`):
///    cheap, most of what goes, and library code the solution never reaches (written for
///    another edition, say) never decides whether the bundle compiles.
/// 2. The bundle must compile now: if it does not, the errors are the solution's.
/// 3. What it runs is recorded (its instances, [`crate::mono`]).
/// 4. Items are removed until nothing more can go (`remove_unused`, which says in what
///    order and with how many rustc runs at most).
/// 5. The result must run exactly what step 3 recorded: a shaken bundle that instantiates
///    other functions, or a shaking that fails, gives the bundle of step 2 with its libraries
///    whole, and a note (bigger, never wrong).
pub fn shake(text: &str, modules: &[String], edition: &str) -> Result<Shaken, ShakeFailure> {
    let text = without_dead_code_allows(text, modules)?;
    let mut refused = BTreeSet::new();
    let (text, first) = match without_unreferenced(&text, modules, edition, false, &mut refused)? {
        Some(pruned) => pruned,
        None => {
            let first = look(&text, edition)?;
            (text, first)
        }
    };
    let baseline = match (first.instances.clone(), first.errors().next()) {
        (Some(instances), None) => Baseline::of(instances),
        (_, error) => {
            return Err(ShakeFailure::DoesNotCompile {
                rendered: error.map_or_else(String::new, |e| e.rendered.clone()),
                text,
            })
        }
    };
    let why_whole = match remove_unused(&text, first, modules, edition, &baseline, refused) {
        // The last look is of the text before `finish`, which takes only comments and empty
        // modules, and so no function.
        Ok((shaken, last)) => match last.instances {
            Some(instances) if instances == baseline.instances => {
                return Ok(Shaken {
                    text: shaken,
                    notes: Vec::new(),
                })
            }
            Some(_) => "shaking would change which functions the program runs",
            None => "the shaken bundle does not compile",
        }
        .to_string(),
        Err(error) if error.kind == ErrorKind::Internal => error.message,
        Err(error) => return Err(error.into()),
    };
    let whole = whole_libraries(&text, modules);
    let notes = vec![format!(
        "{KEPT_WHOLE} ({} bytes): {why_whole} (a bundler bug: please report it)",
        whole.len()
    )];
    Ok(Shaken { text: whole, notes })
}

/// `text` with each library module under an `allow` of the lints that its unused items
/// raise: the bundle as it was assembled, kept whole.
fn whole_libraries(text: &str, modules: &[String]) -> String {
    let Ok(file) = File::lex(Path::new("<bundle>"), text) else {
        return text.to_string();
    };
    let shape = Shape::of(&file, modules);
    let edits = shape
        .libraries
        .iter()
        .map(|&(open, _)| {
            let at = file.tokens[open - 2].start;
            Edit {
                start: at,
                end: at,
                text: "#[allow(dead_code, unused_imports, unused_macros)]\n".to_string(),
            }
        })
        .collect();
    apply(text, edits)
}

/// Step 4 of [`shake`]: rounds of removals until none is left. Each round takes the first of
/// these that finds something, since each later one costs more checks:
/// - what the last round's removals left dangling (an import, an impl of a removed type);
/// - what rustc's dead-code and unused-import lints report, in one trial with the idle
///   candidates ([`CombinedTrial`]) until such a trial fails, then with what no kept code
///   names once they are gone ([`without_lints_and_unnamed`]);
/// - what no kept code names (`unreferenced`), whole items, then list entries;
/// - trait impls and impl-stamping macro invocations that run no code
///   ([`remove_candidates`]: at most [`MAX_CANDIDATE_TRIALS`] looks a round), but those a
///   supertrait of a kept impl needs ([`without_supertrait_needs`]), which no trial could
///   remove.
///
/// Then [`finish`] takes comments and empty modules, without a check. `first` is rustc's look
/// at `text`. A candidate that had to stay is `pinned`, and a name-pass removal that did not
/// compile is `refused` (starting with what step 1 of [`shake`] refused), so that no round
/// tries them again.
fn remove_unused(
    text: &str,
    first: Look,
    modules: &[String],
    edition: &str,
    baseline: &Baseline,
    mut refused: BTreeSet<String>,
) -> Result<(String, Look), Error> {
    let mut text = text.to_string();
    let mut current = first;
    let mut pinned: BTreeSet<String> = BTreeSet::new();
    let mut combine = true;
    for _ in 0..MAX_ROUNDS {
        let file = File::lex(Path::new("<bundle>"), &text)?;
        let shape = Shape::of(&file, modules);
        let dangling = dangling_removals(&file, &shape, &current.diagnostics);
        if !dangling.is_empty() {
            text = apply(&text, merged(dangling));
            current = look(&text, edition)?;
            continue;
        }
        if let Some(error) = current.errors().next() {
            return Err(Error::in_file(
                Path::new("<bundle>"),
                format!(
                    "a removal left a bundle that does not compile:\n{}",
                    error.rendered
                ),
            )
            .kind(ErrorKind::Internal));
        }
        let hidden = HiddenItems::find(&file, &shape);
        let edits = removals_for(&file, &shape, modules, &hidden, &current.diagnostics);
        if !edits.is_empty() {
            // The impls that run no code go in the same trial (one rustc run less), if the
            // instances stay the same; else the lints' removals go alone, and later rounds
            // leave the impls to their own step (a failed trial costs a run).
            if combine {
                let trial = CombinedTrial {
                    text: &text,
                    file: &file,
                    shape: &shape,
                    modules,
                    edition,
                    baseline,
                    refused: &refused,
                    warnings: current.other_warnings(),
                };
                if let Some((shaken, seen)) = trial.run(&edits, &mut pinned)? {
                    text = shaken;
                    current = seen;
                    continue;
                }
                combine = false;
            }
            (text, current) =
                without_lints_and_unnamed(&text, edits, modules, edition, &mut refused)?;
            continue;
        }
        let mut shaken = None;
        for split_lists in [false, true] {
            shaken = without_unreferenced(&text, modules, edition, split_lists, &mut refused)?;
            if shaken.is_some() {
                break;
            }
        }
        if let Some((shaken, seen)) = shaken {
            text = shaken;
            current = seen;
            continue;
        }
        let candidates: Vec<Candidate> = shape
            .candidates(&file)
            .into_iter()
            .filter(|c| !pinned.contains(&c.key))
            .collect();
        if candidates.is_empty() {
            return Ok((finish(&text, modules)?, current));
        }
        let (running, idle): (Vec<&Candidate>, Vec<&Candidate>) =
            candidates.iter().partition(|c| c.may_run(&baseline.names));
        pinned.extend(running.iter().map(|c| c.key.clone()));
        let idle = without_supertrait_needs(&file, &shape, idle, &mut pinned);
        if let Some((shaken, seen)) =
            remove_candidates(&text, &file, idle, edition, baseline, &current, &mut pinned)?
        {
            text = shaken;
            current = seen;
        }
    }
    Err(Error::in_file(
        Path::new("<bundle>"),
        format!("tree shaking did not settle in {MAX_ROUNDS} rounds"),
    )
    .kind(ErrorKind::Internal))
}

/// The trial of [`remove_unused`] that removes, with what the lints report (`edits`), the
/// candidates that run no code ([`Candidate::may_run`]).
struct CombinedTrial<'a, 't> {
    text: &'a str,
    file: &'a File<'t>,
    shape: &'a Shape,
    modules: &'a [String],
    edition: &'a str,
    baseline: &'a Baseline,
    /// The name-pass removals that did not compile: the trial does not repeat them.
    refused: &'a BTreeSet<String>,
    /// The warnings of the text before the trial ([`Look::warns_as`]).
    warnings: BTreeSet<(&'a str, &'a str)>,
}

impl CombinedTrial<'_, '_> {
    /// The text without `edits` and the idle candidates, and its look, when it compiles and
    /// instantiates exactly the baseline; `None` (no candidate to add, or a failure) else.
    /// Left out are the candidates `pinned`. When the trial
    /// fails, the candidates its errors name are pinned, so that the impl step does not fail
    /// the same way; when its errors name none and are what removals leave dangling (an
    /// import, a method of a trait that lost it), those go too and the trial is looked at
    /// again, as the lints' round would have to.
    fn run(
        &self,
        edits: &[Edit],
        pinned: &mut BTreeSet<String>,
    ) -> Result<Option<(String, Look)>, Error> {
        let candidates = self.shape.candidates(self.file);
        for _ in 0..MAX_COMBINED_ATTEMPTS {
            let pinned_before = pinned.len();
            if let Some(shaken) = self.attempt(&candidates, edits, pinned)? {
                return Ok(Some(shaken));
            }
            // Only a failure that pinned what its errors name is worth another attempt.
            if pinned.len() == pinned_before {
                break;
            }
        }
        Ok(None)
    }

    /// One trial of [`CombinedTrial::run`] with the candidates not `pinned`.
    fn attempt(
        &self,
        candidates: &[Candidate],
        edits: &[Edit],
        pinned: &mut BTreeSet<String>,
    ) -> Result<Option<(String, Look)>, Error> {
        let idle: Vec<&Candidate> = candidates
            .iter()
            .filter(|c| !pinned.contains(&c.key) && !c.may_run(&self.baseline.names))
            .collect();
        let idle = without_supertrait_needs(self.file, self.shape, idle, pinned);
        if idle.is_empty() {
            return Ok(None);
        }
        let removals = idle
            .iter()
            .map(|c| delete_tokens(self.file, c.first, c.last));
        let trial = apply(
            self.text,
            merged(edits.iter().cloned().chain(removals).collect()),
        );
        // What only the removed impls named goes with them, before rustc is asked.
        let mut trial = match unnamed_removed(&trial, self.modules, false)? {
            Some((pruned, key)) if !self.refused.contains(&key) => pruned,
            _ => trial,
        };
        for _ in 0..MAX_DANGLING_FIXES {
            let seen = look(&trial, self.edition)?;
            if seen.errors().next().is_none() {
                let same = seen.instances.as_ref() == Some(&self.baseline.instances)
                    && seen.warns_as(&self.warnings);
                return Ok(same.then_some((trial, seen)));
            }
            let named = named_by_errors(&seen, &idle);
            if !named.is_empty() {
                pinned.extend(named.iter().map(|c| c.key.clone()));
                return Ok(None);
            }
            let file = File::lex(Path::new("<bundle>"), &trial)?;
            let dangling =
                dangling_removals(&file, &Shape::of(&file, self.modules), &seen.diagnostics);
            if dangling.is_empty() {
                return Ok(None);
            }
            trial = apply(&trial, merged(dangling));
        }
        Ok(None)
    }
}

/// `text` without what the lints report (`edits`) and then what no kept code names, in one
/// look: a lint's removal often leaves items that only the removed code named, which would
/// cost a look of their own. When the second part does not compile, it is `refused` and the
/// lints' removals are looked at alone.
fn without_lints_and_unnamed(
    text: &str,
    edits: Vec<Edit>,
    modules: &[String],
    edition: &str,
    refused: &mut BTreeSet<String>,
) -> Result<(String, Look), Error> {
    let linted = apply(text, merged(edits));
    if let Some((pruned, key)) = unnamed_removed(&linted, modules, true)? {
        if !refused.contains(&key) {
            let seen = look(&pruned, edition)?;
            if seen.errors().next().is_none() {
                return Ok((pruned, seen));
            }
            refused.insert(key);
        }
    }
    let seen = look(&linted, edition)?;
    Ok((linted, seen))
}

/// How many times [`CombinedTrial`] removes what its removals left dangling before it gives up.
const MAX_DANGLING_FIXES: usize = 2;

/// How many trials [`CombinedTrial::run`] makes: after a failure whose errors name candidates
/// (pinned then), one more without them usually succeeds, and costs a run less than leaving
/// the candidates to their own step.
const MAX_COMBINED_ATTEMPTS: usize = 2;

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
) -> Result<Option<(String, Look)>, Error> {
    let Some((mut trial, key)) = unnamed_removed(text, modules, split_lists)? else {
        return Ok(None);
    };
    if refused.contains(&key) {
        return Ok(None);
    }
    for _ in 0..MAX_ROUNDS {
        let seen = look(&trial, edition)?;
        let dangling = {
            let file = File::lex(Path::new("<bundle>"), &trial)?;
            let edits = dangling_removals(&file, &Shape::of(&file, modules), &seen.diagnostics);
            (!edits.is_empty()).then(|| apply(&trial, merged(edits)))
        };
        match dangling {
            Some(next) => trial = next,
            None if seen.errors().next().is_some() => break,
            None => return Ok(Some((trial, seen))),
        }
    }
    refused.insert(key);
    Ok(None)
}

/// `text` without the library items that no kept code names, and the removed items' text
/// (a key for `refused`); `None` when there are none. Tokens only: no check.
fn unnamed_removed(
    text: &str,
    modules: &[String],
    split_lists: bool,
) -> Result<Option<(String, String)>, Error> {
    let file = File::lex(Path::new("<bundle>"), text)?;
    let shape = Shape::of(&file, modules);
    let hidden = HiddenItems::find(&file, &shape);
    let also_named = hidden.imported_names(&file);
    let spans = unreferenced_items(&file, &shape.libraries, &also_named, split_lists);
    if spans.is_empty() {
        return Ok(None);
    }
    let key: Vec<&str> = spans.iter().map(|&(f, l)| file.span_text(f, l)).collect();
    let removals = spans
        .iter()
        .map(|&(first, last)| delete_tokens(&file, first, last))
        .collect();
    let pruned = apply(text, merged(removals));
    // The imports of what went would each cost a round of "unresolved import" errors.
    let pruned = match imports_of_missing(&pruned, modules)? {
        edits if edits.is_empty() => pruned,
        edits => apply(&pruned, merged(edits)),
    };
    Ok(Some((pruned, key.join("\n"))))
}

/// Removals of the library imports of names that `text` no longer has: the leaves of the
/// `use` (and `pub use`) trees of paths into the bundle (not `std`), nested lists included
/// (`use a::{b::{c, d}, e};`), whose name is missing (see [`MissingNames`]). A list left
/// with nothing goes with its path, and a `use` left with nothing goes whole. Globs, `self`
/// and what the rules cannot tell stay; rustc's errors take care of the rest.
fn imports_of_missing(text: &str, modules: &[String]) -> Result<Vec<Edit>, Error> {
    let file = File::lex(Path::new("<bundle>"), text)?;
    let shape = Shape::of(&file, modules);
    let missing = MissingNames::of(&file, &shape);
    let mut edits = Vec::new();
    for t in 0..file.tokens.len() {
        if !(file.is_ident(t, "use") && shape.in_library(t) && shape.at_module_level(&file, t)) {
            continue;
        }
        let Some(end) = (t..file.tokens.len()).find(|&e| file.is_punct(e, ";")) else {
            continue;
        };
        let root = file.text(t + 1);
        if matches!(root, "std" | "core" | "alloc" | "{") || file.kind(t + 1) != Some(Kind::Ident) {
            continue;
        }
        // A lone name (`use name;`) is a crate, an item or module beside it, or an exported
        // macro (`pub(crate) use name;`, see `crate::emit`): it goes once the name is nowhere
        // else, or once no macro and nothing beside it has that name (a `mod for_loop`
        // elsewhere is not what it imports).
        let lone_name_stays = |name: &str| {
            missing.elsewhere.contains(name)
                && (macro_defined(&file, name) || declared_beside(&file, &shape, t, name))
        };
        if end == t + 2 {
            if !lone_name_stays(file.text(t + 1)) {
                edits.push(delete_tokens(&file, attributes_start(&file, t), end));
            }
            continue;
        }
        match missing_in_tree(&file, t + 1, end - 1, &missing) {
            Pruned::Whole => edits.push(delete_tokens(&file, attributes_start(&file, t), end)),
            Pruned::Parts(parts) => edits.extend(parts),
        }
    }
    Ok(edits)
}

/// Whether `file` defines `macro_rules! name` anywhere.
fn macro_defined(file: &File, name: &str) -> bool {
    (0..file.tokens.len()).any(|t| {
        file.is_ident(t, "macro_rules") && file.is_punct(t + 1, "!") && file.is_ident(t + 2, name)
    })
}

/// Whether the module around token `at` declares an item or a module called `name` (or
/// imports one under that name with `as`).
fn declared_beside(file: &File, shape: &Shape, at: usize, name: &str) -> bool {
    let module = shape.enclosing[at];
    (0..file.tokens.len()).any(|t| {
        shape.enclosing[t] == module
            && file.is_ident(t + 1, name)
            && !file.is_ident(t, "use")
            && (ITEM_KEYWORDS.contains(&file.text(t)) || file.is_ident(t, "as"))
    })
}

/// What of a use tree imports only missing names.
enum Pruned {
    /// All of it.
    Whole,
    /// These removals of parts of it (none, maybe).
    Parts(Vec<Edit>),
}

/// What of the use tree `first..=last` (a path, `path as alias`, `path::{list}` or
/// `{list}`) imports only names that `missing` says are gone.
fn missing_in_tree(file: &File, first: usize, last: usize, missing: &MissingNames) -> Pruned {
    if !file.is(last, Kind::Close, "}") {
        let leaf = if file.is_ident(last.wrapping_sub(1), "as") {
            last - 2
        } else {
            last
        };
        let plain =
            (first..=leaf).all(|p| matches!(file.kind(p), Some(Kind::Ident | Kind::PathSep)));
        let parent = (leaf >= first + 2).then(|| file.text(leaf - 2));
        let gone = plain
            && file.kind(leaf) == Some(Kind::Ident)
            && file.text(leaf) != "self"
            && missing.is_missing(file.text(leaf), parent);
        return if gone {
            Pruned::Whole
        } else {
            Pruned::Parts(Vec::new())
        };
    }
    let open = file.partner[last];
    let prefix_is_path = open == first
        || (file.kind(open - 1) == Some(Kind::PathSep)
            && (first..open).all(|p| matches!(file.kind(p), Some(Kind::Ident | Kind::PathSep))));
    if !prefix_is_path {
        return Pruned::Parts(Vec::new());
    }
    let entries = split_use_list(file, open, last);
    let mut edits = Vec::new();
    let mut gone = 0;
    for &(entry_first, entry_last) in &entries {
        // An entry's parent module is the list's path when the entry is a lone name.
        let entry = if entry_first == entry_last && open >= first + 2 {
            missing_in_tree_with_parent(file, entry_first, file.text(open - 2), missing)
        } else {
            missing_in_tree(file, entry_first, entry_last, missing)
        };
        match entry {
            Pruned::Whole => {
                gone += 1;
                edits.push(list_entry_removal(file, entry_first, entry_last));
            }
            Pruned::Parts(parts) => edits.extend(parts),
        }
    }
    if !entries.is_empty() && gone == entries.len() {
        Pruned::Whole
    } else {
        Pruned::Parts(edits)
    }
}

/// [`missing_in_tree`] of the lone name at token `name` in a list whose path ends in the
/// module `parent` (`c` of `a::parent::{c, d}`).
fn missing_in_tree_with_parent(
    file: &File,
    name: usize,
    parent: &str,
    missing: &MissingNames,
) -> Pruned {
    let gone = file.kind(name) == Some(Kind::Ident)
        && file.text(name) != "self"
        && missing.is_missing(file.text(name), Some(parent));
    if gone {
        Pruned::Whole
    } else {
        Pruned::Parts(Vec::new())
    }
}

/// The removal of the use-list entry `first..=last` with the comma after it (or before it,
/// for the last entry).
fn list_entry_removal(file: &File, first: usize, last: usize) -> Edit {
    if file.is_punct(last + 1, ",") {
        delete_tokens(file, first, last + 1)
    } else if file.is_punct(first - 1, ",") {
        delete_tokens(file, first - 1, last)
    } else {
        delete_tokens(file, first, last)
    }
}

/// Removals of the imports an `unused_imports` report names when rustc offers no removal (it
/// does not for some imports, seen in a module with items under a `cfg` left to the judge):
/// the whole `use` item when a span is its whole tree, else each leaf with its comma.
fn unused_imports_without_suggestion(
    file: &File,
    shape: &Shape,
    diagnostic: &Diagnostic,
    unused: &BTreeSet<usize>,
) -> Vec<Edit> {
    let token_at = |byte: usize| file.token_starting_at(byte);
    let token_ending = |byte: usize| file.tokens.iter().rposition(|t| t.end == byte);
    let mut edits = Vec::new();
    for &(start, end) in &diagnostic.primary {
        let (Some(first), Some(last)) = (token_at(start), token_ending(end)) else {
            continue;
        };
        if !shape.in_library(first) || shape.in_macro(first) || last < first {
            continue;
        }
        // A span may be the leaf alone (`Zero` of `use a::Zero;`): the path before it goes too.
        let mut first = first;
        while first >= 2
            && file.kind(first - 1) == Some(Kind::PathSep)
            && file.kind(first - 2) == Some(Kind::Ident)
        {
            first -= 2;
        }
        let whole_tree =
            file.is_ident(first.wrapping_sub(1), "use") && file.is_punct(last + 1, ";");
        if whole_tree {
            let item = attributes_start(file, first - 1);
            edits.push(delete_tokens(file, item, last + 1));
        } else if let Some((keyword, end)) = use_item_around(file, first)
            .filter(|&(keyword, end)| all_leaves_unused(file, keyword, end, unused))
        {
            // rustc's suggestion for a sibling assumes this leaf stays (`{One, Zero}` becomes
            // `Zero`): with every leaf unused, the whole item goes.
            edits.push(delete_tokens(file, attributes_start(file, keyword), end));
        } else {
            edits.push(list_entry_removal(file, first, last));
        }
    }
    edits
}

/// The `use` keyword and the `;` of the `use` item around token `t`.
fn use_item_around(file: &File, t: usize) -> Option<(usize, usize)> {
    let keyword = (0..t)
        .rev()
        .take_while(|&k| !file.is_punct(k, ";"))
        .find(|&k| file.is_ident(k, "use"))?;
    let end = (t..file.tokens.len()).find(|&e| file.is_punct(e, ";"))?;
    Some((keyword, end))
}

/// Whether every leaf of the `use` tree between `keyword` and `end` starts at a byte of
/// `unused` (the spans of this round's unused-import reports).
fn all_leaves_unused(file: &File, keyword: usize, end: usize, unused: &BTreeSet<usize>) -> bool {
    (keyword + 1..end)
        .filter(|&t| {
            file.kind(t) == Some(Kind::Ident)
                && !file.is_ident(t, "as")
                && file.kind(t + 1) != Some(Kind::PathSep)
                && !file.is_ident(t - 1, "as")
        })
        .all(|t| unused.contains(&file.tokens[t].start))
}

/// Which imported names the bundle no longer has.
struct MissingNames<'f> {
    /// Every identifier outside `use` items.
    elsewhere: BTreeSet<&'f str>,
    /// For each module name declared only as modules (`mod m { .. }`, no other item or alias
    /// of that name), whether those modules can define a name without spelling it (a glob
    /// import or a macro invocation) and the identifiers in them.
    modules: BTreeMap<&'f str, (bool, BTreeSet<&'f str>)>,
}

impl<'f> MissingNames<'f> {
    fn of(file: &'f File, shape: &Shape) -> MissingNames<'f> {
        let mut elsewhere = BTreeSet::new();
        let mut in_use = false;
        for t in 0..file.tokens.len() {
            match file.kind(t) {
                Some(Kind::Ident) if file.text(t) == "use" => in_use = true,
                Some(Kind::Ident) if !in_use => {
                    elsewhere.insert(file.text(t));
                }
                Some(Kind::Punct) if in_use && file.is_punct(t, ";") => in_use = false,
                _ => {}
            }
        }
        let mut modules: BTreeMap<&str, (bool, BTreeSet<&str>)> = BTreeMap::new();
        let mut other_items: BTreeSet<&str> = BTreeSet::new();
        for t in 0..file.tokens.len() {
            let named = file.kind(t + 1) == Some(Kind::Ident)
                && (ITEM_KEYWORDS.contains(&file.text(t)) || file.is_ident(t, "as"));
            if !named {
                continue;
            }
            let name = file.text(t + 1);
            if !(file.is_ident(t, "mod") && file.is(t + 2, Kind::Open, "{")) {
                other_items.insert(name);
                continue;
            }
            let close = file.partner[t + 2];
            let entry = modules.entry(name).or_default();
            for u in t + 3..close {
                let globs = file.is_punct(u, "*") && file.kind(u - 1) == Some(Kind::PathSep);
                // A macro invocation at module level (not a definition, not `#![..]`).
                let invokes = file.is_punct(u, "!")
                    && shape.at_module_level(file, u)
                    && file.kind(u - 1) == Some(Kind::Ident)
                    && !file.is_ident(u - 1, "macro_rules");
                entry.0 |= globs || invokes;
                if file.kind(u) == Some(Kind::Ident) {
                    entry.1.insert(file.text(u));
                }
            }
        }
        modules.retain(|name, _| !other_items.contains(name));
        MissingNames { elsewhere, modules }
    }

    /// Whether the import of `name` from the module named `parent` (the segment before it, if
    /// any) imports nothing: `name` is nowhere outside `use` items, or `parent` is only ever
    /// a module that cannot define names it does not spell and none of them spells `name`
    /// (`use convolution::convolution;` once `fn convolution` went from `mod convolution`).
    fn is_missing(&self, name: &str, parent: Option<&str>) -> bool {
        if !self.elsewhere.contains(name) {
            return true;
        }
        parent
            .and_then(|p| self.modules.get(p))
            .is_some_and(|(opaque, idents)| !opaque && !idents.contains(name))
    }
}

/// The comma-separated leaves `(first, last)` of a use list between braces `open`, `close`.
fn split_use_list(file: &File, open: usize, close: usize) -> Vec<(usize, usize)> {
    let mut leaves = Vec::new();
    let mut start = open + 1;
    let mut t = open + 1;
    while t < close {
        if file.is_punct(t, ",") {
            if start < t {
                leaves.push((start, t - 1));
            }
            start = t + 1;
        } else if file.kind(t) == Some(Kind::Open) {
            t = file.partner[t];
        }
        t += 1;
    }
    if start < close {
        leaves.push((start, close - 1));
    }
    leaves
}

/// Removes what of the `idle` candidates can go without changing what the program runs. The
/// caller has pinned the candidates with code among `baseline` (the instances of the unshaken
/// bundle, which every accepted removal keeps as they are) and those a supertrait needs
/// ([`without_supertrait_needs`]). The idle ones are tried in groups ([`CandidateTrials`]):
/// all of them at once first, and a group goes only when the bundle then compiles and
/// instantiates exactly `baseline`. A removal that would move a call (see [`crate::mono`])
/// changes the instances, so it is never kept. `None` when nothing went.
fn remove_candidates(
    text: &str,
    file: &File,
    idle: Vec<&Candidate>,
    edition: &str,
    baseline: &Baseline,
    current: &Look,
    pinned: &mut BTreeSet<String>,
) -> Result<Option<(String, Look)>, Error> {
    if idle.is_empty() {
        return Ok(None);
    }
    let mut trials = CandidateTrials {
        text,
        file,
        edition,
        baseline,
        warnings: current.other_warnings(),
        pinned,
        removed: Vec::new(),
        last: None,
        runs_left: MAX_CANDIDATE_TRIALS,
    };
    trials.remove(idle, false)?;
    Ok(trials.last)
}

/// How many looks [`remove_candidates`] may take in one round; what is left untried then
/// stays.
const MAX_CANDIDATE_TRIALS: usize = 16;

/// The search of [`remove_candidates`] for the candidates that can go: a group is tried on
/// top of the ones that went already; when it does not compile, the candidates its errors
/// name ([`named_by_errors`]) stay and the rest is tried again, and when the errors name
/// none, the group is split in halves (a half whose sibling went is known to fail and is
/// split without a trial). A group that compiles but instantiates other functions stays
/// whole. Each trial is one look, so that what went has passed the instance check.
struct CandidateTrials<'a, 't> {
    text: &'a str,
    file: &'a File<'t>,
    edition: &'a str,
    baseline: &'a Baseline,
    /// The warnings of the text before any trial ([`Look::warns_as`]).
    warnings: BTreeSet<(&'a str, &'a str)>,
    pinned: &'a mut BTreeSet<String>,
    /// The candidates that went, in the text of `last`.
    removed: Vec<&'a Candidate>,
    /// The text without `removed`, and its look.
    last: Option<(String, Look)>,
    runs_left: usize,
}

impl<'a> CandidateTrials<'a, '_> {
    /// Tries to remove `group` on top of what went already (`known_to_fail`: the trial would
    /// fail, so it is split at once). Returns whether all of `group` went.
    fn remove(
        &mut self,
        mut group: Vec<&'a Candidate>,
        known_to_fail: bool,
    ) -> Result<bool, Error> {
        if group.is_empty() {
            return Ok(true);
        }
        if !known_to_fail {
            if self.runs_left == 0 {
                self.pin(&group);
                return Ok(false);
            }
            self.runs_left -= 1;
            let trial = self.without(&group);
            let seen = look(&trial, self.edition)?;
            match &seen.instances {
                Some(instances) if *instances != self.baseline.instances => {
                    self.pin(&group);
                    return Ok(false);
                }
                Some(_) if seen.warns_as(&self.warnings) => {
                    self.removed.extend(&group);
                    self.last = Some((trial, seen));
                    return Ok(true);
                }
                // A new warning names no candidate: the halves are tried.
                _ => {}
            }
            let named = named_by_errors(&seen, &group);
            if !named.is_empty() {
                self.pin(&named);
                group.retain(|c| !named.iter().any(|n| n.key == c.key));
                self.remove(group, false)?;
                return Ok(false);
            }
        }
        if group.len() == 1 {
            self.pin(&group);
            return Ok(false);
        }
        let second = group.split_off(group.len() / 2);
        let first_went = self.remove(group, false)?;
        // Together the halves failed: when the first went, the second alone fails.
        self.remove(second, first_went)?;
        Ok(false)
    }

    /// The text without what went and `group`.
    fn without(&self, group: &[&Candidate]) -> String {
        let removals = self
            .removed
            .iter()
            .chain(group)
            .map(|c| delete_tokens(self.file, c.first, c.last))
            .collect();
        apply(self.text, merged(removals))
    }

    fn pin(&mut self, group: &[&Candidate]) {
        self.pinned.extend(group.iter().map(|c| c.key.clone()));
    }
}

/// `group` without the candidates that an impl outside it needs through a supertrait (they
/// are `pinned`): with `trait ModIntBase: Neg` and an `impl ModIntBase for StaticModInt<M>`
/// that stays, a candidate that may be the `Neg` impl of `StaticModInt<M>` must stay too, or
/// the trial cannot compile. What stays because of this may need more: to a fixed point.
fn without_supertrait_needs<'c>(
    file: &File,
    shape: &Shape,
    mut group: Vec<&'c Candidate>,
    pinned: &mut BTreeSet<String>,
) -> Vec<&'c Candidate> {
    let supertraits = library_supertraits(file, shape);
    if supertraits.is_empty() {
        return group;
    }
    let impls = shape.impls(file);
    loop {
        let needs: Vec<(&str, &str)> = impls
            .iter()
            .filter(|i| !group.iter().any(|c| c.first <= i.at && i.at <= c.last))
            .filter_map(|i| Some((i.self_type.as_str(), supertraits.get(i.trait_name?)?)))
            .flat_map(|(ty, supers)| supers.iter().map(move |s| (ty, *s)))
            .collect();
        let (needed, rest): (Vec<&Candidate>, Vec<&Candidate>) = group
            .into_iter()
            .partition(|c| needs.iter().any(|&(ty, s)| c.surely_implements(ty, s)));
        group = rest;
        if needed.is_empty() {
            return group;
        }
        pinned.extend(needed.iter().map(|c| c.key.clone()));
    }
}

/// Each library trait's supertraits, through theirs (`trait A: B + fmt::Debug` and `trait B:
/// Neg<Output = Self>` give `A: B, Debug, Neg`): the last segment of each bound's path.
fn library_supertraits<'f>(file: &'f File, shape: &Shape) -> BTreeMap<&'f str, Vec<&'f str>> {
    let mut direct: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for t in 0..file.tokens.len() {
        if !(file.is_ident(t, "trait")
            && file.kind(t + 1) == Some(Kind::Ident)
            && shape.in_library(t))
        {
            continue;
        }
        let mut i = t + 2;
        if file.is_punct(i, "<") {
            i = angle_end(file, i) + 1;
        }
        if !file.is_punct(i, ":") || file.is_punct(i + 1, ":") {
            continue;
        }
        let mut bounds = Vec::new();
        i += 1;
        while i < file.tokens.len() && !file.is(i, Kind::Open, "{") && !file.is_ident(i, "where") {
            if file.is_punct(i, "<") {
                i = angle_end(file, i) + 1;
                continue;
            }
            let last_segment = file.kind(i) == Some(Kind::Ident)
                && file.kind(i + 1) != Some(Kind::PathSep)
                && !file.is_punct(i - 1, "?");
            if last_segment {
                bounds.push(file.text(i));
            }
            i += 1;
        }
        direct.entry(file.text(t + 1)).or_default().extend(bounds);
    }
    let mut closed = BTreeMap::new();
    for &name in direct.keys() {
        let mut all: Vec<&str> = Vec::new();
        let mut next = vec![name];
        while let Some(trait_name) = next.pop() {
            for &s in direct.get(trait_name).into_iter().flatten() {
                if !all.contains(&s) {
                    all.push(s);
                    next.push(s);
                }
            }
        }
        closed.insert(name, all);
    }
    closed
}

/// The `>` that closes the `<` at token `open` (a `->` inside does not count).
fn angle_end(file: &File, open: usize) -> usize {
    let mut depth = 0;
    let mut i = open;
    while i < file.tokens.len() {
        match file.text(i) {
            "<" => depth += 1,
            ">" if !file.is_punct(i - 1, "-") => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// The candidates of `group` that the errors of `seen` say are needed: an impl whose bound
/// is not satisfied ([`Candidate::named_by`]), or one that defines a method that is not
/// found (the ones whose self type is the receiver's, else all that define it).
fn named_by_errors<'a>(seen: &Look, group: &[&'a Candidate]) -> Vec<&'a Candidate> {
    let mut named: Vec<&Candidate> = Vec::new();
    for error in seen.errors() {
        let mut by_error: Vec<&Candidate> = group
            .iter()
            .copied()
            .filter(|c| c.named_by(error))
            .collect();
        if by_error.is_empty() {
            if let Some((method, receiver)) = missing_method(error) {
                let defining: Vec<&Candidate> = group
                    .iter()
                    .copied()
                    .filter(|c| c.functions.contains(&method))
                    .collect();
                let receivers = receiver_types(&receiver);
                let of_receiver: Vec<&Candidate> = defining
                    .iter()
                    .copied()
                    .filter(|c| receivers.iter().any(|r| c.self_pattern.matches(r)))
                    .filter(|c| !c.self_pattern.tokens.is_empty())
                    .collect();
                by_error = if of_receiver.is_empty() {
                    defining
                } else {
                    of_receiver
                };
            }
        }
        for candidate in by_error {
            if !named.iter().any(|n| n.key == candidate.key) {
                named.push(candidate);
            }
        }
    }
    named
}

/// The method and the receiver's type of an error "no method named `m` found for struct
/// `T`" (or "no function or associated item named `m` found for ...").
fn missing_method(error: &Diagnostic) -> Option<(String, String)> {
    let rest = [
        "no method named `",
        "no function or associated item named `",
    ]
    .iter()
    .find_map(|prefix| error.message.strip_prefix(prefix))?;
    let (method, rest) = rest.split_once('`')?;
    let receiver = rest.rsplit('`').nth(1)?;
    Some((method.to_string(), receiver.to_string()))
}

/// The types a method call on `receiver` may find its method in (as tokens, see
/// [`type_tokens`]): the type itself, and what it dereferences to (`&T` and `Box<T>` to `T`,
/// `Vec<T>` to `[T]`).
fn receiver_types(receiver: &str) -> Vec<Vec<String>> {
    let mut types = vec![type_tokens(&name_tokens(receiver))];
    loop {
        let ty = types.last().expect("one type at least");
        let inner = match ty.first().map(String::as_str) {
            Some("&") => {
                let skip = if ty.get(1).is_some_and(|t| t == "mut") {
                    2
                } else {
                    1
                };
                ty[skip..].to_vec()
            }
            Some("Box")
                if ty.get(1).is_some_and(|t| t == "<") && ty.last().is_some_and(|t| t == ">") =>
            {
                ty[2..ty.len() - 1].to_vec()
            }
            Some("Vec")
                if ty.get(1).is_some_and(|t| t == "<") && ty.last().is_some_and(|t| t == ">") =>
            {
                let mut slice = vec!["[".to_string()];
                slice.extend_from_slice(&ty[2..ty.len() - 1]);
                slice.push("]".to_string());
                slice
            }
            _ => return types,
        };
        types.push(inner);
    }
}

/// What one rustc run says of a bundle: its diagnostics, and the functions it instantiates
/// (see [`crate::mono`]; `None` when it does not compile).
struct Look {
    diagnostics: Vec<Diagnostic>,
    instances: Option<BTreeSet<String>>,
}

impl Look {
    fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics
            .iter()
            .filter(|d| d.level == "error" && !d.message.starts_with("aborting due to"))
    }

    /// Its warnings other than the unused-item lints, as `(lint, message)`.
    fn other_warnings(&self) -> BTreeSet<(&str, &str)> {
        self.diagnostics
            .iter()
            .filter(|d| d.level == "warning" && !d.lint.is_empty())
            .filter(|d| !UNUSED_LINTS.contains(&d.lint.as_str()))
            .map(|d| (d.lint.as_str(), d.message.as_str()))
            .collect()
    }

    /// Whether it warns of nothing that `before` did not warn of, the unused-item lints
    /// aside: a removal that makes rustc warn anew (`unconditional_recursion`, once the
    /// `u8` impl that `(*self).f()` in the `&T` impl called is gone) moved a call in code
    /// that does not run, and the paste would fail under `-D warnings`.
    fn warns_as(&self, before: &BTreeSet<(&str, &str)>) -> bool {
        self.other_warnings().is_subset(before)
    }
}

/// One rustc run on `text`: its diagnostics and its instances.
fn look(text: &str, edition: &str) -> Result<Look, Error> {
    let (stderr, ir) = rustc::diagnostics_and_ir(text, edition)?;
    Ok(Look {
        diagnostics: parse_diagnostics(&stderr)?,
        instances: ir.map(|ir| mono::defined_functions(&ir)),
    })
}

/// What the bundle runs before any removal that needs the check: its instances, which
/// shaking must leave exactly as they are.
struct Baseline {
    instances: BTreeSet<String>,
    names: Vec<InstanceName>,
}

impl Baseline {
    fn of(instances: BTreeSet<String>) -> Baseline {
        let names = instances.iter().map(|n| InstanceName::of(n)).collect();
        Baseline { instances, names }
    }
}

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
/// ended up empty (see [`without_empty_modules`]). Tokens only: no rustc run.
fn finish(text: &str, modules: &[String]) -> Result<String, Error> {
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
    let text = without_empty_modules(&apply(text, merged(comments)), modules)?;
    Ok(tidy(&text))
}

/// `text` without the library modules that hold nothing but inner attributes, and without
/// the library `use` items that import or glob them (`use a::m;`, `pub use m::*;`), when the
/// module's name is then nowhere else in the text: nothing can mean such a module, so this
/// needs no check. A module still named somewhere stays (a few bytes). Removing one may
/// leave its parent empty, so this repeats until nothing goes.
fn without_empty_modules(text: &str, modules: &[String]) -> Result<String, Error> {
    let mut text = text.to_string();
    loop {
        let file = File::lex(Path::new("<bundle>"), &text)?;
        let shape = Shape::of(&file, modules);
        let mut spans: BTreeMap<&str, Vec<(usize, usize)>> = BTreeMap::new();
        for (name, first, last) in empty_library_modules(&file, &shape) {
            spans.entry(name).or_default().push((first, last));
        }
        for (name, first, last) in module_imports(&file, &shape) {
            if let Some(found) = spans.get_mut(name) {
                found.push((first, last));
            }
        }
        // Imports are matched by the module's name: one that another module shares (an empty
        // `a::static_modint` beside the crate's own) may be an import of that one.
        let shared = modules_with_items(&file, &shape);
        let edits: Vec<Edit> = spans
            .iter()
            .filter(|(name, _)| !shared.contains(*name))
            .filter(|(name, spans)| !named_outside(&file, &shape, name, spans))
            .flat_map(|(_, spans)| spans.iter().map(|&(f, l)| delete_tokens(&file, f, l)))
            .collect();
        if edits.is_empty() {
            return Ok(text);
        }
        text = apply(&text, merged(edits));
    }
}

/// `(name, first, last)` of each module inside the libraries whose braces hold nothing but
/// inner attributes, its own attributes included.
fn empty_library_modules<'f>(file: &'f File, shape: &Shape) -> Vec<(&'f str, usize, usize)> {
    (0..file.tokens.len())
        .filter(|&i| {
            file.is_ident(i, "mod")
                && file.kind(i + 1) == Some(Kind::Ident)
                && file.is(i + 2, Kind::Open, "{")
                && only_inner_attributes(file, i + 3, file.partner[i + 2])
                && shape.in_library(i)
        })
        .map(|i| {
            (
                file.text(i + 1),
                attributes_start(file, i),
                file.partner[i + 2],
            )
        })
        .collect()
}

/// The names of the modules that are not empty (anywhere in the bundle).
fn modules_with_items<'f>(file: &'f File, shape: &Shape) -> BTreeSet<&'f str> {
    let empty: BTreeSet<usize> = empty_library_modules(file, shape)
        .into_iter()
        .map(|(_, first, _)| first)
        .collect();
    (0..file.tokens.len())
        .filter(|&i| {
            file.is_ident(i, "mod")
                && file.kind(i + 1) == Some(Kind::Ident)
                && file.is(i + 2, Kind::Open, "{")
                && !empty.contains(&attributes_start(file, i))
        })
        .map(|i| file.text(i + 1))
        .collect()
}

/// `(module name, first, last)` of each library `use` item that is a plain path to a module
/// or a glob of it (`use a::m;`, `pub use self::m::*;`): what imports the module and nothing
/// else.
fn module_imports<'f>(file: &'f File, shape: &Shape) -> Vec<(&'f str, usize, usize)> {
    let mut found = Vec::new();
    for t in 0..file.tokens.len() {
        if !(file.is_ident(t, "use") && shape.in_library(t) && shape.at_module_level(file, t)) {
            continue;
        }
        let Some(end) = (t..file.tokens.len()).find(|&e| file.is_punct(e, ";")) else {
            continue;
        };
        let glob = file.is_punct(end - 1, "*") && file.kind(end - 2) == Some(Kind::PathSep);
        let leaf = if glob { end - 3 } else { end - 1 };
        let plain_path = leaf > t
            && file.kind(leaf) == Some(Kind::Ident)
            && (t + 1..=leaf).all(|p| matches!(file.kind(p), Some(Kind::Ident | Kind::PathSep)));
        if plain_path {
            found.push((file.text(leaf), attributes_start(file, t), end));
        }
    }
    found
}

/// Whether `name` may mean a module somewhere outside the token ranges `spans`: as a path
/// segment that another follows (`m::f`), in a `use` item, in a `pub(in a::m)`, or inside a
/// macro as a lone name (its body or arguments may make a path of it; not after a `.` or a
/// `::`). A method, field,
/// function or local variable of the same name (`.map(..)`, `T::zero()`) cannot mean a
/// module.
fn named_outside(file: &File, shape: &Shape, name: &str, spans: &[(usize, usize)]) -> bool {
    let uses = use_items(file);
    (0..file.tokens.len()).any(|t| {
        file.is(t, Kind::Ident, name)
            && !spans.iter().any(|&(f, l)| f <= t && t <= l)
            && (file.kind(t + 1) == Some(Kind::PathSep)
                || file.is_ident(path_start(file, t).wrapping_sub(1), "in")
                || (shape.in_macro(t)
                    && !file.is_punct(t.wrapping_sub(1), ".")
                    && file.kind(t.wrapping_sub(1)) != Some(Kind::PathSep))
                || uses.iter().any(|&(f, l)| f < t && t < l))
    })
}

/// The first token of the path that ends at token `last` (`a` of `a::b::last`).
fn path_start(file: &File, last: usize) -> usize {
    let mut start = last;
    while start >= 2
        && file.kind(start - 1) == Some(Kind::PathSep)
        && file.kind(start - 2) == Some(Kind::Ident)
    {
        start -= 2;
    }
    start
}

/// The token ranges `(use keyword, semicolon)` of every `use` item of `file`.
fn use_items(file: &File) -> Vec<(usize, usize)> {
    (0..file.tokens.len())
        .filter(|&t| file.is_ident(t, "use"))
        .filter_map(|t| {
            (t..file.tokens.len())
                .find(|&e| file.is_punct(e, ";"))
                .map(|e| (t, e))
        })
        .collect()
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

/// rustc's diagnostics for `text`, checked (not compiled) as a binary crate, as a judge's
/// optimized build would see it.
fn check(text: &str, edition: &str) -> Result<Vec<Diagnostic>, Error> {
    parse_diagnostics(&rustc::check_json(text, edition)?)
}

/// rustc's JSON diagnostics, one a line of `stderr`.
fn parse_diagnostics(stderr: &str) -> Result<Vec<Diagnostic>, Error> {
    let mut diagnostics = Vec::new();
    for line in stderr.lines().filter(|l| l.starts_with('{')) {
        let value = json::parse(line).map_err(|e| {
            Error::in_file(Path::new("<bundle>"), format!("rustc's JSON: {e}"))
                .kind(ErrorKind::Internal)
        })?;
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
    /// Token ranges `(open, close)` of the libraries' macro bodies (`macro_rules! m { .. }`)
    /// and macro invocations' arguments (`m!( .. )`), outermost only.
    macro_groups: Vec<(usize, usize)>,
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
        let mut macro_groups = Vec::new();
        let mut i = 0;
        while i < file.tokens.len() {
            let group = if file.is_ident(i, "macro_rules") && file.is_punct(i + 1, "!") {
                Some(i + 3)
            } else if file.kind(i) == Some(Kind::Ident) && file.is_punct(i + 1, "!") {
                Some(i + 2)
            } else {
                None
            };
            match group.filter(|&g| file.kind(g) == Some(Kind::Open)) {
                Some(open) => {
                    macro_groups.push((open, file.partner[open]));
                    i = file.partner[open] + 1;
                }
                None => i += 1,
            }
        }
        Shape {
            libraries,
            enclosing,
            macro_groups,
        }
    }

    /// Whether token `token` is inside a macro's body or an invocation's arguments.
    fn in_macro(&self, token: usize) -> bool {
        let at = self.macro_groups.partition_point(|&(open, _)| open < token);
        at > 0 && self.macro_groups[at - 1].1 > token
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
            if !library_traits.contains(trait_name) {
                continue;
            }
            let first = attributes_start(file, item.at);
            found.push(Candidate {
                key: format!("impl {trait_name} for {}", item.self_type),
                first,
                last: item.last,
                trait_name: Some(trait_name.to_string()),
                self_type: item.self_type.clone(),
                self_pattern: TypePattern::of(&item.self_tokens, &item.generics),
                idents: item.self_idents.iter().map(|s| s.to_string()).collect(),
                declared_idents: Vec::new(),
                trait_like_idents: Vec::new(),
                stamps: Stamps::default(),
                functions: function_names(file, first, item.last),
            });
        }
        let stamped = stamps(file);
        let declared = declared_names(file);
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
            let trait_like_idents = (i + 3..close)
                .filter(|&t| {
                    file.kind(t) == Some(Kind::Ident)
                        && (file.is_punct(t + 1, "<") || file.is_ident(t + 1, "for"))
                })
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
            let stamps = stamped.get(file.text(i)).cloned().unwrap_or_default();
            // A macro that names its functions after its arguments (`fn $method`) may
            // define any of them.
            let functions = if stamps.functions_from_arguments {
                stamps.functions.iter().chain(&idents).cloned().collect()
            } else {
                stamps.functions.clone()
            };
            found.push(Candidate {
                key: format!("{}!{arguments}", file.text(i)),
                first: attributes_start(file, i),
                last,
                trait_name: None,
                self_type,
                self_pattern: TypePattern::default(),
                trait_like_idents,
                declared_idents: idents
                    .iter()
                    .filter(|i| declared.contains(i.as_str()))
                    .cloned()
                    .collect(),
                idents,
                stamps,
                functions,
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
    /// The self type's tokens, lifetimes left out (what [`crate::mono`] names print).
    self_tokens: Vec<&'f str>,
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
        let self_tokens = (self_start..self_end)
            .filter(|&t| file.kind(t) != Some(Kind::Lifetime))
            .map(|t| file.text(t))
            .collect();
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
            self_tokens,
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
    /// The self type of an impl, to match against the instances' names.
    self_pattern: TypePattern,
    /// The identifiers of the self type, or of the arguments.
    idents: Vec<String>,
    /// Those of `idents` that the bundle declares (an item or a module of that name).
    declared_idents: Vec<String>,
    /// Those of `idents` that may be a trait that the arguments give (`Sum<_> for T`): the
    /// ones followed by `<` or `for`.
    trait_like_idents: Vec<String>,
    /// For a macro invocation, the traits its macro implements (`impl Trait for $t`).
    stamps: Stamps,
    /// The names of the functions it defines (that a call may miss once it is gone).
    functions: Vec<String>,
}

/// The names of the functions defined in tokens `first..=last` (`fn name`).
fn function_names(file: &File, first: usize, last: usize) -> Vec<String> {
    (first..last)
        .filter(|&t| file.is_ident(t, "fn") && file.kind(t + 1) == Some(Kind::Ident))
        .map(|t| file.text(t + 1).to_string())
        .collect()
}

/// A self type as an impl header writes it, to match against the types in the instances'
/// names: paths compare by their last segment (the names say `bundle::lib::Foo` where the
/// source says `Foo`), and a generic parameter of the impl matches any one type.
#[derive(Clone, Debug, Default, PartialEq)]
struct TypePattern {
    tokens: Vec<PatternToken>,
}

#[derive(Clone, Debug, PartialEq)]
enum PatternToken {
    Text(String),
    AnyType,
}

impl TypePattern {
    fn of(tokens: &[&str], generics: &[&str]) -> TypePattern {
        let tokens = type_tokens(tokens)
            .into_iter()
            .map(|t| {
                if generics.contains(&t.as_str()) {
                    PatternToken::AnyType
                } else {
                    PatternToken::Text(t)
                }
            })
            .collect();
        TypePattern { tokens }
    }

    /// Whether the type `ty` (tokens, as from [`type_tokens`]) is an instance of this one. An
    /// empty pattern (a macro's, or one not read) matches everything.
    fn matches(&self, ty: &[String]) -> bool {
        if self.tokens.is_empty() {
            return true;
        }
        let mut at = 0;
        for token in &self.tokens {
            match token {
                PatternToken::Text(text) => {
                    if ty.get(at) != Some(text) {
                        return false;
                    }
                    at += 1;
                }
                PatternToken::AnyType => {
                    // One type: up to a `,` `>` `]` `)` `;` outside its own brackets.
                    let mut depth = 0usize;
                    let start = at;
                    while let Some(t) = ty.get(at) {
                        match t.as_str() {
                            "<" | "[" | "(" => depth += 1,
                            ">" | "]" | ")" | "," | ";" if depth == 0 => break,
                            ">" | "]" | ")" => depth -= 1,
                            _ => {}
                        }
                        at += 1;
                    }
                    if at == start {
                        return false;
                    }
                }
            }
        }
        at == ty.len()
    }
}

/// Type tokens compared by [`TypePattern`]: no lifetimes, `::<` as `<`, and each path by its
/// last segment.
fn type_tokens<S: AsRef<str>>(tokens: &[S]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let token = token.as_ref();
        if token.starts_with('\'') || token == "dyn" {
            continue;
        }
        if token == "::" {
            // `a::b` keeps `b`; `f::<T>` is `f<T>`.
            let generic_args = tokens.get(i + 1).is_some_and(|t| t.as_ref() == "<");
            if !generic_args && out.last().is_some_and(|t| t.chars().all(is_ident_char)) {
                out.pop();
            }
            continue;
        }
        out.push(token.to_string());
    }
    out
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The parts of one demangled instance name that candidates are matched with.
struct InstanceName {
    /// Every `<Type as Trait>` in it: the type's tokens and the trait's last path segment.
    impls: Vec<(Vec<String>, String)>,
    idents: BTreeSet<String>,
}

impl InstanceName {
    fn of(name: &str) -> InstanceName {
        let tokens = name_tokens(name);
        let mut impls = Vec::new();
        for (open, token) in tokens.iter().enumerate() {
            if token != "<" {
                continue;
            }
            let mut depth = 0usize;
            let mut as_at = None;
            let mut close = None;
            for (i, t) in tokens.iter().enumerate().skip(open + 1) {
                match t.as_str() {
                    "<" | "[" | "(" => depth += 1,
                    ">" | "]" | ")" if depth == 0 => {
                        close = Some(i);
                        break;
                    }
                    ">" | "]" | ")" => depth -= 1,
                    "as" if depth == 0 => as_at = Some(i),
                    _ => {}
                }
            }
            if let (Some(as_at), Some(close)) = (as_at, close) {
                let trait_path = &tokens[as_at + 1..close];
                let trait_end = trait_path
                    .iter()
                    .position(|t| t == "<")
                    .unwrap_or(trait_path.len());
                if let Some(trait_name) = trait_path[..trait_end].last() {
                    impls.push((type_tokens(&tokens[open + 1..as_at]), trait_name.clone()));
                }
            }
        }
        let idents = tokens
            .into_iter()
            .filter(|t| t.chars().all(is_ident_char))
            .collect();
        InstanceName { impls, idents }
    }
}

/// A demangled name as tokens: identifiers, `::`, and single punctuation characters.
fn name_tokens(name: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut chars = name.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        if is_ident_char(c) {
            let mut end = start + c.len_utf8();
            while let Some(&(i, next)) = chars.peek() {
                if !is_ident_char(next) {
                    break;
                }
                end = i + next.len_utf8();
                chars.next();
            }
            tokens.push(name[start..end].to_string());
        } else if c == ':' && chars.peek().map(|&(_, n)| n) == Some(':') {
            chars.next();
            tokens.push("::".to_string());
        } else {
            tokens.push(c.to_string());
        }
    }
    tokens
}

/// What the expansions of a `macro_rules!` of the bundle define.
#[derive(Clone, Debug, Default)]
struct Stamps {
    /// The traits its body implements: the identifiers just before a `for` (as in
    /// `impl Trait for $t`).
    traits: Vec<String>,
    /// Whether it defines trait impls and nothing else (no inherent impl, fn or type), so that
    /// only a call through one of them can run its code.
    trait_impls_only: bool,
    /// Whether a trait it implements is one of its arguments (`impl $tr<T> for Foo`).
    traits_from_arguments: bool,
    /// The types its impls are for, when the body names them (`impl $tr for Foo`): the first
    /// identifier after each `for`.
    self_types: Vec<String>,
    /// The functions its body defines by name (`fn get`).
    functions: Vec<String>,
    /// Whether it defines functions named by its arguments (`fn $method`).
    functions_from_arguments: bool,
}

/// The [`Stamps`] of each `macro_rules!` of the bundle, by name.
fn stamps(file: &File) -> BTreeMap<String, Stamps> {
    let mut all = BTreeMap::new();
    for i in 0..file.tokens.len() {
        let definition = file.is_ident(i, "macro_rules")
            && file.is_punct(i + 1, "!")
            && file.kind(i + 2) == Some(Kind::Ident)
            && file.kind(i + 3) == Some(Kind::Open);
        if !definition {
            continue;
        }
        let body = i + 4..file.partner[i + 3];
        let implemented: Vec<(usize, usize)> = body
            .clone()
            .filter(|&t| file.is_ident(t, "for"))
            .filter_map(|t| implemented_trait(file, t).map(|name| (t, name)))
            .collect();
        let traits = implemented
            .iter()
            .map(|&(_, name)| file.text(name).to_string())
            .collect();
        let traits_from_arguments = implemented
            .iter()
            .any(|&(_, name)| file.is_punct(name - 1, "$"));
        let self_types = implemented
            .iter()
            .filter_map(|&(for_at, _)| {
                (for_at + 1..body.end)
                    .find(|&t| {
                        !matches!(file.text(t), "&" | "mut") && file.kind(t) != Some(Kind::Lifetime)
                    })
                    .filter(|&t| file.kind(t) == Some(Kind::Ident) && !file.is_punct(t - 1, "$"))
                    .map(|t| file.text(t).to_string())
            })
            .collect();
        let functions = function_names(file, body.start, body.end);
        let functions_from_arguments = body
            .clone()
            .any(|t| file.is_ident(t, "fn") && file.is_punct(t + 1, "$"));
        let bodies = rule_bodies(file, i + 3);
        let trait_impls_only = !bodies.is_empty()
            && impls_only(file, file.text(i + 2), &bodies)
                .is_some_and(|s| s.trait_impls && !s.other_macros);
        all.insert(
            file.text(i + 2).to_string(),
            Stamps {
                traits,
                trait_impls_only,
                traits_from_arguments,
                self_types,
                functions,
                functions_from_arguments,
            },
        );
    }
    all
}

/// The trait named before the `for` at token `for_at` of an impl header: the identifier
/// just before it, or before its generic arguments (`Add<$rhs> for $t`).
fn implemented_trait(file: &File, for_at: usize) -> Option<usize> {
    let before = for_at.checked_sub(1)?;
    if file.kind(before) == Some(Kind::Ident) {
        return Some(before);
    }
    if !file.is_punct(before, ">") {
        return None;
    }
    let mut depth = 0usize;
    for t in (0..=before).rev() {
        if file.is_punct(t, ">") && !file.is_punct(t.wrapping_sub(1), "-") {
            depth += 1;
        } else if file.is_punct(t, "<") {
            depth -= 1;
            if depth == 0 {
                let name = t.checked_sub(1)?;
                return (file.kind(name) == Some(Kind::Ident)).then_some(name);
            }
        }
    }
    None
}

impl Candidate {
    /// Whether code of this candidate may be among `instances` (see [`crate::mono`]): for an
    /// impl, a name `<X as ..::Trait>` with `X` of its self type; for a macro invocation, a
    /// name that mentions one of its arguments' identifiers. When in doubt, yes.
    fn may_run(&self, instances: &[InstanceName]) -> bool {
        match &self.trait_name {
            Some(trait_name) => instances.iter().any(|instance| {
                instance
                    .impls
                    .iter()
                    .any(|(ty, tr)| tr == trait_name && self.self_pattern.matches(ty))
            }),
            // An invocation runs through the impls it stamps (`<u8 as Readable>`), or through
            // the items of the bundle it names (`<Foo>::get` for `impl_get!(Foo)`, `read_foo`
            // for `reader!(read_foo)`); a type from elsewhere (`u8`, `Vec`) is named by far
            // more than it (`Vec<u8>`) to say anything.
            // When the macro defines trait impls only, nothing else of it can run: its trait
            // is one it names or one of the arguments (`impl $tr<_> for $t`).
            None => instances.iter().any(|instance| {
                let stamps = instance.impls.iter().any(|(ty, tr)| {
                    (self.stamps.traits.contains(tr) || self.trait_like_idents.contains(tr))
                        && self.idents.iter().any(|i| ty.contains(i))
                });
                stamps
                    || (!self.stamps.trait_impls_only
                        && self
                            .declared_idents
                            .iter()
                            .any(|i| instance.idents.contains(i)))
            }),
        }
    }

    /// Whether `error` says that this impl was needed ("the trait bound `T: Trait` is not
    /// satisfied", `T` being its self type or, for a macro invocation, its arguments or one
    /// of their identifiers).
    fn named_by(&self, error: &Diagnostic) -> bool {
        unsatisfied_bounds(error)
            .iter()
            .any(|(ty, trait_name)| self.implements(ty, trait_name))
    }

    /// Whether this candidate could be the impl of `trait_name` for `ty` (as rustc prints
    /// them), for an error that says the bound is not satisfied: an invocation whose macro
    /// takes the trait from its arguments may implement any trait its arguments name.
    fn implements(&self, ty: &str, trait_name: &str) -> bool {
        self.implements_with(ty, trait_name, &self.idents)
    }

    /// [`Candidate::implements`], for an invocation only the traits its arguments give (the
    /// names followed by `<` or `for`): `Add` in `_(Self::raw(0), Add::add)` is no impl.
    fn surely_implements(&self, ty: &str, trait_name: &str) -> bool {
        self.implements_with(ty, trait_name, &self.trait_like_idents)
    }

    fn implements_with(&self, ty: &str, trait_name: &str, argument_traits: &[String]) -> bool {
        let ty: String = ty.chars().filter(|c| !c.is_whitespace()).collect();
        // An unsuffixed literal's type falls back to i32 (or f64) when nothing else decides it.
        let ty = match ty.as_str() {
            "{integer}" => "i32".to_string(),
            "{float}" => "f64".to_string(),
            _ => ty,
        };
        match &self.trait_name {
            Some(name) => {
                name == trait_name
                    && (self.self_type == ty
                        || self.self_pattern.matches(&type_tokens(&name_tokens(&ty))))
            }
            None => {
                let implements = self.stamps.traits.is_empty()
                    || self.stamps.traits.iter().any(|t| t == trait_name)
                    || (self.stamps.traits_from_arguments
                        && argument_traits.iter().any(|t| t == trait_name));
                // `Foo<M>` is a type the invocation stamps when it names `Foo` or its macro
                // writes impls for `Foo`.
                let head = ty
                    .trim_start_matches('&')
                    .split('<')
                    .next()
                    .and_then(|path| path.rsplit("::").next())
                    .unwrap_or("");
                let for_type = self.self_type == ty
                    || self.idents.contains(&ty)
                    || (!head.is_empty()
                        && (self.idents.iter().any(|i| i == head)
                            || self.stamps.self_types.iter().any(|t| t == head)));
                implements && for_type
            }
        }
    }
}

/// The `(type, trait's last segment)` bounds that `error` says are not satisfied: "the trait
/// bound `T: Trait` is not satisfied", and the list after "the following trait bounds were
/// not satisfied" (a method or associated function whose impl needs them).
fn unsatisfied_bounds(error: &Diagnostic) -> Vec<(String, String)> {
    let mut quoted: Vec<&str> = Vec::new();
    if let Some(bound) = error
        .message
        .strip_prefix("the trait bound `")
        .and_then(|rest| rest.split("` is not satisfied").next())
    {
        quoted.push(bound);
    }
    if let Some((_, list)) = error
        .rendered
        .split_once("the following trait bounds were not satisfied")
    {
        quoted.extend(list.split('`').skip(1).step_by(2));
    }
    // The notes of an impl whose bound failed: "trait bound `X: T` was not satisfied",
    // "doesn't satisfy `X: T`".
    for marker in ["trait bound `", "doesn't satisfy `"] {
        for (at, _) in error.rendered.match_indices(marker) {
            let rest = &error.rendered[at + marker.len()..];
            quoted.extend(rest.split('`').next());
        }
    }
    let mut bounds = operator_bounds(&error.message);
    bounds.extend(quoted.into_iter().filter_map(|bound| {
        let (ty, trait_path) = bound.split_once(": ")?;
        let trait_name = trait_path
            .split('<')
            .next()?
            .rsplit("::")
            .next()?
            .trim()
            .to_string();
        Some((ty.trim().to_string(), trait_name))
    }));
    bounds
}

/// What rustc's operator errors say is not implemented, as `(type, trait)`: "cannot add `B`
/// to `A`" (`Add`, for both types, as the trait restricts the match enough), "cannot apply
/// unary operator `-` to type `A`" (`Neg`), "binary operation `==` cannot be applied to type
/// `A`" (`PartialEq`), "`A` doesn't implement `Debug`".
fn operator_bounds(message: &str) -> Vec<(String, String)> {
    const OPERATIONS: &[(&str, &str)] = &[
        ("cannot add-assign ", "AddAssign"),
        ("cannot add ", "Add"),
        ("cannot subtract-assign ", "SubAssign"),
        ("cannot subtract ", "Sub"),
        ("cannot multiply-assign ", "MulAssign"),
        ("cannot multiply ", "Mul"),
        ("cannot divide-assign ", "DivAssign"),
        ("cannot divide ", "Div"),
        ("cannot calculate and assign the remainder of ", "RemAssign"),
        ("cannot calculate the remainder of ", "Rem"),
        ("cannot apply unary operator `-`", "Neg"),
        ("cannot apply unary operator `!`", "Not"),
        ("binary operation `==`", "PartialEq"),
        ("binary operation `!=`", "PartialEq"),
        ("binary operation `<`", "PartialOrd"),
        ("binary operation `>`", "PartialOrd"),
        ("binary operation `<=`", "PartialOrd"),
        ("binary operation `>=`", "PartialOrd"),
    ];
    let quoted = |text: &str| -> Vec<String> {
        text.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    if let Some((rest, trait_name)) = OPERATIONS
        .iter()
        .find_map(|&(prefix, t)| message.strip_prefix(prefix).map(|rest| (rest, t)))
    {
        return quoted(rest)
            .into_iter()
            .map(|ty| (ty, trait_name.to_string()))
            .collect();
    }
    if let Some((ty, trait_path)) = message
        .strip_prefix('`')
        .and_then(|rest| rest.split_once("` doesn't implement `"))
    {
        let trait_name = trait_path
            .trim_end_matches('`')
            .rsplit("::")
            .next()
            .unwrap_or("");
        return vec![(ty.to_string(), trait_name.to_string())];
    }
    Vec::new()
}

/// The edits that remove what the lints report inside the libraries.
fn removals_for(
    file: &File,
    shape: &Shape,
    modules: &[String],
    hidden: &HiddenItems,
    diagnostics: &[Diagnostic],
) -> Vec<Edit> {
    let mut edits = Vec::new();
    let token_at = |byte: usize| file.token_starting_at(byte);
    let solution_names = names_through_libraries(file, shape, modules);
    let kept_dead = dead_but_kept(file, shape, hidden, &solution_names, diagnostics);
    let unused_import_starts: BTreeSet<usize> = diagnostics
        .iter()
        .filter(|d| d.lint == "unused_imports")
        .flat_map(|d| d.primary.iter().map(|&(start, _)| start))
        .collect();
    for diagnostic in diagnostics {
        match diagnostic.lint.as_str() {
            "unused_imports" if diagnostic.suggestions.is_empty() => {
                edits.extend(unused_imports_without_suggestion(
                    file,
                    shape,
                    diagnostic,
                    &unused_import_starts,
                ));
            }
            "unused_imports" => {
                for &(start, end, ref replacement) in &diagnostic.suggestions {
                    let Some(at) =
                        token_at(start).filter(|&t| shape.in_library(t) && !shape.in_macro(t))
                    else {
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
                    // Inside a macro's body or arguments, one span stands for every expansion
                    // (the used ones too), and an edit there could break the macro's grammar:
                    // nothing there is edited, and the invocation gets the `allow`.
                    if shape.in_macro(name) {
                        edits.extend(unused_in_macro(file, shape, diagnostic, name));
                        continue;
                    }
                    // What a hidden item needs stays, unused as rustc here sees it; so does a
                    // field never read or a variant never built, which cannot go without its
                    // uses, and a module-level item that the solution names (a marker trait it
                    // implements; a method is only ever named with its type).
                    // Each gets an `allow` of its own (nothing wider).
                    let needed = kept_dead.contains(&name);
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

/// The name tokens of the items that rustc reports unused but that stay (with an `allow`):
/// what a hidden item needs, unused as rustc here sees it; a field never read or a variant
/// never built is left to its own handling; a module-level item that the solution names (a
/// marker trait it implements; a method is only ever named with its type); a member of a
/// trait a macro implements; a dead item a macro names. And, to a fixed point, the unused
/// items that one of those names, that an item-level invocation naming one of them names
/// (`impl_ops!(Add for VectorInt, |a, b| Self::new(..))` keeps `VectorInt::new`), or that a
/// trait impl which stays names (one whose trait and type stay: `impl RandomTrait for Random`
/// keeps the consts its method reads, which rustc reports with the trait): what stays keeps
/// what it needs.
fn dead_but_kept(
    file: &File,
    shape: &Shape,
    hidden: &HiddenItems,
    solution_names: &BTreeSet<&str>,
    diagnostics: &[Diagnostic],
) -> BTreeSet<usize> {
    let token_at = |byte: usize| file.token_starting_at(byte);
    let dead: Vec<(usize, &str)> = diagnostics
        .iter()
        .filter(|d| matches!(d.lint.as_str(), "dead_code" | "unused_macros"))
        .flat_map(|d| {
            d.primary
                .iter()
                .map(move |&(start, _)| (start, d.lint.as_str()))
        })
        .filter_map(|(start, lint)| token_at(start).map(|t| (t, lint)))
        .filter(|&(t, _)| shape.in_library(t) && !shape.in_macro(t))
        .collect();
    let mut kept: BTreeSet<usize> = dead
        .iter()
        .filter(|&&(name, lint)| {
            hidden.needed.contains(file.text(name))
                || (solution_names.contains(file.text(name)) && shape.at_module_level(file, name))
                || declared_by_trait_a_macro_implements(file, shape, name)
                || (lint == "dead_code" && named_in_macro(file, shape, name))
        })
        .map(|&(name, _)| name)
        .collect();
    let invocations: Vec<(usize, usize)> = item_level_invocations(file, shape)
        .into_iter()
        .map(|(name, open)| (name, file.partner[open]))
        .collect();
    let trait_impls: Vec<Impl> = shape
        .impls(file)
        .into_iter()
        .filter(|i| i.trait_name.is_some())
        .collect();
    loop {
        let kept_names: BTreeSet<&str> = kept.iter().map(|&name| file.text(name)).collect();
        let going: BTreeSet<&str> = dead
            .iter()
            .map(|&(name, _)| file.text(name))
            .filter(|name| !kept_names.contains(name))
            .collect();
        let staying_impls: Vec<(usize, usize)> = trait_impls
            .iter()
            .filter(|i| {
                !i.self_idents
                    .iter()
                    .chain(&i.trait_name)
                    .any(|name| going.contains(name))
            })
            .map(|i| (i.at, i.last))
            .collect();
        let naming_kept = invocations.iter().copied().filter(|&(first, last)| {
            (first..=last)
                .any(|t| file.kind(t) == Some(Kind::Ident) && kept_names.contains(file.text(t)))
        });
        let spans: Vec<(usize, usize)> = kept
            .iter()
            .filter_map(|&name| {
                item_start(file, name).map(|(_, first)| (first, item_end(file, first)))
            })
            .chain(naming_kept)
            .collect();
        let names_it = |spans: &[(usize, usize)], name: usize| {
            spans.iter().any(|&(first, last)| {
                (first..=last).any(|t| {
                    t != name
                        && file.kind(t) == Some(Kind::Ident)
                        && file.text(t) == file.text(name)
                })
            })
        };
        let more: Vec<usize> = dead
            .iter()
            .map(|&(name, _)| name)
            .filter(|name| !kept.contains(name))
            .filter(|&name| {
                names_it(&spans, name) || reads_as_value(file, shape, &staying_impls, name)
            })
            .collect();
        if more.is_empty() {
            return kept;
        }
        kept.extend(more);
    }
}

/// Whether the module-level const, static or function named at token `name` is read by one of
/// the trait impls `impls` (spans), as a lone name (`NN - MM`): a name after `.` or `::` there
/// is a member (`Self::new`, `x.len()`), and a name before `!` a macro.
fn reads_as_value(file: &File, shape: &Shape, impls: &[(usize, usize)], name: usize) -> bool {
    let value = item_start(file, name)
        .is_some_and(|(keyword, _)| matches!(file.text(keyword), "const" | "static" | "fn"));
    value
        && shape.at_module_level(file, name)
        && impls.iter().any(|&(first, last)| {
            (first..=last).any(|t| {
                file.kind(t) == Some(Kind::Ident)
                    && file.text(t) == file.text(name)
                    && !file.is_punct(t - 1, ".")
                    && file.kind(t - 1) != Some(Kind::PathSep)
                    && !file.is_punct(t + 1, "!")
            })
        })
}

/// Whether the type named at token `name` is written inside a library macro's body or an
/// invocation's arguments (outside its own item): what a macro makes of it cannot be told
/// apart from the tokens (an argument that names a type for the impls it stamps, a body that
/// names a type beside others), and removing it would take the whole invocation, with what is
/// used, as the place rustc cannot find it.
///
/// A trait too, when macro code uses it other than as the trait of an impl header
/// (`<$name as DynamicValue<$t>>::set($val)` beside `impl DynamicValue<$t> for $name`):
/// removing it would take the impls in that macro's body and leave the use.
fn named_in_macro(file: &File, shape: &Shape, name: usize) -> bool {
    // Types only, and traits as above: the impls a macro stamps are for types (a function or
    // constant that a macro names is called from the expansion, which rustc sees).
    let Some((keyword, first)) = item_start(file, name) else {
        return false;
    };
    let is_trait = file.is_ident(keyword, "trait");
    if !(is_trait || matches!(file.text(keyword), "struct" | "enum" | "union" | "type")) {
        return false;
    }
    let own = first..=item_end(file, first);
    shape.macro_groups.iter().any(|&(open, close)| {
        (open..close).any(|t| {
            t != name
                && !own.contains(&t)
                && file.kind(t) == Some(Kind::Ident)
                && file.text(t) == file.text(name)
                && !(is_trait && in_impl_header(file, open, t))
        })
    })
}

/// Whether token `t`, after `open`, is in the header of an impl (`impl<..> Trait<..> for`):
/// back from it over a path and its generic arguments, `impl` comes first.
fn in_impl_header(file: &File, open: usize, t: usize) -> bool {
    let mut i = t;
    while i > open {
        i -= 1;
        if file.is_ident(i, "impl") {
            return true;
        }
        let path_part = matches!(
            file.kind(i),
            Some(Kind::Ident | Kind::PathSep | Kind::Lifetime)
        ) || matches!(file.text(i), "<" | ">" | "," | "$" | ":" | "&" | "+" | "=");
        if !path_part {
            return false;
        }
    }
    false
}

/// Whether the item named at token `name` is a member of a trait (`trait T { const C: u8; }`)
/// that a macro body implements (`impl T for $t { const C: u8 = 1; }`): the definitions
/// there cannot go with it (no edit enters a macro), and without them the impls would not
/// compile, so the member stays.
fn declared_by_trait_a_macro_implements(file: &File, shape: &Shape, name: usize) -> bool {
    let Some(&brace) = shape.enclosing.get(name).filter(|&&b| b != usize::MAX) else {
        return false;
    };
    let Some(keyword) = (0..brace)
        .rev()
        .take_while(|&t| !file.is_punct(t, ";") && file.kind(t) != Some(Kind::Close))
        .find(|&t| file.is_ident(t, "trait"))
    else {
        return false;
    };
    let trait_name = file.text(keyword + 1);
    shape.macro_groups.iter().any(|&(open, close)| {
        (open..close).any(|t| {
            file.is_ident(t, "impl")
                && (t..close)
                    .take_while(|&h| !file.is(h, Kind::Open, "{"))
                    .any(|h| file.text(h) == trait_name && file.is_ident(h + 1, "for"))
        })
    })
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
        let entries = list_entries(file, file.text(group - 2), group, close);
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

/// The names that the solution reaches through a library's path (`crate::lib::Marker`,
/// `use crate::lib::{Marker, Other}`): what it means by them is the library's, unlike a
/// name of its own that happens to be the same.
fn names_through_libraries<'f>(
    file: &'f File,
    shape: &Shape,
    modules: &[String],
) -> BTreeSet<&'f str> {
    let mut names = BTreeSet::new();
    let mut t = 0;
    while t < file.tokens.len() {
        let starts_path = !shape.in_library(t)
            && file.kind(t + 1) == Some(Kind::PathSep)
            && modules.iter().any(|m| file.is_ident(t, m));
        if !starts_path {
            t += 1;
            continue;
        }
        // The rest of the path, use-tree braces included.
        let mut depth = 0usize;
        t += 1;
        while t < file.tokens.len() {
            match file.kind(t) {
                Some(Kind::Ident) => {
                    names.insert(file.text(t));
                }
                Some(Kind::PathSep) => {}
                Some(Kind::Open) if file.text(t) == "{" => depth += 1,
                Some(Kind::Close) if file.text(t) == "}" && depth > 0 => depth -= 1,
                Some(Kind::Punct) if file.text(t) == "," && depth > 0 => {}
                Some(Kind::Punct) if file.text(t) == "*" => {}
                _ => break,
            }
            t += 1;
        }
    }
    names
}

/// What to do about an unused item that a macro made, reported at token `at` inside a macro
/// body or an invocation's arguments, where nothing is edited: when `at` is in an entry of a
/// list invocation (as the macro's grammar separates them), that entry goes (it made the
/// item, and nothing uses it); otherwise the module around the invocation gets an `allow` of
/// the lint (rustc ignores one on the invocation itself), once.
fn unused_in_macro(file: &File, shape: &Shape, diagnostic: &Diagnostic, at: usize) -> Vec<Edit> {
    let Some(site) = invocation_site(file, shape, diagnostic, at) else {
        return Vec::new();
    };
    let group = site + 2;
    let close = file.partner[group];
    if group < at && at < close {
        let entries = list_entries(file, file.text(site), group, close);
        if let Some(&(first, last)) = entries.iter().find(|&&(f, l)| f <= at && at <= l) {
            return vec![delete_tokens(file, first, last)];
        }
    }
    let brace = shape.enclosing[site];
    if brace == usize::MAX || brace < 2 || !file.is_ident(brace - 2, "mod") {
        return Vec::new();
    }
    let module = brace - 2;
    let first = attributes_start(file, module);
    let allow = format!("allow({})", diagnostic.lint);
    if file
        .span_text(first, module)
        .replace(' ', "")
        .contains(&allow)
    {
        return Vec::new();
    }
    let start = file.tokens[first].start;
    vec![Edit {
        start,
        end: start,
        text: format!("#[{allow}] "),
    }]
}

/// The item-level invocation that produced what `diagnostic` reports at token `at` (inside
/// its arguments, or inside a macro body that it expanded): its name token.
fn invocation_site(
    file: &File,
    shape: &Shape,
    diagnostic: &Diagnostic,
    at: usize,
) -> Option<usize> {
    let invocations = item_level_invocations(file, shape);
    if let Some(&(name, _)) = invocations
        .iter()
        .find(|&&(_, group)| group < at && at < file.partner[group])
    {
        return Some(name);
    }
    diagnostic.invocations.iter().find_map(|&(start, _)| {
        invocations
            .iter()
            .find(|&&(name, _)| file.tokens[name].start == start)
            .map(|&(name, _)| name)
    })
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
                && previous_code_token(file, i)
                    .is_none_or(|p| matches!(file.text(p), ";" | "}" | "{" | "]"))
        })
        .map(|i| (i, i + 2))
        .collect()
}

/// The token before `at`, comments passed over.
fn previous_code_token(file: &File, at: usize) -> Option<usize> {
    (0..at)
        .rev()
        .find(|&t| !matches!(file.kind(t), Some(Kind::Comment | Kind::DocComment)))
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
        // Asked of rustc only when there is a cfg to decide (one run less for most bundles).
        let active = std::cell::OnceCell::new();
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
            if holds(&predicate, active.get_or_init(rustc::host_cfg)) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<String> {
        type_tokens(&name_tokens(text))
    }

    #[test]
    fn self_type_patterns_tell_values_references_and_generics_apart() {
        let value = TypePattern::of(&["u8"], &[]);
        let reference = TypePattern::of(&["&", "u8"], &[]);
        let mutable = TypePattern::of(&["&", "mut", "u8"], &[]);
        assert!(value.matches(&tokens("u8")) && !value.matches(&tokens("&u8")));
        assert!(reference.matches(&tokens("&u8")) && !reference.matches(&tokens("&mut u8")));
        assert!(mutable.matches(&tokens("&mut u8")) && !mutable.matches(&tokens("u8")));
        let vec = TypePattern::of(&["Vec", "<", "T", ">"], &["T"]);
        assert!(vec.matches(&tokens("alloc::vec::Vec::<(u32, u64)>")));
        assert!(!vec.matches(&tokens("alloc::vec::Vec::<u32>::extra")));
        let path = TypePattern::of(&["crate", "::", "lib", "::", "Foo"], &[]);
        assert!(path.matches(&tokens("bundle::lib::Foo")));
        let blanket = TypePattern::of(&["T"], &["T"]);
        assert!(blanket.matches(&tokens("&mut [u8]")));
    }

    /// `text` without its whitespace, to compare token streams.
    fn squeezed(text: &str) -> String {
        text.split_whitespace().collect()
    }

    fn library() -> Vec<String> {
        vec!["lib".to_string()]
    }

    #[test]
    fn empty_modules_go_with_their_imports_unless_a_path_names_them() {
        let text = "mod lib {\n    pub mod outer {\n        pub mod inner {\n            #![allow(unused)]\n        }\n        pub use inner::*;\n    }\n    pub mod map {}\n    pub mod zero {}\n    pub mod named {}\n    pub fn f(v: Option<u8>) -> Vec<u8> { vec![v.map(|x| x).unwrap_or(u8::zero())] }\n}\nuse lib::named;\nfn main() {}\n";
        let shaken = without_empty_modules(text, &library()).unwrap();
        assert_eq!(
            squeezed(&shaken),
            squeezed("mod lib {\n pub mod named {}\n pub fn f(v: Option<u8>) -> Vec<u8> { vec![v.map(|x| x).unwrap_or(u8::zero())] }\n}\nuse lib::named;\nfn main() {}\n")
        );
    }

    #[test]
    fn an_empty_module_that_shares_its_name_keeps_the_imports_of_that_name() {
        let text = "mod lib {\n    pub mod wrapper { pub mod modint {} }\n    pub mod modint { pub struct M; }\n    pub mod user { pub use crate::lib::modint::*; }\n}\nfn main() { let _ = lib::user::M; }\n";
        let shaken = without_empty_modules(text, &library()).unwrap();
        assert!(
            shaken.contains("pub use crate::lib::modint::*;"),
            "{shaken}"
        );
    }

    #[test]
    fn imports_of_missing_names_go_from_nested_lists_and_pub_uses() {
        let text = "mod lib {\n    pub mod convolution { pub fn other() {} }\n    pub mod user {\n        use crate::lib::convolution::convolution;\n        use crate::lib::{convolution::{other, gone}, user::{self}, missing_too};\n        pub use super::convolution::{gone2, gone3};\n        use std::gone4;\n        pub fn g() { other() }\n        pub(crate) use gone_macro;\n        macro_rules! kept { () => {}; }\n        pub(crate) use kept;\n        use g;\n    }\n}\nfn main() { kept!(); }\n";
        let edits = imports_of_missing(text, &library()).unwrap();
        assert_eq!(
            squeezed(&apply(text, merged(edits))),
            squeezed("mod lib {\n pub mod convolution { pub fn other() {} }\n pub mod user {\n use crate::lib::{convolution::{other}, user::{self}};\n use std::gone4;\n pub fn g() { other() }\n macro_rules! kept { () => {}; }\n pub(crate) use kept;\n use g;\n }\n}\nfn main() { kept!(); }\n")
        );
    }

    /// An `unused_imports` warning at byte ranges `primary`, without rustc's removal
    /// suggestion.
    fn unused_import_report(primary: Vec<(usize, usize)>) -> Diagnostic {
        Diagnostic {
            level: "warning".to_string(),
            lint: "unused_imports".to_string(),
            message: "unused imports".to_string(),
            rendered: String::new(),
            primary,
            suggestions: Vec::new(),
            invocations: Vec::new(),
        }
    }

    #[test]
    fn unused_imports_without_a_suggestion_go_by_their_spans() {
        let text = "mod lib {\n    pub use crate::lib::a::{One, Zero};\n    use crate::lib::a::Two;\n    pub mod a { pub trait One {} pub trait Zero {} pub trait Two {} }\n}\nfn main() {}\n";
        let span = |leaf: &str| {
            let start = text.find(leaf).unwrap();
            (start, start + leaf.len())
        };
        // The leaf alone, as rustc sometimes gives it.
        let diagnostic = unused_import_report(vec![span("One"), span("Two")]);
        let file = File::lex(Path::new("<test>"), text).unwrap();
        let shape = Shape::of(&file, &library());
        let unused = diagnostic.primary.iter().map(|&(start, _)| start).collect();
        let edits = unused_imports_without_suggestion(&file, &shape, &diagnostic, &unused);
        assert_eq!(
            squeezed(&apply(text, merged(edits))),
            squeezed("mod lib {\n pub use crate::lib::a::{Zero};\n pub mod a { pub trait One {} pub trait Zero {} pub trait Two {} }\n}\nfn main() {}\n")
        );
    }

    #[test]
    fn unused_items_that_macro_code_needs_are_told_apart() {
        let text = "mod lib {\n    pub trait Modulo { const ROOT: u32; }\n    macro_rules! modulo { ($t:ident) => { impl Modulo for $t { const ROOT: u32 = 3; } }; }\n    pub struct Max(pub u8);\n    pub struct Alone;\n    pub fn helper() {}\n    macro_rules! monoid { ($t:ty) => { impl Max { fn of(_: $t) {} } fn g() { helper() } }; }\n    pub trait Stamped {}\n    pub trait Called { fn set(); }\n    macro_rules! value { ($n:ident) => { impl Stamped for $n {} impl Called for $n { fn set() {} } }; ($n:ident = $v:expr) => { <$n as Called>::set() }; }\n}\nfn main() {}\n";
        let file = File::lex(Path::new("<test>"), text).unwrap();
        let shape = Shape::of(&file, &library());
        let token = |name: &str| {
            (0..file.tokens.len())
                .find(|&t| file.text(t) == name && file.kind(t) == Some(Kind::Ident))
                .unwrap()
        };
        let root = token("ROOT");
        assert!(declared_by_trait_a_macro_implements(&file, &shape, root));
        assert!(
            named_in_macro(&file, &shape, token("Max")),
            "a type a macro stamps"
        );
        assert!(!named_in_macro(&file, &shape, token("Alone")));
        assert!(
            !named_in_macro(&file, &shape, token("helper")),
            "a function: rustc sees its calls"
        );
        assert!(
            !named_in_macro(&file, &shape, token("Stamped")),
            "a trait that macro code only implements goes with those impls"
        );
        assert!(
            named_in_macro(&file, &shape, token("Called")),
            "a trait that macro code also calls through stays"
        );
    }

    #[test]
    fn an_unused_item_that_a_kept_trait_impl_names_stays() {
        let text = "mod lib {\n    pub trait Rt { fn g(&self) -> usize; }\n    pub struct R;\n    impl Rt for R { fn g(&self) -> usize { MM } }\n    const MM: usize = 1;\n    const GONE: usize = 2;\n    macro_rules! call { () => { <R as Rt>::g(&R) }; }\n}\nfn main() {}\n";
        let file = File::lex(Path::new("<test>"), text).unwrap();
        let shape = Shape::of(&file, &library());
        // rustc's reports: the trait never used, the struct never constructed, the consts.
        let dead_report = |item: &str| {
            let name = item.split(' ').nth(1).unwrap();
            let start = text.find(item).unwrap() + item.find(name).unwrap();
            Diagnostic {
                lint: "dead_code".to_string(),
                primary: vec![(start, start + name.len())],
                ..unused_import_report(Vec::new())
            }
        };
        let diagnostics: Vec<Diagnostic> = ["trait Rt", "struct R", "const MM", "const GONE"]
            .into_iter()
            .map(dead_report)
            .collect();
        let hidden = HiddenItems::find(&file, &shape);
        let kept: Vec<&str> = dead_but_kept(&file, &shape, &hidden, &BTreeSet::new(), &diagnostics)
            .into_iter()
            .map(|t| file.text(t))
            .collect();
        assert_eq!(kept, ["Rt", "R", "MM"]);
    }

    #[test]
    fn a_use_list_whose_every_leaf_is_unused_goes_whole() {
        // rustc suggests `{One, Zero}` -> `Zero` for `One`, and nothing for `Zero`.
        let text = "mod lib {\n    use crate::lib::a::{One, Zero};\n    pub mod a { pub trait One {} pub trait Zero {} }\n}\nfn main() {}\n";
        let at = |leaf: &str| text.find(leaf).unwrap();
        let zero = (at("Zero"), at("Zero") + 4);
        let diagnostic = unused_import_report(vec![zero]);
        let file = File::lex(Path::new("<test>"), text).unwrap();
        let shape = Shape::of(&file, &library());
        let unused = BTreeSet::from([at("One"), zero.0]);
        let edits = unused_imports_without_suggestion(&file, &shape, &diagnostic, &unused);
        assert_eq!(
            squeezed(&apply(text, merged(edits))),
            squeezed(
                "mod lib {\n pub mod a { pub trait One {} pub trait Zero {} }\n}\nfn main() {}\n"
            )
        );
    }

    #[test]
    fn candidates_that_a_supertrait_of_a_kept_impl_needs_stay() {
        let text = "mod lib {\n    pub trait Base: Extra + std::fmt::Debug {}\n    pub trait Extra: Deeper {}\n    pub trait Deeper {}\n    #[derive(Debug)]\n    pub struct S;\n    pub struct T;\n    impl Base for S {}\n    impl Extra for S {}\n    impl Deeper for S {}\n    impl Extra for T {}\n    impl Deeper for T {}\n}\nfn main() {}\n";
        let file = File::lex(Path::new("test.rs"), text).unwrap();
        let shape = Shape::of(&file, &library());
        assert_eq!(
            library_supertraits(&file, &shape).get("Base"),
            Some(&vec!["Extra", "Debug", "Deeper"])
        );
        let candidates = shape.candidates(&file);
        let group = candidates
            .iter()
            .filter(|c| c.key != "impl Base for S")
            .collect();
        let mut pinned = BTreeSet::new();
        let left = without_supertrait_needs(&file, &shape, group, &mut pinned);
        let keys = |c: &[&Candidate]| c.iter().map(|c| c.key.clone()).collect::<Vec<_>>();
        assert_eq!(keys(&left), ["impl Extra for T", "impl Deeper for T"]);
        assert_eq!(
            pinned.into_iter().collect::<Vec<_>>(),
            ["impl Deeper for S", "impl Extra for S"]
        );
    }

    #[test]
    fn instance_names_give_their_impls_and_identifiers() {
        let name = InstanceName::of("<&u8 as bundle::lib::Show>::show::{closure}");
        assert_eq!(name.impls, [(tokens("&u8"), "Show".to_string())]);
        assert!(name.idents.contains("lib") && name.idents.contains("u8"));
        let nested = InstanceName::of("<bundle::W<u8> as core::ops::Add<u32>>::add");
        assert_eq!(nested.impls, [(tokens("W<u8>"), "Add".to_string())]);
        assert!(InstanceName::of("bundle::main").impls.is_empty());
    }
}
