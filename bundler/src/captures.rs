//! What a return-position `impl Trait` of an older library captures, said in a 2024 paste.
//!
//! Before edition 2024 such a type captures the type and const parameters in scope and only
//! the lifetimes its bounds name; from 2024 on it captures every lifetime in scope. So a 2021
//! library's `fn search_str(&self, pat: &str) -> impl Iterator<Item = usize> + '_` that returns
//! `self.search(&pat)` of a local `pat` compiles under cargo (the library is built as 2021)
//! and not in a 2024 paste, and a 2024 solution that drops a temporary argument while it
//! holds the iterator stops compiling too. `cargo fix --edition` writes `+ use<..>` with what
//! the type captured; so does the bundler, for a library older than the paste's 2024.

use crate::edits::Edit;
use crate::expand::{header_start, item_keyword, File};
use crate::lexer::Kind;
use crate::unreferenced::impl_generics;

/// Insertions of `+ use<..>` after each return-position `impl Trait` of a function or an
/// inherent method of `file` that has none: the lifetimes its bounds name (but those a
/// `for<'a>` inside declares, and `'static`), then the type and const parameters of the
/// impl around it and of the function. Left as they are: a function with an `impl Trait`
/// parameter (which no `use<..>` can name), the methods of traits and of trait impls (whose
/// return types captured everything before 2024 too), and code in macros (whose types are
/// written with metavariables).
pub(crate) fn precise_captures(file: &File) -> Vec<Edit> {
    let enclosing = enclosing_braces(file);
    let in_macro = macro_groups(file);
    let mut edits = Vec::new();
    for f in 0..file.tokens.len() {
        if !(file.is_ident(f, "fn") && file.kind(f + 1) == Some(Kind::Ident)) || in_macro[f] {
            continue;
        }
        let Some(outer) = generics_in_scope(file, enclosing[f]) else {
            continue;
        };
        let (own, open) = impl_generics(file, f + 1);
        if !file.is(open, Kind::Open, "(") {
            continue;
        }
        let close = file.partner[open];
        let arrow = close + 1;
        let returns_impl = file.is_punct(arrow, "-")
            && file.is_punct(arrow + 1, ">")
            && file.is_ident(arrow + 2, "impl");
        if !returns_impl || (open..close).any(|t| file.is_ident(t, "impl")) {
            continue;
        }
        let (first, last) = (arrow + 3, impl_type_end(file, arrow + 3));
        let says_already = (first..=last).any(|t| file.is_ident(t, "use"));
        if last < first || says_already {
            continue;
        }
        let mut captured: Vec<&str> = named_lifetimes(file, first, last);
        captured.extend(outer);
        captured.extend(own);
        let at = file.tokens[last].end;
        edits.push(Edit {
            start: at,
            end: at,
            text: format!(" + use<{}>", captured.join(", ")),
        });
    }
    edits
}

/// The innermost `{` around each token (`usize::MAX` at the top of the file).
fn enclosing_braces(file: &File) -> Vec<usize> {
    let mut stack = Vec::new();
    let mut enclosing = Vec::with_capacity(file.tokens.len());
    for t in 0..file.tokens.len() {
        enclosing.push(stack.last().copied().unwrap_or(usize::MAX));
        if file.is(t, Kind::Open, "{") {
            stack.push(t);
        } else if file.is(t, Kind::Close, "}") {
            stack.pop();
        }
    }
    enclosing
}

/// Whether each token is inside a `macro_rules!` body or a macro invocation's group.
fn macro_groups(file: &File) -> Vec<bool> {
    let mut inside = vec![false; file.tokens.len()];
    for t in 0..file.tokens.len() {
        let group = if file.is_ident(t, "macro_rules") && file.is_punct(t + 1, "!") {
            t + 3
        } else if file.kind(t) == Some(Kind::Ident) && file.is_punct(t + 1, "!") {
            t + 2
        } else {
            continue;
        };
        if file.kind(group) == Some(Kind::Open) {
            inside[group..=file.partner[group]].fill(true);
        }
    }
    inside
}

/// The generic parameters that a function inside the braces opened at token `brace` sees:
/// an inherent impl's type and const parameters, none at a module's level or inside a
/// body; `None` inside a trait or a trait impl.
fn generics_in_scope<'f>(file: &'f File, brace: usize) -> Option<Vec<&'f str>> {
    if brace == usize::MAX {
        return Some(Vec::new());
    }
    let keyword = item_keyword(file, header_start(file, brace));
    match file.text(keyword) {
        "trait" => None,
        "impl" => {
            let (generics, after) = impl_generics(file, keyword);
            let trait_impl =
                (after..brace).any(|t| file.is_ident(t, "for") && !file.is_punct(t + 1, "<"));
            (!trait_impl).then_some(generics)
        }
        _ => Some(Vec::new()),
    }
}

/// The last token of the `impl Trait` type that starts at token `first` of a return type:
/// before the function's body, its `where` or its `;`.
fn impl_type_end(file: &File, first: usize) -> usize {
    let mut angles = 0usize;
    let mut t = first;
    while t < file.tokens.len() {
        match file.kind(t) {
            Some(Kind::Open) if angles == 0 && file.text(t) == "{" => break,
            Some(Kind::Open) => t = file.partner[t],
            Some(Kind::Ident) if angles == 0 && file.text(t) == "where" => break,
            Some(Kind::Punct) => match file.text(t) {
                ";" if angles == 0 => break,
                "<" => angles += 1,
                ">" if !file.is_punct(t.wrapping_sub(1), "-") => angles = angles.saturating_sub(1),
                _ => {}
            },
            _ => {}
        }
        t += 1;
    }
    t - 1
}

/// The lifetimes that tokens `first..=last` name, once each, in order: not `'static`, and
/// not those a `for<..>` among them declares; a reference with no lifetime (`Item = &K`) names
/// the elided one, `'_`, but in the arguments and output of `Fn(&u8) -> &u8`, whose elided
/// lifetimes are its own.
fn named_lifetimes<'f>(file: &'f File, first: usize, last: usize) -> Vec<&'f str> {
    let mut declared = Vec::new();
    let mut named = Vec::new();
    let mut t = first;
    while t <= last {
        let fn_sugar = matches!(file.text(t), "Fn" | "FnMut" | "FnOnce")
            && file.kind(t) == Some(Kind::Ident)
            && file.is(t + 1, Kind::Open, "(");
        if fn_sugar {
            t = fn_sugar_end(file, t + 1, last) + 1;
            continue;
        }
        let elided = file.is_punct(t, "&") && file.kind(t + 1) != Some(Kind::Lifetime);
        if elided && !named.contains(&"'_") {
            named.push("'_");
        }
        if file.kind(t) == Some(Kind::Lifetime) {
            let name = file.text(t);
            let in_for = (first..t)
                .rev()
                .take_while(|&p| !file.is_punct(p, ">"))
                .any(|p| file.is_ident(p, "for") && file.is_punct(p + 1, "<"));
            if in_for {
                declared.push(name);
            } else if name != "'static" && !declared.contains(&name) && !named.contains(&name) {
                named.push(name);
            }
        }
        t += 1;
    }
    named
}

/// The last token of the `Fn(..) -> Output` whose `(` is token `open`, within `..=last`: the
/// `)`, or the output type's last token (before a `,`, `+` or `>` outside its brackets).
fn fn_sugar_end(file: &File, open: usize, last: usize) -> usize {
    let close = file.partner[open];
    if !(file.is_punct(close + 1, "-") && file.is_punct(close + 2, ">")) {
        return close;
    }
    let mut depth = 0usize;
    let mut t = close + 3;
    while t <= last {
        match file.kind(t) {
            Some(Kind::Open) => t = file.partner[t],
            Some(Kind::Punct) if file.is_punct(t, "<") => depth += 1,
            Some(Kind::Punct) if file.is_punct(t, ">") && !file.is_punct(t - 1, "-") => {
                if depth == 0 {
                    return t - 1;
                }
                depth -= 1;
            }
            Some(Kind::Punct) if depth == 0 && (file.is_punct(t, ",") || file.is_punct(t, "+")) => {
                return t - 1;
            }
            _ => {}
        }
        t += 1;
    }
    last
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use std::path::Path;

    fn rewritten(source: &str) -> String {
        let file = File::lex(Path::new("<test>"), source).unwrap();
        apply(source, precise_captures(&file))
    }

    #[test]
    fn return_impl_types_say_what_they_captured_before_2024() {
        let source =
            "pub fn evens<T: Copy>(v: &[T]) -> impl Iterator<Item = T> + '_ { v.iter().copied() }
pub struct Text<'t, C> { c: &'t [C] }
impl<'t, C: Copy, const N: usize> Text<'t, C> {
    pub fn find(&self, pat: &str) -> impl Iterator<Item = &'t C> + '_ where C: Eq { self.c.iter() }
    pub fn all(&self) -> impl for<'a> Fn(&'a u8) -> &'static str { |_| \"\" }
}
";
        assert_eq!(
            rewritten(source),
            "pub fn evens<T: Copy>(v: &[T]) -> impl Iterator<Item = T> + '_ + use<'_, T> { v.iter().copied() }
pub struct Text<'t, C> { c: &'t [C] }
impl<'t, C: Copy, const N: usize> Text<'t, C> {
    pub fn find(&self, pat: &str) -> impl Iterator<Item = &'t C> + '_ + use<'t, '_, C, N> where C: Eq { self.c.iter() }
    pub fn all(&self) -> impl for<'a> Fn(&'a u8) -> &'static str + use<C, N> { |_| \"\" }
}
"
        );
    }

    #[test]
    fn an_elided_reference_in_the_bounds_captures_the_elided_lifetime() {
        // ac-adapter-rs: `SegtreeWithCompression::iter` yields `(&K, &O::Value)`.
        let source = "impl<K, O> W<K, O> {
    pub fn iter(&self) -> impl Iterator<Item = (&K, &O::Value)> { self.v.iter() }
    pub fn f(&self) -> impl Fn(&u8) -> &u8 { |x| x }
    pub fn g(&self) -> impl Iterator<Item = Box<dyn Fn(&u8) -> &u8>> + Clone { None.into_iter() }
}
pub fn evens(v: &[u32]) -> impl Iterator<Item = &u32> { v.iter() }
";
        assert_eq!(
            rewritten(source),
            "impl<K, O> W<K, O> {
    pub fn iter(&self) -> impl Iterator<Item = (&K, &O::Value)> + use<'_, K, O> { self.v.iter() }
    pub fn f(&self) -> impl Fn(&u8) -> &u8 + use<K, O> { |x| x }
    pub fn g(&self) -> impl Iterator<Item = Box<dyn Fn(&u8) -> &u8>> + Clone + use<K, O> { None.into_iter() }
}
pub fn evens(v: &[u32]) -> impl Iterator<Item = &u32> + use<'_> { v.iter() }
"
        );
    }

    #[test]
    fn traits_their_impls_impl_parameters_macros_and_said_captures_stay() {
        let source = "pub trait Walk { fn walk(&self) -> impl Iterator<Item = u8> { None.into_iter() } }
impl Walk for u8 { fn walk(&self) -> impl Iterator<Item = u8> { None.into_iter() } }
pub fn each(v: impl Iterator<Item = u8>) -> impl Iterator<Item = u8> { v }
pub fn said(v: &[u8]) -> impl Iterator<Item = &u8> + use<'_> { v.iter() }
macro_rules! walker { ($t:ty) => { pub fn walk(v: &[$t]) -> impl Iterator<Item = &$t> + '_ { v.iter() } }; }
pub fn plain() -> Box<dyn Fn()> { Box::new(|| ()) }
";
        assert_eq!(rewritten(source), source);
    }
}
