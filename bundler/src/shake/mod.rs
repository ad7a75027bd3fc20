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
//!   is among the functions the bundle instantiates and can reach from `main` (see
//!   [`crate::mono`]), and after the removal the bundle instantiates exactly the same
//!   functions, which a moved call would change.
//!
//! So only a removal of the second kind needs the instances, and with them a look (rustc
//! generating the bundle's code, about twice the cost of a check); after one of the first
//! kind, a check says what rustc reports now, and the instances stay the baseline's (the
//! first name pass, before the baseline, rests on that too). And the driver ([`shake`])
//! checks the whole result against the baseline: the shaken bundle must instantiate what the
//! unshaken one did, or the libraries stay whole (with a note).
//!
//! A removal can leave code that names what went (an import, an impl in another module, a
//! macro invocation): that goes with it, as rustc's "cannot find" errors point it out.
//!
//! Here is the driver and its trials; the parts it drives are modules of their own:
//! `shape` (where things are in the tokens), `diagnostics` (what rustc says), `removals`
//! (what the lints' reports and the dangling leftovers take, and what stays), `imports`
//! (imports of what went, without rustc), `orphans` (impls of the types and traits that
//! went, without rustc), `candidates` (the impls that run no code, and their
//! trials), `bounds` (what the bounds of the functions that run need of those impls) and
//! `finish` (comments and empty modules).

use crate::cfg::holds;
use crate::edits::{apply, tidy, Edit};
use crate::error::{Error, ErrorKind};
use crate::expand::{
    attributes_start, declared_names, delete_tokens, header_start, item_end, item_keyword,
    paths_into, File, ITEM_KEYWORDS, JUDGE_CFG_MARK,
};
use crate::json::{self, Json};
use crate::lexer::Kind;
use crate::macros::{MacroRules, Macros};
use crate::mono;
use crate::rustc;
use crate::scope::EXTERNAL_CRATES;
use crate::unreferenced::{
    impl_generics, implemented_trait, impls_only, list_entries, unreferenced_items, KEYWORDS,
    STD_TYPES,
};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

mod bounds;
mod candidates;
mod diagnostics;
mod finish;
mod imports;
mod orphans;
mod removals;
mod shape;
#[cfg(test)]
mod tests;

use bounds::*;
use candidates::*;
use diagnostics::*;
use finish::*;
use imports::*;
use orphans::*;
use removals::*;
use shape::*;

/// The name the shaking lexes its texts under: an error there is the bundler's own.
const BUNDLE: &str = "<bundle>";

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
    /// What the solution reaches of `text` uses a crate that no paste holds (a registry
    /// crate the judge does not provide): a path into it is left once the name pass is done.
    UsesAbsentCrate {
        text: String,
    },
    Other(Error),
}

impl ShakeFailure {
    /// The failure as an error of the bundler's own, where only an [`Error`] can happen.
    fn into_error(self) -> Error {
        match self {
            ShakeFailure::Other(error) => error,
            ShakeFailure::DoesNotCompile { rendered, .. } => Error::in_file(
                Path::new(BUNDLE),
                format!("a step after the first failed to compile:\n{rendered}"),
            )
            .kind(ErrorKind::Internal),
            ShakeFailure::UsesAbsentCrate { .. } => Error::in_file(
                Path::new(BUNDLE),
                "a step after the first found a path into an absent crate",
            )
            .kind(ErrorKind::Internal),
        }
    }
}

/// `text` without the imports from `absent` crates (registry crates that no paste holds)
/// that nothing can use ([`idle_absent_imports`]), or the failure that says the solution
/// reaches code that uses one: no rustc run could say more, and a removal could not make up
/// for the crate (what it takes could be what the code needs).
fn without_absent_crates(
    text: &str,
    modules: &[String],
    absent: &BTreeSet<&str>,
) -> Result<String, ShakeFailure> {
    if absent.is_empty() {
        return Ok(text.to_string());
    }
    let text = apply(text, idle_absent_imports(text, modules, absent)?);
    let file = File::lex(Path::new(BUNDLE), &text)?;
    if !paths_into(&file, absent).is_empty() {
        return Err(ShakeFailure::UsesAbsentCrate { text });
    }
    Ok(text)
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
pub fn shake(
    text: &str,
    modules: &[String],
    edition: &str,
    absent: &BTreeSet<&str>,
) -> Result<Shaken, ShakeFailure> {
    let text = without_dead_code_allows(text, modules)?;
    let mut refused = BTreeSet::new();
    let pruned = without_unreferenced(&text, modules, edition, false, None, absent, &mut refused)?;
    let (text, first) = match pruned {
        Some(pruned) => pruned,
        None => {
            let mut text = without_absent_crates(&text, modules, absent)?;
            let mut first = look(&text, edition)?;
            // The first look is where what the bundle's edition asks of an older library's
            // patterns shows (the name pass's trials apply it with their dangling removals).
            for _ in 0..MAX_ROUNDS {
                let file = File::lex(Path::new(BUNDLE), &text)?;
                let fixes =
                    edition_pattern_fixes(&file, &Shape::of(&file, modules), &first.diagnostics);
                if fixes.is_empty() {
                    break;
                }
                text = apply(&text, merged(fixes));
                first = look(&text, edition)?;
            }
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
        // Text the shaking edited that does not lex is its own fault, not the user's: its
        // lines are the bundle's, in no file of theirs.
        Err(error) if error.file == Path::new(BUNDLE) => error.to_string(),
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
    let Ok(file) = File::lex(Path::new(BUNDLE), text) else {
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
///   candidates and the `_`-named items that name what the lints report (which rustc never
///   reports: [`unreported_dead_items`]) ([`CombinedTrial`]) until such a trial fails, then
///   with what no kept code names once they are gone ([`without_lints_and_unnamed`]);
/// - what no kept code names (`unreferenced`), whole items, then list entries;
/// - trait impls and impl-stamping macro invocations that run no code
///   ([`remove_candidates`]: at most [`MAX_CANDIDATE_TRIALS`] looks and
///   [`MAX_CANDIDATE_TRIAL_BYTES`] of text a round), but those that code which stays states
///   it needs ([`without_stated_needs`]: a supertrait, a qualified path), which no trial
///   could remove.
///
/// A round of the lints' removals whose errors no dangling removal fixes is done again from
/// the text before it, keeping what the errors of every check since then name
/// ([`rescued_names`]: rustc's dead-code
/// analysis and the code that stays can disagree, as when a trait that stays calls a dead
/// trait's method), until the errors name nothing new; only then does shaking give up. The
/// functions that macro bodies call by name (tayu's `xor_shift`) are rescued from the start
/// ([`functions_called_in_macro_bodies`]), and a combined trial that still fails on such a
/// call rescues its function at once: the lints' round alone would fail on it too.
///
/// Then [`finish()`] takes comments and empty modules, without a check. `first` is rustc's look
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
    // The text and look before the last round of the lints' removals, until the bundle
    // compiles again; and the names that such a round took though code left needs them.
    let mut before_lints: Option<(String, Look)> = None;
    // Read once: the functions that run, and so their declarations, never go.
    let (mut rescued, running_needs) = {
        let file = File::lex(Path::new(BUNDLE), &text)?;
        let shape = Shape::of(&file, modules);
        (
            functions_called_in_macro_bodies(&file, &shape),
            running_bounds(&file, &shape, &baseline.instances),
        )
    };
    // The errors of every check since that round: a dangling removal can hide the first
    // cause (the `fn xor_shift` the lints took, whose callers a macro body writes) behind
    // its own (the invocations of that macro went, with impls that code needs).
    let mut errors_since_lints: Vec<Diagnostic> = Vec::new();
    for _ in 0..MAX_ROUNDS {
        if before_lints.is_some() {
            errors_since_lints.extend(current.errors().cloned());
        }
        let file = File::lex(Path::new(BUNDLE), &text)?;
        let shape = Shape::of(&file, modules);
        let dangling = dangling_removals(&file, &shape, &current.diagnostics);
        if !dangling.is_empty() {
            text = apply(&text, merged(dangling));
            current = checked(&text, edition, baseline)?;
            continue;
        }
        if current.errors().next().is_some() {
            // What the lints reported dead can still be what code that stays needs (a
            // trait's default method calling another dead trait's method, egor's
            // `max_capacity.maxim(..)`): that round is done again, keeping what the errors
            // name, rather than giving up on the shaking.
            if let Some((before, look)) = before_lints.take() {
                let errors = std::mem::take(&mut errors_since_lints);
                let missing = rescued_names(&before, modules, &errors)?;
                if !missing.is_subset(&rescued) {
                    rescued.extend(missing);
                    (text, current) = (before, look);
                    continue;
                }
            }
            let rendered = current.errors().next().map(|e| e.rendered.clone());
            return Err(Error::in_file(
                Path::new(BUNDLE),
                format!(
                    "a removal left a bundle that does not compile:\n{}",
                    rendered.unwrap_or_default()
                ),
            )
            .kind(ErrorKind::Internal));
        }
        before_lints = None;
        errors_since_lints.clear();
        let mut hidden = HiddenItems::find(&file, &shape);
        // Kept as what hidden code needs is: by name.
        hidden.needed.extend(rescued.iter().cloned());
        let edits = removals_for(&file, &shape, modules, &hidden, &current.diagnostics);
        if !edits.is_empty() {
            let reported = reported(&file, &shape, &current.diagnostics);
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
                    running: &running_needs,
                };
                let mut trial_edits = edits.clone();
                trial_edits.extend(unreported_dead_items(&file, &shape, &current.diagnostics));
                let mut missing = BTreeSet::new();
                if let Some((shaken, seen)) = trial.run(&trial_edits, &mut pinned, &mut missing)? {
                    text = shaken;
                    current = seen;
                    continue;
                }
                combine = false;
                if !missing.is_subset(&rescued) {
                    // The round is done again keeping them, as a failed lints' round would be.
                    rescued.extend(missing);
                    continue;
                }
            }
            before_lints = Some((text.clone(), current.clone()));
            let lints = Lints {
                edits,
                before: current,
                reported,
            };
            (text, current) =
                without_lints_and_unnamed(&text, lints, modules, edition, baseline, &mut refused)?;
            continue;
        }
        let mut shaken = None;
        for split_lists in [false, true] {
            // No path into an absent crate is left once step 1 is past.
            let no_crates = BTreeSet::new();
            shaken = without_unreferenced(
                &text,
                modules,
                edition,
                split_lists,
                Some(baseline),
                &no_crates,
                &mut refused,
            )
            .map_err(ShakeFailure::into_error)?;
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
        let idle = without_stated_needs(
            &file,
            &shape,
            &candidates,
            idle,
            &[],
            &running_needs,
            &mut pinned,
        );
        if let Some((shaken, seen)) = remove_candidates(
            &file,
            modules,
            idle,
            edition,
            baseline,
            &current,
            &mut pinned,
        )? {
            text = shaken;
            current = seen;
        }
    }
    Err(Error::in_file(
        Path::new(BUNDLE),
        format!("tree shaking did not settle in {MAX_ROUNDS} rounds"),
    )
    .kind(ErrorKind::Internal))
}

/// The names that `errors`, of a round of the lints' removals from `before`, say the round
/// took though code that stays needs them ([`missing_names`]), and the library traits in
/// `before` that declare a missing method (which the lints reported by the trait's name).
fn rescued_names(
    before: &str,
    modules: &[String],
    errors: &[Diagnostic],
) -> Result<BTreeSet<String>, Error> {
    let mut names: BTreeSet<String> = errors.iter().flat_map(missing_names).collect();
    let file = File::lex(Path::new(BUNDLE), before)?;
    for (trait_name, methods) in Shape::of(&file, modules).trait_methods(&file) {
        if methods.iter().any(|m| names.contains(m)) {
            names.insert(trait_name.to_string());
        }
    }
    Ok(names)
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
    /// What the functions that run need ([`running_bounds`]).
    running: &'a BTreeSet<(String, String)>,
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
        missing: &mut BTreeSet<String>,
    ) -> Result<Option<(String, Look)>, Error> {
        let candidates = self.shape.candidates(self.file);
        let mut carried = Vec::new();
        for _ in 0..MAX_COMBINED_ATTEMPTS {
            match self.attempt(&candidates, edits, pinned, &mut carried, missing)? {
                Attempt::Shaken(text, look) => return Ok(Some((text, look))),
                // Only a failure that pinned what its errors name is worth another attempt
                // (what stated needs pinned is left out of the next one as of this one).
                Attempt::Failed { pinned_named: true } => continue,
                Attempt::Failed {
                    pinned_named: false,
                }
                | Attempt::NothingToTry => break,
            }
        }
        Ok(None)
    }

    /// One trial of [`CombinedTrial::run`] with the candidates not `pinned`. The dangling
    /// removals an earlier attempt needed are `carried` (each as the text it removed and what
    /// it wrote instead): the next attempt removes fewer candidates, and what they left
    /// dangling is mostly left dangling again (egor's `impl .. for Matrix<T>` once `Matrix`
    /// went), so each one whose text occurs once in the new trial is made before the first
    /// look, which saves the look that would find it again. One that is not dangling there
    /// can only fail the look or change the instances, which the look tells.
    fn attempt(
        &self,
        candidates: &[Candidate],
        edits: &[Edit],
        pinned: &mut BTreeSet<String>,
        carried: &mut Vec<(String, String)>,
        missing: &mut BTreeSet<String>,
    ) -> Result<Attempt, Error> {
        let idle: Vec<&Candidate> = candidates
            .iter()
            .filter(|c| !pinned.contains(&c.key) && !c.may_run(&self.baseline.names))
            .collect();
        let idle = without_stated_needs(
            self.file,
            self.shape,
            candidates,
            idle,
            edits,
            self.running,
            pinned,
        );
        if idle.is_empty() {
            return Ok(Attempt::NothingToTry);
        }
        let removals = idle
            .iter()
            .map(|c| delete_tokens(self.file, c.first, c.last));
        let trial = apply(
            self.text,
            merged(edits.iter().cloned().chain(removals).collect()),
        );
        // What only the removed impls named goes with them, before rustc is asked, and so
        // do the imports only they used, and the entries of list invocations that only they
        // named (`impl_basic_traits! { .. for DynamicModInt<I>; .. }` once the impls of
        // `DynamicModInt` are gone): else a round of lints would follow.
        let trial = match unnamed_removed(&trial, self.modules, true)? {
            Some((pruned, key)) if !self.refused.contains(&key) => pruned,
            _ => without_imports_of_missing(&trial, self.modules)?,
        };
        let before = library_type_names(self.file, self.shape);
        let mut trial = without_impls_of_gone(&trial, self.modules, &before)?;
        let again = carried_again(&trial, carried);
        if !again.is_empty() {
            trial = apply(&trial, merged(again));
        }
        for _ in 0..MAX_DANGLING_FIXES {
            let seen = look(&trial, self.edition)?;
            if seen.errors().next().is_none() {
                let same = seen.instances.as_ref() == Some(&self.baseline.instances)
                    && seen.warns_as(&self.warnings);
                return Ok(if same {
                    Attempt::Shaken(trial, seen)
                } else {
                    Attempt::Failed {
                        pinned_named: false,
                    }
                });
            }
            // What the removals left dangling (a method its trait lost, in a macro body that
            // writes it out) goes first: the errors it causes name no candidate that is needed.
            let file = File::lex(Path::new(BUNDLE), &trial)?;
            let shape = Shape::of(&file, self.modules);
            let dangling = dangling_removals(&file, &shape, &seen.diagnostics);
            if !dangling.is_empty() {
                carried.extend(
                    dangling
                        .iter()
                        .map(|e| (trial[e.start..e.end].to_string(), e.text.clone())),
                );
                // An error that no dangling removal is about (a method not found) names
                // candidates that are needed: the next attempt leaves them out and makes the
                // carried removals, in one look instead of two.
                let other_errors = Look {
                    diagnostics: seen
                        .errors()
                        .filter(|e| !leaves_dangling(e))
                        .cloned()
                        .collect(),
                    instances: None,
                };
                let named = named_by_errors(&trial, &other_errors, &idle)?;
                if !named.is_empty() {
                    pinned.extend(named.iter().map(|c| c.key.clone()));
                    return Ok(Attempt::Failed { pinned_named: true });
                }
                trial = apply(&trial, merged(dangling));
                continue;
            }
            // A function only macro bodies call, which the lints took: the lints' round
            // without this trial's candidates would fail on it too.
            missing.extend(
                seen.errors()
                    .filter(|e| function_called_in_macro_body(&file, &shape, e))
                    .flat_map(missing_names),
            );
            let named = named_by_errors(&trial, &seen, &idle)?;
            pinned.extend(named.iter().map(|c| c.key.clone()));
            return Ok(Attempt::Failed {
                pinned_named: !named.is_empty(),
            });
        }
        Ok(Attempt::Failed {
            pinned_named: false,
        })
    }
}

/// The removals of what the lints reported in one look (`before`), and what those reports
/// are about.
struct Lints {
    edits: Vec<Edit>,
    before: Look,
    reported: Reported,
}

/// `text` without what the lints report and then what no kept code names, in one
/// check: a lint's removal often leaves items that only the removed code named, which would
/// cost a check of their own. When the second part does not compile, it is `refused` and the
/// lints' removals are checked alone, and not even checked where they remove only imports
/// that go through no other import and macros ([`Reported::Inert`]): the look before stands
/// for the result's diagnostics then.
fn without_lints_and_unnamed(
    text: &str,
    lints: Lints,
    modules: &[String],
    edition: &str,
    baseline: &Baseline,
    refused: &mut BTreeSet<String>,
) -> Result<(String, Look), Error> {
    let before = {
        let file = File::lex(Path::new(BUNDLE), text)?;
        library_type_names(&file, &Shape::of(&file, modules))
    };
    let linted = without_impls_of_gone(&apply(text, merged(lints.edits)), modules, &before)?;
    if let Some((pruned, key)) = unnamed_removed(&linted, modules, true)? {
        if !refused.contains(&key) {
            let seen = checked(&pruned, edition, baseline)?;
            if seen.errors().next().is_none() {
                return Ok((pruned, seen));
            }
            refused.insert(key);
        }
    }
    Ok(match lints.reported {
        Reported::Items => {
            // The imports of what went go too (an exported macro's `pub(crate) use`), as
            // with the name pass's removals: each would cost a round of errors.
            let linted = without_imports_of_missing(&linted, modules)?;
            let seen = checked(&linted, edition, baseline)?;
            (linted, seen)
        }
        Reported::Imports => {
            let seen = checked(&linted, edition, baseline)?;
            (linted, seen)
        }
        Reported::Inert => (linted, lints.before.without_unused_reports()),
    })
}

/// The edits of `carried` (a text removed and what was written instead) whose text occurs
/// exactly once in `trial`, there.
fn carried_again(trial: &str, carried: &[(String, String)]) -> Vec<Edit> {
    carried
        .iter()
        .filter(|(removed, _)| !removed.is_empty())
        .filter_map(|(removed, written)| {
            let start = trial.find(removed.as_str())?;
            let next = start + trial[start..].chars().next().map_or(1, char::len_utf8);
            let once = !trial[next..].contains(removed.as_str());
            once.then(|| Edit {
                start,
                end: start + removed.len(),
                text: written.clone(),
            })
        })
        .collect()
}

/// How one attempt of a [`CombinedTrial`] went.
enum Attempt {
    /// It compiles and instantiates the baseline: the text and its look.
    Shaken(String, Look),
    /// It does not, or runs other functions; `pinned_named`: its errors named candidates,
    /// now pinned, so that another attempt differs.
    Failed { pinned_named: bool },
    /// No candidate is left to remove with the lints' removals.
    NothingToTry,
}

/// How many times [`CombinedTrial`] removes what its removals left dangling before it gives up.
const MAX_DANGLING_FIXES: usize = 2;

/// How many trials [`CombinedTrial::run`] makes: after a failure whose errors name candidates
/// (pinned then), one more without them usually succeeds, and costs a run less than leaving
/// the candidates to their own step. A third is for needs that only show once the first are
/// met: Haar-you's dijkstra needs `impl Direction for Directed {}` for `Graph::new`, and only
/// then shows that it needs `implement!(Unsigned; u8, ..)` (a failing trial is a type check,
/// cheap beside the two checks of the lints' round it saves there).
const MAX_COMBINED_ATTEMPTS: usize = 3;

/// `text` without the library items that nothing kept names (see [`crate::unreferenced`]),
/// once the imports that leaves dangling are gone too, if that compiles. `None` when there is
/// nothing of the kind, or when the same removal failed before (`refused` remembers it).
/// `split_lists`: entries of list invocations go too (see `unreferenced_items`). The result
/// is looked at when there is no `baseline` yet (it becomes the baseline), and checked else.
/// Before any of that, what is left must not use an `absent` crate
/// ([`without_absent_crates`]).
///
/// A removal that does not compile because it took what code left needs (a trait whose
/// method a call names, brought into scope where the pass did not see it) is made again
/// keeping the library names its errors say are missing ([`names_the_pass_took`]), rather
/// than given up: giving up costs a look at the libraries whole (675 KB for a Haar-you
/// program, where this is 60 KB) and every round after it at that size.
fn without_unreferenced(
    text: &str,
    modules: &[String],
    edition: &str,
    split_lists: bool,
    baseline: Option<&Baseline>,
    absent: &BTreeSet<&str>,
    refused: &mut BTreeSet<String>,
) -> Result<Option<(String, Look)>, ShakeFailure> {
    let mut keeping = BTreeSet::new();
    for _ in 0..MAX_NAME_PASS_ATTEMPTS {
        let Some((trial, key)) = unnamed_removed_keeping(text, modules, split_lists, &keeping)?
        else {
            return Ok(None);
        };
        if refused.contains(&key) {
            return Ok(None);
        }
        let mut trial = without_absent_crates(&trial, modules, absent)?;
        let mut errors = Vec::new();
        for _ in 0..MAX_ROUNDS {
            let seen = match baseline {
                Some(baseline) => checked(&trial, edition, baseline)?,
                None => look(&trial, edition)?,
            };
            let dangling = {
                let file = File::lex(Path::new(BUNDLE), &trial)?;
                let edits = dangling_removals(&file, &Shape::of(&file, modules), &seen.diagnostics);
                (!edits.is_empty()).then(|| apply(&trial, merged(edits)))
            };
            match dangling {
                Some(next) => trial = next,
                None if seen.errors().next().is_some() => {
                    errors = seen.errors().cloned().collect();
                    break;
                }
                None => return Ok(Some((trial, seen))),
            }
        }
        if baseline.is_none() && solutions_own(&trial, text, modules, &errors)? {
            return Err(ShakeFailure::DoesNotCompile {
                rendered: errors[0].rendered.clone(),
                text: trial,
            });
        }
        refused.insert(key);
        let missing = names_the_pass_took(text, modules, &errors)?;
        if missing.is_subset(&keeping) {
            break;
        }
        keeping.extend(missing);
    }
    Ok(None)
}

/// Errors that a removal of unused items does not cause: a mismatched type (E0308) or a
/// wrong number of arguments (E0061), since the name pass changes no kept item's signature
/// and keeps every impl of a kept type and trait (a call it broke fails to resolve: E0599,
/// E0425, E0277), and the errors of borrow checking (`Copy` and `Clone` impls stay with
/// their types).
const SOLUTION_ERRORS: &[&str] = &[
    "E0061", "E0308", "E0382", "E0384", "E0499", "E0502", "E0503", "E0505", "E0506", "E0507",
    "E0596", "E0597", "E0716",
];

/// Whether `errors`, of the name pass's removal `trial` from `text`, are surely the
/// solution's own: each stands in the solution's code and is one of [`SOLUTION_ERRORS`] or
/// names only what no library of `text` spells (a misspelt method: `join_strr`). Then the
/// trial's look says all there is to say, and the look at the libraries whole that would
/// confirm it (3 s of a Haar-you program, on the critical path of every compile error in a
/// contest) is spared.
fn solutions_own(
    trial: &str,
    text: &str,
    modules: &[String],
    errors: &[Diagnostic],
) -> Result<bool, Error> {
    if errors.is_empty() {
        return Ok(false);
    }
    let pruned = File::lex(Path::new(BUNDLE), trial)?;
    let pruned_shape = Shape::of(&pruned, modules);
    let file = File::lex(Path::new(BUNDLE), text)?;
    let shape = Shape::of(&file, modules);
    let library_idents: BTreeSet<&str> = (0..file.tokens.len())
        .filter(|&t| file.kind(t) == Some(Kind::Ident) && shape.in_library(t))
        .map(|t| file.text(t))
        .collect();
    Ok(errors.iter().all(|error| {
        let in_solution = !error.primary.is_empty()
            && error.primary.iter().all(|&(start, _)| {
                pruned
                    .token_starting_at(start)
                    .is_some_and(|t| !pruned_shape.in_library(t))
            });
        let missing = missing_names(error);
        let unknown_names = !missing.is_empty()
            && missing
                .iter()
                .all(|name| !library_idents.contains(name.as_str()));
        in_solution && (SOLUTION_ERRORS.contains(&error.lint.as_str()) || unknown_names)
    }))
}

/// How many removals [`without_unreferenced`] makes at most: the first, and one for each
/// time its errors named more that it took (one is the most seen).
const MAX_NAME_PASS_ATTEMPTS: usize = 3;

/// The names that `errors`, of a name pass's removal from `text`, say it took though code
/// left needs them ([`rescued_names`]), but only those the libraries of `text` declare: an
/// error of the solution's own (a misspelt method) names nothing to keep, and costs no
/// second attempt.
fn names_the_pass_took(
    text: &str,
    modules: &[String],
    errors: &[Diagnostic],
) -> Result<BTreeSet<String>, Error> {
    let mut names = rescued_names(text, modules, errors)?;
    let file = File::lex(Path::new(BUNDLE), text)?;
    let shape = Shape::of(&file, modules);
    let declared: BTreeSet<&str> = (0..file.tokens.len().saturating_sub(1))
        .filter(|&t| shape.in_library(t) && file.kind(t + 1) == Some(Kind::Ident))
        .filter(|&t| ITEM_KEYWORDS.contains(&file.text(t)))
        .map(|t| file.text(t + 1))
        .collect();
    names.retain(|name| declared.contains(name.as_str()));
    Ok(names)
}

/// `text` without the library items that no kept code names and the imports that name
/// nothing then ([`imports_of_missing`]), and the removed items' text (a key for `refused`);
/// `None` when no item goes. Tokens only: no check.
fn unnamed_removed(
    text: &str,
    modules: &[String],
    split_lists: bool,
) -> Result<Option<(String, String)>, Error> {
    unnamed_removed_keeping(text, modules, split_lists, &BTreeSet::new())
}

/// [`unnamed_removed`], with the items called `keeping` kept as named.
fn unnamed_removed_keeping(
    text: &str,
    modules: &[String],
    split_lists: bool,
    keeping: &BTreeSet<String>,
) -> Result<Option<(String, String)>, Error> {
    let file = File::lex(Path::new(BUNDLE), text)?;
    let shape = Shape::of(&file, modules);
    let hidden = HiddenItems::find(&file, &shape);
    let mut also_named = hidden.imported_names(&file);
    also_named.extend(keeping.iter().cloned());
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
    // The imports of what went would each cost a round of "unresolved import" errors, and
    // those that only what went used a round of lints.
    Ok(Some((
        without_imports_of_missing(&pruned, modules)?,
        key.join("\n"),
    )))
}

/// `text` without the imports that name nothing ([`imports_of_missing`]), until none is
/// left: an import that goes can be what another one went through (`use crate::lib::m;` of
/// the `pub(crate) use m;` that lifts an exported macro to the library's root).
fn without_imports_of_missing(text: &str, modules: &[String]) -> Result<String, Error> {
    let mut text = text.to_string();
    for _ in 0..MAX_IMPORT_PASSES {
        let edits = imports_of_missing(&text, modules)?;
        if edits.is_empty() {
            break;
        }
        text = apply(&text, merged(edits));
    }
    Ok(text)
}

/// `text` without the library impls that name a type or trait of `before` (the library's
/// type names before the removals that made `text`) that is gone ([`impls_of_gone`]):
/// what a failed run would otherwise point out.
fn without_impls_of_gone(
    text: &str,
    modules: &[String],
    before: &BTreeSet<String>,
) -> Result<String, Error> {
    Ok(apply(text, merged(impls_of_gone(text, modules, before)?)))
}

/// How many times [`without_imports_of_missing`] looks for imports of missing names: a
/// chain of imports is short (a re-export, the imports of it).
const MAX_IMPORT_PASSES: usize = 4;

/// What one rustc run says of a bundle: its diagnostics, and the functions it instantiates
/// (see [`crate::mono`]; `None` when it does not compile).
#[derive(Clone)]
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

    /// The look without its reports of unused items, once those are removed: what it says
    /// else and its instances stand for the text without them.
    fn without_unused_reports(self) -> Look {
        Look {
            diagnostics: self
                .diagnostics
                .into_iter()
                .filter(|d| !UNUSED_LINTS.contains(&d.lint.as_str()))
                .collect(),
            instances: self.instances,
        }
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
        instances: ir.map(|ir| mono::reachable_functions(&ir)),
    })
}

/// A check of `text`, which removals that cannot change what the bundle runs made (what the
/// lints report, what no kept code names, and what those leave dangling): its diagnostics,
/// and the baseline's instances, which stand for its own when it compiles. No code is
/// generated, which costs a look about twice what the check costs.
fn checked(text: &str, edition: &str, baseline: &Baseline) -> Result<Look, Error> {
    let mut seen = Look {
        diagnostics: check(text, edition)?,
        instances: None,
    };
    if seen.errors().next().is_none() {
        seen.instances = Some(baseline.instances.clone());
    }
    Ok(seen)
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
    let file = File::lex(Path::new(BUNDLE), text)?;
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
