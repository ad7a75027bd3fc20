//! The trait impls and impl-stamping invocations that run no code, and the trials that remove
//! them: a group goes only when the bundle then compiles and instantiates exactly the baseline.

use super::*;
use std::borrow::Cow;

/// Removes what of the `idle` candidates can go without changing what the program runs. The
/// caller has pinned the candidates with code among `baseline` (the instances of the unshaken
/// bundle, which every accepted removal keeps as they are) and those that code which stays
/// states it needs ([`without_stated_needs`]). The idle ones are tried in groups
/// ([`CandidateTrials`]): all of them at once first, and a group goes only when the bundle
/// then compiles and instantiates exactly `baseline`. A removal that would move a call (see [`crate::mono`])
/// changes the instances, so it is never kept. `None` when nothing went. `file` is the text
/// the candidates are in, and `modules` its library modules.
pub(super) fn remove_candidates(
    file: &File,
    modules: &[String],
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
        text: file.source,
        file,
        type_names: library_type_names(file, &Shape::of(file, modules)),
        modules,
        edition,
        baseline,
        warnings: current.other_warnings(),
        pinned,
        removed: Vec::new(),
        last: None,
        runs_left: MAX_CANDIDATE_TRIALS,
        bytes_left: MAX_CANDIDATE_TRIAL_BYTES,
    };
    trials.remove(idle, false)?;
    Ok(trials.last)
}

/// How many looks [`remove_candidates`] may take in one round; what is left untried then
/// stays.
pub(super) const MAX_CANDIDATE_TRIALS: usize = 16;

/// How many bytes of text the looks of [`remove_candidates`] may take in all in one round: a
/// look costs about in proportion to its text, and what a trial can win is a few impls. So a
/// bundle of seed size (10-20 KB) gets its [`MAX_CANDIDATE_TRIALS`] looks, and one of 80 KB
/// (a library whose macros keep most of it) four, not sixteen of a second each. A count of
/// bytes, not a clock, so that the paste is the same on every machine.
pub(super) const MAX_CANDIDATE_TRIAL_BYTES: usize = 256 * 1024;

/// The search of [`remove_candidates`] for the candidates that can go: a group is tried on
/// top of the ones that went already; when it does not compile, the candidates its errors
/// name ([`named_by_errors`]) stay and the rest is tried again, and when the errors name
/// none, the group is split in halves (a half whose sibling went is known to fail and is
/// split without a trial). A group that compiles but instantiates other functions stays
/// whole. Each trial is one look, so that what went has passed the instance check.
pub(super) struct CandidateTrials<'a, 't> {
    pub(super) text: &'a str,
    pub(super) file: &'a File<'t>,
    /// The library's type names in `text` ([`library_type_names`]).
    pub(super) type_names: BTreeSet<String>,
    pub(super) modules: &'a [String],
    pub(super) edition: &'a str,
    pub(super) baseline: &'a Baseline,
    /// The warnings of the text before any trial ([`Look::warns_as`]).
    pub(super) warnings: BTreeSet<(&'a str, &'a str)>,
    pub(super) pinned: &'a mut BTreeSet<String>,
    /// The candidates that went, in the text of `last`.
    pub(super) removed: Vec<&'a Candidate>,
    /// The text without `removed`, and its look.
    pub(super) last: Option<(String, Look)>,
    pub(super) runs_left: usize,
    /// What is left of [`MAX_CANDIDATE_TRIAL_BYTES`].
    pub(super) bytes_left: usize,
}

impl<'a> CandidateTrials<'a, '_> {
    /// Tries to remove `group` on top of what went already (`known_to_fail`: the trial would
    /// fail, so it is split at once). Returns whether all of `group` went.
    pub(super) fn remove(
        &mut self,
        mut group: Vec<&'a Candidate>,
        known_to_fail: bool,
    ) -> Result<bool, Error> {
        if group.is_empty() {
            return Ok(true);
        }
        if !known_to_fail {
            if self.runs_left == 0 || self.bytes_left == 0 {
                self.pin(&group);
                return Ok(false);
            }
            self.runs_left -= 1;
            let trial = self.without(&group)?;
            self.bytes_left = self.bytes_left.saturating_sub(trial.len());
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
            let named = named_by_errors(&trial, &seen, &group)?;
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

    /// The text without what went and `group`, and without what only they named (a macro
    /// that only they invoked, the helpers its body calls) and the impls of what they
    /// declared (`impl EolStr` once `transparent_wrapper!(EolStr = Str)` went), as in the
    /// combined trial: else the next round would need a look to learn that from the lints.
    pub(super) fn without(&self, group: &[&Candidate]) -> Result<String, Error> {
        let removals = self
            .removed
            .iter()
            .chain(group)
            .map(|c| delete_tokens(self.file, c.first, c.last))
            .collect();
        let trial = apply(self.text, merged(removals));
        let trial = match unnamed_removed(&trial, self.modules, false)? {
            Some((pruned, _)) => pruned,
            None => without_imports_of_missing(&trial, self.modules)?,
        };
        without_impls_of_gone(&trial, self.modules, &self.type_names)
    }

    pub(super) fn pin(&mut self, group: &[&Candidate]) {
        self.pinned.extend(group.iter().map(|c| c.key.clone()));
    }
}

/// `group` without the candidates that code outside it states it needs (they are `pinned`),
/// which no trial could remove since type checking needs them whether or not they run:
/// - a supertrait of a kept impl's trait: with `trait ModIntBase: Neg` and an `impl
///   ModIntBase for StaticModInt<M>` that stays, a candidate that may be the `Neg` impl of
///   `StaticModInt<M>` stays; for an invocation of `all` that stays, each type its arguments
///   or its macro's impls name needs the supertraits of each trait its macro implements
///   (`impl_numeric!(i8 .. usize)` writing `impl Numeric for $t`, with `trait Numeric:
///   One`, keeps a candidate that may be `impl One for i8`);
/// - a bound of a function that a library macro invocation that stays calls, for each
///   primitive or library type its arguments name ([`bounded_calls_of_invocations`]):
///   `impl_from!(i8 .. usize)` writing `StaticModInt::new(..)`, with `fn new(n: impl
///   RemEuclidU32)`, keeps a candidate that may be `impl RemEuclidU32 for i8`;
/// - through a blanket impl of such a supertrait, the bound it puts on the argument: with
///   `trait ModIntBase: From<u64>` and `impl<V: RemEuclidU32> From<V> for StaticModInt<M>`,
///   `impl RemEuclidU32 for u64` stays;
/// - a qualified path `<T as Trait>` or a call `Self::f` in code that stays (see
///   [`path_self_types`]): an impl of `Trait` for `T`, one that defines `f` for the self
///   type (unless the type has an inherent `f`, which is what `Self::f` then calls);
/// - an associated const of a trait impl for a type of the bundle: what reads a const runs
///   none of the impl's functions, so no instance shows it (`impl Modulus for Mod998244353 {
///   const VALUE: u32 = 998_244_353; }`, read as `M::VALUE`);
/// - a bound of a function that runs, for the type argument the instance gives it
///   (`running`, see [`running_bounds`]).
///
/// - what an invocation declares by its first argument (`alias!(SemiRing: AdditionMonoid +
///   MultiplicationMonoid)` writing `pub trait $name` and a blanket impl of it, which runs
///   nothing) when code that stays names it outside an import and the impls of it (`fn
///   gen_range<T: SemiRing>`): without the invocation, the name is not found. Code that
///   stays is neither in the group nor in `also_removed`, the trial's other removals.
///
/// Other needs of a type that an invocation of the group may define (one whose macro writes
/// more than trait impls, `define_vector!(Vector3d, 3)`) count for nothing: were the type to
/// go, what needs it would go too.
///
/// What stays because of this may need more: to a fixed point.
pub(super) fn without_stated_needs<'c>(
    file: &File,
    shape: &Shape,
    all: &[Candidate],
    mut group: Vec<&'c Candidate>,
    also_removed: &[Edit],
    running: &BTreeSet<(String, String)>,
    pinned: &mut BTreeSet<String>,
) -> Vec<&'c Candidate> {
    let supertraits = library_supertraits(file, shape);
    let blankets = blanket_bounds(file, shape);
    let bounded_calls = bounded_calls_of_invocations(file, shape);
    let magnitude_calls = magnitude_calls_of_invocations(file, shape);
    let paths = needing_paths(file);
    let declared = declared_names(file);
    let (consts, rest): (Vec<&Candidate>, Vec<&Candidate>) = group
        .into_iter()
        .partition(|c| defines_const_of_bundle_type(file, shape, &declared, c));
    pinned.extend(consts.iter().map(|c| c.key.clone()));
    group = rest;
    let impls = shape.impls(file);
    let named_at = identifiers_outside_imports(file);
    // What the same trial removes besides the group (the lints' removals), by bytes.
    let mut removed_bytes: Vec<(usize, usize)> = also_removed
        .iter()
        .filter(|e| e.text.is_empty())
        .map(|e| (e.start, e.end))
        .collect();
    removed_bytes.sort_unstable();
    let removed_too = |t: usize| {
        let start = file.tokens[t].start;
        let at = removed_bytes.partition_point(|&(first, _)| first <= start);
        at > 0 && start < removed_bytes[at - 1].1
    };
    // The functions of each type's inherent impls, by the type's name.
    let inherent: BTreeSet<(&str, &str)> = impls
        .iter()
        .filter(|i| i.trait_name.is_none())
        .flat_map(|i| {
            let head = type_head(&i.self_type);
            (i.at..i.last)
                .filter(|&t| file.is_ident(t, "fn") && file.kind(t + 1) == Some(Kind::Ident))
                .map(move |t| (head, file.text(t + 1)))
        })
        .collect();
    // A running function's need is of one type: an invocation must write its impl for it
    // ([`Candidate::stamps_for`]), of a trait it may take from its arguments (`Add` of
    // sogapalag's `forward_binop!(impl Add, add for i32, add_assign)`).
    let running_needs: Vec<(&str, Vec<String>, &str)> = running
        .iter()
        .map(|(ty, bound)| (ty.as_str(), type_tokens(&name_tokens(ty)), bound.as_str()))
        .collect();
    loop {
        let mut going: Vec<(usize, usize)> = group.iter().map(|c| (c.first, c.last)).collect();
        going.sort_unstable();
        let stays = |t: usize| {
            let at = going.partition_point(|&(first, _)| first <= t);
            at == 0 || going[at - 1].1 < t
        };
        let mut needs: Vec<(Cow<str>, &str)> = Vec::new();
        for i in impls.iter().filter(|i| stays(i.at)) {
            let Some(supers) = i.trait_name.and_then(|t| supertraits.get(t)) else {
                continue;
            };
            for s in supers {
                needs.push((Cow::Borrowed(&i.self_type), s.name));
                let bounds = blankets.iter().filter(|b| b.trait_name == s.name);
                for b in bounds {
                    if let Some(argument) = s.arguments.get(b.position) {
                        needs.push((Cow::Borrowed(argument), b.bound));
                    }
                }
            }
        }
        let invocations = all
            .iter()
            .filter(|c| c.trait_name.is_none() && stays(c.first));
        for c in invocations {
            let supers = c
                .stamps
                .traits
                .iter()
                .filter_map(|t| supertraits.get(t.as_str()));
            // A standard supertrait is no candidate's trait, though one of the same name can
            // be (a library's own `trait Display`).
            for s in supers.flatten().filter(|s| !s.from_toolchain) {
                let types = c.idents.iter().chain(&c.stamps.literal_self_types);
                needs.extend(types.map(|ty| (Cow::Borrowed(ty.as_str()), s.name)));
            }
        }
        for call in bounded_calls.iter().filter(|call| stays(call.at)) {
            for bound in &call.bounds {
                needs.extend(call.types.iter().map(|ty| (Cow::Borrowed(*ty), *bound)));
            }
        }
        // Of one type each: an invocation must write its impl for that very type, not for
        // `&u8` (an ACL-style `impl_rem_for_borrow!(u8, ..)`).
        let magnitude_needs: Vec<(Vec<String>, &str, &str)> = magnitude_calls
            .iter()
            .filter(|call| stays(call.at))
            .flat_map(|call| call.needs.iter())
            .map(|&(ty, t)| (type_tokens(&name_tokens(ty)), ty, t))
            .collect();
        let mut calls: Vec<(Cow<str>, &str)> = Vec::new();
        for path in paths.iter().filter(|p| stays(p.at)) {
            let types = path_self_types(file, shape, &impls, &stays, path);
            match path.needs {
                Needed::Trait(name) => needs.extend(types.into_iter().map(|ty| (ty, name))),
                Needed::Function(name) => calls.extend(types.into_iter().map(|ty| (ty, name))),
            }
        }
        // A type that an invocation of the group may define (`define_vector!(Vector3d, 3)`)
        // goes with it, and so does the code that needs something of it; no invocation
        // defines `u128` (of `impl_wavelet_matrix!(u8, u128)`, which stamps inherent impls).
        let defined: BTreeSet<&str> = group
            .iter()
            .filter(|c| c.trait_name.is_none() && !c.stamps.trait_impls_only)
            .flat_map(|c| c.idents.iter().map(String::as_str))
            .filter(|name| !STD_TYPES.contains(name))
            .collect();
        needs.retain(|(ty, _)| !defined.contains(type_head(ty)));
        // `Self::reduce` is the inherent method where the type has one, not a trait's.
        calls.retain(|(ty, f)| {
            !defined.contains(type_head(ty)) && !inherent.contains(&(type_head(ty), *f))
        });
        // An impl of the declared type or trait goes with it (the name pass takes it).
        let declares_what_stays_names = |c: &Candidate| {
            first_declared_name(file, c).is_some_and(|name| {
                named_at.get(name).is_some_and(|sites| {
                    sites.iter().any(|&t| {
                        stays(t)
                            && !removed_too(t)
                            && !(c.first..=c.last).contains(&t)
                            && !impls.iter().any(|i| {
                                (i.at..=i.last).contains(&t)
                                    && (i.self_idents.first() == Some(&name)
                                        || i.trait_name == Some(name))
                            })
                    })
                })
            })
        };
        let (needed, rest): (Vec<&Candidate>, Vec<&Candidate>) = group.into_iter().partition(|c| {
            needs.iter().any(|(ty, s)| c.surely_implements(ty, s))
                || running_needs
                    .iter()
                    .any(|(ty, tokens, s)| c.implements(ty, s) && c.stamps_for(tokens))
                || magnitude_needs
                    .iter()
                    .any(|(tokens, ty, s)| c.surely_implements(ty, s) && c.stamps_for(tokens))
                || calls.iter().any(|(ty, f)| c.defines_for(ty, f))
                || declares_what_stays_names(c)
        });
        group = rest;
        if needed.is_empty() {
            return group;
        }
        pinned.extend(needed.iter().map(|c| c.key.clone()));
    }
}

/// The tokens of each identifier of `file` outside its `use` items, by its text, but the
/// names that items declare (`pub struct Group`, another item than a trait `Group`).
pub(super) fn identifiers_outside_imports<'f>(file: &'f File) -> BTreeMap<&'f str, Vec<usize>> {
    let mut imports = use_items(file).into_iter().peekable();
    let mut sites: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for t in 0..file.tokens.len() {
        while imports.peek().is_some_and(|&(_, end)| end < t) {
            imports.next();
        }
        let imported = imports.peek().is_some_and(|&(start, _)| start <= t);
        let declared = t > 0 && ITEM_KEYWORDS.contains(&file.text(t - 1));
        if file.kind(t) == Some(Kind::Ident) && !imported && !declared {
            sites.entry(file.text(t)).or_default().push(t);
        }
    }
    sites
}

/// The name that invocation candidate `c` may declare, when its macro declares items beside
/// its impls ([`Stamps::declares_items`]): its [`first_argument_name`].
fn first_declared_name<'f>(file: &'f File, c: &Candidate) -> Option<&'f str> {
    if c.trait_name.is_some() || !c.stamps.declares_items {
        return None;
    }
    let open = (c.first..=c.last).find(|&t| file.kind(t) == Some(Kind::Open))?;
    first_argument_name(file, open).map(|t| file.text(t))
}

/// The first identifier in the argument group that opens at token `open`, after attributes
/// and keywords: the name a macro that declares items takes (`SemiRing` of `alias!(SemiRing:
/// ..)`, `Val7` of `value!(pub Val7: u32 = 7)`, `Group` of `trait_alias!(#[doc = ".."]
/// Group: ..)`).
pub(super) fn first_argument_name(file: &File, open: usize) -> Option<usize> {
    let mut t = open + 1;
    while t < file.partner[open] {
        if file.is_punct(t, "#") && file.is(t + 1, Kind::Open, "[") {
            t = file.partner[t + 1] + 1;
        } else if file.kind(t) == Some(Kind::Ident) && !KEYWORDS.contains(&file.text(t)) {
            return Some(t);
        } else {
            t += 1;
        }
    }
    None
}

/// Whether candidate `c` is a trait impl for a type of the bundle that defines an associated
/// const (directly in its body).
fn defines_const_of_bundle_type(
    file: &File,
    shape: &Shape,
    declared: &BTreeSet<&str>,
    c: &Candidate,
) -> bool {
    if c.trait_name.is_none() || !c.idents.iter().any(|i| declared.contains(i.as_str())) {
        return false;
    }
    let Some(body) = (c.first..=c.last).find(|&t| file.is(t, Kind::Open, "{")) else {
        return false;
    };
    (body..file.partner[body]).any(|t| file.is_ident(t, "const") && shape.enclosing[t] == body)
}

/// A bound of a library trait on `Self`: `From<u64>` in `trait ModIntBase: From<u64>`.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Supertrait<'f> {
    /// The last segment of the bound's path.
    pub(super) name: &'f str,
    /// Its generic arguments, each as written without spaces.
    pub(super) arguments: Vec<String>,
    /// Whether the path starts at a crate of the toolchain (`std::fmt::Display`): no library
    /// trait of that name is meant.
    pub(super) from_toolchain: bool,
}

/// Whether the path whose last segment is token `last` starts at a crate of the toolchain
/// (`std::fmt::Display`, `::core::ops::Add`).
fn path_from_toolchain(file: &File, last: usize) -> bool {
    let first = path_start(file, last);
    first != last && EXTERNAL_CRATES.contains(&file.text(first))
}

/// The first segment of the path whose last segment is token `last`.
fn path_start(file: &File, last: usize) -> usize {
    let mut first = last;
    while first >= 2
        && file.kind(first - 1) == Some(Kind::PathSep)
        && file.kind(first - 2) == Some(Kind::Ident)
    {
        first -= 2;
    }
    first
}

/// Whether the path whose last segment is token `last` means an item of the toolchain:
/// it starts at one of its crates (`std::fmt::Display`), or its first segment is imported
/// from one by a `use` of the module it stands in (`fmt::Display` under `use std::fmt;`,
/// `Display` under `use std::fmt::{self, Display};`). A library item of the same name
/// (cpio's own `trait Display`) is not what it means.
pub(super) fn means_toolchain_item(file: &File, shape: &Shape, last: usize) -> bool {
    let first = path_start(file, last);
    if first != last && EXTERNAL_CRATES.contains(&file.text(first)) {
        return true;
    }
    let name = file.text(first);
    let module = shape.enclosing[first];
    if module == usize::MAX {
        return false;
    }
    (module + 1..file.partner[module]).any(|t| {
        file.is_ident(t, "use")
            && shape.enclosing[t] == module
            && imports_from_toolchain(file, t)
            && imports_name(file, t, name)
    })
}

/// Whether the `use` whose keyword is token `keyword` brings `name` into its module: a leaf
/// of that name not renamed, an `as name`, or `name::{self}`.
fn imports_name(file: &File, keyword: usize, name: &str) -> bool {
    let mut t = keyword + 1;
    let mut groups = Vec::new();
    while t < file.tokens.len() && !file.is_punct(t, ";") {
        if file.is(t, Kind::Open, "{") {
            groups.push(t);
        } else if file.kind(t) == Some(Kind::Close) {
            groups.pop();
        }
        let leaf = if file.is_ident(t, "self") {
            groups
                .last()
                .is_some_and(|&open| file.is_ident(open.saturating_sub(2), name))
        } else {
            file.is_ident(t, name) && file.kind(t + 1) != Some(Kind::PathSep)
        };
        if leaf {
            let renamed = file.is_ident(t + 1, "as") && !file.is_ident(t + 2, "_");
            if !renamed {
                return true;
            }
        }
        t += 1;
    }
    false
}

/// Each library trait's supertraits, through theirs (`trait A: B + fmt::Debug` and `trait B:
/// Neg<Output = Self>` give `A: B, Debug, Neg`).
pub(super) fn library_supertraits<'f>(
    file: &'f File,
    shape: &Shape,
) -> BTreeMap<&'f str, Vec<Supertrait<'f>>> {
    let mut direct: BTreeMap<&str, Vec<Supertrait>> = BTreeMap::new();
    for t in 0..file.tokens.len() {
        if !(file.is_ident(t, "trait")
            && file.kind(t + 1) == Some(Kind::Ident)
            && shape.in_library(t))
        {
            continue;
        }
        let mut i = t + 2;
        if file.is_punct(i, "<") {
            i = impl_generics(file, i - 1).1;
        }
        if !file.is_punct(i, ":") || file.is_punct(i + 1, ":") {
            continue;
        }
        let mut bounds: Vec<Supertrait> = Vec::new();
        i += 1;
        while i < file.tokens.len() && !file.is(i, Kind::Open, "{") && !file.is_ident(i, "where") {
            if file.is_punct(i, "<") {
                let end = impl_generics(file, i - 1).1;
                if let Some(last) = bounds.last_mut() {
                    last.arguments = generic_arguments(file, i, end);
                }
                i = end;
                continue;
            }
            let last_segment = file.kind(i) == Some(Kind::Ident)
                && file.kind(i + 1) != Some(Kind::PathSep)
                && !file.is_punct(i - 1, "?");
            if last_segment {
                bounds.push(Supertrait {
                    name: file.text(i),
                    arguments: Vec::new(),
                    from_toolchain: path_from_toolchain(file, i),
                });
            }
            i += 1;
        }
        direct.entry(file.text(t + 1)).or_default().extend(bounds);
    }
    let mut closed = BTreeMap::new();
    for &name in direct.keys() {
        let mut all: Vec<Supertrait> = Vec::new();
        let mut next = vec![name];
        while let Some(trait_name) = next.pop() {
            for s in direct.get(trait_name).into_iter().flatten() {
                if !all
                    .iter()
                    .any(|a| a.name == s.name && a.arguments == s.arguments)
                {
                    all.push(s.clone());
                    next.push(s.name);
                }
            }
        }
        closed.insert(name, all);
    }
    closed
}

/// The generic arguments between the `<` at `open` and the token `end` after its `>`, each
/// as written without spaces (`<u64, Vec<u8>>` gives `u64`, `Vec<u8>`).
fn generic_arguments(file: &File, open: usize, end: usize) -> Vec<String> {
    let mut arguments = Vec::new();
    let mut argument = String::new();
    let mut depth = 0;
    for t in open + 1..end.saturating_sub(1) {
        match file.text(t) {
            "," if depth == 0 => {
                arguments.push(std::mem::take(&mut argument));
                continue;
            }
            "<" => depth += 1,
            ">" if !file.is_punct(t - 1, "-") => depth -= 1,
            _ => {}
        }
        argument.push_str(file.text(t));
    }
    arguments.push(argument);
    arguments.retain(|a| !a.is_empty());
    arguments
}

/// A bound that a blanket impl puts on its trait's argument: `impl<V: RemEuclidU32> From<V>
/// for S` gives `From`, position 0, `RemEuclidU32`.
#[derive(Debug, PartialEq)]
pub(super) struct BlanketBound<'f> {
    pub(super) trait_name: &'f str,
    pub(super) position: usize,
    pub(super) bound: &'f str,
}

/// The [`BlanketBound`]s of the library's impls, macro bodies included (a metavariable is no
/// parameter).
/// A library macro invocation (at any level: `read_impl!(i32, read_int)` in an impl's
/// body too), with the types its arguments name, primitive or defined by the library, and
/// the [`item_bounds`] of the functions its macro calls and the types it names (by name:
/// every library item of that name counts). Generic parameters it is given (`tuple_readable!(T U V)`) are no
/// types: the impls it writes bound them, and those bounds are the impls' own needs.
struct BoundedCall<'f> {
    at: usize,
    types: Vec<&'f str>,
    bounds: BTreeSet<&'f str>,
}

fn bounded_calls_of_invocations<'f>(file: &'f File, shape: &Shape) -> Vec<BoundedCall<'f>> {
    let bounds = item_bounds(file, shape);
    let library_types = type_definition_names(file);
    let stamped = MacroStamps::of(file, &shape.macros);
    let mut calls = Vec::new();
    for at in 0..file.tokens.len() {
        let invocation = file.kind(at) == Some(Kind::Ident)
            && file.is_punct(at + 1, "!")
            && file.kind(at + 2) == Some(Kind::Open)
            && !file.is_ident(at, "macro_rules")
            && shape.in_library(at)
            && !shape.in_macro(at);
        if !invocation {
            continue;
        }
        let called: BTreeSet<&str> = stamped
            .at(file.text(at), at)
            .calls
            .iter()
            .filter_map(|f| bounds.get(f.as_str()))
            .flatten()
            .copied()
            .collect();
        let types: Vec<&str> = (at + 3..file.partner[at + 2])
            .filter(|&t| file.kind(t) == Some(Kind::Ident))
            .map(|t| file.text(t))
            .filter(|name| STD_TYPES.contains(name) || library_types.contains_key(name))
            .collect();
        if !called.is_empty() && !types.is_empty() {
            calls.push(BoundedCall {
                at,
                types,
                bounds: called,
            });
        }
    }
    calls
}

/// A library macro invocation whose macro body calls a library trait's method on the
/// magnitude of a signed type of its arguments (`self.unsigned_abs().write(output)` in
/// egor's `write_signed_int!(i8 i16 ..)`, `self.unsigned_abs().rem_euclid_u32(m)` in an
/// ACL-style `impl_rem_euclid_u32_for_signed!(i8, ..)`): type checking the impl it writes
/// for `i8` needs the trait's impl for `u8`, though no instance runs either.
struct MagnitudeCall<'f> {
    /// The invocation's name token.
    at: usize,
    /// `(unsigned type, trait)`: `("u8", "Writable")` for an `i8` of the arguments.
    needs: Vec<(&'f str, &'f str)>,
}

/// The signed integer types and the types of their `unsigned_abs()`.
const MAGNITUDES: [(&str, &str); 6] = [
    ("i8", "u8"),
    ("i16", "u16"),
    ("i32", "u32"),
    ("i64", "u64"),
    ("i128", "u128"),
    ("isize", "usize"),
];

fn magnitude_calls_of_invocations<'f>(file: &'f File, shape: &Shape) -> Vec<MagnitudeCall<'f>> {
    let trait_methods = shape.trait_methods(file);
    let trait_of = |method: &str| {
        trait_methods
            .iter()
            .filter(|(_, methods)| methods.iter().any(|m| m == method))
            .map(|(&name, _)| name)
            .collect::<Vec<&str>>()
    };
    let mut calls = Vec::new();
    for (at, open) in item_level_invocations(file, shape) {
        let called: Vec<&str> = shape
            .macros
            .expanded_at(file.text(at), at)
            .iter()
            .flat_map(|&d| shape.macros.get(d).bodies.iter().copied())
            .flat_map(|(first, last)| (first..=last).filter(move |&t| t + 5 <= last))
            .filter(|&t| {
                file.is_ident(t, "unsigned_abs")
                    && file.is(t + 1, Kind::Open, "(")
                    && file.partner[t + 1] == t + 2
                    && file.is_punct(t + 3, ".")
                    && file.kind(t + 4) == Some(Kind::Ident)
                    && file.is(t + 5, Kind::Open, "(")
            })
            .flat_map(|t| trait_of(file.text(t + 4)))
            .collect();
        if called.is_empty() {
            continue;
        }
        let needs = (open + 1..file.partner[open])
            .filter_map(|t| {
                MAGNITUDES
                    .iter()
                    .find(|(signed, _)| file.is_ident(t, signed))
            })
            .flat_map(|&(_, unsigned)| called.iter().map(move |&t| (unsigned, t)))
            .collect();
        calls.push(MagnitudeCall { at, needs });
    }
    calls
}

/// The traits that the library's functions and types bound their parameters by (`fn new(n:
/// impl RemEuclidU32)`, `fn pow<T: Int + One>(..) where T: Copy`, `struct Factors<T:
/// MathInt>`), by the item's name: each identifier after a `:`, `+`, `impl` or `dyn` in the
/// signature or the type's header (a parameter's or a field's type too, which no impl is
/// of).
fn item_bounds<'f>(file: &'f File, shape: &Shape) -> BTreeMap<&'f str, BTreeSet<&'f str>> {
    let mut bounds: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for t in 0..file.tokens.len() {
        let bounded = matches!(file.text(t), "fn" | "struct" | "enum")
            && file.kind(t) == Some(Kind::Ident)
            && file.kind(t + 1) == Some(Kind::Ident)
            && shape.in_library(t);
        if !bounded {
            continue;
        }
        let signature = (t + 2..file.tokens.len())
            .take_while(|&s| !file.is(s, Kind::Open, "{") && !file.is_punct(s, ";"));
        let traits = signature.filter(|&s| {
            file.kind(s) == Some(Kind::Ident)
                && (file.is_punct(s - 1, ":")
                    || file.is_punct(s - 1, "+")
                    || file.is_ident(s - 1, "impl")
                    || file.is_ident(s - 1, "dyn"))
        });
        bounds
            .entry(file.text(t + 1))
            .or_default()
            .extend(traits.map(|s| file.text(s)));
    }
    bounds
}

pub(super) fn blanket_bounds<'f>(file: &'f File, shape: &Shape) -> Vec<BlanketBound<'f>> {
    let mut found = Vec::new();
    for at in (0..file.tokens.len()).filter(|&i| file.is_ident(i, "impl") && shape.in_library(i)) {
        let (parameters, mut i) = impl_generics(file, at);
        if parameters.is_empty() {
            continue;
        }
        let bounds = parameter_bounds(file, at + 1, i);
        while file.kind(i) == Some(Kind::Ident) && file.kind(i + 1) == Some(Kind::PathSep) {
            i += 2;
        }
        if !(file.kind(i) == Some(Kind::Ident) && file.is_punct(i + 1, "<")) {
            continue;
        }
        let trait_name = file.text(i);
        let end = impl_generics(file, i).1;
        if !file.is_ident(end, "for") {
            continue;
        }
        for (position, argument) in generic_arguments(file, i + 1, end).iter().enumerate() {
            for &(_, bound) in bounds.iter().filter(|(p, _)| p == argument) {
                found.push(BlanketBound {
                    trait_name,
                    position,
                    bound,
                });
            }
        }
    }
    found
}

/// Each parameter's bounds (the last segment of each path) in the generics between the `<` at
/// `open` and the token `end` after its `>`: `<M: Modulus, V: Into<u64> + Copy>` gives `(M,
/// Modulus)`, `(V, Into)`, `(V, Copy)`.
pub(super) fn parameter_bounds<'f>(
    file: &'f File,
    open: usize,
    end: usize,
) -> Vec<(&'f str, &'f str)> {
    let mut bounds = Vec::new();
    let mut depth = 0;
    let mut parameter = None;
    for t in open + 1..end.saturating_sub(1) {
        match file.text(t) {
            "<" => depth += 1,
            ">" if !file.is_punct(t - 1, "-") => depth -= 1,
            "," if depth == 0 => parameter = None,
            ":" if depth == 0 && file.kind(t - 1) == Some(Kind::Ident) => {
                parameter = (!file.is_punct(t - 2, "$")).then(|| file.text(t - 1));
            }
            _ => {
                let last_segment = depth == 0
                    && file.kind(t) == Some(Kind::Ident)
                    && file.kind(t + 1) != Some(Kind::PathSep)
                    && !file.is_punct(t - 1, "?")
                    && !file.is_punct(t + 1, ":");
                if let (Some(p), true) = (parameter, last_segment) {
                    bounds.push((p, file.text(t)));
                }
            }
        }
    }
    bounds
}

/// A path that needs an impl whatever runs: `<T as Trait>` one of `Trait` for `T`, `Self::f`
/// one that defines `f` for the self type.
pub(super) struct NeedingPath<'f> {
    pub(super) at: usize,
    /// The token of `T` (of `Self` for `Self::f`).
    pub(super) self_type: usize,
    /// Whether `T` is a metavariable (`<$u as Trait>`).
    pub(super) metavariable: bool,
    pub(super) needs: Needed<'f>,
}

pub(super) enum Needed<'f> {
    /// The last segment of the trait's path.
    Trait(&'f str),
    Function(&'f str),
}

/// The bundle's [`NeedingPath`]s whose self type is one identifier or metavariable, and the
/// method calls on a parameter of type `Self` (`y.inv()` in Haar's `impl_ops!(Div for
/// ModInt, |x: Self, y: Self| x * y.inv())`), which need the method of the self type.
pub(super) fn needing_paths<'f>(file: &'f File) -> Vec<NeedingPath<'f>> {
    let types = type_definition_names(file);
    let mut found = Vec::new();
    for at in 0..file.tokens.len() {
        let method_call = file.is_punct(at, ".")
            && file.kind(at + 1) == Some(Kind::Ident)
            && file.is(at + 2, Kind::Open, "(")
            && at > 0
            && file.kind(at - 1) == Some(Kind::Ident);
        if let Some(self_type) = method_call
            .then(|| self_typed_parameter(file, at - 1))
            .flatten()
        {
            found.push(NeedingPath {
                at,
                self_type,
                metavariable: false,
                needs: Needed::Function(file.text(at + 1)),
            });
            continue;
        }
        // `Self::f(..)`, or `Modint::one()` of a struct or enum of the bundle by its name
        // (no path before it): a function of that type.
        let type_call = file.kind(at) == Some(Kind::Ident)
            && types.contains_key(file.text(at))
            && file.kind(at.wrapping_sub(1)) != Some(Kind::PathSep)
            && file.is(at + 3, Kind::Open, "(");
        let self_call = (file.is_ident(at, "Self") || type_call)
            && file.kind(at + 1) == Some(Kind::PathSep)
            && file.kind(at + 2) == Some(Kind::Ident)
            && !file.is_punct(at.wrapping_sub(1), "<");
        if self_call {
            found.push(NeedingPath {
                at,
                self_type: at,
                metavariable: false,
                needs: Needed::Function(file.text(at + 2)),
            });
            continue;
        }
        if !file.is_punct(at, "<") {
            continue;
        }
        let metavariable = file.is_punct(at + 1, "$");
        let self_type = at + 1 + usize::from(metavariable);
        if !(file.kind(self_type) == Some(Kind::Ident) && file.is_ident(self_type + 1, "as")) {
            continue;
        }
        let mut i = self_type + 2;
        while file.kind(i) == Some(Kind::Ident) && file.kind(i + 1) == Some(Kind::PathSep) {
            i += 2;
        }
        if file.kind(i) == Some(Kind::Ident) && file.is_punct(i + 1, ">") {
            found.push(NeedingPath {
                at,
                self_type,
                metavariable,
                needs: Needed::Trait(file.text(i)),
            });
        }
    }
    found
}

/// The `Self` token of the type of `name` (token `name`), when the parameter list it is
/// declared in lies shortly before it and types it `Self`, `&Self` or `&mut Self` (`|x: Self,
/// y: Self|`).
fn self_typed_parameter(file: &File, name: usize) -> Option<usize> {
    const REACH: usize = 64;
    (name.saturating_sub(REACH)..name).rev().find_map(|t| {
        if !(file.text(t) == file.text(name) && file.is_punct(t + 1, ":")) {
            return None;
        }
        let mut ty = t + 2;
        if file.is_punct(ty, "&") {
            ty += 1;
            ty += usize::from(file.is_ident(ty, "mut"));
        }
        let ends = file.is_punct(ty + 1, ",")
            || file.is_punct(ty + 1, "|")
            || file.is(ty + 1, Kind::Close, ")");
        (file.is_ident(ty, "Self") && ends).then_some(ty)
    })
}

/// The types the self type of `path` may be: a named type itself; `Self` in an impl its self
/// type; a metavariable, or `Self` in a macro body, each type that an invocation of that macro
/// which `stays` passes ([`argument_types`]).
fn path_self_types<'a>(
    file: &'a File,
    shape: &Shape,
    impls: &'a [Impl],
    stays: &dyn Fn(usize) -> bool,
    path: &NeedingPath,
) -> Vec<Cow<'a, str>> {
    let is_self = file.is_ident(path.self_type, "Self");
    if !(path.metavariable || is_self) {
        // A type by its name alone has its generic arguments inferred (`Modint::one()` is
        // of some `Modint<C>`).
        let name = file.text(path.self_type);
        return vec![Cow::Borrowed(name), Cow::Owned(format!("{name}<_>"))];
    }
    if let Some(name) = macro_defining(file, shape, path.at) {
        let invocations = shape
            .macro_groups
            .iter()
            .filter(|&&(open, _)| stays(open) && open >= 2 && file.is_ident(open - 2, name));
        return invocations
            .flat_map(|&(open, close)| argument_types(file, open, close))
            .collect();
    }
    let around = impls
        .iter()
        .rev()
        .find(|i| i.at <= path.at && path.at <= i.last);
    match around {
        Some(i) if is_self => vec![Cow::Borrowed(i.self_type.as_str())],
        None if is_self => invocation_self_type(file, shape, path.at)
            .into_iter()
            .map(Cow::Owned)
            .collect(),
        _ => Vec::new(),
    }
}

/// `Self` in the arguments of an invocation that writes an impl the way an impl header
/// does (`impl_ops!({P: PrimeMod} Div for ConstModInt<P>, |x: Self, ..| ..)`): the type after
/// the arguments' `for`, up to their next `,` (`ConstModInt<P>`), without spaces.
fn invocation_self_type(file: &File, shape: &Shape, at: usize) -> Option<String> {
    let &(open, close) = shape
        .macro_groups
        .iter()
        .find(|&&(open, close)| open < at && at < close)?;
    let mut t = open + 1;
    let mut depth = 0usize;
    while t < close {
        match file.text(t) {
            _ if file.kind(t) == Some(Kind::Open) => {
                t = file.partner[t];
            }
            "<" => depth += 1,
            ">" => depth = depth.saturating_sub(1),
            "for" if depth == 0 => break,
            "," | ";" if depth == 0 => return None,
            _ => {}
        }
        t += 1;
    }
    let mut ty = String::new();
    depth = 0;
    for u in t + 1..close {
        match file.text(u) {
            "," | ";" if depth == 0 => break,
            "<" => depth += 1,
            ">" => depth = depth.saturating_sub(1),
            _ => {}
        }
        ty.push_str(file.text(u));
    }
    (!ty.is_empty()).then_some(ty)
}

/// The name a type is known by: `Foo` of `&crate::lib::Foo<M>`.
fn type_head(ty: &str) -> &str {
    ty.trim_start_matches('&')
        .split('<')
        .next()
        .and_then(|path| path.rsplit("::").next())
        .unwrap_or("")
}

/// What of an invocation's arguments (between the brackets `open` and `close`) may be a type
/// its macro puts in `<$t as Trait>`: each comma-separated argument as written without spaces
/// (`&[T]` and `[T]` of `impl_base!(&[T], [T], T: Display)`). Not each identifier: `T` there
/// is a parameter, which would match any impl that names one.
fn argument_types<'f>(file: &'f File, open: usize, close: usize) -> Vec<Cow<'f, str>> {
    let mut types: Vec<Cow<str>> = Vec::new();
    let mut argument = String::new();
    let mut t = open + 1;
    while t < close {
        if file.is_punct(t, ",") || file.is_punct(t, ";") {
            types.push(Cow::Owned(std::mem::take(&mut argument)));
        } else if file.kind(t) == Some(Kind::Open) {
            let end = file.partner[t];
            (t..=end).for_each(|u| argument.push_str(file.text(u)));
            t = end;
        } else {
            argument.push_str(file.text(t));
        }
        t += 1;
    }
    types.push(Cow::Owned(argument));
    types.retain(|ty| !ty.is_empty());
    types
}

/// The name of the `macro_rules!` whose body holds token `t`.
pub(super) fn macro_defining<'f>(file: &'f File, shape: &Shape, t: usize) -> Option<&'f str> {
    let at = shape.macro_groups.partition_point(|&(open, _)| open < t);
    let (open, close) = *shape.macro_groups.get(at.checked_sub(1)?)?;
    let definition = t < close && open >= 3 && file.is_ident(open - 3, "macro_rules");
    definition.then(|| file.text(open - 1))
}

/// The candidates of `group` that the errors of `seen`, a look at `text`, say are needed:
/// an impl whose bound is not satisfied ([`Candidate::named_by`]), an invocation among whose
/// arguments is a name that cannot be found (`define_vector!(Vector4d, 4)` when `Vector4d`
/// is missing: the macro declared it), one that defines a method that is not found (the
/// ones whose self type is the receiver's, else all that define it), or, for an error at an
/// operator, those that implement its trait ([`operator_traits`]).
pub(super) fn named_by_errors<'a>(
    text: &str,
    seen: &Look,
    group: &[&'a Candidate],
) -> Result<Vec<&'a Candidate>, Error> {
    let mut named: Vec<&Candidate> = Vec::new();
    let mut file = None;
    for error in seen.errors() {
        let mut by_error: Vec<&Candidate> = group
            .iter()
            .copied()
            .filter(|c| c.named_by(error))
            .collect();
        if by_error.is_empty() && is_not_found(error) {
            let missing = missing_names(error);
            by_error = group
                .iter()
                .copied()
                .filter(|c| c.trait_name.is_none())
                .filter(|c| c.idents.iter().any(|i| missing.contains(i)))
                .collect();
        }
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
        if by_error.is_empty() {
            if file.is_none() {
                file = Some(File::lex(Path::new(BUNDLE), text)?);
            }
            let traits = operator_traits(file.as_ref().expect("lexed"), error);
            by_error = group
                .iter()
                .copied()
                .filter(|c| traits.iter().any(|t| c.implements_trait(t)))
                .collect();
        }
        for candidate in by_error {
            if !named.iter().any(|n| n.key == candidate.key) {
                named.push(candidate);
            }
        }
    }
    Ok(named)
}

/// The traits of the operator that `error` is about: the one its message names ("cannot
/// add `&Matrix<K>` to `&Matrix<K>`", "binary assignment operation `-=` cannot be applied
/// to type `ModInt`", "cannot apply unary operator `-`"), else the one right before its
/// primary span in `file` ("mismatched types" at `ModInt::new(..)` of `self /
/// ModInt::new(..)` once only `impl Div<i128> for ModInt` is left). An operator that also
/// means something else stands for each trait it may be (`-` is `Sub` or `Neg`).
fn operator_traits(file: &File, error: &Diagnostic) -> Vec<&'static str> {
    let operator = operator_in_message(&error.message).or_else(|| {
        let &(start, _) = error.primary.first()?;
        let at = file.token_starting_at(start)?.checked_sub(1)?;
        let assigning = file.is_punct(at, "=") && at > 0 && file.kind(at - 1) == Some(Kind::Punct);
        let operator = if assigning { at - 1 } else { at };
        let text = file.text(operator);
        let known = OPERATOR_TRAITS.iter().any(|&(o, _)| o == text);
        (file.kind(operator) == Some(Kind::Punct) && known)
            .then(|| format!("{text}{}", if assigning { "=" } else { "" }))
    });
    let Some(operator) = operator else {
        return Vec::new();
    };
    OPERATOR_TRAITS
        .iter()
        .filter(|&&(o, _)| o == operator)
        .flat_map(|&(_, traits)| traits.iter().copied())
        .collect()
}

/// Each overloadable operator with the traits it may stand for.
const OPERATOR_TRAITS: &[(&str, &[&str])] = &[
    ("+", &["Add"]),
    ("-", &["Sub", "Neg"]),
    ("*", &["Mul"]),
    ("/", &["Div"]),
    ("%", &["Rem"]),
    ("^", &["BitXor"]),
    ("&", &["BitAnd"]),
    ("|", &["BitOr"]),
    ("!", &["Not"]),
    ("<<", &["Shl"]),
    (">>", &["Shr"]),
    ("+=", &["AddAssign"]),
    ("-=", &["SubAssign"]),
    ("*=", &["MulAssign"]),
    ("/=", &["DivAssign"]),
    ("%=", &["RemAssign"]),
    ("^=", &["BitXorAssign"]),
    ("&=", &["BitAndAssign"]),
    ("|=", &["BitOrAssign"]),
    ("<<=", &["ShlAssign"]),
    (">>=", &["ShrAssign"]),
];

/// The operator that one of rustc's messages about an operator names (`+` of "cannot add
/// `A` to `B`", `-=` of "binary assignment operation `-=` cannot be applied to type `T`").
fn operator_in_message(message: &str) -> Option<String> {
    const WORDS: &[(&str, &str)] = &[
        ("cannot add-assign ", "+="),
        ("cannot subtract-assign ", "-="),
        ("cannot multiply-assign ", "*="),
        ("cannot divide-assign ", "/="),
        ("cannot add ", "+"),
        ("cannot subtract ", "-"),
        ("cannot multiply ", "*"),
        ("cannot divide ", "/"),
        ("cannot calculate the remainder", "%"),
    ];
    if let Some(&(_, operator)) = WORDS.iter().find(|(w, _)| message.starts_with(w)) {
        return Some(operator.to_string());
    }
    let quoted = |prefix: &str| {
        let rest = message.strip_prefix(prefix)?;
        Some(rest.split('`').next()?.to_string())
    };
    quoted("binary assignment operation `")
        .or_else(|| quoted("binary operation `"))
        .or_else(|| quoted("cannot apply unary operator `"))
        .or_else(|| {
            // "no implementation for `A & B`"
            let inner = quoted("no implementation for `")?;
            let operator = inner.split_whitespace().nth(1)?;
            Some(operator.to_string())
        })
}

/// Whether `error` says that a name is not declared where it is used ("cannot find type `T`
/// in this scope", "failed to resolve: use of undeclared type `T`").
fn is_not_found(error: &Diagnostic) -> bool {
    error.message.starts_with("cannot find ")
        || error
            .message
            .starts_with("failed to resolve: use of undeclared")
}

/// The method and the receiver's type of an error "no method named `m` found for struct
/// `T`" (or "no function or associated item named `m` found for ..."), or "the method `m`
/// exists for reference `&T`, but its trait bounds were not satisfied" (the impl for `&str`
/// is gone, and the blanket one for `&T` needs `str` to implement the trait).
pub(super) fn missing_method(error: &Diagnostic) -> Option<(String, String)> {
    let rest = [
        "no method named `",
        "no function or associated item named `",
        "the method `",
        "the function or associated item `",
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
pub(super) fn receiver_types(receiver: &str) -> Vec<Vec<String>> {
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

/// An `impl` block's header: `impl<generics> [Trait for] SelfType { ... }`.
pub(super) struct Impl<'f> {
    pub(super) at: usize,
    pub(super) last: usize,
    pub(super) generics: Vec<&'f str>,
    pub(super) trait_name: Option<&'f str>,
    /// The trait's name token (`Display` of `std::fmt::Display`).
    pub(super) trait_at: Option<usize>,
    /// The self type as written, without spaces.
    pub(super) self_type: String,
    /// The self type's tokens, lifetimes left out (what [`crate::mono`] names print).
    pub(super) self_tokens: Vec<&'f str>,
    pub(super) self_idents: Vec<&'f str>,
}

impl<'f> Impl<'f> {
    pub(super) fn read(file: &'f File, at: usize) -> Option<Impl<'f>> {
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
        let (trait_at, self_start) = match for_at {
            Some(f) => {
                let name = (header_start..f)
                    .take_while(|&t| !file.is_punct(t, "<"))
                    .filter(|&t| file.kind(t) == Some(Kind::Ident))
                    .last();
                (name, f + 1)
            }
            None => (None, header_start),
        };
        let trait_name = trait_at.map(|t| file.text(t));
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
            trait_at,
            self_type,
            self_tokens,
            self_idents,
        })
    }
}

/// An impl or macro invocation that the impl step may remove.
pub(super) struct Candidate {
    /// What it is, as written: stable across rounds, so a needed one stays pinned.
    pub(super) key: String,
    pub(super) first: usize,
    pub(super) last: usize,
    /// The trait of an impl (`None` for a macro invocation).
    pub(super) trait_name: Option<String>,
    /// The self type of an impl, or the arguments of a macro invocation, without spaces.
    pub(super) self_type: String,
    /// The self type of an impl, to match against the instances' names.
    pub(super) self_pattern: TypePattern,
    /// The identifiers of the self type, or of the arguments.
    pub(super) idents: Vec<String>,
    /// Those of `idents` that the bundle declares (an item or a module of that name).
    pub(super) declared_idents: Vec<String>,
    /// Those of `idents` that may be a trait that the arguments give (`Sum<_> for T`): the
    /// ones followed by `<` or `for`.
    pub(super) trait_like_idents: Vec<String>,
    /// Those of `idents` that are an argument of their own (`Mul` of `impl_ops!(Mul, mul,
    /// mul_assign, Self)`; not `Add` of `_(.., Add::add)`): when the macro takes its trait from
    /// its arguments, one of them may be that trait.
    pub(super) lone_idents: Vec<String>,
    /// For a macro invocation, each argument as a type, the names that the arguments give
    /// bounds matching any type: `&[T]` of `impl_base_ust!(&[T], [T], T: Display)` is
    /// `&[u32]`, where its macro writes `impl<$($t)*> Display for $ty`.
    pub(super) argument_patterns: Vec<TypePattern>,
    /// For a macro invocation, the traits its macro implements (`impl Trait for $t`).
    pub(super) stamps: Stamps,
    /// The names of the functions it defines (that a call may miss once it is gone).
    pub(super) functions: Vec<String>,
}

/// Each top-level argument of the invocation whose arguments are tokens `first..end`, as a
/// [`TypePattern`] whose generic parameters are the names the arguments bound (`T` of
/// `T: Display`, `N` of `const N: usize`).
pub(super) fn argument_patterns(file: &File, first: usize, end: usize) -> Vec<TypePattern> {
    let mut arguments: Vec<Vec<&str>> = vec![Vec::new()];
    let mut generics: Vec<&str> = Vec::new();
    let mut depth = 0usize;
    for t in first..end {
        let text = file.text(t);
        match file.kind(t) {
            Some(Kind::Open) => depth += 1,
            Some(Kind::Close) => depth = depth.saturating_sub(1),
            Some(Kind::Punct) if text == "<" => depth += 1,
            Some(Kind::Punct) if text == ">" && !file.is_punct(t - 1, "-") => {
                depth = depth.saturating_sub(1)
            }
            Some(Kind::Punct) if depth == 0 && matches!(text, "," | ";") => {
                arguments.push(Vec::new());
                continue;
            }
            Some(Kind::Ident) if file.is_punct(t + 1, ":") && depth == 0 => generics.push(text),
            _ => {}
        }
        arguments.last_mut().expect("one at least").push(text);
    }
    arguments
        .iter()
        .filter(|tokens| !tokens.is_empty() && !tokens.contains(&":"))
        .map(|tokens| TypePattern::of(tokens, &generics))
        .collect()
}

/// The names of the functions defined in tokens `first..=last` (`fn name`).
pub(super) fn function_names(file: &File, first: usize, last: usize) -> Vec<String> {
    (first..last)
        .filter(|&t| file.is_ident(t, "fn") && file.kind(t + 1) == Some(Kind::Ident))
        .map(|t| file.text(t + 1).to_string())
        .collect()
}

/// A self type as an impl header writes it, to match against the types in the instances'
/// names: paths compare by their last segment (the names say `bundle::lib::Foo` where the
/// source says `Foo`), and a generic parameter of the impl matches any one type.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct TypePattern {
    pub(super) tokens: Vec<PatternToken>,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum PatternToken {
    Text(String),
    AnyType,
}

impl TypePattern {
    pub(super) fn of(tokens: &[&str], generics: &[&str]) -> TypePattern {
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
    pub(super) fn matches(&self, ty: &[String]) -> bool {
        if self.tokens.is_empty() {
            return true;
        }
        let mut at = 0;
        for (i, token) in self.tokens.iter().enumerate() {
            let generic_arguments_follow =
                matches!(self.tokens.get(i + 1), Some(PatternToken::Text(t)) if t == "<");
            match token {
                PatternToken::Text(text) => {
                    if ty.get(at) != Some(text) {
                        return false;
                    }
                    at += 1;
                }
                // `$M<T>` of a macro: a metavariable before generic arguments is the type's
                // name (`Matrix2x2` of `Matrix2x2<i64>`), not a whole type.
                PatternToken::AnyType if generic_arguments_follow => {
                    if !ty.get(at).is_some_and(|t| t.chars().all(is_ident_char)) {
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
pub(super) fn type_tokens<S: AsRef<str>>(tokens: &[S]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut skip = 0;
    for (i, token) in tokens.iter().enumerate() {
        let token = token.as_ref();
        if skip > 0 {
            skip -= 1;
            continue;
        }
        if token == "dyn" {
            continue;
        }
        if token.starts_with('\'') {
            // A lifetime argument goes with its comma (`Matrix<'a, T>` is `Matrix<T>`), and a
            // list of lifetimes only goes whole (`Cursor<'a>` is `Cursor`).
            let next = tokens.get(i + 1).map(|t| t.as_ref());
            match (out.last().map(String::as_str), next) {
                (_, Some(",")) => skip = 1,
                (Some("<"), Some(">")) => {
                    out.pop();
                    skip = 1;
                }
                (Some(","), Some(">")) => {
                    out.pop();
                }
                _ => {}
            }
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

pub(super) fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The parts of one demangled instance name that candidates are matched with.
pub(super) struct InstanceName {
    /// Every `<Type as Trait>` in it.
    pub(super) impls: Vec<ImplName>,
    pub(super) idents: BTreeSet<String>,
}

/// One `<Type as Trait<A>>` of an instance name.
#[derive(Debug, PartialEq)]
pub(super) struct ImplName {
    /// The type's tokens.
    pub(super) self_type: Vec<String>,
    /// The trait's last path segment.
    pub(super) trait_name: String,
    /// The identifiers of the trait's generic arguments (`Vec`, `usize` of `Shl<&Vec<usize>>`).
    pub(super) trait_argument_idents: Vec<String>,
}

impl InstanceName {
    pub(super) fn of(name: &str) -> InstanceName {
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
                // The demangler writes a generic trait's arguments after a turbofish
                // (`Trait::<u8>`): the name is the last identifier before them.
                let trait_name = trait_path[..trait_end]
                    .iter()
                    .rev()
                    .find(|t| t.chars().all(is_ident_char));
                if let Some(trait_name) = trait_name {
                    impls.push(ImplName {
                        self_type: type_tokens(&tokens[open + 1..as_at]),
                        trait_name: trait_name.clone(),
                        trait_argument_idents: trait_path[trait_end..]
                            .iter()
                            .filter(|t| t.chars().all(is_ident_char))
                            .cloned()
                            .collect(),
                    });
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
pub(super) fn name_tokens(name: &str) -> Vec<String> {
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
pub(super) struct Stamps {
    /// The traits its body implements: the identifiers just before a `for` (as in
    /// `impl Trait for $t`).
    pub(super) traits: Vec<String>,
    /// Whether it defines trait impls and nothing else (no inherent impl, fn or type), so that
    /// only a call through one of them can run its code.
    pub(super) trait_impls_only: bool,
    /// Those of `traits` that are no metavariable (`Zero` of `impl Zero for $t`, not `tr` of
    /// `impl $tr for $t`).
    pub(super) literal_traits: Vec<String>,
    /// Whether a trait it implements is one of its arguments (`impl $tr<T> for Foo`).
    pub(super) traits_from_arguments: bool,
    /// The types its impls are for, when the body names them (`impl $tr for Foo`): the first
    /// identifier after each `for`.
    pub(super) self_types: Vec<String>,
    /// The types of `self_types` whose impl's self type no metavariable is part of
    /// (`ModInt<N>`, not `Sum<$t>`): every expansion's impl is for that type.
    pub(super) literal_self_types: Vec<String>,
    /// The self type of each impl it writes, a metavariable or generic parameter matching any
    /// type (`impl Tr for &$t` gives `&_`): `None` when one of them is more than a plain type
    /// can be read as (a repetition, another macro's output), so nothing is ruled out.
    pub(super) self_patterns: Option<Vec<TypePattern>>,
    /// The functions its body defines by name (`fn get`).
    pub(super) functions: Vec<String>,
    /// Whether it defines functions named by its arguments (`fn $method`).
    pub(super) functions_from_arguments: bool,
    /// For each impl it writes whose self type holds a generic parameter that its arguments
    /// name (`impl<$($t),+> Scan for ($($t),+)`, where the arguments name no type it is
    /// for), the first token of that self type (`(`), or `$` when it may be any type.
    pub(super) generic_self_heads: Vec<String>,
    /// Whether it declares a type, alias, trait, const or static outside its impls
    /// (`pub type $alias = StaticModInt<$m>;`): what it declares is named, not run.
    pub(super) declares_items: bool,
    /// The identifiers its body writes after `::` or `.` (`StaticModInt::new`, `x.pow(2)`),
    /// or before `<`, `(` or `::` (`Factors<$t>`): the functions it may call and the types it
    /// may name.
    pub(super) calls: Vec<String>,
}

impl Stamps {
    /// Adds what `other` stamps (a macro this one invokes, or another definition an
    /// invocation may expand); whether anything was new.
    fn absorb(&mut self, other: &Stamps) -> bool {
        fn union(into: &mut Vec<String>, from: &[String]) -> bool {
            let before = into.len();
            for name in from {
                if !into.contains(name) {
                    into.push(name.clone());
                }
            }
            into.len() != before
        }
        let mut grown = union(&mut self.traits, &other.traits);
        grown |= union(&mut self.literal_traits, &other.literal_traits);
        grown |= union(&mut self.self_types, &other.self_types);
        grown |= union(&mut self.literal_self_types, &other.literal_self_types);
        grown |= union(&mut self.functions, &other.functions);
        if other.traits_from_arguments && !self.traits_from_arguments {
            self.traits_from_arguments = true;
            grown = true;
        }
        if other.functions_from_arguments && !self.functions_from_arguments {
            self.functions_from_arguments = true;
            grown = true;
        }
        grown |= union(&mut self.generic_self_heads, &other.generic_self_heads);
        grown |= union(&mut self.calls, &other.calls);
        if other.declares_items && !self.declares_items {
            self.declares_items = true;
            grown = true;
        }
        if !other.traits.is_empty() && self.self_patterns.is_some() {
            self.self_patterns = None;
            grown = true;
        }
        grown
    }

    /// Whether one of the impls the macro writes may be for `ty` (tokens, as from
    /// [`type_tokens`]): `impl Tr for &$t` is never the impl of `<u64 as Tr>`.
    fn may_be_for(&self, ty: &[String]) -> bool {
        match &self.self_patterns {
            Some(patterns) => patterns.iter().any(|p| p.matches(ty)),
            None => true,
        }
    }
}

/// The [`Stamps`] of the bundle's `macro_rules!` ([`Shape::macros`]), each invocation
/// resolved as rustc resolves its name ([`Macros::expanded_at`]): two modules may each define
/// an `implement!` of their own.
pub(super) struct MacroStamps<'m> {
    macros: &'m Macros,
    /// What each definition stamps, by the index of [`Macros::get`].
    stamps: Vec<Stamps>,
}

impl<'m> MacroStamps<'m> {
    pub(super) fn of(file: &File, macros: &'m Macros) -> MacroStamps<'m> {
        let mut all = MacroStamps {
            macros,
            stamps: macros
                .all()
                .iter()
                .map(|d| definition_stamps(file, d))
                .collect(),
        };
        all.absorb_invoked(file);
        all
    }

    /// What an invocation of `name` at token `at` stamps: the definition in scope there,
    /// else what every definition of that name stamps; nothing for a macro the bundle does
    /// not define.
    pub(super) fn at(&self, name: &str, at: usize) -> Stamps {
        let mut definitions = self.macros.expanded_at(name, at).iter();
        let Some(&first) = definitions.next() else {
            return Stamps::default();
        };
        let mut stamps = self.stamps[first].clone();
        for &d in definitions {
            let other = &self.stamps[d];
            stamps.absorb(other);
            stamps.trait_impls_only &= other.trait_impls_only;
        }
        stamps
    }

    /// Grows each definition's stamps by those of the macros its body invokes, through
    /// theirs: `implement!(i64)` whose body calls `impl_algebra!(Min<$t>; ..)` stamps the
    /// impls of `Set`, `BinaryOp`, ... that `impl_algebra!` writes. What those impls are for
    /// is then more than the macro's own body tells, so its `self_patterns` are unknown.
    fn absorb_invoked(&mut self, file: &File) {
        let callees: Vec<BTreeSet<usize>> = (self.macros.all().iter().enumerate())
            .map(|(d, definition)| {
                let rules = definition.rules_open();
                (rules + 1..file.partner[rules])
                    .filter(|&t| {
                        file.kind(t) == Some(Kind::Ident)
                            && file.is_punct(t + 1, "!")
                            && file.kind(t + 2) == Some(Kind::Open)
                    })
                    .flat_map(|t| self.macros.expanded_at(file.text(t), t))
                    .copied()
                    .filter(|&callee| callee != d)
                    .collect()
            })
            .collect();
        loop {
            let mut grown = false;
            for (d, callees) in callees.iter().enumerate() {
                for &callee in callees {
                    let from = self.stamps[callee].clone();
                    grown |= self.stamps[d].absorb(&from);
                }
            }
            if !grown {
                return;
            }
        }
    }
}

/// What `definition` stamps, by its own body.
fn definition_stamps(file: &File, definition: &MacroRules) -> Stamps {
    let rules = definition.rules_open();
    let body = rules + 1..file.partner[rules];
    let implemented: Vec<(usize, usize)> = body
        .clone()
        .filter(|&t| file.is_ident(t, "for"))
        .filter_map(|t| implemented_trait(file, t).map(|name| (t, name)))
        .collect();
    let traits = implemented
        .iter()
        .map(|&(_, name)| file.text(name).to_string())
        .collect();
    let literal_traits = implemented
        .iter()
        .filter(|&&(_, name)| !file.is_punct(name - 1, "$"))
        .map(|&(_, name)| file.text(name).to_string())
        .collect();
    let traits_from_arguments = implemented
        .iter()
        .any(|&(_, name)| file.is_punct(name - 1, "$"));
    // The first identifier of the self type after `for`, but a metavariable.
    let self_type = |for_at: usize| {
        (for_at + 1..body.end)
            .find(|&t| !matches!(file.text(t), "&" | "mut") && file.kind(t) != Some(Kind::Lifetime))
            .filter(|&t| file.kind(t) == Some(Kind::Ident) && !file.is_punct(t - 1, "$"))
            .map(|t| file.text(t).to_string())
    };
    let self_types = implemented
        .iter()
        .filter_map(|&(for_at, _)| self_type(for_at))
        .collect();
    let literal_self_types = implemented
        .iter()
        .filter(|&&(for_at, _)| {
            (for_at + 1..body.end)
                .take_while(|&t| !file.is(t, Kind::Open, "{") && !file.is_ident(t, "where"))
                .all(|t| !file.is_punct(t, "$"))
        })
        .filter_map(|&(for_at, _)| self_type(for_at))
        .collect();
    let self_patterns = implemented
        .iter()
        .map(|&(for_at, _)| stamped_self_pattern(file, for_at, body.end))
        .collect();
    let functions = function_names(file, body.start, body.end);
    let functions_from_arguments = body
        .clone()
        .any(|t| file.is_ident(t, "fn") && file.is_punct(t + 1, "$"));
    let declares_items = declares_items_outside_impls(file, body.start, body.end);
    let generic_self_heads = implemented
        .iter()
        .filter_map(|&(for_at, _)| stamped_generic_self_head(file, for_at, body.end))
        .collect();
    let mut calls: Vec<String> = body
        .clone()
        .filter(|&t| file.kind(t) == Some(Kind::Ident))
        .filter(|&t| {
            file.kind(t - 1) == Some(Kind::PathSep)
                || file.is_punct(t - 1, ".")
                || file.kind(t + 1) == Some(Kind::PathSep)
                || file.is_punct(t + 1, "<")
                || file.is(t + 1, Kind::Open, "(")
        })
        .filter(|&t| !file.is_punct(t - 1, "$"))
        .map(|t| file.text(t).to_string())
        .collect();
    calls.sort_unstable();
    calls.dedup();
    let bodies = &definition.bodies;
    let trait_impls_only = !bodies.is_empty()
        && impls_only(file, &definition.name, bodies)
            .is_some_and(|s| s.trait_impls && s.other_macros.is_empty());
    Stamps {
        traits,
        literal_traits,
        trait_impls_only,
        traits_from_arguments,
        self_types,
        literal_self_types,
        self_patterns,
        functions,
        functions_from_arguments,
        generic_self_heads,
        declares_items,
        calls,
    }
}

/// Whether tokens `first..end` of a macro body declare, outside their impl blocks, a type, an
/// alias, a trait, a const or a static (`struct $name`, `type Alias`; not `const fn`).
fn declares_items_outside_impls(file: &File, first: usize, end: usize) -> bool {
    let mut t = first;
    while t < end {
        if file.is_ident(t, "impl") {
            match (t..end).find(|&b| file.is(b, Kind::Open, "{")) {
                Some(body) => {
                    t = file.partner[body] + 1;
                    continue;
                }
                None => return false,
            }
        }
        let keyword = matches!(
            file.text(t),
            "struct" | "enum" | "union" | "type" | "trait" | "const" | "static"
        ) && file.kind(t) == Some(Kind::Ident)
            && !file.is_punct(t.wrapping_sub(1), "$");
        let named = file.is_punct(t + 1, "$")
            || (file.kind(t + 1) == Some(Kind::Ident) && !matches!(file.text(t + 1), "fn" | "_"));
        if keyword && named {
            return true;
        }
        t += 1;
    }
    false
}

/// The first token of the self type of the impl whose header has its `for` at token `for_at`
/// (in a macro body that ends before `end`), when that type holds a metavariable that the impl
/// also declares as a generic parameter (`impl<$($t),+> Scan for ($($t),+)` gives `(`; `$`
/// for a bare `$t`): the invocation's arguments then name a type parameter, not the types the
/// impl is for. `None` too when the type starts with another metavariable, which the
/// arguments name (`impl<$($t: Set),*> Set for $a<$($t),*>` of `impl_tuple!(Tuple2; ..)`).
fn stamped_generic_self_head(file: &File, for_at: usize, end: usize) -> Option<String> {
    let impl_at = (0..for_at).rev().find(|&t| file.is_ident(t, "impl"))?;
    if !file.is_punct(impl_at + 1, "<") {
        return None;
    }
    let metavariables = |range: std::ops::Range<usize>| -> BTreeSet<&str> {
        range
            .filter(|&t| file.is_punct(t, "$") && file.kind(t + 1) == Some(Kind::Ident))
            .map(|t| file.text(t + 1))
            .collect()
    };
    let (_, generics_end) = impl_generics(file, impl_at);
    let self_end = (for_at + 1..end)
        .find(|&t| file.is(t, Kind::Open, "{") || file.is_ident(t, "where"))
        .unwrap_or(end);
    let in_generics = metavariables(impl_at + 2..generics_end);
    if in_generics.is_disjoint(&metavariables(for_at + 1..self_end)) {
        return None;
    }
    // `$a<$($t),*>` with `$a` an argument (`Tuple2`): the arguments name the type after all.
    let leading_argument = file.is_punct(for_at + 1, "$")
        && file.kind(for_at + 2) == Some(Kind::Ident)
        && !in_generics.contains(file.text(for_at + 2));
    if leading_argument {
        return None;
    }
    let self_tokens: Vec<&str> = (for_at + 1..self_end).map(|t| file.text(t)).collect();
    type_tokens(&self_tokens).into_iter().next()
}

/// What a metavariable stands as in a [`stamped_self_pattern`]: an identifier, so that a path
/// through it (`$m::Foo`) keeps its last segment, as paths do.
pub(super) const METAVARIABLE: &str = "__metavariable";

/// The self type of the impl whose header has its `for` at token `for_at`, in a macro body
/// that ends before token `end`: its tokens up to the `{` or `where`, each metavariable
/// (`$t`) and each of the impl's generic parameters matching any type. `None` when the type
/// holds what a pattern cannot stand for: a repetition (`$(..)*`), a macro call or an
/// attribute (`$crate::` is left out, as the instances' names print the path's last segment).
fn stamped_self_pattern(file: &File, for_at: usize, end: usize) -> Option<TypePattern> {
    let impl_at = (0..for_at).rev().find(|&t| file.is_ident(t, "impl"))?;
    let (generics, _) = impl_generics(file, impl_at);
    let mut tokens: Vec<&str> = Vec::new();
    let mut i = for_at + 1;
    while i < end && !file.is(i, Kind::Open, "{") && !file.is_ident(i, "where") {
        if file.is_punct(i, "$") {
            match file.kind(i + 1) {
                Some(Kind::Ident) if file.text(i + 1) == "crate" => i += 2,
                Some(Kind::Ident) => {
                    tokens.push(METAVARIABLE);
                    i += 2;
                }
                _ => return None,
            }
            continue;
        }
        if file.is_punct(i, "!") || file.is_punct(i, "#") {
            return None;
        }
        tokens.push(file.text(i));
        i += 1;
    }
    if tokens.is_empty() {
        return None;
    }
    let mut wildcards = generics;
    wildcards.push(METAVARIABLE);
    Some(TypePattern::of(&tokens, &wildcards))
}

impl Candidate {
    /// Whether code of this candidate may be among `instances` (see [`crate::mono`]): for an
    /// impl, a name `<X as ..::Trait>` with `X` of its self type; for a macro invocation, a
    /// name that mentions one of its arguments' identifiers. When in doubt, yes.
    pub(super) fn may_run(&self, instances: &[InstanceName]) -> bool {
        match &self.trait_name {
            Some(trait_name) => instances.iter().any(|instance| {
                instance.impls.iter().any(|stamped| {
                    stamped.trait_name == *trait_name
                        && self.self_pattern.matches(&stamped.self_type)
                })
            }),
            // An invocation runs through the impls it stamps (`<u8 as Readable>`), or through
            // the items of the bundle it names (`<Foo>::get` for `impl_get!(Foo)`, `read_foo`
            // for `reader!(read_foo)`); a type from elsewhere (`u8`, `Vec`) is named by far
            // more than it (`Vec<u8>`) to say anything.
            // When the macro defines trait impls only, nothing else of it can run: its trait
            // is one it names or one of the arguments (`impl $tr<_> for $t`).
            None => instances.iter().any(|instance| {
                let stamps = instance.impls.iter().any(|stamped| {
                    let (ty, tr) = (&stamped.self_type, &stamped.trait_name);
                    let of_trait = self.stamps.traits.contains(tr)
                        || self.trait_like_idents.contains(tr)
                        || (self.stamps.traits_from_arguments && self.lone_idents.contains(tr));
                    // The type is the arguments' (`impl_get!(Foo)`) or the body's own
                    // (`impl<N: Int> ops::$t<$r> for ModInt<N>` of `impl_ops!(Mul, mul, ..)`),
                    // or the trait's arguments are the arguments' (`impl<T: Primitive>
                    // Shl<$t> for out` of `impl_for_slices!(&[T], &Vec<T>)` runs as `<out as
                    // Shl<&Vec<usize>>>::shl`).
                    let head = ty
                        .iter()
                        .find(|t| t.chars().all(is_ident_char) && *t != "mut");
                    let for_type = self.idents.iter().any(|i| ty.contains(i))
                        || self.argument_patterns.iter().any(|p| p.matches(ty))
                        || self
                            .idents
                            .iter()
                            .any(|i| stamped.trait_argument_idents.contains(i))
                        || head.is_some_and(|h| self.stamps.literal_self_types.contains(h))
                        || self
                            .stamps
                            .generic_self_heads
                            .iter()
                            .any(|h| h == "$" || ty.first() == Some(h));
                    of_trait && for_type && self.stamps.may_be_for(ty)
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
    pub(super) fn named_by(&self, error: &Diagnostic) -> bool {
        unsatisfied_bounds(error)
            .iter()
            .any(|(ty, trait_name)| self.implements(ty, trait_name))
    }

    /// Whether this candidate could be the impl of `trait_name` for `ty` (as rustc prints
    /// them), for an error that says the bound is not satisfied: an invocation whose macro
    /// takes the trait from its arguments may implement any trait its arguments name.
    pub(super) fn implements(&self, ty: &str, trait_name: &str) -> bool {
        self.implements_with(ty, trait_name, &self.idents)
    }

    /// [`Candidate::implements`], for an invocation only the traits its arguments give (the
    /// names followed by `<` or `for`): `Add` in `_(Self::raw(0), Add::add)` is no impl.
    /// Whether it is an impl of `trait_name`, or an invocation whose macro writes impls of
    /// it, whatever the type.
    pub(super) fn implements_trait(&self, trait_name: &str) -> bool {
        match &self.trait_name {
            Some(name) => name == trait_name,
            None => self.stamps.traits.iter().any(|t| t == trait_name),
        }
    }

    /// For an invocation, whether its impls may be for the type of tokens `ty` (as from
    /// [`type_tokens`]) itself: an argument is part of it or its pattern (`i64` of
    /// `implement!(signed; i8, i64)` for `Sum<i64>`, which `implement!(float; f32, f64)` is not
    /// for), or the macro writes impls for a literal type of that name, and its impls' self
    /// types may be that type (`impl_one_zero_wrap!(u8, usize)` writes `impl Zero for
    /// Wrapping<$t>`, none for `usize`). An impl is for the types its pattern matches.
    fn stamps_for(&self, ty: &[String]) -> bool {
        if self.trait_name.is_some() {
            return true;
        }
        let head = ty.first().map_or("", String::as_str);
        let for_type = self.idents.iter().any(|i| ty.contains(i))
            || self.argument_patterns.iter().any(|p| p.matches(ty))
            || self.stamps.literal_self_types.iter().any(|t| t == head);
        for_type && self.stamps.may_be_for(ty)
    }

    /// Whether it surely implements `trait_name` for `ty`: a trait impl of that trait, or an
    /// invocation whose macro writes impls of it, the trait spelt in its body or written in
    /// its arguments as a trait (`Add<u8> for`). A lone argument (`Sub` of coco's
    /// `impl_ops!(Sub, sub, SubAssign, sub_assign)`) counts only when the body writes the
    /// impl for that very type (`impl<..> $trait<T> for StaticModInt<MOD>`): with a type
    /// from the arguments too, an invocation for another type would be pinned
    /// (sogapalag's `forward_binop!(impl Add, add for Mint, ..)`).
    pub(super) fn surely_implements(&self, ty: &str, trait_name: &str) -> bool {
        self.implements_with(ty, trait_name, &self.trait_like_idents)
            || (self
                .stamps
                .literal_self_types
                .iter()
                .any(|t| t == type_head(ty))
                && self.stamps.self_types == self.stamps.literal_self_types
                && self.implements_with(ty, trait_name, &self.lone_idents))
    }

    pub(super) fn implements_with(
        &self,
        ty: &str,
        trait_name: &str,
        argument_traits: &[String],
    ) -> bool {
        let of_trait = match &self.trait_name {
            Some(name) => name == trait_name,
            None => {
                self.stamps.traits.is_empty()
                    || self.stamps.traits.iter().any(|t| t == trait_name)
                    || (self.stamps.traits_from_arguments
                        && argument_traits.iter().any(|t| t == trait_name))
            }
        };
        of_trait && self.may_be_for(ty)
    }

    /// Whether it surely may define the function `function` of type `ty` (`Self::function`
    /// in an impl for `ty`): for an invocation whose macro names functions after its
    /// arguments, only the names its macro spells.
    pub(super) fn defines_for(&self, ty: &str, function: &str) -> bool {
        let functions = if self.trait_name.is_none() && self.stamps.functions_from_arguments {
            &self.stamps.functions
        } else {
            &self.functions
        };
        functions.iter().any(|f| f == function) && self.may_be_for(ty)
    }

    /// Whether it may be an impl for `ty` (a type as rustc prints it).
    fn may_be_for(&self, ty: &str) -> bool {
        let ty: String = ty.chars().filter(|c| !c.is_whitespace()).collect();
        // An unsuffixed literal's type falls back to i32 (or f64) when nothing else decides it.
        let ty = match ty.as_str() {
            "{integer}" => "i32".to_string(),
            "{float}" => "f64".to_string(),
            _ => ty,
        };
        if self.trait_name.is_some() {
            return self.self_type == ty
                || self.self_pattern.matches(&type_tokens(&name_tokens(&ty)));
        }
        // `Foo<M>` is a type the invocation stamps when it names `Foo` or its macro writes
        // impls for `Foo`.
        let head = type_head(&ty);
        let tokens = type_tokens(&name_tokens(&ty));
        self.self_type == ty
            || self.idents.contains(&ty)
            || self.argument_patterns.iter().any(|p| p.matches(&tokens))
            || (!head.is_empty()
                && (self.idents.iter().any(|i| i == head)
                    || self.stamps.self_types.iter().any(|t| t == head)))
            || self.may_be_for_tuple(&ty)
    }

    /// Whether it may be the impl for the tuple `ty`: its macro writes impls for tuples of
    /// its arguments (`impl<$($t: Tr),+> Tr for ($($t,)+)`), and it has as many identifiers
    /// as `ty` has types (`tuple_readable! {T U}` for `(usize, usize)`).
    fn may_be_for_tuple(&self, ty: &str) -> bool {
        let Some(inside) = ty.strip_prefix('(').and_then(|t| t.strip_suffix(')')) else {
            return false;
        };
        let mut depth = 0usize;
        let mut types = 0;
        let mut in_type = false;
        for c in inside.chars() {
            match c {
                '(' | '[' | '<' => depth += 1,
                ')' | ']' | '>' => depth = depth.saturating_sub(1),
                ',' if depth == 0 => {
                    in_type = false;
                    continue;
                }
                _ => {}
            }
            if !in_type {
                types += 1;
                in_type = true;
            }
        }
        self.stamps.generic_self_heads.iter().any(|h| h == "(") && self.idents.len() == types
    }
}

/// The `(type, trait's last segment)` bounds that `error` says are not satisfied: "the trait
/// bound `T: Trait` is not satisfied", and the list after "the following trait bounds were
/// not satisfied" (a method or associated function whose impl needs them).
pub(super) fn unsatisfied_bounds(error: &Diagnostic) -> Vec<(String, String)> {
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
    bounds.extend(required_impls(&error.rendered));
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

/// The impls that the notes "required for `X` to implement `Trait<A>`" say an unsatisfied
/// bound came from, as `(type, trait's last segment)`: `X`, and each type argument `A`,
/// which an impl for `X` stamped by a macro may have taken from the invocation's arguments
/// (`impl<T: Primitive> Shl<$t> for out` of `impl_for_slices!(&[T], &Vec<T>)`: without it,
/// `out << &v` needs the blanket `Shl<T>`, and rustc names only that one's bound).
fn required_impls(rendered: &str) -> Vec<(String, String)> {
    const MARKER: &str = "required for `";
    let mut bounds = Vec::new();
    for (at, _) in rendered.match_indices(MARKER) {
        let rest = &rendered[at + MARKER.len()..];
        let Some((ty, rest)) = rest.split_once("` to implement `") else {
            continue;
        };
        let Some(trait_path) = rest.split('`').next() else {
            continue;
        };
        let (path, arguments) = match trait_path.split_once('<') {
            Some((path, arguments)) => (path, arguments.strip_suffix('>').unwrap_or(arguments)),
            None => (trait_path, ""),
        };
        let trait_name = path.rsplit("::").next().unwrap_or(path).trim().to_string();
        bounds.push((ty.trim().to_string(), trait_name.clone()));
        bounds.extend(
            top_level_arguments(arguments)
                .into_iter()
                .map(|argument| (argument.to_string(), trait_name.clone())),
        );
    }
    bounds
}

/// The comma-separated parts of `text` outside any brackets (`A, B<C, D>` gives `A` and
/// `B<C, D>`), trimmed, the empty ones left out.
fn top_level_arguments(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in text.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(text[start..].trim());
    parts.retain(|part| !part.is_empty());
    parts
}

/// What rustc's operator errors say is not implemented, as `(type, trait)`: "cannot add `B`
/// to `A`" (`Add`, for both types, as the trait restricts the match enough), "cannot apply
/// unary operator `-` to type `A`" (`Neg`), "binary operation `==` cannot be applied to type
/// `A`" (`PartialEq`), "binary assignment operation `+=` cannot be applied to type `A`"
/// (`AddAssign`), "`A` doesn't implement `Debug`".
pub(super) fn operator_bounds(message: &str) -> Vec<(String, String)> {
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
        ("binary assignment operation `+=`", "AddAssign"),
        ("binary assignment operation `-=`", "SubAssign"),
        ("binary assignment operation `*=`", "MulAssign"),
        ("binary assignment operation `/=`", "DivAssign"),
        ("binary assignment operation `%=`", "RemAssign"),
        ("binary assignment operation `^=`", "BitXorAssign"),
        ("binary assignment operation `&=`", "BitAndAssign"),
        ("binary assignment operation `|=`", "BitOrAssign"),
        ("binary assignment operation `<<=`", "ShlAssign"),
        ("binary assignment operation `>>=`", "ShrAssign"),
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
