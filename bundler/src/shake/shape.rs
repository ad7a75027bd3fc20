//! Where things are in the bundle's tokens: the library modules, the macro bodies and
//! invocations, each token's enclosing brace; and the impls and candidates read from them.

use super::*;

/// Where the library modules are in the bundle, and which brace encloses each token.
pub(super) struct Shape {
    /// Token ranges `(open, close)` of the library modules' braces.
    pub(super) libraries: Vec<(usize, usize)>,
    /// The innermost `{` around each token (`usize::MAX` at the top).
    pub(super) enclosing: Vec<usize>,
    /// Token ranges `(open, close)` of the libraries' macro bodies (`macro_rules! m { .. }`)
    /// and macro invocations' arguments (`m!( .. )`), outermost only.
    pub(super) macro_groups: Vec<(usize, usize)>,
    /// Every `macro_rules!` of the bundle, the solution's too.
    pub(super) macros: Macros,
}

impl Shape {
    pub(super) fn of(file: &File, modules: &[String]) -> Shape {
        let mut enclosing = Vec::with_capacity(file.tokens.len());
        let mut stack: Vec<usize> = Vec::new();
        let mut libraries = Vec::new();
        for (i, token) in file.tokens.iter().enumerate() {
            enclosing.push(stack.last().copied().unwrap_or(usize::MAX));
            match token.kind {
                Kind::Open if file.text(i) == "{" => {
                    if stack.is_empty()
                        && i >= 2
                        && file.is_ident(i - 2, "mod")
                        && modules.iter().any(|m| m == file.text(i - 1))
                    {
                        libraries.push((i, file.partner[i]));
                    }
                    stack.push(i);
                }
                Kind::Close if file.text(i) == "}" => {
                    stack.pop();
                }
                _ => {}
            }
        }
        let mut macro_groups = Vec::new();
        let mut i = 0;
        while i < file.tokens.len() {
            let group = if file.is_ident(i, "macro_rules") && file.is_punct(i + 1, "!") {
                Some(i + 3)
            } else if file.kind(i) == Some(Kind::Ident) && file.is_punct(i + 1, "!") {
                Some(i + 2)
            } else {
                None
            };
            match group.filter(|&g| file.kind(g) == Some(Kind::Open)) {
                Some(open) => {
                    macro_groups.push((open, file.partner[open]));
                    i = file.partner[open] + 1;
                }
                None => i += 1,
            }
        }
        Shape {
            libraries,
            enclosing,
            macro_groups,
            macros: Macros::of(file, |_| true),
        }
    }

    /// Whether token `token` is inside a macro's body or an invocation's arguments.
    pub(super) fn in_macro(&self, token: usize) -> bool {
        let at = self.macro_groups.partition_point(|&(open, _)| open < token);
        at > 0 && self.macro_groups[at - 1].1 > token
    }

    /// Whether token `token` is inside a function's body, where a macro invocation is an
    /// expression or a statement (`vec![int::MAX; n]`): what its arguments name goes with the
    /// function, and stamps no item.
    pub(super) fn in_function_body(&self, file: &File, token: usize) -> bool {
        let mut brace = self.enclosing[token];
        while brace != usize::MAX {
            if opens_function_body(file, brace) {
                return true;
            }
            brace = self.enclosing[brace];
        }
        false
    }

    pub(super) fn in_library(&self, token: usize) -> bool {
        self.libraries
            .iter()
            .any(|&(open, close)| open < token && token < close)
    }

    /// Whether token `i` stands where an item may (directly in a module's braces).
    pub(super) fn at_module_level(&self, file: &File, i: usize) -> bool {
        let brace = self.enclosing[i];
        brace != usize::MAX && brace >= 2 && file.is_ident(brace - 2, "mod")
    }

    /// Every `impl` at module level in the libraries, with its header read; not one in an
    /// invocation's arguments (`forward_binop!(impl Add, add for i32, add_assign)`), which is
    /// the macro's grammar, no item.
    pub(super) fn impls<'f>(&self, file: &'f File) -> Vec<Impl<'f>> {
        (0..file.tokens.len())
            .filter(|&i| {
                file.is_ident(i, "impl")
                    && self.in_library(i)
                    && self.at_module_level(file, i)
                    && !self.in_macro(i)
            })
            .filter_map(|i| Impl::read(file, i))
            .collect()
    }

    /// Each library trait's name with the `{` of its body, in the order of the text.
    pub(super) fn library_trait_bodies<'f>(&self, file: &'f File) -> Vec<(&'f str, usize)> {
        (0..file.tokens.len())
            .filter(|&i| {
                file.is_ident(i, "trait")
                    && file.kind(i + 1) == Some(Kind::Ident)
                    && self.in_library(i)
            })
            .filter_map(|i| {
                let open = (i + 2..file.tokens.len())
                    .take_while(|&t| !file.is_punct(t, ";"))
                    .find(|&t| file.is(t, Kind::Open, "{"))?;
                Some((file.text(i + 1), open))
            })
            .collect()
    }

    /// The methods each library trait declares (`trait Matrix { fn size(&self) .. }`), by
    /// the trait's name.
    pub(super) fn trait_methods<'f>(&self, file: &'f File) -> BTreeMap<&'f str, Vec<String>> {
        let mut methods: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for (name, open) in self.library_trait_bodies(file) {
            methods
                .entry(name)
                .or_default()
                .extend(function_names(file, open, file.partner[open]));
        }
        methods
    }

    /// The library traits that declare no function, every definition of that name: markers
    /// (`trait Associative: Magma {}`), and traits of constants and types only
    /// (`trait Integer { const ONE: Self; }`). An impl of one runs no code however much it
    /// is needed (a bound asks for it, code reads its constants), so the instances cannot
    /// tell whether it may go, and a trial of it fails whenever it is needed: impls of them
    /// are no candidates (what no kept code names goes in the name pass).
    fn marker_traits<'f>(&self, file: &'f File) -> BTreeSet<&'f str> {
        let mut empty: BTreeMap<&str, bool> = BTreeMap::new();
        for (name, open) in self.library_trait_bodies(file) {
            *empty.entry(name).or_insert(true) &=
                function_names(file, open, file.partner[open]).is_empty();
        }
        empty
            .into_iter()
            .filter_map(|(name, empty)| empty.then_some(name))
            .collect()
    }

    /// The trait impls and item-level macro invocations that may go (see the module doc).
    pub(super) fn candidates(&self, file: &File) -> Vec<Candidate> {
        let impls = self.impls(file);
        let library_traits: BTreeSet<&str> = (0..file.tokens.len())
            .filter(|&i| file.is_ident(i, "trait") && self.in_library(i))
            .map(|i| file.text(i + 1))
            .collect();
        let trait_methods = self.trait_methods(file);
        let markers = self.marker_traits(file);
        // A trait's methods, the default ones too, are called through each impl of it.
        let with_trait_methods = |mut functions: Vec<String>, traits: &[&str]| {
            for method in traits.iter().filter_map(|t| trait_methods.get(t)).flatten() {
                if !functions.contains(method) {
                    functions.push(method.clone());
                }
            }
            functions
        };
        let mut found = Vec::new();
        for item in &impls {
            let Some(trait_name) = item.trait_name else {
                continue;
            };
            let library_trait = library_traits.contains(trait_name)
                && !item
                    .trait_at
                    .is_some_and(|t| means_toolchain_item(file, self, t));
            if !library_trait || markers.contains(trait_name) {
                continue;
            }
            let first = attributes_start(file, item.at);
            found.push(Candidate {
                key: format!("impl {trait_name} for {}", item.self_type),
                first,
                last: item.last,
                trait_name: Some(trait_name.to_string()),
                self_type: item.self_type.clone(),
                self_pattern: TypePattern::of(&item.self_tokens, &item.generics),
                idents: item.self_idents.iter().map(|s| s.to_string()).collect(),
                declared_idents: Vec::new(),
                trait_like_idents: Vec::new(),
                lone_idents: Vec::new(),
                argument_patterns: Vec::new(),
                stamps: Stamps::default(),
                functions: with_trait_methods(
                    function_names(file, first, item.last),
                    &[trait_name],
                ),
            });
        }
        let stamped = MacroStamps::of(file, &self.macros);
        let declared = declared_names(file);
        let solution_idents: BTreeSet<&str> = (0..file.tokens.len())
            .filter(|&t| file.kind(t) == Some(Kind::Ident) && !self.in_library(t))
            .map(|t| file.text(t))
            .collect();
        let invocations = item_level_invocations(file, self);
        let spans: Vec<(usize, usize)> = invocations
            .iter()
            .map(|&(i, open)| (i, file.partner[open]))
            .collect();
        let named_at = identifiers_outside_imports(file);
        let named_outside_invocations = |name: &str| {
            named_at.get(name).is_some_and(|sites| {
                sites
                    .iter()
                    .any(|&t| !spans.iter().any(|&(first, close)| first <= t && t <= close))
            })
        };
        for &(i, _) in &invocations {
            let close = file.partner[i + 2];
            let last = if file.is_punct(close + 1, ";") {
                close + 1
            } else {
                close
            };
            let idents: Vec<String> = (i + 3..close)
                .filter(|&t| file.kind(t) == Some(Kind::Ident))
                .map(|t| file.text(t).to_string())
                .collect();
            let trait_like_idents = (i + 3..close)
                .filter(|&t| {
                    file.kind(t) == Some(Kind::Ident)
                        && (file.is_punct(t + 1, "<") || file.is_ident(t + 1, "for"))
                })
                .map(|t| file.text(t).to_string())
                .collect();
            let lone_idents = (i + 3..close)
                .filter(|&t| {
                    file.kind(t) == Some(Kind::Ident)
                        && (t == i + 3 || file.is_punct(t - 1, ","))
                        && (t + 1 == close || file.is_punct(t + 1, ","))
                })
                .map(|t| file.text(t).to_string())
                .collect();
            if idents.is_empty() {
                continue;
            }
            let arguments = file.span_text(i + 2, close);
            // The arguments as one type (`&str`, `Vec<u8>`), for errors about a stamped impl.
            let self_type = arguments[1..arguments.len() - 1]
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            let stamps = stamped.at(file.text(i), i);
            // A trait from the arguments is among their identifiers (`Unsigned` of Haar's
            // `implement!(Unsigned; u8, u16)`, whose macro writes `impl $tr for $t {}`). Such
            // an invocation is a candidate still while nothing but invocations names the
            // trait: then no bound can need it, and a trial takes it (and the lints the
            // trait).
            let argument_traits: Vec<&str> = idents
                .iter()
                .map(String::as_str)
                .filter(|i| library_traits.contains(i))
                .collect();
            let stamps_markers_only = stamps.trait_impls_only
                && stamps
                    .literal_traits
                    .iter()
                    .all(|t| markers.contains(t.as_str()))
                && if stamps.traits_from_arguments {
                    !argument_traits.is_empty()
                        && argument_traits.iter().all(|t| markers.contains(t))
                        && argument_traits.iter().any(|t| named_outside_invocations(t))
                } else {
                    !stamps.literal_traits.is_empty()
                };
            // What an invocation declares (`pub type $alias = ..;`) no instance shows: one
            // whose arguments the solution names may be what it uses.
            let declares_what_the_solution_names = stamps.declares_items
                && idents.iter().any(|i| solution_idents.contains(i.as_str()));
            if stamps_markers_only || declares_what_the_solution_names {
                continue;
            }
            // A macro that names its functions after its arguments (`fn $method`) may
            // define any of them.
            let functions = if stamps.functions_from_arguments {
                stamps.functions.iter().chain(&idents).cloned().collect()
            } else {
                stamps.functions.clone()
            };
            let traits: Vec<&str> = stamps.traits.iter().map(String::as_str).collect();
            let functions = with_trait_methods(functions, &traits);
            found.push(Candidate {
                key: format!("{}!{arguments}", file.text(i)),
                first: attributes_start(file, i),
                last,
                trait_name: None,
                self_type,
                self_pattern: TypePattern::default(),
                trait_like_idents,
                lone_idents,
                argument_patterns: argument_patterns(file, i + 3, close),
                // Of a macro that names functions after its arguments, any of them may be
                // one it declares (`impl_fast_pow!(BASE, BASE_TABLE, base_pow)`).
                declared_idents: idents
                    .iter()
                    .filter(|i| stamps.functions_from_arguments || declared.contains(i.as_str()))
                    .cloned()
                    .collect(),
                idents,
                stamps,
                functions,
            });
        }
        found
    }
}

/// Whether the `{` at token `brace` opens a function's body: a `fn` comes before it in the
/// same item header (parameter lists and generics' groups passed over).
fn opens_function_body(file: &File, brace: usize) -> bool {
    let mut t = brace;
    while t > 0 {
        t -= 1;
        match file.kind(t) {
            Some(Kind::Close) if file.text(t) != "}" => t = file.partner[t],
            Some(Kind::Open | Kind::Close) => return false,
            _ if file.is_punct(t, ";") => return false,
            _ if file.is_ident(t, "fn") => return true,
            _ => {}
        }
    }
    false
}
