//! Every problem crate on its maximum-size input: the cargo release binary and the committed
//! submission compiled as a judge does, against the problem's limits.

use crate::cargo;
use crate::measure::{alternate, median, ms, peak_mib};
use judge::JudgeConf;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// The share of a time limit a solution may use on this machine before it is flagged.
const TIME_TARGET: f64 = 0.25;

pub fn problems(root: &Path, scratch: &Path) -> Result<String, String> {
    let mut rows = Vec::new();
    let mut flagged = Vec::new();
    for problem in bundler::problems(root).map_err(|e| e.to_string())? {
        println!("bench: {problem}");
        let row = problem_row(root, scratch, &problem)?;
        if !row.flags.is_empty() {
            flagged.push(format!("{problem} ({})", row.flags.join(", ")));
        }
        rows.push(row);
    }
    let mut out = format!(
        "## Problems on their maximum inputs\n\n`release` is the cargo release binary (LTO), `rustc` the \
         committed submission compiled as a judge does (`rustc -O --edition 2021 -D warnings`). \
         Inputs come from each crate's `examples/<crate>-max.rs`. Target: under {:.0}% of the time limit and under the \
         memory limit.\n\n\
         | problem | input | release ms | rustc ms | limit ms | % of limit | peak MiB | limit MiB | flags |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---|\n",
        TIME_TARGET * 100.0
    );
    for row in &rows {
        out.push_str(&row.line);
    }
    let mut slowest: Vec<&Row> = rows.iter().filter(|r| r.fraction.is_some()).collect();
    slowest.sort_by(|a, b| {
        b.fraction
            .partial_cmp(&a.fraction)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let top: Vec<String> = slowest
        .iter()
        .take(3)
        .map(|r| format!("{} ({:.1}%)", r.problem, r.fraction.unwrap_or(0.0) * 100.0))
        .collect();
    let _ = writeln!(
        out,
        "\nSlowest relative to their limits: {}.",
        top.join(", ")
    );
    if flagged.is_empty() {
        let _ = writeln!(out, "No problem is flagged.\n");
    } else {
        let _ = writeln!(out, "Flagged: {}.\n", flagged.join("; "));
    }
    Ok(out)
}

struct Row {
    problem: String,
    line: String,
    fraction: Option<f64>,
    flags: Vec<String>,
}

fn problem_row(root: &Path, scratch: &Path, problem: &str) -> Result<Row, String> {
    let conf = JudgeConf::load(&root.join("testdata").join(problem))?;
    let generator_name = format!("{problem}-max");
    let generator = root
        .join("crates")
        .join(problem)
        .join(format!("examples/{generator_name}.rs"));
    if !generator.exists() {
        let line = format!(
            "| {problem} | no generator | | | {} | | | {} | no generator example |\n",
            conf.time_limit_ms, conf.memory_limit_mib
        );
        return Ok(Row {
            problem: problem.into(),
            line,
            fraction: None,
            flags: vec![format!("no examples/{generator_name}.rs")],
        });
    }
    let input = scratch.join(format!("{problem}.in"));
    max_input(root, problem, &input)?;
    let input_size = std::fs::metadata(&input).map_err(|e| e.to_string())?.len();
    let submitted = scratch.join(format!("{problem}-rustc"));
    bundler::compile_like_judge(
        &root.join("submissions").join(format!("{problem}.rs")),
        "2021",
        &submitted,
    )
    .map_err(|e| format!("{problem}: {e}"))?;
    let release = root.join("target/release").join(problem);
    let samples = alternate(&[&release, &submitted], &input, scratch)?;
    let mut flags = Vec::new();
    if samples.iter().flatten().any(|s| !s.success) {
        flags.push("a run failed".to_string());
    }
    if std::fs::read(scratch.join("out0")).ok() != std::fs::read(scratch.join("out1")).ok() {
        flags.push("outputs differ".to_string());
    }
    let (release_time, rustc_time) = (median(&samples[0]), median(&samples[1]));
    let fraction = ms(release_time.max(rustc_time)) / conf.time_limit_ms as f64;
    if fraction > TIME_TARGET {
        flags.push(format!(
            "over {:.0}% of the time limit",
            TIME_TARGET * 100.0
        ));
    }
    let peak = peak_mib(&samples[0])
        .into_iter()
        .chain(peak_mib(&samples[1]))
        .reduce(f64::max);
    if peak.is_some_and(|p| p > conf.memory_limit_mib as f64) {
        flags.push("over the memory limit".to_string());
    }
    let peak_text = peak.map_or("n/a".to_string(), |p| format!("{p:.1}"));
    let line = format!(
        "| {problem} | {} | {:.1} | {:.1} | {} | {:.1}% | {peak_text} | {} | {} |\n",
        human_size(input_size),
        ms(release_time),
        ms(rustc_time),
        conf.time_limit_ms,
        fraction * 100.0,
        conf.memory_limit_mib,
        flags.join(", ")
    );
    Ok(Row {
        problem: problem.into(),
        line,
        fraction: Some(fraction),
        flags,
    })
}

/// Builds problem crate `problem` (its binary and examples, release) and writes the output of
/// its `examples/<problem>-max.rs` generator, the maximum-size input, to `input`.
pub fn max_input(root: &Path, problem: &str, input: &Path) -> Result<(), String> {
    cargo(&[
        "build",
        "--release",
        "--quiet",
        "-p",
        problem,
        "--bins",
        "--examples",
    ])?;
    let generator_name = format!("{problem}-max");
    let generated = Command::new(root.join("target/release/examples").join(&generator_name))
        .stdout(std::fs::File::create(input).map_err(|e| e.to_string())?)
        .status()
        .map_err(|e| e.to_string())?;
    if generated.success() {
        Ok(())
    } else {
        Err(format!("{problem}: {generator_name} failed"))
    }
}

pub fn human_size(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{:.1} MB", bytes as f64 / (1 << 20) as f64)
    } else {
        format!("{:.0} KB", (bytes as f64 / 1024.0).ceil())
    }
}
