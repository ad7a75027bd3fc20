use super::*;

fn tokens(text: &str) -> Vec<String> {
    type_tokens(&name_tokens(text))
}

#[test]
fn self_type_patterns_tell_values_references_and_generics_apart() {
    let value = TypePattern::of(&["u8"], &[]);
    let reference = TypePattern::of(&["&", "u8"], &[]);
    let mutable = TypePattern::of(&["&", "mut", "u8"], &[]);
    assert!(value.matches(&tokens("u8")) && !value.matches(&tokens("&u8")));
    assert!(reference.matches(&tokens("&u8")) && !reference.matches(&tokens("&mut u8")));
    assert!(mutable.matches(&tokens("&mut u8")) && !mutable.matches(&tokens("u8")));
    let vec = TypePattern::of(&["Vec", "<", "T", ">"], &["T"]);
    assert!(vec.matches(&tokens("alloc::vec::Vec::<(u32, u64)>")));
    assert!(!vec.matches(&tokens("alloc::vec::Vec::<u32>::extra")));
    let path = TypePattern::of(&["crate", "::", "lib", "::", "Foo"], &[]);
    assert!(path.matches(&tokens("bundle::lib::Foo")));
    let blanket = TypePattern::of(&["T"], &["T"]);
    assert!(blanket.matches(&tokens("&mut [u8]")));
    let lifetimes = TypePattern::of(&["&", "Matrix", "<", "'a", ",", "T", ">"], &["T"]);
    assert!(lifetimes.matches(&tokens("&cp::Matrix<cp::ModInt<i64>>")));
    let only_lifetimes = TypePattern::of(&["Cursor", "<", "'a", ">"], &[]);
    assert!(only_lifetimes.matches(&tokens("bundle::Cursor")));
    let named_by_macro = TypePattern::of(&[METAVARIABLE, "<", "T", ">"], &[METAVARIABLE, "T"]);
    assert!(named_by_macro.matches(&tokens("bundle::lib::Matrix2x2::<i64>")));
    assert!(named_by_macro.matches(&tokens("Pair<(u8, u8)>")));
    assert!(!named_by_macro.matches(&tokens("&Pair<u8>")));
    assert!(!named_by_macro.matches(&tokens("Pair")));
}

/// Asserts that `shaken` holds none of `gone` and each of `stays`.
fn assert_went_and_stayed(shaken: &str, gone: &[&str], stays: &[&str]) {
    for gone in gone {
        assert!(!shaken.contains(gone), "{gone} stayed:\n{shaken}");
    }
    for stays in stays {
        assert!(shaken.contains(stays), "{stays} went:\n{shaken}");
    }
}

/// `text` without its whitespace, to compare token streams.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect()
}

fn library() -> Vec<String> {
    vec!["lib".to_string()]
}

/// Whether rustc (edition 2021) reports no error in `text`.
fn compiles(text: &str) -> bool {
    check(text, "2021")
        .unwrap()
        .iter()
        .all(|d| d.level != "error")
}

/// `text` after one round of the removals that rustc's lints on it (edition 2021) ask for.
fn lint_removals_applied(text: &str) -> String {
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let hidden = HiddenItems::find(&file, &shape);
    let diagnostics = check(text, "2021").unwrap();
    let edits = removals_for(&file, &shape, &library(), &hidden, &diagnostics);
    apply(text, merged(edits))
}

#[test]
fn dangling_removals_are_carried_into_the_next_attempt_where_their_text_is_once() {
    let carried = vec![
        ("impl From<Arr> for Matrix {}\n".to_string(), String::new()),
        ("use super::Matrix;\n".to_string(), String::new()),
        ("é".to_string(), "e".to_string()),
        ("gone".to_string(), String::new()),
    ];
    let trial = "mod a {\nuse super::Matrix;\nimpl From<Arr> for Matrix {}\n}\nmod b {\nuse super::Matrix;\n}\n// é\n";
    let edits = carried_again(trial, &carried);
    assert_eq!(
        apply(trial, merged(edits)),
        "mod a {\nuse super::Matrix;\n}\nmod b {\nuse super::Matrix;\n}\n// e\n"
    );
}

#[test]
fn an_unused_leaf_beside_a_used_glob_goes_alone() {
    // Haar-you's `use crate::haar_lib::{impl_algebra, num::ff::*};`: rustc reports the macro
    // unused and not the glob, which brings `ZZ`; the whole `use` went (E0405).
    let text = "mod lib {\n    pub mod ff { pub trait ZZ {} }\n    pub mod m {\n        use crate::lib::{f, ff::*};\n        pub struct S<T: ZZ>(pub T);\n    }\n    pub fn f() {}\n}\nfn main() { lib::f(); let _ = lib::m::S(()); }\nimpl lib::ff::ZZ for () {}\n";
    let shaken = lint_removals_applied(text);
    assert!(shaken.contains("use crate::lib::ff::*;"), "{shaken}");
}

#[test]
fn empty_modules_go_with_their_imports_unless_a_path_names_them() {
    let text = "mod lib {\n    pub mod outer {\n        pub mod inner {\n            #![allow(unused)]\n        }\n        pub use inner::*;\n    }\n    pub mod map {}\n    pub mod zero {}\n    pub mod named {}\n    pub mod lca {\n        pub mod lca {}\n    }\n    pub fn f(v: Option<u8>) -> Vec<u8> { vec![v.map(|x| x).unwrap_or(u8::zero())] }\n}\nuse lib::named;\nfn main() {}\n";
    let shaken = without_empty_modules(text, &library()).unwrap();
    assert_eq!(
        squeezed(&shaken),
        squeezed("mod lib {\n pub mod named {}\n pub fn f(v: Option<u8>) -> Vec<u8> { vec![v.map(|x| x).unwrap_or(u8::zero())] }\n}\nuse lib::named;\nfn main() {}\n")
    );
}

#[test]
fn std_imports_that_nothing_in_their_module_names_go_but_traits_and_pub_uses() {
    let text = "mod lib {
    pub mod input {
        use std::{io::Read, iter, str::from_utf8, mem::swap};
        pub use std::cmp::max;
        use std::cmp::{min, Ordering};
        use std::collections::HashMap;
        pub fn f(v: &[u8]) -> usize { let mut a = 0; swap(&mut a, &mut 1); v.iter().count() }
        pub mod inner { pub fn g() { super::from_utf8(b\"\"); } }
    }
    pub mod output { pub fn iter() {} }
}
fn main() {}
";
    let edits = imports_of_missing(text, &library()).unwrap();
    let shaken = apply(text, merged(edits));
    assert!(
        shaken.contains("use std::{io::Read, str::from_utf8, mem::swap};"),
        "{shaken}"
    );
    assert!(shaken.contains("pub use std::cmp::max;"), "{shaken}");
    assert!(
        shaken.contains("use std::collections::HashMap;"),
        "{shaken}"
    );
    // The list left with one entry loses its braces.
    assert!(shaken.contains("use std::cmp::Ordering;"), "{shaken}");
}

#[test]
fn an_empty_module_takes_no_std_import_of_its_name() {
    // Haar-you: `typical::double_sigma::max` went, and `tree::hld` still calls `max()`.
    let text = "mod lib {\n    pub mod double_sigma { pub mod max {} }\n    pub mod hld {\n        use std::cmp::max;\n        pub fn f() -> u8 { max(1, 2) }\n    }\n}\nfn main() { lib::hld::f(); }\n";
    let shaken = without_empty_modules(text, &library()).unwrap();
    assert!(shaken.contains("use std::cmp::max;"), "{shaken}");
    assert!(!shaken.contains("pub mod max"), "{shaken}");
}

#[test]
fn a_library_whose_items_all_went_goes_unless_a_path_names_it() {
    let text = "mod lib {\n    pub fn f() {}\n}\n\nmod traits {\n}\n\nmod named {}\nuse crate::named as _;\nfn main() { lib::f(); }\n";
    let libraries = ["lib", "traits", "named"].map(String::from);
    let shaken = without_empty_modules(text, &libraries).unwrap();
    assert_eq!(
        squeezed(&shaken),
        squeezed("mod lib {\n    pub fn f() {}\n}\n\nmod named {}\nuse crate::named as _;\nfn main() { lib::f(); }\n")
    );
}

#[test]
fn an_empty_module_that_shares_its_name_keeps_the_imports_of_that_name() {
    let text = "mod lib {\n    pub mod wrapper { pub mod modint {} }\n    pub mod modint { pub struct M; }\n    pub mod user { pub use crate::lib::modint::*; }\n}\nfn main() { let _ = lib::user::M; }\n";
    let shaken = without_empty_modules(text, &library()).unwrap();
    assert!(
        shaken.contains("pub use crate::lib::modint::*;"),
        "{shaken}"
    );
}

#[test]
fn imports_of_missing_names_go_from_nested_lists_and_pub_uses() {
    let text = "mod lib {\n    pub mod convolution { pub fn other() {} }\n    pub mod user {\n        use crate::lib::convolution::convolution;\n        use crate::lib::{convolution::{other, gone}, user::{self}, missing_too};\n        pub use super::convolution::{gone2, gone3};\n        use std::gone4;\n        pub fn g() { other() }\n        pub(crate) use gone_macro;\n        macro_rules! kept { () => {}; }\n        pub(crate) use kept;\n        use g;\n    }\n}\nfn main() { kept!(); }\n";
    let edits = imports_of_missing(text, &library()).unwrap();
    assert_eq!(
        squeezed(&apply(text, merged(edits))),
        squeezed("mod lib {\n pub mod convolution { pub fn other() {} }\n pub mod user {\n use crate::lib::{convolution::other, user::{self}};\n pub fn g() { other() }\n macro_rules! kept { () => {}; }\n pub(crate) use kept;\n use g;\n }\n}\nfn main() { kept!(); }\n")
    );
}

/// An `unused_imports` warning at byte ranges `primary`, without rustc's removal
/// suggestion.
fn unused_import_report(primary: Vec<(usize, usize)>) -> Diagnostic {
    Diagnostic {
        level: "warning".to_string(),
        lint: "unused_imports".to_string(),
        message: "unused imports".to_string(),
        rendered: String::new(),
        primary,
        suggestions: Vec::new(),
        invocations: Vec::new(),
    }
}

/// `text`, squeezed, after the removals of one unused-import report at byte ranges `reported`
/// without rustc's suggestion, this round's reports starting at the bytes `unused`.
fn without_reported_imports(
    text: &str,
    reported: &[(usize, usize)],
    unused: BTreeSet<usize>,
) -> String {
    let diagnostic = unused_import_report(reported.to_vec());
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let edits = unused_imports_without_suggestion(&file, &shape, &diagnostic, &unused);
    squeezed(&apply(text, merged(edits)))
}

#[test]
fn unused_imports_without_a_suggestion_go_by_their_spans() {
    let text = "mod lib {\n    pub use crate::lib::a::{One, Zero};\n    use crate::lib::a::Two;\n    pub mod a { pub trait One {} pub trait Zero {} pub trait Two {} }\n}\nfn main() {}\n";
    let span = |leaf: &str| {
        let start = text.find(leaf).unwrap();
        (start, start + leaf.len())
    };
    // The leaf alone, as rustc sometimes gives it.
    let reported = [span("One"), span("Two")];
    let unused = reported.iter().map(|&(start, _)| start).collect();
    assert_eq!(
        without_reported_imports(text, &reported, unused),
        squeezed("mod lib {\n pub use crate::lib::a::{Zero};\n pub mod a { pub trait One {} pub trait Zero {} pub trait Two {} }\n}\nfn main() {}\n")
    );
}

#[test]
fn unused_items_that_macro_code_needs_are_told_apart() {
    let text = "mod lib {\n    pub trait Modulo { const ROOT: u32; }\n    macro_rules! modulo { ($t:ident) => { impl Modulo for $t { const ROOT: u32 = 3; } }; }\n    pub struct Max(pub u8);\n    pub struct Alone;\n    pub fn helper() {}\n    macro_rules! monoid { ($t:ty) => { impl Max { fn of(_: $t) {} } fn g() { helper() } }; }\n    pub trait Stamped {}\n    pub trait Called { fn set(); }\n    macro_rules! value { ($n:ident) => { impl Stamped for $n {} impl Called for $n { fn set() {} } }; ($n:ident = $v:expr) => { <$n as Called>::set() }; }\n}\nfn main() {}\n";
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let token = |name: &str| {
        (0..file.tokens.len())
            .find(|&t| file.text(t) == name && file.kind(t) == Some(Kind::Ident))
            .unwrap()
    };
    let root = token("ROOT");
    assert!(declared_by_trait_a_macro_implements(&file, &shape, root));
    assert!(
        named_in_macro(&file, &shape, token("Max")),
        "a type a macro stamps"
    );
    assert!(!named_in_macro(&file, &shape, token("Alone")));
    assert!(
        !named_in_macro(&file, &shape, token("helper")),
        "a function: rustc sees its calls"
    );
    assert!(
        named_in_macro(&file, &shape, token("Stamped")),
        "a trait that macro code implements stays: its impls there are not edited out"
    );
    assert!(
        named_in_macro(&file, &shape, token("Called")),
        "a trait that macro code also calls through stays"
    );
}

/// What `dead_but_kept` keeps of the library in `text` when rustc reports each of `items`
/// unused (`"const MM"`, `"impl H { pub fn adj"`: the last word, where the text first has
/// what is written), as names.
fn kept_though_reported(text: &str, items: &[&str]) -> Vec<String> {
    kept_starts_though_reported(text, items)
        .into_iter()
        .map(|start| {
            text[start..]
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .next()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// [`kept_though_reported`], as the bytes where the kept names start.
fn kept_starts_though_reported(text: &str, items: &[&str]) -> Vec<usize> {
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let diagnostics: Vec<Diagnostic> = items
        .iter()
        .map(|item| {
            let name = item.rsplit(' ').next().unwrap();
            let start = text.find(item).unwrap() + item.rfind(name).unwrap();
            Diagnostic {
                lint: "dead_code".to_string(),
                primary: vec![(start, start + name.len())],
                ..unused_import_report(Vec::new())
            }
        })
        .collect();
    let hidden = HiddenItems::find(&file, &shape);
    dead_but_kept(&file, &shape, &hidden, &BTreeSet::new(), &diagnostics)
        .into_iter()
        .map(|t| file.tokens[t].start)
        .collect()
}

#[test]
fn names_the_solution_imports_through_a_library_or_a_glob_are_the_librarys() {
    let text = "use crate::lib::*;\nuse nest as vec;\nuse std::cmp::max;\nfn main() { crate::lib::f(); }\nmod lib {\n    macro_rules! nest { () => {}; }\n    pub(crate) use nest;\n    pub fn f() {}\n    pub fn max() {}\n}\n";
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let names = names_through_libraries(&file, &shape, &library());
    assert_eq!(names, BTreeSet::from(["f", "nest"]));
}

#[test]
fn an_unused_item_that_a_kept_trait_impl_names_stays() {
    let text = "mod lib {\n    pub trait Rt { fn g(&self) -> usize; }\n    pub struct R;\n    impl Rt for R { fn g(&self) -> usize { MM } }\n    const MM: usize = 1;\n    const GONE: usize = 2;\n    macro_rules! call { () => { <R as Rt>::g(&R) }; }\n}\nfn main() {}\n";
    // rustc's reports: the trait never used, the struct never constructed, the consts.
    let reported = ["trait Rt", "struct R", "const MM", "const GONE"];
    assert_eq!(kept_though_reported(text, &reported), ["Rt", "R", "MM"]);
}

#[test]
fn what_the_trait_impls_of_a_kept_dead_type_name_in_its_module_stays() {
    // egor's `HLIter` stays (code that stays returns it), and with it its `impl Iterator`,
    // which names `HLPart`, reported never constructed: taken, every trial failed (E0425).
    // A dead `enum Result` of another module is not the `Result` such an impl names.
    let text = "mod lib {\n    pub mod hld {\n        pub struct Part(pub u8);\n        pub struct PartIter(u8);\n        impl Iterator for PartIter { type Item = Part; fn next(&mut self) -> Option<Part> { Some(Part(self.0)) } }\n        impl std::fmt::Display for PartIter { fn fmt(&self, _: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }\n        macro_rules! start { () => { PartIter(0) }; }\n    }\n    pub mod other { pub enum Result { Gone } }\n}\nfn main() {}\n";
    let reported = ["struct PartIter", "struct Part", "pub enum Result"];
    assert_eq!(kept_though_reported(text, &reported), ["Part", "PartIter"]);
}

#[test]
fn what_an_unused_expansion_that_stays_calls_stays() {
    let text = "mod lib {\n    pub struct G;\n    impl G { pub fn adj(&self) -> u32 { 0 } pub fn gone(&self) {} }\n    pub trait Cap { fn capacity(&self) -> u32; }\n    pub struct E;\n    impl Cap for E { fn capacity(&self) -> u32 { 1 } }\n    macro_rules! flows { ($($t:ty: $f:ident)+) => { $(pub fn $f(g: &G, e: &E) -> $t { (g.adj() + e.capacity()) as $t })+ }; }\n    flows!(i32: flow_32 i64: flow_64);\n}\nfn main() {}\n";
    // No list entry of `flows!` can go (its grammar has no separator), so the unused
    // functions stay with an `allow`, and so do the method and the trait they call.
    let reported = [
        "i32: flow_32",
        "i64: flow_64",
        "fn adj",
        "fn gone",
        "trait Cap",
    ];
    assert_eq!(kept_though_reported(text, &reported), ["adj", "Cap"]);
}

#[test]
fn an_unused_expansion_that_stays_keeps_the_methods_of_the_types_it_names_only() {
    // egor's `memoization!` body calls `UnsafeCell::new`: that kept every dead `new`.
    let text = "mod lib {\n    pub struct H;\n    impl H { pub fn adj(&self) -> u32 { 1 } }\n    pub struct G;\n    impl G { pub fn adj(&self) -> u32 { 0 } }\n    macro_rules! flows { ($($t:ty: $f:ident)+) => { $(pub fn $f(g: &G) -> $t { g.adj() as $t })+ }; }\n    flows!(i32: flow_32 i64: flow_64);\n}\nfn main() {}\n";
    let reported = [
        "i32: flow_32",
        "i64: flow_64",
        "impl H { pub fn adj",
        "impl G { pub fn adj",
    ];
    let of_g = text.find("impl G { pub fn adj").unwrap() + "impl G { pub fn ".len();
    assert_eq!(kept_starts_though_reported(text, &reported), [of_g]);
}

#[test]
fn what_a_kept_types_impls_kept_traits_and_staying_bounds_need_stays() {
    // egor's rust_algo: `IndexedHeap` stays (a macro builds one), and rustc reports neither
    // its methods nor their callees but `Opt`'s; a kept trait's default method calls
    // `maxim` of a reported trait; a blanket impl that stays is bounded by a reported trait.
    let text = "mod lib {\n    struct Opt { v: u32 }\n    impl Opt { fn is_none(&self) -> bool { self.v == 0 } fn gone(&self) {} }\n    pub struct IndexedHeap { pos: Vec<Opt> }\n    impl IndexedHeap { pub fn new() -> Self { IndexedHeap { pos: Vec::new() } } pub fn empty(&self) -> bool { self.pos[0].is_none() } }\n    macro_rules! heap { () => { IndexedHeap::new() }; }\n    pub trait MinimMaxim { fn maxim(&mut self, o: Self); }\n    impl MinimMaxim for u32 { fn maxim(&mut self, o: Self) { *self = o; } }\n    pub trait Flow { fn flow(&self) -> u32 { let mut m = 0u32; m.maxim(1); m } }\n    pub trait ValueTrait { fn value() -> u32; }\n    pub trait Delta { fn delta() -> u32; }\n    impl<T: ValueTrait> Delta for T { fn delta() -> u32 { T::value() } }\n    macro_rules! flow { ($t:ty) => { impl Flow for $t {} impl Delta for $t {} }; }\n    flow!(u8);\n}\nfn main() {}\n";
    let reported = [
        "struct Opt",
        "fn is_none",
        "fn gone",
        "struct IndexedHeap",
        "trait MinimMaxim",
        "trait Flow",
        "trait ValueTrait",
        "trait Delta",
    ];
    let kept = kept_though_reported(text, &reported);
    for name in [
        "Opt",
        "is_none",
        "IndexedHeap",
        "MinimMaxim",
        "Flow",
        "ValueTrait",
    ] {
        assert!(kept.iter().any(|k| k == name), "{name} went: {kept:?}");
    }
    assert!(!kept.iter().any(|k| k == "gone"), "{kept:?}");
}

#[test]
fn the_names_a_failed_round_needs_are_its_errors_and_the_traits_of_their_methods() {
    let error = |message: &str| Diagnostic {
        level: "error".to_string(),
        message: message.to_string(),
        ..unused_import_report(Vec::new())
    };
    let errors = [
        error("no method named `maxim` found for type `{integer}` in the current scope"),
        error("cannot find trait `ValueTrait` in this scope"),
        error("unresolved import `crate::lib::edges::Edge`"),
        error("the trait bound `Val7: value::Value<u32>` is not satisfied"),
        error("mismatched types"),
    ];
    let before = "mod lib {\n    pub trait MinimMaxim { fn maxim(&mut self, o: Self); }\n    pub trait Other { fn minim(&mut self); }\n}\nfn main() {}\n";
    let names = rescued_names(before, &library(), &errors).unwrap();
    assert_eq!(
        names,
        BTreeSet::from(["Edge", "MinimMaxim", "Value", "ValueTrait", "maxim"].map(String::from))
    );
}

#[test]
fn an_unused_trait_whose_method_staying_code_calls_on_its_implementor_stays() {
    let text = "mod lib {\n    pub trait Elem { fn value(self) -> u32; }\n    pub trait Field: Elem { fn inv(self) -> Self { self } }\n    pub trait Other { fn value(self) -> u32; }\n    #[derive(Clone, Copy)]\n    pub struct Mint(u32);\n    impl Elem for Mint { fn value(self) -> u32 { self.0 } }\n    impl Field for Mint {}\n    impl std::fmt::Display for Mint { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.value()) } }\n    macro_rules! ops { ($t:ty, $f:expr) => {}; }\n    ops!(Mint, |y: Mint| y.inv());\n}\nfn main() {}\n";
    // Mint is never built, so rustc reports all three traits; Mint stays (`ops!` names it),
    // and with it what its Display impl and the invocation call. `Other` is no Mint's.
    let reported = ["trait Elem", "trait Field", "trait Other", "struct Mint"];
    assert_eq!(
        kept_though_reported(text, &reported),
        ["Elem", "Field", "Mint"]
    );
}

#[test]
fn an_unused_method_that_a_kept_trait_impl_of_a_type_naming_it_calls_stays() {
    let text = "mod lib {\n    pub struct Bits(u8);\n    impl Bits { pub fn test(&self) -> bool { true } pub fn new() -> Self { Bits(0) } }\n    pub struct Rows { data: Vec<Bits> }\n    impl std::fmt::Debug for Rows { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.data[0].test()) } }\n    pub struct Other;\n    impl Default for Other { fn default() -> Self { Other::make() } }\n    impl Other { pub fn make() -> Self { Other } }\n}\nfn main() {}\n";
    // `Bits::new` has no caller; `Rows` (of `Bits`) calls `test`, `Other`'s impl `make`.
    let reported = ["fn test", "fn new", "fn make"];
    assert_eq!(kept_though_reported(text, &reported), ["test", "make"]);
}

#[test]
fn a_use_item_reported_twice_goes_whole_or_once() {
    let text = "mod lib {\n    use std::{fmt::Debug, ops::{Deref, DerefMut, Mul}, slice::SliceIndex};\n    pub struct Fp(pub u32);\n    impl Fp { pub const fn mul(self, o: Fp) -> Fp { Fp(self.0 * o.0) } }\n    pub fn f(p: Fp) -> Fp { p.mul(Fp(2)) }\n}\nfn main() { let _ = lib::f(lib::Fp(1)); }\n";
    let removed = lint_removals_applied;
    // rustc reports `Mul` apart from the others, and without a suggestion.
    assert!(!removed(text).contains("use std"), "{}", removed(text));
    let debug_used = text.replace(
        "pub struct Fp(pub u32);",
        "#[derive(Debug)] pub struct Fp(pub u32); pub fn d(_: &dyn Debug) {}",
    );
    let partly = removed(&debug_used);
    assert!(partly.contains("use std::"), "{partly}");
    assert!(compiles(&partly), "{partly}");
}

#[test]
fn a_use_list_whose_every_leaf_is_unused_goes_whole() {
    // rustc suggests `{One, Zero}` -> `Zero` for `One`, and nothing for `Zero`.
    let text = "mod lib {\n    use crate::lib::a::{One, Zero};\n    pub mod a { pub trait One {} pub trait Zero {} }\n}\nfn main() {}\n";
    let at = |leaf: &str| text.find(leaf).unwrap();
    let zero = (at("Zero"), at("Zero") + 4);
    let unused = BTreeSet::from([at("One"), zero.0]);
    assert_eq!(
        without_reported_imports(text, &[zero], unused),
        squeezed("mod lib {\n pub mod a { pub trait One {} pub trait Zero {} }\n}\nfn main() {}\n")
    );
}

#[test]
fn candidates_that_a_supertrait_of_a_kept_impl_needs_stay() {
    let text = "mod lib {\n    pub trait Base: Extra + std::fmt::Debug { fn b() {} }\n    pub trait Extra: Deeper { fn e() {} }\n    pub trait Deeper { fn d() {} }\n    #[derive(Debug)]\n    pub struct S;\n    pub struct T;\n    impl Base for S {}\n    impl Extra for S {}\n    impl Deeper for S {}\n    impl Extra for T {}\n    impl Deeper for T {}\n}\nfn main() {}\n";
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let supertraits = library_supertraits(&file, &shape);
    let names: Vec<&str> = supertraits["Base"].iter().map(|s| s.name).collect();
    assert_eq!(names, ["Extra", "Debug", "Deeper"]);
    let candidates = shape.candidates(&file);
    let group = candidates
        .iter()
        .filter(|c| c.key != "impl Base for S")
        .collect();
    let mut pinned = BTreeSet::new();
    let left = without_stated_needs(
        &file,
        &shape,
        &candidates,
        group,
        &[],
        &BTreeSet::new(),
        &mut pinned,
    );
    let keys = |c: &[&Candidate]| c.iter().map(|c| c.key.clone()).collect::<Vec<_>>();
    assert_eq!(keys(&left), ["impl Extra for T", "impl Deeper for T"]);
    assert_eq!(
        pinned.into_iter().collect::<Vec<_>>(),
        ["impl Deeper for S", "impl Extra for S"]
    );
}

/// The candidates of `text` but the invocations of the macro `staying` (which stay), after
/// [`without_stated_needs`]: the keys of those left to try, and of those pinned.
fn stated_needs_with(text: &str, staying: &str) -> (Vec<String>, Vec<String>) {
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let candidates = shape.candidates(&file);
    let group = candidates
        .iter()
        .filter(|c| !c.key.starts_with(staying))
        .collect();
    let mut pinned = BTreeSet::new();
    let left = without_stated_needs(
        &file,
        &shape,
        &candidates,
        group,
        &[],
        &BTreeSet::new(),
        &mut pinned,
    );
    let left = left.iter().map(|c| c.key.clone()).collect();
    (left, pinned.into_iter().collect())
}

#[test]
fn an_invocation_whose_declared_name_code_that_stays_names_stays() {
    // egor's `alias!`: the trait and its blanket impl run nothing, but `fn gen<T: SemiRing>`
    // stays; `Ring` is named only by its own impl, a struct of that name, an import and an
    // invocation of the group.
    let text = "mod lib {\n    macro_rules! alias { ($(#[$m:meta])* $name:ident: $($b:tt)+) => { pub trait $name: $($b)+ {} impl<T: $($b)+> $name for T {} }; }\n    alias!(#[doc = \"s\"] SemiRing: Copy);\n    alias!(Ring: Clone);\n    alias!(Field: Ring + Copy);\n    pub fn gen<T: SemiRing>(t: T) -> T { t }\n    pub mod other { pub struct Ring; }\n    pub mod user { pub use super::Ring; }\n    pub struct S;\n    impl Ring for S {}\n}\nfn main() { let _ = lib::gen(1u8); }\n";
    let (left, pinned) = stated_needs_with(text, "no macro");
    assert_eq!(pinned, ["alias!(#[doc = \"s\"] SemiRing: Copy)"]);
    assert_eq!(left, ["alias!(Ring: Clone)", "alias!(Field: Ring + Copy)"]);
}

#[test]
fn candidates_that_a_supertrait_of_a_kept_invocations_trait_needs_stay() {
    // tayu-procon's `impl_numeric_trait_for_integer!(i8 .. usize)` stays (it runs
    // `max_value`), and `trait Numeric: One` needs the `impl One` of each of those types,
    // though none of them runs: a trial without `impl_one_integer!` failed (E0277).
    // Its `+ std::fmt::Display` is not the library's own `trait Display`.
    let text = "mod lib {\n    pub trait One { fn one() -> Self; }\n    pub trait Display { fn show(&self); }\n    pub trait Numeric: One + std::fmt::Display { fn max() -> Self; }\n    macro_rules! numeric { ($($t:ty)*) => { $(impl Numeric for $t { fn max() -> Self { 9 } })* }; }\n    macro_rules! one { ($($t:ty)*) => { $(impl One for $t { fn one() -> Self { 1 } })* }; }\n    macro_rules! show { ($($t:ty)*) => { $(impl Display for $t { fn show(&self) {} })* }; }\n    numeric!(u8 u32);\n    one!(u8 u32);\n    one!(i64);\n    show!(u8);\n}\nfn main() {}\n";
    let (left, pinned) = stated_needs_with(text, "numeric!");
    assert_eq!(left, ["one!(i64)", "show!(u8)"]);
    assert_eq!(pinned, ["one!(u8 u32)"]);
}

#[test]
fn candidates_that_a_bound_of_a_function_a_kept_invocation_calls_needs_stay() {
    // rsk0315's `impl_from!(i8 .. usize)` stays (a `From<Vec<u32>>` runs) and writes
    // `StaticModInt::new(..)`, with `fn new(n: impl RemEuclidU32)`: the `impl RemEuclidU32`
    // of each of its types is needed though none of them runs, and a trial without them
    // failed (E0277).
    let text = "mod lib {\n    pub trait RemEuclidU32 { fn rem(self) -> u32; }\n    pub trait Other { fn other(self); }\n    macro_rules! rem { ($($t:ty)*) => { $(impl RemEuclidU32 for $t { fn rem(self) -> u32 { self as u32 } })* }; }\n    macro_rules! other { ($($t:ty)*) => { $(impl Other for $t { fn other(self) {} })* }; }\n    rem!(u8 u32);\n    rem!(i64);\n    other!(u8);\n    pub struct StaticModInt(u32);\n    impl StaticModInt { pub fn new(n: impl RemEuclidU32) -> Self { StaticModInt(n.rem()) } }\n    pub struct Poly(Vec<StaticModInt>);\n    macro_rules! impl_from { ($($t:ty)*) => { $(impl From<Vec<$t>> for Poly { fn from(v: Vec<$t>) -> Self { Poly(v.into_iter().map(StaticModInt::new).collect()) } })* }; }\n    impl_from!(u8 u32);\n}\nfn main() {}\n";
    let (left, pinned) = stated_needs_with(text, "impl_from!");
    assert_eq!(left, ["rem!(i64)", "other!(u8)"]);
    assert_eq!(pinned, ["rem!(u8 u32)"]);
}

#[test]
fn candidates_that_a_kept_invocation_calls_on_a_magnitude_need_stay() {
    // egor's `write_signed_int!(i8 i16 ..)` writes `self.unsigned_abs().write(output)`, and
    // the `impl Writable for i8` it stamps needs `impl Writable for u8`, which no instance
    // runs: a trial without it failed (E0599), as ACL-style `rem_euclid_u32` ones did.
    let text = "mod lib {\n    pub trait Writable { fn write(&self, out: &mut Vec<u8>); }\n    pub trait Other { fn other(&self); }\n    impl Writable for u8 { fn write(&self, out: &mut Vec<u8>) { out.push(*self) } }\n    impl Writable for u16 { fn write(&self, out: &mut Vec<u8>) { out.push(*self as u8) } }\n    impl Writable for u64 { fn write(&self, out: &mut Vec<u8>) { out.push(*self as u8) } }\n    impl Other for u8 { fn other(&self) {} }\n    macro_rules! signed { ($($t:ident)+) => { $(impl Writable for $t { fn write(&self, out: &mut Vec<u8>) { self.unsigned_abs().write(out) } })+ }; }\n    signed!(i8 i64);\n    macro_rules! borrowed { ($($t:ty),*) => { $(impl Writable for &$t { fn write(&self, out: &mut Vec<u8>) { (**self).write(out) } })* }; }\n    borrowed!(u8);\n}\nfn main() { let mut v = Vec::new(); lib::Writable::write(&5i64, &mut v); }\n";
    assert!(compiles(text));
    let (left, pinned) = stated_needs_with(text, "signed!");
    assert_eq!(
        left,
        [
            "impl Writable for u16",
            "impl Other for u8",
            "borrowed!(u8)"
        ],
        "`impl Writable for &u8` is not the impl of `u8`"
    );
    assert_eq!(pinned, ["impl Writable for u64", "impl Writable for u8"]);
}

#[test]
fn candidates_that_a_bound_of_a_type_a_kept_invocation_names_needs_stay() {
    // tayu-procon's `impl Iterator for Factors<$t>` for ten integer types, with `struct
    // Factors<T: MathInt>`: the `impl MathInt` of each of them is needed.
    let text = "mod lib {\n    pub trait MathInt { fn one() -> Self; }\n    macro_rules! math { ($($t:ty)*) => { $(impl MathInt for $t { fn one() -> Self { 1 } })* }; }\n    math!(u8 u32);\n    math!(i64);\n    pub struct Factors<T: MathInt>(T);\n    macro_rules! factors { ($($t:ty)*) => { $(impl Iterator for Factors<$t> { type Item = $t; fn next(&mut self) -> Option<$t> { None } })* }; }\n    factors!(u8 u32);\n}\nfn main() {}\n";
    let (left, pinned) = stated_needs_with(text, "factors!");
    assert_eq!(left, ["math!(i64)"]);
    assert_eq!(pinned, ["math!(u8 u32)"]);
}

#[test]
fn instance_names_give_their_impls_and_identifiers() {
    let impl_name = |self_type: &str, trait_name: &str, arguments: &[&str]| ImplName {
        self_type: tokens(self_type),
        trait_name: trait_name.to_string(),
        trait_argument_idents: arguments.iter().map(|a| a.to_string()).collect(),
    };
    let name = InstanceName::of("<&u8 as bundle::lib::Show>::show::{closure}");
    assert_eq!(name.impls, [impl_name("&u8", "Show", &[])]);
    assert!(name.idents.contains("lib") && name.idents.contains("u8"));
    let nested = InstanceName::of("<bundle::W<u8> as core::ops::Add<u32>>::add");
    assert_eq!(nested.impls, [impl_name("W<u8>", "Add", &["u32"])]);
    // As `mono::demangle` writes them: a generic path's arguments after a turbofish.
    let turbofish = InstanceName::of(
        "<[bundle::m::Mint::<bundle::m::P>] as bundle::ntt::Transform::<bundle::m::P>>::ntt",
    );
    assert_eq!(
        turbofish.impls,
        [impl_name("[Mint<P>]", "Transform", &["bundle", "m", "P"])]
    );
    assert!(InstanceName::of("bundle::main").impls.is_empty());
}

/// The impl step's candidates in the library of `text`.
fn candidates_of(text: &str) -> Vec<Candidate> {
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    Shape::of(&file, &library()).candidates(&file)
}

#[test]
fn impls_of_marker_traits_are_no_candidates_though_the_trait_comes_from_the_arguments() {
    // Haar's `implement!(Unsigned; u8, ..)`: `u64: Unsigned` is a bound of Dijkstra, and no
    // instance can show it (the impl runs nothing), so a trial of it failed on the bound.
    let text = "mod lib {\n    pub trait Unsigned {}\n    pub trait Named { fn name(&self) -> u8 { 1 } }\n    macro_rules! implement { ($tr:ty; $($t:ty),*) => { $(impl $tr for $t {})* }; }\n    implement!(Unsigned; u8, u64);\n    implement!(Named; u8, u64);\n    pub fn dist<T: Unsigned>(t: T) -> T { t }\n}\nfn main() { lib::dist(1u64); }\n";
    assert_eq!(
        keys(&candidates_of(text)),
        ["implement!(Named; u8, u64)"],
        "a trait with a default method runs it through each impl"
    );
    let unbounded = text.replace("<T: Unsigned>", "<T>");
    assert_eq!(
        keys(&candidates_of(&unbounded)),
        [
            "implement!(Unsigned; u8, u64)",
            "implement!(Named; u8, u64)"
        ],
        "a trial takes an invocation of a marker that only invocations name"
    );
}

#[test]
fn impls_of_toolchain_traits_are_no_candidates_beside_a_library_trait_of_their_name() {
    // tayu's cpio declares its own `trait Display`, and `impl std::fmt::Display for
    // InvalidTree` was taken for an impl of it: idle, it went, and `impl std::error::Error
    // for InvalidTree {}` lost its supertrait (E0277).
    let text = "mod lib {
    pub trait Display { fn show(&self) -> u8; }
    impl Display for u8 { fn show(&self) -> u8 { *self } }
    pub mod error {
        use std::fmt;
        pub struct A;
        impl std::fmt::Display for A { fn fmt(&self, _: &mut fmt::Formatter) -> fmt::Result { Ok(()) } }
        impl std::error::Error for A {}
        pub struct B;
        impl fmt::Display for B { fn fmt(&self, _: &mut fmt::Formatter) -> fmt::Result { Ok(()) } }
    }
    pub mod grouped {
        use std::fmt::{self, Display};
        pub struct C;
        impl Display for C { fn fmt(&self, _: &mut fmt::Formatter) -> fmt::Result { Ok(()) } }
        pub struct D;
        impl fmt::Display for D { fn fmt(&self, _: &mut fmt::Formatter) -> fmt::Result { Ok(()) } }
    }
    pub mod own {
        use super::Display;
        pub struct E;
        impl Display for E { fn show(&self) -> u8 { 0 } }
    }
}
fn main() { let _ = lib::error::A; }
";
    assert_eq!(
        keys(&candidates_of(text)),
        ["impl Display for u8", "impl Display for E"]
    );
}

/// The candidate of `all` whose key starts with `key`.
fn candidate<'c>(all: &'c [Candidate], key: &str) -> &'c Candidate {
    all.iter()
        .find(|c| c.key.starts_with(key))
        .unwrap_or_else(|| panic!("no candidate {key}"))
}

/// The keys of `candidates`.
fn keys<'c>(candidates: impl IntoIterator<Item = &'c Candidate>) -> Vec<&'c str> {
    candidates.into_iter().map(|c| c.key.as_str()).collect()
}

/// Whether the candidate of `all` whose key starts with `key` may run in a program whose one
/// instance is `instance`.
fn may_run_in(all: &[Candidate], key: &str, instance: &str) -> bool {
    candidate(all, key).may_run(&[InstanceName::of(instance)])
}

#[test]
fn an_invocation_may_run_only_through_impls_of_the_self_types_its_macro_writes() {
    let text = "mod lib {\n    pub trait Rem { fn rem(self) -> u32; }\n    impl Rem for u64 { fn rem(self) -> u32 { 0 } }\n    macro_rules! borrowed { ($($t:ty),*) => { $(impl Rem for &$t { fn rem(self) -> u32 { (*self).rem() } })* }; }\n    borrowed!(u32, u64);\n    macro_rules! anything { ($t:ident) => { impl Rem for $t { fn rem(self) -> u32 { 1 } } }; }\n    anything!(u64);\n    pub struct Wrap<const N: usize>;\n    impl<const N: usize> Rem for Wrap<N> { fn rem(self) -> u32 { N as u32 } }\n}\nfn main() {}\n";
    let all = candidates_of(text);
    let runs = |key: &str, instance: &str| may_run_in(&all, key, instance);
    let value = "<u64 as bundle::lib::Rem>::rem";
    let reference = "<&u64 as bundle::lib::Rem>::rem";
    assert!(!runs("borrowed!", value) && runs("borrowed!", reference));
    assert!(runs("anything!", value));
    assert!(runs(
        "impl Rem for Wrap",
        "<bundle::lib::Wrap<3> as bundle::lib::Rem>::rem"
    ));
}

#[test]
fn an_invocation_may_run_through_a_generic_type_it_names_and_is_needed_by_the_tuple_it_writes() {
    let text = "mod lib {\n    use std::ops::MulAssign;\n    pub struct M2<T>(T);\n    pub struct M3<T>(T);\n    macro_rules! square { ($M:ident) => { impl<T: Copy> MulAssign<$M<T>> for $M<T> { fn mul_assign(&mut self, _: $M<T>) {} } }; }\n    square!(M2);\n    square!(M3);\n    pub trait Readable { fn read() -> Self; }\n    macro_rules! tuple_readable { ($($name:ident)+) => { impl<$($name: Readable),+> Readable for ($($name,)+) { fn read() -> Self { ($($name::read(),)+) } } }; }\n    tuple_readable! {T}\n    tuple_readable! {T U}\n}\nfn main() {}\n";
    let all = candidates_of(text);
    let runs = |key: &str, instance: &str| may_run_in(&all, key, instance);
    // rustc's names leave out a trait argument that is its default (`Rhs = Self`).
    let assign = "<bundle::lib::M2::<i64> as core::ops::arith::MulAssign>::mul_assign";
    assert!(runs("square!(M2)", assign) && !runs("square!(M3)", assign));
    let pair = all
        .iter()
        .filter(|c| c.implements("(usize, usize)", "Readable"));
    assert_eq!(keys(pair), ["tuple_readable!{T U}"]);
}

#[test]
fn an_invocation_may_run_through_the_type_its_arguments_write_with_the_generics_they_bound() {
    // tayu's cpio: `impl_base_ust!(&[T], [T], T: Display)` writes `impl<T: Display> Display
    // for &[T]`, run as `<&[u32] as Display>::fmt`; `Vec<T>` and `&str` are other impls.
    let text = "mod lib {\n    pub trait Display { fn fmt(&self); }\n    macro_rules! impl_base_ust { ($ty:ty, $b:ty, $($t:tt)*) => { impl<$($t)*> Display for $ty { fn fmt(&self) {} } }; }\n    impl_base_ust!(&str, str,);\n    impl_base_ust!(&[T], [T], T: Display);\n    impl_base_ust!([T; N], [T], T: Display, const N: usize);\n    impl_base_ust!(Vec<T>, [T], T: Display);\n}\nfn main() {}\n";
    let all = candidates_of(text);
    let runs = |key: &str, instance: &str| may_run_in(&all, key, instance);
    let slice = "<&[u32] as bundle::lib::Display>::fmt";
    assert!(runs("impl_base_ust!(&[T]", slice));
    assert!(!runs("impl_base_ust!(Vec<T>", slice) && !runs("impl_base_ust!(&str", slice));
    assert!(runs(
        "impl_base_ust!([T; N]",
        "<[u8; 4] as bundle::lib::Display>::fmt"
    ));
    let needed = all.iter().filter(|c| c.implements("&[u32]", "Display"));
    assert_eq!(keys(needed), ["impl_base_ust!(&[T], [T], T: Display)"]);
}

#[test]
fn a_trial_that_loses_a_type_pins_the_invocations_that_name_it() {
    let text = "mod lib {\n    pub trait Dim { fn dim() -> usize; }\n    macro_rules! define_vector { ($n:ident, $d:expr) => { pub struct $n; impl Dim for $n { fn dim() -> usize { $d } } }; }\n    define_vector!(Vector2d, 2);\n    define_vector!(Vector4d, 4);\n    macro_rules! define_matrix { ($n:ident, $v:ident) => { pub struct $n(pub Option<$v>); }; }\n    define_matrix!(Matrix2x4, Vector4d);\n}\nfn main() { let _ = lib::Matrix2x4(None); }\n";
    let all = candidates_of(text);
    let without = text.replace("    define_vector!(Vector4d, 4);\n", "");
    let seen = Look {
        diagnostics: check(&without, "2021").unwrap(),
        instances: None,
    };
    let group: Vec<&Candidate> = all.iter().collect();
    let named = named_by_errors(&without, &seen, &group).unwrap();
    assert_eq!(keys(named), ["define_vector!(Vector4d, 4)"]);
}

#[test]
fn a_trial_whose_method_lost_its_bounds_pins_the_impl_for_its_receiver() {
    // egor's output: without `impl Writable for &str`, `(x: &str).write(..)` finds the
    // blanket impl for `&T`, and rustc says the method "exists for reference `&str`, but its
    // trait bounds were not satisfied" (`str: Writable`, which no impl is about).
    let text = "mod lib {\n    pub trait Writable { fn write(&self) -> usize; }\n    impl Writable for &str { fn write(&self) -> usize { self.len() } }\n    impl Writable for u8 { fn write(&self) -> usize { 1 } }\n    impl<T: Writable + ?Sized> Writable for &T { fn write(&self) -> usize { (**self).write() } }\n    pub fn f(s: &str) -> usize { s.write() }\n}\nfn main() { let _ = lib::f(\"a\"); }\n";
    let all = candidates_of(text);
    let group: Vec<&Candidate> = all.iter().collect();
    let without = text.replace(
        "    impl Writable for &str { fn write(&self) -> usize { self.len() } }\n",
        "",
    );
    let seen = Look {
        diagnostics: check(&without, "2021").unwrap(),
        instances: None,
    };
    let named = keys(named_by_errors(&without, &seen, &group).unwrap());
    assert!(named.contains(&"impl Writable for &str"), "{named:?}");
}

#[test]
fn a_trial_whose_error_is_at_an_operator_pins_the_impls_of_its_trait() {
    // cympfh/procon-rs: `impl Div<i128> for ModInt` (which stays) divides by a `ModInt`, so
    // the `ring!` invocation that writes `impl Div for ModInt` is needed though nothing
    // runs it; without it, rustc says "mismatched types" at the divisor. (The `-=` error
    // names its operator.)
    let text = "mod lib {\n    use std::ops::{Div, Sub, SubAssign};\n    #[derive(Clone, Copy)]\n    pub struct ModInt(pub i128);\n    macro_rules! ring { ($t:ty) => { impl Div for $t { type Output = Self; fn div(self, o: Self) -> Self { ModInt(self.0 / o.0) } } }; }\n    ring!(ModInt);\n    impl Div<i128> for ModInt { type Output = Self; fn div(self, o: i128) -> Self { self / ModInt(o) } }\n    impl Sub for ModInt { type Output = Self; fn sub(self, o: Self) -> Self { ModInt(self.0 - o.0) } }\n    macro_rules! assign { ($t:ty) => { impl SubAssign for $t { fn sub_assign(&mut self, o: Self) { *self = *self - o; } } }; }\n    assign!(ModInt);\n    pub fn f(mut a: ModInt) -> ModInt { a -= a; a / 2 }\n}\nfn main() { let _ = lib::f(lib::ModInt(4)); }\n";
    let all = candidates_of(text);
    let group: Vec<&Candidate> = all.iter().collect();
    let without = text
        .replace("    ring!(ModInt);\n", "")
        .replace("    assign!(ModInt);\n", "");
    let seen = Look {
        diagnostics: check(&without, "2021").unwrap(),
        instances: None,
    };
    let named = named_by_errors(&without, &seen, &group).unwrap();
    assert_eq!(keys(named), ["ring!(ModInt)", "assign!(ModInt)"]);
}

#[test]
fn an_invocation_may_run_through_the_type_its_macro_body_names_and_the_trait_it_is_given() {
    let text = "mod lib {\n    use std::ops;\n    pub struct ModInt<N>(N);\n    pub struct Sum<T>(T);\n    pub trait Additive { fn times(&self); }\n    macro_rules! impl_ops { ($t:ident, $f:ident, $r:ty) => { impl<N> ops::$t<$r> for ModInt<N> { type Output = Self; fn $f(self, _: $r) -> Self { self } } }; }\n    impl_ops!(Mul, mul, Self);\n    impl_ops!(Sub, sub, Self);\n    macro_rules! implement { ($($t:ty),*) => { $(impl Additive for Sum<$t> { fn times(&self) {} })* }; }\n    implement!(u8);\n    implement!(i64);\n}\nfn main() {}\n";
    let all = candidates_of(text);
    let runs = |key: &str, instance: &str| may_run_in(&all, key, instance);
    let mul = "<bundle::lib::ModInt<i64> as core::ops::arith::Mul>::mul";
    assert!(runs("impl_ops!(Mul", mul));
    assert!(!runs("impl_ops!(Sub", mul));
    let times = "<bundle::lib::Sum<i64> as bundle::lib::Additive>::times";
    assert!(runs("implement!(i64)", times));
    assert!(
        !runs("implement!(u8)", times),
        "`Sum<$t>` is the arguments' type, not one type for every expansion"
    );
}

#[test]
fn an_invocation_stamps_what_the_macro_in_its_scope_and_the_macros_it_calls_write() {
    let text = "mod lib {\n    pub trait Set { fn f() {} }\n    pub trait Ordered { fn o() {} }\n    pub trait Float { fn g() {} }\n    macro_rules! algebra { ($t:ty) => { impl Set for $t {} }; }\n    pub mod min {\n        pub struct Min<T>(T);\n        macro_rules! implement { ($($t:ty),*) => { $(algebra!(Min<$t>); impl Ordered for Min<$t> {})* }; }\n        implement!(i64);\n    }\n    pub mod float {\n        macro_rules! implement { ($($t:ty),*) => { $(impl Float for $t {})* }; }\n        implement!(f64);\n    }\n}\nfn main() {}\n";
    let all = candidates_of(text);
    let stamps = |key: &str| {
        let stamps = &candidate(&all, key).stamps;
        (stamps.traits.clone(), stamps.self_patterns.is_some())
    };
    assert_eq!(
        stamps("implement!(i64)"),
        (vec!["Ordered".to_string(), "Set".to_string()], false)
    );
    assert_eq!(stamps("implement!(f64)"), (vec!["Float".to_string()], true));
    assert!(may_run_in(
        &all,
        "implement!(i64)",
        "<bundle::lib::min::Min<i64> as bundle::lib::Set>::f"
    ));
}

#[test]
fn operator_errors_name_the_trait_they_miss() {
    let assign =
        "binary assignment operation `+=` cannot be applied to type `montgomery::Montgomery`";
    assert_eq!(
        operator_bounds(assign),
        [(
            "montgomery::Montgomery".to_string(),
            "AddAssign".to_string()
        )]
    );
    assert_eq!(
        operator_bounds("cannot divide `geom::Vector` by `f64`"),
        [
            ("geom::Vector".to_string(), "Div".to_string()),
            ("f64".to_string(), "Div".to_string())
        ]
    );
}

#[test]
fn an_impl_defines_the_default_methods_of_its_trait() {
    let text = "mod lib {\n    pub trait Matrix { fn width(&self) -> usize; fn size(&self) -> usize { self.width() } }\n    pub struct M;\n    impl Matrix for M { fn width(&self) -> usize { 1 } }\n    macro_rules! matrix { ($t:ty) => { impl Matrix for $t { fn width(&self) -> usize { 2 } } }; }\n    pub struct N;\n    matrix!(N);\n}\nfn main() {}\n";
    let all = candidates_of(text);
    for key in ["impl Matrix for M", "matrix!(N)"] {
        assert_eq!(candidate(&all, key).functions, ["width", "size"], "{key}");
    }
}

#[test]
fn an_unused_method_an_invocation_in_a_trait_declares_gives_the_trait_the_allow() {
    let text = "mod lib {\n    macro_rules! decl { ($($f:ident)*) => { $(fn $f(self) -> Self;)* }; }\n    pub trait Float: Sized {\n        decl!(sqrt abs);\n    }\n}\nfn main() {}\n";
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let start = text.find("abs").unwrap();
    let report = Diagnostic {
        lint: "dead_code".to_string(),
        primary: vec![(start, start + 3)],
        ..unused_import_report(Vec::new())
    };
    let at = file.token_starting_at(start).unwrap();
    let edits = unused_in_macro(&file, &shape, &report, at, &BTreeSet::from([at]));
    assert_eq!(
        squeezed(&apply(text, edits)),
        squeezed(&text.replace("pub trait", "#[allow(dead_code)] pub trait"))
    );
}

/// `text` after rustc's one dead-code report of the functions `dead_names` (each at its
/// first occurrence after a space), as the invocations' removals take it.
fn without_dead_in_macros(text: &str, dead_names: &[&str]) -> String {
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let primary: Vec<(usize, usize)> = dead_names
        .iter()
        .map(|name| {
            let start = text.find(&format!(" {name}")).unwrap() + 1;
            (start, start + name.len())
        })
        .collect();
    let report = Diagnostic {
        lint: "dead_code".to_string(),
        primary: primary.clone(),
        ..unused_import_report(Vec::new())
    };
    let dead: BTreeSet<usize> = primary
        .iter()
        .map(|&(start, _)| file.token_starting_at(start).unwrap())
        .collect();
    let edits: Vec<Edit> = dead
        .iter()
        .flat_map(|&at| unused_in_macro(&file, &shape, &report, at, &dead))
        .collect();
    apply(text, merged(edits))
}

#[test]
fn an_invocation_in_an_impl_whose_functions_are_all_dead_goes_whole() {
    // Egor's `read_impl!(i32, read_int, read_int_vec, read_int_pair_vec);` in `impl Input`:
    // all three methods dead, the invocation goes; of `read_impl!(usize, ..)`, `read_size`
    // is used, and the invocation stays (nothing inside it is edited).
    let text = "mod lib {\n    pub struct Input;\n    macro_rules! read_impl {\n        ($t:ty, $one:ident, $many:ident) => { pub fn $one(&self) -> $t { 0 } pub fn $many(&self) -> Vec<$t> { Vec::new() } };\n        ($t:ty, $one:ident, $many:ident, $pairs:ident) => { read_impl!($t, $one, $many); pub fn $pairs(&self) -> Vec<($t, $t)> { Vec::new() } };\n    }\n    impl Input {\n        read_impl!(usize, read_size, read_sizes, read_size_pairs);\n        read_impl!(i32, read_int, read_ints, read_int_pairs);\n    }\n}\nfn main() { let _ = lib::Input.read_size(); }\n";
    let shaken = without_dead_in_macros(
        text,
        &[
            "read_sizes",
            "read_size_pairs",
            "read_int",
            "read_ints",
            "read_int_pairs",
        ],
    );
    assert!(!shaken.contains("read_int"), "{shaken}");
    assert!(
        shaken.contains("read_impl!(usize, read_size, read_sizes, read_size_pairs);"),
        "{shaken}"
    );
    assert!(compiles(&shaken), "{shaken}");
}

#[test]
fn an_invocation_of_inherent_impls_whose_functions_are_all_dead_goes_whole() {
    // Egor's `with_edges_impl!(Edge, with_edges_with_payload, payload);` writes `impl<P:
    // Clone> Graph<$edge<P>> { pub fn $name(..) }`: its function dead, the invocation stayed
    // and the lints took `Edge::with_payload`, which it calls (E0599, a failed look).
    let text = "mod lib {
    pub struct Graph<E>(Vec<E>);
    pub struct EdgeRaw<P>(P);
    pub type Edge<P> = EdgeRaw<P>;
    impl<P> EdgeRaw<P> { pub fn with_payload(p: P) -> Self { EdgeRaw(p) } }
    impl EdgeRaw<()> { pub fn new() -> Self { EdgeRaw(()) } }
    macro_rules! with_edges_impl {
        ($edge: ident, $name: ident) => {
            impl Graph<$edge<()>> { pub fn $name(n: usize) -> Self { Graph((0..n).map(|_| $edge::new()).collect()) } }
        };
        ($edge: ident, $name: ident, payload) => {
            impl<P: Clone> Graph<$edge<P>> { pub fn $name(p: &[P]) -> Self { Graph(p.iter().map(|p| $edge::with_payload(p.clone())).collect()) } }
        };
    }
    with_edges_impl!(Edge, with_edges);
    with_edges_impl!(Edge, with_edges_with_payload, payload);
}
fn main() { let _ = lib::Graph::with_edges(3); }
";
    assert!(compiles(text));
    let shaken = without_dead_in_macros(text, &["with_edges_with_payload"]);
    assert!(
        !shaken.contains("with_edges_impl!(Edge, with_edges_with_payload"),
        "{shaken}"
    );
    assert!(
        shaken.contains("with_edges_impl!(Edge, with_edges);"),
        "{shaken}"
    );
    assert!(compiles(&shaken), "{shaken}");
}

#[test]
fn a_method_a_kept_impl_defines_keeps_no_dead_fn_of_its_name() {
    let text = "mod lib {\n    pub struct Path;\n    impl Iterator for Path { type Item = u8; fn next(&mut self) -> Option<u8> { None } }\n    pub fn next(p: u8) -> u8 { p }\n}\nfn main() {}\n";
    assert!(kept_though_reported(text, &["fn next(p"]).is_empty());
}

/// The dangling removals for rustc's E0407 "method `method` is not a member of trait" at
/// `text[method_span]`, in the expansion of the invocation `text[site_span]`.
fn method_not_in_trait_removals(
    text: &str,
    method: &str,
    method_span: (usize, usize),
    site_span: (usize, usize),
) -> String {
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let report = Diagnostic {
        level: "error".to_string(),
        lint: "E0407".to_string(),
        message: format!("method `{method}` is not a member of trait"),
        primary: vec![method_span],
        invocations: vec![site_span],
        ..unused_import_report(Vec::new())
    };
    apply(text, merged(dangling_removals(&file, &shape, &[report])))
}

/// The byte span of `text`'s first `from` up to the end of the first `to` after it.
fn span_of(text: &str, from: &str, to: &str) -> (usize, usize) {
    let start = text.find(from).unwrap();
    (start, start + text[start..].find(to).unwrap() + to.len())
}

#[test]
fn a_function_a_macro_body_calls_takes_no_invocation_with_it() {
    // tayu's `xor_shift`: only `impl_math_int!`'s primality test calls it, and rustc reports
    // it dead; once the lints took it, the invocations stay (they hold `u64::totient`, which
    // the program runs) and the name is rescued instead. A type's removal still takes them.
    let text = "mod lib {\n    pub trait MathInt { fn totient(self) -> Self; fn is_prime(self) -> bool; }\n    macro_rules! impl_math_int { ($($t:ty)*) => { $(impl MathInt for $t { fn totient(self) -> Self { self } fn is_prime(self) -> bool { xor_shift(self as u64) > 0 } })* }; }\n    impl_math_int!(u32 u64);\n    macro_rules! wrap { ($t:ident) => { impl Wrapped for $t {} }; }\n    pub trait Wrapped {}\n    wrap!(Gone);\n}\nfn main() { use lib::MathInt; let _ = 5u64.totient(); }\n";
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let diagnostics = check(text, "2021").unwrap();
    let missing: Vec<&str> = diagnostics
        .iter()
        .filter(|d| d.level == "error" && d.lint.starts_with('E'))
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(
        missing,
        [
            "cannot find type `Gone` in this scope",
            "cannot find function `xor_shift` in this scope"
        ]
    );
    let shaken = apply(text, merged(dangling_removals(&file, &shape, &diagnostics)));
    assert_went_and_stayed(&shaken, &["wrap!(Gone);"], &["impl_math_int!(u32 u64);"]);
}

#[test]
fn a_method_its_trait_lost_goes_with_the_invocation_that_named_it() {
    let text = "mod lib {\n    macro_rules! getter { ($name:ident, $field:ident) => { fn $name(&self) -> i64 { self.$field } }; }\n    pub struct P { pub a: i64, pub b: i64 }\n    pub trait Ops { fn get_a(&self) -> i64; }\n    impl Ops for P {\n        getter!(get_a, a);\n        getter!(get_b, b);\n    }\n}\nfn main() {}\n";
    let shaken = method_not_in_trait_removals(
        text,
        "get_b",
        span_of(text, "fn $name", "self.$field }"),
        span_of(text, "getter!(get_b", ")"),
    );
    assert_eq!(
        squeezed(&shaken),
        squeezed(&text.replace("getter!(get_b, b);", ""))
    );
}

#[test]
fn a_method_its_trait_lost_goes_from_a_macro_body_that_writes_its_name_out() {
    // to-omer: the `@common` rule of the macro that stamps `impl DiscreteSteps<$u> for $t`
    // overrides the dead default method `forward`. Its name is written out (only a parameter's
    // type is a metavariable): it goes from the body, and the invocation stays.
    let text = "mod lib {\n    pub trait Steps<D> { fn delta() -> D; }\n    macro_rules! steps {\n        (@common $u:ident) => { fn delta() -> $u { 1 } fn forward(start: Self, d: $u) -> Self { start } };\n        ($u:ident; $t:ident) => { impl Steps<$u> for $t { steps!(@common $u); } };\n    }\n    steps!(usize; usize);\n}\nfn main() {}\n";
    let shaken = method_not_in_trait_removals(
        text,
        "forward",
        span_of(text, "fn forward", "{ start }"),
        span_of(text, "steps!(usize", ")"),
    );
    assert_eq!(
        squeezed(&shaken),
        squeezed(&text.replace(" fn forward(start: Self, d: $u) -> Self { start }", ""))
    );
}

#[test]
fn candidates_that_code_which_stays_states_it_needs_stay() {
    let text = "mod lib {
    pub trait Base: From<u64> {}
    pub trait Rem { fn rem(self) -> u32; }
    pub trait Modulus { const VALUE: u32; fn prime() -> bool { true } }
    pub trait Parse { fn parse() -> Self; }
    pub struct S;
    pub enum M998 {}
    pub struct D;
    impl D { pub fn parse() -> D { <Self as Parse>::parse() } }
    impl Parse for D { fn parse() -> D { D } }
    impl Base for S {}
    impl<V: Rem> From<V> for S { fn from(_: V) -> S { S } }
    impl Rem for u64 { fn rem(self) -> u32 { 0 } }
    impl Rem for u8 { fn rem(self) -> u32 { 0 } }
    impl Modulus for M998 { const VALUE: u32 = 998; }
    impl Parse for u64 { fn parse() -> u64 { 0 } }
    impl Parse for u128 { fn parse() -> u128 { 0 } }
    impl Parse for i8 { fn parse() -> i8 { 0 } }
    macro_rules! signed { ($($s:ty, $u:ty),*) => { $(impl Parse for $s { fn parse() -> $s { <$u as Parse>::parse() as $s } })* } }
    signed!(i128, u128);
    macro_rules! define { ($n:ident) => { pub struct $n; impl $n { pub fn new() -> $n { $n } } } }
    define!(V3);
    impl V3 { pub fn twice() -> V3 { Self::new() } }
    pub trait Fold { fn fold(&self) -> u8 { 1 } }
    impl<T: Rem> Fold for T {}
    pub struct C;
    impl C { pub fn fold(&self) -> u8 { 0 } pub fn twice(&self) -> u8 { Self::fold(self) } }
}
fn main() {}
";
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let candidates = shape.candidates(&file);
    let keys = |c: &[&Candidate]| c.iter().map(|c| c.key.clone()).collect::<Vec<_>>();
    let group = candidates
        .iter()
        .filter(|c| !c.key.starts_with("impl Base") && !c.key.starts_with("impl<V"))
        .filter(|c| !c.key.starts_with("signed"))
        .collect();
    let mut pinned = BTreeSet::new();
    let left = without_stated_needs(
        &file,
        &shape,
        &candidates,
        group,
        &[],
        &BTreeSet::new(),
        &mut pinned,
    );
    assert_eq!(
        keys(&left),
        [
            "impl Rem for u8",
            "impl Parse for u64",
            "impl Parse for i8",
            "impl Fold for T",
            "define!(V3)"
        ]
    );
    assert_eq!(
        pinned.into_iter().collect::<Vec<_>>(),
        [
            "impl Modulus for M998",
            "impl Parse for D",
            "impl Parse for u128",
            "impl Rem for u64"
        ]
    );
}

/// What rustc's unused-item reports on the library of `text` are about ([`reported`]).
fn reported_in(text: &str) -> Reported {
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    reported(&file, &shape, &check(text, "2021").unwrap())
}

#[test]
fn unused_imports_through_no_import_need_no_check_and_others_need_no_look() {
    let toolchain = "mod lib {\n    pub mod a {\n        use std::collections::HashMap;\n        use ::core::cmp::{max, min};\n        pub fn f() -> u8 { min(1, 2) }\n    }\n}\nuse std::fmt::Write;\nfn main() { lib::a::f(); }\n";
    assert_eq!(reported_in(toolchain), Reported::Inert);
    let own = "mod lib {\n    pub mod a {\n        use super::b::{g, h as k};\n        use crate::lib::a::inner::monoid;\n        pub mod inner { pub fn monoid() {} }\n        pub fn f() {}\n    }\n    pub mod b {\n        use std::ops::Range;\n        pub fn g() {}\n        pub fn h() {}\n    }\n}\nfn main() { lib::a::f(); lib::a::inner::monoid(); lib::b::g(); lib::b::h(); }\n";
    assert_eq!(
        reported_in(own),
        Reported::Inert,
        "a path through declared modules to declared items goes through no import"
    );
    for through_import in [
        own.replace("pub fn h() {}", "pub use super::a::f as h;"),
        own.replace("use std::ops::Range;", "use std::ops::*;"),
        own.replace("pub mod b {", "pub use c as b;\n    pub mod c {"),
    ] {
        assert_eq!(
            reported_in(&through_import),
            Reported::Imports,
            "a library path can go through an import: {through_import}"
        );
    }
    let glob = "mod lib {\n    pub mod a {\n        pub mod one { pub fn h() {} }\n        pub mod zero {}\n        pub use one::*;\n        pub use self::zero::*;\n    }\n}\nfn main() { lib::a::one::h(); }\n";
    assert_eq!(
        reported_in(glob),
        Reported::Inert,
        "an unused glob of a module beside it resolves nothing"
    );
    let imported_module = glob.replace("pub mod zero {}", "use super::a as zero;");
    assert_eq!(reported_in(&imported_module), Reported::Imports);
    // Haar's `use crate::haar_lib::math::mod_ops::pow::*;`, unused once a round took what
    // used it: the check that said nothing new cost a rustc run.
    let far_glob = glob.replace(
        "pub use self::zero::*;",
        "pub mod two { use crate::lib::a::zero::*; use super::super::a::zero::*; }",
    );
    assert_eq!(
        reported_in(&far_glob),
        Reported::Inert,
        "an unused glob through declared modules resolves nothing"
    );
    let far_imported = far_glob.replace("pub mod zero {}", "pub use one as zero;");
    assert_eq!(reported_in(&far_imported), Reported::Imports);
    // tayu's `pub use product::{dot::*, frobenius::*, ..};`, of which only `dot` stays used.
    let grouped = glob
        .replace(
            "pub use self::zero::*;",
            "pub mod p { pub mod x {} pub mod y { pub fn g() {} } }\n        pub use p::{x::*, y::{g, *}};",
        )
        .replace("h(); }", "h(); lib::a::p::y::g(); }");
    assert_eq!(
        reported_in(&grouped),
        Reported::Inert,
        "the leaves of groups go through the modules their paths name"
    );
    let grouped_imported = grouped.replace("pub mod x {}", "pub use super::one as x;");
    assert_eq!(reported_in(&grouped_imported), Reported::Imports);
    let dead = toolchain.replace("pub fn f()", "pub fn dead() {}\n        pub fn f()");
    assert_eq!(reported_in(&dead), Reported::Items);
    let unused_macro = toolchain.replace(
        "pub fn f()",
        "macro_rules! gone { () => { fn g() {} }; }\n        pub fn f()",
    );
    assert_eq!(
        reported_in(&unused_macro),
        Reported::Inert,
        "a macro that nothing expands adds nothing"
    );
}

#[test]
fn an_unused_reexport_of_a_macro_beside_it_needs_no_check() {
    // What emit writes after each exported macro (`pub(crate) use trait_alias;`): unused
    // once what invoked it went, it resolves to the macro, through no import, and the check
    // that said nothing new cost each Haar program a rustc run.
    let text = "mod lib {\n    pub mod a {\n        macro_rules! gone { () => { 1 }; }\n        pub(crate) use gone;\n        pub fn f() {}\n    }\n}\nfn main() { lib::a::f(); }\n";
    assert_eq!(reported_in(text), Reported::Inert);
    let imported = text.replace(
        "pub fn f() {}",
        "pub fn f() {}\n        pub mod b { pub(crate) use super::gone; }",
    );
    assert_eq!(
        reported_in(&imported),
        Reported::Imports,
        "an import of another module may go through it"
    );
}

#[test]
fn an_unused_leaf_of_a_group_needs_no_check_when_it_goes_through_no_import() {
    // egor's `use ..::algebra::{Semi, Zero};`: only `Zero` is reported (rustc suggests no
    // edit), and `algebra` declares it; the other leaf is an `alias!`'s, whose bounds, like
    // the impls a macro body writes, name `Zero` without declaring it. The check that said
    // nothing new cost egor-strings a rustc run.
    let text = "mod lib {\n    pub mod algebra {\n        pub trait Zero { fn zero() -> Self; }\n        macro_rules! alias { ($name:ident: $($b:tt)+) => { pub trait $name: $($b)+ {} impl<T: $($b)+> $name for T {} }; }\n        alias!(Semi: Copy + Zero);\n        macro_rules! zero { ($t:ty) => { impl Zero for $t { fn zero() -> $t { 0 } } }; }\n        zero!(u8);\n    }\n    pub mod gcd {\n        use crate::lib::algebra::{Semi, Zero};\n        pub fn g<T: Semi>(_: T) -> T { T::zero() }\n    }\n}\nfn main() { let _ = lib::gcd::g(1u8); }\n";
    assert_eq!(reported_in(text), Reported::Inert);
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let declares = |name: &str, nth: usize| {
        let t = (0..file.tokens.len())
            .filter(|&t| file.is_ident(t, name))
            .nth(nth)
            .unwrap();
        may_declare(&file, &shape, t)
    };
    assert!(declares("Semi", 0), "an invocation's first argument");
    assert!(!declares("Zero", 1), "a bound in an invocation's arguments");
    assert!(!declares("Zero", 2), "a trait a macro body implements");
    assert!(declares("zero", 2), "a function a macro body defines");
}

#[test]
fn imports_of_names_that_only_inner_modules_or_unrelated_globs_have_go() {
    let text = "mod lib {\n    pub(crate) use gone_macro;\n    pub mod macros {\n        pub mod gone_macro {}\n    }\n    pub mod one_zero {\n        macro_rules! gone_macro { () => {}; }\n        pub(crate) use gone_macro;\n    }\n    pub mod a {\n        use crate::lib::gone_macro;\n        use crate::lib::b::*;\n        pub mod inner { pub fn f() {} }\n    }\n    pub mod b { pub fn g() {} }\n    pub mod c { pub use std::ops::*; }\n    use crate::lib::b::g as h;\n    pub mod d { pub use super::*; }\n    pub mod user {\n        use crate::lib::a::f;\n        use crate::lib::c::Range;\n        use crate::lib::d::h;\n        use crate::lib::one_zero::gone_macro;\n        pub fn z(_: Range<u8>) { h(); f(); gone_macro!(); }\n    }\n}\nfn main() {}\n";
    let shaken = without_imports_of_missing(text, &library()).unwrap();
    assert_went_and_stayed(
        &shaken,
        &[
            "pub(crate) use gone_macro;\n    pub mod macros",
            "use crate::lib::gone_macro;",
            "use crate::lib::a::f;",
        ],
        &[
            "use crate::lib::c::Range;",
            "use crate::lib::d::h;",
            "use crate::lib::one_zero::gone_macro;",
            "use crate::lib::b::*;",
        ],
    );
}

#[test]
fn paths_from_super_and_globs_of_modules_beside_lead_to_their_modules() {
    // tayu's `ds` after the name pass: `segtree` is both `ds`'s module and a crate's, and
    // only the crate's still has `convert_range`; `Node` is only a private import's name,
    // `Edge` a variant's, and `impls!` writes impls only.
    let text = "mod lib {\n    pub mod ds {\n        pub mod segtree {\n            pub mod dynamic {\n                pub mod li_chao { use super::Node; }\n                pub use li_chao::*;\n            }\n            pub use dynamic::*;\n        }\n        pub use segtree::*;\n        pub mod hld { pub enum PathVertex { Edge } extern \"C\" { pub fn mmap(); } }\n        pub use hld::*;\n        pub trait Tr {}\n        macro_rules! impls { ($t:ty) => { impl Tr for $t {} }; }\n        impls!(u8);\n        pub mod user { use crate::lib::ds::convert_range; use super::Node as N; use super::Edge; use super::mmap; }\n    }\n    pub mod segtree {\n        pub fn convert_range() {}\n        pub struct Node;\n        pub mod dynamic { use super::Node; pub fn f(_: Node) { super::convert_range() } }\n    }\n}\nfn main() {}\n";
    let shaken = without_imports_of_missing(text, &library()).unwrap();
    assert_went_and_stayed(
        &shaken,
        &[
            "use super::Node; }\n                pub use",
            "use crate::lib::ds::convert_range;",
            "use super::Node as N;",
            "use super::Edge;",
        ],
        &[],
    );
    assert!(shaken.contains("use super::mmap;"), "{shaken}");
    assert!(
        shaken.contains("pub mod dynamic { use super::Node;"),
        "the crate's `segtree` has `Node`: {shaken}"
    );
}

#[test]
fn an_unused_function_that_an_invocation_makes_alone_takes_the_invocation() {
    let text = "fn main() { lib::used(); }\nmod lib {\n    macro_rules! make { ($(#[$m:meta])* $name:ident) => { $(#[$m])* pub fn $name() {} }; }\n    macro_rules! pair { ($name:ident) => { pub fn $name() {} pub struct Twin; }; }\n    make!(used);\n    make!(#[inline] unused);\n    pair!(other);\n}\n";
    let shaken = lint_removals_applied(text);
    assert!(shaken.contains("make!(used);"), "{shaken}");
    assert!(!shaken.contains("unused"), "{shaken}");
    assert!(
        shaken.contains("pair!(other);"),
        "an invocation that makes more than the function stays: {shaken}"
    );
}

#[test]
fn what_an_invocation_left_with_an_allow_names_stays() {
    let text = "fn main() { lib::used(); }\nmod lib {\n    pub mod hash {\n        const BASE: u32 = 3;\n        macro_rules! table { ($b:expr, $t:ident, $f:ident) => { const $t: u32 = $b * 2; pub fn $f() -> u32 { 1 } }; }\n        table!(BASE, TABLE, used);\n    }\n    pub use hash::used;\n}\n";
    let shaken = lint_removals_applied(text);
    assert!(shaken.contains("const BASE"), "{shaken}");
    assert!(compiles(&shaken), "{shaken}");
}

#[test]
fn a_glob_from_the_crate_root_is_its_module_and_a_name_only_written_before_a_path_is_gone() {
    let text = "mod lib {\n    pub mod math {\n        pub mod mod_ops { pub mod pow {} }\n        pub mod fps { pub mod pow { pub use crate::lib::ff::*; } }\n        pub mod primitive_root { use crate::lib::math::mod_ops::pow::*; }\n    }\n    pub mod ff { macro_rules! m { () => { pub fn thing() {} }; } m!(); }\n    pub mod user {\n        use crate::lib::math::primitive_root::primitive_root;\n        use crate::lib::math::fps::pow::thing;\n        use Sym::R;\n        use std::collections::{self};\n        use collections::HashMap;\n        pub fn z() { primitive_root(); thing(); R; let _: HashMap<u8, u8>; }\n    }\n}\nfn main() {}\n";
    let shaken = without_imports_of_missing(text, &library()).unwrap();
    assert!(
        !shaken.contains("use crate::lib::math::primitive_root::primitive_root;"),
        "{shaken}"
    );
    assert!(!shaken.contains("use Sym::R;"), "{shaken}");
    assert!(
        shaken.contains("use collections::HashMap;"),
        "`{{self}}` imports the module: {shaken}"
    );
    assert!(
        shaken.contains("use crate::lib::math::fps::pow::thing;"),
        "a module of that name globs one that invokes a macro: {shaken}"
    );
}

#[test]
fn an_underscore_item_that_names_a_dead_item_is_dead_too() {
    let text = "mod lib {\n    pub struct Source(pub u8);\n    pub fn __read() -> Source { Source(1) }\n    pub fn __other() -> u8 { 2 }\n    pub fn used() -> u8 { 3 }\n    macro_rules! __scan { (source) => { $crate::lib::Source(0) }; (used) => { $crate::lib::used() }; }\n    pub(crate) use __scan;\n}\nfn main() { println!(\"{}\", lib::__scan!(used)); }\n";
    let unreported = |text: &str| {
        let file = File::lex(Path::new("<test>"), text).unwrap();
        let shape = Shape::of(&file, &library());
        let diagnostics = check(text, "2021").unwrap();
        apply(
            text,
            merged(unreported_dead_items(&file, &shape, &diagnostics)),
        )
    };
    assert_eq!(
        squeezed(&unreported(text)),
        squeezed(&text.replace("pub fn __read() -> Source { Source(1) }", ""))
    );
    let twice = text.replace(
        "pub fn used()",
        "pub mod other { pub struct Source; }\n    pub fn used()",
    );
    assert_eq!(
        unreported(&twice),
        twice,
        "a name two items have may mean the other"
    );
}

#[test]
fn impls_of_traits_that_declare_no_function_are_no_candidates() {
    let text = "mod lib {\n    pub trait Associative {}\n    pub trait Integer { const ONE: Self; type Wide; }\n    impl Integer for u8 { const ONE: Self = 1; type Wide = u16; }\n    pub trait Named { fn name() -> &'static str; }\n    pub struct Op;\n    impl Associative for Op {}\n    impl Named for Op { fn name() -> &'static str { \"op\" } }\n    macro_rules! mark { ($($t:ty),*) => { $(impl Associative for $t {})* }; }\n    mark!(u8, u16);\n}\nfn main() {}\n";
    let keys: Vec<String> = candidates_of(text).into_iter().map(|c| c.key).collect();
    assert_eq!(keys, ["impl Named for Op"]);
}

#[test]
fn an_invocation_whose_impl_is_generic_over_its_arguments_may_run_for_types_of_its_shape() {
    let text = "mod lib {\n    pub trait Scan { fn scan() -> Self; }\n    macro_rules! tuple { ($($t:ident),+) => { impl<$($t: Scan),+> Scan for ($($t),+) { fn scan() -> Self { ($($t::scan()),+) } } }; }\n    tuple!(A, B);\n    macro_rules! named { ($a:ident; $($t:ident),+) => { pub struct $a<$($t),+>($($t),+); impl<$($t: Scan),+> Scan for $a<$($t),+> { fn scan() -> Self { $a($($t::scan()),+) } } }; }\n    named!(Pair; A, B);\n}\nfn main() {}\n";
    let all = candidates_of(text);
    let runs = |key: &str, instance: &str| may_run_in(&all, key, instance);
    assert!(runs("tuple!", "<(u8, u64) as bundle::lib::Scan>::scan"));
    assert!(!runs("tuple!", "<u8 as bundle::lib::Scan>::scan"));
    assert!(
        !runs("named!", "<(u8, u64) as bundle::lib::Scan>::scan"),
        "`$a` is the type its arguments name"
    );
}

#[test]
fn an_invocation_that_declares_a_type_the_solution_names_is_no_candidate() {
    let text = "mod lib {\n    pub trait Modulus { fn m() -> u32; }\n    pub struct Wrap<M>(M);\n    macro_rules! modint { ($m:ident, $alias:ident, $v:expr) => { pub struct $m; impl Modulus for $m { fn m() -> u32 { $v } } pub type $alias = Wrap<$m>; }; }\n    modint!(M7, Mint7, 7);\n    macro_rules! modulus { ($m:ident, $v:expr) => { impl Modulus for $m { type Unused = (); fn m() -> u32 { $v } } }; }\n    pub struct M11;\n    modulus!(M11, 11);\n    modint!(M13, Mint13, 13);\n}\nfn main() { let _: lib::Mint7; }\n";
    let keys: Vec<String> = candidates_of(text).into_iter().map(|c| c.key).collect();
    assert_eq!(
        keys,
        ["modulus!(M11, 11)", "modint!(M13, Mint13, 13)"],
        "an associated type declares nothing, and nothing names `Mint13`"
    );
}

#[test]
fn a_method_that_a_kept_invocations_macro_calls_on_a_type_it_names_stays() {
    let text = "fn main() { let _ = lib::Out << 3u32; }\nmod lib {\n    pub struct Out;\n    pub struct OutUsp;\n    impl Out { pub fn push(v: u32) { println!(\"{v}\"); } }\n    impl OutUsp { pub fn push(v: u32) { print!(\"{v} \"); } pub fn spare(&self) {} }\n    macro_rules! impl_outs { ($($t:ty),+) => { $( impl std::ops::Shl<u32> for $t { type Output = Self; fn shl(self, v: u32) -> Self { Self::push(v); self } } )+ }; }\n    impl_outs!(Out, OutUsp);\n}\n";
    // rustc reports `OutUsp` and its `push` unused; the macro names `OutUsp`, so the type
    // stays, and with it the impl the macro stamps for it, which calls `push`.
    let shaken = lint_removals_applied(text);
    assert!(compiles(&shaken), "{shaken}");
    assert!(!shaken.contains("fn spare"), "{shaken}");
}

#[test]
fn what_kept_code_names_keeps_members_of_its_types_only_and_expressions_stamp_nothing() {
    let text = "fn main() { lib::used(); }\nmod lib {\n    pub struct Scan;\n    impl Scan { pub fn u64() -> u64 { 1 } pub fn len(&self) -> usize { 7 } }\n    pub struct Wrap;\n    impl Wrap { pub fn len(&self) -> usize { 0 } }\n    pub struct Buffer;\n    impl Buffer { pub fn print(&self) {} }\n    static BUFFER: Buffer = Buffer;\n    pub trait Total { fn total(w: &Wrap, v: &[u8]) -> usize { BUFFER.print(); w.len() + v.len() } }\n    macro_rules! total { ($($t:ty),*) => { $(impl Total for $t {})* }; }\n    total!(u8, Scan);\n    macro_rules! pair { ($a:ident, $b:ident) => { pub fn $a() -> u64 { 1 } pub fn $b() -> u64 { 2 } }; }\n    pair!(used, spare);\n    type Int = i64;\n    pub struct Costs;\n    impl Costs { pub fn new(n: usize) -> Vec<Int> { vec![Int::MAX; n] } }\n}\n";
    // `Total` and `Scan` stay (a macro implements the one for the other), and `Total`'s
    // default method calls `Wrap::len` and, through a static, `Buffer::print`; the `.len()` there is not `Scan`'s, nor is the type
    // `u64` of `pair!`'s body `Scan::u64`; `Int` is named only in a `vec!` of a function
    // that goes.
    let shaken = lint_removals_applied(text);
    assert!(
        shaken.contains("pub fn len(&self) -> usize { 0 } }"),
        "{shaken}"
    );
    assert!(shaken.contains("pub fn print(&self) {}"), "{shaken}");
    assert_went_and_stayed(&shaken, &["{ 7 }", "fn u64", "type Int", "Costs"], &[]);
    assert!(compiles(&shaken), "{shaken}");
}

#[test]
fn an_invocation_over_primitive_types_defines_none_of_them() {
    let text = "mod lib {\n    pub trait FromBytes { fn from_bytes(b: u8) -> Self; }\n    impl FromBytes for u64 { fn from_bytes(b: u8) -> Self { b as u64 } }\n    impl FromBytes for u128 { fn from_bytes(b: u8) -> Self { b as u128 } }\n    macro_rules! signed { ($($s:ty, $u:ty),*) => { $(impl FromBytes for $s { fn from_bytes(b: u8) -> Self { <$u as FromBytes>::from_bytes(b) as $s } })* }; }\n    signed!(i64, u64, i128, u128);\n    pub struct Wavelet<T>(T);\n    macro_rules! wavelet { ($($t:ty),*) => { $(impl Wavelet<$t> { pub fn get(&self) -> $t { self.0 } })* }; }\n    wavelet!(u64, u128);\n}\nfn main() {}\n";
    let file = File::lex(Path::new("test.rs"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let candidates = shape.candidates(&file);
    let keys = |c: &[&Candidate]| c.iter().map(|c| c.key.clone()).collect::<Vec<_>>();
    // `signed!` runs (pinned); `wavelet!` stamps inherent impls for `u128`, and defines none.
    let group: Vec<&Candidate> = candidates
        .iter()
        .filter(|c| !c.key.starts_with("signed!"))
        .collect();
    assert!(
        keys(&group).contains(&"impl FromBytes for u128".to_string()),
        "{:?}",
        keys(&group)
    );
    let mut pinned = BTreeSet::new();
    let left = without_stated_needs(
        &file,
        &shape,
        &candidates,
        group,
        &[],
        &BTreeSet::new(),
        &mut pinned,
    );
    assert!(
        !keys(&left).contains(&"impl FromBytes for u128".to_string()),
        "`<$u as FromBytes>` of the staying `signed!` needs it: {:?}",
        keys(&left)
    );
}

#[test]
fn a_multi_line_use_list_loses_its_braces_together() {
    // rustc's last span of the rewrite to `pub use std::cmp::Ordering;` is `\n    }`, which
    // starts with whitespace, no token.
    let text = "use crate::lib::prelude::*;\nfn main() { println!(\"{:?}\", Ordering::Less); }\nmod lib {\npub mod prelude {\n    pub use std::{\n        cmp::{Ordering, Reverse},\n        mem::{replace, take}\n    };\n}\n}\n";
    let shaken = lint_removals_applied(text);
    assert!(
        squeezed(&shaken).contains("pubusestd::cmp::Ordering;"),
        "{shaken}"
    );
}

#[test]
fn imports_from_absent_crates_go_only_where_nothing_is_left_to_use_them() {
    // `num_traits` is a registry crate no paste holds: `idle` holds imports only (and a module
    // of imports only), `busy` has code the glob may serve, `shown` re-exports.
    let text = "mod lib {\n    pub mod idle {\n        use num_traits::*;\n        use ::num_traits::Num as N;\n        pub mod inner { use super::*; }\n    }\n    pub mod busy {\n        use num_traits::*;\n        pub fn zero() -> u8 { 0 }\n    }\n    pub mod shown { pub use num_traits::Num; }\n}\nfn main() {}\n";
    let absent = BTreeSet::from(["num_traits"]);
    let shaken = apply(
        text,
        idle_absent_imports(text, &library(), &absent).unwrap(),
    );
    assert_went_and_stayed(
        &shaken,
        &[
            "use ::num_traits::Num as N;",
            "use num_traits::*;\n        pub mod inner",
        ],
        &[
            "use num_traits::*;\n        pub fn zero",
            "pub use num_traits::Num;",
        ],
    );
    let refused = without_absent_crates(text, &library(), &absent);
    assert!(
        matches!(refused, Err(ShakeFailure::UsesAbsentCrate { ref text }) if text == &shaken),
        "{refused:?}"
    );
    // A module of the crate's name is what its paths mean: no crate is used.
    let own_module = "mod lib {\n    pub mod num_traits { pub fn f() {} }\n    pub fn g() { num_traits::f() }\n}\nfn main() {}\n";
    assert_eq!(
        without_absent_crates(own_module, &library(), &absent).unwrap(),
        own_module
    );
}

/// `text` less [`item_removal`] of the item whose name is the first identifier `name`.
fn without_item_named(text: &str, name: &str) -> String {
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let at = (0..file.tokens.len())
        .find(|&t| file.is_ident(t, name))
        .unwrap();
    apply(text, merged(item_removal(&file, &shape, at)))
}

#[test]
fn a_trait_method_goes_from_its_impls_too_whatever_the_traits_header() {
    // shira's `SqMatrix`: a header of where clauses longer than a glance back reaches.
    let text = "mod lib {\n    pub trait Scalar {}\n    pub trait Square\n    where\n        Self: Sized + Clone + std::fmt::Debug + PartialEq + Default,\n        Self: std::ops::Mul<Self, Output = Self> + std::ops::Add<Self, Output = Self>,\n    {\n        fn det(&self) -> u8;\n        fn inv(&self) -> Option<Self>;\n    }\n    #[derive(Clone, Debug, PartialEq, Default)]\n    pub struct M;\n    impl Square for M {\n        fn det(&self) -> u8 { 1 }\n        fn inv(&self) -> Option<Self> { None }\n    }\n}\nfn main() {}\n";
    let shaken = without_item_named(text, "inv");
    assert_went_and_stayed(
        &shaken,
        &["fn inv"],
        &["fn det(&self) -> u8;", "fn det(&self) -> u8 { 1 }"],
    );
}

#[test]
fn a_trait_method_goes_from_the_impls_a_macro_body_writes_out() {
    // Egor's `Primitive::from`: the impls of a macro body define it for every type; one
    // named by a metavariable (`fn $f`) is an invocation's, not this method.
    let text = "mod lib {\n    pub trait Primitive<T> {\n        fn to(self) -> T;\n        fn from(t: T) -> Self;\n    }\n    macro_rules! primitive { ($t:ty, $u:ty, $f:ident) => { impl Primitive<$u> for $t { fn to(self) -> $u { self as $u } fn from(t: $u) -> Self { t as $t } } impl $t { fn $f() {} } }; }\n    primitive!(u8, u32, from);\n}\nfn main() {}\n";
    let shaken = without_item_named(text, "from");
    assert_went_and_stayed(
        &shaken,
        &["fn from"],
        &["fn to(self) -> $u { self as $u }", "fn $f() {}"],
    );
}

#[test]
fn an_unsafe_trait_method_goes_from_its_impls_with_its_qualifier() {
    // Egor's `Permutation::unsafe_inv`: the impl's `unsafe` went with it, not left behind.
    let text = "mod lib {\n    pub trait Permutation {\n        fn inv(&self) -> u8;\n        unsafe fn unsafe_inv(&self) -> u8;\n    }\n    impl Permutation for u8 {\n        fn inv(&self) -> u8 { 1 }\n        /// # Safety\n        #[inline]\n        unsafe fn unsafe_inv(&self) -> u8 { 2 }\n    }\n}\nfn main() {}\n";
    let shaken = without_item_named(text, "unsafe_inv");
    assert_went_and_stayed(
        &shaken,
        &["unsafe", "#[inline]"],
        &["fn inv(&self) -> u8 { 1 }"],
    );
}

#[test]
fn the_bounds_of_the_functions_that_run_are_read_with_their_type_arguments() {
    // Haar's `determinant::<ConstModIntBuilder<..>>` runs, and needs `impl FF for
    // ConstModIntBuilder<P> {}`, which runs nothing: a trial of it failed on the bound.
    let text = "mod lib {\n    pub trait FF { fn frac(&self) -> u8 { 0 } }\n    pub trait Show { fn show(&self); }\n    pub struct Prime<const P: u32>;\n    pub struct Builder<P>(P);\n    impl<P> FF for Builder<P> {}\n    pub struct Table<M>(M);\n    impl<M: FF + Clone> Table<M> { pub fn comb<K: Show>(&self, _: K) {} }\n    impl<T> Show for Table<T> where T: Copy { fn show(&self) {} }\n    pub fn determinant<F>(_: &F) where F: FF {}\n    pub fn plain(_: u8) {}\n    pub struct Wrap<T>(T);\n    macro_rules! wrap { ($($t:ty),*) => { $(impl FF for Wrap<$t> {})* }; }\n    wrap!(u8, u16);\n    macro_rules! op { (impl $tr:ident for $t:ty) => { impl $tr for Wrap<$t> {} }; }\n    op!(impl FF for i8);\n    op!(impl FF for i16);\n    pub trait Zero { fn zero() -> Self; }\n    impl Zero for u64 { fn zero() -> u64 { 0 } }\n    pub trait Num {}\n    impl<T> Num for T where T: Zero {}\n    pub trait Big: Zero {}\n    pub fn count<N: Num>(_: N) {}\n    pub fn large<N: Big>(_: N) {}\n}\nfn main() {}\n";
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let instances: BTreeSet<String> = [
        "bundle::lib::determinant::<bundle::lib::Builder<bundle::lib::Prime<7>>>",
        "<bundle::lib::Table<bundle::lib::Builder<u8>>>::comb::<u8>",
        "<bundle::lib::Table<u16> as bundle::lib::Show>::show",
        "<bundle::lib::Table<u32> as core::fmt::Debug>::show",
        "bundle::lib::plain",
        "bundle::lib::determinant::<u8>::{closure}",
        "bundle::lib::determinant::<u8>",
        "bundle::lib::count::<u64>",
        "bundle::lib::large::<i64>",
        "bundle::lib::determinant::<bundle::lib::Wrap<i8>>",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    let running = running_bounds(&file, &shape, &instances);
    let pairs: Vec<(&str, &str)> = running
        .iter()
        .map(|(ty, bound)| (ty.as_str(), bound.as_str()))
        .collect();
    assert_eq!(
        pairs,
        [
            ("Builder<Prime<7>>", "FF"),
            ("Builder<u8>", "Clone"),
            ("Builder<u8>", "FF"),
            ("Wrap<i8>", "FF"),
            ("i64", "Big"),
            ("i64", "Zero"),
            ("u16", "Copy"),
            ("u64", "Num"),
            ("u64", "Zero"),
            ("u8", "FF"),
            ("u8", "Show"),
        ]
    );
    let candidates = shape.candidates(&file);
    let mut pinned = BTreeSet::new();
    let group = candidates.iter().collect();
    let left = without_stated_needs(
        &file,
        &shape,
        &candidates,
        group,
        &[],
        &running,
        &mut pinned,
    );
    assert_eq!(
        keys(left),
        [
            "impl Show for Table<T>",
            "wrap!(u8, u16)",
            "op!(impl FF for i16)"
        ],
        "`wrap!` writes no impl for `u8` itself, `op!` none for `Wrap<i8>` with `i16`"
    );
    assert_eq!(
        pinned.into_iter().collect::<Vec<_>>(),
        [
            "impl FF for Builder<P>",
            "impl Zero for u64",
            "op!(impl FF for i8)"
        ],
        "`u64: Num` needs what the blanket impl of `Num` asks"
    );
}

#[test]
fn a_private_module_is_no_name_for_imports_from_outside_it_or_through_a_glob() {
    // sogapalag's `mod div_block;` beside `pub use self::div_block::div_block;`, and `mod
    // accum;` beside `pub use self::accum::*;`: once the functions went, the imports of them
    // elsewhere find the private modules alone, which cannot be imported there.
    let text = "mod lib {\n    pub mod core {\n        mod div_block { pub struct DivBlock; }\n        pub mod child { use super::div_block; }\n        pub mod iter {\n            mod adapters { mod accum {} pub use self::accum::*; }\n            pub use self::adapters::*;\n            pub mod enhance { use super::accum; }\n        }\n    }\n    pub mod boost { use crate::lib::core::div_block; }\n}\nfn main() {}\n";
    let shaken = without_imports_of_missing(text, &library()).unwrap();
    assert_went_and_stayed(
        &shaken,
        &["use crate::lib::core::div_block;", "use super::accum;"],
        &["use super::div_block;"],
    );
}

#[test]
fn an_impl_in_an_invocations_arguments_is_the_macros_grammar_not_an_item() {
    // sogapalag's `forward_binop!(impl Add, add for i32, add_assign);`: read as an impl, its
    // removal would have cut the invocation.
    let text = "mod lib {\n    pub trait Tr { fn f(&self) {} }\n    macro_rules! op { (impl $tr:ident for $t:ty, $f:ident) => { impl $tr for $t {} }; }\n    op!(impl Tr for u8, f);\n}\nfn main() {}\n";
    assert_eq!(keys(&candidates_of(text)), ["op!(impl Tr for u8, f)"]);
}

#[test]
fn a_method_called_on_a_parameter_of_type_self_needs_the_impl_that_defines_it() {
    // Haar's `impl_ops!(Div for ModInt, |x: Self, y: Self| x * y.inv())` stays (an operator
    // impl), and needs `inv` of `ModInt`, which runs nothing: a trial of it failed.
    let text = "mod lib {\n    pub trait Inverse { fn inv(self) -> Self; }\n    pub trait Twice { fn twice(self) -> Self; }\n    #[derive(Clone, Copy)]\n    pub struct ModInt(pub u32);\n    impl Inverse for ModInt { fn inv(self) -> Self { self } }\n    impl Twice for ModInt { fn twice(self) -> Self { self } }\n    macro_rules! impl_ops { ($tr:ident for $t:ty, $f:expr) => { impl std::ops::$tr for $t { type Output = Self; fn div(self, y: Self) -> Self { $f(self, y) } } }; }\n    impl_ops!(Div for ModInt, |x: Self, y: Self| { let _ = x; y.inv() });\n}\nfn main() {}\n";
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let candidates = shape.candidates(&file);
    let group = candidates
        .iter()
        .filter(|c| c.trait_name.is_some())
        .collect();
    let mut pinned = BTreeSet::new();
    let left = without_stated_needs(
        &file,
        &shape,
        &candidates,
        group,
        &[],
        &BTreeSet::new(),
        &mut pinned,
    );
    assert_eq!(keys(left), ["impl Twice for ModInt"]);
    assert_eq!(
        pinned.into_iter().collect::<Vec<_>>(),
        ["impl Inverse for ModInt"]
    );
}

#[test]
fn a_function_of_a_type_by_its_name_is_a_stated_need() {
    // statiolake's `iter.fold(Modint::one(), Mul::mul)` in code that stays needs `impl One
    // for Modint<C>`, whose generic arguments the call leaves to inference.
    let text = "mod lib {\n    pub trait One { fn one() -> Self; }\n    pub trait Two { fn two() -> Self; }\n    pub struct Modint<C>(C);\n    impl<C> One for Modint<C> { fn one() -> Self { unimplemented!() } }\n    impl<C> Two for Modint<C> { fn two() -> Self { unimplemented!() } }\n    pub fn product<C>() -> Modint<C> { Modint::one() }\n}\nfn main() {}\n";
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    let candidates = shape.candidates(&file);
    let mut pinned = BTreeSet::new();
    let group = candidates.iter().collect();
    let left = without_stated_needs(
        &file,
        &shape,
        &candidates,
        group,
        &[],
        &BTreeSet::new(),
        &mut pinned,
    );
    assert_eq!(keys(left), ["impl Two for Modint<C>"]);
    assert_eq!(
        pinned.into_iter().collect::<Vec<_>>(),
        ["impl One for Modint<C>"]
    );
}

#[test]
fn the_functions_a_macro_body_calls_by_name_are_kept_from_the_start() {
    // tayu's `xor_shift`, which only `impl_math_int!`'s expansions call: the lints report it
    // dead, and the combined trial that took it failed on every expansion.
    let text = "mod lib {\n    pub fn xor_shift(x: u64) -> u64 { x }\n    pub fn other(x: u64) -> u64 { x }\n    pub mod m { pub fn nested() {} }\n    macro_rules! math { ($t:ty) => { impl Tr for $t { fn r() -> u64 { xor_shift(1) + $crate::lib::m::nested() + self.other() } } }; }\n    math!(u64);\n    macro_rules! never { () => { other(1) }; }\n}\nfn main() {}\n";
    let file = File::lex(Path::new("<test>"), text).unwrap();
    let shape = Shape::of(&file, &library());
    assert_eq!(
        functions_called_in_macro_bodies(&file, &shape)
            .into_iter()
            .collect::<Vec<_>>(),
        ["nested", "xor_shift"],
        "a call by path counts; a method call (`self.other()`) and a macro no code invokes do not"
    );
}

#[test]
fn impls_of_a_type_or_trait_that_went_go_before_rustc_is_asked() {
    // egor's `transparent_wrapper!(EolStr = Str)` and `struct Matrix<T>` went with the
    // lints, and `impl EolStr`, `impl<T: Copy> Matrix<T>` and `impl<P: OrdPayload>
    // TreapNode<P>` stayed: each cost a failed look.
    let before = "mod lib {
    macro_rules! wrapper { ($name:ident = $t:ty) => { pub struct $name($t); }; }
    wrapper!(EolStr = u8);
    impl EolStr { pub fn get(&self) -> u8 { self.0 } }
    pub struct Matrix<T>(T);
    impl<T: Copy> Matrix<T> { pub fn get(&self) -> T { self.0 } }
    pub trait OrdPayload {}
    pub struct TreapNode<P>(P);
    impl<P: OrdPayload> TreapNode<P> { pub fn key(&self) {} }
    impl<P> TreapNode<P> { pub fn new(p: P) -> Self { TreapNode(p) } }
    pub mod other {
        use std::collections::hash_map::Entry;
        pub struct Entry2;
        impl<'a> super::Shown for Entry<'a, u8, u8> {}
    }
    pub trait Shown {}
    impl<T: Shown> Shown for Vec<T> {}
}
fn main() { let _ = lib::TreapNode::new(1u8); }
";
    let file = File::lex(Path::new("test.rs"), before).unwrap();
    let names = library_type_names(&file, &Shape::of(&file, &library()));
    for name in [
        "EolStr",
        "Matrix",
        "OrdPayload",
        "TreapNode",
        "Shown",
        "Entry2",
    ] {
        assert!(names.contains(name), "{name} in {names:?}");
    }
    let after = before
        .replace("    wrapper!(EolStr = u8);\n", "")
        .replace("    pub struct Matrix<T>(T);\n", "")
        .replace("    pub trait OrdPayload {}\n", "");
    assert!(!compiles(&after));
    let edits = impls_of_gone(&after, &library(), &names).unwrap();
    let shaken = apply(&after, merged(edits));
    assert!(!shaken.contains("impl EolStr"), "{shaken}");
    assert!(!shaken.contains("Matrix"), "{shaken}");
    assert!(!shaken.contains("OrdPayload"), "{shaken}");
    assert!(shaken.contains("impl<P> TreapNode<P>"), "{shaken}");
    assert!(shaken.contains("for Entry<'a, u8, u8>"), "{shaken}");
    assert!(
        shaken.contains("impl<T: Shown> Shown for Vec<T>"),
        "{shaken}"
    );
    assert!(compiles(&shaken), "{shaken}");
}

#[test]
fn a_name_pass_that_took_what_a_call_needs_is_made_again_keeping_it() {
    // The solution brings the library's `JoinStr` into scope through its own macro, which
    // the name pass does not read, so the pass took the trait (E0599 at `.join_str`). Given
    // up, it cost a first look at the libraries whole; made again keeping `join_str` and the
    // trait that declares it, it compiles.
    let text = "macro_rules! with_ext { ($m:ident) => { use crate::lib::$m::*; }; }
with_ext!(ext);
fn main() { println!(\"{}\", [1u8, 2].iter().join_str(\",\")); }
mod lib {
    pub mod ext {
        pub trait JoinStr: Iterator {
            fn join_str(self, sep: &str) -> String where Self: Sized, Self::Item: ToString {
                self.map(|x| x.to_string()).collect::<Vec<_>>().join(sep)
            }
        }
        impl<I: Iterator> JoinStr for I {}
        pub fn unused() -> u8 { 3 }
    }
}
";
    assert!(compiles(text));
    let mut refused = BTreeSet::new();
    let (pruned, seen) = without_unreferenced(
        text,
        &library(),
        "2021",
        false,
        None,
        &BTreeSet::new(),
        &mut refused,
    )
    .ok()
    .flatten()
    .expect("the second removal compiles");
    assert!(seen.errors().next().is_none());
    assert!(pruned.contains("trait JoinStr"), "{pruned}");
    assert!(!pruned.contains("fn unused"), "{pruned}");
    assert_eq!(
        refused.len(),
        1,
        "the first removal is remembered as refused"
    );
}

#[test]
fn the_solutions_own_errors_are_told_from_the_name_pass_look() {
    // A misspelt method in a Haar-you program: the name pass's look found it, and a look at
    // the libraries whole (3 s) confirmed it. A name no library spells, or a borrow error,
    // is the solution's own, whatever the pass took.
    let text = "fn main() { let v = vec![1u8]; let w = v; println!(\"{} {}\", lib::ext::used(), v.len()); }
mod lib {
    pub mod ext {
        pub fn used() -> u8 { 1 }
        pub fn unused() -> u8 { 3 }
    }
}
";
    let first_error = |text: &str| {
        let mut refused = BTreeSet::new();
        let empty = BTreeSet::new();
        match without_unreferenced(text, &library(), "2021", false, None, &empty, &mut refused) {
            Err(ShakeFailure::DoesNotCompile { rendered, text }) => {
                assert!(!text.contains("fn unused"), "the pruned text: {text}");
                Some(rendered)
            }
            Err(_) => panic!("another failure"),
            Ok(_) => None,
        }
    };
    let rendered = first_error(text).expect("a borrow error is the solution's");
    assert!(rendered.contains("E0382"), "{rendered}");
    let mismatched = text.replace("let w = v;", "let w: u32 = v;");
    let rendered = first_error(&mismatched).expect("a mismatched type is the solution's");
    assert!(rendered.contains("E0308"), "{rendered}");
    let typo = text
        .replace("let w = v;", "")
        .replace("v.len()", "v.lenn()");
    let rendered = first_error(&typo).expect("a name no library spells is the solution's");
    assert!(rendered.contains("lenn"), "{rendered}");
    let library_name = text
        .replace("let w = v;", "")
        .replace("v.len()", "v.unused()");
    assert!(
        first_error(&library_name).is_none(),
        "a name a library spells may be what the pass took"
    );
}

#[test]
fn an_operator_invocation_for_a_literal_type_is_what_a_kept_impls_supertrait_needs() {
    // coco's `trait ModInt: Add<Output = Self> + Sub<Output = Self> + ..` and its
    // `impl_ops!(Sub, sub, SubAssign, sub_assign)`, whose body writes `impl<..> $trait<T>
    // for StaticModInt<MOD>`: the kept `impl ModInt for StaticModInt<MOD>` needs it, and a
    // trial without it failed (E0277).
    let text = "mod lib {
    use std::ops::{Add, AddAssign, Sub, SubAssign};
    pub trait ModInt: Copy + Add<Output = Self> + Sub<Output = Self> { fn value(&self) -> u32; }
    #[derive(Clone, Copy)]
    pub struct StaticModInt<const MOD: u32> { value: u32 }
    macro_rules! impl_ops {
        ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident) => {
            impl<const MOD: u32> $trait for StaticModInt<MOD> where Self: $assign_trait {
                type Output = Self;
                fn $method(mut self, rhs: Self) -> Self { <Self as $assign_trait>::$assign_method(&mut self, rhs); self }
            }
        };
    }
    impl_ops!(Add, add, AddAssign, add_assign);
    impl_ops!(Sub, sub, SubAssign, sub_assign);
    impl<const MOD: u32> AddAssign for StaticModInt<MOD> { fn add_assign(&mut self, rhs: Self) { self.value = (self.value + rhs.value) % MOD; } }
    impl<const MOD: u32> SubAssign for StaticModInt<MOD> { fn sub_assign(&mut self, rhs: Self) { self.value = (self.value + MOD - rhs.value) % MOD; } }
    impl<const MOD: u32> ModInt for StaticModInt<MOD> { fn value(&self) -> u32 { self.value } }
    pub struct Other;
    macro_rules! forward { ($trait:ident, $t:ty) => { impl $trait for $t { type Output = $t; fn add(self, _: $t) -> $t { self } } }; }
    forward!(Add, Other);
}
fn main() { let a = lib::StaticModInt::<7> { value: 3 }; let _ = lib::ModInt::value(&(a + a)); }
";
    let text = text
        .replace("{ value: 3 }", "::default()")
        .replace("#[derive(Clone, Copy)]", "#[derive(Clone, Copy, Default)]");
    assert!(compiles(&text));
    let (left, pinned) = stated_needs_with(&text, "impl ModInt");
    assert_eq!(
        pinned,
        [
            "impl_ops!(Add, add, AddAssign, add_assign)",
            "impl_ops!(Sub, sub, SubAssign, sub_assign)"
        ]
    );
    assert_eq!(
        left,
        ["forward!(Add, Other)"],
        "a lone `Add` for a type from the arguments is not surely the impl"
    );
}
