//! `cargo gamebook judge` and `bundle`: a contest task bundled with its judge's rules,
//! compiled as that judge compiles it, and run on its cases as that judge checks them (time,
//! memory and output limits, float tolerance, a checker or an interactor).

use crate::cases::{case_files, CaseFile};
use crate::compare::compare;
use crate::compile::compile_for;
use crate::conf::{JudgeConf, Tolerance};
use crate::execute::{run_checker, run_interactive, run_program, OUTPUT_CAP};
use crate::profile::Profile;
use crate::runner::{judge_each, or_failure, print_submission_verdict, Judged, Tally};
use crate::task::Task;
use crate::verdict::{first_lines, Limits, Run, Verdict};
use bundler::{bundle_file_mapped, Bundle, ErrorKind};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How to judge: the judge's profile and what the command line changes of it.
#[derive(Clone, Debug, PartialEq)]
pub struct JudgeOptions {
    pub profile: Profile,
    pub time_limit_ms: Option<u64>,
    pub memory_limit_mib: Option<u64>,
    /// `--error E`: absolute and relative error both E (oj's `-e`).
    pub error: Option<f64>,
    pub checker: Option<String>,
    pub interactor: Option<String>,
    /// Runs per case with an interactor (for interactors that play at random).
    pub repeat: usize,
    /// `make test`'s rules: both editions, `-D warnings`.
    pub strict: bool,
    /// Another cases folder than the task's own.
    pub cases: Option<PathBuf>,
}

impl JudgeOptions {
    pub fn new(profile: Profile) -> JudgeOptions {
        JudgeOptions {
            profile,
            time_limit_ms: None,
            memory_limit_mib: None,
            error: None,
            checker: None,
            interactor: None,
            repeat: 1,
            strict: false,
            cases: None,
        }
    }
}

/// Why a task has no paste: its message names the contestant's files.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    /// The solution does not compile (a CE on the judge), rather than a paste refused.
    pub compile_error: bool,
    pub message: String,
}

/// The paste of `task` under `profile`: refused when it (or library code it reaches) uses a
/// registry crate the judge does not provide, does not compile, or is above the judge's size
/// limit.
pub fn bundle_task(task: &Task, profile: &Profile, keep_all: bool) -> Result<Bundle, Refusal> {
    let options = bundler::Options {
        max_bytes: Some(profile.max_bytes),
        keep_all,
        edition: Some(profile.edition.to_string()),
        provided: profile.provided.iter().map(|c| c.to_string()).collect(),
    };
    let mut bundle = bundle_file_mapped(&task.file, &options).map_err(|e| Refusal {
        compile_error: e.kind == ErrorKind::DoesNotCompile,
        message: task.relative_text(&refusal_text(&e, profile)),
    })?;
    // Messages then name `src/bin/a.rs`, as cargo does inside the package.
    bundle.lines = bundle.lines.relative_to(&task.package);
    Ok(bundle)
}

/// The bundler's error, and for a registry crate, which judge it was for and what that judge
/// provides.
fn refusal_text(error: &bundler::Error, profile: &Profile) -> String {
    if error.kind != ErrorKind::RegistryCrate {
        return error.to_string();
    }
    let provided = if profile.provided.is_empty() {
        format!("{} provides no crates", profile.title)
    } else {
        format!("it is not among the crates {} provides", profile.title)
    };
    format!("{error}\n(for {}: {provided})", profile.name)
}

/// Bundles, compiles and runs `task` on its cases under `options`; prints one line per case and
/// the summary.
pub fn judge_task(task: &Task, options: &JudgeOptions) -> Tally {
    let cases_dir = options.cases.clone().unwrap_or_else(|| task.cases_dir());
    let tally = or_failure(&task.shown(&task.file), judge_in(task, options, &cases_dir));
    println!("{}", tally.summary());
    tally
}

fn judge_in(task: &Task, options: &JudgeOptions, cases_dir: &Path) -> Result<Tally, String> {
    let profile = &options.profile;
    let bundle = match bundle_task(task, profile, false) {
        Ok(bundle) => bundle,
        Err(refusal) if refusal.compile_error => {
            print_compile_error(task, profile.edition, &refusal.message);
            return Ok(Tally::ONE_FAILURE);
        }
        Err(refusal) => return Err(refusal.message),
    };
    let scratch = task.scratch();
    std::fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let paste = scratch.join(format!("{}.rs", task.name));
    bundler::write_atomically(&paste, bundle.text.as_bytes())
        .map_err(|e| format!("{}: {e}", paste.display()))?;
    println!(
        "     bundled {} for {}: {} bytes (limit {})",
        task.shown(&task.file),
        profile.title,
        bundle.text.len(),
        profile.max_bytes
    );
    if !bundle.external.is_empty() {
        return Err(format!(
            "uses {}, which {} provides: bare rustc cannot build it here, so it is not run \
             (`cargo gamebook bundle {}` still makes the paste)",
            bundle.external.join(", "),
            profile.title,
            task.name
        ));
    }
    let report = |text: &str| task.relative_text(&bundle.lines.translate(text, &paste));
    let binaries = match compile(task, options, &paste, &scratch) {
        Ok((binaries, warnings)) => {
            if !warnings.trim().is_empty() {
                println!("     warnings (not fatal on {}):", profile.title);
                for line in report(&warnings).lines() {
                    println!("       {line}");
                }
            }
            binaries
        }
        Err((edition, message)) => {
            print_compile_error(task, &edition, &report(&message));
            return Ok(Tally::ONE_FAILURE);
        }
    };
    let conf = JudgeConf::load(cases_dir)?;
    let files = case_files(cases_dir)?;
    let checking = Checking {
        binaries: &binaries,
        limits: limits_for(options, &conf),
        tolerance: tolerance_for(options, &conf),
        checker: options.checker.as_deref(),
        scratch: &scratch,
        report: &report,
    };
    if let Some(interactor) = &options.interactor {
        // Without case files, the interactor plays once on its own.
        let cases: Vec<Option<&CaseFile>> = if files.is_empty() {
            vec![None]
        } else {
            files.iter().map(Some).collect()
        };
        let label =
            |case: &Option<&CaseFile>| case.map_or("interactive".into(), |f| f.name.clone());
        return Ok(judge_each(&cases, label, |case| {
            let input = case.map(|f| f.input.as_path());
            checking.interactive(interactor, input, options.repeat.max(1))
        }));
    }
    if files.is_empty() {
        return Err(format!("no NAME.in files in {}", task.shown(cases_dir)));
    }
    Ok(judge_each(
        &files,
        |f| f.name.clone(),
        |file| checking.case(file),
    ))
}

/// The limits of a case: the command line's, else the cases folder's `judge.conf`, else the
/// judge's usual ones.
fn limits_for(options: &JudgeOptions, conf: &JudgeConf) -> Limits {
    let (time_ms, memory_mib) = if conf.from_file {
        (conf.time_limit_ms, conf.memory_limit_mib)
    } else {
        (
            options.profile.time_limit_ms,
            options.profile.memory_limit_mib,
        )
    };
    Limits {
        time: Duration::from_millis(options.time_limit_ms.unwrap_or(time_ms)),
        memory_mib: Some(options.memory_limit_mib.unwrap_or(memory_mib)),
        output_bytes: OUTPUT_CAP,
    }
}

/// `--error E` (absolute and relative, as oj's `-e`), else the cases folder's `judge.conf`.
fn tolerance_for(options: &JudgeOptions, conf: &JudgeConf) -> Tolerance {
    match options.error {
        Some(error) => Tolerance {
            absolute: Some(error),
            relative: Some(error),
        },
        None => conf.tolerance.clone(),
    }
}

/// `CE` with rustc's messages indented below it.
fn print_compile_error(task: &Task, edition: &str, message: &str) {
    let verdict = Verdict::CompileError {
        edition: edition.to_string(),
        message: message.to_string(),
    };
    print_submission_verdict(&task.shown(&task.file), &verdict);
}

type Binaries = Vec<(Option<String>, PathBuf)>;

/// The binaries to run (one per edition under `--strict`) and the warnings shown.
fn compile(
    task: &Task,
    options: &JudgeOptions,
    paste: &Path,
    scratch: &Path,
) -> Result<(Binaries, String), (String, String)> {
    if options.strict {
        let binaries =
            crate::runner::compile_all(paste, scratch).map_err(|verdict| match verdict {
                Verdict::CompileError { edition, message } => (edition, message),
                other => ("any".to_string(), other.to_string()),
            })?;
        let binaries = binaries
            .into_iter()
            .map(|(edition, binary)| (Some(format!("edition {edition}")), binary))
            .collect();
        return Ok((binaries, String::new()));
    }
    let binary = scratch.join(&task.name);
    let compiled = compile_for(&options.profile, paste, &binary)
        .map_err(|message| (options.profile.edition.to_string(), message))?;
    Ok((vec![(None, binary)], compiled.warnings))
}

/// Everything a case is checked with.
struct Checking<'a> {
    binaries: &'a Binaries,
    limits: Limits,
    tolerance: Tolerance,
    checker: Option<&'a str>,
    scratch: &'a Path,
    /// Rewrites paste locations to the contestant's files.
    report: &'a dyn Fn(&str) -> String,
}

impl Checking<'_> {
    /// One case on every binary; the first failing binary's verdict, else the first one's.
    fn case(&self, file: &CaseFile) -> Result<Judged, String> {
        let expected = match &file.output {
            Some(path) => {
                Some(std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?)
            }
            None => None,
        };
        let mut judged = Vec::new();
        for (context, binary) in self.binaries {
            let run = run_program(binary, &file.input, &self.limits)?;
            let verdict = self.verdict(
                &run,
                &file.input,
                file.output.as_deref(),
                expected.as_deref(),
            )?;
            judged.push(Judged {
                verdict,
                elapsed: run.elapsed,
                context: context.clone(),
            });
        }
        let worst = judged.iter().map(|j| j.elapsed).max().unwrap_or_default();
        let at = judged.iter().position(|j| !j.verdict.passed()).unwrap_or(0);
        let mut shown = judged.swap_remove(at);
        shown.elapsed = worst;
        Ok(shown)
    }

    fn verdict(
        &self,
        run: &Run,
        input: &Path,
        expected_path: Option<&Path>,
        expected: Option<&[u8]>,
    ) -> Result<Verdict, String> {
        if let Some(verdict) = Verdict::of_run(run, self.limits.time, self.limits.memory_mib) {
            return Ok(self.located(verdict));
        }
        let (Some(expected_path), Some(expected)) = (expected_path, expected) else {
            return Ok(Verdict::Unchecked {
                output: shown_output(&run.stdout),
            });
        };
        let Some(checker) = self.checker else {
            return Ok(Verdict::of_comparison(compare(
                expected,
                &run.stdout,
                &self.tolerance,
            )));
        };
        let output = self.scratch.join("output");
        std::fs::write(&output, &run.stdout).map_err(|e| format!("{}: {e}", output.display()))?;
        let checked = run_checker(checker, [input, &output, expected_path])?;
        Ok(match checked.failure {
            None => Verdict::Accepted,
            Some(status) => Verdict::Rejected {
                by: format!("checker ({status})"),
                message: first_lines(&checked.said, 3, " "),
            },
        })
    }

    /// `repeat` runs of the solution against `interactor`, stopping at the first failure.
    fn interactive(
        &self,
        interactor: &str,
        case: Option<&Path>,
        repeat: usize,
    ) -> Result<Judged, String> {
        let (context, binary) = &self.binaries[0];
        let mut last = None;
        for round in 1..=repeat {
            let ran = run_interactive(binary, interactor, case, &self.limits)?;
            let verdict =
                match Verdict::of_run(&ran.solution, self.limits.time, self.limits.memory_mib) {
                    Some(Verdict::RuntimeError { .. }) | None
                        if ran.interactor_failure.is_some() =>
                    {
                        Verdict::Rejected {
                            by: format!(
                                "interactor ({})",
                                ran.interactor_failure.clone().unwrap_or_default()
                            ),
                            message: first_lines(&ran.interactor_stderr, 3, " "),
                        }
                    }
                    Some(verdict) => self.located(verdict),
                    None => Verdict::Accepted,
                };
            let context = match (repeat, context) {
                (1, context) => context.clone(),
                (_, _) => Some(format!("run {round} of {repeat}")),
            };
            let judged = Judged {
                verdict,
                elapsed: ran.solution.elapsed,
                context,
            };
            let failed = !judged.verdict.passed();
            last = Some(judged);
            if failed {
                break;
            }
        }
        Ok(last.expect("at least one run"))
    }

    /// A runtime error's panic location at the contestant's file and line.
    fn located(&self, verdict: Verdict) -> Verdict {
        match verdict {
            Verdict::RuntimeError { status, message } => Verdict::RuntimeError {
                status,
                message: (self.report)(&message),
            },
            other => other,
        }
    }
}

/// What a program printed, for a case with no `.out`: its first lines, shortened.
fn shown_output(stdout: &[u8]) -> String {
    const LINES: usize = 20;
    let text = String::from_utf8_lossy(stdout);
    let mut shown: Vec<&str> = text.lines().take(LINES).collect();
    let more = text.lines().count().saturating_sub(LINES);
    let tail = format!("... ({more} more lines)");
    if more > 0 {
        shown.push(&tail);
    }
    shown.join("\n")
}

/// Prints `bundle`'s size and notes to standard error (the paste itself goes to standard
/// output or `-o FILE`, which the caller writes only once bundling has succeeded).
pub fn print_bundle_report(task: &Task, profile: &Profile, bundle: &Bundle) {
    eprintln!(
        "{}: {} bytes (limit {} on {})",
        task.shown(&task.file),
        bundle.text.len(),
        profile.max_bytes,
        profile.title
    );
    for note in &bundle.notes {
        eprintln!("note: {note}");
    }
}
