//! What a name means where it is written: the bundle's module tree, each module's items and
//! imports, and Rust's lookup order over them, for the name pass ([`crate::unreferenced`]).
//!
//! Libraries reuse short names (`Node`, `Edge`, `new`): a pass that keeps every item called
//! `Node` once any code says `Node` keeps every module's `Node`, and all they name. Here a
//! name written in a module means what that module declares or imports by that name, and
//! what its globs bring; a path `a::b::C` is followed segment by segment from `crate`,
//! `self`, `super` or a name in scope.
//!
//! The answers are over-approximations, never guesses: visibility is ignored (a glob may
//! bring more than Rust would), namespaces are not told apart (a `mod scc` and the `fn scc`
//! a glob brings are both the answer for `scc`; Rust's shadowing of a glob by a name is
//! within one namespace), and whatever cannot be placed — a local or generic name, a
//! prelude or std name, a name a macro expansion makes, a path through something that is not
//! a module — is reported as unknown, so that the caller falls back to keeping every item of
//! that name.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashMap};

/// The root of the bundle (the solution's module).
pub(crate) const ROOT: usize = 0;

/// The crates whose paths never lead into the bundle.
pub(crate) const EXTERNAL_CRATES: &[&str] = &["std", "core", "alloc"];

/// The bundle's modules, by index ([`ROOT`] first), with what each declares and imports.
pub(crate) struct Scopes<'f> {
    modules: Vec<Module<'f>>,
    /// Complete answers of [`Scopes::lookup`], which globs make worth remembering.
    cache: RefCell<HashMap<(usize, &'f str), Vec<Target>>>,
    /// The answer of [`Scopes::glob_closure`] for each module, once settled
    /// ([`Scopes::settle_glob_closures`]); empty before.
    closures: RefCell<Vec<Vec<usize>>>,
    /// How many answers were cut short so far (see [`Scopes::lookup_within`]).
    cuts: Cell<usize>,
}

#[derive(Default)]
struct Module<'f> {
    parent: usize,
    /// The items declared here (nodes of the caller), by name.
    items: BTreeMap<&'f str, Vec<usize>>,
    children: BTreeMap<&'f str, usize>,
    /// `use` leaves: the name each is known by here, and the paths it imports.
    imports: BTreeMap<&'f str, Vec<Vec<&'f str>>>,
    /// The paths of `use path::*`.
    globs: Vec<Vec<&'f str>>,
    /// The paths of `use path as _;` (a trait's methods in scope, under no name).
    unnamed: Vec<Vec<&'f str>>,
}

/// What a name in scope stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Target {
    /// An item: the caller's node index.
    Item(usize),
    Module(usize),
}

/// What a path means: the items its segments go through, and what its remaining segments
/// (from `rest` on) are.
#[derive(Debug, PartialEq)]
pub(crate) struct PathMeaning {
    pub items: Vec<usize>,
    pub rest: usize,
    pub rest_is: Rest,
}

/// What the segments of a path after those placed in the bundle are.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Rest {
    /// Names inside an item (an associated fn or const, a variant), or none left.
    Members,
    /// A path into `std`, `core` or `alloc`: nothing of the bundle.
    External,
    /// What could not be placed (see the module doc).
    Unknown,
}

/// Only the root, empty.
impl Default for Scopes<'_> {
    fn default() -> Self {
        Scopes {
            modules: vec![Module::default()],
            cache: RefCell::default(),
            closures: RefCell::default(),
            cuts: Cell::new(0),
        }
    }
}

impl<'f> Scopes<'f> {
    /// A new module `name` inside `parent`: its index.
    pub(crate) fn add_module(&mut self, parent: usize, name: &'f str) -> usize {
        self.forget_answers();
        let index = self.modules.len();
        self.modules.push(Module {
            parent,
            ..Module::default()
        });
        self.modules[parent].children.insert(name, index);
        index
    }

    /// Item `node` is declared in `module` as `name`.
    pub(crate) fn declare(&mut self, module: usize, name: &'f str, node: usize) {
        self.forget_answers();
        self.modules[module]
            .items
            .entry(name)
            .or_default()
            .push(node);
    }

    /// `module` has `use path as known_as` (`use path` when the leaf is its own name).
    pub(crate) fn import(&mut self, module: usize, known_as: &'f str, path: Vec<&'f str>) {
        self.forget_answers();
        self.modules[module]
            .imports
            .entry(known_as)
            .or_default()
            .push(path);
    }

    /// `module` has `use path as _;`.
    pub(crate) fn import_unnamed(&mut self, module: usize, path: Vec<&'f str>) {
        self.forget_answers();
        self.modules[module].unnamed.push(path);
    }

    /// What the underscore imports of `module` (there or through its globs) bring.
    pub(crate) fn unnamed_imports(&self, module: usize) -> Vec<Target> {
        let mut stack = Vec::new();
        let mut found = Vec::new();
        for m in self.glob_closure(module) {
            for path in &self.modules[m].unnamed {
                found.extend(self.targets_of(m, path, &mut stack));
            }
        }
        found
    }

    /// `module` has `use path::*`.
    pub(crate) fn glob(&mut self, module: usize, path: Vec<&'f str>) {
        self.forget_answers();
        self.modules[module].globs.push(path);
    }

    /// A change to the scopes makes the remembered answers stale.
    fn forget_answers(&mut self) {
        self.cache.get_mut().clear();
        self.closures.get_mut().clear();
    }

    /// What `name`, written in `module`, stands for: what the module, or a module its globs
    /// lead to, declares or imports by that name; empty when it is nothing of the bundle (or
    /// when it cannot be placed: see the module doc).
    pub(crate) fn lookup(&self, module: usize, name: &'f str) -> Vec<Target> {
        self.lookup_within(module, name, &mut Vec::new())
    }

    /// Whether `name`, written in `module`, is imported (there or through its globs) from a
    /// path into `std`, `core` or `alloc` (`use std::collections::HashMap;`).
    pub(crate) fn imported_from_outside(&self, module: usize, name: &str) -> bool {
        self.glob_closure(module).iter().any(|&m| {
            self.modules[m]
                .imports
                .get(name)
                .into_iter()
                .flatten()
                .any(|path| {
                    path.first()
                        .is_some_and(|root| EXTERNAL_CRATES.contains(root))
                })
        })
    }

    /// Whether `module` may have items in scope that neither [`Scopes::lookup`] nor
    /// [`Scopes::unnamed_imports`] sees: through a glob or an underscore import (there or
    /// through its globs) whose path leads nowhere known in the bundle and not into `std`,
    /// `core` or `alloc`.
    pub(crate) fn may_bring_unseen(&self, module: usize) -> bool {
        let mut stack = Vec::new();
        self.glob_closure(module).iter().any(|&m| {
            let here = &self.modules[m];
            here.globs.iter().chain(&here.unnamed).any(|path| {
                !path
                    .first()
                    .is_some_and(|root| EXTERNAL_CRATES.contains(root))
                    && self.targets_of(m, path, &mut stack).is_empty()
            })
        })
    }

    /// What path `segments`, written in `module`, goes through (see [`PathMeaning`]).
    pub(crate) fn path(&self, module: usize, segments: &[&'f str]) -> PathMeaning {
        self.path_within(module, segments, &mut Vec::new())
    }

    /// [`Scopes::lookup`] with the lookups in progress (`stack`): imports may lead back to a
    /// name being looked up. There the answer is what is declared (`use m::m;` beside `mod m`
    /// goes through the module), and whatever depended on such a cut answer is not
    /// remembered, since it may be short.
    fn lookup_within(
        &self,
        module: usize,
        name: &'f str,
        stack: &mut Vec<(usize, &'f str)>,
    ) -> Vec<Target> {
        if let Some(found) = self.cache.borrow().get(&(module, name)) {
            return found.clone();
        }
        if stack.contains(&(module, name)) {
            self.cuts.set(self.cuts.get() + 1);
            return self.declared(module, name).collect();
        }
        let cuts = self.cuts.get();
        stack.push((module, name));
        let mut found = Vec::new();
        for m in self.glob_closure(module) {
            found.extend(self.declared(m, name));
            for path in self.modules[m].imports.get(name).into_iter().flatten() {
                found.extend(self.targets_of(m, path, stack));
            }
        }
        stack.pop();
        found.sort_unstable();
        found.dedup();
        if self.cuts.get() == cuts {
            self.cache
                .borrow_mut()
                .insert((module, name), found.clone());
        }
        found
    }

    /// What `module` itself declares as `name`: items and a child module.
    fn declared(&self, module: usize, name: &str) -> impl Iterator<Item = Target> + '_ {
        let here = &self.modules[module];
        let items = here.items.get(name).into_iter().flatten();
        items
            .map(|&n| Target::Item(n))
            .chain(here.children.get(name).map(|&m| Target::Module(m)))
    }

    /// `module` and every module its globs lead to, through globs there too. Even a name
    /// declared here is looked up through them: Rust's shadowing of a glob is within one
    /// namespace (a `mod scc` here, a `fn scc` through `pub use scc::*`).
    fn glob_closure(&self, module: usize) -> Vec<usize> {
        if self.closures.borrow().is_empty() {
            self.settle_glob_closures();
        }
        self.closures.borrow()[module].clone()
    }

    /// Every module's glob closure, to a fixed point: a glob's path may go through globs
    /// (`use super::*` in a module that `pub use child::*` brings back), so each round
    /// follows every module's globs with the closures of the round before, from each module
    /// alone, until no closure grows. Closures only grow, so this ends; what the lookups
    /// found in a round with closures still growing is forgotten.
    fn settle_glob_closures(&self) {
        let mut closures: Vec<Vec<usize>> = (0..self.modules.len()).map(|m| vec![m]).collect();
        loop {
            *self.closures.borrow_mut() = closures.clone();
            self.cache.borrow_mut().clear();
            let mut grew = false;
            for settled in closures.iter_mut() {
                let mut closure = settled.clone();
                let mut next = 0;
                while next < closure.len() {
                    let m = closure[next];
                    next += 1;
                    for glob in &self.modules[m].globs {
                        for target in self.targets_of(m, glob, &mut Vec::new()) {
                            if let Target::Module(reached) = target {
                                if !closure.contains(&reached) {
                                    closure.push(reached);
                                }
                            }
                        }
                    }
                }
                if closure.len() > settled.len() {
                    *settled = closure;
                    grew = true;
                }
            }
            if !grew {
                // This round's lookups saw the final closures: they stand.
                break;
            }
        }
    }

    /// What the last segment of an imported `path` stands for (nothing, for a path outside
    /// the bundle or one that cannot be followed).
    fn targets_of(
        &self,
        module: usize,
        path: &[&'f str],
        stack: &mut Vec<(usize, &'f str)>,
    ) -> Vec<Target> {
        let Walk {
            modules,
            items,
            rest,
        } = self.walk(module, path, stack);
        if rest < path.len() {
            return Vec::new();
        }
        let last: Vec<Target> = items.last().map_or_else(Vec::new, |&(at, ref items)| {
            if at + 1 == path.len() {
                items.iter().map(|&n| Target::Item(n)).collect()
            } else {
                Vec::new()
            }
        });
        modules
            .into_iter()
            .map(Target::Module)
            .chain(last)
            .collect()
    }

    fn path_within(
        &self,
        module: usize,
        segments: &[&'f str],
        stack: &mut Vec<(usize, &'f str)>,
    ) -> PathMeaning {
        let Walk {
            modules,
            items,
            rest,
        } = self.walk(module, segments, stack);
        let stopped_at_items =
            modules.is_empty() && items.last().is_some_and(|&(at, _)| at + 1 == rest);
        let rest_is = if rest == segments.len() || stopped_at_items {
            Rest::Members
        } else if rest == 0 && EXTERNAL_CRATES.contains(&segments[0]) {
            Rest::External
        } else {
            Rest::Unknown
        };
        PathMeaning {
            items: items.into_iter().flat_map(|(_, items)| items).collect(),
            rest,
            rest_is,
        }
    }

    /// Follows `segments` from `module` as far as modules lead (see [`Walk`]).
    fn walk(&self, module: usize, segments: &[&'f str], stack: &mut Vec<(usize, &'f str)>) -> Walk {
        let mut modules = vec![module];
        let mut items = Vec::new();
        for (at, &segment) in segments.iter().enumerate() {
            let next: Vec<Target> = match segment {
                "crate" if at == 0 => vec![Target::Module(ROOT)],
                "self" => modules.iter().map(|&m| Target::Module(m)).collect(),
                "super" => modules
                    .iter()
                    .map(|&m| Target::Module(self.modules[m].parent))
                    .collect(),
                _ => {
                    let mut next: Vec<Target> = modules
                        .iter()
                        .flat_map(|&m| self.lookup_within(m, segment, stack))
                        .collect();
                    // A library crate named as a crate from inside another (2018 paths).
                    if next.is_empty() && at == 0 {
                        next.extend(
                            self.modules[ROOT]
                                .children
                                .get(segment)
                                .map(|&m| Target::Module(m)),
                        );
                    }
                    next
                }
            };
            if next.is_empty() {
                return Walk {
                    modules: Vec::new(),
                    items,
                    rest: at,
                };
            }
            let named: Vec<usize> = next
                .iter()
                .filter_map(|t| match t {
                    Target::Item(n) => Some(*n),
                    Target::Module(_) => None,
                })
                .collect();
            if !named.is_empty() {
                items.push((at, named));
            }
            modules = next
                .iter()
                .filter_map(|t| match t {
                    Target::Module(m) => Some(*m),
                    Target::Item(_) => None,
                })
                .collect();
            if modules.is_empty() {
                // Only items: what follows is inside them.
                return Walk {
                    modules,
                    items,
                    rest: at + 1,
                };
            }
        }
        Walk {
            modules,
            items,
            rest: segments.len(),
        }
    }
}

/// How far a path was followed.
struct Walk {
    /// The modules that the last segment followed leads to.
    modules: Vec<usize>,
    /// The items met on the way, with the segment that named them.
    items: Vec<(usize, Vec<usize>)>,
    /// The first segment not followed: the length of the path when all were, the one after
    /// a segment that names items only (what follows is inside them), or one that names
    /// nothing of the bundle.
    rest: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two libraries that both have a `Node`; `graph` re-exports its inner module by a glob.
    fn two_libraries() -> Scopes<'static> {
        let mut scopes = Scopes::default();
        let graph = scopes.add_module(ROOT, "graph");
        let inner = scopes.add_module(graph, "inner");
        scopes.glob(graph, vec!["inner"]);
        scopes.declare(inner, "Graph", 0);
        scopes.declare(inner, "Node", 1);
        let tree = scopes.add_module(ROOT, "tree");
        scopes.declare(tree, "Node", 2);
        scopes.import(tree, "Graph", vec!["crate", "graph", "Graph"]);
        scopes.import(ROOT, "G", vec!["crate", "graph", "Graph"]);
        scopes
    }

    #[test]
    fn names_mean_what_their_module_declares_imports_or_globs() {
        let scopes = two_libraries();
        let (graph, tree) = (1, 3);
        assert_eq!(scopes.lookup(tree, "Node"), [Target::Item(2)]);
        assert_eq!(scopes.lookup(graph, "Node"), [Target::Item(1)]);
        assert_eq!(scopes.lookup(tree, "Graph"), [Target::Item(0)]);
        assert_eq!(scopes.lookup(ROOT, "G"), [Target::Item(0)]);
        assert!(
            scopes.lookup(ROOT, "Node").is_empty(),
            "the root has no Node"
        );
    }

    #[test]
    fn paths_go_through_modules_to_items_and_their_members() {
        let scopes = two_libraries();
        let path = |segments: &[&'static str]| scopes.path(ROOT, segments);
        let graph_new = path(&["graph", "inner", "Node", "new"]);
        assert_eq!(
            (graph_new.items, graph_new.rest, graph_new.rest_is),
            (vec![1], 3, Rest::Members)
        );
        let via_super = scopes.path(3, &["super", "graph", "Graph"]);
        assert_eq!(
            (via_super.items, via_super.rest_is),
            (vec![0], Rest::Members)
        );
        assert_eq!(path(&["std", "cmp", "min"]).rest_is, Rest::External);
        let unknown = path(&["graph", "made_by_macro"]);
        assert_eq!(
            (unknown.items, unknown.rest, unknown.rest_is),
            (vec![], 1, Rest::Unknown)
        );
        assert_eq!(path(&["local"]).rest_is, Rest::Unknown);
    }

    #[test]
    fn a_module_and_an_item_of_one_name_are_both_found() {
        let mut scopes = Scopes::default();
        let lib = scopes.add_module(ROOT, "lib");
        let convolution = scopes.add_module(lib, "convolution");
        scopes.declare(convolution, "convolution", 4);
        // `pub use convolution::convolution;` beside `mod convolution`.
        scopes.import(lib, "convolution", vec!["convolution", "convolution"]);
        assert_eq!(
            scopes.lookup(lib, "convolution"),
            [Target::Item(4), Target::Module(convolution)]
        );
        // `mod scc` beside `pub use scc::*;` bringing `fn scc`.
        let scc = scopes.add_module(lib, "scc");
        scopes.declare(scc, "scc", 5);
        scopes.glob(lib, vec!["scc"]);
        assert_eq!(
            scopes.lookup(lib, "scc"),
            [Target::Item(5), Target::Module(scc)]
        );
    }

    #[test]
    fn globs_that_import_each_other_end() {
        let mut scopes = Scopes::default();
        let a = scopes.add_module(ROOT, "a");
        let b = scopes.add_module(ROOT, "b");
        scopes.glob(a, vec!["crate", "b"]);
        scopes.glob(b, vec!["crate", "a"]);
        scopes.declare(b, "X", 7);
        assert_eq!(scopes.lookup(a, "X"), [Target::Item(7)]);
        assert!(scopes.lookup(a, "Y").is_empty());
    }

    #[test]
    fn a_glob_whose_path_comes_through_another_glob_is_followed() {
        // `use crate::a::*; use x::*;` in `m`, where `x` is a module of `a`: the second glob's
        // path is only found through the first, as rustc's fixed point finds it (the cut of
        // a glob closure in progress used to leave `x` out).
        let mut scopes = Scopes::default();
        let a = scopes.add_module(ROOT, "a");
        let x = scopes.add_module(a, "x");
        scopes.declare(x, "X", 3);
        let m = scopes.add_module(ROOT, "m");
        scopes.glob(m, vec!["crate", "a"]);
        scopes.glob(m, vec!["x"]);
        assert_eq!(scopes.lookup(m, "X"), [Target::Item(3)]);
        assert_eq!(scopes.glob_closure(m), [m, a, x]);
    }
}
