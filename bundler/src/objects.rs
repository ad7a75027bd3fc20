//! Trait objects without `dyn`, said in a 2021 or later paste.
//!
//! Before 2021 a trait used as a type (`Box<Fn(u64) -> u64>`, `&mut Write`, `Rc<Monoid>`) is
//! a trait object, with a warning; from 2021 on it is an error (E0782). Cargo builds a 2015
//! or 2018 library in its own edition under a newer solution, so it compiles there; in the
//! paste, one crate of the solution's edition, it does not. The bundler writes `dyn` before
//! each such type of the library.
//!
//! A name is a trait when the library declares a trait of that name and no type of it (a
//! `struct Graph` in one module beside a `trait Graph` in another is not told apart, and gets
//! no `dyn`), or when it is one of the standard library's traits that a library stores as
//! objects and the library declares no type of that name. A trait object stands where a
//! type does and a bound does not: right after `<` (`Box<Fn(u64)>`, `Vec<Box<Any>>`), or
//! after a reference (`&Trait`, `&'a mut Trait`). Its path may be qualified (`&fmt::Debug`).
//! After `:` or `+` it is a bound; after `dyn`, `impl` or `as` it needs nothing.
//!
//! Not covered: a trait renamed by an import (`use std::fmt::Debug as D;`), a trait that a
//! macro declares (`trait $name`), a trait object right after `(`, `*const` or `=`
//! (`type Op = Trait;`). Each gives a compile error, never a silent change.

use crate::edits::{apply, Edit};
use crate::expand::File;
use crate::lexer::Kind;
use std::collections::BTreeSet;
use std::path::Path;

/// Standard traits that libraries store as trait objects, none also a standard type.
/// (`Error` is left out: `std::io::Error` and `std::fmt::Error` are types.)
const STD_OBJECT_TRAITS: &[&str] = &[
    "Fn",
    "FnMut",
    "FnOnce",
    "Any",
    "Iterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "Debug",
    "Display",
    "Write",
    "Read",
    "BufRead",
    "Hasher",
];

/// `text` (a library's whole expanded text) with `dyn ` before each trait object type that
/// has none.
///
/// # Complexity
/// O(n) in the length of `text`, plus one lexing of it.
pub(crate) fn with_dyn_objects(text: &str) -> String {
    let file = File::lex(Path::new("<library>"), text).expect("the bundler's own text lexes");
    let traits = trait_names(&file);
    let edits = (0..file.tokens.len())
        .filter(|&i| starts_trait_object(&file, i, &traits))
        .map(|i| {
            let at = file.tokens[i].start;
            Edit {
                start: at,
                end: at,
                text: "dyn ".to_string(),
            }
        })
        .collect();
    apply(text, edits)
}

/// The names that `file` declares as traits and not as types, and the standard traits of
/// [`STD_OBJECT_TRAITS`] that it declares no type of.
fn trait_names<'f>(file: &'f File) -> BTreeSet<&'f str> {
    let declared_after = |keywords: &[&str]| -> BTreeSet<&'f str> {
        (1..file.tokens.len())
            .filter(|&i| file.kind(i) == Some(Kind::Ident))
            .filter(|&i| keywords.iter().any(|k| file.is_ident(i - 1, k)))
            .map(|i| file.text(i))
            .collect()
    };
    let types = declared_after(&["struct", "enum", "union", "type"]);
    let mut traits = declared_after(&["trait"]);
    traits.extend(STD_OBJECT_TRAITS.iter().copied());
    traits.retain(|name| !types.contains(name));
    traits
}

/// Whether token `i` starts a path to one of `traits`, written as a type without `dyn`: a
/// type argument or the type of a reference (see the module's documentation).
fn starts_trait_object(file: &File, i: usize, traits: &BTreeSet<&str>) -> bool {
    let path_sep = |at: usize| file.kind(at) == Some(Kind::PathSep);
    let starts_path =
        file.kind(i) == Some(Kind::Ident) || (path_sep(i) && file.kind(i + 1) == Some(Kind::Ident));
    if !starts_path || !in_type_position(file, i) {
        return false;
    }
    let mut last = if path_sep(i) { i + 1 } else { i };
    while path_sep(last + 1) && file.kind(last + 2) == Some(Kind::Ident) {
        last += 2;
    }
    traits.contains(file.text(last)) && !path_sep(last + 1)
}

/// Whether a type that starts at token `i` is a type argument (`<` before it) or a
/// reference's type (`&`, `&mut`, `&'a`, `&'a mut` before it).
fn in_type_position(file: &File, i: usize) -> bool {
    let mut before = i.wrapping_sub(1);
    if file.is_punct(before, "<") {
        return true;
    }
    if file.is_ident(before, "mut") {
        before = before.wrapping_sub(1);
    }
    if file.kind(before) == Some(Kind::Lifetime) {
        before = before.wrapping_sub(1);
    }
    file.is_punct(before, "&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trait_objects_get_dyn_and_bounds_types_and_written_objects_do_not() {
        let library = "pub trait Monoid { fn op(&self); }\n\
                       pub struct Folder { op: Box<Fn(u64) -> u64>, m: Vec<Box<Monoid>> }\n\
                       pub fn each<'a>(f: &'a mut FnMut(u64), w: &mut fmt::Debug, a: &&Any) {}\n\
                       pub fn twice<F: Fn(u64) -> u64 + Clone, M: Monoid>(f: F, m: &M) {}\n\
                       pub fn written(m: Box<dyn Monoid>, i: impl Iterator<Item = u8>) {}\n\
                       pub fn qualified(a: Box<::std::any::Any>, b: <Monoid as X>::Y) {}\n";
        let expected = "pub trait Monoid { fn op(&self); }\n\
                       pub struct Folder { op: Box<dyn Fn(u64) -> u64>, m: Vec<Box<dyn Monoid>> }\n\
                       pub fn each<'a>(f: &'a mut dyn FnMut(u64), w: &mut dyn fmt::Debug, a: &&dyn Any) {}\n\
                       pub fn twice<F: Fn(u64) -> u64 + Clone, M: Monoid>(f: F, m: &M) {}\n\
                       pub fn written(m: Box<dyn Monoid>, i: impl Iterator<Item = u8>) {}\n\
                       pub fn qualified(a: Box<dyn ::std::any::Any>, b: <dyn Monoid as X>::Y) {}\n";
        assert_eq!(with_dyn_objects(library), expected);
    }

    #[test]
    fn a_name_that_is_also_a_type_gets_no_dyn() {
        let library = "mod a { pub trait Graph {} }\nmod b { pub struct Graph; }\n\
                       pub struct Any;\npub fn f(g: &Graph, a: Box<Any>, s: Box<Monoid::Item>) {}\n\
                       pub trait Monoid { type Item; }\n";
        assert_eq!(with_dyn_objects(library), library);
    }
}
