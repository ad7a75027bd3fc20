//! The library items that nothing kept names, found over the tokens: what rustc's dead-code
//! analysis cannot see as dead.
//!
//! rustc counts every impl of a standard trait (`Display`, `From`, `Add`, `Default`) as used, so
//! a library type with such impls is never reported, and neither is what those impls call: a
//! paste that uses ac-library-rs's `Dsu` would carry the whole modint. Here reachability goes by
//! name, which over-approximates what rustc resolves, so an item found unreferenced is really
//! unused:
//!
//! - the solution names what it uses; a kept item names what it uses (every identifier in it);
//! - a named item (fn, type, trait, const, static, macro) is kept when its name is named; a
//!   trait also when one of its methods, constants or types is and an impl of it is kept
//!   (a method call does not name its trait; without an impl, the call means something else);
//!   a library `use` passes a name on to the path it imports;
//! - an impl is kept when the library items named by its trait and self type are: one that
//!   names a removed type or trait could not compile, and could not be called either, since
//!   no value of a removed type exists (its bounds are what it needs once kept, not a reason);
//! - an item-level macro invocation that stamps impls is kept when one of the library types
//!   named in its arguments is (or, naming none, when a library item named in its macro's
//!   body is); any other invocation is kept when it may define a name that is named, or
//!   always.
//!
//! The caller removes what is left unkept and checks the result with rustc.

use crate::expand::{attributes_start, item_end, item_keyword, File, ITEM_KEYWORDS};
use crate::lexer::Kind;
use std::collections::{BTreeMap, BTreeSet};

/// Token ranges `(first, last)` of the module-level items of the library modules (token
/// ranges `(open, close)` of their braces) that no kept code names. `also_named` are names
/// used where rustc here cannot see (items under a `cfg` left to the judge's compiler).
///
/// With `split_lists`, an invocation of a macro that stamps impls for a list of entries
/// (`impl_ops! { A; B; }`, or entries that each end in a brace group) is split: an entry that
/// names library types is kept only when one of them is, and the others are returned too.
pub(crate) fn unreferenced_items(
    file: &File,
    libraries: &[(usize, usize)],
    also_named: &BTreeSet<String>,
    split_lists: bool,
) -> Vec<(usize, usize)> {
    let mut nodes = Vec::new();
    for &(open, close) in libraries {
        collect_items(file, open, close, &mut nodes);
    }
    let index = Index::of(file, &nodes);
    if split_lists {
        add_list_entries(file, &index, &mut nodes);
    }
    let mut reach = Reach {
        referenced: BTreeSet::new(),
        queue: Vec::new(),
        kept: vec![false; nodes.len()],
        by_member: BTreeSet::new(),
    };
    let in_library = |t: usize| libraries.iter().any(|&(o, c)| o < t && t < c);
    for t in 0..file.tokens.len() {
        if file.kind(t) == Some(Kind::Ident) && !in_library(t) {
            reach.name(file.text(t));
        }
    }
    for name in also_named {
        reach.name(name);
    }
    for node in &nodes {
        if let Node::Use { glob_paths, .. } = node {
            glob_paths.iter().for_each(|path| reach.name(path));
        }
    }
    loop {
        while let Some(name) = reach.queue.pop() {
            for &n in index.named.get(name).into_iter().flatten() {
                reach.keep(file, &nodes, n);
            }
            reach
                .by_member
                .extend(index.associated.get(name).into_iter().flatten());
            for &original in index.imported.get(name).into_iter().flatten() {
                reach.name(original);
            }
        }
        let gated: Vec<usize> = (0..nodes.len())
            .filter(|&n| !reach.kept[n])
            .filter(|&n| match &nodes[n] {
                Node::Entry {
                    types, invocation, ..
                } if types.is_empty() => {
                    nodes[*invocation].gate_open(file, &index, &reach.referenced)
                }
                Node::Entry { types, .. } => types.iter().any(|t| reach.referenced.contains(t)),
                Node::Invocation { entries, .. } if !entries.is_empty() => {
                    entries.iter().any(|&e| reach.kept[e])
                }
                node => {
                    node.gate_open(file, &index, &reach.referenced)
                        || (reach.by_member.contains(&n)
                            && has_live_impl(file, &nodes, &index, n, &reach.referenced))
                }
            })
            .collect();
        if gated.is_empty() {
            break;
        }
        for n in gated {
            reach.keep(file, &nodes, n);
        }
    }
    nodes
        .iter()
        .enumerate()
        .filter(|&(n, node)| {
            !reach.kept[n]
                && match node {
                    Node::Entry { invocation, .. } => reach.kept[*invocation],
                    _ => node.removable(),
                }
        })
        .map(|(_, node)| node.span())
        .collect()
}

/// Splits the invocations of macros that stamp impls into their entries, when there are two
/// or more: entries end at each `;` of the arguments' top level or, without any, right after
/// each brace group there.
fn add_list_entries<'f>(file: &'f File, index: &Index<'f>, nodes: &mut Vec<Node<'f>>) {
    for n in 0..nodes.len() {
        let Node::Invocation {
            macro_name, group, ..
        } = &nodes[n]
        else {
            continue;
        };
        let stamps = index
            .macros
            .get(macro_name)
            .is_some_and(|bodies| stamps_impls_only(file, macro_name, bodies));
        let (open, close) = *group;
        let spans = list_entries(file, macro_name, open, close);
        if !stamps || spans.is_empty() {
            continue;
        }
        let mut entries = Vec::new();
        for (first, last) in spans {
            let types = (first..=last)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .map(|t| file.text(t))
                .filter(|name| index.types.contains(name))
                .collect();
            entries.push(nodes.len());
            nodes.push(Node::Entry {
                span: (first, last),
                invocation: n,
                types,
            });
        }
        if let Node::Invocation { entries: slot, .. } = &mut nodes[n] {
            *slot = entries;
        }
    }
}

/// The entries of the arguments between `open` and `close` of an invocation of macro
/// `macro_name`, as the macro's own grammar separates them: only when every rule of its
/// `macro_rules!` in `file` matches one repetition, `$( ... ) SEP *` (`;` or `,`), or
/// `$( ... { ... } ) *` (entries that each end in a brace group), the whole of its input.
/// Otherwise, or with fewer than two entries, none: a keyed invocation (`m!(T; set: X;)`) is
/// no list, whatever its punctuation.
pub(crate) fn list_entries(
    file: &File,
    macro_name: &str,
    open: usize,
    close: usize,
) -> Vec<(usize, usize)> {
    let Some(separator) = list_separator(file, macro_name) else {
        return Vec::new();
    };
    let mut entries = Vec::new();
    let mut start = open + 1;
    let mut t = open + 1;
    while t < close {
        let end = match separator {
            ListSeparator::Punct(punct) => file.is_punct(t, punct).then_some(t),
            ListSeparator::BraceGroups => file.is(t, Kind::Open, "{").then(|| file.partner[t]),
        };
        if let Some(end) = end {
            entries.push((start, end));
            start = end + 1;
            t = end + 1;
        } else if file.kind(t) == Some(Kind::Open) {
            t = file.partner[t] + 1;
        } else {
            t += 1;
        }
    }
    if start < close {
        match separator {
            ListSeparator::Punct(_) => entries.push((start, close - 1)),
            // What follows the last group is no entry of this grammar.
            ListSeparator::BraceGroups => return Vec::new(),
        }
    }
    if entries.len() < 2 {
        return Vec::new();
    }
    entries
}

/// How a muncher's matcher ends its one entry before `$($rest:tt)*`: with its only top-level
/// `;` (or, with none, its only `,`), or with its only top-level brace group. Repetitions
/// inside the entry (`$($p:ident),*`) and their separators do not count.
fn muncher_separator(file: &File, first: usize, end: usize) -> Option<ListSeparator> {
    let rest_open = end.checked_sub(2)?;
    let hands_on = file.is_punct(end - 1, "*")
        && file.is(rest_open, Kind::Close, ")")
        && file.partner[rest_open] > first
        && file.is_punct(file.partner[rest_open] - 1, "$")
        && file.is_ident(rest_open - 1, "tt");
    if !hands_on {
        return None;
    }
    let entry_end = file.partner[rest_open] - 1;
    let (mut semicolons, mut commas, mut braces) = (Vec::new(), Vec::new(), Vec::new());
    let mut t = first;
    while t < entry_end {
        if file.is_punct(t, "$") && file.is(t + 1, Kind::Open, "(") {
            // A repetition, its separator and its operator.
            t = file.partner[t + 1] + 1;
            while t < entry_end && !matches!(file.text(t), "*" | "+" | "?") {
                t += 1;
            }
            t += 1;
            continue;
        }
        match file.text(t) {
            ";" => semicolons.push(t),
            "," => commas.push(t),
            "{" => braces.push(file.partner[t]),
            _ => {}
        }
        t = if file.kind(t) == Some(Kind::Open) {
            file.partner[t] + 1
        } else {
            t + 1
        };
    }
    let last = entry_end.checked_sub(1)?;
    match (semicolons.as_slice(), commas.as_slice(), braces.as_slice()) {
        ([only], _, _) if *only == last => Some(ListSeparator::Punct(";")),
        ([], [only], _) if *only == last => Some(ListSeparator::Punct(",")),
        ([], _, [only]) if *only == last => Some(ListSeparator::BraceGroups),
        _ => None,
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum ListSeparator {
    Punct(&'static str),
    BraceGroups,
}

/// How the rules of `macro_rules! macro_name` in `file` separate a list, if they all take
/// one (an empty rule `() => {}` aside).
fn list_separator(file: &File, macro_name: &str) -> Option<ListSeparator> {
    let definition = (0..file.tokens.len()).find(|&t| {
        file.is_ident(t, "macro_rules")
            && file.is_punct(t + 1, "!")
            && file.text(t + 2) == macro_name
            && file.kind(t + 3) == Some(Kind::Open)
    })?;
    let rules_open = definition + 3;
    let rules_close = file.partner[rules_open];
    let mut found = None;
    let mut i = rules_open + 1;
    while i < rules_close {
        if file.kind(i) != Some(Kind::Open) {
            i += 1;
            continue;
        }
        let matcher = (i, file.partner[i]);
        let body = matcher.1 + 3;
        if body >= rules_close || file.kind(body) != Some(Kind::Open) {
            return None;
        }
        i = file.partner[body] + 1;
        if matcher.1 == matcher.0 + 1 {
            continue;
        }
        let shape = repetition_shape(file, matcher.0 + 1, matcher.1)?;
        if found.is_some_and(|f| f != shape) {
            return None;
        }
        found = Some(shape);
    }
    found
}

/// The separator of a matcher (tokens `first..end`) that is one repetition and nothing else
/// but an optional trailing separator `$(;)?`, or that takes one entry up to a separator and
/// hands the rest on (`$t:ident; $($rest:tt)*`, a muncher: each entry is read alike).
fn repetition_shape(file: &File, first: usize, end: usize) -> Option<ListSeparator> {
    if let Some(separator) = muncher_separator(file, first, end) {
        return Some(separator);
    }
    if !(file.is_punct(first, "$") && file.is(first + 1, Kind::Open, "(")) {
        return None;
    }
    let inner_close = file.partner[first + 1];
    let mut t = inner_close + 1;
    let separator = match file.text(t) {
        ";" => Some(";"),
        "," => Some(","),
        _ => None,
    };
    t += usize::from(separator.is_some());
    if !matches!(file.text(t), "*" | "+") {
        return None;
    }
    t += 1;
    // `$(;)?`: a trailing separator the list may end with.
    if t < end && file.is_punct(t, "$") && file.is(t + 1, Kind::Open, "(") {
        t = file.partner[t + 1] + 2;
    }
    if t != end {
        return None;
    }
    match separator {
        Some(punct) => Some(ListSeparator::Punct(punct)),
        None if file.is(inner_close - 1, Kind::Close, "}") => Some(ListSeparator::BraceGroups),
        // `$( { .. }, )*`: each entry ends with its own `,` or `;`.
        None if file.is_punct(inner_close - 1, ",") => Some(ListSeparator::Punct(",")),
        None if file.is_punct(inner_close - 1, ";") => Some(ListSeparator::Punct(";")),
        None => None,
    }
}

/// A module-level item of a library.
enum Node<'f> {
    /// A fn, struct, enum, union, trait, type alias, const, static or `macro_rules!`.
    Named {
        span: (usize, usize),
        /// `fn`, `struct`, `trait`, `macro_rules`, ...
        keyword: &'f str,
        name: &'f str,
        /// A trait's own fns, consts and types.
        associated: Vec<&'f str>,
    },
    Impl {
        span: (usize, usize),
        /// The identifiers of its trait and self type, but its own generic parameters.
        header: Vec<&'f str>,
    },
    Invocation {
        span: (usize, usize),
        macro_name: &'f str,
        /// The tokens that open and close its arguments.
        group: (usize, usize),
        /// The identifiers of the arguments.
        arguments: Vec<&'f str>,
        /// Names that the invocation may define (after an item keyword in its arguments).
        defines: Vec<&'f str>,
        /// Its list entries, when it is split (see [`add_list_entries`]): node indices.
        entries: Vec<usize>,
    },
    /// One entry of a split invocation's list.
    Entry {
        span: (usize, usize),
        invocation: usize,
        /// The library types it names.
        types: Vec<&'f str>,
    },
    Use {
        span: (usize, usize),
        /// `(name it is known by here, the path it imports)` for each leaf.
        leaves: Vec<(&'f str, Vec<&'f str>)>,
        /// The identifiers of a glob's path (`use Outcome::*` names `Outcome`).
        glob_paths: Vec<&'f str>,
    },
    /// Anything else (an inner `extern crate`, `const _`): always kept.
    Other { span: (usize, usize) },
}

impl Node<'_> {
    fn span(&self) -> (usize, usize) {
        match self {
            Node::Named { span, .. }
            | Node::Impl { span, .. }
            | Node::Invocation { span, .. }
            | Node::Entry { span, .. }
            | Node::Use { span, .. }
            | Node::Other { span } => *span,
        }
    }

    /// Imports are left to rustc's `unused_imports` (and to the dangling-import removals).
    fn removable(&self) -> bool {
        matches!(
            self,
            Node::Named { .. } | Node::Impl { .. } | Node::Invocation { .. }
        )
    }

    /// Whether an impl or invocation is kept by what is named so far (see the module doc).
    fn gate_open(&self, file: &File, index: &Index, referenced: &BTreeSet<&str>) -> bool {
        let library = |name: &str| index.named.contains_key(name);
        match self {
            Node::Impl { header, .. } => header
                .iter()
                .filter(|name| library(name))
                .all(|name| referenced.contains(name)),
            Node::Invocation {
                macro_name,
                arguments,
                defines,
                ..
            } => match index.macros.get(macro_name) {
                Some(bodies) if stamps_impls_only(file, macro_name, bodies) => {
                    // The types it is about: a bound's trait (`M: Modulus`) is no reason.
                    let named: Vec<&&str> = arguments
                        .iter()
                        .filter(|a| index.types.contains(**a))
                        .collect();
                    if named.is_empty() {
                        let in_bodies: Vec<&str> = bodies
                            .iter()
                            .flat_map(|&(f, l)| f..=l)
                            .filter(|&t| file.kind(t) == Some(Kind::Ident))
                            .map(|t| file.text(t))
                            .filter(|name| library(name) && name != macro_name)
                            .collect();
                        in_bodies.is_empty() || in_bodies.iter().any(|n| referenced.contains(n))
                    } else {
                        named.iter().any(|name| referenced.contains(**name))
                    }
                }
                Some(_) => arguments.is_empty() || arguments.iter().any(|a| referenced.contains(a)),
                None => defines.is_empty() || defines.iter().any(|d| referenced.contains(d)),
            },
            Node::Other { .. } => true,
            Node::Named { .. } | Node::Use { .. } | Node::Entry { .. } => false,
        }
    }
}

/// Whether the trait of node `n`, one of whose members is named, may be called through that
/// member: an impl of it stays for all it names but the trait (or a macro stamps impls of it).
/// With no impl, a call by that name must mean something else.
fn has_live_impl(
    file: &File,
    nodes: &[Node],
    index: &Index,
    n: usize,
    referenced: &BTreeSet<&str>,
) -> bool {
    let Node::Named {
        name: trait_name, ..
    } = nodes[n]
    else {
        return false;
    };
    nodes.iter().any(|node| match node {
        Node::Impl { header, .. } => {
            header.contains(&trait_name)
                && header
                    .iter()
                    .filter(|name| **name != trait_name && index.named.contains_key(*name))
                    .all(|name| referenced.contains(name))
        }
        Node::Invocation { macro_name, .. } => index.macros.get(macro_name).is_some_and(|bodies| {
            bodies
                .iter()
                .any(|&(f, l)| (f..=l).any(|t| file.text(t) == trait_name))
        }),
        _ => false,
    })
}

/// Where each name is defined among the nodes.
struct Index<'f> {
    named: BTreeMap<&'f str, Vec<usize>>,
    /// A trait's associated names, to the trait.
    associated: BTreeMap<&'f str, Vec<usize>>,
    /// A name a library `use` makes known, to the path it imports (an enum and its variant,
    /// for `use Outcome::Win`).
    imported: BTreeMap<&'f str, Vec<&'f str>>,
    /// The library's types (structs, enums, unions, aliases).
    types: BTreeSet<&'f str>,
    /// Each library `macro_rules!`: the token ranges of its rules' bodies (inside the braces).
    macros: BTreeMap<&'f str, Vec<(usize, usize)>>,
}

impl<'f> Index<'f> {
    fn of(file: &'f File, nodes: &[Node<'f>]) -> Index<'f> {
        let mut index = Index {
            named: BTreeMap::new(),
            associated: BTreeMap::new(),
            imported: BTreeMap::new(),
            types: BTreeSet::new(),
            macros: BTreeMap::new(),
        };
        for (n, node) in nodes.iter().enumerate() {
            match node {
                Node::Named {
                    span,
                    keyword,
                    name,
                    associated,
                } => {
                    index.named.entry(name).or_default().push(n);
                    if matches!(*keyword, "struct" | "enum" | "union" | "type") {
                        index.types.insert(name);
                    }
                    for member in associated {
                        index.associated.entry(member).or_default().push(n);
                    }
                    if let Some(keyword) =
                        (span.0..span.1).find(|&t| file.is_ident(t, "macro_rules"))
                    {
                        index.macros.insert(name, rule_bodies(file, keyword + 3));
                    }
                }
                Node::Use { leaves, .. } => {
                    for (known_as, path) in leaves {
                        index.imported.entry(known_as).or_default().extend(path);
                    }
                }
                _ => {}
            }
        }
        index
    }
}

/// What is named and kept so far.
struct Reach<'f> {
    referenced: BTreeSet<&'f str>,
    queue: Vec<&'f str>,
    kept: Vec<bool>,
    /// The traits one of whose members is named (a method call does not name its trait).
    by_member: BTreeSet<usize>,
}

impl<'f> Reach<'f> {
    fn name(&mut self, name: &'f str) {
        if !KEYWORDS.contains(&name) && self.referenced.insert(name) {
            self.queue.push(name);
        }
    }

    /// Keeps node `n`: everything it names is named.
    fn keep(&mut self, file: &'f File, nodes: &[Node<'f>], n: usize) {
        if std::mem::replace(&mut self.kept[n], true) {
            return;
        }
        if let Node::Invocation {
            macro_name,
            entries,
            ..
        } = &nodes[n]
        {
            if !entries.is_empty() {
                // What its entries name counts only for the entries that are kept.
                self.name(macro_name);
                return;
            }
        }
        let (first, last) = nodes[n].span();
        for t in first..=last {
            if file.kind(t) == Some(Kind::Ident) {
                self.name(file.text(t));
            }
        }
    }
}

/// The items between a module's braces `open` and `close`, inline modules entered.
fn collect_items<'f>(file: &'f File, open: usize, close: usize, nodes: &mut Vec<Node<'f>>) {
    let mut i = open + 1;
    while i < close {
        let inner_attribute = file.is_punct(i, "#") && file.is_punct(i + 1, "!");
        if inner_attribute {
            i = file.partner[i + 2] + 1;
            continue;
        }
        if matches!(file.kind(i), Some(Kind::Comment | Kind::DocComment)) || file.is_punct(i, ";") {
            i += 1;
            continue;
        }
        let first = attributes_start(file, i);
        let keyword = item_keyword(file, i);
        if file.is_ident(keyword, "mod") && file.is(keyword + 2, Kind::Open, "{") {
            let body = keyword + 2;
            collect_items(file, body, file.partner[body], nodes);
            i = file.partner[body] + 1;
            continue;
        }
        let node = read_item(file, first, keyword);
        i = node.span().1 + 1;
        nodes.push(node);
    }
}

fn read_item<'f>(file: &'f File, first: usize, keyword: usize) -> Node<'f> {
    let idents = |from: usize, to: usize| -> Vec<&'f str> {
        (from..=to)
            .filter(|&t| file.kind(t) == Some(Kind::Ident))
            .map(|t| file.text(t))
            .collect()
    };
    let invocation = file.kind(keyword) == Some(Kind::Ident)
        && !file.is_ident(keyword, "macro_rules")
        && (keyword..)
            .take_while(|&t| {
                file.kind(t) == Some(Kind::Ident) || file.kind(t) == Some(Kind::PathSep)
            })
            .last()
            .is_some_and(|t| file.is_punct(t + 1, "!") && file.kind(t + 2) == Some(Kind::Open));
    if invocation {
        let bang = (keyword..)
            .find(|&t| file.is_punct(t, "!"))
            .unwrap_or(keyword);
        let group = bang + 1;
        let close = file.partner[group];
        let last = if file.text(group) != "{" && file.is_punct(close + 1, ";") {
            close + 1
        } else {
            close
        };
        let defines = (group + 1..close)
            .filter(|&t| file.kind(t) == Some(Kind::Ident))
            .filter(|&t| ITEM_KEYWORDS.contains(&file.text(t.wrapping_sub(1))))
            .filter(|&t| file.kind(t - 1) == Some(Kind::Ident))
            .map(|t| {
                if file.is_ident(t, "ref") || file.is_ident(t, "mut") {
                    file.text(t + 1)
                } else {
                    file.text(t)
                }
            })
            .collect();
        return Node::Invocation {
            span: (first, last),
            macro_name: file.text(bang - 1),
            group: (group, close),
            entries: Vec::new(),
            arguments: idents(group + 1, close)
                .into_iter()
                .filter(|a| !KEYWORDS.contains(a))
                .collect(),
            defines,
        };
    }
    let last = item_end(file, first);
    let span = (first, last);
    match file.text(keyword) {
        "impl" => Node::Impl {
            span,
            header: impl_header_names(file, keyword),
        },
        "use" => read_use(file, span, keyword),
        "macro_rules" => Node::Named {
            span,
            keyword: "macro_rules",
            name: file.text(keyword + 2),
            associated: Vec::new(),
        },
        "static" | "const" if file.is_ident(keyword + 1, "_") => Node::Other { span },
        "static" if file.is_ident(keyword + 1, "mut") => Node::Named {
            span,
            keyword: "static",
            name: file.text(keyword + 2),
            associated: Vec::new(),
        },
        "fn" | "struct" | "enum" | "union" | "trait" | "type" | "const" | "static"
            if file.kind(keyword + 1) == Some(Kind::Ident) =>
        {
            let associated = if file.is_ident(keyword, "trait") {
                trait_members(file, keyword, last)
            } else {
                Vec::new()
            };
            Node::Named {
                span,
                keyword: file.text(keyword),
                name: file.text(keyword + 1),
                associated,
            }
        }
        _ => Node::Other { span },
    }
}

/// Rust's keywords: never a name that keeps anything.
const KEYWORDS: &[&str] = &[
    "_", "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
    "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
    "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true",
    "type", "union", "unsafe", "use", "where", "while",
];

/// The names a trait declares directly in its braces.
fn trait_members<'f>(file: &'f File, keyword: usize, last: usize) -> Vec<&'f str> {
    let Some(open) = (keyword..last).find(|&t| file.is(t, Kind::Open, "{")) else {
        return Vec::new();
    };
    let mut members = Vec::new();
    let mut t = open + 1;
    while t < file.partner[open] {
        if matches!(file.text(t), "fn" | "const" | "type") && file.kind(t + 1) == Some(Kind::Ident)
        {
            members.push(file.text(t + 1));
        }
        // Bodies and signatures' groups are stepped over whole: only the trait's level counts.
        t = if file.kind(t) == Some(Kind::Open) {
            file.partner[t] + 1
        } else {
            t + 1
        };
    }
    members
}

/// The identifiers of an impl's trait and self type (`impl<..> Trait<..> for Type<..>`), but
/// its own generic parameters and the names of associated type bindings (`Output = T`). The
/// bounds (in `impl<..>` and `where`) are left out: they are what the impl requires, not what
/// it is about, and a trait named only in bounds would never be reached.
fn impl_header_names<'f>(file: &'f File, keyword: usize) -> Vec<&'f str> {
    let (generics, mut i) = impl_generics(file, keyword);
    let mut names = Vec::new();
    while i < file.tokens.len() && !file.is(i, Kind::Open, "{") && !file.is_ident(i, "where") {
        let binding = file.is_punct(i + 1, "=") && !file.is_punct(i + 2, "=");
        if file.kind(i) == Some(Kind::Ident) && !generics.contains(&file.text(i)) && !binding {
            names.push(file.text(i));
        }
        i += 1;
    }
    names
}

/// The generic parameters of the impl whose `impl` is at token `keyword` (`impl<M: Modulus,
/// T>` gives `M`, `T`), and the token after them.
pub(crate) fn impl_generics<'f>(file: &'f File, keyword: usize) -> (Vec<&'f str>, usize) {
    let mut generics = Vec::new();
    let mut i = keyword + 1;
    if !file.is_punct(i, "<") {
        return (generics, i);
    }
    let mut depth = 0;
    loop {
        match file.text(i) {
            "<" => depth += 1,
            ">" if !file.is_punct(i - 1, "-") => depth -= 1,
            _ => {}
        }
        let parameter = depth == 1
            && (file.is_punct(i - 1, "<") || file.is_punct(i - 1, ","))
            && file.kind(i) == Some(Kind::Ident);
        if parameter {
            generics.push(file.text(i));
        }
        i += 1;
        if depth == 0 || i >= file.tokens.len() {
            return (generics, i);
        }
    }
}

/// A `use` item: its leaves, each as the name it is known by and the path it imports, and the
/// paths of its globs.
fn read_use<'f>(file: &'f File, span: (usize, usize), keyword: usize) -> Node<'f> {
    let mut leaves = Vec::new();
    let mut glob_paths = Vec::new();
    for t in keyword + 1..span.1 {
        if file.is_punct(t, "*") {
            glob_paths.extend(use_path_before(file, keyword, t));
            continue;
        }
        let leaf = file.kind(t) == Some(Kind::Ident)
            && !matches!(file.text(t), "as" | "self" | "super" | "crate")
            && file.kind(t + 1) != Some(Kind::PathSep)
            && !file.is_ident(t.wrapping_sub(1), "as");
        if !leaf {
            continue;
        }
        let known_as = if file.is_ident(t + 1, "as") {
            file.text(t + 2)
        } else {
            file.text(t)
        };
        let mut path = use_path_before(file, keyword, t);
        path.push(file.text(t));
        leaves.push((known_as, path));
    }
    Node::Use {
        span,
        leaves,
        glob_paths,
    }
}

/// The identifiers of the path that leads to token `t` of the use tree after `keyword`:
/// `a::b::` right before it, then the prefix of each brace group around it (`a::{b::{c}}`
/// gives `a`, `b` for `c`).
fn use_path_before<'f>(file: &'f File, keyword: usize, t: usize) -> Vec<&'f str> {
    let mut path = Vec::new();
    let mut p = t;
    loop {
        if p >= 2 && file.kind(p - 1) == Some(Kind::PathSep) && p - 2 > keyword {
            p -= 2;
            if file.kind(p) == Some(Kind::Ident) {
                path.push(file.text(p));
            }
            continue;
        }
        // The brace group around `p`, if any, and the path before it.
        let mut depth = 0;
        let mut open = None;
        for q in (keyword + 1..p).rev() {
            match file.kind(q) {
                Some(Kind::Close) => depth += 1,
                Some(Kind::Open) if depth == 0 => {
                    open = Some(q);
                    break;
                }
                Some(Kind::Open) => depth -= 1,
                _ => {}
            }
        }
        match open {
            Some(q) => p = q,
            None => break,
        }
    }
    path.reverse();
    path
}

/// What a macro whose rule bodies (token ranges) expand to impls only stamps.
pub(crate) struct ImplsOnly {
    pub impls: usize,
    /// Every impl header has a `for`: trait impls, no inherent ones.
    pub trait_impls: bool,
    /// A body calls another macro, which may expand to anything.
    pub other_macros: bool,
}

/// What macro `name`'s rule bodies stamp, when outside their `impl` blocks there is no item
/// keyword (a call of a macro may be, or nothing: the `() => {}` that ends a recursion);
/// `None` when there is one.
pub(crate) fn impls_only(file: &File, name: &str, bodies: &[(usize, usize)]) -> Option<ImplsOnly> {
    let mut found = ImplsOnly {
        impls: 0,
        trait_impls: true,
        other_macros: false,
    };
    for &(first, last) in bodies {
        let mut t = first;
        while t <= last {
            if file.is_ident(t, "impl") {
                found.impls += 1;
                let body = (t..=last).find(|&b| file.is(b, Kind::Open, "{"))?;
                found.trait_impls &= (t..body).any(|h| file.is_ident(h, "for"));
                t = file.partner[body] + 1;
                continue;
            }
            if file.kind(t) != Some(Kind::Ident) {
                t += 1;
                continue;
            }
            if file.is_punct(t + 1, "!") && !file.is_ident(t, "macro_rules") {
                found.other_macros |= file.text(t) != name;
            } else if ITEM_KEYWORDS.contains(&file.text(t))
                || matches!(file.text(t), "use" | "macro_rules")
            {
                return None;
            }
            t += 1;
        }
    }
    Some(found)
}

/// Whether macro `name` stamps impls and nothing else.
fn stamps_impls_only(file: &File, name: &str, bodies: &[(usize, usize)]) -> bool {
    impls_only(file, name, bodies).is_some_and(|s| s.impls > 0)
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

    /// The first line of each item of `mod lib { ... }` in `text` that nothing kept names.
    fn unreferenced(text: &str) -> Vec<String> {
        unreferenced_with(text, false)
    }

    fn unreferenced_with(text: &str, split_lists: bool) -> Vec<String> {
        let file = File::lex(Path::new("test.rs"), text).unwrap();
        let library = (0..file.tokens.len())
            .find(|&i| file.is_ident(i, "mod") && file.is_ident(i + 1, "lib"))
            .map(|i| (i + 2, file.partner[i + 2]))
            .unwrap();
        unreferenced_items(&file, &[library], &BTreeSet::new(), split_lists)
            .into_iter()
            .map(|(first, last)| {
                file.span_text(first, last)
                    .lines()
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn standard_trait_impls_and_stamped_impls_keep_nothing_alive() {
        let text = "fn main() { let k = lib::Kept::new(); k.describe(); k.merge(); }
mod lib {
    use std::fmt;
    pub struct Kept;
    impl Kept { pub fn new() -> Self { Kept } pub fn merge(&self) {} }
    pub struct Gone(u32);
    impl From<u32> for Gone { fn from(v: u32) -> Self { Gone(v) } }
    impl fmt::Display for Gone { fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, \"{}\", self.0) } }
    macro_rules! stamp { ($t:ident) => { impl Default for $t { fn default() -> Self { todo!() } } }; }
    stamp!(Gone);
    stamp!(Kept);
    pub trait Describe { fn describe(&self); }
    impl Describe for Kept { fn describe(&self) {} }
    pub trait Ring { fn merge(self) -> Self; }
    impl Ring for Gone { fn merge(self) -> Self { self } }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub struct Gone(u32);",
                "impl From<u32> for Gone { fn from(v: u32) -> Self { Gone(v) } }",
                "impl fmt::Display for Gone { fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, \"{}\", self.0) } }",
                "stamp!(Gone);",
                "pub trait Ring { fn merge(self) -> Self; }",
                "impl Ring for Gone { fn merge(self) -> Self { self } }",
            ]
        );
    }

    #[test]
    fn bounds_imports_and_definitions_by_macro_are_followed() {
        let text = "use lib::Wrap;
fn main() { let w: Wrap<u8> = Wrap::default(); println!(\"{}\", lib::outcome(w) as u8 + lib::CACHE.len() as u8); }
mod lib {
    use self::Outcome::{Lose, Win};
    pub trait Bound { fn low() -> Self; }
    macro_rules! bound { ($($t:ty),*) => { $(impl Bound for $t { fn low() -> Self { 0 } })* }; }
    bound!(u8, u16);
    pub trait Unused {}
    impl Unused for u8 {}
    #[derive(Default)]
    pub struct Wrap<S>(S);
    impl<S> Wrap<S> where S: Bound { pub fn low() -> S { S::low() } }
    pub enum Outcome { Win, Lose }
    pub fn outcome<S: Bound>(_: Wrap<S>) -> Outcome { if Wrap::<S>::low as usize > 0 { Win } else { Lose } }
    thread_local! { static UNUSED_CACHE: Vec<u8> = Vec::new(); }
    pub static CACHE: [u8; 2] = [0; 2];
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub trait Unused {}",
                "impl Unused for u8 {}",
                "thread_local! { static UNUSED_CACHE: Vec<u8> = Vec::new(); }",
            ]
        );
    }

    #[test]
    fn list_invocations_keep_only_the_entries_of_named_types() {
        let text = "fn main() { let _ = lib::Kept(1) + lib::Kept(2); }
mod lib {
    pub struct Kept(pub u32);
    pub struct Gone(pub u32);
    macro_rules! add { () => {}; ($t:ident; $($rest:tt)*) => {
        impl std::ops::Add for $t { type Output = $t; fn add(self, o: $t) -> $t { $t(self.0 + o.0) } }
        add!($($rest)*);
    }; }
    add! { Kept; Gone; }
}
";
        assert_eq!(unreferenced_with(text, false), Vec::<String>::new());
        assert_eq!(
            unreferenced_with(text, true),
            ["pub struct Gone(pub u32);", "Gone;"]
        );
    }

    #[test]
    fn list_entries_follow_the_macros_own_grammar() {
        let entries = |text: &str, name: &str| {
            let file = File::lex(Path::new("<test>"), text).unwrap();
            let open = (0..file.tokens.len())
                .find(|&t| {
                    file.text(t) == name
                        && file.is_punct(t + 1, "!")
                        && !file.is_ident(t.wrapping_sub(2), "macro_rules")
                        && !file.is_ident(t.wrapping_sub(1), "!")
                })
                .unwrap()
                + 2;
            let close = file.partner[open];
            list_entries(&file, name, open, close)
                .into_iter()
                .map(|(f, l)| file.span_text(f, l).to_string())
                .collect::<Vec<_>>()
        };
        let listed = "macro_rules! each { ($($t:ty),* $(,)?) => {}; }\neach!(u8, Vec<u16>, u32);";
        assert_eq!(entries(listed, "each"), ["u8,", "Vec<u16>,", "u32"]);
        let keyed = "macro_rules! algebra { ({$($c:tt)*} $t:ty; set: $s:ty; op: $o:expr;) => {}; }\nalgebra!({} T; set: u8; op: 1;);";
        assert!(
            entries(keyed, "algebra").is_empty(),
            "a keyed invocation is no list"
        );
        let groups =
            "macro_rules! g { ($($n:ident { $($b:tt)* })*) => {}; }\ng! { A { 1 } B { 2 } }";
        assert_eq!(entries(groups, "g"), ["A { 1 }", "B { 2 }"]);
        let unknown = "x! { A; B; }";
        assert!(entries(unknown, "x").is_empty(), "no grammar, no entries");
    }
}
