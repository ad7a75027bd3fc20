//! The one place that runs `rustc` on a bundle: compiling it as the judges do.
//!
//! Judges compile a single file with a bare `rustc` (no Cargo, no crates), with optimisation,
//! under edition 2021 or 2024. A submission must build warning-free under both, so that it is
//! accepted wherever it is pasted.

use std::path::Path;
use std::process::Command;

/// The editions every submission must compile under.
pub const JUDGE_EDITIONS: [&str; 2] = ["2021", "2024"];

/// Compiles `source` into `binary` as a judge does: `rustc -O --edition EDITION -D warnings`.
/// On failure, returns the command line and rustc's messages.
pub fn compile_like_judge(source: &Path, edition: &str, binary: &Path) -> Result<(), String> {
    let output = Command::new(rustc())
        .args(["-O", "--edition", edition, "-D", "warnings", "--crate-name"])
        .arg(crate_name(source))
        .arg("-o")
        .arg(binary)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "`rustc -O --edition {edition} -D warnings {}` failed:\n{}",
            source.display(),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// The compiler to run: `$RUSTC` when set (as Cargo sets it for build tools), else `rustc`.
pub fn rustc() -> std::ffi::OsString {
    std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into())
}

/// A crate name rustc accepts, from the file name (`p2197-nim.rs` gives `p2197_nim`).
fn crate_name(source: &Path) -> String {
    let stem = source.file_stem().unwrap_or_default().to_string_lossy();
    let name: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        name
    } else {
        format!("main_{name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crate_names_come_from_file_names() {
        assert_eq!(crate_name(Path::new("x/p2197-nim.rs")), "p2197_nim");
        assert_eq!(crate_name(Path::new("1.rs")), "main_1");
    }
}
