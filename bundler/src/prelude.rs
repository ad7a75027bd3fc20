//! The 2021 prelude, said in a 2018 paste.
//!
//! Edition 2021 added `TryFrom`, `TryInto` and `FromIterator` to the prelude. Cargo builds a
//! 2021 library as 2021 under a 2018 solution, so the library's `x.try_into()`, `u8::try_from`
//! and `impl FromIterator<u8> for Digits` compile there; in the paste, one 2018 crate, they do
//! not. The bundler imports what each module of such a library uses, as a module of the
//! library would see it: a name the module uses gets a named import, a method or associated
//! function only its trait, `as _`. A module that declares or imports a name of its own
//! keeps it, and one with a glob import gets no named import (a name the glob brings would
//! lose to it); in both, the 2021 prelude's item was not what the name meant, or may not have
//! been. Imports that end up unused go with the rest of the unused code when the bundle is
//! shaken.
//!
//! Not covered (each gives a compile error, not a silent change, but for the first): an
//! exported macro whose body uses these names where it is invoked; the other 2021 changes
//! (closures capturing disjoint fields, `array.into_iter()` by value, `panic!` formatting,
//! `$x:pat` taking `|`).

use crate::edits::{apply, Edit};
use crate::expand::{indentation_of_line, inner_attributes_end, File};
use crate::lexer::Kind;
use std::path::Path;

/// The traits the 2021 prelude adds, each with its path and the member names that call it.
const ADDED_TRAITS: &[(&str, &str, &str)] = &[
    ("TryFrom", "::core::convert::TryFrom", "try_from"),
    ("TryInto", "::core::convert::TryInto", "try_into"),
    ("FromIterator", "::core::iter::FromIterator", "from_iter"),
];

/// Keywords after which a name is declared by the module.
const DECLARING: &[&str] = &[
    "trait", "struct", "enum", "union", "type", "fn", "const", "static", "mod",
];

/// `text` (a library's whole expanded text) with the imports of the 2021 prelude's added
/// traits that each of its modules needs in a 2018 paste, one line each, at the top of the
/// module (after its inner attributes).
///
/// # Complexity
/// O(n) in the length of `text`, plus one lexing of it.
pub(crate) fn with_2021_prelude(text: &str) -> String {
    let file = File::lex(Path::new("<library>"), text).expect("the bundler's own text lexes");
    let tokens = &file.tokens;
    let mut scopes = vec![Scope::new(None, tokens.len())];
    let mut open_scopes = vec![0];
    let mut use_ends_at: Option<usize> = None;
    for i in 0..tokens.len() {
        while scopes[*open_scopes.last().expect("the root")].close < i {
            open_scopes.pop();
        }
        let scope = *open_scopes.last().expect("the root");
        let (kind, word) = (tokens[i].kind, file.text(i));
        if use_ends_at.is_some_and(|end| end < i) {
            use_ends_at = None;
        }
        match kind {
            Kind::Ident
                if word == "mod"
                    && file.kind(i + 1) == Some(Kind::Ident)
                    && file.is(i + 2, Kind::Open, "{") =>
            {
                scopes.push(Scope::new(Some(i + 2), file.partner[i + 2]));
                open_scopes.push(scopes.len() - 1);
            }
            Kind::Ident if word == "use" => {
                use_ends_at = (i..tokens.len()).find(|&t| file.is_punct(t, ";"));
            }
            Kind::Punct if word == "*" && use_ends_at.is_some() => scopes[scope].has_glob = true,
            Kind::Ident => {
                for (index, &(name, _, member)) in ADDED_TRAITS.iter().enumerate() {
                    let scope = &mut scopes[scope];
                    if word == name {
                        let declared = i > 0
                            && file.kind(i - 1) == Some(Kind::Ident)
                            && DECLARING.contains(&file.text(i - 1));
                        if declared || use_ends_at.is_some() {
                            scope.own[index] = true;
                        } else {
                            scope.named[index] = true;
                        }
                    } else if word == member {
                        scope.called[index] = true;
                    }
                }
            }
            _ => {}
        }
    }
    let edits = scopes
        .iter()
        .filter_map(|scope| {
            let imports = scope.imports();
            if imports.is_empty() {
                return None;
            }
            let first = scope.open.map_or(0, |open| open + 1);
            let after_attributes = inner_attributes_end(&file, first);
            let (start, indentation) = match scope.open {
                Some(open) => {
                    let at = after_attributes.unwrap_or(tokens[open].end);
                    (
                        at,
                        format!("{}    ", indentation_of_line(text, tokens[open].start)),
                    )
                }
                None => (after_attributes.unwrap_or(0), String::new()),
            };
            let lines: Vec<String> = imports
                .iter()
                .map(|line| format!("{indentation}{line}"))
                .collect();
            let insertion = match (scope.open, after_attributes) {
                (None, None) => format!("{}\n", lines.join("\n")),
                _ => format!("\n{}", lines.join("\n")),
            };
            Some(Edit {
                start,
                end: start,
                text: insertion,
            })
        })
        .collect();
    apply(text, edits)
}

/// One module of the text: the root or an inline `mod name { .. }`.
struct Scope {
    /// Its `{`, or `None` for the root.
    open: Option<usize>,
    close: usize,
    has_glob: bool,
    /// Per added trait: the module declares or imports its name.
    own: [bool; 3],
    /// Per added trait: the module names it.
    named: [bool; 3],
    /// Per added trait: the module calls its member by name.
    called: [bool; 3],
}

impl Scope {
    fn new(open: Option<usize>, close: usize) -> Scope {
        Scope {
            open,
            close,
            has_glob: false,
            own: [false; 3],
            named: [false; 3],
            called: [false; 3],
        }
    }

    /// The `use` lines this module needs.
    fn imports(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for (index, &(_, path, _)) in ADDED_TRAITS.iter().enumerate() {
            if self.own[index] {
                continue;
            }
            if self.named[index] && !self.has_glob {
                lines.push(format!("use {path};"));
            } else if self.named[index] || self.called[index] {
                lines.push(format!("use {path} as _;"));
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_module_imports_what_it_uses_of_the_2021_prelude_unless_it_has_its_own() {
        let library = "\
#![allow(dead_code)]
fn narrow(v: u64) -> u8 { v.try_into().unwrap() }
mod digits {
    pub struct D(Vec<u8>);
    impl FromIterator<u8> for D {
        fn from_iter<I: IntoIterator<Item = u8>>(i: I) -> Self { D(i.into_iter().collect()) }
    }
    mod inner { fn f(v: i64) -> Option<u8> { u8::try_from(v).ok() } }
}
mod globbed {
    use super::digits::*;
    fn g(v: i64) -> Result<u8, ()> { TryFrom::try_from(v).map_err(|_| ()) }
}
mod own {
    trait TryInto { fn try_into(self) -> u8; }
    fn h(v: u8) -> u8 { v.try_into() }
}
mod untouched { fn k() -> u8 { 1 } }
";
        let expected = "\
#![allow(dead_code)]
use ::core::convert::TryInto as _;
fn narrow(v: u64) -> u8 { v.try_into().unwrap() }
mod digits {
    use ::core::iter::FromIterator;
    pub struct D(Vec<u8>);
    impl FromIterator<u8> for D {
        fn from_iter<I: IntoIterator<Item = u8>>(i: I) -> Self { D(i.into_iter().collect()) }
    }
    mod inner {
        use ::core::convert::TryFrom as _; fn f(v: i64) -> Option<u8> { u8::try_from(v).ok() } }
}
mod globbed {
    use ::core::convert::TryFrom as _;
    use super::digits::*;
    fn g(v: i64) -> Result<u8, ()> { TryFrom::try_from(v).map_err(|_| ()) }
}
mod own {
    trait TryInto { fn try_into(self) -> u8; }
    fn h(v: u8) -> u8 { v.try_into() }
}
mod untouched { fn k() -> u8 { 1 } }
";
        assert_eq!(with_2021_prelude(library), expected);
    }

    #[test]
    fn a_root_without_inner_attributes_gets_its_imports_first() {
        assert_eq!(
            with_2021_prelude("// note\nfn f() -> Vec<u8> { Vec::from_iter([1u8]) }\n"),
            "use ::core::iter::FromIterator as _;\n// note\nfn f() -> Vec<u8> { Vec::from_iter([1u8]) }\n"
        );
        assert_eq!(with_2021_prelude("fn f() {}\n"), "fn f() {}\n");
    }
}
