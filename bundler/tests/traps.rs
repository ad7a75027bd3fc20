//! Traps and refusal classes of issue 21, each an app of the fixture workspace
//! `tests/fixtures/traps` over a small library of its own: the app is bundled from its
//! `src/main.rs`, the paste compiled with a bare `rustc -O -D warnings` in the package's edition
//! and then in the other judge edition, run, and compared with what `cargo run` prints. Each
//! test first checks that `cargo run` prints what the fixture is built to show, so that a wrong
//! removal shows as a wrong answer and not only as a compile error.
//!
//! Against the bundler of commit 3ad840e (before the round-3 redesign):
//!
//! - pass: `an_inherent_method_keeps_its_calls_from_a_trait_method_of_one_name`,
//!   `a_specific_impl_beside_a_blanket_impl_is_kept`, `overriding_default_methods_are_kept`;
//! - fail, a wrong answer (the paste compiles under both editions):
//!   `autoref_between_value_and_reference_impls_is_kept` (`reference reference`, not
//!   `value reference`), `value_shared_and_unique_reference_impls_each_keep_their_calls`
//!   (`value shared value`, not `value shared unique`),
//!   `a_trait_method_found_before_autoderef_keeps_its_impl` (`inner inner number`, not
//!   `outer inner number`), `the_impl_that_integer_fallback_picks_is_kept` (`i64 i64 i64 i64`,
//!   not `i32 i32 i32 i64`), `a_2021_library_macro_keeps_its_expr_fragments_in_a_2024_paste`
//!   (as 2024: `expression expression expression`, not `expression underscore const block`);
//! - fail, refused: `an_exported_macro_beside_a_module_of_its_name_does_not_clash` (E0255),
//!   `a_library_module_named_like_a_crate_beside_it_is_the_module` and
//!   `a_library_module_named_like_a_crate_in_the_graph_is_the_module` ("uses `helper`, which
//!   .../pathlib/Cargo.toml does not list"),
//!   `an_unused_type_named_in_macro_arguments_goes_without_editing_the_invocation` ("no rules
//!   expected `#`"), `keyed_macro_invocations_are_removed_or_kept_whole` ("no rules expected
//!   `set`"), `a_macro_stamped_method_keeps_its_used_instances` (E0599),
//!   `a_marker_trait_the_solution_implements_is_kept` (E0432),
//!   `a_function_attribute_before_comments_goes_with_the_function` ("`#[inline]` attribute
//!   cannot be used on constants"),
//!   `unused_2021_only_library_code_does_not_block_a_2024_solution` ("expected identifier,
//!   found reserved keyword `gen`");
//! - fail, the paste does not pass `-D warnings`:
//!   `a_method_attribute_before_comments_goes_with_the_method` (unused `must_use` result).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/traps")
}

fn fixture_target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("traps-target")
}

/// Runs cargo in the fixture workspace, offline and locked, with its own target folder.
fn cargo(args: &[&str]) -> String {
    let ran = Command::new(env!("CARGO"))
        .args(args)
        .args(["--quiet", "--offline", "--locked"])
        .current_dir(fixture())
        .env("CARGO_TARGET_DIR", fixture_target())
        .output()
        .unwrap();
    assert!(
        ran.status.success(),
        "cargo {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&ran.stderr)
    );
    String::from_utf8(ran.stdout).unwrap()
}

/// What `cargo run` prints for `app`; the whole fixture workspace is built once, by the first
/// test that gets here, so that each `cargo run` only runs.
fn cargo_run_output(app: &str) -> String {
    static BUILT: OnceLock<()> = OnceLock::new();
    BUILT.get_or_init(|| {
        cargo(&["build", "--workspace"]);
    });
    cargo(&["run", "-p", app])
}

/// The `edition` of the app's package, read from its manifest.
fn package_edition(app: &str) -> String {
    let manifest = fixture().join("crates").join(app).join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    text.lines()
        .find_map(|line| {
            let value = line
                .strip_prefix("edition")?
                .trim_start()
                .strip_prefix('=')?;
            Some(value.trim().trim_matches('"').to_string())
        })
        .unwrap_or_else(|| panic!("{}: no edition", manifest.display()))
}

/// Bundles `crates/APP/src/main.rs` as a user would (`bundler FILE.rs -o OUT`), checks that
/// `cargo run` prints `expected`, then compiles the paste with `rustc -O -D warnings` in the
/// package's edition and in every other judge edition, runs it and compares. Returns the paste.
fn bundle_matches_cargo_run(app: &str, expected: &str) -> String {
    let cargo_output = cargo_run_output(app);
    assert_eq!(
        cargo_output, expected,
        "the fixture: `cargo run -p {app}` prints"
    );
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("traps")
        .join(app);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let bundle = dir.join("bundle.rs");
    let source = fixture().join("crates").join(app).join("src/main.rs");
    let result = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .arg(&source)
        .arg("-o")
        .arg(&bundle)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "{app}: the bundler failed: {}",
        String::from_utf8_lossy(&result.stderr)
    );
    let text = std::fs::read_to_string(&bundle).unwrap();
    let package = package_edition(app);
    let mut editions = vec![package.as_str()];
    editions.extend(bundler::JUDGE_EDITIONS.iter().filter(|e| **e != package));
    for edition in editions {
        let binary = dir.join(format!("edition{edition}"));
        if let Err(message) = bundler::compile_like_judge(&bundle, edition, &binary) {
            panic!("{app} (edition {edition}): {message}\n--- bundle\n{text}");
        }
        let ran = Command::new(&binary).output().unwrap();
        assert!(ran.status.success(), "{app} (edition {edition}) failed");
        let printed = String::from_utf8_lossy(&ran.stdout);
        if printed != cargo_output {
            panic!(
                "{app} (edition {edition}) prints {printed:?}, cargo run {cargo_output:?}\n--- bundle\n{text}"
            );
        }
    }
    text
}

// Traps: a removal after which the paste still compiles, and prints something else.

#[test]
fn autoref_between_value_and_reference_impls_is_kept() {
    bundle_matches_cargo_run("t01-autoref", "value reference\n");
}

#[test]
fn value_shared_and_unique_reference_impls_each_keep_their_calls() {
    bundle_matches_cargo_run("t02-refkinds", "value shared unique\n");
}

#[test]
fn a_trait_method_found_before_autoderef_keeps_its_impl() {
    bundle_matches_cargo_run("t03-deref", "outer inner number\n");
}

#[test]
fn an_inherent_method_keeps_its_calls_from_a_trait_method_of_one_name() {
    bundle_matches_cargo_run("t04-inherent-and-trait", "2 101 202\n");
}

#[test]
fn a_specific_impl_beside_a_blanket_impl_is_kept() {
    bundle_matches_cargo_run("t05-blanket", "wrapper:3 display:4\n");
}

#[test]
fn the_impl_that_integer_fallback_picks_is_kept() {
    bundle_matches_cargo_run("t06-integer-fallback", "i32 i32 i32 i64\n");
}

#[test]
fn overriding_default_methods_are_kept() {
    bundle_matches_cargo_run(
        "t07-default-methods",
        "HELLO LOUD / hello quiet\nbye loud / (quiet leaves)\n",
    );
}

// Refusal classes: constructs of real libraries that the bundler refused or miscompiled.

#[test]
fn an_exported_macro_beside_a_module_of_its_name_does_not_clash() {
    bundle_matches_cargo_run("t08-macro-beside-module", "8 4\n");
}

#[test]
fn a_library_module_named_like_a_crate_beside_it_is_the_module() {
    bundle_matches_cargo_run("t09-own-module-beside-crate", "31\n");
}

#[test]
fn a_library_module_named_like_a_crate_in_the_graph_is_the_module() {
    // The crate `helper`'s `x` returns 1000, the module's 1: a path resolved to the crate
    // prints another sum.
    bundle_matches_cargo_run("t09-own-module-and-crate-of-one-name", "31 1000\n");
}

#[test]
fn an_unused_type_named_in_macro_arguments_goes_without_editing_the_invocation() {
    bundle_matches_cargo_run("t10-unused-type-named-in-macro-arguments", "12\n");
}

#[test]
fn keyed_macro_invocations_are_removed_or_kept_whole() {
    bundle_matches_cargo_run("t10-keyed-macro-invocations", "16 9 4\n");
}

#[test]
fn a_macro_stamped_method_keeps_its_used_instances() {
    bundle_matches_cargo_run("t11-macro-stamped-methods", "3 8 15 -6\n");
}

#[test]
fn a_marker_trait_the_solution_implements_is_kept() {
    bundle_matches_cargo_run("t12-marker-trait", "Mine(21) 42\n");
}

#[test]
fn a_method_attribute_before_comments_goes_with_the_method() {
    // A `#[must_use]` left behind lands on `touch`, whose result the solution drops.
    bundle_matches_cargo_run("t13-method-attribute-before-comments", "2\n");
}

#[test]
fn a_function_attribute_before_comments_goes_with_the_function() {
    // An `#[inline]` left behind lands on a `const`, which is an error.
    bundle_matches_cargo_run("t13-function-attribute-before-comments", "3\n");
}

#[test]
fn unused_2021_only_library_code_does_not_block_a_2024_solution() {
    assert_eq!(
        package_edition("t14-edition-2024-over-2021-library"),
        "2024"
    );
    bundle_matches_cargo_run("t14-edition-2024-over-2021-library", "5\n");
}

// Beyond the list: a used 2021 macro in a paste that the judge compiles as 2024.

#[test]
fn a_2021_library_macro_keeps_its_expr_fragments_in_a_2024_paste() {
    bundle_matches_cargo_run(
        "t15-edition-2021-macro-fragments",
        "expression underscore const block\n",
    );
}

// A 2021 library's `impl Trait` return types in a 2024 paste, which captures every lifetime
// in scope unless told otherwise: the bundler of 16360bb refused it (E0597 in the library).

#[test]
fn a_2021_library_keeps_what_its_impl_trait_returns_capture_in_a_2024_paste() {
    let paste = bundle_matches_cargo_run("t18-return-impl-captures-in-2024", "[0, 3, 6] 9\n");
    assert!(paste.contains("+ 'a + use<'a, T>"), "{paste}");
}

// A 2021 library in a 2018 paste, whose prelude lacks `TryFrom`, `TryInto` and
// `FromIterator`: the bundler of c58ebee refused it (E0599 `try_into` not found, E0405
// `TryFrom` not found, in the library).

#[test]
fn a_2021_library_keeps_its_prelude_in_a_2018_paste() {
    let paste = bundle_matches_cargo_run(
        "t19-2018-over-2021-prelude",
        "[9, 0, 4, 1, 7] 21 [7, 255, 255] (3, 9) Some(200) None Some(21)\n",
    );
    assert!(!paste.contains("fn unused"), "{paste}");
}

// A 2015 library (no `edition` in its manifest), whose `use` paths and `::x` paths start at
// its crate root, which is a module in the paste; in a 2015 paste its exported macro is at
// the root too. The bundler of a2d5041 refused both (E0432 `use graph` in the library; in
// 2015 also `pub(crate) use edges`).

#[test]
fn a_2015_librarys_paths_from_its_root_start_at_its_module() {
    bundle_matches_cargo_run(
        "t20-2015-library-in-2021",
        "[Some(0), Some(1), Some(1), None, None] 2\n",
    );
}

#[test]
fn a_2015_paste_keeps_a_2015_librarys_macros_at_its_root() {
    assert_eq!(package_edition("t20-2015-library-in-2015"), "2015");
    bundle_matches_cargo_run(
        "t20-2015-library-in-2015",
        "[Some(0), Some(1), Some(1), None, None] 2\n",
    );
}

// A 2018 library's `$p:pat` in a 2021 paste, where `pat` takes `a | b` and may not be
// followed by `|`: the bundler of cf11e80 refused it ("`$p:pat` is followed by `|`"), and
// without the `matches_any!` the paste printed "one pattern" for `kind!(1 | 2)`.

#[test]
fn a_2018_library_macro_keeps_its_pat_fragments_in_a_2021_paste() {
    bundle_matches_cargo_run("t21-2018-pat-fragments-in-2021", "5 one pattern tokens\n");
}

// A library macro whose expansion ends with `;`, as a match arm's expression: rustc denies
// that only in the crate that defines the macro, which the paste is (the bundler of e5e8d6d
// refused it: "trailing semicolon in macro used in expression position").

#[test]
fn a_library_macro_ending_in_a_semicolon_may_be_an_expression() {
    bundle_matches_cargo_run("t22-macro-semicolon-in-expression", "none\n1\n2\n");
}

// A library that re-exports its dependency with `pub extern crate`, under its own name and
// under another: the bundler of 7d92c64 refused both ("`pub` is not followed by an item";
// E0365, the dependency's module is private to the paste's root).

#[test]
fn a_crate_re_exported_by_pub_extern_crate_is_reached_through_it() {
    bundle_matches_cargo_run("t23-pub-extern-crate", "42 2 8\n");
}

// A 2018 library's trait objects without `dyn` (`Box<Fn(u64, u64) -> u64>`, `&'a mut
// FnMut(u64)`, its own trait's `&[Box<Shape>]`, `&mut std::fmt::Write`) in a 2021 paste, where
// that is an error (E0782): the bundler of 4f4c08f refused the closures, that of 3952266 the
// others.

#[test]
fn a_2018_library_keeps_its_trait_objects_in_a_2021_paste() {
    let paste = bundle_matches_cargo_run(
        "t24-2018-closure-objects-in-2021",
        "5 14 [30, 10, 40, 10, 50] 81 13\n",
    );
    assert!(
        paste.contains("F: Fn(u64) -> u64"),
        "a bound takes no `dyn`: {paste}"
    );
}

// A 2021 library's plain `extern "C" { .. }` block in a 2024 paste, where it must be `unsafe
// extern`: the bundler of 2ca79c8 refused it ("extern blocks must be unsafe").

#[test]
fn a_2021_librarys_extern_block_is_unsafe_extern_in_a_2024_paste() {
    bundle_matches_cargo_run("t25-2021-extern-block-in-2024", "5 7\n");
}

// A 2021 library's `unsafe fn` that makes an unsafe call without a block, in a 2024 paste:
// there that is a warning (`unsafe_op_in_unsafe_fn`), and the paste of 6ee8348 failed
// `-D warnings` (E0133), which cargo's build of the 2021 library never reports.

#[test]
fn a_2021_librarys_unsafe_fn_body_stays_unsafe_in_a_2024_paste() {
    bundle_matches_cargo_run("t26-2021-unsafe-fn-in-2024", "9\n");
}

// Names a library uses again in other modules (`Node`), and a module beside a function or a
// glob of one name: each name means the item of its own module's scope.

#[test]
fn names_mean_the_items_of_their_own_modules_scope() {
    let paste = bundle_matches_cargo_run("t16-names-in-their-modules-scope", "4 6 42 42\n");
    assert!(
        !paste.contains("children") && !paste.contains("tree of"),
        "the tree's `Node`, which nothing reaches, goes with its impls:\n{paste}"
    );
}

// A const that a format string captures (`{LEFT}`, `{:>WIDTH$}`), a method called `union`, a
// method name handed to a library macro by path (`captures::call!(sets, groups)`) and a
// module's glob beside a function of the module's name: each names what the call needs, and
// what nothing calls goes.

#[test]
fn names_that_calls_write_in_strings_macros_and_globs_are_seen() {
    let paste = bundle_matches_cargo_run("t17-names-calls-write", "<   3 3 2 2\n");
    assert!(
        !paste.contains("fn with_capacity") && !paste.contains("fn dijkstra"),
        "a method that only a local and a std type's function share a name with, and the \
         function a glob's path does not mean, go:\n{paste}"
    );
}

// A 2015 library whose identifiers are keywords of later editions (`fn gen`, `fn async`, `let
// await = try!(..)`) in a 2024 paste, where each is a parse error, also in code that nothing
// reaches: the bundler of 3952266 refused it (cympfh/procon-rs's `rng.gen::<i128>()`).

#[test]
fn a_2015_librarys_identifiers_that_later_editions_reserve_are_raw_in_a_2024_paste() {
    let paste = bundle_matches_cargo_run(
        "t27-2015-keywords-of-later-editions",
        "1220265334 484179026 43 true\n",
    );
    assert!(paste.contains("r#try!("), "{paste}");
}

// A 2021 library's patterns that bind by `ref` or `mut` under a reference (`|Modulus(ref p):
// &Modulus|` in a macro's arguments, `Some(mut n)` on a `&Option`, `let Modulus(ref p) = m;`)
// in a 2024 paste, where each is an error: the bundler of 3952266 refused it (Haar-you's
// `impl_algebra!(.. op: |Self(ref s): &Self, ..| ..)`).

#[test]
fn a_2021_librarys_binding_modifiers_under_a_reference_are_rewritten_in_a_2024_paste() {
    let paste = bundle_matches_cargo_run("t28-2021-binding-modes-in-2024", "6 42 7\n");
    assert!(paste.contains("&Some(mut n)"), "{paste}");
}

// A library trait's required items that the library never uses, which the solution's own impl
// defines (rsk0315's `ElasticSlice::full_len`): the lints report them dead, and the bundler of
// b7f215f took them from the trait, so that the solution's impl no longer compiled (E0407,
// E0438) and the libraries were kept whole.

#[test]
fn trait_items_the_solution_implements_are_kept() {
    let paste = bundle_matches_cargo_run("t29-trait-items-the-solution-implements", "3\n");
    assert!(paste.contains("fn full_len(&self) -> usize;"), "{paste}");
    assert!(!paste.contains("unused_helper"), "{paste}");
    // Shaken, not kept whole under the `allow` of every unused item.
    assert!(
        !paste.contains("#[allow(dead_code, unused_imports"),
        "{paste}"
    );
}

// An exported macro that a library module re-exports by `pub use crate::name;` (statiolake's
// prelude re-exports its own `matches!`): the macro's re-export at the library's root is
// `pub(crate)`, and the bundler of 340b3b2 refused the paste with E0364.

#[test]
fn a_pub_use_of_an_exported_macro_is_kept_in_the_crate() {
    let paste = bundle_matches_cargo_run("t30-pub-use-of-an-exported-macro", "42 5\n");
    assert!(
        paste.contains("pub(crate) use crate::macroprelude::doubled;"),
        "{paste}"
    );
}

// A private module and the function it exports under the module's own name (sogapalag's
// `mod div_block;` beside `pub use self::div_block::div_block;`): once the lints took the
// function, `use crate::blocks::div_block;` found the private module alone (E0603), and the
// bundler of f53fdf3 kept the libraries whole.

#[test]
fn an_import_left_with_a_private_module_of_its_name_goes() {
    let paste = bundle_matches_cargo_run("t31-private-module-of-a-removed-function", "6\n");
    assert!(!paste.contains("div_block"), "{paste}");
    assert!(
        !paste.contains("#[allow(dead_code, unused_imports"),
        "{paste}"
    );
}
