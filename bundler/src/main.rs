//! `bundler PROBLEM [-o FILE] [--root DIR]`: prints (or writes atomically) the single-file
//! submission of a problem crate.

use bundler::emit::MAX_SUBMISSION_BYTES;
use bundler::{bundle, write_atomically};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: bundler PROBLEM [-o FILE] [--root DIR]";

struct Args {
    problem: String,
    output: Option<PathBuf>,
    root: PathBuf,
}

fn parse_args() -> Result<Args, String> {
    let mut problem = None;
    let mut output = None;
    let mut root = PathBuf::from(".");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-o" | "--output" => {
                output = Some(PathBuf::from(args.next().ok_or("-o needs a file")?))
            }
            "--root" => root = PathBuf::from(args.next().ok_or("--root needs a folder")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if arg.starts_with('-') => return Err(format!("unknown option `{arg}`\n{USAGE}")),
            _ if problem.is_none() => problem = Some(arg),
            _ => return Err(format!("unexpected argument `{arg}`\n{USAGE}")),
        }
    }
    let problem = problem.ok_or(USAGE)?;
    Ok(Args {
        problem,
        output,
        root,
    })
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let text = bundle(&args.root, &args.problem).map_err(|e| e.to_string())?;
    if text.len() > MAX_SUBMISSION_BYTES {
        return Err(format!(
            "{}: the bundle is {} bytes, above the 64 KiB ({MAX_SUBMISSION_BYTES} bytes) that Codeforces accepts; nothing written",
            args.problem,
            text.len()
        ));
    }
    match args.output {
        Some(path) => {
            write_atomically(&path, text.as_bytes())
                .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
            println!("{} ({} bytes)", path.display(), text.len());
        }
        None => print!("{text}"),
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("bundler: {message}");
            ExitCode::FAILURE
        }
    }
}
