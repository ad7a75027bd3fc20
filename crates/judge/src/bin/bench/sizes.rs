//! Every submission's size, with its libraries whole and as committed (shaken).

use std::fmt::Write as _;
use std::path::Path;

/// The paste size targets: the smallest problem (the tree-shaking issue), and the thirty seed
/// problems together (the bundler issue's no-regression bound: their total when it was set).
const NIM_TARGET_BYTES: usize = 8 * 1024;
const SEED_TARGET_BYTES: usize = 340_062;

/// The problem crates that joined from a real judge after the thirty seed problems. They count
/// in the table and the total with them, not against the seeds' bound.
pub const BEYOND_SEEDS: &[&str] = &["lc-nim-product-64"];

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
    let (mut total_whole, mut total_shaken, mut seeds, mut seed_count, mut nim) =
        (0, 0, 0, 0, None);
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
        if !BEYOND_SEEDS.contains(&problem.as_str()) {
            seeds += shaken;
            seed_count += 1;
        }
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
    let _ = writeln!(
        out,
        "All submissions together: {total_shaken} bytes; without the problems beyond the seeds \
         ({}): {seeds} bytes ({seed_count} problems).\n",
        BEYOND_SEEDS.join(", ")
    );
    match nim {
        Some(nim) => {
            let _ = writeln!(
                out,
                "p2197-nim (the smallest solution) pastes {nim} bytes ({} the {NIM_TARGET_BYTES}-byte \
                 target); the {seed_count} seed problems together {seeds} bytes ({} the {SEED_TARGET_BYTES}-byte target).\n",
                verdict(nim, NIM_TARGET_BYTES),
                verdict(seeds, SEED_TARGET_BYTES)
            );
        }
        None => {
            let _ = writeln!(
                out,
                "p2197-nim is not a problem crate here (the {NIM_TARGET_BYTES}-byte target is not measured); \
                 the {seed_count} seed problems together {seeds} bytes ({} the {SEED_TARGET_BYTES}-byte target).\n",
                verdict(seeds, SEED_TARGET_BYTES)
            );
        }
    }
    Ok(out)
}
