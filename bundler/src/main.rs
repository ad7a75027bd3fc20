//! `bundler (PROBLEM | FILE.rs) [-o OUT] [--max-bytes N] [--root DIR]`: prints (or writes
//! atomically) the single-file bundle of a problem crate or of any solution file.

use bundler::{bundle_file, bundle_problem, write_atomically, Options};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: bundler (PROBLEM | FILE.rs) [-o OUT] [--max-bytes N] [--root DIR]
  PROBLEM        a problem crate of the workspace (crates/PROBLEM)
  FILE.rs        any solution file: its libraries are the path dependencies of its package
  -o OUT         write OUT atomically (default: standard output)
  --max-bytes N  the judge's source limit (default 65536, Codeforces; 0: none)
  --root DIR     the workspace of PROBLEM (default: .)";

struct Args {
    target: String,
    output: Option<PathBuf>,
    max_bytes: Option<Option<usize>>,
    root: PathBuf,
}

fn parse_args() -> Result<Args, String> {
    let mut target = None;
    let mut output = None;
    let mut max_bytes = None;
    let mut root = PathBuf::from(".");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-o" | "--output" => {
                output = Some(PathBuf::from(args.next().ok_or("-o needs a file")?))
            }
            "--max-bytes" => {
                let value = args.next().ok_or("--max-bytes needs a number")?;
                let bytes: usize = value
                    .parse()
                    .map_err(|_| format!("--max-bytes needs a whole number, found `{value}`"))?;
                max_bytes = Some((bytes > 0).then_some(bytes));
            }
            "--root" => root = PathBuf::from(args.next().ok_or("--root needs a folder")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if arg.starts_with('-') => return Err(format!("unknown option `{arg}`\n{USAGE}")),
            _ if target.is_none() => target = Some(arg),
            _ => return Err(format!("unexpected argument `{arg}`\n{USAGE}")),
        }
    }
    Ok(Args {
        target: target.ok_or(USAGE)?,
        output,
        max_bytes,
        root,
    })
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let looks_like_file = args.target.ends_with(".rs") || args.target.contains('/');
    let text = if looks_like_file {
        let mut options = Options::default();
        if let Some(limit) = args.max_bytes {
            options.max_bytes = limit;
        }
        bundle_file(Path::new(&args.target), &options)
    } else {
        Options::for_problem(&args.root, &args.target).and_then(|mut options| {
            if let Some(limit) = args.max_bytes {
                options.max_bytes = limit;
            }
            bundle_problem(&args.root, &args.target, &options)
        })
    }
    .map_err(|e| e.to_string())?;
    match args.output {
        Some(path) => {
            write_atomically(&path, text.as_bytes())
                .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
            eprintln!("{} ({} bytes)", path.display(), text.len());
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
