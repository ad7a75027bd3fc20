//! lc-nim-product-64 against the judge's own reference solution (`sol/correct.cpp` of
//! Library Checker's problem repository) on the largest official-style input, both compiled
//! with Library Checker's flags.

use crate::measure::{alternate, median, ms};
use crate::problems::{human_size, max_input};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

const PROBLEM: &str = "lc-nim-product-64";

/// The problem repository's commit the reference is read from, and the problem's folder there.
const COMMIT: &str = "04c8de378bab67be926325de2871f0babb8e6451";
const PROBLEM_DIR: &str = "number_theory/nim_product_64";

/// The bare mirror of yosupo06/library-checker-problems on the bench machine, when
/// `$GAMEBOOK_LIBRARY_CHECKER` (a git directory) is not set.
const MIRROR: &str = "/work/.mirror/yosupo06+library-checker-problems/repo";

/// The target: our time over the reference's.
const RATIO_TARGET: f64 = 1.0;

pub fn nim_product(root: &Path, scratch: &Path) -> Result<String, String> {
    let mut out = format!(
        "## {PROBLEM} against the judge's reference\n\n\
         The committed submission compiled as Library Checker does (`rustc --edition 2024 -C \
         opt-level=3 -C target-cpu=native`) against the problem repository's \
         `{PROBLEM_DIR}/sol/correct.cpp` at commit {}, `g++ -O2`, on the input of \
         `examples/{PROBLEM}-max.rs`, run alternately. Target: at most {RATIO_TARGET:.1}x the \
         reference's time.\n\n",
        &COMMIT[..12]
    );
    let reference = match build_reference(scratch) {
        Ok(binary) => binary,
        Err(why) => {
            let _ = writeln!(out, "Not measured: {why}.\n");
            return Ok(out);
        }
    };
    let input = scratch.join("nim-product.in");
    max_input(root, PROBLEM, &input)?;
    let input_size = std::fs::metadata(&input).map_err(|e| e.to_string())?.len();
    let ours = scratch.join("nim-product-ours");
    let submission = root.join("submissions").join(format!("{PROBLEM}.rs"));
    run_tool(
        Command::new(bundler::rustc::rustc())
            .args([
                "--edition",
                "2024",
                "-C",
                "opt-level=3",
                "-C",
                "target-cpu=native",
            ])
            .arg("-o")
            .arg(&ours)
            .arg(&submission),
        "rustc",
    )?;
    let samples = alternate(&[&ours, &reference], &input, scratch)?;
    let identical = match (
        std::fs::read(scratch.join("out0")),
        std::fs::read(scratch.join("out1")),
    ) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    let failed = samples.iter().flatten().any(|s| !s.success);
    let (ours_time, reference_time) = (median(&samples[0]), median(&samples[1]));
    let ratio = ms(ours_time) / ms(reference_time);
    let _ = writeln!(
        out,
        "Input: {} (`target/bench/nim-product.in`).\n\n\
         | program | median ms |\n|---|---:|\n\
         | ours (`submissions/{PROBLEM}.rs`) | {:.1} |\n\
         | reference (`sol/correct.cpp`) | {:.1} |\n",
        human_size(input_size),
        ms(ours_time),
        ms(reference_time)
    );
    let verdict = if ratio <= RATIO_TARGET {
        "meets"
    } else {
        "misses"
    };
    let _ = writeln!(
        out,
        "Outputs {}{}; ours takes {ratio:.2}x the reference's time ({verdict} the \
         {RATIO_TARGET:.1}x target).\n",
        if identical {
            "byte-identical"
        } else {
            "DIFFER"
        },
        if failed { ", and a run failed" } else { "" }
    );
    Ok(out)
}

/// Reads the reference and the headers it includes from the problem repository into the
/// scratch folder (never into this repository) and compiles it; the error says why not.
fn build_reference(scratch: &Path) -> Result<PathBuf, String> {
    let git_dir = match std::env::var_os("GAMEBOOK_LIBRARY_CHECKER") {
        Some(dir) => PathBuf::from(dir),
        None if Path::new(MIRROR).exists() => PathBuf::from(MIRROR),
        None => {
            return Err(format!(
                "no copy of yosupo06/library-checker-problems (set GAMEBOOK_LIBRARY_CHECKER to \
                 its git directory; {MIRROR} does not exist)"
            ));
        }
    };
    if Command::new("g++").arg("--version").output().is_err() {
        return Err("g++ is not installed".into());
    }
    // The repository's layout under one scratch folder: a file at repository path P is at
    // `sources/P`, so relative includes resolve as they do there.
    let sources = scratch.join("nim-product-ref-src");
    let main = format!("{PROBLEM_DIR}/sol/correct.cpp");
    let mut pending = vec![main.clone()];
    let mut fetched: Vec<String> = Vec::new();
    while let Some(path) = pending.pop() {
        if fetched.contains(&path) {
            continue;
        }
        let text = git_show(&git_dir, &path)?;
        let target = sources.join(&path);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        std::fs::write(&target, &text).map_err(|e| e.to_string())?;
        // Quoted includes (params.h, testlib.h, ...): next to the including file, in the
        // problem folder, or in the repository's common/, as the repository's own build finds
        // them.
        let folder = path.rsplit_once('/').map_or("", |(folder, _)| folder);
        for header in quoted_includes(&text) {
            let candidates: Vec<String> = [folder, PROBLEM_DIR, "common"]
                .iter()
                .filter_map(|base| normalize(&format!("{base}/{header}")))
                .collect();
            let Some(found) = candidates
                .iter()
                .find(|candidate| git_show(&git_dir, candidate).is_ok())
            else {
                let generated = if header.ends_with("params.h") {
                    " (params.h is not committed there: the repository's generate.py writes it \
                     from info.toml)"
                } else {
                    ""
                };
                return Err(format!(
                    "`#include \"{header}\"` of {path} is in none of {}{generated}",
                    candidates.join(", ")
                ));
            };
            pending.push(found.clone());
        }
        fetched.push(path);
    }
    let binary = scratch.join("nim-product-ref");
    run_tool(
        Command::new("g++")
            .arg("-O2")
            .arg("-I")
            .arg(sources.join(PROBLEM_DIR))
            .arg("-I")
            .arg(sources.join("common"))
            .arg("-o")
            .arg(&binary)
            .arg(sources.join(&main)),
        "g++",
    )?;
    Ok(binary)
}

/// The text of `path` at [`COMMIT`] in the repository whose git directory is `git_dir`.
fn git_show(git_dir: &Path, path: &str) -> Result<String, String> {
    let output = Command::new("git")
        .arg("--git-dir")
        .arg(git_dir)
        .args(["show", &format!("{COMMIT}:{path}")])
        .output()
        .map_err(|e| format!("cannot run git: {e}"))?;
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    } else {
        Err(format!(
            "git --git-dir {} show {}:{path}: {}",
            git_dir.display(),
            &COMMIT[..12],
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

/// A repository path with its `.` and `..` segments resolved; `None` when it leaves the
/// repository.
fn normalize(path: &str) -> Option<String> {
    let mut segments: Vec<&str> = Vec::new();
    for segment in path.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                segments.pop()?;
            }
            _ => segments.push(segment),
        }
    }
    Some(segments.join("/"))
}

/// The names of the `#include "..."` lines of a C++ source.
fn quoted_includes(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix('#')?.trim_start();
            let rest = rest
                .strip_prefix("include")?
                .trim_start()
                .strip_prefix('"')?;
            rest.split_once('"').map(|(name, _)| name.to_string())
        })
        .collect()
}

fn run_tool(command: &mut Command, name: &str) -> Result<(), String> {
    let output = command
        .output()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{name} failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::{normalize, quoted_includes};

    #[test]
    fn normalize_resolves_dots_inside_the_repository_only() {
        assert_eq!(
            normalize("number_theory/nim_product_64/sol/../params.h").as_deref(),
            Some("number_theory/nim_product_64/params.h")
        );
        assert_eq!(
            normalize("common/./testlib.h").as_deref(),
            Some("common/testlib.h")
        );
        assert_eq!(normalize("common/../../x.h"), None);
    }

    #[test]
    fn quoted_includes_finds_local_headers_only() {
        let source = "#include <cstdio>\n#include \"params.h\"\n  # include \"../common/testlib.h\" // x\n// #include \"no.h\"\nint main() {}\n";
        assert_eq!(
            quoted_includes(source),
            vec!["params.h".to_string(), "../common/testlib.h".to_string()]
        );
    }
}
