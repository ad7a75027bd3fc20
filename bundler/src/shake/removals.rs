//! What goes for rustc's dead-code and unused-import reports and for what an earlier removal
//! left dangling, and what stays though rustc reports it unused (what hidden code, macro code or
//! a kept impl needs).

use super::*;

/// The edits that remove what the lints report inside the libraries.
pub(super) fn removals_for(
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
    let dead = dead_tokens(file, diagnostics);
    let unused_import_starts: BTreeSet<usize> = diagnostics
        .iter()
        .filter(|d| d.lint == "unused_imports")
        .flat_map(|d| d.primary.iter().map(|&(start, _)| start))
        .collect();
    // The `use` items that a report's rewrite is made in, by their keyword: to the report.
    let mut rewritten_by: BTreeMap<usize, usize> = BTreeMap::new();
    for (report, diagnostic) in diagnostics.iter().enumerate() {
        match diagnostic.lint.as_str() {
            "unused_imports"
                if !claims_its_use_items(
                    file,
                    diagnostic,
                    report,
                    &unused_import_starts,
                    &mut rewritten_by,
                ) => {}
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
                    let Some(at) = token_at(start)
                        .or_else(|| file.first_token_in(start, end))
                        .filter(|&t| shape.in_library(t) && !shape.in_macro(t))
                    else {
                        continue;
                    };
                    // Its rewrite assumes that the leaves it does not report stay.
                    if let Some((keyword, last)) =
                        use_item_around(file, at).filter(|&(keyword, last)| {
                            all_leaves_unused(file, keyword, last, &unused_import_starts)
                        })
                    {
                        edits.push(delete_tokens(file, attributes_start(file, keyword), last));
                        continue;
                    }
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
                        edits.extend(unused_in_macro(file, shape, diagnostic, name, &dead));
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

/// The tokens that rustc's dead-code reports point at (each report's primary spans).
fn dead_tokens(file: &File, diagnostics: &[Diagnostic]) -> BTreeSet<usize> {
    diagnostics
        .iter()
        .filter(|d| d.lint == "dead_code")
        .flat_map(|d| &d.primary)
        .filter_map(|&(start, _)| file.token_starting_at(start))
        .collect()
}

/// Whether unused-import report number `report` may rewrite the `use` items its spans are
/// in, which it then claims (in `rewritten_by`, by their keywords). rustc judges trait
/// imports after the others, so one item can get two reports (`use std::{fmt::Debug,
/// ops::{Deref, Mul}};`: `Debug` and `Deref`, then `Mul`), each of whose rewrites keeps the
/// other's leaves: together they leave `use std::ops::;`. An item all of whose leaves are
/// reported goes whole, whoever reports it; of two reports that rewrite one item partly, only
/// the first does (the next round reports the rest again).
fn claims_its_use_items(
    file: &File,
    diagnostic: &Diagnostic,
    report: usize,
    unused: &BTreeSet<usize>,
    rewritten_by: &mut BTreeMap<usize, usize>,
) -> bool {
    let items: Vec<usize> = diagnostic
        .primary
        .iter()
        .filter_map(|&(start, _)| file.token_starting_at(start))
        .filter_map(|t| use_item_around(file, t))
        .filter(|&(keyword, last)| !all_leaves_unused(file, keyword, last, unused))
        .map(|(keyword, _)| keyword)
        .collect();
    if items
        .iter()
        .any(|keyword| rewritten_by.get(keyword).is_some_and(|&r| r != report))
    {
        return false;
    }
    rewritten_by.extend(items.into_iter().map(|keyword| (keyword, report)));
    true
}

/// The removals of the library items named with a leading `_` that name an item the
/// dead-code lint reports (by a name that nothing else in the bundle declares): rustc reports
/// no such item (proconio's `__acquire_global_stdin_lock_line`, which only its macros call),
/// but one that could run would keep what it names alive, so it is dead too, and left behind
/// it would name what went. A guess (a local of that name would mislead it), so only for a
/// trial that rustc then looks at ([`CombinedTrial`]); a failed trial drops it.
pub(super) fn unreported_dead_items(
    file: &File,
    shape: &Shape,
    diagnostics: &[Diagnostic],
) -> Vec<Edit> {
    let mut declared: BTreeMap<&str, usize> = BTreeMap::new();
    for t in 0..file.tokens.len() {
        if ITEM_KEYWORDS.contains(&file.text(t)) && file.kind(t + 1) == Some(Kind::Ident) {
            *declared.entry(file.text(t + 1)).or_default() += 1;
        }
    }
    let reported: BTreeSet<&str> = diagnostics
        .iter()
        .filter(|d| d.lint == "dead_code")
        .flat_map(|d| &d.primary)
        .filter_map(|&(start, _)| file.token_starting_at(start))
        .filter(|&t| shape.in_library(t) && !shape.in_macro(t) && item_start(file, t).is_some())
        .map(|t| file.text(t))
        .filter(|name| declared.get(name) == Some(&1))
        .collect();
    if reported.is_empty() {
        return Vec::new();
    }
    let mut edits = Vec::new();
    for name in 0..file.tokens.len() {
        let unreported = file.kind(name) == Some(Kind::Ident)
            && file.text(name).len() > 1
            && file.text(name).starts_with('_')
            && shape.in_library(name)
            && !shape.in_macro(name);
        let Some((keyword, first)) = unreported.then(|| item_start(file, name)).flatten() else {
            continue;
        };
        // A macro's rules are read only where they expand: a rule that names the dead item
        // (proconio's `__read!` rule for closures) says nothing of the others.
        if !shape.at_module_level(file, keyword) || file.is_ident(keyword, "macro_rules") {
            continue;
        }
        let last = item_end(file, first);
        let names_a_dead_item = (keyword..=last).any(|t| {
            t != name && file.kind(t) == Some(Kind::Ident) && reported.contains(file.text(t))
        });
        if names_a_dead_item {
            edits.extend(item_removal(file, shape, name));
        }
    }
    edits
}

/// What the unused-item reports of one look in the libraries are about, which decides how the
/// text without them has to be looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reported {
    /// Items (or imports inside macros, or without rustc's own removal): a look.
    Items,
    /// Imports only: a check, no look. Nothing resolved through them, so no instance can
    /// change; but another import can become unused (`use self::a::f` unused leaves the
    /// `pub(crate) use super::b::f` in `a` unused only once it is gone).
    Imports,
    /// Imports none of whose paths goes through another import, and macros: not even a
    /// check. An import keeps no item alive, and only an import that another one goes
    /// through can become unused (see [`goes_through_no_import`]); a macro that nothing
    /// expands added nothing to the program, and rustc counts no name in its body as used.
    Inert,
}

/// What the unused-item reports in the libraries among `diagnostics` are about.
pub(super) fn reported(file: &File, shape: &Shape, diagnostics: &[Diagnostic]) -> Reported {
    let mut reported = Reported::Inert;
    let reports = diagnostics
        .iter()
        .filter(|d| UNUSED_LINTS.contains(&d.lint.as_str()))
        .flat_map(|d| d.primary.iter().map(move |&(start, _)| (d, start)))
        .filter_map(|(d, start)| Some((d, file.token_starting_at(start)?)))
        .filter(|&(_, t)| shape.in_library(t));
    for (diagnostic, at) in reports {
        if diagnostic.lint == "unused_macros" && !shape.in_macro(at) {
            continue;
        }
        // An unused import goes by rustc's suggestion, or without one leaf by leaf
        // ([`unused_imports_without_suggestion`]: rustc suggests nothing for a leaf of some
        // groups, as egor's `use ..::algebra::{IntegerSemiRingWithSub, Zero};`).
        if diagnostic.lint != "unused_imports" || shape.in_macro(at) {
            return Reported::Items;
        }
        let leaf = use_keyword_of(file, at)
            .is_some_and(|keyword| goes_through_no_import(file, shape, keyword, at));
        if !leaf {
            reported = Reported::Imports;
        }
    }
    reported
}

/// Whether the leaf that starts at token `reported` of the `use` whose keyword is token
/// `keyword` surely goes through no other import: it is rooted in a crate of the toolchain
/// (`use std::..`), or its path goes through declared modules only
/// ([`path_through_declared_modules`]) to a glob or to items declared there. An unused glob
/// resolves no name, so no import is more used with it than without it (rustc marks a
/// re-export used when a single import names it, not when an unused glob could bring it):
/// only its path could mark one used.
fn goes_through_no_import(file: &File, shape: &Shape, keyword: usize, reported: usize) -> bool {
    if imports_from_toolchain(file, keyword) {
        return true;
    }
    if !shape.at_module_level(file, keyword) {
        return false;
    }
    let Some((segments, end)) = leaf_path(file, keyword, reported) else {
        return false;
    };
    if end == keyword + 1 && file.is_punct(end + 1, ";") {
        return reexports_own_macro(file, shape, keyword);
    }
    let Some(module) = path_through_declared_modules(file, shape, keyword, &segments) else {
        return false;
    };
    let names = if file.is_punct(end, "*") {
        return !segments.is_empty();
    } else if file.kind(end) == Some(Kind::Ident) {
        vec![file.text(end)]
    } else {
        match group_leaves(file, end) {
            Some(names) => names,
            None => return false,
        }
    };
    names
        .iter()
        .all(|&name| declares_only(file, shape, module, name))
}

/// Whether `use name;` (keyword token `keyword`, at module level) re-exports a
/// `macro_rules! name` of its own module (what [`crate::emit`] writes after an exported
/// macro, `pub(crate) use value;`), and no other import of the module may bring a `name`:
/// then its path resolves to the macro, through no import.
fn reexports_own_macro(file: &File, shape: &Shape, keyword: usize) -> bool {
    let module = shape.enclosing[keyword];
    let name = file.text(keyword + 1);
    let (first, end) = match module {
        usize::MAX => (0, file.tokens.len()),
        open => (open + 1, file.partner[open]),
    };
    let at_level = |t: usize| shape.enclosing[t] == module;
    let defines = (first..end)
        .any(|t| at_level(t) && file.is_ident(t, "macro_rules") && file.is_ident(t + 2, name));
    let imported_elsewhere = (first..end)
        .filter(|&t| t != keyword && at_level(t) && file.is_ident(t, "use"))
        .any(|t| {
            (t + 1..end)
                .take_while(|&u| !file.is_punct(u, ";"))
                .any(|u| file.is_ident(u, name) || file.is_punct(u, "*"))
        });
    defines && !imported_elsewhere
}

/// The path of the use-tree leaf that starts at token `at` of the `use` whose keyword is
/// token `keyword`: the tokens of its segments, from the `use` on and through the groups
/// around it (`a`, `b`, `c` of `c::*` in `use a::{x, b::{c::*, y}};`), and the token it ends
/// in (a name, a `*` or a group's `{`).
fn leaf_path(file: &File, keyword: usize, at: usize) -> Option<(Vec<usize>, usize)> {
    let mut segments = Vec::new();
    // How many segments lead to each group open at `t`.
    let mut groups: Vec<usize> = Vec::new();
    let mut t = keyword + 1;
    while t < at {
        match file.text(t) {
            "{" => groups.push(segments.len()),
            "}" => {
                groups.pop()?;
            }
            "," => segments.truncate(*groups.last()?),
            _ if file.kind(t) == Some(Kind::Ident) && file.kind(t + 1) == Some(Kind::PathSep) => {
                segments.push(t);
                t += 1;
            }
            _ => {}
        }
        t += 1;
    }
    while file.kind(t) == Some(Kind::Ident) && file.kind(t + 1) == Some(Kind::PathSep) {
        segments.push(t);
        t += 2;
    }
    Some((segments, t))
}

/// The `{` of the module (`usize::MAX` for the bundle's root) that the path `segments` of a
/// `use` at module level (keyword token `keyword`) leads to, when each segment is a module
/// that its parent declares with a body: `self`, `super` or `crate`, or a module declared
/// beside the `use`, then `super`s and declared modules. `None` when a segment could be an
/// import.
fn path_through_declared_modules(
    file: &File,
    shape: &Shape,
    keyword: usize,
    segments: &[usize],
) -> Option<usize> {
    let mut module = shape.enclosing[keyword];
    let (&first, rest) = segments.split_first()?;
    match file.text(first) {
        "self" => {}
        "crate" => module = usize::MAX,
        "super" => module = parent_module(file, shape, module)?,
        name => module = child_module(file, shape, module, name)?,
    }
    for &segment in rest {
        module = match file.text(segment) {
            "super" => parent_module(file, shape, module)?,
            name => child_module(file, shape, module, name)?,
        };
    }
    Some(module)
}

/// The names of the leaves of the group `{A, B as C}` that opens at token `open`; `None`
/// when one of them is no name (a path, a glob, `self`).
fn group_leaves<'f>(file: &'f File, open: usize) -> Option<Vec<&'f str>> {
    if file.kind(open) != Some(Kind::Open) || file.text(open) != "{" {
        return None;
    }
    let close = file.partner[open];
    let mut names = Vec::new();
    let mut t = open + 1;
    while t < close {
        if file.kind(t) != Some(Kind::Ident) || file.text(t) == "self" {
            return None;
        }
        names.push(file.text(t));
        let aliased = file.is_ident(t + 1, "as") && file.kind(t + 2) == Some(Kind::Ident);
        let end = if aliased { t + 3 } else { t + 1 };
        if end != close && !file.is_punct(end, ",") {
            return None;
        }
        t = end + 1;
    }
    Some(names)
}

/// The `{` of the module whose body holds the module of brace `module` (`usize::MAX` for the
/// bundle's root), when that is a module.
fn parent_module(file: &File, shape: &Shape, module: usize) -> Option<usize> {
    if module == usize::MAX || !(module >= 2 && file.is_ident(module - 2, "mod")) {
        return None;
    }
    let parent = shape.enclosing[module];
    (parent == usize::MAX || (parent >= 2 && file.is_ident(parent - 2, "mod"))).then_some(parent)
}

/// The `{` of `mod name { .. }` declared in the module of brace `module`, if there is one.
fn child_module(file: &File, shape: &Shape, module: usize, name: &str) -> Option<usize> {
    (0..file.tokens.len()).find_map(|t| {
        (shape.enclosing[t] == module
            && file.is_ident(t, "mod")
            && file.is_ident(t + 1, name)
            && file.text(t + 2) == "{")
            .then_some(t + 2)
    })
}

/// Whether the module of brace `module` declares an item called `name`, imports nothing by
/// that name, has no glob, and has no macro code that may declare the name.
fn declares_only(file: &File, shape: &Shape, module: usize, name: &str) -> bool {
    let (first, end) = match module {
        usize::MAX => (0, file.tokens.len()),
        open => (open + 1, file.partner[open]),
    };
    let mut declared = false;
    for t in first..end {
        if shape.enclosing[t] != module {
            continue;
        }
        if file.is_ident(t, "use") {
            let mut u = t + 1;
            while u < end && !file.is_punct(u, ";") {
                if file.is_ident(u, name) || file.is_punct(u, "*") {
                    return false;
                }
                u += 1;
            }
        } else if ITEM_KEYWORDS.contains(&file.text(t)) && file.is_ident(t + 1, name) {
            declared = true;
        }
    }
    let declared_by_macro = (first..end)
        .any(|t| file.is_ident(t, name) && shape.in_macro(t) && may_declare(file, shape, t));
    declared && !declared_by_macro
}

/// Whether identifier `t`, in a macro body or an invocation's arguments, may be a name the
/// expansion declares: one after an item keyword (`struct Zero`), and in arguments also the
/// [`first_argument_name`] (`SemiRing` of `alias!(SemiRing: ..)`).
/// A trait or type named otherwise (`impl Zero for $t` in a body, the bound `Zero` of
/// `alias!(AdditionMonoid: Add + Zero)`) is taken to declare nothing: were it to, an unused
/// import of the other `Zero` would only be found unused a round later (the removal of an
/// unused import breaks no code either way).
pub(super) fn may_declare(file: &File, shape: &Shape, t: usize) -> bool {
    if t > 0 && ITEM_KEYWORDS.contains(&file.text(t - 1)) {
        return true;
    }
    let at = shape.macro_groups.partition_point(|&(open, _)| open < t);
    let Some(&(open, _)) = at.checked_sub(1).and_then(|at| shape.macro_groups.get(at)) else {
        return true;
    };
    let in_body = open >= 3 && file.is_ident(open - 3, "macro_rules");
    !in_body && first_argument_name(file, open) == Some(t)
}

/// Whether the `use` whose keyword is token `keyword` imports from a crate of the toolchain
/// (`use std::..`, `use ::core::..`).
pub(super) fn imports_from_toolchain(file: &File, keyword: usize) -> bool {
    let root = keyword + 1 + usize::from(file.kind(keyword + 1) == Some(Kind::PathSep));
    EXTERNAL_CRATES.contains(&file.text(root))
}

/// The `use` keyword of the import that token `at` is part of: a use tree holds no `;` and no
/// other `use`.
pub(super) fn use_keyword_of(file: &File, at: usize) -> Option<usize> {
    (0..=at)
        .rev()
        .take_while(|&t| !file.is_punct(t, ";"))
        .find(|&t| file.is_ident(t, "use"))
}

/// The name tokens of the items that rustc reports unused but that stay (with an `allow`):
/// what a hidden item needs, unused as rustc here sees it; a field never read or a variant
/// never built is left to its own handling; a module-level item that the solution names (a
/// marker trait it implements; a method is only ever named with its type); a member of a
/// trait a macro implements; a dead item a macro names. And, to a fixed point, the unused
/// items that one of those names, that an item-level invocation naming one of them names
/// (`impl_ops!(Add for VectorInt, |a, b| Self::new(..))` keeps `VectorInt::new`), or that a
/// trait impl which stays names (one whose trait and type stay: `impl RandomTrait for Random`
/// keeps the consts its method reads, which rustc reports with the trait), that such an impl
/// calls as a method of a type it names, or whose trait's method staying code calls on a type
/// that implements it, or that the body of a macro names whose unused expansion stays (see
/// [`staying_dead_expansions`]): what stays keeps what it needs.
/// The names (tokens) of the associated items that library traits declare and that an impl
/// outside the libraries (the solution's own `impl Slice for Window`) defines: rustc reports
/// one dead when only that impl has it (nothing calls `full_len`), but without it in the
/// trait the solution's impl does not compile (E0407, E0438), and the solution is not edited.
/// By name within the trait, whichever trait the impl is of: keeping more is safe.
fn trait_items_implemented_outside(file: &File, shape: &Shape) -> BTreeSet<usize> {
    let defined_outside: BTreeSet<&str> = (0..file.tokens.len())
        .filter(|&t| {
            matches!(file.text(t), "fn" | "const" | "type")
                && file.kind(t + 1) == Some(Kind::Ident)
                && !shape.in_library(t)
        })
        .map(|t| file.text(t + 1))
        .collect();
    let mut kept = BTreeSet::new();
    for (_, open) in shape.library_trait_bodies(file) {
        for t in open + 1..file.partner[open] {
            if matches!(file.text(t), "fn" | "const" | "type")
                && shape.enclosing[t] == open
                && file.kind(t + 1) == Some(Kind::Ident)
                && defined_outside.contains(file.text(t + 1))
            {
                kept.insert(t + 1);
            }
        }
    }
    kept
}

pub(super) fn dead_but_kept(
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
    let implemented_outside = trait_items_implemented_outside(file, shape);
    let mut kept: BTreeSet<usize> = dead
        .iter()
        .filter(|&&(name, lint)| {
            hidden.needed.contains(file.text(name))
                || (solution_names.contains(file.text(name)) && shape.at_module_level(file, name))
                || implemented_outside.contains(&name)
                || declared_by_trait_a_macro_implements(file, shape, name)
                || (lint == "dead_code" && named_in_macro(file, shape, name))
        })
        .map(|&(name, _)| name)
        .collect();
    let invocations: Vec<(usize, usize)> = item_level_invocations(file, shape)
        .into_iter()
        .map(|(name, open)| (name, file.partner[open]))
        .collect();
    let (trait_impls, inherent_impls): (Vec<Impl>, Vec<Impl>) = shape
        .impls(file)
        .into_iter()
        .partition(|i| i.trait_name.is_some());
    // What each span names, read once: the loop below asks it of every dead item, in
    // libraries of thousands of impls.
    let impl_names: Vec<SpanNames> = trait_impls
        .iter()
        .map(|i| SpanNames::of(file, i.at, i.last))
        .collect();
    let invocation_names: Vec<SpanNames> = invocations
        .iter()
        .map(|&(first, last)| SpanNames::of(file, first, last))
        .collect();
    let allowed = invocations_left_with_an_allow(file, shape, diagnostics);
    let type_definitions = type_definition_names(file);
    let trait_methods = shape.trait_methods(file);
    let expansions = staying_dead_expansions(file, shape, diagnostics);
    let macro_bodies = library_macro_bodies(file, shape);
    let statics = static_item_names(file, shape);
    loop {
        let kept_names: BTreeSet<&str> = kept.iter().map(|&name| file.text(name)).collect();
        let going: BTreeSet<&str> = dead
            .iter()
            .map(|&(name, _)| file.text(name))
            .filter(|name| !kept_names.contains(name))
            .collect();
        let staying: Vec<(&Impl, &SpanNames)> = trait_impls
            .iter()
            .zip(&impl_names)
            .filter(|(i, _)| {
                !i.self_idents
                    .iter()
                    .chain(&i.trait_name)
                    .any(|name| going.contains(name))
            })
            .collect();
        let (naming_kept, kept_sites): (Vec<&SpanNames>, Vec<usize>) = invocation_names
            .iter()
            .zip(&invocations)
            .filter(|&(names, &(site, _))| {
                allowed.contains(&site) || kept_names.iter().any(|k| names.idents.contains_key(k))
            })
            .map(|(names, &(site, _))| (names, site))
            .unzip();
        let kept_expansions: Vec<(&SpanNames, &SpanNames)> = naming_kept
            .iter()
            .zip(&kept_sites)
            .flat_map(|(&arguments, &site)| {
                macro_bodies
                    .get(file.text(site))
                    .into_iter()
                    .flatten()
                    .map(move |body| (arguments, body))
            })
            .collect();
        // A kept type keeps its inherent impls, which rustc does not report when it says
        // the type is never constructed (egor's `IndexedHeap`, whose methods call `Opt`'s).
        let impls_of_kept = inherent_impls
            .iter()
            .filter(|i| {
                i.self_idents
                    .first()
                    .is_some_and(|head| kept_names.contains(head))
            })
            .map(|i| (i.at, i.last));
        let kept_items: Vec<SpanNames> = kept
            .iter()
            .filter_map(|&name| {
                item_start(file, name).map(|(_, first)| (first, item_end(file, first)))
            })
            .chain(impls_of_kept)
            .map(|(first, last)| SpanNames::of(file, first, last))
            .collect();
        let staying_impls: Vec<&SpanNames> = staying.iter().map(|&(_, names)| names).collect();
        // A dead type kept (egor's `HLIter`, which a kept `iter` returns) keeps its trait
        // impls, and they what they name in their module (`type Item = HLPart`, reported
        // never constructed; not a dead `enum Result` of another module for std's).
        let impls_of_kept_types: Vec<(usize, &SpanNames)> = staying
            .iter()
            .filter(|(i, _)| {
                i.self_idents
                    .first()
                    .is_some_and(|head| kept_names.contains(head))
            })
            .map(|&(i, names)| (shape.enclosing[i.at], names))
            .collect();
        let naming = |name: usize| match associated_item_of(&inherent_impls, name) {
            None => {
                kept_items
                    .iter()
                    .chain(naming_kept.iter().copied())
                    .chain(expansions.iter().map(|e| &e.body))
                    .any(|names| names.names_elsewhere(file, name))
                    || impls_of_kept_types.iter().any(|&(module, names)| {
                        module == shape.enclosing[name] && names.names_elsewhere(file, name)
                    })
            }
            Some(owner) => {
                kept_items
                    .iter()
                    .chain(naming_kept.iter().copied())
                    .any(|names| {
                        names.names_member_of(file, owner, &statics, &type_definitions, name)
                    })
                    || expansions
                        .iter()
                        .any(|e| e.calls_member_of(file, owner, name))
            }
        };
        // What the bounds of the impls that stay ask for must stay with them (`impl<T:
        // ValueTrait> ValueDeltaTrait for T`, though rustc reports `ValueTrait` unused).
        let staying_bounds: BTreeSet<&str> = staying
            .iter()
            .flat_map(|&(i, _)| bound_names(file, i))
            .collect();
        let staying_code: Vec<&SpanNames> = staying_impls
            .iter()
            .chain(&naming_kept)
            .copied()
            .chain(expansions.iter().map(|e| &e.body))
            .collect();
        let more: Vec<usize> = dead
            .iter()
            .map(|&(name, _)| name)
            .filter(|name| !kept.contains(name))
            .filter(|&name| {
                naming(name)
                    || reads_as_value(file, shape, &staying_impls, name)
                    || called_by_own_trait_impl(
                        file,
                        &inherent_impls,
                        &staying,
                        &type_definitions,
                        name,
                    )
                    || method_called_by_staying_code(
                        file,
                        &trait_impls,
                        &trait_methods,
                        &staying_code,
                        name,
                    )
                    || called_by_expansion_for_its_type(
                        file,
                        &inherent_impls,
                        &kept_expansions,
                        name,
                    )
                    || trait_called_by_kept_code(file, &trait_methods, &kept_items, name)
                    || staying_bounds.contains(file.text(name))
            })
            .collect();
        if more.is_empty() {
            return kept;
        }
        kept.extend(more);
    }
}

/// The identifiers of the bounds of the impl `item`: its generic parameters' (`impl<T:
/// ValueTrait>`) and its `where` clause's.
pub(super) fn bound_names<'f>(file: &'f File, item: &Impl) -> Vec<&'f str> {
    let (_, after_generics) = impl_generics(file, item.at);
    let body = (item.at..item.last)
        .find(|&t| file.is(t, Kind::Open, "{"))
        .unwrap_or(item.last);
    let clause = (after_generics..body).find(|&t| file.is_ident(t, "where"));
    let idents = |from: usize, to: usize| {
        (from..to)
            .filter(|&t| file.kind(t) == Some(Kind::Ident))
            .map(|t| file.text(t))
            .collect::<Vec<_>>()
    };
    let mut names = idents(item.at + 1, after_generics);
    if let Some(clause) = clause {
        names.extend(idents(clause + 1, body));
    }
    names
}

/// Whether the trait named at token `name` (`trait MinimMaxim`) declares a method that one
/// of the kept items `kept` calls as a member (`max_capacity.maxim(..)` in the default method
/// of a trait that stays): a method call does not name its trait. `trait_methods`: each
/// library trait's functions.
fn trait_called_by_kept_code(
    file: &File,
    trait_methods: &BTreeMap<&str, Vec<String>>,
    kept: &[SpanNames],
    name: usize,
) -> bool {
    if !file.is_ident(name.wrapping_sub(1), "trait") {
        return false;
    }
    let Some(methods) = trait_methods.get(file.text(name)) else {
        return false;
    };
    kept.iter()
        .any(|names| methods.iter().any(|m| names.members.contains(m.as_str())))
}

/// The inherent impl among `inherent` whose item the token `name` names (`fn len`, `const C`).
fn associated_item_of<'i, 'f>(inherent: &'i [Impl<'f>], name: usize) -> Option<&'i Impl<'f>> {
    inherent.iter().find(|i| i.at < name && name < i.last)
}

/// The name of the type of [`associated_item_of`]'s impl (`Bitset` of `impl Bitset`).
fn owner_type<'f>(inherent: &[Impl<'f>], name: usize) -> Option<&'f str> {
    associated_item_of(inherent, name)?
        .self_idents
        .first()
        .copied()
}

/// What each library macro's body names, by the macro's name (all bodies of one name: which
/// one an invocation expands is a matter of scope, and keeping for either is safe).
fn library_macro_bodies<'f>(
    file: &'f File,
    shape: &Shape,
) -> BTreeMap<&'f str, Vec<SpanNames<'f>>> {
    let mut bodies: BTreeMap<&str, Vec<SpanNames>> = BTreeMap::new();
    for t in 0..file.tokens.len() {
        if file.is_ident(t, "macro_rules")
            && file.is_punct(t + 1, "!")
            && file.kind(t + 3) == Some(Kind::Open)
            && shape.in_library(t)
        {
            let body = SpanNames::of(file, t + 3, file.partner[t + 3]);
            bodies.entry(file.text(t + 2)).or_default().push(body);
        }
    }
    bodies
}

/// Whether the method named at token `name`, of an inherent impl among `inherent`, is called
/// by the body of a macro (`Self::push(v)`) whose staying invocation names the method's type
/// among its arguments (`kept`: arguments, body), as cplib's `impl_outs!(out, out_usp)` stamps
/// `impl Shl for out_usp` calling `out_usp::push`. rustc reports the method unused when the
/// type is never built, yet the type stays (the invocation names it) and so does the impl.
fn called_by_expansion_for_its_type(
    file: &File,
    inherent: &[Impl],
    kept: &[(&SpanNames, &SpanNames)],
    name: usize,
) -> bool {
    let Some(head) = owner_type(inherent, name) else {
        return false;
    };
    kept.iter().any(|(arguments, body)| {
        arguments.idents.contains_key(head) && body.members.contains(file.text(name))
    })
}

/// The bodies of the macros whose unused expansions stay: a dead-code report inside a macro
/// body or an invocation's arguments that no list entry's removal takes ([`unused_in_macro`]
/// gives it an `allow`), as `fn $imp` of `min_cost_flow!(i32: impl_32 i64: impl_64)`. What
/// such a body calls must stay with it, though rustc reports it unused too.
fn staying_dead_expansions<'f>(
    file: &'f File,
    shape: &Shape,
    diagnostics: &[Diagnostic],
) -> Vec<StayingExpansion<'f>> {
    let mut macros: BTreeSet<&str> = BTreeSet::new();
    for d in diagnostics.iter().filter(|d| d.lint == "dead_code") {
        for &(start, _) in &d.primary {
            let Some(at) = file
                .token_starting_at(start)
                .filter(|&t| shape.in_library(t) && shape.in_macro(t))
            else {
                continue;
            };
            let Some(site) = invocation_site(file, shape, d, at) else {
                continue;
            };
            if list_entry_at(file, shape, site, at).is_none() {
                macros.insert(file.text(site));
            }
        }
    }
    (0..file.tokens.len())
        .filter(|&t| {
            file.is_ident(t, "macro_rules")
                && file.is_punct(t + 1, "!")
                && macros.contains(file.text(t + 2))
                && file.kind(t + 3) == Some(Kind::Open)
        })
        .map(|t| StayingExpansion {
            body: SpanNames::of(file, t + 3, file.partner[t + 3]),
            invocations: invocations_of(file, file.text(t + 2)),
        })
        .collect()
}

/// A macro whose unused expansions stay ([`staying_dead_expansions`]).
struct StayingExpansion<'f> {
    body: SpanNames<'f>,
    /// The argument groups `(open, close)` of its invocations.
    invocations: Vec<(usize, usize)>,
}

impl StayingExpansion<'_> {
    /// Whether it calls the associated item at token `name` of the inherent impl `owner`
    /// for that impl's type: its body names the item as a member, and names the type itself,
    /// or (as `$t`) an invocation names it among its arguments, or (as `Self`) an invocation
    /// lies in the impl. A member's name alone is any type's: `UnsafeCell::new` in one
    /// macro's body kept every dead `new` of the library.
    fn calls_member_of(&self, file: &File, owner: &Impl, name: usize) -> bool {
        if !self.body.members.contains(file.text(name)) {
            return false;
        }
        let Some(&head) = owner.self_idents.first() else {
            return true;
        };
        self.body.idents.contains_key(head)
            || self.invocations.iter().any(|&(open, close)| {
                (owner.at < open && close < owner.last)
                    || (open..close).any(|t| file.is_ident(t, head))
            })
    }
}

/// The argument groups `(open, close)` of the invocations `name!(..)` in `file`.
fn invocations_of(file: &File, name: &str) -> Vec<(usize, usize)> {
    (0..file.tokens.len())
        .filter(|&t| {
            file.is_ident(t, name)
                && file.is_punct(t + 1, "!")
                && file.kind(t + 2) == Some(Kind::Open)
                && !file.is_ident(t.wrapping_sub(1), "macro_rules")
        })
        .map(|t| (t + 2, file.partner[t + 2]))
        .collect()
}

/// Whether the module-level const, static or function named at token `name` is read by one of
/// the trait impls `impls` (spans), as a lone name (`NN - MM`): a name after `.` or `::` there
/// is a member (`Self::new`, `x.len()`), and a name before `!` a macro.
pub(super) fn reads_as_value(
    file: &File,
    shape: &Shape,
    impls: &[&SpanNames],
    name: usize,
) -> bool {
    let value = item_start(file, name)
        .is_some_and(|(keyword, _)| matches!(file.text(keyword), "const" | "static" | "fn"));
    value
        && shape.at_module_level(file, name)
        && impls.iter().any(|i| i.values.contains(file.text(name)))
}

/// The identifiers a span of tokens names, read once for the questions of [`dead_but_kept`]:
/// the name a `fn` defines is none of them.
pub(super) struct SpanNames<'f> {
    /// The span's first and last tokens.
    span: (usize, usize),
    /// Each identifier, with the token of its first use and whether it is used again.
    idents: BTreeMap<&'f str, (usize, bool)>,
    /// Those after `.` or `::`: members (`self.len()`, `Self::new`).
    members: BTreeSet<&'f str>,
    /// Those read as a lone name (`NN - MM`): not a member, not a macro (`name!`).
    values: BTreeSet<&'f str>,
}

impl<'f> SpanNames<'f> {
    pub(super) fn of(file: &'f File, first: usize, last: usize) -> SpanNames<'f> {
        let mut names = SpanNames {
            span: (first, last),
            idents: BTreeMap::new(),
            members: BTreeSet::new(),
            values: BTreeSet::new(),
        };
        for t in first..=last.min(file.tokens.len().saturating_sub(1)) {
            // `fn next` in an impl defines a method; it names no item of that name.
            if file.kind(t) != Some(Kind::Ident) || (t >= 1 && file.is_ident(t - 1, "fn")) {
                continue;
            }
            let text = file.text(t);
            names
                .idents
                .entry(text)
                .and_modify(|(_, again)| *again = true)
                .or_insert((t, false));
            let member =
                t >= 1 && (file.is_punct(t - 1, ".") || file.kind(t - 1) == Some(Kind::PathSep));
            if member {
                names.members.insert(text);
            } else if !file.is_punct(t + 1, "!") {
                names.values.insert(text);
            }
        }
        names
    }

    /// Whether it names the identifier at token `name` at another token than that one.
    fn names_elsewhere(&self, file: &File, name: usize) -> bool {
        self.idents
            .get(file.text(name))
            .is_some_and(|&(at, again)| at != name || again)
    }

    /// Whether it names the associated item at token `name` of the inherent impl `owner`: as
    /// a member (`Self::new`, `x.len()`), where it also names the impl's type, or a static or
    /// constant whose item does (`BUFFER.print()`, of `static mut BUFFER: Buffer`), or a type
    /// whose definition does (`self.pos[el].is_none()` in `impl IndexedHeap`, of `struct
    /// IndexedHeap { pos: Vec<Opt<T>> }`), or lies in that impl. A member's name alone is any
    /// type's (`new`, `len`), and a lone `u64` is a type, not `Scan::u64`. `statics`: what
    /// each static's and constant's item names; `types`: what each type's definition names.
    fn names_member_of(
        &self,
        file: &File,
        owner: &Impl,
        statics: &BTreeMap<&str, Vec<SpanNames>>,
        types: &BTreeMap<&str, Vec<SpanNames>>,
        name: usize,
    ) -> bool {
        let Some(&head) = owner.self_idents.first() else {
            return self.members.contains(file.text(name));
        };
        let of_head = |names: &SpanNames| names.idents.contains_key(head);
        let of_owner = of_head(self)
            || self
                .values
                .iter()
                .filter_map(|value| statics.get(value))
                .any(|items| items.iter().any(of_head))
            || self
                .idents
                .keys()
                .filter(|&&ident| ident != head)
                .filter_map(|ident| types.get(ident))
                .any(|definitions| definitions.iter().any(of_head))
            || (owner.at <= self.span.0 && self.span.1 <= owner.last);
        of_owner && self.members.contains(file.text(name))
    }
}

/// The identifiers each library static's and constant's item names, by its name.
fn static_item_names<'f>(file: &'f File, shape: &Shape) -> BTreeMap<&'f str, Vec<SpanNames<'f>>> {
    items_by_name(file, |t| {
        let keyword = matches!(file.text(t), "static" | "const") && shape.in_library(t);
        let name = if file.is_ident(t + 1, "mut") {
            t + 2
        } else {
            t + 1
        };
        let declared = file.kind(name) == Some(Kind::Ident) && file.is_punct(name + 1, ":");
        (keyword && declared).then_some(name)
    })
}

/// What each item whose name `name_at` finds (the token of its name, given a keyword's)
/// names, by that name.
fn items_by_name<'f>(
    file: &'f File,
    name_at: impl Fn(usize) -> Option<usize>,
) -> BTreeMap<&'f str, Vec<SpanNames<'f>>> {
    let mut items: BTreeMap<&str, Vec<SpanNames>> = BTreeMap::new();
    for name in (0..file.tokens.len()).filter_map(name_at) {
        if let Some((_, first)) = item_start(file, name) {
            let names = SpanNames::of(file, first, item_end(file, first));
            items.entry(file.text(name)).or_default().push(names);
        }
    }
    items
}

/// The identifiers each struct or enum definition names, by the type's name.
pub(super) fn type_definition_names<'f>(file: &'f File) -> BTreeMap<&'f str, Vec<SpanNames<'f>>> {
    items_by_name(file, |t| {
        let definition =
            matches!(file.text(t), "struct" | "enum") && file.kind(t + 1) == Some(Kind::Ident);
        definition.then_some(t + 1)
    })
}

/// Whether the method named at token `name`, of an inherent impl among `inherent`, is called
/// (`self.len()`, `Self::len`, `row.test(j)`) by one of the trait impls `staying` that names
/// its type, or whose type's definition does (`impl Display for Bitset` calls `Bitset::len`;
/// `impl Transpose for MatrixMod2`, whose rows are `Bitset`s, calls `Bitset::test`): a method
/// name alone could be any type's (`new`).
fn called_by_own_trait_impl(
    file: &File,
    inherent: &[Impl],
    staying: &[(&Impl, &SpanNames)],
    type_definitions: &BTreeMap<&str, Vec<SpanNames>>,
    name: usize,
) -> bool {
    let Some(head) = owner_type(inherent, name) else {
        return false;
    };
    // The definitions of the types the staying impls are for: a field of type `head`.
    let definition_names_head = |ty: &str| {
        type_definitions
            .get(ty)
            .is_some_and(|all| all.iter().any(|d| d.idents.contains_key(head)))
    };
    staying
        .iter()
        .filter(|(i, names)| {
            names.idents.contains_key(head)
                || i.self_idents
                    .first()
                    .is_some_and(|ty| definition_names_head(ty))
        })
        .any(|(_, names)| names.members.contains(file.text(name)))
}

/// Whether the trait named at token `name` has a method that the staying code `staying`
/// (spans: trait impls, invocations) calls (`self.value()`, `Self::inv`) where that code
/// names a type the trait is implemented for (`impl Display for ConstModInt` calling
/// `ZZElem::value` through `impl ZZElem for ConstModInt`). rustc reports such a trait unused
/// when the type is never built, yet the type stays (a macro names it), and so does the call.
fn method_called_by_staying_code(
    file: &File,
    trait_impls: &[Impl],
    trait_methods: &BTreeMap<&str, Vec<String>>,
    staying: &[&SpanNames],
    name: usize,
) -> bool {
    let is_trait =
        item_start(file, name).is_some_and(|(keyword, _)| file.is_ident(keyword, "trait"));
    let Some(methods) = trait_methods.get(file.text(name)).filter(|_| is_trait) else {
        return false;
    };
    let implementors: Vec<&str> = trait_impls
        .iter()
        .filter(|i| i.trait_name == Some(file.text(name)))
        .filter_map(|i| i.self_idents.first().copied())
        .collect();
    staying.iter().any(|names| {
        implementors.iter().any(|i| names.idents.contains_key(i))
            && methods.iter().any(|m| names.members.contains(m.as_str()))
    })
}

/// Whether the type named at token `name` is written inside a library macro's body or an
/// item-level invocation's arguments (outside its own item; one in a function's body is an
/// expression, which goes with its function): what a macro makes of it cannot be told
/// apart from the tokens (an argument that names a type for the impls it stamps, a body that
/// names a type beside others), and removing it would take the whole invocation, with what is
/// used, as the place rustc cannot find it.
///
/// A trait too: its impls in a macro body (`impl Ordered for Min<$t> {}`) could only go by
/// editing that body, and its other uses there (`<$name as DynamicValue<$t>>::set($val)`)
/// not at all.
pub(super) fn named_in_macro(file: &File, shape: &Shape, name: usize) -> bool {
    // Types and traits only: the impls a macro stamps are for types and of traits (a function
    // or constant that a macro names is called from the expansion, which rustc sees).
    let Some((keyword, first)) = item_start(file, name) else {
        return false;
    };
    if !matches!(
        file.text(keyword),
        "struct" | "enum" | "union" | "type" | "trait"
    ) {
        return false;
    }
    let own = first..=item_end(file, first);
    let stamping = shape
        .macro_groups
        .iter()
        .filter(|&&(open, _)| !shape.in_function_body(file, open));
    stamping.into_iter().any(|&(open, close)| {
        (open..close).any(|t| {
            t != name
                && !own.contains(&t)
                && file.kind(t) == Some(Kind::Ident)
                && file.text(t) == file.text(name)
        })
    })
}

/// Whether the item named at token `name` is a member of a trait (`trait T { const C: u8; }`)
/// that a macro body implements (`impl T for $t { const C: u8 = 1; }`): the definitions
/// there cannot go with it (no edit enters a macro), and without them the impls would not
/// compile, so the member stays.
pub(super) fn declared_by_trait_a_macro_implements(
    file: &File,
    shape: &Shape,
    name: usize,
) -> bool {
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
/// item where rustc "cannot find" it (see [`UNRESOLVED_NAME`]). With them go the rewrites of
/// an older library's patterns that the bundle's edition needs ([`edition_pattern_fixes`]),
/// which the first look shows.
pub(super) fn dangling_removals(
    file: &File,
    shape: &Shape,
    diagnostics: &[Diagnostic],
) -> Vec<Edit> {
    // A function that a macro body calls and the lints took (tayu's `xor_shift`, reported
    // dead since the code calling it in each expansion is) takes no invocation with it: the
    // expansions hold what runs too (`impl MathInt for u64`). The name comes back instead
    // (`rescued_names`).
    let unresolved: Vec<&Diagnostic> = diagnostics
        .iter()
        .filter(|d| UNRESOLVED_NAME.contains(&d.lint.as_str()))
        .filter(|d| !function_called_in_macro_body(file, shape, d))
        .collect();
    let mut edits = invocations_naming_removed(file, shape, &unresolved);
    edits.extend(edition_pattern_fixes(file, shape, diagnostics));
    for diagnostic in diagnostics {
        if UNRESOLVED_NAME.contains(&diagnostic.lint.as_str()) {
            edits.extend(impls_of_removed(file, shape, diagnostic));
            edits.extend(unlinted_items_naming_removed(file, shape, diagnostic));
        }
        let empty_repetition = diagnostic
            .message
            .starts_with("attempted to repeat an expression containing no syntax variables");
        for &(start, end) in &diagnostic.primary {
            let Some(first) = file.token_starting_at(start) else {
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
            let Some(last) = file.token_ending_at(end) else {
                continue;
            };
            if !shape.in_library(first) {
                continue;
            }
            match diagnostic.lint.as_str() {
                "E0407" => edits.extend(method_not_in_trait(file, shape, diagnostic, first, last)),
                "E0432" | "E0603"
                    if leaves_import_dangling(diagnostic)
                        && (diagnostic.lint == "E0432"
                            || use_keyword_of(file, first).is_some()) =>
                {
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

/// The removal of a method that its trait no longer has (E0407), reported at tokens
/// `first..=last`: the method, where it is written out, even in a macro body that stamps
/// impls (the trait lost it for every type). A method whose name a macro takes from its
/// arguments (`fn $name`, from `getter!(get_b, b);` in an impl body) is one invocation's: that
/// invocation goes, not the body every invocation expands.
fn method_not_in_trait(
    file: &File,
    shape: &Shape,
    diagnostic: &Diagnostic,
    first: usize,
    last: usize,
) -> Vec<Edit> {
    // Its name, not only a parameter's type (`delta: $u`), written with a metavariable.
    let named_by_metavariable = (first..=last)
        .find(|&t| file.is_ident(t, "fn"))
        .is_some_and(|f| file.is_punct(f + 1, "$"));
    let from_arguments = shape.in_macro(first) && named_by_metavariable;
    if !from_arguments {
        return vec![delete_tokens(file, attributes_start(file, first), last)];
    }
    diagnostic
        .invocations
        .iter()
        .filter_map(|&(start, _)| file.token_starting_at(start))
        .filter(|&name| shape.in_library(name) && !shape.in_macro(name))
        .filter(|&name| file.is_punct(name + 1, "!") && file.kind(name + 2) == Some(Kind::Open))
        .map(|name| {
            let close = file.partner[name + 2];
            let end = close + usize::from(file.is_punct(close + 1, ";"));
            delete_tokens(file, attributes_start(file, name), end)
        })
        .collect()
}

/// The module-level library functions that a library macro's body calls by name
/// (`xor_shift(..)` in tayu's `impl_math_int!`): the lints report one dead when the code that
/// calls it in each expansion is (a method nothing calls), but the expansions stay with what
/// runs (`impl MathInt for u64`) and do not compile without it. Kept by name from the start,
/// they cost no failed trial. Only a macro that something invokes counts.
pub(super) fn functions_called_in_macro_bodies(file: &File, shape: &Shape) -> BTreeSet<String> {
    let invoked: BTreeSet<&str> = (0..file.tokens.len().saturating_sub(2))
        .filter(|&t| {
            file.kind(t) == Some(Kind::Ident)
                && file.is_punct(t + 1, "!")
                && file.kind(t + 2) == Some(Kind::Open)
                && !file.is_ident(t.wrapping_sub(2), "macro_rules")
        })
        .map(|t| file.text(t))
        .collect();
    let declared: BTreeSet<&str> = (0..file.tokens.len())
        .filter(|&t| {
            file.is_ident(t, "fn")
                && file.kind(t + 1) == Some(Kind::Ident)
                && shape.in_library(t)
                && shape.at_module_level(file, t)
                && !shape.in_macro(t)
        })
        .map(|t| file.text(t + 1))
        .collect();
    (1..file.tokens.len())
        .filter(|&t| {
            file.kind(t) == Some(Kind::Ident)
                && file.is(t + 1, Kind::Open, "(")
                && !file.is_punct(t - 1, ".")
                && !file.is_punct(t - 1, "$")
                && !file.is_ident(t - 1, "fn")
                && declared.contains(file.text(t))
                && shape.in_library(t)
                && macro_defining(file, shape, t).is_some_and(|name| invoked.contains(name))
        })
        .map(|t| file.text(t).to_string())
        .collect()
}

/// Whether `diagnostic` is "cannot find function" at a call in a library macro's body.
pub(super) fn function_called_in_macro_body(
    file: &File,
    shape: &Shape,
    diagnostic: &Diagnostic,
) -> bool {
    diagnostic.message.starts_with("cannot find function")
        && diagnostic.primary.iter().any(|&(start, _)| {
            file.token_starting_at(start)
                .is_some_and(|t| shape.in_library(t) && macro_defining(file, shape, t).is_some())
        })
}

/// Whether `error` is one that a dangling removal answers: a name not found, an unresolved
/// import, a method its trait lost.
pub(super) fn leaves_dangling(error: &Diagnostic) -> bool {
    UNRESOLVED_NAME.contains(&error.lint.as_str())
        || error.lint == "E0407"
        || leaves_import_dangling(error)
}

/// Whether `error` says an import leads nowhere: it is unresolved (E0432), or only a private
/// module is left at its path (E0603 "module `div_block` is private": sogapalag's `core`
/// declares a private `mod div_block` and re-exports its function `div_block`, which a round
/// took, so that `use crate::core::div_block;` now finds the module alone). A `use` of a
/// private module cannot compile, so the import goes; what used the function it brought is
/// then not found, which rescues the function (see `remove_unused`).
fn leaves_import_dangling(error: &Diagnostic) -> bool {
    error.lint == "E0432"
        || (error.lint == "E0603"
            && error.message.starts_with("module `")
            && error.message.ends_with("` is private"))
}

/// The codes of "cannot find" errors: a name that is no longer there.
pub(super) const UNRESOLVED_NAME: &[&str] = &[
    "E0405", "E0412", "E0422", "E0425", "E0433", "E0531", "E0532",
];

/// Removals of the item-level macro invocations in the libraries that `diagnostics` (names
/// not found) come from: one whose macro stamps impls for a type named in its body, or one
/// whose own arguments name it (`thread_local!` of a static whose type alias went). Once the
/// name is gone they cannot compile, and nothing needs them: rustc found the name unused, so
/// what they define is unused too. Of a list, only the entries that name it go, unless all
/// of them do.
pub(super) fn invocations_naming_removed(
    file: &File,
    shape: &Shape,
    diagnostics: &[&Diagnostic],
) -> Vec<Edit> {
    let sites: Vec<usize> = diagnostics
        .iter()
        .flat_map(|d| d.invocations.iter().chain(&d.primary))
        .filter_map(|&(start, _)| file.token_starting_at(start))
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
        let entries = list_entries(file, &shape.macros, file.text(group - 2), group, close);
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
/// `use crate::lib::{Marker, Other}`), or imports by a name that only a glob can have
/// brought (`use nest as vec;` after `use cplib::prelude::*;`): what it means by them is the
/// library's, unlike a name of its own that happens to be the same.
pub(super) fn names_through_libraries<'f>(
    file: &'f File,
    shape: &Shape,
    modules: &[String],
) -> BTreeSet<&'f str> {
    let mut names = BTreeSet::new();
    let mut t = 0;
    while t < file.tokens.len() {
        let through_library =
            file.kind(t + 1) == Some(Kind::PathSep) && modules.iter().any(|m| file.is_ident(t, m));
        let through_glob = file.is_ident(t.wrapping_sub(1), "use")
            && file.kind(t) == Some(Kind::Ident)
            && !matches!(
                file.text(t),
                "crate" | "self" | "super" | "std" | "core" | "alloc"
            );
        if through_glob && !shape.in_library(t) {
            names.insert(file.text(t));
        }
        let starts_path = !shape.in_library(t) && through_library;
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
/// the lint (rustc ignores one on the invocation itself), once. An invocation inside a trait
/// or an impl (`trait Float { decl!(sqrt abs); }`) gives the `allow` to that trait or impl.
pub(super) fn unused_in_macro(
    file: &File,
    shape: &Shape,
    diagnostic: &Diagnostic,
    at: usize,
    dead: &BTreeSet<usize>,
) -> Vec<Edit> {
    let whole_invocation = |site: usize| {
        let close = file.partner[site + 2];
        let end = close + usize::from(file.is_punct(close + 1, ";"));
        vec![delete_tokens(file, attributes_start(file, site), end)]
    };
    let Some(site) = invocation_site(file, shape, diagnostic, at) else {
        if let Some(site) = inherent_impl_invocation_at(file, shape, at) {
            if diagnostic.lint == "dead_code" && makes_only_dead_functions(file, shape, site, dead)
            {
                return whole_invocation(site);
            }
        }
        let sites = diagnostic
            .invocations
            .iter()
            .filter_map(|&(start, _)| file.token_starting_at(start));
        return std::iter::once(at)
            .chain(sites)
            .find_map(|t| trait_or_impl_around(file, shape, t))
            .map(|item| allow_once(file, item, &diagnostic.lint))
            .unwrap_or_default();
    };
    if let Some((first, last)) = list_entry_at(file, shape, site, at) {
        return vec![delete_tokens(file, first, last)];
    }
    if diagnostic.lint == "dead_code"
        && (expands_to_one_function(file, shape, site)
            || makes_only_dead_functions(file, shape, site, dead))
    {
        return whole_invocation(site);
    }
    let brace = shape.enclosing[site];
    if brace == usize::MAX || brace < 2 || !file.is_ident(brace - 2, "mod") {
        return Vec::new();
    }
    allow_once(file, brace - 2, &diagnostic.lint)
}

/// The name tokens of the item-level invocations that make an item rustc reports unused and
/// stay, with an `allow` on their module ([`unused_in_macro`]): what they name stays too
/// (cplib's `impl_fast_pow!(BASE, BASE_TABLE, base_pow)`, whose unused table reads the
/// unused `const BASE`; without it the invocation would not compile).
fn invocations_left_with_an_allow(
    file: &File,
    shape: &Shape,
    diagnostics: &[Diagnostic],
) -> BTreeSet<usize> {
    let invocations = item_level_invocations(file, shape);
    let dead = dead_tokens(file, diagnostics);
    let mut allowed = BTreeSet::new();
    for diagnostic in diagnostics.iter().filter(|d| d.lint == "dead_code") {
        for &(start, _) in &diagnostic.primary {
            let Some(at) = file
                .token_starting_at(start)
                .filter(|&t| shape.in_library(t))
            else {
                continue;
            };
            let Some(&(site, _)) = invocations
                .iter()
                .find(|&&(_, group)| group < at && at < file.partner[group])
            else {
                continue;
            };
            if list_entry_at(file, shape, site, at).is_none()
                && !expands_to_one_function(file, shape, site)
                && !makes_only_dead_functions(file, shape, site, &dead)
            {
                allowed.insert(site);
            }
        }
    }
    allowed
}

/// The invocation directly in an inherent impl's body (`read_impl!(i32, read_int, ..);` in
/// `impl Input`) whose arguments hold token `at`: its name token.
fn inherent_impl_invocation_at(file: &File, shape: &Shape, at: usize) -> Option<usize> {
    let brace = *shape.enclosing.get(at)?;
    let keyword = trait_or_impl_around(file, shape, at)?;
    let inherent = file.is_ident(keyword, "impl")
        && !(keyword..brace).any(|t| file.is_ident(t, "for") && !file.is_punct(t + 1, "<"));
    if !inherent {
        return None;
    }
    let mut t = brace + 1;
    while t < file.partner[brace] {
        if file.kind(t) == Some(Kind::Open) {
            let invoked =
                file.is_punct(t.wrapping_sub(1), "!") && file.kind(t - 2) == Some(Kind::Ident);
            if invoked && t < at && at < file.partner[t] {
                return Some(t - 2);
            }
            t = file.partner[t];
        }
        t += 1;
    }
    None
}

/// Whether the invocation whose name is token `site` (not a path) makes functions named by
/// its arguments and nothing else, and every identifier of its arguments that may be such a
/// name is reported dead (a token of `dead`): `read_impl!(i32, read_int, read_int_vec);` of
/// rules that each write `pub fn $name(..) { .. }` items or invoke `read_impl!` again, or
/// inherent impls holding only such functions (egor's `with_edges_impl!(Edge,
/// with_edges_with_payload, payload);` writing `impl<P: Clone> Graph<$edge<P>> { pub fn
/// $name(..) }`). A type of the bundle or of std (`Edge`) and a word the macro's own rules
/// spell (`payload`) name no function. A name that is not reported (`read_size` of
/// `read_impl!(usize, read_size, ..)`) is a function that stays, or something else than a
/// name (a field the body reads): the invocation stays. A macro that also writes a function
/// of a name of its own could make one that is used, which no argument shows: it is never
/// taken this way.
fn makes_only_dead_functions(
    file: &File,
    shape: &Shape,
    site: usize,
    dead: &BTreeSet<usize>,
) -> bool {
    let name = file.text(site);
    let Some(definition) = shape.macros.only(name) else {
        return false;
    };
    let bodies = &definition.bodies;
    if file.kind(site.wrapping_sub(1)) == Some(Kind::PathSep)
        || bodies.is_empty()
        || !bodies
            .iter()
            .all(|&(first, last)| functions_only(file, name, first, last))
    {
        return false;
    }
    let types = declared_type_names(file);
    let spelt = words_of_rules(file, bodies);
    let group = site + 2;
    let names: Vec<usize> = (group + 1..file.partner[group])
        .filter(|&t| file.kind(t) == Some(Kind::Ident) && !file.is_punct(t - 1, "$"))
        .filter(|&t| {
            let word = file.text(t);
            !STD_TYPES.contains(&word) && !types.contains(word) && !spelt.contains(word)
        })
        .collect();
    !names.is_empty() && names.iter().all(|t| dead.contains(t))
}

/// The names of the bundle's structs, enums, unions, traits and type aliases.
fn declared_type_names<'f>(file: &'f File) -> BTreeSet<&'f str> {
    (0..file.tokens.len().saturating_sub(1))
        .filter(|&t| {
            TYPE_KEYWORDS.contains(&file.text(t))
                && file.kind(t) == Some(Kind::Ident)
                && file.kind(t + 1) == Some(Kind::Ident)
        })
        .map(|t| file.text(t + 1))
        .collect()
}

/// Whether the tokens `first..=last` of the body of macro `name` hold only functions named
/// by a metavariable (`pub fn $name(..) { .. }`), invocations of `name` itself, and inherent
/// impls (no `for`) whose bodies hold only such functions.
fn functions_only(file: &File, name: &str, first: usize, last: usize) -> bool {
    let mut item = first;
    loop {
        item = skip_attribute_repetitions(file, item);
        if item > last {
            return true;
        }
        if file.is_ident(item, name)
            && file.is_punct(item + 1, "!")
            && file.kind(item + 2) == Some(Kind::Open)
        {
            let close = file.partner[item + 2];
            item = close + 1 + usize::from(file.is_punct(close + 1, ";"));
            continue;
        }
        let keyword = item_keyword(file, item);
        if file.is_ident(keyword, "impl") {
            let Some(body) = inherent_impl_body(file, keyword) else {
                return false;
            };
            if !functions_only(file, name, body + 1, file.partner[body] - 1) {
                return false;
            }
            item = file.partner[body] + 1;
            continue;
        }
        if !(file.is_ident(keyword, "fn") && file.is_punct(keyword + 1, "$")) {
            return false;
        }
        item = item_end(file, item) + 1;
    }
}

/// The `{` of the body of the impl whose keyword is token `keyword`, when it is inherent (no
/// trait).
fn inherent_impl_body(file: &File, keyword: usize) -> Option<usize> {
    Impl::read(file, keyword)
        .filter(|item| item.trait_name.is_none())
        .map(|item| file.partner[item.last])
}

/// The words that the matchers of the rules whose bodies are `bodies` spell literally
/// (`payload` of `($edge: ident, $name: ident, payload) => ..`): not a metavariable, not a
/// fragment specifier.
fn words_of_rules<'f>(file: &'f File, bodies: &[(usize, usize)]) -> BTreeSet<&'f str> {
    let mut words = BTreeSet::new();
    for &(first, _) in bodies {
        // `(matcher) => { body }`: the body's bracket, then `=>`, then the matcher's close.
        let Some(close) = (first.saturating_sub(4)..first.saturating_sub(1))
            .rev()
            .find(|&t| file.kind(t) == Some(Kind::Close))
        else {
            continue;
        };
        let open = file.partner[close];
        words.extend(
            (open + 1..close)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .filter(|&t| !file.is_punct(t - 1, "$") && !file.is_punct(t - 1, ":"))
                .map(|t| file.text(t)),
        );
    }
    words
}

/// Whether the invocation whose name is token `site` (not a path) makes one function and
/// nothing else: its macro, defined once, has rules that each expand to one `fn` item
/// (`impl_nim_product!(u16, nim_product_16, ..)` of `pub fn $np(..) { .. }`, attributes
/// aside). The function unused, the invocation goes whole.
fn expands_to_one_function(file: &File, shape: &Shape, site: usize) -> bool {
    let Some(definition) = shape.macros.only(file.text(site)) else {
        return false;
    };
    let bodies = &definition.bodies;
    file.kind(site.wrapping_sub(1)) != Some(Kind::PathSep)
        && !bodies.is_empty()
        && bodies.iter().all(|&(first, last)| {
            let item = skip_attribute_repetitions(file, first);
            item <= last
                && file.is_ident(item_keyword(file, item), "fn")
                && item_end(file, item) == last
        })
}

/// The token after the `$(#[$meta])*` repetitions of attributes that start at token `at`.
fn skip_attribute_repetitions(file: &File, mut at: usize) -> usize {
    while file.is_punct(at, "$")
        && file.is(at + 1, Kind::Open, "(")
        && file.is_punct(at + 2, "#")
        && file.is_punct(file.partner[at + 1] + 1, "*")
    {
        at = file.partner[at + 1] + 2;
    }
    at
}

/// The list entry `(first, last)` of the invocation whose name is token `site` (as its macro's
/// grammar separates them, see [`list_entries`]) that holds token `at`, if any.
fn list_entry_at(file: &File, shape: &Shape, site: usize, at: usize) -> Option<(usize, usize)> {
    let (group, close) = (site + 2, file.partner[site + 2]);
    if !(group < at && at < close) {
        return None;
    }
    list_entries(file, &shape.macros, file.text(site), group, close)
        .into_iter()
        .find(|&(f, l)| f <= at && at <= l)
}

/// An `allow` of `lint` before the item whose keyword is at token `keyword` (over its
/// attributes), unless it has one already.
fn allow_once(file: &File, keyword: usize, lint: &str) -> Vec<Edit> {
    let first = attributes_start(file, keyword);
    let allow = format!("allow({lint})");
    if file
        .span_text(first, keyword)
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

/// The `trait` or `impl` keyword of the library trait or impl whose body holds token `at`
/// at its top level (in a member or an invocation there, not in a nested block).
fn trait_or_impl_around(file: &File, shape: &Shape, at: usize) -> Option<usize> {
    let brace = *shape.enclosing.get(at)?;
    if brace == usize::MAX || !shape.in_library(brace) || shape.in_macro(brace) {
        return None;
    }
    (0..brace)
        .rev()
        .take_while(|&t| !matches!(file.text(t), ";" | "{" | "}"))
        .filter(|&t| file.is_ident(t, "trait") || file.is_ident(t, "impl"))
        .last()
}

/// The item-level invocation that produced what `diagnostic` reports at token `at` (inside
/// its arguments, or inside a macro body that it expanded): its name token.
pub(super) fn invocation_site(
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
pub(super) fn item_level_invocations(file: &File, shape: &Shape) -> Vec<(usize, usize)> {
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
pub(super) fn previous_code_token(file: &File, at: usize) -> Option<usize> {
    (0..at)
        .rev()
        .find(|&t| !matches!(file.kind(t), Some(Kind::Comment | Kind::DocComment)))
}

/// Removals of the library items named with a leading `_`, which rustc's lints never report,
/// that name what `diagnostic` (a name not found) says is gone (proconio's
/// `__acquire_global_stdin_lock_line`, once the `StdinSource` of its signature went): had one
/// been used, what it names would have been used too.
pub(super) fn unlinted_items_naming_removed(
    file: &File,
    shape: &Shape,
    diagnostic: &Diagnostic,
) -> Vec<Edit> {
    let mut edits = Vec::new();
    for &(start, _) in &diagnostic.primary {
        let Some(at) = file.token_starting_at(start) else {
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
pub(super) fn impls_of_removed(file: &File, shape: &Shape, diagnostic: &Diagnostic) -> Vec<Edit> {
    let impls = shape.impls(file);
    let mut edits = Vec::new();
    for &(start, _) in &diagnostic.primary {
        let Some(at) = file.token_starting_at(start) else {
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
pub(super) struct HiddenItems {
    /// `(first, last, name token, enclosing brace)` of every hidden item.
    pub(super) items: Vec<(usize, usize, usize, usize)>,
    /// Every identifier inside a hidden item, but its own name.
    pub(super) needed: BTreeSet<String>,
}

impl HiddenItems {
    pub(super) fn find(file: &File, shape: &Shape) -> HiddenItems {
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
    pub(super) fn close_over_needed_types(&mut self, file: &File, shape: &Shape) {
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
    pub(super) fn imported_names(&self, file: &File) -> BTreeSet<String> {
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
    pub(super) fn import_twins_of(&self, file: &File, shape: &Shape, keyword: usize) -> Vec<Edit> {
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
    pub(super) fn twins_of(&self, file: &File, shape: &Shape, name: usize) -> Vec<Edit> {
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
pub(super) fn item_start(file: &File, name: usize) -> Option<(usize, usize)> {
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
pub(super) fn item_removal(file: &File, shape: &Shape, name: usize) -> Vec<Edit> {
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
            // type of that name); a trait's anywhere in the library. None is in a macro body:
            // a trait a macro names stays (see `named_in_macro`).
            let module = shape.enclosing[keyword];
            for item in shape.impls(file) {
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
            // The trait's header may be long (`where Self: Matrix<Row = ..>, ..`).
            let trait_keyword = (brace != usize::MAX)
                .then(|| item_keyword(file, header_start(file, brace)))
                .filter(|&t| file.is_ident(t, "trait"));
            if let Some(trait_keyword) = trait_keyword {
                let trait_name = Some(file.text(trait_keyword + 1));
                // Also where a macro body writes it out (`impl Primitive<$u> for $t { fn
                // from(..) }`), as the dangling removal of E0407 would a run later: the trait
                // lost it for every type. One named by a metavariable is not this one.
                let in_macro_bodies = (0..file.tokens.len())
                    .filter(|&i| {
                        file.is_ident(i, "impl")
                            && shape.in_library(i)
                            && macro_defining(file, shape, i).is_some()
                    })
                    .filter_map(|i| Impl::read(file, i));
                for item in shape.impls(file).into_iter().chain(in_macro_bodies) {
                    if item.trait_name.is_none() || item.trait_name != trait_name {
                        continue;
                    }
                    for member in item.at..item.last {
                        if file.text(member) == file.text(keyword)
                            && file.text(member + 1) == item_name
                            && shape.enclosing[member] != usize::MAX
                            && file.partner[shape.enclosing[member]] == item.last
                        {
                            // From its qualifiers (`unsafe fn`, `const fn`) and attributes.
                            let first = item_start(file, member + 1)
                                .map_or_else(|| attributes_start(file, member), |(_, f)| f);
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

/// rustc's own rewrites of the library patterns that edition 2024 rejects: a binding
/// modifier or reference pattern under a default binding mode that is not `move` (`|Self(ref
/// s): &Self|`, `Some(mut n)` matched on a `&Option`). Cargo builds the older library in its
/// own edition, where they are right; the rewrite (dropping the `ref`, writing the implied
/// `&`) keeps what each binding is, as `cargo fix --edition` does; in a macro invocation's
/// arguments too (`impl_algebra!(.. op: |Self(ref s): &Self, ..| ..)`), not in a macro's
/// body, where one pattern serves every expansion.
pub(super) fn edition_pattern_fixes(
    file: &File,
    shape: &Shape,
    diagnostics: &[Diagnostic],
) -> Vec<Edit> {
    diagnostics
        .iter()
        .filter(|d| {
            d.level == "error"
                && d.message
                    .ends_with("within an implicitly-borrowing pattern")
        })
        .flat_map(|d| &d.suggestions)
        .filter(|&&(start, end, _)| {
            file.first_token_in(start, end.max(start + 1))
                .or_else(|| file.token_starting_at(start))
                .is_some_and(|t| shape.in_library(t) && macro_defining(file, shape, t).is_none())
        })
        .map(|(start, end, text)| Edit {
            start: *start,
            end: *end,
            text: text.clone(),
        })
        .collect()
}
