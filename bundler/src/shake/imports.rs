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
            if !is_public_use(&file, t) {
                let names = ModuleNames::around(&file, &shape, t);
                let gone = |leaf: &Leaf| names.leaves_unnamed(leaf);
                match missing_in_tree(&file, t + 1, end - 1, &[], &gone) {
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
        let here = enclosing_module_path(&file, &shape, t);
        let gone = |leaf: &Leaf| missing.is_missing(leaf, here.as_deref());
        match missing_in_tree(&file, t + 1, end - 1, &[], &gone) {
            Pruned::Whole => edits.push(delete_tokens(&file, attributes_start(&file, t), end)),
            Pruned::Parts(parts) => edits.extend(parts),
        }
    }
    Ok(edits)
}

/// Removals of the private `use` items of library modules that import from an `absent`
/// crate (a registry crate that no paste holds) where nothing is left to use them: the
/// module holds only imports, and modules that do too (a module inside sees its private
/// imports through `use super::*`). A public one may be what another module uses, and one
/// beside other code may be what that code needs (a trait's methods, a glob's names): those
/// stay, for the bundle to be refused at their line.
pub(super) fn idle_absent_imports(
    text: &str,
    modules: &[String],
    absent: &BTreeSet<&str>,
) -> Result<Vec<Edit>, Error> {
    let file = File::lex(Path::new(BUNDLE), text)?;
    let shape = Shape::of(&file, modules);
    let mut edits = Vec::new();
    for t in 0..file.tokens.len() {
        if !(file.is_ident(t, "use") && shape.in_library(t) && shape.at_module_level(&file, t)) {
            continue;
        }
        let root = if file.kind(t + 1) == Some(Kind::PathSep) {
            t + 2
        } else {
            t + 1
        };
        let from_absent = file.kind(root) == Some(Kind::Ident) && absent.contains(file.text(root));
        if !from_absent || is_public_use(&file, t) || !holds_only_imports(&file, shape.enclosing[t])
        {
            continue;
        }
        if let Some(end) = (t..file.tokens.len()).find(|&e| file.is_punct(e, ";")) {
            edits.push(delete_tokens(&file, attributes_start(&file, t), end));
        }
    }
    Ok(edits)
}

/// Whether the module whose `{` is token `open` holds nothing but `use` items and modules
/// that hold nothing else either (comments aside).
fn holds_only_imports(file: &File, open: usize) -> bool {
    let close = file.partner[open];
    let mut i = open + 1;
    while i < close {
        if matches!(file.kind(i), Some(Kind::Comment | Kind::DocComment)) {
            i += 1;
            continue;
        }
        let keyword = item_keyword(file, i);
        let inner_module = file.is_ident(keyword, "mod") && file.is(keyword + 2, Kind::Open, "{");
        if inner_module {
            if !holds_only_imports(file, keyword + 2) {
                return false;
            }
        } else if !file.is_ident(keyword, "use") {
            return false;
        }
        i = item_end(file, i) + 1;
    }
    true
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
    /// The path segments before it, from the root of its use tree (`a`, `b` of
    /// `a::{b::c}`).
    pub(super) path: Vec<&'f str>,
}

impl<'f> Leaf<'f> {
    /// The path segment before it, if any.
    fn parent(&self) -> Option<&'f str> {
        self.path.last().copied()
    }
}

/// What of the use tree `first..=last` (a path, `path as alias`, `path::{list}` or
/// `{list}`), inside lists whose paths are `outer`, imports only leaves that
/// `imports_nothing` says import nothing.
pub(super) fn missing_in_tree<'f>(
    file: &'f File,
    first: usize,
    last: usize,
    outer: &[&'f str],
    imports_nothing: &dyn Fn(&Leaf) -> bool,
) -> Pruned {
    let segments = |end: usize| {
        let mut path = outer.to_vec();
        path.extend(
            (first..end)
                .filter(|&p| file.kind(p) == Some(Kind::Ident))
                .map(|p| file.text(p)),
        );
        path
    };
    if !file.is(last, Kind::Close, "}") {
        let leaf = if file.is_ident(last.wrapping_sub(1), "as") {
            last - 2
        } else {
            last
        };
        let plain =
            (first..=leaf).all(|p| matches!(file.kind(p), Some(Kind::Ident | Kind::PathSep)));
        let gone = plain
            && file.kind(leaf) == Some(Kind::Ident)
            && file.text(leaf) != "self"
            && imports_nothing(&Leaf {
                name: file.text(leaf),
                known_as: file.text(last),
                path: segments(leaf),
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
    let prefix = segments(open);
    let entries = split_use_list(file, open, last);
    let mut edits = Vec::new();
    let mut gone = 0;
    let mut untouched = Vec::new();
    for &(entry_first, entry_last) in &entries {
        match missing_in_tree(file, entry_first, entry_last, &prefix, imports_nothing) {
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
    let mut edits = Vec::new();
    for &(start, end) in &diagnostic.primary {
        let (Some(first), Some(last)) = (file.token_starting_at(start), file.token_ending_at(end))
        else {
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

/// Whether every leaf of the `use` tree between `keyword` and `end`, a glob too (`num::ff::*`
/// of `use crate::lib::{impl_algebra, num::ff::*}`), starts at a byte of `unused` (the spans
/// of this round's unused-import reports), itself or by the path written before it (rustc
/// reports `fmt::Debug` of `use std::{fmt::Debug, ..}` whole).
pub(super) fn all_leaves_unused(
    file: &File,
    keyword: usize,
    end: usize,
    unused: &BTreeSet<usize>,
) -> bool {
    (keyword + 1..end)
        .filter(|&t| {
            let name = file.kind(t) == Some(Kind::Ident)
                && !file.is_ident(t, "as")
                && file.kind(t + 1) != Some(Kind::PathSep)
                && !file.is_ident(t - 1, "as");
            name || file.is_punct(t, "*")
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
    /// The modules its public glob imports bring names from.
    globs: Vec<Glob<'f>>,
    /// The modules its private glob imports bring names from.
    private_globs: Vec<Glob<'f>>,
    /// The names they may define: what an item keyword at their level names (an inner
    /// module's name too, but not what it holds: `a::impl_ops` is not `a::utils::impl_ops`;
    /// not a variant, a field or a method), and every identifier of their public imports.
    idents: BTreeSet<&'f str>,
    /// The identifiers in their private imports (`use super::Node;`): names that their inner
    /// modules can import from them, but a glob of them cannot.
    privately_imported: BTreeSet<&'f str>,
}

impl<'f> ModuleContents<'f> {
    /// The contents of the module whose braces are tokens `open` and `close`.
    fn of(file: &'f File, shape: &Shape, open: usize, close: usize) -> ModuleContents<'f> {
        let mut contents = ModuleContents::default();
        let mut u = open + 1;
        while u < close {
            // A macro invocation at module level (not a definition, not `#![..]`), but of a
            // macro that writes impls only (`impl_wavelet_matrix!(u8, ..)`): they define no
            // name.
            contents.invokes |= file.is_punct(u, "!")
                && shape.at_module_level(file, u)
                && file.kind(u - 1) == Some(Kind::Ident)
                && !file.is_ident(u - 1, "macro_rules")
                && !writes_impls_only(file, shape, u - 1);
            if file.is_ident(u, "use") {
                let end = (u..close).find(|&e| file.is_punct(e, ";")).unwrap_or(close);
                let public = is_public_use(file, u);
                for i in u + 1..end {
                    // A segment is no name the import defines (`accum` of `pub use
                    // self::accum::*;`), but before a group that imports it (`{self, ..}`).
                    let segment = file.kind(i + 1) == Some(Kind::PathSep)
                        && !(file.is(i + 2, Kind::Open, "{")
                            && (i + 3..file.partner[i + 2]).any(|t| file.is_ident(t, "self")));
                    if file.kind(i) == Some(Kind::Ident) && !segment {
                        match public {
                            true => contents.idents.insert(file.text(i)),
                            false => contents.privately_imported.insert(file.text(i)),
                        };
                    } else if file.is_punct(i, "*") && !public {
                        contents.private_globs.push(Glob::at(file, shape, i));
                    } else if file.is_punct(i, "*") {
                        contents.globs.push(Glob::at(file, shape, i));
                    }
                }
                u = end;
            } else if file.is_ident(u, "mod")
                && file.kind(u + 1) == Some(Kind::Ident)
                && file.is(u + 2, Kind::Open, "{")
            {
                // A private module is seen from inside its parent alone, never through a
                // glob of it (sogapalag's `mod accum;` beside `pub use self::accum::*;`).
                match crate::expand::visibility_start(file, u) {
                    Some(_) => contents.idents.insert(file.text(u + 1)),
                    None => contents.privately_imported.insert(file.text(u + 1)),
                };
                u = file.partner[u + 2];
            } else if at_level_of(file, shape, u, open) {
                contents.idents.extend(item_name(file, u));
            }
            u += 1;
        }
        contents
    }

    fn absorb(&mut self, other: ModuleContents<'f>) {
        self.invokes |= other.invokes;
        self.globs.extend(other.globs);
        self.private_globs.extend(other.private_globs);
        self.idents.extend(other.idents);
        self.privately_imported.extend(other.privately_imported);
    }
}

/// Where a glob import brings names from.
#[derive(Clone)]
enum Glob<'f> {
    /// The module at this path from the crate root (`use crate::lib::num::ff::*;`, `use
    /// super::*;`), and whether the import is in that module or inside it, where the
    /// module's private items and imports are visible (and so what its glob brings).
    Path(Vec<&'f str>, bool),
    /// The module at this path from the crate root if there is one, else some module named
    /// like the path's last segment: a path that starts with a name (`use ff::*;`) can be of
    /// a module declared beside the import, and else is of a crate's module.
    Local(Vec<&'f str>, &'f str),
    /// Some module of this name, by the path's last segment.
    Module(&'f str),
    /// A crate of the toolchain (`use std::ops::*;` is not the library's `ops`), or a path
    /// not read.
    Unknown,
}

impl<'f> Glob<'f> {
    /// The glob import whose `*` is token `star`.
    fn at(file: &'f File, shape: &Shape, star: usize) -> Glob<'f> {
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
        let Some(&last) = segments.last() else {
            return Glob::Unknown;
        };
        if at != keyword + 1 {
            return Glob::Module(last);
        }
        let here = enclosing_module_path(file, shape, keyword);
        match absolute_path(&segments, here.as_deref()) {
            Some(path) => {
                let inside = here.as_ref().is_some_and(|here| here.starts_with(&path));
                Glob::Path(path, inside)
            }
            None => match here {
                Some(mut path) if !matches!(segments[0], "self" | "super") => {
                    path.extend(segments);
                    Glob::Local(path, last)
                }
                _ => Glob::Module(last),
            },
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

    /// Whether the import `leaf`, of a `use` in the module at path `here` (if known), imports
    /// nothing: its name is nowhere outside `use` items, the module before it is gone
    /// ([`MissingNames::only_before_paths`]), or that module cannot define it
    /// ([`MissingNames::lacks`]): the module its path leads to from the crate root or from
    /// `here` (`use super::Node;` once `Node` went from the parent), or the modules of the
    /// name before it, when only modules have that name (`use convolution::convolution;` once
    /// `fn convolution` went from `mod convolution`).
    pub(super) fn is_missing(&self, leaf: &Leaf, here: Option<&[&'f str]>) -> bool {
        let name = leaf.name;
        let parent = leaf.parent();
        let lacked_by = |contents: &ModuleContents| self.lacks(contents, name, MAX_GLOB_DEPTH);
        // A module's private names are seen from inside it (`use super::Node;`), not from
        // elsewhere (`use crate::core::div_block;` of a private `mod div_block`).
        let lacked_by_path = |path: &Vec<&str>, contents: &ModuleContents| {
            let inside = here.is_none_or(|here| here.starts_with(path));
            match inside {
                true => lacked_by(contents),
                false => self.lacks_in_public(contents, name, MAX_GLOB_DEPTH),
            }
        };
        !self.elsewhere.contains(name)
            || parent.is_some_and(|p| self.only_before_paths.contains(p))
            || parent.is_some_and(|p| self.modules.get(p).is_some_and(lacked_by))
            || absolute_path(&leaf.path, here).is_some_and(|path| {
                self.paths
                    .get(&path)
                    .is_some_and(|contents| lacked_by_path(&path, contents))
            })
    }

    /// Whether modules that hold `contents` cannot define `name`: none spells it, none
    /// invokes a macro, and each of their globs is of modules that cannot define it either,
    /// through at most `depth` globs. A private import of theirs is visible to their inner
    /// modules, but not through a glob of them.
    fn lacks(&self, contents: &ModuleContents, name: &str, depth: usize) -> bool {
        !contents.privately_imported.contains(name)
            && self.globs_lack(&contents.private_globs, name, depth)
            && self.lacks_in_public(contents, name, depth)
    }

    /// [`MissingNames::lacks`] for a glob of modules that hold `contents`.
    fn lacks_in_public(&self, contents: &ModuleContents, name: &str, depth: usize) -> bool {
        !contents.invokes
            && !contents.idents.contains(name)
            && self.globs_lack(&contents.globs, name, depth)
    }

    /// Whether none of the modules that `globs` bring names from can define `name`.
    fn globs_lack(&self, globs: &[Glob], name: &str, depth: usize) -> bool {
        globs.iter().all(|glob| {
            // A module that may be the import's own or one around it sees its private names.
            let (from, sees_private) = match glob {
                Glob::Path(path, inside) => (self.paths.get(path), *inside),
                Glob::Local(path, module) => match self.paths.get(path) {
                    Some(from) => (Some(from), false),
                    None => (self.modules.get(module), true),
                },
                Glob::Module(module) => (self.modules.get(module), true),
                Glob::Unknown => (None, true),
            };
            depth > 0
                && from.is_some_and(|from| match sees_private {
                    true => self.lacks(from, name, depth - 1),
                    false => self.lacks_in_public(from, name, depth - 1),
                })
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

/// Whether token `at` is at the level of the module whose brace is `open`: in it, or in an
/// `extern` block of it (`extern "C" { pub fn mmap(..); }` declares `mmap` there).
fn at_level_of(file: &File, shape: &Shape, at: usize, open: usize) -> bool {
    let brace = shape.enclosing[at];
    brace == open
        || (brace != usize::MAX
            && shape.enclosing[brace] == open
            && (file.is_ident(brace.wrapping_sub(1), "extern")
                || (file.kind(brace.wrapping_sub(1)) == Some(Kind::Str)
                    && file.is_ident(brace.wrapping_sub(2), "extern"))))
}

/// The name that the item keyword at token `keyword` gives (`X` of `struct X`, `static mut
/// X`, `macro_rules! X`, `extern crate X`; none for the `const` of `const fn`).
fn item_name<'f>(file: &'f File, keyword: usize) -> Option<&'f str> {
    let name = match file.text(keyword) {
        "macro_rules" if file.is_punct(keyword + 1, "!") => keyword + 2,
        "static" if file.is_ident(keyword + 1, "mut") => keyword + 2,
        "const" if file.is_ident(keyword + 1, "fn") => return None,
        "crate" if file.is_ident(keyword.wrapping_sub(1), "extern") => {
            match file.is_ident(keyword + 2, "as") {
                true => keyword + 3,
                false => keyword + 1,
            }
        }
        keyword_text if ITEM_KEYWORDS.contains(&keyword_text) => keyword + 1,
        _ => return None,
    };
    (file.kind(name) == Some(Kind::Ident)).then(|| file.text(name))
}

/// Whether the invocation of the macro named at token `name` writes impls and nothing else
/// (no item, no other macro): the bundle defines that macro, and each definition it may
/// expand does.
fn writes_impls_only(file: &File, shape: &Shape, name: usize) -> bool {
    let definitions = shape.macros.expanded_at(file.text(name), name);
    !definitions.is_empty()
        && definitions.iter().all(|&d| {
            let definition = shape.macros.get(d);
            impls_only(file, &definition.name, &definition.bodies)
                .is_some_and(|stamped| stamped.other_macros.is_empty())
        })
}

/// Whether the `use` at token `keyword` is `pub`, `pub(crate)` or the like.
fn is_public_use(file: &File, keyword: usize) -> bool {
    file.is_ident(keyword.wrapping_sub(1), "pub")
        || (file.is(keyword.wrapping_sub(1), Kind::Close, ")")
            && file.is_ident(file.partner[keyword - 1].wrapping_sub(1), "pub"))
}

/// The path from the crate root of the module that a `use` path's segments `path` lead to,
/// for a `use` in the module at path `here`: `crate::a`, or `self::a` and `super::a` from
/// `here`; `None` for a path from a crate or a name in scope, which are not read.
fn absolute_path<'f>(path: &[&'f str], here: Option<&[&'f str]>) -> Option<Vec<&'f str>> {
    match path.first() {
        Some(&"crate") => Some(path.to_vec()),
        Some(&"self" | &"super") => {
            let mut module = here?.to_vec();
            let supers = path.iter().take_while(|&&s| s == "super").count();
            for _ in 0..supers {
                module.pop();
                if module.is_empty() {
                    return None;
                }
            }
            let rest = &path[supers..];
            let rest = rest.strip_prefix(&["self"][..]).unwrap_or(rest);
            module.extend(rest);
            Some(module)
        }
        _ => None,
    }
}

/// The path from the crate root of the module around token `at` (`["crate"]` at the root),
/// when only modules are around it.
fn enclosing_module_path<'f>(file: &'f File, shape: &Shape, at: usize) -> Option<Vec<&'f str>> {
    match shape.enclosing[at] {
        usize::MAX => Some(vec!["crate"]),
        brace if brace >= 2 && file.is_ident(brace - 2, "mod") => {
            module_path(file, shape, brace - 2)
        }
        _ => None,
    }
}

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
