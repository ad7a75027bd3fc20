//! What bundling a problem costs: the bundler in-process on each problem crate, against one
//! `rustc --emit=metadata` of the committed submission (the cheapest check rustc does on the
//! paste), and how many times the bundler ran rustc for one bundle.

use crate::measure::ms;
use crate::sizes::BEYOND_SEEDS;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs of each of the two timings per problem (bundling is slow enough that 3 suffice).
const BUNDLE_RUNS: usize = 3;

/// The bundler issue's target: the median over the seed problems of bundle time / metadata time.
const RATIO_TARGET: f64 = 3.5;

pub fn bundling(root: &Path, scratch: &Path) -> Result<String, String> {
    let mut out = format!(
        "## Bundling\n\n`bundle ms` is `bundler::bundle_problem` in-process with the problem's \
         options (median of {BUNDLE_RUNS}), `rustc runs` the bundler's rustc runs for one bundle \
         (the last of them; `rustc --print sysroot --print cfg`, which finds the toolchain's own \
         rustc for the later checks, is asked once per process, so it counts only in the first \
         call, shown in brackets where the first call differs), `metadata ms` one `rustc \
         --edition 2021 --crate-type bin --emit=metadata -C debug-assertions=off` of the \
         committed submission through the `rustc` on the `PATH`, as a user runs it (median of \
         {BUNDLE_RUNS}, alternating with the bundles).\n\n\
         | problem | bundle ms | rustc runs | metadata ms | bundle / metadata |\n\
         |---|---:|---:|---:|---:|\n"
    );
    let (mut seed_ratios, mut seed_bundle_ms) = (Vec::new(), Vec::new());
    for problem in bundler::problems(root).map_err(|e| e.to_string())? {
        println!("bench: bundling {problem}");
        match problem_row(root, scratch, &problem) {
            Ok(row) => {
                let runs = if row.first_runs == row.runs {
                    row.runs.to_string()
                } else {
                    format!("{} ({})", row.runs, row.first_runs)
                };
                let ratio = ms(row.bundle) / ms(row.metadata);
                let _ = writeln!(
                    out,
                    "| {problem} | {:.0} | {runs} | {:.0} | {ratio:.2} |",
                    ms(row.bundle),
                    ms(row.metadata)
                );
                if !BEYOND_SEEDS.contains(&problem.as_str()) {
                    seed_ratios.push(ratio);
                    seed_bundle_ms.push(ms(row.bundle));
                }
            }
            Err(message) => {
                let first = message.lines().next().unwrap_or("");
                let _ = writeln!(out, "| {problem} | failed: {first} | | | |");
            }
        }
    }
    match (
        median_f64(&mut seed_ratios),
        median_f64(&mut seed_bundle_ms),
    ) {
        (Some(ratio), Some(bundle)) => {
            let verdict = if ratio <= RATIO_TARGET {
                "meets"
            } else {
                "misses"
            };
            let _ = writeln!(
                out,
                "\nOver the {} seed problems (all but {}): median bundle {bundle:.0} ms, median \
                 bundle / metadata {ratio:.2}x ({verdict} the {RATIO_TARGET}x target).\n",
                seed_ratios.len(),
                BEYOND_SEEDS.join(", ")
            );
        }
        _ => {
            let _ = writeln!(out, "\nNo seed problem bundled: no median.\n");
        }
    }
    Ok(out)
}

struct Row {
    bundle: Duration,
    metadata: Duration,
    /// The bundler's rustc runs in the last bundle, and in the first.
    runs: usize,
    first_runs: usize,
}

fn problem_row(root: &Path, scratch: &Path, problem: &str) -> Result<Row, String> {
    let options = bundler::Options::for_problem(root, problem).map_err(|e| e.to_string())?;
    let submission = root.join("submissions").join(format!("{problem}.rs"));
    let rmeta = scratch.join("x.rmeta");
    let (mut bundles, mut metadatas, mut runs) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..BUNDLE_RUNS {
        let before = bundler::rustc::runs();
        let started = Instant::now();
        bundler::bundle_problem(root, problem, &options).map_err(|e| e.to_string())?;
        bundles.push(started.elapsed());
        runs.push(bundler::rustc::runs() - before);

        let started = Instant::now();
        let output = Command::new(bundler::rustc::rustc())
            .args([
                "--edition",
                "2021",
                "--crate-type",
                "bin",
                "--emit=metadata",
            ])
            .args(["-C", "debug-assertions=off", "-o"])
            .arg(&rmeta)
            .arg(&submission)
            .output()
            .map_err(|e| format!("cannot run rustc: {e}"))?;
        metadatas.push(started.elapsed());
        if !output.status.success() {
            return Err(format!(
                "rustc --emit=metadata {}: {}",
                submission.display(),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
    }
    bundles.sort();
    metadatas.sort();
    Ok(Row {
        bundle: bundles[BUNDLE_RUNS / 2],
        metadata: metadatas[BUNDLE_RUNS / 2],
        runs: runs[BUNDLE_RUNS - 1],
        first_runs: runs[0],
    })
}

/// The median (the mean of the middle two for an even count); `None` when empty.
fn median_f64(values: &mut [f64]) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(values[n / 2]),
        _ => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
    }
}
