//! `make bench`: speed figures, printed and written to BENCHMARKS.md.
//!
//! 1. fastio against plain std on a many-A+B input (10^6 lines of two integers below 5*10^18, stdin from a file).
//! 2. blockxor against a Fenwick tree on a query-heavy mix.
//! 3. Every problem crate on its maximum-size input (from the crate's `examples/<crate>-max.rs`): the cargo
//!    release binary and the bundled submission compiled with bare `rustc -O`, median wall
//!    time, peak resident memory, and the fraction of the judge's limits.
//! 4. Every submission's size: with its libraries whole (`--keep-all`, what a paste was before
//!    tree shaking) and as committed (shaken).
//!
//! Every timing is the median of several runs, programs alternating, so that a slow moment of
//! the machine does not fall on one program only. Nothing here asserts on time.

use judge::JudgeConf;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant, SystemTime};

const RUNS: usize = 5;
const APLUSB_LINES: usize = 1_000_000;
/// The share of a time limit a solution may use on this machine before it is flagged.
const TIME_TARGET: f64 = 0.25;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--measure") {
        return measure(&args[2..]);
    }
    let result = if args.get(1).map(String::as_str) == Some("--sizes") {
        // The size table alone (seconds, not minutes), printed and not written.
        std::env::current_dir()
            .map_err(|e| e.to_string())
            .and_then(|root| sizes(&root))
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
    let _ = writeln!(report, "Produced by `make bench` on {} (UTC).\n", today());
    let _ = writeln!(report, "Machine: {}\n", machine());
    let _ = writeln!(
        report,
        "Every time is the median wall time of {RUNS} runs, the programs of a table alternating \
         run by run. Peak memory is the largest resident set of those runs (`ru_maxrss` of the \
         child). Figures from one run of this machine; the machine is shared and noisy.\n"
    );
    print!("{report}");
    cargo(&["build", "--release", "--quiet", "-p", "judge", "--examples"])?;
    section(&mut report, aplusb(&root, &scratch)?);
    section(&mut report, blockxor(&root)?);
    section(&mut report, problems(&root, &scratch)?);
    section(&mut report, sizes(&root)?);
    std::fs::write(root.join("BENCHMARKS.md"), &report).map_err(|e| e.to_string())?;
    println!("wrote BENCHMARKS.md");
    Ok(())
}

fn section(report: &mut String, text: String) {
    print!("{text}");
    let _ = std::io::stdout().flush();
    report.push_str(&text);
}

fn cargo(args: &[&str]) -> Result<(), String> {
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

/// One timed run of `binary` on `input`, its output going to `output`.
struct Sample {
    elapsed: Duration,
    peak_kib: Option<u64>,
    success: bool,
}

/// Times one run of `binary` on `input` through a fresh `bench --measure` process.
///
/// The peak resident size of a child spawned directly from this process would include this
/// process's own memory (the child starts as a copy of its parent until it `exec`s), so a
/// small measuring process stands in between.
fn run_once(binary: &Path, input: &Path, output: &Path) -> Result<Sample, String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let report = Command::new(me)
        .arg("--measure")
        .args([binary, input, output])
        .output()
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&report.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    match fields.as_slice() {
        [nanos, peak, status] => Ok(Sample {
            elapsed: Duration::from_nanos(nanos.parse().map_err(|_| text.to_string())?),
            peak_kib: peak.parse().ok(),
            success: *status == "ok",
        }),
        _ => Err(format!(
            "bench --measure {}: {text}{}",
            binary.display(),
            String::from_utf8_lossy(&report.stderr)
        )),
    }
}

/// `bench --measure BINARY INPUT OUTPUT`: runs the binary once and prints its wall time in
/// nanoseconds, its peak resident size in KiB (`-` where unknown) and `ok` or `failed`.
fn measure(args: &[String]) -> ExitCode {
    let [binary, input, output] = args else {
        eprintln!("usage: bench --measure BINARY INPUT OUTPUT");
        return ExitCode::FAILURE;
    };
    let result = (|| -> Result<(Duration, bool, Option<u64>), String> {
        let stdin = std::fs::File::open(input).map_err(|e| format!("{input}: {e}"))?;
        let stdout = std::fs::File::create(output).map_err(|e| format!("{output}: {e}"))?;
        let started = Instant::now();
        let child = Command::new(binary)
            .stdin(stdin)
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{binary}: {e}"))?;
        let (success, peak_kib) = peak_memory::wait(child)?;
        Ok((started.elapsed(), success, peak_kib))
    })();
    match result {
        Ok((elapsed, success, peak_kib)) => {
            let peak = peak_kib.map_or("-".to_string(), |kib| kib.to_string());
            println!(
                "{} {peak} {}",
                elapsed.as_nanos(),
                if success { "ok" } else { "failed" }
            );
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// Runs every program `RUNS` times on `input`, alternating; returns the samples per program.
fn alternate(programs: &[&Path], input: &Path, scratch: &Path) -> Result<Vec<Vec<Sample>>, String> {
    let mut samples: Vec<Vec<Sample>> = programs.iter().map(|_| Vec::new()).collect();
    for _ in 0..RUNS {
        for (i, program) in programs.iter().enumerate() {
            let output = scratch.join(format!("out{i}"));
            samples[i].push(run_once(program, input, &output)?);
        }
    }
    Ok(samples)
}

fn median(samples: &[Sample]) -> Duration {
    let mut times: Vec<Duration> = samples.iter().map(|s| s.elapsed).collect();
    times.sort();
    times[times.len() / 2]
}

fn peak_mib(samples: &[Sample]) -> Option<f64> {
    samples
        .iter()
        .filter_map(|s| s.peak_kib)
        .max()
        .map(|kib| kib as f64 / 1024.0)
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn aplusb(root: &Path, scratch: &Path) -> Result<String, String> {
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

fn blockxor(root: &Path) -> Result<String, String> {
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

fn problems(root: &Path, scratch: &Path) -> Result<String, String> {
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
    cargo(&[
        "build",
        "--release",
        "--quiet",
        "-p",
        problem,
        "--bins",
        "--examples",
    ])?;
    let input = scratch.join(format!("{problem}.in"));
    let generated = Command::new(root.join("target/release/examples").join(&generator_name))
        .stdout(std::fs::File::create(&input).map_err(|e| e.to_string())?)
        .status()
        .map_err(|e| e.to_string())?;
    if !generated.success() {
        return Err(format!("{problem}: {generator_name} failed"));
    }
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

/// The paste size targets of the tree-shaking issue: the smallest problem, and all of them.
const NIM_TARGET_BYTES: usize = 8 * 1024;
const TOTAL_TARGET_BYTES: usize = 345_000;

/// Bytes of each committed submission (shaken: `make test` checks that it is current) against
/// the same problem bundled with its libraries whole.
fn sizes(root: &Path) -> Result<String, String> {
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

fn human_size(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{:.1} MB", bytes as f64 / (1 << 20) as f64)
    } else {
        format!("{:.0} KB", (bytes as f64 / 1024.0).ceil())
    }
}

/// Processor, cores, kernel and compiler, as far as the machine tells.
fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown processor".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let kernel = std::fs::read_to_string("/proc/sys/kernel/osrelease")
        .map_or("unknown".into(), |k| k.trim().to_string());
    let rustc = Command::new("rustc")
        .arg("-V")
        .output()
        .map_or("rustc (unknown)".into(), |o| {
            String::from_utf8_lossy(&o.stdout).trim().to_string()
        });
    format!(
        "{cpu}, {cores} cores, {} {kernel}, {rustc}",
        std::env::consts::OS
    )
}

/// Today's date as YYYY-MM-DD (UTC), from the system clock.
fn today() -> String {
    let days = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Howard Hinnant's days-to-civil conversion.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Waiting for a child and reading its peak resident memory, which std does not expose.
mod peak_memory {
    use std::process::Child;

    #[cfg(target_os = "linux")]
    pub fn wait(child: Child) -> Result<(bool, Option<u64>), String> {
        /// `struct rusage` of 64-bit Linux: two timevals, then fourteen longs.
        #[repr(C)]
        struct ResourceUsage {
            user_time: [i64; 2],
            system_time: [i64; 2],
            max_resident_kib: i64,
            rest: [i64; 13],
        }
        extern "C" {
            fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut ResourceUsage) -> i32;
        }
        let mut status = 0;
        let mut usage = ResourceUsage {
            user_time: [0; 2],
            system_time: [0; 2],
            max_resident_kib: 0,
            rest: [0; 13],
        };
        // SAFETY: wait4 writes only into the two valid out-pointers; `child` is our own
        // unwaited child, so its pid cannot have been reused.
        let reaped = unsafe { wait4(child.id() as i32, &mut status, 0, &mut usage) };
        if reaped < 0 {
            return Err(format!("wait4: {}", std::io::Error::last_os_error()));
        }
        Ok((status == 0, Some(usage.max_resident_kib as u64)))
    }

    #[cfg(not(target_os = "linux"))]
    pub fn wait(mut child: Child) -> Result<(bool, Option<u64>), String> {
        let status = child.wait().map_err(|e| e.to_string())?;
        Ok((status.success(), None))
    }
}
