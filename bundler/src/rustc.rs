//! The one place that runs `rustc` on a bundle: compiling it as the judges do, and the two
//! quick looks the shaker takes at it (its diagnostics, and the functions it instantiates).
//!
//! Judges compile a single file with a bare `rustc` (no Cargo, no crates), with optimisation,
//! under edition 2021 or 2024. A submission must build warning-free under both, so that it is
//! accepted wherever it is pasted.

use crate::error::{Error, ErrorKind};
use std::collections::BTreeSet;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Once, OnceLock};

/// The name a bundle is checked under, as rustc's messages show it (rustc runs in the
/// bundle's folder, so that no temporary path reaches a message):
/// [`crate::LineMap::translate`] takes it back to the user's files.
pub const PASTE_FILE_NAME: &str = "paste.rs";

/// What the judges' `-O` turns off: the checks see `cfg(debug_assertions)` as the judge does
/// (proconio picks its `AutoSource` by it), so what they keep is what the judge compiles.
const JUDGE_CFG_FLAGS: [&str; 2] = ["-C", "debug-assertions=off"];

/// rustc's standard error for `text` checked (not compiled) as a binary crate named
/// `bundle`, with `--error-format=json`: one diagnostic a line.
pub(crate) fn check_json(text: &str, edition: &str) -> Result<String, Error> {
    in_scratch_folder(text, |folder| {
        let output = bundle_rustc(edition, folder)
            .args(["--emit=metadata", "--error-format=json", "--out-dir", "."])
            .arg(PASTE_FILE_NAME)
            .output()
            .map_err(cannot_run)?;
        said_why(&output)
    })
}

/// rustc's standard error, when it compiled or said in JSON why not; a run that failed
/// without a diagnostic (a `$RUSTC` that cannot start, a compiler that crashed) is an error
/// that says so, never an empty "does not compile".
fn said_why(output: &std::process::Output) -> Result<String, Error> {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if output.status.success() || stderr.lines().any(|l| l.starts_with('{')) {
        return Ok(stderr);
    }
    Err(Error::in_file(
        Path::new("<bundle>"),
        format!(
            "`{}` failed ({}) without a diagnostic:\n{}",
            check_rustc().to_string_lossy(),
            output.status,
            stderr.trim_end()
        ),
    )
    .kind(ErrorKind::Internal))
}

/// rustc's JSON diagnostics for `text` as a binary crate named `bundle` (as
/// [`check_json`]), and its LLVM IR, unoptimized and before any LLVM pass, with v0 symbol
/// names (what [`crate::mono`] reads); no IR when it does not compile. One run gives both: the
/// IR costs only the code generation of what `main` reaches.
pub(crate) fn diagnostics_and_ir(
    text: &str,
    edition: &str,
) -> Result<(String, Option<String>), Error> {
    in_scratch_folder(text, |folder| {
        let output = bundle_rustc(edition, folder)
            .args(["-C", "opt-level=0", "-C", "no-prepopulate-passes"])
            .args(["-C", "codegen-units=1", "-C", "symbol-mangling-version=v0"])
            .args(["--error-format=json", "--emit=llvm-ir", "-o", "paste.ll"])
            .arg(PASTE_FILE_NAME)
            .output()
            .map_err(cannot_run)?;
        let stderr = said_why(&output)?;
        if !output.status.success() {
            return Ok((stderr, None));
        }
        let ir = folder.join("paste.ll");
        let ir =
            std::fs::read_to_string(&ir).map_err(|e| internal(format!("{}: {e}", ir.display())))?;
        Ok((stderr, Some(ir)))
    })
}

/// The active configuration of the rustc here (`rustc --print cfg`) as the judge's optimized
/// build sees it, asked once.
pub(crate) fn host_cfg() -> BTreeSet<String> {
    TOOLCHAIN.get_or_init(Toolchain::ask).cfg.clone()
}

/// What one `rustc --print sysroot --print cfg` says: the compiler to run the checks with,
/// and the host's active configuration.
struct Toolchain {
    /// `$RUSTC` when set; else the toolchain's own `rustc`, not the rustup proxy that `rustc`
    /// on the `PATH` usually is (the proxy costs tens of milliseconds a run to pick the
    /// toolchain, and a bundle takes several runs).
    rustc: OsString,
    cfg: BTreeSet<String>,
}

static TOOLCHAIN: OnceLock<Toolchain> = OnceLock::new();

impl Toolchain {
    fn ask() -> Toolchain {
        RUNS.fetch_add(1, Ordering::Relaxed);
        let printed = Command::new(rustc())
            .args(JUDGE_CFG_FLAGS)
            .args(["--print", "sysroot", "--print", "cfg"])
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default();
        let mut lines = printed.lines();
        let own = lines
            .next()
            .map(|sysroot| {
                Path::new(sysroot)
                    .join("bin")
                    .join(format!("rustc{}", std::env::consts::EXE_SUFFIX))
            })
            .filter(|path| path.is_file() && std::env::var_os("RUSTC").is_none());
        Toolchain {
            rustc: own.map_or_else(rustc, PathBuf::into_os_string),
            cfg: lines.map(str::to_string).collect(),
        }
    }
}

/// The compiler for the checks of a bundle. The first check goes through `rustc` while the
/// toolchain's own is asked for beside it (on another core, so for nothing); the later ones
/// go to it directly.
fn check_rustc() -> OsString {
    static ASKED: Once = Once::new();
    ASKED.call_once(|| {
        std::thread::spawn(|| TOOLCHAIN.get_or_init(Toolchain::ask));
    });
    TOOLCHAIN
        .get()
        .map_or_else(rustc, |toolchain| toolchain.rustc.clone())
}

/// How many times this process has run rustc on a bundle (for `make bench`'s figures).
pub fn runs() -> usize {
    RUNS.load(Ordering::Relaxed)
}

static RUNS: AtomicUsize = AtomicUsize::new(0);

fn bundle_rustc(edition: &str, folder: &Path) -> Command {
    RUNS.fetch_add(1, Ordering::Relaxed);
    let mut command = Command::new(check_rustc());
    command
        .args([
            "--edition",
            edition,
            "--crate-type",
            "bin",
            "--crate-name",
            "bundle",
        ])
        .args(JUDGE_CFG_FLAGS)
        .current_dir(folder);
    command
}

/// Runs `work` in a new temporary folder holding `text` as [`PASTE_FILE_NAME`]; the folder
/// is removed afterwards.
fn in_scratch_folder<T>(
    text: &str,
    work: impl FnOnce(&Path) -> Result<T, Error>,
) -> Result<T, Error> {
    static FOLDERS: AtomicUsize = AtomicUsize::new(0);
    let folder = std::env::temp_dir().join(format!(
        "gamebook-bundle-{}-{}",
        std::process::id(),
        FOLDERS.fetch_add(1, Ordering::Relaxed)
    ));
    let result = std::fs::create_dir_all(&folder)
        .and_then(|()| std::fs::write(folder.join(PASTE_FILE_NAME), text))
        .map_err(|e| internal(format!("{}: {e}", folder.display())))
        .and_then(|()| work(&folder));
    let _ = std::fs::remove_dir_all(&folder);
    result
}

fn internal(message: String) -> Error {
    Error::in_file(Path::new("<bundle>"), message).kind(ErrorKind::Internal)
}

fn cannot_run(e: std::io::Error) -> Error {
    internal(format!("cannot run rustc: {e}"))
}

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
pub fn rustc() -> OsString {
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
