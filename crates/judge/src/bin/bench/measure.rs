//! Timing a program: one run through a fresh `bench --measure` process (wall time, peak
//! resident memory), several runs alternating between programs, and their medians.

use crate::RUNS;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// One timed run of `binary` on `input`, its output going to `output`.
pub struct Sample {
    pub elapsed: Duration,
    pub peak_kib: Option<u64>,
    pub success: bool,
}

/// Times one run of `binary` on `input` through a fresh `bench --measure` process.
///
/// The peak resident size of a child spawned directly from this process would include this
/// process's own memory (the child starts as a copy of its parent until it `exec`s), so a
/// small measuring process stands in between.
pub fn run_once(binary: &Path, input: &Path, output: &Path) -> Result<Sample, String> {
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
pub fn measure(args: &[String]) -> ExitCode {
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
pub fn alternate(
    programs: &[&Path],
    input: &Path,
    scratch: &Path,
) -> Result<Vec<Vec<Sample>>, String> {
    let mut samples: Vec<Vec<Sample>> = programs.iter().map(|_| Vec::new()).collect();
    for _ in 0..RUNS {
        for (i, program) in programs.iter().enumerate() {
            let output = scratch.join(format!("out{i}"));
            samples[i].push(run_once(program, input, &output)?);
        }
    }
    Ok(samples)
}

pub fn median(samples: &[Sample]) -> Duration {
    let mut times: Vec<Duration> = samples.iter().map(|s| s.elapsed).collect();
    times.sort();
    times[times.len() / 2]
}

pub fn peak_mib(samples: &[Sample]) -> Option<f64> {
    samples
        .iter()
        .filter_map(|s| s.peak_kib)
        .max()
        .map(|kib| kib as f64 / 1024.0)
}

pub fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
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
