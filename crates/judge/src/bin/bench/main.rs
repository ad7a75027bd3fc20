//! `make bench`: speed figures, printed and written to BENCHMARKS.md.
//!
//! 1. fastio against plain std on a many-A+B input (10^6 lines of two integers below 5*10^18, stdin from a file).
//! 2. blockxor against a Fenwick tree on a query-heavy mix; then the `games` round-2 items
//!    on large inputs, in process ([`games_items`]).
//! 3. Every problem crate on its maximum-size input (from the crate's `examples/<crate>-max.rs`): the cargo
//!    release binary and the bundled submission compiled with bare `rustc -O`, median wall
//!    time, peak resident memory, and the fraction of the judge's limits.
//! 4. lc-nim-product-64 against the judge's reference solution (`sol/correct.cpp` of Library
//!    Checker's problem repository, `g++ -O2`) on its largest input, both with Library
//!    Checker's flags, outputs compared byte for byte; "not measured" when the reference or
//!    g++ is missing.
//! 5. Bundling: each problem crate bundled in-process (median wall time, the bundler's rustc
//!    runs) against one `rustc --emit=metadata` of its committed submission.
//! 6. Every submission's size: with its libraries whole (`--keep-all`, what a paste was before
//!    tree shaking) and as committed (shaken), against the size targets.
//!
//! Every timing is the median of several runs, programs alternating, so that a slow moment of
//! the machine does not fall on one program only. Nothing here asserts on time.
//!
//! One module per job: [`aplusb`] (1), [`blockxor`] (2), [`problems`] (3), [`nim_product`]
//! (4), [`bundling`] (5), [`sizes`] (6), [`measure`] (timing one run and medians) and
//! [`machine`] (the report's date and machine).

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, ExitCode};

mod aplusb;
mod blockxor;
mod bundling;
mod games_items;
mod machine;
mod measure;
mod nim_product;
mod problems;
mod sizes;

/// Runs per program for every median.
pub const RUNS: usize = 5;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--measure") {
        return measure::measure(&args[2..]);
    }
    let result = if args.get(1).map(String::as_str) == Some("--sizes") {
        // The size table alone (seconds, not minutes), printed and not written.
        std::env::current_dir()
            .map_err(|e| e.to_string())
            .and_then(|root| sizes::sizes(&root))
            .map(|table| print!("{table}"))
    } else {
        run()
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("bench: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let root = std::env::current_dir().map_err(|e| e.to_string())?;
    let scratch = root.join("target/bench");
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let mut report = String::new();
    let _ = writeln!(report, "# Benchmarks\n");
    let _ = writeln!(
        report,
        "Produced by `make bench` on {} (UTC).\n",
        machine::today()
    );
    let _ = writeln!(report, "Machine: {}\n", machine::machine());
    let _ = writeln!(
        report,
        "Every time is the median wall time of {RUNS} runs, the programs of a table alternating \
         run by run. Peak memory is the largest resident set of those runs (`ru_maxrss` of the \
         child). Figures from one run of this machine; the machine is shared and noisy.\n"
    );
    print!("{report}");
    cargo(&["build", "--release", "--quiet", "-p", "judge", "--examples"])?;
    section(&mut report, aplusb::aplusb(&root, &scratch)?);
    section(&mut report, blockxor::blockxor(&root)?);
    section(&mut report, games_items::games_items()?);
    section(&mut report, problems::problems(&root, &scratch)?);
    section(&mut report, nim_product::nim_product(&root, &scratch)?);
    section(&mut report, bundling::bundling(&root, &scratch)?);
    section(&mut report, sizes::sizes(&root)?);
    std::fs::write(root.join("BENCHMARKS.md"), &report).map_err(|e| e.to_string())?;
    println!("wrote BENCHMARKS.md");
    Ok(())
}

fn section(report: &mut String, text: String) {
    print!("{text}");
    let _ = std::io::stdout().flush();
    report.push_str(&text);
}

pub fn cargo(args: &[&str]) -> Result<(), String> {
    let status = Command::new(env!("CARGO"))
        .args(args)
        .status()
        .map_err(|e| e.to_string())?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("cargo {} failed", args.join(" ")))
    }
}
