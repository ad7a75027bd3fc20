//! `cargo gamebook`: the contest command (installed by `make install`). Run `cargo gamebook
//! --help` for the commands and options; [`HELP`] is the text.

use judge::contest::{bundle_task, judge_task, print_bundle_report, JudgeOptions};
use judge::profile::Profile;
use judge::scaffold::new_contest;
use judge::task::Task;
use std::io::Write;
use std::path::PathBuf;
use std::process::{ExitCode, Stdio};

const HELP: &str = "\
cargo gamebook: contest packages judged the way the real judges judge

USAGE:
    cargo gamebook new NAME --tasks a,b,c [--judge JUDGE]
    cargo gamebook judge TASK [OPTIONS]
    cargo gamebook bundle TASK [--judge JUDGE] [-o FILE] [--copy] [--keep-all]
    cargo gamebook --help

COMMANDS:
    new      make the contest package NAME/: Cargo.toml with path dependencies on gamebook's
             fastio, games and blockxor; src/bin/<task>.rs per task from the contest template;
             an empty test/<task>/ per task (oj download -d test/<task> URL fills it);
             gamebook.conf naming the judge
    judge    bundle TASK, compile the paste as the judge does, run it on every NAME.in of
             test/<task>/ (test/ when that folder does not exist): one line per case, then
             `N passed, M failed`; exits 1 on any failure
    bundle   print the paste on standard output and nothing else (size and notes go to
             standard error)

TASK is a task name (a: src/bin/a.rs or src/bin/a/main.rs of the package around the working
folder) or a path to a .rs file, relative to the working folder.

OPTIONS:
    --judge JUDGE       codeforces (default), atcoder, library-checker, yukicoder, luogu:
                        the edition, flags, size limit, provided crates and usual limits of
                        that judge (default: `judge = ...` in gamebook.conf, else codeforces)
    --tl MS             time limit in milliseconds (default: the cases folder's judge.conf,
                        else the judge's usual limit)
    --ml MB             memory limit in MiB (default: as for --tl)
    --error E           accept numbers within absolute or relative error E
                        (default: absolute_error / relative_error in the cases' judge.conf)
    --checker CMD       judge each output with CMD INPUT OUTPUT EXPECTED (exit 0 is AC),
                        for tasks with several right answers
    --interactor CMD    interactive task: run CMD [CASE.in] connected to the solution by
                        pipes (exit 0 is AC); once per case file, or once when there is none
    --repeat N          with --interactor, run each case N times, stopping at a failure
    --cases DIR         another folder of NAME.in / NAME.out
    --strict            gamebook's own rules: editions 2021 and 2024, -D warnings
    -o FILE             (bundle) write the paste to FILE, only if bundling succeeds
    --copy              (bundle) hand the paste to wl-copy, xclip, xsel, pbcopy or clip.exe
    --keep-all          (bundle) libraries whole, without tree shaking
    -h, --help          this text
";

#[derive(Debug, Default)]
struct Args {
    command: String,
    target: Option<String>,
    tasks: Vec<String>,
    judge: Option<String>,
    time_limit_ms: Option<u64>,
    memory_limit_mib: Option<u64>,
    error: Option<f64>,
    checker: Option<String>,
    interactor: Option<String>,
    repeat: Option<usize>,
    cases: Option<PathBuf>,
    strict: bool,
    out: Option<PathBuf>,
    copy: bool,
    keep_all: bool,
}

fn number<T: std::str::FromStr>(option: &str, text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{option} needs {what}, found `{text}`"))
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut parsed = Args::default();
    while let Some(arg) = args.next() {
        let mut value = |what: &str| args.next().ok_or(format!("{arg} needs {what}"));
        match arg.as_str() {
            "-h" | "--help" | "help" => parsed.command = "help".into(),
            "--tasks" => {
                parsed.tasks = value("task names: a,b,c")?
                    .split(',')
                    .map(|t| t.trim().to_string())
                    .filter(|t| !t.is_empty())
                    .collect()
            }
            "--judge" => parsed.judge = Some(value("a judge name")?),
            "--tl" => {
                parsed.time_limit_ms = Some(number(
                    "--tl",
                    &value("milliseconds")?,
                    "whole milliseconds",
                )?)
            }
            "--ml" => parsed.memory_limit_mib = Some(number("--ml", &value("MiB")?, "whole MiB")?),
            "--error" => {
                let error: f64 = number("--error", &value("a number")?, "a number")?;
                if !(error >= 0.0 && error.is_finite()) {
                    return Err(format!(
                        "--error needs a non-negative number, found `{error}`"
                    ));
                }
                parsed.error = Some(error);
            }
            "--checker" => parsed.checker = Some(value("a command")?),
            "--interactor" => parsed.interactor = Some(value("a command")?),
            "--repeat" => {
                parsed.repeat = Some(number("--repeat", &value("a count")?, "a whole count")?)
            }
            "--cases" => parsed.cases = Some(PathBuf::from(value("a folder")?)),
            "--strict" => parsed.strict = true,
            "-o" | "--output" => parsed.out = Some(PathBuf::from(value("a file")?)),
            "--copy" => parsed.copy = true,
            "--keep-all" => parsed.keep_all = true,
            _ if arg.starts_with('-') => return Err(format!("unknown option `{arg}`")),
            _ if parsed.command.is_empty() => parsed.command = arg,
            _ if parsed.target.is_none() => parsed.target = Some(arg),
            _ => return Err(format!("unexpected argument `{arg}`")),
        }
    }
    Ok(parsed)
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1).peekable();
    // Cargo runs `cargo-gamebook gamebook ARGS` for `cargo gamebook ARGS`.
    if args.peek().map(String::as_str) == Some("gamebook") {
        args.next();
    }
    let parsed = match parse_args(args) {
        Ok(parsed) => parsed,
        Err(message) => return usage_error(&message),
    };
    let outcome = match parsed.command.as_str() {
        "" | "help" => {
            print!("{HELP}");
            Ok(true)
        }
        "new" => new(&parsed),
        "judge" => judge(&parsed),
        "bundle" => bundle(&parsed),
        other => Err(format!("unknown command `{other}` (new, judge, bundle)")),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => usage_error(&message),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("cargo gamebook: {message}\n(cargo gamebook --help lists the commands and options)");
    ExitCode::from(2)
}

fn cwd() -> Result<PathBuf, String> {
    std::env::current_dir().map_err(|e| format!("cannot read the working folder: {e}"))
}

fn target(args: &Args, what: &str) -> Result<String, String> {
    args.target
        .clone()
        .ok_or_else(|| format!("{} needs {what}", args.command))
}

fn new(args: &Args) -> Result<bool, String> {
    let name = target(args, "a package name")?;
    let profile = Profile::named(
        args.judge
            .as_deref()
            .unwrap_or(Profile::default_profile().name),
    )?;
    let dir = cwd()?.join(&name);
    new_contest(&dir, &args.tasks, &profile)?;
    println!(
        "created {name}/ for {} with tasks {}; next: cd {name}, put samples in test/<task>/, \
         cargo gamebook judge {}",
        profile.title,
        args.tasks.join(", "),
        args.tasks[0]
    );
    Ok(true)
}

fn profile_for(task: &Task, args: &Args) -> Result<Profile, String> {
    match &args.judge {
        Some(name) => Profile::named(name),
        None => task.default_profile(),
    }
}

fn judge(args: &Args) -> Result<bool, String> {
    let cwd = cwd()?;
    let task = Task::find(&cwd, &target(args, "a task name or file")?)?;
    let _temp = task.private_temp()?;
    let mut options = JudgeOptions::new(profile_for(&task, args)?);
    options.time_limit_ms = args.time_limit_ms;
    options.memory_limit_mib = args.memory_limit_mib;
    options.error = args.error;
    options.checker = args.checker.clone();
    options.interactor = args.interactor.clone();
    options.repeat = args.repeat.unwrap_or(1);
    options.strict = args.strict;
    options.cases = args.cases.as_ref().map(|dir| cwd.join(dir));
    Ok(judge_task(&task, &options).failed == 0)
}

fn bundle(args: &Args) -> Result<bool, String> {
    let cwd = cwd()?;
    let task = Task::find(&cwd, &target(args, "a task name or file")?)?;
    let _temp = task.private_temp()?;
    let profile = profile_for(&task, args)?;
    let bundle = match bundle_task(&task, &profile, args.keep_all) {
        Ok(bundle) => bundle,
        Err(refusal) => {
            eprintln!("{}", refusal.message);
            return Ok(false);
        }
    };
    print_bundle_report(&task, &profile, &bundle);
    match &args.out {
        Some(out) => {
            let out = cwd.join(out);
            bundler::write_atomically(&out, bundle.text.as_bytes())
                .map_err(|e| format!("{}: {e}", out.display()))?;
        }
        None if !args.copy => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(bundle.text.as_bytes())
                .and_then(|()| stdout.flush())
                .map_err(|e| format!("standard output: {e}"))?;
        }
        None => {}
    }
    if args.copy {
        // No clipboard is not a usage error: say so and fail, without the usage hint.
        if let Err(message) = copy_to_clipboard(&bundle.text) {
            eprintln!("cargo gamebook: {message}");
            return Ok(false);
        }
    }
    Ok(true)
}

/// The clipboard tools tried in order, with their arguments.
const CLIPBOARDS: &[(&str, &[&str])] = &[
    ("wl-copy", &[]),
    ("xclip", &["-selection", "clipboard"]),
    ("xsel", &["--clipboard", "--input"]),
    ("pbcopy", &[]),
    ("clip.exe", &[]),
];

/// Hands `text` to the first clipboard tool found.
fn copy_to_clipboard(text: &str) -> Result<(), String> {
    for (tool, tool_args) in CLIPBOARDS {
        let Ok(mut child) = std::process::Command::new(tool)
            .args(*tool_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
        else {
            continue;
        };
        let wrote = child
            .stdin
            .take()
            .map(|mut stdin| stdin.write_all(text.as_bytes()));
        let status = child.wait().map_err(|e| format!("{tool}: {e}"))?;
        if status.success() && matches!(wrote, Some(Ok(()))) {
            eprintln!("copied to the clipboard with {tool}");
            return Ok(());
        }
        return Err(format!("{tool} failed ({status})"));
    }
    let names: Vec<&str> = CLIPBOARDS.iter().map(|(tool, _)| *tool).collect();
    Err(format!(
        "no clipboard tool found (tried {}); use -o FILE or standard output",
        names.join(", ")
    ))
}
