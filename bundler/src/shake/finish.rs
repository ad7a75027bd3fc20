//! The last step, over the tokens alone: the libraries' comments, and the library modules that
//! ended up empty with the imports of them.

use super::*;

/// The shaken text, tidied, without the libraries' comments and the library modules that
/// ended up empty (see [`without_empty_modules`]). Tokens only: no rustc run.
pub(super) fn finish(text: &str, modules: &[String]) -> Result<String, Error> {
    // A library's own comments explain it to its maintainers; the paste is read for the
    // solution (the marks on cfgs left to the judge stay). They go first: a module left with
    // nothing but comments is empty.
    let file = File::lex(Path::new(BUNDLE), text)?;
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
pub(super) fn without_empty_modules(text: &str, modules: &[String]) -> Result<String, Error> {
    let mut text = text.to_string();
    loop {
        let file = File::lex(Path::new(BUNDLE), &text)?;
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
        let shared = modules_with_items(&file);
        let uses = library_use_items(&file);
        let edits: Vec<Edit> = spans
            .iter()
            .filter(|(name, _)| !shared.contains(*name))
            .filter(|(name, spans)| !named_outside(&file, &shape, &uses, name, spans))
            .flat_map(|(_, spans)| spans.iter().map(|&(f, l)| delete_tokens(&file, f, l)))
            .collect();
        if edits.is_empty() {
            return Ok(text);
        }
        text = apply(&text, merged(edits));
    }
}

/// `(name, first, last)` of each library module whose braces hold nothing but inner
/// attributes, its own attributes included: a module inside the libraries, or a library's
/// own (a crate whose items all went, `mod numeric_traits {}` once nothing uses its traits).
pub(super) fn empty_library_modules<'f>(
    file: &'f File,
    shape: &Shape,
) -> Vec<(&'f str, usize, usize)> {
    let is_library_module =
        |i: usize| shape.in_library(i) || shape.libraries.iter().any(|&(open, _)| open == i + 2);
    (0..file.tokens.len())
        .filter(|&i| {
            file.is_ident(i, "mod")
                && file.kind(i + 1) == Some(Kind::Ident)
                && file.is(i + 2, Kind::Open, "{")
                && only_inner_attributes(file, i + 3, file.partner[i + 2])
                && is_library_module(i)
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

/// The names of the modules that hold an item other than empty modules (anywhere in the
/// bundle): `pub mod lca { pub mod lca {} }` (a file `lca.rs` of `pub mod lca { .. }`, all
/// of it gone) holds none, so neither `lca` keeps the other.
pub(super) fn modules_with_items<'f>(file: &'f File) -> BTreeSet<&'f str> {
    (0..file.tokens.len())
        .filter(|&i| {
            file.is_ident(i, "mod")
                && file.kind(i + 1) == Some(Kind::Ident)
                && file.is(i + 2, Kind::Open, "{")
                && !only_empty_modules(file, i + 3, file.partner[i + 2])
        })
        .map(|i| file.text(i + 1))
        .collect()
}

/// Whether tokens `first..end` hold only attributes and modules that hold nothing else.
fn only_empty_modules(file: &File, first: usize, end: usize) -> bool {
    let mut i = first;
    while i < end {
        if file.is_punct(i, "#") {
            let open = if file.is_punct(i + 1, "!") {
                i + 2
            } else {
                i + 1
            };
            if !file.is(open, Kind::Open, "[") {
                return false;
            }
            i = file.partner[open] + 1;
        } else if file.is_ident(i, "pub") {
            i += 1;
            if file.is(i, Kind::Open, "(") {
                i = file.partner[i] + 1;
            }
        } else if file.is_ident(i, "mod")
            && file.kind(i + 1) == Some(Kind::Ident)
            && file.is(i + 2, Kind::Open, "{")
            && only_empty_modules(file, i + 3, file.partner[i + 2])
        {
            i = file.partner[i + 2] + 1;
        } else {
            return false;
        }
    }
    true
}

/// `(module name, first, last)` of each library `use` item that is a plain path to a module
/// or a glob of it (`use a::m;`, `pub use self::m::*;`): what imports the module and nothing
/// else.
pub(super) fn module_imports<'f>(file: &'f File, shape: &Shape) -> Vec<(&'f str, usize, usize)> {
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
        if plain_path && !imports_from_std(file, t) {
            found.push((file.text(leaf), attributes_start(file, t), end));
        }
    }
    found
}

/// The `use` items of `file` that do not import from the standard library
/// ([`use_items`]): `use std::cmp::max;` imports a function, whatever library module is
/// called `max`.
fn library_use_items(file: &File) -> Vec<(usize, usize)> {
    use_items(file)
        .into_iter()
        .filter(|&(t, _)| !imports_from_std(file, t))
        .collect()
}

/// Whether `name` may mean a module somewhere outside the token ranges `spans`: as a path
/// segment that another follows (`m::f`), in one of the `use` items `uses`
/// ([`library_use_items`]), in a `pub(in a::m)`, or inside a macro as a lone name (its body
/// or arguments may make a path of it; not after a `.` or a `::`). A method, field,
/// function or local variable of the same name (`.map(..)`, `T::zero()`) cannot mean a
/// module.
pub(super) fn named_outside(
    file: &File,
    shape: &Shape,
    uses: &[(usize, usize)],
    name: &str,
    spans: &[(usize, usize)],
) -> bool {
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
pub(super) fn path_start(file: &File, last: usize) -> usize {
    let mut start = last;
    while start >= 2
        && file.kind(start - 1) == Some(Kind::PathSep)
        && file.kind(start - 2) == Some(Kind::Ident)
    {
        start -= 2;
    }
    start
}

/// Whether the `use` at token `at` imports from the standard library (`use std::cmp::max;`,
/// `use ::core::mem;`).
fn imports_from_std(file: &File, at: usize) -> bool {
    let first = at + 1 + usize::from(file.kind(at + 1) == Some(Kind::PathSep));
    EXTERNAL_CRATES.contains(&file.text(first)) && file.kind(first + 1) == Some(Kind::PathSep)
}

/// The token ranges `(use keyword, semicolon)` of every `use` item of `file`.
pub(super) fn use_items(file: &File) -> Vec<(usize, usize)> {
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
pub(super) fn only_inner_attributes(file: &File, first: usize, end: usize) -> bool {
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
