//! Running a program as a judge does: standard input from a file (or an interactor's pipe),
//! killed shortly after its time limit, stopped when it prints more than the output cap, and
//! held to a memory limit.
//!
//! The memory limit is what judges measure, the peak resident size: VmHWM in
//! `/proc/PID/status`, read at every poll (at most 5 ms apart), and the program is killed as
//! soon as it passes the limit. VmHWM is a high-water mark, so a peak between two polls is
//! still seen; only a program that passes the limit and exits within one poll could slip
//! through, and touching 64 MiB alone takes longer than that. Untouched reservations (a
//! thread's large stack, a `Vec`'s spare capacity) cost nothing here, as on the judges.
//!
//! Behind it, a safety net for allocations too fast to poll: `ulimit -v` (RLIMIT_AS) set by
//! `sh` just before it `exec`s the program (std has no `setrlimit`, and a `pre_exec` hook
//! needs `unsafe` and libc, while `sh` is on every Unix machine and the limit is inherited by
//! the program itself), at [`address_space_mib`]: a 16 GiB allocation then fails at once
//! (Rust prints `memory allocation of N bytes failed` and aborts, reported as MLE) instead of
//! making the machine swap.

use crate::verdict::{Limits, Run};
use std::fs::File;
use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long past its time limit a program may run before it is killed: enough to tell a
/// program that barely fails from one that never ends, short enough that a TLE costs the limit.
pub const GRACE: Duration = Duration::from_millis(250);

/// Output beyond this is OLE (oj and most judges stop far below what a runaway loop prints).
pub const OUTPUT_CAP: usize = 64 * 1024 * 1024;

/// What of a message stream (standard error, a checker's words) is kept for the report; the
/// rest is read and dropped.
const MESSAGES_KEPT: usize = 64 * 1024;

/// The address-space cap under a memory limit of `memory_mib`: twice the limit plus 1 GiB,
/// so that reserved but untouched memory never trips it (see the module doc).
pub fn address_space_mib(memory_mib: u64) -> u64 {
    2 * memory_mib + 1024
}

/// The command that runs `program` under `memory_mib` (through `sh` when there is a limit).
pub fn limited_command(program: &Path, memory_mib: Option<u64>) -> Command {
    match memory_mib {
        Some(mib) if cfg!(unix) => {
            let mut command = Command::new("sh");
            let kib = address_space_mib(mib) * 1024;
            command
                .arg("-c")
                .arg("ulimit -v \"$1\" && exec \"$0\"")
                .arg(program)
                .arg(kib.to_string());
            command
        }
        _ => Command::new(program),
    }
}

/// A shell command line (`python3 judge.py`, `./checker`) run with `args` appended, as oj runs
/// its `--judge-command` and interactors. It gets a process group of its own, so that stopping
/// it stops whatever the shell started too (see [`Watched::kill`]).
pub fn shell_command(command_line: &str, args: &[&Path]) -> Command {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("{command_line} \"$@\""))
        .arg("sh")
        .args(args);
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    command
}

/// Runs `binary` with `input` as standard input under `limits`.
pub fn run_program(binary: &Path, input: &Path, limits: &Limits) -> Result<Run, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let started = Instant::now();
    let mut child = limited_command(binary, limits.memory_mib)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    let overflow = Arc::new(AtomicBool::new(false));
    let stdout = capture(
        child.stdout.take(),
        limits.output_bytes,
        Some(overflow.clone()),
    );
    let stderr = capture(child.stderr.take(), MESSAGES_KEPT, None);
    let mut watched = Watched::new(child, started, limits.memory_mib);
    let deadline = limits.time + GRACE;
    loop {
        if watched.poll()? {
            break;
        }
        if overflow.load(Ordering::Relaxed) || watched.over_memory() {
            watched.kill();
            break;
        }
        if started.elapsed() > deadline {
            watched.kill();
            watched.timed_out = true;
            break;
        }
        watched.pause();
    }
    Ok(watched.into_run(stdout, stderr, overflow.load(Ordering::Relaxed), limits))
}

/// What a checker said about an output.
pub struct Checked {
    /// Its exit status when it was not success (`None`: it accepted).
    pub failure: Option<String>,
    /// Its standard output and error.
    pub said: String,
}

/// How long a checker may take before it is stopped: a checker that hangs must not hang the
/// judge.
pub const CHECKER_LIMIT: Duration = Duration::from_secs(10);

/// Runs `checker` (a shell command) as `CHECKER INPUT OUTPUT EXPECTED`, oj's
/// `--judge-command` convention, stopped after [`CHECKER_LIMIT`].
pub fn run_checker(checker: &str, files: [&Path; 3]) -> Result<Checked, String> {
    let started = Instant::now();
    let mut child = shell_command(checker, &files)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run checker `{checker}`: {e}"))?;
    let stdout = capture(child.stdout.take(), MESSAGES_KEPT, None);
    let stderr = capture(child.stderr.take(), MESSAGES_KEPT, None);
    let mut watched = Watched::new(child, started, None).leading_its_group();
    while !watched.poll()? {
        if started.elapsed() > CHECKER_LIMIT {
            watched.kill();
            break;
        }
        watched.pause();
    }
    watched.stop_group();
    let failure = match watched.killed_at {
        Some(_) => Some(format!("stopped after {} s", CHECKER_LIMIT.as_secs())),
        None => watched.failure(),
    };
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&joined(stdout)),
        String::from_utf8_lossy(&joined(stderr))
    );
    Ok(Checked { failure, said })
}

/// One run of a solution against an interactor.
pub struct InteractiveRun {
    pub solution: Run,
    /// The interactor's exit status when it was not success (`None`: it accepted).
    pub interactor_failure: Option<String>,
    pub interactor_stderr: String,
}

/// Runs `binary` and `interactor` (a shell command, given `case` as its last argument when
/// there is one) connected by pipes, the solution's output to the interactor's input and back;
/// both are killed when the pair passes the time limit.
pub fn run_interactive(
    binary: &Path,
    interactor: &str,
    case: Option<&Path>,
    limits: &Limits,
) -> Result<InteractiveRun, String> {
    let args: Vec<&Path> = case.into_iter().collect();
    let mut judge = shell_command(interactor, &args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run interactor `{interactor}`: {e}"))?;
    let to_solution = judge.stdout.take().expect("piped");
    let from_solution = judge.stdin.take().expect("piped");
    let started = Instant::now();
    // The Command holding the pipe ends is dropped right after the spawn, so that the only
    // holders are the two programs and each sees end of input when the other exits.
    let spawned = limited_command(binary, limits.memory_mib)
        .stdin(Stdio::from(to_solution))
        .stdout(Stdio::from(from_solution))
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => {
            let _ = judge.kill();
            let _ = judge.wait();
            return Err(format!("cannot run {}: {e}", binary.display()));
        }
    };
    let solution_stderr = capture(child.stderr.take(), MESSAGES_KEPT, None);
    let judge_stderr = capture(judge.stderr.take(), MESSAGES_KEPT, None);
    let mut solution = Watched::new(child, started, limits.memory_mib);
    let mut judge = Watched::new(judge, started, None).leading_its_group();
    let deadline = limits.time + GRACE;
    loop {
        let solution_done = solution.poll()?;
        let judge_done = judge.poll()?;
        if judge_done {
            // Whatever the interactor's shell left running would hold the pipes open.
            judge.stop_group();
            if judge.failure().is_some() {
                // Its verdict is given: the solution has nothing left to say.
                solution.kill();
                break;
            }
        }
        if solution_done && judge_done {
            break;
        }
        if solution.over_memory() {
            solution.kill();
            judge.kill();
            break;
        }
        if started.elapsed() > deadline {
            if !solution_done {
                solution.kill();
                solution.timed_out = true;
            }
            judge.kill();
            break;
        }
        solution.pause();
    }
    judge.stop_group();
    let interactor_failure = judge.failure();
    let interactor_stderr = joined(judge_stderr);
    Ok(InteractiveRun {
        solution: solution.into_run(None, solution_stderr, false, limits),
        interactor_failure,
        interactor_stderr: String::from_utf8_lossy(&interactor_stderr).into_owned(),
    })
}

type Captured = Option<JoinHandle<Vec<u8>>>;

/// Reads `pipe` to its end on a thread, keeping the first `cap` bytes; past the cap it sets
/// `overflow` and stops reading (the program is about to be killed), or, without `overflow`,
/// reads on and drops the rest, so the program never blocks on a full pipe.
fn capture<R: Read + Send + 'static>(
    pipe: Option<R>,
    cap: usize,
    overflow: Option<Arc<AtomicBool>>,
) -> Captured {
    let mut pipe = pipe?;
    Some(std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut chunk = vec![0u8; 64 * 1024];
        loop {
            let read = match pipe.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(read) => read,
            };
            let room = cap - kept.len();
            kept.extend_from_slice(&chunk[..read.min(room)]);
            if read > room {
                match &overflow {
                    Some(flag) => {
                        flag.store(true, Ordering::Relaxed);
                        break;
                    }
                    None => continue,
                }
            }
        }
        kept
    }))
}

/// What a [`capture`] thread read, once the pipe has closed.
fn joined(captured: Captured) -> Vec<u8> {
    captured
        .map(|handle| handle.join().unwrap_or_default())
        .unwrap_or_default()
}

/// A running child with its start, end and peak memory.
struct Watched {
    child: Child,
    /// The memory limit watched (`None`: memory is not read at all).
    memory_mib: Option<u64>,
    started: Instant,
    ended: Option<(Instant, std::process::ExitStatus)>,
    killed_at: Option<Instant>,
    /// Whether it leads a process group of its own (a shell command), killed as a whole.
    group: bool,
    timed_out: bool,
    peak_kib: Option<u64>,
    pause: Duration,
}

impl Watched {
    fn new(child: Child, started: Instant, memory_mib: Option<u64>) -> Watched {
        Watched {
            child,
            memory_mib,
            started,
            ended: None,
            killed_at: None,
            group: false,
            timed_out: false,
            peak_kib: None,
            pause: Duration::from_micros(100),
        }
    }

    /// The same child, started by [`shell_command`] as the leader of its process group.
    fn leading_its_group(mut self) -> Watched {
        self.group = cfg!(unix);
        self
    }

    /// Whether it has ended; notes the peak memory while it has not.
    fn poll(&mut self) -> Result<bool, String> {
        if self.ended.is_some() {
            return Ok(true);
        }
        if self.memory_mib.is_some() {
            if let Some(kib) = peak_resident_kib(self.child.id()) {
                self.peak_kib = Some(self.peak_kib.unwrap_or(0).max(kib));
            }
        }
        match self.child.try_wait().map_err(|e| e.to_string())? {
            Some(status) => {
                self.ended = Some((Instant::now(), status));
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Whether its peak resident size has passed the memory limit.
    fn over_memory(&self) -> bool {
        match (self.memory_mib, self.peak_kib) {
            (Some(mib), Some(kib)) => kib > mib * 1024,
            _ => false,
        }
    }

    /// Sleeps a little, longer as the program runs on (quick programs are timed closely).
    fn pause(&mut self) {
        std::thread::sleep(self.pause);
        self.pause = (self.pause * 2).min(Duration::from_millis(5));
    }

    /// Kills what is left of its process group (a shell command's children, which would hold
    /// the pipes this judge reads to their end); nothing when it leads no group.
    fn stop_group(&self) {
        if self.group {
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", self.child.id())])
                .stderr(Stdio::null())
                .status();
        }
    }

    fn kill(&mut self) {
        if self.ended.is_none() {
            self.killed_at = Some(Instant::now());
            self.stop_group();
            let _ = self.child.kill();
            if let Ok(status) = self.child.wait() {
                self.ended = Some((Instant::now(), status));
            }
        }
    }

    fn failure(&self) -> Option<String> {
        match (self.killed_at, &self.ended) {
            (Some(_), _) => Some("killed".into()),
            (None, Some((_, status))) if !status.success() => Some(status.to_string()),
            _ => None,
        }
    }

    fn into_run(
        mut self,
        stdout: Captured,
        stderr: Captured,
        output_exceeded: bool,
        limits: &Limits,
    ) -> Run {
        let _ = self.poll();
        let end = self
            .killed_at
            .or(self.ended.as_ref().map(|(at, _)| *at))
            .unwrap_or_else(Instant::now);
        let failure = self.failure();
        let stdout = joined(stdout);
        let stderr = String::from_utf8_lossy(&joined(stderr)).into_owned();
        // A peak above the limit is what a judge measuring resident memory sees; a refused
        // allocation is how the address-space net shows.
        let refused = failure.is_some() && stderr.contains("memory allocation of");
        let over_peak = self.over_memory();
        Run {
            elapsed: end - self.started,
            timed_out: self.timed_out,
            failure,
            stdout,
            stderr,
            output_exceeded,
            memory_exceeded: limits.memory_mib.is_some() && (refused || over_peak),
            peak_kib: self.peak_kib,
        }
    }
}

/// VmHWM of process `pid` from `/proc` (Linux; `None` elsewhere or once it has ended).
fn peak_resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
