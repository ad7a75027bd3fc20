//! The library items that nothing kept names, found over the tokens: what rustc's dead-code
//! analysis cannot see as dead.
//!
//! rustc counts every impl of a standard trait (`Display`, `From`, `Add`, `Default`) as used, so
//! a library type with such impls is never reported, and neither is what those impls call: a
//! paste that uses ac-library-rs's `Dsu` would carry the whole modint. Here reachability goes by
//! name, which over-approximates what rustc resolves, so an item found unreferenced is really
//! unused:
//!
//! - the solution names what it uses; a kept item names what it uses: each path in it means
//!   what its module's scope gives for it ([`crate::scope`]: the `Node` of this module, not
//!   every module's `Node`), a name after `.` or after a type's `::` is a member, a generic
//!   parameter of the item around it, a name the solution declares itself (in the solution's
//!   code, a library macro's arguments there too) and an associated type's name in a binding (`Output = T`) name no item, and what
//!   no scope places (a local, a name from a macro) names every item so called
//!   (one imported from std, `Iter` under `use std::slice::Iter`, none), as do
//!   all identifiers in macro code (a library macro's arguments, a `macro_rules!` invoked
//!   where no scope is known), whose meaning is decided where it expands; a macro invoked
//!   by name in a module is read as code of that module, where its paths resolve, and one
//!   invoked by a path (`lib::rec!`) keeps the macros of its name, not every item; a string
//!   literal names what it would capture as a format string (`"{GRAY}"`); what code
//!   declares (a method's or a variant's name, a field's or a parameter's before its `:`)
//!   names nothing;
//! - a named item (fn, type, trait, const, static, macro) is kept when it is named; a
//!   trait also when one of its methods, constants or types is, where the trait is in scope
//!   (elsewhere a call cannot reach it: code that calls it there names it in a bound or a
//!   path), and an impl of it is kept (a method call does not name its trait; without an
//!   impl, the call means something else);
//! - a method of a kept inherent impl is kept when a call may name it: after a `.` or a
//!   type's `::`, in macro code, or after a path no scope places (`T::new`); not a lone name
//!   (a local) and not after a std type (`Box::new`), since neither can call it;
//! - an impl is kept when the library items named by its trait and self type are (a type
//!   alias when what it stands for is; a type that an invocation in the impl's module
//!   defines, `define_vector!(Vector3d, 3)`, when the invocation is), as their module's
//!   scope places them: one that
//!   names a removed type or trait could not compile, and could not be called either, since
//!   no value of a removed type exists (its bounds are what it needs once kept, not a reason);
//! - an item-level macro invocation that stamps impls is kept when one of the library types
//!   named in its arguments is (those invocations define too) (or, naming none, when a
//!   library item named in its macro's body is); any other invocation is kept when it may
//!   define a name that is named (one of its arguments that means nothing else yet:
//!   `value!(pub Val7: u32 = 7)` may define `Val7`, not `u32`), when it writes an impl for
//!   a kept library type written out in the macro (`impl fmt::$fmt for SpaceSep<'a, D>`),
//!   or always.
//!
//! The caller removes what is left unkept and checks the result with rustc.

use crate::expand::{attributes_start, item_end, item_keyword, File, ITEM_KEYWORDS};
use crate::lexer::Kind;
use crate::macros::{MacroRules, Macros};
use crate::scope::{Rest, Scopes, Target, EXTERNAL_CRATES, ROOT};
use std::collections::{BTreeMap, BTreeSet};

/// Token ranges `(first, last)` of the module-level items of the library modules (token
/// ranges `(open, close)` of their braces) that no kept code names. `also_named` are names
/// used where rustc here cannot see (items under a `cfg` left to the judge's compiler).
///
/// With `split_lists`, an invocation of a macro that stamps impls for a list of entries
/// (`impl_ops! { A; B; }`, or entries that each end in a brace group) is split: an entry that
/// names library types is kept only when one of them is, and the others are returned too.
pub(crate) fn unreferenced_items<'f>(
    file: &'f File<'f>,
    libraries: &[(usize, usize)],
    also_named: &'f BTreeSet<String>,
    split_lists: bool,
) -> Vec<(usize, usize)> {
    let mut items = Items::default();
    for &(open, close) in libraries {
        let module = items.scopes.add_module(ROOT, file.text(open - 1));
        collect_items(file, open, close, module, &mut items);
    }
    let in_library = |t: usize| libraries.iter().any(|&(o, c)| o < t && t < c);
    let solution = solution_ranges(file, libraries);
    for &(first, last) in &solution {
        declare_root_imports(file, first, last, &in_library, &mut items.scopes);
    }
    let Items {
        mut nodes,
        mut module_of,
        scopes,
    } = items;
    let index = Index::of(file, &nodes, &module_of);
    add_methods(file, &mut nodes);
    if split_lists {
        add_list_entries(file, &index, &module_of, &mut nodes);
    }
    // An entry is in its invocation's module, a method in its impl's.
    for node in &nodes[module_of.len()..] {
        match node {
            Node::Entry { invocation, .. } => module_of.push(module_of[*invocation]),
            Node::Method { owner, .. } => module_of.push(module_of[*owner]),
            _ => unreachable!("only entries and methods are added"),
        }
    }
    let mut reach = Reach {
        referenced: BTreeSet::new(),
        keeping_all: BTreeSet::new(),
        names: Vec::new(),
        unread: Vec::new(),
        kept: vec![false; nodes.len()],
        by_member: BTreeSet::new(),
        members: BTreeSet::new(),
        callable: BTreeSet::new(),
        macro_sites: BTreeSet::new(),
        unread_sites: Vec::new(),
        naming_macros: BTreeSet::new(),
        macro_names: Vec::new(),
    };
    let mut generics: BTreeMap<&str, Vec<(usize, usize)>> = BTreeMap::new();
    for (name, first, last) in generic_scopes(file, 0, file.tokens.len().saturating_sub(1)) {
        generics.entry(name).or_default().push((first, last));
    }
    let context = Context {
        file,
        nodes: &nodes,
        module_of: &module_of,
        index: &index,
        scopes: &scopes,
        generics: &generics,
        solution_items: &solution_items(file, &solution),
        solution: &solution,
    };
    for &(first, last) in &solution {
        reach.read(&context, ROOT, first, last);
    }
    for name in also_named {
        reach.name(name);
        reach.callable.insert(name);
        reach.member(&context, None, name);
    }
    // The enum a glob imports from is kept (`use Outcome::*` for its variants): the names
    // that come through it are not seen as the item's. A glob's path is a module or an enum,
    // so the function a module's glob brings by the module's name (`pub use dijkstra::*`
    // beside `fn dijkstra` in it) is not what it means.
    for (n, node) in nodes.iter().enumerate() {
        if let Node::Use { globs, .. } = node {
            for glob in globs {
                reach.read_path_keeping(&context, module_of[n], glob, |node| {
                    matches!(
                        node,
                        Node::Named {
                            keyword: "enum",
                            ..
                        }
                    )
                });
            }
        }
    }
    loop {
        reach.settle(&context);
        let live = |n: usize, name: &'f str| reach.live(&context, module_of[n], name);
        let gated: Vec<usize> = (0..nodes.len())
            .filter(|&n| !reach.kept[n])
            .filter(|&n| match &nodes[n] {
                Node::Entry {
                    types, invocation, ..
                } if types.is_empty() => {
                    nodes[*invocation].gate_open(&context, "", |name| live(n, name), n)
                }
                Node::Entry { types, .. } => types.iter().any(|t| live(n, t)),
                Node::Method { owner, name, .. } => {
                    reach.kept[*owner] && reach.callable.contains(name)
                }
                Node::Invocation { entries, .. } if !entries.is_empty() => {
                    entries.iter().any(|&e| reach.kept[e])
                }
                node => {
                    node.gate_open(&context, "", |name| live(n, name), n)
                        || (reach.by_member.contains(&n) && has_live_impl(&context, n, live))
                }
            })
            .collect();
        if gated.is_empty() {
            break;
        }
        for n in gated {
            reach.keep(&context, n);
        }
    }
    nodes
        .iter()
        .enumerate()
        .filter(|&(n, node)| {
            !reach.kept[n]
                && match node {
                    Node::Entry { invocation, .. } => reach.kept[*invocation],
                    Node::Method { owner, .. } => reach.kept[*owner],
                    _ => node.removable(),
                }
        })
        .map(|(_, node)| node.span())
        .collect()
}

/// Adds a node for each method of each inherent impl (`impl<..> Type<..> { .. }`, no trait:
/// a trait impl must keep its methods), for [`Reach`] to keep by name.
fn add_methods<'f>(file: &'f File, nodes: &mut Vec<Node<'f>>) {
    for n in 0..nodes.len() {
        let Node::Impl { span, .. } = nodes[n] else {
            continue;
        };
        let Some(open) = inherent_impl_body(file, span.0, span.1) else {
            continue;
        };
        let mut methods = Vec::new();
        let mut i = open + 1;
        while i < file.partner[open] {
            if matches!(file.kind(i), Some(Kind::Comment | Kind::DocComment)) {
                i += 1;
                continue;
            }
            let first = attributes_start(file, i);
            let keyword = item_keyword(file, i);
            let last = item_end(file, first);
            if file.is_ident(keyword, "fn") && file.kind(keyword + 1) == Some(Kind::Ident) {
                methods.push(nodes.len());
                nodes.push(Node::Method {
                    span: (first, last),
                    owner: n,
                    name: file.text(keyword + 1),
                });
            }
            i = last + 1;
        }
        if let Node::Impl { methods: slot, .. } = &mut nodes[n] {
            *slot = methods;
        }
    }
}

/// The body's `{` of the impl at tokens `first..=last` when it is an inherent impl: no `for`
/// of a trait impl in its header (`for<'a>` is a bound's).
fn inherent_impl_body(file: &File, first: usize, last: usize) -> Option<usize> {
    let keyword = (first..=last).find(|&t| file.is_ident(t, "impl"))?;
    let (_, mut i) = impl_generics(file, keyword);
    while i <= last && !file.is(i, Kind::Open, "{") {
        if file.is_ident(i, "for") && !file.is_punct(i + 1, "<") {
            return None;
        }
        i += 1;
    }
    (i <= last).then_some(i)
}

/// The library items as nodes, the module each is in, and the scopes they make.
#[derive(Default)]
struct Items<'f> {
    nodes: Vec<Node<'f>>,
    module_of: Vec<usize>,
    scopes: Scopes<'f>,
}

/// What the readers of kept code look names up in.
struct Context<'a, 'f> {
    file: &'f File<'f>,
    nodes: &'a [Node<'f>],
    /// The module of each node.
    module_of: &'a [usize],
    index: &'a Index<'f>,
    scopes: &'a Scopes<'f>,
    /// Each generic parameter's name with the tokens of the items it is declared by
    /// ([`generic_scopes`]).
    generics: &'a BTreeMap<&'f str, Vec<(usize, usize)>>,
    /// The names of the solution's own top-level items ([`solution_items`]).
    solution_items: &'a BTreeSet<&'f str>,
    /// The token ranges of the solution ([`solution_ranges`]).
    solution: &'a [(usize, usize)],
}

impl Context<'_, '_> {
    /// Whether token `t`, written in the solution, is the name of one of its own top-level
    /// items: there it means that item, also in a library macro's arguments (an invocation's
    /// tokens resolve where it is written), and so it names no library item.
    fn solutions_own(&self, t: usize) -> bool {
        self.solution_items.contains(self.file.text(t))
            && self
                .solution
                .iter()
                .any(|&(first, last)| first <= t && t <= last)
    }
}

/// The token ranges `(first, last)` of the bundle outside the library modules: the solution.
fn solution_ranges(file: &File, libraries: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    let mut first = 0;
    let mut sorted = libraries.to_vec();
    sorted.sort_unstable();
    for (open, close) in sorted {
        // `mod name {`: the module's own tokens are no part of the solution.
        let module_keyword = open.saturating_sub(2);
        if first < module_keyword {
            ranges.push((first, module_keyword - 1));
        }
        first = close + 1;
    }
    if first < file.tokens.len() {
        ranges.push((first, file.tokens.len() - 1));
    }
    ranges
}

/// The `use` items of the solution between tokens `first` and `last` go into the root's
/// scope (what the solution names goes through them): those at its top level, and those in
/// its own modules and function bodies (`pub mod main { use lib::iter::*; .. }`), whose
/// code the name pass reads as the root's. A nested `use super::x` places nothing there,
/// and so names every `x`, as what no scope places does. `use<'a>` (a precise capture) is
/// no import, and neither is a `use` of the solution's macro bodies with a metavariable
/// (`use $m::Trait;`), which means what the expansion makes it mean.
fn declare_root_imports<'f>(
    file: &'f File,
    first: usize,
    last: usize,
    in_library: &impl Fn(usize) -> bool,
    scopes: &mut Scopes<'f>,
) {
    let mut t = first;
    while t <= last {
        if file.is_ident(t, "use") && !file.is_punct(t + 1, "<") && !in_library(t) {
            let end = (t..=last).find(|&e| file.is_punct(e, ";")).unwrap_or(last);
            if !(t..end).any(|u| file.is_punct(u, "$")) {
                declare_use(&read_use(file, (t, end), t), ROOT, scopes);
            }
            t = end;
        }
        t += 1;
    }
}

/// A `use` node's leaves and globs go into `module`'s scope.
fn declare_use<'f>(node: &Node<'f>, module: usize, scopes: &mut Scopes<'f>) {
    let Node::Use { leaves, globs, .. } = node else {
        return;
    };
    for (known_as, path) in leaves {
        if *known_as == "_" {
            scopes.import_unnamed(module, path.clone());
        } else {
            scopes.import(module, known_as, path.clone());
        }
    }
    for glob in globs {
        scopes.glob(module, glob.clone());
    }
}

/// Splits the invocations of macros that stamp impls into their entries, when there are two
/// or more: entries end at each `;` of the arguments' top level or, without any, right after
/// each brace group there.
fn add_list_entries<'f>(
    file: &'f File,
    index: &Index<'f>,
    module_of: &[usize],
    nodes: &mut Vec<Node<'f>>,
) {
    for n in 0..nodes.len() {
        let Node::Invocation {
            macro_name, group, ..
        } = &nodes[n]
        else {
            continue;
        };
        let stamps = index
            .macro_bodies(macro_name, invocation_site(*group))
            .is_some_and(|bodies| stamps_impls_only(file, index, macro_name, &bodies));
        let (open, close) = *group;
        let spans = list_entries(file, &index.macros, macro_name, open, close);
        if !stamps || spans.is_empty() {
            continue;
        }
        let mut entries = Vec::new();
        for (first, last) in spans {
            let types = (first..=last)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .map(|t| file.text(t))
                .filter(|name| index.is_type(module_of[n], name))
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
/// no list, whatever its punctuation. `macros`: the file's, every one.
pub(crate) fn list_entries(
    file: &File,
    macros: &Macros,
    macro_name: &str,
    open: usize,
    close: usize,
) -> Vec<(usize, usize)> {
    let Some(separator) = list_separator(file, macros, macro_name) else {
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
            // A last entry with no separator after it takes the one before it: without it,
            // `impl_outs!(out, out_usp)` would become `impl_outs!(out, )`, which a
            // `$($t:ty),+` does not match.
            ListSeparator::Punct(_) => {
                let first = entries.last().map_or(start, |&(_, separator)| separator);
                entries.push((first, close - 1));
            }
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
/// one (an empty rule `() => {}` aside) and it is the only macro of that name.
fn list_separator(file: &File, macros: &Macros, macro_name: &str) -> Option<ListSeparator> {
    // Two macros of one name (in two modules): which one an invocation means is a matter of
    // scope, so neither grammar splits it.
    let rules_open = macros.only(macro_name)?.rules_open();
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
        /// An inherent impl's methods (see [`add_methods`]): node indices.
        methods: Vec<usize>,
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
    /// A method of an inherent impl: kept when its impl is and its name is named (no call
    /// can reach a method that nothing names, and a trait method cannot take over a call
    /// that does not exist).
    Method {
        span: (usize, usize),
        owner: usize,
        name: &'f str,
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
        /// The paths of its globs (`use Outcome::*` names `Outcome`).
        globs: Vec<Vec<&'f str>>,
    },
    /// Anything else (an inner `extern crate`, `const _`): always kept.
    Other { span: (usize, usize) },
}

impl<'f> Node<'f> {
    fn span(&self) -> (usize, usize) {
        match self {
            Node::Named { span, .. }
            | Node::Impl { span, .. }
            | Node::Invocation { span, .. }
            | Node::Method { span, .. }
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

    /// Whether an impl or invocation, node `n`, is kept by what is named so far (see the
    /// module doc); `ignoring`, a name that does not count (`""` for none).
    fn gate_open(
        &self,
        context: &Context<'_, 'f>,
        ignoring: &str,
        live: impl Fn(&'f str) -> bool,
        n: usize,
    ) -> bool {
        let (file, index) = (context.file, context.index);
        let library = |name: &str| index.named.contains_key(name);
        // What of a macro body's names the library's items are that it may be about: not a
        // macro it invokes (`impl_algebra!`), not what the module imports from outside
        // (`swap` of `use std::mem::swap`).
        let about_library = |name: &&str| {
            library(name)
                && *name != ignoring
                && !index.is_library_macro(name)
                && !context
                    .scopes
                    .imported_from_outside(context.module_of[n], name)
        };
        match self {
            Node::Impl { header, .. } => header
                .iter()
                .filter(|name| library(name) || index.is_type(context.module_of[n], name))
                .all(|name| live(name)),
            Node::Invocation {
                macro_name,
                group,
                arguments,
                defines,
                ..
            } => match index.macro_bodies(macro_name, invocation_site(*group)) {
                Some(bodies) if stamps_impls_only(file, index, macro_name, &bodies) => {
                    // The types it is about: a bound's trait (`M: Modulus`) is no reason.
                    let named: Vec<&&str> = arguments
                        .iter()
                        .filter(|a| index.is_type(context.module_of[n], a))
                        .collect();
                    // Asked about a trait (`ignoring`), an impl of it for a type that the
                    // arguments give, none of them the library's (`impl BitOps for $t` with
                    // `u8`), stays with the trait, as a plain `impl BitOps for u8` does.
                    if named.is_empty()
                        && !ignoring.is_empty()
                        && implements_for_metavariable(file, &bodies, ignoring)
                    {
                        return true;
                    }
                    if named.is_empty() {
                        // Each impl it writes is for a library type or trait its header
                        // names (`impl<..> From<[$t; N]> for WaveletMatrix<$t>`): it is about
                        // those, not every library item its bodies name.
                        if let Some(about) = stamped_headers_names(file, macro_name, &bodies) {
                            let about: Vec<Vec<&str>> = about
                                .into_iter()
                                .map(|names| names.into_iter().filter(about_library).collect())
                                .collect();
                            if about.iter().all(|names| !names.is_empty()) {
                                return about.iter().any(|names| names.iter().all(|n| live(n)));
                            }
                        }
                        let in_bodies: Vec<&str> = bodies
                            .iter()
                            .flat_map(|&(f, l)| f..=l)
                            .filter(|&t| file.kind(t) == Some(Kind::Ident))
                            .map(|t| file.text(t))
                            .filter(about_library)
                            .collect();
                        in_bodies.is_empty() || in_bodies.iter().any(|n| live(n))
                    } else {
                        named.iter().any(|name| live(name))
                    }
                }
                Some(bodies) => {
                    // What it defines, and the impls it writes for library types and traits
                    // that stay, whatever else it defines (rsk's `impl_fmt!` writes `fn
                    // join_display` and `impl fmt::$fmt for SpaceSep<'a, D>`, its
                    // `impl_bisect_float!` `impl Bisect for Range<$fty>` and the functions it
                    // calls): with a self type written out, not one an argument gives
                    // (`impl Matrix for $Name<T>` is for what it defines).
                    let own = names_it_may_define(context, n, *group);
                    let for_live_headers =
                        headers_written_out(file, &bodies).into_iter().any(|names| {
                            let about: Vec<&str> =
                                names.into_iter().filter(about_library).collect();
                            !about.is_empty() && about.iter().all(|n| live(n))
                        });
                    own.is_empty() || own.iter().any(|a| live(a)) || for_live_headers
                }
                None => defines.is_empty() || defines.iter().any(|d| live(d)),
            },
            Node::Other { .. } => true,
            Node::Named { .. } | Node::Use { .. } | Node::Method { .. } | Node::Entry { .. } => {
                false
            }
        }
    }
}

/// Whether trait node `t` may be in scope in `module`: its name there means it (declared,
/// imported, or brought by a glob), an underscore import brings it, or the module may bring
/// items no lookup sees ([`Scopes::may_bring_unseen`]).
fn trait_in_scope(context: &Context<'_, '_>, t: usize, module: usize) -> bool {
    let Node::Named { name, .. } = context.nodes[t] else {
        return true;
    };
    let scopes = context.scopes;
    scopes.lookup(module, name).contains(&Target::Item(t))
        || scopes.unnamed_imports(module).contains(&Target::Item(t))
        || scopes.may_bring_unseen(module)
}

/// The identifiers of the arguments (tokens `group`) of invocation node `n` that may be names
/// it defines (`value!(pub Val7: u32 = 7)` defines `Val7`): not a name that already means
/// something (a std type or prelude trait, an import from outside, another library item:
/// `alias!(Ring: SemiRing + AdditionGroup)` defines `Ring` only), and not a generic
/// argument inside `<..>` (`wrapper!(EolVec<T> = Vec<T>)`).
fn names_it_may_define<'f>(
    context: &Context<'_, 'f>,
    n: usize,
    group: (usize, usize),
) -> Vec<&'f str> {
    let (file, index) = (context.file, context.index);
    let module = context.module_of[n];
    let mut names = Vec::new();
    let mut angle_depth = 0usize;
    for t in group.0 + 1..group.1 {
        match file.text(t) {
            "<" => angle_depth += 1,
            ">" if !file.is_punct(t - 1, "-") => angle_depth = angle_depth.saturating_sub(1),
            _ => {}
        }
        if file.kind(t) != Some(Kind::Ident) || angle_depth > 0 {
            continue;
        }
        let name = file.text(t);
        let means_something = KEYWORDS.contains(&name)
            || STD_TYPES.contains(&name)
            || STD_TRAITS.contains(&name)
            || context.scopes.imported_from_outside(module, name)
            || index
                .named
                .get(name)
                .is_some_and(|nodes| nodes.iter().any(|&other| other != n));
        if !means_something {
            names.push(name);
        }
    }
    names
}

/// The traits of the std prelude, the derivable ones, and the `fmt`, `ops` and other std
/// traits that macros stamping impls take as arguments (`impl_fmt!((Display, join_display))`,
/// `impl_op!(Add, add)`): a name that means one of them is not one an invocation defines.
const STD_TRAITS: &[&str] = &[
    "AsMut",
    "AsRef",
    "Clone",
    "Copy",
    "Debug",
    "Default",
    "DoubleEndedIterator",
    "Drop",
    "Eq",
    "ExactSizeIterator",
    "Extend",
    "Fn",
    "FnMut",
    "FnOnce",
    "From",
    "FromIterator",
    "Hash",
    "Into",
    "IntoIterator",
    "Iterator",
    "Ord",
    "PartialEq",
    "PartialOrd",
    "Send",
    "Sized",
    "Sync",
    "ToOwned",
    "ToString",
    "TryFrom",
    "TryInto",
    "Unpin",
];

/// Whether the trait of node `n`, one of whose members is named, may be called through that
/// member: an impl of it stays for all it names but the trait (or a macro stamps impls of it).
/// With no impl, a call by that name must mean something else.
fn has_live_impl<'f>(
    context: &Context<'_, 'f>,
    n: usize,
    live: impl Fn(usize, &'f str) -> bool,
) -> bool {
    let Node::Named {
        name: trait_name, ..
    } = context.nodes[n]
    else {
        return false;
    };
    let (file, index) = (context.file, context.index);
    context
        .nodes
        .iter()
        .enumerate()
        .any(|(m, node)| match node {
            Node::Impl { header, .. } => {
                header.contains(&trait_name)
                    && header
                        .iter()
                        .filter(|name| **name != trait_name && index.named.contains_key(*name))
                        .all(|name| live(m, name))
            }
            // A stamping invocation that would be kept were the trait kept.
            Node::Invocation {
                macro_name, group, ..
            } => {
                index
                    .macro_bodies(macro_name, invocation_site(*group))
                    .is_some_and(|bodies| {
                        bodies
                            .iter()
                            .any(|&(f, l)| (f..=l).any(|t| file.text(t) == trait_name))
                    })
                    && node.gate_open(context, trait_name, |name| live(m, name), m)
            }
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
    /// Every `macro_rules!` of the bundle, the solution's too (which one an invocation
    /// expands is a matter of scope: see [`Index::macro_in_scope`]).
    macros: Macros,
    /// The node of each library `macro_rules!`, by its `macro_rules` token.
    macro_nodes: BTreeMap<usize, usize>,
    /// The types that library invocations define, with the module of each: the first
    /// argument of an invocation whose macro names a type after its first metavariable
    /// ([`defines_first_argument`]: `define_vector!(Vector3d, 3)`).
    macro_types: BTreeSet<(usize, &'f str)>,
}

impl<'f> Index<'f> {
    fn of(file: &'f File, nodes: &[Node<'f>], module_of: &[usize]) -> Index<'f> {
        let mut index = Index {
            named: BTreeMap::new(),
            associated: BTreeMap::new(),
            imported: BTreeMap::new(),
            types: BTreeSet::new(),
            macros: Macros::of(file, |_| true),
            macro_nodes: BTreeMap::new(),
            macro_types: BTreeSet::new(),
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
                    if *keyword == "macro_rules" {
                        let at = (span.0..span.1).find(|&t| file.is_ident(t, "macro_rules"));
                        index.macro_nodes.extend(at.map(|at| (at, n)));
                    }
                }
                Node::Use { leaves, .. } => {
                    for (known_as, path) in leaves {
                        index.imported.entry(known_as).or_default().extend(path);
                    }
                }
                // `thread_local! { static CACHE: .. }` declares `CACHE`: a name that no
                // scope places (macro code's `$crate::CACHE`) keeps the invocation as it
                // keeps an item of that name.
                Node::Invocation { defines, .. } => {
                    for name in defines {
                        index.named.entry(name).or_default().push(n);
                    }
                }
                _ => {}
            }
        }
        for (n, node) in nodes.iter().enumerate() {
            let Node::Invocation {
                macro_name, group, ..
            } = node
            else {
                continue;
            };
            let first = group.0 + 1;
            let defines = index
                .macro_bodies(macro_name, invocation_site(*group))
                .is_some_and(|bodies| defines_first_argument(file, &bodies));
            if defines && first < group.1 && file.kind(first) == Some(Kind::Ident) {
                index.macro_types.insert((module_of[n], file.text(first)));
            }
        }
        index
    }

    /// The library's definitions of `macro_rules! name` that an invocation at token `at` may
    /// expand ([`Macros::expanded_at`]); none for a macro the library does not define.
    fn macro_in_scope(&self, name: &str, at: usize) -> Vec<&MacroRules> {
        self.macros
            .expanded_at(name, at)
            .iter()
            .map(|&d| self.macros.get(d))
            .filter(|d| self.macro_nodes.contains_key(&d.at))
            .collect()
    }

    /// The rule bodies of the definitions of [`Index::macro_in_scope`]; `None` for a macro
    /// the library does not define.
    fn macro_bodies(&self, name: &str, at: usize) -> Option<Vec<(usize, usize)>> {
        let definitions = self.macro_in_scope(name, at);
        (!definitions.is_empty()).then(|| {
            definitions
                .iter()
                .flat_map(|d| d.bodies.iter().copied())
                .collect()
        })
    }

    /// The node of the library's `macro_rules! name` that an invocation by its bare name at
    /// token `at` expands by textual scope ([`Macros::in_scope_at`]), if there is one.
    fn macro_node_in_scope(&self, name: &str, at: usize) -> Option<usize> {
        let d = self.macros.in_scope_at(name, at)?;
        self.macro_nodes.get(&self.macros.get(d).at).copied()
    }

    /// Whether the library defines a `macro_rules! name`.
    fn is_library_macro(&self, name: &str) -> bool {
        self.macros
            .named(name)
            .any(|d| self.macro_nodes.contains_key(&d.at))
    }

    /// Whether `name`, written in `module`, may be a library type: one the library declares,
    /// or one that an invocation of that module defines (a module's own item shadows what a
    /// glob brings, so there the name means it).
    fn is_type(&self, module: usize, name: &str) -> bool {
        self.types.contains(name) || self.macro_types.contains(&(module, name))
    }
}

/// Whether node `node` is a `macro_rules!` definition.
fn is_macro_rules(node: &Node) -> bool {
    matches!(
        node,
        Node::Named {
            keyword: "macro_rules",
            ..
        }
    )
}

/// The first token of the body (its opening delimiter) of the `macro_rules!` whose tokens are
/// `first..=last` (attributes first).
fn macro_body_start(file: &File, first: usize, last: usize) -> Option<usize> {
    (first..last)
        .find(|&t| file.is_ident(t, "macro_rules"))
        .filter(|&at| file.is_punct(at + 1, "!"))
        .map(|at| at + 3)
}

/// How many type aliases [`Reach::live`] looks through.
const MAX_ALIASES: usize = 4;

/// What is named and kept so far.
struct Reach<'f> {
    /// The names that keep every item so called, and the names of the kept items: what a
    /// name that no scope places may mean.
    referenced: BTreeSet<&'f str>,
    /// The names that keep every item so called (a kept item's name, which a scope placed,
    /// does not: `INV` of a kept `static mut INV` in one module still keeps another
    /// module's `const INV` once macro code names it).
    keeping_all: BTreeSet<&'f str>,
    /// Names of `keeping_all` whose items are still to be kept.
    names: Vec<&'f str>,
    /// Kept nodes whose code is still to be read.
    unread: Vec<usize>,
    kept: Vec<bool>,
    /// The traits one of whose members is named (a method call does not name its trait).
    by_member: BTreeSet<usize>,
    /// The names used as members (after `.`, or a path's segment inside an item), and the
    /// names every item so called keeps.
    members: BTreeSet<(Option<usize>, &'f str)>,
    /// The names that may call an inherent method: after a `.` or a type's `::`, a path's
    /// segment after one no scope places, or any identifier of macro code. A lone name (a
    /// local, a function) never does.
    callable: BTreeSet<&'f str>,
    /// Kept `macro_rules!` nodes with the module of each place they expand (`None`: a place
    /// not known, as for a macro a path or other macro code invokes): a macro's tokens mean
    /// what their names mean where it expands.
    macro_sites: BTreeSet<(usize, Option<usize>)>,
    /// Entries of `macro_sites` whose macro body is still to be read there.
    unread_sites: Vec<(usize, Option<usize>)>,
    /// The names of macros invoked where no definition is in scope ([`Reach::name_macro`]).
    naming_macros: BTreeSet<&'f str>,
    /// Names of `naming_macros` whose macros are still to be kept.
    macro_names: Vec<&'f str>,
}

impl<'f> Reach<'f> {
    /// Every item called `name` is kept: what a name that no scope places gets.
    fn name(&mut self, name: &'f str) {
        if !KEYWORDS.contains(&name) && self.keeping_all.insert(name) {
            self.referenced.insert(name);
            self.names.push(name);
        }
    }

    /// Every `macro_rules!` called `name` is kept, and its body read as code of no known
    /// place: what the name of a macro that a path invokes gets (`lib::rec!(..)` keeps the
    /// macro `rec`, not a private `fn rec` of another module).
    fn name_macro(&mut self, name: &'f str) {
        if self.naming_macros.insert(name) {
            self.macro_names.push(name);
        }
    }

    /// Macro `name` is invoked at token `at` of `module`: the definition in scope there is
    /// kept ([`Index::macro_node_in_scope`]) and its body read as code of `module`; without
    /// one, or after a path (`$crate::m!`), the name is named as any other.
    fn invoked(&mut self, context: &Context<'_, 'f>, module: usize, name: &'f str, at: usize) {
        let after_path = context.file.kind(at.wrapping_sub(1)) == Some(Kind::PathSep);
        match context.index.macro_node_in_scope(name, at) {
            Some(node) if !after_path => {
                self.expands_in(node, Some(module));
                self.keep(context, node);
            }
            _ => self.name_macro(name),
        }
    }

    /// The body of `macro_rules!` node `n` expands in `module` (`None`: somewhere not known).
    fn expands_in(&mut self, n: usize, module: Option<usize>) {
        if self.macro_sites.insert((n, module)) {
            self.unread_sites.push((n, module));
        }
    }

    /// Whether a place where `macro_rules!` node `n` expands is known.
    fn expands_somewhere(&self, n: usize) -> bool {
        self.macro_sites
            .range((n, None)..=(n, Some(usize::MAX)))
            .next()
            .is_some()
    }

    /// `name` is written as a member (`x.name`, `Type::name`) in `module`: it may call an
    /// inherent method and a trait's member.
    fn called(&mut self, context: &Context<'_, 'f>, module: usize, name: &'f str) {
        self.callable.insert(name);
        self.member(context, Some(module), name);
    }

    /// `name` is used as a member in `module` (`None`: anywhere, as macro code is): the traits
    /// that declare it may be called through it.
    fn member(&mut self, context: &Context<'_, 'f>, module: Option<usize>, name: &'f str) {
        if self.members.insert((module, name)) {
            self.trait_member(context, module, name);
        }
    }

    /// `name` is used as a member in `module` (`None`: anywhere), perhaps of a std type: the
    /// traits that declare it and are in scope there may be called through it (a library
    /// trait implemented for `u64`); a method call or a `Type::name` path finds a trait's
    /// member only where the trait is in scope, and code that calls one elsewhere names the
    /// trait (a bound `T: Tr`, `<X as Tr>::f`, `dyn Tr`), which keeps it.
    fn trait_member(&mut self, context: &Context<'_, 'f>, module: Option<usize>, name: &'f str) {
        let traits = context.index.associated.get(name).into_iter().flatten();
        let in_scope = |&&t: &&usize| module.is_none_or(|m| trait_in_scope(context, t, m));
        self.by_member.extend(traits.filter(in_scope));
    }

    /// Keeps node `n`: its code is read (see [`Reach::settle`]).
    fn keep(&mut self, context: &Context<'_, 'f>, n: usize) {
        if std::mem::replace(&mut self.kept[n], true) {
            return;
        }
        if let Node::Named { name, .. } = context.nodes[n] {
            self.referenced.insert(name);
        }
        self.unread.push(n);
    }

    /// Whether `name`, written in `module`, means a kept item: one of the items its scope
    /// gives (a type alias also when what it stands for is), or, when the scope gives none,
    /// any item of that name.
    fn live(&self, context: &Context<'_, 'f>, module: usize, name: &'f str) -> bool {
        self.live_within(context, module, name, 0)
    }

    fn live_within(
        &self,
        context: &Context<'_, 'f>,
        module: usize,
        name: &'f str,
        aliases: usize,
    ) -> bool {
        let mut items = context
            .scopes
            .lookup(module, name)
            .into_iter()
            .filter_map(|target| match target {
                Target::Item(n) => Some(n),
                Target::Module(_) => None,
            })
            .peekable();
        if items.peek().is_none() {
            return self.referenced.contains(name);
        }
        items.any(|n| self.kept[n] || self.alias_of_live(context, n, aliases))
    }

    /// Whether node `n` is a type alias (`type Modx8<M> = Mod<M>;`, an impl's self type
    /// perhaps) that stands for a kept item, through at most [`MAX_ALIASES`] aliases.
    fn alias_of_live(&self, context: &Context<'_, 'f>, n: usize, aliases: usize) -> bool {
        let Node::Named {
            keyword: "type",
            span: (first, last),
            ..
        } = context.nodes[n]
        else {
            return false;
        };
        let file = context.file;
        let Some(equals) = (first..=last).find(|&t| file.is_punct(t, "=")) else {
            return false;
        };
        aliases < MAX_ALIASES
            && (equals + 1..=last)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .map(|t| file.text(t))
                .filter(|name| context.index.named.contains_key(name))
                .any(|name| self.live_within(context, context.module_of[n], name, aliases + 1))
    }

    /// Reads the kept code and keeps what it names, until nothing new is named.
    fn settle(&mut self, context: &Context<'_, 'f>) {
        loop {
            if let Some(n) = self.unread.pop() {
                self.read_node(context, n, context.module_of[n]);
            } else if let Some((n, module)) = self.unread_sites.pop() {
                self.read_macro_body(context, n, module);
            } else if let Some(name) = self.macro_names.pop() {
                self.keep_named(context, name, true);
            } else if let Some(name) = self.names.pop() {
                self.keep_named(context, name, false);
            } else {
                return;
            }
        }
    }

    /// Keeps every item called `name` (with `macros_only`, every `macro_rules!`), and names
    /// what the imports of that name import, the way they came through (`pub(crate) use
    /// rec;`, `use m::rec as r;`). A macro kept by name expands at no known place.
    fn keep_named(&mut self, context: &Context<'_, 'f>, name: &'f str, macros_only: bool) {
        for &n in context.index.named.get(name).into_iter().flatten() {
            let is_macro = is_macro_rules(&context.nodes[n]);
            if macros_only && !is_macro {
                continue;
            }
            if is_macro {
                self.expands_in(n, None);
            }
            self.keep(context, n);
        }
        for &original in context.index.imported.get(name).into_iter().flatten() {
            if macros_only {
                self.name_macro(original);
            } else {
                self.name(original);
            }
        }
    }

    /// Reads kept node `n` of `module`. Macro code is read by name only: what a macro's
    /// tokens mean is decided where it expands.
    fn read_node(&mut self, context: &Context<'_, 'f>, n: usize, module: usize) {
        let (first, last) = context.nodes[n].span();
        match &context.nodes[n] {
            Node::Invocation {
                macro_name,
                entries,
                ..
            } if !entries.is_empty() => {
                // What its entries name counts only for the entries that are kept.
                self.name_macro(macro_name);
            }
            Node::Invocation {
                macro_name, group, ..
            } => {
                // Its macro is the one in scope, not every macro of that name.
                let name_token = invocation_site(*group);
                self.invoked(context, module, macro_name, name_token);
                self.name_all(context, first, name_token - 1);
                self.name_all(context, name_token + 1, last);
            }
            Node::Entry { .. } => self.name_all(context, first, last),
            Node::Named {
                keyword: "macro_rules",
                ..
            } => {
                // Not its own name: that would keep every other macro so called. Its body is
                // read where it expands; kept otherwise (through an import), anywhere.
                match macro_body_start(context.file, first, last) {
                    Some(body) => self.name_all(context, first, body - 2),
                    None => self.name_all(context, first, last),
                }
                if !self.expands_somewhere(n) {
                    self.expands_in(n, None);
                }
            }
            Node::Impl { methods, .. } if !methods.is_empty() => {
                // The methods are nodes of their own, read when kept.
                let mut from = first;
                for &m in methods {
                    let (method_first, method_last) = context.nodes[m].span();
                    self.read(context, module, from, method_first - 1);
                    from = method_last + 1;
                }
                self.read(context, module, from, last);
            }
            Node::Named {
                keyword: "enum", ..
            } if !has_inner_glob(context.file, first, last) => {
                // Its variants' names are what it declares.
                let mut from = first;
                for variant in variant_names(context.file, first, last) {
                    self.read(context, module, from, variant - 1);
                    from = variant + 1;
                }
                self.read(context, module, from, last);
            }
            _ if has_inner_glob(context.file, first, last) => {
                // A glob inside a block brings names no module scope shows.
                self.name_all(context, first, last);
            }
            _ => self.read(context, module, first, last),
        }
    }

    /// Reads the body of kept `macro_rules!` node `n` as code of `module` (paths mean what
    /// its scope gives them, each identifier may be a member there), or, with `None`, names
    /// each of its identifiers.
    fn read_macro_body(&mut self, context: &Context<'_, 'f>, n: usize, module: Option<usize>) {
        let (first, last) = context.nodes[n].span();
        let Some(body) = macro_body_start(context.file, first, last) else {
            return;
        };
        let Some(module) = module else {
            self.name_all(context, body, last);
            return;
        };
        self.read(context, module, body, last);
        for t in body..=last {
            if context.file.kind(t) == Some(Kind::Ident) {
                let name = context.file.text(t);
                self.callable.insert(name);
                self.member(context, Some(module), name);
            }
        }
    }

    /// Every identifier of tokens `first..=last` is a [`Reach::name`].
    fn name_all(&mut self, context: &Context<'_, 'f>, first: usize, last: usize) {
        let file = context.file;
        for t in first..=last {
            match file.kind(t) {
                Some(Kind::Ident) => {
                    if !context.solutions_own(t) {
                        self.name(file.text(t));
                    }
                    self.callable.insert(file.text(t));
                    self.member(context, None, file.text(t));
                }
                Some(Kind::Str) => {
                    for name in inline_format_names(file.text(t)) {
                        self.name(name);
                    }
                }
                _ => {}
            }
        }
    }

    /// Reads code of `module`, tokens `first..=last`: each path is looked up where it is
    /// written (see [`crate::scope`]); what follows a `.` is a member; the arguments of a
    /// library macro are named whole, and a `macro_rules!` inside too.
    fn read(&mut self, context: &Context<'_, 'f>, module: usize, first: usize, last: usize) {
        let file = context.file;
        let generic_at = |name: &str, at: usize| {
            context
                .generics
                .get(name)
                .is_some_and(|items| items.iter().any(|&(start, end)| start <= at && at <= end))
        };
        let mut t = first;
        while t <= last {
            if file.kind(t) == Some(Kind::Str) {
                for name in inline_format_names(file.text(t)) {
                    self.read_path(context, module, &[name]);
                }
            }
            if file.kind(t) != Some(Kind::Ident) {
                t += 1;
                continue;
            }
            let macro_group = file.is_punct(t + 1, "!") && file.kind(t + 2) == Some(Kind::Open);
            if file.is_ident(t, "macro_rules") && file.kind(t + 3) == Some(Kind::Open) {
                let close = file.partner[t + 3];
                self.name_all(context, t, close);
                t = close + 1;
                continue;
            }
            if macro_group {
                self.invoked(context, module, file.text(t), t);
                if context.index.is_library_macro(file.text(t)) {
                    let close = file.partner[t + 2];
                    self.name_all(context, t + 2, close);
                    t = close + 1;
                } else {
                    t += 3;
                }
                continue;
            }
            let after = t.checked_sub(1).map(|p| file.text(p));
            if matches!(after, Some(".")) || file.kind(t.wrapping_sub(1)) == Some(Kind::PathSep) {
                // A field, a method, or a segment after a type (`<T as Tr>::f`, `Self::new`).
                if !KEYWORDS.contains(&file.text(t)) {
                    self.called(context, module, file.text(t));
                }
                t += 1;
                continue;
            }
            let path_start = matches!(file.text(t), "crate" | "self" | "super")
                && file.kind(t + 1) == Some(Kind::PathSep);
            if (KEYWORDS.contains(&file.text(t)) && !path_start) || declared_at(file, t) {
                t += 1;
                continue;
            }
            let own = module == ROOT && context.solutions_own(t);
            if generic_at(file.text(t), t) || own {
                // `Node::default()` in `impl<Node: SegmentTreeNode>`, or in a solution that
                // declares its own `struct Node`: that names no item of the library (Egor's
                // segment tree kept every `struct Node` of the library); what follows it is
                // a member of whatever type it stands for.
                let mut at = t;
                while file.kind(at + 1) == Some(Kind::PathSep)
                    && file.kind(at + 2) == Some(Kind::Ident)
                {
                    at += 2;
                    self.callable.insert(file.text(at));
                    self.member(context, Some(module), file.text(at));
                    self.name(file.text(at));
                }
                t = at + 1;
                continue;
            }
            let mut segments = vec![t];
            while file.kind(segments[segments.len() - 1] + 1) == Some(Kind::PathSep)
                && file.kind(segments[segments.len() - 1] + 2) == Some(Kind::Ident)
            {
                segments.push(segments[segments.len() - 1] + 2);
            }
            let end = segments[segments.len() - 1];
            let mut next = end + 1;
            if file.is_punct(end + 1, "!") {
                // `path::to::mac!(..)`: a macro, named by its name; its group is read next,
                // or named whole for a library macro, as above.
                self.name_macro(file.text(end));
                segments.pop();
                let group = end + 2;
                if context.index.is_library_macro(file.text(end))
                    && file.kind(group) == Some(Kind::Open)
                {
                    self.name_all(context, group, file.partner[group]);
                    next = file.partner[group] + 1;
                }
            }
            let texts: Vec<&'f str> = segments.iter().map(|&s| file.text(s)).collect();
            self.read_path(context, module, &texts);
            t = next;
        }
    }

    /// Keeps what path `segments`, written in `module`, goes through, and names the rest as
    /// [`crate::scope::Rest`] says.
    fn read_path(&mut self, context: &Context<'_, 'f>, module: usize, segments: &[&'f str]) {
        self.read_path_keeping(context, module, segments, |_| true);
    }

    /// [`Reach::read_path`], keeping only the items it goes through that `keeps` accepts.
    fn read_path_keeping(
        &mut self,
        context: &Context<'_, 'f>,
        module: usize,
        segments: &[&'f str],
        keeps: impl Fn(&Node<'f>) -> bool,
    ) {
        if segments.is_empty() {
            return;
        }
        let meaning = context.scopes.path(module, segments);
        for &n in &meaning.items {
            if keeps(&context.nodes[n]) {
                self.keep(context, n);
            }
        }
        // `Box::new`, `HashMap::new`, `u64::pow_mod`: what follows a std type is one of its
        // own functions or a trait's, never an inherent method of the bundle.
        let unplaced = meaning.rest_is == Rest::Unknown && meaning.rest == 0;
        // `Iter<'a, u8>` under `use std::slice::Iter;`: std's, no item of the bundle.
        if unplaced
            && segments.len() == 1
            && context.scopes.imported_from_outside(module, segments[0])
        {
            return;
        }
        let std_type = unplaced
            && segments.len() > 1
            && (STD_TYPES.contains(&segments[0])
                || context.scopes.imported_from_outside(module, segments[0]));
        if std_type {
            self.name(segments[0]);
            for &segment in &segments[1..] {
                self.trait_member(context, Some(module), segment);
            }
            return;
        }
        for (at, &segment) in segments.iter().enumerate().skip(meaning.rest) {
            if meaning.rest_is == Rest::Unknown && at > 0 {
                // `T::new` with `T` a generic, or a type no scope places.
                self.callable.insert(segment);
                self.member(context, Some(module), segment);
            }
            match meaning.rest_is {
                Rest::Members => self.called(context, module, segment),
                Rest::External => {}
                Rest::Unknown => self.name(segment),
            }
        }
    }
}

/// The names that string literal `literal` would capture as a format string: the argument of
/// `{name}` or `{name:..}`, and each `width$` or `.precision$` of a spec. Any literal may be
/// one (`write!(f, "{GRAY}")` names the const `GRAY`), so every literal is read as one; a
/// `\u{..}` escape is not a placeholder.
fn inline_format_names(literal: &str) -> Vec<&str> {
    let bytes = literal.as_bytes();
    let is_name_byte = |b: u8| b == b'_' || b.is_ascii_alphanumeric();
    let mut names = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && literal[i + 1..].starts_with("u{") {
            i = literal[i..].find('}').map_or(bytes.len(), |c| i + c + 1);
            continue;
        }
        if bytes[i] != b'{' {
            i += 1;
            continue;
        }
        if bytes.get(i + 1) == Some(&b'{') {
            i += 2;
            continue;
        }
        let close = literal[i..].find('}').map_or(bytes.len(), |c| i + c);
        let placeholder = &literal[i + 1..close];
        let (argument, spec) = placeholder.split_once(':').unwrap_or((placeholder, ""));
        let mut words = vec![argument.trim()];
        words.extend(
            spec.rsplit_once('$')
                .into_iter()
                .flat_map(|(before, _)| before.split('$'))
                .map(|before| {
                    let start = before
                        .rfind(|c: char| c != '_' && !c.is_ascii_alphanumeric())
                        .map_or(0, |p| p + 1);
                    &before[start..]
                }),
        );
        names.extend(words.into_iter().filter(|w| {
            w.bytes()
                .next()
                .is_some_and(|b| b == b'_' || b.is_ascii_alphabetic())
                && w.bytes().all(is_name_byte)
        }));
        i = close + 1;
    }
    names
}

/// Whether tokens `first..=last` hold a `use` with a glob (inside a block: the item itself
/// is no `use`).
fn has_inner_glob(file: &File, first: usize, last: usize) -> bool {
    let mut in_use = false;
    for t in first..=last {
        if file.is_ident(t, "use") {
            in_use = true;
        } else if in_use && file.is_punct(t, ";") {
            in_use = false;
        } else if in_use && file.is_punct(t, "*") {
            return true;
        }
    }
    false
}

/// The items between a module's braces `open` and `close`, inline modules entered: nodes of
/// `module` (their names and imports in its scope).
fn collect_items<'f>(
    file: &'f File,
    open: usize,
    close: usize,
    module: usize,
    items: &mut Items<'f>,
) {
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
            let inner = items.scopes.add_module(module, file.text(keyword + 1));
            collect_items(file, body, file.partner[body], inner, items);
            i = file.partner[body] + 1;
            continue;
        }
        let node = read_item(file, first, keyword);
        i = node.span().1 + 1;
        let n = items.nodes.len();
        match &node {
            Node::Named { name, .. } => items.scopes.declare(module, name, n),
            Node::Invocation { defines, .. } => {
                for name in defines {
                    items.scopes.declare(module, name, n);
                }
            }
            Node::Use { .. } => declare_use(&node, module, &mut items.scopes),
            _ => {}
        }
        items.nodes.push(node);
        items.module_of.push(module);
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
            methods: Vec::new(),
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

/// The std prelude's types and the primitive types: a path that starts with one, where no
/// scope places that name, is about std's type.
pub(crate) const STD_TYPES: &[&str] = &[
    "Box", "Vec", "String", "Option", "Result", "bool", "char", "str", "f32", "f64", "i8", "i16",
    "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
];

/// Rust's strict keywords: never a name that keeps anything (`union`, a weak keyword, is
/// also a method's or a function's name: `uf.union(a, b)`).
pub(crate) const KEYWORDS: &[&str] = &[
    "_", "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
    "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
    "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true",
    "type", "unsafe", "use", "where", "while",
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
/// its own generic parameters, the names of associated type bindings (`Output = T`) and the
/// segments of a path into a crate of the toolchain (`std::ops::Add` is not the library's
/// `struct Add`). The bounds (in `impl<..>` and `where`) are left out: they are what the impl
/// requires, not what it is about, and a trait named only in bounds would never be reached.
pub(crate) fn impl_header_names<'f>(file: &'f File, keyword: usize) -> Vec<&'f str> {
    let (generics, mut i) = impl_generics(file, keyword);
    let mut names = Vec::new();
    while i < file.tokens.len() && !file.is(i, Kind::Open, "{") && !file.is_ident(i, "where") {
        let path_start = file.kind(i.wrapping_sub(1)) != Some(Kind::PathSep)
            || file.kind(i.wrapping_sub(2)) != Some(Kind::Ident);
        if path_start
            && EXTERNAL_CRATES.contains(&file.text(i))
            && file.kind(i + 1) == Some(Kind::PathSep)
        {
            while file.kind(i) == Some(Kind::Ident) && file.kind(i + 1) == Some(Kind::PathSep) {
                i += 2;
            }
            i += 1;
            continue;
        }
        let binding = file.is_punct(i + 1, "=") && !file.is_punct(i + 2, "=");
        if file.kind(i) == Some(Kind::Ident) && !generics.contains(&file.text(i)) && !binding {
            names.push(file.text(i));
        }
        i += 1;
    }
    names
}

/// The names that the solution's own top-level items declare (`struct Node`, `fn solve`),
/// between the token ranges `solution`: in the solution's code they mean those items, none
/// of the library's.
fn solution_items<'f>(file: &'f File, solution: &[(usize, usize)]) -> BTreeSet<&'f str> {
    let mut names = BTreeSet::new();
    for &(first, last) in solution {
        let mut t = first;
        while t <= last {
            if file.kind(t) == Some(Kind::Open) {
                t = file.partner[t] + 1;
                continue;
            }
            let declares = matches!(
                file.text(t),
                "struct" | "enum" | "union" | "trait" | "type" | "fn" | "const" | "static" | "mod"
            ) && file.kind(t) == Some(Kind::Ident)
                && file.kind(t + 1) == Some(Kind::Ident)
                && !file.is_punct(t.wrapping_sub(1), "*");
            if declares && !file.is_punct(t.wrapping_sub(1), ".") {
                names.insert(file.text(t + 1));
            }
            t += 1;
        }
    }
    names.remove("fn");
    names.remove("mut");
    names
}

/// The generic parameters that the items in tokens `first..=last` declare (`impl<Node:
/// SegmentTreeNode>`, `fn with_gen<F>`, `struct Tree<P>`), each with the tokens of its item,
/// where it is in scope: `(name, first, last)`.
fn generic_scopes<'f>(file: &'f File, first: usize, last: usize) -> Vec<(&'f str, usize, usize)> {
    let mut scopes = Vec::new();
    for t in first..=last {
        if !file.is_punct(t + 1, "<") {
            continue;
        }
        let keyword = if file.is_ident(t, "impl") {
            t
        } else if file.kind(t) == Some(Kind::Ident)
            && matches!(
                file.text(t.wrapping_sub(1)),
                "fn" | "struct" | "enum" | "union" | "trait" | "type"
            )
        {
            t - 1
        } else {
            continue;
        };
        let end = item_end(file, keyword);
        let (generics, _) = impl_generics(file, t);
        scopes.extend(generics.into_iter().map(|g| (g, keyword, end)));
    }
    scopes
}

/// Whether the identifier at token `t` is one that code there declares, not one it names:
/// an item's or a generic parameter's name after its keyword (`fn lca` of a method, `type
/// Output`, `const N`; not `*const Node`), a field's or parameter's name before its `:` (`Edge { from:
/// usize }`, `fn f(modulo: u64)`, `S { len: n }`; a lowercase name, as a `where` clause's
/// bounded type is not), or an associated type's name in a binding (`Add<Output = T>`).
fn declared_at(file: &File, t: usize) -> bool {
    let before = t.wrapping_sub(1);
    // `*const Node<T>` is a raw pointer's type, which names `Node`.
    let after_keyword = file.kind(before) == Some(Kind::Ident)
        && ITEM_KEYWORDS.contains(&file.text(before))
        && !file.is_punct(before.wrapping_sub(1), ".")
        && !file.is_punct(before.wrapping_sub(1), "*")
        && file.kind(before.wrapping_sub(1)) != Some(Kind::PathSep);
    let field = file.is_punct(t + 1, ":")
        && file.kind(t + 1) != Some(Kind::PathSep)
        && (file.is_punct(before, ",")
            || file.is(before, Kind::Open, "{")
            || file.is(before, Kind::Open, "("))
        && file
            .text(t)
            .starts_with(|c: char| c.is_ascii_lowercase() || c == '_');
    // `Add<Output = T>`, `Iterator<Item = u8>`: the trait's associated type, bound, or a
    // generic parameter's default (`struct S<T = u32>`).
    let binding = file.is_punct(t + 1, "=")
        && !file.is_punct(t + 2, "=")
        && !file.is_punct(t + 2, ">")
        && (file.is_punct(before, "<") || file.is_punct(before, ","));
    after_keyword || field || binding
}

/// The tokens of the variant names of the enum whose item is tokens `first..=last`: the
/// first identifier of each comma-separated entry of its braces, past its attributes.
fn variant_names(file: &File, first: usize, last: usize) -> Vec<usize> {
    let Some(open) = (first..=last).find(|&t| file.is(t, Kind::Open, "{")) else {
        return Vec::new();
    };
    let mut names = Vec::new();
    let mut t = open + 1;
    let mut entry_start = true;
    while t < file.partner[open] {
        if file.is_punct(t, "#") && file.is(t + 1, Kind::Open, "[") {
            t = file.partner[t + 1] + 1;
            continue;
        }
        match file.kind(t) {
            Some(Kind::Comment | Kind::DocComment) => {}
            Some(Kind::Ident) if entry_start => {
                names.push(t);
                entry_start = false;
            }
            Some(Kind::Open) => {
                t = file.partner[t];
                entry_start = false;
            }
            _ if file.is_punct(t, ",") => entry_start = true,
            _ => entry_start = false,
        }
        t += 1;
    }
    names
}

/// The [`impl_header_names`] of each impl that macro `name`'s rule bodies `bodies` write,
/// when they write impls and nothing else, no other macro either ([`impls_only`]).
fn stamped_headers_names<'f>(
    file: &'f File,
    name: &str,
    bodies: &[(usize, usize)],
) -> Option<Vec<Vec<&'f str>>> {
    let stamped = impls_only(file, name, bodies)?;
    if stamped.impls == 0 || !stamped.other_macros.is_empty() {
        return None;
    }
    let headers = impls_in(file, bodies).map(|t| impl_header_names(file, t));
    Some(headers.collect())
}

/// The `impl` tokens of the impls that rule bodies `bodies` write (not an `impl Trait` type
/// inside one).
fn impls_in<'a>(file: &'a File, bodies: &'a [(usize, usize)]) -> impl Iterator<Item = usize> + 'a {
    bodies.iter().flat_map(move |&(first, last)| {
        let mut impls = Vec::new();
        let mut t = first;
        while t <= last {
            if file.is_ident(t, "impl") && !file.is_punct(t - 1, "$") {
                impls.push(t);
                match (t..=last).find(|&b| file.is(b, Kind::Open, "{")) {
                    Some(body) => t = file.partner[body],
                    None => break,
                }
            }
            t += 1;
        }
        impls
    })
}

/// For each impl that rule bodies `bodies` write with a self type written out (its head:
/// `SpaceSep<'a, D>` or `Graph<Edge<$t, Id>>`, not `$Name<T>`), the identifiers of its header,
/// the trait's (`Bisect` of `impl Bisect for Range<$fty>`) and that type's, but the impl's
/// generic parameters and the metavariables.
fn headers_written_out<'f>(file: &'f File, bodies: &[(usize, usize)]) -> Vec<Vec<&'f str>> {
    let mut headers = Vec::new();
    for keyword in impls_in(file, bodies) {
        let (generics, start) = impl_generics(file, keyword);
        let end = (start..file.tokens.len())
            .find(|&t| file.is(t, Kind::Open, "{") || file.is_ident(t, "where"))
            .unwrap_or(file.tokens.len());
        let for_at = (start..end).find(|&t| file.is_ident(t, "for") && !file.is_punct(t + 1, "<"));
        let first = for_at.map_or(start, |f| f + 1);
        if file.is_punct(first, "$") {
            continue;
        }
        headers.push(
            (start..end)
                .filter(|&t| Some(t) != for_at)
                .filter(|&t| file.kind(t) == Some(Kind::Ident) && !file.is_punct(t - 1, "$"))
                .map(|t| file.text(t))
                .filter(|name| !generics.contains(name))
                .collect(),
        );
    }
    headers
}

/// The generic parameters of the impl whose `impl` is at token `keyword` (`impl<M: Modulus,
/// T, const N: usize>` gives `M`, `T`, `N`), and the token after them; after any other token, the `<..>` that
/// follows it (a trait's parameters, a bound's arguments) is stepped over the same way.
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
            && (file.is_punct(i - 1, "<")
                || file.is_punct(i - 1, ",")
                || file.is_ident(i - 1, "const"))
            && file.kind(i) == Some(Kind::Ident)
            && !file.is_ident(i, "const");
        if parameter {
            generics.push(file.text(i));
        }
        i += 1;
        if depth == 0 || i >= file.tokens.len() {
            return (generics, i);
        }
    }
}

/// Whether the rule bodies `bodies` write an impl of `trait_name` for a metavariable's type
/// (`impl BitOps for $t`).
fn implements_for_metavariable(file: &File, bodies: &[(usize, usize)], trait_name: &str) -> bool {
    bodies.iter().flat_map(|&(f, l)| f..=l).any(|t| {
        file.is_ident(t, "for")
            && file.is_punct(t + 1, "$")
            && implemented_trait(file, t).is_some_and(|name| file.text(name) == trait_name)
    })
}

/// The trait named before the `for` at token `for_at` of an impl header: the identifier
/// just before it, or before its generic arguments (`Add<$rhs> for $t`).
pub(crate) fn implemented_trait(file: &File, for_at: usize) -> Option<usize> {
    let before = for_at.checked_sub(1)?;
    if file.kind(before) == Some(Kind::Ident) {
        return Some(before);
    }
    if !file.is_punct(before, ">") {
        return None;
    }
    let mut depth = 0usize;
    for t in (0..=before).rev() {
        if file.is_punct(t, ">") && !file.is_punct(t.wrapping_sub(1), "-") {
            depth += 1;
        } else if file.is_punct(t, "<") {
            depth -= 1;
            if depth == 0 {
                let name = t.checked_sub(1)?;
                return (file.kind(name) == Some(Kind::Ident)).then_some(name);
            }
        }
    }
    None
}

/// A `use` item: its leaves, each as the name it is known by and the path it imports, and the
/// paths of its globs.
fn read_use<'f>(file: &'f File, span: (usize, usize), keyword: usize) -> Node<'f> {
    let mut leaves = Vec::new();
    let mut globs = Vec::new();
    for t in keyword + 1..span.1 {
        if file.is_punct(t, "*") {
            globs.push(use_path_before(file, keyword, t));
            continue;
        }
        let leaf = file.kind(t) == Some(Kind::Ident)
            && !matches!(file.text(t), "as" | "super" | "crate")
            && file.kind(t + 1) != Some(Kind::PathSep)
            && !file.is_ident(t.wrapping_sub(1), "as");
        if !leaf {
            continue;
        }
        let mut path = use_path_before(file, keyword, t);
        // `use a::{self}` imports `a` itself.
        let imports_prefix = file.is_ident(t, "self");
        if !imports_prefix {
            path.push(file.text(t));
        }
        let Some(&own_name) = path.last() else {
            continue;
        };
        let known_as = if file.is_ident(t + 1, "as") {
            file.text(t + 2)
        } else {
            own_name
        };
        leaves.push((known_as, path));
    }
    Node::Use {
        span,
        leaves,
        globs,
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
pub(crate) struct ImplsOnly<'f> {
    pub impls: usize,
    /// Every impl header has a `for`: trait impls, no inherent ones.
    pub trait_impls: bool,
    /// The other macros a body calls outside its impls, which may expand to anything: each
    /// name with the token of its first invocation.
    pub other_macros: Vec<(&'f str, usize)>,
}

/// What macro `name`'s rule bodies stamp, when outside their `impl` blocks there is no item
/// keyword (a call of a macro may be, or nothing: the `() => {}` that ends a recursion);
/// `None` when there is one.
pub(crate) fn impls_only<'f>(
    file: &'f File,
    name: &str,
    bodies: &[(usize, usize)],
) -> Option<ImplsOnly<'f>> {
    let mut found = ImplsOnly {
        impls: 0,
        trait_impls: true,
        other_macros: Vec::new(),
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
            // A metavariable named like a keyword (`$fn:tt`, `$trait:ident`) is no item.
            if file.kind(t) != Some(Kind::Ident) || file.is_punct(t.wrapping_sub(1), "$") {
                t += 1;
                continue;
            }
            if file.is_punct(t + 1, "!") && !file.is_ident(t, "macro_rules") {
                let known = found.other_macros.iter().any(|&(m, _)| m == file.text(t));
                if file.text(t) != name && !known {
                    found.other_macros.push((file.text(t), t));
                }
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

/// Whether every rule of the macro with rule bodies `bodies` takes an identifier first
/// (`($Name:ident, ...)`) and names a type, trait or alias by it (`pub struct $Name<T>`): then
/// an invocation defines what its first argument says.
fn defines_first_argument(file: &File, bodies: &[(usize, usize)]) -> bool {
    !bodies.is_empty()
        && bodies.iter().all(|&(first, last)| {
            let matcher = file.partner[first - 4];
            let takes = file.is_punct(matcher + 1, "$")
                && file.kind(matcher + 2) == Some(Kind::Ident)
                && file.is_punct(matcher + 3, ":")
                && file.is_ident(matcher + 4, "ident");
            let metavariable = file.text(matcher + 2);
            takes
                && (first..last).any(|t| {
                    matches!(file.text(t), "struct" | "enum" | "union" | "trait" | "type")
                        && file.kind(t) == Some(Kind::Ident)
                        && file.is_punct(t + 1, "$")
                        && file.text(t + 2) == metavariable
                })
        })
}

/// Whether macro `name` stamps impls and nothing else: its bodies write impls (and no other
/// item), or, writing none, they invoke library macros each of which does (`implement!`
/// writing `impl_algebra!(BitAnd<$t>; set: $t; ..)` for each of its arguments), to
/// [`MAX_STAMPING_DEPTH`] macros deep.
fn stamps_impls_only(file: &File, index: &Index, name: &str, bodies: &[(usize, usize)]) -> bool {
    stamps_impls_within(file, index, name, bodies, MAX_STAMPING_DEPTH)
}

/// How deep [`stamps_impls_only`] follows the macros that a macro invokes.
const MAX_STAMPING_DEPTH: usize = 3;

fn stamps_impls_within(
    file: &File,
    index: &Index,
    name: &str,
    bodies: &[(usize, usize)],
    depth: usize,
) -> bool {
    let Some(found) = impls_only(file, name, bodies) else {
        return false;
    };
    if found.impls > 0 || found.other_macros.is_empty() {
        return found.impls > 0;
    }
    depth > 0
        && found.other_macros.iter().all(|&(m, at)| {
            index
                .macro_bodies(m, at)
                .is_some_and(|b| stamps_impls_within(file, index, m, &b, depth - 1))
        })
}

/// The token of the name of the invocation whose arguments' group is `group`
/// (`name!(..)`, `path::name!(..)`).
fn invocation_site(group: (usize, usize)) -> usize {
    group.0 - 2
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
    fn methods_of_inherent_impls_stay_only_when_a_call_may_name_them() {
        let text = "fn main() { let mut uf = lib::Dsu::new(4); uf.union(0, 1); let token = 1; lib::wrap!(uf, size); let _ = (token, Box::new(0), lib::path()); }
mod lib {
    pub use self::path::*;
    mod path { pub fn path() {} }
    pub struct Dsu(Vec<usize>);
    impl Dsu {
        pub fn new(n: usize) -> Self { Dsu(Vec::with_capacity(n)) }
        pub fn union(&mut self, _: usize, _: usize) { self.find(); }
        fn find(&self) {}
        pub fn size(&self) {}
        /// Named only as a local and after a std type.
        pub fn token(&self) {}
        pub fn with_capacity(&self) {}
    }
    impl Clone for Dsu { fn clone(&self) -> Self { unreachable() } fn clone_from(&mut self, _: &Self) {} }
    fn unreachable() -> Dsu { todo!() }
    #[macro_export]
    macro_rules! wrap { ($d:expr, $m:ident) => { $d.$m() }; }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "/// Named only as a local and after a std type.",
                "pub fn with_capacity(&self) {}",
            ]
        );
    }

    #[test]
    fn a_raw_pointers_type_names_its_target() {
        // Haar-you's `persistent_array`: `enum Value<T> { Ptr(*const Node<T>) }` stays, and
        // lost its `struct Node` (E0425), read as a `const Node` declared.
        let text = "fn main() { let _ = lib::Value::<u8>::Empty; }
mod lib {
    pub enum Value<T> { Empty, Ptr(*const Node<T>) }
    pub struct Node<T>(T);
    pub struct Unused;
}
";
        assert_eq!(unreferenced(text), ["pub struct Unused;"]);
    }

    #[test]
    fn an_impl_of_a_std_trait_by_its_path_is_not_about_a_library_item_of_its_name() {
        // cympfh/procon-rs has `pub struct Add<X>` (an action), and `impl std::ops::Add for
        // Point`: every `+` of the program lost its impl (E0369).
        let text = "fn main() { let _ = lib::Point(1) + lib::Point(2); }
mod lib {
    pub struct Add<X>(pub X);
    impl<X> Add<X> { pub fn get(self) -> X { self.0 } }
    pub struct Point(pub i64);
    impl std::ops::Add for Point { type Output = Point; fn add(self, o: Point) -> Point { Point(self.0 + o.0) } }
    impl ::core::ops::Sub<Add<i64>> for Point { type Output = Point; fn sub(self, o: Add<i64>) -> Point { Point(self.0 - o.0) } }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub struct Add<X>(pub X);",
                "impl<X> Add<X> { pub fn get(self) -> X { self.0 } }",
                "impl ::core::ops::Sub<Add<i64>> for Point { type Output = Point; fn sub(self, o: Add<i64>) -> Point { Point(self.0 - o.0) } }",
            ]
        );
    }

    #[test]
    fn a_call_of_one_types_new_keeps_no_other_type_through_an_invocation() {
        let text = "fn main() { let _ = lib::used::S::new(); }
mod lib {
    macro_rules! ops {
        (@inner $tr:ty, $t:ty, $f:expr, $fn:tt) => { impl $tr for $t { type Output = Self; fn $fn(self, b: Self) -> Self { $f(self, b) } } };
        (@when Add, $t:ty, $f:expr) => { ops!(@inner std::ops::Add, $t, $f, add); };
        ($trait:ident for $t:ty, $f:expr) => { ops!(@when $trait, $t, $f); };
    }
    pub(crate) use ops;
    pub mod macros { pub mod ops {} }
    pub mod used { pub struct S; impl S { pub fn new() -> S { S } } }
    pub mod complex {
        pub struct Complex(f64);
        impl Complex { pub fn new(a: f64) -> Self { Complex(a) } }
        ops!(Add for Complex, |a: Self, b: Self| Self::new(a.0 + b.0));
    }
}
";
        let gone = unreferenced(text);
        assert!(
            gone.iter().any(|g| g.contains("struct Complex")),
            "{gone:?}"
        );
    }

    #[test]
    fn an_invocation_that_also_defines_functions_stays_with_the_trait_its_impls_implement() {
        // rsk0315's `impl_bisect_float!` writes `impl Bisect for Range<$fty>` and the helper
        // functions it calls: `(0.0..1.0).bisect(..)` names neither `Range` nor a helper.
        let text = "fn main() { use lib::Bisect; let _ = (0.0_f64..1.0).bisect(); }
mod lib {
    use std::ops::Range;
    pub trait Bisect { fn bisect(&self) -> f64; }
    pub trait Unused { fn unused(&self); }
    macro_rules! impl_float {
        ($(($fty:ty, $f2u:ident)),*) => { $(
            impl Bisect for Range<$fty> { fn bisect(&self) -> f64 { $f2u(self.start) as f64 } }
            fn $f2u(f: $fty) -> u64 { f as u64 }
        )* };
    }
    impl_float!((f32, f2u32), (f64, f2u64));
    macro_rules! impl_unused {
        ($(($fty:ty, $name:ident)),*) => { $(
            impl Unused for Range<$fty> { fn unused(&self) { $name() } }
            fn $name() {}
        )* };
    }
    impl_unused!((f32, none32));
}
";
        let gone = unreferenced(text);
        assert!(!gone.iter().any(|g| g.contains("impl_float!(")), "{gone:?}");
        assert!(gone.iter().any(|g| g.contains("impl_unused!(")), "{gone:?}");
    }

    #[test]
    fn an_associated_type_binding_names_no_item_of_its_name() {
        // Egor's `impl<T: Add<Output = T>> Matrix<T>` kept `io::output::Output`, and with it
        // a third of the library.
        let text = "fn main() { let _ = (lib::Matrix(1u8).rows(), lib::total([1u8].into_iter())); }
mod lib {
    use std::ops::Add;
    pub struct Matrix<T>(pub T);
    impl<T: Add<Output = T>> Matrix<T> { pub fn rows(&self) -> usize { 1 } }
    pub fn total<I: Iterator<Item = u8>>(i: I) -> u8 { i.sum() }
    pub mod output { pub struct Output; }
    pub mod item { pub struct Item; }
}
";
        let gone = unreferenced(text);
        assert!(gone.iter().any(|g| g.contains("struct Output")), "{gone:?}");
        assert!(gone.iter().any(|g| g.contains("struct Item")), "{gone:?}");
    }

    #[test]
    fn a_generic_parameter_names_no_item_of_its_name() {
        // Egor's `SegmentTree<Node>` kept the `struct Node` of the link-cut tree, of the
        // treap and of the Euler tour tree, each with its module.
        let text = "fn main() { let _ = lib::tree::SegmentTree::<u8>::new(); }
mod lib {
    pub mod tree {
        pub struct SegmentTree<Node> { nodes: Vec<Node> }
        impl<Node: Default> SegmentTree<Node> {
            pub fn new() -> Self { SegmentTree { nodes: vec![Node::default()] } }
            pub fn get<Content: Into<Node>>(&self, c: Content) -> Node { c.into() }
        }
    }
    pub mod link_cut { pub struct Node; pub struct Content; }
}
";
        let gone = unreferenced(text);
        assert!(gone.iter().any(|g| g == "pub struct Node;"), "{gone:?}");
        assert!(gone.iter().any(|g| g == "pub struct Content;"), "{gone:?}");
    }

    #[test]
    fn the_solutions_own_item_names_no_library_item_of_its_name() {
        // The solution's `struct Node` of egor-lazyseg kept every `struct Node` of Egor's
        // library, with the link-cut tree, the treap and the Euler tour tree.
        let text = "#[derive(Default)]
struct Node(u8);
fn solve(n: Node) -> u8 { n.0 }
fn main() { let _ = (solve(Node::default()), lib::used()); }
mod lib {
    pub fn used() {}
    pub mod link_cut { pub struct Node; }
    pub fn solve() {}
}
";
        let gone = unreferenced(text);
        assert!(gone.iter().any(|g| g == "pub struct Node;"), "{gone:?}");
        assert!(gone.iter().any(|g| g == "pub fn solve() {}"), "{gone:?}");
    }

    #[test]
    fn the_solutions_own_item_names_no_library_item_in_a_library_macros_arguments() {
        // egor-lazyseg writes `Node::add(x)` inside the library's `when!`: the invocation's
        // tokens resolve where it is written, at the solution's own `struct Node`.
        let text = "struct Node(u8);
fn main() { let n = Node(1); lib::when!(n.0 == 1 => Node(2).0); }
mod lib {
    macro_rules! when { ($c:expr => $e:expr) => { if $c { $e } else { 0 } }; }
    pub(crate) use when;
    pub mod link_cut { pub struct Node; }
}
";
        let gone = unreferenced(text);
        assert!(gone.iter().any(|g| g == "pub struct Node;"), "{gone:?}");
        assert!(
            !gone.iter().any(|g| g.contains("macro_rules! when")),
            "{gone:?}"
        );
    }

    #[test]
    fn a_method_call_keeps_its_trait_with_the_invocation_that_stamps_it_for_primitives() {
        // The macro also writes an impl for `Iter`, which nothing else names: that is no
        // reason to drop the impls for `u8` and `u32` that `x.top()` may call.
        let text = "fn main() { lib::highest(5); }
mod lib {
    pub trait Bits { fn top(&self) -> u32; }
    pub struct Iter<T>(T);
    macro_rules! bits {
        ($($t:ty)+) => { $(
            impl Bits for $t { fn top(&self) -> u32 { 0 } }
            impl Iterator for Iter<$t> { type Item = $t; fn next(&mut self) -> Option<$t> { None } }
        )+ };
    }
    bits!(u8 u32);
    pub fn highest(x: u32) -> u32 { x.top() }
}
";
        let gone = unreferenced(text);
        assert!(
            !gone
                .iter()
                .any(|g| g.contains("trait Bits") || g.contains("bits!(")),
            "{gone:?}"
        );
    }

    #[test]
    fn imports_in_the_solutions_modules_and_functions_place_names_too() {
        // Haar-you's programs import `iter::join_str::*` inside `pub mod main`: its trait,
        // found by no scope, went and every `.join_str(..)` failed (E0599).
        let text = "pub mod main {
    use crate::lib::ext::*;
    pub fn run() { let _ = [1].iter().join_str(); }
}
fn solve() { use crate::lib::show::Show; 1u8.show(); }
use crate::lib::third::*;
mod nested { use super::Third; pub fn third() { 1u8.third(); } }
fn main() { main::run(); solve(); nested::third(); }
mod lib {
    pub mod third { pub trait Third { fn third(&self); } impl Third for u8 { fn third(&self) {} } }
    pub mod ext {
        pub trait JoinStr: Iterator { fn join_str(self) -> u8 where Self: Sized { 0 } }
        impl<I: Iterator> JoinStr for I {}
    }
    pub mod show { pub trait Show { fn show(&self); } impl Show for u8 { fn show(&self) {} } }
    pub mod other { pub trait Other { fn show(&self); } impl Other for u8 { fn show(&self) {} } }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub trait Other { fn show(&self); }",
                "impl Other for u8 { fn show(&self) {} }"
            ]
        );
    }

    #[test]
    fn a_glob_means_its_module_not_the_function_of_that_name() {
        let text = "fn main() { lib::other(); let _ = lib::Win; }
mod lib {
    pub use self::dijkstra::*;
    pub use self::Outcome::*;
    pub enum Outcome { Win }
    mod dijkstra { pub fn dijkstra() {} pub fn other() {} }
}
";
        assert_eq!(unreferenced(text), ["pub fn dijkstra() {}"]);
    }

    #[test]
    fn format_strings_name_what_they_capture() {
        assert_eq!(
            inline_format_names(r#""{GRAY}{x:?} {{skip}} {:>w$.p$} {0} {:x} \u{a0} {_y:w2$}""#),
            ["GRAY", "x", "w", "p", "_y", "w2"]
        );
        let text = "fn main() { lib::show(); }
mod lib {
    const GRAY: &str = \"g\";
    const WIDTH: usize = 3;
    const GONE: &str = \"gone\";
    pub fn show() { println!(\"{GRAY:>WIDTH$} {{GONE}}\"); }
}
";
        assert_eq!(unreferenced(text), ["const GONE: &str = \"gone\";"]);
    }

    #[test]
    fn standard_trait_impls_and_stamped_impls_keep_nothing_alive() {
        let text = "use lib::Describe;
fn main() { let k = lib::Kept::new(); k.describe(); k.merge(); }
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
    fn a_member_name_keeps_only_the_traits_in_scope_where_it_is_written() {
        // `len` and `size` are written in `main` and in `user`; only where a trait is in
        // scope (declared, imported by name or `as _`, through a glob, or a glob that leads
        // nowhere known) can they call it.
        let text = "fn main() { let v = vec![1]; v.len(); v.size(); v.weight(); lib::user::go(); lib::sizer::go(); }
mod lib {
    pub trait Length { fn len(&self) -> usize; }
    impl<T> Length for Vec<T> { fn len(&self) -> usize { 0 } }
    pub trait Sized2 { fn size(&self) -> usize; }
    impl<T> Sized2 for Vec<T> { fn size(&self) -> usize { 1 } }
    pub mod weights {
        pub trait Weight { fn weight(&self) -> usize; }
        impl<T> Weight for Vec<T> { fn weight(&self) -> usize { 2 } }
    }
    pub mod heights {
        pub trait Height { fn height(&self) -> usize; }
        impl<T> Height for Vec<T> { fn height(&self) -> usize { 3 } }
    }
    pub mod user {
        use super::weights::*;
        use elsewhere::*;
        pub fn go() { vec![1].height(); }
    }
    pub mod sizer {
        use super::Sized2 as _;
        pub fn go() { vec![1].size(); }
    }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub trait Length { fn len(&self) -> usize; }",
                "impl<T> Length for Vec<T> { fn len(&self) -> usize { 0 } }",
                "pub trait Weight { fn weight(&self) -> usize; }",
                "impl<T> Weight for Vec<T> { fn weight(&self) -> usize { 2 } }",
            ]
        );
    }

    #[test]
    fn an_invocation_that_defines_goes_with_the_names_it_defines() {
        // `u32`, `T` and `Clone` are named everywhere, `Base` is the library's: none is what
        // `value!` or `wrapper!` define. `Iter` under `use std::slice::Iter` is std's.
        let text = "fn main() { let x: u32 = 1; let _: lib::Used<u32> = lib::Used(vec![x]); lib::g(); }
mod lib {
    use std::slice::Iter;
    macro_rules! value { ($v:vis $name:ident: $t:ty = $val:expr) => { $v struct $name; impl $name { pub const V: $t = $val; } }; }
    macro_rules! wrapper { ($name:ident$(<$p:ident>)? = $t:ty $(, $d:ident)?) => { pub struct $name$(<$p>)?(pub $t); }; }
    pub trait Base {}
    value!(pub Seven: u32 = 7);
    wrapper!(Unused<T> = Vec<T>, Clone);
    wrapper!(Used<T> = Vec<T>, Clone);
    value!(pub Named: Base = 0);
    pub fn g() -> Option<Iter<'static, u8>> { None }
    pub mod other { pub struct Iter; }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "macro_rules! value { ($v:vis $name:ident: $t:ty = $val:expr) => { $v struct $name; impl $name { pub const V: $t = $val; } }; }",
                "pub trait Base {}",
                "value!(pub Seven: u32 = 7);",
                "wrapper!(Unused<T> = Vec<T>, Clone);",
                "value!(pub Named: Base = 0);",
                "pub struct Iter;",
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
    fn a_name_in_macro_code_keeps_the_invocation_that_declares_it() {
        let text = "fn main() { lib::bump!(); }
mod lib {
    macro_rules! bump { () => { crate::lib::COUNTER.with(|c| c.set(c.get() + 1)) }; }
    pub(crate) use bump;
    thread_local! { pub static COUNTER: std::cell::Cell<u32> = std::cell::Cell::new(0); }
    thread_local! { static UNUSED: u8 = 0; }
}
";
        assert_eq!(
            unreferenced(text),
            ["thread_local! { static UNUSED: u8 = 0; }"]
        );
    }

    #[test]
    fn names_mean_the_items_of_their_own_modules_scope() {
        let text = "use lib::graph::{scc, Graph};
fn main() { let g = Graph::new(); scc(&g); let w = lib::alias::Wide(1); w.get(); lib::convolution(); }
mod lib {
    pub mod graph {
        pub use inner::*;
        mod inner {
            pub struct Graph { nodes: Vec<Node> }
            pub struct Node;
            impl Graph { pub fn new() -> Self { Graph { nodes: vec![Node] } } }
        }
        mod scc { pub fn scc(_: &super::Graph) {} }
        pub use scc::*;
    }
    pub mod tree {
        pub struct Node { children: Vec<Edge> }
        pub struct Edge;
        impl std::fmt::Debug for Node { fn fmt(&self, _: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }
    }
    pub mod alias {
        pub struct Wide(pub u8);
        type W = Wide;
        impl W { pub fn get(&self) -> u8 { self.0 } }
        pub struct Narrow;
        type N = Narrow;
        impl N {}
    }
    pub mod convolution { pub fn convolution() {} }
    pub use convolution::convolution;
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub struct Node { children: Vec<Edge> }",
                "pub struct Edge;",
                "impl std::fmt::Debug for Node { fn fmt(&self, _: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }",
                "pub struct Narrow;",
                "type N = Narrow;",
                "impl N {}",
            ]
        );
    }

    #[test]
    fn types_that_invocations_define_keep_their_impls_only_when_named() {
        let text = "fn main() { let _ = lib::Kept::new() + lib::Kept::new(); }
mod lib {
    use std::ops::*;
    macro_rules! define { ($name:ident, $n:expr) => { pub struct $name(pub [u8; $n]); }; }
    macro_rules! add { ($t:ident) => {
        impl Add for $t { type Output = $t; fn add(self, o: $t) -> $t { o } }
    }; }
    define!(Kept, 1);
    define!(Gone, 2);
    impl Kept { pub fn new() -> Self { Kept([0]) } }
    impl Gone { pub fn new() -> Self { Gone([0, 0]) } }
    add!(Kept);
    add!(Gone);
}
";
        assert_eq!(
            unreferenced(text),
            [
                "define!(Gone, 2);",
                "impl Gone { pub fn new() -> Self { Gone([0, 0]) } }",
                "add!(Gone);"
            ]
        );
    }

    #[test]
    fn an_invocation_expands_its_own_module_s_macro_and_stamps_through_the_macros_it_calls() {
        // Two modules define an `implement!`. The one of `bitand` stamps impls for
        // `BitAnd<$t>` through `impl_op!`, and goes with `BitAnd`, which nothing names (that
        // `impl_op!` stays for `u32` makes no difference); the one of `unsigned` stamps impls
        // of a trait that the solution reaches, and stays.
        let text = "fn main() {
    let x: u8 = lib::unsigned::twice(3);
    println!(\"{x} {}\", <u32 as lib::Op>::op(1));
}
mod lib {
    pub trait Op { fn op(a: u8) -> u8; }
    macro_rules! impl_op { ($t:ty) => { impl crate::lib::Op for $t { fn op(a: u8) -> u8 { a } } }; }
    impl_op!(u32);
    pub mod bitand {
        pub struct BitAnd<T>(pub T);
        macro_rules! implement { ($($t:ty),*) => { $(impl_op!(BitAnd<$t>);)* }; }
        implement!(u8, u16);
    }
    pub mod unsigned {
        pub trait Unsigned { fn twice(self) -> Self; }
        macro_rules! implement { ($tr:ident; $($t:ty),*) => {
            $(impl $tr for $t { fn twice(self) -> Self { self + self } })*
        }; }
        implement!(Unsigned; u8, u16);
        pub fn twice<T: Unsigned>(t: T) -> T { t.twice() }
    }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub struct BitAnd<T>(pub T);",
                "macro_rules! implement { ($($t:ty),*) => { $(impl_op!(BitAnd<$t>);)* }; }",
                "implement!(u8, u16);"
            ]
        );
    }

    #[test]
    fn an_invocation_stamping_impls_for_a_library_type_goes_with_the_type() {
        // tayu's `impl_wavelet_matrix!(u8, ..)`: its impls are for `Wavelet<$t>`, which
        // nothing names; that their bodies use the kept `Queue` (or take `impl Iterator`
        // arguments) is no reason to keep them.
        let text = "fn main() { let _ = lib::Queue::new(); }
mod lib {
    pub struct Queue;
    impl Queue { pub fn new() -> Self { Queue } }
    pub struct Wavelet<T>(T);
    macro_rules! impl_wavelet { ($($t:ty),*) => { $(
        impl Wavelet<$t> { pub fn f(&self, _: impl Iterator<Item = u8>) { let _ = Queue::new(); } }
        impl From<$t> for Wavelet<$t> { fn from(t: $t) -> Self { Wavelet(t) } }
    )* }; }
    impl_wavelet!(u8, u16);
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub struct Wavelet<T>(T);",
                "macro_rules! impl_wavelet { ($($t:ty),*) => { $(",
                "impl_wavelet!(u8, u16);"
            ]
        );
    }

    #[test]
    fn what_code_declares_names_nothing_else() {
        // tayu's `enum PathVertex { Edge { from: usize, .. } }` and `fn lca(&self, ..)`
        // kept `graph_inner::Edge` and `fn lca`; a parameter `modulo`, `fn modulo` (a use
        // of the parameter still does: no scope places locals).
        let text = "fn main() { let p = lib::path(); let _ = p.lca(1); }
mod lib {
    pub enum PathVertex { Range, #[allow(dead_code)] Edge { from: usize } }
    impl PathVertex { pub fn lca(&self, modulo: u64) -> u64 { 0 } }
    pub fn path() -> PathVertex { PathVertex::Range }
    pub struct Edge;
    pub fn lca() {}
    pub fn from() {}
    pub fn modulo() {}
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub struct Edge;",
                "pub fn lca() {}",
                "pub fn from() {}",
                "pub fn modulo() {}"
            ]
        );
    }

    #[test]
    fn a_name_in_macro_code_keeps_its_items_in_every_module_though_a_scope_kept_one() {
        // cplib: `modtable` keeps its `static INV` by path; `INV` in the arguments of the
        // kept `impl_fast_pow!` keeps `rolling_hash`'s `const INV` all the same.
        let text = "fn main() { lib::modtable::init(); lib::rolling_hash::shr(); }
mod lib {
    pub mod modtable {
        static mut INV: u8 = 0;
        pub fn init() { unsafe { INV = 1; } }
    }
    pub mod rolling_hash {
        const INV: u8 = 3;
        const UNUSED: u8 = 4;
        macro_rules! fast_pow { ($base:expr, $f:ident) => { pub fn $f() -> u8 { $base } }; }
        fast_pow!(INV, inv_pow);
        pub fn shr() -> u8 { inv_pow() }
    }
}
";
        assert_eq!(unreferenced(text), ["const UNUSED: u8 = 4;"]);
    }

    #[test]
    fn a_kept_type_written_out_around_metavariables_keeps_the_invocation() {
        // Egor's `min_cost_flow!(i32: impl_32 i64: impl_64)` writes `fn $imp` and `impl<Id>
        // MinCostFlow<$t> for Graph<Edge<$t, Id>>` for each entry: the solution calls
        // `min_cost_max_flow` on its `Graph`. `$Name<T>` would be whatever the arguments name.
        let text =
            "fn main() { use lib::MinCostFlow; let _ = lib::Graph(lib::Edge(1i64, 0u8)).flow(); }
mod lib {
    pub struct Graph<E>(pub E);
    pub struct Edge<C, Id>(pub C, pub Id);
    pub trait MinCostFlow<C> { fn flow(&self) -> C; }
    macro_rules! min_cost_flow {
        ($($t:ty: $imp:ident)+) => { $(
            fn $imp<Id>(g: &Graph<Edge<$t, Id>>) -> $t { g.0 .0 }
            impl<Id> MinCostFlow<$t> for Graph<Edge<$t, Id>> { fn flow(&self) -> $t { $imp(self) } }
        )+ };
    }
    min_cost_flow!(i32: impl_32 i64: impl_64);
}
";
        assert!(unreferenced(text).is_empty(), "{:?}", unreferenced(text));
    }

    #[test]
    fn an_invocation_that_defines_and_stamps_impls_of_a_kept_type_stays() {
        // rsk's `impl_fmt!` writes a helper `fn $fn` and `impl fmt::$fmt for SpaceSep<'a, D>`
        // for each entry: nothing names the helpers, the solution prints a `SpaceSep`. A
        // macro of the same shape for an unused type goes, with its invocation.
        let text = "fn main() { println!(\"{}\", lib::output::SpaceSep(&vec![1])); }
mod lib {
pub mod output {
    pub struct SpaceSep<'a, D: ?Sized>(pub &'a D);
    pub struct Unused<'a, D: ?Sized>(pub &'a D);
    use std::fmt;
    macro_rules! impl_fmt {
        ( $( ($fmt:ident, $fn:ident), )* ) => { $(
            fn $fn<I: IntoIterator>(it: I, f: &mut fmt::Formatter) -> fmt::Result { Ok(()) }
            impl<'a, D: 'a + ?Sized> fmt::$fmt for SpaceSep<'a, D> where &'a D: IntoIterator {
                fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { $fn(self.0, f) }
            }
        )* };
    }
    impl_fmt! { (Display, join_display), (Debug, join_debug), }
    macro_rules! impl_unused {
        ( $( ($fmt:ident, $fn:ident), )* ) => { $(
            fn $fn() {}
            impl<'a, D: 'a + ?Sized> fmt::$fmt for Unused<'a, D> {
                fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { Ok(()) }
            }
        )* };
    }
    impl_unused! { (Octal, unused_octal), }
}
}
";
        assert_eq!(
            unreferenced(text),
            [
                "pub struct Unused<'a, D: ?Sized>(pub &'a D);",
                "macro_rules! impl_unused {",
                "impl_unused! { (Octal, unused_octal), }"
            ]
        );
    }

    #[test]
    fn a_macro_a_path_invokes_keeps_macros_of_its_name_only() {
        // Haar-you's `rec!`, invoked as `lib::rec!`: a private `fn rec` elsewhere is no macro.
        let text = "fn main() { let _ = lib::rec!(1) + lib::used::twice(2); }
mod lib {
    macro_rules! rec { ($x:expr) => { $x + 1 }; }
    pub(crate) use rec;
    pub mod used {
        pub fn twice(x: u64) -> u64 { x * 2 }
    }
    pub mod unrelated {
        fn rec(n: u64) -> u64 { if n == 0 { 0 } else { n + rec(n - 1) } }
        pub fn triangle(n: u64) -> u64 { rec(n) }
    }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "fn rec(n: u64) -> u64 { if n == 0 { 0 } else { n + rec(n - 1) } }",
                "pub fn triangle(n: u64) -> u64 { rec(n) }"
            ]
        );
    }

    #[test]
    fn a_macro_body_means_what_its_names_mean_where_it_is_invoked() {
        // niuez: `avl` and `treap` each have a private `Node`; `node_ops!` names `Node`
        // unqualified and is invoked in `avl` only, where `Node` is `avl`'s. A name the
        // invocation's scope does not place (the local `extra`) still keeps every item so
        // called, and a macro that a path invokes (`crate::lib::shared!`), whose scope is
        // unknown, every item its body names.
        let text = "fn main() { lib::avl::run(); lib::treap::run(); }
mod lib {
    macro_rules! node_ops {
        () => { pub fn size() -> usize { let extra = 0; Node::new().0 + extra } };
    }
    #[macro_export]
    macro_rules! shared { () => { Leaf::default() }; }
    pub mod avl {
        struct Node(usize);
        impl Node { fn new() -> Node { Node(1) } }
        node_ops!();
        pub fn run() { size(); }
    }
    pub mod treap {
        struct Node(usize);
        impl Node { fn new() -> Node { Node(2) } }
        #[derive(Default)]
        struct Leaf;
        pub fn extra() -> usize { 1 }
        pub fn run() { let _: Leaf = crate::lib::shared!(); }
    }
    pub mod other {
        #[derive(Default)]
        pub struct Leaf;
    }
}
";
        assert_eq!(
            unreferenced(text),
            [
                "struct Node(usize);",
                "impl Node { fn new() -> Node { Node(2) } }"
            ]
        );
    }

    #[test]
    fn an_invocation_in_an_inner_module_expands_the_macro_in_scope_and_only_that() {
        // `konst!()` of `inner` is the `konst` of `lib`, written before `inner`: the one of
        // `other`, which nothing invokes, goes.
        let text = "fn main() { println!(\"{}\", lib::inner::N); }
mod lib {
    pub mod other { macro_rules! konst { () => { pub const M: u8 = 2; }; } }
    macro_rules! konst { () => { pub const N: u8 = 1; }; }
    pub mod inner { konst!(); }
}
";
        assert_eq!(
            unreferenced(text),
            ["macro_rules! konst { () => { pub const M: u8 = 2; }; }"]
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
            list_entries(&file, &Macros::of(&file, |_| true), name, open, close)
                .into_iter()
                .map(|(f, l)| file.span_text(f, l).to_string())
                .collect::<Vec<_>>()
        };
        let listed = "macro_rules! each { ($($t:ty),* $(,)?) => {}; }\neach!(u8, Vec<u16>, u32);";
        assert_eq!(entries(listed, "each"), ["u8,", "Vec<u16>,", ", u32"]);
        let strict = "macro_rules! each { ($($t:ty),+) => {}; }\neach!(u8, u32);";
        assert_eq!(
            entries(strict, "each"),
            ["u8,", ", u32"],
            "either entry can go alone"
        );
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
