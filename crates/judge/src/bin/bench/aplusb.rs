//! fastio against plain std on a many-A+B input (stdin from a file).

use crate::measure::{alternate, median, ms};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Lines of two integers in the input.
const APLUSB_LINES: usize = 1_000_000;

pub fn aplusb(root: &Path, scratch: &Path) -> Result<String, String> {
    let input = scratch.join("aplusb.in");
    let mut text = String::with_capacity(40 * APLUSB_LINES);
    let _ = writeln!(text, "{APLUSB_LINES}");
    // A Weyl sequence spreads the values evenly over 0..5*10^18: no generator needed.
    let mut state: u64 = 0;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        state % 5_000_000_000_000_000_000
    };
    for _ in 0..APLUSB_LINES {
        let (a, b) = (next(), next());
        let _ = writeln!(text, "{a} {b}");
    }
    std::fs::write(&input, &text).map_err(|e| e.to_string())?;
    let examples = root.join("target/release/examples");
    let names = [
        "aplusb_fastio",
        "aplusb_std_bytes",
        "aplusb_std_string",
        "aplusb_std_fmt_string",
        "read_only",
    ];
    let labels = [
        "fastio (`Scanner` + `Writer`)",
        "std (a): `read_to_end` + `split_ascii_whitespace` + `parse` + `BufWriter`/`writeln!`",
        "std (b): `read_to_string` + `split_whitespace` + `parse` (proconio's way) + `BufWriter`",
        "std (c, the strongest found): `read_to_string` + `split_ascii_whitespace` + `parse`, output into one `String` by `fmt::Write`, written once",
        "floor: `read_to_end` alone",
    ];
    let binaries: Vec<PathBuf> = names.iter().map(|n| examples.join(n)).collect();
    let programs: Vec<&Path> = binaries.iter().map(PathBuf::as_path).collect();
    let samples = alternate(&programs, &input, scratch)?;
    let fastio = median(&samples[0]);
    let mut out = format!(
        "## fastio: many A+B\n\n{APLUSB_LINES} lines of two integers below 5*10^18 ({:.1} MB), each sum printed.\n\n\
         | program | median ms | ratio to fastio |\n|---|---:|---:|\n",
        text.len() as f64 / 1e6
    );
    for (label, program) in labels.iter().zip(&samples) {
        let time = median(program);
        let _ = writeln!(
            out,
            "| {label} | {:.1} | {:.2} |",
            ms(time),
            ms(time) / ms(fastio)
        );
    }
    let fastest_std = samples[1..4]
        .iter()
        .map(|s| median(s))
        .min()
        .unwrap_or(fastio);
    let ratio = ms(fastio) / ms(fastest_std);
    let floor = ms(fastio) / ms(median(&samples[4]));
    let verdict = |met: bool| if met { "meets" } else { "misses" };
    let _ = writeln!(
        out,
        "\nfastio takes {ratio:.2}x the time of the fastest std program ({} the 0.5x target) and \
         {floor:.2}x the read-everything floor ({} the 2.0x target).\n",
        verdict(ratio <= 0.5),
        verdict(floor <= 2.0)
    );
    Ok(out)
}
