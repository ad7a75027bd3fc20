//! What the functions the program runs need of the impls, whatever those impls run: the
//! bounds that an instantiated library function's generics and where clause put on its
//! parameters, and those of the impl it is a method of, read with the type arguments the
//! instance's name spells.
//!
//! `fn determinant<F>(..) where F: FF` instantiated as
//! `determinant::<ConstModIntBuilder<Prime<998244353>>>` needs `impl FF for
//! ConstModIntBuilder<P>`, though that impl runs nothing (`FF`'s one default method is never
//! called), so the instances cannot show it and a trial of it fails on the bound; likewise
//! `<FactorialTable<ConstModIntBuilder<..>>>::comb` needs the bounds of `impl<Modulo: FF>
//! FactorialTable<Modulo>`. What a needed bound needs goes with it: its trait's
//! supertraits, and the bounds of a blanket impl of it. A bound on something else than a
//! parameter (`E::Weight: Unsigned`) is not read.

use super::*;

/// The `(type, trait)` pairs that the functions among `instances` (demangled names) need:
/// the type as [`type_tokens`] spell it, without spaces (`ConstModIntBuilder<Prime<7>>`),
/// the trait by its last segment.
///
/// # Complexity
/// - O(length of the names + tokens of `file` × library impls).
pub(super) fn running_bounds(
    file: &File,
    shape: &Shape,
    instances: &BTreeSet<String>,
) -> BTreeSet<(String, String)> {
    let impls: Vec<Impl> = shape
        .impls(file)
        .into_iter()
        .filter(|i| !shape.in_macro(i.at))
        .collect();
    let functions = library_functions(file, shape, &impls);
    let mut needs = BTreeSet::new();
    // A closure's or a shim's name (`f::<T>::{closure}`) is no function's path.
    for instance in instances.iter().filter(|i| !i.contains('{')) {
        let Some(called) = Called::of(instance) else {
            continue;
        };
        for function in functions.get(called.name.as_str()).into_iter().flatten() {
            let Some(bound) = called.bindings(function, &impls) else {
                continue;
            };
            for &(parameter, trait_name) in &function.bounds {
                if let Some(ty) = bound.get(parameter) {
                    needs.insert((ty.clone(), trait_name.to_string()));
                }
            }
            if let Some(owner) = function.owner {
                for &(parameter, trait_name) in &impl_bounds(file, &impls[owner]) {
                    if let Some(ty) = bound.get(parameter) {
                        needs.insert((ty.clone(), trait_name.to_string()));
                    }
                }
            }
        }
    }
    with_implied_bounds(file, shape, &impls, needs)
}

/// `needs` with what each of them needs in turn, to a fixed point: the supertraits of its
/// trait, and the bounds of a blanket impl of its trait (sogapalag's `impl<T> Num for T where
/// T: PartialEq + Zero + One + NumOps`: `Mint<i32, P998>: Num` needs `Mint<i32, P998>: Zero`).
fn with_implied_bounds(
    file: &File,
    shape: &Shape,
    impls: &[Impl],
    mut needs: BTreeSet<(String, String)>,
) -> BTreeSet<(String, String)> {
    let supertraits = library_supertraits(file, shape);
    let mut blankets: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for item in impls {
        let (Some(trait_name), [parameter]) = (item.trait_name, item.self_tokens.as_slice()) else {
            continue;
        };
        if !item.generics.contains(parameter) {
            continue;
        }
        let bounds = impl_bounds(file, item).into_iter();
        let of_parameter = bounds.filter(|(p, _)| p == parameter).map(|(_, b)| b);
        blankets.entry(trait_name).or_default().extend(of_parameter);
    }
    let mut queue: Vec<(String, String)> = needs.iter().cloned().collect();
    while let Some((ty, trait_name)) = queue.pop() {
        let supers = supertraits
            .get(trait_name.as_str())
            .into_iter()
            .flatten()
            .filter(|s| !s.from_toolchain)
            .map(|s| s.name);
        let blanket = blankets
            .get(trait_name.as_str())
            .into_iter()
            .flatten()
            .copied();
        for implied in supers.chain(blanket) {
            let need = (ty.clone(), implied.to_string());
            if needs.insert(need.clone()) {
                queue.push(need);
            }
        }
    }
    needs
}

/// A library function as declared: its generic parameters (lifetimes left out), the bounds
/// they get in its generics and where clause, and the impl it is in.
struct Function<'f> {
    parameters: Vec<&'f str>,
    bounds: Vec<(&'f str, &'f str)>,
    owner: Option<usize>,
}

/// The library's functions outside macro bodies, by name.
fn library_functions<'f>(
    file: &'f File,
    shape: &Shape,
    impls: &[Impl],
) -> BTreeMap<&'f str, Vec<Function<'f>>> {
    let mut functions: BTreeMap<&str, Vec<Function>> = BTreeMap::new();
    for t in 0..file.tokens.len() {
        let declared = file.is_ident(t, "fn")
            && file.kind(t + 1) == Some(Kind::Ident)
            && shape.in_library(t)
            && !shape.in_macro(t);
        if !declared {
            continue;
        }
        let (parameters, after) = impl_generics(file, t + 1);
        let mut bounds = Vec::new();
        if !parameters.is_empty() {
            bounds.extend(parameter_bounds(file, t + 2, after));
        }
        if let Some((clause, end)) = where_clause(file, after) {
            bounds.extend(parameter_bounds(file, clause, end + 1));
        }
        functions
            .entry(file.text(t + 1))
            .or_default()
            .push(Function {
                parameters,
                bounds,
                owner: impls.iter().position(|i| i.at < t && t < i.last),
            });
    }
    functions
}

/// The bounds of impl `item`'s generic parameters, in its generics and where clause.
fn impl_bounds<'f>(file: &'f File, item: &Impl<'f>) -> Vec<(&'f str, &'f str)> {
    let (_, after) = impl_generics(file, item.at);
    let mut bounds = parameter_bounds(file, item.at + 1, after);
    if let Some((clause, end)) = where_clause(file, after) {
        bounds.extend(parameter_bounds(file, clause, end + 1));
    }
    bounds
}

/// The `where` token of the where clause of the item header that goes on at token `from`,
/// and the token that ends the clause (the body's `{` or a `;`).
fn where_clause(file: &File, from: usize) -> Option<(usize, usize)> {
    let mut t = from;
    let mut clause = None;
    while t < file.tokens.len() {
        match file.kind(t) {
            Some(Kind::Open) if file.text(t) == "{" => break,
            Some(Kind::Open) => {
                t = file.partner[t] + 1;
                continue;
            }
            _ if file.is_punct(t, ";") => break,
            _ if file.is_ident(t, "where") => clause = Some(t),
            _ => {}
        }
        t += 1;
    }
    clause.map(|clause| (clause, t))
}

/// What an instance's name says of the function it is: its name, the type arguments of its
/// own generics, and for a method the type of its impl (`<Type>::m` or `<Type as Trait>::m`)
/// with the trait's last segment.
struct Called {
    name: String,
    arguments: Vec<Vec<String>>,
    self_type: Option<Vec<String>>,
    trait_name: Option<String>,
}

impl Called {
    /// `None` for a name that is no function's path (a closure's, a shim's).
    fn of(instance: &str) -> Option<Called> {
        let tokens = name_tokens(instance);
        let mut at = 0;
        let (mut self_type, mut trait_name) = (None, None);
        if tokens.first().map(String::as_str) == Some("<") {
            let close = closing_angle(&tokens, 0)?;
            let inside = &tokens[1..close];
            match depth_zero(inside).find(|&i| inside[i] == "as") {
                Some(as_at) => {
                    self_type = Some(inside[..as_at].to_vec());
                    let path = &inside[as_at + 1..];
                    let end = depth_zero(path)
                        .find(|&i| path[i] == "<")
                        .unwrap_or(path.len());
                    trait_name = Some(path[..end].last()?.clone());
                }
                None => self_type = Some(inside.to_vec()),
            }
            at = close + 1;
        }
        // The path's segments, each `name` or `name::<arguments>`, up to its end.
        let mut name = None;
        let mut arguments = Vec::new();
        while at < tokens.len() {
            match tokens[at].as_str() {
                "::" => at += 1,
                "<" => {
                    let close = closing_angle(&tokens, at)?;
                    arguments = split_arguments(&tokens[at + 1..close]);
                    at = close + 1;
                }
                token if token.chars().all(is_ident_char) => {
                    name = Some(token.to_string());
                    arguments.clear();
                    at += 1;
                }
                _ => return None,
            }
        }
        Some(Called {
            name: name?,
            arguments,
            self_type,
            trait_name,
        })
    }

    /// The type each generic parameter of `function` (and of its impl) stands for in this
    /// instance, as [`type_tokens`] spell it without spaces; `None` when the instance is not
    /// of `function` (another impl, another number of arguments).
    fn bindings(&self, function: &Function, impls: &[Impl]) -> Option<BTreeMap<String, String>> {
        let mut bound = BTreeMap::new();
        match (&self.self_type, function.owner) {
            (None, None) => {}
            (Some(self_type), Some(owner)) => {
                let item = &impls[owner];
                if item.trait_name.map(str::to_string) != self.trait_name {
                    return None;
                }
                let pattern = type_tokens(&item.self_tokens);
                let ty = type_tokens(self_type);
                bound.extend(bind(&pattern, &item.generics, &ty)?);
            }
            _ => return None,
        }
        if !self.arguments.is_empty() || !function.parameters.is_empty() {
            if self.arguments.len() != function.parameters.len() {
                return None;
            }
            for (parameter, argument) in function.parameters.iter().zip(&self.arguments) {
                bound.insert(parameter.to_string(), type_tokens(argument).concat());
            }
        }
        Some(bound)
    }
}

/// The generic parameters of `pattern` (tokens of a self type, `generics` its impl's) bound
/// to what they stand for in `ty`, each without spaces; `None` when `ty` is no instance of it.
fn bind(pattern: &[String], generics: &[&str], ty: &[String]) -> Option<BTreeMap<String, String>> {
    let mut bound = BTreeMap::new();
    let mut at = 0;
    for token in pattern {
        if generics.contains(&token.as_str()) {
            let start = at;
            let mut depth = 0usize;
            while let Some(t) = ty.get(at) {
                match t.as_str() {
                    "<" | "[" | "(" => depth += 1,
                    ">" | "]" | ")" | "," | ";" if depth == 0 => break,
                    ">" | "]" | ")" => depth -= 1,
                    _ => {}
                }
                at += 1;
            }
            if at == start {
                return None;
            }
            bound.insert(token.clone(), ty[start..at].concat());
        } else {
            if ty.get(at) != Some(token) {
                return None;
            }
            at += 1;
        }
    }
    (at == ty.len()).then_some(bound)
}

/// The index of the `>` that closes the `<` at `open` in `tokens` (`->` is no bracket).
fn closing_angle(tokens: &[String], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().skip(open) {
        match token.as_str() {
            "<" => depth += 1,
            ">" if i > 0 && tokens[i - 1] == "-" => {}
            ">" => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The indices of `tokens` outside any bracket.
fn depth_zero(tokens: &[String]) -> impl Iterator<Item = usize> + '_ {
    let mut depth = 0usize;
    (0..tokens.len()).filter(move |&i| {
        let outside = depth == 0;
        match tokens[i].as_str() {
            "<" | "[" | "(" => depth += 1,
            ">" if i > 0 && tokens[i - 1] == "-" => {}
            ">" | "]" | ")" => depth = depth.saturating_sub(1),
            _ => {}
        }
        outside && !matches!(tokens[i].as_str(), ">" | "]" | ")")
    })
}

/// The arguments of a generic argument list (the tokens inside its `<..>`), split at its
/// top-level commas.
fn split_arguments(tokens: &[String]) -> Vec<Vec<String>> {
    let commas: Vec<usize> = depth_zero(tokens).filter(|&i| tokens[i] == ",").collect();
    let mut arguments = Vec::new();
    let mut start = 0;
    for comma in commas.into_iter().chain([tokens.len()]) {
        if comma > start {
            arguments.push(tokens[start..comma].to_vec());
        }
        start = comma + 1;
    }
    arguments
}
