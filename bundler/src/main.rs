//! `bundler (PROBLEM | FILE.rs | --lib NAME[,NAME...]) [-o OUT] [--max-bytes N] [--keep-all]
//! [--root DIR]`: prints (or writes atomically) the single-file bundle of a problem crate, of
//! any solution file, or of libraries alone.

use bundler::{bundle_file_mapped, bundle_libraries, bundle_problem, write_atomically, Options};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: bundler (PROBLEM | FILE.rs | --lib NAME[,NAME...]) [-o OUT] [--max-bytes N] [--keep-all] [--root DIR]
  PROBLEM          a problem crate of the workspace (crates/PROBLEM)
  FILE.rs          any solution file: its libraries are the path dependencies of its package
  --lib NAME,...   libraries alone, whole, to paste below your own main
  -o OUT           write OUT atomically (default: standard output)
  --max-bytes N    the judge's source limit (default 65536, Codeforces; 0: none)
  --keep-all       keep libraries whole (for templates)
  --root DIR       the workspace of PROBLEM and --lib (default: .)";

struct Args {
    target: Option<String>,
    libraries: Option<String>,
    output: Option<PathBuf>,
    max_bytes: Option<Option<usize>>,
    keep_all: bool,
    root: PathBuf,
}

fn parse_args() -> Result<Args, String> {
    let mut target = None;
    let mut libraries = None;
    let mut keep_all = false;
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
            "--lib" => libraries = Some(args.next().ok_or("--lib needs library names")?),
            "--keep-all" => keep_all = true,
            "--root" => root = PathBuf::from(args.next().ok_or("--root needs a folder")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if arg.starts_with('-') => return Err(format!("unknown option `{arg}`\n{USAGE}")),
            _ if target.is_none() => target = Some(arg),
            _ => return Err(format!("unexpected argument `{arg}`\n{USAGE}")),
        }
    }
    if target.is_some() == libraries.is_some() {
        return Err(USAGE.to_string());
    }
    Ok(Args {
        target,
        libraries,
        output,
        max_bytes,
        keep_all,
        root,
    })
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let text = bundle(&args).map_err(|e| e.to_string())?;
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

fn bundle(args: &Args) -> Result<String, bundler::Error> {
    let with_flags = |mut options: Options| {
        if let Some(limit) = args.max_bytes {
            options.max_bytes = limit;
        }
        options.keep_all |= args.keep_all;
        options
    };
    if let Some(list) = &args.libraries {
        let names: Vec<&str> = list.split(',').map(str::trim).collect();
        return bundle_libraries(&args.root, &names, &with_flags(Options::default()));
    }
    let target = args.target.as_deref().unwrap_or_default();
    if target.ends_with(".rs") || target.contains('/') {
        let bundle = bundle_file_mapped(Path::new(target), &with_flags(Options::default()))?;
        for note in &bundle.notes {
            eprintln!("bundler: note: {note}");
        }
        Ok(bundle.text)
    } else {
        let options = with_flags(Options::for_problem(&args.root, target)?);
        bundle_problem(&args.root, target, &options)
    }
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
