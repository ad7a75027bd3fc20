//! End-to-end tests of the `bundler` binary on the fixture workspaces in `tests/fixtures/`:
//! every bundle is compiled with a bare `rustc` under editions 2021 and 2024 with
//! `-D warnings` and run; every error exits non-zero, names the file and line, and writes
//! nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// A fresh, empty scratch folder for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run_bundler(root: &Path, problem: &str, output: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundler"))
        .arg(problem)
        .arg("--root")
        .arg(root)
        .arg("-o")
        .arg(output)
        .output()
        .unwrap()
}

/// Bundles `problem` of fixture `name`, then compiles and runs the bundle under both
/// editions; returns the bundle text after checking the program's output.
fn bundle_compile_and_run(name: &str, problem: &str) -> String {
    let dir = scratch(name);
    let bundle = dir.join("bundle.rs");
    let result = run_bundler(&fixture(name), problem, &bundle);
    assert!(
        result.status.success(),
        "bundler failed: {}",
        String::from_utf8_lossy(&result.stderr)
    );
    let expected = std::fs::read_to_string(fixture(name).join("expected.txt")).unwrap();
    for edition in ["2021", "2024"] {
        let binary = dir.join(format!("edition{edition}"));
        if let Err(message) = bundler::compile_like_judge(&bundle, edition, &binary) {
            panic!(
                "{name} (edition {edition}): {message}\n--- bundle\n{}",
                std::fs::read_to_string(&bundle).unwrap()
            );
        }
        let ran = Command::new(&binary).output().unwrap();
        assert!(ran.status.success());
        assert_eq!(
            String::from_utf8_lossy(&ran.stdout),
            expected,
            "output of {name} (edition {edition})"
        );
    }
    std::fs::read_to_string(&bundle).unwrap()
}

#[test]
fn literals_and_comments_that_look_like_code_are_untouched() {
    let text = bundle_compile_and_run("strings", "app");
    assert!(
        text.starts_with("// Fixture: literals and comments")
            && text.contains("\n// Bundled from crates/app with textlib by gamebook's bundler"),
        "{text}"
    );
    assert!(text.contains("mod textlib {"));
    assert!(text.contains("use crate::textlib::{lifetimes, tricky};"));
    assert!(
        text.contains("crate::textlib::inner::value()"),
        "crate:: inside the library is rewritten"
    );
    assert!(
        text.contains("\"line one\nmod fake2;\n    crate::kept\n\""),
        "multi-line string not re-indented"
    );
    assert!(
        !text.contains("/* block /* nested"),
        "a shaken library's comments are dropped (nested ones whole)"
    );
    assert!(
        !text.contains("///") && !text.contains("//!") && !text.contains("/**"),
        "doc comments dropped"
    );
    assert!(
        text.contains("// textlib::not_a_path in a comment"),
        "plain comments kept"
    );
}

/// What `cargo run` prints for `package` of fixture workspace `name` (its own workspace).
fn cargo_run_output(name: &str, package: &str) -> String {
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture-target");
    let ran = Command::new(env!("CARGO"))
        .args(["run", "--quiet", "--offline", "--locked", "-p", package])
        .current_dir(fixture(name))
        .env("CARGO_TARGET_DIR", target)
        .output()
        .unwrap();
    assert!(
        ran.status.success(),
        "cargo run -p {package}: {}",
        String::from_utf8_lossy(&ran.stderr)
    );
    String::from_utf8(ran.stdout).unwrap()
}

/// Bundles `package` of fixture `name`, compiles it under both editions and checks that it
/// prints exactly what `cargo run` of the crate prints.
fn bundle_matches_cargo_run(name: &str, package: &str) -> String {
    let dir = scratch(&format!("{name}-{package}"));
    let bundle = dir.join("bundle.rs");
    let result = run_bundler(&fixture(name), package, &bundle);
    assert!(
        result.status.success(),
        "bundler failed: {}",
        String::from_utf8_lossy(&result.stderr)
    );
    let expected = cargo_run_output(name, package);
    for edition in bundler::JUDGE_EDITIONS {
        let binary = dir.join(format!("edition{edition}"));
        if let Err(message) = bundler::compile_like_judge(&bundle, edition, &binary) {
            panic!(
                "{package} (edition {edition}): {message}\n--- bundle\n{}",
                std::fs::read_to_string(&bundle).unwrap()
            );
        }
        let ran = Command::new(&binary).output().unwrap();
        assert_eq!(
            String::from_utf8_lossy(&ran.stdout),
            expected,
            "{package} (edition {edition}) differs from cargo run"
        );
    }
    std::fs::read_to_string(&bundle).unwrap()
}

#[test]
fn renamed_library_with_default_features_and_exported_macros() {
    let text = bundle_matches_cargo_run("reallib", "app1");
    assert!(text.contains("mod ml {"), "the module is the [lib] name");
    assert!(
        text.contains("crate::ml::chmin!(best, 4)"),
        "renamed path rewritten"
    );
    assert!(text.contains("use crate::ml::chmin;"));
    assert!(
        text.contains("crate::ml::Modint::new($x)"),
        "$crate rewritten"
    );
    assert!(
        text.contains("pub(crate) use modint;"),
        "exported macro re-exported"
    );
    assert!(!text.contains("macro_export") && !text.contains("\"slow\""));
    assert!(
        text.contains("#[cfg(unix)] // left to the judge's compiler")
            && text.contains("#[cfg(not(unix))] // left to the judge's compiler"),
        "undecidable cfg kept with a comment, both sides of a used item"
    );
    assert!(!text.contains("extra_only") && !text.contains("never_bundled"));
}

#[test]
fn library_without_default_features_and_with_an_extra_one() {
    let text = bundle_matches_cargo_run("reallib", "app2");
    assert!(text.contains("#[derive(Debug)]"), "cfg_attr applied");
    assert!(
        !text.contains("platform"),
        "an unused item goes with its twin under the other side of a judge-left cfg"
    );
    assert!(text.contains("fn extra_only") && !text.contains("\"fast\""));
}

#[test]
fn shaking_keeps_exactly_what_the_solution_reaches() {
    let text = bundle_matches_cargo_run("reallib", "app3");
    for gone in [
        "never_used",
        "NeverUsed",
        "unused_inherent",
        "trait Bump",
        "impl Bump",
        "parse_impl!(u8)",
        "render_impl!(u64)",
    ] {
        assert!(
            !text.contains(gone),
            "`{gone}` should be shaken off:\n{text}"
        );
    }
    for kept in [
        "pub fn bump(&mut self) -> u32 {\n        self.n += 1;",
        "impl Shape for Square",
        "pub fn helper_in_macro()",
        "pub const SIZE: usize = 4;",
        "pub trait Describe",
        "parse_impl!(u64)",
        "render_impl!(&str)",
    ] {
        assert!(text.contains(kept), "`{kept}` must stay:\n{text}");
    }
    assert!(
        !text.contains("allow(dead_code"),
        "no blanket allow once shaken"
    );
}

#[test]
fn types_with_standard_trait_impls_go_when_nothing_names_them() {
    let bundle = bundle_matches_cargo_run("reallib", "app4");
    let text = &bundle[bundle.find("mod numlib").unwrap()..];
    for gone in [
        "Mod7",
        "binary_operator",
        "trait Ring",
        "trait Modulus",
        "mod modular",
        "mod notes",
        "unused_helper",
        "thread_local!",
        "Counter",
        "zero!",
        "mod source",
    ] {
        assert!(
            !text.contains(gone),
            "`{gone}` should be shaken off:\n{text}"
        );
    }
    for kept in [
        "pub fn path_count",
        "impl Describe for Dsu",
        "pub enum Outcome",
        "use self::Outcome::{Lose, Win};",
    ] {
        assert!(text.contains(kept), "`{kept}` must stay:\n{text}");
    }
    let bundle = bundle_matches_cargo_run("reallib", "app5");
    let text = &bundle[bundle.find("mod numlib").unwrap()..];
    for kept in [
        "impl fmt::Display for Mod7",
        "binary_operator!(Sub, sub",
        "impl Ring for Mod7",
        "impl Modulus for Seven",
        "static MADE",
        "zero! { Mod7;",
    ] {
        assert!(text.contains(kept), "`{kept}` must stay:\n{text}");
    }
    // `Graph` has an impl in a submodule of its own module: it goes with the type. `Mod11`
    // goes with its entry of the list invocation it shares with `Mod7`; the token sources go
    // with both sides of their `cfg(debug_assertions)` import.
    for gone in [
        "Dsu",
        "Outcome",
        "trait Describe",
        "mod notes",
        "Graph",
        "mod paths",
        "Mod11",
        "mod source",
    ] {
        assert!(
            !text.contains(gone),
            "`{gone}` should be shaken off:\n{text}"
        );
    }
}

#[test]
fn both_sides_of_a_debug_assertions_cfg_compile_after_shaking() {
    let bundle = bundle_matches_cargo_run("reallib", "app6");
    let text = &bundle[bundle.find("mod numlib").unwrap()..];
    // The checks see what a judge's `-O` build sees; the debug side stays with what it calls.
    for kept in [
        "pub use super::Lines as Auto;",
        "pub use super::Whole as Auto;",
        "fn prepare",
        "fn is_empty",
    ] {
        assert!(text.contains(kept), "`{kept}` must stay:\n{text}");
    }
    assert!(
        !text.contains("Echo"),
        "an unlinted `__echo` goes with the type it names:\n{text}"
    );
    assert!(
        text.contains("crate::numlib::__auto_source!($text)"),
        "a local_inner_macros call gets the library's path:\n{text}"
    );
    let attribute = text.find("#![allow(clippy::new_without_default)]").unwrap();
    assert!(
        attribute < text.find("macro_rules! first_token").unwrap(),
        "the library's inner attribute stays first in its module:\n{text}"
    );
    let dir = scratch("reallib-app6-debug");
    let source = dir.join("bundle.rs");
    std::fs::write(&source, &bundle).unwrap();
    let binary = dir.join("debug");
    let built = Command::new(bundler::rustc::rustc())
        .args(["--edition", "2021", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let ran = Command::new(&binary).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&ran.stdout),
        cargo_run_output("reallib", "app6")
    );
    // `include_str!` and `include_bytes!` become literals: no file goes with the paste.
    assert!(text.contains("r##\"say \"hi\"#\n") && !text.contains("include_"));
}

#[test]
fn extern_crate_items_become_module_imports() {
    let bundle = bundle_matches_cargo_run("reallib", "app7");
    assert!(
        bundle.contains("use crate::numlib::*;\nuse crate::numlib as nl;")
            && !bundle.contains("\nextern crate"),
        "{bundle}"
    );
}

#[test]
fn a_library_that_aliases_its_own_root_keeps_its_paths() {
    let bundle = bundle_matches_cargo_run("reallib", "app8");
    assert!(
        bundle.contains("pub(crate) use crate::selfroot as selfroot;")
            && bundle.contains("use crate::selfroot as root;"),
        "{bundle}"
    );
}

#[test]
fn a_library_named_like_the_solutions_own_import_and_a_function_named_like_its_crate() {
    let bundle = bundle_matches_cargo_run("reallib", "app9");
    assert!(
        bundle.contains("mod io_crate {") && bundle.contains("use crate::io_crate::input;"),
        "the solution's root declares `io` (std's): the library's module is another name\n{bundle}"
    );
    assert!(
        bundle.contains("io::stdout()") && bundle.contains("conv::<u16>(x)"),
        "neither std's `io` nor a turbofish is a path into a library\n{bundle}"
    );
}

#[test]
fn a_big_library_of_which_one_small_type_is_used_fits_the_default_limit() {
    let root = scratch("big_library");
    let write = |path: &str, text: &str| {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    let mut library = String::from("pub struct Small(pub u32);\n\nimpl Small {\n    pub fn twice(&self) -> u32 {\n        2 * self.0\n    }\n}\n");
    for i in 0..800 {
        library.push_str(&format!(
            "\n/// Filler number {i}, long enough to make the library big.\npub fn filler_{i}(values: &[u64]) -> u64 {{\n    values.iter().map(|v| v.wrapping_mul({i}) ^ 0x5555).fold(0, u64::wrapping_add)\n}}\n"
        ));
    }
    assert!(library.len() > 64 * 1024, "{} bytes", library.len());
    write(
        "crates/big/Cargo.toml",
        "[package]\nname = \"big\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    );
    write("crates/big/src/lib.rs", &library);
    write(
        "crates/user/Cargo.toml",
        "[package]\nname = \"user\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nbig = { path = \"../big\" }\n",
    );
    write(
        "crates/user/src/main.rs",
        "fn main() {\n    println!(\"{}\", big::Small(21).twice());\n}\n",
    );
    let bundle = root.join("bundle.rs");
    let result = run_bundler(&root, "user", &bundle);
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let size = std::fs::metadata(&bundle).unwrap().len();
    assert!(size < 2048, "{size} bytes");
    for edition in bundler::JUDGE_EDITIONS {
        let binary = root.join(format!("user{edition}"));
        bundler::compile_like_judge(&bundle, edition, &binary).unwrap();
        let ran = Command::new(&binary).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&ran.stdout), "42\n");
    }
}

#[test]
fn module_files_nested_both_ways_are_inlined() {
    let text = bundle_compile_and_run("modules", "app");
    assert!(text.contains("mod helper {"));
    assert!(text.contains("mod square {"));
    assert!(
        text.contains("crate::nested::total()"),
        "library path in a nested problem module"
    );
    assert!(
        text.contains("crate::nested::deep()"),
        "a leading `::nested` becomes `crate::nested`"
    );
    assert!(text.contains("use crate::nested as n;"));
    assert!(text.contains("crate::nested::a::c::value() * 10"));
    assert!(!text.contains("mod a;") && !text.contains("mod d;"));
}

#[test]
fn libraries_are_found_transitively_and_unused_ones_left_out() {
    let text = bundle_compile_and_run("transitive", "app");
    assert!(text.contains("mod outer {") && text.contains("mod inner {"));
    assert!(text.contains("crate::inner::base()"), "{text}");
    assert!(!text.contains("mod unused") && !text.contains("never_bundled"));
}

#[test]
fn test_only_code_is_dropped() {
    let text = bundle_compile_and_run("cfgtest", "app");
    assert!(
        !text.contains("only_in_tests")
            && !text.contains("top_level_test_only")
            && !text.contains("dev_helper")
            && !text.contains("ONLY_IN_TESTS")
            && !text.contains("OnlyInTests"),
        "{text}"
    );
    assert!(
        !text.contains("cfg(test)") && !text.contains("HashMap") && !text.contains("testonly"),
        "{text}"
    );
    assert!(text.contains("mod lib_with_tests {"));
}

#[test]
fn bundling_is_deterministic() {
    let dir = scratch("deterministic");
    let (first, second) = (dir.join("first.rs"), dir.join("second.rs"));
    assert!(run_bundler(&fixture("modules"), "app", &first)
        .status
        .success());
    assert!(run_bundler(&fixture("modules"), "app", &second)
        .status
        .success());
    assert_eq!(
        std::fs::read(first).unwrap(),
        std::fs::read(second).unwrap()
    );
}

#[test]
fn prints_to_stdout_without_output_file() {
    let result = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .args(["app", "--root"])
        .arg(fixture("transitive"))
        .output()
        .unwrap();
    assert!(result.status.success());
    assert!(String::from_utf8_lossy(&result.stdout).contains("mod inner {"));
}

/// Runs the bundler on a broken problem with an existing output file and with a missing one:
/// both times it must fail with `message` (file and line) and leave the folder as it was.
fn assert_fails_cleanly(test: &str, problem: &str, message: &str) {
    let dir = scratch(test);
    let existing = dir.join("existing.rs");
    std::fs::write(&existing, "previous contents").unwrap();
    for output in [existing.clone(), dir.join("new.rs")] {
        let result = run_bundler(&fixture("errors"), problem, &output);
        let stderr = String::from_utf8_lossy(&result.stderr);
        assert_eq!(result.status.code(), Some(1), "{problem}: {stderr}");
        assert!(
            stderr.contains(message),
            "{problem}: expected `{message}` in:\n{stderr}"
        );
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        assert_eq!(files, ["existing.rs"], "{problem}: the folder changed");
        assert_eq!(
            std::fs::read_to_string(&existing).unwrap(),
            "previous contents"
        );
    }
}

#[test]
fn rejects_unknown_crate_without_writing() {
    assert_fails_cleanly(
        "unknown_crate",
        "nonexistent",
        "src/main.rs: unknown crate `nonexistent`",
    );
    assert_fails_cleanly(
        "library_as_problem",
        "fastio",
        "`fastio` is a library, not a problem crate",
    );
}

#[test]
fn rejects_a_registry_crate_that_the_solution_or_the_code_it_reaches_uses_without_writing() {
    assert_fails_cleanly(
        "registry_dependency",
        "baddep",
        "baddep/src/main.rs:1: uses `serde`, a registry crate (",
    );
    assert_fails_cleanly(
        "registry_dependency_reached",
        "registryreached",
        "withregistry/src/lib.rs:7: uses `serde`, a registry crate (",
    );
}

#[test]
fn an_optional_dependency_that_is_off_is_never_loaded_further() {
    let dir = scratch("optional_dependency_off");
    let bundle = dir.join("bundle.rs");
    let result = run_bundler(&fixture("errors"), "optionaldep", &bundle);
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let text = std::fs::read_to_string(&bundle).unwrap();
    assert!(text.contains("mod fastio {") && !text.contains("withregistry"));
}

/// What `cargo run` would print cannot be had here (the fixture's library needs serde from
/// the registry), so the output is the one the code says: `1 + 2`.
#[test]
fn a_library_whose_registry_crate_the_solution_never_reaches_bundles() {
    let dir = scratch("registry_crate_unreached");
    let bundle = dir.join("bundle.rs");
    let result = run_bundler(&fixture("errors"), "optionalon", &bundle);
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert!(result.status.success(), "{stderr}");
    let text = std::fs::read_to_string(&bundle).unwrap();
    assert!(
        text.contains("fn derived") && !text.contains("serde") && !text.contains("is_serializable"),
        "{text}"
    );
    let binary = dir.join("optionalon");
    bundler::compile_like_judge(&bundle, "2021", &binary).unwrap();
    let ran = Command::new(&binary).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "3\n");
}

#[test]
fn rejects_extern_crate_of_an_unknown_crate_without_writing() {
    assert_fails_cleanly(
        "extern_unknown",
        "externunknown",
        "externunknown/src/main.rs:1: unknown crate `nothere`",
    );
}

#[test]
fn rejects_include_without_writing() {
    assert_fails_cleanly(
        "include",
        "includes",
        "includes/src/main.rs:2: `include!`: not supported",
    );
}

#[test]
fn rejects_missing_module_file_without_writing() {
    assert_fails_cleanly(
        "missing_module",
        "missingmod",
        "missingmod/src/main.rs:3: file not found for module `gone`",
    );
}

#[test]
fn rejects_unbalanced_delimiters_without_writing() {
    assert_fails_cleanly(
        "unbalanced",
        "unbalanced",
        "unbalanced/src/main.rs:4: mismatched `}`: expected `]` to close the `[` of line 2",
    );
    assert_fails_cleanly(
        "unterminated",
        "unbalancedlib",
        "brokenlib/src/lib.rs:2: unterminated string literal",
    );
}

#[test]
fn rejects_unreadable_module_file_without_writing() {
    assert_fails_cleanly(
        "unreadable",
        "unreadable",
        "unreadable/src/main.rs:1: cannot read",
    );
    assert_fails_cleanly(
        "unreadable_utf8",
        "unreadable",
        "binary.rs: stream did not contain valid UTF-8",
    );
}

#[test]
fn rejects_library_use_without_dependency_without_writing() {
    assert_fails_cleanly(
        "undeclared",
        "undeclared",
        "undeclared/src/main.rs:2: uses `fastio`, which",
    );
}

#[test]
fn rejects_path_attribute_without_writing() {
    assert_fails_cleanly(
        "path_attribute",
        "pathattr",
        "pathattr/src/main.rs:2: #[path] on `mod moved;` is not supported",
    );
}

#[test]
fn rejects_submissions_over_64_kib_without_writing() {
    assert_fails_cleanly(
        "too_big",
        "toobig",
        "above the limit of 65536 bytes (64 KiB; Codeforces accepts 64 KiB, AtCoder 512 KiB): raise it with --max-bytes N",
    );
}

#[test]
fn rejects_problem_names_that_are_paths() {
    for name in ["../../etc", "abc/x", ".."] {
        let dir = scratch("bad_names");
        let output = dir.join("out.rs");
        let result = Command::new(env!("CARGO_BIN_EXE_bundler"))
            .args([name, "--root"])
            .arg(fixture("transitive"))
            .arg("-o")
            .arg(&output)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&result.stderr);
        assert_eq!(result.status.code(), Some(1), "{name}: {stderr}");
        assert!(!output.exists(), "{name}");
    }
}

#[test]
fn size_limit_can_be_raised_or_lifted() {
    let dir = scratch("size_limit");
    for (limit, ok) in [("100", false), ("0", true), ("1000000", true)] {
        let output = dir.join(format!("out{limit}.rs"));
        let result = Command::new(env!("CARGO_BIN_EXE_bundler"))
            .args(["toobig", "--max-bytes", limit, "--root"])
            .arg(fixture("errors"))
            .arg("-o")
            .arg(&output)
            .output()
            .unwrap();
        assert_eq!(result.status.success(), ok, "--max-bytes {limit}");
        assert_eq!(output.exists(), ok);
    }
}

#[test]
fn rejects_unknown_feature_and_undecidable_file_cfg() {
    assert_fails_cleanly("unknown_feature", "badfeature", "has no feature `turbo`");
}

#[test]
fn rejects_an_inner_cfg_only_the_judge_could_decide() {
    assert_fails_cleanly(
        "inner_cfg",
        "innercfg",
        "innercfg/src/plat.rs:2: an inner #![cfg(...)] that only the judge's compiler can decide",
    );
}

#[test]
fn rejects_bad_arguments() {
    let result = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .output()
        .unwrap();
    assert_eq!(result.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&result.stderr)
        .contains("usage: bundler (PROBLEM | FILE.rs | --lib"));
    let result = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .args(["x", "--frobnicate"])
        .output()
        .unwrap();
    assert_eq!(result.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&result.stderr).contains("unknown option `--frobnicate`"));
}

#[test]
fn a_type_error_in_the_solution_is_reported_at_its_own_file_and_line() {
    let file = fixture("errors").join("crates/typeerror/src/main.rs");
    let error = bundler::bundle_file(&file, &bundler::Options::default()).unwrap_err();
    assert_eq!(error.kind, bundler::ErrorKind::DoesNotCompile);
    assert!(
        error.message.contains("typeerror/src/main.rs:6:22")
            && error.message.contains("\n6 |     let wrong: u32")
            && !error.message.contains("paste.rs"),
        "{}",
        error.message
    );
}

#[test]
fn crates_the_judge_provides_stay_as_they_are_and_others_are_refused() {
    let file = fixture("errors").join("crates/provided/src/main.rs");
    let refused = bundler::bundle_file(&file, &bundler::Options::default()).unwrap_err();
    assert_eq!(refused.kind, bundler::ErrorKind::RegistryCrate);
    assert!(refused.message.contains("`proconio`"), "{refused}");
    let options = bundler::Options {
        provided: ["proconio".to_string()].into(),
        ..bundler::Options::default()
    };
    let bundle = bundler::bundle_file_mapped(&file, &options).unwrap();
    assert_eq!(bundle.external, ["proconio"]);
    assert!(
        bundle.text.contains("use proconio::input;"),
        "{}",
        bundle.text
    );
    assert!(bundle.text.contains("n + crate::fastio::read()"));
    assert!(bundle.notes.iter().any(|n| n.contains("proconio")));
    let line = 1 + bundle.text[..bundle.text.find("input! {").unwrap()]
        .matches('\n')
        .count();
    let (origin, source_line) = bundle.lines.origin(line).unwrap();
    assert!(origin.ends_with("crates/provided/src/main.rs") && source_line == 5);
}

#[test]
fn errors_say_what_kind_of_failure_they_are() {
    use bundler::{bundle_file, bundle_problem, ErrorKind, Options};
    let errors = fixture("errors");
    let options = |problem: &str| Options::for_problem(&errors, problem).unwrap();
    let kind = |problem: &str| {
        bundle_problem(&errors, problem, &options(problem))
            .unwrap_err()
            .kind
    };
    assert_eq!(kind("toobig"), ErrorKind::TooLarge);
    assert_eq!(kind("undeclared"), ErrorKind::UnknownCrate);
    assert_eq!(kind("baddep"), ErrorKind::RegistryCrate);
    assert_eq!(kind("missingmod"), ErrorKind::Io);
    assert_eq!(kind("pathattr"), ErrorKind::Input);
    let missing = bundle_file(&errors.join("no/such/file.rs"), &Options::default());
    assert_eq!(missing.unwrap_err().kind, ErrorKind::Io);
}

#[test]
fn a_compiler_that_fails_without_a_diagnostic_is_named_not_blamed_on_the_solution() {
    // A `$RUSTC` that cannot compile anything (here the bundler itself, which rejects
    // rustc's options) once gave "does not compile:" and nothing else.
    let result = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .args(["app", "--root"])
        .arg(fixture("transitive"))
        .env("RUSTC", env!("CARGO_BIN_EXE_bundler"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("without a diagnostic"), "{stderr}");
    assert!(stderr.contains("unknown option"), "{stderr}");
    assert!(result.stdout.is_empty());
}
