//! The library impls left naming a type or trait that no longer exists, found over the tokens
//! before rustc is asked: what [`impls_of_removed`] takes once rustc says "cannot find",
//! which costs a failed run each time.
//!
//! A trial removes what rustc reports dead; the impls of a dead type (`impl EolStr` once
//! `transparent_wrapper!(EolStr = Str)` went, egor's `impl<T: Copy> Matrix<T>` once `struct
//! Matrix` went) and those bounded by a dead trait (`impl<P: OrdPayload> TreapNode<P>`) stay,
//! and each failed look found them. No value of a removed type exists and no type implements
//! a removed trait, so none of those impls can be called: taking them changes nothing that
//! runs, exactly as the removal after rustc's error would.
//!
//! The rule is conservative in what it calls gone: a name is gone only when the library
//! declared it before the removals (a type, trait or alias of its own, so no name of std or
//! of a generic parameter) and nothing in the text after them may declare it: no item of
//! that name, no import of it, and no identifier of that spelling in any macro body or
//! invocation (a macro may declare what it is given). What the rule misses, rustc still
//! finds.

use super::*;
use crate::unreferenced::impl_header_names;

/// The type-namespace items an impl header can name: what a library declares that an impl
/// is about or bounded by.
pub(super) const TYPE_KEYWORDS: &[&str] = &["struct", "enum", "union", "type", "trait"];

/// The library types, traits and aliases that `file` declares at module level, and the
/// names that a library macro invocation declares (its first argument), by name: before a
/// trial's removals, the names whose absence afterwards means they went.
pub(super) fn library_type_names(file: &File, shape: &Shape) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for t in 0..file.tokens.len() {
        let declares = TYPE_KEYWORDS.contains(&file.text(t))
            && file.kind(t) == Some(Kind::Ident)
            && file.kind(t + 1) == Some(Kind::Ident)
            && shape.in_library(t)
            && shape.at_module_level(file, t);
        if declares {
            names.insert(file.text(t + 1).to_string());
        }
    }
    for (_, open) in item_level_invocations(file, shape) {
        if let Some(name) = first_argument_name(file, open) {
            names.insert(file.text(name).to_string());
        }
    }
    names
}

/// Removals of the library impls of `text` whose header names one of `before` (the library
/// type names of the text before the removals, [`library_type_names`]) that `text` may no
/// longer declare: each impl whole, with its attributes.
pub(super) fn impls_of_gone(
    text: &str,
    modules: &[String],
    before: &BTreeSet<String>,
) -> Result<Vec<Edit>, Error> {
    let file = File::lex(Path::new(BUNDLE), text)?;
    let shape = Shape::of(&file, modules);
    let declarable = declarable_names(&file, &shape);
    let gone = |name: &str| before.contains(name) && !declarable.contains(name);
    Ok(shape
        .impls(&file)
        .iter()
        .filter(|item| header_names(&file, item).into_iter().any(gone))
        .map(|item| delete_tokens(&file, attributes_start(&file, item.at), item.last))
        .collect())
}

/// Every name that `file` may still declare: its items and imports ([`declared_names`]), and
/// each identifier inside a macro body or an invocation's arguments.
fn declarable_names<'f>(file: &'f File, shape: &Shape) -> BTreeSet<&'f str> {
    let mut names = declared_names(file);
    for &(open, close) in &shape.macro_groups {
        names.extend(
            (open + 1..close)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .map(|t| file.text(t)),
        );
    }
    names
}

/// The names an impl header is about ([`impl_header_names`]: its trait's and self type's,
/// not its generic parameters, a binding's name or a path into std) or bounded by
/// ([`bound_names`]: `OrdPayload` of `impl<P: OrdPayload>`, and its `where` clause's).
fn header_names<'f>(file: &'f File, item: &Impl<'f>) -> Vec<&'f str> {
    let mut names = impl_header_names(file, item.at);
    names.extend(
        bound_names(file, item)
            .into_iter()
            .filter(|name| !item.generics.contains(name)),
    );
    names
}
