//! blockxor against a Fenwick tree on a query-heavy mix (the program times itself).

use crate::RUNS;
use std::path::Path;
use std::process::Command;

pub fn blockxor(root: &Path) -> Result<String, String> {
    let binary = root.join("target/release/examples/blockxor_vs_fenwick");
    if !binary.exists() {
        return Ok("## blockxor\n\nNo blockxor benchmark program in this tree (examples/blockxor_vs_fenwick.rs).\n\n".into());
    }
    let mut runs: Vec<(f64, f64)> = Vec::new();
    for _ in 0..RUNS {
        let output = Command::new(&binary).output().map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&output.stdout);
        let value = |name: &str| -> Result<f64, String> {
            text.lines()
                .find_map(|line| line.strip_prefix(name)?.trim().parse().ok())
                .ok_or_else(|| format!("blockxor_vs_fenwick printed no `{name}` line:\n{text}"))
        };
        runs.push((value("blockxor ns/op")?, value("fenwick ns/op")?));
    }
    let middle = |mut values: Vec<f64>| {
        values.sort_by(f64::total_cmp);
        values[values.len() / 2]
    };
    let block = middle(runs.iter().map(|r| r.0).collect());
    let fenwick = middle(runs.iter().map(|r| r.1).collect());
    Ok(format!(
        "## blockxor against a Fenwick tree\n\nn = 10^5, 100 range XOR queries per point XOR update, \
         random positions (in-process timing, median of {RUNS} runs).\n\n\
         | structure | ns per operation | ratio to blockxor |\n|---|---:|---:|\n\
         | blockxor | {block:.1} | 1.00 |\n| Fenwick tree | {fenwick:.1} | {:.2} |\n\n",
        fenwick / block
    ))
}
