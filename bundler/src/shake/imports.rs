//! The imports that point at nothing once items went, found over the tokens (no rustc run):
//! the leaves of use trees whose names are gone, those of `std` that nothing names any more,
//! and the unused-import reports that rustc gives no removal for.

use super::*;

/// Removals of the library imports of names that `text` no longer has: the leaves of the
/// `use` (and `pub use`) trees of paths into the bundle (not `std`), nested lists included
/// (`use a::{b::{c, d}, e};`), whose name is missing (see [`MissingNames`]). A list left
/// with nothing goes with its path, and a `use` left with nothing goes whole. Of a private
/// `use` into `std`, `core` or `alloc`, the leaves go that nothing in its module names (see
/// [`ModuleNames::leaves_unnamed`]): `use std::str::from_utf8;` once what called it went.
/// Globs, `self` and what the rules cannot tell stay; rustc's lints take care of the rest.
pub(super) fn imports_of_missing(text: &str, modules: &[String]) -> Result<Vec<Edit>, Error> {
    let file = File::lex(Path::new(BUNDLE), text)?;
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
        if root == "{" || file.kind(t + 1) != Some(Kind::Ident) {
            continue;
        }
        if EXTERNAL_CRATES.contains(&root) {
            // A `pub use` may be what another module names (`output::iter`).
            let private = !(file.is_ident(t - 1, "pub") || file.is(t - 1, Kind::Close, ")"));
            if private {
                let names = ModuleNames::around(&file, &shape, t);
                let gone = |leaf: &Leaf| names.leaves_unnamed(leaf);
                match missing_in_tree(&file, t + 1, end - 1, &gone) {
                    Pruned::Whole => {
                        edits.push(delete_tokens(&file, attributes_start(&file, t), end))
                    }
                    Pruned::Parts(parts) => edits.extend(parts),
                }
            }
            continue;
        }
        // A lone name (`use name;`) is a crate, an item or module beside it, or an exported
        // macro (`pub(crate) use name;`, see `crate::emit`): it goes once the name is nowhere
        // else, or once no macro and nothing beside it has that name (a `mod for_loop`
        // elsewhere is not what it imports).
        let lone_name_stays = |name: &str| {
            missing.elsewhere.contains(name)
                && (macro_in_scope(&file, &shape, t, name)
                    || declared_beside(&file, &shape, t, name))
        };
        if end == t + 2 {
            if !lone_name_stays(file.text(t + 1)) {
                edits.push(delete_tokens(&file, attributes_start(&file, t), end));
            }
            continue;
        }
        let gone = |leaf: &Leaf| missing.is_missing(leaf.name, leaf.parent);
        match missing_in_tree(&file, t + 1, end - 1, &gone) {
            Pruned::Whole => edits.push(delete_tokens(&file, attributes_start(&file, t), end)),
            Pruned::Parts(parts) => edits.extend(parts),
        }
    }
    Ok(edits)
}

/// Whether a `macro_rules! name` may be what a path at token `at` means: one in the module
/// around `at` or a module around that (a macro of an inner module is its own, as the local
/// `impl_one_zero` of `mod one_zero` is not the library's exported one), or any, once a
/// `#[macro_use]` lets an inner module's macros out.
fn macro_in_scope(file: &File, shape: &Shape, at: usize, name: &str) -> bool {
    let macro_use = (0..file.tokens.len()).any(|t| file.is_ident(t, "macro_use"));
    let around: Vec<usize> = std::iter::successors(Some(shape.enclosing[at]), |&brace| {
        (brace != usize::MAX).then(|| shape.enclosing[brace])
    })
    .collect();
    shape
        .macros
        .named(name)
        .any(|d| macro_use || around.contains(&d.block))
}

/// Whether the module around token `at` declares an item or a module called `name` (or
/// imports one under that name with `as`).
pub(super) fn declared_beside(file: &File, shape: &Shape, at: usize, name: &str) -> bool {
    let module = shape.enclosing[at];
    (0..file.tokens.len()).any(|t| {
        shape.enclosing[t] == module
            && file.is_ident(t + 1, name)
            && !file.is_ident(t, "use")
            && (ITEM_KEYWORDS.contains(&file.text(t)) || file.is_ident(t, "as"))
    })
}

/// What of a use tree imports only missing names.
pub(super) enum Pruned {
    /// All of it.
    Whole,
    /// These removals of parts of it (none, maybe).
    Parts(Vec<Edit>),
}

/// A leaf of a use tree.
pub(super) struct Leaf<'f> {
    /// The name it imports.
    pub(super) name: &'f str,
    /// The name it is known by (`b` of `a as b`).
    pub(super) known_as: &'f str,
    /// The path segment before it, if any.
    pub(super) parent: Option<&'f str>,
}

/// What of the use tree `first..=last` (a path, `path as alias`, `path::{list}` or
/// `{list}`) imports only leaves that `imports_nothing` says import nothing.
pub(super) fn missing_in_tree(
    file: &File,
    first: usize,
    last: usize,
    imports_nothing: &dyn Fn(&Leaf) -> bool,
) -> Pruned {
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
            && imports_nothing(&Leaf {
                name: file.text(leaf),
                known_as: file.text(last),
                parent,
            });
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
    let mut untouched = Vec::new();
    for &(entry_first, entry_last) in &entries {
        // An entry's parent module is the list's path when the entry is a lone name.
        let entry = if entry_first == entry_last && open >= first + 2 {
            missing_in_tree_with_parent(file, entry_first, file.text(open - 2), imports_nothing)
        } else {
            missing_in_tree(file, entry_first, entry_last, imports_nothing)
        };
        match entry {
            Pruned::Whole => {
                gone += 1;
                edits.push(list_entry_removal(file, entry_first, entry_last));
            }
            Pruned::Parts(parts) if parts.is_empty() => untouched.push((entry_first, entry_last)),
            Pruned::Parts(parts) => edits.extend(parts),
        }
    }
    if !entries.is_empty() && gone == entries.len() {
        return Pruned::Whole;
    }
    // One entry left of a path's list loses the braces, as rustc's own suggestion does
    // (`std::cmp::{max, min}` less `min` is `std::cmp::max`); `{self}` keeps them.
    if let [(entry_first, entry_last)] = untouched[..] {
        let lone = gone > 0
            && gone + 1 == entries.len()
            && open != first
            && !file.is_ident(entry_first, "self");
        if lone {
            return Pruned::Parts(vec![Edit {
                start: file.tokens[open].start,
                end: file.tokens[last].end,
                text: file.span_text(entry_first, entry_last).to_string(),
            }]);
        }
    }
    Pruned::Parts(edits)
}

/// [`missing_in_tree`] of the lone name at token `name` in a list whose path ends in the
/// module `parent` (`c` of `a::parent::{c, d}`).
pub(super) fn missing_in_tree_with_parent(
    file: &File,
    name: usize,
    parent: &str,
    imports_nothing: &dyn Fn(&Leaf) -> bool,
) -> Pruned {
    let gone = file.kind(name) == Some(Kind::Ident)
        && file.text(name) != "self"
        && imports_nothing(&Leaf {
            name: file.text(name),
            known_as: file.text(name),
            parent: Some(parent),
        });
    if gone {
        Pruned::Whole
    } else {
        Pruned::Parts(Vec::new())
    }
}

/// The removal of the use-list entry `first..=last` with the comma after it (or before it,
/// for the last entry).
pub(super) fn list_entry_removal(file: &File, first: usize, last: usize) -> Edit {
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
pub(super) fn unused_imports_without_suggestion(
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
pub(super) fn use_item_around(file: &File, t: usize) -> Option<(usize, usize)> {
    let keyword = (0..t)
        .rev()
        .take_while(|&k| !file.is_punct(k, ";"))
        .find(|&k| file.is_ident(k, "use"))?;
    let end = (t..file.tokens.len()).find(|&e| file.is_punct(e, ";"))?;
    Some((keyword, end))
}

/// Whether every leaf of the `use` tree between `keyword` and `end` starts at a byte of
/// `unused` (the spans of this round's unused-import reports), itself or by the path
/// written before it (rustc reports `fmt::Debug` of `use std::{fmt::Debug, ..}` whole).
pub(super) fn all_leaves_unused(
    file: &File,
    keyword: usize,
    end: usize,
    unused: &BTreeSet<usize>,
) -> bool {
    (keyword + 1..end)
        .filter(|&t| {
            file.kind(t) == Some(Kind::Ident)
                && !file.is_ident(t, "as")
                && file.kind(t + 1) != Some(Kind::PathSep)
                && !file.is_ident(t - 1, "as")
        })
        .all(|t| {
            unused.contains(&file.tokens[t].start)
                || unused.contains(&file.tokens[path_start(file, t)].start)
        })
}

/// Which imported names the bundle no longer has.
pub(super) struct MissingNames<'f> {
    /// Every identifier outside `use` items.
    pub(super) elsewhere: BTreeSet<&'f str>,
    /// For each module name declared only as modules (`mod m { .. }`, no other item or alias
    /// of that name), what those modules hold.
    modules: BTreeMap<&'f str, ModuleContents<'f>>,
    /// What each module holds, by its path from the crate root (`["crate", "lib", "num"]`).
    paths: BTreeMap<Vec<&'f str>, ModuleContents<'f>>,
    /// The identifiers only ever written before a `::`: what defines a name writes something
    /// else after it (`enum Sym {`, `use a::Sym;`, `define!(Sym)`), so such a name is gone
    /// (`use Sym::R;` once `enum Sym` went).
    only_before_paths: BTreeSet<&'f str>,
}

/// What the modules of one name (or one path) hold, for the names they may define.
#[derive(Clone, Default)]
struct ModuleContents<'f> {
    /// A macro invocation at module level: it may define a name it does not spell.
    invokes: bool,
    /// The modules its glob imports bring names from.
    globs: Vec<Glob<'f>>,
    /// The identifiers in them, but in their inner modules (whose names count: what an inner
    /// module holds is its own, `a::impl_ops` is not `a::utils::impl_ops`).
    idents: BTreeSet<&'f str>,
}

impl<'f> ModuleContents<'f> {
    /// The contents of the module whose braces are tokens `open` and `close`.
    fn of(file: &'f File, shape: &Shape, open: usize, close: usize) -> ModuleContents<'f> {
        let mut contents = ModuleContents::default();
        let mut u = open + 1;
        while u < close {
            if file.is_punct(u, "*") && file.kind(u - 1) == Some(Kind::PathSep) {
                contents.globs.push(Glob::at(file, u));
            }
            // A macro invocation at module level (not a definition, not `#![..]`).
            contents.invokes |= file.is_punct(u, "!")
                && shape.at_module_level(file, u)
                && file.kind(u - 1) == Some(Kind::Ident)
                && !file.is_ident(u - 1, "macro_rules");
            if file.kind(u) == Some(Kind::Ident) {
                contents.idents.insert(file.text(u));
            }
            let inner = file.is_ident(u, "mod")
                && file.kind(u + 1) == Some(Kind::Ident)
                && file.is(u + 2, Kind::Open, "{");
            if inner {
                contents.idents.insert(file.text(u + 1));
                u = file.partner[u + 2];
            }
            u += 1;
        }
        contents
    }

    fn absorb(&mut self, other: ModuleContents<'f>) {
        self.invokes |= other.invokes;
        self.globs.extend(other.globs);
        self.idents.extend(other.idents);
    }
}

/// Where a glob import brings names from.
#[derive(Clone)]
enum Glob<'f> {
    /// The module at this path from the crate root (`use crate::lib::num::ff::*;`).
    Path(Vec<&'f str>),
    /// Some module of this name, by the path's last segment (`use super::ff::*;`).
    Module(&'f str),
    /// A crate of the toolchain (`use std::ops::*;` is not the library's `ops`), or a path
    /// not read.
    Unknown,
}

impl<'f> Glob<'f> {
    /// The glob import whose `*` is token `star`.
    fn at(file: &'f File, star: usize) -> Glob<'f> {
        let Some(keyword) =
            use_keyword_of(file, star).filter(|&k| !imports_from_toolchain(file, k))
        else {
            return Glob::Unknown;
        };
        // The segments back from the `*`, through the lists it is in (`a::{b::{c::*}}`).
        let mut segments = Vec::new();
        let mut at = star - 2;
        while file.kind(at) == Some(Kind::Ident) {
            segments.push(file.text(at));
            if file.kind(at - 1) == Some(Kind::PathSep) {
                at -= 2;
            } else if file.is(at - 1, Kind::Open, "{") && file.kind(at - 2) == Some(Kind::PathSep) {
                at -= 3;
            } else {
                break;
            }
        }
        segments.reverse();
        let from_root = at == keyword + 1 && segments.first() == Some(&"crate");
        match segments.first() {
            None => Glob::Unknown,
            Some(_) if from_root => Glob::Path(segments),
            Some(_) => Glob::Module(segments[segments.len() - 1]),
        }
    }
}

impl<'f> MissingNames<'f> {
    pub(super) fn of(file: &'f File, shape: &Shape) -> MissingNames<'f> {
        let mut elsewhere = BTreeSet::new();
        let mut before_paths = BTreeSet::new();
        let mut before_other = BTreeSet::new();
        for t in (0..file.tokens.len()).filter(|&t| file.kind(t) == Some(Kind::Ident)) {
            // `collections::{self, ..}` imports `collections` itself.
            let imports_itself = file.is(t + 2, Kind::Open, "{")
                && (t + 3..file.partner[t + 2]).any(|u| {
                    file.is_ident(u, "self") && file.partner[t + 2] == enclosing_list(file, u)
                });
            if file.kind(t + 1) == Some(Kind::PathSep) && !imports_itself {
                before_paths.insert(file.text(t));
            } else {
                before_other.insert(file.text(t));
            }
        }
        let only_before_paths = before_paths
            .difference(&before_other)
            .copied()
            .filter(|name| {
                !matches!(*name, "crate" | "self" | "super" | "Self")
                    && !EXTERNAL_CRATES.contains(name)
            })
            .collect();
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
        let mut modules: BTreeMap<&str, ModuleContents> = BTreeMap::new();
        let mut paths = BTreeMap::new();
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
            let contents = ModuleContents::of(file, shape, t + 2, file.partner[t + 2]);
            if let Some(path) = module_path(file, shape, t) {
                paths.insert(path, contents.clone());
            }
            modules.entry(name).or_default().absorb(contents);
        }
        modules.retain(|name, _| !other_items.contains(name));
        MissingNames {
            elsewhere,
            modules,
            paths,
            only_before_paths,
        }
    }

    /// Whether the import of `name` from the module named `parent` (the segment before it, if
    /// any) imports nothing: `name` is nowhere outside `use` items, `parent` is gone
    /// ([`MissingNames::only_before_paths`]), or `parent` is only ever a module that cannot
    /// define it ([`MissingNames::lacks`]: `use
    /// convolution::convolution;` once `fn convolution` went from `mod convolution`).
    pub(super) fn is_missing(&self, name: &str, parent: Option<&str>) -> bool {
        !self.elsewhere.contains(name)
            || parent.is_some_and(|p| self.only_before_paths.contains(p))
            || parent.is_some_and(|p| {
                self.modules
                    .get(p)
                    .is_some_and(|contents| self.lacks(contents, name, MAX_GLOB_DEPTH))
            })
    }

    /// Whether modules that hold `contents` cannot define `name`: none spells it, none
    /// invokes a macro, and each of their globs is of modules that cannot define it either,
    /// through at most `depth` globs.
    fn lacks(&self, contents: &ModuleContents, name: &str, depth: usize) -> bool {
        !contents.invokes
            && !contents.idents.contains(name)
            && contents.globs.iter().all(|glob| {
                let from = match glob {
                    Glob::Path(path) => self.paths.get(path),
                    Glob::Module(module) => self.modules.get(module),
                    Glob::Unknown => None,
                };
                depth > 0 && from.is_some_and(|from| self.lacks(from, name, depth - 1))
            })
    }
}

/// The closing brace of the innermost `{..}` around token `at`, as far back as a `;`.
fn enclosing_list(file: &File, at: usize) -> usize {
    (0..at)
        .rev()
        .take_while(|&t| !file.is_punct(t, ";"))
        .find(|&t| file.is(t, Kind::Open, "{") && file.partner[t] > at)
        .map_or(usize::MAX, |open| file.partner[open])
}

/// How many globs deep [`MissingNames::lacks`] follows (`use super::num::ff::*;` in a module,
/// `pub use inner::*;` in `ff`): past that, a module may define anything.
const MAX_GLOB_DEPTH: usize = 4;

/// The path from the crate root of the module whose `mod` is token `keyword`
/// (`["crate", "lib", "num"]`), when only modules are around it.
fn module_path<'f>(file: &'f File, shape: &Shape, keyword: usize) -> Option<Vec<&'f str>> {
    let mut path = vec![file.text(keyword + 1)];
    let mut brace = shape.enclosing[keyword];
    while brace != usize::MAX {
        if !(brace >= 2 && file.is_ident(brace - 2, "mod")) {
            return None;
        }
        path.push(file.text(brace - 1));
        brace = shape.enclosing[brace];
    }
    path.push("crate");
    path.reverse();
    Some(path)
}

/// The names a module's code may mean an import by, for the leaves of its `use` items.
pub(super) struct ModuleNames<'f> {
    /// The identifiers outside `use` items that are no member (not `x.iter()`); a path's
    /// later segment counts (`self::iter` is the import).
    unqualified: BTreeSet<&'f str>,
    /// The identifiers that `use` items have before a `::` (`iter` of `use iter::once;`).
    use_prefixes: BTreeSet<&'f str>,
}

impl<'f> ModuleNames<'f> {
    /// The names in the module around token `at`, its inner modules included (a `use
    /// super::*` there brings in its private imports).
    pub(super) fn around(file: &'f File, shape: &Shape, at: usize) -> ModuleNames<'f> {
        let (first, last) = match shape.enclosing[at] {
            usize::MAX => (0, file.tokens.len()),
            open => (open + 1, file.partner[open]),
        };
        let mut names = ModuleNames {
            unqualified: BTreeSet::new(),
            use_prefixes: BTreeSet::new(),
        };
        let mut in_use = false;
        for t in first..last {
            if file.kind(t) == Some(Kind::Ident) && file.text(t) == "use" {
                in_use = true;
            } else if in_use && file.is_punct(t, ";") {
                in_use = false;
            } else if file.kind(t) == Some(Kind::Ident) {
                let name = file.text(t);
                if in_use {
                    if file.kind(t + 1) == Some(Kind::PathSep) {
                        names.use_prefixes.insert(name);
                    }
                } else if !file.is_punct(t - 1, ".") {
                    names.unqualified.insert(name);
                }
            }
        }
        names
    }

    /// Whether the leaf of a private `use` into `std` imports what nothing in its module
    /// uses: the module names it nowhere but as a member, no `use` path there goes through it,
    /// and it is no trait (which a method call uses unnamed; std's traits are all
    /// capitalized, its functions, modules and macros not).
    pub(super) fn leaves_unnamed(&self, leaf: &Leaf) -> bool {
        let name = leaf.known_as;
        name.starts_with(|c: char| c.is_ascii_lowercase())
            && !self.unqualified.contains(name)
            && !self.use_prefixes.contains(name)
    }
}

/// The comma-separated leaves `(first, last)` of a use list between braces `open`, `close`.
pub(super) fn split_use_list(file: &File, open: usize, close: usize) -> Vec<(usize, usize)> {
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
