//! The bundle's `macro_rules!` definitions, read once: where each one is, the bodies of its
//! rules, and which definition an invocation expands.
//!
//! rustc resolves a macro invoked by its bare name textually: to the last definition before
//! the invocation in a block that holds it (a module's braces, a function's body). So two
//! modules may each define an `implement!` of their own, and a module's macro is in scope in
//! the modules written inside it after it. A name that no definition holds in scope (an
//! exported macro reached through an import, one that `#[macro_use]` lets out of its module)
//! may mean any definition of that name.

use crate::expand::File;
use crate::lexer::Kind;
use std::collections::BTreeMap;

/// One `macro_rules! name { rules }`.
pub(crate) struct MacroRules {
    pub name: String,
    /// Its `macro_rules` token.
    pub at: usize,
    /// The `{` of the innermost block around it (`usize::MAX` at the top of the file): it is
    /// in scope there after `at`.
    pub block: usize,
    /// The token that ends that block (its `}`, or the end of the file).
    block_end: usize,
    /// The token ranges of its rules' bodies, inside their brackets ([`rule_bodies`]).
    pub bodies: Vec<(usize, usize)>,
}

impl MacroRules {
    /// The token that opens its rules (`{` of `macro_rules! name { .. }`).
    pub fn rules_open(&self) -> usize {
        self.at + 3
    }
}

/// The definitions of a file, by name.
pub(crate) struct Macros {
    definitions: Vec<MacroRules>,
    /// The indices of the definitions of each name, in the order of the text.
    by_name: BTreeMap<String, Vec<usize>>,
}

impl Macros {
    /// Every `macro_rules!` of `file` whose `macro_rules` token `keep` accepts (those of the
    /// libraries, say). One pass over the tokens.
    pub fn of(file: &File, keep: impl Fn(usize) -> bool) -> Macros {
        let mut definitions = Vec::new();
        let mut braces: Vec<usize> = Vec::new();
        for i in 0..file.tokens.len() {
            match file.kind(i) {
                Some(Kind::Open) if file.text(i) == "{" => braces.push(i),
                Some(Kind::Close) if file.text(i) == "}" => {
                    braces.pop();
                }
                _ => {}
            }
            let definition = file.is_ident(i, "macro_rules")
                && file.is_punct(i + 1, "!")
                && file.kind(i + 2) == Some(Kind::Ident)
                && file.kind(i + 3) == Some(Kind::Open);
            if !definition || !keep(i) {
                continue;
            }
            let block = braces.last().copied().unwrap_or(usize::MAX);
            definitions.push(MacroRules {
                name: file.text(i + 2).to_string(),
                at: i,
                block,
                block_end: match block {
                    usize::MAX => file.tokens.len(),
                    open => file.partner[open],
                },
                bodies: rule_bodies(file, i + 3),
            });
        }
        let mut by_name: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (index, d) in definitions.iter().enumerate() {
            by_name.entry(d.name.clone()).or_default().push(index);
        }
        Macros {
            definitions,
            by_name,
        }
    }

    /// Definition `index` (as [`Macros::expanded_at`] gives them).
    pub fn get(&self, index: usize) -> &MacroRules {
        &self.definitions[index]
    }

    /// All definitions, in the order of the text.
    pub fn all(&self) -> &[MacroRules] {
        &self.definitions
    }

    /// Every definition of `name`, in the order of the text.
    pub fn named<'a>(&'a self, name: &str) -> impl Iterator<Item = &'a MacroRules> + 'a {
        self.indices(name).iter().map(|&d| &self.definitions[d])
    }

    /// The definition of `name` when there is exactly one: then every invocation of that
    /// name means it.
    pub fn only(&self, name: &str) -> Option<&MacroRules> {
        match self.indices(name) {
            [one] => Some(&self.definitions[*one]),
            _ => None,
        }
    }

    /// The definition that an invocation of `name` by its bare name at token `at` expands
    /// by textual scope: the last one before `at` in a block that holds `at`.
    pub fn in_scope_at(&self, name: &str, at: usize) -> Option<usize> {
        self.indices(name).iter().rev().copied().find(|&index| {
            let d = &self.definitions[index];
            d.at < at && at < d.block_end
        })
    }

    /// The indices of the definitions that an invocation of `name` at token `at` may expand:
    /// the one in scope there ([`Macros::in_scope_at`]), else every definition of that name;
    /// none for a macro the file does not define.
    pub fn expanded_at(&self, name: &str, at: usize) -> &[usize] {
        let indices = self.indices(name);
        match self.in_scope_at(name, at) {
            Some(index) => {
                let position = indices.iter().position(|&d| d == index).unwrap_or(0);
                &indices[position..=position]
            }
            None => indices,
        }
    }

    fn indices(&self, name: &str) -> &[usize] {
        self.by_name.get(name).map_or(&[], Vec::as_slice)
    }
}

/// The bodies of the rules of a `macro_rules!` whose rules group opens at `open`:
/// `(pattern) => { body };` each, as token ranges inside the body's brackets.
pub(crate) fn rule_bodies(file: &File, open: usize) -> Vec<(usize, usize)> {
    let mut bodies = Vec::new();
    let Some(&close) = file.partner.get(open) else {
        return bodies;
    };
    let mut i = open + 1;
    while i < close {
        if file.kind(i) != Some(Kind::Open) {
            i += 1;
            continue;
        }
        let body = file.partner[i] + 3;
        if !(file.is_punct(body - 2, "=") && file.is_punct(body - 1, ">"))
            || file.kind(body) != Some(Kind::Open)
        {
            return bodies;
        }
        bodies.push((body + 1, file.partner[body] - 1));
        i = file.partner[body] + 1;
    }
    bodies
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The text of the first rule body of each definition that an invocation of `name` at its
    /// `nth` occurrence as `name!` may expand.
    fn expanded(text: &str, name: &str, nth: usize) -> Vec<String> {
        let file = File::lex(Path::new("<test>"), text).unwrap();
        let macros = Macros::of(&file, |_| true);
        let at = (0..file.tokens.len())
            .filter(|&t| {
                file.text(t) == name
                    && file.is_punct(t + 1, "!")
                    && !file.is_ident(t.wrapping_sub(2), "macro_rules")
            })
            .nth(nth)
            .unwrap();
        macros
            .expanded_at(name, at)
            .iter()
            .map(|&d| {
                let (first, last) = macros.get(d).bodies[0];
                file.span_text(first, last).to_string()
            })
            .collect()
    }

    #[test]
    fn an_invocation_expands_the_last_definition_before_it_in_a_block_around_it() {
        let text = "
mod a {
    macro_rules! m { () => { A1 }; }
    m!();
    macro_rules! m { () => { A2 }; }
    m!();
    mod inner { m!(); }
}
mod b {
    m!();
    macro_rules! m { () => { B }; }
}
fn main() { m!(); }
";
        assert_eq!(expanded(text, "m", 0), ["A1"]);
        assert_eq!(expanded(text, "m", 1), ["A2"]);
        assert_eq!(expanded(text, "m", 2), ["A2"], "a parent module's macro");
        assert_eq!(
            expanded(text, "m", 3),
            ["A1", "A2", "B"],
            "before its own module's definition, any may be meant"
        );
        assert_eq!(expanded(text, "m", 4), ["A1", "A2", "B"]);
    }

    #[test]
    fn definitions_know_their_rules_and_whether_they_are_the_only_one() {
        let text = "macro_rules! two { ($a:ident) => { $a }; () => {}; }\nmod x { macro_rules! one { () => { 1 } } }";
        let file = File::lex(Path::new("<test>"), text).unwrap();
        let macros = Macros::of(&file, |_| true);
        let two = macros.only("two").unwrap();
        assert_eq!(two.bodies.len(), 2);
        assert_eq!(file.text(two.rules_open()), "{");
        assert_eq!(two.block, usize::MAX);
        assert_eq!(file.text(macros.only("one").unwrap().block - 1), "x");
        let libraries_only = Macros::of(&file, |t| t > two.at);
        assert_eq!(libraries_only.named("two").count(), 0);
        assert_eq!(libraries_only.named("one").count(), 1);
        assert_eq!(macros.all().len(), 2);
        assert_eq!(macros.named("one").count(), 1);
    }
}
