//! Every submission's size, with its libraries whole and as committed (shaken).

use std::fmt::Write as _;
use std::path::Path;

/// The paste size targets of the tree-shaking issue: the smallest problem, and all of them.
const NIM_TARGET_BYTES: usize = 8 * 1024;
const TOTAL_TARGET_BYTES: usize = 345_000;

/// Bytes of each committed submission (shaken: `make test` checks that it is current) against
/// the same problem bundled with its libraries whole.
pub fn sizes(root: &Path) -> Result<String, String> {
    let mut out = String::from(
        "## Submission sizes\n\n`whole` is the problem bundled with its libraries whole \
         (`bundler --keep-all`, a paste before tree shaking), `shaken` the committed submission \
         (only what the solution reaches); both with their header.\n\n\
         | problem | whole bytes | shaken bytes | shaken / whole |\n|---|---:|---:|---:|\n",
    );
    let keep_all = bundler::Options {
        max_bytes: None,
        keep_all: true,
        ..bundler::Options::default()
    };
    let (mut total_whole, mut total_shaken, mut nim) = (0, 0, None);
    for problem in bundler::problems(root).map_err(|e| e.to_string())? {
        let whole = bundler::bundle_problem(root, &problem, &keep_all)
            .map_err(|e| e.to_string())?
            .len();
        let committed = root.join("submissions").join(format!("{problem}.rs"));
        let shaken = std::fs::metadata(&committed)
            .map_err(|e| format!("{}: {e}", committed.display()))?
            .len() as usize;
        let _ = writeln!(
            out,
            "| {problem} | {whole} | {shaken} | {:.2} |",
            shaken as f64 / whole as f64
        );
        total_whole += whole;
        total_shaken += shaken;
        if problem == "p2197-nim" {
            nim = Some(shaken);
        }
    }
    let _ = writeln!(
        out,
        "| all | {total_whole} | {total_shaken} | {:.2} |\n",
        total_shaken as f64 / total_whole as f64
    );
    let verdict = |bytes: usize, target: usize| if bytes <= target { "meets" } else { "misses" };
    if let Some(nim) = nim {
        let _ = writeln!(
            out,
            "p2197-nim (the smallest solution) pastes {nim} bytes ({} the {NIM_TARGET_BYTES}-byte \
             target); all submissions together {total_shaken} bytes ({} the {TOTAL_TARGET_BYTES}-byte target).\n",
            verdict(nim, NIM_TARGET_BYTES),
            verdict(total_shaken, TOTAL_TARGET_BYTES)
        );
    }
    Ok(out)
}
